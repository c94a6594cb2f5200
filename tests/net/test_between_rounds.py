"""Between two rounds the table waits for every friend to be ready (each has seen the
round's score sheet); computers are ready at once. A seat that comes back gets the round's
opening table and the match's finished rounds; a service that keeps no tables says goodbye
to every seat as it stops."""

from __future__ import annotations

import asyncio

from diloti_qt.engine import parse_position
from diloti_qt.net.client import Client
from diloti_qt.net.host import ServiceHost
from diloti_qt.net.protocol import Farewell
from diloti_qt.net.server import ServerConfig
from diloti_qt.net.table import Table
from diloti_qt.net.wire import opening_json, read_opening

from .helpers import FAST, run, running, seated_table, url
from .test_reconnect import play_until


async def drain(client: Client, seconds: float = 0.2) -> list[dict]:
    got = []
    try:
        while True:
            got.append(await client.next(timeout=seconds))
    except asyncio.TimeoutError:
        return got


def test_the_next_round_waits_until_every_friend_is_ready(store):
    async def scenario():
        async with running(**store) as server:
            clients = await seated_table(server, "pagat-2p", ["friend", "friend"], 2)
            table = server.tables[clients[0].room]
            await play_until(clients, lambda: table.match.state.round_over)
            assert table.between_rounds() and table.waiting_for() == [0, 1]
            await asyncio.sleep(0.2)
            assert table.match.round_number == 1  # nobody dealt the next round
            host, guest = clients
            await host.ready()
            seats = await guest.until(lambda m: m["type"] == "seats" and m["seats"][0]["ready"])
            assert not seats["seats"][1]["ready"]
            assert table.waiting_for() == [1] and table.match.round_number == 1
            for c in clients:
                while not c.inbox.empty():
                    c.inbox.get_nowait()
            await guest.ready()
            for c in clients:
                deal = await c.next("deal")
                assert deal["round"] == 2 and not c.view.round_over
            assert table.waiting_for() == [] and not table.between_rounds()
            assert not any(s.ready for s in table.seats)  # ready again only after this round
            for c in clients:
                await c.close()

    run(scenario())


def test_ready_in_the_middle_of_a_round_is_refused_and_changes_nothing(store):
    async def scenario():
        async with running(**store) as server:
            clients = await seated_table(server, "pagat-2p", ["friend", "friend"], 2)
            table = server.tables[clients[0].room]
            before = table.match.state.clone()
            await clients[1].ready()
            error = await clients[1].next("error")
            assert error["code"] == "not-now"
            assert table.match.state == before
            for c in clients:
                await c.close()

    run(scenario())


def test_computers_are_ready_and_a_friend_gone_for_good_is_too(store):
    """One friend with a computer: only the friend is waited for. A friend who left gets a
    computer in their place, which is ready, and the round is dealt."""
    async def scenario():
        async with running(grace=0.2, **store) as server:
            [host] = await seated_table(server, "pagat-2p", ["friend", "random"], 1)
            table = server.tables[host.room]
            await play_until([host], lambda: table.match.state.round_over)
            assert table.waiting_for() == [0]
            await host.ready()
            await host.next("deal")
            # four friends; one drops between the rounds and does not come back
            clients = await seated_table(server, "partnership-4p", ["friend"] * 4, 4)
            table = server.tables[clients[0].room]
            await play_until(clients, lambda: table.match.state.round_over)
            for c in clients[:3]:
                await c.ready()
            await asyncio.sleep(0.1)
            assert table.waiting_for() == [3]
            clients[3].abort()
            deal = await clients[0].next("deal", timeout=5)  # the grace period ran out
            assert deal["round"] == 2 and table.seats[3].stand_in
            for c in clients[:3]:
                await c.close()

    run(scenario(), 60)


def test_a_seat_that_comes_back_between_rounds_gets_the_sheet_and_the_opening_table(store):
    async def scenario():
        async with running(grace=30.0, **store) as server:
            clients = await seated_table(server, "pagat-2p", ["friend", "friend"], 2)
            host, guest = clients
            table = server.tables[host.room]
            start = table.match.round_start
            assert host.table.opening == (tuple(start.loose), tuple(start.decls),
                                          len(start.stock))
            await play_until(clients, lambda: table.match.state.round_over
                             and all(c.seq == table.seq for c in clients))  # (told: stored)
            [record] = table.match.rounds
            assert host.rounds == [record]  # the dealer, the points per side, the totals
            guest.abort()
            back = await Client.connect(url(server))
            await back.resume(guest.room, guest.token)
            full = await back.next("view")
            assert back.view.round_over and back.between_rounds
            assert back.rounds == host.rounds
            assert full["opening"] == opening_json(start)
            await host.ready()
            await back.ready()
            await back.next("deal")
            dealt = table.match.round_start
            assert back.table.opening == (tuple(dealt.loose), tuple(dealt.decls),
                                          len(dealt.stock))
            assert back.table.outcomes == [] and back.history == ()
            for c in (host, back):
                await c.close()

    run(scenario())


def test_a_stored_table_between_rounds_is_restored_between_rounds():
    table, _seat, _token = Table.create("0000000000", "Ana", {"profile": "pagat-2p"},
                                        ["friend", "random"])
    table.phase = table.phase.PLAYING
    from diloti_qt.engine import Match, legal_moves, move_json

    table.match = Match(table.rules, seed=table.seed)
    while not table.between_rounds():
        state = table.match.state
        table._apply(state.to_move, legal_moves(state)[0], None)
    restored = Table.restore(table.config(), table.moves)
    assert restored.between_rounds() and restored.match.state == table.match.state
    # ready: the next round is dealt, and a table stored after moves of round two replays
    restored.set_ready(0, True)
    assert restored.match.round_number == 2 and not restored.between_rounds()
    state = restored.match.state
    move = legal_moves(state)[0]
    if state.to_move == 0:
        restored.play(0, move_json(move))
    else:
        assert restored.robot_move(state.to_move, restored.seq, move)
    again = Table.restore(restored.config(), restored.moves)
    assert again.match.round_number == 2 and again.match.state == restored.match.state


def test_the_home_service_says_goodbye_to_every_seat_when_it_stops():
    async def scenario():
        service = ServiceHost(ServerConfig(host="127.0.0.1", **FAST))
        port = await asyncio.get_running_loop().run_in_executor(None, service.start)
        host = await Client.connect(f"ws://127.0.0.1:{port}")
        welcome = await host.create("Ana", "pagat-2p", ["friend", "friend"])
        guest = await Client.connect(f"ws://127.0.0.1:{port}")
        await guest.join(welcome["room"], "Vasilis")
        await asyncio.get_running_loop().run_in_executor(
            None, lambda: service.stop(farewell=Farewell.HOST_LEFT))
        await asyncio.wait_for(guest.closed.wait(), 10)
        assert guest.farewell == "host-left" and host.farewell == "host-left"

    run(scenario())


def test_a_server_that_keeps_tables_on_disk_says_no_goodbye(tmp_path):
    async def scenario():
        async with running(data=tmp_path) as server:
            clients = await seated_table(server, "pagat-2p", ["friend", "friend"], 2)
            await server.stop(None)
            await asyncio.wait_for(clients[1].closed.wait(), 10)
            assert clients[1].farewell is None  # it will come back after the restart

    run(scenario())


def test_opening_tables_are_read_by_the_engine():
    rules = parse_position({"format": "diloti-position/1", "rules": "pagat-2p", "dealer": 0,
                            "to_move": 1, "hands": [[], []], "table": []}).rules
    opening = read_opening({"table": ["5H", {"value": 8, "owner": 1, "kind": "simple",
                                             "cards": ["5S", "3D"]}], "stock": 36}, rules)
    assert opening.decls[0].value == 8 and opening.stock == 36
    for bad in (["5H", "5H"], [{"value": 9, "owner": 1, "kind": "simple",
                                "cards": ["5S", "3D"]}], ["5H"] * 0 + ["5H"]):
        try:
            read_opening({"table": bad, "stock": 52 if len(bad) == 1 else 36}, rules)
        except ValueError:
            continue
        raise AssertionError(f"{bad} was accepted")
