"""The match record (NOTATION.md "match record"): building, validating and replaying one.

A record is untrusted input (a file from elsewhere): `load_record` bounds its size, checks
its schema and replays every move through the engine's own checker before anything is
believed; a refusal is one RecordError naming the round, the move's number, the seat and
the rule. Pure Python, no Qt.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field

from .cards import ALL_CARDS
from .check import check_move
from .deals import deal_problem
from .echo import one_line, show
from .match import Match, next_dealer
from .notation import (
    NotationError,
    move_json,
    parse_move,
    parse_position,
    parse_rules,
    position_json,
)
from .outcome import MoveOutcome
from .rules import Rules
from .scoring import side_breakdown
from .state import Move, State, deal_round

FORMAT = "diloti-match/2"  # 2 names the player's own seat (`you`); 1 does not
FORMAT_1 = "diloti-match/1"  # still read, and written for a record that names no seat
FORMATS = (FORMAT_1, FORMAT)
MAX_BYTES = 4_000_000  # a round is about 3 kB: room for MAX_ROUNDS of them
MAX_ROUNDS = 999  # matches to 61 or 101 end in a dozen rounds (as deals.MAX_ROUND)
MAX_MOVES = 52  # a round plays every card once
MAX_NAME = 60
MAX_DEPTH = 12  # JSON nesting of a valid record is at most 7
RECORD_KEYS = {"format", "rules", "players", "deal_number", "played_at", "rounds", "result",
               "comments"}
RECORD_KEYS_2 = RECORD_KEYS | {"you"}
PLAYER_KEYS = {"name", "level"}
ROUND_KEYS = {"start", "moves", "commitment", "seed"}  # the last two: a committed deal
RESULT_KEYS = {"scores", "winner", "rounds"}


class RecordError(NotationError):
    """A record that cannot be believed; the message is one line saying where and why."""


@dataclass(frozen=True)
class Player:
    """Who played a seat of a recorded match: a person's name, or a computer and its level."""
    name: str
    level: str | None  # a computer's level; None for a person


@dataclass(frozen=True)
class RecordRound:
    """One round of a match record: the deal and every move played, in order."""
    start: State  # the deal: round_opening, every card in hands, table and stock
    moves: tuple[Move, ...]  # legal moves (engine Moves, with their kind), in order
    # A committed deal (NOTATION "Committed deals"): the SHA-256 commitment sent with the
    # deal and the seed revealed at the round's end (64 hex digits each), checked against
    # the deal when read; None for a round dealt otherwise (a match played alone).
    commitment: str | None = None
    seed: str | None = None


@dataclass(frozen=True)
class Replayed:
    """One round of a record played once from its deal: the position before each move and
    after the last (len(moves) + 1 states) and what each move did. Shared by whatever needs
    the round's positions (the replay viewer, the Expert's comments): read them, never
    change them."""

    positions: tuple[State, ...]
    outcomes: tuple[MoveOutcome, ...]


@dataclass(frozen=True)
class MatchRecord:
    """A finished match, every move checked."""

    rules: Rules
    players: tuple[Player, ...]
    rounds: tuple[RecordRound, ...]
    deal_number: int | None = None
    played_at: str | None = None
    comments: object = None  # the Expert's comments, as stored (see record_comments)
    you: int | None = None  # the seat of the player who kept the record; None: not said
    # derived by replaying, not read from the file
    round_points: tuple[tuple[int, int], ...] = field(default=(), compare=False)
    scores: tuple[int, int] = field(default=(0, 0), compare=False)
    winner: int | None = field(default=None, compare=False)
    round_breakdowns: tuple[tuple[dict, ...], ...] = field(default=(), compare=False)
    # round index -> its Replayed, made once (by the checking replay when it was asked to
    # keep it, else on first use); `replace` hands the same rounds' replays on
    replays: dict[int, Replayed] = field(default_factory=dict, compare=False, repr=False)

    def replayed(self, round_index: int) -> Replayed:
        """Round `round_index` played from its deal, once for every reader (O(moves) applies
        and clones the first time, nothing after)."""
        kept = self.replays.get(round_index)
        if kept is None:
            rnd = self.rounds[round_index]
            kept = _replay_kept(rnd.start.clone(), rnd.moves)
            self.replays[round_index] = kept
        return kept

    def positions(self, round_index: int) -> list[State]:
        """The position before each move of round `round_index` and after the last:
        len(moves) + 1 states, shared (`replayed`): read them, never change them."""
        return list(self.replayed(round_index).positions)

    def breakdowns(self) -> list[list[dict]]:
        """Per round, per side: the score sheet's lines (side_breakdown), as the replay
        that checked the record found them."""
        if len(self.round_breakdowns) == len(self.rounds):
            return [[dict(side) for side in r] for r in self.round_breakdowns]
        out = []
        for i in range(len(self.rounds)):
            end = self.positions(i)[-1]
            out.append(side_breakdown(end.rules, end.captured, end.xeris))
        return out


def _fail(where: str, problem: str) -> RecordError:
    return RecordError(one_line(f"{where}: {problem}"))


def _depth(x: object, limit: int) -> None:
    """Refuse JSON nested deeper than `limit` (iteratively: no recursion to exhaust)."""
    stack = [(x, 1)]
    while stack:
        item, d = stack.pop()
        if d > limit:
            raise _fail("record", f"nested deeper than {limit} levels")
        if isinstance(item, dict):
            stack.extend((v, d + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, d + 1) for v in item)


def _is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _list(x: object, where: str, limit: int) -> list:
    if not isinstance(x, list):
        raise _fail(where, "must be a list")
    if len(x) > limit:
        raise _fail(where, f"more than {limit} entries")
    return x


def _keys(x: object, where: str, allowed: set[str], required: Sequence[str]) -> dict:
    if not isinstance(x, dict):
        raise _fail(where, "must be a JSON object")
    extra = set(x) - allowed
    if extra:
        raise _fail(where, f"unknown key {show(sorted(extra)[0])}")
    for key in required:
        if key not in x:
            raise _fail(where, f"missing {key!r}")
    return x


def parse_text(data: bytes | str) -> object:
    """The JSON of a record file, bounded: at most MAX_BYTES, UTF-8, valid JSON."""
    if len(data) > MAX_BYTES:
        raise _fail("record", f"larger than {MAX_BYTES // 1000} kB")
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise _fail("record", "is not UTF-8 text") from None
    try:
        return json.loads(data)
    except json.JSONDecodeError as e:
        raise _fail("record", f"is not valid JSON: {e.msg} (line {e.lineno} column "
                              f"{e.colno})") from None
    except (ValueError, RecursionError):
        raise _fail("record", "holds a number too long or nesting too deep") from None


def load_record(data: bytes | str, keep_replay: bool = False) -> MatchRecord:
    """A checked MatchRecord from a record file's bytes; raises RecordError. `keep_replay`:
    as parse_record."""
    return parse_record(parse_text(data), keep_replay)


def _player(x: object, where: str) -> Player:
    doc = _keys(x, where, PLAYER_KEYS, ("name",))
    name, level = doc["name"], doc.get("level")
    if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME:
        raise _fail(f"{where}.name", f"must be text of 1-{MAX_NAME} characters")
    if level is not None and (not isinstance(level, str) or not 0 < len(level) <= MAX_NAME):
        raise _fail(f"{where}.level", "must be a level name or null")
    return Player(name, level)


def _start(x: object, where: str, rules: Rules, dealer: int | None,
           scores: Sequence[int]) -> State:
    try:
        state = parse_position(x)
    except NotationError as e:
        raise _fail(where, str(e)) from None
    if isinstance(x, dict) and (x.get("round_over") or "round_points" in x):
        raise _fail(where, "a round's start is not over")
    if state.rules != rules:
        raise _fail(f"{where}.rules", "differ from the match's rules")
    if not state.round_opening or state.to_move != (state.dealer + 1) % rules.players:
        raise _fail(where, "must be a deal: round_opening true, the seat after the dealer "
                           "to move (R8, R33)")
    if sorted(state.all_cards()) != list(ALL_CARDS) or any(state.captured) or any(state.xeris) \
            or state.last_capturer is not None:
        raise _fail(where, "must be a deal of all 52 cards, nothing captured yet (R5)")
    if any(len(h) != 6 for h in state.hands) or len(state.loose) != 4 or state.decls:
        raise _fail(where, "must deal 6 cards to each seat and 4 to the table (R5)")
    if dealer is not None and state.dealer != dealer:
        raise _fail(f"{where}.dealer", f"must be {dealer}: the deal passes on (R4)")
    if list(state.scores) != list(scores):
        raise _fail(f"{where}.scores", f"must be {list(scores)}, the totals so far")
    return state


def _replay_kept(state: State, moves: Sequence[Move]) -> Replayed:
    """`moves` played from `state` (changed: it ends as the round's end), every position
    and outcome kept."""
    positions, outcomes = [state.clone()], []
    for move in moves:
        outcomes.append(state.apply(move))
        positions.append(state.clone())
    return Replayed(tuple(positions), tuple(outcomes))


def _replay_round(state: State, moves_doc: list, r: int,
                  kept: list | None = None) -> tuple[Move, ...]:
    """The round's moves checked and played on `state`; with `kept` (a list), the round's
    Replayed is appended to it (a clone per move more)."""
    moves: list[Move] = []
    positions = [state.clone()] if kept is not None else None
    outcomes: list[MoveOutcome] = []
    for i, doc in enumerate(moves_doc):
        number = i + 1
        if state.round_over:
            raise _fail(f"round {r} move {number}", "the round is already over")
        seat = state.to_move
        try:
            request = parse_move(doc)
        except NotationError as e:
            raise _fail(f"round {r} move {number} (seat {seat})", str(e)) from None
        verdict = check_move(state, request)
        if not verdict.legal:
            raise _fail(f"round {r} move {number} (seat {seat})",
                        f"illegal [{verdict.reason}, {verdict.rule}]: {verdict.message}")
        outcome = state.apply(verdict.move)
        moves.append(verdict.move)
        if positions is not None:
            outcomes.append(outcome)
            positions.append(state.clone())
    if not state.round_over:
        raise _fail(f"round {r}", f"ends after {len(moves)} moves, before every card is played")
    if kept is not None:
        kept.append(Replayed(tuple(positions), tuple(outcomes)))
    return tuple(moves)


def parse_record(doc: object, keep_replay: bool = False) -> MatchRecord:
    """A checked MatchRecord from parsed JSON; raises RecordError naming where and why.
    Bound: one check_move per move, at most MAX_ROUNDS * MAX_MOVES of them. `keep_replay`:
    the checking replay keeps every round's positions and outcomes (`replayed`), so that a
    record about to be shown is never played again."""
    return _parse(doc, keep_replay, check_result=True)


def _parse(doc: object, keep_replay: bool, check_result: bool) -> MatchRecord:
    """parse_record; without `check_result`, the result is what the moves make (a record
    being built: the one replay both checks the moves and scores them)."""
    if isinstance(doc, dict) and doc.get("format") not in FORMATS:
        raise _fail("format", f"must be {FORMAT!r} or {FORMAT_1!r}, not "
                              f"{show(doc.get('format'))}")
    allowed = RECORD_KEYS_2 if isinstance(doc, dict) and doc["format"] == FORMAT \
        else RECORD_KEYS  # version 1 knows no `you`: an unknown key there
    doc = _keys(doc, "record", allowed, ("format", "rules", "players", "rounds", "result"))
    # every other part is read field by field; the free-form comments are kept as they are
    _depth(doc.get("comments"), MAX_DEPTH - 1)
    try:
        rules = parse_rules(doc["rules"])
    except NotationError as e:
        raise _fail("rules", str(e)) from None
    players_doc = _list(doc["players"], "players", rules.players)
    if len(players_doc) != rules.players:
        raise _fail("players", f"must name {rules.players} seats")
    players = tuple(_player(p, f"players[{i}]") for i, p in enumerate(players_doc))
    you = doc.get("you")
    if you is not None and (not _is_int(you) or not 0 <= you < rules.players):
        raise _fail("you", f"must be a seat (0-{rules.players - 1}) or null, not {show(you)}")
    number = doc.get("deal_number")
    if number is not None and (not _is_int(number) or not 0 <= number < 2**63):
        raise _fail("deal_number", f"must be a deal number or null, not {show(number)}")
    played_at = doc.get("played_at")
    if played_at is not None and (not isinstance(played_at, str) or len(played_at) > 40):
        raise _fail("played_at", "must be a date and time (ISO 8601) or null")
    rounds_doc = _list(doc["rounds"], "rounds", MAX_ROUNDS)
    if not rounds_doc:
        raise _fail("rounds", "a match has at least one round")
    dealt = Match(rules, number) if number is not None else None
    rounds: list[RecordRound] = []
    points: list[tuple[int, int]] = []
    breakdowns: list[tuple[dict, ...]] = []
    scores = [0, 0]
    dealer: int | None = None
    end: State | None = None
    kept: list[Replayed] | None = [] if keep_replay else None
    for r, rdoc in enumerate(rounds_doc, start=1):
        where = f"rounds[{r - 1}]"
        if end is not None and end.match_winner is not None:
            raise _fail(where, "the match was already won")
        rdoc = _keys(rdoc, where, ROUND_KEYS, ("start", "moves"))
        start = _start(rdoc["start"], f"{where}.start", rules, dealer, scores)
        commitment, seed = _committed(rdoc, r, rules, start)
        if dealt is not None:
            if r > 1:  # what Match.next_round deals, from the same generator
                dealt.state = deal_round(rules, next_dealer(rules, dealt.state.dealer),
                                         dealt.rng, scores)
            if dealt.state.key() != start.key():
                raise _fail(f"{where}.start", f"is not round {r} of deal {number}")
        moves_doc = _list(rdoc["moves"], f"{where}.moves", MAX_MOVES)
        end = start.clone()
        moves = _replay_round(end, moves_doc, r, kept)
        rounds.append(RecordRound(start, moves, commitment, seed))
        points.append(tuple(end.round_points))
        breakdowns.append(tuple(side_breakdown(rules, end.captured, end.xeris)))
        scores = list(end.scores)
        dealer = next_dealer(rules, start.dealer)
    assert end is not None
    if end.match_winner is None:
        raise _fail("rounds", "the match is not finished: nobody reached the target (R38)")
    if check_result:
        _check_result(doc["result"], points, scores, end.match_winner)
    return MatchRecord(rules, players, tuple(rounds), number, played_at, doc.get("comments"),
                       you, tuple(points), (scores[0], scores[1]), end.match_winner,
                       tuple(breakdowns), dict(enumerate(kept or ())))


def _committed(rdoc: dict, r: int, rules: Rules,
               start: State) -> tuple[str | None, str | None]:
    """A round's commitment and seed, both or neither; the seed must hash to the
    commitment and deal exactly the round's start (RecordError naming the round)."""
    commitment, seed = rdoc.get("commitment"), rdoc.get("seed")
    if commitment is None and seed is None:
        return None, None
    if commitment is None or seed is None:
        raise _fail(f"round {r}", "a committed deal needs both its commitment and its seed")
    problem = deal_problem(rules, commitment, seed, start)
    if problem is not None:
        raise _fail(f"round {r}", f"the deal is not the one committed to: {problem}")
    return commitment, seed


def _round_json(start: State, moves: Sequence[Move], commitment: str | None = None,
                seed: str | None = None) -> dict:
    doc = {"start": _start_json(start), "moves": [move_json(m) for m in moves]}
    if commitment is not None and seed is not None:
        doc["commitment"], doc["seed"] = commitment, seed
    return doc


def _check_result(x: object, points: list, scores: list[int], winner: int) -> None:
    doc = _keys(x, "result", RESULT_KEYS, ("scores", "winner"))
    if doc["scores"] != scores:
        raise _fail("result.scores", f"must be {scores}, what the moves score")
    if doc["winner"] != winner:
        raise _fail("result.winner", f"must be {winner}, the side the moves make win")
    if "rounds" in doc and doc["rounds"] != [list(p) for p in points]:
        raise _fail("result.rounds", "differ from the points the moves score")


def record_json(record: MatchRecord) -> dict:
    """The record's JSON document: format diloti-match/2 naming the player's seat, or
    diloti-match/1 for a record that names none (what a reader of version 1 reads)."""
    doc: dict = {
        "format": FORMAT if record.you is not None else FORMAT_1,
        "rules": record.rules.to_json(),
        "players": [{"name": p.name, "level": p.level} for p in record.players],
        "deal_number": record.deal_number,
        "played_at": record.played_at,
        "rounds": [_round_json(r.start, r.moves, r.commitment, r.seed)
                   for r in record.rounds],
        "result": {"scores": list(record.scores), "winner": record.winner,
                   "rounds": [list(p) for p in record.round_points]},
    }
    if record.you is not None:
        doc["you"] = record.you
    if record.comments is not None:
        doc["comments"] = record.comments
    return doc


def dump_record(record: MatchRecord) -> str:
    return json.dumps(record_json(record), ensure_ascii=False, separators=(",", ":"))


def build_record(rules: Rules, players: Sequence[Player],
                 rounds: Sequence[tuple], deal_number: int | None,
                 played_at: str | None = None, keep_replay: bool = False) -> MatchRecord:
    """A record of a finished match from its rounds' deals and moves ((start, moves), or
    (start, moves, commitment, seed) for a committed deal), checked as a file from
    elsewhere would be (so what is kept is what can be replayed); raises RecordError.
    One replay: the one that checks the moves also scores them (the result is what they
    make); `keep_replay` keeps its positions (parse_record)."""
    doc = {
        "format": FORMAT_1, "rules": rules.to_json(),
        "players": [{"name": p.name, "level": p.level} for p in players],
        "deal_number": deal_number, "played_at": played_at,
        "rounds": [_round_json(*r) for r in rounds],
    }
    doc["result"] = None  # what the checking replay finds
    return _parse(doc, keep_replay, check_result=False)


def _start_json(state: State) -> dict:
    doc = position_json(state)
    doc.pop("round_over", None)
    return doc


def read_record_file(path: str) -> bytes:
    """At most MAX_BYTES + 1 bytes of the regular file `path` (a named pipe or a device is
    refused at once, never waited on); raises RecordError."""
    import os
    import stat

    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as e:
        raise RecordError(f"cannot read record file {show(path)}: {e.strerror}") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise RecordError(f"{show(path)} is not a regular file")
        chunks, size = [], 0
        while size <= MAX_BYTES:
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks)
    except OSError as e:
        raise RecordError(f"cannot read record file {show(path)}: {e.strerror}") from None
    finally:
        os.close(fd)


def replay_command(args: list[str], stdout) -> int:
    """`replay FILE`: check the record and print each round's points and the result."""
    if len(args) != 1:
        raise NotationError("usage: python -m diloti_qt.engine replay FILE")
    record = load_record(read_record_file(args[0]))
    names = [p.name for p in record.players]
    for i, (pts, rnd) in enumerate(zip(record.round_points, record.rounds, strict=True), 1):
        stdout.write(f"round {i}: dealer seat {rnd.start.dealer}, {len(rnd.moves)} moves, "
                     f"points {pts[0]}-{pts[1]}\n")
    side = record.winner
    who = names[side] if record.rules.players == 2 else f"side {side}"
    stdout.write(f"result: {record.scores[0]}-{record.scores[1]}, won by {who}\n")
    committed = sum(r.seed is not None for r in record.rounds)
    if committed:
        stdout.write(f"deals: {committed} of {len(record.rounds)} rounds committed before "
                     "the first card, every seed checked\n")
    return 0


def match_document(match: Match, players: Sequence[Player], played_at: str | None = None,
                   deal_number: int | None = None,
                   deals: Sequence[tuple[str, str] | None] = ()) -> dict:
    """The record's JSON document of a finished `match` whose every move the engine checked
    as it was played (the game server's tables), without replaying it again: O(moves) to
    write. `deals[k]`: round k+1's (commitment, seed) when it was a committed deal.
    RecordError when a round's deal or moves were not kept."""
    if not match.over:
        raise RecordError("match: not finished")
    match.finish_round()
    rounds = []
    for i, r in enumerate(match.rounds, start=1):
        if r.start is None:
            raise RecordError(f"round {i}: its moves were not kept")
        committed = deals[i - 1] if i - 1 < len(deals) and deals[i - 1] else (None, None)
        rounds.append(_round_json(r.start, r.moves, *committed))
    return {
        "format": FORMAT_1, "rules": match.rules.to_json(),
        "players": [{"name": p.name, "level": p.level} for p in players],
        "deal_number": deal_number, "played_at": played_at, "rounds": rounds,
        "result": {"scores": list(match.scores), "winner": match.winner,
                   "rounds": [list(r.points) for r in match.rounds]},
    }


def deal_deck(start: State) -> tuple[int, ...]:
    """The deck, top first, that deal_round stacks into the deal `start` (R5, R41: six
    cards to each seat from the one after the dealer, four to the table, the stock)."""
    n = start.rules.players
    cards: list[int] = []
    for i in range(1, n + 1):
        cards += start.hands[(start.dealer + i) % n]
    return tuple(cards + list(start.loose) + list(start.stock))


def record_deals(record: MatchRecord) -> tuple[int, tuple[tuple[int, ...], ...]]:
    """The first dealer and every round's deck: a Match given them deals the record's
    rounds again, in order (Play this deal)."""
    return record.rounds[0].start.dealer, tuple(deal_deck(r.start) for r in record.rounds)


def record_of_match(match: Match, players: Sequence[Player], played_at: str | None = None,
                    deal_number: int | None = None, keep_replay: bool = False) -> MatchRecord:
    """The record of a finished `match`; RecordError when a round's deal or moves were not
    kept (a match resumed from an older save, or begun from a position)."""
    if not match.over:
        raise RecordError("match: not finished")
    match.finish_round()
    rounds = []
    for i, r in enumerate(match.rounds, start=1):
        if r.start is None:
            raise RecordError(f"round {i}: its moves were not kept")
        rounds.append((r.start, r.moves))
    return build_record(match.rules, players, rounds, deal_number, played_at, keep_replay)
