"""Two app windows at a real `diloti-qt-server` with a turn clock (issue 37, F2 and F4):
a friend who never moves is played for when the clock runs out (both apps say so, and the
time left shows by the mover's name), and a friend who left during the match comes back to
the same seat from Play with friends. Also measured: how long after the clock runs out the
computer's move reaches each app."""

from __future__ import annotations

import random
import subprocess
import sys
import time

from diloti_qt.net.codes import show_room
from diloti_qt.net.mirror import HeardKind
from diloti_qt.ui.online.dialog import open_friends_dialog
from diloti_qt.ui.online.saved import SavedSeats

from .online_driver import FakeBrowser, click, stored, type_into
from .test_app_driver import make_window, show

CLOCK = 1  # second


def clock_server(data) -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen([sys.executable, "-m", "diloti_qt.net", "--host", "127.0.0.1",
                             "--port", "0", "--data", str(data), "--log", "warning",
                             "--turn-clock", str(CLOCK)],
                            stdout=subprocess.PIPE, text=True)
    line = proc.stdout.readline()
    assert line.startswith("listening on ws://"), line
    return proc, line.split()[-1].rstrip("/") + "/"


class Arrivals:
    """When the computer's moves for `seat` reached one app: seconds after the clock of
    that turn ran out (as the app heard it: when the turn's message came + its left_ms)."""

    def __init__(self, connection, seat: int) -> None:
        self.connection, self.seat = connection, seat
        self.delays: list[float] = []
        self.timeouts: list = []
        self._expiry: float | None = None
        self._turn = None
        connection.clocked.connect(self.timeouts.append)
        connection.match_heard.connect(self._heard)

    def _heard(self, heard) -> None:
        clock = self.connection.table.clock
        if heard.kind is HeardKind.MOVE and heard.outcome.seat == self.seat and \
                self._expiry is not None and self.timeouts:
            self.delays.append(time.monotonic() - self._expiry)
            self._expiry = None
        if clock is not None and clock.seat == self.seat:
            self._expiry = clock.heard_at + clock.left_ms / 1000


def play_host_turn(window, rng) -> None:
    """The host's app plays its turn when it is one (the friend never does)."""
    seat = window.online.seat
    if seat.is_human_turn():
        seat.play(rng.choice(seat.legal_moves()))


def test_the_clock_plays_for_an_idle_friend_and_a_friend_who_left_comes_back(
        qtbot, tmp_path):
    proc, url = clock_server(tmp_path / "server")
    try:
        host_win, guest_win = make_window(qtbot), make_window(qtbot, store=stored())
        for w in (host_win, guest_win):
            show(qtbot, w)
        host = open_friends_dialog(host_win, advertise=False, browser_factory=FakeBrowser)
        # on this computer no clock unless chosen; on a server, the server's
        assert host.where.currentData() != "server" and host.clock.currentData() == 0
        assert host.clock.findData(-1) < 0
        host.where.setCurrentIndex(host.where.findData("server"))
        assert host.clock.currentData() == -1
        type_into(qtbot, host.host_name, "Ana")
        host.server.setEditText(url.rstrip("/"))
        click(qtbot, host.open_button)
        qtbot.waitUntil(lambda: host.lobby is not None and host.lobby.isVisible(),
                        timeout=15000)
        room = host.connection.room
        assert host.connection.table.lobby.clock == CLOCK  # --turn-clock
        guest = open_friends_dialog(guest_win, browser_factory=FakeBrowser)
        guest.tabs.setCurrentIndex(1)
        guest.address.setText(url)
        guest.code.setText(show_room(room))
        type_into(qtbot, guest.join_name, "Vasilis")
        click(qtbot, guest.join_button)
        qtbot.waitUntil(lambda: guest.lobby is not None and guest.lobby.isVisible(),
                        timeout=15000)
        assert host.lobby.clock_box.isVisible() and host.lobby.clock_box.currentData() == CLOCK
        assert not guest.lobby.clock_box.isVisible()
        assert guest.lobby.clock_label.text() == "Turn clock: 1 seconds a move"
        click(qtbot, guest.lobby.ready_button)
        qtbot.waitUntil(lambda: host.lobby.start_button.isEnabled(), timeout=10000)
        click(qtbot, host.lobby.start_button)
        windows = (host_win, guest_win)
        qtbot.waitUntil(lambda: all(w.online is not None and w.online.mounted
                                    for w in windows), timeout=15000)
        for w in windows:
            w.set_pace("instant", save=False)
        guest_seat = guest_win.online.connection.seat
        arrivals = [Arrivals(w.online.connection, guest_seat) for w in windows]
        rng = random.Random(3)
        shown = set()

        def clock_shown() -> None:  # the time left by the mover's name, on both tables
            for i, w in enumerate(windows):
                if w.online.clock_mark.text().startswith("⏱"):
                    shown.add(i)

        # F2: Vasilis never moves; the clock plays for him, three times, then keeps it.
        def three_moves_made() -> bool:
            play_host_turn(host_win, rng)
            clock_shown()
            return all(len(a.timeouts) >= 3 and a.delays for a in arrivals)

        qtbot.waitUntil(three_moves_made, timeout=60000)  # the server starts its robots
        assert shown == {0, 1}
        assert [m.row for m in arrivals[1].timeouts[:3]] == [1, 2, 3]
        assert arrivals[1].timeouts[2].kept
        qtbot.waitUntil(lambda: "Play my seat again" in guest_win.status_label.text()
                        or "takes it back" in guest_win.status_label.text(), timeout=5000)
        assert guest_win.online._kept_for_me()
        # He takes his seat back (Table ▸ Play my seat again).
        guest_win.online.i_am_back()
        qtbot.waitUntil(lambda: not guest_win.online._kept_for_me(), timeout=5000)
        for a in arrivals:  # (the first turn may have begun before they were timed)
            assert max(a.delays) < 1.5, a.delays
        print("clock expiry -> the computer's move shown at host, guest (ms):",
              [[round(d * 1000) for d in a.delays] for a in arrivals])

        # F4: he leaves during the match, then comes back to the same seat.
        guest_win.online.leave()
        qtbot.waitUntil(lambda: "until they come back" in host_win.status_label.text(),
                        timeout=10000)
        assert SavedSeats().latest(left=True) is not None  # written as he left
        again = open_friends_dialog(guest_win, browser_factory=FakeBrowser)
        assert again.tabs.currentIndex() == 1 and again.code.text() == show_room(room)
        assert "takes your seat back" in again.message.text()
        click(qtbot, again.join_button)
        qtbot.waitUntil(lambda: guest_win.online is not None and guest_win.online.mounted
                        and guest_win.online.connection.seat == guest_seat, timeout=15000)
        qtbot.waitUntil(lambda: "is back at the table" in host_win.status_label.text()
                        or not host_win.online.seat.seats[guest_seat].stand_in,
                        timeout=10000)
        info = host_win.online.seat.seats[guest_seat]
        assert info.name == "Vasilis" and info.connected and not info.stand_in
    finally:
        proc.terminate()
        proc.wait(30)
