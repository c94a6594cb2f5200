"""Tests that hang on purpose, for tests/test_guard.py, which runs them in a pytest of their
own: the suite does not collect this file (its name is not test_*)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialog


@pytest.mark.timeout(4)
@pytest.mark.parametrize("loop", ["app", "dialog"])
def test_an_event_loop_that_nothing_ends(qapp, loop):
    if loop == "app":
        qapp.exec()  # no window, no quit: only the guard ends it
    else:
        QDialog().exec()  # modal, nobody answers


def test_a_child_left_running_while_the_loop_waits(qapp):
    """Starts a process in a session of its own (as the suite's servers and Xvfb are) and
    never stops it; says so through $PROBE_PID_FILE once Qt's loop is running."""
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"],
                             start_new_session=True)
    QTimer.singleShot(0, lambda: Path(os.environ["PROBE_PID_FILE"]).write_text(str(child.pid)))
    qapp.exec()


@pytest.mark.parametrize("n", range(6))
def test_a_worker_that_crashes(n):
    """One of six dies as a segmentation fault would kill it; the others pass."""
    if n == 2:
        import ctypes

        ctypes.string_at(0)  # reads address 0: SIGSEGV
