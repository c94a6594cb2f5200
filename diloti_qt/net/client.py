"""A headless client of the game service (asyncio): used by the tests, the benchmark, the
example bot and, as a bare connection, the desktop app. It keeps what its seat (or,
watching, what every seat) knows in a TableMirror (net/mirror.py): the lobby, the seats,
its view, what each move of the round did, the talk. Every server message is validated
before use (only the benchmark's load, against our own server, skips it: `check`), and an
update it cannot take makes it ask for the whole view (`sync`)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from diloti_qt.engine import Move, PlayerView, RoundRecord, move_json

from .codes import normalize_room
from .mirror import HeardKind, TableMirror
from .protocol import VERSION, ProtocolError, decode_server, dumps
from .wire import Opening, ViewError, read_view, round_over, to_move


def tls_version() -> str:
    """The TLS library that a table at a wss:// address is joined with (a server behind
    TLS, README), ready with the system's certificates; ImportError when this build of
    the game has none (a bundle that left `ssl` out)."""
    import ssl

    ssl.create_default_context()
    return ssl.OPENSSL_VERSION



def room_url(server: str, room: str) -> str:
    """The address to open for a table: the server's with the room code as its path
    (`ws://host:8765/ABCDEFGHJK`), so that a proxy in front of several server processes
    (deploy/haproxy.cfg) sends every seat of a table to the same process, whichever way
    the code was typed; a server alone ignores the path."""
    return server.rstrip("/") + "/" + (normalize_room(room) or "")


_CLOSED = object()  # put in the inbox when the connection is gone


class RefusedError(Exception):
    """The server answered a request with an error message."""

    def __init__(self, msg: dict) -> None:
        super().__init__(f"{msg['code']}: {msg['message']}")
        self.code = msg["code"]
        self.message = msg["message"]
        self.reason = msg.get("reason")


class Client:
    """One connection to the game service. `track`: the client keeps what its seat knows
    (`table`, a TableMirror) and asks for the whole view again when an update does not
    read (`sync`). `parse_views` False (a benchmark): nothing is read but the last view
    sent, and only when asked. A client with `track` False keeps only its credentials and
    hands every message to `on_message` (the desktop app keeps the table on its GUI
    thread). `check` False (the benchmark's load, against our own server): a message is
    read as JSON and not checked against the protocol, so that the clients measuring the
    server cost as little as they can; never for a server on the network."""

    def __init__(self, ws: ClientConnection, parse_views: bool = True,
                 keep: bool = True, track: bool = True, check: bool = True) -> None:
        self.ws = ws
        self.parse_views = parse_views
        self.decode = decode_server if check else json.loads
        self.keep = keep  # False: messages go only to on_message, not to the inbox
        self.track = track
        self.table: TableMirror | None = TableMirror() if track and parse_views else None
        self.room: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.host = False
        self.watching = False  # a watcher of the table, no seat
        self.grace: int | None = None  # seconds the server keeps a dropped seat
        self._seq = self._round = 0  # without a mirror: as last sent (a benchmark)
        self.view_doc: dict | None = None
        self.lobby: dict | None = None  # the last lobby message, as sent
        self._view: PlayerView | None = None
        self.errors: list[dict] = []
        self.farewell: str | None = None  # why the table closed for good ("closed")
        self.syncs = 0  # the whole views asked for again
        self.inbox: asyncio.Queue = asyncio.Queue()
        self.on_message: Callable[[dict, str], None] | None = None  # (message, raw text)
        self.closed = asyncio.Event()
        self._reader = asyncio.get_running_loop().create_task(self._read())

    @classmethod
    async def connect(cls, url: str, parse_views: bool = True, keep: bool = True,
                      track: bool = True, check: bool = True, **kwargs) -> Client:
        ws = await connect(url, compression=None, max_size=1 << 20, open_timeout=10,
                           **kwargs)
        return cls(ws, parse_views, keep, track, check)

    # -- reading ---------------------------------------------------------------------------
    async def _read(self) -> None:
        try:
            async for raw in self.ws:
                try:
                    msg = self.hear(raw)
                except (ProtocolError, ViewError) as e:
                    # A server that breaks the protocol is not to be trusted further.
                    await self.ws.close(1002, f"bad message from the server: {e}"[:120])
                    break
                if self.on_message is not None:
                    self.on_message(msg, raw)
                if self.keep or msg["type"] in ("welcome", "watching", "error"):
                    self.inbox.put_nowait(msg)
        except ConnectionClosed:
            pass
        finally:
            self.closed.set()
            self.inbox.put_nowait(_CLOSED)

    def hear(self, raw: object) -> dict:
        """One message from the server: checked against the protocol, then kept (an update
        that does not read asks for the whole view again). Raises ProtocolError or
        ViewError for a message no server of ours sends."""
        msg = self.decode(raw)
        kind = msg["type"]
        if kind == "welcome":
            self.room, self.seat, self.host = msg["room"], msg["seat"], msg["host"]
            self.token = msg.get("token", self.token)
            self.grace = msg["grace"]
        elif kind == "watching":
            self.room, self.watching = msg["room"], True
        elif kind == "closed":
            self.farewell = msg["why"]
        elif kind == "error":
            self.errors.append(msg)
        elif kind == "lobby" and self.track:
            self.lobby = msg
        if self.track and kind in ("view", "update", "deal"):  # as sent (a benchmark's)
            self._seq = msg["seq"]
            self._round = msg.get("round", self._round)
            self.view_doc, self._view = msg["view"], None
        if self.table is not None and self.table.absorb(msg).kind is HeardKind.SYNC:
            self.syncs += 1
            asyncio.get_running_loop().create_task(self.send({"type": "sync"}))
        return msg

    # -- what the seat knows (the mirror's) --------------------------------------------------
    @property
    def seq(self) -> int:
        return self.table.seq if self.table is not None else self._seq

    @property
    def round(self) -> int:
        """The round being played or just finished (1 for the first)."""
        return self.table.round if self.table is not None else self._round

    @property
    def view(self) -> PlayerView | None:
        if self.table is not None:
            return self.table.view
        if self._view is None and self.view_doc is not None:
            self._view = read_view(self.view_doc)
        return self._view

    @property
    def history(self) -> tuple:
        """The round's moves as (seat, move), from the outcomes the server sent."""
        view = self.view
        return view.history if view is not None else ()

    @property
    def rounds(self) -> list[RoundRecord]:
        return self.table.rounds if self.table is not None else []

    @property
    def opening(self) -> Opening | None:
        return self.table.opening if self.table is not None else None

    @property
    def match(self) -> int:
        """The number of the match at the table (the series)."""
        return self.table.match if self.table is not None else 0

    @property
    def talk(self) -> list[dict]:
        return self.table.talk if self.table is not None else []

    @property
    def left(self) -> list[dict]:
        return self.table.left if self.table is not None else []

    @property
    def record(self):
        """The finished match's engine.record.MatchRecord, once sent."""
        return self.table.record if self.table is not None else None

    @property
    def between_rounds(self) -> bool:
        """A round is over and the match is not: the next deal waits for the friends."""
        if self.table is not None:
            return self.table.between_rounds
        doc = self.view_doc
        return doc is not None and round_over(doc) and doc["position"].get(
            "match_winner") is None

    @property
    def my_turn(self) -> bool:
        if self.table is not None:
            return self.table.my_turn
        doc = self.view_doc
        return (doc is not None and not self.watching and to_move(doc) == doc["seat"]
                and not round_over(doc))

    async def next(self, *types: str, timeout: float = 10.0) -> dict:
        """The next message (of one of `types`, skipping others); TimeoutError if none."""
        return await self.until(lambda msg: not types or msg["type"] in types, timeout)

    async def until(self, ok: Callable[[dict], bool], timeout: float = 10.0) -> dict:
        """The next message `ok` accepts; TimeoutError if none comes in time, ConnectionError
        once the connection is closed and nothing is left to read."""
        async def wait() -> dict:
            while True:
                msg = await self.inbox.get()
                if msg is _CLOSED:
                    self.inbox.put_nowait(_CLOSED)  # for every later call too
                    raise ConnectionError("the connection is closed")
                if ok(msg):
                    return msg
        return await asyncio.wait_for(wait(), timeout)

    # -- writing ---------------------------------------------------------------------------
    async def send(self, doc: dict) -> None:
        await self.ws.send(dumps(doc))

    async def send_raw(self, data: str | bytes) -> None:
        await self.ws.send(data)

    async def open(self, doc: dict) -> dict:
        """Send an opening message (create, join, resume, watch); the welcome (watching),
        or RefusedError."""
        await self.send(doc)
        reply = await self.next("welcome", "watching", "error")
        if reply["type"] == "error":
            raise RefusedError(reply)
        return reply

    async def create(self, name: str, rules: dict | str, seats: list[str],
                     stand_in: str = "medium") -> dict:
        if isinstance(rules, str):
            rules = {"profile": rules}
        return await self.open({"type": "create", "v": VERSION, "name": name,
                                 "rules": rules, "seats": seats, "stand_in": stand_in})

    async def join(self, room: str, name: str) -> dict:
        return await self.open({"type": "join", "v": VERSION, "room": room, "name": name})

    async def resume(self, room: str, token: str) -> dict:
        return await self.open({"type": "resume", "v": VERSION, "room": room,
                                 "token": token})

    async def watch(self, room: str, name: str) -> dict:
        """Watch the table (the host must allow it): `watching`, or RefusedError."""
        return await self.open({"type": "watch", "v": VERSION, "room": room, "name": name})

    async def say(self, phrase: str | None = None, text: str | None = None) -> None:
        """Say a quick phrase (its id, talk.PHRASES) or a short free text."""
        doc: dict = {"type": "say"}
        if phrase is not None:
            doc["phrase"] = phrase
        if text is not None:
            doc["text"] = text
        await self.send(doc)

    async def again(self) -> None:
        """After a match: play another one at this table (the same as `ready`)."""
        await self.ready(True)

    async def set_rules(self, rules: dict) -> None:
        await self.send({"type": "rules", "rules": rules})

    async def allow_watchers(self, allow: bool = True) -> None:
        await self.send({"type": "watchers", "allow": allow})

    async def ready(self, ready: bool = True) -> None:
        await self.send({"type": "ready", "ready": ready})

    async def start(self) -> None:
        await self.send({"type": "start"})

    async def play(self, move: Move | dict, ref: int | None = None) -> None:
        doc = {"type": "move", "move": move if isinstance(move, dict) else move_json(move)}
        if ref is not None:
            doc["ref"] = ref
        await self.send(doc)

    async def close(self) -> None:
        await self.ws.close()
        await self.closed.wait()
        self._reader.cancel()

    def abort(self) -> None:
        """Drop the connection without a closing handshake (a pulled cable)."""
        transport = self.ws.transport
        if transport is not None:
            transport.abort()


def round_end(msg: dict) -> dict | None:
    """The round's end an update tells (the played outcome's `round_end`), else None."""
    return msg["outcome"]["round_end"] if msg["type"] == "update" else None


def match_over(msg: dict) -> bool:
    end = round_end(msg)
    return end is not None and end["winner"] is not None


async def autoplay(client: Client, choose: Callable[[PlayerView], Move],
                   timeout: float = 30.0) -> dict:
    """Play the seat's turns with `choose(view)` until the match ends; returns the last
    round's end. One move per position (`seq`); a refused move is chosen again; between
    rounds the seat says it is ready for the next one."""
    sent: int | None = None
    while True:
        if client.my_turn and sent != client.seq:
            sent = client.seq
            await client.play(choose(client.view))
        msg = await client.next(timeout=timeout)
        end = round_end(msg)
        if end is not None and end["winner"] is not None:
            return end
        if end is not None:
            await client.ready()
        if msg["type"] == "error":
            sent = None
