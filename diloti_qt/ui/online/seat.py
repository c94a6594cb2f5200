"""NetworkSeat: the `TableSource` of one seat at an online table, fed by what the server
sends that seat (its view, what each move did, the deals, who sits where), as the
connection's TableMirror keeps it on the GUI thread: this seat reads it, it keeps no copy.

The server is the only authority: `play` sends the move and changes nothing here; the move
is shown once the server's update arrives, and a refused move comes back with the server's
reason. Until the answer comes the move is in flight (the connection's): the card stays
where it was dropped, the status says it is being sent, the seat's name does not say "Your
turn" and no other move can be made; a move not answered in time goes home with a sentence
(docs/PROTOCOL.md "A move in flight"). Drops are answered by the engine on the seat's own
view (`drops`), so the table's drag, chooser and keyboard lists work as offline. Nothing
here ever holds another seat's card: every state is the seat's PlayerView, every other
hand a count. What a move did is the engine's outcome the server sent: nothing is
replayed, diffed or previewed here.

After a match the seat may play again (`again`): the next match of the series arrives as
a new `view` (its number in `match`) and starts the history afresh. A watcher's seat
(`watching`) sees the table from seat 0's side and never plays.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from diloti_qt.controller.one_card import CardMoves
from diloti_qt.controller.port import MoveEvent, Presence, TableSignals
from diloti_qt.controller.seat_rules import SeatRules
from diloti_qt.engine import CardReach, Decl, Move, PlayerView, RoundRecord, State
from diloti_qt.history_events import HistoryEvent, outcome_events, round_event
from diloti_qt.net.mirror import Heard, HeardKind, SeatInfo
from diloti_qt.net.protocol import Phase

from .connection import OnlineConnection
from .lobby import level_name
from .words import error_text, farewell_text

def _tr(text: str) -> str:
    return QCoreApplication.translate("OnlineSeat", text)


class NetworkSeat(TableSignals):
    """Implements controller.port.TableSource for this app's seat at an online table.

    Besides the protocol: `seats_changed()` when a name or a connection mark changed (the
    presenter's `refresh`), `move_refused(card)` when the server refused a move already
    let go on the table (the card flies home), `waiting_changed()` between rounds when
    who is ready changed, `closed(text)` when the table is gone for good."""

    seats_changed = Signal()
    move_refused = Signal(int)
    waiting_changed = Signal()
    closed = Signal(str)
    series_changed = Signal()  # the series' score, or the rules of the next match

    def __init__(self, connection: OnlineConnection, parent: QObject | None = None,
                 muted: Callable[[str], bool] = lambda _name: False) -> None:
        super().__init__(parent)
        self.connection = connection
        self._muted = muted  # whether this app listens to a friend's name (the table's talk)
        self.table = connection.table  # what the seat knows: one copy, the connection's
        self._shown_round = 0  # the round this table has shown (0: no match yet)
        self._shown_match = 0  # the number of the match at the table it shows
        self._series: tuple[tuple[int, ...], dict | None] = ((0, 0), None)
        self._events: list[HistoryEvent] = []  # the match's history so far
        self._round_from = 0  # where this round's events begin in it
        self._seen_seats: tuple[SeatInfo, ...] = self.table.seats  # for what changed
        self._pending: Move | None = None
        self._connected = True
        self._thinking = False
        self._obligation = ""
        self._closed_view: PlayerView | None = None
        self._position_of: PlayerView | None = None
        self._state: State | None = None
        self.seat_rules = SeatRules(self._position, lambda: self.table.rules,
                                    lambda: self.human, self.is_human_turn)
        connection.match_heard.connect(self._heard)
        connection.lobby_changed.connect(self._lobby_heard)
        connection.friend_left.connect(self._friend_left)
        connection.seats_changed.connect(self._seats_heard)
        connection.connection_changed.connect(self._connection)
        connection.move_refused.connect(self._refused)
        connection.move_answered.connect(self._answered)
        connection.move_unanswered.connect(self._unanswered)
        connection.move_played_late.connect(self._played_late)
        self._sending = QTimer(self)  # the status says it again while the move is in flight
        self._sending.setInterval(SAY_SENDING_MS)
        self._sending.timeout.connect(self._say_sending)
        self._paused = QTimer(self)  # the table cannot be stored: said while it lasts (F7)
        self._paused.setInterval(SAY_SENDING_MS)
        self._paused.timeout.connect(self._say_paused)
        connection.refused.connect(self._told)
        connection.closed.connect(self._closed)

    # -- reading ------------------------------------------------------------------------------
    @property
    def human(self) -> int:
        return self.table.seat or 0

    @property
    def watching(self) -> bool:
        """This app watches the table: the seat at the bottom is someone else's."""
        return self.connection.watching

    @property
    def match_number(self) -> int:
        return self.table.match

    @property
    def series(self) -> list[int]:
        """Matches won by side 0 and side 1 at this table."""
        lobby = self.table.lobby
        return list(lobby.series) if lobby is not None else [0, 0]

    @property
    def next_rules(self) -> dict | None:
        """The rules of the next match (the lobby's), as their JSON."""
        lobby = self.table.lobby
        return lobby.rules.to_json() if lobby is not None else None

    def history_base(self) -> int | None:
        """The table's moves played before the first move of `history` (the talk's lines
        are placed by it); None before the first view."""
        if not self.has_match():
            return None
        return self.table.seq - sum(1 for e in self._events if e.is_move)

    @property
    def farewell(self) -> str | None:
        """Why the table closed for good (None while it is open)."""
        return self.table.farewell

    @property
    def thinking(self) -> bool:
        return self._thinking

    @property
    def round_number(self) -> int:
        return self.table.round

    @property
    def deal_number(self) -> int | None:
        """Online deals come from the server's own seed: no deal number to play again."""
        return None

    @property
    def history(self) -> list[HistoryEvent]:
        return list(self._events)

    @property
    def seats(self) -> tuple[SeatInfo, ...]:
        """Who sits where, as the server last said (names, kinds, ready, connected)."""
        return self.table.seats

    def has_match(self) -> bool:
        return self._shown_round > 0 and self.table.view is not None

    def view(self) -> PlayerView:
        if self.farewell is not None:  # nobody is to play any more at a closed table
            return self._closed_view or self.table.view
        return self.table.view

    def _info(self, seat: int) -> SeatInfo | None:
        seats = self.table.seats
        return seats[seat] if seat < len(seats) else None

    def seat_name(self, seat: int) -> str:
        if seat == self.human and not self.watching:
            return _tr("You")
        info = self._info(seat)
        if info is None:
            return _tr("Seat {n}").format(n=seat + 1)
        if info.computer:
            return self._computer_name(seat, level_name(info.level or ""))
        return self.table.friend_name(seat) or _tr("Seat {n}").format(n=seat + 1)

    def _computer_name(self, seat: int, level: str) -> str:
        """A computer by its level; at a table of four also by its seat's number (two
        computers of one level are two players: "Computer (Easy) took…" could be either),
        the same for every friend and watcher, so that friends talking of it mean one
        seat (F11: "on your right" named two different computers at two apps)."""
        rules = self.table.rules
        if rules is None or rules.players != 4:
            return _tr("Computer ({level})").format(level=level)
        return _tr("Computer at seat {n} ({level})").format(n=seat + 1, level=level)

    def seat_subject(self, seat: int) -> str:
        """Another seat as the subject of a history sentence: the friend's name."""
        return self.seat_name(seat)

    def plays_match(self) -> bool:
        return True

    def seat_plays(self, seat: int) -> bool:
        """Not a watcher's seat; nor ours while our move is in flight (its name does not
        say "Your turn": the move is made, being sent)."""
        return not (seat == self.human and (self.watching or self._pending is not None))

    @property
    def in_flight(self) -> bool:
        """Our move was sent and the server has not answered yet."""
        return self._pending is not None

    def seat_place(self, seat: int) -> str:
        return self.seat_rules.seat_place(seat)

    def is_partner(self, seat: int) -> bool:
        return self.seat_rules.is_partner(seat)

    def seat_muted(self, seat: int) -> bool:
        info = self._info(seat)
        return (info is not None and not info.computer and bool(info.name)
                and not (seat == self.human and not self.watching) and self._muted(info.name))

    def names_changed(self) -> None:
        """What a seat's name says changed here (a friend muted or heard again)."""
        self.seats_changed.emit()

    def presence(self, seat: int) -> Presence:
        if self.farewell is not None:
            return Presence.LOCAL  # the table is gone: nobody is here or away any more
        if seat == self.human and not self.watching:
            return Presence.HERE if self._connected else Presence.AWAY
        info = self._info(seat)
        if info is None:
            return Presence.LOCAL
        if info.computer:
            return Presence.COMPUTER
        if not self._connected:  # what the server said last is no longer known to be true
            return Presence.UNKNOWN
        if info.stand_in:
            return Presence.STAND_IN
        return Presence.HERE if info.connected else Presence.AWAY

    def is_human_turn(self) -> bool:
        v = self.view() if self.has_match() else None
        return (v is not None and self._connected and self.farewell is None
                and not self.watching and not v.round_over and v.to_move == v.seat
                and self._pending is None)

    def legal_moves(self) -> list[Move]:
        """Every legal move of this seat now (not the table's: it asks one card's moves,
        bounded; for scripts and tests that pick a move)."""
        return self.view().legal_moves() if self.is_human_turn() else []

    def card_reach(self, card: int) -> CardReach:
        return self.seat_rules.card_reach(card)

    def card_moves(self, card: int) -> CardMoves:
        return self.seat_rules.card_moves(card)

    def moves_for(self, card: int, target: frozenset[int] | None,
                  selection: frozenset[int] = frozenset()) -> CardMoves:
        return self.seat_rules.moves_for(card, target, selection)

    def why_not(self, card: int, target: frozenset[int] | None,
                selection: frozenset[int] = frozenset()) -> tuple[str, str]:
        if self.farewell is not None:
            return farewell_text(self.farewell), ""
        if not self._connected:
            return _tr("Wait: the connection to the table is coming back."), ""
        if self._pending is not None:
            return _tr("Wait: the table is taking your move."), ""
        return self.seat_rules.why_not(card, target, selection)

    def describe(self, move: Move) -> str:
        return self.seat_rules.describe(move)

    def obligation(self) -> str:
        return self.seat_rules.obligation() if self.has_match() else ""

    def after_match(self) -> str:
        """At a table with friends the next match is played here, when everyone agrees."""
        if self.watching:
            return _tr("The match is over. The players may play another one at this table.")
        return _tr("The match is over. Play again from the score sheet or the Table menu "
                   "(the next match starts when everyone agrees), or leave the table.")

    def _position(self) -> State:
        """The seat's view as a state of the seat to move (made once per view)."""
        view = self.view()
        if self._position_of is not view:
            self._position_of, self._state = view, view.mover_state()
        return self._state

    def match_in_progress(self) -> bool:
        return self.has_match() and self.table.winner is None and self.farewell is None

    def finished_rounds(self) -> list[RoundRecord]:
        return list(self.table.rounds)

    def match_over(self) -> bool:
        return self.table.winner is not None

    @property
    def winner(self) -> int | None:
        """The side that won the match (None while it goes on)."""
        return self.table.winner

    def opening_table(self) -> tuple[tuple[int, ...], tuple[Decl, ...]]:
        opening = self.table.opening
        return (opening.loose, opening.decls) if opening is not None else ((), ())

    def between_rounds(self) -> bool:
        """A round is over and the next waits for the friends (the score sheet)."""
        return self.has_match() and self.table.between_rounds and self.farewell is None

    def waiting_for(self) -> list[int]:
        """Between rounds: the friends' seats not ready yet (computers are)."""
        return _waiting(self.table.seats) if self.between_rounds() else []

    def not_agreed(self) -> list[int]:
        """After a match: the seats that have not said "play again" (a free seat, left by
        a friend, has not; computers always agree)."""
        lobby = self.table.lobby
        if not self.match_over() or lobby is None or lobby.phase is not Phase.OVER:
            return []
        return [i for i, s in enumerate(self.table.seats)
                if s.friend and not s.stand_in and not (s.name and s.ready)]

    def free_seats(self) -> list[int]:
        """The seats a friend left between matches (someone may join, or a computer)."""
        return [i for i, s in enumerate(self.table.seats) if s.friend and not s.name]

    # -- acting -------------------------------------------------------------------------------
    def play(self, move: Move) -> bool:
        """Send the move to the server (nothing changes until its update arrives)."""
        if not self.is_human_turn() or not self.seat_rules.is_legal(move):
            self.illegal_move.emit(*self.why_not(move.card, frozenset(move.cards)))
            return False
        self._pending = move
        self.connection.play(move)
        self._say_sending()
        self._sending.start()
        self.seats_changed.emit()  # the seat's name no longer says "Your turn"
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
    def _heard(self, heard: Heard) -> None:
        """The table changed (the mirror has taken the message in already)."""
        if heard.kind in (HeardKind.VIEW, HeardKind.DEAL, HeardKind.MOVE):
            self._going_on()
        if heard.kind is HeardKind.VIEW:
            self._whole()
        elif heard.kind is HeardKind.DEAL:
            self._dealt()
        elif heard.kind is HeardKind.MOVE and self.has_match():
            self._moved(heard)

    def _round_events(self) -> list[HistoryEvent]:
        """This round's history: its deal, then what each move did (from the outcomes)."""
        t, view = self.table, self.table.view
        opening = t.opening
        events = [round_event(t.round, view.dealer, opening.loose, opening.stock)]
        for outcome, by_computer in zip(t.outcomes, t.by_computer, strict=True):
            events.extend(outcome_events(outcome, by_computer))
        return events

    def _whole(self) -> None:
        """The whole seat (a match starts, the seat comes back, or a sync)."""
        first = self._shown_round == 0 or self.table.match != self._shown_match
        if self.table.match != self._shown_match:  # the next match: a history of its own
            self._shown_match = self.table.match
            self._events, self._shown_round, self._round_from = [], 0, 0
        # the earlier rounds' events stay; this round's are told by its outcomes
        earlier = (self._events[:self._round_from] if self.table.round == self._shown_round
                   else self._events)
        self._shown_round = self.table.round
        self._round_from = len(earlier)
        self._events = earlier + self._round_events()
        self._seen_seats = self.table.seats
        self._keep_pending()
        if first:
            self.new_match_started.emit()
        self._changed()

    def _dealt(self) -> None:
        if self._shown_round == 0:
            return  # a deal before the whole view: the view brings it
        self._shown_round = self.table.round
        self._round_from = len(self._events)
        self._events.extend(self._round_events())
        self._keep_pending()
        self._changed()

    def _moved(self, heard: Heard) -> None:
        outcome, after = heard.outcome, self.table.view
        if outcome.seat == after.seat:
            self._keep_pending()
        entries = outcome_events(outcome, self.table.by_computer[-1])
        self._events.extend(entries)
        self.move_applied.emit(MoveEvent(outcome, heard.before, after, self.table.round,
                                         entries))
        if outcome.end is not None:
            self.round_finished.emit(self.table.rounds[-1])
            if outcome.end.winner is not None:
                self.match_finished.emit(outcome.end.winner)
        self._changed()

    def _seats_heard(self) -> None:
        seen, now = self._seen_seats, self.table.seats
        self._seen_seats = now
        if not self.has_match():
            return
        for i, new in enumerate(now):
            if i < len(seen) and i != self.human:
                self._say_presence(i, seen[i], new)
            elif i < len(seen) and not self.watching and new.stand_in and \
                    not seen[i].stand_in and self._connected:  # kept for us while we are here
                self.message.emit(_tr("A computer plays your seat now: Table ▸ Play my seat "
                                      "again takes it back."))
        if [_mark(s) for s in seen] != [_mark(s) for s in now]:
            self.seats_changed.emit()
        if self.between_rounds() and _waiting(seen) != _waiting(now):
            self.waiting_changed.emit()

    def _lobby_heard(self) -> None:
        """The lobby: after a match, who agrees to play again, the series, the rules the
        next match will have."""
        series = (tuple(self.series), self.next_rules)
        changed, self._series = series != self._series, series
        self._seats_heard()
        if changed:
            self.series_changed.emit()
        self.waiting_changed.emit()

    def _friend_left(self, seat: int, name: str) -> None:
        self.message.emit(_tr("{name} left the table.").format(
            name=name or _tr("Seat {n}").format(n=seat + 1)))

    def _say_presence(self, seat: int, old: SeatInfo, new: SeatInfo) -> None:
        name = old.name or self.seat_name(seat)  # the friend's name, also once a computer sits
        if old.kind is not new.kind and new.computer:
            self.message.emit(_tr("A computer now plays at {name}'s seat.").format(name=name))
        elif old.connected and not new.connected and not new.stand_in and new.name:
            # (a seat left free, its friend gone for good, was said by `left`)
            grace = self._grace()
            if grace is None:  # a watcher is not told the server's grace
                self.message.emit(_tr("{name}'s connection dropped: the table waits for "
                                      "them.").format(name=name))
            else:
                self.message.emit(_tr("{name}'s connection dropped: the table waits "
                                      "{minutes}:{seconds:02d} for them, then a computer "
                                      "plays for them until they come back.").format(
                    name=name, minutes=grace // 60, seconds=grace % 60))
        elif not old.stand_in and new.stand_in:  # the host's choice, or the grace is over
            self.message.emit(_tr("A computer plays for {name} until they come back.")
                              .format(name=name))
        elif old.stand_in and not new.stand_in and not new.connected:
            grace = self._grace()
            if grace is None:
                self.message.emit(_tr("{name}'s seat waits for them again.").format(name=name))
            else:
                self.message.emit(_tr("{name}'s seat waits {minutes}:{seconds:02d} for them "
                                      "again.").format(name=name, minutes=grace // 60,
                                                       seconds=grace % 60))
        elif not old.connected and new.connected:
            self.message.emit(_tr("{name} is back at the table.").format(name=name))

    def _grace(self) -> int | None:
        """The seconds the server keeps a dropped seat (its welcome said; None for a
        watcher: what it is told of a friend's dropped connection names no time)."""
        return None if self.watching else self.table.credentials.grace

    def _connection(self, up: bool) -> None:
        if up == self._connected:
            return
        self._connected = up
        if self.farewell is None:
            self.message.emit(_tr("You are back at the table.") if up else
                              _tr("Connection lost: trying to come back…"))
        if self.has_match():
            self.seats_changed.emit()
            self._update_thinking()
            self.state_changed.emit()

    def _keep_pending(self) -> None:
        """Our move stays in flight as long as the connection waits for its answer."""
        if self.connection.in_flight is None:
            self._done_sending(refresh=False)

    def _done_sending(self, refresh: bool = True) -> Move | None:
        """The move is no longer in flight; `refresh`: the seat's name says "Your turn"
        again at once (not when the move's update or the whole view comes next: those
        show the table anew)."""
        move, self._pending = self._pending, None
        self._sending.stop()
        if move is not None and refresh and self.has_match():
            self.seats_changed.emit()
        return move

    def _say_sending(self) -> None:
        if self._pending is not None:
            self.message.emit(_tr("Your move is being sent to the table…") if self._connected
                              else _tr("Connection lost: your move waits to be sent…"))

    def _answered(self) -> None:
        """The server has our move (played): its update or the whole view shows it."""
        if self._done_sending(refresh=False) is not None:
            self.message.emit("")  # (what comes next shows the table)

    def _unanswered(self, card: int) -> None:
        """No answer in time: the card goes home, and the player is told."""
        self._done_sending()
        self.illegal_move.emit(_tr("The server did not answer: your move was not played. "
                                   "Play it again."), "")
        self.move_refused.emit(card)
        self._update_thinking()
        self.state_changed.emit()

    def _played_late(self) -> None:
        """A move given up was played after all (the server answered late)."""
        self.message.emit(_tr("The server answered late: your move was played after all."))

    def _refused(self, code: str, reason: str, rule: str) -> None:
        move = self._done_sending()
        if code == "illegal" and reason and self.has_match():
            sentence = self.seat_rules.reason_sentence(reason)
        else:
            sentence = error_text(code, reason or None)
        self.illegal_move.emit(sentence, rule)
        if move is not None:
            self.move_refused.emit(move.card)
        self._update_thinking()
        self.state_changed.emit()

    def _told(self, code: str, _reason: str) -> None:
        """An error the server sends every seat: the table stopped (its storage failed).
        Said again while it lasts: the status line's text goes after a few seconds, and the
        table is paused until the server sends it again (F7)."""
        if code == "storage":
            self._paused.start()
            self._say_paused()

    def _say_paused(self) -> None:
        self.message.emit(error_text("storage"))

    @property
    def paused(self) -> bool:
        """The server could not store the table: nothing is played until it can."""
        return self._paused.isActive()

    def _going_on(self) -> None:
        """The server sends the table again (a view, a deal, a move): no longer paused."""
        if self._paused.isActive():
            self._paused.stop()
            self.message.emit(_tr("The server stores the table again: the match goes on."))

    def _closed(self, why: str) -> None:
        self._done_sending()
        text = farewell_text(why)
        if self.has_match():  # nobody is to play any more at a closed table
            self._closed_view = dataclasses.replace(self.table.view, to_move=None)
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
        v = self.view() if self.has_match() else None
        on = (v is not None and not v.round_over and self.farewell is None
              and (v.to_move != v.seat or self._pending is not None))
        if on != self._thinking:
            self._thinking = on
            self.thinking_changed.emit(on)



SAY_SENDING_MS = 4000  # the status line's text goes after 8 s: said again meanwhile


def _waiting(seats: tuple[SeatInfo, ...]) -> list[int]:
    """The friends' seats not ready (between rounds: computers always are)."""
    return [i for i, s in enumerate(seats) if s.friend and not s.stand_in and not s.ready]


def _mark(info: SeatInfo) -> tuple:
    """What a seat's connection mark and name show."""
    return info.name, info.connected, info.stand_in, info.kind
