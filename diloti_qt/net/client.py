"""A headless client of the game service (asyncio): used by the tests, the benchmark and
the desktop app. It keeps what its seat knows: the lobby, the seats, its PlayerView and
the round's history. Every server message is validated before use."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from diloti_qt.engine import Move, PlayerView, move_json

from .codes import normalize_room
from .protocol import VERSION, ProtocolError, decode_server, dumps
from .wire import ViewError, read_move, read_record, read_view, round_over, to_move


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
    def __init__(self, ws: ClientConnection, parse_views: bool = True,
                 keep: bool = True) -> None:
        self.ws = ws
        self.parse_views = parse_views  # False: read the view only when asked (benchmark)
        self.keep = keep  # False: messages go only to on_message, not to the inbox
        self.room: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.host = False
        self.lobby: dict | None = None
        self.seats: list[dict] = []
        self.seq = 0
        self.round = 0
        self.view_doc: dict | None = None
        self._view: PlayerView | None = None
        self.history: list[tuple[int, Move]] = []
        self.errors: list[dict] = []
        self.farewell: str | None = None  # why the table closed for good ("closed")
        self.opening: list | None = None  # the round's opening table (NOTATION's table)
        self.rounds: list[dict] = []  # the match's finished rounds, first first
        self.record = None  # the finished match's engine.record.MatchRecord, once sent
        self.inbox: asyncio.Queue = asyncio.Queue()
        self.on_message: Callable[[dict, str], None] | None = None  # (message, raw text)
        self.closed = asyncio.Event()
        self._reader = asyncio.get_running_loop().create_task(self._read())

    @classmethod
    async def connect(cls, url: str, parse_views: bool = True, keep: bool = True,
                      **kwargs) -> Client:
        ws = await connect(url, compression=None, max_size=1 << 20, open_timeout=10,
                           **kwargs)
        return cls(ws, parse_views, keep)

    # -- reading ---------------------------------------------------------------------------
    async def _read(self) -> None:
        try:
            async for raw in self.ws:
                try:
                    msg = decode_server(raw)
                    self._absorb(msg)
                except (ProtocolError, ViewError) as e:
                    # A server that breaks the protocol is not to be trusted further.
                    await self.ws.close(1002, f"bad message from the server: {e}"[:120])
                    break
                if self.on_message is not None:
                    self.on_message(msg, raw)
                if self.keep or msg["type"] in ("welcome", "error"):
                    self.inbox.put_nowait(msg)
        except ConnectionClosed:
            pass
        finally:
            self.closed.set()
            self.inbox.put_nowait(_CLOSED)

    def _absorb(self, msg: dict) -> None:
        kind = msg["type"]
        if kind == "welcome":
            self.room, self.seat, self.host = msg["room"], msg["seat"], msg["host"]
            self.token = msg.get("token", self.token)
        elif kind == "lobby":
            self.lobby = msg
            self.seats = msg["seats"]
        elif kind == "seats":
            self.seats = msg["seats"]
        elif kind == "view":
            self.seq, self.round, self.seats = msg["seq"], msg["round"], msg["seats"]
            self.history = []
            self.opening = msg.get("opening")
            self.rounds = list(msg.get("rounds", []))
            self._set_view(msg["view"])
        elif kind == "update":
            self.seq = msg["seq"]
            if self.parse_views:
                self.history.append((msg["seat"], read_move(msg["move"], msg["kind"])))
            self._set_view(msg["view"])
            end = msg["round_end"]
            if end is not None:
                self.rounds.append({"dealer": msg["view"]["position"]["dealer"],
                                    **{k: end[k] for k in ("points", "scores", "breakdown")}})
        elif kind == "deal":
            self.seq, self.round = msg["seq"], msg["round"]
            self.history = []
            self.opening = msg["view"]["position"]["table"]
            self._set_view(msg["view"])
        elif kind == "record":
            self.record = read_record(msg["record"], self.view_doc)
        elif kind == "closed":
            self.farewell = msg["why"]
        elif kind == "error":
            self.errors.append(msg)

    def _set_view(self, doc: dict) -> None:
        self.view_doc = doc
        self._view = None
        if self.parse_views:
            self._view = read_view(doc, tuple(self.history))
            if "history" in doc:
                self.history = list(self._view.history)

    @property
    def view(self) -> PlayerView | None:
        if self._view is None and self.view_doc is not None:
            self._view = read_view(self.view_doc, tuple(self.history))
        return self._view

    @property
    def between_rounds(self) -> bool:
        """A round is over and the match is not: the next deal waits for the friends."""
        doc = self.view_doc
        return doc is not None and round_over(doc) and doc["position"].get(
            "match_winner") is None

    @property
    def my_turn(self) -> bool:
        doc = self.view_doc
        return doc is not None and to_move(doc) == doc["seat"] and not round_over(doc)

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
        """Send an opening message (create, join, resume); the welcome, or RefusedError."""
        await self.send(doc)
        reply = await self.next("welcome", "error")
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


def match_over(msg: dict) -> bool:
    end = msg.get("round_end") if msg["type"] == "update" else None
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
        if match_over(msg):
            return msg["round_end"]
        if msg["type"] == "update" and msg["round_end"] is not None:
            await client.ready()
        if msg["type"] == "error":
            sent = None
