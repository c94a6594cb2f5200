"""`diloti-qt-server`: the dedicated game server (headless, never imports Qt).

    diloti-qt-server --host 0.0.0.0 --port 8765 --data /var/lib/diloti
    diloti-qt-server --port 8765 --database postgresql://diloti@db/diloti --trusted-proxy 10.0.0.5
    diloti-qt-server --host 0.0.0.0 --open-port    # at home: ask the router to open the port

Tables are stored in DATA/tables.sqlite3 after every move; a restart resumes them. With
--database, in PostgreSQL shared by several server processes behind HAProxy (deploy/):
each table is served by one process at a time and taken over by another when it dies.
Runs until SIGINT or SIGTERM. Put it behind a TLS reverse proxy for internet play
(README, "Dedicated server").
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import ipaddress
import logging
import signal
import sqlite3
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from .forwarded import networks
from .protocol import MAX_CLOCK, ROBOT_LEVELS, Farewell
from .server import GameServer, ServerConfig
from .sqlite_store import StoreLockedError
from .store import LEASE
from .table import StoreError

if TYPE_CHECKING:  # imported when --open-port asks for it: aiohttp is not light
    from .portmap import PortMapper


# --open-port: at most this long for an earlier run's mappings before asking anew
LEFTOVERS_TIME = 2.0


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="diloti-qt-server", description=__doc__.split("\n")[0])
    p.add_argument("--host", default="127.0.0.1",
                   help="address to listen on (default 127.0.0.1; 0.0.0.0 for all)")
    p.add_argument("--port", type=int, default=8765, help="TCP port (default 8765)")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--data", type=Path, default=None,
                       help="folder for the tables' SQLite database, for one server process "
                            "(default: keep tables in memory)")
    where.add_argument("--database", default=None, metavar="URL",
                       help="PostgreSQL shared with other server processes, e.g. "
                            "postgresql://user@host/dbname (needs diloti-qt[server])")
    p.add_argument("--lease", type=float, default=LEASE, metavar="SECONDS",
                   help="--database: a process that has not renewed its hold on its "
                        "tables for this long (it hangs, or its machine is gone) loses "
                        f"them to the others (default {LEASE:g})")
    p.add_argument("--trusted-proxy", action="append", default=[], metavar="ADDRESS",
                   help="a proxy (address or network) whose X-Forwarded-For header names "
                        "the player for the per-address limits; repeat for more")
    p.add_argument("--grace", type=float, default=120.0,
                   help="seconds a dropped player keeps the seat (default 120)")
    p.add_argument("--turn-clock", type=int, default=0, metavar="SECONDS",
                   help="seconds a player has for each move at a table whose host chose "
                        "no clock; then a computer plays that move (default 0: none)")
    p.add_argument("--max-per-address", type=int, default=16,
                   help="open connections allowed from one address (default 16)")
    p.add_argument("--rate", type=float, default=20.0,
                   help="messages per second per connection (default 20)")
    p.add_argument("--max-tables", type=int, default=10_000,
                   help="tables the server holds at once; beyond it new tables are refused "
                        "(default 10000)")
    p.add_argument("--max-creates", type=int, default=30,
                   help="tables one address may open in ten minutes (default 30)")
    p.add_argument("--robot-workers", type=int, default=None,
                   help="processes for the searching computer players, besides one for "
                        "the quick levels (default: one per core)")
    p.add_argument("--robot-budget", type=float, default=None,
                   help=f"seconds per computer move (default: each level's; levels: "
                        f"{', '.join(ROBOT_LEVELS)})")
    p.add_argument("--advertise", action="store_true",
                   help="announce the server on the local network (zeroconf)")
    p.add_argument("--open-port", action="store_true",
                   help="ask the home router to open the port to the internet (UPnP IGD, "
                        "NAT-PMP or PCP) for as long as the server runs, and say whether "
                        "it is reachable; needs --host 0.0.0.0 or a LAN address")
    p.add_argument("--log", default="info", choices=("debug", "info", "warning", "error"),
                   help="how much the log says (default info)")
    return p


def config_from(args: argparse.Namespace) -> ServerConfig:
    return ServerConfig(
        host=args.host, port=args.port, data=args.data, database=args.database,
        trusted_proxies=tuple(args.trusted_proxy), grace=args.grace, lease=args.lease,
        max_per_address=args.max_per_address, rate=args.rate, burst=max(2 * args.rate, 10),
        max_tables=args.max_tables, max_creates=args.max_creates,
        robot_workers=args.robot_workers,
        robot_budget=args.robot_budget, turn_clock=args.turn_clock,
    )


def settle_gc() -> None:
    """What the start loaded is kept for long: frozen out of the collector's passes. The
    tables' objects free themselves (their passes found no cycles): the collector runs
    less often (every 10,000 new objects, its older generations far more rarely), so
    that its passes stall fewer moves; at 500 tables it spent 1.5 s of a minute, with
    passes of 25-50 ms every 3 s and whole ones of 200-300 ms (bench server)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(10_000, 50, 1000)


def portmap_state_file(config: ServerConfig) -> Path:
    """Where --open-port notes the router's mappings, so that a crash's are removed at the
    next start: beside the tables with --data, else in the user's state folder."""
    if config.data is not None:
        return Path(config.data) / "portmap.json"
    import platformdirs

    return Path(platformdirs.user_state_dir("diloti-qt")) / "portmap.json"


def loopback_host(host: str) -> bool:
    """A server listening here cannot be reached from the router."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False  # a host name: the resolver decides


def say(line: str) -> None:
    """A line for the log and for whoever watches the console (like "listening on")."""
    logging.getLogger("diloti_qt.net.cli").info("%s", line)
    print(line, flush=True)


async def open_port(mapper: PortMapper, state_file: Path) -> None:
    from .portmap import log_line, remove_leftovers

    removed = await remove_leftovers(state_file, deadline=LEFTOVERS_TIME)
    if removed:
        say(f"removed {removed} port mapping(s) left on the router by an earlier run")
    say(log_line(await mapper.open()))


def default_mapper(port: int, state_file: Path, host: str) -> PortMapper:
    from .portmap import PortMapper, log_line

    lan = None if host in ("0.0.0.0", "::", "") else host
    try:
        if lan is not None and ipaddress.ip_address(lan).version != 4:
            lan = None  # an IPv6 listener: the IPv4 mapping goes to our route's address
    except ValueError:
        lan = None
    return PortMapper(port, internal_address=lan, state_file=state_file,
                      on_change=lambda result: say(log_line(result)))


async def run(config: ServerConfig, advertise: bool = False, open_port_: bool = False, *,
              port_mapper: Callable[[int, Path], PortMapper] | None = None,
              stop: asyncio.Event | None = None) -> None:
    """Serve until SIGINT/SIGTERM (or `stop`). With `open_port_`, the router is asked too
    (`port_mapper` builds the PortMapper for the server's port and state file; tests give
    one that talks to a stand-in router)."""
    server = GameServer(config)
    await server.start()
    settle_gc()
    print(f"listening on ws://{config.host}:{server.port}", flush=True)
    stop = stop or asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):  # Windows
            signal.signal(sig, lambda *_: loop.call_soon_threadsafe(stop.set))
    advert = None
    if advertise:
        from .discovery import Advertiser

        advert = Advertiser("diloti-qt-server", server.port, host=config.host)
        await loop.run_in_executor(None, advert.start)
    mapper: PortMapper | None = None
    mapping: asyncio.Task | None = None
    if open_port_:
        state_file = portmap_state_file(config)
        if port_mapper is not None:
            mapper = port_mapper(server.port, state_file)
        else:
            mapper = default_mapper(server.port, state_file, config.host)
        # In the background: the local network is served meanwhile, and a stop is not
        # held up by a router that takes its time.
        mapping = asyncio.create_task(open_port(mapper, state_file))
    try:
        await stop.wait()
    finally:
        if mapping is not None and not mapping.done():
            mapping.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await mapping
        if mapper is not None:
            await mapper.close()  # the router's mapping goes before the server does
        if advert is not None:
            await loop.run_in_executor(None, advert.stop)
        # Without storage the tables die with the process: say so, so that nobody waits.
        kept = config.data is not None or config.database is not None
        await server.stop(None if kept else Farewell.SERVER_STOPPED)


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    logging.basicConfig(level=args.log.upper(), format="%(asctime)s %(levelname)s %(message)s")
    if args.log != "debug":  # websockets says "server listening" per socket: ours is the line
        logging.getLogger("websockets").setLevel(logging.WARNING)
    if args.port < 0 or args.port > 65535:
        print("diloti-qt-server: --port must be 0-65535", file=sys.stderr)
        return 2
    if not 0.5 <= args.lease <= 3600:
        print("diloti-qt-server: --lease must be 0.5-3600 seconds", file=sys.stderr)
        return 2
    if not 0 <= args.turn_clock <= MAX_CLOCK:
        print(f"diloti-qt-server: --turn-clock must be 0-{MAX_CLOCK} seconds", file=sys.stderr)
        return 2
    try:
        networks(args.trusted_proxy)
    except ValueError as e:
        print(f"diloti-qt-server: --trusted-proxy: {e}", file=sys.stderr)
        return 2
    if args.open_port and loopback_host(args.host):
        print(f"diloti-qt-server: --open-port: a server listening on {args.host} cannot be "
              "reached from the router; listen with --host 0.0.0.0 or this computer's LAN "
              "address", file=sys.stderr)
        return 2
    try:
        asyncio.run(run(config_from(args), args.advertise, args.open_port))
    except (OSError, StoreLockedError, StoreError, sqlite3.Error) as e:
        print(f"diloti-qt-server: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
