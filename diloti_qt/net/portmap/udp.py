"""One request to the router over UDP: sent, resent, answered or not, by a deadline."""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

FIRST_WAIT = 0.25  # RFC 6886 3.1: resend after 250 ms, doubling each time


class DecodeError(ValueError):
    """The bytes are no answer we can read (too short or long, another version or opcode,
    another nonce); the exchange ignores the packet and keeps the reason."""


class NoAnswerError(Exception):
    """Nothing valid came back by the deadline; the message says what, if anything, did."""

    def __init__(self, message: str, heard: bool = False) -> None:
        super().__init__(message)
        self.heard = heard


class _Inbox(asyncio.DatagramProtocol):
    def __init__(self) -> None:
        self.packets: asyncio.Queue[tuple[bytes, tuple]] = asyncio.Queue()

    def datagram_received(self, data: bytes, addr: tuple) -> None:
        if self.packets.qsize() < 64:  # a flood is not kept
            self.packets.put_nowait((data, addr))

    def error_received(self, exc: Exception) -> None:  # e.g. ICMP port unreachable
        pass


async def exchange(destination: tuple, packet: bytes, read: Callable[[bytes], T],
                   deadline: float, source: tuple | None = None) -> T:
    """Send `packet` to `destination` until `read` accepts an answer from exactly there
    (read raises DecodeError for one it does not accept) or the loop time `deadline` passes.
    `destination` is (host, port) or, for IPv6, (host, port, 0, scope_id)."""
    loop = asyncio.get_running_loop()
    family = socket.AF_INET6 if ":" in destination[0] else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_DGRAM)
    rejected = ""
    try:
        sock.setblocking(False)
        if source is not None:
            try:
                sock.bind(source)
            except OSError:
                # Not one of ours (or not yet usable): send from the kernel's choice; a PCP
                # router answers ADDRESS_MISMATCH, which is then the reason given.
                pass
        transport, inbox = await loop.create_datagram_endpoint(_Inbox, sock=sock)
    except OSError as e:
        sock.close()
        raise NoAnswerError(f"could not send to {destination[0]} port {destination[1]}: {e}") from e
    try:
        wait = FIRST_WAIT
        while loop.time() < deadline:
            try:
                transport.sendto(packet, destination)
            except OSError as e:
                rejected = f"sending failed: {e}"
            resend_at = min(loop.time() + wait, deadline)
            wait *= 2
            while (left := resend_at - loop.time()) > 0:
                try:
                    data, addr = await asyncio.wait_for(inbox.packets.get(), left)
                except asyncio.TimeoutError:
                    break
                if not _same_host(addr, destination):
                    rejected = f"an answer came from {addr[0]} port {addr[1]}, not the router"
                    continue
                try:
                    return read(data)
                except DecodeError as e:
                    rejected = str(e)
        where = f"{destination[0]} port {destination[1]}"
        if rejected:
            raise NoAnswerError(f"no valid answer from {where} ({rejected})", heard=True)
        raise NoAnswerError(f"no answer from {where}")
    finally:
        transport.close()


def _same_host(addr: tuple, destination: tuple) -> bool:
    if addr[1] != destination[1]:
        return False
    a, d = str(addr[0]).split("%")[0], str(destination[0]).split("%")[0]
    try:
        return ipaddress.ip_address(a) == ipaddress.ip_address(d)
    except ValueError:
        return a == d
