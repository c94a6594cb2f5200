"""One seat at an online table, for the desktop app: the headless client (and, when this
app hosts, the game service) run on a background thread with their own event loop. That
thread only hands each checked message over; what the seat knows of its table lives once,
on the GUI thread (`table`, a net.mirror.TableMirror), and changes are Qt signals there.
An update the mirror cannot take makes the seat ask for its whole view (`sync`). Nothing
here blocks the GUI.

A dropped connection is retried with the session token for the grace period, so a short
network hiccup (or a server process that died, whose table another one takes over) only
shows as a connection mark; a table that closed for good (`closed`) is not retried, and
neither is a seat the server no longer knows. A table whose server cannot store it for the
moment (`storage`) is tried again. The seat's session token is kept on disk (saved.SavedSeats), so the app
that crashed or was killed takes its seat back when it starts again."""

from __future__ import annotations

import asyncio
import dataclasses
import enum
import logging
import threading
import time

import shiboken6
from PySide6.QtCore import QObject, Signal

from diloti_qt.engine import Move, move_json
from diloti_qt.gui_thread import to_gui_thread
from diloti_qt.net.client import Client, RefusedError, room_url
from diloti_qt.net.host import ServiceHost
from diloti_qt.net.mirror import HeardKind, TableMirror
from diloti_qt.net.protocol import VERSION, ErrorCode, Farewell
from diloti_qt.net.server import ServerConfig
from diloti_qt.net.wire import ViewError
from diloti_qt.storage.history import utc_text

from .results import online_finished_match
from .saved import SavedSeat, SavedSeats

log = logging.getLogger(__name__)
HOST_PORT = 8765  # the port a hosted table tries first (then any free one)


class Opened(enum.Enum):
    """How an opening (create, join, resume) went."""

    SEATED = "seated"
    REFUSED = "refused"  # for good: said by `refused` (and the seat forgotten on resume)
    LATER = "later"  # the server was not reachable or could not store the table: retry


class OnlineConnection(QObject):
    """The connection of one seat (or of a watcher). GUI-thread state: `table` (what the
    seat knows), `url` (where the table is), `hosted_port`, `lost_until`, `name`,
    `watching`. The network thread's own: the client, the service, the credentials it
    comes back with (`_link`)."""

    welcomed = Signal()  # seated (table.room, table.seat, table.host), or watching
    lobby_changed = Signal()  # table.lobby: the seats, the phase, the rules
    seats_changed = Signal()  # table.seats: names, connected, stand-in, ready
    match_heard = Signal(object)  # a net.mirror.Heard of a VIEW, a DEAL or a MOVE
    refused = Signal(str, str)  # code, reason ("" if none: for `version`, the server's)
    move_refused = Signal(str, str, str)  # a move of ours: code, reason code, rule ids
    closed = Signal(str)  # the table is gone for good: a net.protocol.Farewell value
    connection_changed = Signal(bool)
    hosting = Signal(int)  # the port this app's service listens on
    failed = Signal(str)  # a code of words.error_text: could not connect, host, or lost
    stopped = Signal()  # the background thread is done (after close)
    match_finished = Signal(object)  # storage.history.FinishedMatch
    said = Signal(object)  # a line said at the table (the `said` message's fields)
    talk_lines = Signal(object)  # the table's last lines (on coming back)
    friend_left = Signal(int, str)  # seat, name: a friend left between matches
    record_received = Signal(object)  # the match's engine.record.MatchRecord, once it is over

    def __init__(self, parent: QObject | None = None, reconnect_for: float = 120.0,
                 saved: SavedSeats | None = None) -> None:
        super().__init__(parent)
        self.reconnect_for = reconnect_for
        self.saved = saved  # where the seat's token is kept (None: nowhere)
        self.name = ""
        self.table = TableMirror()  # GUI thread: what the seat knows, once
        self.url: str | None = None  # where the table is (for the invitation)
        self.hosted_port: int | None = None  # this app's service hosts the table
        self.watching = False  # this app watches the table (no seat)
        self.finished_at: str | None = None  # the history's time of the match (UTC text)
        self._record_heard = False  # the server sends it again on a resume after the end
        self._sent = 0  # refs of the moves we sent
        self.lost_until: float | None = None  # time.monotonic() the retries stop, while lost
        # the network thread's: never read on the GUI thread
        self.client: Client | None = None
        self.service: ServiceHost | None = None
        self._link = _Link(reconnect_for)
        self._closing = False
        self._opening = False
        self._watcher: asyncio.Task | None = None
        # The network thread speaks to the GUI thread only through these: it never emits
        # this object's signals itself (see diloti_qt.gui_thread).
        self._tell = to_gui_thread(self._told)
        self._tell_heard = to_gui_thread(self._take)
        self.connection_changed.connect(self._lost_or_back)
        self.hosting.connect(self._hosted)
        self.loop = asyncio.new_event_loop()  # the background thread's (tests post to it)
        self._thread = threading.Thread(target=_run_loop,
                                        args=(self.loop, to_gui_thread(self._ended)),
                                        name="diloti-online", daemon=True)
        self._thread.start()

    # -- what the seat knows (GUI thread) ----------------------------------------------------
    @property
    def room(self) -> str | None:
        return self.table.room

    @property
    def seat(self) -> int | None:
        return self.table.seat

    @property
    def is_host(self) -> bool:
        return self.table.host

    @property
    def hosts(self) -> bool:
        """This app's own service runs the table."""
        return self.hosted_port is not None

    @property
    def farewell(self) -> str | None:
        return self.table.farewell

    def _take(self, msg: dict) -> None:
        """A message the network thread handed over, taken in on the GUI thread."""
        try:
            heard = self.table.absorb(msg)
        except ViewError:
            log.exception("a %s message the table cannot show", msg["type"])
            return
        kind = heard.kind
        if kind in (HeardKind.WELCOME, HeardKind.WATCHING):
            if kind is HeardKind.WELCOME:
                self.reconnect_for = float(msg["grace"])  # the server's: the countdown is true
            self.welcomed.emit()
        elif kind is HeardKind.LOBBY:
            self.lobby_changed.emit()
        elif kind is HeardKind.SEATS:
            self.seats_changed.emit()
        elif kind is HeardKind.VIEW:
            self.seats_changed.emit()
            self.match_heard.emit(heard)
        elif kind in (HeardKind.DEAL, HeardKind.MOVE):
            self.match_heard.emit(heard)
            if heard.outcome is not None and heard.outcome.end is not None \
                    and heard.outcome.end.winner is not None:
                self._match_over()
        elif kind is HeardKind.SYNC:
            log.warning("asking for the whole view again: %s", heard.why)
            self.send({"type": "sync"})
        elif kind is HeardKind.TALK and msg["type"] == "said":
            self.said.emit(msg)
        elif kind is HeardKind.TALK:
            self.talk_lines.emit(msg["lines"])
        elif kind is HeardKind.LEFT:
            self.friend_left.emit(msg["seat"], msg["name"])
        elif kind is HeardKind.RECORD and not self._record_heard:
            self._record_heard = True
            self.record_received.emit(self.table.record)
        elif kind is HeardKind.CLOSED:
            self._post(self._in_executor(self._forget))
            self.closed.emit(msg["why"])
        elif kind is HeardKind.ERROR and "ref" in msg:
            self.move_refused.emit(msg["code"], msg.get("reason", ""), msg.get("rule", ""))
        elif kind is HeardKind.ERROR:
            self.refused.emit(msg["code"], msg.get("reason", ""))

    def _match_over(self) -> None:
        """The match is won: into the statistics (not a watcher's)."""
        table = self.table
        if self.watching:
            return
        try:
            finished = online_finished_match(table.rules, table.seats, table.seat,
                                             table.rounds, table.winner)
        except (ValueError, TypeError):
            log.warning("could not record the online match", exc_info=True)
            return
        self.finished_at = utc_text(finished.played_at)
        self.match_finished.emit(finished)

    def _lost_or_back(self, up: bool) -> None:
        self.lost_until = None if up else time.monotonic() + self.reconnect_for

    def _hosted(self, port: int) -> None:
        self.hosted_port = port
        self.url = f"ws://127.0.0.1:{port}"

    def seconds_left(self) -> int | None:
        """While the connection is lost: how long the app still tries to come back."""
        until = self.lost_until
        if until is None or self.farewell is not None:
            return None
        return max(0, round(until - time.monotonic()))

    def _told(self, signal, *args: object) -> None:
        """GUI thread: say what the network thread had to say (the connection may have been
        deleted meanwhile: then nobody listens)."""
        if shiboken6.isValid(self):
            signal.emit(*args)

    def _ended(self) -> None:
        if shiboken6.isValid(self):
            self.stopped.emit()

    # -- opening ---------------------------------------------------------------------------
    def host_table(self, name: str, rules: dict, seats: list[str], stand_in: str,
                   advertise: bool = True, port: int = HOST_PORT,
                   config: ServerConfig | None = None, server: str | None = None) -> None:
        """Open a table: on this app's own service, or on the game server at `server` (a
        ws:// or wss:// URL) with the same create message."""
        self.name = name
        if server is not None:
            self.url = server
            self._post(self._join(server, _create(name, rules, seats, stand_in)))
            return
        self._post(self._host(name, rules, seats, stand_in, advertise, port, config))

    def join_table(self, url: str, room: str, name: str) -> None:
        self.name, self.url = name, url
        self._post(self._join(url, {"type": "join", "v": VERSION, "room": room,
                                    "name": name}))

    def watch_table(self, url: str, room: str, name: str) -> None:
        """Watch a table (its host allows it): no seat, no token kept."""
        self.name, self.url = name, url
        self.watching = True
        self._post(self._join(url, {"type": "watch", "v": VERSION, "room": room,
                                    "name": name}))

    def resume_table(self, seat: SavedSeat, config: ServerConfig | None = None) -> None:
        """Take back a seat kept on disk (the app was closed or crashed at the table); a
        table this app hosted is started again from its stored tables first."""
        self.name = seat.name
        if not seat.hosted:
            self.url = seat.url
        self._post(self._resume(seat, config))

    async def _resume(self, seat: SavedSeat, config: ServerConfig | None) -> None:
        self._link.room, self._link.token = seat.room, seat.token
        if seat.hosted:
            loop = asyncio.get_running_loop()
            try:
                self.service = await loop.run_in_executor(
                    None, _start_service, seat.port, config, self._home_data(), True)
            except Exception:  # noqa: BLE001 - an OSError, a database, a lock: all say so
                log.warning("could not start the game service again", exc_info=True)
                self._tell(self.failed, "host")
                return
            server = self.service.server
            if seat.room not in server.tables and (server.file_set_aside
                                                   or seat.room in server.set_aside):
                log.warning("the hosted table %s could not be restored: %s", seat.room,
                            server.set_aside.get(seat.room, "its database was damaged"))
                if self.saved is not None:
                    self.saved.forget(seat.room)
                self._tell(self.failed, "damaged")
                return
            self._tell(self.hosting, self.service.port)
            url = f"ws://127.0.0.1:{self.service.port}"
        else:
            url = seat.url
        await self._join(url, {"type": "resume", "v": VERSION, "room": seat.room,
                               "token": seat.token})

    def _home_data(self):
        return self.saved.home_tables if self.saved is not None else None

    async def _host(self, name, rules, seats, stand_in, advertise, port, config) -> None:
        loop = asyncio.get_running_loop()
        if self.saved is not None:  # a new table: what a crashed session left goes
            await loop.run_in_executor(None, self.saved.clear_home_tables)
        try:
            self.service = await loop.run_in_executor(None, _start_service, port, config,
                                                      self._home_data())
        except Exception:  # noqa: BLE001 - an OSError, a database, a lock: all say so
            log.warning("could not start the game service", exc_info=True)
            self._tell(self.failed, "host")
            return
        self._tell(self.hosting, self.service.port)
        await self._join(f"ws://127.0.0.1:{self.service.port}",
                         _create(name, rules, seats, stand_in))
        if advertise and self._link.room is not None:
            try:
                await loop.run_in_executor(None, self.service.advertise, name,
                                           self._link.room)
            except Exception:  # noqa: BLE001 - the table works without being listed
                log.warning("could not announce the table on the network", exc_info=True)

    async def _join(self, url: str, opening: dict) -> None:
        try:
            client = await Client.connect(room_url(url, opening["room"]) if "room" in opening
                                          else url, parse_views=False, keep=False,
                                          track=False)
        except (OSError, asyncio.TimeoutError, ValueError) as e:
            log.info("could not connect to %s: %s", url, e)
            self._tell(self.failed, "connect")
            return
        except Exception as e:  # noqa: BLE001 - websockets' handshake errors (e.g. 429)
            log.info("could not connect to %s: %s", url, e)
            self._tell(self.failed, "connect")
            return
        self._link.url = url
        self._link.watching = opening["type"] == "watch"
        self._link.name = opening.get("name", self._link.name)
        opened = await self._adopt(client, opening)
        if opened is Opened.LATER and opening["type"] == "resume":
            self._watcher = asyncio.get_running_loop().create_task(self._come_back())
        elif opened is Opened.LATER:
            self._tell(self.failed, "connect")

    async def _adopt(self, client: Client, opening: dict) -> Opened:
        client.on_message = self._hand_over
        self.client = client
        self._opening = True
        try:
            await client.open(opening)
        except RefusedError as e:
            await client.close()
            self.client = None
            if e.code == ErrorCode.STORAGE.value and opening["type"] in ("resume", "watch"):
                return Opened.LATER  # the database is away or the table is moving
            if opening["type"] == "resume":
                self._forget()  # the table or the seat is gone
            self._tell(self.refused, e.code, e.reason or "")
            return Opened.REFUSED
        except (asyncio.TimeoutError, OSError):
            client.abort()
            self.client = None
            return Opened.LATER
        finally:
            self._opening = False
        self._tell(self.connection_changed, True)
        self._watcher = asyncio.get_running_loop().create_task(self._watch(client))
        return Opened.SEATED

    # -- hearing (the network thread) ------------------------------------------------------
    def _hand_over(self, msg: dict, _raw: str) -> None:
        """On the background loop: a message the client has checked goes to the GUI thread
        as it is. Only what this connection itself needs is kept here: the credentials it
        comes back with (kept on disk too) after a welcome."""
        kind = msg["type"]
        if kind == "welcome":
            self._link.room = msg["room"]
            self._link.token = msg.get("token", self._link.token)
            self._link.grace = float(msg["grace"])  # the server's: how long to try again
            self._keep()
        elif kind == "watching":
            self._link.room = msg["room"]
        elif kind == "closed":
            self._link.gone = True
        elif kind == "error" and self._opening and "ref" not in msg:
            return  # an opening's refusal: _adopt says it
        self._tell_heard(msg)

    def _keep(self) -> None:
        """Remember the seat's token on disk (on this background thread: a small write)."""
        link = self._link
        if self.saved is None or link.watching or not (link.url and link.room and link.token):
            return
        port = self.service.port if self.service is not None else None
        self.saved.remember(SavedSeat(link.url, link.room, link.token, self.name or "",
                                      hosted=self.service is not None, port=port))

    def _forget(self) -> None:
        if self.saved is not None and self._link.room:
            self.saved.forget(self._link.room)

    async def _in_executor(self, job) -> None:
        await asyncio.get_running_loop().run_in_executor(None, job)

    async def _watch(self, client: Client) -> None:
        """When the connection drops (not by us), resume with the token while the seat is
        kept for us."""
        await client.closed.wait()
        if self._closing or client is not self.client:
            return
        if client.farewell is not None:  # the table is gone for good: nothing to retry
            self._tell(self.connection_changed, False)
            return
        await self._come_back()

    async def _come_back(self) -> None:
        self._tell(self.connection_changed, False)
        loop = asyncio.get_running_loop()
        link = self._link
        deadline = loop.time() + link.grace
        delay = 0.5
        while not self._closing and loop.time() < deadline:
            await asyncio.sleep(delay)
            delay = min(delay * 2, 5.0)
            try:
                fresh = await Client.connect(room_url(link.url, link.room), parse_views=False,
                                             keep=False, track=False)
            except Exception:  # noqa: BLE001 - not reachable yet: try again
                continue
            if link.watching:  # a watcher has no seat to keep: it watches again
                opening = {"type": "watch", "v": VERSION, "room": link.room,
                           "name": link.name}
            else:
                opening = {"type": "resume", "v": VERSION, "room": link.room,
                           "token": link.token}
            opened = await self._adopt(fresh, opening)
            if opened is not Opened.LATER:
                return  # seated again, or refused for good (refused was emitted)
        if not self._closing:
            self._tell(self.failed, "lost")

    # -- speaking --------------------------------------------------------------------------
    def send(self, doc: dict) -> None:
        self._post(self._send(doc))

    async def _send(self, doc: dict) -> None:
        client = self.client  # the one connected now, read on its own thread
        if client is not None:
            await client.send(doc)

    def ready(self, ready: bool = True) -> None:
        """Ready to start (the lobby), for the next round (between rounds), or to play
        again (after the match)."""
        self.send({"type": "ready", "ready": ready})

    def say(self, phrase: str | None = None, text: str | None = None) -> None:
        """A quick phrase (its id) or a short line, to everyone at the table."""
        doc: dict = {"type": "say"}
        doc.update({"phrase": phrase} if phrase is not None else {"text": text or ""})
        self.send(doc)

    def set_rules(self, rules: dict) -> None:
        """The host: the rules (and target) of the next match."""
        self.send({"type": "rules", "rules": rules})

    def allow_watchers(self, allow: bool) -> None:
        """The host: whether anyone with the code may watch the table."""
        self.send({"type": "watchers", "allow": allow})

    def leave(self) -> None:
        """Leave the table for good (a computer plays the seat); the token is forgotten."""
        self._post(self._leave())

    async def _leave(self) -> None:
        if self.client is None:
            return
        # Said first: close(), posted right after, takes the client away while the token
        # is forgotten on a worker thread, and the server took the leaving for a drop.
        await self._send({"type": "leave"})
        await asyncio.get_running_loop().run_in_executor(None, self._forget)

    def start(self) -> None:
        self.send({"type": "start"})

    def swap(self, a: int, b: int) -> None:
        self.send({"type": "swap", "a": a, "b": b})

    def set_seat(self, seat: int, who: str) -> None:
        self.send({"type": "seat", "seat": seat, "who": who})

    def play(self, move: Move) -> None:
        """Send a move; a refusal comes back as move_refused (it carries our ref)."""
        self._sent += 1
        self._post(self._send({"type": "move", "move": move_json(move), "ref": self._sent}))

    def _post(self, coro) -> None:
        """Run `coro` on the network thread; once that loop has stopped (the table was
        left), it is closed unstarted: never left unawaited."""
        wrapped = _logged(coro)
        try:
            if not self.loop.is_running():
                raise RuntimeError("the network thread has stopped")
            asyncio.run_coroutine_threadsafe(wrapped, self.loop)
        except RuntimeError:  # stopped, or closed between the check and the call
            wrapped.close()
            coro.close()

    def close(self, wait: float = 0.0, farewell: bool = True) -> None:
        """Leave the table, stop this app's service if it hosted (telling every seat the
        table is closed, unless `farewell` is False: the app is only going away for a
        moment), then the thread. Does not block unless `wait` (seconds) is given (tests,
        and the app as it quits)."""
        if self._closing:
            return
        self._closing = True
        loop = self.loop
        goodbye = Farewell.HOST_LEFT if farewell else None

        async def finish() -> None:
            try:
                if self._watcher is not None:
                    self._watcher.cancel()
                client, self.client = self.client, None
                if client is not None:
                    try:
                        await asyncio.wait_for(client.close(), 2)
                    except Exception:  # noqa: BLE001 - closing anyway
                        pass
                service, self.service = self.service, None
                if service is not None and goodbye is not None:
                    await loop.run_in_executor(None, self._forget)
                if service is not None:
                    await loop.run_in_executor(None, lambda: service.stop(farewell=goodbye))
            finally:
                loop.call_soon(loop.stop)

        if not loop.is_running():
            return
        future = asyncio.run_coroutine_threadsafe(finish(), loop)
        if wait:
            try:
                future.result(wait)
            except Exception:  # noqa: BLE001 - a stuck close must not stop the app
                log.warning("the online table did not close cleanly", exc_info=True)
            self._thread.join(wait)


class _Link:
    """Where the seat is and how to come back to it: the network thread's own."""

    def __init__(self, grace: float) -> None:
        self.url: str | None = None
        self.room: str | None = None
        self.token: str | None = None
        self.name = ""
        self.watching = False
        self.grace = grace  # seconds the server keeps the seat (its welcome says)
        self.gone = False  # the table closed for good


def _create(name: str, rules: dict, seats: list[str], stand_in: str) -> dict:
    return {"type": "create", "v": VERSION, "name": name, "rules": rules, "seats": seats,
            "stand_in": stand_in}


def _start_service(port: int, config: ServerConfig | None, data=None,
                   only_port: bool = False) -> ServiceHost:
    """Start the game service on `port`, or on any free port if that one is taken (not when
    `only_port`: friends come back to the address they knew). `data`: the folder where the
    service keeps its tables, so a crash of this app loses no match."""
    base = config or ServerConfig(host="0.0.0.0", robot_delay=0.6)
    if data is not None:
        base = dataclasses.replace(base, data=data)
    for attempt in ((port,) if only_port else (port, 0)):
        host = ServiceHost(dataclasses.replace(base, port=attempt))
        try:
            host.start()
            return host
        except OSError:
            if attempt == 0 or only_port:
                raise
    raise OSError("no port")


async def _logged(coro) -> None:
    try:
        await coro
    except Exception:  # noqa: BLE001 - a send on a closing connection
        log.info("an online message could not be sent", exc_info=True)


def _run_loop(loop: asyncio.AbstractEventLoop, ended) -> None:
    """The network thread: its loop until the connection closes it (holding no reference to
    the connection, whose last one must go on the GUI thread). Once stopped, what is left
    running is cancelled (given 2 s at most to finish) and the loop closed: its selector and
    its wake-up sockets are not left to the garbage collector."""
    loop.run_forever()
    try:
        left = asyncio.all_tasks(loop)
        for task in left:
            task.cancel()
        if left:
            loop.run_until_complete(asyncio.wait(left, timeout=2))
    finally:
        loop.close()
        ended()
