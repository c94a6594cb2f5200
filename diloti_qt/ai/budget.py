"""Thinking budgets: an amount of work that gives reproducible answers, within a budget on
the clock that every move holds.

A search level turns its work budget into a fixed amount of *work* (simulated plies and
solver nodes) at a rate measured on the reference machine (2 cores, the project's CI box),
so that the same view, seed and budget always give the same move, on any machine and under
any load. On the reference machine the work takes about the budget; a slower machine
takes longer.

Every level also has a budget *on the clock* (its `time_cap`, seconds; None only where
reproducibility is asked for: the arena's `--work`, the command line). It is what a move
takes on the clock, counted from the moment `choose()` is called to the moment it returns,
helpers and their start-up included: the move's `Deadline` starts first thing in
`choose()`, every stage (generating and estimating the moves, sampling, the exact solver,
the helper processes and the wait for their answers) stops by it, and the search stops
RESERVE_S early so that merging and handing back the answer fit in the budget.

The bound: a move answers within its budget plus SLACK_S (25 ms). Between two looks at
the clock a stage does at most about 3 ms of work on the reference machine (a playout's 16
plies, 64 solver nodes, one move of Medium's estimate, one sampled world's set-up); the
helpers' answers are awaited until the deadline and no longer (a move answers without a
late helper's share); Random and Easy do at most about 2 ms of work in all, on any table.
Python's cyclic garbage collector is held off while a level thinks (`gc_held`), and the
search's caches are kept out of its sight (flat keys of ints, evaluate.table_key): a full
collection walks every object it tracks and, with those caches in sight, took 35-180 ms of
CPU where no look at the clock can stop it. What is held runs when the move answers, still
inside the move's time: usually a young collection of a few ms; a full one in about 1 move
of 250 (up to 54 ms of CPU measured on the loaded machine), which the slack does not
always cover.
What no program can bound is time the operating system does not give it: on a machine
with more runnable work than cores, every step stretches by that factor, and so does the
overshoot (bench ai prints the p95 and max against the budget; say the load with them).

A player's thinking can also be cut short by `stop()` from another thread (the move found
so far is returned). When the clock or a stop request cuts a search before its work was
done, the answer may differ from the reproducible one: the player says so (`clock_cut`),
and the arena counts those moves.

On a freak table (thousands of legal moves, ai/moves.py) the work of looking at moves is
charged too (`strain`), and the search then also stops inside its playouts and worlds once
the budget is spent (`exhausted`); on real tables nothing is charged, so answers stay
exactly those of a fixed amount of playout and solver work.
"""

from __future__ import annotations

import gc
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

# Work units per second of budget on the reference machine: one unit is one ply of a
# playout (~70 µs there); a solver node counts half a unit.
RATE = 12_000
SOLVER_NODE_UNITS = 0.5
RESERVE_S = 0.005  # a search stops this early: what follows it (ranking) fits in the budget
SLACK_S = 0.025    # the bound: a move answers within its budget on the clock plus this

Clock = Callable[[], float]  # seconds, only differences matter (time.perf_counter)


def work_for(budget_s: float) -> int:
    return max(1, int(budget_s * RATE))


class Deadline:
    """When a move must have answered: `seconds` on `clock` from now (None: never), or
    earlier on a stop request. Made first thing in `choose()`; a stage of the move asks
    `left()` for its own cap, or `sooner(s)` for a deadline `s` earlier."""

    __slots__ = ("clock", "end", "stop_event")

    def __init__(self, seconds: float | None = None, clock: Clock = time.perf_counter,
                 stop_event: threading.Event | None = None, end: float | None = None) -> None:
        self.clock = clock
        self.end = end if seconds is None else clock() + seconds
        self.stop_event = stop_event

    def sooner(self, seconds: float) -> Deadline:
        """The same deadline `seconds` earlier (time kept for what follows a stage)."""
        if self.end is None:
            return self
        return Deadline(None, self.clock, self.stop_event, self.end - seconds)

    def share(self, parts: int) -> Deadline:
        """A deadline at 1/`parts` of the time now left (one of `parts` stages run one
        after the other)."""
        if self.end is None:
            return self
        now = self.clock()
        return Deadline(None, self.clock, self.stop_event,
                        now + max(0.0, self.end - now) / max(1, parts))

    def left(self) -> float | None:
        """Seconds still allowed (0 once passed, or on a stop request); None: no deadline."""
        if self.stop_event is not None and self.stop_event.is_set():
            return 0.0
        if self.end is None:
            return None
        return max(0.0, self.end - self.clock())

    def passed(self) -> bool:
        """The clock or a stop request says stop."""
        if self.stop_event is not None and self.stop_event.is_set():
            return True
        return self.end is not None and self.clock() >= self.end


NO_DEADLINE = Deadline()


class Effort:
    """Counts the work of one search and says when to stop: when its work is done, or when
    its `deadline` has passed (then `cut` is set: the answer may differ from the
    reproducible one)."""

    __slots__ = ("limit", "used", "deadline", "strained", "cut", "_clock", "_end", "_stop")

    def __init__(self, budget_s: float, deadline: Deadline = NO_DEADLINE) -> None:
        self.limit = work_for(budget_s)
        self.used = 0.0
        self.deadline = deadline
        self.strained = False
        self.cut = False
        # Unpacked for the playouts' loop, which asks `exhausted()` every 16 plies.
        self._clock = deadline.clock
        self._end = deadline.end
        self._stop = deadline.stop_event

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

    def _clocked(self) -> bool:
        stop = self._stop
        if (stop is not None and stop.is_set()) or (
                self._end is not None and self._clock() >= self._end):
            self.cut = True
            return True
        return False

    def interrupted(self) -> bool:
        """The clock or a stop request (not the work count) says stop."""
        return self._clocked()

    def exhausted(self, pending: float = 0.0) -> bool:
        """Stop now, even inside a playout or a world: the clock or a stop request says so,
        or a freak table has used up the budget (with `pending` units not yet spent).
        Never on a real table before its deadline."""
        if self.strained and self.used + pending >= self.limit:
            return True
        return self._clocked()

    def over(self) -> bool:
        if self.used >= self.limit:
            return True
        return self._clocked()


_gc_lock = threading.Lock()
_gc_holds = 0             # moves thinking now, in any thread of this process
_gc_was_enabled = False   # whether automatic collection was on when the first began


@contextmanager
def gc_held() -> Iterator[None]:
    """Hold the cyclic garbage collector's automatic runs while a move thinks (see the
    module's docstring); they resume when the last move thinking in this process has
    answered (the next allocation then collects). Nothing is lost: memory is only freed
    later, after the move."""
    global _gc_holds, _gc_was_enabled
    with _gc_lock:
        if _gc_holds == 0:
            _gc_was_enabled = gc.isenabled()
            gc.disable()
        _gc_holds += 1
    try:
        yield
    finally:
        with _gc_lock:
            _gc_holds -= 1
            if _gc_holds == 0 and _gc_was_enabled:
                gc.enable()
