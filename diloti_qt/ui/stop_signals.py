"""SIGTERM and SIGINT end the game as its Quit does. While Qt's event loop waits it runs no
Python, so Python's own handlers would only run at the next click; the signal is handed to
the loop through a socket it watches (signal.set_wakeup_fd), and the game closes its window
(the settings, the autosave and the computer's helpers are closed as on Quit)."""

from __future__ import annotations

import signal
import socket
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier, QTimer

STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGINT")
                     if hasattr(signal, name))


class StopSignals(QObject):
    """While installed, a stop signal calls `stop()` on the GUI thread, once. Install on the
    main thread (Python's rule for signal handlers); `release()` puts back what was there."""

    def __init__(self, stop: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._stop = stop
        self.heard: int | None = None  # the first stop signal heard
        self._read, self._write = socket.socketpair()
        for end in (self._read, self._write):
            end.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._write.fileno(),
                                                 warn_on_full_buffer=False)
        self._previous = {sig: signal.signal(sig, self._heard) for sig in STOP_SIGNALS}
        self._notifier = QSocketNotifier(self._read.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)

    def _heard(self, signum: int, _frame) -> None:
        # Python runs this on the main thread as the wake-up's slot (_drain) starts
        if self.heard is None:
            self.heard = signum
            QTimer.singleShot(0, self._stop)

    def _drain(self) -> None:
        try:
            while self._read.recv(64):
                pass
        except (BlockingIOError, InterruptedError):
            pass

    def release(self) -> None:
        self._notifier.setEnabled(False)
        for sig, handler in self._previous.items():
            signal.signal(sig, handler)
        signal.set_wakeup_fd(self._previous_fd)
        self._read.close()
        self._write.close()
