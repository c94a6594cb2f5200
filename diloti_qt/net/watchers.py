"""The people watching a table: the host's consent, at most MAX_WATCHERS names, and where
their messages go. A watcher sees what every seat sees of the table (the table, the piles,
the history, the scores, the talk) and never a card of any hand: wire.watcher_view_json.
No I/O: the table tells them (Table.tell)."""

from __future__ import annotations

from itertools import count

MAX_WATCHERS = 8


class WatchRefused(Exception):
    """Nobody may watch this table now: `full` says whether it is only for lack of room."""

    def __init__(self, message: str, full: bool) -> None:
        super().__init__(message)
        self.full = full


class Watchers:
    def __init__(self, allowed: bool = False) -> None:
        self.allowed = allowed  # the host's consent (stored with the table)
        self.names: dict[int, str] = {}  # watcher id -> name, in the order they came
        self._ids = count(1)

    def add(self, name: str) -> int:
        if not self.allowed:
            raise WatchRefused("The host of this table does not let anyone watch.", False)
        if len(self.names) >= MAX_WATCHERS:
            raise WatchRefused(f"{MAX_WATCHERS} people watch this table already.", True)
        wid = next(self._ids)
        self.names[wid] = name
        return wid

    def remove(self, wid: int) -> bool:
        return self.names.pop(wid, None) is not None

    def info(self) -> list[str]:
        return list(self.names.values())

    def __bool__(self) -> bool:
        return bool(self.names)
