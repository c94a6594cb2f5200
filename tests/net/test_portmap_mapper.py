"""PortMapper against stand-in routers on loopback: each method grants, the first wins and
the other is taken back, leases are renewed and removed, a crash's mappings are removed at
the next start, private outside addresses and silent or hostile routers are said plainly."""

from __future__ import annotations

import asyncio
import ipaddress
import json
import socket
import time

import pytest

from diloti_qt.net.portmap import (
    Granted,
    Method,
    NotReachable,
    PortMapper,
    Why,
    log_line,
    remove_leftovers,
)
from diloti_qt.net.portmap import mapper as mapper_module
from tests.net.test_portmap_fakes import FakeIgd, FakePmp, FakeSsdp, PmpMapping, UpnpMapping

PORT = 8765
WAIT = 10.0  # the bound on every wait for what a fake should see


def run(coro, timeout: float = 30.0):
    return asyncio.run(asyncio.wait_for(coro, timeout))


def unused_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def crash(m: PortMapper) -> None:
    """The process died: nothing renews, nothing closes; only its state file is left."""
    tasks = list(m._tasks)
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)


def mapper(pmp_port: int, location: str | None = None, **options) -> PortMapper:
    options.setdefault("announce_port", 0)  # (the announcement tests give theirs)
    return PortMapper(PORT, gateway="127.0.0.1", internal_address="127.0.0.1",
                      pmp_port=pmp_port, upnp_location=location, **options)


@pytest.fixture(autouse=True)
def no_ipv6(monkeypatch):
    """The host's real IPv6 addresses stay out of these tests (the IPv6 ones set their own)."""
    monkeypatch.setattr(mapper_module, "global_ipv6_addresses", lambda: ())


# --- each method grants -----------------------------------------------------------------------

def test_pcp_grants_and_close_deletes(tmp_path):
    async def main() -> None:
        pmp = FakePmp()
        state = tmp_path / "portmap.json"
        m = mapper(await pmp.start(), state_file=state)
        started = time.monotonic()
        result = await m.open()
        took = time.monotonic() - started
        assert isinstance(result, Granted), result
        assert result.method is Method.PCP
        assert result.external_address == ipaddress.IPv4Address("203.0.113.7")
        assert result.external_port == PORT + 10_000
        assert result.internal_address == ipaddress.IPv4Address("127.0.0.1")
        assert (result.internal_port, result.lifetime, result.ipv6) == (PORT, 3600, ())
        assert result.url() == "ws://203.0.113.7:18765"
        assert m.result == result
        assert took < 1.0, took
        assert pmp.mappings[("127.0.0.1", PORT)].lifetime == 3600
        recorded = json.loads(state.read_text())["mappings"]
        assert [r["method"] for r in recorded] == ["PCP"]
        await m.close()
        await pmp.until(lambda: not pmp.mappings, WAIT)
        assert not state.exists()
        await m.close()  # idempotent
        pmp.close()
    run(main())


def test_natpmp_grants_where_the_router_speaks_only_natpmp():
    async def main() -> None:
        pmp = FakePmp(pcp=False, external="198.51.100.7")
        m = mapper(await pmp.start())
        result = await m.open()
        assert isinstance(result, Granted), result
        assert result.method is Method.NATPMP
        assert result.url() == "ws://198.51.100.7:18765"
        assert pmp.count("pmp-address") >= 1 and pmp.count("pmp-map") >= 1
        await m.close()
        await pmp.until(lambda: not pmp.mappings, WAIT)
        pmp.close()
    run(main())


@pytest.mark.parametrize("service", [
    "urn:schemas-upnp-org:service:WANIPConnection:1",
    "urn:schemas-upnp-org:service:WANIPConnection:2",
    "urn:schemas-upnp-org:service:WANPPPConnection:1",
])
def test_upnp_grants_by_each_connection_service(service, tmp_path):
    async def main() -> None:
        igd = FakeIgd(service=service, external="192.0.2.1")
        location = await igd.start()
        state = tmp_path / "portmap.json"
        m = mapper(unused_udp_port(), location, state_file=state, description="diloti-qt test")
        result = await m.open()
        assert isinstance(result, Granted), result
        assert result.method is Method.UPNP
        assert result.url() == f"ws://192.0.2.1:{PORT}"
        assert result.lifetime == 3600
        assert igd.mappings == {PORT: UpnpMapping("127.0.0.1", PORT, "diloti-qt test", 3600)}
        add = [a for name, a in igd.calls if name == "AddPortMapping"][0]
        assert add["NewRemoteHost"] == "" and add["NewInternalClient"] == "127.0.0.1"
        recorded = json.loads(state.read_text())["mappings"]
        assert "UPnP IGD" in [r["method"] for r in recorded]
        await m.close()
        assert igd.mappings == {}
        # checked before it was deleted: only the exact entry we added
        names = [name for name, _ in igd.calls]
        assert names.index("GetSpecificPortMappingEntry", names.index("AddPortMapping") + 1) \
            < names.index("DeletePortMapping")
        assert not state.exists()
        await igd.close()
    run(main())


def test_upnp_permanent_only_router_gets_a_permanent_lease():
    async def main() -> None:
        igd = FakeIgd(permanent_only=True)
        m = mapper(unused_udp_port(), await igd.start())
        result = await m.open()
        assert isinstance(result, Granted) and result.lifetime == 0, result
        assert "permanent lease" in log_line(result)
        await m.close()
        assert igd.mappings == {}
        await igd.close()
    run(main())


def test_upnp_takes_another_port_when_ours_is_taken():
    async def main() -> None:
        igd = FakeIgd()
        igd.mappings[PORT] = UpnpMapping("127.0.0.9", 80, "someone else's", 0)
        m = mapper(unused_udp_port(), await igd.start())
        result = await m.open()
        assert isinstance(result, Granted) and result.external_port != PORT, result
        assert igd.mappings[result.external_port].internal_client == "127.0.0.1"
        await m.close()
        assert igd.mappings == {PORT: UpnpMapping("127.0.0.9", 80, "someone else's", 0)}
        await igd.close()
    run(main())


def test_upnp_is_found_by_ssdp_when_no_location_is_given(monkeypatch):
    from diloti_qt.net.portmap import upnp

    async def main() -> None:
        igd = FakeIgd()
        ssdp = FakeSsdp(await igd.start())
        monkeypatch.setattr(upnp, "SSDP_PORT", await ssdp.start())
        m = mapper(unused_udp_port())
        result = await m.open()
        assert isinstance(result, Granted) and result.method is Method.UPNP, result
        assert "urn:schemas-upnp-org:device:InternetGatewayDevice:1" in ssdp.searches
        await m.close()
        assert not igd.mappings
        ssdp.close()
        await igd.close()
    run(main())


# --- both answer: the first wins, the other is taken back -------------------------------------

@pytest.mark.parametrize("slow", ["upnp", "pcp"])
def test_both_answer_the_first_wins_and_the_other_is_not_left_mapped(slow, tmp_path):
    async def main() -> None:
        pmp = FakePmp(delay=0.6 if slow == "pcp" else 0.0)
        igd = FakeIgd()
        port = await pmp.start()
        location = await igd.start()
        if slow == "upnp":
            igd.faults = {}
            original = igd._control

            async def slow_control(request):
                await asyncio.sleep(0.6)
                return await original(request)
            igd._control = slow_control  # type: ignore[method-assign]
            await igd.close()
            location = await igd.start()
        state = tmp_path / "portmap.json"
        m = mapper(port, location, state_file=state)
        result = await m.open()
        assert isinstance(result, Granted), result
        assert result.method is (Method.PCP if slow == "upnp" else Method.UPNP)
        if slow == "upnp":
            await igd.until(lambda: igd.count("AddPortMapping") >= 1, WAIT)
            await igd.until(lambda: not igd.mappings and igd.count("DeletePortMapping"), WAIT)
            assert pmp.mappings
        else:
            await pmp.until(lambda: not pmp.mappings and pmp.count("pcp-map") >= 2, WAIT)
            assert igd.mappings
        await m.close()
        assert not igd.mappings and not pmp.mappings
        assert not state.exists()
        pmp.close()
        await igd.close()
    run(main())


# --- leases -----------------------------------------------------------------------------------

@pytest.mark.parametrize("pcp", [True, False])
def test_a_short_lease_is_renewed_at_half_its_time(pcp):
    async def main() -> None:
        pmp = FakePmp(max_lifetime=2, pcp=pcp)
        m = mapper(await pmp.start())
        result = await m.open()
        assert isinstance(result, Granted) and result.lifetime == 2, result
        kind = "pcp-map" if pcp else "pmp-map"
        first = pmp.count(kind)
        started = time.monotonic()
        await pmp.until(lambda: pmp.count(kind) > first, WAIT)
        assert 0.5 < time.monotonic() - started < 3.0
        await pmp.until(lambda: pmp.count(kind) > first + 1, WAIT)
        # each renewal asks for the lease wanted again: the router decides each time
        assert {life for k, _, life in pmp.requests if k == kind} == {3600}
        assert m.result == result
        assert pmp.mappings
        await m.close()
        await pmp.until(lambda: not pmp.mappings, WAIT)
        pmp.close()
    run(main())


def test_a_short_upnp_lease_is_renewed():
    async def main() -> None:
        igd = FakeIgd(max_lease=2)
        m = mapper(unused_udp_port(), await igd.start())
        result = await m.open()
        assert isinstance(result, Granted) and result.lifetime == 2, result
        await igd.until(lambda: igd.count("AddPortMapping") >= 2, WAIT)
        await m.close()
        assert not igd.mappings
        await igd.close()
    run(main())


class Changes:
    """What on_change was told, and a bounded wait for the next word."""

    def __init__(self) -> None:
        self.seen: list = []
        self._event = asyncio.Event()

    def __call__(self, result) -> None:
        self.seen.append(result)
        self._event.set()

    async def next(self, timeout: float = WAIT):
        await asyncio.wait_for(self._event.wait(), timeout)
        self._event.clear()
        return self.seen[-1]


def test_a_router_that_refuses_the_renewal_changes_the_result():
    async def main() -> None:
        changes = Changes()
        pmp = FakePmp(max_lifetime=2)
        m = mapper(await pmp.start(), on_change=changes)
        assert isinstance(await m.open(), Granted)
        pmp.mappings.clear()  # the router restarted ...
        pmp.result = 2  # ... and now refuses
        said = await changes.next()
        assert isinstance(said, NotReachable) and said.why is Why.REFUSED
        assert "not authorized" in said.detail
        assert m.result == said
        pmp.result = 0  # it comes back: the mapping is made again
        assert isinstance(await changes.next(), Granted)
        await m.close()
        pmp.close()
    run(main())


def test_a_router_silent_at_renewal_is_asked_again_before_the_lease_ends():
    async def main() -> None:
        changes = Changes()
        pmp = FakePmp(max_lifetime=8)
        m = mapper(await pmp.start(), on_change=changes, deadline=1.0)
        granted = await m.open()
        assert isinstance(granted, Granted) and granted.lifetime == 8
        pmp.silent = True  # the renewal at 4 s goes unanswered: the mapping holds till 8 s
        silent_from = time.monotonic()
        said = await changes.next(WAIT + 5)
        # said only as the lease ended (not at 5 s, when the first renewal gave up) ...
        assert time.monotonic() - silent_from > 6.0
        # ... after asking again in between (each try sends 3 datagrams within 1 s)
        assert pmp.count("unanswered") > 3
        assert isinstance(said, NotReachable) and said.why is Why.NO_ROUTER
        await m.close()
        pmp.close()
    run(main())


# --- leftovers --------------------------------------------------------------------------------

def test_leftovers_of_a_crash_are_removed_and_nothing_else(tmp_path):
    async def main() -> None:
        pmp, igd = FakePmp(), FakeIgd()
        port = await pmp.start()
        location = await igd.start()
        # others' mappings on the same routers
        igd.mappings[80] = UpnpMapping("127.0.0.9", 80, "someone else's", 0)
        pmp.mappings[("127.0.0.9", 22)] = PmpMapping("127.0.0.9", 22, 10022, 3600)
        pcp_file, upnp_file = tmp_path / "pcp.json", tmp_path / "upnp.json"
        crashed = [mapper(port, state_file=pcp_file),
                   mapper(unused_udp_port(), location, state_file=upnp_file)]
        for m in crashed:
            assert isinstance(await m.open(), Granted)
            await crash(m)
        assert pcp_file.exists() and upnp_file.exists()
        assert ("127.0.0.1", PORT) in pmp.mappings and PORT in igd.mappings
        assert await remove_leftovers(pcp_file) == 1
        assert await remove_leftovers(upnp_file) == 1
        assert list(pmp.mappings) == [("127.0.0.9", 22)]
        assert list(igd.mappings) == [80]
        assert not pcp_file.exists() and not upnp_file.exists()
        assert await remove_leftovers(upnp_file) == 0  # nothing left to do
        pmp.close()
        await igd.close()
    run(main())


def test_a_leftover_upnp_port_that_is_no_longer_ours_is_left_alone(tmp_path):
    async def main() -> None:
        igd = FakeIgd()
        location = await igd.start()
        state = tmp_path / "portmap.json"
        m = mapper(unused_udp_port(), location, state_file=state)
        assert isinstance(await m.open(), Granted)
        await crash(m)
        # the router lost our mapping, and another computer took the port
        igd.mappings[PORT] = UpnpMapping("127.0.0.9", PORT, "diloti-qt", 0)
        assert await remove_leftovers(state) == 0
        assert igd.mappings[PORT].internal_client == "127.0.0.9"
        assert igd.count("DeletePortMapping") == 0
        await igd.close()
    run(main())


def test_open_removes_the_leftovers_it_finds_first(tmp_path):
    async def main() -> None:
        pmp = FakePmp()
        port = await pmp.start()
        state = tmp_path / "portmap.json"
        crashed = mapper(port, state_file=state)
        assert isinstance(await crashed.open(), Granted)
        await crash(crashed)
        # a new PCP nonce for the same port is refused while the old mapping stands
        again = mapper(port, state_file=state)
        result = await again.open()
        assert isinstance(result, Granted), result
        assert len(json.loads(state.read_text())["mappings"]) == 1
        await again.close()
        await pmp.until(lambda: not pmp.mappings, WAIT)
        assert not state.exists()
        pmp.close()
    run(main())


def test_remove_leftovers_with_a_broken_or_missing_file(tmp_path):
    async def main() -> None:
        assert await remove_leftovers(tmp_path / "none.json") == 0
        bad = tmp_path / "bad.json"
        bad.write_text("{not json")
        assert await remove_leftovers(bad) == 0
        odd = tmp_path / "odd.json"
        odd.write_text(json.dumps({"mappings": [{"method": "PCP", "nonce": "zz"}, 7, None]}))
        assert await remove_leftovers(odd) == 0
        assert not odd.exists()
    run(main())


# --- private and shared outside addresses -----------------------------------------------------

@pytest.mark.parametrize("outside", ["10.1.2.3", "172.16.0.1", "192.168.1.1", "100.64.0.2",
                                     "100.127.255.254"])
@pytest.mark.parametrize("method", ["pcp", "natpmp", "upnp"])
def test_a_private_or_shared_outside_address_is_not_reachable(outside, method):
    async def main() -> None:
        pmp = FakePmp(external=outside, pcp=method == "pcp")
        igd = FakeIgd(external=outside)
        port = await pmp.start() if method != "upnp" else unused_udp_port()
        location = await igd.start() if method == "upnp" else None
        m = mapper(port, location, deadline=3)
        result = await m.open()
        assert isinstance(result, NotReachable), result
        assert result.why is Why.PRIVATE_OUTSIDE
        assert result.outside_address == ipaddress.IPv4Address(outside)
        assert outside in result.detail
        shared = outside.startswith("100.")
        assert ("carrier-grade NAT" in result.detail) == shared
        line = log_line(result)
        assert line.startswith("not reachable from the internet: the router's outside "
                               "address is private or shared: ")
        assert not pmp.mappings and not igd.mappings  # none left, none reported
        assert igd.count("AddPortMapping") == 0 and pmp.count("pmp-map") == 0
        await m.close()
        pmp.close()
        await igd.close()
    run(main())


def test_a_public_outside_address_outside_the_private_ranges_is_granted():
    async def main() -> None:
        for outside in ("100.128.0.1", "192.0.2.1", "198.51.100.7", "203.0.113.9"):
            pmp = FakePmp(external=outside)
            m = mapper(await pmp.start())
            result = await m.open()
            assert isinstance(result, Granted) and str(result.external_address) == outside
            await m.close()
            pmp.close()
    run(main())


def test_the_gateway_and_the_lan_address_are_found_when_not_given(monkeypatch):
    monkeypatch.setattr(mapper_module, "default_gateway", lambda: "127.0.0.1")

    async def main() -> None:
        pmp = FakePmp()
        m = PortMapper(PORT, internal_address="0.0.0.0", pmp_port=await pmp.start())
        result = await m.open()
        assert isinstance(result, Granted), result
        # the local address of the route to the gateway, never 0.0.0.0
        assert result.internal_address == ipaddress.IPv4Address("127.0.0.1")
        await m.close()
        pmp.close()
    run(main())


def test_no_default_route_is_no_router(monkeypatch):
    monkeypatch.setattr(mapper_module, "default_gateway", lambda: None)

    async def main() -> None:
        result = await PortMapper(PORT, deadline=2).open()
        assert result == NotReachable(Why.NO_ROUTER, "this computer has no route to a router")
    run(main())


def test_a_router_without_an_outside_address_says_so():
    async def main() -> None:
        igd = FakeIgd(external="0.0.0.0")
        m = mapper(unused_udp_port(), await igd.start(), deadline=2)
        result = await m.open()
        assert isinstance(result, NotReachable) and result.why is Why.PRIVATE_OUTSIDE
        assert "no outside address of its own" in result.detail
        await m.close()
        await igd.close()
    run(main())


# --- no router, hostile routers ---------------------------------------------------------------

def test_no_router_at_all_is_said_within_the_deadline():
    async def main() -> None:
        m = mapper(unused_udp_port(), deadline=2)
        started = time.monotonic()
        result = await m.open()
        took = time.monotonic() - started
        assert isinstance(result, NotReachable) and result.why is Why.NO_ROUTER, result
        assert 1.5 < took < 2.6, took
        assert log_line(result).startswith("not reachable from the internet: no router "
                                           "answered: ")
        started = time.monotonic()
        await m.close()
        assert time.monotonic() - started < 1.0
    run(main())


def test_a_silent_router_with_the_default_deadline_is_said_within_8_s():
    async def main() -> None:
        pmp = FakePmp(silent=True)
        m = mapper(await pmp.start())
        started = time.monotonic()
        result = await m.open()
        assert isinstance(result, NotReachable) and result.why is Why.NO_ROUTER
        assert time.monotonic() - started < 8.6
        assert pmp.count("pcp-map") == 0 and pmp.transport is not None
        await m.close()
        pmp.close()
    run(main())


def _pcp_answer(request: bytes, *, nonce: bytes | None = None, version: int = 2,
                opcode: int = 0x81, result: int = 0, size: int = 60) -> bytes:
    import struct
    body = (struct.pack("!BBBBII", version, opcode, 0, result, 3600, 1) + bytes(12)
            + (nonce if nonce is not None else request[24:36]) + request[36:40]
            + request[40:42] + struct.pack("!H", 30000)
            + ipaddress.IPv6Address("::ffff:203.0.113.7").packed)
    return (body + bytes(max(0, size - len(body))))[:size]


HOSTILE = {
    "empty": (lambda r: b"", "no answer"),  # asyncio sends no empty datagram
    "short": (lambda r: r[:7], "too short"),
    "long": (lambda r: _pcp_answer(r, size=1200), "malformed"),
    "odd size": (lambda r: _pcp_answer(r, size=62), "malformed"),
    "version 3": (lambda r: _pcp_answer(r, version=3), "version 3"),
    "opcode": (lambda r: _pcp_answer(r, opcode=0x82), "opcode"),
    "request echoed": (lambda r: r, "opcode"),
    "nonce": (lambda r: _pcp_answer(r, nonce=bytes(12)), "nonce"),
    "natpmp garbage": (lambda r: bytes([0, 129, 0, 0, 0, 0, 0, 1, 9, 9, 9, 9]), "NAT-PMP"),
}


@pytest.mark.parametrize("kind", list(HOSTILE))
def test_hostile_answers_give_no_router_with_the_reason(kind):
    answer, reason = HOSTILE[kind]

    async def main() -> None:
        pmp = FakePmp(answer=lambda data: answer(data) if data[0] == 2 else b"\x00")
        m = mapper(await pmp.start(), deadline=1.5)
        started = time.monotonic()
        result = await m.open()
        assert isinstance(result, NotReachable), result
        assert time.monotonic() - started < 2.2
        assert result.why is Why.NO_ROUTER
        await m.close()
        pmp.close()
    run(main())


@pytest.mark.parametrize("kind", list(HOSTILE))
def test_the_pcp_attempt_says_why_it_ignored_an_answer(kind):
    from diloti_qt.net.portmap.leases import MappingError, map_pcp_or_natpmp
    answer, reason = HOSTILE[kind]

    async def main() -> None:
        pmp = FakePmp(answer=lambda data: answer(data) if data[0] == 2 else None)
        port = await pmp.start()
        loop = asyncio.get_running_loop()
        with pytest.raises(MappingError) as caught:
            await map_pcp_or_natpmp("127.0.0.1", port, "127.0.0.1", PORT, 3600,
                                    loop.time() + 1.0, lambda r: None, loop.time)
        assert caught.value.why is Why.NO_ROUTER
        pmp.close()
        return caught.value.detail
    detail = run(main())
    # NAT-PMP's turn came after PCP's: its own silence is what is said last
    assert "NAT-PMP" in detail


@pytest.mark.parametrize("kind", list(HOSTILE))
def test_pcp_alone_names_the_fault(kind):
    from diloti_qt.net.portmap.leases import MappingError, PcpLease
    answer, reason = HOSTILE[kind]

    async def main() -> str:
        pmp = FakePmp(answer=answer)
        port = await pmp.start()
        lease = PcpLease(("127.0.0.1", port), ipaddress.IPv4Address("127.0.0.1"), PORT)
        loop = asyncio.get_running_loop()
        with pytest.raises(MappingError) as caught:
            await lease.map(PORT, 3600, loop.time() + 0.8)
        pmp.close()
        return caught.value.detail
    detail = run(main())
    assert reason in detail, detail


def test_an_answer_from_another_port_is_not_the_router():
    async def main() -> None:
        pmp = FakePmp()
        port = await pmp.start()
        impostor = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        impostor.bind(("127.0.0.1", 0))
        impostor.setblocking(False)
        loop = asyncio.get_running_loop()
        # the router's answers go out from another socket
        real_handle = pmp.handle

        def handle(data, addr):
            reply = real_handle(data, addr)
            if reply is not None:
                impostor.sendto(reply, addr)
            return None
        pmp.handle = handle  # type: ignore[method-assign]
        m = mapper(port, deadline=1.5)
        result = await m.open()
        assert isinstance(result, NotReachable) and result.why is Why.NO_ROUTER, result
        del loop
        impostor.close()
        await m.close()
        pmp.close()
    run(main())


@pytest.mark.parametrize("code,words", [(2, "not authorized"), (8, "no resources"),
                                        (77, "unknown")])
def test_a_pcp_refusal_is_refused(code, words):
    async def main() -> None:
        pmp = FakePmp(result=code)
        m = mapper(await pmp.start(), deadline=2)
        result = await m.open()
        assert isinstance(result, NotReachable) and result.why is Why.REFUSED, result
        assert words in result.detail
        await m.close()
        pmp.close()
    run(main())


def test_a_natpmp_refusal_is_refused():
    async def main() -> None:
        pmp = FakePmp(result=2, pcp=False)
        m = mapper(await pmp.start(), deadline=2)
        result = await m.open()
        assert isinstance(result, NotReachable) and result.why is Why.REFUSED, result
        assert "NAT-PMP result 2" in result.detail
        await m.close()
        pmp.close()
    run(main())


GARBAGE = "<?xml version='1.0'?><s:Envelope><unclosed>"
BOMB = ('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa">'
        '<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><x>&b;</x>')


@pytest.mark.parametrize("case,why,words", [
    ({"faults": {"AddPortMapping": (501, "ActionFailed")}}, Why.REFUSED, "error 501"),
    ({"faults": {"GetExternalIPAddress": (501, "ActionFailed")}}, Why.REFUSED, "error 501"),
    ({"broken": {"AddPortMapping": GARBAGE}}, Why.REFUSED, "not valid"),
    ({"broken": {"GetExternalIPAddress": BOMB}}, Why.REFUSED, "not valid"),
    ({"external": "not an address"}, Why.REFUSED, "no outside address"),
    ({"external": ""}, Why.REFUSED, "no outside address"),
    ({"broken": {"desc": GARBAGE}}, Why.NO_ROUTER, "could not be read"),
    ({"broken": {"desc": BOMB}}, Why.NO_ROUTER, "could not be read"),
    ({"broken": {"desc": "<root xmlns='urn:schemas-upnp-org:device-1-0'/>"}}, Why.NO_ROUTER,
     "could not be read"),
])
def test_upnp_faults_and_malformed_xml(case, why, words):
    async def main() -> None:
        igd = FakeIgd(**case)
        m = mapper(unused_udp_port(), await igd.start(), deadline=2)
        started = time.monotonic()
        result = await m.open()
        assert isinstance(result, NotReachable), result
        assert (result.why, words in result.detail) == (why, True), result
        assert time.monotonic() - started < 2.6
        assert not igd.mappings
        await m.close()
        await igd.close()
    run(main())


def test_a_upnp_router_that_never_answers_is_bounded():
    async def main() -> None:
        # a TCP port that accepts and then says nothing
        hang = await asyncio.start_server(lambda r, w: None, "127.0.0.1", 0)
        port = hang.sockets[0].getsockname()[1]
        m = mapper(unused_udp_port(), f"http://127.0.0.1:{port}/desc.xml", deadline=1.5)
        started = time.monotonic()
        result = await m.open()
        assert isinstance(result, NotReachable) and result.why is Why.NO_ROUTER, result
        assert time.monotonic() - started < 2.2
        await m.close()
        hang.close()
    run(main())


def test_close_while_asking_ends_open_quickly_and_maps_nothing():
    async def main() -> None:
        pmp = FakePmp(delay=1.0)  # answers late: after close()
        m = mapper(await pmp.start())
        asking = asyncio.ensure_future(m.open())
        await pmp.until(lambda: pmp.count("pcp-map") >= 1, WAIT)
        started = time.monotonic()
        await m.close()
        result = await asyncio.wait_for(asking, WAIT)
        assert time.monotonic() - started < 3.0
        assert isinstance(result, NotReachable), result
        # what the router mapped all the same was asked away
        await pmp.until(lambda: not pmp.mappings and pmp.count("pcp-map") >= 2, WAIT)
        await asyncio.sleep(1.2)  # the late answer arrives and is not taken up
        assert m.result == result and not m._kept
        pmp.close()
    run(main())


def test_two_callers_of_open_get_the_one_answer():
    async def main() -> None:
        pmp = FakePmp()
        m = mapper(await pmp.start())
        first, second = await asyncio.gather(m.open(), m.open())
        assert first is second and isinstance(first, Granted)
        assert pmp.count("pcp-map") == 1
        await m.close()
        pmp.close()
    run(main())


# --- IPv6 pinholes ----------------------------------------------------------------------------

def _ipv6_loopback_works() -> bool:
    try:
        with socket.socket(socket.AF_INET6, socket.SOCK_DGRAM) as s:
            s.bind(("::1", 0))
        return True
    except OSError:
        return False


needs_ipv6 = pytest.mark.skipif(not _ipv6_loopback_works(), reason="no IPv6 loopback")


@needs_ipv6
def test_an_ipv6_pinhole_is_opened_by_pcp_and_closed(monkeypatch):
    address = ipaddress.IPv6Address("2001:db8::5")
    monkeypatch.setattr(mapper_module, "global_ipv6_addresses", lambda: (address,))

    async def main() -> None:
        for _ in range(20):  # the same port free on 127.0.0.1 and ::1
            pmp = FakePmp()
            port = await pmp.start()
            pmp6 = FakePmp(host="::1")
            try:
                await pmp6.start(port)
                break
            except OSError:
                pmp.close()
        m = mapper(port)
        result = await m.open()
        assert isinstance(result, Granted), result
        assert result.ipv6 == (address,)
        assert result.urls6() == (f"ws://[2001:db8::5]:{PORT}",)
        assert "ws://[2001:db8::5]:8765" in log_line(result)
        assert (str(address), PORT) in pmp6.mappings
        await m.close()
        await pmp6.until(lambda: not pmp6.mappings, WAIT)
        await pmp.until(lambda: not pmp.mappings, WAIT)
        pmp.close()
        pmp6.close()
    run(main())


def test_an_unanswered_ipv6_pinhole_is_not_listed(monkeypatch):
    monkeypatch.setattr(mapper_module, "global_ipv6_addresses",
                        lambda: (ipaddress.IPv6Address("2001:db8::5"),))

    async def main() -> None:
        pmp = FakePmp()  # on 127.0.0.1 only: nothing answers on ::1
        m = mapper(await pmp.start())
        started = time.monotonic()
        result = await m.open()
        assert isinstance(result, Granted) and result.ipv6 == (), result
        assert time.monotonic() - started < 1.6  # the IPv4 grant does not wait long for it
        await m.close()
        pmp.close()
    run(main())


@needs_ipv6
def test_behind_carrier_grade_nat_the_ipv6_pinhole_is_still_offered(monkeypatch):
    """IPv4 is shared (100.64/10): not reachable; the router opens the IPv6 pinhole all the
    same, and friends whose internet has IPv6 can join there (it was taken away before)."""
    address = ipaddress.IPv6Address("2001:db8::5")
    monkeypatch.setattr(mapper_module, "global_ipv6_addresses", lambda: (address,))

    async def main() -> None:
        for _ in range(20):  # the same port free on 127.0.0.1 and ::1
            pmp = FakePmp(external="100.64.0.2")
            port = await pmp.start()
            pmp6 = FakePmp(host="::1")
            try:
                await pmp6.start(port)
                break
            except OSError:
                pmp.close()
        m = mapper(port)
        result = await m.open()
        assert isinstance(result, NotReachable) and result.why is Why.PRIVATE_OUTSIDE, result
        assert result.urls6() == (f"ws://[2001:db8::5]:{PORT}",)
        assert "; reachable over IPv6 at ws://[2001:db8::5]:8765" in log_line(result)
        assert (str(address), PORT) in pmp6.mappings
        await m.close()
        await pmp6.until(lambda: not pmp6.mappings, WAIT)
        pmp.close()
        pmp6.close()
    run(main())
