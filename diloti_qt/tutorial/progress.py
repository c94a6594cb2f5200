"""Which lessons the learner has completed: a small JSON file at a path the caller chooses."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

FORMAT = "diloti-tutorial-progress/1"


def load_progress(path: str | os.PathLike) -> set[str]:
    """The ids of completed lessons; empty if the file is missing, unreadable or corrupt."""
    try:
        doc = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return set()
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        return set()
    done = doc.get("done")
    if not isinstance(done, list):
        return set()
    return {x for x in done if isinstance(x, str)}


def save_progress(path: str | os.PathLike, done: set[str]) -> None:
    """Write the completed lesson ids atomically (temporary file, then os.replace)."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"format": FORMAT, "done": sorted(done)}, ensure_ascii=False, indent=1)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text + "\n")
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
