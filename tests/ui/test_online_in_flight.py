"""A move in flight (issue 37, F1): two app windows at a real `diloti-qt-server`
subprocess. While the server hangs (SIGSTOP) a move shows as sent and waiting, and the
player cannot make another; once the server answers it is acknowledged once and the other
friend sees it once. When no answer comes within the bound the card goes back to the hand
with a sentence, and whatever the server did with it later the app agrees with it. A
server killed right after it stored the move (its answer never reached the app) comes back
on the same port: the app takes its seat back and the move is there once, never played
twice."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import subprocess
import sys
import threading
import time

from diloti_qt.net.codes import show_room
from diloti_qt.ui.online.dialog import open_friends_dialog

from .online_driver import FakeBrowser, click, settled, stored, type_into
from .table_driver import play_by_mouse
from .test_app_driver import make_window, show


def start_server(data, port: int = 0, grace: int = 120) -> tuple[subprocess.Popen, int]:
    proc = subprocess.Popen([sys.executable, "-m", "diloti_qt.net", "--host", "127.0.0.1",
                             "--port", str(port), "--data", str(data), "--log", "warning",
                             "--grace", str(grace)],
                            stdout=subprocess.PIPE, text=True)
    line = proc.stdout.readline()
    assert line.startswith("listening on ws://"), line
    return proc, int(line.split()[-1].rstrip("/").rsplit(":", 1)[1])


def stop(proc: subprocess.Popen) -> None:
    """Whatever state it is in (stopped too): gone."""
    if proc.poll() is None:
        try:
            os.kill(proc.pid, signal.SIGCONT)
        except ProcessLookupError:
            pass
        proc.kill()
    proc.wait(30)


def two_at(qtbot, host_url: str, guest_url: str):
    """Ana opens a table of two friends at the server (through `host_url`), Vasilis joins
    (through `guest_url`) and is ready, Ana starts: both windows show the match."""
    host_win, guest_win = make_window(qtbot, store=stored()), make_window(qtbot)
    for w in (host_win, guest_win):
        show(qtbot, w)
    host = open_friends_dialog(host_win, advertise=False, browser_factory=FakeBrowser)
    host.where.setCurrentIndex(host.where.findData("server"))
    type_into(qtbot, host.host_name, "Ana")
    host.server.setEditText(host_url)
    click(qtbot, host.open_button)
    qtbot.waitUntil(lambda: host.lobby is not None and host.lobby.isVisible(), timeout=15000)
    room = host.connection.room
    guest = open_friends_dialog(guest_win, browser_factory=FakeBrowser)
    guest.tabs.setCurrentIndex(1)
    guest.address.setText(guest_url)
    guest.code.setText(show_room(room))
    type_into(qtbot, guest.join_name, "Vasilis")
    click(qtbot, guest.join_button)
    qtbot.waitUntil(lambda: guest.lobby is not None and guest.lobby.isVisible(),
                    timeout=15000)
    click(qtbot, guest.lobby.ready_button)
    qtbot.waitUntil(lambda: host.lobby.start_button.isEnabled(), timeout=10000)
    click(qtbot, host.lobby.start_button)
    windows = (host_win, guest_win)
    qtbot.waitUntil(lambda: all(w.online is not None and w.online.mounted for w in windows),
                    timeout=15000)
    for w in windows:
        w.set_pace("instant", save=False)
    return host_win, guest_win


def mover_of(windows):
    """The window whose turn it is (once both tables show the present)."""
    for w in windows:
        if w.online.presenter.human_turn():
            return w
    return None


class Relay:
    """A TCP relay between an app and the server (its own thread and loop) that can hold
    what the server says (`hold`): the app's move reaches the server, its answer does not
    reach the app; or what the app says (`hold_up`): the move never reaches the server.
    `drop` closes every connection through it, what it held unsent."""

    def __init__(self, upstream: int) -> None:
        self.upstream = upstream
        self.holding = False
        self.holding_up = False
        self.held = bytearray()
        self.writers: set[asyncio.StreamWriter] = set()
        self.loop = asyncio.new_event_loop()
        ready = threading.Event()

        def run() -> None:
            asyncio.set_event_loop(self.loop)
            self.server = self.loop.run_until_complete(
                asyncio.start_server(self._client, "127.0.0.1", 0))
            self.port = self.server.sockets[0].getsockname()[1]
            ready.set()
            self.loop.run_forever()
            self.loop.close()

        self.thread = threading.Thread(target=run, daemon=True)
        self.thread.start()
        assert ready.wait(10)

    async def _client(self, reader, writer) -> None:
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.upstream)
        except OSError:  # the server is not there (yet): the app tries again
            writer.transport.abort()
            return
        self.writers |= {writer, up_writer}

        async def pump(src, dst, down: bool) -> None:
            try:
                while data := await src.read(65536):
                    if self.holding if down else self.holding_up:
                        self.held += data
                        continue
                    dst.write(data)
                    await dst.drain()
            except (ConnectionError, OSError):
                pass
            finally:
                dst.transport.abort()

        await asyncio.gather(pump(reader, up_writer, False), pump(up_reader, writer, True))

    def hold(self) -> None:
        self.holding = True

    def hold_up(self) -> None:
        self.holding_up = True

    def drop(self) -> None:
        async def drop() -> None:
            for w in list(self.writers):
                w.transport.abort()
            self.writers.clear()
            self.held.clear()
            self.holding = self.holding_up = False

        asyncio.run_coroutine_threadsafe(drop(), self.loop).result(10)

    def close(self) -> None:
        async def close() -> None:
            self.server.close()
            for w in list(self.writers):
                w.transport.abort()

        if self.loop.is_running():
            asyncio.run_coroutine_threadsafe(close(), self.loop).result(10)
            self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


def times_played(window, card: int) -> int:
    """How many times the window's table says `card` was played this round."""
    return sum(1 for _seat, m in window.online.seat.view().history if m.card == card)


def at_home(window, card: int) -> bool:
    """The card's sprite is at its place of the table shown (not where it was dropped)."""
    table = window.online.view.table
    place = table.layout.cards.get(card) if table.layout else None
    sprite = table.sprites[card]
    return place is not None and (sprite.pos().x(), sprite.pos().y()) == (place.x, place.y)


def other_of(windows, window):
    return windows[1] if window is windows[0] else windows[0]


class Told:
    """What a connection said of our moves in flight."""

    def __init__(self, window) -> None:
        c = window.online.connection
        self.answered, self.unanswered, self.late, self.refused = [], [], [], []
        c.move_answered.connect(lambda: self.answered.append(time.monotonic()))
        c.move_unanswered.connect(self.unanswered.append)
        c.move_played_late.connect(lambda: self.late.append(time.monotonic()))
        c.move_refused.connect(lambda *a: self.refused.append(a))


SENDING = "Your move is being sent to the table…"
UNANSWERED = "The server did not answer: your move was not played. Play it again."


def send_while_stopped(qtbot, proc, window, rng):
    """The server is stopped (SIGSTOP), then the window's player plays: the move shows as
    sent and waiting. Returns the move."""
    o = window.online
    move = rng.choice(o.seat.legal_moves())
    os.kill(proc.pid, signal.SIGSTOP)
    play_by_mouse(o.view, o.pane.table_model, move)
    assert o.seat.in_flight and o.connection.in_flight is not None
    assert window.status_label.text() == SENDING
    me = o.seat.human
    assert "Your turn" not in o.presenter.texts.seats[me].name
    assert not o.presenter.human_turn() and not o.seat.is_human_turn()
    assert not at_home(window, move.card)  # it stays where it was dropped
    # the moves list says so too ("You is playing." before: the seat's name in a sentence)
    qtbot.waitUntil(lambda: window.moves_panel.turn_label.text() == "Your move is being sent…")
    # no second move meanwhile: the table says why
    other = next(m for m in o.view.table.layout.cards if m in o.seat.view().hand
                 and m != move.card) if len(o.seat.view().hand) > 1 else None
    if other is not None:
        with qtbot.waitSignal(o.seat.illegal_move, timeout=1000) as said:
            assert not o.seat.play(next(m for m in o.seat.view().legal_moves()
                                        if m.card == other))
        assert said.args[0] == "Wait: the table is taking your move."
    assert o.connection.in_flight.card == move.card
    return move


def test_a_move_sent_while_the_server_hangs_waits_then_is_played_once(qtbot, tmp_path):
    proc, port = start_server(tmp_path / "server")
    try:
        url = f"ws://127.0.0.1:{port}"
        windows = two_at(qtbot, url, url)
        qtbot.waitUntil(lambda: settled(*windows) and mover_of(windows) is not None,
                        timeout=10000)
        mover = mover_of(windows)
        other = other_of(windows, mover)
        told = Told(mover)
        assert mover.online.connection.answer_within == 10.0
        move = send_while_stopped(qtbot, proc, mover, random.Random(1))
        # the status says it again while it waits (and the bound is not reached)
        with qtbot.waitSignal(mover.online.seat.message, timeout=6000) as again:
            pass
        assert again.args == [SENDING] and mover.online.seat.in_flight
        assert not told.answered and not told.unanswered
        sent = time.monotonic()
        os.kill(proc.pid, signal.SIGCONT)
        qtbot.waitUntil(lambda: times_played(other, move.card) == 1, timeout=10000)
        seen = time.monotonic() - sent
        qtbot.waitUntil(lambda: not mover.online.seat.in_flight, timeout=10000)
        qtbot.waitUntil(lambda: settled(*windows), timeout=10000)
        assert len(told.answered) == 1 and not told.unanswered and not told.refused
        assert times_played(mover, move.card) == 1
        # nothing more of it comes: the other friend's next move reaches the mover, and
        # the move is still there once on both tables
        o = other.online
        qtbot.waitUntil(lambda: o.presenter.human_turn(), timeout=10000)
        n = len(mover.online.seat.view().history)
        o.seat.play(random.Random(2).choice(o.seat.legal_moves()))
        qtbot.waitUntil(lambda: len(mover.online.seat.view().history) > n, timeout=10000)
        qtbot.waitUntil(lambda: settled(*windows), timeout=10000)
        assert [times_played(w, move.card) for w in windows] == [1, 1]
        assert len(told.answered) == 1 and not told.refused
        print(f"SIGCONT -> the other seat sees the move: {seen * 1000:.0f} ms")
    finally:
        stop(proc)


def test_a_move_not_answered_in_time_goes_home_and_the_app_then_agrees(qtbot, tmp_path):
    proc, port = start_server(tmp_path / "server")
    try:
        url = f"ws://127.0.0.1:{port}"
        windows = two_at(qtbot, url, url)
        qtbot.waitUntil(lambda: settled(*windows) and mover_of(windows) is not None,
                        timeout=10000)
        mover = mover_of(windows)
        other = other_of(windows, mover)
        told = Told(mover)
        mover.online.connection.answer_within = 3.0
        move = send_while_stopped(qtbot, proc, mover, random.Random(3))
        with qtbot.waitSignal(mover.online.connection.move_unanswered, timeout=8000):
            pass
        assert mover.status_label.text() == UNANSWERED
        qtbot.waitUntil(lambda: at_home(mover, move.card), timeout=5000)  # back in the hand
        assert move.card in mover.online.seat.view().hand
        assert mover.online.seat.is_human_turn()
        qtbot.waitUntil(lambda: "Your turn" in mover.online.presenter.texts.seats[
            mover.online.seat.human].name, timeout=5000)
        os.kill(proc.pid, signal.SIGCONT)
        # the server had the move: it plays it now, and the app shows what it did
        qtbot.waitUntil(lambda: bool(told.late) and times_played(other, move.card) == 1,
                        timeout=10000)
        qtbot.waitUntil(lambda: settled(*windows), timeout=10000)
        assert mover.status_label.text() == \
            "The server answered late: your move was played after all."
        assert [times_played(w, move.card) for w in windows] == [1, 1]
        views = [w.online.seat.view() for w in windows]
        assert views[0].history == views[1].history and views[0].loose == views[1].loose
        assert move.card not in views[windows.index(mover)].hand
        assert not told.answered and told.unanswered == [move.card] and not told.refused
    finally:
        stop(proc)


def test_a_move_stored_before_the_server_was_killed_is_there_once(qtbot, tmp_path):
    data = tmp_path / "server"
    proc, port = start_server(data, grace=60)
    relay = Relay(port)
    try:
        url = f"ws://127.0.0.1:{port}"
        windows = two_at(qtbot, f"ws://127.0.0.1:{relay.port}", url)
        host, guest = windows
        qtbot.waitUntil(lambda: settled(*windows) and mover_of(windows) is not None,
                        timeout=10000)
        if mover_of(windows) is guest:  # the host (through the relay) is to move
            g = guest.online
            g.seat.play(random.Random(4).choice(g.seat.legal_moves()))
            qtbot.waitUntil(lambda: settled(*windows) and mover_of(windows) is host,
                            timeout=10000)
        told = Told(host)
        o = host.online
        o.connection.answer_within = 30.0  # the restart's time is not what is tested
        move = random.Random(5).choice(o.seat.legal_moves())
        relay.hold()  # the server's answer will not reach the host's app
        play_by_mouse(o.view, o.pane.table_model, move)
        # stored: the server tells nobody of a move before it is stored
        qtbot.waitUntil(lambda: times_played(guest, move.card) == 1, timeout=10000)
        assert o.seat.in_flight and times_played(host, move.card) == 0
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
        relay.drop()  # the answer held is lost with the connection
        killed = time.monotonic()
        proc, _ = start_server(data, port=port, grace=60)
        qtbot.waitUntil(lambda: not o.seat.in_flight, timeout=20000)
        back = time.monotonic() - killed
        qtbot.waitUntil(lambda: settled(*windows) and o.connection.lost_until is None,
                        timeout=20000)
        assert len(told.answered) == 1 and not told.unanswered and not told.refused
        assert o.connection.seatings == 2  # answered by the view of its seat taken back
        assert [times_played(w, move.card) for w in windows] == [1, 1]
        views = [w.online.seat.view() for w in windows]
        assert views[0].history == views[1].history
        # the table goes on: the guest's next move reaches the host
        g = guest.online
        qtbot.waitUntil(lambda: g.presenter.human_turn(), timeout=10000)
        n = len(o.seat.view().history)
        g.seat.play(random.Random(6).choice(g.seat.legal_moves()))
        qtbot.waitUntil(lambda: len(o.seat.view().history) > n, timeout=10000)
        assert [times_played(w, move.card) for w in windows] == [1, 1]
        print(f"killed -> the host's move acknowledged after the restart: {back:.1f} s")
    finally:
        stop(proc)
        relay.close()


def test_a_move_that_never_reached_the_server_is_sent_again_once_back(qtbot, tmp_path):
    """The connection is cut after the move left the app and before the server had it:
    the app takes its seat back with its token, sees the card still in its hand and its
    turn, and sends the move again (the same ref): played once."""
    proc, port = start_server(tmp_path / "server", grace=60)
    relay = Relay(port)
    try:
        url = f"ws://127.0.0.1:{port}"
        windows = two_at(qtbot, f"ws://127.0.0.1:{relay.port}", url)
        host, guest = windows
        qtbot.waitUntil(lambda: settled(*windows) and mover_of(windows) is not None,
                        timeout=10000)
        if mover_of(windows) is guest:
            g = guest.online
            g.seat.play(random.Random(7).choice(g.seat.legal_moves()))
            qtbot.waitUntil(lambda: settled(*windows) and mover_of(windows) is host,
                            timeout=10000)
        told = Told(host)
        o = host.online
        o.connection.answer_within = 30.0  # (a loaded machine: the way back may be slow)
        move = random.Random(8).choice(o.seat.legal_moves())
        relay.hold_up()  # what the host's app says goes nowhere
        play_by_mouse(o.view, o.pane.table_model, move)
        assert o.seat.in_flight and host.status_label.text() == SENDING
        relay.drop()  # the connection is cut: the move never reached the server
        cut = time.monotonic()
        qtbot.waitUntil(lambda: not o.seat.in_flight, timeout=15000)
        back = time.monotonic() - cut
        qtbot.waitUntil(lambda: settled(*windows) and times_played(guest, move.card) == 1,
                        timeout=10000)
        assert len(told.answered) == 1 and not told.unanswered and not told.refused
        assert o.connection.seatings == 2
        assert [times_played(w, move.card) for w in windows] == [1, 1]
        g = guest.online
        qtbot.waitUntil(lambda: g.presenter.human_turn(), timeout=10000)
        n = len(o.seat.view().history)
        g.seat.play(random.Random(9).choice(g.seat.legal_moves()))
        qtbot.waitUntil(lambda: len(o.seat.view().history) > n, timeout=10000)
        assert [times_played(w, move.card) for w in windows] == [1, 1]
        print(f"cut -> the move sent again and acknowledged: {back:.1f} s")
    finally:
        stop(proc)
        relay.close()


def test_a_move_played_again_after_the_bound_is_played_once(qtbot, tmp_path):
    """The player plays the card again as the sentence says, while the server still hangs
    with the first sending: the server plays the first and answers the second with the
    whole view (a repeat): the move is on both tables once."""
    proc, port = start_server(tmp_path / "server")
    try:
        url = f"ws://127.0.0.1:{port}"
        windows = two_at(qtbot, url, url)
        qtbot.waitUntil(lambda: settled(*windows) and mover_of(windows) is not None,
                        timeout=10000)
        mover = mover_of(windows)
        other = other_of(windows, mover)
        told = Told(mover)
        o = mover.online
        o.connection.answer_within = 2.0
        move = send_while_stopped(qtbot, proc, mover, random.Random(10))
        with qtbot.waitSignal(o.connection.move_unanswered, timeout=8000):
            pass
        qtbot.waitUntil(lambda: o.presenter.human_turn(), timeout=5000)
        play_by_mouse(o.view, o.pane.table_model, move)  # "Play it again."
        assert o.seat.in_flight and o.connection.in_flight.ref == 2
        os.kill(proc.pid, signal.SIGCONT)
        qtbot.waitUntil(lambda: not o.seat.in_flight and times_played(other, move.card) == 1,
                        timeout=10000)
        # the second sending's answer (the view) has come too: the other friend's next
        # move comes after it
        g = other.online
        qtbot.waitUntil(lambda: settled(*windows) and g.presenter.human_turn(),
                        timeout=10000)
        n = len(o.seat.view().history)
        g.seat.play(random.Random(11).choice(g.seat.legal_moves()))
        qtbot.waitUntil(lambda: len(o.seat.view().history) > n, timeout=10000)
        qtbot.waitUntil(lambda: settled(*windows), timeout=10000)
        assert [times_played(w, move.card) for w in windows] == [1, 1]
        assert len(told.answered) == 1 and told.unanswered == [move.card]
        assert not told.refused and not told.late
        assert o.connection.given_up is None and o.connection.in_flight is None
    finally:
        stop(proc)
