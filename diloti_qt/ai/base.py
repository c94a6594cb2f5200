"""The computer players' one small interface: choose(view, rng, budget) -> move."""

from __future__ import annotations

import random
from typing import Protocol

from diloti_qt.engine import Move, PlayerView
from diloti_qt.engine.cards import RANK, TEN_OF_DIAMONDS, TWO_OF_CLUBS


class Player(Protocol):
    """A computer seat. `budget` is the thinking time in seconds (None: the level's default)."""

    name: str

    def choose(self, view: PlayerView, rng: random.Random, budget: float | None = None) -> Move:
        ...


def card_points(card: int) -> int:
    """Points a card is worth in the count (R36): aces 1, 10♦ 2, 2♣ 1."""
    if RANK[card] == 0:
        return 1
    if card == TEN_OF_DIAMONDS:
        return 2
    if card == TWO_OF_CLUBS:
        return 1
    return 0
