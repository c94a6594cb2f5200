"""A four-player partnership match to 61 over real sockets on 127.0.0.1 (R40–R43), and
the no-leak check over every message each seat was sent."""

from __future__ import annotations

import asyncio

from diloti_qt.engine import PlayerView
from diloti_qt.net.client import autoplay

from .helpers import LeakWatch, canonical, chooser, record, run, running, seated_table


def test_four_friends_play_a_partnership_match_to_61_and_nothing_hidden_leaks(store):
    async def scenario():
        async with running(**store) as server:
            watch = LeakWatch(server)
            clients = await seated_table(server, "partnership-4p", ["friend"] * 4, 4)
            received = [record(c) for c in clients]
            table = server.tables[clients[0].room]
            ends = await asyncio.gather(*(autoplay(c, chooser(i))
                                          for i, c in enumerate(clients)))
            state = table.match.state
            # Every seat saw the same end, and it is the engine's: a team at 61 (R38).
            assert all(e == ends[0] for e in ends)
            assert ends[0]["scores"] == state.scores
            assert max(state.scores) >= 61 and ends[0]["winner"] == state.match_winner
            assert len(table.match.rounds) >= 2
            # Team totals per R40/R43: the round points are per side, two sides.
            for rec in table.match.rounds:
                assert len(rec.points) == 2
            # Each client's final view is exactly the server's view of its seat.
            for c in clients:
                assert c.view == canonical(PlayerView.of(state, c.seat))
            # The no-leak check saw every message each client received, and none leaked.
            for c, got in zip(clients, received, strict=True):
                sent = watch.sent[(c.room, c.seat)]
                assert got == sent[len(sent) - len(got):]
            assert watch.checked > 4 * 48 * 2
            assert watch.leaks == []
            assert server.moves == len(table.moves)
            for c in clients:
                await c.close()

    run(scenario(), 80)


def test_leak_watch_catches_a_leak():
    """The check itself can fail: a message naming another seat's card is reported."""
    async def scenario():
        async with running() as server:
            watch = LeakWatch(server)
            clients = await seated_table(server, "pagat-2p", ["friend", "friend"], 2)
            table = server.tables[clients[0].room]
            other = table.match.state.hands[1][0]
            from diloti_qt.engine.cards import NAMES

            server._send(server.seated[(table.room, 0)], f'{{"x":"{NAMES[other]}"}}')
            assert len(watch.leaks) == 1
            for c in clients:
                await c.close()

    run(scenario())


def test_computers_fill_the_empty_seats_and_honour_the_partnership(store):
    """Host + one friend + two computers (worker processes): the match ends at the target."""
    async def scenario():
        async with running(robot_mode="process", **store) as server:
            watch = LeakWatch(server)
            rules = {"profile": "partnership-4p", "variants": {"V-TARGET": 25}}
            clients = await seated_table(server, rules, ["friend", "random", "friend", "easy"], 2)
            assert [c.seat for c in clients] == [0, 2]  # partners (R40)
            ends = await asyncio.gather(*(autoplay(c, chooser(i))
                                          for i, c in enumerate(clients)))
            table = server.tables[clients[0].room]
            assert max(ends[0]["scores"]) >= 25
            seats = {s for s, _ in table.moves}
            assert seats == {0, 1, 2, 3}
            assert watch.leaks == []
            for c in clients:
                await c.close()

    run(scenario(), 80)
