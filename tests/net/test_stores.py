"""The two table stores behind one interface (net/store.py), the same tests against both:
a match stored move by move comes back exactly on a new server, room codes are unique,
closed tables are deleted, damaged tables are set aside, the schema is versioned."""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3

import pytest

from diloti_qt.net import pg_store, sqlite_store
from diloti_qt.net.client import Client, room_url
from diloti_qt.net.server import GameServer, ServerConfig
from diloti_qt.net.table import StoreError, Table

from .helpers import FAST, chooser, run, running, seated_table, url
from .test_reconnect import play_until


async def rows(config: dict, sql: str, *args) -> list[tuple]:
    """Read the store behind the server's back."""
    if "data" in config:
        db = sqlite3.connect(config["data"] / "tables.sqlite3")
        try:
            return db.execute(sql.replace("diloti.", ""), args).fetchall()
        finally:
            db.close()
    import asyncpg

    conn = await asyncpg.connect(config["database"])
    try:
        return [tuple(r) for r in await conn.fetch(sql.replace("?", "$1"), *args)]
    finally:
        await conn.close()


async def execute(config: dict, sql: str, *args) -> None:
    if "data" in config:
        db = sqlite3.connect(config["data"] / "tables.sqlite3")
        try:
            with db:
                db.execute(sql.replace("diloti.", ""), args)
        finally:
            db.close()
        return
    import asyncpg

    conn = await asyncpg.connect(config["database"])
    try:
        n = 0

        def number(_):
            nonlocal n
            n += 1
            return f"${n}"
        import re

        await conn.execute(re.sub(r"\?", number, sql), *args)
    finally:
        await conn.close()


def test_a_match_stored_move_by_move_resumes_exactly_on_a_new_server(storage):
    async def scenario():
        async with running(**storage) as server:
            clients = await seated_table(server, "partnership-4p",
                                         ["friend", "random", "friend", "easy"], 2)
            await play_until(clients, lambda: clients[0].seq >= 9 and clients[0].my_turn)
            await asyncio.sleep(0.3)
            seen = [(c.seq, c.round, c.view) for c in clients]
            keys = [(c.room, c.token, c.seat) for c in clients]
            for c in clients:
                await c.close()
        async with running(**storage) as server:
            again = []
            for room, token, seat in keys:
                c = await Client.connect(room_url(url(server), room))
                welcome = await c.resume(room, token)
                assert welcome["seat"] == seat
                await c.next("view")
                again.append(c)
            assert [(c.seq, c.round, c.view) for c in again] == seen
            stored = await rows(storage, "SELECT seq FROM diloti.moves WHERE room = ? "
                                "ORDER BY seq", keys[0][0])
            assert [s for (s,) in stored] == list(range(1, seen[0][0] + 1))
            for c in again:
                await c.close()

    run(scenario(), 60)


def test_a_room_code_is_unique_in_the_store(storage):
    async def scenario():
        async with running(**storage) as a, running(**storage) if "database" in storage \
                else _same(a) as b:
            table, _, _ = Table.create("ABCDEFGHJK", "Host", {"profile": "pagat-2p"},
                                       ["friend", "easy"])
            assert await a.store.add(table)
            other, _, _ = Table.create("ABCDEFGHJK", "Other", {"profile": "pagat-2p"},
                                       ["friend", "easy"])
            assert not await b.store.add(other)  # taken, in this process or another
            (config,) = await rows(storage, "SELECT config FROM diloti.tables WHERE room = ?",
                                   "ABCDEFGHJK")
            assert json.loads(config[0])["seats"][0]["name"] == "Host"

    run(scenario(), 30)


class _same:
    def __init__(self, server):
        self.server = server

    async def __aenter__(self):
        return self.server

    async def __aexit__(self, *exc):
        return False


def test_a_table_closed_by_its_host_is_deleted(storage):
    async def scenario():
        async with running(**storage) as server:
            host = await Client.connect(url(server))
            welcome = await host.create("Host", "pagat-2p", ["friend", "friend"])
            await host.next("lobby")
            assert await rows(storage, "SELECT room FROM diloti.tables") == [
                (welcome["room"],)]
            await host.send({"type": "leave"})
            await asyncio.wait_for(host.closed.wait(), 5)
            for _ in range(50):
                if not await rows(storage, "SELECT room FROM diloti.tables"):
                    break
                await asyncio.sleep(0.05)
            assert await rows(storage, "SELECT room FROM diloti.tables") == []

    run(scenario(), 30)


def test_a_damaged_table_is_set_aside_with_one_line_and_the_rest_resume(storage, caplog):
    async def scenario():
        async with running(**storage) as server:
            clients = await seated_table(server, "pagat-2p", ["friend", "friend"], 2)
            good = [(c.room, c.token) for c in clients]
            for c in clients:
                await c.close()
        config = json.loads((await rows(storage, "SELECT config FROM diloti.tables"))[0][0])
        await execute(storage, "INSERT INTO diloti.tables (room, config) VALUES (?, ?)",
                      "BADBADBAD1", json.dumps({**config, "room": "BADBADBAD1"}))
        await execute(storage, "INSERT INTO diloti.moves (room, seq, seat, move) "
                      "VALUES (?, ?, ?, ?)", "BADBADBAD1", 1, 0, "[1]")
        await execute(storage, "INSERT INTO diloti.tables (room, config) VALUES (?, ?)",
                      "BADBADBAD2", "{")
        async with running(**storage) as server:
            for room in ("BADBADBAD1", "BADBADBAD2", "BADBADBAD1"):
                c = await Client.connect(room_url(url(server), room))
                with pytest.raises(Exception, match="not-found"):
                    await c.resume(room, "x" * 32)
                await c.close()
            for room, token in good:
                c = await Client.connect(room_url(url(server), room))
                await c.resume(room, token)
                await c.next("view")
                await c.close()
        marked = await rows(storage, "SELECT room FROM diloti.tables WHERE set_aside "
                            "ORDER BY room")
        assert [r for (r,) in marked] == ["BADBADBAD1", "BADBADBAD2"]

    with caplog.at_level(logging.WARNING, logger="diloti_qt.net"):
        run(scenario(), 60)
    lines = sorted(r.getMessage().split(":")[0] for r in caplog.records
                   if "set aside" in r.getMessage())
    assert lines == ["table BADBADBAD1 set aside", "table BADBADBAD2 set aside"]


def test_both_stores_have_every_schema_version():
    assert len(sqlite_store.MIGRATIONS) == len(pg_store.MIGRATIONS)


def test_a_sqlite_file_of_a_newer_schema_is_kept_aside(tmp_path, caplog):
    path = tmp_path / "tables.sqlite3"
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {len(sqlite_store.MIGRATIONS) + 1}")
    db.close()
    with caplog.at_level(logging.ERROR):
        store = sqlite_store.SqliteStore(path)
    assert store.kept is not None and ".future-" in store.kept.name
    assert store.db.execute("PRAGMA user_version").fetchone()[0] == len(
        sqlite_store.MIGRATIONS)
    store.close()
    assert "newer than this server" in caplog.text


def test_a_database_of_a_newer_schema_is_refused_and_an_old_one_migrated(database):
    async def scenario():
        import asyncpg

        conn = await asyncpg.connect(database)
        await pg_store._migrate(conn)
        assert await conn.fetchval("SELECT version FROM diloti.schema") == len(
            pg_store.MIGRATIONS)
        await pg_store._migrate(conn)  # again: nothing to do
        await conn.execute("UPDATE diloti.schema SET version = version + 1")
        await conn.close()
        server = GameServer(ServerConfig(**FAST, database=database))
        with pytest.raises(StoreError, match="newer than this server"):
            await server.start()

    run(scenario(), 30)


def test_computers_play_a_whole_match_stored(storage):
    async def scenario():
        async with running(**storage) as server:
            clients = await seated_table(server, "pagat-2p", ["friend", "easy"], 1)
            from diloti_qt.net.client import autoplay

            end = await autoplay(clients[0], chooser(3))
            assert end["winner"] is not None
            table = server.tables[clients[0].room]
            stored = await rows(storage, "SELECT seq FROM diloti.moves WHERE room = ?",
                                table.room)
            assert len(stored) == len(table.moves)
            await clients[0].close()

    run(scenario(), 90)


def test_ci_installs_and_never_skips_what_these_tests_start():
    from pathlib import Path

    ci = (Path(__file__).resolve().parents[2] / ".ci" / "run").read_text(encoding="utf-8")
    assert "postgresql haproxy" in ci and "export DILOTI_CI=1" in ci


def test_tables_of_gone_processes_nobody_came_back_to_are_swept(database):
    """A live owner's tables stay however old; a dead owner's (or nobody's) go once idle
    long enough, with the rows of the processes that are gone."""
    async def scenario():
        import asyncpg

        async with running(database=database) as server:
            host = await Client.connect(url(server))
            mine = (await host.create("Host", "pagat-2p", ["friend", "easy"]))["room"]
            await host.next("lobby")
            db = await asyncpg.connect(database)
            config = await db.fetchval("SELECT config FROM diloti.tables")
            await db.execute("INSERT INTO diloti.servers (host, pid) VALUES ('gone', 1)")
            dead = await db.fetchval("SELECT max(id) FROM diloti.servers")
            for room, owner, age in (("DEADOLD001", dead, 7200), ("DEADNEW001", dead, 10),
                                     ("NOBODY0001", None, 7200)):
                await db.execute("INSERT INTO diloti.tables (room, config, owner, updated) "
                                 "VALUES ($1, $2, $3, now() - make_interval(secs => $4))",
                                 room, config, owner, age)
            await db.execute("UPDATE diloti.tables SET updated = now() - interval '3 hours' "
                             "WHERE room = $1", mine)
            await server.store.sweep(3600)
            left = sorted(r["room"] for r in await db.fetch("SELECT room FROM diloti.tables"))
            assert left == sorted([mine, "DEADNEW001"])
            assert await db.fetchval("SELECT count(*) FROM diloti.servers WHERE id = $1",
                                     dead) == 0
            await db.close()
            await host.close()

    run(scenario(), 30)


def test_a_server_whose_lease_ran_out_writes_nothing_and_serves_again(database):
    """The database says a server's lease ran out (as when it hung past it) while the server
    still holds its tables and its lock: its next move is not stored (the mover gets
    `storage`), it drops its tables, registers under a new number and serves again, and
    another server takes the table over as it was stored."""
    async def scenario():
        import asyncpg

        async with running(database=database) as a, running(database=database) as b:
            host, guest = await seated_table(a, "pagat-2p", ["friend", "friend"], 2)
            room = host.room
            await play_until([host, guest], lambda: host.seq >= 4 and host.my_turn)
            await asyncio.sleep(0.2)
            db = await asyncpg.connect(database)
            stored = await db.fetchval("SELECT count(*) FROM diloti.moves")
            first = a.store.me
            await db.execute("UPDATE diloti.servers SET lease_until = '-infinity' "
                             "WHERE id = $1", first)
            await host.play(chooser(1)(host.view), ref=host.seq + 1)
            refused = await host.until(lambda m: m["type"] == "error", 5)
            assert refused["code"] == "storage"
            await asyncio.wait_for(host.closed.wait(), 5)  # sent away: 1012
            assert host.ws.close_code == 1012
            for _ in range(100):
                if a.store.up:
                    break
                await asyncio.sleep(0.05)
            assert a.store.up and a.store.me != first and a.store.lapses == 1
            assert a.tables == {}
            assert await db.fetchval("SELECT count(*) FROM diloti.moves") == stored
            assert await db.fetchval("SELECT count(*) FROM diloti.servers WHERE id = $1",
                                     first) == 0
            again = await Client.connect(room_url(url(b), room))
            await again.resume(room, host.token)
            view = await again.next("view")
            assert view["seq"] == stored and room in b.tables
            assert await db.fetchval("SELECT owner FROM diloti.tables WHERE room = $1",
                                     room) == b.store.me
            fresh = await Client.connect(url(a))  # and it serves again
            await fresh.create("Host", "pagat-2p", ["friend", "easy"])
            await db.close()
            for c in (again, fresh, guest):
                await c.close()

    run(scenario(), 60)
