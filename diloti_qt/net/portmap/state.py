"""The small JSON file that remembers which mappings we asked for, so that a crash's are
removed at the next start. Written atomically (a new file renamed over the old)."""

from __future__ import annotations

import json
import logging
import os
import tempfile
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

MappingNote = dict[str, Any]


def read(path: Path) -> list[MappingNote]:
    """The records in the file; [] for none, a missing file or one that is not ours."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return []
    except (OSError, ValueError) as e:
        log.warning("port mapping state %s unreadable: %s", path, e)
        return []
    mappings = data.get("mappings") if isinstance(data, dict) else None
    return [m for m in mappings if isinstance(m, dict)] if isinstance(mappings, list) else []


def write(path: Path, records: list[MappingNote]) -> None:
    """Replace the file with `records` (delete it for none); failures are logged only: the
    mapping itself works without its note."""
    try:
        if not records:
            path.unlink(missing_ok=True)
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".portmap-", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump({"version": 1, "mappings": records}, f, indent=1)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except OSError as e:
        log.warning("port mapping state %s not written: %s", path, e)


class Notebook:
    """The records of one PortMapper, each under its own key, mirrored to the file."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._records: dict[str, MappingNote] = {}

    def put(self, key: str, record: MappingNote) -> None:
        self._records[key] = record
        self._save()

    def get(self, key: str) -> MappingNote | None:
        return self._records.get(key)

    def drop(self, key: str) -> None:
        if self._records.pop(key, None) is not None:
            self._save()

    def _save(self) -> None:
        if self.path is not None:
            write(self.path, list(self._records.values()))
