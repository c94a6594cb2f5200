"""What asking the router gave: the enums and the two result types, and their log line."""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from enum import Enum


class Method(Enum):
    UPNP = "UPnP IGD"
    NATPMP = "NAT-PMP"
    PCP = "PCP"


class Why(Enum):
    NO_ROUTER = "no router answered"
    PRIVATE_OUTSIDE = "the router's outside address is private or shared"
    REFUSED = "the router refused"


@dataclass(frozen=True)
class Granted:
    """The router opened the port: by which method, the outside address and port, the
    inside ones, the lease, and the IPv6 addresses whose pinhole was opened too."""

    method: Method
    external_address: ipaddress.IPv4Address
    external_port: int
    internal_address: ipaddress.IPv4Address
    internal_port: int
    lifetime: int  # seconds granted; 0 = no end (UPnP permanent lease)
    ipv6: tuple[ipaddress.IPv6Address, ...] = ()

    def url(self) -> str:
        return f"ws://{self.external_address}:{self.external_port}"

    def urls6(self) -> tuple[str, ...]:
        # The IPv6 pinhole opens the host's own address at its own port (no NAT66).
        return tuple(f"ws://[{a}]:{self.internal_port}" for a in self.ipv6)


@dataclass(frozen=True)
class NotReachable:
    """The table is not reachable from the internet over IPv4: why, in a plain clause, the
    router's outside address when it said one (private or shared), and the IPv6 addresses
    whose pinhole the router opened all the same (carrier-grade NAT often comes with IPv6:
    friends whose internet has it can join there)."""

    why: Why
    detail: str  # one plain English clause
    outside_address: ipaddress.IPv4Address | None = None
    ipv6_urls: tuple[str, ...] = ()  # "ws://[2001:db8::5]:8765", granted pinholes only

    def urls6(self) -> tuple[str, ...]:
        return self.ipv6_urls


class MappingError(Exception):
    """Raised inside one attempt; the attempt turns it into its NotReachable."""

    def __init__(self, why: Why, detail: str,
                 outside_address: ipaddress.IPv4Address | None = None,
                 quiet: bool = False) -> None:
        super().__init__(detail)
        self.why = why
        self.detail = detail
        self.outside_address = outside_address
        self.quiet = quiet  # nothing at all came back: the detail says no more than that

    def result(self) -> NotReachable:
        return NotReachable(self.why, self.detail, self.outside_address)


def log_line(result: Granted | NotReachable) -> str:
    if isinstance(result, Granted):
        lease = f"lease {result.lifetime} s" if result.lifetime else "permanent lease"
        line = f"reachable from the internet at {result.url()} ({result.method.value}, {lease})"
        if result.ipv6:
            line += "; over IPv6 at " + ", ".join(result.urls6())
        return line
    line = f"not reachable from the internet: {result.why.value}: {result.detail}"
    if result.ipv6_urls:
        line += "; reachable over IPv6 at " + ", ".join(result.ipv6_urls)
    return line
