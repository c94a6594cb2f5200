"""Thinking during the person's turn (issue 40): both cores are idle while a person thinks.

On the person's turn the worker first guesses their move (Medium's choice from their view),
then works out the computer's reply to that move exactly as the computer's turn would ask
it: the same level, the view after the guessed move, the seed the controller will draw next
(peeked, not drawn, so that a save and its resumed match go on alike) and the same budget.
When the person's move is the guessed one, the computer's turn finds that very job already
done or running and takes it instead of asking again; any other move leaves it unused (it
ends within its level's time cap). Only the search levels ponder: the others answer at
once anyway.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from diloti_qt.engine import Move, PlayerView, State

PONDER_LEVELS = frozenset({"hard", "expert"})
GUESS_LEVEL = "medium"
NOT_YET = object()


def next_seed(rng: random.Random) -> int:
    """The seed the controller's next computer move will draw from `rng`, without drawing
    it (GameController._schedule_ai draws rng.randrange(2**31))."""
    peek = random.Random()
    peek.setstate(rng.getstate())
    return peek.randrange(2**31)


@dataclass
class Pondered:
    """One reply thought out ahead: the job's arguments (what the computer's turn would
    ask), its answer once back, and the computer turn's job number once that turn took it."""

    args: tuple
    guess: Move
    answer: object = NOT_YET
    taken_by: int | None = None


@dataclass
class Ponder:
    """The controller's pondering: at most one guess and one reply per person's turn."""

    turn: tuple | None = None      # (round, moves played): the person's turn pondered
    reply: Pondered | None = None
    guesses: int = field(default=0)  # guesses asked (for the tests and the bench)

    def clear(self) -> None:
        self.turn = None
        self.reply = None

    def reply_args(self, state: State, guess: Move, levels: dict[int, str],
                   rng: random.Random, budget: float | None) -> tuple | None:
        """The arguments of the computer's job after `guess`, if a search level answers it."""
        after = state.clone()
        after.apply(guess)
        seat = after.to_move
        if after.round_over or seat not in levels or levels[seat] not in PONDER_LEVELS:
            return None
        return (levels[seat], PlayerView.of(after, seat), next_seed(rng), budget)

    def take(self, args: tuple, job: int,
             deliver: Callable[[int, object], None]) -> bool:
        """The computer's turn asks for `args` as job `job`: True if the pondered reply is
        that job (delivered now if back, else when it comes back); False to ask anew."""
        reply = self.reply
        self.clear()
        if reply is None or reply.args != args:
            return False
        reply.taken_by = job
        if reply.answer is not NOT_YET:
            deliver(job, reply.answer)
        return True

    def reply_back(self, reply: Pondered, answer: object,
                   deliver: Callable[[int, object], None]) -> None:
        """A pondered reply came back: kept for the turn that may take it, or delivered to
        the turn that already did."""
        reply.answer = answer
        if reply.taken_by is not None:
            deliver(reply.taken_by, answer)
