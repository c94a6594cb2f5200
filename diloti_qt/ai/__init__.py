"""Computer players, from Random to Expert, behind one interface (pure Python, no Qt)."""

from __future__ import annotations

from .base import Player, card_points
from .simple import EasyPlayer, RandomPlayer

LEVELS: dict[str, type] = {
    "random": RandomPlayer,
    "easy": EasyPlayer,
}


def make_player(level: str) -> Player:
    """A new player of `level` (see LEVELS); raises ValueError for an unknown level."""
    try:
        return LEVELS[level]()
    except KeyError:
        raise ValueError(f"unknown level {level!r} (one of {', '.join(LEVELS)})") from None


__all__ = ["LEVELS", "EasyPlayer", "Player", "RandomPlayer", "card_points", "make_player"]
