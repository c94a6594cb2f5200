"""Issue #36 in the app: a table hosted on this computer asks the router for its port (here
a stand-in router on loopback, tests/net/test_portmap_fakes.FakePmp, answering NAT-PMP and
PCP as miniupnpd does); the first time it explains and asks; the lobby shows the invitation
for friends anywhere and the one for this network, or says why friends elsewhere cannot
join; the port is closed with the table."""

from __future__ import annotations

import asyncio
import ipaddress
import socket
import threading

import pytest
from PySide6.QtWidgets import QMessageBox

from diloti_qt.net.codes import show_room
from diloti_qt.net.host import RouterAsk
from diloti_qt.net.server import ServerConfig
from diloti_qt.ui.online.dialog import open_friends_dialog
from tests.net.test_portmap_fakes import FakePmp

from .online_driver import FakeBrowser, click, stored, type_into
from .test_app_driver import make_window, show


class RouterThread:
    """The stand-in router on a loop of its own thread (the test's is Qt's)."""

    def __init__(self, ipv6: bool = False, **options) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.fake6: FakePmp | None = None

        async def start() -> int:
            for _ in range(20):  # with IPv6: the same port free on 127.0.0.1 and ::1
                self.fake = FakePmp(**options)
                port = await self.fake.start()
                if not ipv6:
                    return port
                self.fake6 = FakePmp(host="::1")
                try:
                    await self.fake6.start(port)
                    return port
                except OSError:
                    self.fake.close()
            raise OSError("no port free on both 127.0.0.1 and ::1")

        self.port = asyncio.run_coroutine_threadsafe(start(), self.loop).result(5)

    def ask(self, tmp_path, deadline: float = 4.0) -> RouterAsk:
        return RouterAsk(state_file=tmp_path / "router-ports.json", gateway="127.0.0.1",
                         pmp_port=self.port, internal_address="127.0.0.1", deadline=deadline,
                         announce_port=0)

    def close(self) -> None:
        self.loop.call_soon_threadsafe(self.fake.close)
        if self.fake6 is not None:
            self.loop.call_soon_threadsafe(self.fake6.close)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)


@pytest.fixture
def router():
    made = []

    def make(**options) -> RouterThread:
        made.append(RouterThread(**options))
        return made[-1]

    yield make
    for r in made:
        r.close()


def host_at_home(qtbot, window, ask: RouterAsk):
    dialog = open_friends_dialog(
        window, advertise=False, browser_factory=FakeBrowser, router=ask,
        service_config=ServerConfig(host="127.0.0.1", robot_mode="thread"))
    type_into(qtbot, dialog.host_name, "Ana")
    click(qtbot, dialog.open_button)
    return dialog


def answer_question(qtbot, dialog, go: bool) -> None:
    qtbot.waitUntil(lambda: dialog.findChild(QMessageBox, "routerQuestion") is not None)
    box = dialog.findChild(QMessageBox, "routerQuestion")
    assert "open one port for this table" in box.text()
    role = QMessageBox.ButtonRole.AcceptRole if go else QMessageBox.ButtonRole.RejectRole
    [button] = [b for b in box.buttons() if box.buttonRole(b) == role]
    click(qtbot, button)


def in_lobby(qtbot, dialog):
    qtbot.waitUntil(lambda: dialog.lobby is not None and dialog.lobby.isVisible(),
                    timeout=15000)
    return dialog.lobby


def test_the_first_table_at_home_explains_then_friends_anywhere_get_an_invitation(
        qtbot, router, tmp_path):
    r = router()
    window = make_window(qtbot, store=stored())
    show(qtbot, window)
    assert window.prefs.router_port == "ask"
    dialog = host_at_home(qtbot, window, r.ask(tmp_path))
    answer_question(qtbot, dialog, go=True)
    lobby = in_lobby(qtbot, dialog)
    qtbot.waitUntil(lambda: "opened a port" in lobby.reach_label.text(), timeout=15000)
    assert window.prefs.router_port == "yes"
    c = dialog.connection
    port, code = c.hosted_port, show_room(c.room)
    assert (("127.0.0.1", port) in r.fake.mappings)
    external = r.fake.mappings[("127.0.0.1", port)].external_port
    assert lobby.invitation == f"diloti://203.0.113.7:{external}/{code}"
    assert lobby.invite_label.text() == f"For friends anywhere: {lobby.invitation}"
    assert lobby.local_label.isVisible() and lobby.local_invitation.endswith(f":{port}/{code}")
    assert "203.0.113.7" not in lobby.local_invitation
    c.close(wait=10)  # the table closes: so does its port
    qtbot.waitUntil(lambda: not r.fake.mappings, timeout=10000)


def test_only_my_network_asks_no_router_and_is_not_asked_again(qtbot, router, tmp_path):
    r = router()
    window = make_window(qtbot, store=stored())
    show(qtbot, window)
    dialog = host_at_home(qtbot, window, r.ask(tmp_path))
    answer_question(qtbot, dialog, go=False)
    lobby = in_lobby(qtbot, dialog)
    assert window.prefs.router_port == "no"
    assert "router is not asked" in lobby.reach_label.text()
    assert lobby.invite_label.text().startswith("Invitation for friends: diloti://")
    assert not lobby.local_label.isVisible()
    assert r.fake.requests == []  # the table was opened with no router to ask
    dialog.connection.close(wait=10)


def test_a_shared_outside_address_says_why_and_shows_no_address_of_it(qtbot, router, tmp_path):
    r = router(external="100.64.0.2")
    window = make_window(qtbot, store=stored())
    show(qtbot, window)
    window.apply_settings({"router_port": "yes"})
    dialog = host_at_home(qtbot, window, r.ask(tmp_path))
    lobby = in_lobby(qtbot, dialog)
    qtbot.waitUntil(lambda: "shares one address" in lobby.reach_label.text(), timeout=15000)
    # the sentence came after the lobby was fitted: the dialog grew to show all of it
    label = lobby.reach_label
    assert label.height() >= label.heightForWidth(label.width())
    assert dialog.height() >= dialog.sizeHint().height()
    assert dialog.findChild(QMessageBox, "routerQuestion") is None  # explained before
    assert "100.64.0.2" not in lobby.invite_label.text() + lobby.local_label.text()
    assert lobby.invite_label.text().startswith("Invitation for friends: diloti://")
    dialog.connection.close(wait=10)
    qtbot.waitUntil(lambda: not r.fake.mappings, timeout=10000)  # nothing of ours is left


def test_no_router_answering_leaves_the_table_open_here_and_says_so(qtbot, tmp_path):
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:  # a port nobody answers on
        s.bind(("127.0.0.1", 0))
        silent = s.getsockname()[1]
    window = make_window(qtbot, store=stored())
    show(qtbot, window)
    window.apply_settings({"router_port": "yes"})
    ask = RouterAsk(state_file=tmp_path / "ports.json", gateway="127.0.0.1", pmp_port=silent,
                    internal_address="127.0.0.1", deadline=2, announce_port=0)
    dialog = host_at_home(qtbot, window, ask)
    lobby = in_lobby(qtbot, dialog)  # open on the local network while the router is asked
    qtbot.waitUntil(lambda: "no router answered" in lobby.reach_label.text(), timeout=10000)
    assert lobby.invite_label.text().startswith("Invitation for friends: diloti://")
    dialog.connection.close(wait=10)


def test_behind_a_shared_address_friends_with_ipv6_get_an_invitation(qtbot, router, tmp_path,
                                                                     monkeypatch):
    """Carrier-grade NAT with IPv6 (common on mobile and fibre): IPv4 cannot be reached,
    but the router opens the IPv6 pinhole, and the lobby gives that invitation."""
    from diloti_qt.net.portmap import mapper as mapper_module

    monkeypatch.setattr(mapper_module, "global_ipv6_addresses",
                        lambda: (ipaddress.IPv6Address("2001:db8::5"),))
    r = router(external="100.64.0.2", ipv6=True)
    window = make_window(qtbot, store=stored())
    show(qtbot, window)
    window.apply_settings({"router_port": "yes"})
    dialog = host_at_home(qtbot, window, r.ask(tmp_path))
    lobby = in_lobby(qtbot, dialog)
    qtbot.waitUntil(lambda: "shares one address" in lobby.reach_label.text(), timeout=15000)
    c = dialog.connection
    invite = f"diloti://[2001:db8::5]:{c.hosted_port}/{show_room(c.room)}"
    assert lobby.reach_label.text().endswith(
        f"Friends whose internet has IPv6 can join all the same: {invite}")
    assert ("2001:db8::5", c.hosted_port) in r.fake6.mappings
    c.close(wait=10)
    qtbot.waitUntil(lambda: not r.fake6.mappings, timeout=10000)  # the pinhole is closed
