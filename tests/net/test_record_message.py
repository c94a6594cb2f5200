"""The finished match's record (issue 26): the server, the authority, sends every seat the
record once the match is over, never before (the no-leak watch checks every message, and
it would catch a record sent while a card is still hidden); a seat that comes back after
the end gets it again; the client replays it through the engine and refuses one that is
not the match it saw."""

from __future__ import annotations

import asyncio
import copy
import dataclasses
import json

import pytest

from diloti_qt.engine import PlayerView
from diloti_qt.engine.record import load_record, match_document
from diloti_qt.net.client import Client, autoplay
from diloti_qt.net.protocol import Phase, decode_server
from diloti_qt.net.wire import ViewError, read_record, read_view

from .helpers import LeakWatch, canonical, chooser, run, running, seated_table, url
from .test_reconnect import play_until


class PhaseWatch:
    """Every message's type with the table's phase when it was sent, per seat."""

    def __init__(self, server, watch: LeakWatch) -> None:
        self.sent: list[tuple[int, str, Phase]] = []
        leak_see = watch.see

        def see(session, text: str) -> None:
            leak_see(session, text)
            table = session.table
            if table is not None:
                self.sent.append((session.seat, json.loads(text)["type"], table.phase))
        server.observer = see

    def records(self) -> list[tuple[int, Phase]]:
        return [(seat, phase) for seat, kind, phase in self.sent if kind == "record"]


def test_every_seat_gets_the_record_after_the_match_and_never_before():
    async def scenario():
        async with running() as server:
            watch = LeakWatch(server)
            phases = PhaseWatch(server, watch)
            rules = {"profile": "pagat-2p", "variants": {"V-TARGET": 31}}
            clients = await seated_table(server, rules, ["friend", "friend"], 2)
            table = server.tables[clients[0].room]
            ends = await asyncio.gather(*(autoplay(c, chooser(i))
                                          for i, c in enumerate(clients)))
            assert ends[0]["winner"] is not None
            for c in clients:
                msg = await c.next("record")
                assert msg["record"]["players"][c.seat]["name"] == c.lobby["seats"][
                    c.seat]["name"]
            match = table.match
            for c in clients:
                record = c.record
                assert record is not None and record.scores == tuple(match.scores)
                assert record.winner == match.winner and record.deal_number is None
                # the same deals and moves as the server's, round by round, exactly
                assert len(record.rounds) == len(match.rounds) >= 2
                for mine, theirs in zip(record.rounds, match.rounds, strict=True):
                    assert mine.start.key() == theirs.start.key()
                    assert list(mine.moves) == list(theirs.moves)
                # and the end the seat saw
                assert c.view == canonical(PlayerView.of(match.state, c.seat))
            # one record per seat, each sent once the match was over, after its last update
            assert sorted(phases.records()) == [(0, Phase.OVER), (1, Phase.OVER)]
            for seat in (0, 1):
                kinds = [k for s, k, _ in phases.sent if s == seat]
                assert kinds.index("record") > max(i for i, k in enumerate(kinds)
                                                  if k == "update")
            assert watch.checked > 2 * 48 and watch.leaks == []
            for c in clients:
                await c.close()

    run(scenario(), 80)


def test_a_seat_back_after_the_end_gets_the_record_one_back_during_play_does_not():
    async def scenario():
        async with running(grace=30.0) as server:
            watch = LeakWatch(server)
            phases = PhaseWatch(server, watch)
            rules = {"profile": "pagat-2p", "variants": {"V-TARGET": 21}}
            clients = await seated_table(server, rules, ["friend", "friend"], 2)
            table = server.tables[clients[0].room]
            guest = clients[1]
            room, token = guest.room, guest.token
            await play_until(clients, lambda: table.seq >= 7)
            guest.abort()
            back = await Client.connect(url(server))
            await back.resume(room, token)
            await back.next("view")
            await asyncio.sleep(0.1)
            assert back.record is None and phases.records() == []
            players = [clients[0], back]
            await asyncio.gather(*(autoplay(c, chooser(i)) for i, c in enumerate(players)))
            await back.next("record")
            first = back.record
            await back.close()
            again = await Client.connect(url(server))
            await again.resume(room, token)
            await again.next("record")
            assert again.record == first and again.record.rounds == first.rounds
            assert [p for _, p in phases.records()] == [Phase.OVER] * 3
            assert watch.leaks == []
            for c in (clients[0], again):
                await c.close()

    run(scenario(), 80)


def test_the_watch_would_catch_a_record_sent_while_a_card_is_hidden():
    """The no-leak check covers the record: a record of the first round sent to a seat
    during the second names cards of the other hand and the stock (every deal holds all
    52), and is reported."""
    async def scenario():
        async with running() as server:
            watch = LeakWatch(server)
            rules = {"profile": "pagat-2p", "variants": {"V-TARGET": 999}}
            clients = await seated_table(server, rules, ["friend", "friend"], 2)
            table = server.tables[clients[0].room]
            await play_until(clients, lambda: table.between_rounds())
            for c in clients:
                await c.ready()
            await play_until(clients, lambda: table.match.round_number == 2
                             and table.seq >= 50)
            start = table.match.rounds[0].start
            from diloti_qt.engine.record import _start_json

            server._send(server.seated[(table.room, 0)],
                         json.dumps({"type": "record", "rounds": [_start_json(start)]}))
            assert watch.leaks
            for c in clients:
                await c.close()

    run(scenario(), 80)


@pytest.fixture(scope="module")
def finished_table():
    """A table whose match is over (played by the engine, no sockets)."""
    import random

    from diloti_qt.engine import legal_moves
    from diloti_qt.net.table import Table

    table, _, _ = Table.create("ROOM", "Anna", {"profile": "pagat-2p",
                                               "variants": {"V-TARGET": 21}},
                               ["friend", "easy"])
    table.start(0)
    rng = random.Random(3)
    while table.phase is Phase.PLAYING:
        state = table.match.state
        if state.round_over:
            table.set_ready(0, True)  # the friend has seen the score sheet
            continue
        table._apply(state.to_move, rng.choice(sorted(legal_moves(state), key=repr)), None)
    return table


def test_the_record_is_refused_unless_it_is_the_match_the_seat_saw(finished_table):
    table = finished_table
    msg = decode_server(table.record_text())
    last = read_view(json.loads(table.view_text(0))["view"])  # the seat's last view
    record = read_record(msg["record"], last)
    assert record.players[1].level == "easy" and record.players[0].name == "Anna"
    assert record == load_record(json.dumps(msg["record"]))
    other = dataclasses.replace(last, scores=(0, 0))
    with pytest.raises(ViewError, match="scores"):
        read_record(msg["record"], other)
    illegal = copy.deepcopy(msg["record"])
    illegal["rounds"][0]["moves"][3] = illegal["rounds"][0]["moves"][2]
    with pytest.raises(ViewError, match="round 1 move 4"):
        read_record(illegal, last)


def test_no_record_while_playing_and_none_too_large(finished_table, monkeypatch):
    from diloti_qt.net import table as table_module
    from diloti_qt.net.table import Table

    fresh, _, _ = Table.create("ROOM2", "Anna", {"profile": "pagat-2p"}, ["friend", "easy"])
    assert fresh.record_text() is None  # the lobby
    fresh.start(0)
    assert fresh.record_text() is None  # the match is being played
    size = len(finished_table.record_text().encode())
    assert size < table_module.MAX_RECORD_BYTES
    again, _, _ = Table.create("ROOM3", "Anna", {"profile": "pagat-2p"}, ["friend", "easy"])
    again.phase, again.match = Phase.OVER, finished_table.match
    monkeypatch.setattr(table_module, "MAX_RECORD_BYTES", size - 1)
    assert again.record_text() is None  # too large for a message: not sent at all
    assert match_document(finished_table.match, [])["result"]["winner"] is not None


def test_the_protocol_pages_record_example_is_a_match_the_engine_replays():
    from .test_protocol_doc import examples

    docs = [json.loads(raw) for side, raw in examples() if side == "server"]
    (doc,) = [d for d in docs if d["type"] == "record"]
    record = read_record(decode_server(json.dumps(doc))["record"], None)
    assert record.winner is not None and len(record.rounds) == 1
