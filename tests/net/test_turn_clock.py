"""The turn clock (issue 37, F2): a friend who stays connected but never plays does not stop
the table. When the mover's clock runs out a computer of the table's stand-in level plays
that move in the seat's name and every seat is told (`timeout`, then the update); after
three in a row the computer keeps the seat until its friend says `here`. The host may let
a computer play for a friend who is present. The clock's length and the rows are stored
with the table; after a restart the mover's clock starts again in full. And (F4) a friend
who left during a match takes the same seat back."""

from __future__ import annotations

import asyncio
import time

from diloti_qt.net.client import Client, room_url

from .helpers import chooser, run, running, seated_table, url

CLOCK = 1  # second: short clocks for tests


class Timed:
    """Every message a client receives, with when it came (time.monotonic())."""

    def __init__(self, client: Client) -> None:
        self.client = client
        self.got: list[tuple[float, dict]] = []
        client.on_message = lambda msg, raw: self.got.append((time.monotonic(), msg))

    def delays(self, seat: int) -> list[float]:
        """For each move the clock made for `seat`: seconds from the moment its clock ran
        out (as the message that started the turn said: received + left_ms) to the
        computer's update reaching this client."""
        out, expiry = [], None
        for i, (at, msg) in enumerate(self.got):
            clock = msg.get("clock")
            if isinstance(clock, dict) and clock["seat"] == seat:
                expiry = at + clock["left_ms"] / 1000
            if msg["type"] == "update" and msg["outcome"]["seat"] == seat and \
                    i > 0 and self.got[i - 1][1]["type"] == "timeout" and expiry is not None:
                out.append(at - expiry)
        return out


async def clocked_table(server, clock: int = CLOCK) -> tuple[Client, Client]:
    """A started two-seat table whose host chose a clock of `clock` seconds."""
    host = await Client.connect(url(server))
    w = await host.create("Host", "pagat-2p", ["friend", "friend"], stand_in="easy",
                          clock=clock)
    friend = await Client.connect(url(server))
    await friend.join(w["room"], "Bob")
    await friend.ready()
    await host.until(lambda m: m["type"] == "lobby" and m["seats"][1]["ready"])
    assert host.table.lobby.clock == clock
    await host.start()
    for c in (host, friend):
        await c.next("view")
    return host, friend


async def host_plays(host: Client, seed: int = 0) -> None:
    """The host plays its own turns for ever (cancelled by the test)."""
    choose = chooser(seed)
    sent = None
    while True:
        if host.my_turn and sent != host.seq:
            sent = host.seq
            await host.play(choose(host.view))
        try:
            await host.next(timeout=0.2)
        except asyncio.TimeoutError:
            pass
        except ConnectionError:
            return


def test_the_clock_plays_for_a_friend_who_never_moves_and_keeps_the_seat_at_three():
    async def scenario():
        async with running(turn_clock=CLOCK) as server:  # the server's default clock
            host, friend = await seated_table(server, "pagat-2p", ["friend", "friend"], 2)
            assert friend.table.lobby.clock == CLOCK
            timed = [Timed(host), Timed(friend)]
            playing = asyncio.get_running_loop().create_task(host_plays(host))
            try:
                rows = []
                while len(rows) < 3:
                    msg = await friend.next("timeout", timeout=15)
                    assert (msg["seat"], msg["name"]) == (friend.seat, "Friend 1")
                    rows.append((msg["row"], msg["kept"]))
                    update = await friend.next("update", timeout=5)  # the move, right after
                    assert update["outcome"]["seat"] == friend.seat
                    last = update["seq"]
                assert rows == [(1, False), (2, False), (3, True)]
                seats = await friend.until(lambda m: m["type"] == "seats"
                                           and m["seats"][friend.seat]["stand_in"], 5)
                assert seats["seats"][friend.seat]["connected"]
                table = server.tables[host.room]
                assert table.seats[friend.seat].clock_row == 3
                # The computer keeps the seat: its moves need no clock.
                told = len(friend.table.timeouts)
                await friend.until(lambda m: m["type"] == "update" and m["seq"] > last
                                   and m["outcome"]["seat"] == friend.seat, 15)
                assert len(friend.table.timeouts) == told  # no clock: the computer's seat
                assert host.table.timeouts[-1]["kept"]  # the host was told too
                # The friend takes the seat back: the clock runs for them again.
                await friend.send({"type": "here"})
                back = await friend.until(lambda m: m["type"] == "seats"
                                          and not m["seats"][friend.seat]["stand_in"], 5)
                assert back["seats"][friend.seat]["level"] is None
                assert table.seats[friend.seat].clock_row == 0
                again = await friend.next("timeout", timeout=15)
                assert (again["row"], again["kept"]) == (1, False)
            finally:
                playing.cancel()
            for t in timed:
                delays = t.delays(friend.seat)
                assert len(delays) >= 3 and max(delays) < 1.0, delays
            assert min(server.clock_delays) >= 0  # never played before the time was up
            report = [round(max(t.delays(friend.seat)) * 1000) for t in timed]
            print(f"clock expiry -> move at host, friend: max {report} ms, "
                  f"server {[round(d * 1000) for d in server.clock_delays]} ms")
            for c in (host, friend):
                await c.close()

    run(scenario(), 90)


def test_a_move_of_the_friends_own_starts_the_row_again():
    async def scenario():
        async with running() as server:
            host, friend = await clocked_table(server)
            playing = asyncio.get_running_loop().create_task(host_plays(host))
            try:
                first = await friend.next("timeout", timeout=15)
                assert first["row"] == 1
                await friend.until(lambda m: m["type"] == "update"
                                   and m["outcome"]["seat"] == friend.seat, 5)
                await friend.until(lambda m: friend.my_turn, 15)
                await friend.play(chooser(1)(friend.view))  # the friend plays again
                await friend.until(lambda m: m["type"] == "update"
                                   and m["outcome"]["seat"] == friend.seat, 5)
                table = server.tables[host.room]
                assert table.seats[friend.seat].clock_row == 0
                nxt = await friend.next("timeout", timeout=15)
                assert nxt["row"] == 1
            finally:
                playing.cancel()
            for c in (host, friend):
                await c.close()

    run(scenario(), 60)


async def my_clock(client: Client):
    """The seat's clock once it is the seat's turn (as its mirror heard it)."""
    while True:
        clock = client.table.clock
        if client.my_turn and clock is not None and clock.seat == client.seat:
            return clock
        await asyncio.sleep(0.01)


def test_a_friends_move_in_the_last_second_wins_over_the_clocks_computer():
    """The computer starts choosing a second before the clock runs out (server.CLOCK_LEAD),
    so that a searching level is not late; a move the friend makes in that second is the
    one played, and the computer's is dropped."""
    async def scenario():
        async with running() as server:
            host, friend = await clocked_table(server, clock=4)
            playing = asyncio.get_running_loop().create_task(host_plays(host))
            try:
                clock = await asyncio.wait_for(my_clock(friend), 15)
                expiry = clock.heard_at + clock.left_ms / 1000
                await asyncio.sleep(max(0.0, expiry - 0.5 - time.monotonic()))
                assert friend.my_turn and not friend.table.timeouts
                await friend.play(chooser(2)(friend.view), ref=7)
                mine = await friend.until(lambda m: m["type"] == "timeout" or (
                    m["type"] == "update" and m["outcome"]["seat"] == friend.seat), 5)
                assert mine["type"] == "update" and mine.get("ref") == 7, mine
                assert time.monotonic() < expiry
                # The friend's next turn, left alone: the clock plays it (its first).
                nxt = await friend.next("timeout", timeout=15)
                assert nxt["row"] == 1 and len(friend.table.timeouts) == 1
            finally:
                playing.cancel()
            for c in (host, friend):
                await c.close()

    run(scenario(), 60)


def test_the_host_lets_a_computer_play_for_a_present_friend_and_the_friend_takes_it_back():
    """Before issue 37 the server refused it (`seat-taken`: a friend who is here)."""
    async def scenario():
        async with running() as server:
            host, friend = await seated_table(server, "pagat-2p", ["friend", "friend"], 2)
            await host.send({"type": "seat", "seat": friend.seat, "who": "easy"})
            seats = await friend.until(lambda m: m["type"] == "seats", 5)
            mine = seats["seats"][friend.seat]
            assert (mine["stand_in"], mine["connected"], mine["level"]) == (True, True, "easy")
            table = server.tables[host.room]
            # The computer plays the friend's turns (the host plays its own).
            playing = asyncio.get_running_loop().create_task(host_plays(host))
            try:
                await friend.until(lambda m: m["type"] == "update"
                                   and m["outcome"]["seat"] == friend.seat, 15)
                await friend.send({"type": "here"})
                await friend.until(lambda m: m["type"] == "seats"
                                   and not m["seats"][friend.seat]["stand_in"], 5)
                assert not table.seats[friend.seat].stand_in
                # The host's own seat is never given away.
                await host.send({"type": "seat", "seat": host.seat, "who": "easy"})
                await host.until(lambda m: m["type"] == "error"
                                 and m["code"] == "seat-taken", 5)
            finally:
                playing.cancel()
            for c in (host, friend):
                await c.close()

    run(scenario(), 60)


def test_the_clock_changes_only_between_matches_and_only_by_the_host():
    async def scenario():
        async with running() as server:
            host = await Client.connect(url(server))
            w = await host.create("Host", {"profile": "pagat-2p",
                                           "variants": {"V-TARGET": 1}},
                                  ["friend", "friend"], stand_in="easy")
            assert (await host.next("lobby"))["clock"] == 0  # no default: no clock
            friend = await Client.connect(url(server))
            await friend.join(w["room"], "Bob")
            await friend.send({"type": "clock", "seconds": 30})
            assert (await friend.next("error"))["code"] == "not-host"
            await host.send({"type": "clock", "seconds": 30})
            await friend.until(lambda m: m["type"] == "lobby" and m["clock"] == 30, 5)
            await friend.ready()
            await host.until(lambda m: m["type"] == "lobby" and m["seats"][1]["ready"])
            await host.start()
            view = await friend.next("view")
            assert view["clock"]["seat"] == server.tables[host.room].match.state.to_move
            assert 29_000 < view["clock"]["left_ms"] <= 30_000
            await host.send({"type": "clock", "seconds": 60})
            assert (await host.next("error"))["code"] == "not-now"
            for c in (host, friend):
                await c.close()

    run(scenario(), 60)


def test_the_clock_and_its_rows_survive_a_restart(storage):
    """The rows and the clock's length are stored; the mover's time starts again in full
    at the server that loads the table."""
    async def scenario():
        async with running(**storage) as server:
            host, friend = await clocked_table(server)
            playing = asyncio.get_running_loop().create_task(host_plays(host))
            try:
                await friend.until(lambda m: m["type"] == "timeout" and m["row"] == 2, 20)
                await friend.until(lambda m: m["type"] == "update"
                                   and m["outcome"]["seat"] == friend.seat, 5)
            finally:
                playing.cancel()
            room, tokens = host.room, (host.token, friend.token)
            await host.send({"type": "clock", "seconds": 5})  # refused: a match is on
            for c in (host, friend):
                await c.close()
        async with running(**storage) as server:
            back = [await Client.connect(room_url(url(server), room)) for _ in tokens]
            for c, token in zip(back, tokens):
                await c.resume(room, token)
            table = server.tables[room]  # (PostgreSQL: fetched by the first resume)
            assert table.clock == CLOCK and table.seats[1].clock_row == 2
            playing = asyncio.get_running_loop().create_task(host_plays(back[0]))
            try:
                kept = await back[1].next("timeout", timeout=20)
                assert (kept["row"], kept["kept"]) == (3, True)
            finally:
                playing.cancel()
            for c in back:
                await c.close()

    run(scenario(), 90)


def test_a_friend_who_left_during_the_match_takes_the_same_seat_back():
    """F4 at the server: `leave` during a match keeps the token's seat for its friend (a
    computer plays it meanwhile); `resume` gives it back, and nobody else can join it."""
    async def scenario():
        async with running() as server:
            host, friend = await seated_table(server, "pagat-2p", ["friend", "friend"], 2)
            room, token, seat = friend.room, friend.token, friend.seat
            await friend.send({"type": "leave"})
            seats = await host.until(lambda m: m["type"] == "seats"
                                     and m["seats"][seat]["stand_in"], 5)
            assert seats["seats"][seat]["name"] == "Friend 1"
            stranger = await Client.connect(url(server))
            try:
                await stranger.join(room, "Eve")
                raise AssertionError("joined a match in progress")
            except Exception as e:  # noqa: BLE001 - RefusedError
                assert "not-now" in str(e) or getattr(e, "code", "") == "not-now"
            back = await Client.connect(room_url(url(server), room))
            w = await back.resume(room, token)
            assert w["seat"] == seat
            await back.next("view")
            seats = await host.until(lambda m: m["type"] == "seats"
                                     and not m["seats"][seat]["stand_in"]
                                     and m["seats"][seat]["connected"], 5)
            for c in (host, back, stranger):
                await c.close()

    run(scenario(), 60)
