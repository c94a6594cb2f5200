"""Where the router is: the default gateway, from the routing table of each system."""

from __future__ import annotations

import ipaddress
import re
import socket
import struct
import subprocess
import sys
from pathlib import Path

COMMAND_TIMEOUT = 2.0  # seconds for `route` on macOS, the BSDs and Windows


def parse_proc_net_route(text: str) -> str | None:
    """The default route's gateway in Linux's /proc/net/route (little-endian hex)."""
    for line in text.splitlines()[1:]:
        fields = line.split()
        if len(fields) < 8:
            continue
        try:
            destination, gateway, flags = (int(fields[i], 16) for i in (1, 2, 3))
            mask = int(fields[7], 16)
        except ValueError:
            continue
        # RTF_UP (1) and RTF_GATEWAY (2), to 0.0.0.0/0
        if destination == 0 and mask == 0 and flags & 3 == 3 and gateway:
            return socket.inet_ntoa(struct.pack("<I", gateway))
    return None


def parse_proc_ipv6_route(text: str) -> tuple[str, int] | None:
    """The IPv6 default route's next hop and its interface's index, from /proc/net/ipv6_route
    (the next hop is usually link-local: it needs the interface)."""
    for line in text.splitlines():
        fields = line.split()
        if len(fields) < 10 or fields[0] != "0" * 32 or fields[1] != "00":
            continue
        try:
            hop = ipaddress.IPv6Address(int(fields[4], 16))
        except ValueError:
            continue
        if hop.is_unspecified:
            continue
        try:
            index = socket.if_nametoindex(fields[9])
        except OSError:
            continue
        return str(hop), index
    return None


def parse_route_get(text: str) -> str | None:
    """`route -n get default` on macOS and the BSDs: the line 'gateway: 192.168.1.1'."""
    m = re.search(r"^\s*gateway:\s*(\S+)", text, re.MULTILINE)
    return _ipv4(m.group(1)) if m else None


def parse_route_print(text: str) -> str | None:
    """`route print -4 0.0.0.0` on Windows: the row '0.0.0.0  0.0.0.0  192.168.1.1  ...'."""
    for line in text.splitlines():
        fields = line.split()
        if len(fields) >= 3 and fields[0] == "0.0.0.0" and fields[1] == "0.0.0.0":
            found = _ipv4(fields[2])
            if found:
                return found
    return None


def _ipv4(text: str) -> str | None:
    try:
        a = ipaddress.IPv4Address(text)
    except ValueError:
        return None
    return None if a.is_unspecified else str(a)


def _run(command: list[str]) -> str:
    try:
        out = subprocess.run(command, capture_output=True, text=True, timeout=COMMAND_TIMEOUT,
                             check=False)
    except (OSError, subprocess.SubprocessError):
        return ""
    return out.stdout


def default_gateway() -> str | None:
    """The IPv4 default gateway, or None. Blocks up to 2 s: run it in a thread."""
    if sys.platform.startswith("linux"):
        try:
            return parse_proc_net_route(Path("/proc/net/route").read_text(encoding="ascii"))
        except (OSError, UnicodeDecodeError):
            return None
    if sys.platform == "win32":
        return parse_route_print(_run(["route", "print", "-4", "0.0.0.0"]))
    return parse_route_get(_run(["route", "-n", "get", "default"]))


def default_gateway6() -> tuple[str, int] | None:
    """The IPv6 default router and its interface index (Linux only), or None."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        return parse_proc_ipv6_route(Path("/proc/net/ipv6_route").read_text(encoding="ascii"))
    except (OSError, UnicodeDecodeError):
        return None
