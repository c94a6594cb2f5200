"""The lobby: the room code (and, for the host, the addresses friends can use), who sits
where, who is ready and connected, the series so far and who watches; the host puts
computers on seats, swaps seats, lets people watch, starts. A friend who takes a seat left
between two matches says here they are ready to play the next one; a watcher waits here
for the match."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from diloti_qt.engine import Rules
from diloti_qt.net.codes import show_room
from diloti_qt.net.invite import make_invite
from diloti_qt.net.messages import Sit
from diloti_qt.net.mirror import Lobby, SeatInfo
from diloti_qt.net.protocol import Phase
from diloti_qt.ui.table_look import heading

from diloti_qt.ui.announcer import say_aloud

from .clock import CHOICES, clock_choice_text
from .connection import OnlineConnection
from .connection import ReachState
from .words import error_text, reach_text

FRIEND = "friend"


def _tr(text: str) -> str:
    return QCoreApplication.translate("Lobby", text)


def level_name(level: str) -> str:
    from diloti_qt.ui.dialogs.new_game import level_name as name

    return name(level)


def seat_levels() -> tuple[str, ...]:
    from diloti_qt.ui.match_setup import player_levels

    return player_levels()


def connection_mark(info: SeatInfo, known: bool = True) -> str:
    """The mark beside a seat's name: here, away, played by a computer for now; not known
    while this app cannot reach the server (`known` False)."""
    if info.computer:
        return _tr("computer")
    if not known and info.name is not None:
        return _tr("not known")
    if info.stand_in:
        return _tr("away — a computer plays")
    if info.name is None:
        return ""
    return _tr("here") if info.connected else _tr("away")


def seat_title(seat: int, rules: Rules) -> str:
    if rules.players == 4:
        team = _tr("team A") if rules.side_of(seat) == 0 else _tr("team B")
        return _tr("Seat {n} ({team})").format(n=seat + 1, team=team)
    return _tr("Seat {n}").format(n=seat + 1)


def _invite(server: str, room: str) -> str:
    try:
        return make_invite(server, room)
    except ValueError:
        return ""


class LobbyWidget(QWidget):
    left = Signal()

    def __init__(self, connection: OnlineConnection, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.connection = connection
        self.setObjectName("lobby")
        self.addresses: list[str] = []
        self.port = 0  # this app's own service, when it hosts the table
        self.invitation = ""  # the line to give friends
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.code_label = heading("", self)  # the room code: the lobby's heading
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address_label = QLabel(self)
        self.address_label.setObjectName("address")
        self.address_label.setWordWrap(True)
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.code_label)
        self.invite_label, self.copy_button = self._invitation_row(
            layout, "invitation", _tr("&Copy"), _tr("Copy the invitation"),
            self.copy_invitation)
        # a table at home that the router opened: the invitation for this network too
        self.local_invitation = ""
        self.local_label, self.local_copy = self._invitation_row(
            layout, "localInvitation", _tr("Cop&y"), _tr("Copy the invitation for this network"),
            self.copy_local_invitation)
        self.reach_label = QLabel(self)  # whether friends on the internet can join, and why
        self.reach_label.setObjectName("reach")
        self.reach_label.setWordWrap(True)
        layout.addWidget(self.reach_label)
        layout.addWidget(self.address_label)
        self.grid = QGridLayout()
        layout.addLayout(self.grid)
        self.series_label = QLabel(self)
        self.series_label.setObjectName("lobbySeries")
        layout.addWidget(self.series_label)
        self.watch_box = QCheckBox(_tr("Let anyone with the room code &watch"), self)
        self.watch_box.setObjectName("allowWatchers")
        self.watch_box.setToolTip(_tr("Watchers see the table, the piles, the history and "
                                      "the scores, never a card in anyone's hand."))
        self.watch_box.clicked.connect(connection.allow_watchers)
        layout.addWidget(self.watch_box)
        self.watchers_label = QLabel(self)
        self.watchers_label.setObjectName("watchersLabel")
        self.watchers_label.setWordWrap(True)
        layout.addWidget(self.watchers_label)
        clock_row = QHBoxLayout()  # the turn clock: the host chooses, the others read it
        self.clock_label = QLabel(self)
        self.clock_label.setObjectName("lobbyClockLabel")
        self.clock_box = QComboBox(self)
        self.clock_box.setObjectName("lobbyClock")
        self.clock_box.activated.connect(
            lambda i: connection.set_clock(self.clock_box.itemData(i)))
        self.clock_label.setBuddy(self.clock_box)
        clock_row.addWidget(self.clock_label)
        clock_row.addWidget(self.clock_box, 1)
        layout.addLayout(clock_row)
        self.rows: list[dict] = []
        self.status = QLabel(self)
        self._unsaid = False  # the status changed while the lobby was hidden
        self.status.setObjectName("lobbyStatus")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        buttons = QHBoxLayout()
        self.ready_button = QPushButton(_tr("I am &ready"), self)
        self.ready_button.setObjectName("readyButton")
        self.ready_button.setCheckable(True)
        self.ready_button.toggled.connect(connection.ready)
        self.start_button = QPushButton(_tr("&Start the match"), self)
        self.start_button.setObjectName("startButton")
        self.start_button.clicked.connect(connection.start)
        self.leave_button = QPushButton(_tr("&Leave the table"), self)
        self.leave_button.setObjectName("leaveButton")
        self.leave_button.clicked.connect(self.left)
        for b in (self.ready_button, self.start_button, self.leave_button):
            buttons.addWidget(b)
        layout.addLayout(buttons)
        connection.lobby_changed.connect(self.show_lobby)
        connection.seats_changed.connect(self.show_lobby)
        connection.refused.connect(self._refused)
        connection.hosting.connect(self._hosting)
        connection.reach_changed.connect(self._reach_changed)
        connection.connection_changed.connect(self._connection_changed)
        self.server_known = True  # False while this app cannot reach the server
        self.show_lobby()  # the lobby may have come before this widget

    def _hosting(self, port: int) -> None:
        from diloti_qt.net.discovery import lan_addresses

        self.addresses = [f"{a}:{port}" for a in lan_addresses()] or [f"127.0.0.1:{port}"]
        self.port = port
        self.show_lobby()  # the lobby may be shown already: say where to join

    def _invitation_row(self, layout: QVBoxLayout, name: str, copy: str, copy_name: str,
                        copied) -> tuple[QLabel, QPushButton]:
        """An invitation's line (selectable) and its Copy button."""
        row = QHBoxLayout()
        label = QLabel(self)
        label.setObjectName(name)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        button = QPushButton(copy, self)
        button.setObjectName("copy" + name[0].upper() + name[1:])
        button.setAccessibleName(copy_name)
        button.clicked.connect(copied)
        row.addWidget(label, 1)
        row.addWidget(button)
        layout.addLayout(row)
        return label, button

    def _reach_changed(self, _reach) -> None:
        self.show_lobby()
        if self.reach_label.text() and self.isVisible():
            say_aloud(self.reach_label, self.reach_label.text())

    def _connection_changed(self, up: bool) -> None:
        self.server_known = up
        self.show_lobby()
        if not up:
            self._say(_tr("The server cannot be reached: reconnecting…"))

    def _refused(self, code: str, reason: str) -> None:
        self._say(error_text(code, reason or None))

    def _say(self, text: str) -> None:
        """The status line: what the table waits for, or what went wrong; said when it
        changes (who came, who is ready), as the host waits with the keyboard elsewhere;
        said once the lobby shows when it changed before (the first lobby may come with
        the welcome, before the page is shown: a screen reader hears nothing hidden)."""
        if text != self.status.text():
            self.status.setText(text)
            if self.isVisible():
                say_aloud(self.status, text)
            else:
                self._unsaid = True

    def showEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        if self._unsaid and self.status.text():
            say_aloud(self.status, self.status.text())
        self._unsaid = False

    @property
    def lobby(self) -> Lobby | None:
        return self.connection.table.lobby

    def show_lobby(self) -> None:
        """The lobby as the table now is (the seats as the server last said)."""
        lobby = self.lobby
        if lobby is None:
            return
        c = self.connection
        self.code_label.setText(_tr("Room code: {code}").format(code=show_room(lobby.room)))
        if c.is_host and self.addresses:
            self.address_label.setText(
                _tr("Friends join with this code at {addresses}").format(
                    addresses=", ".join(self.addresses)))
        else:
            self.address_label.setText("")
        self._show_invitation(lobby.room)
        seats = c.table.seats
        rules = lobby.rules
        in_lobby = lobby.phase is Phase.LOBBY
        between = lobby.phase is Phase.OVER  # a seat left between two matches: taken again
        self._show_series(lobby)
        while len(self.rows) < len(seats):
            self._add_row(len(self.rows))
        for i, info in enumerate(seats):
            self._fill_row(i, info, rules, c.is_host and in_lobby, i == c.seat)
        friends_ready = all(s.computer or s.ready or i == lobby.host
                            for i, s in enumerate(seats))
        everyone_here = all(s.computer or (s.name and s.connected) for s in seats)
        self.start_button.setVisible(c.is_host and not c.watching)
        self.start_button.setEnabled(in_lobby and friends_ready and everyone_here)
        self.ready_button.setVisible(not c.is_host and not c.watching)
        self.ready_button.setEnabled(in_lobby or between)
        self.ready_button.setText(_tr("I am ready to &play the next match") if between
                                  else _tr("I am &ready"))
        if c.watching:
            self._say(_tr("You are watching this table: the match shows here when it "
                          "starts."))
        elif between:
            self._say(_tr("This table is between two matches: say you are ready to play the "
                          "next one."))
        elif in_lobby:
            waiting = [seat_title(i, rules) for i, s in enumerate(seats)
                       if s.friend and not s.name]
            unready = [s.name for i, s in enumerate(seats)
                       if s.friend and s.name and not s.ready and i != lobby.host]
            if waiting:
                text = _tr("Waiting for friends: {seats}").format(seats=", ".join(waiting))
            elif unready and c.is_host:
                text = _tr("Waiting for {names} to say they are ready.").format(
                    names=", ".join(unready))
            elif c.is_host:
                text = _tr("Everyone is here and ready: start the match.")
            else:
                text = _tr("When everyone is ready, {host} starts the match.").format(
                    host=seats[lobby.host].name or "")
            self._say(text)

    def _show_series(self, lobby: Lobby) -> None:
        """The matches each side has won at this table, the host's consent to watchers and
        who watches."""
        wins, seats = lobby.series, self.connection.table.seats
        if any(wins):
            if len(seats) == 2:
                table = self.connection.table  # a friend who left still named (F14)
                a, b = (table.friend_name(i) or seat_title(i, lobby.rules)
                        for i in range(len(seats)))
            else:
                a, b = _tr("team A"), _tr("team B")
            self.series_label.setText(_tr("Series: {a} {x} – {y} {b}").format(
                a=a, b=b, x=wins[0], y=wins[1]))
        else:
            self.series_label.setText("")
        self.series_label.setVisible(any(wins))
        c = self.connection
        self.watch_box.setVisible(c.is_host and not c.watching)
        self.watch_box.setChecked(lobby.watch)
        names = lobby.watchers
        self.watchers_label.setText(_tr("Watching: {names}").format(names=", ".join(names))
                                    if names else "")
        self.watchers_label.setVisible(bool(names))
        self._show_clock(lobby)

    def _show_clock(self, lobby: Lobby) -> None:
        """The table's turn clock: the host's choice (in the lobby and between matches),
        said to the others."""
        c = self.connection
        choosing = c.is_host and not c.watching and lobby.phase is not Phase.PLAYING
        self.clock_box.setVisible(choosing)
        if choosing:
            self.clock_label.setText(_tr("Turn c&lock:"))
            choices = sorted({*CHOICES, lobby.clock})  # the server's own may be another
            if [self.clock_box.itemData(i) for i in range(self.clock_box.count())] != choices:
                self.clock_box.clear()
                for seconds in choices:
                    self.clock_box.addItem(clock_choice_text(seconds), seconds)
            self.clock_box.setCurrentIndex(self.clock_box.findData(lobby.clock))
        else:
            self.clock_label.setText(_tr("Turn clock: {choice}").format(
                choice=clock_choice_text(lobby.clock)))

    def invitation_for(self, room: str) -> str:
        """The invitation to this table: for friends anywhere when this app hosts it and
        the router opened its port, else this computer's first network address when the
        table is on this app's service, else the server this app reached it at."""
        granted = self._granted()
        if granted is not None:
            try:
                return make_invite(granted.url(), room)
            except ValueError:
                pass
        return self._local_invitation(room)

    def _granted(self):
        """The router's grant for the table this app hosts (net.portmap.Granted), if any."""
        reach = self.connection.reach
        if self.connection.hosts and reach.state is ReachState.GRANTED:
            return reach.result
        return None

    def _local_invitation(self, room: str) -> str:
        c = self.connection
        servers = ([f"ws://{a}" for a in self.addresses] if c.hosts else [c.url or ""])
        for server in servers:
            try:
                return make_invite(server, room)
            except ValueError:
                continue
        return ""

    def _show_invitation(self, room: str) -> None:
        self.invitation = self.invitation_for(room)
        granted = self._granted()
        anywhere = granted is not None and bool(self.invitation)
        self.invite_label.setText(
            (_tr("For friends anywhere: {invitation}") if anywhere
             else _tr("Invitation for friends: {invitation}")).format(
                invitation=self.invitation)
            if self.invitation else "")
        self.invite_label.setAccessibleDescription(self.invitation)
        self.copy_button.setVisible(bool(self.invitation))
        self.local_invitation = self._local_invitation(room) if anywhere else ""
        if self.local_invitation == self.invitation:
            self.local_invitation = ""
        self.local_label.setText(
            _tr("On this network: {invitation}").format(invitation=self.local_invitation)
            if self.local_invitation else "")
        self.local_label.setAccessibleDescription(self.local_invitation)
        self.local_label.setVisible(bool(self.local_invitation))
        self.local_copy.setVisible(bool(self.local_invitation))
        self.address_label.setVisible(not self.local_invitation)  # (that line says it)
        c = self.connection
        text = reach_text(c.reach) if c.hosts and c.is_host else ""
        answered = c.reach.result if c.hosts and c.reach.state in (
            ReachState.GRANTED, ReachState.NOT_REACHABLE) else None
        urls6 = answered.urls6() if answered is not None else ()
        over_ipv6 = [i for url in urls6 if (i := _invite(url, room))]
        if over_ipv6 and anywhere:
            text += " " + _tr("Over IPv6: {invitations}").format(invitations=", ".join(over_ipv6))
        elif over_ipv6:  # IPv4 shared or closed: the IPv6 pinhole still lets friends in
            text += " " + _tr("Friends whose internet has IPv6 can join all the same: "
                              "{invitations}").format(invitations=", ".join(over_ipv6))
        self.reach_label.setText(text)
        self.reach_label.setVisible(bool(text))

    def copy_invitation(self) -> None:
        if self.invitation:
            QGuiApplication.clipboard().setText(self.invitation)
            self._say(_tr("The invitation is copied: paste it to your friends."))

    def copy_local_invitation(self) -> None:
        if self.local_invitation:
            QGuiApplication.clipboard().setText(self.local_invitation)
            self._say(_tr("The invitation for this network is copied."))

    def _add_row(self, i: int) -> None:
        title = QLabel(self)
        name = QLabel(self)
        name.setObjectName(f"seatName{i}")
        mark = QLabel(self)
        mark.setObjectName(f"seatMark{i}")
        who = QComboBox(self)
        who.setObjectName(f"seatWho{i}")
        who.addItem(_tr("A friend"), FRIEND)
        for level in seat_levels():
            who.addItem(_tr("Computer: {level}").format(level=level_name(level)), level)
        who.activated.connect(lambda _=0, i=i, w=who: self.connection.set_seat(i, w.currentData()))
        swap = QPushButton(_tr("Swap with next"), self)
        swap.setObjectName(f"seatSwap{i}")
        swap.clicked.connect(lambda _=False, i=i: self._swap(i))
        sit = QPushButton(_tr("Sit here"), self)
        sit.setObjectName(f"seatSit{i}")
        sit.clicked.connect(lambda _=False, i=i: self.connection.send(Sit(i)))
        for col, w in enumerate((title, name, mark, who, swap, sit)):
            self.grid.addWidget(w, i, col)
        self.rows.append({"title": title, "name": name, "mark": mark, "who": who,
                          "swap": swap, "sit": sit})

    def _swap(self, i: int) -> None:
        n = len(self.connection.table.seats)
        if n:
            self.connection.swap(i, (i + 1) % n)

    def _fill_row(self, i: int, info: SeatInfo, rules: Rules, host_controls: bool,
                  mine: bool) -> None:
        row = self.rows[i]
        title = seat_title(i, rules)
        row["title"].setText(title)
        said = ""  # what a screen reader reads instead of the mark ✓
        if info.computer:
            text = _tr("Computer: {level}").format(level=level_name(info.level or ""))
        elif info.name:
            text = info.name + (_tr(" (you)") if mine else "")
            if info.ready:
                said = _tr("{name}: ready").format(name=text)
                text += " ✓"
        else:
            text = _tr("(empty)")
        row["name"].setText(text)
        row["name"].setAccessibleName(said)
        # the seat each control of the row is for: the buttons read alike on every row
        row["who"].setAccessibleName(title)
        for button in ("swap", "sit"):
            row[button].setAccessibleDescription(title)
        row["mark"].setText(connection_mark(info, self.server_known))
        who = row["who"]
        who.setCurrentIndex(max(0, who.findData(info.level if info.computer else FRIEND)))
        present_friend = info.friend and info.name and info.connected
        who.setVisible(host_controls and i != self.lobby.host)
        who.setEnabled(host_controls and not present_friend)
        row["swap"].setVisible(host_controls)
        free = info.friend and not info.name
        row["sit"].setVisible(free and not self.connection.is_host
                              and self.lobby.phase is Phase.LOBBY)
