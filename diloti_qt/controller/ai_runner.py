"""Runs a computer player's choice off the GUI thread, in a thread or a worker process."""

from __future__ import annotations

import os
import random
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from diloti_qt.engine import Move, PlayerView

if TYPE_CHECKING:  # loaded with the first job (the jobs wait for the window's first paint)
    import concurrent.futures as cf


def choose_move(level: str, view: PlayerView, seed: int, budget: float | None) -> Move:
    """Top-level (picklable) job: build the level's player and let it choose, within its
    budget on the clock counted from the start of the job (the first job of a worker
    imports the level, and that counts too)."""
    asked = time.perf_counter()
    from diloti_qt.ai import make_player

    return make_player(level, asked=asked).choose(view, random.Random(seed), budget)


def hint_move(view: PlayerView, seed: int, budget: float | None) -> tuple[Move, tuple]:
    """Top-level job for the hint: Hard with a short budget, and why, as structured parts."""
    asked = time.perf_counter()
    from diloti_qt.ai import make_player
    from diloti_qt.ai.explain import describe_move

    level = "hard"
    move = make_player(level, asked=asked).choose(view, random.Random(seed), budget)
    return move, describe_move(view, move).parts


def lower_priority() -> None:
    """Worker-process initializer: think at a lower priority than the window's process, and
    leave if the window's process is gone."""
    from diloti_qt.ai.parallel import exit_with_parent

    exit_with_parent()
    if hasattr(os, "nice"):
        try:
            os.nice(10)
        except OSError:
            pass


class AiRunner:
    """Submits jobs to an executor; results come back through `done(job_id, move_or_error)`.

    `done` is called from a worker thread: the caller must marshal it to the GUI thread
    (the controller does so with a queued Qt signal).
    """

    def __init__(self, mode: str = "thread") -> None:
        self.mode = mode
        self._executor: cf.Executor | None = None
        self._lock = threading.Lock()
        self._held: list[tuple[cf.Future, Callable, tuple, Callable]] | None = None

    def started(self) -> bool:
        """Whether a worker (its thread or process pool) has been started."""
        return self._executor is not None

    def hold(self) -> None:
        """Keep the jobs submitted from now on until `release()`: no worker starts (a
        process takes a while to boot) while the window comes up."""
        if self._held is None:
            self._held = []

    def release(self) -> None:
        """Start the jobs kept since `hold()`, in order; their futures follow the real ones."""
        held, self._held = self._held, None
        for placeholder, job, args, done in held or ():
            if placeholder.cancelled():
                continue
            real = self.submit(job, args, done)
            real.add_done_callback(lambda f, out=placeholder: _follow(f, out))

    def _pool(self) -> cf.Executor:
        with self._lock:
            if self._executor is None:
                if self.mode == "process":
                    import multiprocessing  # loaded with the first worker, not at start
                    from concurrent.futures import ProcessPoolExecutor

                    ctx = multiprocessing.get_context("spawn")
                    self._executor = ProcessPoolExecutor(
                        max_workers=1, mp_context=ctx, initializer=lower_priority)
                else:
                    from .daemon_executor import DaemonThreadExecutor

                    self._executor = DaemonThreadExecutor()
            return self._executor

    def submit(
        self,
        job: Callable,
        args: tuple,
        done: Callable[[object], None],
    ) -> cf.Future:
        if self._held is not None:
            from concurrent.futures import Future

            placeholder: cf.Future = Future()
            self._held.append((placeholder, job, args, done))
            return placeholder
        future = self._pool().submit(job, *args)

        def finished(f: cf.Future) -> None:
            if f.cancelled():
                return
            error = f.exception()
            done(error if error is not None else f.result())

        future.add_done_callback(finished)
        return future

    def shutdown(self) -> None:
        """Cancel waiting jobs and stop at once: a worker process still thinking is
        terminated, a thread is abandoned (it is a daemon), so quitting never waits."""
        for placeholder, *_rest in self._held or ():
            placeholder.cancel()
        self._held = None
        with self._lock:
            executor, self._executor = self._executor, None
        if executor is None:
            return
        processes = list((getattr(executor, "_processes", None) or {}).values())
        executor.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            if process.is_alive():
                process.terminate()


def _follow(real: cf.Future, placeholder: cf.Future) -> None:
    """Give a held job's placeholder future the outcome of the job it stood for."""
    if real.cancelled():
        placeholder.cancel()
    elif real.exception() is not None:
        placeholder.set_exception(real.exception())
    else:
        placeholder.set_result(real.result())
