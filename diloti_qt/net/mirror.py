"""What one seat knows of its table, kept from the server's messages (diloti-net/2): who it
is (room, seat, host), the lobby and the seats, its view, what each move of the round did
(the engine's outcomes) and the table the round was dealt, the finished rounds, why the
table closed. Plain Python and one thread: the headless client keeps one on its event
loop, the desktop app one on its GUI thread (the network thread only hands messages over).

Each message has passed the protocol's schema (protocol.decode_server) before it comes
here; what the engine must read (a view, an outcome, an opening table) is read here. An
update that does not read, or that does not follow the last one (its `seq`), is not taken:
`absorb` answers SYNC, the seat asks the server for its whole view (`sync`), and updates
are let pass until that view comes. Nothing here works out what a move did: the outcome
says it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from diloti_qt.engine import (
    MoveOutcome,
    NotationError,
    PlayerView,
    RoundRecord,
    Rules,
    parse_played,
)
from diloti_qt.engine.notation import parse_rules
from diloti_qt.engine.record import MatchRecord

from .protocol import Phase, SeatKind
from .wire import Opening, ViewError, read_opening, read_record, read_round, read_view


class HeardKind(Enum):
    """What a message changed."""

    NOTHING = "nothing"  # nothing this seat keeps (or an update let pass while syncing)
    WELCOME = "welcome"  # seated: room, seat, host
    WATCHING = "watching"  # watching the table: no seat
    LOBBY = "lobby"
    SEATS = "seats"  # names, connection marks, ready
    VIEW = "view"  # the whole view: the match starts, the seat comes back, a sync
    DEAL = "deal"  # the next round is dealt
    MOVE = "move"  # a move was played (its outcome)
    CLOSED = "closed"  # the table is gone for good
    TALK = "talk"  # a line said at the table, or the table's last lines
    LEFT = "left"  # a friend left between matches
    RECORD = "record"  # the finished match's record
    ERROR = "error"
    SYNC = "sync"  # an update that could not be taken: ask for the whole view


@dataclass(frozen=True)
class Heard:
    """What `TableMirror.absorb` made of a message: its kind, and for a move its outcome
    and the view before it; for SYNC, why (for the log)."""

    kind: HeardKind
    outcome: MoveOutcome | None = None
    before: PlayerView | None = None
    why: str = ""


@dataclass(frozen=True)
class SeatInfo:
    """Who sits at a seat, as the server says: a friend (by name) or a computer (its
    level), ready, connected, or a computer playing for the absent friend (stand_in)."""

    kind: SeatKind
    level: str | None = None
    name: str | None = None
    ready: bool = False
    connected: bool = False
    stand_in: bool = False

    @classmethod
    def from_json(cls, doc: dict) -> SeatInfo:
        return cls(SeatKind(doc["kind"]), doc["level"], doc["name"], doc["ready"],
                   doc["connected"], doc["stand_in"])

    @property
    def computer(self) -> bool:
        return self.kind is SeatKind.COMPUTER

    @property
    def friend(self) -> bool:
        return self.kind is SeatKind.FRIEND


@dataclass(frozen=True)
class Lobby:
    """The table before (and around) its match: the room, the rules, the host's seat, the
    phase, the computer level that plays for an absent friend, the seats."""

    room: str
    rules: Rules
    host: int
    phase: Phase
    stand_in: str
    seats: tuple[SeatInfo, ...]
    series: tuple[int, ...] = (0, 0)  # matches won by each side at this table
    match: int = 0  # the number of the match at the table (0 before the first)
    watch: bool = False  # the host lets anyone with the room code watch
    watchers: tuple[str, ...] = ()

    @classmethod
    def from_json(cls, doc: dict) -> Lobby:
        try:
            rules = parse_rules(doc["rules"])
        except NotationError as e:
            raise ViewError(f"rules: {e}") from None
        return cls(doc["room"], rules, doc["host"], Phase(doc["phase"]), doc["stand_in"],
                   seats_of(doc["seats"]), tuple(doc["series"]), doc["match"], doc["watch"],
                   tuple(doc["watchers"]))


def seats_of(docs: list[dict]) -> tuple[SeatInfo, ...]:
    return tuple(SeatInfo.from_json(d) for d in docs)


class TableMirror:
    """The one copy of what this seat knows of its table (see the module's docstring)."""

    def __init__(self) -> None:
        self.room: str | None = None
        self.seat: int | None = None
        self.host = False
        self.token: str | None = None
        self.grace: int | None = None  # seconds the server keeps a dropped seat
        self.watching = False  # a watcher of the table, no seat
        self.lobby: Lobby | None = None
        self.seats: tuple[SeatInfo, ...] = ()
        self.seq = 0
        self.round = 0
        self.view: PlayerView | None = None
        self.outcomes: list[MoveOutcome] = []  # what each move of this round did
        self.opening: Opening | None = None  # the table this round was dealt
        self.rounds: list[RoundRecord] = []  # the match's finished rounds, first first
        self.winner: int | None = None  # the side that won the match
        self.match = 0  # the number of the match at the table (the series)
        self.talk: list[dict] = []  # the lines said at the table (as the server sent them)
        self.left: list[dict] = []  # friends who left between matches (seat, name)
        self.record: MatchRecord | None = None  # the finished match's, once sent
        self.farewell: str | None = None  # why the table closed for good
        self.errors: list[dict] = []
        self.syncing = False  # a sync was asked for: updates wait for the whole view

    # -- reading ---------------------------------------------------------------------------
    @property
    def rules(self) -> Rules | None:
        if self.view is not None:
            return self.view.rules
        return self.lobby.rules if self.lobby is not None else None

    @property
    def my_turn(self) -> bool:
        v = self.view
        return (v is not None and not self.watching and not v.round_over
                and v.to_move == v.seat)

    @property
    def between_rounds(self) -> bool:
        """A round is over and the match is not: the next deal waits for the friends."""
        v = self.view
        return v is not None and v.round_over and self.winner is None

    # -- hearing ---------------------------------------------------------------------------
    def absorb(self, msg: dict) -> Heard:
        """Take in one schema-checked server message. Raises ViewError for a whole view
        (or a deal) that is not a possible position: a server that sends one is broken,
        and asking again would bring the same."""
        kind = msg["type"]
        if kind == "welcome":
            self.room, self.seat, self.host = msg["room"], msg["seat"], msg["host"]
            self.token = msg.get("token", self.token)
            self.grace = msg["grace"]
            return Heard(HeardKind.WELCOME)
        if kind == "watching":
            self.room, self.watching = msg["room"], True
            return Heard(HeardKind.WATCHING)
        if kind == "lobby":
            self.lobby = Lobby.from_json(msg)
            self.seats = self.lobby.seats
            self.match = self.lobby.match
            return Heard(HeardKind.LOBBY)
        if kind in ("said", "talk"):
            said = [{k: v for k, v in msg.items() if k != "type"}] if kind == "said" else []
            self.talk = self.talk + said if kind == "said" else list(msg["lines"])
            return Heard(HeardKind.TALK)
        if kind == "left":
            self.left.append({"seat": msg["seat"], "name": msg["name"]})
            return Heard(HeardKind.LEFT)
        if kind == "record":
            self.record = read_record(msg["record"], self.view)
            return Heard(HeardKind.RECORD)
        if kind == "seats":
            self.seats = seats_of(msg["seats"])
            return Heard(HeardKind.SEATS)
        if kind == "view":
            self._whole(msg)
            return Heard(HeardKind.VIEW)
        if kind == "deal":
            self._dealt(msg)
            return Heard(HeardKind.DEAL)
        if kind == "update":
            return self._update(msg)
        if kind == "closed":
            self.farewell = msg["why"]
            return Heard(HeardKind.CLOSED)
        if kind == "error":
            self.errors.append(msg)
            return Heard(HeardKind.ERROR)
        return Heard(HeardKind.NOTHING)

    def _whole(self, msg: dict) -> None:
        doc = msg["view"]
        view = read_view(doc)
        try:
            outcomes = [parse_played(o, view.rules) for o in msg["outcomes"]]
        except NotationError as e:
            raise ViewError(f"outcomes: {e}") from None
        view = replace(view, history=tuple((o.seat, o.move) for o in outcomes))
        self.opening = read_opening(msg["opening"], view.rules)
        self.rounds = [read_round(r) for r in msg["rounds"]]
        self.view, self.outcomes = view, outcomes
        self.seq, self.round = msg["seq"], msg["round"]
        self.match = msg.get("match", self.match)
        self.seats = seats_of(msg["seats"])
        self.winner = doc["position"].get("match_winner") if view.round_over else None
        self.syncing = False

    def _dealt(self, msg: dict) -> None:
        view = read_view(msg["view"])
        self.view, self.outcomes = view, []
        self.opening = Opening(view.loose, view.decls, view.stock_size)
        self.seq, self.round = msg["seq"], msg["round"]

    def _update(self, msg: dict) -> Heard:
        before = self.view
        if self.syncing:
            return Heard(HeardKind.NOTHING)
        if before is None or msg["seq"] != self.seq + 1:
            return self._lost(f"update {msg['seq']} after {self.seq}")
        try:
            outcome = parse_played(msg["outcome"], before.rules)
            after = read_view(msg["view"], before.history + ((outcome.seat, outcome.move),))
        except (NotationError, ViewError) as e:
            return self._lost(f"update {msg['seq']}: {e}")
        if (after.seat, outcome.seat) != (before.seat, before.to_move) or (
                after.round_over != (outcome.end is not None)):
            return self._lost(f"update {msg['seq']} is not the next move of this table")
        self.seq, self.view = msg["seq"], after
        self.outcomes.append(outcome)
        end = outcome.end
        if end is not None:
            self.rounds.append(RoundRecord(after.dealer, list(end.totals), end.points,
                                           list(end.scores)))
            self.winner = end.winner
        return Heard(HeardKind.MOVE, outcome, before)

    def _lost(self, why: str) -> Heard:
        self.syncing = True
        return Heard(HeardKind.SYNC, why=why)


__all__ = ["Heard", "HeardKind", "Lobby", "SeatInfo", "TableMirror", "seats_of"]
