"""NAT-PMP (RFC 6886): the packets, read defensively, and the two requests we make."""

from __future__ import annotations

import ipaddress
import struct
from dataclasses import dataclass

from .udp import DecodeError, exchange

VERSION = 0
OP_ADDRESS = 0
OP_MAP_TCP = 2
RESULTS = {
    0: "success", 1: "unsupported version", 2: "not authorized or refused",
    3: "network failure", 4: "out of resources", 5: "unsupported opcode",
}


@dataclass(frozen=True)
class AddressAnswer:
    """A NAT-PMP answer to "your outside address?": its result code, the router's epoch
    (seconds since it started) and the address."""

    result: int
    epoch: int
    address: ipaddress.IPv4Address | None  # None unless result is 0


@dataclass(frozen=True)
class MapAnswer:
    """A NAT-PMP answer to a mapping request: result code, epoch, the ports and the
    lifetime granted."""

    result: int
    epoch: int
    internal_port: int
    external_port: int
    lifetime: int


def encode_address_request() -> bytes:
    return bytes((VERSION, OP_ADDRESS))


def encode_map_request(internal_port: int, external_port: int, lifetime: int) -> bytes:
    """A TCP mapping; lifetime 0 with external port 0 deletes it (RFC 6886 3.4)."""
    return struct.pack("!BBHHHI", VERSION, OP_MAP_TCP, 0, internal_port, external_port,
                       lifetime)


def decode(data: bytes, opcode: int) -> AddressAnswer | MapAnswer:
    """The answer to a request of `opcode`, or DecodeError. An error answer (result ≠ 0)
    may be the 8-byte header alone (RFC 6886 3.5)."""
    if len(data) < 8:
        raise DecodeError(f"a NAT-PMP answer of {len(data)} bytes is too short")
    version, op, result, epoch = struct.unpack_from("!BBHI", data)
    if version != VERSION:
        raise DecodeError(f"a NAT-PMP answer has version {version}")
    if op != 128 + opcode:
        raise DecodeError(f"a NAT-PMP answer has opcode {op}, not {128 + opcode}")
    size = 12 if opcode == OP_ADDRESS else 16
    if result != 0:
        if len(data) not in (8, size):
            raise DecodeError(f"a NAT-PMP error answer of {len(data)} bytes")
        if opcode == OP_ADDRESS:
            return AddressAnswer(result, epoch, None)
        return MapAnswer(result, epoch, 0, 0, 0)
    if len(data) != size:
        raise DecodeError(f"a NAT-PMP answer of {len(data)} bytes, not {size}")
    if opcode == OP_ADDRESS:
        return AddressAnswer(result, epoch, ipaddress.IPv4Address(data[8:12]))
    internal, external, lifetime = struct.unpack_from("!HHI", data, 8)
    return MapAnswer(result, epoch, internal, external, lifetime)


def result_text(result: int) -> str:
    return f"NAT-PMP result {result} ({RESULTS.get(result, 'unknown')})"


async def ask_address(gateway: str, port: int, deadline: float,
                      source: tuple | None = None) -> AddressAnswer:
    answer = await exchange((gateway, port), encode_address_request(),
                            lambda d: decode(d, OP_ADDRESS), deadline, source)
    assert isinstance(answer, AddressAnswer)
    return answer


async def ask_map(gateway: str, port: int, internal_port: int, external_port: int,
                  lifetime: int, deadline: float, source: tuple | None = None) -> MapAnswer:
    def read(data: bytes) -> MapAnswer:
        answer = decode(data, OP_MAP_TCP)
        assert isinstance(answer, MapAnswer)
        # An answer about another of the host's mappings is not ours.
        if answer.result == 0 and answer.internal_port != internal_port:
            raise DecodeError(f"a NAT-PMP answer for internal port {answer.internal_port}")
        return answer

    return await exchange((gateway, port),
                          encode_map_request(internal_port, external_port, lifetime),
                          read, deadline, source)
