"""The game service's versioned JSON protocol (diloti-net/3): message schemas both ways,
decoding with hostile input in mind, error codes. The typed value of each message, and
the one way in of each side (read_client, read_server), are in messages.py.

Every message is one WebSocket text frame holding one JSON object with a `type`. Moves
and positions use NOTATION.md's JSON (cards `10D`, moves `{"card", "action", ...}`).
A client opens with `create`, `join` or `resume` (each carries `v`, the protocol version);
afterwards its connection is one seat of one table. A `watch` opening makes it a watcher
of a table instead (never a card of any hand). docs/PROTOCOL.md describes every message
and the conversation.
"""

from __future__ import annotations

import json
import re
from enum import Enum as _Enum

from diloti_qt.ai import LEVELS
from diloti_qt.engine import PROFILES, VARIANTS

from .schema import Arr, Bool, Int, Obj, OneOf, SchemaError, Str, validate
from .schema import Enum as OneValue
from .talk import MAX_LINES, MAX_TEXT, NOT_PLAIN, PHRASES, TEXT_RE
from .watchers import MAX_WATCHERS

VERSION = 4  # 2: talk, watchers, play again and the series, the grace period, the rules;
# 3: an update carries the engine's outcome of its move, a view the round's outcomes; sync;
# 4: the turn clock (`clock`, `here`, `timeout`, the time left on the mover's seat)
PROTOCOL = f"diloti-net/{VERSION}"
MAX_MESSAGE = 4096  # characters of one client message (a move is under 200)
MAX_SERVER_MESSAGE = 1 << 20  # characters of one server message (a view is under 2,000)
MAX_NAME = 24
MAX_ROUNDS_SENT = 200  # finished rounds a view lists (a score sheet; real matches have <20)
MAX_RECORD_ROUNDS = 999  # rounds of a record message (engine.record.MAX_ROUNDS)
MAX_CLOCK = 3600  # seconds of a turn clock (0: none)
# A committed deal (docs/PROTOCOL.md "Committed deals"): the SHA-256 commitment to a
# round's secret seed, sent with the deal, and the seed, revealed once the round is over
# (64 lower-case hex digits each; optional fields within version 4).
HEX64 = Str(64, 64, re.compile(r"[0-9a-f]{64}"))


class ErrorCode(str, _Enum):
    """What went wrong, for the client to put in words (plus the server's English sentence)."""

    NOT_TEXT = "not-text"
    TOO_LARGE = "too-large"
    BAD_JSON = "bad-json"
    BAD_MESSAGE = "bad-message"
    VERSION = "version"
    NOT_FOUND = "not-found"  # unknown, stale or closed room code, or a wrong token
    TABLE_FULL = "table-full"
    ALREADY_SEATED = "already-seated"
    NOT_SEATED = "not-seated"
    NOT_HOST = "not-host"
    NOT_NOW = "not-now"  # the message does not fit the table's phase
    SEAT_TAKEN = "seat-taken"
    NOT_YOUR_TURN = "not-your-turn"
    ILLEGAL = "illegal"  # the engine's reason code and sentence come with it
    RATE_LIMITED = "rate-limited"
    SERVER_FULL = "server-full"
    INTERNAL = "internal"  # a fault of the server's own; the table is untouched
    STORAGE = "storage"  # the table could not be stored: it stopped (docs/storage.md)
    NO_WATCHERS = "no-watchers"  # the host lets nobody watch (or stopped letting them)


class Farewell(str, _Enum):
    """Why a `closed` message ends the table for good (the client stops reconnecting)."""

    HOST_LEFT = "host-left"  # the host's app closed the table it was running
    SERVER_STOPPED = "server-stopped"  # a server that keeps no tables on disk stopped


class SeatKind(str, _Enum):
    FRIEND = "friend"
    COMPUTER = "computer"


class Phase(str, _Enum):
    LOBBY = "lobby"
    PLAYING = "playing"
    OVER = "over"


class ProtocolError(ValueError):
    """A message refused before it reached a table: the code and a sentence for the sender."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.code = code


# Computer levels a table may use (the Oracle sees every card: measurement only).
ROBOT_LEVELS = tuple(level for level in LEVELS if level != "oracle")
MOVE_KINDS = ("lay", "capture", "declare-simple", "declare-family", "extend", "raise")

# -- pieces --------------------------------------------------------------------------------
# controls, every Bidi_Control character (talk.py), separators, invisible characters
_NAME_RE = re.compile(f"[^{NOT_PLAIN}\\u200c\\u200d]+")
PLAYER_NAME = Str(MAX_NAME, 1, _NAME_RE)
# Every spelling NOTATION accepts for a card (case-insensitive, T for 10): a set look-up.
_SPELLINGS = frozenset(
    r + s for rank in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "T", "J", "Q", "K")
    for r in {rank, rank.lower()} for suit in "SHDC" for s in (suit, suit.lower()))
CARD = Str(3, 2, choices=_SPELLINGS)
ROOM = Str(16, 1, re.compile(r"[0-9A-Za-z -]+"))
TOKEN = Str(64, 16, re.compile(r"[A-Za-z0-9_-]+"))
SEAT = Int(0, 3)
LEVEL = OneValue(ROBOT_LEVELS)
REF = Int(0, 2**31 - 1)
CLOCK = Int(0, MAX_CLOCK)  # seconds a seat has for each move (0: no clock)
RULES = Obj(
    {"profile": OneValue(tuple(PROFILES))},
    {"variants": Obj(values=OneOf((Str(32), Int(1, 10_000))), max_keys=len(VARIANTS))},
)
MOVE = Obj(
    {"card": CARD, "action": OneValue(("lay", "capture", "declare"))},
    {"take": Arr(CARD, 40), "with": Arr(CARD, 40), "value": Int(-99, 99)},
)
_T = {"type": Str(16)}

CLIENT_MESSAGES: dict[str, Obj] = {
    "create": Obj({**_T, "v": Int(0, 999), "name": PLAYER_NAME, "rules": RULES,
                   "seats": Arr(OneValue(("friend", *ROBOT_LEVELS)), 4, 2)},
                  {"stand_in": LEVEL, "clock": CLOCK}),
    "join": Obj({**_T, "v": Int(0, 999), "room": ROOM, "name": PLAYER_NAME}),
    "resume": Obj({**_T, "v": Int(0, 999), "room": ROOM, "token": TOKEN}),
    "ready": Obj({**_T, "ready": Bool()}),
    "sit": Obj({**_T, "seat": SEAT}),
    "swap": Obj({**_T, "a": SEAT, "b": SEAT}),
    "seat": Obj({**_T, "seat": SEAT, "who": OneValue(("friend", *ROBOT_LEVELS))}),
    "start": Obj(_T),
    "move": Obj({**_T, "move": MOVE}, {"ref": REF}),
    "sync": Obj(_T),
    "leave": Obj(_T),
    "watch": Obj({**_T, "v": Int(0, 999), "room": ROOM, "name": PLAYER_NAME}),
    "say": Obj(_T, {"phrase": OneValue(PHRASES), "text": Str(MAX_TEXT)}),
    "rules": Obj({**_T, "rules": RULES}),
    "watchers": Obj({**_T, "allow": Bool()}),
    "clock": Obj({**_T, "seconds": CLOCK}),
    "here": Obj(_T),
}
OPENING = ("create", "join", "resume", "watch")

# -- what the server sends (a client validates it too: a server is also a stranger) -------
DECL = Obj({"value": Int(1, 10), "owner": SEAT, "kind": OneValue(("simple", "family")),
            "cards": Arr(CARD, 52, 2)})
CARDS = Arr(CARD, 52)
PAIR = Arr(Int(-10_000, 10_000), 2, 2)
POSITION = Obj(  # NOTATION's position, as the engine writes it for one seat's view
    {"format": Str(32), "rules": RULES, "dealer": SEAT, "to_move": Int(0, 3, nullable=True),
     "round_opening": Bool(), "hands": Arr(CARDS, 4, 2),
     "table": Arr(OneOf((CARD, DECL)), 52), "stock": CARDS,
     "captured": Arr(CARDS, 4, 2), "xeris": Arr(Int(0, 52), 4, 2),
     "last_capturer": Int(0, 3, nullable=True), "scores": PAIR, "round_over": Bool()},
    {"round_points": PAIR, "match_winner": Int(0, 1, nullable=True)},
)
VIEW = Obj(
    {"seat": SEAT, "hand_sizes": Arr(Int(0, 52), 4, 2), "stock_size": Int(0, 52),
     "position": POSITION},
    {"watcher": Bool()},
)
# A level the server names is one of ours (it goes into the history and its export).
SEAT_INFO = Obj({"kind": OneValue(tuple(k.value for k in SeatKind)),
                 "level": OneValue(ROBOT_LEVELS, nullable=True),
                 "name": Str(MAX_NAME, nullable=True),
                 "ready": Bool(), "connected": Bool(), "stand_in": Bool()})
SEATS = Arr(SEAT_INFO, 4, 2)
# The mover's clock: the seat whose time runs and the milliseconds it had left when the
# message was written.
TURN = Obj({"seat": SEAT, "left_ms": Int(0, MAX_CLOCK * 1000)})
POINTS = Int(0, 10_000)
SIDE_POINTS = Obj({"cards": Int(0, 52, nullable=True), "majority": POINTS, "aces": POINTS,
                   "ten_diamonds": POINTS, "two_clubs": POINTS, "xeris": POINTS,
                   "total": POINTS})
BREAKDOWN = Arr(SIDE_POINTS, 2, 2)
ROUND_DONE = Obj({"dealer": SEAT, "points": PAIR, "scores": PAIR, "breakdown": BREAKDOWN})
# What a move did: NOTATION's played outcome, as the engine writes it (public facts only)
OUTCOME = Obj({
    "seat": SEAT, "move": MOVE, "kind": OneValue(MOVE_KINDS), "taken": CARDS,
    "declarations": Arr(DECL, 4), "xeri": Bool(), "owner_after": Int(0, 3, nullable=True),
    "pile": Obj(DECL.required, nullable=True),
    "deal": Obj({"dealer": SEAT, "each": Int(1, 52), "stock": Int(0, 52)}, nullable=True),
    "round_end": Obj({"leftovers": CARDS, "taker": Int(0, 3, nullable=True),
                      "points": BREAKDOWN, "scores": PAIR,
                      "winner": Int(0, 1, nullable=True)}, nullable=True),
})
OPENING_TABLE = Obj({"table": Arr(OneOf((CARD, DECL)), 52), "stock": Int(0, 52)})
SAID_NAME = Str(MAX_NAME, 0, re.compile(_NAME_RE.pattern[:-1] + "*"))
LINE = Obj({"seat": SEAT, "name": SAID_NAME, "seq": Int(0, 2**31)},
           {"phrase": OneValue(PHRASES), "text": Str(MAX_TEXT, 1, TEXT_RE)})
# The finished match's record (NOTATION "match record"), sent once the match is over: the
# schema bounds its shape, the engine then replays every move (engine.record.parse_record).
RECORD_START = Obj({k: v for k, v in POSITION.required.items() if k != "round_over"})
RECORD = Obj({"format": Str(32), "rules": RULES,
              "players": Arr(Obj({"name": PLAYER_NAME,
                                  "level": OneValue(ROBOT_LEVELS, nullable=True)}), 4, 2),
              "deal_number": Int(0, 2**63 - 1, nullable=True),
              "played_at": Str(40, nullable=True),
              "rounds": Arr(Obj({"start": RECORD_START, "moves": Arr(MOVE, 52)},
                                {"commitment": HEX64, "seed": HEX64}),
                            MAX_RECORD_ROUNDS, 1),
              "result": Obj({"scores": PAIR, "winner": Int(0, 1),
                             "rounds": Arr(PAIR, MAX_RECORD_ROUNDS, 1)})})
SERVER_MESSAGES: dict[str, Obj] = {
    "welcome": Obj({**_T, "v": Int(0, 999), "room": Str(16), "seat": SEAT, "host": Bool(),
                    "grace": Int(0, 10**6)},
                   {"token": TOKEN}),
    "watching": Obj({**_T, "v": Int(0, 999), "room": Str(16)}, {"grace": Int(0, 10**6)}),
    "lobby": Obj({**_T, "room": Str(16), "rules": RULES, "host": SEAT,
                  "phase": OneValue(tuple(p.value for p in Phase)), "stand_in": LEVEL,
                  "seats": SEATS, "series": Arr(Int(0, 2**31), 2, 2), "match": Int(0, 2**31),
                  "watch": Bool(), "watchers": Arr(SAID_NAME, MAX_WATCHERS)},
                 {"clock": CLOCK}),
    "view": Obj({**_T, "seq": Int(0, 2**31), "round": Int(1, 10_000), "view": VIEW,
                 "seats": SEATS, "opening": OPENING_TABLE, "outcomes": Arr(OUTCOME, 52),
                 "rounds": Arr(ROUND_DONE, MAX_ROUNDS_SENT)},
                {"match": Int(1, 2**31), "clock": TURN, "commitment": HEX64, "seed": HEX64,
                 "computer_moves": Arr(Int(0, 51), 52)}),
    "update": Obj({**_T, "seq": Int(0, 2**31), "outcome": OUTCOME, "view": VIEW},
                  {"clock": TURN, "ref": REF, "seed": HEX64, "by": OneValue(("computer",))}),
    "deal": Obj({**_T, "seq": Int(0, 2**31), "round": Int(1, 10_000), "view": VIEW},
                {"clock": TURN, "commitment": HEX64}),
    "seats": Obj({**_T, "seats": SEATS}, {"clock": TURN}),
    "timeout": Obj({**_T, "seat": SEAT, "name": SAID_NAME, "row": Int(1, 2**31),
                    "kept": Bool()}),
    "closed": Obj({**_T, "why": OneValue(tuple(f.value for f in Farewell))}),
    "said": Obj({**_T, **LINE.required}, LINE.optional),
    "talk": Obj({**_T, "lines": Arr(LINE, MAX_LINES)}),
    "left": Obj({**_T, "seat": SEAT, "name": SAID_NAME}),
    "record": Obj({**_T, "record": RECORD}),
    "error": Obj({**_T, "code": Str(32), "message": Str(500)},
                 {"ref": REF, "reason": Str(32), "rule": Str(64)}),
}


def _no_constants(name: str) -> object:
    raise ValueError(f"{name} is not JSON")


def _pairs(pairs: list) -> dict:
    doc = dict(pairs)
    if len(doc) != len(pairs):
        raise ValueError("a key appears twice")
    return doc


def loads(raw: str) -> object:
    """Strict JSON: no NaN/Infinity, no repeated keys; nothing but JSON is ever decoded."""
    return json.loads(raw, parse_constant=_no_constants, object_pairs_hook=_pairs)


def dumps(doc: object) -> str:
    return json.dumps(doc, separators=(",", ":"), ensure_ascii=False)


def _decode(raw: object, limit: int, known: dict[str, Obj]) -> dict:
    if not isinstance(raw, str):
        raise ProtocolError(ErrorCode.NOT_TEXT, "Messages must be JSON text frames.")
    if len(raw) > limit:
        raise ProtocolError(ErrorCode.TOO_LARGE, f"A message may hold at most {limit} "
                                                 "characters.")
    try:
        doc = loads(raw)
    except (ValueError, RecursionError) as e:
        raise ProtocolError(ErrorCode.BAD_JSON, f"Not valid JSON: {str(e)[:120]}") from None
    if not isinstance(doc, dict):
        raise ProtocolError(ErrorCode.BAD_MESSAGE, "A message must be a JSON object.")
    kind = doc.get("type")
    spec = known.get(kind) if isinstance(kind, str) else None
    if spec is None:
        raise ProtocolError(ErrorCode.BAD_MESSAGE, "type: not a known message type")
    try:
        validate(spec, doc)
    except SchemaError as e:
        raise ProtocolError(ErrorCode.BAD_MESSAGE, str(e)[:300]) from None
    except RecursionError:
        raise ProtocolError(ErrorCode.BAD_MESSAGE, "A message is nested too deeply.") from None
    return doc


def decode_client(raw: object, limit: int = MAX_MESSAGE) -> dict:
    """A validated client message, or ProtocolError with the code to send back."""
    return _decode(raw, limit, CLIENT_MESSAGES)


def decode_server(raw: object, limit: int = MAX_SERVER_MESSAGE) -> dict:
    """A validated server message (the client side of the same care): a computer seat
    also names its level (the history records it)."""
    doc = _decode(raw, limit, SERVER_MESSAGES)
    for i, info in enumerate(doc.get("seats", ())):
        if info["kind"] == SeatKind.COMPUTER.value and info["level"] is None:
            raise ProtocolError(ErrorCode.BAD_MESSAGE, f"seats[{i}].level: a computer seat "
                                                       "needs its level")
    lines = doc["lines"] if doc["type"] == "talk" else [doc] if doc["type"] == "said" else []
    for line in lines:
        if ("phrase" in line) == ("text" in line):
            raise ProtocolError(ErrorCode.BAD_MESSAGE, "a line is a phrase or a text")
    return doc


def error(code: ErrorCode, message: str, ref: int | None = None, **extra: str) -> str:
    # Whatever the message quotes of a stranger's text, it must be sendable.
    message = message[:500].encode("utf-8", "replace").decode("utf-8")
    doc: dict = {"type": "error", "code": code.value, "message": message}
    if ref is not None:
        doc["ref"] = ref
    doc.update(extra)
    return dumps(doc)
