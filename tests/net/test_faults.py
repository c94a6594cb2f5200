"""What a stranger sends, a disk does or a crash leaves never loses a match (issue 28):
text that cannot be sent, guessing room codes across connections, a refused request that
changes nothing, a deal stored before it is seen, damaged databases set aside, a failed
write that stops the table, one server per data folder."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from websockets.asyncio.client import connect

from diloti_qt.engine import legal_moves, move_json
from diloti_qt.net.client import Client, room_url
from diloti_qt.net.protocol import VERSION, ErrorCode, Phase
from diloti_qt.net.sqlite_store import SqliteStore, StoreLockedError
from diloti_qt.net.table import Table, TableError

from .helpers import run, running, url

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}


async def answer(ws, raw: str) -> dict:
    await ws.send(raw)
    return json.loads(await asyncio.wait_for(ws.recv(), 5))


# -- 1: text that cannot be encoded --------------------------------------------------------
def test_lone_surrogates_get_an_error_and_never_reach_a_broadcast(store):
    async def scenario():
        async with running(**store) as server:
            async with connect(url(server)) as ws:  # not seated: the opening messages
                for raw in ('{"type":"join","v":1,"room":"ABCDE-FGHJK","name":"\\ud800x"}',
                            '{"type":"join","v":1,"room":"\\udfff","name":"x"}',
                            '{"type":"ready","\\ud800":1}',
                            '{"type":"create","v":1,"name":"x","rules":{"profile":'
                            '"pagat-2p","variants":{"\\udc00":1}},"seats":["friend","easy"]}'):
                    reply = await answer(ws, raw)
                    assert reply["type"] == "error" and reply["code"] in ("bad-message",
                                                                           "not-seated"), reply
            host = await Client.connect(url(server))
            welcome = await host.create("Host", "pagat-2p", ["friend", "friend"])
            async with connect(url(server)) as ws:
                reply = await answer(ws, json.dumps({"type": "join", "v": VERSION,
                                                     "room": welcome["room"],
                                                     "name": "\ud800x"}))
                assert reply["code"] == "bad-message" and "Unicode" in reply["message"]
            table = server.tables[host.room]
            assert not table.seats[1].taken  # the stranger was not seated
            guest = await Client.connect(url(server))
            await guest.join(welcome["room"], "Guest")
            await guest.ready()
            lobby = await host.until(lambda m: m["type"] == "lobby" and m["seats"][1]["ready"])
            assert lobby["seats"][1]["name"] == "Guest" and not host.errors
            await host.start()
            await host.next("view")
            await guest.close()
            await host.close()

    run(scenario(), 30)


# -- 2: guessing room codes ----------------------------------------------------------------
def test_an_address_guessing_room_codes_is_refused_across_connections(store):
    async def scenario():
        async with running(max_misses=5, **store) as server:
            answers = refused = 0
            for _ in range(8):  # reconnect after each close, as a guesser would
                try:
                    ws = await connect(url(server))
                except Exception as e:  # noqa: BLE001 - websockets' InvalidStatus
                    assert "429" in str(e)
                    refused += 1
                    continue
                try:
                    for n in range(10):
                        reply = await answer(ws, json.dumps(
                            {"type": "join", "v": VERSION, "room": f"ZZZZZ-ZZZ{n:02d}", "name": "g"}))
                        answers += reply["code"] == "not-found"
                except Exception:  # noqa: BLE001 - closed by the server
                    pass
                await ws.close()
            assert answers <= 6 and refused >= 6, (answers, refused)

    run(scenario(), 30)


# -- 3: a refused request changes nothing --------------------------------------------------
def test_a_friends_refused_seat_request_does_not_cancel_the_stand_in(store):
    async def scenario():
        async with running(grace=0.6, **store) as server:
            host = await Client.connect(url(server))
            welcome = await host.create("Host", "partnership-4p",
                                        ["friend", "friend", "friend", "easy"])
            friends = []
            for name in ("A", "B"):
                c = await Client.connect(url(server))
                await c.join(welcome["room"], name)
                await c.ready()
                friends.append(c)
            await host.until(lambda m: m["type"] == "lobby" and m["seats"][1]["ready"]
                             and m["seats"][2]["ready"])
            await host.start()
            dropped, other = friends
            await other.next("view")
            dropped.abort()
            await host.until(lambda m: m["type"] == "seats"
                             and not m["seats"][dropped.seat]["connected"])
            await other.send({"type": "seat", "seat": dropped.seat, "who": "expert"})
            await other.until(lambda m: m["type"] == "error")
            assert other.errors[-1]["code"] == "not-host"
            seats = await host.until(lambda m: m["type"] == "seats"
                                     and m["seats"][dropped.seat]["stand_in"], timeout=5)
            assert seats["seats"][dropped.seat]["kind"] == "friend"
            await other.close()
            await host.close()

    run(scenario(), 30)


# -- 5: what a player saw is stored first --------------------------------------------------
def play_to_round_end(table: Table) -> None:
    while not table.between_rounds():
        state = table.match.state
        if table.seats[state.to_move].kind.value == "friend":
            table.play(state.to_move, move_json(legal_moves(state)[0]))
        else:
            assert table.robot_move(state.to_move, table.seq, None)


def stored_table(path: Path, seats: list[str]) -> tuple[Table, SqliteStore]:
    store = SqliteStore(path)
    table, _, _ = Table.create("ABCDEFGHJK", "Host", {"profile": "pagat-2p"}, seats)
    table.store = store
    if seats.count("friend") > 1:
        table.join("Guest")
        table.set_ready(1, True)
    table.start(0)
    return table, store


def test_a_dealt_round_and_a_ready_are_stored_before_they_are_sent(tmp_path):
    path = tmp_path / "tables.sqlite3"
    table, store = stored_table(path, ["friend", "friend"])
    play_to_round_end(table)
    table.set_ready(1, True)  # one friend has seen the sheet
    store.close()
    store = SqliteStore(path)
    (back,) = store.load()
    assert back.between_rounds() and back.seats[1].ready and not back.seats[0].ready
    back.store = store
    back.set_ready(0, True)  # round 2 is dealt: nobody has moved in it
    assert back.match.round_number == 2 and not back.between_rounds()
    dealt = back.match.state.hands
    store.close()
    store = SqliteStore(path)
    (again,) = store.load()
    assert again.match.round_number == 2 and not again.between_rounds()
    assert again.match.state.hands == dealt
    store.close()


# -- 6: a damaged database -----------------------------------------------------------------
def damaged(kind: str, path: Path) -> None:
    if kind == "garbage":
        path.write_bytes(os.urandom(8192))
    elif kind == "folder":
        path.mkdir()
        (path / "inside").write_text("x")
    else:  # truncated: a real store cut in the middle of its pages
        table, store = stored_table(path, ["friend", "easy"])
        for n in range(300):
            store.db.execute("INSERT INTO tables VALUES (?, ?, 1)", (f"R{n}", "x" * 900))
        store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        store.close()
        data = path.read_bytes()
        path.write_bytes(data[: len(data) // 2])


@pytest.mark.parametrize("kind", ["garbage", "truncated", "folder"])
def test_a_damaged_database_file_is_set_aside_and_the_server_starts(tmp_path, kind, caplog):
    path = tmp_path / "tables.sqlite3"
    damaged(kind, path)

    async def scenario():
        async with running(data=tmp_path) as server:
            assert server.tables == {}
            host = await Client.connect(url(server))
            await host.create("Host", "pagat-2p", ["friend", "easy"])  # it stores again
            await host.next("lobby")
            await host.close()

    with caplog.at_level(logging.ERROR, logger="diloti_qt.net"):
        run(scenario(), 30)
    kept = [p.name for p in tmp_path.iterdir() if ".corrupt-" in p.name]
    assert any(name.startswith("tables.sqlite3.corrupt-") for name in kept), kept
    lines = [r for r in caplog.records if "damaged" in r.getMessage()]
    assert len(lines) == 1 and "kept as tables.sqlite3.corrupt-" in lines[0].getMessage()


def test_damaged_rows_are_set_aside_one_line_each_and_the_rest_resume(tmp_path, caplog):
    path = tmp_path / "tables.sqlite3"
    table, store = stored_table(path, ["friend", "easy"])
    for room, config in (("BAD1", "[]"), ("BAD2", "null"), ("BAD3", "5"), ("BAD4", "{"),
                         ("BAD5", json.dumps({**table.config(), "room": "BAD5",
                                              "seats": 7}))):
        store.db.execute("INSERT INTO tables VALUES (?, ?, 0)", (room, config))
    store.db.execute("INSERT INTO tables VALUES (?, ?, 0)",
                     ("BAD6", json.dumps({**table.config(), "room": "BAD6"})))
    store.db.execute("INSERT INTO moves VALUES ('BAD6', 1, 0, '[1]')")
    store.close()
    with caplog.at_level(logging.WARNING, logger="diloti_qt.net"):
        store = SqliteStore(path)
        tables = store.load()
    assert [t.room for t in tables] == ["ABCDEFGHJK"]
    lines = sorted(r.getMessage().split(":")[0] for r in caplog.records)
    assert lines == [f"table BAD{n} set aside" for n in range(1, 7)]
    assert store.load() and not [r for r in caplog.records if "BAD" in r.getMessage()
                                 and r.getMessage().count("set aside") > 1]
    store.close()


# -- 7: a failed write ---------------------------------------------------------------------
def test_a_failed_write_stops_the_table_tells_every_seat_and_a_restart_is_exact(tmp_path):
    async def scenario():
        async with running(data=tmp_path) as server:
            host = await Client.connect(url(server))
            welcome = await host.create("Host", "pagat-2p", ["friend", "friend"])
            guest = await Client.connect(url(server))
            await guest.join(welcome["room"], "Guest")
            await guest.ready()
            await host.until(lambda m: m["type"] == "lobby" and m["seats"][1]["ready"])
            await host.start()
            clients = [host, guest]
            for c in clients:
                await c.next("view")
            table = server.tables[host.room]
            for _ in range(3):  # a few moves stored
                mover = next(c for c in clients if c.my_turn)
                seq = mover.seq
                await mover.play(legal_moves(table.match.state)[0])
                for c in clients:
                    await c.until(lambda m, s=seq: m["type"] == "update" and m["seq"] > s)
            seen = [(c.seq, c.view) for c in clients]
            db = server.store.db
            pages = db.execute("PRAGMA page_count").fetchone()[0]
            db.execute(f"PRAGMA max_page_count = {pages}")  # the disk is full
            mover = next(c for c in clients if c.my_turn)
            for size in (4000, 400, 40, 1):  # fill what is left, down to the last byte
                for n in range(400):
                    try:
                        db.execute("INSERT INTO moves VALUES ('F', ?, 0, ?)",
                                   (size * 1000 + n, "x" * size))
                    except sqlite3.Error:
                        break
            await mover.send({"type": "move", "move": move_json(
                legal_moves(table.match.state)[0]), "ref": 7})
            for c in clients:
                await c.until(lambda m: m["type"] == "error" and m["code"] == "storage")
            reply = await mover.until(lambda m: m["type"] == "error" and m.get("ref") == 7)
            assert reply["code"] == "storage"
            assert table.stopped and [(c.seq, c.view) for c in clients] == seen
            await mover.send({"type": "move", "move": move_json(
                legal_moves(table.match.state)[0]), "ref": 8})
            reply = await mover.until(lambda m: m["type"] == "error" and m.get("ref") == 8)
            assert reply["code"] == "storage"
            tokens = [(c.room, c.token) for c in clients]
            for c in clients:
                await c.close()
        async with running(data=tmp_path) as server:  # the disk was mended
            for (room, token), (seq, view) in zip(tokens, seen, strict=True):
                c = await Client.connect(url(server))
                await c.resume(room, token)
                await c.next("view")
                assert (c.seq, c.view) == (seq, view)
                await c.close()

    run(scenario(), 60)


def test_a_stopped_table_refuses_every_change(tmp_path):
    table, store = stored_table(tmp_path / "t.sqlite3", ["friend", "easy"])
    store.db.close()  # every write from now on fails
    state = table.match.state
    with pytest.raises(TableError) as e:
        if state.to_move == 0:
            table.play(0, move_json(legal_moves(state)[0]))
        else:
            table.robot_move(1, 0, None)
    assert e.value.code is ErrorCode.STORAGE and table.seq == 0 and table.stopped
    assert table.robot_turn() is None and store.failures == 1
    for refused in (lambda: table.set_ready(0, True), lambda: table.set_seat(0, 1, "hard")):
        with pytest.raises(TableError) as e:
            refused()
        assert e.value.code is ErrorCode.STORAGE
    assert table.phase is Phase.PLAYING
    store.lock.close()


# -- 8: one server per data folder ---------------------------------------------------------
def test_a_second_store_on_one_folder_names_the_process_holding_it(tmp_path):
    store = SqliteStore(tmp_path / "tables.sqlite3")
    with pytest.raises(StoreLockedError, match=f"process {os.getpid()}"):
        SqliteStore(tmp_path / "tables.sqlite3")
    store.close()
    SqliteStore(tmp_path / "tables.sqlite3").close()  # free again once closed


def test_a_second_server_refuses_to_start_and_the_first_says_listening_once(tmp_path):
    cmd = [sys.executable, "-m", "diloti_qt.net", "--port", "0", "--data", str(tmp_path),
           "--log", "info"]
    first = subprocess.Popen(cmd, env=ENV, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, cwd=ROOT)
    try:
        said_first = first.stdout.readline()
        assert said_first.startswith("listening on ws://")
        second = subprocess.run(cmd, env=ENV, capture_output=True, text=True, timeout=30,
                                cwd=ROOT)
        assert second.returncode == 1 and second.stdout == ""
        said = [line for line in second.stderr.splitlines() if "diloti-qt-server:" in line]
        assert len(said) == 1 and f"process {first.pid}" in said[0], second.stderr
    finally:
        time.sleep(0.3)
        first.terminate()
        out, err = first.communicate(timeout=30)
    assert (said_first + out + err).lower().count("listening") == 1


def test_every_server_option_says_what_it_does():
    from diloti_qt.net.cli import parser

    quiet = [a.dest for a in parser()._actions if not a.help]
    assert quiet == []


def test_a_friend_leaving_a_stopped_lobby_breaks_nothing(tmp_path, caplog):
    async def scenario():
        async with running(data=tmp_path) as server:
            host = await Client.connect(url(server))
            welcome = await host.create("Host", "pagat-2p", ["friend", "friend"])
            guest = await Client.connect(url(server))
            await guest.join(welcome["room"], "Guest")
            await host.until(lambda m: m["type"] == "lobby" and m["seats"][1]["name"])
            server.store.db.close()  # every write fails from now on
            await host.send({"type": "ready", "ready": True})
            await host.until(lambda m: m["type"] == "error" and m["code"] == "storage")
            await guest.close()  # the lobby would be told: it is stopped, so nothing is
            await asyncio.sleep(0.2)
            await host.send({"type": "start"})
            reply = await host.until(lambda m: m["type"] == "error" and m["code"] == "storage")
            assert "could not store" in reply["message"]
            await host.close()

    with caplog.at_level(logging.ERROR):
        run(scenario(), 30)
    assert "connection handler failed" not in caplog.text


# -- 7 with PostgreSQL: a refused write, and the database back ---------------------------
def test_a_write_the_database_refuses_is_never_seen_and_the_table_goes_on_after(database):
    async def scenario():
        import asyncpg

        async with running(database=database) as server:
            host = await Client.connect(url(server))
            welcome = await host.create("Host", "pagat-2p", ["friend", "friend"])
            guest = await Client.connect(room_url(url(server), welcome["room"]))
            await guest.join(welcome["room"], "Guest")
            await guest.ready()
            await host.until(lambda m: m["type"] == "lobby" and m["seats"][1]["ready"])
            await host.start()
            clients = [host, guest]
            for c in clients:
                await c.next("view")
            for _ in range(3):
                mover = next(c for c in clients if c.my_turn)
                await mover.play(mover.view.legal_moves()[0])
                for c in clients:
                    await c.next("update")
            seen = [(c.seq, c.view) for c in clients]
            db = await asyncpg.connect(database)
            await db.execute("ALTER TABLE diloti.moves ADD CONSTRAINT disk_full CHECK (seq <= 3)")
            mover = next(c for c in clients if c.my_turn)
            await mover.play(mover.view.legal_moves()[0], ref=7)
            reply = await mover.until(lambda m: m["type"] == "error" and m.get("ref") == 7)
            assert reply["code"] == "storage" and "paused" in reply["message"]
            for c in clients:  # every seat is told, then given the stored view again
                await c.until(lambda m: m["type"] == "error" and m["code"] == "storage")
                await c.next("view")
            assert [(c.seq, c.view) for c in clients] == seen
            await db.execute("ALTER TABLE diloti.moves DROP CONSTRAINT disk_full")
            await db.close()
            await mover.play(mover.view.legal_moves()[0], ref=8)
            for c in clients:
                await c.until(lambda m: m["type"] == "update" and m["seq"] == 4)
            assert [(c.seq, c.view) for c in clients][0][0] == 4
            for c in clients:
                await c.close()

    run(scenario(), 60)


def test_a_server_whose_port_is_taken_leaves_its_data_folder_free(tmp_path):
    """The app tries its usual port, then any: a failed start must not keep the folder
    locked (the second try found it in use by the app itself and the table was lost)."""
    async def scenario():
        async with running() as other:  # holds a port
            from diloti_qt.net.server import GameServer, ServerConfig

            from .helpers import FAST

            taken = GameServer(ServerConfig(**FAST, port=other.port, data=tmp_path))
            with pytest.raises(OSError):
                await taken.start()
            async with running(data=tmp_path) as server:
                assert server.port != other.port

    run(scenario(), 30)
