"""The dedicated server (a real process) killed with SIGKILL mid-round and started again
on the same data folder, or the same PostgreSQL database, resumes every match exactly where
it was."""

from __future__ import annotations

import asyncio
import os
import signal
import sys

from diloti_qt.net.client import Client, autoplay, room_url

from .helpers import chooser, run
from .test_reconnect import play_until

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


async def start_server(storage: dict) -> tuple[asyncio.subprocess.Process, str]:
    env = {**os.environ, "PYTHONPATH": ROOT + os.pathsep + os.environ.get("PYTHONPATH", "")}
    where = (["--data", str(storage["data"])] if "data" in storage
             else ["--database", storage["database"]])
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "diloti_qt.net", "--host", "127.0.0.1", "--port", "0",
        *where, "--rate", "1000", "--grace", "30", "--log", "warning",
        stdout=asyncio.subprocess.PIPE, env=env, cwd=ROOT)
    line = (await asyncio.wait_for(proc.stdout.readline(), 30)).decode()
    assert line.startswith("listening on ws://"), line
    return proc, line.split()[-1]


async def quiet(clients, seconds=0.3):
    """Wait until no message has arrived for `seconds` (the table waits for a friend)."""
    while True:
        counts = [c.seq for c in clients]
        await asyncio.sleep(seconds)
        if [c.seq for c in clients] == counts and len({c.seq for c in clients}) == 1:
            return


def test_dedicated_server_killed_mid_round_resumes_exactly(storage):
    async def scenario():
        proc, url = await start_server(storage)
        try:
            host = await Client.connect(url)
            welcome = await host.create("Host", "partnership-4p",
                                        ["friend", "random", "friend", "random"])
            friend = await Client.connect(url)
            await friend.join(welcome["room"], "Friend")
            await friend.ready()
            await host.until(lambda m: m["type"] == "lobby" and m["seats"][2]["ready"])
            await host.start()
            clients = [host, friend]
            for c in clients:
                await c.next("view")
            await play_until(clients, lambda: host.seq >= 20 and host.my_turn)
            await quiet(clients)
            assert host.my_turn and 0 < host.view.stock_size  # mid-round
            before = [(c.seq, c.round, c.view) for c in clients]
            os.kill(proc.pid, signal.SIGKILL)
            await proc.wait()
            for c in clients:
                await asyncio.wait_for(c.closed.wait(), 10)

            proc, url = await start_server(storage)
            again = []
            for c in clients:
                n = await Client.connect(room_url(url, c.room))
                w = await n.resume(c.room, c.token)
                assert w["seat"] == c.seat
                await n.next("view")
                again.append(n)
            assert [(c.seq, c.round, c.view) for c in again] == before
            ends = await asyncio.gather(*(autoplay(c, chooser(i)) for i, c in enumerate(again)))
            assert ends[0] == ends[1] and max(ends[0]["scores"]) >= 61
            for c in again:
                await c.close()
        finally:
            if proc.returncode is None:
                proc.send_signal(signal.SIGTERM)
                try:
                    await asyncio.wait_for(proc.wait(), 10)
                except asyncio.TimeoutError:
                    proc.kill()
            await proc.wait()

    run(scenario(), 120)
