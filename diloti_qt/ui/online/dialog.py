"""Game ▸ Play with friends…: host a table (on this computer, the service running in the
background of this app, or on a game server) or join one found on the local network, typed
in or pasted as an invitation, then the lobby; once the match
starts the window's own table shows it (match.OnlineTable) and this dialog closes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from diloti_qt.engine.rules import PROFILES
from diloti_qt.net.codes import normalize_room, show_room
from diloti_qt.net.host import RouterAsk, router_allowed
from diloti_qt.net.invite import InviteError, looks_like_invite, parse_invite
from diloti_qt.net.protocol import MAX_NAME
from diloti_qt.ui.announcer import SpokenLabel
from diloti_qt.ui.buddy_names import name_labels
from diloti_qt.ui.fitted_pages import FittedPages
from diloti_qt.ui.table_look import dress, fit_content, heading, show_page

from .address import server_url
from .clock import CHOICES, clock_choice_text
from .connection import OnlineConnection
from .lobby import FRIEND, LobbyWidget, level_name, seat_levels
from .saved import SavedSeat, SavedSeats
from .words import error_text, farewell_text, invite_problem_text

MAX_TARGET = 9999
FRIENDS_DIALOG = "friends"  # its name among the window's open dialogs (ui/open_dialogs.py)
SERVER_CLOCK = -1  # the turn clock the server sets (create leaves `clock` out)
ON_THIS_COMPUTER, ON_A_SERVER = "here", "server"


def _tr(text: str) -> str:
    return QCoreApplication.translate("PlayWithFriends", text)


def default_name(remembered: str = "") -> str:
    """The name asked once and remembered; the first time the person's name as the system
    knows it (its "real name"), else "Player": never the computer's login name ("jdoe42",
    "root"), which is not how friends know anyone."""
    if remembered:
        return remembered[:MAX_NAME]
    return (real_name() or _tr("Player"))[:MAX_NAME]


def real_name() -> str:
    """The account's full name (the first field of its GECOS entry) when it is one and not
    the login name again; "" otherwise (none set, or no such entry on this system)."""
    import getpass

    try:
        import pwd

        login = getpass.getuser()
        full = pwd.getpwnam(login).pw_gecos.split(",")[0]
    except Exception:  # noqa: BLE001 - no pwd (Windows), no entry, no user name
        return ""
    full = " ".join(full.split())
    return "" if not full or full.casefold() == login.casefold() else full


def name_box(remembered: str, parent: QWidget) -> QLineEdit:
    """Where the player types the name the friends see."""
    edit = QLineEdit(default_name(remembered), parent)
    edit.setMaxLength(MAX_NAME)
    edit.setPlaceholderText(_tr("The name your friends know you by"))
    return edit


def listing_text(listing) -> str:
    """A table found on the local network: the game it plays and its free seats."""
    from diloti_qt.ui.dialogs.new_game import profile_texts

    rules = profile_texts().get(listing.profile, (listing.profile, ""))[0]
    game = _tr("{rules}, target {target}").format(rules=rules, target=listing.target)
    free = _tr("free seats: {n}").format(n=listing.free)
    return f"{game}  ·  {free}"


class PlayWithFriendsDialog(QDialog):
    """Opens one OnlineConnection and shows its lobby. The window's OnlineTable (made by
    `seat_for(connection)` as soon as the connection exists, so it hears the match from its
    first message) owns the connection; when the match starts the table takes the window
    and this dialog closes. Closing the dialog before that leaves the table."""

    found_changed = Signal(object)  # [discovery.Found] (from zeroconf's thread)

    def __init__(self, parent: QWidget | None = None,
                 browser_factory: Callable | None = None, advertise: bool = True,
                 service_config=None, seat_for: Callable | None = None,
                 saved: SavedSeats | None = None, prefs=None,
                 remember: Callable | None = None, router: RouterAsk | None = None) -> None:
        super().__init__(parent)
        dress(self)  # the table's look: its felt's palette and headings
        self.prefs = prefs  # storage.settings.Settings: the name and servers used before
        self.remember = remember  # remember(**settings changes), or None
        self.seat_for = seat_for  # connection -> the OnlineTable that will show the match
        self.saved = saved
        self.online = None  # that OnlineTable, until the match starts
        self.resuming = False  # coming back to a saved seat (resume)
        self.setObjectName("playWithFriends")
        self.setWindowTitle(_tr("Play with friends"))
        self.browser_factory = browser_factory or _zeroconf_browser
        self.advertise = advertise
        self.service_config = service_config
        # where this app's service asks the router for its port (tests: a stand-in on
        # loopback); None: the real router, unless $DILOTI_ROUTER is "off"
        self.router = router
        self.browser = None
        self.connection: OnlineConnection | None = None
        self.pages = FittedPages(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self._host_page(), _tr("&Host a table"))
        self.tabs.addTab(self._join_page(), _tr("&Join a table"))
        self.tabs.currentChanged.connect(self._tab_changed)
        start = QWidget(self)  # the first page: its heading over the tabs (the lobby has its own)
        column = QVBoxLayout(start)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(heading(_tr("Play with friends"), self))
        column.addWidget(self.tabs)
        self.pages.addWidget(start)
        self.message = SpokenLabel(self)
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.found_changed.connect(self._show_found)
        self.lobby: LobbyWidget | None = None
        name_labels(self)
        show_page(self, self.pages, start)
        self._offer_left_seat()

    def _offer_left_seat(self) -> None:
        """A seat this app left during a match: the Join page is filled for it (joining
        that table again takes the same seat back)."""
        seat = self.saved.latest(left=True) if self.saved is not None else None
        if seat is None or seat.hosted:
            return
        self.tabs.setCurrentIndex(1)
        self.join_name.setText(seat.name)
        for edit, value in ((self.address, seat.url), (self.code, show_room(seat.room))):
            edit.blockSignals(True)
            edit.setText(value)
            edit.blockSignals(False)
        self.message.setText(_tr("You left a match at table {code}: Join takes your seat "
                                 "back.").format(code=show_room(seat.room)))

    # -- host ------------------------------------------------------------------------------
    def _host_page(self) -> QWidget:
        from diloti_qt.ui.dialogs.new_game import profile_texts

        page = QWidget(self)
        form = QFormLayout(page)
        self.host_name = name_box(self._pref("player_name", ""), page)
        self.host_name.setObjectName("hostName")
        form.addRow(_tr("Your &name:"), self.host_name)
        self.where = QComboBox(page)
        self.where.setObjectName("hostWhere")
        self.where.addItem(_tr("On this computer"), ON_THIS_COMPUTER)
        self.where.addItem(_tr("On a server"), ON_A_SERVER)
        form.addRow(_tr("&Where:"), self.where)
        self.server = QComboBox(page)
        self.server.setObjectName("hostServer")
        self.server.setEditable(True)
        self.server.addItems(list(self._pref("friend_servers", ())))
        self.server.lineEdit().setPlaceholderText(_tr("wss://server.example.org"))
        self.server.setAccessibleName(_tr("The game server's address"))
        self.server_label = QLabel(_tr("Ser&ver:"), page)
        self.server_label.setBuddy(self.server)
        form.addRow(self.server_label, self.server)
        if self.server.count():  # a server was used last time: offer it again
            self.where.setCurrentIndex(1)
        self.where.currentIndexChanged.connect(self._where_changed)
        self.profile = QComboBox(page)
        self.profile.setObjectName("profile")
        for pid, (name, _text) in profile_texts().items():
            self.profile.addItem(name, pid)
        self.profile.currentIndexChanged.connect(self._profile_changed)
        form.addRow(_tr("&Rules:"), self.profile)
        self.target = QSpinBox(page)
        self.target.setObjectName("target")
        self.target.setRange(1, MAX_TARGET)
        self.target.setValue(61)
        form.addRow(_tr("Play &to:"), self.target)
        self.seat_boxes: list[QComboBox] = []
        self.seat_rows: list[QLabel] = []
        for i in range(1, 4):
            box = QComboBox(page)
            box.setObjectName(f"hostSeat{i}")
            box.addItem(_tr("A friend"), FRIEND)
            for level in seat_levels():
                box.addItem(_tr("Computer: {level}").format(level=level_name(level)), level)
            label = QLabel(_tr("Seat {n}:").format(n=i + 1), page)
            form.addRow(label, box)
            self.seat_boxes.append(box)
            self.seat_rows.append(label)
        self.stand_in = QComboBox(page)
        self.stand_in.setObjectName("standIn")
        for level in seat_levels():
            self.stand_in.addItem(level_name(level), level)
        self.stand_in.setCurrentIndex(max(0, self.stand_in.findData("medium")))
        form.addRow(_tr("If a friend drops out, a &computer plays for them:"), self.stand_in)
        self.clock = QComboBox(page)
        self.clock.setObjectName("turnClock")
        for seconds in CHOICES:
            self.clock.addItem(clock_choice_text(seconds), seconds)
        self._clock_chosen = False  # the player picked one: changing Where keeps it
        self.clock.activated.connect(lambda _i: setattr(self, "_clock_chosen", True))
        self.clock.setToolTip(_tr("When a friend's time runs out, a computer makes that move "
                                  "for them."))
        form.addRow(_tr("Turn c&lock:"), self.clock)
        self.share = QCheckBox(_tr("&Show this table to computers on my network"), page)
        self.share.setObjectName("share")
        self.share.setChecked(True)
        form.addRow(self.share)
        self.open_button = QPushButton(_tr("&Open the table"), page)
        self.open_button.setObjectName("openButton")
        self.open_button.clicked.connect(self.open_table)
        form.addRow(self.open_button)
        self._profile_changed()
        self._where_changed()
        return page

    def _pref(self, key: str, default):
        return getattr(self.prefs, key, default) if self.prefs is not None else default

    def _where_changed(self, _index: int = 0) -> None:
        on_server = self.where.currentData() == ON_A_SERVER
        self.server.setVisible(on_server)
        self.server_label.setVisible(on_server)
        self.share.setVisible(not on_server)
        # "as the server sets it" only on a server: on this computer it meant no clock
        # without saying so
        offered = self.clock.findData(SERVER_CLOCK)
        if on_server and offered < 0:
            self.clock.addItem(_tr("As the server sets it"), SERVER_CLOCK)
            if not self._clock_chosen:
                self.clock.setCurrentIndex(self.clock.count() - 1)
        elif not on_server and offered >= 0:
            was_server = self.clock.currentData() == SERVER_CLOCK
            self.clock.removeItem(offered)
            if was_server:
                self.clock.setCurrentIndex(self.clock.findData(0))

    def _keep_name(self, name: str, server: str | None = None) -> None:
        """Remember the name (asked once), and a server hosted on (the last one first)."""
        if self.remember is None:
            return
        changes = {}
        if name != self._pref("player_name", ""):
            changes["player_name"] = name
        if server is not None:
            servers = (server, *(s for s in self._pref("friend_servers", ()) if s != server))
            changes["friend_servers"] = servers[:8]
        if changes:
            self.remember(**changes)

    def _profile_changed(self) -> None:
        players = PROFILES[self.profile.currentData()][0]
        for i, (box, label) in enumerate(zip(self.seat_boxes, self.seat_rows, strict=True)):
            box.setVisible(i + 1 < players)
            label.setVisible(i + 1 < players)

    def open_table(self) -> None:
        name = " ".join(self.host_name.text().split())
        if not name:
            self.message.setText(_tr("Type your name first."))
            return
        profile = self.profile.currentData()
        players = PROFILES[profile][0]
        seats = [FRIEND] + [box.currentData() for box in self.seat_boxes[:players - 1]]
        rules = {"profile": profile, "variants": {"V-TARGET": self.target.value()}}
        server = None
        if self.where.currentData() == ON_A_SERVER:
            server = server_url(self.server.currentText())
            if server is None:
                self.message.setText(_tr("That is not a server's address (for example "
                                         "wss://server.example.org)."))
                return
        self._keep_name(name, server)
        router = self._router_ask() if server is None else None
        if router is not None and self._pref("router_port", "ask") == "ask":
            self._explain_router(lambda yes: self._open(name, rules, seats, server,
                                                        router if yes else None))
            return
        self._open(name, rules, seats, server, router)

    def _router_ask(self) -> RouterAsk | None:
        """How a table on this computer asks the router for its port, or None: not asked
        (the player said no, or $DILOTI_ROUTER is "off")."""
        if self._pref("router_port", "ask") == "no":
            return None
        if self.router is not None:
            return self.router
        if not router_allowed():
            return None
        from diloti_qt.storage import paths

        return RouterAsk(state_file=paths.state_dir(create=True) / paths.ROUTER_PORTS_NAME)

    def _explain_router(self, then: Callable[[bool], None]) -> None:
        """The first table on this computer: what asking the router means, once; the answer
        is kept (Preferences changes it)."""
        from diloti_qt.ui.question import ask

        def answered(yes: bool) -> None:
            if self.remember is not None:
                self.remember(router_port="yes" if yes else "no")
            then(yes)

        ask(self, "routerQuestion", _tr("Friends on the internet"),
            _tr("So that friends outside your home can join, the game asks your router to "
                "open one port for this table, and closes it when the table closes. Nothing "
                "else on the router is changed."),
            _tr("&Open the port"), _tr("&Only my network"), answered,
            detail=_tr("You can change this in Preferences."))

    def _open(self, name: str, rules: dict, seats: list[str], server: str | None,
              router: RouterAsk | None) -> None:
        self._connect()
        self.message.setText(_tr("Opening the table…"))
        self.open_button.setEnabled(False)
        clock = self.clock.currentData()
        self.connection.host_table(name, rules, seats, self.stand_in.currentData(),
                                   advertise=self.advertise and self.share.isChecked(),
                                   config=self.service_config, server=server,
                                   clock=None if clock == SERVER_CLOCK else clock,
                                   router=router)

    # -- join ------------------------------------------------------------------------------
    def _join_page(self) -> QWidget:
        page = QWidget(self)
        form = QFormLayout(page)
        self.join_name = name_box(self._pref("player_name", ""), page)
        self.join_name.setObjectName("joinName")
        form.addRow(_tr("Your &name:"), self.join_name)
        self.found = QListWidget(page)
        self.found.setObjectName("foundTables")
        self.found.itemActivated.connect(lambda _item: self.join_table())
        self.found.currentItemChanged.connect(self._found_chosen)
        # four tables in sight, then it scrolls: as tall as a list's default, the Join page
        # made both pages of the tabs that tall, and the Host page a sheet of empty felt
        self.found.setFixedHeight(4 * (self.found.fontMetrics().height() + 6)
                                  + 2 * self.found.frameWidth())
        form.addRow(_tr("Tables on this &network:"), self.found)
        self.address = QLineEdit(page)
        self.address.setObjectName("address")
        self.address.setPlaceholderText(_tr("192.168.1.20:8765 or wss://server.example.org"))
        form.addRow(_tr("&Address:"), self.address)
        self.code = QLineEdit(page)
        self.code.setObjectName("roomCode")
        self.code.setPlaceholderText("ABCDE-FGHJK")
        self.code.setMaxLength(16)
        form.addRow(_tr("Room &code:"), self.code)
        for edit in (self.address, self.code):  # a pasted invitation fills both
            edit.textChanged.connect(lambda text, e=edit: self._maybe_invitation(e, text))
        self.join_button = QPushButton(_tr("&Join"), page)
        self.join_button.setObjectName("joinButton")
        self.join_button.clicked.connect(self.join_table)
        self.watch_button = QPushButton(_tr("&Watch"), page)
        self.watch_button.setObjectName("watchButton")
        self.watch_button.setToolTip(_tr("Watch the table without a seat (if its host lets "
                                         "people watch): the table, the piles and the "
                                         "scores, never a card in anyone's hand."))
        self.watch_button.clicked.connect(lambda: self.join_table(watch=True))
        row = QHBoxLayout()
        row.addWidget(self.join_button, 1)
        row.addWidget(self.watch_button)
        form.addRow(row)
        return page

    def _tab_changed(self, index: int) -> None:
        if index == 1 and self.browser is None:
            try:
                self.browser = self.browser_factory(self.found_changed.emit)
            except Exception:  # noqa: BLE001 - no multicast here: typing still works
                self.browser = None
                self.found.addItem(_tr("(the local network cannot be searched)"))

    def _show_found(self, found: list) -> None:
        self.found.clear()
        for f in found:
            text = f.name
            if f.listing is not None:
                text += f"  ·  {listing_text(f.listing)}"
            item = QListWidgetItem(text, self.found)
            item.setData(Qt.ItemDataRole.UserRole, f.url)

    def _found_chosen(self, item: QListWidgetItem | None, _old=None) -> None:
        """A table picked from the list: its address; the room code still comes from the
        host (the network is never told it)."""
        url = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if url:
            self.address.setText(url)
            if not normalize_room(self.code.text()):
                self.message.setText(_tr("Type the room code your host gives you."))

    def _maybe_invitation(self, edit: QLineEdit, text: str) -> None:
        if looks_like_invite(text):
            self.take_invitation(text)

    def take_invitation(self, text: str) -> bool:
        """Fill the address and the code from an invitation (pasted, or given to the app on
        its command line); a malformed one is said and changes nothing."""
        try:
            url, room = parse_invite(text)
        except InviteError as e:
            self.message.setText(invite_problem_text(e.problem))
            return False
        self.tabs.setCurrentIndex(1)
        for edit, value in ((self.address, url), (self.code, show_room(room))):
            edit.blockSignals(True)
            edit.setText(value)
            edit.blockSignals(False)
        self.message.setText(_tr("Invitation read: type your name and join."))
        return True

    def join_table(self, watch: bool = False) -> None:
        """Join the table typed in (or found), or only watch it."""
        name = " ".join(self.join_name.text().split())
        url = server_url(self.address.text())
        room = normalize_room(self.code.text())
        if not name:
            self.message.setText(_tr("Type your name first."))
            return
        if url is None:
            self.message.setText(_tr("That is not an address (for example 192.168.1.20:8765)."))
            return
        if room is None:
            self.message.setText(_tr("A room code has ten letters and digits, like "
                                     "ABCDE-FGHJK."))
            return
        self._keep_name(name)
        self._connect()
        self.message.setText(_tr("Joining…"))
        self.join_button.setEnabled(False)
        self.watch_button.setEnabled(False)
        if watch:
            self.connection.watch_table(url, room, name)
        else:
            self.connection.join_table(url, room, name)

    def resume(self, seat: SavedSeat) -> None:
        """Come back to a seat kept on disk (the app closed or crashed at the table)."""
        self._connect()
        self.resuming = True
        self.tabs.setCurrentIndex(0 if seat.hosted else 1)
        (self.host_name if seat.hosted else self.join_name).setText(seat.name)
        if not seat.hosted:
            self.address.setText(seat.url)
            self.code.setText(show_room(seat.room))
        self.message.setText(_tr("Coming back to your table with friends…"))
        self.open_button.setEnabled(False)
        self.join_button.setEnabled(False)
        self.watch_button.setEnabled(False)
        again = seat.hosted and self._pref("router_port", "ask") == "yes"
        self.connection.resume_table(seat, self.service_config,
                                     self._router_ask() if again else None)

    # -- after opening ---------------------------------------------------------------------
    def _connect(self) -> None:
        self._drop_connection()
        c = OnlineConnection(self, saved=self.saved)
        c.lobby_changed.connect(self._seated)  # the welcome, then the lobby: shown whole
        c.failed.connect(self._failed)
        c.refused.connect(self._refused)
        c.match_heard.connect(self._match_view)
        c.closed.connect(self._table_closed)
        self.connection = c
        if self.seat_for is not None:
            self.online = self.seat_for(c)

    def _drop_connection(self) -> None:
        c, self.connection = self.connection, None
        online, self.online = self.online, None
        if online is not None:
            online.discard()
        elif c is not None:
            c.close()

    def _seated(self) -> None:
        if self.lobby is None:
            self.lobby = LobbyWidget(self.connection, self)
            self.lobby.left.connect(self.leave)
            self.pages.addWidget(self.lobby)
            if self.connection.hosts:
                self.lobby._hosting(self.connection.hosted_port)
            # the router's answer comes once the lobby shows: its sentences need room (once
            # the lobby's layout has taken the new lines: a turn of the event loop)
            self.connection.reach_changed.connect(lambda _reach: self._refit())
        show_page(self, self.pages, self.lobby)
        self.message.setText("")
        self._stop_browser()

    def _refit(self) -> None:
        """Fit the dialog to the lobby's new lines now: its layouts, innermost first, take
        them at once (a label's new height otherwise climbs one layout per turn of the
        event loop, and the dialog was fitted to the old one: the sentence was cut)."""
        if self.lobby is None:
            return
        for widget in (*reversed(self.lobby.findChildren(QWidget)), self.lobby, self.pages):
            if widget.layout() is not None:
                widget.layout().activate()
        fit_content(self)

    def _match_view(self, _heard) -> None:
        """The match started: the window's table shows it from now on."""
        if self.online is not None:
            self.connection = self.online = None  # handed over: no longer ours to close
            self.accept()

    def _table_closed(self, why: str) -> None:
        self.message.setText(farewell_text(why))

    def _failed(self, code: str) -> None:
        if self.resuming and code == "connect":
            self.message.setText(_tr("Your table with friends cannot be reached now. Diloti "
                                     "tries again the next time it starts."))
        else:
            self.message.setText(error_text(code))
        self.resuming = False
        self._reset_buttons()

    def _refused(self, code: str, reason: str) -> None:
        if self.lobby is None:
            if self.resuming and code == "not-found":
                self.message.setText(_tr(
                    "Your seat at that table is gone: the match is over, the table was "
                    "closed, or a computer took your seat. Host or join a table again."))
            elif code == "table-full" and self.connection is not None and \
                    self.connection.watching:
                self.message.setText(_tr("Eight people watch this table already."))
            elif code == "not-now" and not self.resuming and self.connection is not None and \
                    not self.connection.watching:
                # the only join refused for its moment: the match is being played; a
                # friend may still watch it (if its host lets people watch)
                self.message.setText(_tr("This table's match has already started. You "
                                         "can watch it if its host lets people watch."))
                self.watch_button.setDefault(True)
                self.watch_button.setFocus()
            else:
                self.message.setText(error_text(code, reason or None))
            self.resuming = False
            self._reset_buttons()

    def at_a_table(self) -> bool:
        """Seated or watching, or opening a table now (F13: after a join that failed or was
        refused, the connection was kept, and an invitation was turned away with "Leave
        this table first" although there was none)."""
        opening = not (self.open_button.isEnabled() and self.join_button.isEnabled())
        return self.lobby is not None or (self.connection is not None and opening)

    def _reset_buttons(self) -> None:
        if self.lobby is None:
            self.open_button.setEnabled(True)
            self.join_button.setEnabled(True)
            self.watch_button.setEnabled(True)

    def leave(self) -> None:
        self.close()

    def _stop_browser(self) -> None:
        browser, self.browser = self.browser, None
        if browser is not None:
            browser.stop()

    def done(self, result: int) -> None:
        self._stop_browser()
        self._drop_connection()
        super().done(result)


def _zeroconf_browser(changed: Callable):
    """Start looking for tables on the local network (zeroconf runs on its own threads)."""
    from diloti_qt.net.discovery import Browser

    browser = Browser(changed)
    browser.start()
    return browser


def open_friends_dialog(window, **options) -> PlayWithFriendsDialog:
    """Show the window's one Play with friends dialog; the match it opens is shown on the
    window's table, and finished online matches go into the window's statistics, like
    offline ones. `options` go to the dialog (tests keep the service on 127.0.0.1 and off
    the local network)."""
    from .match import OnlineTable

    dialog = window.friends_dialog
    if dialog is not None:
        dialog.raise_()
        return dialog
    saved = SavedSeats() if window.store is not None else None
    options.setdefault("prefs", window.prefs)
    options.setdefault("remember", lambda **changes: window.apply_settings(changes))
    dialog = PlayWithFriendsDialog(window, seat_for=lambda c: OnlineTable(window, c),
                                   saved=saved, **options)
    window.dialogs.keep(FRIENDS_DIALOG, dialog)  # (built now, forgotten once it closes)
    dialog.open()
    return dialog


def open_invitation(window, text: str) -> PlayWithFriendsDialog:
    """`diloti-qt diloti://…` (or a link handed over by a second start): the Play with
    friends dialog at the Join page, filled from the invitation, or saying what is wrong
    with it. A dialog already at a table keeps it (the invitation is then only said)."""
    dialog = open_friends_dialog(window)
    if not dialog.at_a_table():
        dialog.take_invitation(text)
    else:
        dialog.message.setText(_tr("Leave this table first to join another one."))
    return dialog
