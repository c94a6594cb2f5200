"""The pointer resting over the table while the game is played by keyboard (issue 27, fault 1:
a segmentation fault in libQt6Gui about 4 s after Game ▸ Play deal… ▸ Play this deal). It
needs a real X server, where the pointer is somewhere: Xvfb, started here (.ci/run installs
it), and the xcb platform."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from diloti_qt.bench.startup import OwnXvfb

from ..conftest import ROOT

CHILD = Path(__file__).with_name("pointer_child.py")


def test_a_card_leaving_from_under_a_resting_pointer_does_not_crash(tmp_path):
    """The computer's reply (or the player's own move) takes a card lying under the pointer,
    and the view has had no mouse movement since it was shown: the card gave its cursor back
    with QGraphicsItem.unsetCursor(), which made Qt read the view's last mouse event, never
    set, and crash. Before the fix every run died at the first table (4 of 4)."""
    xvfb = OwnXvfb()
    try:
        env = dict(os.environ, DISPLAY=xvfb.display, QT_QPA_PLATFORM="xcb",
                   DILOTI_QT_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
        env.pop("WAYLAND_DISPLAY", None)
        done = subprocess.run([sys.executable, str(CHILD), "7", "11"], env=env,
                              capture_output=True, text=True, timeout=120, cwd=ROOT)
    finally:
        xvfb.close()
    assert done.returncode == 0, done.stdout + done.stderr[-3000:]
    assert done.stdout.count("the table survived") == 2, done.stdout
