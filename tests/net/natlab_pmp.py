"""A small NAT-PMP router for the lab's lease tests (tests/net/natlab.py): it grants every
mapping a short lease (4 s by default, whatever was asked) and prints one line per request,
so a test can wait for the renewal and the removal it expects.

Why not miniupnpd there: its `max_lifetime` shortens PCP leases only; a NAT-PMP mapping
keeps the lifetime it asked for (2.3.1, checked with natpmpc). This stand-in speaks NAT-PMP
only (RFC 6886) and answers a PCP request as a NAT-PMP-only router must (RFC 6887 9:
version 0, result 1 "unsupported version"). It opens nothing in the router's firewall:
the lease tests look at what was asked, not at traffic.

    python tests/net/natlab_pmp.py LISTEN_ADDRESS EXTERNAL_ADDRESS [LEASE] [PORT]

Lines: "pmp ready ADDRESS:PORT", "pmp address from H:P",
"pmp map tcp INTERNAL->EXTERNAL asked N granted M from H:P",
"pmp unmap tcp INTERNAL from H:P", "pmp pcp refused from H:P".
"""

from __future__ import annotations

import socket
import struct
import sys
import time

UNSUPPORTED_VERSION = 1


def answer(data: bytes, source: tuple[str, int], external: bytes, lease: int,
           started: float) -> tuple[bytes | None, str]:
    """The reply to one request and the line that records it."""
    epoch = int(time.monotonic() - started)
    who = f"from {source[0]}:{source[1]}"
    if len(data) < 2:
        return None, f"pmp short packet {who}"
    version, op = data[0], data[1]
    if version != 0:
        reply = struct.pack("!BBHI", 0, 0x80 | (op & 0x7F), UNSUPPORTED_VERSION, epoch)
        kind = "pcp" if version == 2 else f"version {version}"
        return reply, f"pmp {kind} refused {who}"
    if op == 0:
        return struct.pack("!BBHI4s", 0, 128, 0, epoch, external), f"pmp address {who}"
    if op in (1, 2) and len(data) >= 12:
        internal, suggested, asked = struct.unpack_from("!HHI", data, 4)
        protocol = "udp" if op == 1 else "tcp"
        if asked == 0:
            reply = struct.pack("!BBHIHHI", 0, 128 + op, 0, epoch, internal, 0, 0)
            return reply, f"pmp unmap {protocol} {internal} {who}"
        external_port = suggested or internal
        granted = min(asked, lease)
        reply = struct.pack("!BBHIHHI", 0, 128 + op, 0, epoch, internal, external_port,
                            granted)
        return reply, (f"pmp map {protocol} {internal}->{external_port} asked {asked} "
                       f"granted {granted} {who}")
    return None, f"pmp unknown op {op} {who}"


def serve(listen: str, external: str, lease: int = 4, port: int = 5351) -> None:
    started = time.monotonic()
    packed = socket.inet_aton(external)
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.bind((listen, port))
    print(f"pmp ready {listen}:{port}", flush=True)
    while True:
        data, source = sock.recvfrom(2048)
        reply, line = answer(data, source, packed, lease, started)
        if reply is not None:
            sock.sendto(reply, source)
        print(line, flush=True)


if __name__ == "__main__":
    serve(sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 4,
          int(sys.argv[4]) if len(sys.argv) > 4 else 5351)
