"""The computer players' one small interface: choose(view, rng, budget) -> move."""

from __future__ import annotations

import random
from typing import Protocol

from diloti_qt.engine import Move, PlayerView


class Player(Protocol):
    """A computer seat. `budget` is the thinking time in seconds (None: the level's default)."""

    name: str

    def choose(self, view: PlayerView, rng: random.Random, budget: float | None = None) -> Move:
        ...

