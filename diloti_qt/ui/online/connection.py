"""One seat at an online table, for the desktop app: the headless client (and, when this
app hosts, the game service) run on a background thread with their own event loop; what
they hear arrives here as Qt signals on the GUI thread. Nothing here blocks the GUI.

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

from PySide6.QtCore import QObject, Signal

from diloti_qt.engine import Move
from diloti_qt.net.client import Client, RefusedError, room_url
from diloti_qt.net.host import ServiceHost
from diloti_qt.net.protocol import VERSION, ErrorCode, Farewell
from diloti_qt.net.server import ServerConfig
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
    welcomed = Signal(object)  # the welcome message: room, seat, host
    lobby_changed = Signal(object)  # the lobby message: seats, phase, rules
    seats_changed = Signal(object)  # [seat info]: names, connected, stand-in
    view_changed = Signal(object, object)  # PlayerView, the message (view, update or deal)
    refused = Signal(str, str)  # code, the engine's reason code ("" if none)
    move_refused = Signal(str, str, str)  # a move of ours: code, reason code, rule ids
    closed = Signal(str)  # the table is gone for good: a net.protocol.Farewell value
    connection_changed = Signal(bool)
    hosting = Signal(int)  # the port this app's service listens on
    failed = Signal(str)  # a code of words.error_text: could not connect, host, or lost
    stopped = Signal()  # the background thread is done (after close)
    match_finished = Signal(object)  # storage.history.FinishedMatch
    record_received = Signal(object)  # the match's engine.record.MatchRecord, once it is over

    def __init__(self, parent: QObject | None = None, reconnect_for: float = 120.0,
                 saved: SavedSeats | None = None) -> None:
        super().__init__(parent)
        self.reconnect_for = reconnect_for
        self.saved = saved  # where the seat's token is kept (None: nowhere)
        self.name = ""
        self.client: Client | None = None
        self.service: ServiceHost | None = None
        self.url: str | None = None
        self.room: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.is_host = False
        self.seats: list[dict] = []
        self.rules: dict | None = None
        self.lobby: dict | None = None  # the last lobby message (for widgets made later)
        self._rounds: list[tuple[int, dict]] = []
        self.finished_at: str | None = None  # the history's time of the match (UTC text)
        self._record_heard = False  # the server sends it again on a resume after the end
        self._sent = 0  # refs of the moves we sent
        self.farewell: str | None = None
        self.lost_until: float | None = None  # time.monotonic() the retries stop, while lost
        self._closing = False
        self._opening = False
        self._watcher: asyncio.Task | None = None
        self.loop = asyncio.new_event_loop()  # the background thread's (tests post to it)
        self._thread = threading.Thread(target=self._run,
                                        name="diloti-online", daemon=True)
        self._thread.start()

    def seconds_left(self) -> int | None:
        """While the connection is lost: how long the app still tries to come back."""
        until = self.lost_until
        return None if until is None else max(0, round(until - time.monotonic()))

    def _run(self) -> None:
        self.loop.run_forever()
        self.stopped.emit()

    # -- opening ---------------------------------------------------------------------------
    def host_table(self, name: str, rules: dict, seats: list[str], stand_in: str,
                   advertise: bool = True, port: int = HOST_PORT,
                   config: ServerConfig | None = None, server: str | None = None) -> None:
        """Open a table: on this app's own service, or on the game server at `server` (a
        ws:// or wss:// URL) with the same create message."""
        if server is not None:
            self.name = name
            self._post(self._join(server, _create(name, rules, seats, stand_in)))
            return
        self._post(self._host(name, rules, seats, stand_in, advertise, port, config))

    def join_table(self, url: str, room: str, name: str) -> None:
        self.name = name
        self._post(self._join(url, {"type": "join", "v": VERSION, "room": room,
                                    "name": name}))

    def resume_table(self, seat: SavedSeat, config: ServerConfig | None = None) -> None:
        """Take back a seat kept on disk (the app was closed or crashed at the table); a
        table this app hosted is started again from its stored tables first."""
        self.name = seat.name
        self.token = seat.token
        self.room = seat.room
        self._post(self._resume(seat, config))

    async def _resume(self, seat: SavedSeat, config: ServerConfig | None) -> None:
        if seat.hosted:
            loop = asyncio.get_running_loop()
            try:
                self.service = await loop.run_in_executor(
                    None, _start_service, seat.port, config, self._home_data(), True)
            except Exception:  # noqa: BLE001 - an OSError, a database, a lock: all say so
                log.warning("could not start the game service again", exc_info=True)
                self.failed.emit("host")
                return
            server = self.service.server
            if seat.room not in server.tables and (server.file_set_aside
                                                   or seat.room in server.set_aside):
                log.warning("the hosted table %s could not be restored: %s", seat.room,
                            server.set_aside.get(seat.room, "its database was damaged"))
                if self.saved is not None:
                    self.saved.forget(seat.room)
                self.failed.emit("damaged")
                return
            self.hosting.emit(self.service.port)
            url = f"ws://127.0.0.1:{self.service.port}"
        else:
            url = seat.url
        await self._join(url, {"type": "resume", "v": VERSION, "room": seat.room,
                               "token": seat.token})

    def _home_data(self):
        return self.saved.home_tables if self.saved is not None else None

    async def _host(self, name, rules, seats, stand_in, advertise, port, config) -> None:
        self.name = name
        loop = asyncio.get_running_loop()
        if self.saved is not None:  # a new table: what a crashed session left goes
            await loop.run_in_executor(None, self.saved.clear_home_tables)
        try:
            self.service = await loop.run_in_executor(None, _start_service, port, config,
                                                      self._home_data())
        except Exception:  # noqa: BLE001 - an OSError, a database, a lock: all say so
            log.warning("could not start the game service", exc_info=True)
            self.failed.emit("host")
            return
        self.hosting.emit(self.service.port)
        await self._join(f"ws://127.0.0.1:{self.service.port}",
                         _create(name, rules, seats, stand_in))
        if advertise and self.room is not None:
            try:
                await loop.run_in_executor(None, self.service.advertise, name, self.room)
            except Exception:  # noqa: BLE001 - the table works without being listed
                log.warning("could not announce the table on the network", exc_info=True)

    async def _join(self, url: str, opening: dict) -> None:
        try:
            client = await Client.connect(room_url(url, opening["room"]) if "room" in opening
                                          else url)
        except (OSError, asyncio.TimeoutError, ValueError) as e:
            log.info("could not connect to %s: %s", url, e)
            self.failed.emit("connect")
            return
        except Exception as e:  # noqa: BLE001 - websockets' handshake errors (e.g. 429)
            log.info("could not connect to %s: %s", url, e)
            self.failed.emit("connect")
            return
        self.url = url
        opened = await self._adopt(client, opening)
        if opened is Opened.LATER and opening["type"] == "resume":
            self._watcher = asyncio.get_running_loop().create_task(self._come_back())
        elif opened is Opened.LATER:
            self.failed.emit("connect")

    async def _adopt(self, client: Client, opening: dict) -> Opened:
        client.on_message = self._heard
        self.client = client
        self._opening = True
        try:
            await client.open(opening)
        except RefusedError as e:
            await client.close()
            self.client = None
            if e.code == ErrorCode.STORAGE.value and opening["type"] == "resume":
                return Opened.LATER  # the database is away or the table is moving
            if opening["type"] == "resume":
                self._forget()  # the table or the seat is gone
            self.refused.emit(e.code, e.reason or "")
            return Opened.REFUSED
        except (asyncio.TimeoutError, OSError):
            client.abort()
            self.client = None
            return Opened.LATER
        finally:
            self._opening = False
        self.lost_until = None
        self.connection_changed.emit(True)
        self._watcher = asyncio.get_running_loop().create_task(self._watch(client))
        return Opened.SEATED

    # -- hearing ---------------------------------------------------------------------------
    def _heard(self, msg: dict, raw: str) -> None:
        """On the background loop: keep what the window needs, hand the rest over."""
        kind = msg["type"]
        client = self.client
        if kind == "welcome":
            self.room, self.seat, self.is_host = msg["room"], msg["seat"], msg["host"]
            self.token = msg.get("token", self.token)
            self._keep()
            self.welcomed.emit(msg)
        elif kind == "lobby":
            self.seats, self.rules, self.lobby = msg["seats"], msg["rules"], msg
            self.lobby_changed.emit(msg)
        elif kind == "seats":
            self.seats = msg["seats"]
            self.seats_changed.emit(msg["seats"])
        elif kind in ("view", "update", "deal"):
            if kind == "view":
                self.seats = msg["seats"]
                self._rounds = [(r["dealer"], {**r, "winner": None})
                                for r in msg.get("rounds", [])]
                self.seats_changed.emit(msg["seats"])
            view = client.view if client is not None else None
            if view is not None:
                self.view_changed.emit(view, msg)
            if kind == "update" and msg["round_end"] is not None:
                self._round_ended(view, msg["round_end"])
        elif kind == "record":
            record = client.record if client is not None else None
            if record is not None and not self._record_heard:
                self._record_heard = True
                self.record_received.emit(record)
        elif kind == "closed":
            self.farewell = msg["why"]
            self._forget()
            self.closed.emit(msg["why"])
        elif kind == "error" and "ref" in msg:
            self.move_refused.emit(msg["code"], msg.get("reason", ""), msg.get("rule", ""))
        elif kind == "error" and not self._opening:  # opening refusals: see _adopt
            self.refused.emit(msg["code"], msg.get("reason", ""))

    def _keep(self) -> None:
        """Remember the seat's token on disk (on this background thread: a small write)."""
        if self.saved is None or not (self.url and self.room and self.token):
            return
        port = self.service.port if self.service is not None else None
        self.saved.remember(SavedSeat(self.url, self.room, self.token, self.name or "",
                                      hosted=self.service is not None, port=port))

    def _forget(self) -> None:
        if self.saved is not None and self.room:
            self.saved.forget(self.room)

    def _round_ended(self, view, end: dict) -> None:
        self._rounds.append((view.dealer if view is not None else 0, end))
        if end["winner"] is not None:
            self._forget()  # nothing left to come back to
        if end["winner"] is not None and self.rules is not None:
            try:
                finished = online_finished_match(self.rules, self.seats, self.seat,
                                                 self._rounds)
                self.finished_at = utc_text(finished.played_at)
                self.match_finished.emit(finished)
            except (ValueError, KeyError, TypeError):
                log.warning("could not record the online match", exc_info=True)

    async def _watch(self, client: Client) -> None:
        """When the connection drops (not by us), resume with the token while the seat is
        kept for us."""
        await client.closed.wait()
        if self._closing or client is not self.client:
            return
        if client.farewell is not None:  # the table is gone for good: nothing to retry
            self.connection_changed.emit(False)
            return
        await self._come_back()

    async def _come_back(self) -> None:
        self.lost_until = time.monotonic() + self.reconnect_for
        self.connection_changed.emit(False)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.reconnect_for
        delay = 0.5
        while not self._closing and loop.time() < deadline:
            await asyncio.sleep(delay)
            delay = min(delay * 2, 5.0)
            try:
                fresh = await Client.connect(room_url(self.url, self.room))
            except Exception:  # noqa: BLE001 - not reachable yet: try again
                continue
            opened = await self._adopt(fresh, {"type": "resume", "v": VERSION,
                                               "room": self.room, "token": self.token})
            if opened is not Opened.LATER:
                return  # seated again, or refused for good (refused was emitted)
        if not self._closing:
            self.failed.emit("lost")

    # -- speaking --------------------------------------------------------------------------
    def send(self, doc: dict) -> None:
        client = self.client
        if client is not None:
            self._post(client.send(doc))

    def ready(self, ready: bool = True) -> None:
        """Ready to start (the lobby), or for the next round (between rounds)."""
        self.send({"type": "ready", "ready": ready})

    def leave(self) -> None:
        """Leave the table for good (a computer plays the seat); the token is forgotten."""
        client = self.client
        if client is not None:
            self._post(self._leave(client))

    async def _leave(self, client: Client) -> None:
        await asyncio.get_running_loop().run_in_executor(None, self._forget)
        await client.send({"type": "leave"})

    def start(self) -> None:
        self.send({"type": "start"})

    def swap(self, a: int, b: int) -> None:
        self.send({"type": "swap", "a": a, "b": b})

    def set_seat(self, seat: int, who: str) -> None:
        self.send({"type": "seat", "seat": seat, "who": who})

    def play(self, move: Move) -> None:
        """Send a move; a refusal comes back as move_refused (it carries our ref)."""
        client = self.client
        if client is not None:
            self._sent += 1
            self._post(client.play(move, ref=self._sent))

    def _post(self, coro) -> None:
        if self.loop.is_running():
            asyncio.run_coroutine_threadsafe(_logged(coro), self.loop)

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
