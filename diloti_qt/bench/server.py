"""The game service under load: `python -m diloti_qt.bench server [--tables N] ...`.

Starts the dedicated server (`python -m diloti_qt.net`, SQLite storage in a temporary
folder) as its own process, then opens TABLES tables of four headless clients in this
process (one WebSocket connection per seat, on 127.0.0.1). Each client picks a random
legal move from its own view; its choosing is not timed. Two phases:

  paced  every table plays one move a second (a brisk human pace), starts spread out;
  fast   every client moves as soon as its turn comes.

  talk   the paced phase again with talk and watchers (--talk-watch, on by default): every
         table gets WATCHERS watchers (the host allows them) and one of its seats says a
         line every TALK_EVERY seconds (phrases and free text in turn); a move's time is
         then to the last of its seats *and watchers* receiving the update. A watcher here
         reads only the head of each message (its type and seq, as the server writes them):
         the clients' process, which measures, must not be what the watchers slow down.

The clients read our own server's messages without the protocol's schema (Client's
`check`): what is measured is the server.

For each it prints tables, connections, moves per second, the 50th/95th/99th percentile
of the time from a move being sent to the last of the table's four seats receiving its
update, the server process's CPU use, and its memory per table. Then

  fairness  tables of Expert computers beside tables of Easy ones (one friend each, moving
            at once): the 95th percentile of the Easy computers' moves' wait (turn passed
            -> move seen), which must not grow with the Expert tables' thinking.

With `--processes N --database URL` (or `--database temporary`: a throwaway cluster with
fsync on, as a real one), the same paced and fast phases run twice in one run: against one
process with SQLite, then through HAProxy (deploy/haproxy.cfg) against N processes sharing
the PostgreSQL database; it prints both and their ratios, the CPU per move of the servers
and of PostgreSQL and HAProxy, and then

  failover  two-player tables played through HAProxy; the process serving most of them is
            stopped with SIGSTOP (it hangs: its connections stay open), then continued;
            then the process serving most of them is killed with SIGKILL. For each, the
            time from the signal until each of its tables answers both seats again
            (50th/95th percentile, max; the target is a 95th percentile under 5 s), and
            for the stopped one how long after SIGCONT it served again (a new number in
            the database, up in HAProxy's health check).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import time

from websockets.asyncio.client import connect
from websockets.asyncio.connection import broadcast
from websockets.exceptions import ConnectionClosed

from diloti_qt.engine import move_json
from diloti_qt.net.client import Client, RefusedError, round_end, room_url
from diloti_qt.net.protocol import VERSION, dumps
from diloti_qt.net.talk import PHRASES
from diloti_qt.net.wire import round_over

from . import rig
from .players import open_tables, quiet, until


def _pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * (len(values) - 1) + 0.5))] if values else 0.0


def _rss_kib(pid: int) -> int | None:
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def _cpu_seconds(pid: int) -> float | None:
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


class Load:
    """The clients of every table, and what they measure."""

    def __init__(self, url: str, tables: int, seed: int) -> None:
        self.url = url
        self.n_tables = tables
        self.rng = random.Random(seed)
        self.tables: list[list[Client]] = []
        self.rooms: dict[str, list[Client]] = {}  # room -> its table's clients (as tables)
        self.pace = 1.0  # seconds between two moves of a table; 0: as fast as possible
        self.measuring = False
        self.sent: dict[tuple[str, int], list] = {}  # (room, seq) -> [t0, seats left]
        self.latencies: list[float] = []
        self.moves = 0
        self.last_move: dict[str, float] = {}
        self.finished = 0
        self.stopped = False
        self._tasks: set[asyncio.Task] = set()
        self.watchers_per_table = 0  # the talk phase's watchers at every table
        self.watchers: dict[str, list[Client]] = {}  # room -> its watchers
        self.talk_every = 0.0  # seconds between two lines of a table (0: no talk)
        self.lines = 0  # lines said while measuring
        self.paused = False  # no new move is scheduled (while watchers come)
        self._planned: set[tuple[str, int]] = set()  # (room, seq) moves waiting their time

    async def open_table(self) -> list[Client]:
        """A new table of four seats, every friend but the host ready (not yet counted in
        `tables`: the caller puts it there)."""
        first = await Client.connect(self.url, parse_views=False, keep=False,
                                     check=False)
        welcome = await first.create("bench", "partnership-4p", ["friend"] * 4)
        room = welcome["room"]
        at_room = room_url(self.url, room)
        clients = []
        for i in range(3):
            c = await Client.connect(at_room, parse_views=False, keep=False,
                                     check=False)
            await c.join(room, f"bench {i}")
            await c.ready()
            clients.append(c)
        # The host comes back through the room's address, where a proxy in front of
        # several processes sends the table's seats (its first process may have given the
        # table to that one when the first friend joined).
        await first.close()
        host = await Client.connect(at_room, parse_views=False, keep=False,
                                    check=False)
        await host.resume(room, welcome["token"])
        clients.insert(0, host)
        for c in clients:
            c.on_message = self._watcher(c)
        if self.watchers_per_table:
            await self.watch(clients)
        return clients

    async def watch(self, clients: list[Client]) -> None:
        """The host lets people watch, and WATCHERS of them do (counted in every move's
        recipients from then on)."""
        host = clients[0]
        await host.allow_watchers(True)
        room = host.room
        watching = self.watchers.setdefault(room, [])
        for i in range(self.watchers_per_table - len(watching)):
            for _ in range(50):  # the consent may not have arrived yet
                try:
                    w = await Watcher.open(room_url(self.url, room), room, f"watcher {i}",
                                           self._arrived)
                    break
                except RefusedError:
                    await asyncio.sleep(0.05)
            watching.append(w)

    async def watch_all(self, watchers: int, batch: int = 25) -> None:
        """WATCHERS more connections at every table. The tables pause meanwhile (opening
        thousands of connections on a machine busy with the moves would time out), then
        go on at their pace."""
        self.paused = True
        self.watchers_per_table = watchers
        tables = list(self.tables)
        for start in range(0, len(tables), batch):
            await asyncio.gather(*(self.watch(t) for t in tables[start:start + batch]))
        self.paused = False
        self.wake()

    def wake(self) -> None:
        """Every table whose mover waits for the clock: its move is scheduled again."""
        for clients in self.tables:
            for c in clients:
                if c.my_turn:
                    self._schedule(c, c.seq)

    def start_talk(self, every: float) -> None:
        """Every table says a line every `every` seconds, the tables spread over it."""
        self.talk_every = every
        loop = asyncio.get_running_loop()
        for i, clients in enumerate(self.tables):
            loop.call_later(every * i / max(1, len(self.tables)), self._talk, clients[0].room, 0)

    def _talk(self, room: str, n: int) -> None:
        if self.stopped or not self.talk_every:
            return
        clients = self.rooms.get(room)
        if clients is None:  # the table was replaced: its successor talks
            return
        speaker = clients[n % len(clients)]
        doc = ({"type": "say", "phrase": PHRASES[n % len(PHRASES)]} if n % 2 == 0 else
               {"type": "say", "text": f"Καλή φάση, line {n} of this table!"})
        broadcast((speaker.ws,), dumps(doc))
        if self.measuring:
            self.lines += 1
        asyncio.get_running_loop().call_later(self.talk_every, self._talk, room, n + 1)

    async def open_all(self, batch: int = 25) -> None:
        for start in range(0, self.n_tables, batch):
            opened = await asyncio.gather(
                *(self.open_table() for _ in range(min(batch, self.n_tables - start))))
            self.tables += opened
            self.rooms.update((t[0].room, t) for t in opened)

    async def start_all(self) -> None:
        for clients in self.tables:
            host = clients[0]
            while not _all_ready(host):
                await asyncio.sleep(0.01)
        now = time.perf_counter()
        for i, clients in enumerate(self.tables):
            # Spread the tables' first moves over one pace period.
            self.last_move[clients[0].room] = now - 1.0 + i / max(1, len(self.tables))
            await clients[0].start()

    def _arrived(self, room: str, seq: int) -> None:
        """Update `seq` of the table at `room` reached one more of its seats or watchers."""
        pending = self.sent.get((room, seq))
        if pending is not None:
            pending[1] -= 1
            if pending[1] == 0:
                del self.sent[(room, seq)]
                if pending[2]:
                    self.latencies.append(time.perf_counter() - pending[0])

    def _watcher(self, client: Client):
        def seen(msg: dict, raw: str) -> None:
            kind = msg["type"]
            if kind == "update":
                self._arrived(client.room, msg["seq"])
                end = round_end(msg)
                if end and end["winner"] is None:  # ready for the next round
                    broadcast((client.ws,), dumps({"type": "ready", "ready": True}))
                if end and end["winner"] is not None and client.seat == 0:
                    self.finished += 1
                    self._spawn(self._replace(client))
            if kind in ("view", "update", "deal") and client.my_turn:
                self._schedule(client, client.seq)
        return seen

    def _schedule(self, client: Client, seq: int) -> None:
        key = (client.room, seq)
        if self.stopped or self.paused or key in self._planned:
            return
        loop = asyncio.get_running_loop()
        due = self.last_move.get(client.room, 0.0) + self.pace - time.perf_counter()
        if due > 0:
            self._planned.add(key)
            loop.call_later(due, self._move, client, seq)
        else:
            self._move(client, seq)

    def _move(self, client: Client, seq: int) -> None:
        self._planned.discard((client.room, seq))
        if self.stopped or client.seq != seq or not client.my_turn:
            return
        move = self.rng.choice(client.view.legal_moves())  # thinking: not timed
        now = time.perf_counter()
        recipients = 4 + len(self.watchers.get(client.room, ()))
        self.sent[(client.room, seq + 1)] = [now, recipients, self.measuring]
        self.last_move[client.room] = now
        if self.measuring:
            self.moves += 1
        # Written at once (no task to wait for its turn on this busy loop): the time
        # measured starts when the move is on its way.
        broadcast((client.ws,), dumps({"type": "move", "move": move_json(move)}))

    def _spawn(self, coro) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _replace(self, host: Client) -> None:
        """A match is over: a new table of four takes its place, so the load stays the
        same, and then its four clients leave. The finished table is counted until its
        successor is playing (counted out first, a phase ending while the successor was
        being opened reported one table too few)."""
        fresh = await self.open_table()
        while not _all_ready(fresh[0]) and not self.stopped:
            await asyncio.sleep(0.01)
        if self.stopped:  # closing: the finished table is closed with the others
            await asyncio.gather(*(c.ws.close() for c in fresh), return_exceptions=True)
            return
        old = self.rooms.pop(host.room)
        watchers = self.watchers.pop(host.room, [])
        self.tables[self.tables.index(old)] = fresh
        self.rooms[fresh[0].room] = fresh
        await fresh[0].start()
        await asyncio.gather(*(c.ws.close() for c in old + watchers), return_exceptions=True)
        if self.talk_every:
            asyncio.get_running_loop().call_later(self.talk_every * self.rng.random(),
                                                  self._talk, fresh[0].room, 0)

    def reset(self) -> None:
        self.latencies = []
        self.moves = 0
        self.lines = 0

    async def close(self) -> None:
        self.stopped = True
        everyone = [c for clients in self.tables for c in clients]
        everyone += [w for watchers in self.watchers.values() for w in watchers]
        await asyncio.wait_for(asyncio.gather(*(c.ws.close() for c in everyone),
                                              return_exceptions=True), 30)


class Watcher:
    """A watcher of the load: it reads only the head of each message, where the server
    writes an update's type and seq (`{"type":"update","seq":N,`), and tells `arrived`."""

    HEAD = '{"type":"update","seq":'

    def __init__(self, ws, room: str, arrived) -> None:
        self.ws, self.room, self.arrived = ws, room, arrived
        self._reader = asyncio.get_running_loop().create_task(self._read())

    @classmethod
    async def open(cls, url: str, room: str, name: str, arrived) -> Watcher:
        """Watch `room` (RefusedError while its host does not allow it)."""
        ws = await connect(url, compression=None, max_size=1 << 20, open_timeout=10)
        await ws.send(dumps({"type": "watch", "v": VERSION, "room": room, "name": name}))
        reply = json.loads(await ws.recv())
        if reply["type"] != "watching":
            await ws.close()
            raise RefusedError(reply)
        return cls(ws, room, arrived)

    async def _read(self) -> None:
        head = len(self.HEAD)
        try:
            async for raw in self.ws:
                if raw.startswith(self.HEAD):
                    self.arrived(self.room, int(raw[head:raw.index(",", head)]))
        except ConnectionClosed:
            pass


def _cpu_of(pids: list[int]) -> float | None:
    times = [_cpu_seconds(pid) for pid in pids]
    return None if not times or None in times else sum(times)


def _all_ready(host: Client) -> bool:
    """Every seat is there and every friend but the host said ready."""
    seats = host.lobby["seats"] if host.lobby else None
    return bool(seats) and all(s["connected"] for s in seats) and all(
        s["ready"] for s in seats[1:])


async def phase(load: Load, pid: int | list[int], name: str, pace: float, seconds: float,
                warmup: float, others: dict[str, list[int]] | None = None) -> dict:
    """One phase of play; the CPU of `pid` (the server, or every server process), and of
    `others` (name -> pids: the database, the proxy) per move."""
    pids = pid if isinstance(pid, list) else [pid]
    others = others or {}
    load.pace = pace
    if pace == 0:
        load.wake()  # every table whose mover was waiting for the paced clock
    load.measuring = False
    # The clients' process measures: its own collector must not pause it (passes of
    # 100-700 ms at 3,000 connections, seen with gc.callbacks). It collects between phases.
    gc.collect()
    gc.freeze()
    gc.disable()
    try:
        await asyncio.sleep(warmup)
        load.reset()
        load.measuring = True
        other0 = {name: _cpu_of(p) for name, p in others.items()}
        cpu0, t0, mine0 = _cpu_of(pids), time.perf_counter(), time.process_time()
        await asyncio.sleep(seconds)
        load.measuring = False
    finally:
        gc.enable()
    cpu1, elapsed = _cpu_of(pids), time.perf_counter() - t0
    other1 = {name: _cpu_of(p) for name, p in others.items()}
    mine = time.process_time() - mine0
    lat = [x * 1000 for x in load.latencies]
    extra = {f"{name}_cpu_us_per_move": None if other0[name] is None or other1[name] is None
             or not load.moves else round(1e6 * (other1[name] - other0[name]) / load.moves)
             for name in others}
    watchers = sum(len(w) for w in load.watchers.values())
    return {**extra,
        "phase": name, "tables": len(load.tables),
        "connections": 4 * len(load.tables) + watchers, "watchers": watchers,
        "lines_per_s": round(load.lines / elapsed, 1),
        "seconds": round(elapsed, 1), "moves": load.moves,
        "moves_per_s": round(load.moves / elapsed, 1),
        "p50_ms": round(_pct(lat, 0.50), 2), "p95_ms": round(_pct(lat, 0.95), 2),
        "p99_ms": round(_pct(lat, 0.99), 2), "measured": len(lat),
        "server_cpu_pct": None if cpu0 is None else round(100 * (cpu1 - cpu0) / elapsed),
        "clients_cpu_pct": round(100 * mine / elapsed),
        "server_cpu_us_per_move": None if cpu0 is None or not load.moves
        else round(1e6 * (cpu1 - cpu0) / load.moves),
    }


class Fairness:
    """Tables of one friend and three computers: EXPERT tables of Expert computers beside
    EASY tables of Easy ones. The friend moves as soon as its turn comes; each computer
    move's wait (from the turn passing to the computer until its move reaches the friend)
    is recorded by level."""

    def __init__(self, url: str, seed: int) -> None:
        self.url = url
        self.rng = random.Random(seed)
        self.waits: dict[str, list[float]] = {"expert": [], "easy": []}
        self.measuring = False
        self.stopped = False
        self.clients: list[Client] = []
        self._since: dict[int, float] = {}  # id(client) -> when its computers' turn began
        self._tasks: set[asyncio.Task] = set()

    async def open_table(self, level: str) -> None:
        host = await Client.connect(self.url, parse_views=False, keep=False,
                                    check=False)
        host.on_message = self._watcher(host, level)
        self.clients.append(host)
        await host.create("bench", "partnership-4p", ["friend"] + [level] * 3)
        await host.start()

    def _watcher(self, client: Client, level: str):
        def seen(msg: dict, raw: str) -> None:
            kind = msg["type"]
            if kind not in ("view", "update", "deal"):
                return
            now = time.perf_counter()
            began = self._since.pop(id(client), None)
            if kind == "update" and began is not None and self.measuring:
                self.waits[level].append(now - began)
            end = round_end(msg)
            if end and end["winner"] is None:
                broadcast((client.ws,), dumps({"type": "ready", "ready": True}))
            elif end and end["winner"] is not None:
                if not self.stopped:
                    self._spawn(self.open_table(level))
            elif client.my_turn and not self.stopped:
                move = self.rng.choice(client.view.legal_moves())
                broadcast((client.ws,), dumps({"type": "move", "move": move_json(move)}))
            elif client.view_doc is not None and not round_over(client.view_doc):
                self._since[id(client)] = now
        return seen

    def _spawn(self, coro) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def close(self) -> None:
        self.stopped = True
        await asyncio.wait_for(asyncio.gather(*(c.ws.close() for c in self.clients),
                                              return_exceptions=True), 30)


async def fairness(url: str, args: argparse.Namespace) -> dict:
    load = Fairness(url, args.seed)
    await asyncio.gather(*(load.open_table("expert") for _ in range(args.expert_tables)),
                         *(load.open_table("easy") for _ in range(args.easy_tables)))
    await asyncio.sleep(args.warmup)
    load.measuring = True
    await asyncio.sleep(args.fair_seconds)
    load.measuring = False
    await load.close()
    easy = [x * 1000 for x in load.waits["easy"]]
    expert = [x * 1000 for x in load.waits["expert"]]
    return {"phase": "fairness", "expert_tables": args.expert_tables,
            "easy_tables": args.easy_tables, "seconds": args.fair_seconds,
            "easy_moves": len(easy), "easy_p50_ms": round(_pct(easy, 0.5), 1),
            "easy_p95_ms": round(_pct(easy, 0.95), 1),
            "easy_max_ms": round(max(easy, default=0), 1),
            "expert_moves": len(expert), "expert_p95_ms": round(_pct(expert, 0.95), 1)}


def start_server(data: str | None) -> tuple[subprocess.Popen, str]:
    cmd = [sys.executable, "-m", "diloti_qt.net", "--host", "127.0.0.1", "--port", "0",
           "--rate", "1000", "--max-per-address", "1000000", "--max-creates", "1000000",
           "--log", "warning"]
    if data is not None:
        cmd += ["--data", data]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
    line = proc.stdout.readline()
    match = re.search(r"ws://\S+", line)
    if match is None:
        proc.kill()
        raise RuntimeError(f"the server did not start: {line!r}")
    return proc, match.group(0)


async def play_phases(load: Load, pids: list[int], args: argparse.Namespace,
                      others: dict[str, list[int]] | None = None) -> list[dict]:
    """Open the tables, then the paced phase and (unless 0 s) the fast one."""
    rss0 = sum(_rss_kib(pid) or 0 for pid in pids)
    t = time.perf_counter()
    await load.open_all()
    opened = time.perf_counter() - t
    await load.start_all()
    results = [await phase(load, pids, "paced", 1.0, args.seconds, args.warmup, others)]
    rss1 = sum(_rss_kib(pid) or 0 for pid in pids)
    per_table = round((rss1 - rss0) / args.tables, 1) if rss0 else None
    results[0]["memory_per_table_kib"] = per_table
    results[0]["open_s"] = round(opened, 1)
    if args.talk_watch:  # the same tables, now with talk and watchers
        await load.watch_all(args.watchers)
        load.start_talk(args.talk_every)
        talk = await phase(load, pids, "talk", 1.0, args.seconds, args.warmup, others)
        rss2 = sum(_rss_kib(pid) or 0 for pid in pids)
        talk["memory_per_table_kib"] = round((rss2 - rss0) / args.tables, 1) if rss0 else None
        results.append(talk)
        load.talk_every = 0.0
    if args.fast_seconds > 0:
        fast = await phase(load, pids, "fast", 0.0, args.fast_seconds, 1.0, others)
        fast["memory_per_table_kib"] = per_table
        results.append(fast)
    await load.close()
    return results


async def bench(args: argparse.Namespace) -> list[dict]:
    with tempfile.TemporaryDirectory(prefix="diloti-bench-") as tmp:
        proc, url = start_server(None if args.memory else tmp)
        try:
            await asyncio.sleep(0.3)
            results = await play_phases(Load(url, args.tables, args.seed), [proc.pid], args)
            if args.fair_seconds > 0:
                results.append(await fairness(url, args))
        finally:
            stop_server(proc)
    return results


def stop_server(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()


SERVER_OPTIONS = ("--rate", "1000", "--max-per-address", "1000000", "--max-creates",
                  "1000000")
PROXY_SOURCE = "127.0.0.2"  # HAProxy connects to the servers from here (trusted by them)


async def bench_cluster(args: argparse.Namespace) -> list[dict]:
    """One process with SQLite, then N processes on PostgreSQL through HAProxy, in one
    run; then the failover phase."""
    results = []
    with tempfile.TemporaryDirectory(prefix="diloti-bench-") as tmp:
        proc, url = start_server(tmp)
        try:
            await asyncio.sleep(0.3)
            for r in await play_phases(Load(url, args.tables, args.seed), [proc.pid], args):
                results.append({**r, "setup": "sqlite-1"})
        finally:
            stop_server(proc)
    cluster = rig.Cluster(fsync=True) if args.database == "temporary" else None
    database = cluster.new_database() if cluster is not None else args.database
    servers = proxy = None
    try:
        servers = rig.Servers(args.processes, "--database", database, "--trusted-proxy",
                              PROXY_SOURCE, *SERVER_OPTIONS)
        proxy = rig.Haproxy(servers.addresses, source=PROXY_SOURCE)
        others = {"proxy": [proxy.proc.pid]}
        if cluster is not None:
            others["database"] = cluster.pids()
        await asyncio.sleep(0.3)
        load = Load(proxy.url, args.tables, args.seed)
        pids = [p.pid for p in servers.procs]
        for r in await play_phases(load, pids, args, others):
            results.append({**r, "setup": f"postgresql-{args.processes}"})
        if args.failover_tables > 0 and args.processes > 1:
            results += await failover(proxy, servers, database, args)
    finally:
        if proxy is not None:
            proxy.close()
        if servers is not None:
            servers.close()
        if cluster is not None:
            cluster.close()
    return results


async def failover(proxy: rig.Haproxy, servers: rig.Servers, database: str,
                   args: argparse.Namespace) -> list[dict]:
    """Two-player tables through the proxy; the process serving most of them stopped (then
    continued), then the one serving most of them killed: how long until each table it
    served answers both seats again."""
    tables = await open_tables(proxy.url, args.failover_tables, pace=0.5)
    results = []
    try:
        await asyncio.sleep(2.0)
        for how in (signal.SIGSTOP, signal.SIGKILL):
            results.append(await _take_down(how, tables, proxy, servers, database))
            await asyncio.sleep(1.0)  # the matches go on
    finally:
        await asyncio.gather(*(p.close() for ps in tables for p in ps))
    return results


async def _owners(database: str) -> tuple[dict[str, int], dict[int, list[int]]]:
    """room -> owner's number; pid -> its numbers."""
    import asyncpg

    conn = await asyncpg.connect(database)
    try:
        rooms = {r["room"]: r["owner"] for r in await conn.fetch(
            "SELECT room, owner FROM diloti.tables")}
        numbers: dict[int, list[int]] = {}
        for r in await conn.fetch("SELECT id, pid FROM diloti.servers ORDER BY id"):
            numbers.setdefault(r["pid"], []).append(r["id"])
        return rooms, numbers
    finally:
        await conn.close()


async def _take_down(how: signal.Signals, tables: list, proxy: rig.Haproxy,
                     servers: rig.Servers, database: str) -> dict:
    rooms, numbers = await _owners(database)
    living = [i for i, p in enumerate(servers.procs) if p.poll() is None]
    served = {i: [ps for ps in tables if rooms.get(ps[0].room) in numbers.get(
        servers.procs[i].pid, ())] for i in living}
    victim = max(living, key=lambda i: len(served[i]))
    mine = served[victim]
    began = time.perf_counter()
    if how == signal.SIGKILL:
        servers.kill(victim)
    else:
        servers.stop(victim)
    await until(lambda: all(p.returns and p.returns[-1][1] > began
                            for ps in mine for p in ps), 60)
    waits = [1000 * (max(p.returns[-1][1] for p in ps) - began) for ps in mine]
    result = {"phase": "failover", "signal": how.name, "tables": len(tables),
              "moved": len(mine), "p50_ms": round(_pct(waits, 0.5)),
              "p95_ms": round(_pct(waits, 0.95)), "max_ms": round(max(waits, default=0))}
    if how == signal.SIGSTOP:  # continued: it gives every table up and serves again
        pid, before = servers.procs[victim].pid, numbers[servers.procs[victim].pid]
        servers.resume(victim)
        woke = time.perf_counter()
        while (await _owners(database))[1].get(pid, before) == before:
            if time.perf_counter() - woke > 30:
                raise RuntimeError("the continued process never registered again")
            await asyncio.sleep(0.05)
        await until(lambda: proxy.states()[victim] == "UP", 30)
        result["back_ms"] = round(1000 * (time.perf_counter() - woke))
    await quiet(tables)
    result["acknowledged_not_in_view"] = sum(
        1 for ps in tables for p in ps for seq in p.acked if any(q.client.seq < seq for q in ps))
    for ps in tables:
        for p in ps:
            p.resume_play()
    return result


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m diloti_qt.bench server")
    p.add_argument("--tables", type=int, default=500)
    p.add_argument("--seconds", type=float, default=20.0, help="paced phase length")
    p.add_argument("--fast-seconds", type=float, default=15.0, help="fast phase length")
    p.add_argument("--warmup", type=float, default=3.0)
    p.add_argument("--fair-seconds", type=float, default=15.0,
                   help="fairness phase length (0: none)")
    p.add_argument("--expert-tables", type=int, default=6,
                   help="fairness phase: tables of one friend and three Expert computers")
    p.add_argument("--easy-tables", type=int, default=2,
                   help="fairness phase: tables of one friend and three Easy computers")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--memory", action="store_true", help="no SQLite storage on the server")
    p.add_argument("--talk-watch", action=argparse.BooleanOptionalAction, default=True,
                   help="run the paced phase again with talk and watchers (default: yes; "
                        "not with --processes)")
    p.add_argument("--watchers", type=int, default=2, help="watchers per table (talk phase)")
    p.add_argument("--talk-every", type=float, default=10.0,
                   help="seconds between two lines said at a table (talk phase)")
    p.add_argument("--processes", type=int, default=0,
                   help="also run N server processes on --database through HAProxy, "
                        "beside one with SQLite")
    p.add_argument("--database", default=None,
                   help="PostgreSQL URL for --processes, or 'temporary' for a throwaway "
                        "cluster (fsync on)")
    p.add_argument("--failover-tables", type=int, default=60,
                   help="--processes: two-player tables in the failover phase (0: none)")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = p.parse_args(argv)
    if args.tables < 1 or args.seconds <= 0:
        print("bench server: --tables and --seconds must be positive", file=sys.stderr)
        return 2
    if args.processes and not args.database:
        print("bench server: --processes needs --database URL (or temporary)",
              file=sys.stderr)
        return 2
    if args.processes:
        args.talk_watch = False  # the cluster compares SQLite and PostgreSQL: moves only
    try:
        results = asyncio.run(bench_cluster(args) if args.processes else bench(args))
    except rig.Missing as e:
        print(f"bench server: {e}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(results))
        return 0
    if args.processes:
        print_cluster(args, results)
        return 0
    print(f"game service: {args.tables} tables of 4 clients (this process) against "
          f"diloti-qt-server (its own process), storage: "
          f"{'memory' if args.memory else 'SQLite WAL'}")
    for r in results:
        if r["phase"] == "fairness":
            print(f"fairness: {r['expert_tables']} tables of Expert computers beside "
                  f"{r['easy_tables']} of Easy ones, {r['seconds']} s: Easy computers' "
                  f"moves wait p50 {r['easy_p50_ms']} ms, p95 {r['easy_p95_ms']} ms, max "
                  f"{r['easy_max_ms']} ms ({r['easy_moves']} moves); Expert p95 "
                  f"{r['expert_p95_ms']} ms ({r['expert_moves']} moves)")
            continue
        extra = (f" ({r['watchers']} of them watching, {r['lines_per_s']} lines said/s)"
                 if r["phase"] == "talk" else "")
        whom = "seat's and watcher's" if r["phase"] == "talk" else "seat's"
        print(f"{r['phase']:>5}: {r['tables']} tables, {r['connections']} connections{extra}, "
              f"{r['moves_per_s']} moves/s over {r['seconds']} s; move -> every {whom} "
              f"update p50 {r['p50_ms']} ms, p95 {r['p95_ms']} ms, p99 {r['p99_ms']} ms "
              f"({r['measured']} moves); CPU: server {r['server_cpu_pct']}%, "
              f"clients {r['clients_cpu_pct']}%; server CPU per move "
              f"{r['server_cpu_us_per_move']} µs; "
              f"memory {r['memory_per_table_kib']} KiB per table")
    return 0


def _line(r: dict) -> str:
    others = "".join(f", {name} {r[f'{name}_cpu_us_per_move']} µs"
                     for name in ("database", "proxy") if f"{name}_cpu_us_per_move" in r)
    return (f"{r['phase']:>5}: {r['moves_per_s']} moves/s; move -> every seat's update "
            f"p50 {r['p50_ms']} ms, p95 {r['p95_ms']} ms, p99 {r['p99_ms']} ms "
            f"({r['measured']} moves); CPU per move: servers {r['server_cpu_us_per_move']} "
            f"µs{others}; servers {r['server_cpu_pct']}% of a core, clients "
            f"{r['clients_cpu_pct']}%")


def print_cluster(args: argparse.Namespace, results: list[dict]) -> None:
    print(f"game service: {args.tables} tables of 4 clients (this process), against one "
          f"diloti-qt-server with SQLite, then {args.processes} on PostgreSQL through "
          f"HAProxy ({os.cpu_count()} cores here: every process shares them)")
    by = {(r.get("setup"), r["phase"]): r for r in results}
    for setup, title in (("sqlite-1", "1 process, SQLite"),
                         (f"postgresql-{args.processes}",
                          f"{args.processes} processes, PostgreSQL, HAProxy")):
        print(f"{title}:")
        for name in ("paced", "fast"):
            if (setup, name) in by:
                print("  " + _line(by[(setup, name)]))
    for name in ("paced", "fast"):
        a, b = by.get(("sqlite-1", name)), by.get((f"postgresql-{args.processes}", name))
        if a is None or b is None:
            continue
        ratios = ", ".join(
            f"{key} {b[key] / a[key]:.2f}" for key in
            ("moves_per_s", "p50_ms", "p95_ms", "p99_ms", "server_cpu_us_per_move")
            if a.get(key) and b.get(key) is not None)
        print(f"ratio PostgreSQL / SQLite, {name}: {ratios}")
    for r in results:
        if r["phase"] == "failover":
            what = ("stopped (SIGSTOP: it hangs)" if r["signal"] == "SIGSTOP" else
                    "killed (SIGKILL)")
            back = (f"; continued, it served again after {r['back_ms']} ms"
                    if "back_ms" in r else "")
            print(f"failover: {r['tables']} two-player tables, one of {args.processes} "
                  f"processes {what}: its {r['moved']} tables answered both seats "
                  f"again after p50 {r['p50_ms']} ms, p95 {r['p95_ms']} ms, max "
                  f"{r['max_ms']} ms (target p95 < 5000 ms){back}; acknowledged moves "
                  f"missing from the views: {r['acknowledged_not_in_view']}")
