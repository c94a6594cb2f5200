"""Issue #36 against real routers: a table hosted at home asks the home router to open its
port (UPnP IGD, NAT-PMP, PCP), in network namespaces each test builds itself
(tests/net/natlab.py: a home LAN, a router running Debian's miniupnpd, a host on a stand-in
internet). Nothing here is a mock: the router is miniupnpd with nftables, the server is
`diloti-qt-server --open-port`, the player from outside is examples/bot_client.py.

Needs root, iproute2, nftables, miniupnpd-nftables and miniupnpc/natpmpc (.ci/run installs
them): in CI a missing part fails the test, elsewhere it skips in one line. Each test's
namespaces are its own (no xdist group needed); `pytest -s` shows the timings.
"""

from __future__ import annotations

import sys
import time

import pytest

from tests.net import natlab
from tests.net.natlab import (
    CGNAT_ISP,
    CGNAT_WAN,
    HOST,
    PUBLIC_WAN,
    ROOT,
    Lab,
)

BOT = ROOT / "examples" / "bot_client.py"
# A listener on the home computer that greets whoever connects, and a client that says
# what it got. (Not http.server: it calls getfqdn, which waits for a DNS server the
# namespaces cannot reach.)
GREETER = ("import socket, sys\n"
           "s = socket.create_server((sys.argv[1], int(sys.argv[2])))\n"
           "print('greeting', flush=True)\n"
           "while True:\n"
           "    c, a = s.accept()\n"
           "    c.sendall(b'hello ' + a[0].encode())\n"
           "    c.close()\n")
FETCH = ("import socket, sys\n"
         "try:\n"
         "    c = socket.create_connection((sys.argv[1], int(sys.argv[2])), timeout=3)\n"
         "    print(c.recv(100).decode())\n"
         "except OSError as e:\n"
         "    print('failed', type(e).__name__, e)\n")


@pytest.fixture
def make_lab(tmp_path):
    """Builds labs (each torn down at the end, whatever happened)."""
    try:
        natlab.require("upnpc", "natpmpc")
    except natlab.Missing as e:
        natlab.unavailable(e)
    labs: list[Lab] = []

    def make(**options) -> Lab:
        lab = Lab(tmp_path / f"lab{len(labs)}", **options)
        labs.append(lab)
        return lab.__enter__()

    yield make
    for lab in labs:
        lab.close()


def fetch_from_outside(lab: Lab, address: str, port: int) -> str:
    return lab.exec_python(lab.out, "-c", FETCH, address, str(port), timeout=10).stdout.strip()


def mapped(lab: Lab, internal_port: int) -> list[natlab.Mapping]:
    return [m for m in lab.mappings() if m.internal_port == internal_port]


def play_a_match(lab: Lab, ns: str, url: str) -> str:
    """examples/bot_client.py plays a whole match against the server's computer seat from
    inside `ns`; its last line (the final score)."""
    done = lab.exec_python(ns, str(BOT), "--server", url, "--level", "easy",
                           "--opponent", "easy", "--pace", "1000", "--seed", "3",
                           timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "final score" in done.stdout, done.stdout
    return done.stdout.strip().splitlines()[-1]


def report(what: str, **figures) -> None:
    print(f"\n[natlab] {what}: " + ", ".join(f"{k}={v}" for k, v in figures.items()))


# -- the lab's router itself, with miniupnpc's own clients -----------------------------
def test_the_lab_router_forwards_what_upnpc_and_natpmpc_map(make_lab):
    lab = make_lab()
    router = lab.start_router()
    port, other = natlab.free_port(), natlab.free_port() + 1
    greeter = lab.python(lab.lan, "-c", GREETER, HOST, str(port), name="greeter")
    greeter.wait_line(r"greeting", 10)
    # Before any mapping the router itself answers the port: refused, at once.
    assert "refused" in fetch_from_outside(lab, PUBLIC_WAN, port).lower()

    started = time.monotonic()
    added = router.upnpc("-e", "natlab upnpc", "-a", HOST, str(port), str(port), "TCP", "0")
    upnp_s = time.monotonic() - started
    assert "is redirected to internal" in added.stdout, added.stdout + added.stderr
    assert [(m.external_port, m.internal_address) for m in mapped(lab, port)] \
        == [(port, HOST)]
    # The outside host reaches the home computer through the mapping, and is seen as itself.
    assert fetch_from_outside(lab, PUBLIC_WAN, port) == f"hello {natlab.PUBLIC_ISP}"
    listed = router.upnpc("-l").stdout
    assert "'natlab upnpc'" in listed and f"ExternalIPAddress = {PUBLIC_WAN}" in listed
    router.upnpc("-d", str(port), "TCP")
    assert mapped(lab, port) == []

    started = time.monotonic()
    pmp = router.natpmpc("-a", str(other), str(other), "tcp", "60")
    pmp_s = time.monotonic() - started
    assert f"Public IP address : {PUBLIC_WAN}" in pmp.stdout, pmp.stdout + pmp.stderr
    assert f"Mapped public port {other} protocol TCP to local port {other}" in pmp.stdout
    assert [m.external_port for m in mapped(lab, other)] == [other]
    router.natpmpc("-a", str(other), "0", "tcp", "0")
    natlab.wait_for(lambda: not mapped(lab, other), 5, "natpmpc's mapping to go")
    report("miniupnpd with upnpc/natpmpc", upnpc_add_s=f"{upnp_s:.3f}",
           natpmpc_add_s=f"{pmp_s:.3f}")


@pytest.mark.parametrize("kind", ["igd-v1", "igd-v2", "carrier-grade-nat"])
def test_the_lab_routers_as_miniupnpc_sees_them(make_lab, kind):
    cgnat = kind == "carrier-grade-nat"
    lab = make_lab(**({"wan": CGNAT_WAN, "isp": CGNAT_ISP} if cgnat else {}))
    router = lab.start_router(igd_v1=kind == "igd-v1")
    description = lab.exec_python(
        lab.lan, "-c", "import sys, urllib.request; "
        "print(urllib.request.urlopen(sys.argv[1], timeout=3).read().decode())",
        router.location).stdout
    version = "1" if kind == "igd-v1" else "2"
    assert f"urn:schemas-upnp-org:device:InternetGatewayDevice:{version}" in description
    outside = CGNAT_WAN if cgnat else PUBLIC_WAN
    assert f"ExternalIPAddress = {outside}" in router.upnpc("-s").stdout
    assert f"Public IP address : {outside}" in router.natpmpc().stdout


if __name__ == "__main__":  # pragma: no cover
    sys.exit(pytest.main([__file__, "-n0", "-s"]))
