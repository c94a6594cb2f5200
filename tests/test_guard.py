"""The suite's guards (tests/guard.py): a test that leaves Qt's event loop running fails
instead of hanging the run, and Ctrl+C stops a run whose test waits in Qt's loop, prints the
summary and leaves no process running."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from tests.conftest import ROOT
from tests.guard import EXIT_CODE, LoopGuard, alive

PROBE = "tests/probes/hang_probe.py"


ALONE = ("-n", "0")
WORKERS = ("-n", "2")  # as the README's command runs the suite


# Ctrl+C as a terminal gives it: a shell that starts the suite in the background without
# job control (`(cmd &)`, a script's `cmd &`) leaves SIGINT ignored, which every process
# after it inherits and Python then never turns into KeyboardInterrupt; the probe's pytest
# takes Ctrl+C back first, as a run in a terminal has it.
WITH_CTRL_C = ("import signal, sys, pytest; "
               "signal.signal(signal.SIGINT, signal.default_int_handler); "
               "sys.exit(pytest.main(sys.argv[1:]))")


def run_probe(*args: str, how: tuple[str, ...] = ALONE, **popen) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", WITH_CTRL_C, "-p", "no:cacheprovider",
                             *how, "-q", PROBE, *args], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            **popen)


def test_the_guard_ends_an_event_loop_that_nothing_else_ends(qapp):
    with LoopGuard(0.3, "this test") as watch:
        code = qapp.exec()
    assert watch.fired and code == EXIT_CODE


def test_the_guard_stays_quiet_for_a_phase_that_ends_in_time(qapp):
    with LoopGuard(60, "this test") as watch:
        pass
    assert not watch.fired


def test_a_test_stuck_in_qts_loop_fails_and_the_run_goes_on_to_its_summary():
    proc = run_probe("-k", "an_event_loop")
    out, _ = proc.communicate(timeout=120)
    assert proc.returncode == 1, out
    # Each failure's own report starts a line with the test's id; the short summary's FAILED
    # lines repeat the sentence, cut to the terminal's width except on CI (pytest's rule).
    reports = [line for line in out.splitlines() if line.startswith(PROBE)
               and "ran past 3 s with Qt's event loop running" in line]
    assert len(reports) == 2, out
    assert "2 failed" in out, out


@pytest.mark.parametrize("how", [ALONE, WORKERS], ids=["alone", "workers"])
def test_ctrl_c_stops_a_test_waiting_in_qts_loop_and_leaves_no_process(tmp_path, how):
    pid_file = tmp_path / "child.pid"
    proc = run_probe("-k", "child_left", how=how, start_new_session=True,
                     env={**os.environ, "PROBE_PID_FILE": str(pid_file)})
    try:
        deadline = time.monotonic() + 60
        while not pid_file.exists() and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert pid_file.exists(), proc.communicate(timeout=30)[0]
        child = int(pid_file.read_text())
        assert alive(child)
        os.killpg(proc.pid, signal.SIGINT)  # what a terminal does on Ctrl+C
        out, _ = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    assert "KeyboardInterrupt" in out and " in " in out.strip().splitlines()[-1], out
    assert not alive(child), "the probe's child outlived the run"


def test_a_worker_that_crashes_fails_its_test_and_the_run_ends_with_its_summary():
    """A segmentation fault in one worker: its test fails, a new worker takes the rest, and
    the run ends (with --dist loadgroup xdist waited for ever)."""
    proc = run_probe("-k", "worker_that_crashes", how=WORKERS)
    out, _ = proc.communicate(timeout=120)
    assert proc.returncode == 1, out
    assert "1 failed, 5 passed" in out and "test_a_worker_that_crashes[2]" in out, out
