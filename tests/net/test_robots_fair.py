"""The game service's computer players are shared fairly between tables (net/robots.py)."""

from __future__ import annotations

import asyncio
import random
import time

from diloti_qt.engine import PlayerView, Rules, deal_round
from diloti_qt.net import robots
from diloti_qt.net.robots import RobotPool

SLOW_S = 0.3


def _slow_choose(level, view, seed, budget):
    """A deliberately slow search level: each move thinks SLOW_S seconds."""
    if level == "expert":
        time.sleep(SLOW_S)
    from diloti_qt.ai import make_player

    return make_player("easy").choose(view, random.Random(seed), budget)


def _view():
    state = deal_round(Rules(), 0, random.Random(5))
    return PlayerView.of(state, state.to_move)


def test_easy_table_does_not_wait_behind_expert_tables(monkeypatch):
    """Six tables keep two slow computers thinking; an Easy table's move still answers
    at once (before: one FIFO worker, it waited for every queued Expert move)."""
    monkeypatch.setattr(robots, "choose", _slow_choose)
    pool = RobotPool("thread", workers=1)
    view = _view()

    async def run() -> float:
        slow = [asyncio.ensure_future(pool.choose("expert", view, f"x{t}"))
                for t in range(6) for _ in range(2)]
        await asyncio.sleep(0.05)
        t0 = time.perf_counter()
        move = await pool.choose("easy", view, "easy-table")
        wait = time.perf_counter() - t0
        assert move is not None
        for f in slow:
            f.cancel()
        return wait

    try:
        wait = asyncio.run(run())
    finally:
        pool.shutdown()
    assert wait < SLOW_S  # before: 12 x SLOW_S


def test_search_tables_take_turns(monkeypatch):
    """A table with many moves queued does not hold the search workers: another table's
    move runs after at most one of its moves."""
    order: list[str] = []

    def record(level, view, seed, budget):
        time.sleep(0.02)
        order.append(level)
        return None

    monkeypatch.setattr(robots, "choose", record)
    pool = RobotPool("thread", workers=1)

    async def run() -> None:
        busy = [asyncio.ensure_future(pool.choose("hard", None, "busy")) for _ in range(5)]
        await asyncio.sleep(0)
        other = asyncio.ensure_future(pool.choose("expert", None, "other"))
        await asyncio.gather(*busy, other)

    try:
        asyncio.run(run())
    finally:
        pool.shutdown()
    assert order.index("expert") <= 1  # before: last, after all five of the busy table's
