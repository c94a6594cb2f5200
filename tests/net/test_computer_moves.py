"""Moves a computer made in an away friend's name are the computer's (issue #37 F10): the
server marks them (`update.by`, `view.computer_moves`), stores the mark with the move (a
restarted server marks the same moves, SQLite and PostgreSQL alike), and a computer's own
seat's moves are not marked. Before the change every such move read as the friend's."""

from __future__ import annotations

import asyncio

from diloti_qt.engine import iter_legal_moves
from diloti_qt.net.client import Client, room_url
from diloti_qt.net.protocol import decode_server
from diloti_qt.net.table import Table

from .helpers import chooser, run, running, seated_table, url
from .test_reconnect import play_until

RULES = {"profile": "pagat-2p", "variants": {"V-TARGET": 500}}


def marked(view: dict) -> list[int]:
    """The seqs of the outcomes a view marks as a computer's."""
    first = view["seq"] - len(view["outcomes"]) + 1
    return [first + i for i in view.get("computer_moves", [])]


async def caught_up(client: Client, seq: int) -> None:
    """Until the client has heard the update of move `seq` (bounded by the scenario's
    time limit)."""
    while client.seq < seq:
        await asyncio.sleep(0.01)


def test_the_stand_in_moves_are_marked_live_in_the_view_and_after_a_restart(storage):
    async def scenario():
        async with running(grace=60.0, **storage) as server:
            host, bob = await seated_table(server, RULES, ["friend", "friend"], 2)
            room, host_token, bob_token = host.room, host.token, bob.token
            table = server.tables[room]
            await play_until([host, bob], lambda: table.seq >= 2)  # Bob's own move(s)
            heard: list[str] = []
            host.on_message = lambda msg, raw: heard.append(raw)
            bob.abort()
            await host.until(lambda m: m["type"] == "seats" and not m["seats"][1]["connected"])
            before = table.seq  # nobody moves until the computer plays for Bob
            await host.send({"type": "seat", "seat": 1, "who": "easy"})
            await host.until(lambda m: m["type"] == "seats" and m["seats"][1]["stand_in"])
            # the computer plays two of Bob's turns in this round, then it is the host's turn
            await play_until([host], lambda: table.match.round_number == 1 and [
                s for s, _ in table.moves[before:]].count(1) >= 2
                and table.match.state.to_move == 0)
            await caught_up(host, table.seq)
            computer = [before + 1 + i for i, (s, _) in enumerate(table.moves[before:])
                        if s == 1]
            assert len(computer) >= 2
            # live: the updates carry the mark exactly on the computer's moves
            updates = [decode_server(raw) for raw in heard]
            updates = [m for m in updates if m["type"] == "update"]
            assert [m["seq"] for m in updates if m.get("by") == "computer"] == computer
            assert all(m.get("by") in (None, "computer") for m in updates)
            # a watcher who comes now: the same marks in its whole view
            await host.allow_watchers(True)
            await host.until(lambda m: m["type"] == "lobby" and m["watch"])
            eve = await Client.connect(url(server))
            await eve.watch(room, "Eve")
            seen = await eve.next("view")
            assert seen["view"].get("watcher") is True and marked(seen) == computer
            await eve.close()
            # the whole view of the returning friend marks exactly those outcomes
            back = await Client.connect(url(server))
            await back.resume(room, bob_token)
            view = await back.next("view")
            assert computer and set(computer) <= set(range(view["seq"] - len(
                view["outcomes"]) + 1, view["seq"] + 1))
            assert marked(view) == computer
            # Bob plays his own move again: not marked
            while not back.my_turn:
                await host.play(host.view.legal_moves()[0])
                await back.until(lambda m: m["type"] == "update")
            await back.play(back.view.legal_moves()[0])
            own = await back.until(lambda m: m["type"] == "update"
                                   and m["outcome"]["seat"] == 1)
            assert "by" not in own
            final = table.seq
            await caught_up(host, final)
            await asyncio.sleep(0.3)  # the queued writes (PostgreSQL) are committed
            for c in (host, back):
                await c.close()
        async with running(grace=60.0, **storage) as server:
            again = await Client.connect(room_url(url(server), room))
            await again.resume(room, host_token)
            view = await again.next("view")
            assert view["seq"] == final
            assert marked(view) == computer  # the stored moves said which were a computer's
            await again.close()

    run(scenario(), 120)


def test_a_computers_own_seat_is_not_marked_and_the_stored_mark_is_checked():
    """A computer's own seat plays as itself (no mark); a stored move whose "by" is not
    the computer's is refused (the table could not have written it)."""
    stored: list[tuple[int, dict]] = []

    class Keep:
        stopped_text = ""

        def changed(self, table):
            pass

        def moved(self, table, seq, seat, move):
            stored.append((seat, move))

        def said(self, table, number, line):
            pass

    table, host, _ = Table.create("ROOM", "Host", RULES, ["friend", "easy"])
    table.store = Keep()
    table.send = lambda seat, text: None
    table.tell = lambda seats, watchers, text: None
    table.start(host)
    while len(stored) < 6:
        turn = table.robot_turn()
        if turn is not None:
            assert table.robot_move(turn[0], turn[3], None)
        else:
            state = table.match.state
            table._apply(state.to_move, next(iter_legal_moves(state)), None)
    assert not any("by" in m for _, m in stored) and not any(table.by_computer)
    assert table.computer_moves_json() == ""
    config = table.config()
    restored = Table.restore(config, stored)
    assert restored.seq == table.seq and not any(restored.by_computer)
    seat, doc = stored[0]
    for by in ("friend", 1):
        try:
            Table.restore(config, [(seat, {**doc, "by": by}), *stored[1:]])
        except ValueError as e:
            assert "by" in str(e)
        else:
            raise AssertionError(f"a stored move by {by!r} was read")
    marked_first = Table.restore(config, [(seat, {**doc, "by": "computer"}), *stored[1:]])
    assert marked_first.by_computer[0] and not any(marked_first.by_computer[1:])
    assert marked_first.computer_moves_json() == ',"computer_moves":[0]'


def test_the_clocks_move_is_marked_for_everyone_and_the_friends_own_is_not():
    """The turn clock runs out for Bob, who stays but never moves: the computer's move in
    his name carries `by` at both seats, and his view marks it; the host's own moves and
    Bob's own move are not marked."""
    from .test_turn_clock import CLOCK, clocked_table

    async def scenario():
        async with running() as server:
            host, bob = await clocked_table(server, CLOCK)
            table = server.tables[host.room]
            heard: dict[str, list[dict]] = {"host": [], "bob": []}
            host.on_message = lambda msg, raw: heard["host"].append(msg)
            bob.on_message = lambda msg, raw: heard["bob"].append(msg)
            choose, sent = chooser(0), None

            def marked_at_bob() -> bool:
                return any(m["type"] == "update" and m.get("by") == "computer"
                           for m in heard["bob"])

            while not marked_at_bob():  # the host plays its turns; Bob never does
                if host.my_turn and sent != host.seq:
                    sent = host.seq
                    await host.play(choose(host.view))
                await asyncio.sleep(0.02)
            await caught_up(host, table.seq)
            await caught_up(bob, table.seq)
            for who in ("host", "bob"):  # marked: exactly the moves a `timeout` announced
                got = [m for m in heard[who] if m["type"] in ("update", "timeout")]
                updates = [(i, m) for i, m in enumerate(got) if m["type"] == "update"]
                assert updates and any("by" in m for _, m in updates), who
                for i, m in updates:
                    told = i > 0 and got[i - 1]["type"] == "timeout" and \
                        got[i - 1]["seat"] == m["outcome"]["seat"]
                    assert (m.get("by") == "computer") == told, (who, m["seq"])
            await bob.send({"type": "sync"})
            view = await bob.until(lambda m: m["type"] == "view")
            first = view["seq"] - len(view["outcomes"]) + 1
            computer = [m["seq"] for m in heard["bob"] if m["type"] == "update"
                        and m.get("by") == "computer" and first <= m["seq"] <= view["seq"]]
            assert computer and marked(view) == computer
            for c in (host, bob):
                await c.close()

    run(scenario(), 60)
