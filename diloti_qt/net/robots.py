"""Computer players for the game service, thinking in worker processes so the server's
event loop never waits for them (each move within its level's budget and time cap)."""

from __future__ import annotations

import asyncio
import concurrent.futures as cf
import logging
import multiprocessing
import os
import random
import secrets

from diloti_qt.engine import Move, PlayerView

log = logging.getLogger(__name__)


def choose(level: str, view: PlayerView, seed: int, budget: float | None) -> Move:
    """Top-level (picklable) job run in a worker."""
    from diloti_qt.ai import make_player

    return make_player(level).choose(view, random.Random(seed), budget)


def worker_init() -> None:
    """A worker thinks alone (Expert does not start processes of its own there), at a lower
    priority than the server, and leaves when the server is gone."""
    from diloti_qt.ai.parallel import exit_with_parent

    os.environ["DILOTI_AI_PROCESSES"] = "0"
    exit_with_parent()
    if hasattr(os, "nice"):
        try:
            os.nice(5)
        except OSError:
            pass


class RobotPool:
    """Runs `choose` in `workers` spawned processes ("process") or one thread ("thread":
    only for the fast levels, e.g. in tests). A failed or broken worker answers None (the
    table then plays the engine's first legal move) and the pool is rebuilt."""

    def __init__(self, mode: str = "process", workers: int = 1,
                 budget: float | None = None) -> None:
        if mode not in ("process", "thread"):
            raise ValueError(f"unknown robot mode {mode!r}")
        self.mode = mode
        self.workers = max(1, workers)
        self.budget = budget
        self._executor: cf.Executor | None = None

    def _pool(self) -> cf.Executor:
        if self._executor is None:
            if self.mode == "process":
                ctx = multiprocessing.get_context("spawn")
                self._executor = cf.ProcessPoolExecutor(
                    self.workers, mp_context=ctx, initializer=worker_init)
            else:
                self._executor = cf.ThreadPoolExecutor(self.workers, "diloti-robot")
        return self._executor

    async def choose(self, level: str, view: PlayerView) -> Move | None:
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._pool(), choose, level, view,
                                              secrets.randbits(32), self.budget)
        except cf.BrokenExecutor:
            log.warning("a robot worker died; starting a new one")
            self.shutdown()
        except Exception:  # noqa: BLE001 - a player's bug must not stop the table
            log.exception("a robot failed to choose")
        return None

    def shutdown(self) -> None:
        executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)
