"""The game service's tables in PostgreSQL, shared by several server processes (asyncpg).

Every process registers itself in `diloti.servers` with a lease (`lease_until`, on the
database's clock) of `lease` seconds (store.LEASE: 3; --lease) that it renews every sixth of
that, and holds a session advisory lock on its own number for as long as its database
connection lives. A process counts as alive while both hold: one killed loses the lock at
once, one that hangs (SIGSTOP, a stalled loop) or whose machine went away without closing
its connections loses the lease within `lease` seconds. A table's row names its owner; only
the owner writes it, and every write is fenced by that name and by the writer's lease in the
same statement (a process that lost a table, or its lease, without knowing cannot write to
it). A process whose lease ran out (it sees so on its own clock before the database does,
or its renewal or a write is refused) writes nothing more: it drops every table in memory,
unwritten writes included, and registers again under a new number (`StoreListener.lapsed`).
A process that receives a connection for a table it does not hold takes the table over when
its owner is gone or has given it up (an owner is asked by NOTIFY and gives it up once its
pending writes are committed), then loads it and replays its moves.

Writes are queued and committed by one task, many tables in one statement (one round trip
and one commit per batch); the server sends what a write made only after its commit
(`written`/`committed`, net/store.py). When the database goes away the store says so
(`StoreAway`, StoreError for writes) and reconnects by itself; the tables then load again
from what was committed. The schema is versioned (`diloti.schema`) and migrated on start,
one transaction per version, under an advisory lock so two processes starting together
migrate once.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import socket
import time
from dataclasses import dataclass, field

from .store import LEASE, StoreAway, StoreListener, replay
from .table import StoreError, Table
from .talk import MAX_LINES

log = logging.getLogger(__name__)

LOCK_SPACE = 4476020  # first key of this service's advisory locks ("DLT"); second: a server
CHANNEL = "diloti_tables"  # NOTIFY "release ROOM N" / "taken ROOM N" (N: the sender)
HANDOVER_WAIT = 5.0  # seconds a process waits for an owner to give a table up
QUERY_TIMEOUT = 5.0  # seconds before a query counts as the database being away
RENEWALS = 6  # a lease is renewed this many times over its length (store.LEASE)

# Schema version N is reached by running MIGRATIONS[N - 1] in one transaction. Add new
# ones at the end (and to sqlite_store.MIGRATIONS), never edit an old one.
MIGRATIONS = (
    """
CREATE TABLE diloti.tables (
    room text PRIMARY KEY,
    config text NOT NULL,
    set_aside boolean NOT NULL DEFAULT false,
    owner integer,
    updated timestamptz NOT NULL DEFAULT now());
CREATE INDEX tables_owner ON diloti.tables (owner);
CREATE TABLE diloti.moves (
    room text NOT NULL REFERENCES diloti.tables ON DELETE CASCADE,
    seq integer NOT NULL,
    seat integer NOT NULL,
    move text NOT NULL,
    PRIMARY KEY (room, seq));
CREATE TABLE diloti.servers (
    id serial PRIMARY KEY,
    host text NOT NULL,
    pid integer NOT NULL,
    started timestamptz NOT NULL DEFAULT now());
""",
    """
ALTER TABLE diloti.servers ADD COLUMN lease_until timestamptz NOT NULL DEFAULT '-infinity';
""",
    # 3: talk as rows of its own, numbered at its table; the lines a configuration held
    # (its "talk": the last 50) become rows 1, 2, … and leave the configuration (one that
    # is not JSON is left as it is: it is set aside when loaded)
    """
CREATE TABLE diloti.talk (
    room text NOT NULL REFERENCES diloti.tables ON DELETE CASCADE,
    n integer NOT NULL,
    line text NOT NULL,
    PRIMARY KEY (room, n));
DO $$
DECLARE
    t record;
    doc jsonb;
BEGIN
    FOR t IN SELECT room, config FROM diloti.tables LOOP
        BEGIN
            doc := t.config::jsonb;
        EXCEPTION WHEN others THEN
            CONTINUE;
        END;
        IF jsonb_typeof(doc -> 'talk') = 'array' THEN
            INSERT INTO diloti.talk (room, n, line)
            SELECT t.room, l.n, l.line::text
            FROM jsonb_array_elements(doc -> 'talk') WITH ORDINALITY AS l(line, n);
            UPDATE diloti.tables SET config = (doc - 'talk')::text WHERE room = t.room;
        END IF;
    END LOOP;
END $$;
""",
)

AWAY = ("The server cannot store this table at the moment (its database is away or "
        "refusing), so the match is paused at the last move stored: nothing after it was "
        "played. It goes on by itself as soon as the database takes it again.")

# A server is alive while its lease holds and its lock is held.
ALIVE = """
SELECT EXISTS (SELECT 1 FROM diloti.servers WHERE id = $2::integer
                   AND lease_until > clock_timestamp())
   AND EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted
    AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
    AND classid = $1::oid AND objid = $2::integer::oid AND objsubid = 2)"""

LEASED = ("EXISTS (SELECT 1 FROM diloti.servers WHERE id = $1 "
          "AND lease_until > clock_timestamp())")

REGISTER = """
INSERT INTO diloti.servers (host, pid, lease_until)
VALUES ($1, $2, clock_timestamp() + make_interval(secs => $3)) RETURNING id"""

# Renewed only while it holds: a lapsed lease is never brought back (others may have taken
# the tables since).
RENEW = """
UPDATE diloti.servers SET lease_until = clock_timestamp() + make_interval(secs => $2)
WHERE id = $1 AND lease_until > clock_timestamp() RETURNING true"""

# One batch of writes, for many tables, in one statement: the rows this process owns are
# locked (a take-over waits for the commit), and only those are written, and only while
# its lease holds.
WRITE = f"""
WITH leased AS (SELECT {LEASED} AS ok),
own AS (
    SELECT room FROM diloti.tables WHERE room = ANY($2::text[]) AND owner = $1
        AND (SELECT ok FROM leased) FOR UPDATE),
upd AS (
    UPDATE diloti.tables t
    SET config = coalesce(u.config, t.config),
        owner = CASE WHEN u.release THEN NULL ELSE t.owner END,
        updated = now()
    FROM unnest($3::text[], $4::text[], $5::boolean[]) AS u(room, config, release)
    WHERE t.room = u.room AND t.room IN (SELECT room FROM own)
    RETURNING t.room),
ins AS (
    INSERT INTO diloti.moves (room, seq, seat, move)
    SELECT m.room, m.seq, m.seat, m.move
    FROM unnest($6::text[], $7::integer[], $8::integer[], $9::text[])
        AS m(room, seq, seat, move)
    WHERE m.room IN (SELECT room FROM own)
    ON CONFLICT DO NOTHING
    RETURNING room),
del AS (
    DELETE FROM diloti.tables WHERE room = ANY($10::text[]) AND room IN (SELECT room FROM own)
    RETURNING room),
said AS (
    INSERT INTO diloti.talk (room, n, line)
    SELECT s.room, s.n, s.line
    FROM unnest($11::text[], $12::integer[], $13::text[]) AS s(room, n, line)
    WHERE s.room IN (SELECT room FROM own)
    ON CONFLICT DO NOTHING
    RETURNING room),
unsaid AS (
    DELETE FROM diloti.talk d
    USING (SELECT room, max(n) AS last FROM unnest($11::text[], $12::integer[]) AS s(room, n)
           GROUP BY room) s
    WHERE d.room = s.room AND d.n <= s.last - {MAX_LINES} AND d.room IN (SELECT room FROM own)
    RETURNING d.room)
SELECT (SELECT array_agg(room) FROM own) AS own, (SELECT array_agg(room) FROM ins) AS ins,
       (SELECT count(*) FROM upd) + (SELECT count(*) FROM del) AS done,
       (SELECT ok FROM leased) AS leased"""


def _driver():
    try:
        import asyncpg
    except ImportError:
        raise StoreError("--database needs the asyncpg package: pip install "
                         "'diloti-qt[server]'") from None
    return asyncpg


def _connection_lost(e: BaseException) -> bool:
    """Whether an error means the database (or the way to it) is gone, not a refused write."""
    asyncpg = _driver()
    return isinstance(e, (OSError, asyncio.TimeoutError, asyncpg.InterfaceError,
                          asyncpg.PostgresConnectionError,
                          asyncpg.exceptions.OperatorInterventionError,
                          asyncpg.exceptions.InternalClientError))


@dataclass
class _Ops:
    """A room's writes waiting for the next batch."""

    count: int = 0
    config: str | None = None
    moves: list[tuple[int, int, str]] = field(default_factory=list)
    talk: list[tuple[int, str]] = field(default_factory=list)  # (number, line JSON)
    release: bool = False
    delete: bool = False


class PostgresStore:
    """Implements ServiceStore for a database several processes share (module docstring)."""

    shared = True
    stopped_text = AWAY

    def __init__(self, dsn: str, name: str = "", lease: float = LEASE) -> None:
        self.dsn = dsn
        self.lease = lease
        self.name = name or f"{socket.gethostname()}:{os.getpid()}"
        self.me = 0  # this process's number in diloti.servers (its lock's second key)
        self.up = False
        self.failures = 0
        self.lapses = 0  # times its lease ran out and it gave every table up
        self._lease_ends = 0.0  # monotonic: its lease surely holds until then (module doc)
        self._former = 0  # the number it had before its lease ran out (its row is deleted)
        self.set_aside: dict[str, str] = {}  # rooms set aside by fetch(): why
        self.kept = None  # (a damaged file set aside: SQLite only)
        self._listener: StoreListener | None = None
        self._lock = None  # the connection holding the advisory lock, and LISTEN
        self._writer = None
        self._pool = None
        self._queue: dict[str, _Ops] = {}
        self._written: dict[str, int] = {}
        self._committed: dict[str, int] = {}
        self._wake = asyncio.Event()
        self._down = asyncio.Event()
        self._tasks: list[asyncio.Task] = []
        self._closing = False

    # -- connections -----------------------------------------------------------------------
    async def open(self, listener: StoreListener) -> list[Table]:
        self._listener = listener
        try:
            await self._connect()
        except StoreError:
            raise
        except Exception as e:  # noqa: BLE001 - refused, unreachable, no rights: one line
            raise StoreError(f"cannot use the database: {type(e).__name__}: {e}") from None
        self.up = True
        loop = asyncio.get_running_loop()
        self._tasks = [loop.create_task(self._write_loop()), loop.create_task(self._keep_up()),
                       loop.create_task(self._renew_loop())]
        log.info("using the database as server %d (%s)", self.me, self.name)
        return []

    async def _connect(self) -> None:
        asyncpg = _driver()
        # A transaction left open by a process that then hung holds nothing for long.
        settings = {"application_name": "diloti-qt-server",
                    "idle_in_transaction_session_timeout": "10000"}
        lock = await asyncpg.connect(self.dsn, timeout=QUERY_TIMEOUT,
                                     command_timeout=QUERY_TIMEOUT, server_settings=settings)
        writer = pool = None
        try:
            # The database drops the lock of a vanished machine within ~8 s (its backend's
            # keepalive); its lease runs out sooner.
            for sql in ("SET tcp_keepalives_idle = 5", "SET tcp_keepalives_interval = 1",
                        "SET tcp_keepalives_count = 3"):
                await lock.execute(sql)
            if self.me != 0:  # back after the database was lost: the same number if it holds
                sent = time.monotonic()
                if await lock.fetchval("SELECT pg_try_advisory_lock($1, $2)", LOCK_SPACE,
                                       self.me):
                    if await lock.fetchval(RENEW, self.me, self.lease):
                        self._lease_ends = sent + self.lease
                    else:
                        await lock.execute("SELECT pg_advisory_unlock($1, $2)", LOCK_SPACE,
                                           self.me)
                        self._forfeit("its lease ran out while the database was away")
                else:  # its old connection still holds it: that number is done with
                    self._forfeit("its lock is still held by its lost connection")
            if self.me == 0:
                await _migrate(lock)
                sent = time.monotonic()
                self.me = await lock.fetchval(REGISTER, self.name, os.getpid(), self.lease)
                self._lease_ends = sent + self.lease
                if not await lock.fetchval("SELECT pg_try_advisory_lock($1, $2)",
                                           LOCK_SPACE, self.me):
                    raise StoreError(f"server number {self.me} is locked by another process")
                if self._former:  # its tables are free for anyone (this process too) now
                    await lock.execute("DELETE FROM diloti.servers WHERE id = $1",
                                       self._former)
                    self._former = 0
            await lock.add_listener(CHANNEL, self._heard)
            lock.add_termination_listener(lambda _: self._lost_connection("closed"))
            writer = await asyncpg.connect(self.dsn, timeout=QUERY_TIMEOUT,
                                           command_timeout=QUERY_TIMEOUT,
                                           server_settings=settings)
            writer.add_termination_listener(lambda _: self._lost_connection("closed"))
            pool = await asyncpg.create_pool(self.dsn, min_size=1, max_size=4,
                                             timeout=QUERY_TIMEOUT,
                                             command_timeout=QUERY_TIMEOUT,
                                             server_settings=settings)
        except BaseException:
            for conn in (lock, writer, pool):
                if conn is not None:
                    conn.terminate()
            raise
        self._lock, self._writer, self._pool = lock, writer, pool

    # -- the lease ---------------------------------------------------------------------------
    def _leased(self) -> bool:
        """Whether this process's lease surely still holds; when it does not, every table is
        given up (once) and False."""
        if time.monotonic() < self._lease_ends:
            return True
        self._forfeit("its lease ran out before it was renewed (the process was stopped, "
                      "or too busy, for longer than the lease)")
        return False

    def _forfeit(self, why: str) -> None:
        """The lease is gone: write nothing more under this number, drop what is queued,
        let the server drop every table, and register again (the reconnection)."""
        if self._closing or self.me == 0:
            return
        self.lapses += 1
        log.warning("server %d gives every table up without writing: %s; it serves again "
                    "under a new number", self.me, why)
        self._former, self.me = self.me, 0
        self._queue = {}
        self._written.clear()
        self._committed.clear()
        self.up = False
        self._down.set()
        asyncio.get_running_loop().call_soon(self._listener.lapsed)

    async def _renew_loop(self) -> None:
        while not self._closing:
            await asyncio.sleep(self.lease / RENEWALS)
            lock, me = self._lock, self.me
            if not self.up or lock is None or not self._leased():
                continue
            sent = time.monotonic()
            try:
                held = await lock.fetchval(RENEW, me, self.lease)
            except Exception as e:  # noqa: BLE001 - judged below
                if _connection_lost(e):
                    self._lost_connection(e)
                else:
                    log.error("could not renew the lease: %s", e)
                continue
            if me != self.me:
                continue
            if held:
                self._lease_ends = sent + self.lease
            else:
                self._forfeit("the database says its lease ran out")

    def _lost_connection(self, why: object) -> None:
        if self._closing or not self.up:
            return
        self.up = False
        self.failures += 1
        log.error("lost the database (%s): tables refuse moves until it is back", why)
        self._down.set()
        # What waits for the next batch will not be written now: its tables say so at once
        # (and are loaded again from what was committed once the database is back).
        waiting, self._queue = self._queue, {}
        for room in waiting:
            self.forget(room)
            self._listener.lost(room, "the database is away")

    async def _keep_up(self) -> None:
        """Reconnect whenever the database was lost, then tell the server."""
        while not self._closing:
            await self._down.wait()
            await self._drop_connections()
            delay = 0.2
            while not self._closing:
                try:
                    await self._connect()
                    break
                except Exception as e:  # noqa: BLE001 - not back yet: try again
                    log.debug("database not back yet: %s", e)
                    await asyncio.sleep(delay)
                    delay = min(2 * delay, 2.0)
            if self._closing:
                return
            self._down.clear()
            self.up = True
            log.warning("the database is back (server %d)", self.me)
            self._wake.set()
            self._listener.back()

    async def _drop_connections(self) -> None:
        lock, writer, pool = self._lock, self._writer, self._pool
        self._lock = self._writer = self._pool = None
        for conn in (lock, writer):
            if conn is not None:
                conn.terminate()
        if pool is not None:
            pool.terminate()

    def _need_up(self) -> None:
        if not self.up or self._pool is None or not self._leased():
            raise StoreAway(AWAY)

    async def _query(self, work):
        """Run `work(connection)` on a pooled connection; StoreAway if the database is
        gone (and the store starts reconnecting)."""
        self._need_up()
        try:
            async with self._pool.acquire() as conn:
                return await work(conn)
        except StoreAway:
            raise
        except Exception as e:
            if _connection_lost(e):
                self._lost_connection(e)
                raise StoreAway(AWAY) from None
            raise

    # -- tables ----------------------------------------------------------------------------
    async def add(self, table: Table) -> bool:
        async def insert(conn) -> bool:
            return await conn.fetchval(
                "INSERT INTO diloti.tables (room, config, owner) SELECT $1, $2, $3 "
                f"WHERE {LEASED.replace('$1', '$3')} ON CONFLICT DO NOTHING RETURNING true",
                table.room, json.dumps(table.config()), self.me) is not None
        return await self._query(insert)

    async def ours(self, room: str) -> bool:
        owner = await self._query(lambda c: c.fetchval(
            "SELECT owner FROM diloti.tables WHERE room = $1 AND NOT set_aside", room))
        return owner == self.me

    async def fetch(self, room: str) -> Table | None:
        deadline = time.monotonic() + HANDOVER_WAIT
        asked = 0.0  # when its owner was last asked to give it up
        while True:
            row = await self._query(lambda c: c.fetchrow(
                "SELECT owner, set_aside FROM diloti.tables WHERE room = $1", room))
            if row is None or row["set_aside"]:
                return None
            owner = row["owner"]
            if owner == self.me:
                return await self._load(room)
            if owner is not None and await self._alive(owner):
                if time.monotonic() - asked > 1.0:  # it gives it up once its writes are in
                    await self._notify(f"release {room} {self.me}")
                    asked = time.monotonic()
                if time.monotonic() > deadline:
                    raise StoreAway("This table is moving between the game's servers: "
                                    "try again in a moment.")
                await asyncio.sleep(0.05)
                continue
            took = await self._query(lambda c: c.fetchval(
                "UPDATE diloti.tables SET owner = $1, updated = now() WHERE room = $2 "
                f"AND owner IS NOT DISTINCT FROM $3 AND NOT set_aside AND {LEASED} "
                "RETURNING true", self.me, room, owner))
            if took:
                if owner is not None:  # an owner thought gone that is not drops it
                    await self._notify(f"taken {room} {self.me}")
                    log.info("took table %s over from server %d", room, owner)
                return await self._load(room)

    async def _alive(self, server: int) -> bool:
        return await self._query(lambda c: c.fetchval(ALIVE, LOCK_SPACE, server))

    async def _notify(self, payload: str) -> None:
        await self._query(lambda c: c.execute("SELECT pg_notify($1, $2)", CHANNEL, payload))

    async def _load(self, room: str) -> Table | None:
        async def read(conn):
            async with conn.transaction(isolation="repeatable_read", readonly=True):
                config = await conn.fetchval(
                    "SELECT config FROM diloti.tables WHERE room = $1 AND owner = $2",
                    room, self.me)
                moves = await conn.fetch("SELECT seq, seat, move FROM diloti.moves "
                                         "WHERE room = $1 ORDER BY seq", room)
                talk = await conn.fetch("SELECT n, line FROM diloti.talk WHERE room = $1 "
                                        "ORDER BY n", room)
                return config, [tuple(m) for m in moves], [tuple(t) for t in talk]
        config, moves, talk = await self._query(read)
        if config is None:
            return None  # given up or deleted meanwhile
        try:
            return replay(room, config, moves, talk)
        except Exception as e:  # noqa: BLE001 - one damaged table never stops the server
            why = f"{type(e).__name__}: {e}"[:300]
            log.warning("table %s set aside: %s", room, why)
            self.set_aside[room] = why
            await self._query(lambda c: c.execute(
                "UPDATE diloti.tables SET set_aside = true, owner = NULL WHERE room = $1",
                room))
            return None

    def _heard(self, connection, pid, channel, payload: str) -> None:
        try:
            what, room, sender = payload.split(" ")
            sender_number = int(sender)
        except ValueError:
            return
        if sender_number != self.me and what in ("release", "taken"):
            self._listener.release(room)

    async def sweep(self, idle: float) -> None:
        """Delete the tables idle for `idle` seconds whose owner is gone or nobody (a live
        owner closes its own), and the rows of servers that are gone."""
        async def clean(conn) -> None:
            owners = await conn.fetch(
                "SELECT DISTINCT owner FROM diloti.tables WHERE updated < now() - "
                "make_interval(secs => $1)", idle)
            for (owner,) in owners:
                if owner is None or not await conn.fetchval(ALIVE, LOCK_SPACE, owner):
                    await conn.execute(
                        "DELETE FROM diloti.tables WHERE owner IS NOT DISTINCT FROM $1 AND "
                        "updated < now() - make_interval(secs => $2)", owner, idle)
            for (server,) in await conn.fetch("SELECT id FROM diloti.servers"):
                if server != self.me and not await conn.fetchval(ALIVE, LOCK_SPACE, server):
                    await conn.execute("DELETE FROM diloti.servers WHERE id = $1", server)
        try:
            await self._query(clean)
        except StoreAway:
            pass

    # -- writes ----------------------------------------------------------------------------
    def _ops(self, room: str) -> _Ops:
        if not self.up:
            raise StoreError("the database is away")
        if not self._leased():
            raise StoreError("this server's lease ran out")
        ops = self._queue.get(room)
        if ops is None:
            ops = self._queue[room] = _Ops()
        ops.count += 1
        self._written[room] = self._written.get(room, 0) + 1
        self._wake.set()
        return ops

    def changed(self, table: Table) -> None:
        self._ops(table.room).config = json.dumps(table.config())

    def moved(self, table: Table, seq: int, seat: int, move: dict) -> None:
        self._ops(table.room).moves.append((seq, seat, json.dumps(move)))

    def said(self, table: Table, number: int, line: dict) -> None:
        self._ops(table.room).talk.append((number, json.dumps(line)))

    def delete(self, room: str) -> None:
        try:
            ops = self._ops(room)
        except StoreError:
            return  # the sweep deletes it later
        ops.delete, ops.config, ops.moves, ops.talk = True, None, [], []

    def release(self, room: str) -> None:
        try:
            self._ops(room).release = True
        except StoreError:
            pass  # the database is away: whoever asked waits, then takes it when we are gone

    def written(self, room: str) -> int:
        return self._written.get(room, 0)

    def committed(self, room: str) -> int:
        return self._committed.get(room, 0)

    def forget(self, room: str) -> None:
        self._queue.pop(room, None)
        self._written.pop(room, None)
        self._committed.pop(room, None)

    async def _write_loop(self) -> None:
        while not self._closing:
            await self._wake.wait()
            self._wake.clear()
            if not self._queue or not self.up or self._writer is None or not self._leased():
                continue
            batch, self._queue = self._queue, {}
            me = self.me
            try:
                failed = await self._write(self._writer, batch)
            except Exception as e:  # noqa: BLE001 - judged below
                if _connection_lost(e):
                    self._lost_connection(e)
                    failed = {room: "the database is away" for room in batch}
                else:  # a write the database refuses: find which table it is
                    failed = {}
                    for room, ops in batch.items():
                        try:
                            failed.update(await self._write(self._writer, {room: ops}))
                        except Exception as e2:  # noqa: BLE001
                            if _connection_lost(e2):
                                self._lost_connection(e2)
                            failed[room] = str(e2)[:200]
            if me != self.me:  # the lease ran out meanwhile: the tables are gone already
                continue
            for room, ops in batch.items():
                if room in failed:
                    self.failures += 1
                    log.error("could not store table %s: %s", room, failed[room])
                    self.forget(room)
                    self._listener.lost(room, failed[room])
                    continue
                self._committed[room] = self._committed.get(room, 0) + ops.count
                self._listener.kept(room)
                if (ops.delete or ops.release) and room not in self._queue:
                    self.forget(room)  # nothing of it is ours any more

    async def _write(self, conn, batch: dict[str, _Ops]) -> dict[str, str]:
        """Commit `batch`; the rooms whose writes were not stored, and why."""
        rooms = list(batch)
        kept = [r for r in rooms if not batch[r].delete]  # (a row is changed once a statement)
        moved = [(room, m) for room in kept for m in batch[room].moves]
        said = [(room, line) for room in kept for line in batch[room].talk]
        me = self.me
        row = await conn.fetchrow(
            WRITE, me, rooms, kept, [batch[r].config for r in kept],
            [batch[r].release for r in kept],
            [room for room, _ in moved], [m[0] for _, m in moved], [m[1] for _, m in moved],
            [m[2] for _, m in moved], [r for r in rooms if batch[r].delete],
            [room for room, _ in said], [n for _, (n, _) in said],
            [text for _, (_, text) in said])
        if not row["leased"]:  # nothing was written
            if me == self.me:
                self._forfeit("the database refused a write: its lease had run out")
            return {room: "this server's lease ran out" for room in batch}
        own = set(row["own"] or ())
        inserted: dict[str, int] = {}
        for room in row["ins"] or ():
            inserted[room] = inserted.get(room, 0) + 1
        failed = {}
        for room, ops in batch.items():
            if room not in own:
                if not (ops.delete or ops.release):  # (nothing to give up: fine)
                    failed[room] = "another server holds this table now"
            elif inserted.get(room, 0) != len(ops.moves):
                failed[room] = "a move of this table was stored by another server"
        return failed

    async def shutdown(self) -> None:
        """Commit what is queued, give every table up and close."""
        deadline = time.monotonic() + 5
        while self._queue and self.up and time.monotonic() < deadline:
            self._wake.set()
            await asyncio.sleep(0.02)
        self._closing = True
        self._wake.set()
        for task in self._tasks:
            task.cancel()
        # (a renewal in flight would hold the lock connection the lines below use)
        await asyncio.gather(*self._tasks, return_exceptions=True)
        if self.up and self._lock is not None:
            try:  # the others need not wait for a take-over: nobody owns these now
                await self._lock.execute(
                    "UPDATE diloti.tables SET owner = NULL WHERE owner = $1", self.me)
                await self._lock.execute("DELETE FROM diloti.servers WHERE id = $1", self.me)
            except Exception as e:  # noqa: BLE001 - they are taken over anyway
                log.info("could not give the tables up: %s", e)
        self.up = False
        for conn in (self._lock, self._writer):
            if conn is not None:
                try:
                    await asyncio.wait_for(conn.close(), 2)
                except Exception:  # noqa: BLE001
                    conn.terminate()
        if self._pool is not None:
            try:
                await asyncio.wait_for(self._pool.close(), 2)
            except Exception:  # noqa: BLE001
                self._pool.terminate()
        self._lock = self._writer = self._pool = None


async def _migrate(conn) -> None:
    """Bring the schema to this server's version, one transaction per version; refuse a
    database of a newer version (StoreError)."""
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock($1, 0)", LOCK_SPACE)
        await conn.execute("CREATE SCHEMA IF NOT EXISTS diloti")
        await conn.execute("CREATE TABLE IF NOT EXISTS diloti.schema (version integer NOT NULL)")
        version = await conn.fetchval("SELECT version FROM diloti.schema")
        if version is None:
            await conn.execute("INSERT INTO diloti.schema VALUES (0)")
            version = 0
    if version > len(MIGRATIONS):
        raise StoreError(f"the database's schema is version {version}, newer than this "
                         f"server's {len(MIGRATIONS)}: update the server")
    for number in range(version + 1, len(MIGRATIONS) + 1):
        async with conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock($1, 0)", LOCK_SPACE)
            if await conn.fetchval("SELECT version FROM diloti.schema") >= number:
                continue  # another process got there first
            await conn.execute(MIGRATIONS[number - 1])
            await conn.execute("UPDATE diloti.schema SET version = $1", number)
            log.info("database schema migrated to version %d", number)
