"""The name of the running game's local socket, which a second start uses to raise it.

On Linux and macOS Qt makes it a Unix socket file in the temporary folder, whose whole path
must fit in sun_path (108 bytes on Linux, 104 on macOS: macOS's $TMPDIR alone is ~50), so the
name is short. On Windows it is a named pipe, and pipe names are one namespace for the whole
machine: two players on one PC would meet the same pipe, so the user's name joins the hash.
"""

from __future__ import annotations

import os

from diloti_qt.platform import System

PREFIX = "diloti-qt-"
SUN_PATH = {System.LINUX: 108, System.MACOS: 104}


def server_name(lock_path: str, system: System, user: str = "") -> str:
    """One name per home (a hash of the lock file's real path), and per user on Windows."""
    import hashlib  # (not loaded by a start that takes its home: it asks no running game)

    key = os.path.realpath(lock_path) if system is not System.WINDOWS else lock_path.lower()
    if system is System.WINDOWS:
        key = f"{user.lower()}\n{key}"
    return PREFIX + hashlib.sha1(key.encode()).hexdigest()[:16]


def fits(socket_dir: str, name: str, system: System) -> bool:
    """Whether a socket `name` in `socket_dir` fits the system's limit (always on Windows)."""
    limit = SUN_PATH.get(system)
    return limit is None or len(os.path.join(socket_dir, name).encode()) < limit
