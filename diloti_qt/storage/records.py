"""The kept match records (docs/storage.md "Match records"): one `.diloti` file per finished
match in `records/` under the data folder, and an index of them for the Matches list. Every
file is written atomically; a record read back is checked again by the engine (no Qt)."""

from __future__ import annotations

import functools
import json
import logging
import os
import re
import threading
from dataclasses import dataclass, replace
from enum import Enum
from pathlib import Path
from typing import Any

from diloti_qt.engine.record import (
    MAX_BYTES,
    MatchRecord,
    RecordError,
    dump_record,
    load_record,
    record_json,
)
from diloti_qt.engine.rules import PROFILES, Rules

from . import paths
from .atomic import atomic_write_bytes, encode_json
from .files import FileTooLargeError, NotRegularFileError, read_bounded

INDEX_FORMAT = "diloti-records-index/1"
INDEX_NAME = "index.json"
SUFFIX = ".diloti"
MAX_RECORDS = 5000  # the oldest record goes when a new one would pass this (~300 MB at most)
MAX_INDEX_BYTES = 4 * 1024 * 1024
KEPT_IN_MEMORY = 2  # records last saved or loaded, handed out again while their file is unchanged
_ID = re.compile(r"^[0-9]{8}T[0-9]{6}Z-[0-9]{1,19}(-[0-9]{1,4})?$")

log = logging.getLogger(__name__)


def records_dir() -> Path:
    return paths.data_dir() / "records"


@dataclass(frozen=True)
class RecordEntry:
    """What the Matches list shows of a record, without replaying it."""

    id: str
    played_at: str  # ISO 8601, UTC
    names: tuple[str, ...]  # per seat
    levels: tuple[str | None, ...]  # per seat: a computer's level, None for a person
    profile: str
    target: int
    scores: tuple[int, int]
    winner: int
    human_side: int
    deal_number: int | None
    rounds: int
    commented: bool = False
    seat: int = 0  # the player's own seat (a table with friends: any of its side's)
    seat_guessed: bool = False  # a file from elsewhere that does not say which seat was yours

    @property
    def won(self) -> bool:
        return self.winner == self.human_side

    def to_json(self) -> dict:
        return {"id": self.id, "played_at": self.played_at, "names": list(self.names),
                "levels": list(self.levels), "profile": self.profile, "target": self.target,
                "scores": list(self.scores), "winner": self.winner,
                "human_side": self.human_side, "deal_number": self.deal_number,
                "rounds": self.rounds, "commented": self.commented, "seat": self.seat,
                "seat_guessed": self.seat_guessed}


def first_seat(record: MatchRecord, side: int) -> int:
    """The first seat that plays on `side` (the player's seat when only the side is known)."""
    return next(s for s in range(record.rules.players) if record.rules.side_of(s) == side)


class SeatFrom(Enum):
    """How the player's seat in a record opened from a file was chosen (a file names the
    seat of the player who kept it, `you`, if at all: not necessarily the opener's)."""

    NAME = "name"  # the one person at the table with the player's own name
    ONLY_PERSON = "only person"  # the one seat a person played (the others: computers)
    RECORD = "record"  # several people, none with the player's name: the file's `you`
    GUESS = "guess"  # several people, none with the player's name (or none): the first

    @property
    def guessed(self) -> bool:
        """Whether the seat may be someone else's (Play this deal asks)."""
        return self in (SeatFrom.RECORD, SeatFrom.GUESS)


def seat_for_file(record: MatchRecord, my_name: str) -> tuple[int, SeatFrom]:
    """The seat a player named `my_name` most likely had in `record` (a file opened from
    elsewhere), and how it was chosen."""
    people = [s for s, p in enumerate(record.players) if p.level is None]
    mine = [s for s in people if my_name and record.players[s].name.casefold()
            == my_name.casefold()]
    if len(mine) == 1:
        return mine[0], SeatFrom.NAME
    if len(people) == 1:
        return people[0], SeatFrom.ONLY_PERSON
    if record.you is not None:
        return record.you, SeatFrom.RECORD
    return (people or [0])[0], SeatFrom.GUESS


@dataclass(frozen=True)
class KeptFile:
    """A `.diloti` file opened from elsewhere, read, checked and kept (keep_record_file)."""

    record: MatchRecord
    entry: RecordEntry | None  # None: it could not be kept (`problem` says why)
    seat: int  # the seat it is shown from (seat_for_file)
    how: SeatFrom
    new: bool  # not among the kept matches before (the same match is not kept twice)
    problem: str = ""


def keep_record_file(store: RecordStore, path: Path, my_name: str) -> KeptFile:
    """The `.diloti` file at `path` read and checked move by move (RecordError if it is not
    a record that can be opened), then kept in `store` with the seat most likely that of the
    player named `my_name`, unless the same match is kept already. Reads and writes files:
    run it off the GUI thread (ui/replay/loading.py)."""
    record = read_record_path(path)
    seat, how = seat_for_file(record, my_name)
    same = store.find_same(record)
    if same is not None:
        return KeptFile(record, same, seat, how, False)
    try:
        entry = store.save(record, record.rules.side_of(seat), seat, how.guessed)
    except OSError as e:
        return KeptFile(record, None, seat, how, True, e.strerror or str(e))
    return KeptFile(record, entry, seat, how, True)


def kept_seat(record: MatchRecord) -> tuple[int, bool]:
    """The seat of the player whose kept record this is, and whether it is a guess: the
    seat the record names (`you`, written when it was kept), else, for a record from
    before it was named, the only person's seat, else the first person's (a guess)."""
    if record.you is not None:
        return record.you, False
    seat, how = seat_for_file(record, "")
    return seat, how.guessed


def entry_of(record: MatchRecord, record_id: str, human_side: int,
             seat: int | None = None, seat_guessed: bool = False) -> RecordEntry:
    return RecordEntry(
        record_id, record.played_at or "", tuple(p.name for p in record.players),
        tuple(p.level for p in record.players), record.rules.profile, record.rules.target,
        record.scores, record.winner if record.winner is not None else -1, human_side,
        record.deal_number, len(record.rounds), record.comments is not None,
        first_seat(record, human_side) if seat is None else seat, seat_guessed)


def _entry_from_json(doc: Any) -> RecordEntry:
    """An index line; raises ValueError/TypeError/KeyError if it is not one."""
    names = tuple(str(x) for x in doc["names"])
    levels = tuple(None if x is None else str(x) for x in doc["levels"])
    scores = tuple(int(x) for x in doc["scores"])
    number = doc["deal_number"]
    side = doc["human_side"]
    seat = doc.get("seat", side)  # an index from before the seat: two players, or seat 0/1
    if (not _ID.match(doc["id"]) or len(scores) != 2 or len(names) != len(levels)
            or doc["profile"] not in PROFILES or side not in (0, 1)
            or seat not in range(len(names)) or _side_of(doc["profile"], seat) != side):
        raise ValueError("not an index entry")
    return RecordEntry(str(doc["id"]), str(doc["played_at"]), names, levels,
                       str(doc["profile"]), int(doc["target"]), (scores[0], scores[1]),
                       int(doc["winner"]), int(side),
                       None if number is None else int(number), int(doc["rounds"]),
                       bool(doc.get("commented", False)), int(seat),
                       doc.get("seat_guessed") is True)


@functools.lru_cache(maxsize=None)
def _side_of(profile: str, seat: int) -> int:
    return Rules.make(profile).side_of(seat)


def record_id(played_at: str, deal_number: int | None, taken: set[str]) -> str:
    """A file name from the time and deal number, unique among `taken`."""
    stamp = re.sub(r"[^0-9T]", "", played_at.split("+")[0])[:15] or "00000000T000000"
    base = f"{stamp}Z-{deal_number or 0}"
    name, k = base, 1
    while name in taken:
        k += 1
        name = f"{base}-{k}"
    return name


class RecordStore:
    """The records folder. Thread-safe: the history worker saves, the GUI reads the index."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = Path(folder) if folder is not None else records_dir()
        self._lock = threading.Lock()
        self._entries: list[RecordEntry] | None = None
        # id -> (its file's identity when kept, the record with its rounds' replays): the
        # match just finished opens in the viewer without being read and played again
        self._kept: dict[str, tuple[tuple[int, int, int], MatchRecord]] = {}

    # -- reading ------------------------------------------------------------------------
    def entries(self) -> list[RecordEntry]:
        """Every kept record, newest first (the index; rebuilt from the files if it is
        missing or damaged)."""
        with self._lock:
            return list(self._load_index())

    def get(self, record_id_: str) -> RecordEntry | None:
        return next((e for e in self.entries() if e.id == record_id_), None)

    def find(self, played_at: str, deal_number: int | None) -> RecordEntry | None:
        """The record of the history's match finished at `played_at` with that deal."""
        return next((e for e in self.entries()
                     if e.played_at == played_at and e.deal_number == deal_number), None)

    def find_same(self, record: MatchRecord) -> RecordEntry | None:
        """The kept record of the same match as `record` (its time, deal and result)."""
        return next((e for e in self.entries()
                     if e.played_at == (record.played_at or "")
                     and e.deal_number == record.deal_number and e.scores == record.scores),
                    None)

    def load(self, record_id_: str) -> MatchRecord:
        """The record, checked again move by move, its rounds' positions kept from that one
        replay (MatchRecord.replayed); raises RecordError. A record this store saved or
        loaded last, whose file has not changed since, is handed out again as it is."""
        if not _ID.match(record_id_):
            raise RecordError(f"no record named {record_id_[:40]!r}")
        path = self.folder / (record_id_ + SUFFIX)
        with self._lock:
            kept = self._kept.get(record_id_)
        if kept is not None and kept[0] == _identity(path):
            return kept[1]
        record = read_record_path(path, keep_replay=True)
        with self._lock:
            self._keep(record_id_, record)
        return record

    # -- writing ------------------------------------------------------------------------
    def save(self, record: MatchRecord, human_side: int,
             seat: int | None = None, seat_guessed: bool = False) -> RecordEntry:
        """Keep `record` (a new file, then the index) of the player at `seat` (by default
        the first of `human_side`'s), the file naming that seat (`you`); `seat_guessed`: a
        file's, chosen without knowing: the file keeps the seat it named, if any. Raises
        OSError (nothing changed)."""
        if not seat_guessed:
            record = replace(record, you=first_seat(record, human_side) if seat is None
                             else seat)
        with self._lock:
            entries = self._load_index()
            taken = {e.id for e in entries}
            rid = record_id(record.played_at or "", record.deal_number, taken)
            atomic_write_bytes(self.folder / (rid + SUFFIX), dump_record(record).encode(),
                               backup=False)
            self._keep(rid, record)
            entry = entry_of(record, rid, human_side, seat, seat_guessed)
            kept = sorted(entries + [entry], key=lambda e: e.id, reverse=True)
            for old in kept[MAX_RECORDS:]:
                self._unlink(old.id)
            self._write_index(kept[:MAX_RECORDS])
            return entry

    def set_comments(self, record_id_: str, comments: object) -> MatchRecord:
        """Keep the Expert's comments with the record (the file is rewritten)."""
        record = self.load(record_id_)
        doc = record_json(record)
        doc["comments"] = comments
        data = encode_json(doc)
        with self._lock:
            atomic_write_bytes(self.folder / (record_id_ + SUFFIX), data, backup=False)
            # the comments as a reader of the file finds them; the moves are the same
            self._keep(record_id_, replace(record, comments=json.loads(data)["comments"]))
            entries = [e if e.id != record_id_ else _with(e, commented=True)
                       for e in self._load_index()]
            self._write_index(entries)
        return self.load(record_id_)

    def delete(self, record_id_: str) -> None:
        with self._lock:
            self._kept.pop(record_id_, None)
            entries = self._load_index()
            self._unlink(record_id_)
            self._write_index([e for e in entries if e.id != record_id_])

    def delete_all(self) -> None:
        with self._lock:
            self._kept.clear()
            for e in self._load_index():
                self._unlink(e.id)
            self._write_index([])

    # -- internals ----------------------------------------------------------------------
    def _keep(self, record_id_: str, record: MatchRecord) -> None:
        """Hand `record` out again while its file stays as it is now (under the lock)."""
        identity = _identity(self.folder / (record_id_ + SUFFIX))
        self._kept.pop(record_id_, None)
        if identity is not None:
            self._kept[record_id_] = (identity, record)
        while len(self._kept) > KEPT_IN_MEMORY:
            del self._kept[next(iter(self._kept))]

    def _unlink(self, record_id_: str) -> None:
        if _ID.match(record_id_):
            try:
                os.unlink(self.folder / (record_id_ + SUFFIX))
            except FileNotFoundError:
                pass

    def _load_index(self) -> list[RecordEntry]:
        if self._entries is None:
            self._entries = self._read_index()
        return self._entries

    def _read_index(self) -> list[RecordEntry]:
        path = self.folder / INDEX_NAME
        try:
            doc = json.loads(read_bounded(path, MAX_INDEX_BYTES).decode("utf-8"))
            if doc.get("format") != INDEX_FORMAT:
                raise ValueError("another format")
            entries = [_entry_from_json(x) for x in doc["records"][:MAX_RECORDS]]
            present = {p.stem for p in self._files()}
            return [e for e in entries if e.id in present]
        except FileNotFoundError:
            pass
        except (OSError, ValueError, TypeError, KeyError, AttributeError, RecursionError) as e:
            log.warning("the records' index %s could not be read (%s): rebuilt", path, e)
        return self._rebuild()

    def _files(self) -> list[Path]:
        try:
            return [p for p in self.folder.iterdir()
                    if p.suffix == SUFFIX and _ID.match(p.stem)]
        except OSError:
            return []

    def _rebuild(self) -> list[RecordEntry]:
        """The index from the files themselves (each replayed: bounded by MAX_RECORDS), each
        with the seat its file names (kept_seat)."""
        entries = []
        for p in sorted(self._files(), reverse=True)[:MAX_RECORDS]:
            try:
                record = read_record_path(p)
            except RecordError as e:
                log.warning("record %s left out: %s", p, e)
                continue
            seat, guessed = kept_seat(record)
            entries.append(entry_of(record, p.stem, record.rules.side_of(seat), seat, guessed))
        if entries:
            try:
                self._write_index(entries)
            except OSError:
                pass
        return entries

    def _write_index(self, entries: list[RecordEntry]) -> None:
        doc = {"format": INDEX_FORMAT, "records": [e.to_json() for e in entries]}
        atomic_write_bytes(self.folder / INDEX_NAME, encode_json(doc), backup=False)
        self._entries = list(entries)


def _with(entry: RecordEntry, **changes) -> RecordEntry:
    return replace(entry, **changes)


def _identity(path: Path) -> tuple[int, int, int] | None:
    """What tells a file rewritten since (an atomic write is a new file); None: none."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_ino, st.st_mtime_ns, st.st_size


def read_record_path(path: Path, keep_replay: bool = False) -> MatchRecord:
    """A `.diloti` file, bounded and checked; raises RecordError with one clear line.
    `keep_replay`: keep the checking replay's positions (engine parse_record)."""
    try:
        data = read_bounded(Path(path), MAX_BYTES)
    except FileTooLargeError:
        raise RecordError(f"record: larger than {MAX_BYTES // 1000} kB") from None
    except NotRegularFileError:
        raise RecordError("record: not a regular file") from None
    except OSError as e:
        raise RecordError(f"record: cannot be read ({e.strerror})") from None
    return load_record(data, keep_replay)


def export_record(record: MatchRecord, path: Path) -> None:
    """Write `record` as a `.diloti` file others can open; raises OSError."""
    atomic_write_bytes(Path(path), dump_record(record).encode(), backup=False)
