"""Your seat is always yours: a computer that plays for an absent friend (the host's
"Let a computer play for Bob", or after the grace period) keeps the friend's name in every
message, and the friend takes the seat back with the token the app kept; the host can
also hand it back. The server's grace period is told in the welcome."""

from __future__ import annotations

import asyncio

from diloti_qt.engine import PlayerView
from diloti_qt.net.client import Client, autoplay
from diloti_qt.net.table import Table

from .helpers import canonical, chooser, run, running, seated_table, url
from .test_reconnect import play_until


def named(msg: dict, seat: int, name: str) -> bool:
    return msg["seats"][seat]["kind"] == "friend" and msg["seats"][seat]["name"] == name


def test_the_host_lets_a_computer_play_for_bob_and_bob_takes_his_seat_back(store):
    async def scenario():
        async with running(grace=60.0, **store) as server:
            rules = {"profile": "pagat-2p", "variants": {"V-TARGET": 500}}
            host, bob = await seated_table(server, rules, ["friend", "friend"], 2)
            assert host.grace == bob.grace == 60  # the server's, for the countdown
            table = server.tables[host.room]
            room, token = bob.room, bob.token
            await play_until([host, bob], lambda: table.seq >= 4)
            bob.abort()
            await host.until(lambda m: m["type"] == "seats" and not m["seats"][1]["connected"])
            heard: list[dict] = []
            host.on_message = lambda msg, raw: heard.append(msg)
            await host.send({"type": "seat", "seat": 1, "who": "easy"})
            msg = await host.until(lambda m: m["type"] == "seats" and m["seats"][1]["stand_in"])
            assert named(msg, 1, "Friend 1") and msg["seats"][1]["level"] == "easy"
            # the computer plays Bob's turns under his name
            before = table.seq
            await play_until([host], lambda: {s for s, _ in table.moves[before:]} == {0, 1}
                             and table.match.state.to_move == 0)
            seat_messages = [m for m in heard if "seats" in m]
            assert seat_messages and all(named(m, 1, "Friend 1") for m in seat_messages)
            assert table.seats[1].name == "Friend 1" and table.seats[1].stand_in
            # Bob's app comes back with the token it kept: the seat is his again
            back = await Client.connect(url(server))
            welcome = await back.resume(room, token)
            assert welcome["seat"] == 1 and welcome["grace"] == 60
            full = await back.next("view")
            assert named(full, 1, "Friend 1") and not full["seats"][1]["stand_in"]
            assert back.view == canonical(PlayerView.of(table.match.state, 1))
            await host.until(lambda m: m["type"] == "seats" and m["seats"][1]["connected"]
                             and not m["seats"][1]["stand_in"])
            assert table.robot_turn() is None or table.robot_turn()[0] != 1
            ends = await asyncio.gather(autoplay(host, chooser(1), timeout=30),
                                        autoplay(back, chooser(2), timeout=30))
            assert ends[0] == ends[1]
            for c in (host, back):
                await c.close()

    run(scenario(), 120)


def test_after_the_grace_period_the_seat_keeps_bobs_name_and_bob_comes_back():
    async def scenario():
        async with running(grace=0.3) as server:
            rules = {"profile": "partnership-4p", "variants": {"V-TARGET": 500}}
            clients = await seated_table(server, rules, ["friend"] * 4, 4, stand_in="easy")
            table = server.tables[clients[0].room]
            bob = clients[2]
            seat, token = bob.seat, bob.token
            await play_until(clients, lambda: table.seq >= 3)
            bob.abort()
            msg = await clients[0].until(lambda m: m["type"] == "seats"
                                         and m["seats"][seat]["stand_in"], timeout=10)
            assert named(msg, seat, "Friend 2") and msg["seats"][seat]["level"] == "easy"
            rest = [c for c in clients if c is not bob]
            before = table.seq
            await play_until(rest, lambda: seat in {s for s, _ in table.moves[before:]})
            back = await Client.connect(url(server))
            await back.resume(bob.room, token)
            full = await back.next("view")
            assert named(full, seat, "Friend 2") and not table.seats[seat].stand_in
            for c in rest + [back]:
                await c.close()

    run(scenario(), 80)


def test_the_host_hands_the_seat_back_and_the_table_waits_for_bob_again():
    async def scenario():
        async with running(grace=0.6) as server:
            rules = {"profile": "pagat-2p", "variants": {"V-TARGET": 500}}
            host, bob = await seated_table(server, rules, ["friend", "friend"], 2)
            table = server.tables[host.room]
            bob.abort()
            await host.until(lambda m: m["type"] == "seats" and not m["seats"][1]["connected"])
            await host.send({"type": "seat", "seat": 1, "who": "hard"})
            await host.until(lambda m: m["type"] == "seats" and m["seats"][1]["stand_in"])
            await host.send({"type": "seat", "seat": 1, "who": "friend"})
            msg = await host.until(lambda m: m["type"] == "seats"
                                   and not m["seats"][1]["stand_in"])
            assert named(msg, 1, "Friend 1") and msg["seats"][1]["level"] is None
            assert table.robot_turn() is None  # nobody plays for Bob: the table waits
            # ... for the grace period again, then the table's own stand-in plays
            msg = await host.until(lambda m: m["type"] == "seats" and m["seats"][1]["stand_in"],
                                   timeout=5)
            assert named(msg, 1, "Friend 1") and msg["seats"][1]["level"] == "easy"
            # a computer's own seat, or a friend who is here, is not the host's to give
            await host.send({"type": "seat", "seat": 0, "who": "easy"})
            assert (await host.next("error"))["code"] == "seat-taken"
            await host.close()

    run(scenario(), 60)


def test_a_computer_playing_for_bob_is_stored_with_his_name_and_token():
    """A server that restarts finds the seat as it was: Bob's, played for him."""
    table, _seat, _token = Table.create("0000000000", "Ana", {"profile": "pagat-2p"},
                                        ["friend", "friend"])
    bob_seat, bob_token = table.join("Bob")
    table.set_ready(bob_seat, True)
    table.start(0)
    table.disconnect(bob_seat)
    table.set_seat(0, bob_seat, "expert")
    restored = Table.restore(table.config(), table.moves)
    s = restored.seats[bob_seat]
    assert (s.name, s.stand_in, s.level) == ("Bob", True, "expert")
    assert restored.seat_of(bob_token) == bob_seat
    restored.connect(bob_seat)
    assert not restored.seats[bob_seat].stand_in and restored.seats[bob_seat].level is None
