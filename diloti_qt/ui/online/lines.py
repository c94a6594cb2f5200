"""The history of an online round in words, from what one seat sees: each move described
on the table it was played on. The one place the online table makes its history lines
(when the history becomes structured events, this is what changes)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from diloti_qt.controller import words
from diloti_qt.engine import Decl, Move, PlayerView, State
from diloti_qt.engine.cards import pretty

log = logging.getLogger(__name__)

Opening = tuple[tuple[int, ...], tuple[Decl, ...]]


def move_line(who: str, before: PlayerView, move: Move) -> str:
    """The line of `move`, played by `who` on the table of `before` (the seat's own view
    just before it: the table and the round's clock are public)."""
    try:
        return words.history_line(who, table_state(before), move)
    except (ValueError, KeyError, IndexError):  # a table the move does not fit: say less
        log.warning("no words for %r on this table", move, exc_info=True)
        return f"{who}: {pretty(move.card)}"


def table_state(view: PlayerView) -> State:
    """A state with what the view shows: the seat's own hand, the table; the other hands
    and the stock empty (the engine's mover_state, for any seat's view)."""
    return view.mover_state()


def round_lines(view: PlayerView, opening: Opening, name: Callable[[int], str]) -> list[str]:
    """The lines of the round's moves so far (a seat that comes back mid-round), replayed
    by the engine from the table the round began with. O(moves × table)."""
    history: Sequence[tuple[int, Move]] = view.history
    if not history:
        return []
    n = len(view.hand_sizes)
    hands: list[list[int]] = [[] for _ in range(n)]
    for seat, move in history:
        hands[seat].append(move.card)  # each seat holds what it is going to play
    state = State(rules=view.rules, dealer=view.dealer, to_move=history[0][0], hands=hands,
                  loose=list(opening[0]), decls=list(opening[1]), stock=[],
                  captured=[[] for _ in range(n)], xeris=[0] * n, last_capturer=None,
                  scores=list(view.scores), round_opening=True)
    lines = []
    try:
        for seat, move in history:
            state.to_move = seat
            lines.append(words.history_line(name(seat), state, move))
            state.apply(move)
    except (ValueError, KeyError, IndexError):  # the opening does not explain the moves
        log.warning("the round's moves do not replay from its opening table", exc_info=True)
        return [f"{name(seat)}: {pretty(move.card)}" for seat, move in history]
    return lines
