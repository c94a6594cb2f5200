"""Computer players, from Random to Expert, behind one interface (pure Python, no Qt).

`make_player(level).choose(view, rng, budget) -> Move`; the view is the engine's
PlayerView of the seat to move (never the full state). LEVELS holds every level,
PLAYER_LEVELS the ones offered to people (the Oracle sees all cards: measurement only).
"""

from __future__ import annotations

from .base import Player, card_points
from .medium import MediumPlayer
from .simple import EasyPlayer, RandomPlayer

LEVELS: dict[str, type] = {
    "random": RandomPlayer,
    "easy": EasyPlayer,
    "medium": MediumPlayer,
}

PLAYER_LEVELS = ("easy", "medium", "hard", "expert")


def make_player(level: str) -> Player:
    """A new player of `level` (see LEVELS); raises ValueError for an unknown level."""
    try:
        return LEVELS[level]()
    except KeyError:
        raise ValueError(f"unknown level {level!r} (one of {', '.join(LEVELS)})") from None


__all__ = [
    "LEVELS", "PLAYER_LEVELS", "EasyPlayer", "MediumPlayer", "Player", "RandomPlayer",
    "card_points", "make_player",
]
