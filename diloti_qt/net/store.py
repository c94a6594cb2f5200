"""The game service's storage, as the server sees it: one interface (`ServiceStore`) with
two implementations — SQLite in a data folder (`sqlite_store.py`: one process, the default)
and PostgreSQL shared by several processes (`pg_store.py`: each table owned by one process
at a time, taken over when its owner dies) — and the replay both use to turn stored rows
back into a table (docs/storage.md, "The game service")."""

from __future__ import annotations

import json
from typing import Protocol

from .table import STOPPED, Table, TableStore


# Seconds a process sharing a database holds its tables without renewing its lease (the
# default of --lease). One that hangs loses them this long after its last renewal at most
# (HAProxy's health check, 2-3 s, sends its players on meanwhile: the 5 s target of issue
# 25); a live one whose loop stalls for more than 5/6 of it gives its tables up and
# registers again (nothing is lost; pg_store.py).
LEASE = 3.0


class StoreAway(Exception):
    """The database cannot be reached now (or the table is moving between processes):
    the request is refused with `storage` and the player's app tries again."""


class StoreListener(Protocol):
    """What a store tells the server (the PostgreSQL store; SQLite says nothing: its writes
    are done, or have failed, when they return)."""

    def kept(self, room: str) -> None:
        """The room's writes up to `written(room)` as it was then are committed."""

    def lost(self, room: str, why: str) -> None:
        """Writes of the room failed after the table went on in memory: what nobody was
        told yet is dropped and the table is loaded again from the database."""

    def back(self) -> None:
        """The database is reachable again after `StoreAway`."""

    def release(self, room: str) -> None:
        """Another process serves this room now (or asks to): let the table go."""

    def lapsed(self) -> None:
        """This process's hold on its tables ran out (it was stopped or cut off for longer
        than its lease): every table in memory may be another's now. Drop them all without
        writing; the store registers again and says `back` when it may be used."""


class ServiceStore(TableStore, Protocol):
    """Where the server keeps its tables. The table-facing writes (`changed`, `moved`) may be
    queued: `written(room)` counts the room's writes so far and `committed(room)` those
    known committed; the server sends nothing a write made before that write is committed
    (a move is acknowledged only once it is stored). A synchronous store returns 0 for both."""

    shared: bool  # several processes share it: tables not in memory are fetched
    up: bool  # False while the database cannot be reached (writes raise StoreError)
    kept: object  # where a damaged file was set aside at the start (SQLite), else None
    set_aside: dict[str, str]  # rooms set aside as damaged: why

    async def open(self, listener: StoreListener) -> list[Table]:
        """Make ready (migrate the schema); the tables to serve from the start."""

    async def add(self, table: Table) -> bool:
        """Store a new table; False when its room code is taken (in any process)."""

    async def fetch(self, room: str) -> Table | None:
        """The table of `room`, loaded (and taken over from a process that died or gave
        it up); None when no table has this code or it was set aside. Raises StoreAway."""

    async def ours(self, room: str) -> bool:
        """Whether the table in this process's memory is still its own. Raises StoreAway."""

    def written(self, room: str) -> int: ...

    def committed(self, room: str) -> int: ...

    def delete(self, room: str) -> None: ...

    def release(self, room: str) -> None:
        """Give the table up (after its pending writes) so another process may take it."""

    def forget(self, room: str) -> None:
        """Drop the room's queued writes and counts (after `lost`)."""

    async def sweep(self, idle: float) -> None:
        """Delete tables nobody has served for `idle` seconds (owners gone)."""

    async def shutdown(self) -> None: ...


def replay(room: object, config: object, moves: list, talk: list = ()) -> Table:
    """A stored table (its configuration's JSON text, its (seq, seat, move JSON) rows in
    order, its (number, line JSON) talk rows in order) replayed; ValueError (or another
    exception) when it is not a table this server could have written."""
    if [seq for seq, _, _ in moves] != list(range(1, len(moves) + 1)):
        raise ValueError("moves are missing")
    doc = json.loads(config) if isinstance(config, str) else None
    if not isinstance(doc, dict):
        raise ValueError("the configuration is not an object")
    if doc.get("room") != room:
        raise ValueError("the configuration names another room")
    played = []
    for _, seat, text in moves:
        move = json.loads(text) if isinstance(text, str) else None
        if not isinstance(move, dict) or not isinstance(seat, int):
            raise ValueError("a stored move is not a move")
        played.append((seat, move))
    lines = []
    for number, text in talk:
        line = json.loads(text) if isinstance(text, str) else None
        if not isinstance(line, dict) or type(number) is not int:
            raise ValueError("a stored line is not a line")
        lines.append((number, line))
    return Table.restore(doc, played, lines)


class MemoryStore:
    """Implements ServiceStore for a service that keeps its tables in memory only (tests,
    and a server started without --data or --database)."""

    shared = False
    up = True
    stopped_text = STOPPED
    kept = None
    set_aside: dict[str, str] = {}

    async def open(self, listener: StoreListener) -> list[Table]:
        return []

    async def add(self, table: Table) -> bool:
        return True

    async def fetch(self, room: str) -> Table | None:
        return None

    async def ours(self, room: str) -> bool:
        return True

    def changed(self, table: Table) -> None:
        pass

    def moved(self, table: Table, seq: int, seat: int, move: dict) -> None:
        pass

    def said(self, table: Table, number: int, line: dict) -> None:
        pass

    def written(self, room: str) -> int:
        return 0

    def committed(self, room: str) -> int:
        return 0

    def delete(self, room: str) -> None:
        pass

    def release(self, room: str) -> None:
        pass

    def forget(self, room: str) -> None:
        pass

    async def sweep(self, idle: float) -> None:
        pass

    async def shutdown(self) -> None:
        pass
