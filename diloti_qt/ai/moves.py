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

from .budget import Effort

class Position:
    """The few fields move generation reads (a duck-typed engine State): the searches'
    nodes hold their tables as tuples, and build this to ask for a seat's moves."""

    __slots__ = ("rules", "to_move", "round_over", "hands", "loose", "decls")

    def __init__(self, rules, to_move, hands, loose, decls) -> None:
        self.rules = rules
        self.to_move = to_move
        self.round_over = False
        self.hands = hands
        self.loose = loose
        self.decls = decls


MOVE_CAP = 400        # beyond this many legal moves a player looks at a sample
FREE_MOVES = 200      # a list up to this long costs nothing extra (real play stays below)
PER_CARD = 6          # a sample's captures, and its declarations, of each card in hand

# Work units (budget.py: 1 unit ~ 83 µs) that looking at one move of a long list costs, by
# what the caller does with each move (measured on the adversarial tables of bench/engine).
POLICY_UNITS = 0.25   # the playout policy: the table after the move, the reply's threat
MEDIUM_UNITS = 3.0    # Medium's estimate: the reply over every kind of card, the follow-up
SOLVER_NODES = 0.25   # solver nodes per child of a node


class Choices(list):
    """The moves of a freak table: a long list of every legal move (`complete`) or a
    sample (not `complete`); looking at them costs extra work (`cost`)."""

    def __init__(self, moves, complete: bool = True) -> None:
        super().__init__(moves)
        self.complete = complete


def cost(moves: list[Move], per_move: float) -> float:
    """Extra work units of looking at `moves`, `per_move` each: 0 on a real table."""
    return len(moves) * per_move if type(moves) is Choices else 0.0


def is_complete(moves: list[Move]) -> bool:
    """Whether `moves` are every legal move (not a freak table's sample)."""
    return type(moves) is not Choices or moves.complete


def search_moves(state, effort: Effort | None = None,
                 per_move: float = POLICY_UNITS) -> list[Move]:
    """The moves of the seat to move that a search looks at in `state` (or the solver's
    node: anything `legal_moves` reads). On a real table the engine's list itself; on a
    freak table a `Choices`, whose cost (`per_move` units a move) is charged to `effort`."""
    try:
        return legal_moves(state, None, FREE_MOVES)
    except TooManyMovesError:
        return long_moves(state, effort, per_move)


def long_moves(state, effort: Effort | None = None,
               per_move: float = POLICY_UNITS) -> Choices:
    """`search_moves` once the engine has said that `state` has more than FREE_MOVES
    moves (the search loops ask `legal_moves(state, None, FREE_MOVES)` themselves)."""
    try:
        moves = Choices(legal_moves(state, None, MOVE_CAP))
    except TooManyMovesError:
        moves = Choices(sample(state), complete=False)
    if effort is not None:
        effort.strain(cost(moves, per_move))
    return moves


def view_moves(view: PlayerView) -> list[Move]:
    """`search_moves` for the PlayerView of the seat to move (a search's root)."""
    if view.to_move != view.seat:
        return []
    return search_moves(view.mover_state())


def sample(position) -> list[Move]:  # a State or the solver's node
    """A bounded, deterministic choice of legal moves: per card in hand, its first PER_CARD
    captures, its lay and its first PER_CARD declarations, in the engine's stream order."""
    out: list[Move] = []
    for card in position.hands[position.to_move]:
        for action, count in ((Action.CAPTURE, PER_CARD), (Action.LAY, 1),
                              (Action.DECLARE, PER_CARD)):
            out.extend(islice(iter_legal_moves(position, card, action), count))
    return out


__all__ = ["FREE_MOVES", "MOVE_CAP", "Choices", "cost", "is_complete", "long_moves", "sample",
           "search_moves", "view_moves"]
