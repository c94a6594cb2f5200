"""The seats this app holds at online tables, kept on disk: the server's address, the room,
the session token (and, for a table this app hosts, its port), so that an app that crashed
or was killed takes its seat back when it starts again.

One small JSON file in the storage folder, written atomically (storage/atomic.py: the old
file stays whole until the new one replaces it; readable by this user only). Every entry is
checked when read: a damaged file is set aside, a strange entry ignored. A seat is
forgotten when its match ends, when the player leaves between matches, and after a day; one
left during a match is kept, marked `left`, so that joining that table again takes the seat
back (it is not taken back by itself when the app starts).
"""

from __future__ import annotations

import logging
import re
import shutil
import threading
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from diloti_qt.net.codes import normalize_room
from diloti_qt.storage import paths
from diloti_qt.storage.atomic import CorruptFileError, atomic_write_bytes, encode_json, read_json
from diloti_qt.storage.files import remove_stale_temps

from .address import server_url

FORMAT = "diloti-online-seats/1"
FILE_NAME = "online-seats.json"
TABLES_FOLDER = "hosted-tables"  # the tables this app's own service keeps
MAX_BYTES = 64 * 1024
MAX_SEATS = 8
MAX_AGE_S = 24 * 3600  # the server closes a match nobody comes back to after a day
_TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SavedSeat:
    """A seat at a friends' table kept on disk, to go back to it after a restart."""
    url: str  # ws:// or wss:// address of the service
    room: str
    token: str
    name: str
    hosted: bool = False  # this app ran the service (started again from its stored tables)
    port: int | None = None  # the hosted service's port (friends come back to it)
    saved_at: float = 0.0  # time.time()
    left: bool = False  # the player left it during a match: joining again takes it back


def parse_seats(doc: Any) -> list[SavedSeat]:
    """The valid entries of a seats file; raises CorruptFileError if it is not one."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT or not isinstance(
            doc.get("seats"), list):
        raise CorruptFileError("not a file of online seats")
    out = []
    for entry in doc["seats"][:MAX_SEATS]:
        seat = _entry(entry)
        if seat is not None:
            out.append(seat)
    return out


def _entry(x: Any) -> SavedSeat | None:
    if not isinstance(x, dict):
        return None
    url, room, token, name = (x.get(k) for k in ("url", "room", "token", "name"))
    hosted, port, saved_at = x.get("hosted", False), x.get("port"), x.get("saved_at", 0.0)
    left = x.get("left", False)
    if not (isinstance(url, str) and isinstance(room, str) and isinstance(token, str)
            and isinstance(name, str) and isinstance(hosted, bool) and isinstance(left, bool)
            and isinstance(saved_at, (int, float)) and not isinstance(saved_at, bool)):
        return None
    if server_url(url) is None or normalize_room(room) != room or not _TOKEN.fullmatch(token):
        return None
    if port is not None and (isinstance(port, bool) or not isinstance(port, int)
                             or not 0 < port < 65536):
        return None
    if hosted and port is None:
        return None
    return SavedSeat(url, room, token, name[:64], hosted, port, float(saved_at), left)


class SavedSeats:
    """Thread-safe: the connection remembers and forgets on its own thread."""

    def __init__(self, folder: Path | None = None) -> None:
        folder = Path(folder) if folder is not None else paths.state_dir()
        self.path = folder / FILE_NAME
        self.home_tables = folder / TABLES_FOLDER
        self._lock = threading.Lock()

    def seats(self) -> list[SavedSeat]:
        """The seats kept, newest first, none older than a day."""
        loaded = read_json(self.path, parse_seats, MAX_BYTES)
        for notice in loaded.notices:
            log.warning("online seats: %s", notice.text)
        now = time.time()
        fresh = [s for s in loaded.value or () if now - s.saved_at < MAX_AGE_S]
        return sorted(fresh, key=lambda s: -s.saved_at)

    def latest(self, left: bool = False) -> SavedSeat | None:
        """The newest seat to take back at start (with `left`: the newest one the player
        left during a match, offered by Play with friends)."""
        with self._lock:
            remove_stale_temps([self.path])
            seats = [s for s in self.seats() if s.left == left]
        return seats[0] if seats else None

    def remember(self, seat: SavedSeat) -> None:
        seat = SavedSeat(**{**asdict(seat), "saved_at": time.time()})
        with self._lock:
            kept = [s for s in self.seats() if s.room != seat.room]
            self._write([seat, *kept][:MAX_SEATS])

    def forget(self, room: str) -> None:
        with self._lock:
            seats = self.seats()
            kept = [s for s in seats if s.room != room]
            if len(kept) != len(seats):
                self._write(kept)

    def clear_home_tables(self) -> None:
        """A fresh table at home starts without the tables a crashed session left."""
        shutil.rmtree(self.home_tables, ignore_errors=True)

    def _write(self, seats: list[SavedSeat]) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_bytes(self.path, encode_json(
                {"format": FORMAT, "seats": [asdict(s) for s in seats]}), backup=False)
        except OSError as e:  # the game goes on; only a crash could not be recovered from
            log.warning("could not keep the online seat: %s", e)

