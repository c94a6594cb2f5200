"""NetworkSeat: the `TableSource` of one seat at an online table, fed by what the server
sends that seat (its view, the public updates, the deals, who sits where).

The server is the only authority: `play` sends the move and changes nothing here; the move
is shown once the server's update arrives, and a refused move comes back with the server's
reason. Drops are answered by the engine on the seat's own view (`drops`), so the table's
drag, chooser and keyboard lists work as offline. Nothing here ever holds another seat's
card: every state is the seat's PlayerView, every other hand a count.

After a match the seat may play again (`again`): the next match of the series arrives as
a new `view` (its number in `match`) and starts the history afresh. A watcher's seat
(`watching`) sees the table from seat 0's side and never plays.
"""

from __future__ import annotations

import dataclasses
import logging

from PySide6.QtCore import QCoreApplication, QObject, Signal

from diloti_qt.controller import drops, one_card, words
from diloti_qt.controller.one_card import CardMoves
from diloti_qt.controller.port import MoveEvent, Presence
from diloti_qt.controller.seats import clockwise, seat_places
from diloti_qt.engine import CardReach, Decl, Move, PlayerView, RoundRecord
from diloti_qt.engine.preview import preview
from diloti_qt.history_events import HistoryEvent
from diloti_qt.net.wire import ViewError, read_move, read_opening

from .connection import OnlineConnection
from .events import move_events, round_begins, round_events, table_state
from .lobby import level_name
from .words import error_text, farewell_text

log = logging.getLogger(__name__)


def _tr(text: str) -> str:
    return QCoreApplication.translate("OnlineSeat", text)


class NetworkSeat(QObject):
    """Implements controller.port.TableSource for this app's seat at an online table.

    Besides the protocol: `seats_changed()` when a name or a connection mark changed (the
    presenter's `refresh`), `move_refused(card)` when the server refused a move already
    let go on the table (the card flies home), `waiting_changed()` between rounds when
    who is ready changed, `closed(text)` when the table is gone for good."""

    state_changed = Signal()
    move_applied = Signal(object)  # MoveEvent
    thinking_changed = Signal(bool)
    round_finished = Signal(object)  # RoundRecord
    match_finished = Signal(int)
    new_match_started = Signal()
    obligation_changed = Signal(str)
    hint_ready = Signal(object, str)
    illegal_move = Signal(str, str)
    message = Signal(str)
    can_undo_changed = Signal(bool)
    seats_changed = Signal()
    move_refused = Signal(int)
    waiting_changed = Signal()
    closed = Signal(str)
    series_changed = Signal()  # the series' score, or the rules of the next match

    def __init__(self, connection: OnlineConnection, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.connection = connection
        self._view: PlayerView | None = None
        self._round = 0
        self._events: list[HistoryEvent] = []  # the match's history so far
        self._round_from = 0  # where this round's events begin in it
        self._opening: tuple[tuple[int, ...], tuple[Decl, ...]] = ((), ())
        self._records: list[RoundRecord] = []
        self._winner: int | None = None
        self._seats: list[dict] = list(connection.seats)
        self._pending: Move | None = None
        self._connected = True
        self._thinking = False
        self._obligation = ""
        self._match = 0  # the number of the match at the table (the series)
        self._seq = 0  # the table's moves played (the server's `seq`)
        self._phase = "lobby"
        self.series: list[int] = [0, 0]  # matches won by side 0 and side 1
        self.next_rules: dict | None = None  # the rules of the next match (the lobby's)
        self.farewell: str | None = None
        connection.view_changed.connect(self._heard)
        connection.seats_changed.connect(self._seats_heard)
        connection.lobby_changed.connect(self._lobby_heard)
        connection.friend_left.connect(self._friend_left)
        connection.connection_changed.connect(self._connection)
        connection.move_refused.connect(self._refused)
        connection.refused.connect(self._told)
        connection.closed.connect(self._closed)

    # -- reading ------------------------------------------------------------------------------
    @property
    def human(self) -> int:
        return self._view.seat if self._view is not None else (self.connection.seat or 0)

    @property
    def watching(self) -> bool:
        """This app watches the table: the seat at the bottom is someone else's."""
        return self.connection.watching

    @property
    def match_number(self) -> int:
        return self._match

    def history_base(self) -> int | None:
        """The table's moves played before the first move of `history` (the talk's lines
        are placed by it); None before the first view."""
        if self._view is None:
            return None
        return self._seq - sum(1 for e in self._events if e.is_move)

    @property
    def thinking(self) -> bool:
        return self._thinking

    @property
    def round_number(self) -> int:
        return self._round

    @property
    def deal_number(self) -> int | None:
        """Online deals come from the server's own seed: no deal number to play again."""
        return None

    @property
    def history(self) -> list[HistoryEvent]:
        return list(self._events)

    @property
    def seats(self) -> list[dict]:
        """Who sits where, as the server last said (names, kinds, ready, connected)."""
        return list(self._seats)

    def has_match(self) -> bool:
        return self._view is not None

    def view(self) -> PlayerView:
        return self._view

    def seat_name(self, seat: int) -> str:
        if seat == self.human and not self.watching:
            return _tr("You")
        info = self._seats[seat] if seat < len(self._seats) else None
        if info is None:
            return _tr("Seat {n}").format(n=seat + 1)
        if info["kind"] == "computer":
            return self._computer_name(seat, level_name(info["level"] or ""))
        return info["name"] or _tr("Seat {n}").format(n=seat + 1)

    def _computer_name(self, seat: int, level: str) -> str:
        """A computer by its level; at a table of four also by its place (two computers
        of one level are two players: "Computer (Easy) took…" could be either), seen
        from this seat, or for a watcher by its seat's number."""
        if self._view is None or self._view.rules.players != 4:
            return _tr("Computer ({level})").format(level=level)
        if self.watching:
            return _tr("Computer at seat {n} ({level})").format(n=seat + 1, level=level)
        place = self.seat_place(seat)
        if place == "right":
            return _tr("Computer on your right ({level})").format(level=level)
        if place == "left":
            return _tr("Computer on your left ({level})").format(level=level)
        return _tr("Computer opposite you ({level})").format(level=level)

    def seat_subject(self, seat: int) -> str:
        """Another seat as the subject of a history sentence: the friend's name."""
        return self.seat_name(seat)

    def plays_match(self) -> bool:
        return True

    def seat_plays(self, seat: int) -> bool:
        return not (self.watching and seat == self.human)

    def seat_place(self, seat: int) -> str:
        rules = self._view.rules
        return seat_places(rules.players, self.human, clockwise(rules))[seat]

    def is_partner(self, seat: int) -> bool:
        rules = self._view.rules
        return (rules.players == 4 and seat != self.human
                and rules.side_of(seat) == rules.side_of(self.human))

    def presence(self, seat: int) -> Presence:
        if self.farewell is not None:
            return Presence.LOCAL  # the table is gone: nobody is here or away any more
        if seat == self.human and not self.watching:
            return Presence.HERE if self._connected else Presence.AWAY
        info = self._seats[seat] if seat < len(self._seats) else None
        if info is None:
            return Presence.LOCAL
        if info["kind"] == "computer":
            return Presence.COMPUTER
        if not self._connected:  # what the server said last is no longer known to be true
            return Presence.UNKNOWN
        if info["stand_in"]:
            return Presence.STAND_IN
        return Presence.HERE if info["connected"] else Presence.AWAY

    def is_human_turn(self) -> bool:
        v = self._view
        return (v is not None and self._connected and self.farewell is None
                and not self.watching and not v.round_over and v.to_move == v.seat
                and self._pending is None)

    def legal_moves(self) -> list[Move]:
        """Every legal move of this seat now (not the table's: it asks one card's moves,
        bounded; for scripts and tests that pick a move)."""
        return self._view.legal_moves() if self.is_human_turn() else []

    def card_reach(self, card: int) -> CardReach:
        return one_card.reach(table_state(self._view), card) if self.is_human_turn() \
            else one_card.no_reach(card)

    def card_moves(self, card: int) -> CardMoves:
        return one_card.of_card(table_state(self._view), card) if self.is_human_turn() \
            else one_card.nothing(card)

    def moves_for(self, card: int, target: frozenset[int] | None,
                  selection: frozenset[int] = frozenset()) -> CardMoves:
        if not self.is_human_turn():
            return one_card.nothing(card)
        return one_card.for_drop(table_state(self._view), card, target, selection)

    def why_not(self, card: int, target: frozenset[int] | None,
                selection: frozenset[int] = frozenset()) -> tuple[str, str]:
        if self.farewell is not None:
            return farewell_text(self.farewell), ""
        if not self._connected:
            return _tr("Wait: the connection to the table is coming back."), ""
        if self._pending is not None:
            return _tr("Wait: the table is taking your move."), ""
        if not self.is_human_turn():
            return drops.wait_sentence(), ""
        return drops.refusal(table_state(self._view), self.human, card, target, selection)

    def describe(self, move: Move) -> str:
        return words.describe(table_state(self._view), move)

    def obligation(self) -> str:
        v = self._view
        return words.obligation_text(table_state(v), v.seat) if v is not None else ""

    def match_in_progress(self) -> bool:
        return self._view is not None and self._winner is None and self.farewell is None

    def finished_rounds(self) -> list[RoundRecord]:
        return list(self._records)

    def match_over(self) -> bool:
        return self._winner is not None

    @property
    def winner(self) -> int | None:
        """The side that won the match (None while it goes on)."""
        return self._winner

    def opening_table(self) -> tuple[tuple[int, ...], tuple[Decl, ...]]:
        return self._opening

    def between_rounds(self) -> bool:
        """A round is over and the next waits for the friends (the score sheet)."""
        v = self._view
        return v is not None and v.round_over and self._winner is None \
            and self.farewell is None

    def waiting_for(self) -> list[int]:
        """Between rounds: the friends' seats not ready yet (computers are)."""
        if not self.between_rounds():
            return []
        return [i for i, s in enumerate(self._seats)
                if s["kind"] == "friend" and not s["stand_in"] and not s["ready"]]

    def not_agreed(self) -> list[int]:
        """After a match: the seats that have not said "play again" (a free seat, left by
        a friend, has not; computers always agree)."""
        if not self.match_over() or self._phase != "over":
            return []
        return [i for i, s in enumerate(self._seats)
                if s["kind"] == "friend" and not s["stand_in"]
                and not (s["name"] and s["ready"])]

    def free_seats(self) -> list[int]:
        """The seats a friend left between matches (someone may join, or a computer)."""
        return [i for i, s in enumerate(self._seats) if s["kind"] == "friend" and not s["name"]]

    # -- acting -------------------------------------------------------------------------------
    def play(self, move: Move) -> bool:
        """Send the move to the server (nothing changes until its update arrives)."""
        if not self.is_human_turn() or not one_card.is_legal(table_state(self._view), move):
            self.illegal_move.emit(*self.why_not(move.card, frozenset(move.cards)))
            return False
        self._pending = move
        self.connection.play(move)
        self._update_thinking()
        return True

    def ready(self) -> None:
        """Ready for the next round (the score sheet was seen)."""
        if self.between_rounds() and not self.watching:
            self.connection.ready(True)

    def again(self, yes: bool = True) -> None:
        """After the match: play another one at this table (or take that back)."""
        if self.match_over() and self.farewell is None and not self.watching:
            self.connection.ready(yes)

    def undo(self) -> None:
        """No undo online: the table is everyone's."""

    def can_undo(self) -> bool:
        return False

    def hint(self) -> None:
        """No hints at a table with friends."""

    # -- hearing ------------------------------------------------------------------------------
    def _heard(self, view: PlayerView, msg: dict) -> None:
        try:
            kind = msg["type"]
            self._seq = msg["seq"]
            if kind == "view":
                self._full(view, msg)
            elif kind == "deal":
                self._dealt(view, msg)
            elif self._view is not None:
                self._update(view, msg)
        except (ViewError, ValueError, KeyError, IndexError):
            log.exception("a message the table cannot show: %s", msg.get("type"))

    def _full(self, view: PlayerView, msg: dict) -> None:
        """The whole seat (a match starts, or the seat comes back)."""
        match = msg.get("match", self._match)
        first = self._view is None or match != self._match
        if match != self._match:  # the next match of the series: a history of its own
            self._match = match
            self._events, self._round, self._round_from = [], 0, 0
        self._view = view
        self._seats = msg["seats"]
        self._pending = None
        if "opening" in msg:
            self._opening = read_opening(msg["opening"], view.rules)
        self._records = [RoundRecord(r["dealer"], list(r["points"]), r["breakdown"],
                                     list(r["scores"])) for r in msg.get("rounds", [])]
        self._winner = view_winner(msg)
        # the earlier rounds' events stay; this round's are replayed from its moves
        earlier = (self._events[:self._round_from] if msg["round"] == self._round
                   else self._events)
        self._round = msg["round"]
        self._round_from = len(earlier)
        self._events = earlier + round_events(self._round, view, self._opening)
        if first:
            self.new_match_started.emit()
        self._changed()

    def _dealt(self, view: PlayerView, msg: dict) -> None:
        self._view = view
        self._round = msg["round"]
        self._round_from = len(self._events)
        self._events.append(round_begins(self._round, view))
        self._opening = (tuple(view.loose), tuple(view.decls))
        self._pending = None
        self._changed()

    def _update(self, after: PlayerView, msg: dict) -> None:
        before = self._view
        seat = msg["seat"]
        move = read_move(msg["move"], msg["kind"])
        if seat == before.seat:
            self._pending = None
        end = msg["round_end"]
        entries, leftovers, taker = move_events(before, after, seat, move, msg["dealt"])
        owner = preview(before, move, hand=()).owner_after  # the table is public
        self._view = after
        self._events.extend(entries)
        event = MoveEvent(seat, move, before, after,
                          move.cards if move.action == "capture" else (), msg["xeri"],
                          owner, msg["dealt"], end is not None, self._round, leftovers,
                          taker, entries)
        self.move_applied.emit(event)
        if end is not None:
            record = RoundRecord(before.dealer, list(end["points"]), end["breakdown"],
                                 list(end["scores"]))
            self._records.append(record)
            self._winner = end["winner"]
            self.round_finished.emit(record)
            if self._winner is not None:
                self.match_finished.emit(self._winner)
        self._changed()

    def _lobby_heard(self, lobby: dict) -> None:
        """The lobby: after a match, who agrees to play again, the series, the rules the
        next match will have."""
        series = list(lobby["series"])
        changed = series != self.series or lobby["rules"] != self.next_rules
        self.series, self.next_rules = series, lobby["rules"]
        self._phase = lobby["phase"]
        if self._view is not None:
            self._seats_heard(lobby["seats"])
        if changed:
            self.series_changed.emit()
        self.waiting_changed.emit()

    def _friend_left(self, seat: int, name: str) -> None:
        self.message.emit(_tr("{name} left the table.").format(
            name=name or _tr("Seat {n}").format(n=seat + 1)))

    def _seats_heard(self, seats: list) -> None:
        before = [(s["name"], s["connected"], s["stand_in"], s["kind"]) for s in self._seats]
        was = self.waiting_for()
        self._seats = seats
        if self._view is None:
            return
        for i, s in enumerate(seats):
            old = before[i] if i < len(before) else None
            if old is not None and i != self.human:
                self._say_presence(i, old, s)
        if before != [(s["name"], s["connected"], s["stand_in"], s["kind"]) for s in seats]:
            self.seats_changed.emit()
        if was != self.waiting_for():
            self.waiting_changed.emit()

    def _say_presence(self, seat: int, old: tuple, new: dict) -> None:
        was, connected, stand_in, kind = old
        name = was or self.seat_name(seat)  # the friend's name, also once a computer sits
        if kind != new["kind"] and new["kind"] == "computer":
            self.message.emit(_tr("A computer now plays at {name}'s seat.").format(name=name))
        elif connected and not new["connected"] and not new["stand_in"]:
            self.message.emit(_tr("{name}'s connection dropped: the table waits for them.")
                              .format(name=name))
        elif not stand_in and new["stand_in"]:  # the host's choice, or the grace is over
            self.message.emit(_tr("A computer plays for {name} until they come back.")
                              .format(name=name))
        elif stand_in and not new["stand_in"] and not new["connected"]:
            self.message.emit(_tr("{name}'s seat waits for them again.").format(name=name))
        elif not connected and new["connected"]:
            self.message.emit(_tr("{name} is back at the table.").format(name=name))

    def _connection(self, up: bool) -> None:
        if up == self._connected:
            return
        self._connected = up
        if self.farewell is None:
            self.message.emit(_tr("You are back at the table.") if up else
                              _tr("Connection lost: trying to come back…"))
        if self._view is not None:
            self.seats_changed.emit()
            self._update_thinking()
            self.state_changed.emit()

    def _refused(self, code: str, reason: str, rule: str) -> None:
        move, self._pending = self._pending, None
        if code == "illegal" and reason and self._view is not None:
            sentence = drops.reason_sentence(table_state(self._view), self.human, reason)
        else:
            sentence = error_text(code, reason or None)
        self.illegal_move.emit(sentence, rule)
        if move is not None:
            self.move_refused.emit(move.card)
        self._update_thinking()
        self.state_changed.emit()

    def _told(self, code: str, _reason: str) -> None:
        """An error the server sends every seat: the table stopped (its storage failed)."""
        if code == "storage":
            self.message.emit(error_text(code))

    def _closed(self, why: str) -> None:
        self.farewell = why
        self._pending = None
        text = farewell_text(why)
        if self._view is not None:  # nobody is to play any more at a closed table
            self._view = dataclasses.replace(self._view, to_move=None)
            self._update_thinking()
            self.seats_changed.emit()
            self.state_changed.emit()
        self.message.emit(text)
        self.closed.emit(text)

    def _changed(self) -> None:
        self.can_undo_changed.emit(False)
        text = self.obligation()
        if text != self._obligation:
            self._obligation = text
            self.obligation_changed.emit(text)
        self._update_thinking()
        self.state_changed.emit()

    def _update_thinking(self) -> None:
        """Another seat is choosing (or the table is taking our move)."""
        v = self._view
        on = (v is not None and not v.round_over and self.farewell is None
              and (v.to_move != v.seat or self._pending is not None))
        if on != self._thinking:
            self._thinking = on
            self.thinking_changed.emit(on)


def view_winner(msg: dict) -> int | None:
    """The match's winning side in a view message (None while it goes on)."""
    return msg["view"]["position"].get("match_winner")
