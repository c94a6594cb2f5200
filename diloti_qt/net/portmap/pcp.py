"""PCP (RFC 6887): the MAP request and its answer, read defensively, over IPv4 or IPv6."""

from __future__ import annotations

import ipaddress
import os
import struct
from dataclasses import dataclass

from .udp import DecodeError, exchange

VERSION = 2
OP_MAP = 1
TCP = 6
HEADER = 24
MAP_SIZE = HEADER + 36
MAX_SIZE = 1100  # RFC 6887 7: no PCP message is longer
RESULTS = {
    0: "success", 1: "unsupported version", 2: "not authorized", 3: "malformed request",
    4: "unsupported opcode", 5: "unsupported option", 6: "malformed option",
    7: "network failure", 8: "no resources", 9: "unsupported protocol",
    10: "user exceeded quota", 11: "cannot provide external", 12: "address mismatch",
    13: "excessive remote peers",
}
UNSUPP_VERSION = 1

IPv4_ANY = ipaddress.IPv6Address("::ffff:0.0.0.0")  # "any IPv4 address" in a request
IPv6_ANY = ipaddress.IPv6Address("::")

Address = ipaddress.IPv4Address | ipaddress.IPv6Address


@dataclass(frozen=True)
class MapAnswer:
    """A PCP answer to a MAP request (or a NAT-PMP router's "unsupported version"): the
    result code, the lifetime, epoch, outside port and address granted."""

    version: int  # 0 when a NAT-PMP server answered "unsupported version"
    result: int
    lifetime: int
    epoch: int
    external_port: int
    external_address: Address | None  # IPv4 for an IPv4-mapped address; None on error


def new_nonce() -> bytes:
    return os.urandom(12)


def _as16(address: Address) -> bytes:
    if isinstance(address, ipaddress.IPv4Address):
        return ipaddress.IPv6Address(f"::ffff:{address}").packed
    return address.packed


def encode_map(client: Address, nonce: bytes, internal_port: int, external_port: int,
               lifetime: int) -> bytes:
    """A MAP for TCP; lifetime 0 deletes the mapping (with the same nonce)."""
    suggested = IPv4_ANY if isinstance(client, ipaddress.IPv4Address) else IPv6_ANY
    return (struct.pack("!BBHI", VERSION, OP_MAP, 0, lifetime) + _as16(client)
            + nonce + struct.pack("!B3xHH", TCP, internal_port, external_port)
            + suggested.packed)


def decode_map(data: bytes, nonce: bytes, internal_port: int) -> MapAnswer:
    """The answer to our MAP, or DecodeError (a packet for another request included)."""
    if len(data) < 8:
        raise DecodeError(f"a PCP answer of {len(data)} bytes is too short")
    if data[0] == 0:
        # A NAT-PMP-only server says so in its own format (RFC 6887 9).
        if data[1] >= 128 and struct.unpack_from("!H", data, 2)[0] == UNSUPP_VERSION:
            return MapAnswer(0, UNSUPP_VERSION, 0, 0, 0, None)
        raise DecodeError("a NAT-PMP packet came back to a PCP request")
    if data[0] != VERSION:
        raise DecodeError(f"a PCP answer has version {data[0]}")
    if len(data) > MAX_SIZE or len(data) % 4:
        raise DecodeError(f"a PCP answer of {len(data)} bytes is malformed")
    if len(data) < HEADER:
        raise DecodeError(f"a PCP answer of {len(data)} bytes is too short")
    _, r_op, _, result, lifetime, epoch = struct.unpack_from("!BBBBII", data)
    if r_op != 0x80 | OP_MAP:
        raise DecodeError(f"a PCP answer has opcode byte {r_op:#x}, not {0x80 | OP_MAP:#x}")
    if len(data) >= MAP_SIZE and data[HEADER:HEADER + 12] != nonce:
        raise DecodeError("a PCP answer carries a nonce that is not ours")
    if result != 0:
        # Errors echo our payload if they can; an error without one is still an answer.
        return MapAnswer(VERSION, result, lifetime, epoch, 0, None)
    if len(data) < MAP_SIZE:
        raise DecodeError(f"a PCP MAP answer of {len(data)} bytes is too short")
    protocol, internal, external = struct.unpack_from("!B3xHH", data, HEADER + 12)
    if protocol != TCP or internal != internal_port:
        raise DecodeError(f"a PCP answer about protocol {protocol} port {internal}")
    raw = ipaddress.IPv6Address(data[HEADER + 20:HEADER + 36])
    address: Address = raw.ipv4_mapped or raw
    return MapAnswer(VERSION, result, lifetime, epoch, external, address)


def result_text(result: int) -> str:
    return f"PCP result {result} ({RESULTS.get(result, 'unknown')})"


async def ask_map(server: tuple, client: Address, nonce: bytes, internal_port: int,
                  external_port: int, lifetime: int, deadline: float,
                  source: tuple | None = None) -> MapAnswer:
    """Send a MAP to `server` ((host, port) or (host, port, 0, scope)) until answered."""
    return await exchange(server, encode_map(client, nonce, internal_port, external_port,
                                             lifetime),
                          lambda d: decode_map(d, nonce, internal_port), deadline, source)
