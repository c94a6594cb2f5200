"""Which lessons the learner has completed: a small JSON file at a path the caller chooses.

It gets the care of every other file the game keeps (storage/atomic.py): only a regular file
of a sensible size is read, a damaged one is set aside (never read as "no progress" and then
overwritten), the previous copy is kept as .bak and used when the file is damaged, and a
symbolic link is written through.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any

from diloti_qt.storage.atomic import (
    CorruptFileError,
    FutureVersionError,
    Loaded,
    atomic_write_bytes,
    encode_json,
    read_json,
)

FORMAT = "diloti-tutorial-progress/1"
FORMAT_PREFIX = "diloti-tutorial-progress/"
MAX_BYTES = 256 * 1024  # a few dozen lesson ids need a few hundred bytes
MAX_ID_CHARS = 200

log = logging.getLogger(__name__)


def parse_progress(doc: Any) -> set[str]:
    """The completed lesson ids in a progress document; raises CorruptFileError or
    FutureVersionError. Entries that are not lesson ids are ignored."""
    if not isinstance(doc, dict) or not isinstance(doc.get("format"), str):
        raise CorruptFileError("not a tutorial progress file")
    if doc["format"] != FORMAT:
        if doc["format"].startswith(FORMAT_PREFIX):
            raise FutureVersionError(doc["format"][:60])
        raise CorruptFileError(f"format {doc['format'][:60]!r}")
    done = doc.get("done")
    if not isinstance(done, list):
        raise CorruptFileError("done: must be a list of lesson ids")
    return {x for x in done if isinstance(x, str) and len(x) <= MAX_ID_CHARS}


def read_progress(path: str | os.PathLike) -> Loaded[set[str]]:
    """The completed lessons with notices: a damaged or newer file is set aside (and its .bak
    used); a name that is not a regular file is left untouched."""
    return read_json(Path(path), parse_progress, MAX_BYTES)


def load_progress(path: str | os.PathLike) -> set[str]:
    """The ids of completed lessons; empty if there are none to read. What had to be set
    aside is logged (read_progress gives the notices)."""
    loaded = read_progress(path)
    for notice in loaded.notices:
        log.warning("tutorial progress: %s", notice.text)
    return set(loaded.value or ())


def save_progress(path: str | os.PathLike, done: set[str]) -> None:
    """Write the completed lesson ids atomically, keeping the previous file as .bak; raises
    OSError (the old file is then intact)."""
    atomic_write_bytes(Path(path), encode_json({"format": FORMAT, "done": sorted(done)}))
