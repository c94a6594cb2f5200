"""Computer players for the game service, thinking in worker processes so the server's
event loop never waits for them (each move within its level's budget and time cap), shared
fairly between the tables.

Fairness (the bound): the quick levels (random, easy, medium: a few ms a move) have a worker
of their own, so they never wait behind a search level's thinking; the search levels (hard,
expert) share `workers` processes (one per core by default). In each lane a table has at most
one move thinking and the tables take the free workers in turn (round-robin), so a move waits
at most for one move of each other table with a move of the same lane waiting: for a quick
level, (tables - 1) x a few ms; for a search level, ceil((tables - 1) / workers) x the longest
time cap (Expert's 0.9 s).
"""

from __future__ import annotations

import asyncio
import collections
import concurrent.futures as cf
import logging
import multiprocessing
import os
import random
import secrets
import time
from collections.abc import Callable, Hashable

from diloti_qt.engine import Move, PlayerView

log = logging.getLogger(__name__)

QUICK_LEVELS = frozenset({"random", "easy", "medium"})  # no search: never queue behind one


def choose(level: str, view: PlayerView, seed: int, budget: float | None) -> Move:
    """Top-level (picklable) job run in a worker, within the level's budget on the clock
    counted from the start of the job (a worker's first job imports the level: that counts
    too)."""
    asked = time.perf_counter()
    from diloti_qt.ai import make_player

    return make_player(level, asked=asked).choose(view, random.Random(seed), budget)


def worker_init(niceness: int = 5) -> None:
    """A worker thinks alone (Expert does not start processes of its own there), at a lower
    priority than the server (the search levels' lower still than the quick levels', so a
    busy machine delays an Easy move less), and leaves when the server is gone."""
    from diloti_qt.ai.parallel import exit_with_parent

    os.environ["DILOTI_AI_PROCESSES"] = "0"
    exit_with_parent()
    if hasattr(os, "nice"):
        try:
            os.nice(niceness)
        except OSError:
            pass


class _Lane:
    """One executor shared fairly by the tables: each table's jobs wait in its own queue,
    at most one of a table's jobs runs at a time, and free workers take the tables' queues
    in turn (round-robin), so a busy table cannot crowd out the others."""

    def __init__(self, make: Callable[[], cf.Executor], workers: int) -> None:
        self._make = make
        self.workers = workers
        self._executor: cf.Executor | None = None
        self._queues: dict[Hashable, collections.deque] = {}
        self._turns: collections.deque[Hashable] = collections.deque()  # tables waiting
        self._running: set[Hashable] = set()

    def executor(self) -> cf.Executor:
        if self._executor is None:
            self._executor = self._make()
        return self._executor

    def submit(self, table: Hashable, job: tuple) -> asyncio.Future:
        future = asyncio.get_running_loop().create_future()
        queue = self._queues.setdefault(table, collections.deque())
        queue.append((job, future))
        if table not in self._running and table not in self._turns:
            self._turns.append(table)
        self._dispatch()
        return future

    def _dispatch(self) -> None:
        while self._turns and len(self._running) < self.workers:
            table = self._turns.popleft()
            job, future = self._queues[table].popleft()
            if not self._queues[table]:
                del self._queues[table]
            if future.done():  # its caller gave up
                self._requeue(table)
                continue
            self._running.add(table)
            try:
                inner = asyncio.wrap_future(self.executor().submit(*job))
            except Exception as exc:  # noqa: BLE001 - e.g. a broken pool: answered below
                inner = asyncio.get_running_loop().create_future()
                inner.set_exception(exc)
            inner.add_done_callback(lambda f, t=table, out=future: self._done(t, f, out))

    def _requeue(self, table: Hashable) -> None:
        if table in self._queues and table not in self._turns:
            self._turns.append(table)

    def _done(self, table: Hashable, inner: asyncio.Future, out: asyncio.Future) -> None:
        self._running.discard(table)
        self._requeue(table)
        if not out.done():
            if inner.cancelled():
                out.cancel()
            elif inner.exception() is not None:
                out.set_exception(inner.exception())
            else:
                out.set_result(inner.result())
        self._dispatch()

    def shutdown(self) -> None:
        executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)


class RobotPool:
    """Runs `choose` in spawned processes ("process") or threads ("thread": only for the
    fast levels, e.g. in tests): one worker for the quick levels, `workers` (default: one per
    core) for the search levels, shared fairly between tables (see the module's bound). A
    failed or broken worker answers None (the table then plays the engine's first legal
    move) and the lane is rebuilt."""

    def __init__(self, mode: str = "process", workers: int | None = None,
                 budget: float | None = None) -> None:
        if mode not in ("process", "thread"):
            raise ValueError(f"unknown robot mode {mode!r}")
        self.mode = mode
        self.workers = max(1, workers or os.cpu_count() or 1)
        self.budget = budget
        self._quick = _Lane(lambda: self._make(1, 5), 1)
        self._search = _Lane(lambda: self._make(self.workers, 10), self.workers)

    def _make(self, workers: int, niceness: int) -> cf.Executor:
        if self.mode == "process":
            ctx = multiprocessing.get_context("spawn")
            return cf.ProcessPoolExecutor(workers, mp_context=ctx, initializer=worker_init,
                                          initargs=(niceness,))
        return cf.ThreadPoolExecutor(workers, "diloti-robot")

    async def choose(self, level: str, view: PlayerView,
                     table: Hashable = None) -> Move | None:
        """`level`'s move for `view`; `table` names whose turn it is in the fair share."""
        lane = self._quick if level in QUICK_LEVELS else self._search
        try:
            return await lane.submit(table, (choose, level, view, secrets.randbits(32),
                                             self.budget))
        except cf.BrokenExecutor:
            log.warning("a robot worker died; starting a new one")
            lane.shutdown()
        except Exception:  # noqa: BLE001 - a player's bug must not stop the table
            log.exception("a robot failed to choose")
        return None

    def shutdown(self) -> None:
        self._quick.shutdown()
        self._search.shutdown()
