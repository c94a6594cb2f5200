"""Runs a computer player's choice off the GUI thread, in a thread or a worker process."""

from __future__ import annotations

import concurrent.futures as cf
import multiprocessing
import random
import threading
from collections.abc import Callable

from diloti_qt.engine import Move, PlayerView


def choose_move(level: str, view: PlayerView, seed: int, budget: float | None) -> Move:
    """Top-level (picklable) job: build the level's player and let it choose."""
    from diloti_qt.ai import make_player

    return make_player(level).choose(view, random.Random(seed), budget)


class AiRunner:
    """Submits jobs to an executor; results come back through `done(job_id, move_or_error)`.

    `done` is called from a worker thread: the caller must marshal it to the GUI thread
    (the controller does so with a queued Qt signal).
    """

    def __init__(self, mode: str = "thread") -> None:
        self.mode = mode
        self._executor: cf.Executor | None = None
        self._lock = threading.Lock()

    def _pool(self) -> cf.Executor:
        with self._lock:
            if self._executor is None:
                if self.mode == "process":
                    ctx = multiprocessing.get_context("spawn")
                    self._executor = cf.ProcessPoolExecutor(max_workers=1, mp_context=ctx)
                else:
                    self._executor = cf.ThreadPoolExecutor(
                        max_workers=1, thread_name_prefix="diloti-ai")
            return self._executor

    def submit(
        self,
        job: Callable,
        args: tuple,
        done: Callable[[object], None],
    ) -> cf.Future:
        future = self._pool().submit(job, *args)

        def finished(f: cf.Future) -> None:
            if f.cancelled():
                return
            error = f.exception()
            done(error if error is not None else f.result())

        future.add_done_callback(finished)
        return future

    def shutdown(self) -> None:
        with self._lock:
            executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)
