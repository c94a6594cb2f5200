"""Finished matches and the statistics drawn from them, in an SQLite database (WAL).

Reading never raises: a query the database refuses gives an empty answer and `read_error`
says why; a row that cannot be read back (its `breakdown`, `rules` or `played_at` damaged) is
skipped everywhere — in the matches listed and in every count and average — and its id kept
in `bad_rows`. Writing is `add` (the history worker, recorder.py, does it off the GUI thread;
see `add_once`).
"""

from __future__ import annotations

import functools
import json
import logging
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from diloti_qt.engine import Rules
from diloti_qt.engine.scoring import SidePoints

from . import notice as n
from . import paths
from .atomic import set_aside
from .notice import Notice

APPLICATION_ID = 0x444C5431  # "DLT1": marks the file as a diloti-qt history

MIGRATIONS: dict[int, tuple[str, ...]] = {
    1: (
        "CREATE TABLE schema_version (version INTEGER NOT NULL)",
        "INSERT INTO schema_version (version) VALUES (0)",
        """CREATE TABLE matches (
            id INTEGER PRIMARY KEY,
            played_at TEXT NOT NULL,
            rules TEXT NOT NULL,
            profile TEXT NOT NULL,
            level TEXT NOT NULL,
            players INTEGER NOT NULL CHECK (players IN (2, 4)),
            human_side INTEGER NOT NULL CHECK (human_side IN (0, 1)),
            winner_side INTEGER NOT NULL CHECK (winner_side IN (0, 1)),
            score0 INTEGER NOT NULL,
            score1 INTEGER NOT NULL,
            seed INTEGER
        )""",
        "CREATE INDEX matches_by_time ON matches (played_at, id)",
        "CREATE INDEX matches_by_level ON matches (level)",
        """CREATE TABLE rounds (
            match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
            number INTEGER NOT NULL,
            dealer INTEGER NOT NULL,
            points0 INTEGER NOT NULL,
            points1 INTEGER NOT NULL,
            xeris0 INTEGER NOT NULL,
            xeris1 INTEGER NOT NULL,
            score0 INTEGER NOT NULL,
            score1 INTEGER NOT NULL,
            breakdown TEXT NOT NULL DEFAULT '[]',
            PRIMARY KEY (match_id, number)
        ) WITHOUT ROWID""",
    ),
    2: (
        # four players: the partner's level ('' with two players or before version 2)
        "ALTER TABLE matches ADD COLUMN partner TEXT NOT NULL DEFAULT ''",
        "CREATE INDEX matches_by_table ON matches (players, level)",
    ),
    3: (
        # score pads: matches played with real cards (level REAL_CARDS) carry the pad's id
        # (NULL for the app's own matches) and the names of the sides
        "ALTER TABLE matches ADD COLUMN pad_id TEXT",
        "ALTER TABLE matches ADD COLUMN names TEXT NOT NULL DEFAULT '[]'",
        "CREATE UNIQUE INDEX matches_by_pad ON matches (pad_id)",
    ),
}
SCHEMA_VERSION = max(MIGRATIONS)

CORRUPT_CODES = {"SQLITE_CORRUPT", "SQLITE_NOTADB"}
REAL_CARDS = "real-cards"  # the opponents' "level" of a match kept on the score pad
READ_TIMEOUT_S = 0.25  # seconds: the window never waits longer on another program's lock
# what `_match_of_row` reads of a match and of each of its rounds
MATCH_COLUMNS = ("played_at, rules, level, players, human_side, winner_side, score0, score1,"
                 " seed, partner, pad_id, names")
ROUND_COLUMNS = "dealer, points0, points1, xeris0, xeris1, score0, score1, breakdown"

log = logging.getLogger(__name__)


class BadRowError(ValueError):
    """A stored match that cannot be read back (damaged JSON, time or column types)."""


class FutureSchemaError(Exception):
    """The database was written by a newer version of the program."""


class NotOursError(sqlite3.DatabaseError):
    """The file is an SQLite database, but not a diloti-qt history."""


@dataclass(frozen=True)
class RoundResult:
    """One round of a finished match; pairs are (side 0, side 1)."""

    dealer: int
    points: tuple[int, int]
    xeris: tuple[int, int]
    scores_after: tuple[int, int]
    breakdown: tuple[Mapping[str, int], ...] = ()


@dataclass(frozen=True)
class FinishedMatch:
    """A finished match as the history keeps it; `level` is the opponents' level and
    `partner` the partner's with four players ('' with two, or when not recorded). A match
    played with real cards and kept on the score pad has its `pad_id` and side `names`."""

    played_at: datetime
    rules: Mapping[str, Any]
    level: str
    players: int
    human_side: int
    winner_side: int
    final_scores: tuple[int, int]
    rounds: tuple[RoundResult, ...]
    seed: int | None = None
    partner: str = ""
    id: int | None = field(default=None, compare=False)
    pad_id: str | None = None
    names: tuple[str, ...] = ()

    @property
    def won(self) -> bool:
        return self.winner_side == self.human_side

    @property
    def real_cards(self) -> bool:
        """Played with real cards (kept on the score pad), not in the app."""
        return self.pad_id is not None


@dataclass(frozen=True)
class Tally:
    """Matches played and won (a line of the statistics)."""
    played: int = 0
    won: int = 0

    @property
    def lost(self) -> int:
        return self.played - self.won


@dataclass(frozen=True)
class Streaks:
    """Winning streaks: the one still running (0 after a loss) and the longest ever."""

    current: int = 0
    best: int = 0


@dataclass(frozen=True)
class SidePair:
    """An average for the person's side and for the opponents' side."""

    you: float = 0.0
    opponents: float = 0.0


def opponent_level(levels: Mapping[int, str], human: int, rules: Rules) -> str:
    """The opponents' level; different levels on the other side are joined with '+'."""
    seats = [s for s in range(rules.players) if rules.side_of(s) != rules.side_of(human)]
    names = sorted({levels.get(s, "human") for s in seats})
    return "+".join(names)


def partner_level(levels: Mapping[int, str], human: int, rules: Rules) -> str:
    """The partner's level with four players (R40: the seat opposite); '' with two."""
    partner = rules.partner_of(human)
    return levels.get(partner, "human") if partner is not None else ""


def finished_match(
    match: Any,
    levels: Mapping[int, str],
    human: int = 0,
    played_at: datetime | None = None,
) -> FinishedMatch:
    """The FinishedMatch of an engine Match that is over (raises ValueError otherwise)."""
    if not match.over:
        raise ValueError("only a finished match goes into the history")
    rules = match.rules
    rounds = tuple(
        RoundResult(
            r.dealer, _pair(r.points),
            (r.breakdown[0].xeris, r.breakdown[1].xeris),
            _pair(r.scores_after), tuple(side.as_json() for side in r.breakdown))
        for r in match.rounds)
    # seed: None for a record's deals played again (no number)
    return _row(played_at or datetime.now(timezone.utc), rules, levels, human, match.winner,
                match.scores, rounds, match.deal_number)


def record_row(record: Any, seat: int) -> FinishedMatch:
    """The statistics row of a finished match's record (engine MatchRecord), for the person
    at `seat`: derived from the record alone, so the two never disagree. The same row as
    `finished_match` of the match it records (its time to the second, as stored)."""
    if record.winner is None or not record.played_at:
        raise ValueError("only a finished match with its time goes into the history")
    rules = record.rules
    levels = {s: p.level for s, p in enumerate(record.players) if p.level is not None}
    rounds, totals = [], (0, 0)
    for rnd, points, sides in zip(record.rounds, record.round_points,
                                  record.breakdowns(), strict=True):
        totals = (totals[0] + points[0], totals[1] + points[1])
        rounds.append(RoundResult(
            rnd.start.dealer, _pair(points),
            tuple(SidePoints.from_json(side).xeris for side in sides),
            totals, tuple(dict(side) for side in sides)))
    return _row(datetime.fromisoformat(record.played_at), rules, levels, seat, record.winner,
                record.scores, tuple(rounds), record.deal_number)


def _row(played_at: datetime, rules: Rules, levels: Mapping[int, str], seat: int,
         winner: int, scores: Sequence[int], rounds: tuple[RoundResult, ...],
         seed: int | None) -> FinishedMatch:
    """The row of a match played by the person at `seat` (`levels`: the computers')."""
    return FinishedMatch(
        played_at=played_at, rules=rules.to_json(),
        level=opponent_level(levels, seat, rules), players=rules.players,
        human_side=rules.side_of(seat), winner_side=winner, final_scores=_pair(scores),
        rounds=rounds, seed=seed, partner=partner_level(levels, seat, rules))


def _pair(values: Sequence[int]) -> tuple[int, int]:
    a, b = values
    return int(a), int(b)


def utc_text(moment: datetime) -> str:
    if moment.tzinfo is None:
        moment = moment.astimezone()
    return moment.astimezone(timezone.utc).isoformat(timespec="seconds")


def _rules_text(match: FinishedMatch) -> str:
    return json.dumps(dict(match.rules), sort_keys=True)


def _is_corruption(error: sqlite3.DatabaseError) -> bool:
    if isinstance(error, NotOursError):
        return True
    name = getattr(error, "sqlite_errorname", None)
    if name is not None:
        return name in CORRUPT_CODES
    return type(error) is sqlite3.DatabaseError


def _reading(default: Callable[[], Any]):
    """A query that never raises: the database's refusal gives `default()` and is kept in
    `read_error` (another program's lock, a vanished file...)."""
    def wrap(method):
        @functools.wraps(method)
        def safe(self, *args, **kwargs):
            try:
                return method(self, *args, **kwargs)
            except sqlite3.Error as e:
                if self.read_error is None:
                    log.warning("match history: %s failed: %r", method.__name__, e)
                self.read_error = str(e)
                return default()
        return safe
    return wrap


class MatchHistory:
    """The history database. Open it with `MatchHistory.open()`; it never fails to open:
    a damaged or newer file is set aside and a new one started, with a notice to show."""

    def __init__(self, conn: sqlite3.Connection, path: Path | None) -> None:
        self.conn = conn
        self.path = path
        self.read_error: str | None = None  # the last query the database refused
        self.bad_rows: set[int] = set()  # ids of matches that could not be read back
        self._read_well: set[int] = set()  # ids of matches read back without a fault
        self._checked_at: tuple[int, int] | None = None  # (data_version, total_changes)
        # the bad rows as the queries see them (a table of this connection only: writing it
        # needs no lock on the history itself)
        conn.execute("CREATE TEMP TABLE IF NOT EXISTS unreadable (id INTEGER PRIMARY KEY)")

    # -- opening ----------------------------------------------------------------------------
    @classmethod
    def open(cls, path: Path | None = None,
             timeout: float = READ_TIMEOUT_S) -> tuple[MatchHistory, list[Notice]]:
        """`timeout`: how long a query waits on another connection's lock (seconds)."""
        path = Path(path or paths.history_path())
        notices: list[Notice] = []
        for _attempt in range(2):
            try:
                return cls(_connect(path, timeout), path), notices
            except FutureSchemaError as e:
                problem, reason, template = e, "future", n.DB_FUTURE
            except sqlite3.DatabaseError as e:
                if not _is_corruption(e):
                    return cls._in_memory(path, e, notices), notices
                problem, reason, template = e, "corrupt", n.DB_CORRUPT
            except OSError as e:
                return cls._in_memory(path, e, notices), notices
            try:
                kept = set_aside(path, reason)
            except OSError as e:
                return cls._in_memory(path, e, notices), notices
            notices.append(Notice(f"db-{reason}", template,
                                  {"name": str(path), "kept": str(kept)}, kept=kept,
                                  detail=repr(problem)))
        return cls._in_memory(path, RuntimeError("the database keeps failing"), notices), notices

    @classmethod
    def connect(cls, path: Path, timeout: float = READ_TIMEOUT_S) -> MatchHistory:
        """The history at `path`, or an exception (sqlite3.Error, FutureSchemaError, OSError):
        for the history worker, which retries later instead of setting anything aside."""
        return cls(_connect(Path(path), timeout), Path(path))

    @classmethod
    def _in_memory(cls, path: Path, error: Exception, notices: list[Notice]) -> MatchHistory:
        text = getattr(error, "strerror", None) or str(error)
        notices.append(Notice("db-unavailable", n.DB_UNAVAILABLE,
                              {"name": str(path), "error": text}, detail=repr(error)))
        return cls(_connect(":memory:"), None)

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> MatchHistory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def journal_mode(self) -> str:
        return self.conn.execute("PRAGMA journal_mode").fetchone()[0]

    @property
    def schema_version(self) -> int:
        return _schema_version(self.conn)

    # -- recording --------------------------------------------------------------------------
    def add(self, match: FinishedMatch) -> int:
        """Store a finished match and its rounds in one transaction; returns its id. A score
        pad's match replaces the one stored before with the same pad id (a correction)."""
        with _transaction(self.conn):
            return self._insert(match)

    def add_once(self, match: FinishedMatch) -> int:
        """Like `add`, unless the same match (time, rules, seed, sides and scores) is stored
        already: then its id. A result retried after a write whose end went unseen (the
        program killed after the commit) is never counted twice. A score pad's match always
        replaces its pad's (one match per pad: writing it again is harmless, and a correction
        may keep the final scores)."""
        if match.pad_id is not None:
            return self.add(match)
        with _transaction(self.conn):
            row = self.conn.execute(
                "SELECT id FROM matches WHERE played_at = ? AND rules = ? AND seed IS ?"
                " AND human_side = ? AND winner_side = ? AND score0 = ? AND score1 = ?",
                (utc_text(match.played_at), _rules_text(match), match.seed,
                 match.human_side, match.winner_side, *match.final_scores)).fetchone()
            return row[0] if row is not None else self._insert(match)

    def _insert(self, match: FinishedMatch) -> int:
        """Insert the match and its rounds (inside a transaction); returns its id."""
        if match.pad_id is not None:
            self.conn.execute("DELETE FROM matches WHERE pad_id = ?", (match.pad_id,))
        cur = self.conn.execute(
            "INSERT INTO matches (played_at, rules, profile, level, players, human_side,"
            " winner_side, score0, score1, seed, partner, pad_id, names)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (utc_text(match.played_at), _rules_text(match),
             str(match.rules.get("profile", "")), match.level, match.players,
             match.human_side, match.winner_side, *match.final_scores, match.seed,
             match.partner, match.pad_id, json.dumps(list(match.names))))
        match_id = cur.lastrowid
        self.conn.executemany(
            "INSERT INTO rounds (match_id, number, dealer, points0, points1, xeris0,"
            " xeris1, score0, score1, breakdown) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(match_id, i, r.dealer, *r.points, *r.xeris, *r.scores_after,
              json.dumps([dict(side) for side in r.breakdown]))
             for i, r in enumerate(match.rounds, start=1)])
        return match_id

    def remove_pad(self, pad_id: str) -> bool:
        """Take a score pad's match out (a correction took its win back); True if it was in."""
        with _transaction(self.conn):
            cur = self.conn.execute("DELETE FROM matches WHERE pad_id = ?", (pad_id,))
        return cur.rowcount > 0

    def record(self, match: FinishedMatch) -> Notice | None:
        """Like `add`, but a disk problem becomes a notice instead of an exception."""
        try:
            self.add(match)
        except sqlite3.Error as e:
            return Notice("db-write-failed", n.DB_WRITE_FAILED, {"error": str(e)},
                          detail=repr(e))
        return None

    # -- reading ----------------------------------------------------------------------------
    @_reading(set)
    def check_rows(self) -> set[int]:
        """Read back every stored match not read yet; the ones that cannot be are `bad_rows`,
        which every query below leaves out, so the figures agree with the matches listed.
        Returns `bad_rows`. A match read well is not read again (a match is written once: a
        score pad's correction is a new row); nothing is read when nothing was written since
        the last check."""
        version = self.conn.execute("PRAGMA data_version").fetchone()[0]
        if self._checked_at == (version, self.conn.total_changes):
            return self.bad_rows
        ids = {row[0] for row in self.conn.execute("SELECT id FROM matches")}
        unread = ids - self._read_well  # a bad row is read again: its id may be a new row
        self._read_well &= ids
        bad = set()
        for match_id, faults in self._read_rows(unread):
            if faults is None:
                self._read_well.add(match_id)
            else:
                if match_id not in self.bad_rows:
                    log.warning("match history: match %s skipped: %s", match_id, faults)
                bad.add(match_id)
        self._set_bad(bad)
        self._checked_at = (version, self.conn.total_changes)
        return self.bad_rows

    def _read_rows(self, ids: set[int]) -> Iterator[tuple[int, str | None]]:
        """(id, None) for each match of `ids` that reads back, (id, what is wrong) else; in
        two queries when many are asked for (the first check of a long history)."""
        if len(ids) <= 64:
            for match_id in sorted(ids):
                yield match_id, self._fault(match_id, *self._stored(match_id))
            return
        rounds: dict[int, list[tuple]] = {}
        for row in self.conn.execute(f"SELECT match_id, {ROUND_COLUMNS} FROM rounds"
                                     " ORDER BY match_id, number"):
            rounds.setdefault(row[0], []).append(row[1:])
        for row in self.conn.execute(f"SELECT id, {MATCH_COLUMNS} FROM matches ORDER BY id"):
            if row[0] in ids:
                yield row[0], self._fault(row[0], row[1:], rounds.get(row[0], []))

    @staticmethod
    def _fault(match_id: int, row: tuple | None, rounds: list[tuple]) -> str | None:
        if row is None:
            return None  # gone since it was listed: nothing to leave out
        try:
            _match_of_row(match_id, row, rounds)
        except BadRowError as e:
            return str(e)
        return None

    def _set_bad(self, bad: set[int]) -> None:
        if bad == self.bad_rows:
            return
        self.bad_rows = bad
        self.conn.execute("DELETE FROM temp.unreadable")
        self.conn.executemany("INSERT INTO temp.unreadable (id) VALUES (?)",
                              [(match_id,) for match_id in sorted(bad)])

    def _where(self, level: str | None = None, players: int | None = None,
               prefix: str = "") -> tuple[str, tuple]:
        """The WHERE clause of a query over the matches that read back (after `check_rows`),
        of one opponents' level and player count when given."""
        self.check_rows()
        terms, args = [f"{prefix}id NOT IN (SELECT id FROM temp.unreadable)"], []
        if level is not None:
            terms.append(f"{prefix}level = ?")
            args.append(level)
        if players is not None:
            terms.append(f"{prefix}players = ?")
            args.append(players)
        return " WHERE " + " AND ".join(terms), tuple(args)

    @_reading(int)
    def count(self) -> int:
        """The matches that read back (`bad_rows` are not counted)."""
        where, args = self._where()
        return self.conn.execute(f"SELECT COUNT(*) FROM matches{where}", args).fetchone()[0]

    @_reading(list)
    def levels(self) -> list[str]:
        where, args = self._where()
        rows = self.conn.execute(f"SELECT DISTINCT level FROM matches{where} ORDER BY level",
                                 args)
        return [row[0] for row in rows]

    @_reading(list)
    def opponents(self) -> list[tuple[int, str]]:
        """Every (players, opponents' level) played: one against one, then two against two."""
        where, args = self._where()
        rows = self.conn.execute(
            f"SELECT DISTINCT players, level FROM matches{where} ORDER BY players, level", args)
        return [(players, level) for players, level in rows]

    @_reading(dict)
    def results_by_level(self) -> dict[str, Tally]:
        """Played, won and lost for every opponent level."""
        where, args = self._where()
        rows = self.conn.execute(
            f"SELECT level, COUNT(*), SUM(winner_side = human_side) FROM matches{where}"
            " GROUP BY level ORDER BY level", args)
        return {level: Tally(played, won) for level, played, won in rows}

    @_reading(dict)
    def results_by_opponent(self) -> dict[tuple[int, str], Tally]:
        """Played, won and lost for every (players, opponents' level)."""
        where, args = self._where()
        rows = self.conn.execute(
            f"SELECT players, level, COUNT(*), SUM(winner_side = human_side) FROM matches"
            f"{where} GROUP BY players, level ORDER BY players, level", args)
        return {(players, level): Tally(played, won) for players, level, played, won in rows}

    @_reading(Tally)
    def results(self, level: str | None = None, players: int | None = None) -> Tally:
        where, args = self._where(level, players)
        played, won = self.conn.execute(
            f"SELECT COUNT(*), COALESCE(SUM(winner_side = human_side), 0) FROM matches{where}",
            args).fetchone()
        return Tally(played, won)

    @_reading(Streaks)
    def streaks(self, level: str | None = None, players: int | None = None) -> Streaks:
        """Winning streaks in the order the matches were played."""
        where, args = self._where(level, players)
        rows = self.conn.execute(
            f"SELECT winner_side = human_side FROM matches{where} ORDER BY played_at, id",
            args)
        current = best = 0
        for (won,) in rows:
            current = current + 1 if won else 0
            best = max(best, current)
        return Streaks(current, best)

    @_reading(SidePair)
    def average_round_points(self, level: str | None = None,
                             players: int | None = None) -> SidePair:
        """Points per round, averaged over every round of every match."""
        return self._round_average("points", level, players)

    @_reading(SidePair)
    def xeris_per_round(self, level: str | None = None, players: int | None = None) -> SidePair:
        """Xeris per round, averaged over every round of every match."""
        return self._round_average("xeris", level, players)

    def _round_average(self, column: str, level: str | None, players: int | None) -> SidePair:
        where, args = self._where(level, players, "m.")
        you, them = self.conn.execute(
            f"SELECT AVG(CASE m.human_side WHEN 0 THEN r.{column}0 ELSE r.{column}1 END),"
            f" AVG(CASE m.human_side WHEN 0 THEN r.{column}1 ELSE r.{column}0 END)"
            f" FROM rounds r JOIN matches m ON m.id = r.match_id{where}", args).fetchone()
        return SidePair(you or 0.0, them or 0.0)

    @_reading(list)
    def score_progression(self, match_id: int) -> list[tuple[int, int]]:
        """The running totals (side 0, side 1) after each round of a match, for a chart."""
        rows = self.conn.execute(
            "SELECT score0, score1 FROM rounds WHERE match_id = ? ORDER BY number", (match_id,))
        return [(a, b) for a, b in rows]

    @_reading(list)
    def recent(self, limit: int = 100, offset: int = 0) -> list[FinishedMatch]:
        """Matches newest first; a match that cannot be read back is left out (`bad_rows`)."""
        where, args = self._where()
        rows = self.conn.execute(
            f"SELECT id FROM matches{where} ORDER BY played_at DESC, id DESC LIMIT ? OFFSET ?",
            (*args, limit, offset)).fetchall()
        return [m for (match_id,) in rows if (m := self.get(match_id)) is not None]

    @_reading(list)
    def with_seeds(self, seeds: Iterable[int]) -> list[FinishedMatch]:
        """The matches dealt from these deal numbers, oldest first (a scan of the matches:
        the deal of the day asks for a few numbers of a history of some thousands)."""
        wanted = sorted(set(seeds))
        if not wanted:
            return []
        marks = ", ".join("?" * len(wanted))
        rows = self.conn.execute(
            f"SELECT id FROM matches WHERE seed IN ({marks}) ORDER BY played_at, id",
            wanted).fetchall()
        return [m for (match_id,) in rows if (m := self.get(match_id)) is not None]

    @_reading(lambda: None)
    def get(self, match_id: int) -> FinishedMatch | None:
        """The match, or None if there is none or it cannot be read back (then in `bad_rows`)."""
        row, rounds = self._stored(match_id)
        if row is None:
            return None
        try:
            return _match_of_row(match_id, row, rounds)
        except BadRowError as e:
            if match_id not in self.bad_rows:
                log.warning("match history: match %s skipped: %s", match_id, e)
                self._set_bad(self.bad_rows | {match_id})
            return None

    def _stored(self, match_id: int) -> tuple[tuple | None, list[tuple]]:
        """The match's row and its rounds' rows as stored (None: no such match)."""
        row = self.conn.execute(f"SELECT {MATCH_COLUMNS} FROM matches WHERE id = ?",
                                (match_id,)).fetchone()
        if row is None:
            return None, []
        rounds = self.conn.execute(f"SELECT {ROUND_COLUMNS} FROM rounds WHERE match_id = ?"
                                   " ORDER BY number", (match_id,)).fetchall()
        return row, rounds


def _match_of_row(match_id: int, row: tuple, rounds: list[tuple]) -> FinishedMatch:
    """The FinishedMatch of one stored row and its rounds; BadRowError names what is wrong."""
    (played_at, rules, level, players, human_side, winner_side, s0, s1, seed, partner,
     pad_id, names) = row
    try:
        moment = datetime.fromisoformat(played_at)
        moment.timestamp()  # a time the clock can show
    except (TypeError, ValueError, OverflowError, OSError) as e:
        raise BadRowError(f"played_at {str(played_at)[:40]!r}: {e}") from None
    rules_doc = _json_of(rules, "rules")
    if not isinstance(rules_doc, dict):
        raise BadRowError("rules: not an object")
    _of_types(((level, str), (partner, str), (players, int), (human_side, int),
               (winner_side, int), (s0, int), (s1, int)), "match")
    if seed is not None:
        _of_types(((seed, int),), "seed")
    if pad_id is not None:
        _of_types(((pad_id, str),), "pad_id")
    names_doc = _json_of(names, "names")
    if not isinstance(names_doc, list) or not all(isinstance(x, str) for x in names_doc):
        raise BadRowError("names: not a list of names")
    results = []
    for number, (dealer, p0, p1, x0, x1, c0, c1, breakdown) in enumerate(rounds, start=1):
        _of_types(((v, int) for v in (dealer, p0, p1, x0, x1, c0, c1)), f"round {number}")
        sides = _json_of(breakdown, f"round {number} breakdown")
        # (a JSON object's keys are always text: only the values need a look)
        if not isinstance(sides, list) or not all(
                isinstance(side, dict) and _counts(side.values()) for side in sides):
            raise BadRowError(f"round {number} breakdown: not a list of point counts")
        results.append(RoundResult(dealer, (p0, p1), (x0, x1), (c0, c1), tuple(sides)))
    return FinishedMatch(moment, rules_doc, level, players, human_side, winner_side, (s0, s1),
                         tuple(results), seed, partner, id=match_id, pad_id=pad_id,
                         names=tuple(names_doc))


def _counts(values: Iterable[Any]) -> bool:
    """A breakdown's entries: points, or None for what a score pad did not count."""
    return all(type(v) is int or v is None for v in values)


def _json_of(text: Any, what: str) -> Any:
    try:
        return json.loads(text)
    except (TypeError, ValueError, RecursionError) as e:
        raise BadRowError(f"{what}: not JSON ({e})") from None


def _of_types(pairs, what: str) -> None:
    for value, kind in pairs:
        if type(value) is not kind:
            raise BadRowError(f"{what}: {str(value)[:40]!r} is not {kind.__name__}")


@contextmanager
def _transaction(conn: sqlite3.Connection) -> Iterator[None]:
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def _connect(path: Path | str, timeout: float = READ_TIMEOUT_S) -> sqlite3.Connection:
    """A checked, migrated connection; `timeout`: seconds a statement waits on a lock."""
    if isinstance(path, Path):
        path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(str(path), isolation_level=None, timeout=timeout)
    try:
        conn.execute("PRAGMA foreign_keys = ON")
        check = conn.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            raise sqlite3.DatabaseError(f"quick_check: {check}")
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        tables = {row[0] for row in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'")}
        if app_id not in (0, APPLICATION_ID) or (tables and "schema_version" not in tables):
            raise NotOursError("not a diloti-qt match history")
        if path != ":memory:":
            conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = FULL")
        _migrate(conn)
    except BaseException:
        conn.close()
        raise
    return conn


def _schema_version(conn: sqlite3.Connection) -> int:
    exists = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'"
    ).fetchone()
    if not exists:
        return 0
    row = conn.execute("SELECT MAX(version) FROM schema_version").fetchone()
    return row[0] or 0


def _migrate(conn: sqlite3.Connection) -> None:
    """Bring the schema to SCHEMA_VERSION, one migration per transaction."""
    current = _schema_version(conn)
    if current > SCHEMA_VERSION:
        raise FutureSchemaError(f"schema version {current}, this program knows {SCHEMA_VERSION}")
    for version in range(current + 1, SCHEMA_VERSION + 1):
        with _transaction(conn):
            for statement in MIGRATIONS[version]:
                conn.execute(statement)
            conn.execute("UPDATE schema_version SET version = ?", (version,))
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
