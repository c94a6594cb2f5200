"""The finished-match writer: every finished match is kept by this one worker, on a thread of
its own — its record (records.py, the one source) and the statistics row derived from it
(history.py `record_row`) — and so are score pads' corrections. Whatever is not written yet
waits in one queue file on disk, the record first and then its row, so a locked, read-only or
missing database or records folder delays a result and never loses it, and a row is never
stored without its record (no Qt)."""

from __future__ import annotations

import logging
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import notice as n
from . import paths
from .atomic import (
    CorruptFileError,
    FutureVersionError,
    atomic_write_bytes,
    backup_path,
    encode_json,
    read_json,
)
from .history import FinishedMatch, MatchHistory, RoundResult, record_row, utc_text
from .notice import Notice

if TYPE_CHECKING:
    from diloti_qt.engine.record import MatchRecord, Player
    from diloti_qt.engine.rules import Rules
    from diloti_qt.engine.state import Move, State

    from .records import RecordEntry, RecordStore

QUEUE_FORMAT = "diloti-history-queue/1"
WRITE_TIMEOUT_S = 0.2  # seconds a write waits on another program's lock before retrying later
RETRY_S = (1.0, 2.0, 5.0, 15.0, 30.0, 60.0)  # waits after 1, 2, ... failed attempts
MAX_QUEUE_BYTES = 16 * 1024 * 1024
MAX_PENDING = 5000  # results kept waiting at most (the oldest are written first)
BUSY_CODES = {"SQLITE_BUSY", "SQLITE_LOCKED"}

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class PadRemoval:
    """Take a score pad's match out of the history: a correction took its win back."""

    pad_id: str


@dataclass(frozen=True)
class KeptMatch:
    """A finished match to keep: its checked record, kept for the player at `seat`, and
    `row`, its statistics row derived from it (`record_row`); None for a table with
    friends' record, whose row was kept when the match ended (the record comes after)."""

    record: MatchRecord
    seat: int
    row: FinishedMatch | None
    pad_id = None  # never a score pad's


@dataclass(frozen=True)
class MatchPlayed:
    """A match just finished in the app, as the GUI thread copied it at its end (an undo
    after the end changes the Match): the worker builds its record (one checking replay)
    before anything else. `row`: the statistics row kept if no record can be built (a
    match whose moves were not all kept: resumed from an older save); None: the record
    alone is asked for."""

    rules: Rules
    players: tuple[Player, ...]
    rounds: tuple[tuple[State | None, tuple[Move, ...]], ...]
    deal_number: int | None
    played_at: str
    seat: int
    row: FinishedMatch | None
    pad_id = None


# what the worker writes: a row, a pad's removal, a record and its row; a match to build
Change = FinishedMatch | PadRemoval | KeptMatch | MatchPlayed


def pad_of(change: Change) -> str | None:
    """The score pad a change belongs to (None for a match played in the app)."""
    return change.pad_id


def built(change: MatchPlayed) -> Change | None:
    """The match's record and its row derived from it; the row alone when the record
    cannot be made (RecordError: its moves were not all kept); None: nothing to keep."""
    from diloti_qt.engine.record import RecordError, build_record

    if any(start is None for start, _moves in change.rounds):
        log.info("the match's moves were not all kept: no record")
        return change.row
    try:
        # its positions kept: the viewer shows the match just played without a replay
        record = build_record(change.rules, change.players, change.rounds,
                              change.deal_number, change.played_at, keep_replay=True)
        row = record_row(record, change.seat) if change.row is not None else None
        return KeptMatch(record, change.seat, row)
    except RecordError as e:
        log.warning("the match's record was not kept: %s", e)
    except Exception:  # never the result with it: the worker's thread must go on
        log.exception("the match's record could not be made")
    return change.row


# -- the queue file ---------------------------------------------------------------------------

def finished_to_json(match: FinishedMatch) -> dict:
    return {
        "played_at": utc_text(match.played_at), "rules": dict(match.rules),
        "level": match.level, "players": match.players, "human_side": match.human_side,
        "winner_side": match.winner_side, "final_scores": list(match.final_scores),
        "rounds": [{"dealer": r.dealer, "points": list(r.points), "xeris": list(r.xeris),
                    "scores_after": list(r.scores_after),
                    "breakdown": [dict(side) for side in r.breakdown]} for r in match.rounds],
        "seed": match.seed, "partner": match.partner, "pad_id": match.pad_id,
        "names": list(match.names),
    }


def _typed(doc: Any, key: str, kind: type, where: str) -> Any:
    if not isinstance(doc, dict) or key not in doc:
        raise CorruptFileError(f"{where}.{key}: missing")
    value = doc[key]
    if type(value) is not kind:
        raise CorruptFileError(f"{where}.{key}: must be {kind.__name__}")
    return value


def _pair(doc: Any, key: str, where: str) -> tuple[int, int]:
    value = _typed(doc, key, list, where)
    if len(value) != 2 or any(type(v) is not int for v in value):
        raise CorruptFileError(f"{where}.{key}: must be two integers")
    return value[0], value[1]


def finished_from_json(doc: Any, where: str = "match") -> FinishedMatch:
    try:
        played_at = datetime.fromisoformat(_typed(doc, "played_at", str, where))
    except ValueError as e:
        raise CorruptFileError(f"{where}.played_at: {e}") from None
    rounds = []
    for i, r in enumerate(_typed(doc, "rounds", list, where)):
        at = f"{where}.rounds[{i}]"
        breakdown = _typed(r, "breakdown", list, at)
        if not all(isinstance(side, dict) and all(v is None or type(v) is int
                                                  for v in side.values())
                   for side in breakdown):
            raise CorruptFileError(f"{at}.breakdown: must hold point counts")
        rounds.append(RoundResult(_typed(r, "dealer", int, at), _pair(r, "points", at),
                                  _pair(r, "xeris", at), _pair(r, "scores_after", at),
                                  tuple(breakdown)))
    seed, pad_id, names = doc.get("seed"), doc.get("pad_id"), doc.get("names", [])
    if seed is not None and type(seed) is not int:
        raise CorruptFileError(f"{where}.seed: must be an integer or null")
    if pad_id is not None and type(pad_id) is not str:
        raise CorruptFileError(f"{where}.pad_id: must be text or null")
    if not isinstance(names, list) or not all(type(x) is str for x in names):
        raise CorruptFileError(f"{where}.names: must be a list of names")
    return FinishedMatch(
        played_at, _typed(doc, "rules", dict, where), _typed(doc, "level", str, where),
        _typed(doc, "players", int, where), _typed(doc, "human_side", int, where),
        _typed(doc, "winner_side", int, where), _pair(doc, "final_scores", where),
        tuple(rounds), seed, _typed(doc, "partner", str, where), pad_id=pad_id,
        names=tuple(names))


def queue_to_json(changes: Sequence[Change]) -> dict:
    """The queue file's document. Removals are a list of their own ("removed_pads", which a
    reader that does not know it ignores): the worker keeps at most one change per pad, so the
    order between a pad's removal and other matches does not matter. A match waiting with its
    record carries it (`record`, NOTATION's record, and `seat`: a reader that does not know
    them keeps the row); a record whose row is kept already is in "records"; a match whose
    record is still being built is its row alone (then saved again with its record)."""
    from diloti_qt.engine.record import record_json

    matches, records = [], []
    for c in changes:
        if isinstance(c, FinishedMatch):
            matches.append(finished_to_json(c))
        elif isinstance(c, KeptMatch) and c.row is not None:
            matches.append({**finished_to_json(c.row), "record": record_json(c.record),
                            "seat": c.seat})
        elif isinstance(c, KeptMatch):
            records.append({"record": record_json(c.record), "seat": c.seat})
        elif isinstance(c, MatchPlayed) and c.row is not None:
            matches.append(finished_to_json(c.row))  # its record is being built
    doc: dict[str, Any] = {"format": QUEUE_FORMAT, "matches": matches}
    removed = [c.pad_id for c in changes if isinstance(c, PadRemoval)]
    if removed:
        doc["removed_pads"] = removed
    if records:
        doc["records"] = records
    return doc


def _kept_from_json(doc: dict, row: FinishedMatch | None, where: str) -> Change | None:
    """A waiting record, checked move by move again (it is a file), with its row; a record
    that no longer checks is left out, its row kept (None: nothing left)."""
    from diloti_qt.engine.record import RecordError, parse_record

    seat = _typed(doc, "seat", int, where)
    try:
        record = parse_record(doc.get("record"))
    except RecordError as e:
        log.warning("queue %s: the record is left out, its result kept: %s", where, e)
        return row
    if not 0 <= seat < record.rules.players:
        raise CorruptFileError(f"{where}.seat: not a seat")
    return KeptMatch(record, seat, row)


def parse_queue(doc: Any) -> list[Change]:
    if not isinstance(doc, dict) or not isinstance(doc.get("format"), str):
        raise CorruptFileError("not a queue of finished matches")
    if doc["format"] != QUEUE_FORMAT:
        if doc["format"].startswith("diloti-history-queue/"):
            raise FutureVersionError(doc["format"])
        raise CorruptFileError(f"format {doc['format'][:40]!r}")
    items = _typed(doc, "matches", list, "queue")
    removed = doc.get("removed_pads", [])
    if not isinstance(removed, list) or not all(type(x) is str for x in removed):
        raise CorruptFileError("queue.removed_pads: must be a list of pad ids")
    changes: list[Change] = [PadRemoval(pad_id) for pad_id in removed]
    for i, item in enumerate(items):
        row = finished_from_json(item, f"matches[{i}]")
        changes.append(_kept_from_json(item, row, f"matches[{i}]") if "record" in item
                       else row)
    records = doc.get("records", [])
    if not isinstance(records, list) or not all(isinstance(x, dict) for x in records):
        raise CorruptFileError("queue.records: must be a list of records")
    for i, item in enumerate(records):
        kept = _kept_from_json(item, None, f"records[{i}]")
        if kept is not None:
            changes.append(kept)
    return changes


# -- the worker -------------------------------------------------------------------------------

class HistoryWriter:
    """Keeps finished matches — records in `records`, statistics rows in the database at
    `db_path` — from a daemon thread: the one writer of both.

    `keep_match()`, `keep_record()`, `record()` and `remove_pad()` return at once. A change
    is first added to the queue file `queue_path` (a match just played once its record is
    built), then written — its record (`RecordStore.save`, unless the same match is kept
    already), then its row (`MatchHistory.add_once`), so a retry never keeps either twice
    and a row is never stored before its record — then taken off the queue. A score pad's
    newer change replaces one of the same pad still waiting (only its last state matters).
    A failed write is retried after RETRY_S; changes waiting from an earlier session are
    written at start. `recorded(match_id)` (0 when a pad's match was taken out),
    `kept(entry)` (a record kept) and `problem(notice)` are called from the worker thread;
    `problem` at most once per kind of trouble and session.
    """

    def __init__(self, recorded: Callable[[int], None], problem: Callable[[Notice], None],
                 db_path: Path | None = None, queue_path: Path | None = None,
                 retry: Sequence[float] = RETRY_S, records: RecordStore | None = None,
                 kept: Callable[[RecordEntry], None] | None = None) -> None:
        """`records`: the store the window reads (by default the records folder beside
        the database, made when a record is first kept)."""
        self.db_path = Path(db_path or paths.history_path())
        self.queue_path = (Path(queue_path) if queue_path is not None
                           else self.db_path.with_name(paths.HISTORY_QUEUE_NAME))
        self._recorded = recorded
        self._problem = problem
        self._kept = kept or (lambda _entry: None)
        self._records = records
        self._retry = tuple(retry)
        self._pending: list[Change] = []
        self._dirty = False  # the queue file is behind `_pending`
        self._stop = False
        self._busy = False
        self._asked = 1  # attempts asked for (start asks for one)...
        self._done = 0  # ...and the last of them the worker has made
        self._told: set[str] = set()
        self._cond = threading.Condition()
        self._thread: threading.Thread | None = None
        self._db: MatchHistory | None = None  # the worker thread's own connection

    # -- the GUI thread's side --------------------------------------------------------------
    def start(self) -> list[Notice]:
        """Read the results left waiting by an earlier session and start the worker; returns
        notices about a damaged queue file (it is set aside like any bad file)."""
        loaded = read_json(self.queue_path, parse_queue, MAX_QUEUE_BYTES)
        with self._cond:
            self._pending = list(loaded.value or [])
        self._thread = threading.Thread(target=self._run, name="diloti-history", daemon=True)
        self._thread.start()
        return loaded.notices

    def record(self, match: FinishedMatch) -> None:
        """Queue `match` for the history; never blocks on the disk or the database. A score
        pad's match replaces the one stored (or waiting) for the same pad: a correction."""
        self._queue(match)

    def keep_match(self, match: Any, players: Sequence[Player], seat: int,
                   deal_number: int | None, played_at: str,
                   row: FinishedMatch | None = None) -> None:
        """Queue a match just finished in the app (engine Match, over), played by the person
        at `seat`: what it holds is copied now; its record is built, checked and kept on the
        worker's thread, with its statistics row derived from it when `row` is given (the
        match's finished_match: kept alone if its moves were not all kept). Never blocks on
        the disk."""
        rounds = tuple((r.start, tuple(r.moves)) for r in match.rounds)
        self._queue(MatchPlayed(match.rules, tuple(players), rounds, deal_number, played_at,
                                seat, row))

    def keep_record(self, record: MatchRecord, seat: int) -> None:
        """Queue a record already checked by the engine (a table with friends: the
        server's), for the player at `seat`; its row was kept when the match ended."""
        self._queue(KeptMatch(record, seat, None))

    def remove_pad(self, pad_id: str) -> None:
        """Queue taking the score pad's match out (a correction took its win back)."""
        self._queue(PadRemoval(pad_id))

    def _queue(self, change: Change) -> None:
        pad = pad_of(change)
        with self._cond:
            if pad is not None:
                self._pending = [c for c in self._pending if pad_of(c) != pad]
            self._pending.append(change)
            del self._pending[:-MAX_PENDING]
            self._dirty = True
            self._asked += 1
            self._cond.notify_all()

    @property
    def pending(self) -> int:
        """Changes not yet in the database."""
        with self._cond:
            return len(self._pending)

    def settled(self, timeout: float = 10.0) -> bool:
        """Wait until the worker has tried to write everything handed to it (tests)."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while self._busy or self._done < self._asked:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
        return True

    def retry_now(self) -> None:
        """Try the waiting results again at once (tests; a user's 'retry')."""
        with self._cond:
            self._dirty = True
            self._asked += 1
            self._cond.notify_all()

    def close(self, timeout: float = 1.0) -> None:
        """Stop the worker; what is still waiting stays in the queue file for next time."""
        with self._cond:
            self._stop = True
            self._cond.notify_all()
        if self._thread is not None:
            self._thread.join(timeout)

    # -- the worker thread ------------------------------------------------------------------
    def _run(self) -> None:
        failures, due, first = 0, 0.0, True
        while True:
            with self._cond:
                while not (self._stop or self._dirty
                           or ((self._pending or first) and time.monotonic() >= due)):
                    self._cond.wait(max(0.0, due - time.monotonic()) if self._pending else None)
                items, dirty, stop = list(self._pending), self._dirty, self._stop
                asked = self._asked
                self._dirty = False
                self._busy = True
            if dirty:
                self._save_queue(items)  # a match not built yet: its row, at once
            if any(isinstance(c, MatchPlayed) for c in items):
                items = self._build(items)
                self._save_queue(items)
            if stop:
                self._disconnect()
                self._settle(asked)
                return
            error = self._write(items) if items else self._probe() if first else None
            first = False
            if error is None:
                failures, due = 0, 0.0
            else:
                failures += 1
                due = time.monotonic() + self._retry[min(failures, len(self._retry)) - 1]
            self._settle(asked)

    def _settle(self, asked: int) -> None:
        with self._cond:
            self._busy = False
            self._done = max(self._done, asked)
            self._cond.notify_all()

    def _connection(self) -> MatchHistory:
        if self._db is None:
            self._db = MatchHistory.connect(self.db_path, WRITE_TIMEOUT_S)
        return self._db

    def _disconnect(self) -> None:
        if self._db is not None:
            try:
                self._db.close()
            except sqlite3.Error:
                pass
            self._db = None

    def _build(self, items: list[Change]) -> list[Change]:
        """Each match just played made into its record and row (in `_pending` too, where it
        is replaced); the changes to write."""
        made = {id(c): built(c) for c in items if isinstance(c, MatchPlayed)}

        def done(changes: list[Change]) -> list[Change]:
            out = [made.get(id(c), c) if isinstance(c, MatchPlayed) else c for c in changes]
            return [c for c in out if c is not None]

        with self._cond:
            self._pending = done(self._pending)
        return done(items)

    def _store(self) -> RecordStore:
        if self._records is None:
            from .records import RecordStore

            self._records = RecordStore(self.db_path.parent / "records")
        return self._records

    def _replace(self, change: Change, rest: Change | None) -> None:
        """`change` is written in part: `rest` is what waits (None: nothing)."""
        with self._cond:
            self._pending = [rest if c is change else c for c in self._pending
                             if c is not change or rest is not None]

    def _keep_record(self, change: KeptMatch) -> None:
        """The record kept (once: the same match kept before is not kept again), then only
        its row waits; raises _RecordsError."""
        store = self._store()
        try:
            entry = store.find_same(change.record)
            new = entry is None
            if new:
                entry = store.save(change.record, change.record.rules.side_of(change.seat),
                                   change.seat)
        except OSError as e:
            raise _RecordsError(e) from e
        self._replace(change, change.row)
        if new:
            self._kept(entry)

    def _write(self, items: list[Change]) -> Exception | None:
        """Write `items` in order; a record that cannot be written keeps its row waiting
        and the others go on; the database's refusal stops the rest."""
        written = 0
        unkept: _RecordsError | None = None
        try:
            for change in items:
                if isinstance(change, KeptMatch):
                    try:
                        self._keep_record(change)
                    except _RecordsError as e:
                        unkept = unkept or e
                        continue
                    written += 1
                    if change.row is None:
                        continue
                    change = change.row
                db = self._connection()
                if isinstance(change, PadRemoval):
                    match_id = 0 if db.remove_pad(change.pad_id) else None
                else:
                    match_id = db.add_once(change)
                written += 1
                with self._cond:
                    self._pending = [c for c in self._pending if c is not change]
                if match_id is not None:
                    self._recorded(match_id)
        except (sqlite3.Error, OSError, ValueError) as e:
            self._disconnect()
            self._tell("db-delayed", n.DB_DELAYED, e)
            log.warning("match history: %d result(s) waiting: %r", len(items) - written, e)
            return e
        finally:
            if written:
                with self._cond:
                    left = list(self._pending)
                self._save_queue(left)
        if unkept is not None:
            self._tell("records-delayed", n.DB_DELAYED, unkept.error, self._store().folder)
            log.warning("match records: a record waits: %r", unkept.error)
            return unkept.error
        return None

    def _probe(self) -> Exception | None:
        """At start, with nothing waiting: can the history be written at all? A read-only or
        unopenable history is said at once (not when the first result would be lost); a
        passing lock of another program is not worth a notice."""
        try:
            conn = self._connection().conn
            conn.execute("BEGIN IMMEDIATE")
            try:
                conn.execute("UPDATE schema_version SET version = version")
            finally:
                conn.execute("ROLLBACK")
        except (sqlite3.Error, OSError, ValueError) as e:
            self._disconnect()
            if _errorname(e) not in BUSY_CODES:
                self._tell("db-delayed", n.DB_DELAYED, e)
            return e
        return None

    def _save_queue(self, items: list[Change]) -> None:
        try:
            if items:
                atomic_write_bytes(self.queue_path, _queue_bytes(items))
            else:
                for path in (self.queue_path, backup_path(self.queue_path)):
                    if path.is_file():
                        os.unlink(path)
        except OSError as e:
            self._tell("queue-failed", n.DB_QUEUE_FAILED, e)

    def _tell(self, code: str, template: str, error: Exception,
              name: Path | None = None) -> None:
        if code in self._told:
            return
        self._told.add(code)
        text = getattr(error, "strerror", None) or str(error)
        self._problem(Notice(code, template, {"name": str(name or self.db_path),
                                              "error": text}, detail=repr(error)))


def _queue_bytes(items: list[Change]) -> bytes:
    """The queue file's bytes, at most MAX_QUEUE_BYTES (what a start reads): were it more,
    the oldest waiting records are left out of the file, their rows kept (they are still
    written this session if they can be)."""
    data = encode_json(queue_to_json(items))
    items = list(items)
    while len(data) > MAX_QUEUE_BYTES:
        oldest = next((i for i, c in enumerate(items) if isinstance(c, KeptMatch)), None)
        if oldest is None:
            break
        log.warning("the queue file is full: a waiting record is kept in memory only")
        row = items[oldest].row
        items[oldest:oldest + 1] = [row] if row is not None else []
        data = encode_json(queue_to_json(items))
    return data


class _RecordsError(Exception):
    """A record could not be written (its OSError in `error`)."""

    def __init__(self, error: OSError) -> None:
        super().__init__(str(error))
        self.error = error


def _errorname(error: Exception) -> str:
    name = getattr(error, "sqlite_errorname", None)  # Python 3.11+
    if name is not None:
        return name
    return "SQLITE_BUSY" if "locked" in str(error) else ""
