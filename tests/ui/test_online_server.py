"""A table on a dedicated game server, opened from the app: the connection's create path on
a separately started server, the host page's choice of server (remembered), the lobby's
invitation and a friend joining by pasting it; the name asked once and remembered."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from diloti_qt.net.codes import show_room
from diloti_qt.net.host import ServiceHost
from diloti_qt.net.invite import parse_invite
from diloti_qt.net.server import ServerConfig
from diloti_qt.ui.online.connection import OnlineConnection
from diloti_qt.ui.online.dialog import open_friends_dialog

from .online_driver import FakeBrowser, click, type_into
from .test_app_driver import make_window, show


def dedicated_server() -> tuple[ServiceHost, str]:
    service = ServiceHost(ServerConfig(host="127.0.0.1", port=0, robot_mode="thread"))
    port = service.start()
    return service, f"ws://127.0.0.1:{port}/"


def test_the_connection_creates_a_table_on_a_separate_server(qtbot):
    service, url = dedicated_server()
    c = OnlineConnection()
    try:
        rules = {"profile": "taverna-4p", "variants": {"V-TARGET": 31}}
        c.host_table("Ana", rules, ["friend", "friend", "hard", "friend"], "easy", server=url)
        qtbot.waitUntil(lambda: c.lobby is not None, timeout=10000)
        assert c.service is None and c.url == url and c.is_host and c.seat == 0
        table = service.server.tables[c.room]  # the table lives on that server
        assert [s["kind"] for s in c.lobby["seats"]] == ["friend", "friend", "computer",
                                                         "friend"]
        assert c.lobby["seats"][2]["level"] == "hard"
        assert table.rules.to_json()["variants"]["V-TARGET"] == 31
    finally:
        c.close(wait=5)
        service.stop()


def test_host_on_a_server_and_a_friend_joins_by_the_invitation(qtbot):
    service, url = dedicated_server()
    host_win, guest_win = make_window(qtbot), make_window(qtbot)
    show(qtbot, host_win)
    show(qtbot, guest_win)
    try:
        host = open_friends_dialog(host_win, advertise=False, browser_factory=FakeBrowser)
        assert not host.server.isVisible()  # no server used before: this computer first
        host.where.setCurrentIndex(host.where.findData("server"))
        assert host.server.isVisible() and not host.share.isVisible()
        type_into(qtbot, host.host_name, "Ana")
        host.server.setEditText("nonsense address")
        click(qtbot, host.open_button)
        assert "not a server" in host.message.text() and host.connection is None
        host.server.setEditText(url.rstrip("/"))
        click(qtbot, host.open_button)
        qtbot.waitUntil(lambda: host.lobby is not None and host.lobby.isVisible(),
                        timeout=15000)
        room = host.connection.room
        assert room in service.server.tables and host.connection.service is None
        invitation = host.lobby.invitation
        assert invitation == f"diloti://127.0.0.1:{service.port}/{show_room(room)}"
        assert invitation in host.lobby.invite_label.text()
        click(qtbot, host.lobby.copy_button)
        assert QApplication.clipboard().text() == invitation
        # remembered: the name and the server, offered the next time
        assert host_win.prefs.player_name == "Ana"
        assert host_win.prefs.friend_servers == (url,)

        guest = open_friends_dialog(guest_win, browser_factory=FakeBrowser)
        guest.tabs.setCurrentIndex(1)
        guest.address.setText("diloti://127.0.0.1:0/ABCDE-FGHJK")  # a broken one: said
        assert "port" in guest.message.text() and guest.code.text() == ""
        guest.address.clear()
        guest.address.setText(QApplication.clipboard().text())  # the friend pastes it
        assert guest.address.text() == url and guest.code.text() == show_room(room)
        type_into(qtbot, guest.join_name, "Vasilis")
        click(qtbot, guest.join_button)
        qtbot.waitUntil(lambda: guest.lobby is not None and guest.lobby.isVisible(),
                        timeout=15000)
        qtbot.waitUntil(lambda: "Vasilis" in host.lobby.rows[1]["name"].text())
        assert guest.lobby.invitation == invitation  # a friend can pass it on too
        assert parse_invite(invitation) == (url, room)
        host.reject()
        guest.reject()
        qtbot.waitUntil(lambda: host_win.friends_dialog is None
                        and guest_win.friends_dialog is None)

        again = open_friends_dialog(host_win, advertise=False, browser_factory=FakeBrowser)
        assert again.host_name.text() == "Ana" and again.join_name.text() == "Ana"
        assert again.where.currentData() == "server" and again.server.currentText() == url
        again.reject()
    finally:
        service.stop()


def test_the_command_line_takes_an_invitation():
    from diloti_qt.app import parse_args

    opts, qt_args = parse_args(["--verbose", "diloti://h.org:9/7KQ2M-XW4PA", "-platform",
                                "offscreen"])
    assert opts.invite == "diloti://h.org:9/7KQ2M-XW4PA" and opts.verbose
    assert qt_args == ["-platform", "offscreen"]
    assert parse_args(["-platform", "offscreen"])[0].invite is None
    assert parse_args(["DILOTIS://h/7KQ2M-XW4PA"])[0].invite == "DILOTIS://h/7KQ2M-XW4PA"


def test_an_invitation_given_to_the_app_opens_the_join_page(qtbot):
    from diloti_qt.ui.online.dialog import open_invitation

    window = make_window(qtbot)
    show(qtbot, window)
    dialog = open_invitation(window, "dilotis://play.example.org/7kq2m-xw4pa")
    assert dialog is window.friends_dialog and dialog.tabs.currentIndex() == 1
    assert dialog.address.text() == "wss://play.example.org:443/"
    assert dialog.code.text() == "7KQ2M-XW4PA"
    dialog.reject()
    qtbot.waitUntil(lambda: window.friends_dialog is None)
    dialog = open_invitation(window, "diloti://play.example.org/7KQ2M-XW4PA?next=evil")
    assert dialog.address.text() == "" and dialog.code.text() == ""
    assert "room code in that invitation" in dialog.message.text()
    dialog.reject()
