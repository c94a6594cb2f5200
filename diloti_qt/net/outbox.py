"""What the server tells a table's connections, held until the writes it depends on are
committed: stored before it is seen, with a store whose writes are queued (PostgreSQL).

Everything said while handling one request (a step) waits for every write the step made;
a connection's messages keep their order, so what follows a held message waits too. When
the writes fail, what they held is never sent: the replies owed to requests become the
`storage` error instead, and the closes still happen. A synchronous store (SQLite) has
nothing in flight, so everything goes at once."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import NamedTuple, Protocol


class Close(NamedTuple):
    code: int
    reason: str


class Owed(NamedTuple):
    """A request's answer went out with the held messages; on failure it gets an error."""

    ref: int


Item = str | Close | Owed


class Counts(Protocol):
    def written(self, room: str) -> int: ...

    def committed(self, room: str) -> int: ...


class Outbox:
    def __init__(self, counts: Counts, emit: Callable[[object, Item], None]) -> None:
        self.counts = counts
        self.emit = emit  # (session, item): sends a text, closes, or ignores an Owed
        self._step: list[tuple[object, str | None, Item]] | None = None
        self._held: dict[str, deque[tuple[int, object, Item]]] = {}

    @contextmanager
    def step(self) -> Iterator[None]:
        """Collect what is said until the end of the block, then send it or hold it behind
        the writes made meanwhile (steps nest: the outermost one decides)."""
        if self._step is not None:
            yield
            return
        self._step = said = []
        try:
            yield
        finally:
            self._step = None
            for session, room, item in said:
                self._deliver(session, room, item)

    def put(self, session: object, room: str | None, item: Item) -> None:
        """Say `item` to `session`, seated at `room` (None: at no table)."""
        if self._step is not None:
            self._step.append((session, room, item))
        else:
            self._deliver(session, room, item)

    def _deliver(self, session: object, room: str | None, item: Item) -> None:
        if room is None:
            self.emit(session, item)
            return
        held = self._held.get(room)
        tag = self.counts.written(room)
        if held is None and self.counts.committed(room) >= tag:
            self.emit(session, item)
            return
        if held is None:
            held = self._held[room] = deque()
        held.append((tag, session, item))

    def holding(self, room: str) -> bool:
        return room in self._held

    def held_rooms(self) -> list[str]:
        """The rooms whose messages wait for writes."""
        return list(self._held)

    def kept(self, room: str) -> None:
        """The room's writes are committed up to `committed(room)`: send what they held."""
        held = self._held.get(room)
        done = self.counts.committed(room)
        while held and held[0][0] <= done:
            _, session, item = held.popleft()
            self.emit(session, item)
        if held is not None and not held:
            del self._held[room]

    def lost(self, room: str, error_for: Callable[[int], str]) -> None:
        """The room's writes failed: drop what they held; owed answers become
        `error_for(ref)`, closes still close."""
        for _, session, item in self._held.pop(room, ()):
            if isinstance(item, Owed):
                self.emit(session, error_for(item.ref))
            elif isinstance(item, Close):
                self.emit(session, item)
