"""Tables on the local network (zeroconf). The live test runs in a network namespace of
its own (unshare): only its loopback exists there, so no packet reaches a real network."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

from zeroconf import ServiceInfo

from diloti_qt.net.discovery import SERVICE, read_info
from diloti_qt.net.protocol import VERSION

ROOT = Path(__file__).resolve().parents[2]

LIVE = textwrap.dedent("""
    import fcntl, json, socket, struct, time
    # Bring this namespace's loopback up, with multicast (the namespace has nothing else).
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    flags = struct.unpack("16sh", fcntl.ioctl(s, 0x8913, struct.pack("16sh", b"lo", 0)))[1]
    fcntl.ioctl(s, 0x8914, struct.pack("16sh", b"lo", flags | 0x1 | 0x1000))
    from diloti_qt.net.discovery import SERVICE, Advertiser, Browser
    ad = Advertiser("Ελένη", 8765, interfaces=["127.0.0.1"])
    ad.start()
    seen = []
    b = Browser(lambda found: seen.append(len(found)), interfaces=["127.0.0.1"])
    b.start()
    for _ in range(100):
        if b.found:
            break
        time.sleep(0.1)
    found = [{"name": f.name, "url": f.url, "props": sorted(
        k.decode() for k in b._zc.get_service_info(SERVICE, f.key).properties)}
        for f in b.found]
    ad.stop()
    for _ in range(50):
        if not b.found:
            break
        time.sleep(0.1)
    print(json.dumps({"found": found, "after_stop": len(b.found)}))
    b.stop()
""")


def test_a_hosted_table_is_found_on_the_local_network_and_gone_when_withdrawn():
    unshare = shutil.which("unshare")
    assert unshare, "util-linux's unshare is needed to keep the test off real networks"
    out = subprocess.run([unshare, "-rn", sys.executable, "-c", LIVE], capture_output=True,
                         text=True, timeout=60, cwd=ROOT,
                         env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert out.returncode == 0, out.stderr[-2000:]
    result = json.loads(out.stdout.strip().splitlines()[-1])
    [found] = result["found"]
    assert found["name"] == "Ελένη" and found["url"] == "ws://127.0.0.1:8765"
    assert found["props"] == ["name", "v"]  # never the room code (F3)
    assert result["after_stop"] == 0


def info(props: dict, port: int = 8765) -> ServiceInfo:
    return ServiceInfo(SERVICE, f"x.{SERVICE}", port=port, properties=props,
                       addresses=[bytes([192, 0, 2, 7])])


def test_records_from_the_network_are_checked():
    """A table of another protocol version is not listed: joining it could only fail."""
    v = str(VERSION)
    good = read_info(info({"v": v, "name": "Ana", "room": "abcde-12345"}))
    assert good is not None and good.address == "192.0.2.7" and good.name == "Ana"
    assert not hasattr(good, "room")  # a code said on the network is never taken (F3)
    for bad in ({"v": str(VERSION + 1), "name": "Ana"}, {"v": str(VERSION - 1), "name": "Ana"},
                {"name": "Ana"}, {"v": v}, {"v": v, "name": "x" * 200},
                {"v": v, "name": "a\x00b"}):
        assert read_info(info(bad)) is None, bad
    assert read_info(info({"v": v, "name": "Ana"}, port=0)) is None


def test_the_suite_keeps_discovery_off_every_network():
    """tests/conftest.py says "off": no test announces or looks on the machine's networks
    (nor sees another run's tables); a test that needs the real thing names its interfaces,
    in a namespace of its own (above)."""
    from diloti_qt.net.discovery import INTERFACES_ENV, Advertiser, Browser

    assert os.environ[INTERFACES_ENV] == "off"
    ad, b = Advertiser("Ana", 8765, host="0.0.0.0"), Browser()
    ad.start()
    b.start()
    try:
        assert ad._zc is None and b._zc is None and b.found == []
    finally:
        ad.stop()
        b.stop()


def test_the_interfaces_come_from_the_setting_and_a_bound_address(monkeypatch):
    from diloti_qt.net.discovery import INTERFACES_ENV, Advertiser, Browser

    monkeypatch.setenv(INTERFACES_ENV, " 127.0.0.1 , 127.0.0.2 ")
    assert Browser().interfaces == ["127.0.0.1", "127.0.0.2"]
    assert Browser(interfaces=["10.0.0.1"]).interfaces == ["10.0.0.1"]
    monkeypatch.delenv(INTERFACES_ENV)
    assert Browser().interfaces is None  # those of the private networks, as players run it
    # a server bound to one address is announced on that address only
    assert Advertiser("Ana", 8765, host="127.0.0.1").interfaces == ["127.0.0.1"]


def test_only_the_interfaces_of_private_networks_announce_and_look(monkeypatch):
    """F3: a home table was announced, and Join browsed, on every interface, a public one
    too; now only RFC 1918 networks (not carrier-grade NAT's shared range, not a public
    address) unless the setting names interfaces."""
    from diloti_qt.net import discovery
    from diloti_qt.net.discovery import INTERFACES_ENV, Advertiser, Browser

    monkeypatch.delenv(INTERFACES_ENV)
    machine = ["192.168.1.5", "203.0.113.9", "10.2.3.4", "100.64.0.5", "172.20.0.1",
               "172.32.0.1", "8.8.8.8"]
    monkeypatch.setattr(discovery, "lan_addresses", lambda: machine)
    private = ["192.168.1.5", "10.2.3.4", "172.20.0.1"]
    assert discovery.private_addresses() == private
    ad = Advertiser("Ana", 8765, host="0.0.0.0")
    assert ad.interfaces == private and ad.addresses == private
    monkeypatch.setattr(discovery, "lan_addresses", lambda: ["203.0.113.9"])
    public_only = Advertiser("Ana", 8765, host="0.0.0.0")
    b = Browser()
    public_only.start()
    b.start()  # nothing private: neither announces nor looks anywhere
    try:
        assert public_only._zc is None and b._zc is None
    finally:
        public_only.stop()
        b.stop()


def test_a_table_is_listed_with_its_rules_and_free_seats():
    """Whoever looks sees which game a table plays and whether a seat is free before
    joining it (F16); what does not read as such is left out, the table still listed."""
    from diloti_qt.net.discovery import Advertiser, Listing

    v = str(VERSION)
    found = read_info(info({"v": v, "name": "Ana", "room": "ABCDE12345",
                            "profile": "taverna-4p", "target": "31", "free": "2"}))
    assert found.listing == Listing("taverna-4p", 31, 2)
    for bad in ({"profile": "poker"}, {"target": "x"}, {"target": "0"}, {"free": "-1"},
                {"free": "9"}, {"target": "1" * 40}):
        seen = read_info(info({"v": v, "name": "Ana"} | bad))
        assert seen is not None and seen.listing is None, bad
    ad = Advertiser("Ana", 8765, listing=Listing("pagat-2p", 61, 1))
    props = ad._service_info().properties
    assert b"room" not in props
    assert (props[b"profile"], props[b"target"], props[b"free"]) == (b"pagat-2p", b"61", b"1")
    ad.start()  # off every network in the suite: the listing still follows the table
    ad.update(Listing("pagat-2p", 61, 0))
    assert ad._service_info().properties[b"free"] == b"0"
    ad.stop()
