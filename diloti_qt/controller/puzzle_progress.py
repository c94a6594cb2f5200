"""The player's puzzle progress, kept across runs: which puzzles were solved and tried, the
current and the best streak of puzzles solved in a row, and the puzzle shown last; the
same, kept apart, for the puzzles from the player's own matches (`own`, puzzles/own.py,
named by their record, round and move), and which of the two sets was shown last.

An older file (without `own`) loads as it is: the own puzzles' progress starts empty. An
older app reads a newer file too: it does not look at the keys it does not know.

A small JSON file in the app's data folder, with the care of every file the game keeps
(storage/atomic.py): written atomically with a .bak, a damaged file set aside (its .bak used
when good) with a notice for the player, never read as "no progress" and overwritten.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from diloti_qt.storage.atomic import (
    CorruptFileError,
    FutureVersionError,
    Loaded,
    read_json,
    write_json,
)
from diloti_qt.storage.notice import Notice

FORMAT = "diloti-puzzle-progress/1"
FORMAT_PREFIX = "diloti-puzzle-progress/"
FILE_NAME = "puzzles.json"
MAX_BYTES = 512 * 1024  # some hundreds of puzzle keys need some kilobytes
MAX_KEY_CHARS = 64
SETS = ("shipped", "own")  # the sets of puzzles, the first the shipped ones


def default_path() -> Path:
    """Where the progress is kept: the app's data folder (created if need be)."""
    from diloti_qt.storage.paths import data_dir

    return data_dir(create=True) / FILE_NAME


def puzzle_key(position: dict) -> str:
    """A puzzle's name in the file: its position's digest (a puzzle keeps its name when the
    shipped file is made again in another order)."""
    text = json.dumps(position, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


@dataclass
class Progress:
    """Solved and tried puzzles (by key), the streak of puzzles solved in a row (a wrong
    move or an answer shown ends it), the best streak, and the puzzle shown last."""

    solved: set[str] = field(default_factory=set)
    tried: set[str] = field(default_factory=set)
    streak: int = 0
    best_streak: int = 0
    current: int = 0
    own: Progress | None = None  # the own puzzles' (the shipped ones' progress only)
    shown: str = "shipped"  # the set shown last (SETS; the shipped ones' progress only)

    def of(self, own: bool) -> Progress:
        """The progress of the own puzzles (made when first asked) or of the shipped."""
        if not own:
            return self
        if self.own is None:
            self.own = Progress()
        return self.own

    def record(self, key: str, correct: bool) -> bool:
        """A counted answer to puzzle `key`; returns whether it lengthened the streak (a
        puzzle solved before does not count twice)."""
        self.tried.add(key)
        if not correct:
            self.streak = 0
            return False
        if key in self.solved:
            return False
        self.solved.add(key)
        self.streak += 1
        self.best_streak = max(self.best_streak, self.streak)
        return True

    def revealed(self, key: str) -> None:
        """The answer was shown before the player's move: tried, and the streak ends."""
        self.tried.add(key)
        self.streak = 0

    def to_json(self) -> dict:
        doc = {"format": FORMAT, **self._fields()}
        if self.own is not None:
            doc["own"] = self.own._fields()
        if self.shown != SETS[0]:
            doc["shown"] = self.shown
        return doc

    def _fields(self) -> dict:
        return {"solved": sorted(self.solved), "tried": sorted(self.tried),
                "streak": self.streak, "best_streak": self.best_streak,
                "current": self.current}


def parse_progress(doc: Any) -> Progress:
    """The progress of a document; raises CorruptFileError or FutureVersionError."""
    if not isinstance(doc, dict) or not isinstance(doc.get("format"), str):
        raise CorruptFileError("not a puzzle progress file")
    if doc["format"] != FORMAT:
        if doc["format"].startswith(FORMAT_PREFIX):
            raise FutureVersionError(doc["format"][:60])
        raise CorruptFileError(f"format {doc['format'][:60]!r}")
    progress = _fields(doc, "")
    if "own" in doc:
        progress.own = _fields(doc["own"], "own.")
    shown = doc.get("shown", SETS[0])
    if shown not in SETS:
        raise CorruptFileError(f"shown: must be one of {', '.join(SETS)}")
    progress.shown = shown
    return progress


def _fields(doc: Any, where: str) -> Progress:
    """The solved and tried keys, the streaks and the current puzzle of `doc`."""
    if not isinstance(doc, dict):
        raise CorruptFileError(f"{where or 'progress'}: not a puzzle progress")

    def keys(name: str) -> set[str]:
        value = doc.get(name)
        if not isinstance(value, list):
            raise CorruptFileError(f"{where}{name}: must be a list of puzzle keys")
        return {k for k in value if isinstance(k, str) and len(k) <= MAX_KEY_CHARS}

    def count(name: str) -> int:
        value = doc.get(name)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise CorruptFileError(f"{where}{name}: must be a whole number, not {value!r}")
        return value

    solved = keys("solved")
    progress = Progress(solved, keys("tried") | solved, count("streak"), count("best_streak"),
                        count("current"))
    progress.best_streak = max(progress.best_streak, progress.streak)
    return progress


def read_progress(path: Path) -> Loaded[Progress]:
    """The progress with notices: a damaged or newer file is set aside (its .bak used when
    good); none: a first start."""
    return read_json(Path(path), parse_progress, MAX_BYTES)


def save_progress(path: Path, progress: Progress) -> Notice | None:
    """Written atomically (the previous file kept as .bak); a notice if it could not be."""
    return write_json(Path(path), progress.to_json())
