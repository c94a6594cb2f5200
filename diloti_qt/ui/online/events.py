"""The history of an online round as HistoryEvents (history_events.py), from what one seat
sees: each move read on the table it was played on, the deals, the leftovers. The one place
the online table makes its history; the table says the events in words as offline.

A seat that comes back mid-round has only the round's moves and the table it began with:
the round is replayed by the engine from that table (each seat holding the cards it went on
to play), and the deals fall where the rules put them (R7: when the hands are empty, while
the stock lasts), counted from the full deck the server dealt.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from diloti_qt.engine import Deal, Decl, Move, MoveOutcome, PlayerView, RoundEnd, State
from diloti_qt.engine.scoring import SidePoints
from diloti_qt.engine.cards import DECK_SIZE
from diloti_qt.engine.state import HAND_SIZE
from diloti_qt.history_events import (
    HistoryEvent,
    deal_event,
    leftovers_event,
    move_event,
    round_event,
)

log = logging.getLogger(__name__)

Opening = tuple[tuple[int, ...], tuple[Decl, ...]]


def round_leftovers(before: Sequence[Sequence[int]], after: Sequence[Sequence[int]], seat: int,
                    move: Move) -> tuple[tuple[int, ...], int | None]:
    """The cards the end of a round sent to the last capturer (R35), and that seat: what a
    capture pile gained beyond the last move's own capture. (Until the protocol carries
    the engine's outcome: issue 23, phase 3.)"""
    for taker, pile in enumerate(after):
        new = pile[len(before[taker]):]
        if taker == seat and move.action == "capture":
            new = new[1 + len(move.cards):]
        if new:
            return tuple(new), taker
    return (), None


def table_state(view: PlayerView) -> State:
    """A state with what the view shows: the seat's own hand, the table; the other hands
    and the stock empty (the engine's mover_state, for any seat's view)."""
    return view.mover_state()


def heard_outcome(before: PlayerView, after: PlayerView, seat: int, move: Move,
                  dealt: bool, end: dict | None) -> MoveOutcome:
    """What `seat` playing `move` did, from this seat's views around it and the update's
    facts. (Until the protocol carries the engine's outcome: issue 23, phase 3.)"""
    table = table_state(before)
    table.hands[seat] = [move.card]  # the mover's card, played on the public table
    told = table.apply(move)
    deal = Deal(after.dealer, after.hand_sizes[seat], after.stock_size) if dealt else None
    round_end = None
    if end is not None:
        left, taker = round_leftovers(before.captured, after.captured, seat, move)
        round_end = RoundEnd(tuple(sorted(left)), taker,
                             tuple(SidePoints.from_json(side) for side in end["breakdown"]),
                             tuple(end["scores"]), end["winner"])
    return told._replace(deal=deal, end=round_end)


def round_begins(number: int, view: PlayerView) -> HistoryEvent:
    """Round `number` is dealt: the table and the stock of `view` (its first position)."""
    return round_event(number, view.dealer, view.loose, view.stock_size)


def round_events(number: int, view: PlayerView, opening: Opening) -> list[HistoryEvent]:
    """The round so far (a seat that comes back), replayed from its `opening` table.
    O(moves × table)."""
    n = len(view.hand_sizes)
    loose, decls = opening
    on_table = len(loose) + sum(len(d.cards) for d in decls)
    stock = max(0, DECK_SIZE - on_table - HAND_SIZE * n)
    events = [round_event(number, view.dealer, loose, stock)]
    history: Sequence[tuple[int, Move]] = view.history
    if not history:
        return events
    hands: list[list[int]] = [[] for _ in range(n)]
    for seat, move in history:
        hands[seat].append(move.card)  # each seat holds what it is going to play
    state = State(rules=view.rules, dealer=view.dealer, to_move=history[0][0], hands=hands,
                  loose=list(loose), decls=list(decls), stock=[],
                  captured=[[] for _ in range(n)], xeris=[0] * n, last_capturer=None,
                  scores=list(view.scores), round_opening=True)
    try:
        for i, (seat, move) in enumerate(history, 1):
            state.to_move = seat
            piles = [list(p) for p in state.captured]
            events.append(move_event(state.apply(move)))
            if i % (HAND_SIZE * n) == 0 and stock:  # the hands are empty: a deal (R7)
                stock -= HAND_SIZE * n
                events.append(deal_event(view.dealer, HAND_SIZE, stock))
        if view.round_over:
            cards, taker = round_leftovers(piles, view.captured, seat, move)
            if taker is not None:
                events.append(leftovers_event(taker, cards))
    except (ValueError, KeyError, IndexError):  # the opening does not explain the moves
        log.warning("the round's moves do not replay from its opening table", exc_info=True)
        return events[:1]
    return events
