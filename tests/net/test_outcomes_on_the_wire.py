"""diloti-net/2: every update carries the engine's outcome of its move, a seat that comes
back gets the round's outcomes, an update a client cannot take brings the whole view again
(`sync`), and an app of another protocol version is told which side must update."""

from __future__ import annotations

import asyncio
import json

import pytest
from websockets.asyncio.client import connect

from diloti_qt.engine import PlayerView, parse_played
from diloti_qt.history_events import outcome_events
from diloti_qt.net.client import Client
from diloti_qt.net.mirror import HeardKind, TableMirror
from diloti_qt.net.protocol import PROTOCOL, VERSION, decode_server, dumps

from .helpers import canonical, chooser, run, running, seated_table, url


async def play_moves(clients: list[Client], count: int, seed: int = 5) -> None:
    """`count` moves, each heard by every client."""
    choose = chooser(seed)
    for _ in range(count):
        mover = next(c for c in clients if c.my_turn)
        seq = mover.seq
        await mover.play(choose(mover.view))
        for c in clients:
            await c.until(lambda m: m["type"] == "update" and m["seq"] == seq + 1)


def test_every_update_carries_the_outcome_the_engine_told_the_server():
    async def scenario():
        async with running() as server:
            clients = await seated_table(server, "partnership-4p", ["friend"] * 4, 4)
            table = server.tables[clients[0].room]
            told: list[str] = []
            clients[2].on_message = lambda m, raw: told.append(raw)
            state = table.match.state
            while not state.round_over:  # a whole round: a deal, the leftovers, the points
                await play_moves(clients, 1, seed=len(told))
            updates = [json.loads(raw) for raw in told if '"update"' in raw]
            assert len(updates) == 48 and [u["seq"] for u in updates] == list(range(1, 49))
            outcomes = [parse_played(u["outcome"], table.rules) for u in updates]
            assert sum(o.deal is not None for o in outcomes) == 1
            end = outcomes[-1].end
            assert end is not None and list(end.totals) == state.round_points
            # every seat heard the same outcome, and its own view beside it
            for c in clients:
                assert c.table.outcomes == outcomes
                assert c.rounds == table.match.rounds
                assert c.view == canonical(PlayerView.of(state, c.seat))
            for c in clients:
                await c.close()

    run(scenario())


def test_a_seat_that_comes_back_gets_the_rounds_outcomes_and_makes_the_same_history():
    async def scenario():
        async with running(grace=30.0) as server:
            host, guest = await seated_table(server, "pagat-2p", ["friend", "friend"], 2)
            await play_moves([host, guest], 14)  # past the first deal
            live = [e for o in guest.table.outcomes for e in outcome_events(o)]
            guest.abort()
            back = await Client.connect(url(server))
            await back.resume(guest.room, guest.token)
            await back.next("view")
            assert back.table.outcomes == guest.table.outcomes  # told, not replayed
            assert [e for o in back.table.outcomes for e in outcome_events(o)] == live
            assert back.history == host.history and len(back.history) == 14
            assert back.table.opening == guest.table.opening
            await host.close()
            await back.close()

    run(scenario())


def damaged(raw: str) -> str:
    """An update whose outcome no move has: its kind is one the move cannot be."""
    msg = json.loads(raw)
    outcome = msg["outcome"]
    outcome["kind"] = "lay" if outcome["kind"] == "raise" else "raise"
    return dumps(msg)


@pytest.mark.parametrize("how", ["damaged", "lost"])
def test_an_update_the_client_cannot_take_brings_the_whole_view_again(how):
    """A damaged update (an outcome whose parts disagree), or one lost on the way (the
    next one's seq skips it): the client takes nothing of it, asks for `sync`, and its
    table comes right from the server's whole view."""
    async def scenario():
        async with running() as server:
            host, guest = await seated_table(server, "pagat-2p", ["friend", "friend"], 2)
            await play_moves([host, guest], 3)
            table = server.tables[host.room]
            hear, spoilt = guest.hear, []

            def in_transit(raw: str) -> dict:  # the network between server and guest
                if '"type":"update"' in raw and not spoilt:
                    spoilt.append(raw)
                    raw = damaged(raw) if how == "damaged" else dumps(
                        {"type": "seats", "seats": table.seats_info()})  # lost
                return hear(raw)

            guest.hear = in_transit
            taken = guest.table.seq
            for _ in range(1 if how == "damaged" else 2):
                mover = host if host.my_turn else next(
                    c for c in (host, guest) if c.seat == table.match.state.to_move)
                await mover.play(chooser(9)(PlayerView.of(table.match.state, mover.seat)))
                await host.until(lambda m: m["type"] == "update")
            view = await guest.until(lambda m: m["type"] == "view")
            assert spoilt and guest.syncs == 1 and not guest.table.syncing
            assert view["seq"] == table.seq > taken + 0
            state = table.match.state
            assert guest.view == canonical(PlayerView.of(state, 1))
            assert guest.history == tuple(state.history)
            assert [e for o in guest.table.outcomes for e in outcome_events(o)] == [
                e for o in host.table.outcomes for e in outcome_events(o)]
            await host.close()
            await guest.close()

    run(scenario())


def test_sync_in_the_lobby_answers_with_the_lobby():
    async def scenario():
        async with running() as server:
            host = await Client.connect(url(server))
            await host.create("Ana", "pagat-2p", ["friend", "easy"])
            await host.next("lobby")
            await host.send({"type": "sync"})
            lobby = await host.next("lobby", "view", "error")
            assert lobby["type"] == "lobby" and lobby["room"] == host.room
            await host.close()

    run(scenario())


@pytest.mark.parametrize("theirs,says", [(VERSION - 1, "needs a newer diloti-qt"),
                                         (VERSION + 1, "runs an older diloti-qt")])
def test_an_app_of_another_version_is_told_which_side_must_update(theirs, says):
    async def scenario():
        async with running() as server:
            async with connect(url(server)) as ws:
                await ws.send(json.dumps({"type": "create", "v": theirs, "name": "Old",
                                          "rules": {"profile": "pagat-2p"},
                                          "seats": ["friend", "easy"]}))
                answer = json.loads(await asyncio.wait_for(ws.recv(), 5))
            assert answer["code"] == "version" and answer["reason"] == PROTOCOL
            assert says in answer["message"]
            assert not server.tables

    run(scenario())


def test_a_refusal_of_version_reads_for_an_app_of_diloti_net_1():
    """The refusal keeps to the fields diloti-net/1's schema knows (its `error` message:
    code, message, ref, reason, rule), so an older app says its own 'different version'
    sentence instead of dropping the message as malformed."""
    from diloti_qt.net.table import version_refusal

    refusal = version_refusal(1)
    doc = {"type": "error", "code": refusal.code.value, "message": str(refusal),
           **refusal.extra}
    assert set(doc) <= {"type", "code", "message", "ref", "reason", "rule"}
    assert decode_server(dumps(doc))["reason"] == PROTOCOL


def test_the_mirror_lets_updates_pass_until_the_view_it_asked_for():
    mirror = TableMirror()
    mirror.syncing = True
    heard = mirror.absorb({"type": "update", "seq": 7, "outcome": {}, "view": {}})
    assert heard.kind is HeardKind.NOTHING and mirror.seq == 0
