"""The game service's tables in SQLite (WAL) in one data folder, for one server process:
its configuration after every change and each move before it is announced, so that a
restart replays every match to where the players saw it. Only JSON text is stored and read
back. One server holds a data folder at a time (a lock file naming its process); a damaged
or newer file or a damaged row is set aside, never a reason not to start; the schema is
versioned (`user_version`) and migrated on start (docs/storage.md, "The game service")."""

from __future__ import annotations

import json
import logging
import os
import sqlite3
import time
from pathlib import Path

from diloti_qt.platform import file_replace, single_instance

from .store import StoreListener, replay
from .table import STOPPED, StoreError, Table
from .talk import MAX_LINES

log = logging.getLogger(__name__)

# Schema version N is reached by running MIGRATIONS[N - 1] (one transaction each); a file
# made before versions existed has version 0 and the tables of version 1 already. Add a
# migration at the end of this list and of pg_store.MIGRATIONS together.
MIGRATIONS = (
    """
CREATE TABLE IF NOT EXISTS tables (
    room TEXT PRIMARY KEY, config TEXT NOT NULL, set_aside INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS moves (
    room TEXT NOT NULL, seq INTEGER NOT NULL, seat INTEGER NOT NULL, move TEXT NOT NULL,
    PRIMARY KEY (room, seq));
""",
    "-- 2: the leases of PostgreSQL's server processes (one process here: nothing)\n",
    # 3: talk as rows of its own, numbered at its table; the lines a configuration held
    # (its "talk": the last 50) become rows 1, 2, … and leave the configuration
    """
CREATE TABLE talk (
    room TEXT NOT NULL, n INTEGER NOT NULL, line TEXT NOT NULL, PRIMARY KEY (room, n));
INSERT INTO talk (room, n, line)
    SELECT t.room, l.key + 1, l.value FROM tables t, json_each(t.config, '$.talk') l
    WHERE json_valid(t.config) AND json_type(t.config, '$.talk') = 'array';
UPDATE tables SET config = json_remove(config, '$.talk')
    WHERE json_valid(config) AND json_type(config, '$.talk') = 'array';
""",
)
# Reads every column the server uses: a file of another shape fails here, not mid-game.
PROBE = ("SELECT room, config, set_aside FROM tables LIMIT 1",
         "SELECT room, seq, seat, move FROM moves LIMIT 1",
         "SELECT room, n, line FROM talk LIMIT 1")
LOCK_NAME = "tables.lock"


class StoreLockedError(Exception):
    """Another server process holds this data folder."""


class FolderLock:
    """An exclusive lock on DATA/tables.lock holding the owner's process id (each system's
    way: diloti_qt/platform/single_instance.py); released by close() or when the process
    dies."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_NAME
        self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            single_instance.lock(self.fd)
        except OSError:
            holder = single_instance.read_pid(self.fd)
            os.close(self.fd)
            who = f"process {holder}" if holder else "another process"
            raise StoreLockedError(f"{folder} is in use by {who} (another diloti-qt-server?); "
                              f"stop it or choose another --data") from None
        os.ftruncate(self.fd, 0)
        os.write(self.fd, f"{os.getpid()}\n".encode())

    def close(self) -> None:
        if self.fd >= 0:
            os.close(self.fd)  # closing the descriptor releases the lock
            self.fd = -1


def set_aside(path: Path, reason: str) -> Path:
    """Rename `path` (and SQLite's -wal and -shm beside it) to `<name>.<reason>-<time>`."""
    stamp = time.strftime("%Y%m%dT%H%M%S")
    kept = path.with_name(f"{path.name}.{reason}-{stamp}")
    n = 1
    while kept.exists():
        n += 1
        kept = path.with_name(f"{path.name}.{reason}-{stamp}-{n}")
    file_replace.move(path, kept)  # retried while a reader holds it (Windows)
    for suffix in ("-wal", "-shm"):
        extra = path.with_name(path.name + suffix)
        if extra.exists():
            file_replace.move(extra, kept.with_name(kept.name + suffix))
    return kept


class NewerFileError(sqlite3.DatabaseError):
    """The file's schema is of a newer version of the server."""


class SqliteStore:
    """Implements ServiceStore for one process. Each write is its own committed
    transaction; in WAL mode with synchronous=NORMAL a commit survives the server process
    being killed (only a crash of the whole machine may lose the last moves). A write that
    fails raises StoreError: the table stops (Table._keep) until the server is started
    again. Every table is loaded at the start; nothing is ever in flight."""

    shared = False
    up = True
    stopped_text = STOPPED

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self.failures = 0
        self.kept: Path | None = None  # where a damaged file was set aside at the start
        self.set_aside: dict[str, str] = {}  # rooms set aside by load(): why
        self.lock = FolderLock(path.parent)
        try:
            self.db = self._open_or_set_aside()
        except BaseException:
            self.lock.close()
            raise

    def _open_or_set_aside(self) -> sqlite3.Connection:
        try:
            return self._open()
        except NewerFileError as e:
            kept = self.kept = set_aside(self.path, "future")
            log.error("%s %s: kept as %s; starting with no stored tables", self.path, e,
                      kept.name)
            return self._open()
        except (sqlite3.DatabaseError, IsADirectoryError) as e:
            if not (self.path.is_dir() or self.path.is_file()):
                raise  # not the file's fault (permissions, a missing folder): say so
            kept = self.kept = set_aside(self.path, "corrupt")
            log.error("%s is damaged (%s): kept as %s; starting with no stored tables",
                      self.path, e, kept.name)
            return self._open()

    def _open(self) -> sqlite3.Connection:
        db = sqlite3.connect(str(self.path), isolation_level=None, check_same_thread=False)
        try:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            verdict = db.execute("PRAGMA quick_check").fetchone()
            if verdict is None or verdict[0] != "ok":
                raise sqlite3.DatabaseError(f"quick_check: {verdict}")
            _migrate(db)
            for sql in PROBE:
                db.execute(sql).fetchall()
        except BaseException:
            db.close()
            raise
        return db

    # -- ServiceStore ----------------------------------------------------------------------
    async def open(self, listener: StoreListener) -> list[Table]:
        return self.load()

    async def add(self, table: Table) -> bool:
        try:
            self.db.execute("INSERT INTO tables (room, config, set_aside) VALUES (?, ?, 0)",
                            (table.room, json.dumps(table.config())))
        except sqlite3.IntegrityError:
            return False
        except sqlite3.Error as e:
            log.error("could not store table %s: %s", table.room, e)
            raise StoreError(str(e)) from None
        return True

    async def fetch(self, room: str) -> Table | None:
        return None  # every table was loaded at the start

    async def ours(self, room: str) -> bool:
        return True

    def written(self, room: str) -> int:
        return 0

    def committed(self, room: str) -> int:
        return 0

    def release(self, room: str) -> None:
        pass

    def forget(self, room: str) -> None:
        pass

    async def sweep(self, idle: float) -> None:
        pass  # the server closes its idle tables itself

    async def shutdown(self) -> None:
        self.close()

    def changed(self, table: Table) -> None:
        self._write("INSERT OR REPLACE INTO tables (room, config, set_aside) VALUES (?, ?, 0)",
                    (table.room, json.dumps(table.config())))

    def moved(self, table: Table, seq: int, seat: int, move: dict) -> None:
        self._write("INSERT INTO moves (room, seq, seat, move) VALUES (?, ?, ?, ?)",
                    (table.room, seq, seat, json.dumps(move)))

    def said(self, table: Table, number: int, line: dict) -> None:
        self._write("INSERT INTO talk (room, n, line) VALUES (?, ?, ?)",
                    (table.room, number, json.dumps(line)))
        self._write("DELETE FROM talk WHERE room = ? AND n <= ?",
                    (table.room, number - MAX_LINES))

    def _write(self, sql: str, args: tuple) -> None:
        try:
            self.db.execute(sql, args)
        except sqlite3.Error as e:
            self.failures += 1
            log.error("could not store table %s: %s", args[0], e)
            raise StoreError(str(e)) from None

    def delete(self, room: str) -> None:
        try:
            with self.db:
                self.db.execute("BEGIN")
                self.db.execute("DELETE FROM moves WHERE room = ?", (room,))
                self.db.execute("DELETE FROM talk WHERE room = ?", (room,))
                self.db.execute("DELETE FROM tables WHERE room = ?", (room,))
        except sqlite3.Error as e:  # it is then set aside or resumed at the next start
            log.error("could not delete table %s: %s", room, e)

    def load(self) -> list[Table]:
        """Every stored table, replayed. A table whose data cannot be replayed is set
        aside (kept in the file, never loaded again) with one line in the log."""
        tables = []
        rows = self.db.execute("SELECT room, config FROM tables WHERE set_aside = 0").fetchall()
        for room, config in rows:
            try:
                moves = self.db.execute("SELECT seq, seat, move FROM moves WHERE room = ? "
                                        "ORDER BY seq", (room,)).fetchall()
                talk = self.db.execute("SELECT n, line FROM talk WHERE room = ? "
                                       "ORDER BY n", (room,)).fetchall()
                tables.append(replay(room, config, moves, talk))
            except Exception as e:  # noqa: BLE001 - one damaged row never stops the server
                why = f"{type(e).__name__}: {e}"[:300]
                log.warning("table %s set aside: %s", room, why)
                self.set_aside[str(room)] = why
                try:
                    self.db.execute("UPDATE tables SET set_aside = 1 WHERE room = ?", (room,))
                except sqlite3.Error:
                    pass  # a read-only file: it is set aside again at each start
        return tables

    def close(self) -> None:
        self.db.close()
        self.lock.close()



def _migrate(db: sqlite3.Connection) -> None:
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version > len(MIGRATIONS):
        raise NewerFileError(f"is of schema version {version}, newer than this server's "
                             f"{len(MIGRATIONS)}")
    for number in range(version + 1, len(MIGRATIONS) + 1):
        with db:
            db.execute("BEGIN IMMEDIATE")
            for statement in MIGRATIONS[number - 1].split(";"):
                if statement.strip():
                    db.execute(statement)
            db.execute(f"PRAGMA user_version = {number}")
