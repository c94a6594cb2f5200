"""Every message of the protocol as a typed value, decoded once at the edge.

Bytes come in at one place per direction: the server reads a client's frame with
`read_client`, a client reads the server's with `read_server`. Each first checks the
frame against the protocol's schema (protocol.decode_client / decode_server: size, strict
JSON, the message's fields; a refusal is the same ProtocolError with the same sentence as
ever), then makes it the frozen dataclass of its kind. From there on nobody reads a
`"type"` string: each side has one table of handlers keyed by the kind (the server's
`server.HANDLERS`, the client's `mirror.HANDLERS`), and a test fails when a kind has no
handler.

A dataclass's fields are the message's JSON fields, in the order the message is written
(`to_json` writes them back so: the wire's bytes are those of every earlier release); an
optional field is None when the message leaves it out. The engine's parts (a view, an
outcome, a record, the rules) stay NOTATION's JSON here: what they mean depends on what
the seat knew before, and the mirror reads them with the engine (net/mirror.py).

`Credentials` is who a connection is at its table and how it comes back: one frozen value,
made from the opening it sent and the server's welcome, and passed around whole.

Adding a message: its dataclass here (and its schema in protocol.py), its handler.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields, replace
from enum import Enum
from typing import ClassVar

from .protocol import (
    CLIENT_MESSAGES,
    SERVER_MESSAGES,
    VERSION,
    decode_client,
    decode_server,
    dumps,
)


class ClientKind(str, Enum):
    """What a client may say (the `type` of a client message)."""

    CREATE = "create"
    JOIN = "join"
    RESUME = "resume"
    WATCH = "watch"
    READY = "ready"
    SIT = "sit"
    SWAP = "swap"
    SEAT = "seat"
    START = "start"
    MOVE = "move"
    SYNC = "sync"
    LEAVE = "leave"
    SAY = "say"
    RULES = "rules"
    WATCHERS = "watchers"
    CLOCK = "clock"
    HERE = "here"

    @property
    def opening(self) -> bool:
        """A connection's first message: it asks for a seat (or to watch)."""
        return self in _OPENINGS


_OPENINGS = frozenset({ClientKind.CREATE, ClientKind.JOIN, ClientKind.RESUME,
                       ClientKind.WATCH})


class ServerKind(str, Enum):
    """What a server says (the `type` of a server message)."""

    WELCOME = "welcome"
    WATCHING = "watching"
    LOBBY = "lobby"
    VIEW = "view"
    UPDATE = "update"
    DEAL = "deal"
    SEATS = "seats"
    CLOSED = "closed"
    SAID = "said"
    TALK = "talk"
    LEFT = "left"
    RECORD = "record"
    ERROR = "error"
    TIMEOUT = "timeout"

    @property
    def answers_opening(self) -> bool:
        """The server's answer to an opening: a seat, watching, or a refusal."""
        return self in _ANSWERS


_ANSWERS = frozenset({ServerKind.WELCOME, ServerKind.WATCHING, ServerKind.ERROR})


@dataclass(frozen=True)
class Message:
    """A message of either side. `doc`: the JSON object it was read from (None for one
    made here, or changed by dataclasses.replace), for the callers that keep or relay a
    message as it was sent."""

    kind: ClassVar[Enum]
    doc: dict | None = field(default=None, init=False, compare=False, repr=False)

    def to_json(self) -> dict:
        """The message's JSON object: `type` first, then its fields in their order; a
        field left out is None here."""
        out: dict = {"type": self.kind.value}
        for f in fields(self):
            if f.name != "doc":
                value = getattr(self, f.name)
                if value is not None:
                    out[f.name] = value
        return out

    def as_sent(self) -> dict:
        """The JSON object as it came (or as it would be sent)."""
        return self.doc if self.doc is not None else self.to_json()


def encode(msg: Message) -> str:
    """The text frame of a message."""
    return dumps(msg.to_json())


# -- what a client says ---------------------------------------------------------------------
@dataclass(frozen=True)
class Create(Message):
    """A new table, this connection its host at seat 0."""

    kind: ClassVar = ClientKind.CREATE
    v: int
    name: str
    rules: dict
    seats: list
    stand_in: str | None = None
    clock: int | None = None  # seconds for each move (None: the server's default)


@dataclass(frozen=True)
class Join(Message):
    """A free seat of a table, by its room code."""

    kind: ClassVar = ClientKind.JOIN
    v: int
    room: str
    name: str


@dataclass(frozen=True)
class Resume(Message):
    """The seat again, by room code and the token the welcome gave."""

    kind: ClassVar = ClientKind.RESUME
    v: int
    room: str
    token: str


@dataclass(frozen=True)
class Watch(Message):
    """Watch a table whose host allows it (no seat)."""

    kind: ClassVar = ClientKind.WATCH
    v: int
    room: str
    name: str


@dataclass(frozen=True)
class Ready(Message):
    """Ready to start, for the next round, or to play again (`false` takes it back)."""

    kind: ClassVar = ClientKind.READY
    ready: bool


@dataclass(frozen=True)
class Sit(Message):
    """Move to a free friend's seat in the lobby."""

    kind: ClassVar = ClientKind.SIT
    seat: int


@dataclass(frozen=True)
class Swap(Message):
    """The host exchanges two seats in the lobby."""

    kind: ClassVar = ClientKind.SWAP
    a: int
    b: int


@dataclass(frozen=True)
class SetSeat(Message):
    """The host makes a seat a friend's or a computer's (`seat`)."""

    kind: ClassVar = ClientKind.SEAT
    seat: int
    who: str


@dataclass(frozen=True)
class Start(Message):
    """The host starts the match."""

    kind: ClassVar = ClientKind.START


@dataclass(frozen=True)
class Play(Message):
    """A move (`move`): NOTATION's move JSON; `ref` comes back on its update or error."""

    kind: ClassVar = ClientKind.MOVE
    move: dict
    ref: int | None = None


@dataclass(frozen=True)
class Sync(Message):
    """The whole view again (an update this client could not take)."""

    kind: ClassVar = ClientKind.SYNC


@dataclass(frozen=True)
class Leave(Message):
    """Leave the table (the host's leave closes it between matches)."""

    kind: ClassVar = ClientKind.LEAVE


@dataclass(frozen=True)
class Say(Message):
    """A quick phrase's id or a short line, to everyone at the table."""

    kind: ClassVar = ClientKind.SAY
    phrase: str | None = None
    text: str | None = None


@dataclass(frozen=True)
class SetRules(Message):
    """The host's rules for the next match (`rules`)."""

    kind: ClassVar = ClientKind.RULES
    rules: dict


@dataclass(frozen=True)
class AllowWatchers(Message):
    """The host lets anyone with the code watch, or not (`watchers`)."""

    kind: ClassVar = ClientKind.WATCHERS
    allow: bool


@dataclass(frozen=True)
class SetClock(Message):
    """The host's turn clock for the next match (`seconds`, 0: none)."""

    kind: ClassVar = ClientKind.CLOCK
    seconds: int


@dataclass(frozen=True)
class Here(Message):
    """The seat's friend plays it again (a computer was keeping it for them)."""

    kind: ClassVar = ClientKind.HERE


OpeningMessage = Create | Join | Resume | Watch
ClientMessage = (Create | Join | Resume | Watch | Ready | Sit | Swap | SetSeat | Start | Play
                 | Sync | Leave | Say | SetRules | AllowWatchers | SetClock | Here)


# -- what a server says ---------------------------------------------------------------------
@dataclass(frozen=True)
class Welcome(Message):
    """Seated: the room, the seat, whether it hosts, the grace period, a new token."""

    kind: ClassVar = ServerKind.WELCOME
    v: int
    room: str
    seat: int
    host: bool
    grace: int
    token: str | None = None


@dataclass(frozen=True)
class Watching(Message):
    """Watching the table: no seat; `grace`, the seconds the server keeps the table for a
    watcher whose connection dropped to watch again (left out by older servers)."""

    kind: ClassVar = ServerKind.WATCHING
    v: int
    room: str
    grace: int | None = None


@dataclass(frozen=True)
class Lobby(Message):
    """The table around its matches: rules, host, phase, seats, series, watchers."""

    kind: ClassVar = ServerKind.LOBBY
    room: str
    rules: dict
    host: int
    phase: str
    stand_in: str
    seats: list
    series: list
    match: int
    watch: bool
    watchers: list
    clock: int | None = None  # seconds for each move (0: no clock; always sent)


@dataclass(frozen=True)
class View(Message):
    """The seat's whole view (a match starts, a seat comes back, a sync)."""

    kind: ClassVar = ServerKind.VIEW
    seq: int
    round: int
    match: int | None = field(default=None, kw_only=True)  # written here, as the server does
    view: dict
    seats: list
    opening: dict
    outcomes: list
    rounds: list
    clock: dict | None = None  # the mover's time left (protocol.TURN)
    commitment: str | None = None  # the round's committed deal (the SHA-256, hex)
    seed: str | None = None  # its seed, once the round is over
    # the indices into `outcomes` of the moves a computer made in a friend's name
    computer_moves: list | None = None


@dataclass(frozen=True)
class Update(Message):
    """A move was played: its outcome beside the seat's new view."""

    kind: ClassVar = ServerKind.UPDATE
    seq: int
    outcome: dict
    view: dict
    clock: dict | None = None
    ref: int | None = None
    seed: str | None = None  # the round's seed, revealed by the move that ends it
    by: str | None = None  # "computer": a computer made the move in the friend's name


@dataclass(frozen=True)
class Deal(Message):
    """The next round is dealt: the seat's new view (and the commitment to its seed)."""

    kind: ClassVar = ServerKind.DEAL
    seq: int
    round: int
    view: dict
    clock: dict | None = None
    commitment: str | None = None


@dataclass(frozen=True)
class Seats(Message):
    """Names, connection and ready marks of the seats (and the mover's clock)."""

    kind: ClassVar = ServerKind.SEATS
    seats: list
    clock: dict | None = None


@dataclass(frozen=True)
class Timeout(Message):
    """The clock ran out: a computer made the move of `seat` (`row` such moves in a row;
    `kept`: the computer now keeps the seat until its friend says `here`)."""

    kind: ClassVar = ServerKind.TIMEOUT
    seat: int
    name: str
    row: int
    kept: bool


@dataclass(frozen=True)
class Closed(Message):
    """The table is gone for good (a protocol.Farewell value)."""

    kind: ClassVar = ServerKind.CLOSED
    why: str


@dataclass(frozen=True)
class Said(Message):
    """A line said at the table: a phrase's id or a text, never both."""

    kind: ClassVar = ServerKind.SAID
    seat: int
    name: str
    seq: int
    phrase: str | None = None
    text: str | None = None

    def line(self) -> dict:
        """The line as the talk keeps it (the message's fields but its type)."""
        out = self.to_json()
        del out["type"]
        return out


@dataclass(frozen=True)
class Talk(Message):
    """The table's last lines (on coming back, to a new watcher)."""

    kind: ClassVar = ServerKind.TALK
    lines: list


@dataclass(frozen=True)
class Left(Message):
    """A friend left the table between matches."""

    kind: ClassVar = ServerKind.LEFT
    seat: int
    name: str


@dataclass(frozen=True)
class Record(Message):
    """The finished match: every deal and every move (NOTATION's match record)."""

    kind: ClassVar = ServerKind.RECORD
    record: dict


@dataclass(frozen=True)
class Error(Message):
    """A request refused: its code, an English sentence, and for a move its `ref`, the
    engine's `reason` and the `rule`; for `version`, the version the server speaks."""

    kind: ClassVar = ServerKind.ERROR
    code: str
    message: str
    ref: int | None = None
    reason: str | None = None
    rule: str | None = None


ServerMessage = (Welcome | Watching | Lobby | View | Update | Deal | Seats | Closed | Said
                 | Talk | Left | Record | Error | Timeout)

CLIENT_TYPES: dict[ClientKind, type[Message]] = {
    t.kind: t for t in (Create, Join, Resume, Watch, Ready, Sit, Swap, SetSeat, Start, Play,
                        Sync, Leave, Say, SetRules, AllowWatchers, SetClock, Here)}
SERVER_TYPES: dict[ServerKind, type[Message]] = {
    t.kind: t for t in (Welcome, Watching, Lobby, View, Update, Deal, Seats, Closed, Said,
                        Talk, Left, Record, Error, Timeout)}
assert set(CLIENT_TYPES) == set(ClientKind) and set(SERVER_TYPES) == set(ServerKind)
assert {k.value for k in ClientKind} == set(CLIENT_MESSAGES)  # a schema for every kind
assert {k.value for k in ServerKind} == set(SERVER_MESSAGES)
_CLIENT_BY_NAME = {k.value: t for k, t in CLIENT_TYPES.items()}
_SERVER_BY_NAME = {k.value: t for k, t in SERVER_TYPES.items()}


def _typed(doc: dict, types: dict[str, type[Message]]) -> Message:
    msg = types[doc["type"]](**{k: v for k, v in doc.items() if k != "type"})
    object.__setattr__(msg, "doc", doc)  # frozen: set once, as it is made
    return msg


def client_message(doc: dict) -> ClientMessage:
    """The typed value of a client message that has passed its schema."""
    return _typed(doc, _CLIENT_BY_NAME)


def server_message(doc: dict) -> ServerMessage:
    """The typed value of a server message that has passed its schema."""
    return _typed(doc, _SERVER_BY_NAME)


def read_client(raw: object, limit: int | None = None) -> ClientMessage:
    """A client's frame as its typed message; ProtocolError (with the code to send back)
    for anything the schema refuses. The server's one way in."""
    doc = decode_client(raw) if limit is None else decode_client(raw, limit)
    return client_message(doc)


def read_server(raw: object) -> ServerMessage:
    """A server's frame as its typed message; ProtocolError for anything the schema
    refuses (a server is a stranger too). A client's one way in."""
    return server_message(decode_server(raw))


def read_unchecked(raw: str) -> ServerMessage:
    """A frame of our own server, read as JSON without the schema (the benchmark's load
    only: never for a server on the network)."""
    return server_message(json.loads(raw))


# -- who a connection is ----------------------------------------------------------------
@dataclass(frozen=True)
class Credentials:
    """Who a connection is at its table and how it comes back to it: the room, the seat
    (None for a watcher), the seat's token (the only way back), whether it hosts, whether
    it only watches, the name it watches under, and the seconds the server keeps a dropped
    seat. Made from the opening sent (`asked`) and the server's answer (`welcomed`,
    `watched`); never changed in place."""

    room: str | None = None
    seat: int | None = None
    token: str | None = None
    host: bool = False
    watching: bool = False
    name: str = ""
    grace: int | None = None

    @classmethod
    def asked(cls, opening: OpeningMessage) -> Credentials:
        """What an opening tells before the answer: the room and token of a resume, the
        name, whether it watches."""
        return cls(room=getattr(opening, "room", None), token=getattr(opening, "token", None),
                   watching=isinstance(opening, Watch), name=getattr(opening, "name", ""))

    def welcomed(self, msg: Welcome) -> Credentials:
        return replace(self, room=msg.room, seat=msg.seat, host=msg.host,
                       token=msg.token if msg.token is not None else self.token,
                       grace=msg.grace)

    def watched(self, msg: Watching) -> Credentials:
        return replace(self, room=msg.room, watching=True,
                       grace=msg.grace if msg.grace is not None else self.grace)

    def coming_back(self) -> Resume | Watch:
        """The opening that takes the seat back (a watcher watches again)."""
        if self.watching:
            return Watch(VERSION, self.room, self.name)
        return Resume(VERSION, self.room, self.token)

    @property
    def kept(self) -> bool:
        """A seat that can be come back to (a room and a token; not a watcher's)."""
        return not self.watching and bool(self.room and self.token)


def _credential(name: str, doc: str = "") -> property:
    return property(lambda holder: getattr(holder.credentials, name), doc=doc or None)


class SeatHolder:
    """What holds a seat's `credentials` reads them as its own: `holder.room` for
    `holder.credentials.room` (the mirror, the client)."""

    credentials: Credentials
    room = _credential("room")
    seat = _credential("seat", "None for a watcher (and before the welcome).")
    token = _credential("token")
    host = _credential("host")
    watching = _credential("watching", "A watcher of the table, no seat.")
    grace = _credential("grace", "Seconds the server keeps a dropped seat (its welcome says), "
                                 "or a watcher's table (its watching says).")
