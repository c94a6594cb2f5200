"""One card's legal moves as the table asks for them, with a bound on every answer.

The table never needs every legal move at once: a drag wants what the card can reach, a
drop the moves that fit it, the chooser and the keyboard list one card's moves. On a table
of many small loose cards one card has tens of thousands of moves (issue 17 item 3), so
each question here is answered from the engine's per-card questions and stops early:

- `reach(state, card)`: the engine's `card_reach`, no move listed: O(targets · 42² · 10).
- `of_card(state, card)` and `for_drop(state, card, target, selection)`: at most `SHOWN`
  moves, counted. First the engine's list of that card's moves with `limit=LIST_LIMIT`
  (the same moves in the same order as the full list: every ordinary table); on a table
  where one card has more, the moves are streamed and at most `COUNT_CAP` of them looked
  at (the count then says "at least"), and a drop whose selection names its cards is
  decided by at most 11 `check`s (a capture, a declaration of each value 1–10).
- `is_legal(state, move)`: the card's list with the same limit, else one `check`.

No Qt here: the controller, a network seat or a tool can ask.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import islice
from typing import NamedTuple

from diloti_qt.engine import (
    Action,
    CardReach,
    Move,
    Request,
    State,
    TooManyMovesError,
    card_reach,
    check,
    iter_legal_moves,
    legal_moves,
)
from diloti_qt.engine.cards import VALUE

SHOWN = 60  # the most moves of one card that one answer lists (chooser rows, list rows)
LIST_LIMIT = 500  # moves of one card the engine lists in full order before giving up
COUNT_CAP = 2000  # moves of one card streamed at most, to count them, when it gave up
MAX_VALUE = 10  # a declaration is worth 1..10 (R18): the values one selection can name


class CardMoves(NamedTuple):
    """Some of one card's legal moves and how many there are.

    `moves` are the first `SHOWN` (or fewer) of them; `count` how many there are when
    `exact`, else how many were found before the search stopped (there may be more)."""

    card: int
    moves: tuple[Move, ...] = ()
    count: int = 0
    exact: bool = True

    @property
    def complete(self) -> bool:
        """Every such move is in `moves`."""
        return self.exact and len(self.moves) == self.count

    @property
    def more(self) -> int:
        """How many of them `moves` leaves out (at least, unless `exact`)."""
        return self.count - len(self.moves)


def nothing(card: int) -> CardMoves:
    """The answer when it is not the seat's turn."""
    return CardMoves(card)


def no_reach(card: int) -> CardReach:
    return CardReach(card, False, frozenset(), frozenset())


def reach(state: State, card: int) -> CardReach:
    """Which table cards the legal moves of `card` take or build on and whether it may be
    laid (engine `card_reach`: no move listed, O(targets · 42² · 10))."""
    return card_reach(state, card)


def fits(target: frozenset[int] | None,
         selection: frozenset[int] = frozenset()) -> Callable[[Move], bool]:
    """Whether a move means a drop on `target` (a pile's cards; None = the felt) with
    `selection` (selected table cards): on the felt with nothing selected, a lay; else a
    move using the selection exactly, or, with nothing selected, using the target."""
    wanted = frozenset(selection) | frozenset(target or ())
    if not wanted:
        return lambda m: m.action == Action.LAY
    if selection:
        return lambda m: m.action != Action.LAY and set(m.cards) == wanted
    return lambda m: m.action != Action.LAY and wanted <= set(m.cards)


def of_card(state: State, card: int, shown: int = SHOWN) -> CardMoves:
    """The legal moves of `card` (the seat to move's): at most `shown`, counted (bounds in
    the module's docstring)."""
    return _answer(state, card, lambda _m: True, shown)


def for_drop(state: State, card: int, target: frozenset[int] | None,
             selection: frozenset[int] = frozenset(), shown: int = SHOWN) -> CardMoves:
    """The legal moves of `card` that a drop on `target` with `selection` means (`fits`):
    at most `shown`, counted. A selection names a move's cards, so on any table it is
    decided by at most 11 checks."""
    wanted = tuple(sorted(frozenset(selection) | frozenset(target or ())))
    return _answer(state, card, fits(target, selection), shown,
                   named=wanted if selection or not wanted else None)


def is_legal(state: State, move: Move) -> bool:
    """Whether `move` is one of the legal moves of the seat to move (the same answer as
    `move in legal_moves(state)`): the card's own list, else one engine `check`."""
    try:
        return move in legal_moves(state, card=move.card, limit=LIST_LIMIT)
    except TooManyMovesError:
        return move in _checked(state, move.card, move.cards, (move.action,),
                                (move.value,) if move.action == Action.DECLARE else ())


def first_moves(state: State, shown: int = 2) -> list[Move]:
    """The first `shown` legal moves of the seat to move, streamed (at most `shown` made)."""
    return list(islice(iter_legal_moves(state), shown))


def _answer(state: State, card: int, wanted: Callable[[Move], bool], shown: int,
            named: tuple[int, ...] | None = None) -> CardMoves:
    try:
        every = legal_moves(state, card=card, limit=LIST_LIMIT)
    except TooManyMovesError:
        pass
    else:
        found = [m for m in every if wanted(m)]
        return CardMoves(card, tuple(found[:shown]), len(found), True)
    if named is not None:  # the drop names its cards: at most 11 checks
        found = _checked(state, card, named, (Action.CAPTURE, Action.DECLARE, Action.LAY),
                         range(1, MAX_VALUE + 1))
        return CardMoves(card, tuple(found[:shown]), len(found), True)
    found, looked = [], 0
    for m in iter_legal_moves(state, card):
        looked += 1
        if wanted(m):
            found.append(m)
        if looked >= COUNT_CAP:
            return CardMoves(card, tuple(found[:shown]), len(found), False)
    return CardMoves(card, tuple(found[:shown]), len(found), True)


def _checked(state: State, card: int, cards: Iterable[int], actions: Iterable[str],
             values: Iterable[int]) -> list[Move]:
    """The legal moves of `card` using exactly `cards`, asked of the engine's checker one
    request at a time: a lay (no cards), a capture, a declaration of each of `values`."""
    cards = tuple(sorted(cards))
    if VALUE[card] == 0 and Action.DECLARE in actions:
        actions = [a for a in actions if a != Action.DECLARE]  # R2: faces never declare
    requests = []
    for action in actions:
        if action == Action.LAY and not cards:
            requests.append(Request(card, Action.LAY))
        elif action == Action.CAPTURE and cards:
            requests.append(Request(card, Action.CAPTURE, cards))
        elif action == Action.DECLARE and cards:
            requests += [Request(card, Action.DECLARE, cards, v) for v in values]
    out = []
    for request in requests:
        verdict = check(state, request)
        if verdict.legal and verdict.move not in out:
            out.append(verdict.move)
    return out
