"""Helpers (no tests here): saves written straight to the autosave, and the real game started
in a process of its own on a given home."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from diloti_qt.storage import paths

ROOT = Path(__file__).resolve().parents[2]

# The game in a process of its own: prints UP once its window is shown, RAISED each time a
# second start brings it to the front, the notice box's text when one opens, and closes
# itself after CLOSE_MS (0: stays until it is terminated).
_APP = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

qapp = QApplication(sys.argv[:1])
from diloti_qt import app
from diloti_qt.ui.main_window import MainWindow

try:
    from diloti_qt.ui import instance
except ImportError:
    instance = None
else:
    raise_window = instance.raise_window

    def raised():
        print("RAISED", flush=True)
        raise_window()

    instance.raise_window = raised

CLOSE_MS = {close_ms}


def look(waited=0):
    windows = [w for w in QApplication.topLevelWidgets()
               if isinstance(w, MainWindow) and w.isVisible()]
    if not windows:
        QTimer.singleShot(50, lambda: look(waited))
        return
    window = windows[0]
    box = window.session.notice_box if window.session is not None else None
    if box is None and waited < 1500:
        QTimer.singleShot(50, lambda: look(waited + 50))
        return
    print("UP", flush=True)
    if box is not None:
        print("NOTICE " + box.text().replace("\\n", " "), flush=True)
    if CLOSE_MS:
        QTimer.singleShot(CLOSE_MS, window.close)


QTimer.singleShot(0, look)
sys.exit(app.main(["diloti-qt", "--ai-mode", "thread"]))
"""


def start_game(home: Path, close_ms: int = 0) -> subprocess.Popen:
    """The game on `home` in a new process (offscreen), its output readable line by line."""
    env = dict(os.environ, DILOTI_QT_HOME=str(home), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.Popen([sys.executable, "-c", _APP.format(close_ms=close_ms)], env=env,
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


def write_save(doc: dict) -> Path:
    path = paths.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc))
    return path


class Lines:
    """A process's standard output, read by a thread so that waiting for a line can time out."""

    def __init__(self, process: subprocess.Popen) -> None:
        import queue
        import threading

        self.process = process
        self.seen: list[str] = []
        self._queue: queue.Queue = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self._queue.put(line.rstrip("\n"))
        self._queue.put(None)

    def wait_for(self, prefix: str, timeout: float) -> str | None:
        """The first line starting with `prefix` within `timeout` seconds, else None."""
        import queue
        import time

        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            try:
                line = self._queue.get(timeout=left)
            except queue.Empty:
                return None
            if line is None:
                return None
            self.seen.append(line)
            if line.startswith(prefix):
                return line
