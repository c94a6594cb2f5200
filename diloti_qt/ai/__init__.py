"""Computer players, from Random to Expert, behind one interface (pure Python, no Qt).

`make_player(level).choose(view, rng, budget) -> Move`; the view is the engine's
PlayerView of the seat to move (never the full state). LEVELS names every level,
PLAYER_LEVELS the ones offered to people (the Oracle sees all cards: measurement only).

Modules: simple (Random, Easy), medium (Medium), hard (Hard: determinized search; the
search machinery and `evaluate()` giving every move's estimate), expert (Expert on two
processes, Oracle), ismcts, solver (exact end of round), knowledge (sampling hidden hands),
evaluate (points and estimates), policy (playouts), budget (budgets of work, a move's
deadline on the clock and its bound), base (the interface and what every level shares),
parallel (worker processes), explain (moves in words, hint), review (round review),
deal_value (the learned value at the end of a deal), arena (`python -m diloti_qt.ai.arena`),
remote (a level of another checkout, for the arena), cli (`python -m diloti_qt.ai
move|explain`).

A level's module is imported when `make_player` first makes one of it: the game's window
and a save's check list the levels (PLAYER_LEVELS, LEVELS) long before anyone plays. The
classes are imported from their modules (`ai.expert.ExpertPlayer`, `ai.base.Player`).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .base import Player

PLAYER_LEVELS = ("easy", "medium", "hard", "expert")
_CLASSES = {  # level -> (module, class)
    "random": ("simple", "RandomPlayer"),
    "easy": ("simple", "EasyPlayer"),
    "medium": ("medium", "MediumPlayer"),
    "hard": ("hard", "HardPlayer"),
    "expert": ("expert", "ExpertPlayer"),
    "oracle": ("expert", "OraclePlayer"),  # sees every card: for measurement only
}
LEVELS = tuple(_CLASSES)  # every level's name (the players are not loaded for it)


def _class(module: str, name: str) -> type:
    return getattr(importlib.import_module(f".{module}", __name__), name)


def make_player(level: str, time_cap: float | None | str = "default",
                reproducible: bool = False, asked: float | None = None) -> Player:
    """A new player of `level` (one of LEVELS); raises ValueError for an unknown level.

    Every level holds a budget on the clock, its `time_cap` (seconds; "default": the
    level's, 0.1 s for Random, Easy and Medium, 0.6 s for Hard, 0.9 s for Expert), from the
    moment `choose()` is called to the moment it returns, within budget.SLACK_S (see
    ai/budget.py). The search levels (hard, expert) do a fixed amount of work per budget, so
    the same view, generator and budget give the same move unless the clock cuts the move
    short (the player's `clock_cut`), which happens on a machine slower or busier than the
    reference one. `reproducible=True` removes the clock (the arena's --work and the
    command line use it). `asked` (time.perf_counter()): when the first move was asked, if
    before this call (a job that imports the level first: that counts against the move)."""
    if level not in _CLASSES:
        raise ValueError(f"unknown level {level!r} (one of {', '.join(_CLASSES)})")
    cls = _class(*_CLASSES[level])
    return cls(time_cap=None if reproducible else time_cap, asked=asked)


__all__ = ["LEVELS", "PLAYER_LEVELS", "make_player"]
