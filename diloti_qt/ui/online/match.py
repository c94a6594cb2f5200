"""The online match on the main window's own table: while the app sits at a table with
friends, the window's table, history, score sheet and moves list show that seat (a
NetworkSeat through its own presenter) and the offline match waits out of sight.

The same drag, chooser, presenter stages and animations as offline; names, whose turn and
a connection mark on the seats; no undo (the action says why); between rounds the score
sheet and the "ready for the next round" step, and after the match "Play again"; the host
may let a computer play for a friend (away or idle) and hand the seat back (right-click the
friend's name, or the Table menu); anyone may mute a friend there. When the table has a
turn clock the time left shows by the mover's name (clock.TurnClockMark); a move the clock
made is said, and a seat a computer keeps is taken back from the Table menu. What is said at the
table shows as a bubble by the speaker's name and in the history; the Talk page says
things. Closing the window while hosting asks first and tells the friends the table is
closed.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import QMenu, QMessageBox

from diloti_qt.controller.port import Presence
from diloti_qt.ui.announcer import Announcer, say_aloud
from diloti_qt.ui.question import ask
from diloti_qt.ui.seat_pane import SeatPane
from diloti_qt.ui.table.view import TableView

from .clock import CHOICES, TurnClockMark, clock_choice_text
from .connection import OnlineConnection
from .lobby import level_name, seat_levels
from .seat import NetworkSeat
from .sheet import OnlineRoundSheet, match_sentence, round_sentence
from .talk import TableTalk, TalkBubbles, TalkHistoryModel, TalkPanel, history_line

log = logging.getLogger(__name__)
CLOSE_WAIT_S = 5.0  # the app waits this long at most for the goodbye to go out


def _tr(text: str) -> str:
    return QCoreApplication.translate("OnlineTable", text)


class OnlineAnnouncer(Announcer):
    """The other players' moves, and the round's and match's end in the words of a table
    with friends."""

    def _round_finished(self, record) -> None:
        self.say(_tr("Round over: {sentence}").format(
            sentence=round_sentence(self.controller, record.points)))

    def _match_finished(self, side: int) -> None:
        records = self.controller.finished_rounds()
        self.say(match_sentence(self.controller, side, records[-1].scores_after))


class OnlineTable(QObject):
    """One online seat shown on `window` from its first view until the player leaves."""

    def __init__(self, window, connection: OnlineConnection) -> None:
        super().__init__(window)
        self.window = window
        self.connection = connection
        connection.setParent(self)  # it outlives the Play with friends dialog
        self.talk = TableTalk(connection, window.prefs.table_talk, self,
                              muted=window.prefs.muted_friends,
                              remember=lambda names: window.apply_settings(
                                  {"muted_friends": names}))
        self.seat = NetworkSeat(connection, self, muted=self.talk.is_muted)
        self.talk.changed.connect(self.seat.names_changed)  # a muted friend's seat says so
        connection.welcomed.connect(self._welcomed)  # seated, or watching
        self.pane = SeatPane(self.seat, window.table.pace, window, announcer=OnlineAnnouncer,
                             history=lambda p: TalkHistoryModel(p, self.seat, self.talk))
        self.view.setObjectName("onlineTable")
        self.talk_panel = TalkPanel(self.talk)
        self.talk.refused.connect(window.show_status)
        self.bubbles = TalkBubbles(self.view, self.talk, self)
        self.clock_mark = TurnClockMark(self.view, connection, self)
        connection.clocked.connect(self._clocked)
        self.talk.heard.connect(self._heard)
        self.sheet: OnlineRoundSheet | None = None
        self.closing_box: QMessageBox | None = None
        self.closed_box: QMessageBox | None = None
        self._sheet_pending = False
        self._may_close = False
        self._refusal = ("", "")
        self.seat_popup: QMenu | None = None
        self.mounted = False
        self.lost_timer = QTimer(self)  # the time left to come back, said every second
        self.lost_timer.setInterval(1000)
        self.lost_timer.timeout.connect(self._say_reconnecting)
        connection.connection_changed.connect(self._connection_changed)
        self.table_menu = QMenu(_tr("&Table"), window)
        self.table_menu.setObjectName("onlineTableMenu")
        self.table_menu.aboutToShow.connect(self._fill_table_menu)
        self.leave_action = QAction(_tr("&Leave the table"), window)
        self.leave_action.setStatusTip(_tr("Leave the table with friends and go back to "
                                           "your own game"))
        self.leave_action.triggered.connect(self.ask_leave)
        self.seat.message.connect(window.show_status)
        self.seat.illegal_move.connect(self._illegal)
        self.seat.move_refused.connect(self._move_refused)
        self.seat.seats_changed.connect(self.presenter.refresh)
        self.seat.round_finished.connect(self._round_finished)
        self.seat.state_changed.connect(self.update_actions)
        self.seat.closed.connect(self._table_closed)
        self.seat.new_match_started.connect(self.mount)
        self.seat.series_changed.connect(self.update_actions)
        self.view.viewport().installEventFilter(self)
        connection.match_finished.connect(self._match_finished)
        connection.record_received.connect(self._record_received)
        if self.seat.has_match():
            self.mount()

    # -- the pane -----------------------------------------------------------------------------
    @property
    def presenter(self):
        return self.pane.presenter

    @property
    def view(self) -> TableView:
        return self.pane.view

    # -- the keeper of the window's pane (ui.seat_pane.TableKeeper) ---------------------------
    @property
    def title(self) -> str:
        if self.connection.watching:
            return _tr("Watching a table with friends")
        return _tr("At the table with friends")

    @property
    def menu(self) -> QMenu:
        return self.table_menu

    def thinking_text(self, seat: int) -> str:
        return ""  # a friend choosing is not "thinking": the seat's name says whose turn


    def _welcomed(self) -> None:
        """A watcher's table: nobody at it is "you" in what the table says."""
        self.presenter.watcher = self.connection.watching

    def _heard(self, line: dict) -> None:
        """A line someone else said at the table is said aloud too, as the history words
        it (the bubble by their seat is not on the accessibility bus)."""
        if not self.talk.mine(line):
            say_aloud(self.pane.announcer.label, history_line(line, mine=False))

    # -- on the window ------------------------------------------------------------------------
    def mount(self) -> None:
        """Put this seat's table, history, score sheet and moves list in the window."""
        if self.mounted:
            return
        self.mounted = True
        self.window.host(self)
        self._show_talk_page()
        if self.connection.watching:
            self.window.show_status(_tr("You are watching a table with friends: you see what "
                                        "every seat sees, and no hand."))
        else:
            self.window.show_status(_tr("You are at the table with friends. No undo here: "
                                        "every move counts."))

    def unmount(self) -> None:
        """Give the window back to the offline match."""
        if not self.mounted:
            return
        self.mounted = False
        self._close_sheet()
        self.window.side_panel.set_page_shown("talk", False)
        self.bubbles.clear()
        self.clock_mark.drop()
        self.window.host_match()

    def _show_talk_page(self) -> None:
        """The side panel's Talk page, with this table's panel (made once per window)."""
        from diloti_qt.ui.side_panel import panel_icon

        panel = self.window.side_panel
        if "talk" not in panel.pages:
            panel.add_page("talk", self.talk_panel, panel_icon("talk"), _tr("Talk"),
                           _tr("Talk at the table"))
        else:
            panel.replace_page("talk", self.talk_panel)
        panel.set_page_shown("talk", True)

    def update_actions(self) -> None:
        """The window's actions while this table is shown (called by MainWindow)."""
        w = self.window
        if not self.mounted:
            return
        seat = self.seat
        no_undo = _tr("No undo at a table with friends: every move counts.")
        no_hint = _tr("No hints at a table with friends.")
        for action, why in ((w.undo_action, no_undo), (w.hint_action, no_hint)):
            action.setEnabled(False)
            action.setToolTip(why)
            action.setStatusTip(why)  # not the offline "the computer's reply"
        w.review_action.setEnabled(False)
        away = _tr("Leave the table with friends first (Table ▸ Leave the table).")
        for action in (w.new_action, w.play_deal_action, w.friends_action):
            action.setEnabled(False)
            action.setToolTip(away)
        # a watcher has no seat to make ready: its "human" is only the side it sees from
        ready = (not seat.watching and seat.between_rounds()
                 and seat.human in seat.waiting_for())
        w.next_round_action.setEnabled(ready)
        if seat.has_match():
            w.target_label.setText(QCoreApplication.translate("MainWindow", "Target {target}")
                                   .format(target=seat.view().rules.target))
        room = _tr("Room {code}").format(code=_room_text(self.connection.room))
        wins = seat.series  # short: the side panel keeps its width (the sheet names them)
        series = _tr("Series {x}–{y}").format(x=wins[0], y=wins[1]) if any(wins) else ""
        w.deal_label.setText(f"{room} · {series}" if series else room)
        self.talk.set_enabled(w.prefs.table_talk)

    def _connection_changed(self, up: bool) -> None:
        if up or self.connection.farewell is not None:
            self.lost_timer.stop()
        else:
            self.lost_timer.start()
            self._say_reconnecting()

    def _say_reconnecting(self) -> None:
        left = self.connection.seconds_left()
        if left is None or self.connection.farewell is not None:
            self.lost_timer.stop()
            return
        self.window.show_status(self.reconnecting_text(left, self.connection.watching))

    @staticmethod
    def reconnecting_text(left: int, watching: bool = False) -> str:
        if watching:  # no seat to take back
            return _tr("The server cannot be reached: reconnecting ({minutes}:{seconds:02d} "
                       "left)…").format(minutes=left // 60, seconds=left % 60)
        return _tr("The server cannot be reached: reconnecting ({minutes}:{seconds:02d} "
                   "left to take your seat back)…").format(minutes=left // 60,
                                                          seconds=left % 60)

    def _match_finished(self, match) -> None:
        record_match(self.window, match)

    def _record_received(self, record) -> None:
        """The match is over and the server sent its record: kept with the others."""
        from .results import online_record

        session = self.window.session
        if session is None or self.connection.seat is None:
            return
        session.keep_checked_record(online_record(record, self.seat.seat_name,
                                                  self.connection.finished_at),
                                    self.connection.seat)

    def next_round(self) -> None:
        """Game ▸ Next round at a table with friends: ready for the next round."""
        self.seat.ready()
        if self.sheet is not None and self.sheet.ready_button is not None:
            self.sheet.ready()

    def play_again(self) -> None:
        """Table ▸ Play again after the match (as the score sheet's button)."""
        if self.sheet is not None and self.sheet.again_button is not None:
            self.sheet.again()
        else:
            self.seat.again(True)

    # -- the end of a round -------------------------------------------------------------------
    def _round_finished(self, _record) -> None:
        if not self._sheet_pending:
            self._sheet_pending = True
            self.presenter.when_idle(self.show_sheet)  # once the table has shown the end

    def show_sheet(self) -> None:
        self._sheet_pending = False
        if not self.mounted or not self.seat.finished_rounds() or not (
                self.seat.between_rounds() or self.seat.match_over()):
            return
        self._close_sheet()
        sheet = OnlineRoundSheet(self.seat, self.window)
        sheet.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        sheet.leave_requested.connect(self.leave)
        sheet.finished.connect(lambda _=0, s=sheet: self._sheet_closed(s))
        self.sheet = sheet
        sheet.open()

    def _sheet_closed(self, sheet) -> None:
        if self.sheet is sheet:
            self.sheet = None

    def _close_sheet(self) -> None:
        sheet, self.sheet = self.sheet, None
        if sheet is not None:
            sheet.finished.disconnect()
            sheet.close()

    # -- the turn clock -----------------------------------------------------------------------
    def _clocked(self, msg) -> None:
        """The clock ran out and a computer moved for a seat: said to everyone at the table
        (and to its friend, how to take the seat back once the computer keeps it)."""
        mine = msg.seat == self.connection.seat and not self.connection.watching
        if mine and msg.kept:
            text = _tr("Your time ran out three times in a row: a computer keeps your seat. "
                       "Table ▸ Play my seat again takes it back.")
        elif mine:
            text = _tr("Your time ran out: a computer made your move.")
        elif msg.kept:
            text = _tr("{name}'s time ran out three times in a row: a computer plays for "
                       "them until they are back.").format(name=msg.name)
        else:
            text = _tr("{name}'s time ran out: a computer made their move.").format(
                name=msg.name)
        self.window.show_status(text)
        say_aloud(self.pane.announcer.label, text)

    def i_am_back(self) -> None:
        """Table ▸ Play my seat again: the computer keeping this seat gives it back."""
        self.connection.here()

    def _kept_for_me(self) -> bool:
        seats, me = self.seat.seats, self.connection.seat
        return (not self.connection.watching and me is not None and me < len(seats)
                and seats[me].stand_in and self.seat.match_in_progress())

    def set_clock(self, seconds: int) -> None:
        """The host's turn clock for the next match."""
        self.connection.set_clock(seconds)

    # -- refusals, the table's end ------------------------------------------------------------
    def _illegal(self, sentence: str, rules: str) -> None:
        self._refusal = (sentence, rules)
        self.window.show_refusal(sentence, rules)

    def _move_refused(self, card: int) -> None:
        """The server refused a move already let go on the table: say why, card home."""
        self.view.report(*self._refusal)
        self.view.gesture.fly_home(card)

    def _table_closed(self, text: str) -> None:
        if not self.mounted:
            return  # still in the lobby: the dialog says so
        self._close_sheet()
        box = QMessageBox(QMessageBox.Icon.Information, _tr("The table is closed"), text,
                          QMessageBox.StandardButton.NoButton, self.window)
        box.setObjectName("tableClosedBox")
        box.setInformativeText(_tr("The cards stay on the table until you leave it."))
        box.addButton(_tr("&Leave the table"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(_tr("Look at the &table"), QMessageBox.ButtonRole.RejectRole)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.accepted.connect(self.leave)
        box.finished.connect(lambda _=0: setattr(self, "closed_box", None))
        self.closed_box = box
        box.open()

    # -- leaving ------------------------------------------------------------------------------
    def ask_leave(self) -> None:
        if not self.seat.match_in_progress():
            self.leave()
            return
        hosting = self.connection.hosts
        ask(self.window, "leaveBox", _tr("Leave the table?"),
            _tr("You host this table: leaving closes it for your friends.") if hosting else
            _tr("The match goes on without you: a computer plays your seat."),
            _tr("&Leave the table"), _tr("&Stay"), lambda go: go and self.leave())

    def leave(self) -> None:
        """Leave the table for good and give the window back to the offline match (the
        host's leaving closes the table: every friend is told)."""
        c = self.connection
        if not c.hosts:
            c.leave()
        self.unmount()
        # It says goodbye on its own thread, then goes (never waited for on this one).
        c.setParent(self.window)
        c.stopped.connect(c.deleteLater)
        c.close()
        self.deleteLater()

    discard = leave  # the Play with friends dialog closed before the match started

    def close_window(self, event: QCloseEvent) -> bool:
        """The window is closing: while hosting a match in progress, ask first (the friends
        are told the table is closed). Returns whether the window may close now."""
        hosting = self.connection.hosts
        if hosting and self.seat.match_in_progress() and self.friends() and \
                not self._may_close:
            event.ignore()
            self._ask_close()
            return False
        self._close_sheet()
        # Hosting: goodbye to every seat. Joined: only away for now, the seat is kept (the
        # token is on disk) and the next start comes back to it.
        self.connection.close(wait=CLOSE_WAIT_S, farewell=hosting)
        return True

    def _ask_close(self) -> None:
        if self.closing_box is not None:
            self.closing_box.raise_()
            return
        self.closing_box = ask(
            self.window, "closingBox", _tr("Close the table for your friends?"),
            _tr("You host this table. Closing Diloti ends the match for everyone at it."),
            _tr("&Close the table and quit"), _tr("&Keep playing"), self._close_answered,
            detail=_tr("Your friends' tables will say that you closed it."), warning=True)

    def _close_answered(self, go: bool) -> None:
        self.closing_box = None
        if go:
            self._close_anyway()

    def _close_anyway(self) -> None:
        self._may_close = True
        self.window.close()

    def friends(self) -> list[int]:
        """The other seats where a friend sits (here or away)."""
        return [i for i, s in enumerate(self.seat.seats)
                if i != self.seat.human and s.friend]

    # -- seats: a computer for an absent friend -----------------------------------------------
    def absent_friends(self) -> list[int]:
        """The friends' seats a host may give to a computer now: away, or here and idle
        (the friend takes it back from their Table menu)."""
        if not self.connection.is_host or not self.seat.match_in_progress():
            return []
        return [i for i in range(len(self.seat.seats)) if i != self.seat.human
                and self.seat.presence(i) in (Presence.AWAY, Presence.STAND_IN,
                                              Presence.HERE)]

    def seat_menu(self, seat: int) -> QMenu | None:
        """What this app may do for `seat` (None: nothing): mute the friend sitting there;
        the host also lets a computer play for an absent friend, or hands the seat back."""
        info = self.seat.seats[seat] if seat < len(self.seat.seats) else None
        if (seat == self.seat.human and not self.seat.watching) or info is None or \
                not info.friend or not info.name:
            return None
        menu = QMenu(self.view)
        menu.setObjectName("seatMenu")
        name = self.seat.seat_name(seat)
        if self.connection.is_host and self.seat.match_in_progress():
            if seat in self.absent_friends():
                sub = menu.addMenu(_tr("Let a &computer play for {name}").format(name=name))
                for level in seat_levels():
                    action = sub.addAction(level_name(level))
                    action.setData(level)
                    action.triggered.connect(
                        lambda _=False, s=seat, lv=level: self.computer_for(s, lv))
            else:
                menu.addAction(_tr("{name} is at the table").format(name=name)).setEnabled(
                    False)
            if self.seat.presence(seat) is Presence.STAND_IN:
                back = menu.addAction(_tr("&Give the seat back to {name}").format(name=name))
                back.setObjectName("handBack")
                back.triggered.connect(lambda _=False, s=seat: self.hand_back(s))
        if self.talk.enabled:
            muted = self.talk.is_muted(info.name)
            mute = menu.addAction(_tr("&Hear {name} again").format(name=name) if muted
                                  else _tr("&Mute {name}").format(name=name))
            mute.setObjectName("muteAction")
            mute.triggered.connect(lambda _=False, n=info.name, m=muted:
                                   self.talk.mute(n, not m))
        return menu if menu.actions() else None

    def computer_for(self, seat: int, level: str) -> None:
        self.connection.set_seat(seat, level)

    def hand_back(self, seat: int) -> None:
        """The computer stops playing for the absent friend: the table waits for them."""
        self.connection.set_seat(seat, "friend")

    def _fill_table_menu(self) -> None:
        menu = self.table_menu
        menu.clear()
        seat = self.seat
        if seat.match_over() and not seat.watching and seat.farewell is None:
            # the score sheet may have been closed: both stay within reach
            again = menu.addAction(_tr("&Play again"))
            again.setObjectName("playAgainAction")
            again.setEnabled(seat.human in seat.not_agreed())
            again.triggered.connect(self.play_again)
            sheet = menu.addAction(_tr("Score &sheet"))
            sheet.setObjectName("scoreSheetAction")
            sheet.triggered.connect(self.show_sheet)
        if self._kept_for_me():
            here = menu.addAction(_tr("Play my &seat again"))
            here.setObjectName("hereAction")
            here.triggered.connect(self.i_am_back)
        menu.addAction(self.leave_action)
        lobby = self.connection.table.lobby
        if self.connection.is_host and lobby is not None and not seat.match_in_progress():
            clock = menu.addMenu(_tr("Turn &clock"))
            clock.setObjectName("turnClockMenu")
            for seconds in CHOICES:
                choice = clock.addAction(clock_choice_text(seconds))
                choice.setCheckable(True)
                choice.setChecked(lobby.clock == seconds)
                choice.triggered.connect(lambda _=False, s=seconds: self.set_clock(s))
        if self.connection.is_host and lobby is not None:
            watch = menu.addAction(_tr("Let anyone with the room code &watch"))
            watch.setObjectName("allowWatchersAction")
            watch.setCheckable(True)
            watch.setChecked(lobby.watch)
            watch.toggled.connect(self.connection.allow_watchers)
        if lobby is not None and lobby.watchers:
            menu.addAction(_tr("Watching: {names}").format(
                names=", ".join(lobby.watchers))).setEnabled(False)
        for seat in self.absent_friends():
            name = self.seat.seat_name(seat)
            sub = menu.addMenu(_tr("Let a computer play for {name}").format(name=name))
            for level in seat_levels():
                sub.addAction(level_name(level)).triggered.connect(
                    lambda _=False, s=seat, lv=level: self.computer_for(s, lv))
            if self.seat.presence(seat) is Presence.STAND_IN:
                menu.addAction(_tr("Give the seat back to {name}").format(
                    name=name)).triggered.connect(lambda _=False, s=seat: self.hand_back(s))

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.ContextMenu:
            at = event.pos()
            seat = self.view.table.seat_at(self.view.mapToScene(at))
            menu = self.seat_menu(seat) if seat is not None else None
            if menu is not None:
                menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
                menu.popup(self.view.viewport().mapToGlobal(QPoint(at)))
                self.seat_popup = menu
                return True
        return False


def _room_text(room: str | None) -> str:
    from diloti_qt.net.codes import show_room

    return show_room(room) if room else ""


def record_match(window, match) -> None:
    """An online match into the window's statistics (its session's history)."""
    import sqlite3

    session = window.session
    if session is None:
        return
    try:
        session.history.add(match)
    except sqlite3.Error as e:
        window.show_status(_tr("The online match could not be saved: {error}").format(
            error=str(e)))
