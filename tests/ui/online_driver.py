"""Helpers (no tests here): two app windows at one table through this app's own game
service on 127.0.0.1 (kept off the local network; discovery is fed the table), and the
cards a seat's TableSource holds."""

from __future__ import annotations

from PySide6.QtCore import Qt

from diloti_qt.net.discovery import Found
from diloti_qt.net.server import ServerConfig
from diloti_qt.storage.settings import SettingsStore
from diloti_qt.ui.online.dialog import open_friends_dialog

from .test_app_driver import make_window, show


def stored() -> SettingsStore:
    store = SettingsStore()
    store.load()
    return store


class FakeBrowser:
    """Stands for zeroconf on a network the test must not use; reports what it is told."""

    made: list[FakeBrowser] = []

    def __init__(self, changed):
        self.changed = changed
        self.stopped = False
        FakeBrowser.made.append(self)

    def stop(self):
        self.stopped = True


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def type_into(qtbot, edit, text: str) -> None:
    edit.clear()
    qtbot.keyClicks(edit, text)


def host_and_guest(qtbot, target: int = 61, profile: str = "pagat-2p", seats=("friend",),
                   grace: float = 120.0, host_store=True, guest_store=False):
    """Ana hosts (her window's own service), Vasilis finds the table and joins, is ready,
    Ana starts: both windows show the match on their table. Returns the two windows."""
    FakeBrowser.made.clear()
    host_win = make_window(qtbot, store=stored() if host_store else None)
    guest_win = make_window(qtbot, store=stored() if guest_store else None)
    show(qtbot, host_win)
    show(qtbot, guest_win)
    config = ServerConfig(host="127.0.0.1", robot_mode="thread", grace=grace)
    host = open_friends_dialog(host_win, advertise=False, service_config=config,
                               browser_factory=FakeBrowser)
    type_into(qtbot, host.host_name, "Ana")
    host.profile.setCurrentIndex(host.profile.findData(profile))
    host.target.setValue(target)
    for box, who in zip(host.seat_boxes, seats, strict=False):
        box.setCurrentIndex(box.findData(who))
    click(qtbot, host.open_button)
    qtbot.waitUntil(lambda: host.lobby is not None and host.lobby.isVisible(), timeout=15000)
    c = host.connection
    assert c.is_host and c.room and "Room code: " in host.lobby.code_label.text()
    assert host.lobby.start_button.isVisible() and not host.lobby.start_button.isEnabled()

    guest = open_friends_dialog(guest_win, browser_factory=FakeBrowser)
    guest.tabs.setCurrentIndex(1)
    [browser] = FakeBrowser.made
    browser.changed([Found("Ana 1", "Ana", "127.0.0.1", c.service.port)])
    qtbot.waitUntil(lambda: guest.found.count() == 1)
    rect = guest.found.visualItemRect(guest.found.item(0))
    qtbot.mouseClick(guest.found.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert guest.address.text() == f"ws://127.0.0.1:{c.service.port}"
    type_into(qtbot, guest.code, c.room)  # the host gives it: the network is never told
    type_into(qtbot, guest.join_name, "Vasilis")  # QTest types ASCII only
    click(qtbot, guest.join_button)
    qtbot.waitUntil(lambda: guest.lobby is not None and guest.lobby.isVisible(), timeout=15000)
    assert browser.stopped  # no more looking once seated
    qtbot.waitUntil(lambda: "Vasilis" in host.lobby.rows[1]["name"].text())
    assert host.lobby.rows[1]["mark"].text() == "here"
    # the host sees where friends join and why the match cannot start yet
    assert host.lobby.address_label.text().startswith("Friends join with this code at ")
    assert f":{c.service.port}" in host.lobby.address_label.text()
    assert host.lobby.status.text() == "Waiting for Vasilis to say they are ready."
    assert guest.lobby.status.text() == "When everyone is ready, Ana starts the match."
    click(qtbot, guest.lobby.ready_button)
    qtbot.waitUntil(lambda: host.lobby.start_button.isEnabled())
    click(qtbot, host.lobby.start_button)
    qtbot.waitUntil(lambda: host_win.online is not None and guest_win.online is not None
                    and host_win.online.mounted and guest_win.online.mounted, timeout=15000)
    qtbot.waitUntil(lambda: host_win.friends_dialog is None and guest_win.friends_dialog is None)
    for window in (host_win, guest_win):  # no flights to wait for: what is played shows at once
        window.set_pace("instant", save=False)
    return host_win, guest_win


def settled(*windows) -> bool:
    """Every window's online table shows the present and agrees on the moves played."""
    views = [w.online.seat.view() for w in windows]
    if any(v is None for v in views):
        return False
    heard = {(w.online.seat.round_number, len(v.history)) for w, v in zip(windows, views,
                                                                      strict=True)}
    return len(heard) == 1 and all(not w.online.presenter.busy()
                                   and w.online.view.table.layout is not None for w in windows)


def held_cards(seat, presenter) -> set[int]:
    """Every card the seat's TableSource (and its presenter) holds face up: its views'
    hands, the table, the piles, the moves, the round's opening, the table it shows."""
    held: set[int] = set()
    v = seat.view()
    held.update(v.hand, v.loose)
    for d in v.decls:
        held.update(d.cards)
    for pile in v.captured:
        held.update(pile)
    for _seat, move in v.history:
        held.add(move.card)
        held.update(move.cards)
    loose, decls = seat.opening_table()
    held.update(loose)
    for d in decls:
        held.update(d.cards)
    snap = presenter.snapshot
    if snap is not None:
        held.update(snap.shown_cards())
        for hand in snap.hands:
            held.update(k for k in hand if k < 52)
    return held


def guest_home_and_finish(qtbot, host_win, guest_win, tmp_path, seed: int):
    """The guest in a home of its own (two games never share one: the lock on the home),
    then the match at the host's table played to its end by random legal moves, each from
    the seat whose turn its app sees, both apps hearing each move. Returns the server's
    table."""
    import random

    from diloti_qt.ui.session import Session

    windows = [host_win, guest_win]
    guest_win.local_match.session = Session(
        guest_win, tmp_path / "guest" / "autosave.json", tmp_path / "guest" / "history.sqlite3")
    table = host_win.online.connection.service.server.tables[host_win.online.connection.room]
    rng = random.Random(seed)
    seats = [w.online.seat for w in windows]
    while not table.match.over:
        qtbot.waitUntil(lambda: table.match.over or any(s.is_human_turn() for s in seats),
                        timeout=10000)
        mover = next((s for s in seats if s.is_human_turn()), None)
        if mover is not None:
            played = table.seq
            assert mover.play(rng.choice(mover.legal_moves()))
            qtbot.waitUntil(lambda n=played: table.seq > n and all(
                w.online.connection.table.seq == table.seq for w in windows),
                timeout=10000)
    qtbot.waitUntil(lambda: settled(*windows), timeout=10000)
    return table
