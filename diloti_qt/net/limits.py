"""Limits against hostile clients: a token bucket per connection, counts per address."""

from __future__ import annotations

import time
from collections import defaultdict


class Bucket:
    """`rate` messages a second on average, bursts up to `burst`."""

    __slots__ = ("rate", "burst", "tokens", "stamp")

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst, self.tokens = rate, burst, burst
        self.stamp = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


class AddressBook:
    """Open connections and recent failed room look-ups, per remote address."""

    def __init__(self, max_connections: int, max_misses: int, max_creates: int = 30,
                 window: float = 60.0) -> None:
        self.max_connections = max_connections
        self.max_misses = max_misses
        self.max_creates = max_creates  # tables one address may open per `window` * 10
        self.window = window
        self.open: defaultdict[str, int] = defaultdict(int)
        self._misses: dict[str, list[float]] = {}
        self._creates: dict[str, list[float]] = {}
        self._refused: dict[str, float] = {}  # address -> until when (monotonic)

    def full(self, address: str) -> bool:
        return self.open[address] >= self.max_connections

    def opened(self, address: str) -> None:
        self.open[address] += 1

    def closed(self, address: str) -> None:
        self.open[address] -= 1
        if self.open[address] <= 0:
            del self.open[address]

    @staticmethod
    def _count(book: dict[str, list[float]], address: str, window: float) -> int:
        now = time.monotonic()
        recent = [t for t in book.get(address, ()) if now - t < window]
        recent.append(now)
        book[address] = recent
        return len(recent)

    def missed(self, address: str) -> bool:
        """Count a look-up of a room that is not there; True once the address has missed
        too often lately (someone guessing codes): then it is refused for a `window`,
        whichever connection it comes on."""
        if self._count(self._misses, address, self.window) > self.max_misses:
            self._refused[address] = time.monotonic() + self.window
            return True
        return False

    def refused(self, address: str) -> bool:
        """Whether the address guessed too many room codes lately (no new connection, no
        look-up answered, until its time is over)."""
        until = self._refused.get(address)
        if until is None:
            return False
        if time.monotonic() < until:
            return True
        del self._refused[address]
        return False

    def created(self, address: str) -> bool:
        """Count a new table; True once the address has opened too many lately (someone
        filling the server with empty lobbies)."""
        return self._count(self._creates, address, 10 * self.window) > self.max_creates

    def forget_old(self) -> None:
        now = time.monotonic()
        for address in [a for a, until in self._refused.items() if until <= now]:
            del self._refused[address]
        for book, window in ((self._misses, self.window), (self._creates, 10 * self.window)):
            for address in [a for a, ts in book.items() if now - ts[-1] >= window]:
                del book[address]
