"""The name of the running game's local socket, which a second start uses to raise it.

On Linux and macOS it is a Unix socket file in a folder only the player can enter: the user's
runtime folder ($XDG_RUNTIME_DIR, Linux), else a folder the game makes for the user, mode
0700, in the temporary folder (macOS's $TMPDIR is already the user's own). Never the shared
temporary folder itself: another user could bind the predictable name there first and be
handed the player's invitations (issue 37). The whole path must fit in sun_path (108 bytes
on Linux, 104 on macOS: macOS's $TMPDIR alone is ~50), so the name is short. On Windows it
is a named pipe, and pipe names are one namespace for the whole machine: two players on one
PC would meet the same pipe, so the user's name joins the hash; and a name anyone can work
out (the user's name and the usual path) lets another user create the pipe first and be
handed the player's invitations, so a secret joins it too: random, kept in the player's own
data folder (%LOCALAPPDATA%, which other users cannot read), made at the first start.
"""

from __future__ import annotations

import os
import posixpath
import stat
from collections.abc import Mapping

from diloti_qt.platform import System

PREFIX = "diloti-qt-"
SUN_PATH = {System.LINUX: 108, System.MACOS: 104}


def server_name(lock_path: str, system: System, user: str = "", secret: str = "") -> str:
    """One name per home (a hash of the lock file's real path); on Windows per user and
    per the home's secret too (nobody else can know the name)."""
    import hashlib  # (not loaded by a start that takes its home: it asks no running game)

    key = os.path.realpath(lock_path) if system is not System.WINDOWS else lock_path.lower()
    if system is System.WINDOWS:
        key = f"{user.lower()}\n{key}\n{secret}"
    return PREFIX + hashlib.sha1(key.encode()).hexdigest()[:16]


def fits(socket_dir: str, name: str, system: System) -> bool:
    """Whether a socket `name` in `socket_dir` fits the system's limit (always on Windows)."""
    limit = SUN_PATH.get(system)
    return limit is None or len(os.path.join(socket_dir, name).encode()) < limit


def socket_folders(system: System, env: Mapping[str, str], uid: int,
                   temp: str) -> tuple[str, ...]:
    """Where the socket may be, the first private one wins (see `private`): the runtime
    folder on Linux, then the user's own folder in the temporary folder `temp` (the game
    makes it: the last one). None on Windows (a pipe has no folder)."""
    if system is System.WINDOWS:
        return ()
    runtime = env.get("XDG_RUNTIME_DIR", "") if system is System.LINUX else ""
    first = (runtime,) if runtime.startswith("/") else ()
    return (*first, posixpath.join(temp, f"{PREFIX}{uid}"))


def private(mode: int, owner: int, uid: int) -> bool:
    """Whether a folder (its lstat mode and owner) is the user `uid`'s alone: a real folder,
    not a link, owned by the user, that nobody else may enter or write into."""
    return stat.S_ISDIR(mode) and owner == uid and mode & 0o077 == 0
