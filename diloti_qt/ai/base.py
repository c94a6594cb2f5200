"""The computer players' one small interface: choose(view, rng, budget) -> move."""

from __future__ import annotations

import random
from typing import Any, Protocol, runtime_checkable

from diloti_qt.engine import Move, PlayerView, State


class Player(Protocol):
    """A computer seat. `budget` is the thinking time in seconds (None: the level's default)."""

    name: str

    def choose(self, view: PlayerView, rng: random.Random, budget: float | None = None) -> Move:
        ...



@runtime_checkable
class Omniscient(Protocol):
    """A measuring player that sees the whole state (the Oracle): the arena hands it that."""

    def choose_full(self, state: State, rng: random.Random,
                    budget: float | None = None) -> Move: ...


@runtime_checkable
class Tunable(Protocol):
    """A player whose search settings are a dataclass (`arena` sets them by name)."""

    config: Any
