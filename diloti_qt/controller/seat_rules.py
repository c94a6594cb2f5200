"""What a seat's table asks of the rules, answered once for every kind of seat: a local
match's (the whole state), an online table's (the seat's view) and a lesson's.

One card's reach, its moves, the moves that fit a drop and why none does, a move and the
seat's obligation in words, where a seat sits and who is a partner; and whether a move may
be played: a move this seat was handed at this very position (the drop, the chooser, the
moves list all choose among them) is not worked out again, any other is checked by the
engine. Each answer is bounded on any table (controller/one_card.py).
"""

from __future__ import annotations

from collections.abc import Callable

from diloti_qt.engine import CardReach, Move, Rules, State

from . import drops, one_card, words
from .one_card import CardMoves
from .seats import clockwise, seat_places


class SeatRules:
    """The rules' answers for the seat `human()`, on the position `position()` (a State of
    the seat to move: the match's own, or a view's `mover_state`), asked only while
    `turn()` says it is that seat's turn. `position` is called again after every change;
    a move handed out is remembered with the position it was handed out at."""

    def __init__(self, position: Callable[[], State], rules: Callable[[], Rules],
                 human: Callable[[], int], turn: Callable[[], bool]) -> None:
        self._position = position
        self._rules = rules
        self._human = human
        self._turn = turn
        self._offered: tuple[State | None, int, set[Move]] = (None, -1, set())

    # -- one card -----------------------------------------------------------------------------
    def card_reach(self, card: int) -> CardReach:
        """What `card` can reach on the seat's turn (nothing otherwise)."""
        return one_card.reach(self._position(), card) if self._turn() \
            else one_card.no_reach(card)

    def card_moves(self, card: int) -> CardMoves:
        """The legal moves of `card` on the seat's turn: at most one_card.SHOWN, counted."""
        if not self._turn():
            return one_card.nothing(card)
        return self._hand_out(one_card.of_card(self._position(), card))

    def moves_for(self, card: int, target: frozenset[int] | None,
                  selection: frozenset[int] = frozenset()) -> CardMoves:
        """The legal moves of `card` dropped on `target` (a pile's cards; None: the felt),
        `selection` naming the cards precisely: at most one_card.SHOWN, counted."""
        if not self._turn():
            return one_card.nothing(card)
        return self._hand_out(one_card.for_drop(self._position(), card, target, selection))

    def why_not(self, card: int, target: frozenset[int] | None,
                selection: frozenset[int] = frozenset()) -> tuple[str, str]:
        """A sentence and rule ids saying why no legal move fits a drop."""
        if not self._turn():
            return drops.wait_sentence(), ""
        return drops.refusal(self._position(), self._human(), card, target, selection)

    def is_legal(self, move: Move) -> bool:
        """Whether the seat may play `move` now: a move handed out at this position is
        (its legality was worked out once, when it was listed); else the engine says."""
        if not self._turn():
            return False
        state = self._position()
        held, moves, offered = self._offered
        if held is state and moves == len(state.history) and move in offered:
            return True
        return one_card.is_legal(state, move)

    def _hand_out(self, answer: CardMoves) -> CardMoves:
        state = self._position()
        held, moves, offered = self._offered
        if held is not state or moves != len(state.history):
            offered = set()
            self._offered = (state, len(state.history), offered)
        offered.update(answer.moves)
        return answer

    # -- words --------------------------------------------------------------------------------
    def describe(self, move: Move) -> str:
        return words.describe(self._position(), move)

    def obligation(self) -> str:
        """What the seat's own declaration obliges it to, in words ("" without one)."""
        return words.obligation_text(self._position(), self._human())

    def reason_sentence(self, code: str) -> str:
        """The engine's reason code in words, for this seat."""
        return drops.reason_sentence(self._position(), self._human(), code)

    # -- seats --------------------------------------------------------------------------------
    def seat_place(self, seat: int) -> str:
        """bottom | right | top | left: where `seat` sits on the screen (R41, V-DIRECTION)."""
        rules = self._rules()
        return seat_places(rules.players, self._human(), clockwise(rules))[seat]

    def is_partner(self, seat: int) -> bool:
        """Whether `seat` is the seat's partner (four players, R40)."""
        rules, human = self._rules(), self._human()
        return rules.partner_of(human) == seat
