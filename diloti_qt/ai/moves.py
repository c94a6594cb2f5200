"""The moves a computer player looks at: all of them on a real table, a sample on a freak one.

On every table met in play (at most ~160 legal moves: 153 in 360 measured rounds of
random play, the wildest there is) the players see the engine's full list, in its order,
so their choices are those they always made. A table of many small loose cards can have
tens of thousands of moves (14 aces to fours: 41,477); there a player looks at a
deterministic sample — for each card in hand its first captures, its lay and its first
declarations, as the engine streams them — and the extra work is charged to its budget
(`cost`), so that every level answers within its time on any table (issue 17).
"""

from __future__ import annotations

from itertools import islice

from diloti_qt.engine import Action, Move, PlayerView, TooManyMovesError, iter_legal_moves
from diloti_qt.engine.movegen import legal_moves

MOVE_CAP = 400        # beyond this many legal moves a player looks at a sample
FREE_MOVES = 200      # a list up to this long costs nothing extra (real play stays below)
PER_CARD = 6          # a sample's captures, and its declarations, of each card in hand

# Work units (budget.py: 1 unit ~ 83 µs) that looking at one move of a long list costs, by
# what the caller does with each move (measured on the adversarial tables of bench/engine).
POLICY_UNITS = 0.25   # the playout policy: the table after the move, the reply's threat
MEDIUM_UNITS = 3.0    # Medium's estimate: the reply over every kind of card, the follow-up
SOLVER_NODES = 0.25   # solver nodes per child of a node


class Choices(list):
    """A list of moves that knows whether it is every legal move (`complete`) and whether
    looking at it costs extra work (`heavy`: a long list or a sample)."""

    def __init__(self, moves, heavy: bool = False, complete: bool = True) -> None:
        super().__init__(moves)
        self.heavy = heavy
        self.complete = complete

    @classmethod
    def of(cls, moves) -> Choices:
        """`moves` as given by a caller: heavy if long."""
        if isinstance(moves, Choices):
            return moves
        return cls(moves, len(moves) > FREE_MOVES)

    def cost(self, per_move: float) -> float:
        """Extra work units of looking at these moves, `per_move` each (0 if not heavy)."""
        return len(self) * per_move if self.heavy else 0.0


def search_moves(position) -> Choices:
    """The moves of the seat to move that a search looks at: `position` is a State (or the
    solver's node, anything `legal_moves` reads) or the PlayerView of the seat to move."""
    try:
        if isinstance(position, PlayerView):
            moves = position.legal_moves(limit=MOVE_CAP)
        else:
            moves = legal_moves(position, limit=MOVE_CAP)
    except TooManyMovesError:
        return Choices(sample(position), heavy=True, complete=False)
    return Choices(moves, heavy=len(moves) > FREE_MOVES)


def sample(position) -> list[Move]:
    """A bounded, deterministic choice of legal moves: per card in hand, its first PER_CARD
    captures, its lay and its first PER_CARD declarations, in the engine's stream order."""
    if isinstance(position, PlayerView):
        hand, stream = position.hand, position.iter_legal_moves
    else:
        hand = position.hands[position.to_move]

        def stream(card, action):
            return iter_legal_moves(position, card, action)
    out: list[Move] = []
    for card in hand:
        for action, count in ((Action.CAPTURE, PER_CARD), (Action.LAY, 1),
                              (Action.DECLARE, PER_CARD)):
            out.extend(islice(stream(card, action), count))
    return out


__all__ = ["MOVE_CAP", "Choices", "sample", "search_moves"]
