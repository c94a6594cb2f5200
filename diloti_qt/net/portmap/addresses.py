"""Which addresses reach the internet, this host's global IPv6 addresses, its LAN address."""

from __future__ import annotations

import ipaddress
import socket
import sys
from pathlib import Path

# Behind these a mapping on the router reaches no further than another NAT or nothing.
# Spelled out instead of ipaddress's is_global/is_private: those also reject the
# documentation ranges (192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24), which the tests'
# stand-in internet uses and which count as public here.
_PRIVATE_OR_SHARED_V4 = tuple(ipaddress.IPv4Network(n) for n in (
    "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16",  # RFC 1918
    "100.64.0.0/10",  # carrier-grade NAT (RFC 6598)
    "127.0.0.0/8", "169.254.0.0/16", "0.0.0.0/32",
))
_SHARED = ipaddress.IPv4Network("100.64.0.0/10")
_GLOBAL_V6 = ipaddress.IPv6Network("2000::/3")  # global unicast, 2001:db8::/32 included


def is_private_or_shared(address: str | ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    """True where a mapping on that outside address would not reach the internet."""
    a = ipaddress.ip_address(address) if isinstance(address, str) else address
    if isinstance(a, ipaddress.IPv6Address):
        if a.ipv4_mapped is not None:
            return is_private_or_shared(a.ipv4_mapped)
        return a not in _GLOBAL_V6
    return any(a in n for n in _PRIVATE_OR_SHARED_V4)


def why_not_public(address: ipaddress.IPv4Address) -> str:
    """The detail clause for an outside address that is_private_or_shared."""
    if address.is_unspecified:
        return "the router reports no outside address of its own (0.0.0.0)"
    if address in _SHARED:
        return f"the router's outside address {address} is shared (carrier-grade NAT)"
    return f"the router's outside address {address} is private (another router stands before it)"


def parse_if_inet6(text: str) -> tuple[ipaddress.IPv6Address, ...]:
    """The global addresses in the text of Linux's /proc/net/if_inet6."""
    found: list[ipaddress.IPv6Address] = []
    for line in text.splitlines():
        fields = line.split()
        if len(fields) < 6 or len(fields[0]) != 32:
            continue
        try:
            a = ipaddress.IPv6Address(int(fields[0], 16))
            flags = int(fields[4], 16)
        except ValueError:
            continue
        # IFA_F_TENTATIVE (0x40), DEPRECATED (0x20), DADFAILED (0x08): not to hand out;
        # temporary (0x01) privacy addresses change within hours: a table's should stay.
        if flags & (0x40 | 0x20 | 0x08 | 0x01) or a not in _GLOBAL_V6 or a in found:
            continue
        found.append(a)
    return tuple(found)


def global_ipv6_addresses() -> tuple[ipaddress.IPv6Address, ...]:
    """This host's global IPv6 addresses (2000::/3); () where they are not cheap to learn."""
    if not sys.platform.startswith("linux"):
        return ()
    try:
        return parse_if_inet6(Path("/proc/net/if_inet6").read_text(encoding="ascii"))
    except (OSError, UnicodeDecodeError):
        return ()


def local_address_to(gateway: str, port: int) -> str | None:
    """The local address of the route to the gateway: connecting a UDP socket sends nothing,
    yet the kernel picks the source address it would use."""
    try:
        family = socket.AF_INET6 if ":" in gateway else socket.AF_INET
        with socket.socket(family, socket.SOCK_DGRAM) as s:
            s.connect((gateway, port))
            address = s.getsockname()[0]
    except (OSError, ValueError):
        return None
    if address in ("0.0.0.0", "::"):
        return None
    return str(address)
