"""The game service: an asyncio WebSocket server holding many tables.

Each connection speaks for one seat of one table once it has sent `create`, `join` or
`resume`. Every frame is checked for size, rate and schema before anything reads it; a
bad one gets an error and changes nothing. Computer players think in worker processes
(robots.RobotPool). The same class runs inside the desktop app (a background thread) and
as the dedicated server (cli.py, with SQLite storage).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from http import HTTPStatus
from pathlib import Path

from websockets.asyncio.server import ServerConnection, broadcast, serve
from websockets.exceptions import ConnectionClosed

from .codes import new_room_code, normalize_room
from .limits import AddressBook, Bucket
from .protocol import (
    MAX_MESSAGE,
    VERSION,
    ErrorCode,
    Farewell,
    Phase,
    ProtocolError,
    SeatKind,
    decode_client,
    dumps,
    error,
)
from .robots import RobotPool
from .store import SqliteStore
from .table import Table, TableError

log = logging.getLogger(__name__)


@dataclass
class ServerConfig:
    host: str = "127.0.0.1"
    port: int = 0  # 0: any free port (see GameServer.port)
    data: Path | None = None  # a folder for the SQLite file; None: tables live in memory
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


class Session:
    """One connection: its limits and, once seated, its table and seat."""

    __slots__ = ("ws", "address", "bucket", "table", "seat", "limited", "hello")

    def __init__(self, ws: ServerConnection, address: str, bucket: Bucket) -> None:
        self.ws = ws
        self.address = address
        self.bucket = bucket
        self.table: Table | None = None
        self.seat = -1
        self.limited = 0
        self.hello: asyncio.TimerHandle | None = None


Observer = Callable[[Session, str], None]


class GameServer:
    def __init__(self, config: ServerConfig | None = None) -> None:
        self.config = config or ServerConfig()
        self.tables: dict[str, Table] = {}
        self.seated: dict[tuple[str, int], Session] = {}
        self.addresses = AddressBook(self.config.max_per_address, self.config.max_misses,
                                     self.config.max_creates)
        self.robots = RobotPool(self.config.robot_mode, self.config.robot_workers,
                                self.config.robot_budget)
        self.store: SqliteStore | None = None
        self.observer: Observer | None = None  # sees every message sent (tests)
        self._thinking: set[str] = set()
        self._tasks: set[asyncio.Task] = set()
        self._graces: dict[tuple[str, int], asyncio.TimerHandle] = {}
        self._idle_since: dict[str, float] = {}
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
        if cfg.data is not None:
            self.store = SqliteStore(Path(cfg.data) / "tables.sqlite3")
            self.file_set_aside = self.store.kept is not None
            loaded = self.store.load()
            self.set_aside = dict(self.store.set_aside)
            for table in loaded:
                self._adopt(table)
                for seat, s in enumerate(table.seats):
                    if s.kind is SeatKind.FRIEND and s.taken and table.phase is Phase.PLAYING:
                        self._start_grace(table, seat)
            log.info("resumed %d tables from %s", len(self.tables), self.store.path)
        try:
            self._server = await serve(
                self._handle, cfg.host, cfg.port, max_size=cfg.max_frame, compression=None,
                process_request=self._admit, ping_interval=20, ping_timeout=20,
                open_timeout=10, close_timeout=5, max_queue=32,
            )
        except BaseException:
            # the port is taken: the data folder is free again for a try on another port
            if self.store is not None:
                self.store.close()
                self.store = None
            raise
        self.port = self._server.sockets[0].getsockname()[1]
        self._spawn(self._sweep())

    async def stop(self, farewell: Farewell | None = None) -> None:
        """Close every connection and stop. With a `farewell` every seated connection is
        told first that its table is gone for good (a service that keeps no tables on disk:
        the clients then stop trying to come back)."""
        if farewell is not None:
            text = dumps({"type": "closed", "why": farewell.value})
            for session in list(self.seated.values()):
                self._send(session, text)
            if self.store is not None:  # gone for good: not to be resumed on a restart
                for room in list(self.tables):
                    self.store.delete(room)
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None
        for task in list(self._tasks):
            task.cancel()
        for handle in self._graces.values():
            handle.cancel()
        self.robots.shutdown()
        if self.store is not None:
            self.store.close()
            self.store = None

    def _spawn(self, coro) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _adopt(self, table: Table) -> None:
        table.send = self._sender(table.room)
        if self.store is not None:
            table.store = self.store
        self.tables[table.room] = table
        self._idle_since[table.room] = time.monotonic()

    def _sender(self, room: str) -> Callable[[int, str], None]:
        def send(seat: int, text: str) -> None:
            session = self.seated.get((room, seat))
            if session is not None:
                self._send(session, text)
        return send

    def _send(self, session: Session, text: str) -> None:
        if self.observer is not None:
            self.observer(session, text)
        ws = session.ws
        broadcast((ws,), text)
        transport = ws.transport
        if transport is not None and transport.get_write_buffer_size() > self.config.max_buffer:
            self._spawn(ws.close(1008, "not reading"))

    # -- connections -----------------------------------------------------------------------
    def _admit(self, connection: ServerConnection, request):
        address = _address(connection)
        if self.addresses.full(address):
            return connection.respond(HTTPStatus.TOO_MANY_REQUESTS,
                                      "Too many connections from this address.\n")
        if self.addresses.refused(address):
            return connection.respond(HTTPStatus.TOO_MANY_REQUESTS,
                                      "Too many unknown rooms from this address: wait a "
                                      "minute.\n")
        return None

    async def _handle(self, ws: ServerConnection) -> None:
        address = _address(ws)
        if self.addresses.full(address):
            await ws.close(1013, "too many connections from this address")
            return
        self.addresses.opened(address)
        session = Session(ws, address, Bucket(self.config.rate, self.config.burst))
        session.hello = asyncio.get_running_loop().call_later(
            self.config.hello_timeout, self._too_quiet, session)
        try:
            async for raw in ws:
                self._receive(session, raw)
        except ConnectionClosed:
            pass
        finally:
            self.addresses.closed(address)
            if session.hello is not None:
                session.hello.cancel()
            self._gone(session)

    def _too_quiet(self, session: Session) -> None:
        if session.table is None:
            self._spawn(session.ws.close(1008, "no table chosen in time"))

    def _receive(self, session: Session, raw: object) -> None:
        ref = None
        try:
            if not session.bucket.take():
                session.limited += 1
                if session.limited > 200:
                    self._spawn(session.ws.close(1008, "too many messages"))
                raise ProtocolError(ErrorCode.RATE_LIMITED, "Too many messages: slow down.")
            msg = decode_client(raw, self.config.max_message)
            ref = msg.get("ref")
            self._dispatch(session, msg)
        except ProtocolError as e:
            self._send(session, error(e.code, str(e), ref))
        except TableError as e:
            self._send(session, error(e.code, str(e), ref, **e.extra))
        except Exception:  # noqa: BLE001 - one message must never bring the server down
            log.exception("error handling a message")
            self._send(session, error(ErrorCode.INTERNAL, "The server could not do that.", ref))

    def _dispatch(self, session: Session, msg: dict) -> None:
        kind = msg["type"]
        table = session.table
        if kind in ("create", "join", "resume"):
            if table is not None:
                raise TableError(ErrorCode.ALREADY_SEATED, "This connection already has a seat.")
            if msg["v"] != VERSION:
                raise TableError(ErrorCode.VERSION, f"This server speaks protocol version "
                                 f"{VERSION}.")
            opening = {"create": self._open_create, "join": self._open_join,
                       "resume": self._open_resume}
            opening[kind](session, msg)
            return
        if table is None or self.tables.get(table.room) is not table:
            raise TableError(ErrorCode.NOT_SEATED, "Create, join or resume a table first.")
        seat = session.seat
        if kind == "move":
            table.play(seat, msg["move"], msg.get("ref"))
            self.moves += 1
        elif kind == "ready":
            table.set_ready(seat, msg["ready"])
        elif kind in ("sit", "swap", "seat"):
            before = self._occupants(table)
            if kind == "sit":
                table.sit(seat, msg["seat"])
            elif kind == "swap":
                table.swap(seat, msg["a"], msg["b"])
            else:  # the grace timer goes only once the host's change is made
                table.set_seat(seat, msg["seat"], msg["who"])
                self._cancel_grace(table.room, msg["seat"])
            self._reseat(table, before)
        elif kind == "start":
            table.start(seat)
        elif kind == "leave":
            self._leave(session)
            return
        self._after(table)

    def _bind(self, session: Session, table: Table, seat: int, token: str | None) -> None:
        old = self.seated.get((table.room, seat))
        if old is not None and old is not session:
            old.table = None
            self._spawn(old.ws.close(4001, "this seat was taken over by a new connection"))
        session.table, session.seat = table, seat
        self.seated[(table.room, seat)] = session
        if session.hello is not None:
            session.hello.cancel()
            session.hello = None
        self._cancel_grace(table.room, seat)
        table.connect(seat)
        self._send(session, self._welcome(table, seat, token))

    def _open_create(self, session: Session, msg: dict) -> None:
        if len(self.tables) >= self.config.max_tables:
            raise TableError(ErrorCode.SERVER_FULL, "This server holds no more tables now.")
        if self.addresses.created(session.address):
            raise TableError(ErrorCode.RATE_LIMITED, "Too many tables opened from this "
                             "address: wait a few minutes.")
        room = new_room_code()
        while room in self.tables:
            room = new_room_code()
        table, seat, token = Table.create(room, msg["name"], msg["rules"], msg["seats"],
                                          msg.get("stand_in", "medium"))
        self._adopt(table)
        self._bind(session, table, seat, token)
        table.lobby_changed()

    def _find(self, session: Session, room_text: str) -> Table:
        if self.addresses.refused(session.address):  # guessing codes: no more answers
            self._spawn(session.ws.close(1008, "too many unknown rooms"))
            raise TableError(ErrorCode.RATE_LIMITED, "Too many unknown rooms from this "
                             "address: wait a minute.")
        room = normalize_room(room_text)
        table = self.tables.get(room) if room is not None else None
        if table is None:
            if self.addresses.missed(session.address):
                self._spawn(session.ws.close(1008, "too many unknown rooms"))
            raise TableError(ErrorCode.NOT_FOUND, "No open table has this code and token.")
        return table

    def _open_join(self, session: Session, msg: dict) -> None:
        table = self._find(session, msg["room"])
        seat, token = table.join(msg["name"])
        self._bind(session, table, seat, token)
        table.lobby_changed()

    def _open_resume(self, session: Session, msg: dict) -> None:
        table = self._find(session, msg["room"])
        seat = table.seat_of(msg["token"])
        if seat is None:
            self._find(session, "")  # the same answer as an unknown room
        self._bind(session, table, seat, msg["token"])
        self._send(session, table.lobby_text())
        if table.phase is not Phase.LOBBY:
            self._send(session, table.view_text(seat))
        table.announce()
        self._after(table)

    def _occupants(self, table: Table) -> list[tuple[Session, object]]:
        return [(s, table.seats[seat]) for (room, seat), s in self.seated.items()
                if room == table.room]

    def _reseat(self, table: Table, before: list[tuple[Session, object]]) -> None:
        """Seats moved in the lobby (they move as objects): point each connection at its
        friend's new seat; a connection whose seat went to a computer is closed."""
        for session, _ in before:
            self.seated.pop((table.room, session.seat), None)
        for session, seat_obj in before:
            seat = next((i for i, s in enumerate(table.seats) if s is seat_obj), None)
            if seat is None:
                session.table = None
                self._spawn(session.ws.close(4002, "your seat was given to a computer"))
                continue
            if seat != session.seat:
                session.seat = seat
                self._send(session, self._welcome(table, seat, None))
            self.seated[(table.room, seat)] = session

    def _welcome(self, table: Table, seat: int, token: str | None) -> str:
        doc = {"type": "welcome", "v": VERSION, "room": table.room, "seat": seat,
               "host": seat == table.host}
        if token is not None:
            doc["token"] = token
        return dumps(doc)

    def _leave(self, session: Session) -> None:
        table = session.table
        self.seated.pop((table.room, session.seat), None)
        session.table = None
        if table.phase is Phase.LOBBY and session.seat == table.host:
            self._close_table(table, "The host closed the table.")
        else:
            table.leave(session.seat)
            self._after(table)
        self._spawn(session.ws.close(1000, "left the table"))

    def _gone(self, session: Session) -> None:
        table = session.table
        if table is None or self.seated.get((table.room, session.seat)) is not session:
            return
        del self.seated[(table.room, session.seat)]
        session.table = None
        if self.tables.get(table.room) is not table:
            return
        try:
            table.disconnect(session.seat)
        except TableError:  # the table stopped (storage): it stays as it was stored
            pass
        if table.phase is Phase.PLAYING:
            self._start_grace(table, session.seat)
        if not table.anyone_connected():
            self._idle_since[table.room] = time.monotonic()

    def _close_table(self, table: Table, why: str) -> None:
        for (room, _), s in list(self.seated.items()):
            if room == table.room:
                self._send(s, error(ErrorCode.NOT_FOUND, why))
                self._spawn(s.ws.close(1000, "table closed"))
                del self.seated[(room, s.seat)]
                s.table = None
        self.tables.pop(table.room, None)
        self._idle_since.pop(table.room, None)
        if self.store is not None:
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
            if self.tables.get(table.room) is table and table.grace_over(seat):
                self._after(table)
        except TableError:  # the table stopped (storage): its seats were told
            pass

    def _after(self, table: Table) -> None:
        """After any change: let a computer move if it is its turn (while a friend is
        there to see it; a table nobody watches waits)."""
        if table.room in self._thinking or not table.anyone_connected():
            return
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
        if self.tables.get(table.room) is not table:
            return
        try:
            if table.robot_move(seat, seq, move):
                self.moves += 1
        except TableError:  # the table stopped (storage): its seats were told
            return
        except Exception:  # noqa: BLE001 - keep serving the other tables
            log.exception("table %s: the computer's move failed", table.room)
            return
        self._after(table)

    async def _sweep(self) -> None:
        """Close tables nobody uses any more (each phase has its time to live)."""
        ttl = {Phase.LOBBY: self.config.lobby_ttl, Phase.PLAYING: self.config.playing_ttl,
               Phase.OVER: self.config.over_ttl}
        while True:
            await asyncio.sleep(min(30.0, min(ttl.values())))
            now = time.monotonic()
            self.addresses.forget_old()
            for room, table in list(self.tables.items()):
                if table.anyone_connected():
                    self._idle_since[room] = now
                elif now - self._idle_since.get(room, now) > ttl[table.phase]:
                    log.info("table %s closed after being idle", room)
                    self._close_table(table, "")


def _address(connection: ServerConnection) -> str:
    remote = connection.remote_address
    return str(remote[0]) if remote else "?"

