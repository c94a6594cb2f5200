"""DaemonThreadExecutor: jobs one at a time on a daemon thread (the computer's moves in
thread mode, the round review's)."""

from __future__ import annotations

import concurrent.futures as cf
import queue
import threading


class DaemonThreadExecutor(cf.Executor):
    """Runs jobs one at a time on a daemon thread, so a job still running at quit never
    keeps the process alive (a ThreadPoolExecutor's threads are joined at exit)."""

    def __init__(self, name: str = "diloti-ai") -> None:
        self._jobs: queue.SimpleQueue = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._work, name=name, daemon=True)
        self._thread.start()

    def submit(self, fn, /, *args, **kwargs) -> cf.Future:
        future: cf.Future = cf.Future()
        self._jobs.put((future, fn, args, kwargs))
        return future

    def _work(self) -> None:
        while (item := self._jobs.get()) is not None:
            future, fn, args, kwargs = item
            if not future.set_running_or_notify_cancel():
                continue
            try:
                future.set_result(fn(*args, **kwargs))
            except BaseException as error:
                future.set_exception(error)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        if cancel_futures:
            try:
                while (item := self._jobs.get_nowait()) is not None:
                    item[0].cancel()
            except queue.Empty:
                pass
        self._jobs.put(None)
        if wait:
            self._thread.join()
