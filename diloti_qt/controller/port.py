"""The seam between a seat's source of the game and its table: the `TableSource` protocol
and the public event of a move.

In docs/architecture.md's layers this is where `controller/` meets `presenter/`: the
TablePresenter (and through it the card table, the item models, the history and the
status line) is driven only by what one seat may see. The local `GameController`
implements it over the whole match it owns; a network seat (`ui/online/seat.py`) over the
messages the server sends that seat; a replay (`ui/replay/source.py`) over a finished
match's record. Nothing that crosses this seam names a card the seat may not see: the
other hands and the stock are counts, a computer's card becomes known when it is played,
and every state is that seat's `PlayerView`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QObject, Signal

from diloti_qt.engine import CardReach, Decl, Move, MoveOutcome, PlayerView, RoundRecord
from diloti_qt.history_events import HistoryEvent

from .one_card import CardMoves


class Connectable(Protocol):
    """A signal: a Qt SignalInstance, or anything else with `connect(slot)`."""

    def connect(self, slot: Callable[..., object]) -> object: ...


class Presence(Enum):
    """Who is at a seat, for its connection mark."""

    LOCAL = "local"  # a seat of a match on this computer: nothing to mark
    HERE = "here"  # a friend connected to the online table
    AWAY = "away"  # a friend whose connection dropped: the seat waits for them
    STAND_IN = "stand-in"  # a computer plays for the absent friend until they come back
    COMPUTER = "computer"  # a computer player's seat at an online table
    UNKNOWN = "unknown"  # this app lost the server: whether the friend is there is not known


@dataclass(frozen=True)
class MoveEvent:
    """One move as the table of the receiving seat hears it: the engine's `outcome` (what
    the move did: public facts only) and that seat's views around it.

    `before` and `after` are that seat's views around the move (`after` includes the next
    deal or the end of the round). `entries` are the history events the move added, in
    order (history_events.outcome_events: the move's own, then the deal's or the
    leftovers'; the table says them in words).
    """

    outcome: MoveOutcome
    before: PlayerView
    after: PlayerView
    round_number: int = 1
    entries: tuple[HistoryEvent, ...] = ()

    @property
    def seat(self) -> int:
        return self.outcome.seat

    @property
    def move(self) -> Move:
        return self.outcome.move

    @property
    def taken(self) -> tuple[int, ...]:
        """The table cards a capture took."""
        return self.outcome.taken

    @property
    def xeri(self) -> bool:
        return self.outcome.xeri

    @property
    def owner_after(self) -> int | None:
        """Who owns the declaration the move made or changed."""
        return self.outcome.owner_after

    @property
    def dealt(self) -> bool:
        """The move emptied the hands and the next six cards each were dealt."""
        return self.outcome.deal is not None

    @property
    def round_over(self) -> bool:
        return self.outcome.end is not None

    @property
    def leftovers(self) -> tuple[int, ...]:
        """The cards the end of the round sent to the last capturer (R35)."""
        end = self.outcome.end
        return end.leftovers if end is not None else ()

    @property
    def leftovers_to(self) -> int | None:
        end = self.outcome.end
        return end.taker if end is not None else None


class TableSignals(QObject):
    """The signals of a TableSource, declared once for every kind of source (a local match,
    an online seat, a lesson, a replay): see TableSource."""

    state_changed = Signal()
    move_applied = Signal(object)  # MoveEvent
    thinking_changed = Signal(bool)
    round_finished = Signal(object)  # RoundRecord
    match_finished = Signal(int)  # the winning side
    new_match_started = Signal()
    obligation_changed = Signal(str)
    hint_ready = Signal(object, str)  # Move, why in words
    illegal_move = Signal(str, str)  # sentence, rule ids
    message = Signal(str)
    can_undo_changed = Signal(bool)


@runtime_checkable
class TableSource(Protocol):
    """What the table of one seat listens to and asks of the game: data and codes (the
    words it shows are TableWords').

    Signals (each `connect`-able): `state_changed()` after any change; `move_applied(event)`
    for each move, before its `state_changed` (a MoveEvent: public facts and this seat's
    views only); `thinking_changed(bool)` while another seat chooses its move;
    `round_finished(record)` and `match_finished(side)` after the move that ended them;
    `new_match_started()` before the first deal of a match (or a lesson's first position);
    `obligation_changed(text)`; `hint_ready(move, why)`; `illegal_move(sentence, rules)`
    when `play` refuses a move; `message(text)` for the status line (also when a computer
    player failed and another played for it); `can_undo_changed(bool)`.

    Queries: `has_match()`; `view()` — the seat's PlayerView now; `human` — the seat;
    `seat_place(seat)` (bottom, right, top, left), `is_partner(seat)` and
    `presence(seat)` (a Presence: the seat's connection mark online);
    `round_number` (1 for the first round); `deal_number` — the match's deal number (Game ▸
    Play deal… deals it again), None for a loaded position; `history` — the match's
    HistoryEvents so far (its moves, deals, rounds and leftovers: history_events.py);
    `thinking`;
    `is_human_turn()`; one card's moves on the seat's turn, each answer bounded on any
    table (controller/one_card.py; nothing asks for every legal move at once):
    `card_reach(card)` (a CardReach: what a drag glows), `card_moves(card)` (a CardMoves:
    at most one_card.SHOWN of them, counted), `moves_for(card, target, selection)` (a
    CardMoves: those that fit a drop); `match_in_progress()`; `finished_rounds()` (their
    points per side);
    `match_over()`; `opening_table()` — the table the round began with (everyone saw it),
    from which the order of the piles is replayed; `plays_match()` — whether the table plays
    a match (a score to a target, rounds, a dealer: a lesson's positions do not);
    `seat_plays(seat)` — whether that seat takes its turns here (a lesson's computer plays
    only the replies its step scripts).

    Actions: `play(move) -> bool`; `undo()` where `can_undo()` allows it; `hint()`.
    """

    state_changed: Connectable
    move_applied: Connectable
    thinking_changed: Connectable
    round_finished: Connectable
    match_finished: Connectable
    new_match_started: Connectable
    obligation_changed: Connectable
    hint_ready: Connectable
    illegal_move: Connectable
    message: Connectable
    can_undo_changed: Connectable

    @property
    def human(self) -> int: ...

    @property
    def thinking(self) -> bool: ...

    @property
    def round_number(self) -> int: ...

    @property
    def deal_number(self) -> int | None: ...

    @property
    def history(self) -> Sequence[HistoryEvent]: ...

    def has_match(self) -> bool: ...

    def view(self) -> PlayerView: ...

    def seat_place(self, seat: int) -> str: ...

    def is_partner(self, seat: int) -> bool: ...

    def presence(self, seat: int) -> Presence: ...

    def seat_muted(self, seat: int) -> bool:
        """This app does not listen to what the player at `seat` says (a table with
        friends: muted by name, kept across restarts)."""

    def is_human_turn(self) -> bool: ...

    def card_reach(self, card: int) -> CardReach: ...

    def card_moves(self, card: int) -> CardMoves: ...

    def moves_for(self, card: int, target: frozenset[int] | None,
                  selection: frozenset[int] = frozenset()) -> CardMoves: ...

    def match_in_progress(self) -> bool: ...

    def finished_rounds(self) -> Sequence[RoundRecord]: ...

    def match_over(self) -> bool: ...

    def opening_table(self) -> tuple[tuple[int, ...], tuple[Decl, ...]]: ...

    def plays_match(self) -> bool: ...

    def seat_plays(self, seat: int) -> bool: ...

    @property
    def in_flight(self) -> bool:
        """This seat's move was made and is not yet taken by the game (a table with
        friends: sent, the server not answered yet)."""

    def play(self, move: Move) -> bool: ...

    def undo(self) -> None: ...

    def can_undo(self) -> bool: ...

    def hint(self) -> None: ...


@runtime_checkable
class TableWords(Protocol):
    """The words a seat's table takes from its source, kept apart from TableSource's data
    and codes: the seats' names (`seat_subject`: another seat as the subject of a history
    sentence), a move described, the seat's obligation, why no legal move fits a drop
    (a sentence and the rule ids), and what the seat may do once the match is over."""

    def seat_name(self, seat: int) -> str: ...

    def seat_subject(self, seat: int) -> str: ...

    def describe(self, move: Move) -> str: ...

    def obligation(self) -> str: ...

    def why_not(self, card: int, target: frozenset[int] | None,
                selection: frozenset[int] = frozenset()) -> tuple[str, str]: ...

    def after_match(self) -> str: ...


@runtime_checkable
class SeatTable(TableSource, TableWords, Protocol):
    """A source a seat pane shows: its data and codes, and its words."""
