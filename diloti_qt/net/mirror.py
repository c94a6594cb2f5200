"""What one seat knows of its table, kept from the server's messages (diloti-net/3): who
it is (its messages.Credentials: room, seat, host, token), the lobby and the seats, its
view, what each move of the round did (the engine's outcomes) and the table the round was
dealt, the finished rounds, why the table closed. Plain Python and one thread: the
headless client keeps one on its event loop; the desktop app one on its GUI thread, and
its network thread's client a light one (`read_views` False) for who the seat is.

Each message has passed the protocol's schema and been made its typed value
(messages.read_server) before it comes here; `absorb` looks its handler up in HANDLERS by
its kind: the client side's one dispatch. What the engine must read (a view, an outcome,
an opening table) is read here. An update that does not read, or that does not follow the
last one (its `seq`), is not taken: `absorb` answers SYNC, the seat asks the server for
its whole view (`sync`), and updates are let pass until that view comes. Nothing here
works out what a move did: the outcome says it.

Committed deals (docs/PROTOCOL.md "Committed deals"): the commitment a deal (or a view)
carries is kept with what this seat saw dealt (the dealer, the opening table, its own
hand); the seed the round's last update reveals is checked against both with the engine
(`deal_checks`: a DealCheck per round of the match, for the score sheet).
"""

from __future__ import annotations

import time
from collections.abc import Callable
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
from diloti_qt.engine.deals import deal_commitment, deal_from_seed, seed_of_hex
from diloti_qt.engine.notation import parse_rules
from diloti_qt.engine.record import MatchRecord

from . import messages as m
from .messages import Credentials, SeatHolder, ServerKind, server_message
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
    SAID = "said"  # a line said at the table
    TALK = "talk"  # the table's last lines (on coming back, to a new watcher)
    LEFT = "left"  # a friend left between matches
    RECORD = "record"  # the finished match's record
    ERROR = "error"
    TIMEOUT = "timeout"  # the clock ran out: a computer made a friend's move
    SYNC = "sync"  # an update that could not be taken: ask for the whole view


@dataclass(frozen=True)
class Heard:
    """What `TableMirror.absorb` made of a message: its kind, and for a move its outcome
    and the view before it; for SYNC, why (for the log); the message itself."""

    kind: HeardKind
    outcome: MoveOutcome | None = None
    before: PlayerView | None = None
    why: str = ""
    msg: m.ServerMessage | None = None


class DealProblem(str, Enum):
    """Why a round's deal could not be checked (the app puts each in words)."""

    NO_COMMITMENT = "no-commitment"  # the seed came, but no commitment before the deal
    NOT_REVEALED = "not-revealed"  # the round ended without its seed
    MISMATCH = "mismatch"  # the seed does not hash to the commitment
    OTHER_CARDS = "other-cards"  # the seed deals other cards than this seat saw dealt
    RECOMMITTED = "recommitted"  # another commitment came for the same deal


@dataclass(frozen=True)
class Dealt:
    """What this seat saw of a deal: the dealer, the opening table (loose cards), and its
    own hand when it saw the deal itself (None for a watcher, or a seat that came back
    after the round's first move)."""

    dealer: int
    loose: tuple[int, ...]
    hand: tuple[int, ...] | None


@dataclass(frozen=True)
class DealCheck:
    """A round's committed deal as this seat checked it: the commitment heard with the
    deal, the seed revealed at its end, and `problem` (None: checked, once the seed came)."""

    round: int
    commitment: str | None
    seed: str | None = None
    problem: DealProblem | None = None

    @property
    def checked(self) -> bool:
        """The deal was fixed before the first card: the seed matched and dealt it."""
        return self.seed is not None and self.problem is None


def check_deal(rules: Rules, seat: int | None, commitment: str | None, seed_hex: str,
               dealt: Dealt | None) -> DealProblem | None:
    """Whether the revealed seed proves what this seat saw dealt was fixed by the
    commitment heard before the first card (None: it does)."""
    if commitment is None or dealt is None:
        return DealProblem.NO_COMMITMENT
    seed = seed_of_hex(seed_hex)  # the schema let only 64 hex digits in
    if deal_commitment(seed) != commitment:
        return DealProblem.MISMATCH
    state = deal_from_seed(rules, dealt.dealer, seed)
    if tuple(sorted(state.loose)) != tuple(sorted(dealt.loose)) or (
            dealt.hand is not None and seat is not None
            and tuple(sorted(state.hands[seat])) != tuple(sorted(dealt.hand))):
        return DealProblem.OTHER_CARDS
    return None


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
class TurnClock:
    """The mover's clock as last heard: its seat, the milliseconds it had left, and when
    that was heard (`time.monotonic()` of this side)."""

    seat: int
    left_ms: int
    heard_at: float

    def left(self, now: float) -> float:
        """Seconds left at `now` (0 once run out)."""
        return max(0.0, self.left_ms / 1000 - (now - self.heard_at))


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
    clock: int = 0  # seconds a friend has for each move (0: no clock)

    @classmethod
    def of(cls, msg: m.Lobby) -> Lobby:
        try:
            rules = parse_rules(msg.rules)
        except NotationError as e:
            raise ViewError(f"rules: {e}") from None
        return cls(msg.room, rules, msg.host, Phase(msg.phase), msg.stand_in,
                   seats_of(msg.seats), tuple(msg.series), msg.match, msg.watch,
                   tuple(msg.watchers), msg.clock or 0)


def seats_of(docs: list[dict]) -> tuple[SeatInfo, ...]:
    return tuple(SeatInfo.from_json(d) for d in docs)


class TableMirror(SeatHolder):
    """The one copy of what this seat knows of its table (see the module's docstring).
    `read_views` False (the benchmark's load, the desktop app's network thread): nothing
    the engine must read is read (the lobby's rules, a record, views): views, updates and
    deals are kept as sent (`seq`, `round`, `view_doc`), the lobby as sent (`lobby_sent`),
    and who the seat is (`credentials`)."""

    def __init__(self, read_views: bool = True) -> None:
        self.read_views = read_views
        self.credentials = Credentials()  # who this seat is and how it comes back
        self.lobby: Lobby | None = None
        self.lobby_sent: dict | None = None  # the last lobby message, as sent
        self.seats: tuple[SeatInfo, ...] = ()
        self.seq = 0
        self.round = 0
        self.view: PlayerView | None = None
        self.view_doc: dict | None = None  # the last view, as sent
        self.outcomes: list[MoveOutcome] = []  # what each move of this round did
        # beside each outcome: a computer made it in a friend's name (the stand-in, the
        # clock: `update.by`, `view.computer_moves`)
        self.by_computer: list[bool] = []
        self.opening: Opening | None = None  # the table this round was dealt
        self.rounds: list[RoundRecord] = []  # the match's finished rounds, first first
        self.winner: int | None = None  # the side that won the match
        self.match = 0  # the number of the match at the table (the series)
        self.talk: list[dict] = []  # the lines said at the table (as the server sent them)
        self.left: list[dict] = []  # friends who left between matches (seat, name)
        self.record: MatchRecord | None = None  # the finished match's, once sent
        self.farewell: str | None = None  # why the table closed for good
        self.errors: list[dict] = []  # the refusals heard, as sent
        self.syncing = False  # a sync was asked for: updates wait for the whole view
        self.clock: TurnClock | None = None  # the mover's clock, while one runs
        self.timeouts: list[dict] = []  # the clock's moves told (the `timeout` messages)
        # Committed deals of the match being played: round -> its check, and what this
        # seat saw dealt in that round (module docstring)
        self.deal_checks: dict[int, DealCheck] = {}
        self.dealt: dict[int, Dealt] = {}
        self.checks_match = 0  # the match they are of

    # -- reading ---------------------------------------------------------------------------
    @property
    def rules(self) -> Rules | None:
        if self.view is not None:
            return self.view.rules
        return self.lobby.rules if self.lobby is not None else None

    def friend_name(self, seat: int) -> str | None:
        """The friend at `seat`, or the last one who left it free between matches (the
        series they played is still theirs to the others): None if nobody ever sat."""
        if seat < len(self.seats) and self.seats[seat].name:
            return self.seats[seat].name
        return next((d["name"] for d in reversed(self.left)
                     if d["seat"] == seat and d["name"]), None)

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
    def absorb(self, msg: m.ServerMessage | dict) -> Heard:
        """Take in one server message, made its typed value at the edge (a dict that
        has passed the schema is made one here). Raises ViewError for a whole view (or a
        deal) that is not a possible position: a server that sends one is broken, and
        asking again would bring the same."""
        if isinstance(msg, dict):
            msg = server_message(msg)
        return HANDLERS[msg.kind](self, msg)

    def _welcome(self, msg: m.Welcome) -> Heard:
        self.credentials = self.credentials.welcomed(msg)
        return Heard(HeardKind.WELCOME, msg=msg)

    def _watching(self, msg: m.Watching) -> Heard:
        self.credentials = self.credentials.watched(msg)
        return Heard(HeardKind.WATCHING, msg=msg)

    def _lobby(self, msg: m.Lobby) -> Heard:
        self.lobby_sent, self.match = msg.as_sent(), msg.match
        if self.read_views:
            self.lobby = Lobby.of(msg)
            self.seats = self.lobby.seats
        return Heard(HeardKind.LOBBY, msg=msg)

    def _said(self, msg: m.Said) -> Heard:
        self.talk = self.talk + [msg.line()]
        return Heard(HeardKind.SAID, msg=msg)

    def _talk(self, msg: m.Talk) -> Heard:
        self.talk = list(msg.lines)
        return Heard(HeardKind.TALK, msg=msg)

    def _left(self, msg: m.Left) -> Heard:
        self.left.append({"seat": msg.seat, "name": msg.name})
        return Heard(HeardKind.LEFT, msg=msg)

    def _record(self, msg: m.Record) -> Heard:
        if self.read_views:
            self.record = read_record(msg.record, self.view)
        return Heard(HeardKind.RECORD, msg=msg)

    def _seats(self, msg: m.Seats) -> Heard:
        self.seats = seats_of(msg.seats)
        self._clock(msg.clock)
        return Heard(HeardKind.SEATS, msg=msg)

    def _clock(self, doc: dict | None) -> None:
        """The mover's clock a message carries (none: no clock runs now)."""
        self.clock = (TurnClock(doc["seat"], doc["left_ms"], time.monotonic())
                      if doc is not None else None)

    def _timeout(self, msg: m.Timeout) -> Heard:
        self.timeouts.append(msg.as_sent())
        return Heard(HeardKind.TIMEOUT, msg=msg)

    def _closed(self, msg: m.Closed) -> Heard:
        self.farewell = msg.why
        return Heard(HeardKind.CLOSED, msg=msg)

    def _error(self, msg: m.Error) -> Heard:
        self.errors.append(msg.as_sent())
        return Heard(HeardKind.ERROR, msg=msg)

    def _as_sent(self, msg: m.View | m.Update | m.Deal) -> None:
        """Without reading views: the position's number, the round, the view as sent."""
        self.seq, self.view_doc = msg.seq, msg.view
        self._clock(msg.clock)
        self.round = getattr(msg, "round", self.round)

    def _whole(self, msg: m.View) -> Heard:
        if not self.read_views:
            self._as_sent(msg)
            return Heard(HeardKind.VIEW, msg=msg)
        doc = msg.view
        view = read_view(doc)
        try:
            outcomes = [parse_played(o, view.rules) for o in msg.outcomes]
        except NotationError as e:
            raise ViewError(f"outcomes: {e}") from None
        view = replace(view, history=tuple((o.seat, o.move) for o in outcomes))
        self.opening = read_opening(msg.opening, view.rules)
        if msg.match is not None and msg.match != self.checks_match:  # another match's
            self.deal_checks, self.dealt, self.checks_match = {}, {}, msg.match
        self.rounds = [read_round(r) for r in msg.rounds]
        self.view, self.outcomes, self.view_doc = view, outcomes, doc
        marked = set(msg.computer_moves or ())
        self.by_computer = [i in marked for i in range(len(outcomes))]
        self.seq, self.round = msg.seq, msg.round
        self.match = msg.match if msg.match is not None else self.match
        self.seats = seats_of(msg.seats)
        self.winner = doc["position"].get("match_winner") if view.round_over else None
        self.syncing = False
        self._clock(msg.clock)
        if msg.commitment is not None:  # the seat's own hand only if it saw the deal
            hand = view.hand if not outcomes and not view.round_over and not self.watching \
                else None
            self._committed(msg.round, msg.commitment,
                            Dealt(view.dealer, self.opening.loose, hand))
        if view.round_over and (msg.seed is not None or msg.round in self.deal_checks):
            self._revealed(msg.round, msg.seed)
        return Heard(HeardKind.VIEW, msg=msg)

    def _committed(self, round_number: int, commitment: str, dealt: Dealt) -> None:
        """A commitment heard for the round's deal (the first one counts: a second,
        different one for the same deal is a server changing its mind)."""
        known = self.deal_checks.get(round_number)
        if known is not None:
            if known.commitment != commitment and known.problem is None:
                self.deal_checks[round_number] = replace(known,
                                                         problem=DealProblem.RECOMMITTED)
            if dealt.hand is not None and self.dealt[round_number].hand is None:
                self.dealt[round_number] = dealt
            return
        self.deal_checks[round_number] = DealCheck(round_number, commitment)
        self.dealt[round_number] = dealt

    def _revealed(self, round_number: int, seed: str | None) -> None:
        """The round is over: its seed (None: none came) checked against the commitment
        and what this seat saw dealt."""
        known = self.deal_checks.get(round_number)
        if known is not None and known.seed is not None:
            return  # checked already (a view of the same finished round again)
        if seed is None:
            if known is not None and known.problem is None:
                self.deal_checks[round_number] = replace(known,
                                                         problem=DealProblem.NOT_REVEALED)
            return
        commitment = known.commitment if known is not None else None
        problem = known.problem if known is not None else None
        if problem is None:
            problem = check_deal(self.view.rules, None if self.watching else self.seat,
                                 commitment, seed, self.dealt.get(round_number))
        self.deal_checks[round_number] = DealCheck(round_number, commitment, seed, problem)

    def _dealt(self, msg: m.Deal) -> Heard:
        if not self.read_views:
            self._as_sent(msg)
            return Heard(HeardKind.DEAL, msg=msg)
        view = read_view(msg.view)
        self.view, self.outcomes, self.view_doc = view, [], msg.view
        self.by_computer = []
        self.opening = Opening(view.loose, view.decls, view.stock_size)
        self.seq, self.round = msg.seq, msg.round
        self._clock(msg.clock)
        if msg.commitment is not None:
            self._committed(msg.round, msg.commitment, Dealt(
                view.dealer, view.loose, None if self.watching else view.hand))
        return Heard(HeardKind.DEAL, msg=msg)

    def _update(self, msg: m.Update) -> Heard:
        if not self.read_views:
            self._as_sent(msg)
            return Heard(HeardKind.MOVE, msg=msg)
        before = self.view
        if self.syncing:
            return Heard(HeardKind.NOTHING, msg=msg)
        if before is None or msg.seq != self.seq + 1:
            return self._lost(msg, f"update {msg.seq} after {self.seq}")
        try:
            outcome = parse_played(msg.outcome, before.rules)
            after = read_view(msg.view, before.history + ((outcome.seat, outcome.move),))
        except (NotationError, ViewError) as e:
            return self._lost(msg, f"update {msg.seq}: {e}")
        if (after.seat, outcome.seat) != (before.seat, before.to_move) or (
                after.round_over != (outcome.end is not None)):
            return self._lost(msg, f"update {msg.seq} is not the next move of this table")
        self.seq, self.view, self.view_doc = msg.seq, after, msg.view
        self._clock(msg.clock)
        self.outcomes.append(outcome)
        self.by_computer.append(msg.by is not None)
        end = outcome.end
        if end is not None:
            self.rounds.append(RoundRecord(after.dealer, list(end.totals), end.points,
                                           list(end.scores)))
            self.winner = end.winner
            if msg.seed is not None or self.round in self.deal_checks:
                self._revealed(self.round, msg.seed)
        return Heard(HeardKind.MOVE, outcome, before, msg=msg)

    def _lost(self, msg: m.Update, why: str) -> Heard:
        self.syncing = True
        return Heard(HeardKind.SYNC, why=why, msg=msg)


# What the seat does with each kind of server message: the client side's one dispatch (a
# test checks that every kind has a handler).
HANDLERS: dict[ServerKind, Callable[[TableMirror, m.ServerMessage], Heard]] = {
    ServerKind.WELCOME: TableMirror._welcome,
    ServerKind.WATCHING: TableMirror._watching,
    ServerKind.LOBBY: TableMirror._lobby,
    ServerKind.VIEW: TableMirror._whole,
    ServerKind.UPDATE: TableMirror._update,
    ServerKind.DEAL: TableMirror._dealt,
    ServerKind.SEATS: TableMirror._seats,
    ServerKind.CLOSED: TableMirror._closed,
    ServerKind.SAID: TableMirror._said,
    ServerKind.TALK: TableMirror._talk,
    ServerKind.LEFT: TableMirror._left,
    ServerKind.RECORD: TableMirror._record,
    ServerKind.ERROR: TableMirror._error,
    ServerKind.TIMEOUT: TableMirror._timeout,
}


__all__ = ["HANDLERS", "DealCheck", "DealProblem", "Dealt", "Heard", "HeardKind", "Lobby",
           "SeatInfo", "TableMirror", "TurnClock", "check_deal", "seats_of"]
