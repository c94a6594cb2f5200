"""A watcher keeps coming back for as long as the server keeps the table (issue 37): the
server's `watching` carries its grace period (as `welcome` does for a seat), and the app's
connection tries to watch again for that long, not its own 120 s. Against a real
`diloti-qt-server --grace 3`: killed and started again within the grace, the watcher
watches again; killed for good, the app says it lost the table after about 3 s."""

from __future__ import annotations

import time

from diloti_qt.ui.online.connection import OnlineConnection

from .test_online_in_flight import start_server, stop

GRACE = 3


def test_a_watcher_comes_back_for_the_servers_grace_and_no_longer(qtbot, tmp_path):
    data = tmp_path / "server"
    proc, port = start_server(data, grace=GRACE)
    url = f"ws://127.0.0.1:{port}/"
    host, eve = OnlineConnection(), OnlineConnection()
    failed: list[tuple[str, float]] = []
    eve.failed.connect(lambda code: failed.append((code, time.monotonic())))
    try:
        host.host_table("Ana", {"profile": "pagat-2p"}, ["friend", "easy"], "easy",
                        server=url)
        qtbot.waitUntil(lambda: host.table.lobby is not None, timeout=10000)
        host.allow_watchers(True)
        qtbot.waitUntil(lambda: host.table.lobby.watch is True, timeout=5000)
        host.start()
        qtbot.waitUntil(lambda: host.table.view is not None, timeout=10000)
        assert eve.reconnect_for == 120.0  # before any server has said
        eve.watch_table(url, host.room, "Eve")
        qtbot.waitUntil(lambda: eve.table.view is not None, timeout=10000)
        assert eve.watching and eve.table.credentials.grace == GRACE
        assert eve.reconnect_for == float(GRACE)

        # killed and started again within the grace: the watcher watches again
        first = eve.client
        proc.kill()
        proc.wait(10)
        qtbot.waitUntil(lambda: eve.lost_until is not None, timeout=10000)
        assert eve.seconds_left() <= GRACE
        proc, _ = start_server(data, port=port, grace=GRACE)
        qtbot.waitUntil(lambda: eve.lost_until is None and eve.client is not first,
                        timeout=10000)
        assert failed == [] and eve.table.view is not None

        # killed for good: the app tries for the grace, then says the table is lost
        proc.kill()
        proc.wait(10)
        qtbot.waitUntil(lambda: eve.lost_until is not None, timeout=10000)
        lost = time.monotonic()
        qtbot.waitUntil(lambda: bool(failed), timeout=(GRACE + 10) * 1000)
        [(code, when)] = failed
        assert code == "lost"
        assert GRACE - 1 <= when - lost <= GRACE + 6, when - lost
    finally:
        for c in (eve, host):
            c.close(wait=5)
        stop(proc)
