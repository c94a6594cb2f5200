"""Opening storage files safely: only regular files, never more than a size limit, symlinks
followed to the file they name; and the temporary files a killed writer left behind."""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterable
from pathlib import Path

TEMP_SUFFIX = ".tmp"

_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a named pipe"),
    (stat.S_ISSOCK, "a socket"),
    (stat.S_ISCHR, "a device"),
    (stat.S_ISBLK, "a device"),
)


class NotRegularFileError(OSError):
    """The name is a folder, a named pipe, a socket or a device: it is never opened for its
    content nor replaced (opening a named pipe would wait for a writer forever)."""

    def __init__(self, path: Path, kind: str) -> None:
        super().__init__(errno.EINVAL, f"not a regular file but {kind}", str(path))
        self.kind = kind


class FileTooLargeError(ValueError):
    """The file is larger than what this kind of file can hold; it was not read."""

    def __init__(self, path: Path, size: int, limit: int) -> None:
        super().__init__(f"{path} holds more than {limit} bytes ({size})")
        self.size = size
        self.limit = limit


def real_path(path: Path) -> Path:
    """The file `path` names, following symbolic links (a link's target is read and replaced,
    the link itself stays). A name that is not a link is returned unchanged."""
    path = Path(path)
    if not path.is_symlink():
        return path
    return Path(os.path.realpath(path))


def kind_of(mode: int) -> str | None:
    """What a non-regular file is ('a named pipe'...), or None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    for test, kind in _KINDS:
        if test(mode):
            return kind
    return "not a file"


def check_replaceable(path: Path) -> None:
    """Raise NotRegularFileError if `path` exists and is anything but a regular file."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return
    except OSError:
        return  # the write itself reports what is wrong
    kind = kind_of(mode)
    if kind is not None:
        raise NotRegularFileError(path, kind)


def read_bounded(path: Path, limit: int) -> bytes:
    """The content of the regular file `path`, at most `limit` bytes.

    Never blocks on a named pipe (it is opened non-blocking and refused once fstat says what
    it is); raises NotRegularFileError, FileTooLargeError or OSError.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        kind = kind_of(info.st_mode)
        if kind is not None:
            raise NotRegularFileError(Path(path), kind)
        if info.st_size > limit:
            raise FileTooLargeError(Path(path), info.st_size, limit)
        chunks, size = [], 0
        while True:  # the file may grow while it is read: never take more than the limit
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                raise FileTooLargeError(Path(path), size, limit)
        return b"".join(chunks)
    finally:
        os.close(fd)


def remove_stale_temps(paths: Iterable[Path]) -> list[Path]:
    """Delete `.<name>.*.tmp` files next to each of `paths` (and next to a link's target):
    the half-written temporaries of a writer that was killed. Call it only while this
    process holds the game's lock, so no other writer is working on them. Only regular
    files are removed, never a link or a folder; returns what was removed."""
    removed: list[Path] = []
    seen: set[tuple[Path, str]] = set()
    for path in paths:
        path = Path(path)
        for place in {path, real_path(path)}:
            key = (place.parent, place.name)
            if key in seen:
                continue
            seen.add(key)
            try:
                candidates = list(place.parent.glob(f".{place.name}.*{TEMP_SUFFIX}"))
            except OSError:
                continue
            for temp in candidates:
                try:
                    if not stat.S_ISREG(os.lstat(temp).st_mode):
                        continue
                    os.unlink(temp)
                except OSError:
                    continue
                removed.append(temp)
    return removed
