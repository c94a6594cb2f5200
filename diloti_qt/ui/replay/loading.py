"""Match records read and checked off the GUI thread (a file opened from elsewhere is also
kept there): opening one replays every move through the engine (about 10 ms for a match to
101, about a second for the largest file a record may be), so the window never waits for
it; the answer comes back on the GUI thread."""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QCoreApplication, QObject

from diloti_qt.engine.record import RecordError
from diloti_qt.gui_thread import to_gui_thread

Done = Callable[[object | None, RecordError | None], None]  # what `read` gave, or the error


class RecordLoader(QObject):
    """`load(read, done)`: `read()` runs on the loader's own thread, one at a time;
    `done(record, None)` or `done(None, error)` follows on the GUI thread (not at all once
    the loader, or the window it belongs to, is gone)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool: ThreadPoolExecutor | None = None
        self.pending = 0  # loads whose answer has not been delivered yet
        self._answer = to_gui_thread(self._deliver)  # holds no reference to self
        self.destroyed.connect(lambda *_: self._stop())

    def load(self, read: Callable[[], object], done: Done) -> None:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(1, thread_name_prefix="records-read")
        self.pending += 1
        answer = self._answer  # not self: the worker must never hold the loader

        def answered(future: Future) -> None:
            error = future.exception()
            if error is not None and not isinstance(error, RecordError):
                error = RecordError(f"record: cannot be read ({type(error).__name__}: "
                                    f"{error})")
            answer(done, None if error else future.result(), error)

        self._pool.submit(read).add_done_callback(answered)

    def _deliver(self, done: Done, record: object | None,
                 error: RecordError | None) -> None:
        self.pending -= 1
        done(record, error)

    def settled(self, timeout: float = 10.0) -> bool:
        """Wait (processing events) until every load handed over has been answered."""
        deadline = time.monotonic() + timeout
        while self.pending and time.monotonic() < deadline:
            QCoreApplication.processEvents()
            time.sleep(0.002)
        return not self.pending

    def _stop(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
