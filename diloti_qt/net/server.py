"""The game service: an asyncio WebSocket server holding many tables.

Each connection speaks for one seat of one table once it has sent `create`, `join` or
`resume`, or watches one table once it has sent `watch`. Every frame is checked for size,
rate and schema before anything reads it, and read once into its typed message
(messages.read_client); a bad one gets an error and changes nothing. HANDLERS, at the
end, is the one dispatch: a handler per kind of client message. Computer players think in worker processes
(robots.RobotPool). The same class runs inside the desktop app (a background thread) and
as the dedicated server (cli.py, with SQLite storage, or PostgreSQL shared with other
server processes behind HAProxy: a table this process does not hold is fetched from the
database when a connection asks for it, and given up when another process asks).

The friend to move at a table with a turn clock is timed here (one timer per table, set
again for each turn: `_wind`); when it runs out a computer chooses the move and the table
plays it in the seat's name (`_clock_out`).

What a request changes is stored before anyone hears of it (outbox.Outbox holds the
messages until the writes are committed). When queued writes fail, the table is loaded
again from what was committed and its connections are sent their view again.
"""

from __future__ import annotations

import asyncio
import logging
import math
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from http import HTTPStatus
from pathlib import Path
from typing import NamedTuple

from websockets.asyncio.server import ServerConnection, broadcast, serve
from websockets.exceptions import ConnectionClosed
from websockets.protocol import State

from diloti_qt.engine import PlayerView

from .codes import new_room_code, normalize_room
from .forwarded import client_address, networks
from .limits import AddressBook, Bucket
from .messages import (
    AllowWatchers,
    ClientKind,
    ClientMessage,
    Create,
    Here,
    Join,
    Leave,
    OpeningMessage,
    Play,
    Ready,
    Resume,
    Say,
    SetClock,
    SetRules,
    SetSeat,
    Sit,
    Start,
    Swap,
    Sync,
    Watch,
    read_client,
)
from .outbox import Close, Item, Outbox, Owed
from .protocol import (
    MAX_MESSAGE,
    VERSION,
    ErrorCode,
    Farewell,
    Phase,
    ProtocolError,
    SeatKind,
    dumps,
    error,
)
from .robots import RobotPool
from .store import LEASE, MemoryStore, ServiceStore, StoreAway
from .table import StoreError, Table, TableError, clean_name, version_refusal
from .watchers import WatchRefused

log = logging.getLogger(__name__)
CLOCK_LEAD = 1.0  # seconds before a turn clock runs out that its computer starts choosing


@dataclass
class ServerConfig:
    """How a game server runs: where it listens, where tables are kept, its limits and grace."""
    host: str = "127.0.0.1"
    port: int = 0  # 0: any free port (see GameServer.port)
    data: Path | None = None  # a folder for the SQLite file; None: tables live in memory
    database: str | None = None  # a PostgreSQL URL shared with other processes (not data)
    trusted_proxies: tuple[str, ...] = ()  # whose X-Forwarded-For names the player
    lease: float = LEASE  # seconds (database): a process silent this long loses its tables
    max_message: int = MAX_MESSAGE  # characters; larger ones get an error
    max_frame: int = 65_536  # bytes; larger frames close the connection (1009)
    rate: float = 20.0  # messages per second per connection, on average
    burst: float = 40.0
    max_per_address: int = 16  # open connections from one address
    max_misses: int = 20  # unknown room codes per address per minute before refusing it
    max_creates: int = 30  # tables one address may open in ten minutes
    max_tables: int = 10_000
    max_buffer: int = 1 << 20  # bytes waiting to a client that does not read: then closed
    grace: float = 120.0  # seconds a dropped friend keeps the seat before a computer plays
    hello_timeout: float = 30.0  # seconds to send create/join/resume
    lobby_ttl: float = 3600.0  # an empty lobby is closed after this long
    playing_ttl: float = 86_400.0  # a match nobody is connected to
    over_ttl: float = 600.0  # a finished match
    robot_mode: str = "process"
    robot_workers: int | None = None  # search levels' processes; None: one per core
    robot_budget: float | None = None  # seconds; None: each level's own
    robot_delay: float = 0.0  # seconds a computer waits before moving (human pace)
    turn_clock: int = 0  # seconds for each move at a table whose host chose none (0: none)


class Link:
    """One connection to the server: its limits and, once seated, its table and seat (a
    link, not a session: ui/session.py's Session is what the window keeps on disk)."""

    __slots__ = ("ws", "address", "bucket", "table", "seat", "limited", "hello", "key",
                 "watcher")

    def __init__(self, ws: ServerConnection, address: str, bucket: Bucket) -> None:
        self.ws = ws
        self.address = address
        self.bucket = bucket
        self.table: Table | None = None
        self.seat = -1
        self.watcher: int | None = None  # a watcher's id at its table (no seat)
        self.limited = 0
        self.hello: asyncio.TimerHandle | None = None
        self.key: str | None = None  # its seat's token hash (the seat again after a reload)


class Crowd(NamedTuple):
    """The connections of one table told the same text (seats and watchers): one entry
    in the outbox, one encoding, one write each."""

    links: list[Link]


Observer = Callable[[Link, str], None]


class GameServer:
    def __init__(self, config: ServerConfig | None = None) -> None:
        self.config = config or ServerConfig()
        self.tables: dict[str, Table] = {}
        self.seated: dict[tuple[str, int], Link] = {}
        self.watching: dict[str, dict[int, Link]] = {}  # room -> watcher id -> link
        self.addresses = AddressBook(self.config.max_per_address, self.config.max_misses,
                                     self.config.max_creates)
        self.robots = RobotPool(self.config.robot_mode, self.config.robot_workers,
                                self.config.robot_budget)
        self.store: ServiceStore = MemoryStore()
        self.outbox = Outbox(self.store, self._emit)
        self.trusted = networks(self.config.trusted_proxies)
        self.observer: Observer | None = None  # sees every message sent (tests)
        self._thinking: set[str] = set()
        self._tasks: set[asyncio.Task] = set()
        self._graces: dict[tuple[str, int], asyncio.TimerHandle] = {}
        # The turn clock of each table whose friend is to move: (turn, its timer).
        self._clocks: dict[str, tuple[tuple[int, int, int], asyncio.TimerHandle]] = {}
        self._clocking: dict[str, tuple[Table, tuple[int, int, int]]] = {}  # choosing now
        # Seconds from a clock's end to its move played, the last thousand (tests, logs).
        self.clock_delays: deque[float] = deque(maxlen=1000)
        self._idle_since: dict[str, float] = {}
        self._fetching: dict[str, asyncio.Future] = {}
        self._recovering: set[str] = set()
        self._server = None
        self.port = 0
        self.moves = 0  # moves played since the start (the benchmark reads it)
        # What the start could not resume: rooms set aside (why), and whether the whole
        # file was damaged (the app says so to a host coming back to its table).
        self.set_aside: dict[str, str] = {}
        self.file_set_aside = False

    # -- life ------------------------------------------------------------------------------
    async def start(self) -> None:
        cfg = self.config
        if cfg.database is not None:
            from .pg_store import PostgresStore

            self.store = PostgresStore(cfg.database, lease=cfg.lease)
        elif cfg.data is not None:
            from .sqlite_store import SqliteStore

            self.store = SqliteStore(Path(cfg.data) / "tables.sqlite3")
        self.outbox.counts = self.store
        try:
            loaded = await self.store.open(self)
        except BaseException:
            await self.store.shutdown()
            raise
        self.file_set_aside = self.store.kept is not None
        self.set_aside = dict(self.store.set_aside)
        for table in loaded:
            self._adopt(table)
        if cfg.data is not None and cfg.database is None:
            log.info("resumed %d tables from %s", len(self.tables), cfg.data)
        try:
            self._server = await serve(
                self._handle, cfg.host, cfg.port, max_size=cfg.max_frame, compression=None,
                process_request=self._admit, ping_interval=20, ping_timeout=20,
                open_timeout=10, close_timeout=5, max_queue=32,
            )
        except BaseException:  # the port is taken: the store is not kept locked
            await self.store.shutdown()
            raise
        self.port = self._server.sockets[0].getsockname()[1]
        self._spawn(self._sweep())

    async def stop(self, farewell: Farewell | None = None) -> None:
        """Close every connection and stop. With a `farewell` every seated connection is
        told first that its table is gone for good (a service that keeps no tables on disk:
        the clients then stop trying to come back)."""
        if farewell is not None:
            text = dumps({"type": "closed", "why": farewell.value})
            with self.outbox.step():
                for link in list(self.seated.values()):
                    self._send(link, text)
                for room in list(self.tables):  # gone for good: not to be resumed
                    self.store.delete(room)
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None
        for task in list(self._tasks):
            task.cancel()
        for handle in self._graces.values():
            handle.cancel()
        for _, handle in self._clocks.values():
            handle.cancel()
        self.robots.shutdown()
        await self.store.shutdown()

    def _spawn(self, coro) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _adopt(self, table: Table) -> None:
        """Serve `table` from now on (loaded, taken over, or new): its friends who are not
        connected during a match keep their seats for the grace period."""
        table.send = self._sender(table.room)
        table.tell = self._teller(table.room)
        table.store = self.store
        self.tables[table.room] = table
        self._idle_since[table.room] = time.monotonic()
        if table.phase is not Phase.LOBBY:  # after a match too: the seat for the next
            for seat, s in enumerate(table.seats):
                if s.kind is SeatKind.FRIEND and s.taken and not s.connected:
                    self._start_grace(table, seat)

    def _sender(self, room: str) -> Callable[[int, str], None]:
        def send(seat: int, text: str) -> None:
            link = self.seated.get((room, seat))
            if link is not None:
                self._send(link, text)
        return send

    def _teller(self, room: str) -> Callable[[list[int], bool, str], None]:
        def tell(seats: list[int], watchers: bool, text: str) -> None:
            crowd = [s for s in map(self.seated.get, [(room, seat) for seat in seats])
                     if s is not None]
            if watchers:
                crowd += self.watching.get(room, {}).values()
            if len(crowd) == 1:
                self._send(crowd[0], text)
            elif crowd:
                if self.observer is not None:
                    for link in crowd:
                        self.observer(link, text)
                self.outbox.put(Crowd(crowd), room, text)
        return tell

    def _send(self, link: Link, text: str) -> None:
        if self.observer is not None:
            self.observer(link, text)
        self.outbox.put(link, link.table.room if link.table else None, text)

    def _close(self, link: Link, code: int, reason: str) -> None:
        """Close the connection once what it was told before has gone."""
        self.outbox.put(link, link.table.room if link.table else None,
                        Close(code, reason))

    def _emit(self, to: Link | Crowd, item: Item) -> None:
        if isinstance(item, Close):
            self._spawn(to.ws.close(item.code, item.reason))
            return
        if isinstance(item, Owed):
            return
        links = to.links if isinstance(to, Crowd) else (to,)
        broadcast([s.ws for s in links], item)  # the text encoded once for all of them
        for link in links:
            ws = link.ws
            transport = ws.transport
            if transport is not None and \
                    transport.get_write_buffer_size() > self.config.max_buffer:
                self._spawn(ws.close(1008, "not reading"))

    # -- what the store says (StoreListener) -----------------------------------------------
    def kept(self, room: str) -> None:
        self.outbox.kept(room)

    def lost(self, room: str, why: str) -> None:
        text = self.store.stopped_text
        self.outbox.lost(room, lambda ref: error(ErrorCode.STORAGE, text, ref))
        table = self.tables.get(room)
        if table is None:
            return
        table.stopped = True
        with self.outbox.step():
            for (r, _), link in list(self.seated.items()):
                if r == room:
                    self._send(link, error(ErrorCode.STORAGE, text))
        self._spawn(self._recover(room, 0.0 if not self.store.up else 1.0))

    def back(self) -> None:
        for room, table in list(self.tables.items()):
            if table.stopped:
                self._spawn(self._recover(room, 0.0))

    def release(self, room: str) -> None:
        """Another process serves `room` now, or asks to: its connections are closed (they
        come back through the proxy to the process that serves it), and ours is given up
        once the writes already made are committed."""
        self.store.release(room)
        self._let_go(room)

    def lapsed(self) -> None:
        """This process's lease ran out: another may serve any of its tables now. Nothing
        more of them is written: what waited for their writes is never sent (a request's
        answer becomes `storage`), and every table's connections are closed as when it is
        released (they come back through the proxy, to whichever process serves it)."""
        text = "This table is moving to another of the game's servers: try again."
        for room in self.outbox.held_rooms():
            self.outbox.lost(room, lambda ref: error(ErrorCode.STORAGE, text, ref))
        for room in list(self.tables):
            self._let_go(room)
        log.warning("gave up every table: this process's lease ran out")

    def _let_go(self, room: str) -> None:
        """Drop the table of `room` from memory and close its connections (1012)."""
        table = self.tables.pop(room, None)
        self._idle_since.pop(room, None)
        if table is None:
            return
        for key in [k for k in self._graces if k[0] == room]:
            self._cancel_grace(*key)
        self._unwind(room)
        with self.outbox.step():
            for (r, seat), link in list(self.seated.items()):
                if r == room:
                    del self.seated[(r, seat)]
                    self._close(link, 1012, "this table moved to another server")
                    link.table = None
            self._send_watchers_away(table, code=1012)  # they watch it there
        log.info("table %s given up to another server", room)

    async def _fetch(self, room: str) -> Table | None:
        """The store's table of `room` (one fetch at a time per room)."""
        pending = self._fetching.get(room)
        if pending is None:
            pending = self._fetching[room] = asyncio.ensure_future(self.store.fetch(room))
            pending.add_done_callback(lambda _: self._fetching.pop(room, None))
        return await asyncio.shield(pending)

    async def _recover(self, room: str, delay: float) -> None:
        """Load a stopped table again from what was committed, once the database can be
        reached, and give its connections their seats and view again."""
        if room in self._recovering:
            return
        self._recovering.add(room)
        try:
            await asyncio.sleep(delay)
            while True:
                old = self.tables.get(room)
                if old is None or not old.stopped:
                    return
                if not self.store.up:
                    await asyncio.sleep(0.2)
                    continue
                try:
                    fresh = await self._fetch(room)
                    break
                except StoreAway:
                    await asyncio.sleep(0.5)
            if self.tables.get(room) is not old:
                return
            with self.outbox.step():
                self._reload(old, fresh)
        finally:
            self._recovering.discard(room)

    def _reload(self, old: Table, fresh: Table | None) -> None:
        room = old.room
        for key in [k for k in self._graces if k[0] == room]:
            self._cancel_grace(*key)
        self._unwind(room)
        self._send_watchers_away(old, code=1012)  # they watch the table loaded again
        links = [s for (r, _), s in self.seated.items() if r == room]
        for link in links:
            del self.seated[(room, link.seat)]
        if fresh is None:
            self.tables.pop(room, None)
            for link in links:
                self._send(link, error(ErrorCode.NOT_FOUND, "This table is gone."))
                self._close(link, 1000, "table closed")
                link.table = None
            return
        for link in links:  # the seats as stored: found again by their tokens
            seat = next((i for i, s in enumerate(fresh.seats)
                         if s.taken and s.token_hash == link.key), None)
            link.table = fresh if seat is not None else None
            if seat is not None:
                link.seat = seat
                self.seated[(room, seat)] = link
                fresh.connect(seat)
            else:
                self._send(link, error(ErrorCode.NOT_FOUND, "Your seat was not stored."))
        self._adopt(fresh)
        for (r, seat), link in list(self.seated.items()):
            if r == room:
                self._send(link, fresh.lobby_text())
                if fresh.phase is not Phase.LOBBY:
                    self._send(link, fresh.view_text(seat))
        log.info("table %s loaded again from the database", room)
        try:
            fresh.announce()
        except TableError:
            return
        self._after(fresh)

    # -- connections -----------------------------------------------------------------------
    def _admit(self, connection: ServerConnection, request):
        if request.path == "/health":  # the proxy's health check: this process answers
            return connection.respond(HTTPStatus.OK, "ok\n")
        address = self._address(connection, request)
        if self.addresses.full(address):
            return connection.respond(HTTPStatus.TOO_MANY_REQUESTS,
                                      "Too many connections from this address.\n")
        if self.addresses.refused(address):
            return connection.respond(HTTPStatus.TOO_MANY_REQUESTS,
                                      "Too many unknown rooms from this address: wait a "
                                      "minute.\n")
        return None

    def _address(self, connection: ServerConnection, request) -> str:
        remote = connection.remote_address
        peer = str(remote[0]) if remote else "?"
        if not self.trusted or request is None:
            return peer
        return client_address(peer, request.headers.get_all("X-Forwarded-For"), self.trusted)

    async def _handle(self, ws: ServerConnection) -> None:
        address = self._address(ws, ws.request)
        if self.addresses.full(address):
            await ws.close(1013, "too many connections from this address")
            return
        self.addresses.opened(address)
        link = Link(ws, address, Bucket(self.config.rate, self.config.burst))
        link.hello = asyncio.get_running_loop().call_later(
            self.config.hello_timeout, self._too_quiet, link)
        try:
            async for raw in ws:
                opening = self._receive(link, raw)
                if opening is not None:  # the next frame waits until the seat is known
                    await opening
        except ConnectionClosed:
            pass
        finally:
            self.addresses.closed(address)
            if link.hello is not None:
                link.hello.cancel()
            with self.outbox.step():
                self._gone(link)

    def _too_quiet(self, link: Link) -> None:
        if link.table is None:
            self._spawn(link.ws.close(1008, "no table chosen in time"))

    def _receive(self, link: Link, raw: object):
        """Handle one frame: read once into its typed message (messages.read_client), then
        its handler (HANDLERS, one per kind). An opening (create, join, resume, watch) may
        need the store, so it is returned as a coroutine to wait for."""
        ref = None
        with self.outbox.step():
            try:
                if not link.bucket.take():
                    link.limited += 1
                    if link.limited > 200:
                        self._spawn(link.ws.close(1008, "too many messages"))
                    raise ProtocolError(ErrorCode.RATE_LIMITED, "Too many messages: slow down.")
                msg = read_client(raw, self.config.max_message)
                ref = getattr(msg, "ref", None)
                handler = HANDLERS[msg.kind]
                if msg.kind.opening:
                    self._check_opening(link, msg)
                    return self._opening(link, handler(self, link, msg))
                self._check_seated(link, msg)
                handler(self, link, msg)
                if ref is not None and link.table is not None:
                    self.outbox.put(link, link.table.room, Owed(ref))
            except Exception as e:  # noqa: BLE001 - answered below
                self._refuse(link, e, ref)
        return None

    def _refuse(self, link: Link, e: Exception, ref: int | None) -> None:
        if isinstance(e, ProtocolError):
            self._send(link, error(e.code, str(e), ref))
        elif isinstance(e, TableError):
            self._send(link, error(e.code, str(e), ref, **e.extra))
        elif isinstance(e, StoreAway):
            self._send(link, error(ErrorCode.STORAGE, str(e), ref))
        elif isinstance(e, StoreError):  # a new table that could not be stored
            self._send(link, error(ErrorCode.STORAGE, self.store.stopped_text, ref))
        else:  # one message must never bring the server down
            log.error("error handling a message", exc_info=e)
            self._send(link, error(ErrorCode.INTERNAL, "The server could not do that.", ref))

    def _check_opening(self, link: Link, msg: OpeningMessage) -> None:
        if link.table is not None:
            raise TableError(ErrorCode.ALREADY_SEATED, "This connection already has a seat.")
        if msg.v != VERSION:
            raise version_refusal(msg.v)

    def _check_seated(self, link: Link, msg: ClientMessage) -> None:
        """Anything but an opening needs a table; a watcher may only sync and leave."""
        table = link.table
        if table is None or self.tables.get(table.room) is not table:
            raise TableError(ErrorCode.NOT_SEATED, "Create, join or resume a table first.")
        if link.watcher is not None and msg.kind not in (ClientKind.SYNC,
                                                            ClientKind.LEAVE):
            raise TableError(ErrorCode.NOT_SEATED, "Watchers only watch.")

    async def _opening(self, link: Link, opened) -> None:
        try:
            await opened
        except Exception as e:  # noqa: BLE001 - answered as any request
            with self.outbox.step():
                self._refuse(link, e, None)

    # -- the handlers of a seated connection (a watcher's: sync and leave) -----------------
    def _on_sync(self, link: Link, msg: Sync) -> None:
        """The seat (or watcher) could not read an update: its whole view again."""
        table = link.table
        seat = None if link.watcher is not None else link.seat
        self._send(link, table.lobby_text() if table.match is None
                   else table.view_text(seat))

    def _on_leave(self, link: Link, msg: Leave) -> None:
        if link.watcher is not None:
            self._unwatch(link)
            self._close(link, 1000, "left the table")
        else:
            self._leave(link)

    def _on_say(self, link: Link, msg: Say) -> None:
        link.table.say(link.seat, msg.phrase, msg.text)

    def _on_move(self, link: Link, msg: Play) -> None:
        table = link.table
        if table.played_already(link.seat, msg.move):
            # Sent again after a resume, but stored the first time: not a second play nor a
            # refusal, the seat's whole view, where the move is (PROTOCOL "A move in flight")
            self._send(link, table.view_text(link.seat))
            return
        table.play(link.seat, msg.move, msg.ref)
        self.moves += 1
        self._after(link.table)

    def _on_ready(self, link: Link, msg: Ready) -> None:
        link.table.set_ready(link.seat, msg.ready)
        self._after(link.table)

    def _on_sit(self, link: Link, msg: Sit) -> None:
        self._seats_move(link, lambda table: table.sit(link.seat, msg.seat))

    def _on_swap(self, link: Link, msg: Swap) -> None:
        self._seats_move(link, lambda table: table.swap(link.seat, msg.a, msg.b))

    def _on_seat(self, link: Link, msg: SetSeat) -> None:
        def change(table: Table) -> None:
            table.set_seat(link.seat, msg.seat, msg.who)
            self._cancel_grace(table.room, msg.seat)  # only once the host's change is made
            s = table.seats[msg.seat]
            if s.taken and not s.connected and not s.stand_in and \
                    table.phase is not Phase.LOBBY:  # handed back: waited for again
                self._start_grace(table, msg.seat)
        self._seats_move(link, change)

    def _seats_move(self, link: Link, change: Callable[[Table], None]) -> None:
        """A change of the lobby's seats: each connection follows its friend's seat."""
        table = link.table
        before = self._occupants(table)
        change(table)
        self._reseat(table, before)
        self._after(table)

    def _on_start(self, link: Link, msg: Start) -> None:
        link.table.start(link.seat)
        self._after(link.table)

    def _on_rules(self, link: Link, msg: SetRules) -> None:
        link.table.set_rules(link.seat, msg.rules)
        self._after(link.table)

    def _on_clock(self, link: Link, msg: SetClock) -> None:
        link.table.set_clock(link.seat, msg.seconds)

    def _on_here(self, link: Link, msg: Here) -> None:
        link.table.here(link.seat)
        self._after(link.table)

    def _on_watchers(self, link: Link, msg: AllowWatchers) -> None:
        table = link.table
        table.allow_watchers(link.seat, msg.allow)
        if not msg.allow:
            self._send_watchers_away(table)
        self._after(table)

    def _bind(self, link: Link, table: Table, seat: int, token: str | None) -> None:
        old = self.seated.get((table.room, seat))
        if old is not None and old is not link:
            self._close(old, 4001, "this seat was taken over by a new connection")
            old.table = None
        link.table, link.seat = table, seat
        link.key = table.seats[seat].token_hash
        self.seated[(table.room, seat)] = link
        if link.hello is not None:
            link.hello.cancel()
            link.hello = None
        self._cancel_grace(table.room, seat)
        table.connect(seat)
        self._send(link, self._welcome(table, seat, token))

    # -- the openings (coroutines: they may need the store) ------------------------------------
    async def _open_create(self, link: Link, msg: Create) -> None:
        if len(self.tables) >= self.config.max_tables:
            raise TableError(ErrorCode.SERVER_FULL, "This server holds no more tables now.")
        if self.addresses.created(link.address):
            raise TableError(ErrorCode.RATE_LIMITED, "Too many tables opened from this "
                             "address: wait a few minutes.")
        for _ in range(8):  # a code another process (or a set-aside table) has: another
            room = new_room_code()
            while room in self.tables:
                room = new_room_code()
            clock = msg.clock if msg.clock is not None else self.config.turn_clock
            table, seat, token = Table.create(room, msg.name, msg.rules, msg.seats,
                                              msg.stand_in or "medium", clock)
            if await self.store.add(table):
                break
        else:
            raise TableError(ErrorCode.INTERNAL, "No free room code was found.")
        with self.outbox.step():
            self._adopt(table)
            if link.ws.state is not State.OPEN:
                return  # gone while the table was stored: the sweep closes it
            self._bind(link, table, seat, token)
            table.lobby_changed()

    async def _table(self, link: Link, room_text: str) -> Table:
        """The table of a room code, from memory or from the store (taken over from a
        process that died or gave it up); an unknown code counts against the address."""
        if self.addresses.refused(link.address):  # guessing codes: no more answers
            self._spawn(link.ws.close(1008, "too many unknown rooms"))
            raise TableError(ErrorCode.RATE_LIMITED, "Too many unknown rooms from this "
                             "address: wait a minute.")
        room = normalize_room(room_text)
        table = await self._locate(room) if room is not None else None
        if table is None:
            if self.addresses.missed(link.address):
                self._spawn(link.ws.close(1008, "too many unknown rooms"))
            raise TableError(ErrorCode.NOT_FOUND, "No open table has this code and token.")
        return table

    async def _locate(self, room: str) -> Table | None:
        for _ in range(3):
            table = self.tables.get(room)
            if table is not None:
                if not self.store.shared:
                    return table
                if table.stopped:  # ahead of what was stored: it is being loaded again
                    raise StoreAway(self.store.stopped_text)
                if await self.store.ours(room):
                    if self.tables.get(room) is table:
                        return table
                    continue
                self.release(room)  # another process took it over: our copy is stale
            fresh = await self._fetch(room)
            if room in self.tables:  # adopted meanwhile (by another opening)
                continue
            if fresh is not None:
                with self.outbox.step():
                    self._adopt(fresh)
            return fresh
        raise StoreAway("This table is moving between the servers: try again in a moment.")

    async def _reach(self, link: Link, room: str) -> Table:
        """The table an opening names, once the store has it here and the connection is
        still open."""
        table = await self._table(link, room)
        if link.ws.state is not State.OPEN or self.tables.get(table.room) is not table:
            raise StoreAway("This table is moving: try again in a moment.")
        return table

    async def _open_join(self, link: Link, msg: Join) -> None:
        table = await self._reach(link, msg.room)
        with self.outbox.step():
            seat, token = table.join(msg.name)
            self._bind(link, table, seat, token)
            table.lobby_changed()

    async def _open_watch(self, link: Link, msg: Watch) -> None:
        table = await self._reach(link, msg.room)
        with self.outbox.step():
            self._watch(link, table, msg.name)

    async def _open_resume(self, link: Link, msg: Resume) -> None:
        table = await self._reach(link, msg.room)
        with self.outbox.step():
            seat = table.seat_of(msg.token)
            if seat is None:
                if self.addresses.missed(link.address):  # the same as an unknown room
                    self._spawn(link.ws.close(1008, "too many unknown rooms"))
                raise TableError(ErrorCode.NOT_FOUND, "No open table has this code and token.")
            self._bind(link, table, seat, msg.token)
            self._send(link, table.lobby_text())
            if table.phase is not Phase.LOBBY:
                self._send(link, table.view_text(seat))
            record = table.record_text()  # None until the match is over
            if record is not None:
                self._send(link, record)
            if table.talk.lines:  # what was said lately, the seat's own lines too
                self._send(link, table.talk_text())
            table.announce()
            self._after(table)

    def _watch(self, link: Link, table: Table, name: str) -> None:
        """`link` watches `table` (its host allows it, and there is room)."""
        table._need_working()
        try:
            wid = table.watchers.add(clean_name(name))
        except WatchRefused as e:
            raise TableError(ErrorCode.TABLE_FULL if e.full else ErrorCode.NO_WATCHERS,
                             str(e)) from None
        link.table, link.watcher = table, wid
        self.watching.setdefault(table.room, {})[wid] = link
        if link.hello is not None:
            link.hello.cancel()
            link.hello = None
        self._send(link, dumps({"type": "watching", "v": VERSION, "room": table.room,
                                   "grace": math.ceil(self.config.grace)}))
        table.watchers_changed()  # the lobby, with this watcher listed, to everyone
        if table.phase is not Phase.LOBBY:
            self._send(link, table.view_text(None))
        if table.talk.lines:
            self._send(link, table.talk_text())

    def _unwatch(self, link: Link) -> None:
        """A watcher goes (left, or the connection dropped)."""
        table, link.table = link.table, None
        watching = self.watching.get(table.room, {})
        if watching.get(link.watcher) is link:
            del watching[link.watcher]
            if not watching:
                del self.watching[table.room]
        if table.watchers.remove(link.watcher) and self.tables.get(table.room) is table:
            try:
                table.watchers_changed()
            except TableError:
                pass

    def _send_watchers_away(self, table: Table, why: str = "", code: int = 1000) -> None:
        """Close the table's watchers' connections (consent withdrawn; or `code` 1012: the
        table moved or was loaded again, and they watch again by themselves)."""
        for link in list(self.watching.pop(table.room, {}).values()):
            if code == 1000:
                self._send(link, error(ErrorCode.NO_WATCHERS, why or "The host of this "
                                          "table does not let anyone watch any more."))
            self._close(link, code, "no watchers" if code == 1000 else "table moved")
            table.watchers.remove(link.watcher)
            link.table = None
        if code == 1000:
            table.watchers_changed()

    def _occupants(self, table: Table) -> list[tuple[Link, object]]:
        return [(s, table.seats[seat]) for (room, seat), s in self.seated.items()
                if room == table.room]

    def _reseat(self, table: Table, before: list[tuple[Link, object]]) -> None:
        """Seats moved in the lobby (they move as objects): point each connection at its
        friend's new seat; a connection whose seat went to a computer is closed."""
        for link, _ in before:
            self.seated.pop((table.room, link.seat), None)
        for link, seat_obj in before:
            seat = next((i for i, s in enumerate(table.seats) if s is seat_obj), None)
            if seat is None:
                self._close(link, 4002, "your seat was given to a computer")
                link.table = None
                continue
            if seat != link.seat:
                link.seat = seat
                self._send(link, self._welcome(table, seat, None))
            self.seated[(table.room, seat)] = link

    def _welcome(self, table: Table, seat: int, token: str | None) -> str:
        doc = {"type": "welcome", "v": VERSION, "room": table.room, "seat": seat,
               "host": seat == table.host, "grace": math.ceil(self.config.grace)}
        if token is not None:
            doc["token"] = token
        return dumps(doc)

    def _leave(self, link: Link) -> None:
        table = link.table
        self.seated.pop((table.room, link.seat), None)
        self._close(link, 1000, "left the table")
        link.table = None
        if table.phase is not Phase.PLAYING and link.seat == table.host:
            self._close_table(table, "The host closed the table.",
                              Farewell.HOST_LEFT if table.phase is Phase.OVER else None)
        else:
            table.leave(link.seat)
            self._after(table)

    def _gone(self, link: Link) -> None:
        table = link.table
        if table is not None and link.watcher is not None:
            self._unwatch(link)
            return
        if table is None or self.seated.get((table.room, link.seat)) is not link:
            return
        del self.seated[(table.room, link.seat)]
        link.table = None
        if self.tables.get(table.room) is not table:
            return
        try:
            table.disconnect(link.seat)
        except TableError:  # the table stopped (storage): it stays as it was stored
            pass
        if table.phase is not Phase.LOBBY:
            self._start_grace(table, link.seat)
        if not table.anyone_connected():
            self._idle_since[table.room] = time.monotonic()

    def _close_table(self, table: Table, why: str, farewell: Farewell | None = None) -> None:
        """The table is gone: its seats and watchers are told (`farewell`: for good, do
        not come back) and their connections closed."""
        goodbye = dumps({"type": "closed", "why": farewell.value}) if farewell else None
        for link in list(self.watching.pop(table.room, {}).values()):
            self._send(link, goodbye or error(ErrorCode.NOT_FOUND, why))
            self._close(link, 1000, "table closed")
            link.table = None
        for (room, _), s in list(self.seated.items()):
            if room == table.room:
                self._send(s, goodbye or error(ErrorCode.NOT_FOUND, why))
                self._close(s, 1000, "table closed")
                del self.seated[(room, s.seat)]
                s.table = None
        self.tables.pop(table.room, None)
        self._idle_since.pop(table.room, None)
        self._unwind(table.room)
        self.store.delete(table.room)

    # -- the grace period and the computers ------------------------------------------------
    def _start_grace(self, table: Table, seat: int) -> None:
        self._cancel_grace(table.room, seat)
        loop = asyncio.get_running_loop()
        self._graces[(table.room, seat)] = loop.call_later(
            self.config.grace, self._grace_over, table, seat)

    def _cancel_grace(self, room: str, seat: int) -> None:
        handle = self._graces.pop((room, seat), None)
        if handle is not None:
            handle.cancel()

    def _grace_over(self, table: Table, seat: int) -> None:
        self._graces.pop((table.room, seat), None)
        try:
            with self.outbox.step():
                if self.tables.get(table.room) is table and table.grace_over(seat):
                    self._after(table)
        except TableError:  # the table stopped (storage): its seats were told
            pass

    def _after(self, table: Table) -> None:
        """After any change: let a computer move if it is its turn (while a friend is
        there to see it; a table nobody watches waits), and wind the mover's clock."""
        if table.room in self._thinking or not table.anyone_connected():
            return
        self._wind(table)
        turn = table.robot_turn()
        if turn is not None:
            self._thinking.add(table.room)
            self._spawn(self._robot(table, *turn))

    async def _robot(self, table: Table, seat: int, level: str, view, seq: int) -> None:
        try:
            if self.config.robot_delay:
                await asyncio.sleep(self.config.robot_delay)
            move = await self.robots.choose(level, view, table.room)
        finally:
            self._thinking.discard(table.room)
        self._robot_moved(table, lambda: table.robot_move(seat, seq, move))

    def _robot_moved(self, table: Table, play: Callable[[], bool]) -> bool:
        """Play a computer's chosen move (`play()`: False when it came too late), then
        what follows; True when it was played."""
        if self.tables.get(table.room) is not table:
            return False
        try:
            with self.outbox.step():
                played = play()
                if played:
                    self.moves += 1
                self._after(table)
                return played
        except TableError:  # the table stopped (storage): its seats were told
            return False
        except Exception:  # noqa: BLE001 - keep serving the other tables
            log.exception("table %s: the computer's move failed", table.room)
            return False

    # -- the turn clock ----------------------------------------------------------------------
    def _wind(self, table: Table) -> None:
        """Time the friend to move (a timer per table, set again for each new turn)."""
        running = table.turn_clock()
        kept = self._clocks.get(table.room)
        if kept is not None and (running is None or kept[0] != running[0]):
            kept[1].cancel()
            del self._clocks[table.room]
            kept = None
        if running is None or kept is not None:
            return
        turn, _, deadline = running
        choosing = self._clocking.get(table.room)
        if choosing is not None and choosing[0] is table and choosing[1] == turn:
            return  # its computer is choosing already
        lead = min(CLOCK_LEAD, table.clock / 4)
        handle = asyncio.get_running_loop().call_later(
            max(0.0, deadline - lead - table.now()), self._clock_out, table, turn)
        self._clocks[table.room] = (turn, handle)

    def _unwind(self, room: str) -> None:
        """The table of `room` is gone from here (or loaded again): no clock for it."""
        kept = self._clocks.pop(room, None)
        if kept is not None:
            kept[1].cancel()

    def _clock_out(self, table: Table, turn: tuple[int, int, int]) -> None:
        """The mover's time is nearly out: a computer of the table's stand-in level starts
        choosing the move (CLOCK_LEAD ahead, so that a searching level's thought does not
        come after the clock), played in the seat's name once the time is up
        (Table.clock_move), unless the friend moved first."""
        kept = self._clocks.get(table.room)
        if kept is not None and kept[0] == turn:
            del self._clocks[table.room]
        running = table.turn_clock()
        if (self.tables.get(table.room) is not table or running is None
                or running[0] != turn or table.room in self._thinking
                or not table.anyone_connected()):
            return  # moved on, or nobody is here to see it: _after winds it again
        self._thinking.add(table.room)
        self._clocking[table.room] = (table, turn)
        seat = running[1]
        view = PlayerView.of(table.match.state, seat)
        self._spawn(self._clock_robot(table, turn, view, running[2]))

    async def _clock_robot(self, table: Table, turn, view, deadline: float) -> None:
        room = table.room
        try:
            try:
                move = await self.robots.choose(table.stand_in, view, room)
            except Exception:  # noqa: BLE001 - the engine's first legal move then
                log.exception("table %s: the clock's computer failed", room)
                move = None
            finally:
                self._thinking.discard(room)  # the friend's own move is heard meanwhile
            running = table.turn_clock()
            if running is not None and running[0] == turn and \
                    self.tables.get(room) is table:
                wait = deadline - table.now()
                if wait > 0:  # never before the time is up
                    await asyncio.sleep(wait)
            if self._robot_moved(table, lambda: table.clock_move(turn, move)):
                self.clock_delays.append(table.now() - deadline)
        finally:
            choosing = self._clocking.get(room)
            if choosing is not None and choosing[0] is table and choosing[1] == turn:
                del self._clocking[room]

    async def _sweep(self) -> None:
        """Close tables nobody uses any more (each phase has its time to live)."""
        ttl = {Phase.LOBBY: self.config.lobby_ttl, Phase.PLAYING: self.config.playing_ttl,
               Phase.OVER: self.config.over_ttl}
        while True:
            await asyncio.sleep(min(30.0, min(ttl.values())))
            now = time.monotonic()
            self.addresses.forget_old()
            with self.outbox.step():
                for room, table in list(self.tables.items()):
                    if table.anyone_connected():
                        self._idle_since[room] = now
                    elif now - self._idle_since.get(room, now) > ttl[table.phase]:
                        log.info("table %s closed after being idle", room)
                        self._close_table(table, "")
            # Tables of processes that died and that nobody came back to.
            await self.store.sweep(max(ttl.values()) + 3600)


Handler = Callable[[GameServer, Link, ClientMessage], object]
# What the server does with each kind of client message: the one dispatch of this side.
# An opening's handler is a coroutine (it may wait for the store); a test checks that
# every kind has one.
HANDLERS: dict[ClientKind, Handler] = {
    ClientKind.CREATE: GameServer._open_create,
    ClientKind.JOIN: GameServer._open_join,
    ClientKind.RESUME: GameServer._open_resume,
    ClientKind.WATCH: GameServer._open_watch,
    ClientKind.READY: GameServer._on_ready,
    ClientKind.SIT: GameServer._on_sit,
    ClientKind.SWAP: GameServer._on_swap,
    ClientKind.SEAT: GameServer._on_seat,
    ClientKind.START: GameServer._on_start,
    ClientKind.MOVE: GameServer._on_move,
    ClientKind.SYNC: GameServer._on_sync,
    ClientKind.LEAVE: GameServer._on_leave,
    ClientKind.SAY: GameServer._on_say,
    ClientKind.RULES: GameServer._on_rules,
    ClientKind.WATCHERS: GameServer._on_watchers,
    ClientKind.CLOCK: GameServer._on_clock,
    ClientKind.HERE: GameServer._on_here,
}
