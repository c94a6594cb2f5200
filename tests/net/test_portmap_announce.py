"""A restarted router says so (PCP ANNOUNCE, NAT-PMP address announcement): the mapper asks
for its mapping again at once, not at the next renewal (half a lease: 30 minutes). Found by
the router lab (a rebooted miniupnpd multicasts an ANNOUNCE; nobody listened). Loopback
only: the stand-in router sends its announcement to the mapper's port on 127.0.0.1."""

from __future__ import annotations

import asyncio
import socket
import struct

from hypothesis import given
from hypothesis import strategies as st

from diloti_qt.net.portmap import Granted
from diloti_qt.net.portmap.announce import _Ear, is_announcement
from tests.net.test_portmap_fakes import FakePmp
from tests.net.test_portmap_mapper import mapper, run

PCP_ANNOUNCE = bytes((2, 0x80, 0, 0)) + bytes(20)  # version 2, R + ANNOUNCE, result 0
NATPMP_ANNOUNCE = struct.pack("!BBHI4s", 0, 128, 0, 7, bytes((203, 0, 113, 7)))


def free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_the_announcements_are_read_and_nothing_else():
    assert is_announcement(PCP_ANNOUNCE) and is_announcement(NATPMP_ANNOUNCE)
    assert not is_announcement(bytes((2, 0x80, 0, 1)) + bytes(20))  # an error result
    assert not is_announcement(bytes((2, 0x81, 0, 0)) + bytes(56))  # a MAP answer
    assert not is_announcement(bytes((2, 0x00, 0, 0)) + bytes(20))  # a request, no R bit
    assert not is_announcement(PCP_ANNOUNCE[:23]) and not is_announcement(NATPMP_ANNOUNCE[:11])
    assert not is_announcement(b"") and not is_announcement(bytes(2000))


@given(st.binary(max_size=1200))
def test_any_bytes_are_an_announcement_or_not_never_an_error(data):
    assert is_announcement(data) in (True, False)


def test_only_the_router_is_heard_and_a_flood_wakes_the_mapper_once():
    heard = []

    async def main() -> None:
        ear = _Ear("192.168.1.1", lambda: heard.append(1))
        ear.datagram_received(PCP_ANNOUNCE, ("192.168.1.66", 5351))  # another host
        assert heard == []
        for _ in range(50):
            ear.datagram_received(PCP_ANNOUNCE, ("192.168.1.1", 5351))
        assert heard == [1]
    asyncio.run(main())


def test_a_router_that_restarts_is_asked_again_at_once():
    async def main() -> None:
        pmp = FakePmp()
        port = await pmp.start()
        ear = free_udp_port()
        m = mapper(port, announce_port=ear)
        result = await m.open()
        assert isinstance(result, Granted), result
        asked = pmp.count("pcp-map")
        pmp.mappings.clear()  # the router restarted: it forgot us, and says so
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.sendto(PCP_ANNOUNCE, ("127.0.0.1", ear))
        await pmp.until(lambda: pmp.count("pcp-map") > asked and pmp.mappings, timeout=5)
        await m.close()
        await pmp.until(lambda: not pmp.mappings, timeout=5)
        pmp.close()
    run(main())
