"""Thinking budgets that give reproducible answers.

A search level turns its time budget into a fixed amount of *work* (simulated plies and
solver nodes) at a rate measured on the reference machine (2 cores, the project's CI box),
so that the same view, seed and budget always give the same move, on any machine and under
any load. On the reference machine the work takes about the budget; a slower machine
takes longer. For interactive use a player may also get a wall-clock `time_cap` (the
search then stops early when it is reached, giving up reproducibility for that move) and
can be asked to `stop()` from another thread (the move found so far is returned).

On a freak table (thousands of legal moves, ai/moves.py) the work of looking at moves is
charged too (`strain`), and the search then also stops inside its playouts and worlds once
the budget is spent (`exhausted`); on real tables nothing is charged, so answers stay
exactly those of a fixed amount of playout and solver work.
"""

from __future__ import annotations

import threading
import time

# Work units per second of budget on the reference machine: one unit is one ply of a
# playout (~70 µs there); a solver node counts half a unit.
RATE = 12_000
SOLVER_NODE_UNITS = 0.5


def work_for(budget_s: float) -> int:
    return max(1, int(budget_s * RATE))


class Effort:
    """Counts the work of one search and says when to stop."""

    __slots__ = ("limit", "used", "deadline", "stop_event", "strained")

    def __init__(self, budget_s: float, time_cap: float | None = None,
                 stop_event: threading.Event | None = None) -> None:
        self.limit = work_for(budget_s)
        self.used = 0.0
        self.deadline = None if time_cap is None else time.perf_counter() + time_cap
        self.stop_event = stop_event
        self.strained = False

    def strain(self, units: float) -> None:
        """Charge the work of a long list of moves (a freak table: see ai/moves.py)."""
        if units:
            self.used += units
            self.strained = True

    def spend(self, units: float) -> None:
        self.used += units

    @property
    def left(self) -> float:
        return self.limit - self.used

    def time_left(self, reserve: float = 0.0) -> float | None:
        """Seconds of wall clock still allowed, less `reserve` (at least 10 ms); None
        without a cap. A later stage or another process gets this as its own cap, so all
        of a move's stages share its one deadline."""
        if self.deadline is None:
            return None
        return max(0.01, self.deadline - time.perf_counter() - reserve)

    def interrupted(self) -> bool:
        """The wall clock or a stop request (not the work count) says stop."""
        if self.stop_event is not None and self.stop_event.is_set():
            return True
        return self.deadline is not None and time.perf_counter() > self.deadline

    def exhausted(self, pending: float = 0.0) -> bool:
        """Stop now, even inside a playout or a world: the clock or a stop request says so,
        or a freak table has used up the budget (with `pending` units not yet spent).
        Never on a real table within its time cap."""
        if self.strained and self.used + pending >= self.limit:
            return True
        stop = self.stop_event  # interrupted(), inline: asked inside the playouts' loop
        if stop is not None and stop.is_set():
            return True
        return self.deadline is not None and time.perf_counter() > self.deadline

    def over(self) -> bool:
        if self.used >= self.limit:
            return True
        if self.stop_event is not None and self.stop_event.is_set():
            return True
        return self.deadline is not None and time.perf_counter() > self.deadline
