"""Connections fail; the game goes on: a dropped player keeps the seat and comes back to
the exact view; one who does not come back is played by a computer until the end."""

from __future__ import annotations

import asyncio

from diloti_qt.engine import PlayerView
from diloti_qt.net.client import Client, autoplay, room_url

from .helpers import canonical, chooser, run, running, seated_table, url


async def play_until(clients, stop, seed=0):
    """Let every client play its turns until stop() holds (checked after each message)."""
    choose = chooser(seed)
    sent = {}
    while not stop():
        for c in clients:
            if c.my_turn and sent.get(c.seat) != c.seq:
                sent[c.seat] = c.seq
                await c.play(choose(c.view))
        await asyncio.sleep(0.005)
        for c in clients:
            while not c.inbox.empty():
                c.inbox.get_nowait()


def test_a_player_killed_mid_round_reconnects_to_the_same_view(store):
    async def scenario():
        async with running(grace=30.0, **store) as server:
            clients = await seated_table(server, "partnership-4p", ["friend"] * 4, 4)
            table = server.tables[clients[0].room]
            victim = clients[3]
            room, token, seat = victim.room, victim.token, victim.seat
            await play_until(clients, lambda: table.seq >= 13 and
                             table.match.state.to_move == seat and victim.seq == table.seq)
            before = victim.view
            victim.abort()  # the cable is pulled: no closing handshake
            await clients[0].until(lambda m: m["type"] == "seats"
                                   and not m["seats"][seat]["connected"])
            assert not table.seats[seat].stand_in  # still within the grace period
            await asyncio.sleep(0.2)
            assert table.match.state.to_move == seat  # the table waits for its player
            back = await Client.connect(room_url(url(server), room))
            welcome = await back.resume(room, token)
            assert welcome["seat"] == seat and welcome["room"] == room
            full = await back.next("view")
            assert full["seq"] == table.seq
            # the same view as the server's of that seat, its table in the wire's order (a
            # declaration made after an equal one of a lower seat came first on the server)
            assert back.view == before == canonical(PlayerView.of(table.match.state, seat))
            await clients[0].until(lambda m: m["type"] == "seats"
                                   and m["seats"][seat]["connected"])
            players = clients[:3] + [back]
            ends = await asyncio.gather(*(autoplay(c, chooser(i))
                                          for i, c in enumerate(players)))
            assert ends[0]["winner"] == table.match.state.match_winner is not None
            for c in players:
                await c.close()

    run(scenario(), 80)


def test_a_player_who_does_not_return_is_played_by_a_computer_and_the_match_ends(store):
    async def scenario():
        async with running(grace=0.3, **store) as server:
            rules = {"profile": "partnership-4p", "variants": {"V-TARGET": 31}}
            clients = await seated_table(server, rules, ["friend"] * 4, 4, stand_in="easy")
            table = server.tables[clients[0].room]
            gone = clients[1]
            seat, token, room = gone.seat, gone.token, gone.room
            await play_until(clients, lambda: table.seq >= 5)
            gone.abort()
            await clients[0].until(lambda m: m["type"] == "seats"
                                   and m["seats"][seat]["stand_in"], timeout=10)
            rest = [c for c in clients if c is not gone]
            ends = await asyncio.gather(*(autoplay(c, chooser(i)) for i, c in enumerate(rest)))
            assert max(ends[0]["scores"]) >= 31
            played_after = [s for s, _ in table.moves[6:]]
            assert seat in played_after  # the stand-in played the seat
            # The token still seats its owner (to see the end), the seat shows them back.
            back = await Client.connect(url(server))
            await back.resume(room, token)
            await back.next("view")
            assert back.view.round_over
            assert not table.seats[seat].stand_in
            for c in rest + [back]:
                await c.close()

    run(scenario(), 80)
