"""The score pad on disk (versioned JSON, written atomically off the GUI thread, so a pad
survives a crash as typed) and a finished pad as a match of the history."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from diloti_qt.engine.cards import DECK_SIZE
from diloti_qt.engine.notation import parse_rules
from diloti_qt.engine.scoring import ACES_IN_DECK, MAX_XERIS
from diloti_qt.storage import paths
from diloti_qt.storage.atomic import (
    CorruptFileError,
    FutureVersionError,
    Loaded,
    backup_path,
    read_json,
    write_json,
)
from diloti_qt.storage.checked import bad, boolean, get
from diloti_qt.storage.history import REAL_CARDS, FinishedMatch, RoundResult
from diloti_qt.storage.notice import Notice

from .pad import MAX_NAME, CardsMode, PadError, RoundEntry, ScorePad, SideEntry

FORMAT = "diloti-scorepad/1"
FORMAT_PREFIX = "diloti-scorepad/"
MAX_ROUNDS = 999
# What a side's field can hold as typed (the dialog's spin boxes have the same ranges).
LIMITS = {"cards": DECK_SIZE, "aces": ACES_IN_DECK, "xeris": MAX_XERIS}


def pad_path() -> Path:
    """The pad in progress lives beside the autosave."""
    return paths.scorepad_path()


# -- writing ----------------------------------------------------------------------------------

def side_to_json(side: SideEntry) -> dict:
    return {"cards": side.cards, "aces": side.aces, "ten_diamonds": side.ten_diamonds,
            "two_clubs": side.two_clubs, "xeris": side.xeris}


def entry_to_json(entry: RoundEntry) -> dict:
    return {"mode": entry.mode.value, "more": entry.more,
            "sides": [side_to_json(s) for s in entry.sides]}


def pad_to_json(pad: ScorePad) -> dict:
    return {
        "format": FORMAT,
        "id": pad.id,
        "started_at": pad.started_at.astimezone(timezone.utc).isoformat(timespec="seconds"),
        "rules": pad.rules.to_json(),
        "players": list(pad.players),
        "first_dealer": pad.first_dealer,
        "rounds": [entry_to_json(e) for e in pad.rounds],
        "draft": entry_to_json(pad.draft),
        "correcting": pad.correcting,
    }


# -- reading ----------------------------------------------------------------------------------

def _count(x: Any, where: str, high: int) -> int:
    if isinstance(x, bool) or not isinstance(x, int) or not 0 <= x <= high:
        raise bad(where, f"must be a whole number 0-{high}, not {x!r}")
    return x


def side_from_json(doc: Any, where: str) -> SideEntry:
    return SideEntry(
        cards=_count(get(doc, "cards", where), f"{where}.cards", LIMITS["cards"]),
        aces=_count(get(doc, "aces", where), f"{where}.aces", LIMITS["aces"]),
        ten_diamonds=boolean(get(doc, "ten_diamonds", where), f"{where}.ten_diamonds"),
        two_clubs=boolean(get(doc, "two_clubs", where), f"{where}.two_clubs"),
        xeris=_count(get(doc, "xeris", where), f"{where}.xeris", LIMITS["xeris"]),
    )


def entry_from_json(doc: Any, where: str) -> RoundEntry:
    mode = get(doc, "mode", where)
    try:
        mode = CardsMode(mode)
    except ValueError:
        raise bad(f"{where}.mode", f"must be one of counted, more, even, not {mode!r}") from None
    sides = get(doc, "sides", where)
    if not isinstance(sides, list) or len(sides) != 2:
        raise bad(f"{where}.sides", "must be a list of the two sides")
    more = doc.get("more")
    if more is not None:
        more = _count(more, f"{where}.more", 1)
    return RoundEntry(mode, (side_from_json(sides[0], f"{where}.sides[0]"),
                             side_from_json(sides[1], f"{where}.sides[1]")), more)


def pad_from_json(doc: Any) -> ScorePad:
    """The ScorePad `pad_to_json` wrote; raises CorruptFileError naming the bad field (or
    FutureVersionError). Every round is checked again as when it was typed; a draft that
    does not read is dropped (it is only half-typed), the rounds never are."""
    fmt = get(doc, "format", "pad")
    if not isinstance(fmt, str) or not fmt.startswith(FORMAT_PREFIX):
        raise bad("pad.format", f"not a score pad ({fmt!r})")
    if fmt != FORMAT:
        raise FutureVersionError(f"score pad format {fmt!r}, this program reads {FORMAT!r}")
    pad_id = get(doc, "id", "pad")
    if not isinstance(pad_id, str) or not 1 <= len(pad_id) <= 64 or not pad_id.isalnum():
        raise bad("pad.id", f"must be a short id, not {pad_id!r}")
    try:
        started = datetime.fromisoformat(get(doc, "started_at", "pad"))
    except (TypeError, ValueError):
        raise bad("pad.started_at", "must be an ISO 8601 time") from None
    if started.tzinfo is None:
        started = started.replace(tzinfo=timezone.utc)
    try:
        rules = parse_rules(get(doc, "rules", "pad"), "pad.rules")
    except ValueError as e:
        raise bad("pad.rules", str(e)) from None
    names = get(doc, "players", "pad")
    if (not isinstance(names, list) or len(names) != rules.players
            or not all(isinstance(n, str) and 0 < len(n) <= MAX_NAME for n in names)):
        raise bad("pad.players", f"must be {rules.players} names of 1-{MAX_NAME} characters")
    first = _count(get(doc, "first_dealer", "pad"), "pad.first_dealer", rules.players - 1)
    rounds = get(doc, "rounds", "pad")
    if not isinstance(rounds, list) or len(rounds) > MAX_ROUNDS:
        raise bad("pad.rounds", f"must be a list of at most {MAX_ROUNDS} rounds")
    pad = ScorePad(rules, tuple(names), first, id=pad_id, started_at=started)
    for i, item in enumerate(rounds):
        entry = entry_from_json(item, f"pad.rounds[{i}]")
        try:
            pad.add_round(entry)
        except PadError as e:
            raise bad(f"pad.rounds[{i}]", f"cannot be a round of this match ({e})") from None
    try:
        pad.draft = entry_from_json(doc.get("draft"), "pad.draft")
        correcting = doc.get("correcting")
        if correcting is not None:
            pad.correcting = _count(correcting, "pad.correcting", len(pad.rounds) - 1)
    except CorruptFileError:
        pad.draft, pad.correcting = RoundEntry(), None
    return pad


def load_pad(path: Path | None = None) -> Loaded[ScorePad]:
    """The pad in progress, never raising: a bad file is set aside and its .bak tried."""
    return read_json(path or pad_path(), pad_from_json)


# -- the writer -------------------------------------------------------------------------------

class PadWriter:
    """Writes the newest pad document on its own thread (an older pending one is dropped);
    `failed` is called there with the notice when the disk refuses a write."""

    def __init__(self, path: Path | None = None,
                 failed: Callable[[Notice], None] | None = None) -> None:
        self.path = Path(path or pad_path())
        self._failed = failed
        self._pool = ThreadPoolExecutor(1, thread_name_prefix="diloti-scorepad")
        self._lock = threading.Lock()
        self._pending: dict | None = None

    def save(self, pad: ScorePad) -> None:
        """Capture `pad` now (on the caller's thread) and write it soon."""
        with self._lock:
            self._pending = pad_to_json(pad)
        self._pool.submit(self._write)

    def clear(self) -> None:
        """Remove the pad file (and its .bak) once the pad is finished and recorded."""
        with self._lock:
            self._pending = None
        self._pool.submit(self._remove)

    def flush(self, timeout: float = 10.0) -> None:
        """Wait until everything saved so far is on disk."""
        self._pool.submit(lambda: None).result(timeout)

    def close(self) -> None:
        self._pool.shutdown(wait=True)

    def _write(self) -> None:
        with self._lock:
            doc, self._pending = self._pending, None
        if doc is None:
            return
        notice = write_json(self.path, doc)
        if notice is not None and self._failed is not None:
            self._failed(notice)

    def _remove(self) -> None:
        for file in (self.path, backup_path(self.path)):
            try:
                os.unlink(file)
            except OSError:
                pass


# -- into the history -------------------------------------------------------------------------

def finished_pad(pad: ScorePad, played_at: datetime | None = None) -> FinishedMatch:
    """The history's record of a won pad (raises ValueError while the match goes on): the
    person keeping the pad is seat 0, so side 0 is "you"."""
    winner = pad.winner
    if winner is None:
        raise ValueError("only a finished pad goes into the history")
    rounds = tuple(
        RoundResult(r.dealer, r.points, (r.entry.sides[0].xeris, r.entry.sides[1].xeris),
                    r.totals, tuple(dict(side) for side in r.breakdown))
        for r in pad.sheet())
    return FinishedMatch(
        played_at=played_at or datetime.now(timezone.utc),
        rules=pad.rules.to_json(),
        level=REAL_CARDS,
        players=pad.rules.players,
        human_side=0,
        winner_side=winner,
        final_scores=pad.totals,
        rounds=rounds,
        pad_id=pad.id,
        names=pad.side_names(),
    )
