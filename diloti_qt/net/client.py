"""A headless client of the game service (asyncio): used by the tests, the benchmark, the
example bot and, as a bare connection, the desktop app. Every frame is read once into its
typed message (messages.read_server: validated first; only the benchmark's load, against
our own server, skips the schema: `check`), and the client keeps what its seat (or,
watching, what every seat) knows in a TableMirror (net/mirror.py), whose handlers are this
side's one dispatch: who it is (its Credentials), the lobby, the seats, its view, what
each move of the round did, the talk. An update it cannot take makes it ask for the whole
view (`sync`)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from diloti_qt.engine import Move, PlayerView, move_json

from .codes import normalize_room
from .messages import (
    AllowWatchers,
    ClientMessage,
    Create,
    Credentials,
    Join,
    OpeningMessage,
    Play,
    Ready,
    Resume,
    Say,
    SeatHolder,
    ServerMessage,
    SetRules,
    Start,
    Sync,
    Watch,
    encode,
    read_server,
    read_unchecked,
)
from .mirror import HeardKind, TableMirror
from .protocol import VERSION, ProtocolError, dumps
from .wire import ViewError, read_view, round_over, to_move


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


def _mirrored(name: str, doc: str = "") -> property:
    """A read-only attribute of the client's mirror (`client.seq` for `client.table.seq`)."""
    return property(lambda client: getattr(client.table, name), doc=doc or None)


class RefusedError(Exception):
    """The server answered a request with an error message."""

    def __init__(self, msg: dict) -> None:
        super().__init__(f"{msg['code']}: {msg['message']}")
        self.code = msg["code"]
        self.message = msg["message"]
        self.reason = msg.get("reason")


class Client(SeatHolder):
    """One connection to the game service. `track`: the client reads every view and
    asks for the whole view again when an update does not read (`sync`). `parse_views`
    False (a benchmark): nothing is read but the last view sent, and only when asked. A
    client with `track` False reads no view either and hands every message over (the
    desktop app keeps the table on its GUI thread): `on_heard` gets each typed message,
    `on_message` each as sent with its raw text (a benchmark, a test's log). Either way
    the client's mirror (`table`) keeps who the seat is (`credentials`). `check` False
    (the benchmark's load, against our own server): a message is read as JSON and not
    checked against the protocol, so that the clients measuring the server cost as
    little as they can; never for a server on the network."""

    def __init__(self, ws: ClientConnection, parse_views: bool = True,
                 keep: bool = True, track: bool = True, check: bool = True) -> None:
        self.ws = ws
        self.read = read_server if check else read_unchecked
        self.keep = keep  # False: messages go only to the hooks, not to the inbox
        self.table = TableMirror(read_views=track and parse_views)
        self._view: PlayerView | None = None  # read from view_doc when asked (no mirror's)
        self._view_of: dict | None = None
        self.syncs = 0  # the whole views asked for again
        self.inbox: asyncio.Queue = asyncio.Queue()  # messages as sent (dicts)
        self.on_heard: Callable[[ServerMessage], None] | None = None
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
                if self.on_heard is not None:
                    self.on_heard(msg)
                if self.on_message is not None:
                    self.on_message(msg.as_sent(), raw)
                if self.keep or msg.kind.answers_opening:
                    self.inbox.put_nowait(msg.as_sent())
        except ConnectionClosed:
            pass
        finally:
            self.closed.set()
            self.inbox.put_nowait(_CLOSED)

    def hear(self, raw: object) -> ServerMessage:
        """One frame from the server: read into its typed message, then kept by the mirror
        (an update that does not read asks for the whole view again). Raises ProtocolError
        or ViewError for a message no server of ours sends."""
        msg = self.read(raw)
        if self.table.absorb(msg).kind is HeardKind.SYNC:
            self.syncs += 1
            asyncio.get_running_loop().create_task(self.send(Sync()))
        return msg

    # -- who the seat is ---------------------------------------------------------------------
    @property
    def credentials(self) -> Credentials:
        return self.table.credentials

    farewell = _mirrored("farewell", "Why the table closed for good (`closed`), else None.")
    errors = _mirrored("errors", "The refusals heard, as sent.")
    lobby = _mirrored("lobby_sent", "The last lobby message, as sent.")
    view_doc = _mirrored("view_doc", "The last view, as sent.")

    # -- what the seat knows (the mirror's) --------------------------------------------------
    seq = _mirrored("seq")
    round = _mirrored("round", "The round being played or just finished (1 for the first).")

    @property
    def view(self) -> PlayerView | None:
        if self.table.read_views:
            return self.table.view
        doc = self.view_doc
        if doc is not self._view_of:
            self._view, self._view_of = (None if doc is None else read_view(doc)), doc
        return self._view

    @property
    def history(self) -> tuple:
        """The round's moves as (seat, move), from the outcomes the server sent."""
        view = self.view
        return view.history if view is not None else ()

    rounds = _mirrored("rounds")  # list[RoundRecord]
    opening = _mirrored("opening", "The table the round was dealt (wire.Opening).")
    match = _mirrored("match", "The number of the match at the table (the series).")
    talk = _mirrored("talk")
    left = _mirrored("left")
    record = _mirrored("record", "The finished match's engine.record.MatchRecord, once sent.")

    @property
    def between_rounds(self) -> bool:
        """A round is over and the match is not: the next deal waits for the friends."""
        if self.table.read_views:
            return self.table.between_rounds
        doc = self.view_doc
        return doc is not None and round_over(doc) and doc["position"].get(
            "match_winner") is None

    @property
    def my_turn(self) -> bool:
        if self.table.read_views:
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
    async def send(self, msg: ClientMessage | dict) -> None:
        """Send a message (a dict as it is: the tests send what no client of ours would)."""
        await self.ws.send(dumps(msg) if isinstance(msg, dict) else encode(msg))

    async def send_raw(self, data: str | bytes) -> None:
        await self.ws.send(data)

    async def open(self, opening: OpeningMessage | dict) -> dict:
        """Send an opening message (create, join, resume, watch); the welcome (watching),
        or RefusedError. The seat's credentials start from what the opening asked."""
        if not isinstance(opening, dict):
            self.table.credentials = Credentials.asked(opening)
        await self.send(opening)
        reply = await self.next("welcome", "watching", "error")
        if reply["type"] == "error":
            raise RefusedError(reply)
        return reply

    async def create(self, name: str, rules: dict | str, seats: list[str],
                     stand_in: str = "medium", clock: int | None = None) -> dict:
        if isinstance(rules, str):
            rules = {"profile": rules}
        return await self.open(Create(VERSION, name, rules, seats, stand_in, clock))

    async def join(self, room: str, name: str) -> dict:
        return await self.open(Join(VERSION, room, name))

    async def resume(self, room: str, token: str) -> dict:
        return await self.open(Resume(VERSION, room, token))

    async def watch(self, room: str, name: str) -> dict:
        """Watch the table (the host must allow it): `watching`, or RefusedError."""
        return await self.open(Watch(VERSION, room, name))

    async def say(self, phrase: str | None = None, text: str | None = None) -> None:
        """Say a quick phrase (its id, talk.PHRASES) or a short free text."""
        await self.send(Say(phrase, text))

    async def again(self) -> None:
        """After a match: play another one at this table (the same as `ready`)."""
        await self.ready(True)

    async def set_rules(self, rules: dict) -> None:
        await self.send(SetRules(rules))

    async def allow_watchers(self, allow: bool = True) -> None:
        await self.send(AllowWatchers(allow))

    async def ready(self, ready: bool = True) -> None:
        await self.send(Ready(ready))

    async def start(self) -> None:
        await self.send(Start())

    async def play(self, move: Move | dict, ref: int | None = None) -> None:
        await self.send(Play(move if isinstance(move, dict) else move_json(move), ref))

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
