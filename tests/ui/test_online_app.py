"""Play with friends in two app windows (offscreen) at one table through this app's own
game service on 127.0.0.1: host, find the table, join, ready, start, and play a whole
round with the mouse on both sides; the finished online match goes into the statistics.
(The service is kept on 127.0.0.1 and off the local network; discovery is fed the table.)"""

from __future__ import annotations

from PySide6.QtCore import Qt

from diloti_qt.net.discovery import Found
from diloti_qt.net.server import ServerConfig
from diloti_qt.storage import SettingsStore
from diloti_qt.ui.online.dialog import PlayWithFriendsDialog, open_friends_dialog

from .test_app_driver import make_window, show


def stored() -> SettingsStore:
    store = SettingsStore()
    store.load()
    return store


class FakeBrowser:
    """Stands for zeroconf on a network the test must not use; reports what it is told."""

    def __init__(self, changed):
        self.changed = changed
        self.stopped = False
        browsers.append(self)

    def stop(self):
        self.stopped = True


browsers: list[FakeBrowser] = []


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def type_into(qtbot, edit, text: str) -> None:
    edit.clear()
    qtbot.keyClicks(edit, text)


def double_click_row(qtbot, view, row: int) -> None:
    """A person's double-click: press and release, then the second click (Qt 6's
    QTest.mouseDClick alone sends only the double-click event)."""
    pos = view.visualItemRect(view.item(row)).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def test_the_game_menu_offers_play_with_friends(qtbot):
    window = make_window(qtbot)
    game_menu = window.menuBar().actions()[0].menu()
    assert window.friends_action in game_menu.actions()
    window.friends_action.trigger()
    dialog = window.friends_dialog
    assert isinstance(dialog, PlayWithFriendsDialog) and dialog.isVisible()
    dialog.reject()
    qtbot.waitUntil(lambda: window.friends_dialog is None)


def test_two_windows_host_join_and_play_a_round_with_the_mouse(qtbot):
    browsers.clear()
    host_win = make_window(qtbot, store=stored())
    guest_win = make_window(qtbot)
    show(qtbot, host_win)
    show(qtbot, guest_win)
    config = ServerConfig(host="127.0.0.1", robot_mode="thread")
    host = open_friends_dialog(host_win, advertise=False, service_config=config,
                               browser_factory=FakeBrowser)
    type_into(qtbot, host.host_name, "Ana")
    host.profile.setCurrentIndex(host.profile.findData("pagat-2p"))
    host.target.setValue(1)  # the match ends with its first round
    click(qtbot, host.open_button)
    qtbot.waitUntil(lambda: host.lobby is not None and host.lobby.isVisible(), timeout=15000)
    c = host.connection
    assert c.is_host and c.room and "Room code: " in host.lobby.code_label.text()
    assert host.lobby.start_button.isVisible() and not host.lobby.start_button.isEnabled()

    guest = open_friends_dialog(guest_win, browser_factory=FakeBrowser)
    guest.tabs.setCurrentIndex(1)
    [browser] = browsers
    browser.changed([Found("Ana 1", "Ana", "127.0.0.1", c.service.port, c.room)])
    qtbot.waitUntil(lambda: guest.found.count() == 1)
    rect = guest.found.visualItemRect(guest.found.item(0))
    qtbot.mouseClick(guest.found.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert guest.address.text() == f"ws://127.0.0.1:{c.service.port}"
    type_into(qtbot, guest.join_name, "Vasilis")  # QTest types ASCII only
    click(qtbot, guest.join_button)
    qtbot.waitUntil(lambda: guest.lobby is not None and guest.lobby.isVisible(), timeout=15000)
    assert browser.stopped  # no more looking once seated
    qtbot.waitUntil(lambda: "Vasilis" in host.lobby.rows[1]["name"].text())
    assert host.lobby.rows[1]["mark"].text() == "here"
    click(qtbot, guest.lobby.ready_button)
    qtbot.waitUntil(lambda: host.lobby.start_button.isEnabled())
    click(qtbot, host.lobby.start_button)
    qtbot.waitUntil(lambda: host.panel is not None and guest.panel is not None
                    and host.panel.isVisible() and guest.panel.isVisible(), timeout=15000)
    assert "Ana" in guest.panel.seats.text() and "Vasilis" in host.panel.seats.text()

    recorded = []
    host.match_finished.connect(recorded.append)
    panels = [host.panel, guest.panel]
    played = 0
    while not all(p.view.round_over for p in panels):
        mover = next((p for p in panels if p.view.to_move == p.view.seat
                      and not p.view.round_over and p.moves.count()), None)
        if mover is None:
            qtbot.wait(10)
            continue
        seq = mover.connection.client.seq
        double_click_row(qtbot, mover.moves, 0)
        qtbot.waitUntil(lambda m=mover, s=seq: m.connection.client.seq > s, timeout=10000)
        played += 1
    assert played == 48  # a two-player round: 4 deals of 6 cards each, 48 cards played
    assert host.panel.view.scores == guest.panel.view.scores
    assert host.panel.history.count() == guest.panel.history.count() == 48
    assert "Round over" in host.panel.status.text()
    qtbot.waitUntil(lambda: len(recorded) == 1)
    match = recorded[0]
    assert match.players == 2 and match.level == "human" and match.final_scores == tuple(
        host.panel.view.scores)
    qtbot.waitUntil(lambda: host_win.session.history.count() == 1)
    guest.reject()
    host.reject()


def test_typed_addresses_become_websocket_urls():
    from diloti_qt.ui.online.address import server_url

    cases = {
        "192.168.1.20": "ws://192.168.1.20:8765/",
        "192.168.1.20:9000": "ws://192.168.1.20:9000/",
        " diloti.example.org ": "ws://diloti.example.org:8765/",
        "wss://diloti.example.org": "wss://diloti.example.org:443/",
        "wss://diloti.example.org/play": "wss://diloti.example.org:443/play",
        "ws://[::1]:8765": "ws://[::1]:8765/",
        "": None, "http://example.org": None, "ws://user@host": None,
        "host:99999": None, "host name": None, "ws://": None, "a" * 400: None,
    }
    for text, url in cases.items():
        assert server_url(text) == url, text


def test_a_dropped_connection_comes_back_to_the_same_seat_by_itself(qtbot):
    from diloti_qt.net.host import ServiceHost
    from diloti_qt.ui.online.connection import OnlineConnection

    service = ServiceHost(ServerConfig(host="127.0.0.1", robot_mode="thread", grace=30))
    port = service.start()
    host, guest = OnlineConnection(), OnlineConnection()
    try:
        states = []
        guest.connection_changed.connect(states.append)
        host.join_table(f"ws://127.0.0.1:{port}", "0000000000", "x")  # no such table
        refused = []
        host.refused.connect(lambda code, reason: refused.append(code))
        qtbot.waitUntil(lambda: refused == ["not-found"], timeout=5000)
        host.close(wait=5)
        host = OnlineConnection()
        host.host_table("Ana", {"profile": "pagat-2p"}, ["friend", "friend"], "easy",
                        advertise=False, config=ServerConfig(host="127.0.0.1",
                                                             robot_mode="thread"))
        qtbot.waitUntil(lambda: host.room is not None, timeout=10000)
        guest.join_table(f"ws://127.0.0.1:{host.service.port}", host.room, "Vasilis")
        qtbot.waitUntil(lambda: guest.seat == 1 and states == [True], timeout=10000)
        token = guest.token
        guest.loop.call_soon_threadsafe(guest.client.abort)  # the network drops
        qtbot.waitUntil(lambda: states == [True, False, True], timeout=15000)
        assert guest.seat == 1 and guest.token == token
        qtbot.waitUntil(lambda: host.seats[1]["connected"], timeout=5000)
    finally:
        host.close(wait=5)
        guest.close(wait=5)
        service.stop()
