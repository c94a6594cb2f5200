"""How each system keeps one game per home and one server per data folder, and how a link or
a file clicked while the game runs reaches it.

The game holds `diloti-qt.lock` in its state folder with QLockFile (ui/instance.py) and
listens on a local socket named by local_names.py, through which a second start asks it to
come to the front or to open an invitation or a match record file:
- Linux and macOS: QLockFile writes the holder's pid into the file and holds flock(2) on it;
  a lock whose process is gone is taken over. The socket is a file in a folder only the
  user can enter (local_names.py) that outlives a game that was killed, so it is removed
  before listening again. Both ends ask the kernel who the other is (SO_PEERCRED on Linux,
  LOCAL_PEERCRED on macOS): nothing is handed to, or taken from, another user's process.
- Windows: QLockFile keeps the file open without sharing; the socket is a named pipe, which
  vanishes with its process. Qt gives it an access list of the user alone; who made a pipe
  of that name is not checked.
- macOS: opening Diloti.app again (Finder, Dock, a clicked diloti:// link, a .diloti file)
  starts no second process: LaunchServices hands the link or file to the running app as an
  open event (QFileOpenEvent), at its first start too, never on the command line. The lock
  and socket still serve `open -n` and a start from a terminal.

The server (diloti-qt-server) holds DATA/tables.lock with its pid in it: flock(2) on POSIX;
on Windows msvcrt.locking on one byte far past the pid, because a locked byte cannot be read
by another process there and the second server could not name the first. The system drops
both locks when the process dies.
"""

from __future__ import annotations

import os
from enum import Enum
from typing import NamedTuple

from diloti_qt.platform import System, current

PID_BYTES = 32  # the pid text at the start of a lock file is shorter than this
WINDOWS_LOCKED_BYTE = 1 << 20  # past the pid: the pid stays readable by a second server


class PeerCredentials(NamedTuple):
    """How to ask the kernel for the uid of a Unix socket's other end: getsockopt's level
    and option (each a name in Python's socket module, or its number there), the answer's
    struct format and the uid's place in it."""

    level: tuple[str, int]
    option: tuple[str, int]
    layout: str
    uid_at: int


# Linux: struct ucred {pid_t pid; uid_t uid; gid_t gid} (SO_PEERCRED's number differs
# between architectures: Python's own is used). macOS: struct xucred {u_int cr_version;
# uid_t cr_uid; short cr_ngroups; gid_t cr_groups[16]} at SOL_LOCAL (0), LOCAL_PEERCRED (1).
PEER_CREDENTIALS = {
    System.LINUX: PeerCredentials(("SOL_SOCKET", 1), ("SO_PEERCRED", 17), "iII", 1),
    System.MACOS: PeerCredentials(("SOL_LOCAL", 0), ("LOCAL_PEERCRED", 1), "IIh16I", 1),
}


def peer_uid(fd: int, system: System | None = None) -> int | None:
    """The uid of the process at the other end of the connected Unix socket `fd`, by the
    kernel's word; None where it cannot be asked (Windows) or the asking failed."""
    system = current() if system is None else system
    how = PEER_CREDENTIALS.get(system)
    if how is None or fd < 0:
        return None
    import socket
    import struct

    level, option = (getattr(socket, name, number) for name, number in (how.level,
                                                                         how.option))
    try:
        with socket.socket(fileno=os.dup(fd)) as sock:
            raw = sock.getsockopt(level, option, struct.calcsize(how.layout))
        return struct.unpack(how.layout, raw)[how.uid_at]
    except (OSError, struct.error, ValueError):
        return None


class Handover(Enum):
    """How a second start's link or file reaches the running game."""

    SOCKET = "local socket"  # a second process starts and asks through the local socket
    OPEN_EVENT = "open event"  # the system hands it to the running app (QFileOpenEvent)


def handovers(system: System) -> tuple[Handover, ...]:
    """The ways a link or a file reaches the running game on `system`, the usual one first."""
    if system is System.MACOS:
        return (Handover.OPEN_EVENT, Handover.SOCKET)
    return (Handover.SOCKET,)


def socket_outlives_process(system: System) -> bool:
    """Whether a killed game leaves its socket behind (a file), to remove before listening."""
    return system is not System.WINDOWS


def locked_byte(system: System) -> int | None:
    """Where the server's folder lock sits: a byte offset (Windows), or None for the whole
    file (flock)."""
    return WINDOWS_LOCKED_BYTE if system is System.WINDOWS else None


def lock(fd: int, system: System | None = None) -> None:
    """Hold the lock on the open file `fd` until it is closed; OSError if another process
    holds it. The file position is left at the start."""
    system = current() if system is None else system
    offset = locked_byte(system)
    if offset is None:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return
    import msvcrt

    os.lseek(fd, offset, os.SEEK_SET)
    try:
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    finally:
        os.lseek(fd, 0, os.SEEK_SET)


def read_pid(fd: int) -> int | None:
    """The pid written at the start of the lock file `fd`, if it reads as one."""
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        text = os.read(fd, PID_BYTES).decode("ascii", "replace").strip()
    except OSError:
        return None
    return int(text) if text.isdigit() else None
