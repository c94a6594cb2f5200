"""One table of the game service: seats and the lobby, server-authoritative play, the log
of moves that persistence replays. No I/O: messages leave through `send(seat, text)`.

Only the engine decides legality (check, then apply). A seat's messages carry that seat's
hand and the public table, never another hand or the stock (tests/net checks every one).

Between two rounds the table waits until every friend at it has seen the round's score
sheet and said they are ready (`ready` again, as in the lobby); computers, and computers
playing for an absent friend, are always ready. After a match the same `ready` says "play
again": when every seat agrees the next match of the series starts (series.py).

A friend's seat stays theirs: a computer that plays it (the host's choice, or after the
grace period) keeps the friend's name and token, and the friend takes it back by resuming.
The table also holds its talk (talk.py) and its watchers (watchers.py), who are sent what
every seat sees and no hand.

Committed deals (issue #41, docs/PROTOCOL.md "Committed deals"): each round is dealt from
a secret seed of its own, HMAC-SHA256 of the table's secret `deal_key` (32 random bytes,
made when its first match begins and stored in its config, never sent) and the match's
and round's numbers. The `deal` (and a `view`) carries the SHA-256 commitment to the
seed; the seed itself leaves only in the update that ends the round (and in a view of a
round that is over, and the match's record). A table restored deals the same seeds.

The turn clock (`clock` seconds, 0: none): the friend to move has that long; the server
times it (`turn_clock`) and, when it runs out, has a computer of the stand-in level choose
the move that `clock_move` plays in the seat's name. Three in a row and the computer keeps
the seat until its friend says `here`. The rows are stored; the mover's time is not (a
table loaded again gives the mover a whole clock).
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Protocol

from diloti_qt.engine import (
    Match,
    Move,
    NotationError,
    PlayerView,
    Rules,
    as_request,
    check,
    iter_legal_moves,
    move_json,
    parse_move,
    played_json,
)
from diloti_qt.engine.deals import deal_commitment, deal_from_seed, is_hex
from diloti_qt.engine.notation import parse_rules
from diloti_qt.engine.record import Player, RecordError, match_document

from .codes import new_token, token_hash, token_matches
from .protocol import (
    MAX_CLOCK,
    MAX_ROUNDS_SENT,
    MAX_SERVER_MESSAGE,
    PROTOCOL,
    ROBOT_LEVELS,
    VERSION,
    ErrorCode,
    Phase,
    SeatKind,
    dumps,
    error,
)
from .series import Series
from .talk import Talk, TalkError
from .watchers import Watchers
from .wire import opening_json, round_doc, seat_view_json, shared_json, watcher_view_json

log = logging.getLogger(__name__)
MAX_RECORD_BYTES = MAX_SERVER_MESSAGE // 2


class TableError(Exception):
    """A refused request: the code, the sentence, and for illegal moves the engine's
    reason code and rule ids."""

    def __init__(self, code: ErrorCode, message: str, **extra: str) -> None:
        super().__init__(message)
        self.code = code
        self.extra = extra


def version_refusal(spoken: int) -> TableError:
    """A client of another protocol version is told which one this table speaks (in
    `reason`, a field every version's client reads) and, in words, which side must update
    the game: never a silent failure."""
    if spoken < VERSION:
        text = (f"This table needs a newer diloti-qt (it speaks {PROTOCOL}): update the "
                "game to join it.")
    else:
        text = (f"This table runs an older diloti-qt (it speaks {PROTOCOL}): the host "
                "needs to update the game.")
    return TableError(ErrorCode.VERSION, text, reason=PROTOCOL)


class StoreError(Exception):
    """A change could not be stored (a full disk, a failing file)."""


STOPPED = ("The server could not store this table (its disk is full or failing), so the "
           "match is paused. It goes on from the last move stored once the server's storage "
           "is mended and the server started again.")


class TableStore(Protocol):
    """Where a table's changes go (SQLite on the dedicated server and at home, PostgreSQL
    shared by several servers; nothing in memory-only tests). Each method raises StoreError
    when the write fails; `stopped_text` is what a table stopped by a failed write tells its
    players (net/store.py)."""

    stopped_text: str

    def changed(self, table: Table) -> None: ...

    def moved(self, table: Table, seq: int, seat: int, move: dict) -> None: ...

    def said(self, table: Table, number: int, line: dict) -> None:
        """Line `number` said at the table: a row of its own (the configuration is not
        written again); only the table's last MAX_LINES lines need be kept."""


class NoStore:
    stopped_text = STOPPED

    def changed(self, table: Table) -> None:
        pass

    def moved(self, table: Table, seq: int, seat: int, move: dict) -> None:
        pass

    def said(self, table: Table, number: int, line: dict) -> None:
        pass


@dataclass
class Seat:
    """One seat of a server table: a friend (with their token and presence) or a computer."""
    kind: SeatKind
    level: str | None = None  # a computer seat's level; a friend's: who plays for them
    name: str | None = None  # the friend sitting here
    token_hash: str | None = None
    ready: bool = False
    connected: bool = False
    stand_in: bool = False  # a computer plays for the absent friend (the host's choice,
    # or the grace period is over, or the clock ran out three times) until they come back
    clock_row: int = 0  # moves the clock made for this friend in a row

    @property
    def taken(self) -> bool:
        return self.token_hash is not None

    @property
    def always_ready(self) -> bool:
        """A computer (or one playing for the absent friend) needs no score sheet."""
        return self.kind is SeatKind.COMPUTER or self.stand_in

    def info(self) -> dict:
        return {"kind": self.kind.value, "level": self.level, "name": self.name,
                "ready": self.ready, "connected": self.connected, "stand_in": self.stand_in}

    def config(self) -> dict:
        return {"kind": self.kind.value, "level": self.level, "name": self.name,
                "token_hash": self.token_hash, "ready": self.ready, "stand_in": self.stand_in,
                "clock_row": self.clock_row}

    def free(self) -> None:
        self.name = self.token_hash = self.level = None
        self.ready = self.connected = self.stand_in = False
        self.clock_row = 0

    def back(self) -> None:
        """The friend plays the seat again (came back, or the host handed it back); the
        clock's row goes on until the friend acts (`here`, a move of their own)."""
        self.stand_in = False
        self.level = None


BY_COMPUTER = "computer"  # `update.by`, and the stored move's "by": a computer made it
CLOCK_ROW_KEPT = 3  # clock moves in a row after which a computer keeps the seat

Send = Callable[[int, str], None]
# One text to several seats and, when True, to every watcher: the server writes it once for
# all of them (Table.tell).
Tell = Callable[[list[int], bool, str], None]


def clean_name(name: str) -> str:
    name = " ".join(name.split())
    if not name:
        raise TableError(ErrorCode.BAD_MESSAGE, "name: must not be blank")
    return name


class Table:
    def __init__(self, room: str, rules: Rules, seats: list[Seat], host: int, stand_in: str,
                 seed: int, send: Send | None = None, store: TableStore | None = None) -> None:
        self.room = room
        self.rules = rules
        self.seats = seats
        self.host = host
        self.stand_in = stand_in
        self.seed = seed
        self.phase = Phase.LOBBY
        self.match: Match | None = None
        self.seq = 0  # moves played in the match
        self.moves: list[tuple[int, dict]] = []
        self.outcomes: list[str] = []  # the round's played outcomes, as JSON (view_text)
        # which of them a computer made in a friend's name (the stand-in, the clock)
        self.by_computer: list[bool] = []
        self.send: Send = send or (lambda seat, text: None)
        self.tell: Tell = self._tell_each  # the server's, once it serves the table
        self.store: TableStore = store or NoStore()
        self.stopped = False  # a write failed: nothing more is accepted (STOPPED)
        self.series = Series()
        self.talk = Talk()
        self.watchers = Watchers()
        self._record: str | None = None  # the record message, once the match is over
        # The turn clock: seconds a friend has for each move (0: none); the turn it runs
        # for ((seq, round, seat): a new one for each move) and when it runs out
        # (`now()`'s time). Not stored: after a restart the mover's clock starts again.
        self.clock = 0
        self.now: Callable[[], float] = time.monotonic
        self._turn: tuple[int, int, int] | None = None
        self._deadline = 0.0
        # The secret every round's seed is made from (None: a table stored before
        # committed deals, until its next match begins: it deals from the match's seed).
        self.deal_key: bytes | None = None

    # -- making ----------------------------------------------------------------------------
    @classmethod
    def create(cls, room: str, name: str, rules_doc: dict, seats: list[str],
               stand_in: str = "medium", clock: int = 0) -> tuple[Table, int, str]:
        """A new table in its lobby, the creator (the host) at seat 0; returns the token."""
        try:
            rules = parse_rules(rules_doc)
        except NotationError as e:
            raise TableError(ErrorCode.BAD_MESSAGE, str(e)) from None
        if len(seats) != rules.players:
            raise TableError(ErrorCode.BAD_MESSAGE,
                             f"seats: {rules.profile} is played by {rules.players}")
        if seats[0] != SeatKind.FRIEND.value:
            raise TableError(ErrorCode.BAD_MESSAGE, "seats[0]: the host sits at seat 0")
        made = [Seat(SeatKind.FRIEND) if s == SeatKind.FRIEND.value
                else Seat(SeatKind.COMPUTER, level=s) for s in seats]
        table = cls(room, rules, made, 0, stand_in, secrets.randbits(63))
        table.clock = clock
        token = table._take(0, name)
        return table, 0, token

    def _take(self, seat: int, name: str) -> str:
        token = new_token()
        s = self.seats[seat]
        s.name, s.token_hash = clean_name(name), token_hash(token)
        s.connected, s.ready = True, False
        return token

    # -- reading ---------------------------------------------------------------------------
    def seat_of(self, token: str) -> int | None:
        for i, s in enumerate(self.seats):
            if token_matches(token, s.token_hash):
                return i
        return None

    def anyone_connected(self) -> bool:
        return any(s.connected for s in self.seats)

    def seats_info(self) -> list[dict]:
        infos = [s.info() for s in self.seats]
        for info, s in zip(infos, self.seats, strict=True):
            if s.stand_in and s.level is None:  # the table's own stand-in plays
                info["level"] = self.stand_in
        return infos

    def lobby_text(self) -> str:
        return dumps({"type": "lobby", "room": self.room, "rules": self.rules.to_json(),
                      "host": self.host, "phase": self.phase.value, "stand_in": self.stand_in,
                      "seats": self.seats_info(), "series": list(self.series.wins),
                      "match": self.series.number, "watch": self.watchers.allowed,
                      "watchers": self.watchers.info(), "clock": self.clock})

    # -- the turn clock --------------------------------------------------------------------
    def turn_clock(self) -> tuple[tuple[int, int, int], int, float] | None:
        """(turn, seat, deadline) while a friend's clock runs: a clock is set, a match is
        played, a friend (no computer playing for them) is to move. A new turn (the next
        move, or the friend playing the seat again) gets the whole clock."""
        if (not self.clock or self.stopped or self.phase is not Phase.PLAYING
                or self.match.state.round_over):
            return None
        seat = self.match.state.to_move
        s = self.seats[seat]
        if s.kind is not SeatKind.FRIEND or s.stand_in:
            return None
        turn = (self.seq, self.match.round_number, seat)
        if turn != self._turn:
            self._turn, self._deadline = turn, self.now() + self.clock
        return turn, seat, self._deadline

    def clock_json(self) -> str:
        """`,"clock":{...}` (the mover's seat and the time left) while a clock runs, else
        "": the tail of a message that carries it."""
        running = self.turn_clock()
        if running is None:
            return ""
        _, seat, deadline = running
        left = max(0, min(self.clock * 1000, round((deadline - self.now()) * 1000)))
        return f',"clock":{{"seat":{seat},"left_ms":{left}}}'

    def _restart_clock(self) -> None:
        """The mover's turn starts again (they play their seat again)."""
        self._turn = None

    def clock_move(self, turn: tuple[int, int, int], move: Move | None) -> bool:
        """The clock of `turn` ran out: the computer's move (the engine's first legal one
        if it has none) is played in the seat's name, everyone is told (`timeout` before
        the update) and, at the third in a row, a computer keeps the seat until its friend
        says `here`. Refused when stale (the friend moved meanwhile)."""
        running = self.turn_clock()
        if running is None or running[0] != turn:
            return False
        seat = running[1]
        state = self.match.state
        verdict = check(state, as_request(move)) if move is not None else None
        chosen = verdict.move if verdict is not None and verdict.legal else None
        if chosen is None:
            chosen = next(iter_legal_moves(state))
        s = self.seats[seat]
        s.clock_row += 1
        kept = s.clock_row >= CLOCK_ROW_KEPT
        if kept:
            s.stand_in = True
        self._stored()  # the row (and the seat kept), before the move and its words
        self._broadcast(dumps({"type": "timeout", "seat": seat, "name": s.name or "",
                               "row": s.clock_row, "kept": kept}))
        self._apply(seat, chosen, None, by_computer=True)
        if kept:
            self.seats_changed()
        return True

    def here(self, seat: int) -> None:
        """The friend at `seat` acts: a computer keeping the seat (the clock's, or the
        host's choice) gives it back, and the clock's row starts again."""
        self._need_working()
        s = self.seats[seat]
        if s.stand_in:
            s.back()
            s.clock_row = 0
            self._restart_clock()
            self._stored()
            self.seats_changed()
        elif s.clock_row:
            s.clock_row = 0
            self._stored()

    def set_clock(self, by: int, seconds: int) -> None:
        """The host's turn clock for the next match: in the lobby or between matches."""
        self._need_working()
        self._need_host(by)
        if self.phase is Phase.PLAYING:
            raise TableError(ErrorCode.NOT_NOW, "The clock changes only between matches.")
        self.clock = seconds
        self.lobby_changed()

    # -- committed deals -------------------------------------------------------------------
    def round_seed(self, round_number: int) -> bytes | None:
        """The secret seed of round `round_number` of the match being played: HMAC-SHA256
        of the table's deal key and "diloti-round-seed/1:MATCH:ROUND" (so a revealed seed
        tells nothing of another round's); None for a table without a key."""
        if self.deal_key is None:
            return None
        text = f"diloti-round-seed/1:{self.series.number}:{round_number}".encode("ascii")
        return hmac.new(self.deal_key, text, hashlib.sha256).digest()

    def _seeded(self) -> None:
        """Deal the match's current round (just dealt by the match) again from the round's
        own secret seed: the same dealer and scores, the cards the seed makes. The match
        keeps its rounds' seeds (`deal_seeds`: round -> seed) for its messages and record."""
        number = self.match.round_number
        seed = self.round_seed(number)
        if seed is None:
            return
        state = self.match.state
        self.match.state = deal_from_seed(self.match.rules, state.dealer, seed,
                                          list(state.scores))
        self.match.round_start = self.match.state.clone()
        self.match.deal_seeds[number] = seed

    def _seed_of(self, round_number: int) -> bytes | None:
        """The seed round `round_number` of the match was dealt from (None: not seeded)."""
        return self.match.deal_seeds.get(round_number)

    def commitment_json(self) -> str:
        """`,"commitment":"…"` for the current round's deal ("" without committed deals)."""
        seed = self._seed_of(self.match.round_number)
        return "" if seed is None else f',"commitment":"{deal_commitment(seed)}"'

    def seed_json(self) -> str:
        """`,"seed":"…"` once the current round is over: the reveal ("" before, and
        without committed deals). Never while a card of the round is hidden."""
        if not self.match.state.round_over:
            return ""
        seed = self._seed_of(self.match.round_number)
        return "" if seed is None else f',"seed":"{seed.hex()}"'

    def deals(self) -> list[tuple[str, str] | None]:
        """Each finished round's (commitment, seed) of the match, for its record."""
        out: list[tuple[str, str] | None] = []
        for k in range(1, len(self.match.rounds) + 1):
            seed = self._seed_of(k)
            out.append(None if seed is None else (deal_commitment(seed), seed.hex()))
        return out

    def view_text(self, seat: int | None) -> str:
        """The full view of `seat` (None: a watcher's), with what each move of the round
        did, the table the round began with and the match's finished rounds (on starting,
        resuming, watching, and when the seat asks for it again: `sync`)."""
        state = self.match.state
        if seat is None:
            view = watcher_view_json(state, shared_json(state))
        else:
            view = seat_view_json(state, seat, shared_json(state))
        rounds = [round_doc(r) for r in self.match.rounds[-MAX_ROUNDS_SENT:]]
        return (f'{{"type":"view","seq":{self.seq},"round":{self.match.round_number},'
                f'"match":{self.series.number},'
                f'"view":{view},"seats":{dumps(self.seats_info())},'
                f'"opening":{dumps(opening_json(self.match.round_start))},'
                f'"outcomes":[{",".join(self.outcomes)}],"rounds":{dumps(rounds)}'
                f'{self.computer_moves_json()}{self.clock_json()}{self.commitment_json()}{self.seed_json()}}}')

    def computer_moves_json(self) -> str:
        """`,"computer_moves":[i, ...]` (the indices into `outcomes` of the moves a computer
        made in a friend's name) when there are any, else ""."""
        marked = [i for i, by in enumerate(self.by_computer) if by]
        return f',"computer_moves":{dumps(marked)}' if marked else ""

    def talk_text(self) -> str:
        """The table's last lines (to a seat that comes back, to a new watcher)."""
        return dumps({"type": "talk", "lines": self.talk.config()})

    def record_text(self) -> str | None:
        """The finished match's record (NOTATION "match record") as a `record` message; None
        while the match is not over: it holds every deal, so nothing of it leaves while a
        single card is still hidden. Also None when it is larger than half of what a server
        message may be (MAX_RECORD_BYTES: a match of about 150 rounds; one to 61 has about
        eight): the rest of the connection's buffer stays free. Built once: O(moves)."""
        if self.phase is not Phase.OVER or self.match is None or not self.match.over:
            return None
        if self._record is None:
            players = [Player(s.level, s.level) if s.kind is SeatKind.COMPUTER
                       else Player(s.name or f"Seat {i + 1}", None)
                       for i, s in enumerate(self.seats)]
            played_at = datetime.now(timezone.utc).isoformat(timespec="seconds")
            try:
                doc = match_document(self.match, players, played_at, deals=self.deals())
            except RecordError as e:  # a match restored without its moves: no record
                log.warning("table %s keeps no record: %s", self.room, e)
                self._record = ""
                return None
            text = dumps({"type": "record", "record": doc})
            self._record = text if len(text.encode("utf-8")) <= MAX_RECORD_BYTES else ""
        return self._record or None

    def between_rounds(self) -> bool:
        """A round is over and the next one waits for the friends to be ready."""
        return self.phase is Phase.PLAYING and self.match.state.round_over

    def waiting_for(self) -> list[int]:
        """Between rounds: the friends' seats that have not said they are ready."""
        if not self.between_rounds():
            return []
        return [i for i, s in enumerate(self.seats) if not (s.ready or s.always_ready)]

    def not_agreed(self) -> list[int]:
        """After a match: the seats that have not said "play again" (a free seat has not;
        computers, and computers playing for an absent friend, always agree)."""
        if self.phase is not Phase.OVER:
            return []
        return [i for i, s in enumerate(self.seats)
                if not (s.always_ready or (s.taken and s.ready))]

    def robot_turn(self) -> tuple[int, str, PlayerView, int] | None:
        """(seat, level, view, seq) when a computer is to move, else None."""
        if self.stopped or self.phase is not Phase.PLAYING or self.match.state.round_over:
            return None
        state = self.match.state
        seat = state.to_move
        s = self.seats[seat]
        level = (s.level if s.kind is SeatKind.COMPUTER
                 else (s.level or self.stand_in) if s.stand_in else None)
        if level is None:
            return None
        return seat, level, PlayerView.of(state, seat), self.seq

    # -- the lobby -------------------------------------------------------------------------
    def _tell_each(self, seats: list[int], watchers: bool, text: str) -> None:
        """Tell without a server: each seat through `send` (a table on its own)."""
        for i in seats:
            self.send(i, text)

    def _broadcast(self, text: str) -> None:
        """To every seat here and every watcher (what all of them may see), in one go."""
        self.tell([i for i, s in enumerate(self.seats) if s.connected], bool(self.watchers),
                  text)

    def _keep(self, write: Callable[[], None]) -> None:
        """Store a change before anyone hears of it. When storage fails the table stops:
        every seat is told why, and every later request is refused (docs/storage.md)."""
        self._need_working()
        try:
            write()
        except StoreError:
            self.stopped = True
            self._broadcast(error(ErrorCode.STORAGE, self.store.stopped_text))
            raise TableError(ErrorCode.STORAGE, self.store.stopped_text) from None

    def _need_working(self) -> None:
        if self.stopped:
            raise TableError(ErrorCode.STORAGE, self.store.stopped_text)

    def _stored(self) -> None:
        self._keep(lambda: self.store.changed(self))

    def lobby_changed(self) -> None:
        self._stored()
        self._broadcast(self.lobby_text())

    def watchers_changed(self) -> None:
        """Someone began or stopped watching: the lobby lists them (nothing to store)."""
        self._broadcast(self.lobby_text())

    def seats_changed(self) -> None:
        text = dumps({"type": "seats", "seats": self.seats_info()})
        self._broadcast(text[:-1] + self.clock_json() + "}")

    def join(self, name: str) -> tuple[int, str]:
        """A friend takes a free seat: in the lobby, or between two matches (a seat left)."""
        self._need_working()
        if self.phase is Phase.PLAYING:
            raise TableError(ErrorCode.NOT_NOW, "This table's match has already started.")
        for i, s in enumerate(self.seats):
            if s.kind is SeatKind.FRIEND and not s.taken:
                token = self._take(i, name)
                return i, token
        raise TableError(ErrorCode.TABLE_FULL, "Every seat at this table is taken.")

    def connect(self, seat: int) -> None:
        s = self.seats[seat]
        s.connected = True
        if s.stand_in:
            self._restart_clock()
        s.back()

    def disconnect(self, seat: int) -> None:
        s = self.seats[seat]
        s.connected = False
        if self.phase is not Phase.PLAYING:
            s.ready = False  # said "ready" (or "play again"), then went: not any more
        self.announce()

    def announce(self) -> None:
        """Tell everyone who sits where and who is there (the lobby, or the connection
        marks during the match)."""
        if self.phase is Phase.PLAYING:
            self.seats_changed()
        else:
            self.lobby_changed()

    def grace_over(self, seat: int) -> bool:
        """The friend at `seat` did not come back in time: a computer plays for them (and,
        after a match, agrees to the next one for them)."""
        s = self.seats[seat]
        if (s.connected or s.kind is not SeatKind.FRIEND or not s.taken
                or self.phase is Phase.LOBBY or s.stand_in):
            return False
        s.stand_in = True
        self._stored()
        self.announce()
        self.deal_when_ready()
        self.again_when_ready()
        return True

    def _need_lobby(self) -> None:
        if self.phase is not Phase.LOBBY:
            raise TableError(ErrorCode.NOT_NOW, "Seats change only in the lobby.")

    def _need_host(self, by: int) -> None:
        if by != self.host:
            raise TableError(ErrorCode.NOT_HOST, "Only the host may do this.")

    def set_ready(self, seat: int, ready: bool) -> None:
        """Ready to start (the lobby), for the next round (between rounds), or to play
        again (after the match)."""
        self._need_working()
        if self.between_rounds():
            self.seats[seat].ready = ready
            self._stored()
            self.seats_changed()
            self.deal_when_ready()
            return
        if self.phase is Phase.OVER:
            self.seats[seat].ready = ready
            self.lobby_changed()
            self.again_when_ready()
            return
        self._need_lobby()
        self.seats[seat].ready = ready
        self.lobby_changed()

    def sit(self, seat: int, target: int) -> None:
        """Move to an empty friend's seat."""
        self._need_working()
        self._need_lobby()
        self._seat_number(target)
        t = self.seats[target]
        if target == seat:
            return
        if t.kind is not SeatKind.FRIEND or t.taken:
            raise TableError(ErrorCode.SEAT_TAKEN, "That seat is not free.")
        self.seats[seat], self.seats[target] = t, self.seats[seat]
        if self.host == seat:
            self.host = target
        self.lobby_changed()

    def swap(self, by: int, a: int, b: int) -> None:
        self._need_working()
        self._need_lobby()
        self._need_host(by)
        self._seat_number(a)
        self._seat_number(b)
        self.seats[a], self.seats[b] = self.seats[b], self.seats[a]
        if self.host in (a, b):
            self.host = b if self.host == a else a
        self.lobby_changed()

    def set_seat(self, by: int, seat: int, who: str) -> None:
        """The host puts a computer of level `who` at `seat`, or makes it a friend's.

        An empty friend's seat becomes a computer's (and a computer's seat a free friend's)
        in the lobby and between matches. At a seat a friend has taken, a computer only
        plays for them while they are away, under their name: they take the seat back by
        resuming, and `"friend"` hands it back to them at once (the table waits for them
        again)."""
        self._need_working()
        self._need_host(by)
        self._seat_number(seat)
        s = self.seats[seat]
        if who != SeatKind.FRIEND.value and who not in ROBOT_LEVELS:
            raise TableError(ErrorCode.BAD_MESSAGE, "who: not a computer level")
        if s.kind is SeatKind.FRIEND and s.taken:
            if seat == self.host or (s.connected and self.phase is Phase.LOBBY):
                raise TableError(ErrorCode.SEAT_TAKEN, "A friend who is here sits there.")
            if who == SeatKind.FRIEND.value:
                if s.stand_in:
                    self._restart_clock()
                s.back()
            elif self.phase is Phase.LOBBY:  # no match yet: the seat is the computer's
                self.seats[seat] = Seat(SeatKind.COMPUTER, level=who)
            else:
                s.stand_in, s.level = True, who
        elif self.phase is Phase.PLAYING:
            raise TableError(ErrorCode.NOT_NOW, "During a match only a friend's seat "
                                                "changes hands.")
        elif who == SeatKind.FRIEND.value:
            if s.kind is SeatKind.COMPUTER:
                self.seats[seat] = Seat(SeatKind.FRIEND)
        else:
            self.seats[seat] = Seat(SeatKind.COMPUTER, level=who)
        self._stored()
        self.announce()
        self.deal_when_ready()
        self.again_when_ready()

    def _seat_number(self, seat: int) -> None:
        if not 0 <= seat < len(self.seats):
            raise TableError(ErrorCode.BAD_MESSAGE, f"seat: this table has {len(self.seats)}")

    def start(self, by: int) -> None:
        self._need_working()
        self._need_lobby()
        self._need_host(by)
        for i, s in enumerate(self.seats):
            if s.kind is SeatKind.FRIEND and not s.taken:
                raise TableError(ErrorCode.NOT_NOW, f"Seat {i + 1} is empty: wait for a "
                                 "friend or put a computer there.")
            if s.kind is SeatKind.FRIEND and i != self.host and not (s.connected and s.ready):
                raise TableError(ErrorCode.NOT_NOW, f"{s.name} is not ready.")
        self._begin(self.series.begin(self.rules, self.seed, None, self.seq))

    def _begin(self, match: Match) -> None:
        """Play `match` from now on (the first of the series, or the next one)."""
        self.phase = Phase.PLAYING
        self.match = match
        self.moves = []
        self.outcomes, self.by_computer = [], []
        self._record = None  # the record of the match before (if any) is not this one's
        if self.deal_key is None:  # stored with the table before anyone sees a card
            self.deal_key = secrets.token_bytes(32)
        self._seeded()
        for s in self.seats:
            s.ready = False  # from now on: ready for the next round
        self._stored()
        self._broadcast(self.lobby_text())
        for i, s in enumerate(self.seats):
            if s.connected:
                self.send(i, self.view_text(i))
        if self.watchers:
            self.tell([], True, self.view_text(None))

    def again_when_ready(self) -> None:
        """After a match: start the next one once every seat agrees (same seats, the
        table's rules as they are now, the next dealer in turn)."""
        if self.phase is Phase.OVER and not self.stopped and not self.not_agreed():
            self._begin(self.series.next(self.rules, self.match, self.seq))

    def set_rules(self, by: int, rules_doc: dict) -> None:
        """The host changes the rules (a target, house rules) for the next match: in the
        lobby or after a match; the seats stay, so the number of players must too. Who
        had agreed to play agrees again, to these rules."""
        self._need_working()
        self._need_host(by)
        if self.phase is Phase.PLAYING:
            raise TableError(ErrorCode.NOT_NOW, "The rules change only between matches.")
        try:
            rules = parse_rules(rules_doc)
        except NotationError as e:
            raise TableError(ErrorCode.BAD_MESSAGE, str(e)) from None
        if rules.players != len(self.seats):
            raise TableError(ErrorCode.BAD_MESSAGE,
                             f"rules: this table has {len(self.seats)} seats")
        self.rules = rules
        for s in self.seats:
            s.ready = False
        self.lobby_changed()

    def allow_watchers(self, by: int, allow: bool) -> None:
        """The host's consent to being watched (withdrawing it sends the watchers away:
        the server closes their connections)."""
        self._need_working()
        self._need_host(by)
        self.watchers.allowed = allow
        self.lobby_changed()

    def say(self, seat: int, phrase: str | None, text: str | None) -> None:
        """A line said at the table: stored among the last lines, then heard by everyone
        (refused whole when it is not a line or the seat talks too fast)."""
        self._need_working()
        s = self.seats[seat]
        try:
            line = self.talk.say(seat, s.name or "", phrase, text, self.seq)
        except TalkError as e:
            raise TableError(ErrorCode(e.code), str(e)) from None
        self._keep(lambda: self.store.said(self, self.talk.count, line))
        self._broadcast(dumps({"type": "said", **line}))

    def leave(self, seat: int) -> None:
        """A friend leaves: in the lobby and after a match the seat is free again (the
        others are told); during the match a computer plays it from now on (the player
        may still come back)."""
        s = self.seats[seat]
        if self.phase is not Phase.PLAYING:
            name = s.name
            s.free()
            self._stored()
            if self.phase is Phase.OVER:  # the others are told, then shown the free seat
                self._broadcast(dumps({"type": "left", "seat": seat, "name": name or ""}))
            self._broadcast(self.lobby_text())
        else:
            s.connected = False
            if not self.grace_over(seat):
                self.seats_changed()

    # -- playing ---------------------------------------------------------------------------
    def play(self, seat: int, doc: dict, ref: int | None = None) -> None:
        """A friend's move (NOTATION JSON): checked by the engine, applied, announced."""
        self._need_working()
        if self.phase is not Phase.PLAYING:
            raise TableError(ErrorCode.NOT_NOW, "No match is being played at this table.")
        state = self.match.state
        if state.to_move != seat:
            raise TableError(ErrorCode.NOT_YOUR_TURN, "It is not your turn.")
        try:
            request = parse_move(doc)
        except NotationError as e:
            raise TableError(ErrorCode.BAD_MESSAGE, str(e)) from None
        verdict = check(state, request)
        if not verdict.legal:
            raise TableError(ErrorCode.ILLEGAL, verdict.message, reason=verdict.reason,
                             rule=verdict.rule)
        if self.seats[seat].clock_row:  # the friend plays again: the clock's row is over
            self.seats[seat].clock_row = 0
            self._stored()
        self._apply(seat, verdict.move, ref)

    def played_already(self, seat: int, doc: dict) -> bool:
        """Whether `seat` played this very move in this round already: a move sent again
        after a resume whose first sending the table stored (its answer never reached the
        seat). A card is played at most once a round, so this is exact; it needs nothing
        stored but the moves (docs/PROTOCOL.md "A move in flight")."""
        if self.match is None or not self.outcomes:
            return False
        try:
            request = parse_move(doc)
        except NotationError:
            return False
        return any(s == seat and parse_move(played) == request
                   for s, played in self.moves[-len(self.outcomes):])

    def robot_move(self, seat: int, seq: int, move: Move | None) -> bool:
        """A computer's move for the turn `robot_turn` gave at `seq`; refused when stale
        (the table moved on, or the friend came back). An illegal or missing move is
        replaced by the engine's first legal one, so a broken player never stops a game."""
        turn = self.robot_turn()
        if turn is None or turn[0] != seat or self.seq != seq:
            return False
        state = self.match.state
        verdict = check(state, as_request(move)) if move is not None else None
        chosen = verdict.move if verdict is not None and verdict.legal else None
        if chosen is None:
            chosen = next(iter_legal_moves(state))  # streamed: bounded on any table
        self._apply(seat, chosen, None,
                    by_computer=self.seats[seat].kind is not SeatKind.COMPUTER)
        return True

    def _apply(self, seat: int, move: Move, ref: int | None, by_computer: bool = False
               ) -> None:
        """Store the move, then play it and tell every seat: a move nobody could store is
        not played (the table stops, see _keep). `by_computer`: a computer made it in a
        friend's name (the stand-in, the clock): the stored move says so (`"by":
        "computer"`, taken off again on restoring) and so do the update and the view."""
        doc = move_json(move)
        kept = {**doc, "by": BY_COMPUTER} if by_computer else doc
        self._keep(lambda: self.store.moved(self, self.seq + 1, seat, kept))
        state = self.match.state
        outcome = dumps(played_json(state.apply(move)))  # what it did, told once
        self.seq += 1
        self.moves.append((seat, doc))
        self.outcomes.append(outcome)
        self.by_computer.append(by_computer)
        watched = bool(self.watchers)
        if state.round_over:
            self.match.finish_round()
        by = f',"by":"{BY_COMPUTER}"' if by_computer else ""
        head = f'{{"type":"update","seq":{self.seq}{by},"outcome":{outcome},"view":'
        shared = shared_json(state)
        clock = self.clock_json()
        seed = self.seed_json()  # the round is over: its seed is revealed
        for i, s in enumerate(self.seats):
            if s.connected:
                tail = (f',"ref":{ref}' if ref is not None and i == seat else "") + seed + "}"
                self.send(i, head + seat_view_json(state, i, shared) + clock + tail)
        if watched:  # one text for all of them, written once
            self.tell([], True, head + watcher_view_json(state, shared) + clock + seed + "}")
        if state.round_over:
            if state.match_winner is None:
                for s in self.seats:
                    s.ready = False
                self.seats_changed()
                self.deal_when_ready()
            else:
                self._over(state.match_winner)

    def _over(self, winner: int) -> None:
        """The match is won: the series counts it, and every seat may now play again."""
        self.phase = Phase.OVER
        self.series.won(winner)
        for s in self.seats:
            s.ready = False
        try:
            self._stored()  # the phase and the series: the moves already say the rest
        except TableError:
            return
        record = self.record_text()  # after the last update: every card was played
        if record is not None:
            self._broadcast(record)
        self._broadcast(self.lobby_text())

    def deal_when_ready(self) -> None:
        """Between rounds: deal the next round once nobody is waited for."""
        if self.between_rounds() and not self.waiting_for():
            self._next_round()

    def _next_round(self) -> None:
        self.match.next_round()
        self._seeded()
        self.outcomes, self.by_computer = [], []
        for s in self.seats:
            s.ready = False
        self._stored()  # the deal is stored before anyone sees it (config's "round")
        self._deal()
        self.seats_changed()

    def _deal(self) -> None:
        state = self.match.state
        shared = shared_json(state)
        head = f'{{"type":"deal","seq":{self.seq},"round":{self.match.round_number},"view":'
        tail = self.clock_json() + self.commitment_json() + "}"
        for i, s in enumerate(self.seats):
            if s.connected:
                self.send(i, head + seat_view_json(state, i, shared) + tail)
        if self.watchers:
            self.tell([], True, head + watcher_view_json(state, shared) + tail)

    # -- persistence -----------------------------------------------------------------------
    def config(self) -> dict:
        return {"room": self.room, "rules": self.rules.to_json(), "host": self.host,
                "stand_in": self.stand_in, "seed": self.seed, "phase": self.phase.value,
                "round": self.match.round_number if self.match is not None else 0,
                "seats": [s.config() for s in self.seats], "series": self.series.config(),
                "watch": self.watchers.allowed,
                "clock": self.clock,
                **({"deal_key": self.deal_key.hex()} if self.deal_key is not None else {})}

    @classmethod
    def restore(cls, config: dict, moves: list[tuple[int, dict]],
                talk: list[tuple[int, dict]] = ()) -> Table:
        """The table as stored: the lobby from its config, the match by replaying every
        move from the seeded deal (each one checked again; the moves of the series'
        earlier matches are only counted), the talk from its (number, line) rows in order
        — and from the config, where stores before talk had rows kept it. Raises
        ValueError when the stored data is not a table this server could have written."""
        rules = parse_rules(config["rules"])
        seats = []
        for sc in config["seats"]:
            kind = SeatKind(sc["kind"])
            level = sc["level"]
            if level is not None and level not in ROBOT_LEVELS or (
                    kind is SeatKind.COMPUTER and level is None):
                raise ValueError(f"unknown level {level!r}")
            row = sc.get("clock_row", 0)
            seats.append(Seat(kind, level=level, name=sc["name"], token_hash=sc["token_hash"],
                              stand_in=sc.get("stand_in") is True,
                              clock_row=row if type(row) is int and row >= 0 else 0))
        if len(seats) != rules.players or config["stand_in"] not in ROBOT_LEVELS:
            raise ValueError("the seats do not match the rules")
        table = cls(config["room"], rules, seats, int(config["host"]), config["stand_in"],
                    int(config["seed"]))
        old = config.get("talk")  # (stored before talk had rows of its own)
        if old is not None and not isinstance(old, list):
            raise ValueError("talk: not a list of lines")
        table.talk = Talk.restore([*(old or ()), *(line for _, line in talk)],
                                  max((n for n, _ in talk), default=len(old or ())))
        table.watchers.allowed = config.get("watch") is True
        clock = config.get("clock", 0)
        table.clock = clock if type(clock) is int and 0 <= clock <= MAX_CLOCK else 0
        key = config.get("deal_key")
        if key is not None:
            if not is_hex(key, 64):
                raise ValueError("deal_key: not 64 lower-case hex digits")
            table.deal_key = bytes.fromhex(key)
        phase = Phase(config["phase"])
        if phase is Phase.LOBBY:
            if moves:
                raise ValueError("moves stored for a table still in its lobby")
            return table
        if config.get("series") is not None:
            table.series = Series.restore(config["series"], rules.players)
        if table.series.number == 0:  # stored before the series: one match, from the seed
            table.series.begin(rules, table.seed, None, 0)
        wins = list(table.series.wins)
        start = table.series.start
        if len(moves) < start:
            raise ValueError("the series' moves are missing")
        table.seq = start
        table.phase = Phase.PLAYING
        table.match = table.series.match()
        table._seeded()  # round 1 from its own seed, as it was dealt
        table.outcomes, table.by_computer = [], []
        for seat, doc in moves[start:]:
            by = doc.get("by")  # a computer's move in a friend's name (see _apply)
            if by is not None:
                if by != BY_COMPUTER:
                    raise ValueError(f"move {table.seq + 1}: by {by!r}")
                doc = {k: v for k, v in doc.items() if k != "by"}
            if table.between_rounds():  # a move of the next round: it was dealt
                table._next_round()
            state = table.match.state
            if table.phase is not Phase.PLAYING or state.to_move != seat:
                raise ValueError(f"move {table.seq + 1} was not seat {seat}'s to play")
            verdict = check(state, parse_move(doc))
            if not verdict.legal:
                raise ValueError(f"move {table.seq + 1} is illegal: {verdict.message}")
            table._apply(seat, verdict.move, None, by_computer=by is not None)
        table.series.wins = wins  # as stored (the replay counted the last match again)
        if phase is Phase.OVER and table.phase is not Phase.OVER:
            raise ValueError(f"the stored phase is {phase.value}, the moves say "
                             f"{table.phase.value}")
        if table.between_rounds():  # what the players saw after the last move
            if config.get("round") == table.match.round_number + 1:
                table._next_round()  # dealt, nobody has moved yet
                return table
        if table.between_rounds() or phase is Phase.OVER:
            for s, sc in zip(table.seats, config["seats"], strict=True):
                s.ready = sc.get("ready") is True
        return table
