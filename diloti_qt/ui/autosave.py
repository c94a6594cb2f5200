"""Autosave: the match is captured on the GUI thread after every change and written by a
background thread, newest first (an older pending write is dropped). At start-up the writes
wait for the first paint (Autosaver.hold)."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from diloti_qt.storage import paths
from diloti_qt.storage.atomic import backup_path, write_json
from diloti_qt.storage.files import real_path
from diloti_qt.storage.notice import Notice

_CLEAR = object()


class _Writer:
    """One daemon thread writing the newest document handed to it; `idle()` waits for it."""

    def __init__(self, path: Callable[[], Path], done: Callable[[float, Notice | None], None]):
        self._path = path
        self._done = done
        self._job: object = None
        self._busy = False
        self._stop = False
        self._cond = threading.Condition()
        self._thread: threading.Thread | None = None

    def submit(self, job: object) -> None:
        with self._cond:
            self._job = job
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="diloti-autosave",
                                                daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def idle(self, timeout: float = 10.0) -> bool:
        """Wait until every submitted job is on disk; False if that took too long."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while self._job is not None or self._busy:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
        return True

    def stop(self) -> None:
        with self._cond:
            self._stop = True
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                while self._job is None and not self._stop:
                    self._cond.wait()
                if self._job is None:
                    return
                job, self._job, self._busy = self._job, None, True
            start = time.perf_counter()
            notice = _clear(self._path()) if job is _CLEAR else write_json(self._path(), job)
            try:
                self._done((time.perf_counter() - start) * 1000, notice)
            except RuntimeError:
                pass  # the window went away first
            with self._cond:
                self._busy = False
                self._cond.notify_all()


def _clear(path: Path) -> None:
    """Delete the save and its previous copy; a symbolic link stays (its target goes, and the
    next save writes it again through the link)."""
    path = real_path(path)
    for file in (path, backup_path(path)):
        try:
            os.unlink(file)
        except FileNotFoundError:
            pass
        except OSError:
            pass


class Autosaver(QObject):
    """Saves the controller's match on every `state_changed`; clears the save once the match
    is over or when a demo (seat 0 played by the computer) replaces it.

    `state_changed` fires before the controller draws the computer's random number, so the
    capture happens in that slot, synchronously; only encoding and writing leave the thread.
    `gui_ms` and `write_ms` keep the most recent timings (milliseconds).

    While held (`hold()`, at start-up until the first paint) a change is captured but not
    encoded or written until `release()`; the save on disk stays as it was, whole, until
    that first write.
    """

    failed = Signal(object)  # Notice: the disk refused a write
    _written = Signal(float, object)  # ms, Notice or None (queued from the writer thread)

    def __init__(self, controller, path: Path | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.controller = controller
        self.path = path
        self.enabled = True
        self.gui_ms: list[float] = []
        self.write_ms: list[float] = []
        self._failed_once = False
        self._held = False
        self._held_job: object = None  # the newest capture while held
        self._writer = _Writer(self._target, self._written.emit)
        self._written.connect(self._on_written)
        controller.state_changed.connect(self.save)

    def _target(self) -> Path:
        return self.path or paths.autosave_path()

    def hold(self) -> None:
        """Capture changes without encoding or writing them until `release()`."""
        self._held = True

    def release(self) -> None:
        """Encode and write what was captured while held (a match dealt or resumed at
        start-up: the resumed one is written again, in the current format)."""
        held, self._held, self._held_job = self._held_job, False, None
        if held is not None:
            self._submit(held)

    def save(self) -> None:
        """Capture the match now and hand it to the writer (or clear the save)."""
        c = self.controller
        if not self.enabled or c.match is None:
            return
        start = time.perf_counter()
        # the capture is made now, whole (its random number generator as it is before the
        # computer draws from it); only making its save and encoding it may wait (hold)
        job: object = _CLEAR if c.match.over or c.human in c.seats.levels else c.capture()
        if self._held:
            self._held_job = job
            return
        self._submit(job)
        self.gui_ms = (self.gui_ms + [(time.perf_counter() - start) * 1000])[-200:]

    def _submit(self, job: object) -> None:
        if job is not _CLEAR:
            from diloti_qt.storage.savegame import saved_game_to_json  # (after the first paint)

            job = saved_game_to_json(job())  # (a controller's capture)
        self._writer.submit(job)

    def clear(self) -> None:
        self._held_job = None
        self._writer.submit(_CLEAR)

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until the newest capture is on disk (at quit, and in tests)."""
        return self._writer.idle(timeout)

    def close(self) -> None:
        self.release()  # closed before the first paint: what was held is written now
        self.enabled = False
        self.flush()
        self._writer.stop()

    def _on_written(self, ms: float, notice: Notice | None) -> None:
        self.write_ms = (self.write_ms + [ms])[-200:]
        if notice is not None and not self._failed_once:
            self._failed_once = True  # one message per session is enough
            self.failed.emit(notice)
        elif notice is None:
            self._failed_once = False
