"""The computer players' one small interface: choose(view, rng, budget) -> move, within a
budget on the clock (ai/budget.py)."""

from __future__ import annotations

import random
import threading
import time
from typing import Any, Protocol, runtime_checkable

from diloti_qt.engine import Move, PlayerView, State

from .budget import Clock, Deadline

DEFAULT = "default"


class Player(Protocol):
    """A computer seat. `budget` is the level's amount of thinking in seconds of the
    reference machine (None: the level's default; the fast levels ignore it); `time_cap` is
    its budget on the clock, which every move holds (ai/budget.py: the bound), None only
    for reproducible play. `clock_cut` says whether the clock or a stop request cut the
    last move's thinking short (its answer may then differ from the reproducible one)."""

    name: str
    time_cap: float | None
    clock_cut: bool

    def choose(self, view: PlayerView, rng: random.Random, budget: float | None = None) -> Move:
        ...


class Clocked:
    """What every level shares: its budget on the clock (`time_cap`, seconds; "default":
    the level's `default_time_cap`; None: no clock, for reproducible play), the clock it
    reads (injected by tests), a stop request from another thread, and whether the clock
    cut the last move short. `asked`: when the first move was asked, on `clock`, if that
    was before the player was made (a job that imports the level and makes its player
    first: that start-up counts against the move too); later moves are asked at choose()."""

    name = "clocked"
    default_time_cap: float | None = 0.1

    def __init__(self, time_cap: float | None | str = DEFAULT,
                 clock: Clock = time.perf_counter, asked: float | None = None) -> None:
        self.time_cap = self.default_time_cap if time_cap == DEFAULT else time_cap
        self.clock = clock
        self.clock_cut = False
        self._stop = threading.Event()
        self._asked = asked

    def stop(self) -> None:
        """Ask a move being chosen in another thread to answer with what it has now."""
        self._stop.set()

    def deadline(self) -> Deadline:
        """The deadline of a move asked now (or at `asked`, the first move): the first thing
        `choose()` does."""
        self._stop.clear()
        self.clock_cut = False
        asked, self._asked = self._asked, None
        if asked is None:
            return Deadline(self.time_cap, self.clock, self._stop)
        end = None if self.time_cap is None else asked + self.time_cap
        return Deadline(None, self.clock, self._stop, end)


@runtime_checkable
class Omniscient(Protocol):
    """A measuring player that sees the whole state (the Oracle): the arena hands it that."""

    def choose_full(self, state: State, rng: random.Random,
                    budget: float | None = None) -> Move: ...


@runtime_checkable
class Tunable(Protocol):
    """A player whose search settings are a dataclass (`arena` sets them by name)."""

    config: Any
