"""Atomic writes that keep a .bak, and JSON reads that set bad files aside instead of raising.

Both follow symbolic links: a link's target is what is read, replaced and set aside (next to
the target), so a link into a dotfiles folder stays a link. Only regular files are ever read
or replaced, and reads stop at a size limit.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from diloti_qt.platform import file_replace

from . import notice as n
from .files import (
    FileTooLargeError,
    check_replaceable,
    read_bounded,
    real_path,
)
from .notice import Notice

if TYPE_CHECKING:  # loaded when a file is set aside, not by every start
    from datetime import datetime

T = TypeVar("T")

BACKUP_SUFFIX = ".bak"
DEFAULT_LIMIT = 4 * 1024 * 1024  # bytes: far above any settings or progress file
PREVIOUS_LIMIT = 64 * 1024 * 1024  # a file being replaced is looked at up to this size


class CorruptFileError(ValueError):
    """The content cannot be used: damaged, truncated, or not the expected kind of file."""


class UnplayableError(CorruptFileError):
    """A saved game that reads well but cannot be continued: it breaks the rules of the game
    (cards missing or twice, a seat that cannot move, a move list that does not replay...)."""


class FutureVersionError(ValueError):
    """The file was written by a newer, incompatible version."""


@dataclass
class Loaded(Generic[T]):
    """What a read produced: the value (None if nothing usable) and notices for the person.

    `source` is "file", "backup" (the main file was set aside, its .bak was used),
    "missing" (no file: a first start), or "none" (a file existed, nothing usable in it).
    """

    value: T | None
    source: str
    notices: list[Notice] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.value is not None


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + BACKUP_SUFFIX)


def timestamp(now: datetime | None = None) -> str:
    if now is None:
        from datetime import datetime

        now = datetime.now()
    return now.strftime("%Y%m%dT%H%M%S")


def set_aside(path: Path, reason: str, now: datetime | None = None) -> Path:
    """Rename `path` to `<name>.<reason>-<timestamp>` (never overwriting); return the new path.

    SQLite companions (`-wal`, `-shm`, `-journal`) move with it, keeping their suffix.
    """
    stem = f"{path.name}.{reason}-{timestamp(now)}"
    target = path.with_name(stem)
    count = 1
    while _taken(target):
        count += 1
        target = path.with_name(f"{stem}-{count}")
    file_replace.move(path, target, how=os.rename)  # a reader may hold it (Windows)
    for extra in ("-wal", "-shm", "-journal"):
        companion = path.with_name(path.name + extra)
        if companion.exists():
            file_replace.move(companion, target.with_name(target.name + extra), how=os.rename)
    return target


def _taken(target: Path) -> bool:
    return any(target.with_name(target.name + extra).exists()
               for extra in ("", "-wal", "-shm", "-journal"))


def _temp_in(directory: Path, name: str) -> tuple[int, Path]:
    fd, temp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=directory)
    return fd, Path(temp)


def _keep_backup(path: Path) -> None:
    """Make `path.bak` the current content of `path` without ever leaving `path` missing."""
    backup = backup_path(path)
    fd, temp = _temp_in(path.parent, backup.name)
    os.close(fd)
    try:
        os.unlink(temp)
        try:
            os.link(path, temp)
        except OSError:
            shutil.copy2(path, temp)
            with open(temp, "rb+") as f:
                os.fsync(f.fileno())
        file_replace.move(temp, backup)
    except BaseException:
        _discard(temp)
        raise


def _discard(temp: Path) -> None:
    try:
        os.unlink(temp)
    except OSError:
        pass


def atomic_write_bytes(
    path: Path,
    data: bytes,
    *,
    backup: bool = True,
    previous_ok: Callable[[bytes], bool] | None = None,
) -> None:
    """Replace `path` with `data` all at once; raises OSError (the old file is then intact).

    With `backup`, the file being replaced is kept as `<name>.bak` first. If `previous_ok`
    says the current file is bad, it is set aside as `<name>.corrupt-<time>` instead, so a
    good .bak is never overwritten by a damaged file and nothing is ever lost. A symbolic
    link is written through (its target is replaced); a name that is a folder, a named pipe
    or a device is never replaced (NotRegularFileError).
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path = real_path(path)
    check_replaceable(path)
    fd, temp = _temp_in(path.parent, path.name)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if path.exists():
            if previous_ok is not None and not _previous_good(path, previous_ok):
                set_aside(path, "corrupt")
            elif backup:
                _keep_backup(path)
        file_replace.move(temp, path)  # retried while a reader holds `path` (Windows)
    except BaseException:
        _discard(temp)
        raise
    file_replace.sync_folder(path.parent)


def _previous_good(path: Path, previous_ok: Callable[[bytes], bool]) -> bool:
    try:
        data = read_bounded(path, PREVIOUS_LIMIT)
    except FileTooLargeError:
        return False
    except OSError:
        return True
    try:
        return bool(previous_ok(data))
    except Exception:
        return False


def encode_json(doc: Any) -> bytes:
    text = json.dumps(doc, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    return (text + "\n").encode()


def is_json(data: bytes) -> bool:
    try:
        json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError):
        return False
    return True


def write_json(path: Path, doc: Any, *, backup: bool = True) -> Notice | None:
    """Atomically write `doc` as UTF-8 JSON; None on success, else a notice (never raises
    for a disk problem: the previous file stays as it was)."""
    path = Path(path)
    data = encode_json(doc)
    try:
        atomic_write_bytes(path, data, backup=backup, previous_ok=is_json)
    except OSError as e:
        return Notice("write-failed", n.WRITE_FAILED,
                      {"name": str(path), "error": e.strerror or str(e)}, detail=repr(e))
    return None


def read_json(path: Path, parse: Callable[[Any], T] = lambda doc: doc,
              limit: int = DEFAULT_LIMIT) -> Loaded[T]:
    """Read JSON from `path` and turn it into a value with `parse`, never raising.

    `parse` raises FutureVersionError for a newer format and anything else for bad content.
    A bad file, or one larger than `limit` bytes, is renamed `<name>.corrupt-<time>` (or
    `.future-<time>`, `.too-large-<time>`); then the .bak is tried, and if it is good it is
    copied back in place so the next start finds it too. A name that is not a regular file
    (a folder, a named pipe, a device) is never opened and is left as it is.
    """
    shown = Path(path)
    path = real_path(shown)
    if not os.path.lexists(shown):
        return Loaded(None, "missing")
    if not path.exists():
        return Loaded(None, "missing")  # a link to a file not written yet
    value, problem = _try_read(path, parse, limit)
    if problem is None:
        return Loaded(value, "file")
    notices: list[Notice] = []
    kept = _set_aside_with_notice(path, problem, notices, shown)
    if kept is None:
        return Loaded(None, "none", notices)
    backup = backup_path(path)
    if not backup.exists():
        notices.append(_aside_notice(shown, kept, problem, backup_used=False))
        return Loaded(None, "none", notices)
    value, backup_problem = _try_read(backup, parse, limit)
    if backup_problem is None:
        notices.append(_aside_notice(shown, kept, problem, backup_used=True))
        try:
            atomic_write_bytes(path, read_bounded(backup, limit), backup=False)
        except (OSError, FileTooLargeError):
            pass
        return Loaded(value, "backup", notices)
    notices.append(_aside_notice(shown, kept, problem, backup_used=False))
    backup_kept = _set_aside_with_notice(backup, backup_problem, notices, backup)
    if backup_kept is not None:
        notices.append(_aside_notice(backup, backup_kept, backup_problem, backup_used=False))
    return Loaded(None, "none", notices)


def _try_read(path: Path, parse: Callable[[Any], T],
              limit: int) -> tuple[T | None, Exception | None]:
    try:
        data = read_bounded(path, limit)
    except (OSError, FileTooLargeError) as e:
        return None, e
    try:
        doc = json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError) as e:
        return None, CorruptFileError(f"not valid JSON: {e}")
    try:
        return parse(doc), None
    except (FutureVersionError, CorruptFileError) as e:
        return None, e
    except Exception as e:
        return None, CorruptFileError(f"{type(e).__name__}: {e}")


def _set_aside_with_notice(path: Path, problem: Exception, notices: list[Notice],
                           shown: Path) -> Path | None:
    if isinstance(problem, OSError):
        error = problem.strerror or str(problem)
        notices.append(Notice("unreadable", n.UNREADABLE, {"name": str(shown), "error": error},
                              detail=repr(problem)))
        return None
    try:
        return set_aside(path, _reason(problem))
    except OSError as e:
        notices.append(Notice("not-moved", n.NOT_MOVED,
                              {"name": str(shown), "error": e.strerror or str(e)},
                              detail=f"{problem}; {e!r}"))
        return None


def _reason(problem: Exception) -> str:
    """The word in a set-aside file's name, and the notice's code."""
    if isinstance(problem, FutureVersionError):
        return "future"
    if isinstance(problem, FileTooLargeError):
        return "too-large"
    if isinstance(problem, UnplayableError):
        return "unplayable"
    return "corrupt"


_TEMPLATES = {  # reason -> (backup not used, backup used)
    "future": (n.FUTURE, n.FUTURE_BACKUP_USED),
    "too-large": (n.TOO_LARGE, n.TOO_LARGE_BACKUP_USED),
    "unplayable": (n.UNPLAYABLE, n.UNPLAYABLE_BACKUP_USED),
    "corrupt": (n.CORRUPT, n.CORRUPT_BACKUP_USED),
}


def _aside_notice(path: Path, kept: Path, problem: Exception, backup_used: bool) -> Notice:
    reason = _reason(problem)
    template = _TEMPLATES[reason][1 if backup_used else 0]
    params = {"name": str(path), "kept": str(kept)}
    if isinstance(problem, FileTooLargeError):
        params["limit"] = f"{problem.limit / (1024 * 1024):g}"
    return Notice(reason, template, params, kept=kept, detail=str(problem))
