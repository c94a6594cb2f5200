"""A table on a dedicated game server, opened from the app: the connection's create path on
a separately started server, the host page's choice of server (remembered), the lobby's
invitation and a friend joining by pasting it; the name asked once and remembered."""

from __future__ import annotations

import subprocess
import sys

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
        qtbot.waitUntil(lambda: c.table.lobby is not None, timeout=10000)
        assert not c.hosts and c.url == url and c.is_host and c.seat == 0
        table = service.server.tables[c.room]  # the table lives on that server
        assert [s.kind.value for s in c.table.lobby.seats] == ["friend", "friend", "computer",
                                                              "friend"]
        assert c.table.lobby.seats[2].level == "hard"
        assert table.rules.to_json()["variants"]["V-TARGET"] == 31
    finally:
        c.close(wait=5)
        service.stop()


def server_process(data, port: int = 0) -> tuple[subprocess.Popen, str]:
    """A diloti-qt-server process keeping its tables in `data` (SQLite), on 127.0.0.1 at
    `port` (0: any free one), and its address."""
    proc = subprocess.Popen([sys.executable, "-m", "diloti_qt.net", "--host", "127.0.0.1",
                             "--port", str(port), "--data", str(data), "--log", "warning"],
                            stdout=subprocess.PIPE, text=True)
    line = proc.stdout.readline()
    assert line.startswith("listening on ws://"), line
    return proc, line.split()[-1].rstrip("/") + "/"


def stop_process(proc: subprocess.Popen) -> None:
    proc.terminate()  # Ctrl-C: no farewell, the tables are kept
    proc.wait(30)


def dedicated_server_at(port: int, data) -> ServiceHost:
    service = ServiceHost(ServerConfig(host="127.0.0.1", port=port, robot_mode="thread",
                                       data=data))
    service.start()
    return service


def host_on_server_and_join(qtbot, service, url):
    """Ana hosts on the server from her app's host page; Vasilis pastes her invitation into
    his Join page and joins. Returns both windows and both dialogs, at the lobby. `service`:
    the ServiceHost the table is on, or None for server processes behind a proxy at `url`
    (the invitation names the address the players use)."""
    host_win, guest_win = make_window(qtbot), make_window(qtbot)
    show(qtbot, host_win)
    show(qtbot, guest_win)
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
    qtbot.waitUntil(lambda: host.lobby is not None and host.lobby.isVisible(), timeout=15000)
    room = host.connection.room
    assert service is None or room in service.server.tables
    assert host.connection.service is None
    invitation = host.lobby.invitation
    assert invitation == f"diloti://{url.split('//')[1].rstrip('/')}/{show_room(room)}"
    assert invitation in host.lobby.invite_label.text()
    click(qtbot, host.lobby.copy_button)
    assert QApplication.clipboard().text() == invitation

    guest = open_friends_dialog(guest_win, browser_factory=FakeBrowser)
    guest.tabs.setCurrentIndex(1)
    guest.address.setText("diloti://127.0.0.1:0/ABCDE-FGHJK")  # a broken one: said
    assert "port" in guest.message.text() and guest.code.text() == ""
    guest.address.clear()
    guest.address.setText(QApplication.clipboard().text())  # the friend pastes it
    assert guest.address.text() == url and guest.code.text() == show_room(room)
    type_into(qtbot, guest.join_name, "Vasilis")
    click(qtbot, guest.join_button)
    qtbot.waitUntil(lambda: guest.lobby is not None and guest.lobby.isVisible(), timeout=15000)
    qtbot.waitUntil(lambda: "Vasilis" in host.lobby.rows[1]["name"].text())
    # a friend can pass it on too (once the lobby message, after the welcome, is shown)
    qtbot.waitUntil(lambda: guest.lobby.invitation == invitation, timeout=5000)
    assert parse_invite(invitation) == (url, room)
    return host_win, guest_win, host, guest


def test_host_on_a_server_and_a_friend_joins_by_the_invitation(qtbot):
    service, url = dedicated_server()
    try:
        host_win, guest_win, host, guest = host_on_server_and_join(qtbot, service, url)
        # remembered: the name and the server, offered the next time
        assert host_win.prefs.player_name == "Ana"
        assert host_win.prefs.friend_servers == (url,)
        assert guest_win.prefs.player_name == "Vasilis"
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


def dots(window) -> list:
    names = window.online.view.table.decor.names
    return [names[seat].dot for seat in sorted(names)]


def test_the_marks_say_the_truth_while_the_server_is_down_and_after(qtbot, tmp_path):
    from diloti_qt.controller.port import Presence
    from diloti_qt.ui.table.dressing import PRESENCE_DOTS

    service = dedicated_server_at(0, tmp_path)
    port, url = service.port, f"ws://127.0.0.1:{service.port}/"
    try:
        host_win, guest_win, host, guest = host_on_server_and_join(qtbot, service, url)
        click(qtbot, guest.lobby.ready_button)
        qtbot.waitUntil(lambda: host.lobby.start_button.isEnabled())
        click(qtbot, host.lobby.start_button)
        windows = (host_win, guest_win)
        qtbot.waitUntil(lambda: all(w.online is not None and w.online.mounted
                                    for w in windows), timeout=15000)
        for w in windows:  # what is played shows at once: no flights to wait for
            w.set_pace("instant", save=False)
        here = PRESENCE_DOTS[Presence.HERE]
        qtbot.waitUntil(lambda: all(dots(w) == [here, here] for w in windows), timeout=10000)
        for w in windows:  # no undo at a friends' table, and no talk of the computer
            for tip in (w.undo_action.toolTip(), w.undo_action.statusTip()):
                assert "No undo" in tip and "computer" not in tip
        service.stop()  # the server goes away for a moment (no farewell: it comes back)
        unknown = PRESENCE_DOTS[Presence.UNKNOWN]
        for w, other in ((host_win, 1), (guest_win, 0)):
            qtbot.waitUntil(lambda w=w: w.online.connection.lost_until is not None,
                            timeout=10000)
            qtbot.waitUntil(lambda w=w, o=other: dots(w)[o] == unknown, timeout=5000)
            assert dots(w)[1 - other] == PRESENCE_DOTS[Presence.AWAY]  # this app itself
            assert pills_text(w, other).endswith(" · not known")
            assert "cannot reach the server" in w.online.view.table.decor.names[
                other].toolTip()
            qtbot.waitUntil(lambda w=w: "reconnecting" in w.status_label.text(), timeout=3000)
            assert "left to take your seat back" in w.status_label.text()
        service = dedicated_server_at(port, tmp_path)  # back, with its stored table
        qtbot.waitUntil(lambda: all(dots(w) == [here, here] for w in windows), timeout=20000)
        assert all(w.online.connection.lost_until is None for w in windows)
    finally:
        service.stop()


def pills_text(window, seat: int) -> str:
    from .table_driver import pills

    return pills(window.online.view)[seat][0]


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


def test_a_table_behind_haproxy_survives_the_death_of_its_server_process(qtbot, database,
                                                                        haproxy):
    """Two server processes on PostgreSQL behind HAProxy (deploy/haproxy.cfg): the lobby's
    invitation names HAProxy's address, the friend's join may move the table to the room's
    process (the host's app follows by itself), and when the process serving the match is
    killed both apps come back by themselves to the same view."""
    import asyncio
    import os
    import signal

    import asyncpg

    from diloti_qt.bench.rig import Haproxy, Servers

    servers = Servers(2, "--database", database, "--trusted-proxy", "127.0.0.2")
    proxy = None
    try:
        proxy = Haproxy(servers.addresses, source="127.0.0.2")
        host_win, guest_win, host, guest = host_on_server_and_join(qtbot, None, proxy.url)
        room = host.connection.room
        click(qtbot, guest.lobby.ready_button)
        qtbot.waitUntil(lambda: host.lobby.start_button.isEnabled(), timeout=15000)
        click(qtbot, host.lobby.start_button)
        windows = (host_win, guest_win)
        qtbot.waitUntil(lambda: all(w.online is not None and w.online.mounted
                                    for w in windows), timeout=15000)
        for w in windows:  # what is played shows at once: no flights to wait for
            w.set_pace("instant", save=False)
        from diloti_qt.controller.port import Presence
        from diloti_qt.ui.table.dressing import PRESENCE_DOTS

        here = PRESENCE_DOTS[Presence.HERE]
        qtbot.waitUntil(lambda: all(dots(w) == [here, here] for w in windows), timeout=10000)
        before = [w.online.connection.table.view for w in windows]

        async def owner_pid() -> int:
            conn = await asyncpg.connect(database)
            try:
                return await conn.fetchval(
                    "SELECT s.pid FROM diloti.tables t JOIN diloti.servers s "
                    "ON s.id = t.owner WHERE t.room = $1", room)
            finally:
                await conn.close()

        pid = asyncio.run(owner_pid())
        os.kill(pid, signal.SIGKILL)
        for w in windows:
            qtbot.waitUntil(lambda w=w: w.online.connection.lost_until is not None,
                            timeout=10000)
        qtbot.waitUntil(lambda: all(w.online.connection.lost_until is None
                                    and dots(w) == [here, here] for w in windows),
                        timeout=20000)
        assert [w.online.connection.table.view for w in windows] == before
        assert asyncio.run(owner_pid()) not in (None, pid)
    finally:
        if proxy is not None:
            proxy.close()
        servers.close()


def test_a_seat_is_kept_and_taken_back_while_the_servers_database_is_away(qtbot, postgres):
    """The connection drops while PostgreSQL is stopped: the server answers the app's
    resume with `storage`, and the app keeps trying (it used to forget the seat and give
    up) until the database is back."""
    database = postgres.new_database()
    service = ServiceHost(ServerConfig(host="127.0.0.1", port=0, robot_mode="thread",
                                       database=database))
    port = service.start()
    url = f"ws://127.0.0.1:{port}/"
    c = OnlineConnection()
    refused = []
    c.refused.connect(lambda code, reason: refused.append(code))
    try:
        c.host_table("Ana", {"profile": "pagat-2p"}, ["friend", "friend"], "easy", server=url)
        qtbot.waitUntil(lambda: c.table.lobby is not None, timeout=10000)
        postgres.stop("fast")
        try:
            qtbot.waitUntil(lambda: not service.server.store.up, timeout=10000)
            first = c.client
            c.loop.call_soon_threadsafe(first.abort)
            qtbot.waitUntil(lambda: c.lost_until is not None, timeout=5000)
            qtbot.wait(2500)  # several resumes answered `storage` meanwhile
            assert c.client is not first and c.lost_until is not None and refused == []
        finally:
            postgres.start()
        qtbot.waitUntil(lambda: c.lost_until is None, timeout=20000)
        assert refused == [] and c.seat == 0 and c.room in service.server.tables
    finally:
        c.close(wait=5)
        service.stop()


def test_the_reconnect_countdown_is_the_servers_grace_period(qtbot):
    """The server says how long it keeps a dropped seat (welcome.grace): the app counts
    down from that, not from its own guess of 120 s."""
    service = ServiceHost(ServerConfig(host="127.0.0.1", port=0, robot_mode="thread",
                                       grace=37.0))
    url = f"ws://127.0.0.1:{service.start()}/"
    c = OnlineConnection()
    try:
        assert c.reconnect_for == 120.0  # before any server has said
        c.host_table("Ana", {"profile": "pagat-2p"}, ["friend", "friend"], "easy", server=url)
        qtbot.waitUntil(lambda: c.table.lobby is not None, timeout=10000)
        assert c.reconnect_for == 37.0
        service.stop()
        qtbot.waitUntil(lambda: c.lost_until is not None, timeout=10000)
        assert 30 <= c.seconds_left() <= 37
    finally:
        c.close(wait=5)
        service.stop()


def test_the_app_hosts_and_joins_by_a_dilotis_invitation_through_tls_at_haproxy(
        qtbot, tls_proxy, monkeypatch):
    """HAProxy terminates TLS (its shipped TLS line, a throwaway certificate this test alone
    trusts): the app hosts on wss://, its invitation is dilotis://, and a friend's app joins
    by it over TLS."""
    from diloti_qt.net.invite import make_invite

    proxy, certificate = tls_proxy
    monkeypatch.setenv("SSL_CERT_FILE", str(certificate))
    host, guest = OnlineConnection(), OnlineConnection()
    try:
        host.host_table("Ana", {"profile": "pagat-2p"}, ["friend", "friend"], "easy",
                        server=proxy.url)
        qtbot.waitUntil(lambda: host.table.lobby is not None, timeout=10000)
        invitation = make_invite(host.url, host.room)
        assert invitation.startswith("dilotis://localhost:")
        guest.join_table(*parse_invite(invitation), "Vasilis")
        qtbot.waitUntil(lambda: host.table.lobby.seats[1].connected, timeout=10000)
        assert [s.name for s in host.table.lobby.seats] == ["Ana", "Vasilis"]
        qtbot.waitUntil(lambda: guest.seat == 1, timeout=5000)  # its own welcome, on its thread
        assert guest.url == proxy.url
        tls = guest.client.ws.transport.get_extra_info("ssl_object")
        assert tls is not None and tls.version() in ("TLSv1.2", "TLSv1.3")
    finally:
        host.close(wait=5)
        guest.close(wait=5)


def test_a_watcher_comes_back_when_the_server_is_started_again(qtbot, tmp_path):
    """The server (SQLite) stops mid-match and starts again on its data: the seats resume
    by their tokens, and a watcher watches again by itself (the consent is stored) and
    sees the next move."""
    from PySide6.QtCore import QPoint, Qt

    service, url = server_process(tmp_path)
    port = int(url.rstrip("/").rsplit(":", 1)[1])
    try:
        host_win, guest_win, host, guest = host_on_server_and_join(qtbot, None, url)
        box = host.lobby.watch_box
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
        qtbot.waitUntil(lambda: host.connection.table.lobby.watch is True, timeout=5000)
        watch_win = make_window(qtbot)
        show(qtbot, watch_win)
        watcher = open_friends_dialog(watch_win, browser_factory=FakeBrowser)
        watcher.tabs.setCurrentIndex(1)
        watcher.address.setText(host.lobby.invitation)
        type_into(qtbot, watcher.join_name, "Eve")
        click(qtbot, watcher.watch_button)
        qtbot.waitUntil(lambda: host.lobby.watchers_label.text() == "Watching: Eve",
                        timeout=15000)
        click(qtbot, guest.lobby.ready_button)
        qtbot.waitUntil(lambda: host.lobby.start_button.isEnabled())
        click(qtbot, host.lobby.start_button)
        windows = (host_win, guest_win, watch_win)
        qtbot.waitUntil(lambda: all(w.online is not None and w.online.mounted
                                    for w in windows), timeout=15000)
        eve = watch_win.online
        stop_process(service)  # no farewell: it comes back
        qtbot.waitUntil(lambda: all(w.online.connection.lost_until is not None
                                    for w in windows), timeout=10000)
        qtbot.waitUntil(lambda: "reconnecting" in watch_win.status_label.text(), timeout=3000)
        assert "seat" not in watch_win.status_label.text()  # a watcher has none to take back
        service, _ = server_process(tmp_path, port)
        qtbot.waitUntil(lambda: all(w.online.connection.lost_until is None
                                    for w in windows), timeout=20000)
        # the deal shown when the table was mounted lands first (it flies at normal pace)
        qtbot.waitUntil(lambda: any(w.online.presenter.human_turn()
                                    for w in (host_win, guest_win)), timeout=10000)
        mover = next(w.online for w in (host_win, guest_win)
                     if w.online.presenter.human_turn())
        n = len(eve.seat.history)
        mover.seat.play(mover.seat.legal_moves()[0])
        qtbot.waitUntil(lambda: len(eve.seat.history) == n + 1, timeout=10000)
        assert "reconnecting" not in watch_win.status_label.text()
    finally:
        stop_process(service)
