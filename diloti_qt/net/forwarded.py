"""The player's address behind a proxy: the per-address limits count the address HAProxy
(or another reverse proxy) saw, read from the last `X-Forwarded-For` value, and only when the
connection comes from a proxy the server was told to trust (`--trusted-proxy`). From anyone
else the header is ignored: a client cannot choose the address it is counted under."""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def networks(specs: Iterable[str]) -> tuple[Network, ...]:
    """`127.0.0.1`, `10.0.0.0/8`, `::1` … → networks; ValueError names a bad one."""
    out = []
    for spec in specs:
        try:
            out.append(ipaddress.ip_network(spec.strip(), strict=False))
        except ValueError:
            raise ValueError(f"not an address or network: {spec!r}") from None
    return tuple(out)


def _address(text: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        address = ipaddress.ip_address(text.strip().strip("[]"))
    except ValueError:
        return None
    mapped = address.ipv4_mapped if isinstance(address, ipaddress.IPv6Address) else None
    return mapped or address


def client_address(peer: str, forwarded_for: list[str], trusted: tuple[Network, ...]) -> str:
    """The address to count a connection under: `peer` (the TCP peer), or, when `peer` is
    a trusted proxy, the last address of its `X-Forwarded-For` headers (the one the proxy
    appended; earlier ones came from the client and prove nothing)."""
    ip = _address(peer)
    if ip is None or not trusted or not any(ip in net for net in trusted):
        return peer
    values = ",".join(forwarded_for).split(",")
    forwarded = _address(values[-1]) if values[-1].strip() else None
    return str(forwarded) if forwarded is not None else peer
