"""A STUN stand-in for the router lab (tests/net/natlab.py): an RFC 5389 Binding responder
that answers every Binding request with the source address and port it sees.

Debian's miniupnpd 2.3.1 turns port forwarding off when the address of its outside
interface is in a reserved range (the documentation ranges the lab uses as "public"
addresses, and 100.64.0.0/10 included), unless it learns its public address by STUN
(`ext_perform_stun=yes`). The lab runs this responder on the stand-in internet, inside the
test's own namespaces, so nothing leaves the machine.

miniupnpd sends four requests, two of them with a CHANGE-REQUEST attribute, and calls the
NAT "restrictive" unless all four are answered from the address it asked; this responder
ignores CHANGE-REQUEST and answers all four from where it listens. It answers with
MAPPED-ADDRESS (RFC 3489, which miniupnpd reads) and XOR-MAPPED-ADDRESS (RFC 5389: 0x0020,
and the pre-RFC 0x8020 miniupnpd prefers).

    python tests/net/stun_stand_in.py ADDRESS [PORT]     # prints "stun ready ADDRESS:PORT"
"""

from __future__ import annotations

import socket
import struct
import sys

MAGIC = 0x2112A442
BINDING_REQUEST = 0x0001
BINDING_RESPONSE = 0x0101
MAPPED_ADDRESS = 0x0001
XOR_MAPPED_ADDRESS = 0x0020
XOR_MAPPED_ADDRESS_OLD = 0x8020


def response(request: bytes, source: tuple[str, int]) -> bytes | None:
    """The Binding success response to `request` seen from `source`, or None when it is not
    a Binding request."""
    if len(request) < 20:
        return None
    kind, _length, cookie = struct.unpack("!HHI", request[:8])
    if kind != BINDING_REQUEST:
        return None
    transaction = request[8:20]
    address = socket.inet_aton(source[0])
    port = source[1]
    plain = struct.pack("!BBH4s", 0, 1, port, address)
    xored_address = struct.pack("!I", struct.unpack("!I", address)[0] ^ MAGIC)
    xored = struct.pack("!BBH4s", 0, 1, port ^ (MAGIC >> 16), xored_address)
    attributes = b"".join(struct.pack("!HH", kind, len(value)) + value
                          for kind, value in ((MAPPED_ADDRESS, plain),
                                              (XOR_MAPPED_ADDRESS, xored),
                                              (XOR_MAPPED_ADDRESS_OLD, xored)))
    return struct.pack("!HHI", BINDING_RESPONSE, len(attributes), cookie) + transaction \
        + attributes


def serve(address: str, port: int = 3478) -> None:
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.bind((address, port))
    print(f"stun ready {address}:{sock.getsockname()[1]}", flush=True)
    while True:
        data, source = sock.recvfrom(2048)
        answer = response(data, source)
        if answer is not None:
            sock.sendto(answer, source)
            print(f"stun answered {source[0]}:{source[1]}", flush=True)


if __name__ == "__main__":
    serve(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 3478)
