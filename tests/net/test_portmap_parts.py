"""The port mapping's small parts: which addresses count as public, the routing tables read
on each system, the log line, and the NAT-PMP/PCP decoders under any bytes (hypothesis)."""

from __future__ import annotations

import ipaddress
import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from diloti_qt.net.portmap import (
    Granted,
    Method,
    NotReachable,
    Why,
    is_private_or_shared,
    log_line,
    natpmp,
    pcp,
)
from diloti_qt.net.portmap.addresses import parse_if_inet6
from diloti_qt.net.portmap.gateway import (
    parse_proc_ipv6_route,
    parse_proc_net_route,
    parse_route_get,
    parse_route_print,
)
from diloti_qt.net.portmap.udp import DecodeError


@pytest.mark.parametrize("address", [
    "10.1.2.3", "10.255.255.255", "172.16.0.1", "172.31.255.255", "192.168.1.1",
    "100.64.0.2", "100.127.255.254", "127.0.0.1", "169.254.3.4", "0.0.0.0",
    "::ffff:192.168.1.1", "fd00::2", "fe80::1", "::1",
])
def test_private_or_shared(address):
    assert is_private_or_shared(address)
    assert is_private_or_shared(ipaddress.ip_address(address))


@pytest.mark.parametrize("address", [
    "100.128.0.1", "100.63.255.255", "172.32.0.1", "172.15.255.255", "192.0.2.1",
    "198.51.100.7", "203.0.113.9", "8.8.8.8", "2001:db8::5", "2a00:1450::1",
])
def test_public(address):
    assert not is_private_or_shared(address)


def test_log_lines_and_urls():
    granted = Granted(Method.UPNP, ipaddress.IPv4Address("203.0.113.7"), 40001,
                      ipaddress.IPv4Address("192.168.1.20"), 8765, 3600,
                      (ipaddress.IPv6Address("2001:db8::5"),))
    assert granted.url() == "ws://203.0.113.7:40001"
    assert granted.urls6() == ("ws://[2001:db8::5]:8765",)
    line = log_line(granted)
    assert line.startswith("reachable from the internet at ws://203.0.113.7:40001 "
                           "(UPnP IGD, lease 3600 s)")
    refused = NotReachable(Why.REFUSED, "the router answered PCP result 2 (not authorized)")
    assert log_line(refused) == ("not reachable from the internet: the router refused: "
                                 "the router answered PCP result 2 (not authorized)")


def test_linux_routing_tables():
    route = ("Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\n"
             "eth0\t0002A8C0\t00000000\t0001\t0\t0\t0\t00FFFFFF\t0\t0\t0\n"
             "eth0\t00000000\t0102A8C0\t0003\t0\t0\t0\t00000000\t0\t0\t0\n")
    assert parse_proc_net_route(route) == "192.168.2.1"
    assert parse_proc_net_route(route.splitlines()[0]) is None
    assert parse_proc_net_route("junk\nmore junk here x y z w v u") is None
    six = ("00000000000000000000000000000000 00 00000000000000000000000000000000 00 "
           "fe800000000000000000000000000001 00000400 00000001 00000000 00000003 lo\n")
    hop = parse_proc_ipv6_route(six)
    assert hop is not None and hop[0] == "fe80::1"
    inet6 = ("20010db8000000000000000000000005 02 40 00 00     eth0\n"
             "20010db8000000000000000000000006 02 40 00 01     eth0\n"  # temporary
             "fd000000000000000000000000000002 02 40 00 80     eth0\n"
             "fe800000000000000000000000000001 02 40 20 80     eth0\n"
             "00000000000000000000000000000001 01 80 10 80       lo\n")
    assert parse_if_inet6(inet6) == (ipaddress.IPv6Address("2001:db8::5"),)


def test_bsd_and_windows_routing_output():
    mac = ("   route to: default\ndestination: default\n       mask: default\n"
           "    gateway: 192.168.1.254\n  interface: en0\n")
    assert parse_route_get(mac) == "192.168.1.254"
    assert parse_route_get("route: writing to routing socket: not in table") is None
    windows = ("IPv4 Route Table\n=====\nActive Routes:\n"
               "Network Destination        Netmask          Gateway       Interface  Metric\n"
               "          0.0.0.0          0.0.0.0      192.168.0.1    192.168.0.23     25\n")
    assert parse_route_print(windows) == "192.168.0.1"
    assert parse_route_print("0.0.0.0 0.0.0.0 On-link 10.0.0.2 5") is None


# --- the decoders under any bytes -------------------------------------------------------------

@settings(max_examples=400, deadline=None)
@given(st.binary(max_size=80), st.sampled_from([natpmp.OP_ADDRESS, natpmp.OP_MAP_TCP]))
def test_natpmp_decoder_gives_an_answer_or_a_decode_error(data, opcode):
    try:
        answer = natpmp.decode(data, opcode)
    except DecodeError:
        return
    assert isinstance(answer, (natpmp.AddressAnswer, natpmp.MapAnswer))
    if answer.result == 0 and isinstance(answer, natpmp.AddressAnswer):
        assert answer.address is not None


@settings(max_examples=400, deadline=None)
@given(st.binary(max_size=8) | st.binary(min_size=56, max_size=72)
       | st.binary(min_size=1090, max_size=1110))
def test_pcp_decoder_gives_an_answer_or_a_decode_error(data):
    nonce = bytes(range(12))
    try:
        answer = pcp.decode_map(data, nonce, 8765)
    except DecodeError:
        return
    assert isinstance(answer, pcp.MapAnswer)
    if answer.result == 0 and answer.version == pcp.VERSION:
        assert answer.external_address is not None


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 255), st.integers(0, 255), st.integers(0, 2**32 - 1),
       st.binary(min_size=16, max_size=16), st.integers(0, 65535), st.integers(0, 3))
def test_pcp_decoder_near_valid_answers(result, opcode, lifetime, address, port, extra):
    nonce = bytes(range(12))
    data = (struct.pack("!BBBBII", 2, opcode, 0, result, lifetime, 1) + bytes(12) + nonce
            + struct.pack("!B3xHH", 6, 8765, port) + address + bytes(4 * extra))
    try:
        answer = pcp.decode_map(data, nonce, 8765)
    except DecodeError:
        assert opcode != 0x81
        return
    assert opcode == 0x81 and answer.result == result


def test_pcp_requests_are_what_rfc_6887_says():
    nonce = bytes(range(12))
    packet = pcp.encode_map(ipaddress.IPv4Address("192.168.1.20"), nonce, 8765, 8765, 3600)
    assert len(packet) == 60 and packet[:2] == b"\x02\x01"
    assert struct.unpack_from("!I", packet, 4)[0] == 3600
    assert ipaddress.IPv6Address(packet[8:24]).ipv4_mapped == ipaddress.IPv4Address(
        "192.168.1.20")
    assert packet[24:36] == nonce and packet[36] == 6
    assert ipaddress.IPv6Address(packet[44:60]) == pcp.IPv4_ANY
    six = pcp.encode_map(ipaddress.IPv6Address("2001:db8::5"), nonce, 8765, 8765, 3600)
    assert ipaddress.IPv6Address(six[44:60]) == pcp.IPv6_ANY
    assert natpmp.encode_map_request(8765, 8765, 3600) == struct.pack("!BBHHHI", 0, 2, 0, 8765,
                                                                      8765, 3600)
