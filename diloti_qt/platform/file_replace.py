"""Replacing or renaming a file that another process may be reading at that moment.

Linux and macOS: rename(2) swaps the name in one step; a reader that has the old file open
keeps reading the old content to its end, and nobody is ever refused. The folder is synced
after the swap so that the new name survives a power cut.

Windows: MoveFileEx (what os.replace and os.rename call) is refused while any process holds
the source or the target open without FILE_SHARE_DELETE, which is how Python's open(),
Notepad, backup and antivirus scanners and the search indexer open files: PermissionError
(WinError 5, access denied, or 32, sharing violation). Readers hold a file for moments, so
the move is tried again after each of RETRY_DELAYS_S (at most MAX_WAIT_S in all) and then
the error is raised: an atomic write then reports a failed write and the old file is intact
(storage/atomic.py). A folder cannot be opened to sync it there; NTFS journals the rename.
Every other error (a full disk, a missing folder) is raised at once on every system.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

from diloti_qt.platform import System, current

RETRY_DELAYS_S = (0.01, 0.02, 0.05, 0.1, 0.15, 0.25, 0.4)  # doubling-ish, then capped
MAX_WAIT_S = sum(RETRY_DELAYS_S)  # 0.98 s: a reader's moment, not a hang

Move = Callable[[str | Path, str | Path], None]


def refused_while_open(error: OSError, system: System) -> bool:
    """Whether `error` from a move is the system refusing because a file is open (worth a
    retry). Only Windows refuses for that; there a PermissionError is a sharing violation or
    an access denied, and a true denial costs MAX_WAIT_S before it is raised."""
    return system is System.WINDOWS and isinstance(error, PermissionError)


def move(source: str | Path, target: str | Path, system: System | None = None, *,
         how: Move | None = None, sleep: Callable[[float], None] = time.sleep) -> int:
    """`how(source, target)` (os.replace by default, or os.rename where the target must not
    exist), tried again on `system`'s rules while a reader holds a file; the number of
    retries it took."""
    system = current() if system is None else system
    how = os.replace if how is None else how
    retries = 0
    while True:
        try:
            how(source, target)
            return retries
        except OSError as error:
            if retries == len(RETRY_DELAYS_S) or not refused_while_open(error, system):
                raise
        sleep(RETRY_DELAYS_S[retries])
        retries += 1


def sync_folder(folder: Path, system: System | None = None) -> bool:
    """Make a rename in `folder` durable where the system can (POSIX); True if synced."""
    system = current() if system is None else system
    if system is System.WINDOWS:
        return False
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return False
    try:
        os.fsync(fd)
        return True
    except OSError:
        return False
    finally:
        os.close(fd)
