"""The router saying it restarted: a PCP ANNOUNCE (RFC 6887 14.1.3) or a NAT-PMP address
announcement (RFC 6886 3.2.1), multicast to 224.0.0.1 port 5350. A restarted router has
forgotten every mapping: hearing it, the mapper asks for its mappings again at once instead
of at the next renewal (half a lease: 30 minutes)."""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import socket
import struct
from collections.abc import Callable

log = logging.getLogger(__name__)

ANNOUNCE_PORT = 5350
PCP_VERSION, PCP_ANNOUNCE, PCP_HEADER = 2, 0, 24
NATPMP_VERSION, NATPMP_ADDRESS_ANSWER, NATPMP_SIZE = 0, 128, 12
MAX_SIZE = 1100  # no PCP message is longer (RFC 6887 7)
MIN_GAP = 2.0  # seconds: announcements closer than this (a flood) wake the mapper once


def is_announcement(data: bytes) -> bool:
    """Whether the bytes are a router's restart announcement, by PCP or NAT-PMP: a PCP
    ANNOUNCE response (R bit set) with result 0, or a NAT-PMP answer to "your outside
    address?" with result 0. Anything else, of any length, is not."""
    if len(data) > MAX_SIZE or len(data) < 2:
        return False
    if data[0] == PCP_VERSION:
        if len(data) < PCP_HEADER or len(data) % 4:
            return False
        result = data[3]
        return data[1] == 0x80 | PCP_ANNOUNCE and result == 0
    if data[0] == NATPMP_VERSION:
        if len(data) != NATPMP_SIZE:
            return False
        _version, opcode, result = struct.unpack_from("!BBH", data)
        return opcode == NATPMP_ADDRESS_ANSWER and result == 0
    return False


class _Ear(asyncio.DatagramProtocol):
    def __init__(self, router: str, heard: Callable[[], None]) -> None:
        self.router = ipaddress.ip_address(router)
        self.heard = heard
        self.last = float("-inf")

    def datagram_received(self, data: bytes, addr: tuple) -> None:
        try:
            sender = ipaddress.ip_address(str(addr[0]).split("%")[0])
        except ValueError:
            return
        if sender != self.router or not is_announcement(data):
            return  # only the router itself, saying it restarted
        now = asyncio.get_running_loop().time()
        if now - self.last < MIN_GAP:
            return
        self.last = now
        self.heard()

    def error_received(self, exc: Exception) -> None:
        pass


async def listen(router: str, heard: Callable[[], None],
                 port: int = ANNOUNCE_PORT) -> asyncio.DatagramTransport | None:
    """Listen for `router`'s restart announcements on `port` (on every interface: the
    all-hosts group 224.0.0.1 is joined by every host); `heard()` on each (at most one
    every MIN_GAP s). None when the port cannot be had (another program holds it without
    sharing): the mappings then come back at the next renewal."""
    loop = asyncio.get_running_loop()
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if hasattr(socket, "SO_REUSEPORT"):
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        sock.setblocking(False)
        sock.bind(("", port))
        transport, _ = await loop.create_datagram_endpoint(lambda: _Ear(router, heard),
                                                           sock=sock)
    except (OSError, ValueError) as e:
        sock.close()
        log.info("not listening for the router's restarts on port %s: %s", port, e)
        return None
    return transport
