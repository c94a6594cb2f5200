"""Seats played by a program, for the failover tests and the benchmark: each plays a random
legal move on its turn (after `pace` seconds), says it is ready between rounds, and when
its connection drops (not by itself: a server process died, or gave the table to another)
comes back with its token through the same address, as the app does, so a proxy sends it
to whichever process serves the table now. It keeps every move it saw (`seen`: seq → seat
and move) and those acknowledged to it (`acked`: its own moves whose update carried its
ref), and how long each return took."""

from __future__ import annotations

import asyncio
import random
import time

from diloti_qt.engine import move_json

from ..net.client import Client, RefusedError, room_url, round_end
from ..net.protocol import VERSION


class BenchSeat:
    """One seat of the server bench: a client that plays a random legal move about `pace`
    seconds (not a computer player: ai/base.Player is one)."""

    def __init__(self, url: str, seed: int, pace: float = 0.1) -> None:
        self.url = url
        self.rng = random.Random(seed)
        self.pace = pace
        self.client: Client | None = None
        self.room = self.token = None
        self.seat = -1
        self.paused = False
        self.stopped = False
        self.seen: dict[int, tuple[int, dict]] = {}
        self.acked: dict[int, tuple[int, dict]] = {}
        self.sent: dict[int, dict] = {}  # ref (the seq it would make) -> move not yet answered
        self.dropped_at: float | None = None
        self.returns: list[tuple[float, float]] = []  # (dropped at, back at), perf_counter
        self.refusals: list[dict] = []  # errors that were not expected (not storage)
        self.storage_errors = 0  # `storage`: the database was away, the move not played
        self.over = False
        self._watch: asyncio.Task | None = None
        self._timer: asyncio.TimerHandle | None = None

    # -- opening ---------------------------------------------------------------------------
    async def create(self, name: str, rules: str, seats: list[str]) -> str:
        client = await Client.connect(self.url, keep=False)
        self._take(client)
        welcome = await client.create(name, rules, seats, stand_in="random")
        self._welcomed(welcome)
        return welcome["room"]

    async def join(self, room: str, name: str) -> None:
        client = await Client.connect(room_url(self.url, room), keep=False)
        self._take(client)
        self._welcomed(await client.join(room, name))

    def _take(self, client: Client) -> None:
        self.client = client
        client.on_message = self._heard

    def _welcomed(self, welcome: dict) -> None:
        self.room, self.seat = welcome["room"], welcome["seat"]
        self.token = welcome.get("token", self.token)
        if self._watch is None or self._watch.done():
            self._watch = asyncio.get_running_loop().create_task(self._keep_connected())

    # -- playing ---------------------------------------------------------------------------
    def _heard(self, msg: dict, raw: str) -> None:
        kind = msg["type"]
        client = self.client
        if kind == "update":
            entry = (msg["outcome"]["seat"], msg["outcome"]["move"])
            self.seen[msg["seq"]] = entry
            ref = msg.get("ref")
            if ref is not None:
                self.acked[msg["seq"]] = entry
                self.sent.pop(ref, None)
            end = round_end(msg)
            if end is not None and end["winner"] is not None:
                self.over = True
            elif end is not None:
                self._send({"type": "ready", "ready": True})
        elif kind == "view" and client is not None and client.between_rounds:
            self._send({"type": "ready", "ready": True})
        elif kind == "error":
            if msg.get("ref") is not None:
                self.sent.pop(msg["ref"], None)
            if msg["code"] == "storage":
                self.storage_errors += 1
            elif msg["code"] != "not-your-turn":
                self.refusals.append(msg)
        if kind in ("view", "update", "deal", "error"):
            self._plan()

    def _plan(self) -> None:
        client = self.client
        if self._timer is not None or client is None or self.paused or self.over:
            return
        if client.my_turn:
            delay = self.pace * (0.5 + self.rng.random())
            self._timer = asyncio.get_running_loop().call_later(delay, self._move, client,
                                                                 client.seq)

    def _move(self, client: Client, seq: int) -> None:
        self._timer = None
        if client is not self.client or self.paused or client.seq != seq or not client.my_turn:
            self._plan()
            return
        move = move_json(self.rng.choice(client.view.legal_moves()))
        self.sent[seq + 1] = move
        self._send({"type": "move", "move": move, "ref": seq + 1})

    def _send(self, doc: dict) -> None:
        client = self.client
        if client is not None and not client.closed.is_set():
            asyncio.get_running_loop().create_task(_quietly(client.send(doc)))

    def pause(self) -> None:
        self.paused = True
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def resume_play(self) -> None:
        self.paused = False
        self._plan()

    # -- coming back -----------------------------------------------------------------------
    async def _keep_connected(self) -> None:
        while not self.stopped:
            client = self.client
            await client.closed.wait()
            if self.stopped or client.farewell is not None:
                return
            self.dropped_at = time.perf_counter()
            self.sent.clear()  # unanswered: stored or not, the view on return says which
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None
            while not self.stopped:
                try:
                    fresh = await Client.connect(room_url(self.url, self.room), keep=False)
                except Exception:  # noqa: BLE001 - not reachable yet
                    await asyncio.sleep(0.1)
                    continue
                self._take(fresh)
                try:
                    welcome = await fresh.open({"type": "resume", "v": VERSION,
                                                "room": self.room, "token": self.token})
                except RefusedError as e:
                    await fresh.close()
                    if e.code != "storage":
                        self.refusals.append({"code": e.code, "message": e.message})
                        return
                    await asyncio.sleep(0.1)
                    continue
                except (asyncio.TimeoutError, OSError):
                    fresh.abort()
                    await asyncio.sleep(0.1)
                    continue
                self.seat = welcome["seat"]
                self.returns.append((self.dropped_at, time.perf_counter()))
                self.dropped_at = None
                break

    async def close(self) -> None:
        self.stopped = True
        self.pause()
        if self._watch is not None:
            self._watch.cancel()
        if self.client is not None:
            try:
                await asyncio.wait_for(self.client.close(), 5)
            except Exception:  # noqa: BLE001 - closing anyway
                self.client.abort()


async def open_tables(url: str, count: int, pace: float, batch: int = 20) -> list[list[BenchSeat]]:
    """`count` started two-player tables (pagat-2p) of program-played seats at `url`; the
    host comes back where the room is served if the first join moved the table."""
    tables: list[list[BenchSeat]] = []

    async def one(i: int) -> None:
        host, guest = BenchSeat(url, 2 * i, pace), BenchSeat(url, 2 * i + 1, pace)
        room = await host.create("Host", "pagat-2p", ["friend", "friend"])
        await guest.join(room, "Guest")
        await guest.client.send({"type": "ready", "ready": True})
        tables.append([host, guest])

    for start in range(0, count, batch):
        await asyncio.gather(*(one(i) for i in range(start, min(count, start + batch))))
    for host, _ in tables:
        await until(lambda h=host: h.client is not None and h.client.lobby is not None
                    and h.client.lobby["seats"][1]["ready"]
                    and h.client.lobby["seats"][1]["connected"], 30)
        await host.client.send({"type": "start"})
    for players in tables:
        await until(lambda p=players: all(x.client.view_doc is not None for x in p), 30)
    return tables


async def until(ok, timeout: float) -> None:
    """Wait until `ok()` holds; TimeoutError after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while not ok():
        if time.monotonic() > deadline:
            raise TimeoutError("not in time")
        await asyncio.sleep(0.02)


async def quiet(tables: list[list[BenchSeat]]) -> None:
    """Pause every seat and wait until nothing more is in flight."""
    for players in tables:
        for p in players:
            p.pause()
    await until(lambda: all(not p.sent and p.dropped_at is None
                            for ps in tables for p in ps), 30)
    await asyncio.sleep(0.5)


async def _quietly(coro) -> None:
    try:
        await coro
    except Exception:  # noqa: BLE001 - the connection closed meanwhile: it comes back
        pass
