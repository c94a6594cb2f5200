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

    def __init__(self, max_connections: int, max_misses: int, window: float = 60.0) -> None:
        self.max_connections = max_connections
        self.max_misses = max_misses
        self.window = window
        self.open: defaultdict[str, int] = defaultdict(int)
        self._misses: dict[str, list[float]] = {}

    def full(self, address: str) -> bool:
        return self.open[address] >= self.max_connections

    def opened(self, address: str) -> None:
        self.open[address] += 1

    def closed(self, address: str) -> None:
        self.open[address] -= 1
        if self.open[address] <= 0:
            del self.open[address]

    def missed(self, address: str) -> bool:
        """Count a look-up of a room that is not there; True once the address has missed
        too often lately (someone guessing codes)."""
        now = time.monotonic()
        recent = [t for t in self._misses.get(address, ()) if now - t < self.window]
        recent.append(now)
        self._misses[address] = recent
        return len(recent) > self.max_misses

    def forget_old(self) -> None:
        now = time.monotonic()
        for address in [a for a, ts in self._misses.items() if now - ts[-1] >= self.window]:
            del self._misses[address]
