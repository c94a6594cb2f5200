"""Router-lab tests that fail today, for bugs the lab found in diloti_qt/net/portmap: kept
out of the suite (pytest collects test_*.py files only) until the library is fixed, then
moved into tests/net/test_port_mapping_lab.py. Run them by name:

    python -m pytest -n0 -s -p no:cacheprovider tests/net/natlab_pending.py
"""

from __future__ import annotations

import signal

from tests.net import natlab
from tests.net import test_port_mapping_lab as lab_tests
from tests.net.natlab import HOST

make_lab = lab_tests.make_lab  # the lab's fixture


def test_a_late_pcp_grant_does_not_take_the_upnp_mapping_away(make_lab):
    """A full router whose first two PCP requests are lost (nftables drops them, as a busy
    Wi-Fi would): UPnP answers first and wins; the resent PCP MAP for the same port makes
    miniupnpd replace the UPnP mapping with a PCP one ("already redirected ... replacing"),
    and PortMapper then deletes that late PCP grant -- the only mapping left -- while it
    says "reachable ... (UPnP IGD)". Found 2026-12-07: the router holds nothing from about
    1 s after open() until the UPnP renewal, half the lease (30 min) later."""
    lab = make_lab()
    router = lab.start_router()
    lab.lose_first_pmp_packets(2)
    port = natlab.free_port()
    mapper = lab.python(lab.lan, str(lab_tests.MAP_SCRIPT), str(port), name="mapper")
    opened, _ = mapper.wait_line(r"opened in ([\d.]+) s: (.*)", 12)
    assert "(UPnP IGD," in opened.group(2), opened.group(2)
    # The resent PCP MAP reaches the router 0.75 s after the first; what PortMapper does
    # with the late grant follows within milliseconds (today: a PCP delete).
    _, late = router.proc.wait_line(rf"PCP MAP: added mapping TCP {port}->", 5)
    try:
        router.proc.wait_line(r"PCP request received", 2, start=late + 1)
    except AssertionError:
        pass  # a fixed PortMapper may send nothing more
    assert [m.internal_address for m in lab_tests.mapped(lab, port)] == [HOST], \
        "the late PCP grant's removal took the UPnP mapping with it"
    mapper.signal(signal.SIGTERM)
    mapper.wait_line(r"closed in", 10)
    lab_tests.report("late PCP after UPnP", line=opened.group(2))
