"""Talk is kept as rows of its own in both stores (issue 37: a line said rewrote the table's
whole stored configuration with its last 50 lines): a line writes one row and leaves the
configuration alone, only the last 50 rows are kept, and a store of the old form — the
lines inside the configuration — still gives its lines back, moved into rows."""

from __future__ import annotations

import json

from diloti_qt.net.client import Client, room_url
from diloti_qt.net.talk import MAX_LINES

from .helpers import run, running, seated_table, url
from .test_stores import execute, rows
from .test_talk import Clock, said

CONFIG = "SELECT config FROM diloti.tables WHERE room = ?"
TALK = "SELECT n, line FROM diloti.talk WHERE room = ? ORDER BY n"


async def back(server, client) -> list[dict]:
    """The lines a seat that comes back is given."""
    again = await Client.connect(room_url(url(server), client.room))
    await again.resume(client.room, client.token)
    talk = await again.next("talk")
    await again.close()
    return talk["lines"]


def test_a_talk_line_writes_one_row_not_the_tables_configuration(storage):
    async def scenario():
        async with running(**storage) as server:
            host, bob = await seated_table(server, "pagat-2p", ["friend", "friend"], 2)
            before = await rows(storage, CONFIG, host.room)
            configs = []
            kept = server.store.changed
            server.store.changed = lambda table: (configs.append(table.room), kept(table))
            await host.say(text="Καλή τύχη")
            line = await said(bob)
            assert configs == []  # the configuration was not written again
            assert await rows(storage, CONFIG, host.room) == before
            stored = await rows(storage, TALK, host.room)
            assert [(n, json.loads(text)) for n, text in stored] == [
                (1, {k: line[k] for k in ("seat", "name", "seq", "text")})]
            assert "talk" not in json.loads(before[0][0])
            await host.close()
            bob.abort()
        async with running(**storage) as server:
            assert [x["text"] for x in await back(server, bob)] == ["Καλή τύχη"]

    run(scenario(), 60)


def test_only_the_last_fifty_lines_are_kept_as_rows(storage):
    async def scenario():
        async with running(**storage) as server:
            host, bob = await seated_table(server, "pagat-2p", ["friend", "friend"], 2)
            clock = server.tables[host.room].talk.limit.clock = Clock()
            for i in range(MAX_LINES + 10):
                clock.now += 10.0
                await host.say(text=f"line {i}")
                await said(host)
            stored = await rows(storage, TALK, host.room)
            assert [n for n, _ in stored] == list(range(11, MAX_LINES + 11))
            await host.close()
            bob.abort()
        async with running(**storage) as server:
            assert [x["text"] for x in await back(server, bob)] == [
                f"line {i}" for i in range(10, MAX_LINES + 10)]
            host = await Client.connect(room_url(url(server), bob.room))
            await host.resume(bob.room, bob.token)
            await host.next("talk")
            await host.say(phrase="thanks")  # numbered after the rows kept
            await said(host)
            assert (await rows(storage, TALK, bob.room))[-1][0] == MAX_LINES + 11
            await host.close()

    run(scenario(), 60)


def test_a_store_of_the_old_form_with_talk_in_the_configuration_still_loads_it(storage):
    """A store written before talk had rows (schema version 2): its lines are moved into
    rows when the schema is migrated, and a seat that comes back is given them."""
    async def scenario():
        async with running(**storage) as server:
            host, bob = await seated_table(server, "pagat-2p", ["friend", "friend"], 2)
            await host.close()
            bob.abort()
        lines = [{"seat": 0, "name": "Host", "seq": 0, "phrase": "hello"},
                 {"seat": 1, "name": "Friend 1", "seq": 0, "text": "Γεια σας «φίλοι»"}]
        (config,), = await rows(storage, CONFIG, host.room)
        old = {**json.loads(config), "talk": lines}
        await execute(storage, "UPDATE diloti.tables SET config = ? WHERE room = ?",
                      json.dumps(old), host.room)
        if "data" in storage:
            await execute(storage, "DROP TABLE IF EXISTS talk")
            await execute(storage, "PRAGMA user_version = 2")
        else:
            await execute(storage, "DROP TABLE IF EXISTS diloti.talk")
            await execute(storage, "UPDATE diloti.schema SET version = 2")
        async with running(**storage) as server:
            assert await back(server, bob) == lines
            (config,), = await rows(storage, CONFIG, host.room)
            assert "talk" not in json.loads(config)
            assert [(n, json.loads(text)) for n, text in
                    await rows(storage, TALK, host.room)] == [(1, lines[0]), (2, lines[1])]

    run(scenario(), 60)
