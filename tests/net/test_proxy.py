"""Behind HAProxy the per-address limits still count players, not the proxy: the player's
address comes from X-Forwarded-For, believed only from a trusted proxy; a client cannot
choose its own. The proxy's health check, and routing: a room's seats reach one process."""

from __future__ import annotations

import asyncio
import urllib.request

import pytest
from websockets.asyncio.client import connect

from diloti_qt.bench.rig import Haproxy
from diloti_qt.net.client import Client, room_url
from diloti_qt.net.forwarded import client_address, networks

from .helpers import run, running, url

PROXY_SOURCE = "127.0.0.2"


def test_the_forwarded_address_is_believed_only_from_a_trusted_proxy():
    trusted = networks(["127.0.0.2", "10.0.0.0/8"])
    assert client_address("127.0.0.2", ["203.0.113.7"], trusted) == "203.0.113.7"
    assert client_address("10.1.2.3", ["1.1.1.1, 203.0.113.7"], trusted) == "203.0.113.7"
    # The last value is the proxy's own; earlier ones (and headers) came from the client.
    assert client_address("127.0.0.2", ["6.6.6.6", "203.0.113.7"], trusted) == "203.0.113.7"
    assert client_address("127.0.0.1", ["203.0.113.7"], trusted) == "127.0.0.1"
    assert client_address("127.0.0.2", ["not an address"], trusted) == "127.0.0.2"
    assert client_address("127.0.0.2", [], trusted) == "127.0.0.2"
    assert client_address("::ffff:127.0.0.2", ["2001:db8::1"], trusted) == "2001:db8::1"
    assert client_address("127.0.0.2", ["203.0.113.7"], ()) == "127.0.0.2"
    with pytest.raises(ValueError, match="not an address"):
        networks(["10.0.0.300"])


async def opened(address: str, source: str, spoof: str | None = None):
    headers = {"X-Forwarded-For": spoof} if spoof else None
    try:
        return await connect(address, local_addr=(source, 0), additional_headers=headers,
                             open_timeout=5)
    except Exception as e:  # noqa: BLE001 - websockets' InvalidStatus
        assert "429" in str(e), e
        return None


def test_per_address_limits_count_players_behind_the_proxy(haproxy):
    async def scenario():
        async with running(max_per_address=2, trusted_proxies=(PROXY_SOURCE,)) as server:
            proxy = await asyncio.to_thread(Haproxy, [("127.0.0.1", server.port)],
                                            PROXY_SOURCE)
            try:
                through = proxy.url
                a = [await opened(through, "127.0.0.3", spoof=f"10.9.9.{i}")
                     for i in range(3)]
                assert a[0] and a[1] and a[2] is None  # one player, whatever it claims
                b = await opened(through, "127.0.0.4")
                assert b is not None  # another player behind the same proxy
                # Straight to the server (not through the trusted proxy) the header is
                # ignored: the connection counts as its own address.
                direct = [await opened(url(server), "127.0.0.5", spoof=f"10.8.8.{i}")
                          for i in range(3)]
                assert direct[0] and direct[1] and direct[2] is None
                assert server.addresses.open == {"127.0.0.3": 2, "127.0.0.4": 1,
                                                 "127.0.0.5": 2}
                for ws in [*a, b, *direct]:
                    if ws is not None:
                        await ws.close()
                # The health check HAProxy uses, answered before any limit.
                health = await asyncio.to_thread(
                    lambda: urllib.request.urlopen(f"http://127.0.0.1:{server.port}/health",
                                                   timeout=5).read())
                assert health == b"ok\n"
            finally:
                await asyncio.to_thread(proxy.close)

    run(scenario(), 60)


def test_a_table_asked_for_at_another_process_is_handed_over_with_nothing_lost(database):
    """Two processes on one database: the table lives at the first; a friend joins at the
    second (as the proxy's hashing sends it there). The first gives the table up once its
    writes are committed, closing its seats with 1012; they come back at the second."""
    async def scenario():
        async with running(database=database) as one, running(database=database) as two:
            host = await Client.connect(url(one))
            welcome = await host.create("Host", "pagat-2p", ["friend", "friend"])
            room = welcome["room"]
            await host.next("lobby")
            guest = await Client.connect(room_url(url(two), room))
            await guest.join(room, "Guest")
            assert room in two.tables and room not in one.tables
            await asyncio.wait_for(host.closed.wait(), 5)
            assert host.ws.close_code == 1012
            host = await Client.connect(room_url(url(two), room))
            assert (await host.resume(room, welcome["token"]))["seat"] == 0
            await guest.ready()
            await host.until(lambda m: m["type"] == "lobby" and m["seats"][1]["ready"])
            await host.start()
            assert (await host.next("view"))["seq"] == 0
            await guest.next("view")
            # And back: the first process asked for it takes it again, the match intact.
            clients = [host, guest]
            mover = next(c for c in clients if c.my_turn)
            await mover.play(mover.view.legal_moves()[0])
            for c in clients:
                await c.next("update")
            seen = [(c.seq, c.view) for c in clients]
            again = await Client.connect(room_url(url(one), room))
            await again.resume(room, welcome["token"])
            await again.next("view")
            assert (again.seq, again.view) == seen[0] and room in one.tables
            await asyncio.wait_for(guest.closed.wait(), 5)
            for c in (host, again):
                await c.close()

    run(scenario(), 60)
