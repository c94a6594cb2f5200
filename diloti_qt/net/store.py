"""The dedicated server's storage: every table in SQLite (WAL), its configuration after
every change and each move as it is played, so that a restart replays every match to
where it was. Only JSON text is stored and read back."""

from __future__ import annotations

import json
import logging
import sqlite3
from pathlib import Path

from .table import Table

log = logging.getLogger(__name__)

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    room TEXT PRIMARY KEY, config TEXT NOT NULL, set_aside INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS moves (
    room TEXT NOT NULL, seq INTEGER NOT NULL, seat INTEGER NOT NULL, move TEXT NOT NULL,
    PRIMARY KEY (room, seq));
"""


class SqliteStore:
    """Implements TableStore. Each write is its own committed transaction; in WAL mode
    with synchronous=NORMAL a commit survives the server process being killed (only a
    crash of the whole machine may lose the last moves)."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self.failures = 0
        self.db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(SCHEMA)

    def changed(self, table: Table) -> None:
        self._write("INSERT OR REPLACE INTO tables (room, config, set_aside) VALUES (?, ?, 0)",
                    (table.room, json.dumps(table.config())))

    def moved(self, table: Table, seat: int, move: dict) -> None:
        self._write("INSERT INTO moves (room, seq, seat, move) VALUES (?, ?, ?, ?)",
                    (table.room, table.seq, seat, json.dumps(move)))

    def _write(self, sql: str, args: tuple) -> None:
        """A failed write (a full disk, a broken file) is logged and play goes on: the
        players' game matters more than its copy. A table with a missing move is set aside
        on the next start rather than resumed wrongly."""
        try:
            self.db.execute(sql, args)
        except sqlite3.Error as e:
            self.failures += 1
            log.error("could not store table %s: %s", args[0], e)

    def delete(self, room: str) -> None:
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute("DELETE FROM moves WHERE room = ?", (room,))
            self.db.execute("DELETE FROM tables WHERE room = ?", (room,))

    def load(self) -> list[Table]:
        """Every stored table, replayed. A table whose data cannot be replayed is set
        aside (kept in the file, never loaded again) and logged."""
        tables = []
        rows = self.db.execute("SELECT room, config FROM tables WHERE set_aside = 0").fetchall()
        for room, config in rows:
            moves = self.db.execute("SELECT seq, seat, move FROM moves WHERE room = ? "
                                    "ORDER BY seq", (room,)).fetchall()
            try:
                if [seq for seq, _, _ in moves] != list(range(1, len(moves) + 1)):
                    raise ValueError("moves are missing")
                doc = json.loads(config)
                if doc.get("room") != room:
                    raise ValueError("the configuration names another room")
                table = Table.restore(doc, [(seat, json.loads(m)) for _, seat, m in moves])
            except (ValueError, KeyError, TypeError) as e:
                log.warning("table %s set aside: %s", room, e)
                self.db.execute("UPDATE tables SET set_aside = 1 WHERE room = ?", (room,))
                continue
            tables.append(table)
        return tables

    def close(self) -> None:
        self.db.close()
