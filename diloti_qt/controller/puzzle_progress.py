"""The player's puzzle progress, kept across runs: which puzzles were solved and tried, the
current and the best streak of puzzles solved in a row, and the puzzle shown last.

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
        return {"format": FORMAT, "solved": sorted(self.solved), "tried": sorted(self.tried),
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

    def keys(name: str) -> set[str]:
        value = doc.get(name)
        if not isinstance(value, list):
            raise CorruptFileError(f"{name}: must be a list of puzzle keys")
        return {k for k in value if isinstance(k, str) and len(k) <= MAX_KEY_CHARS}

    def count(name: str) -> int:
        value = doc.get(name)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise CorruptFileError(f"{name}: must be a whole number, not {value!r}")
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
