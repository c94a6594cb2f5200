"""The game service on a background thread with its own event loop: how the desktop app
hosts a table at home without ever running network work on the GUI thread."""

from __future__ import annotations

import asyncio
import concurrent.futures as cf
import logging
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .protocol import Farewell
from .server import GameServer, ServerConfig

if TYPE_CHECKING:
    from .portmap import Granted, NotReachable, PortMapper

log = logging.getLogger(__name__)
# "off": a table hosted on this computer never asks the router for its port (the test
# suite: its traffic stays off the machine's real networks)
ROUTER_ENV = "DILOTI_ROUTER"
CLOSE_MAPPING_S = 3.5  # the mapper's close is bounded at 3 s: the service's stop waits that


def router_allowed() -> bool:
    """Whether this app may ask the router for a port at all ($DILOTI_ROUTER)."""
    return os.environ.get(ROUTER_ENV, "").strip().lower() != "off"


@dataclass(frozen=True)
class RouterAsk:
    """How the service asks the home router to open its port to the internet (net/portmap):
    the file that records our mappings (a crash's are removed at the next start), and where
    the router is when a test stands one in on loopback (else it is found)."""

    state_file: Path | None = None
    gateway: str | None = None
    pmp_port: int = 5351
    upnp_location: str | None = None
    internal_address: str | None = None
    deadline: float = 8.0
    announce_port: int = 5350  # where the router says it restarted (0: not listened for)


class ServiceHost:
    """start() → the port; stop() closes every connection and the thread. Blocking calls
    (start, stop, advertise) are meant for a worker thread or a short wait at most."""

    def __init__(self, config: ServerConfig | None = None) -> None:
        self.config = config or ServerConfig(host="0.0.0.0")
        self.server: GameServer | None = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._stopped: asyncio.Event | None = None
        self.farewell: Farewell | None = None  # said to every seat as the service stops
        self._error: BaseException | None = None
        self._advert = None
        self._listing = None  # the table's rules and free seats, said with the advert
        self._advert_lock = threading.Lock()  # advertise and relist run on worker threads
        self._mapper: PortMapper | None = None  # the router's port for this table (open_port)
        self._opening: asyncio.Future | None = None  # the router being asked

    @property
    def port(self) -> int:
        return self.server.port if self.server is not None else 0

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and self._ready.is_set()

    def start(self, timeout: float = 15.0) -> int:
        if self._thread is not None:
            return self.port
        self._thread = threading.Thread(target=self._run, name="diloti-service", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise TimeoutError("the game service did not start")
        if self._error is not None:
            error, self._error = self._error, None
            self._thread = None
            raise error
        return self.port

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self.loop = loop
        try:
            loop.run_until_complete(self._main())
        except BaseException as e:  # noqa: BLE001 - reported to start()
            self._error = e
            self._ready.set()
        finally:
            loop.close()

    async def _main(self) -> None:
        self._stopped = asyncio.Event()
        self.server = GameServer(self.config)
        await self.server.start()
        self._ready.set()
        try:
            await self._stopped.wait()
        finally:
            await self._close_port()
            await self.server.stop(self.farewell)

    def submit(self, coro) -> cf.Future:
        """Run a coroutine on the service's loop (from any thread)."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def open_port(self, ask: RouterAsk,
                  on_change: Callable[[Granted | NotReachable], None] | None = None,
                  ) -> Granted | NotReachable:
        """Ask the router to open the service's port to the internet, first removing what a
        crashed run left; the mapping is renewed while the service runs and removed as it
        stops. Blocking for at most the ask's deadline and a few seconds: call off the GUI
        thread. `on_change` hears (on the service's thread) a renewal that changed it."""
        future = self.submit(self._open_port(ask, on_change))
        return future.result(ask.deadline + 10)

    async def _open_port(self, ask: RouterAsk, on_change) -> Granted | NotReachable:
        from .portmap import PortMapper, remove_leftovers

        await self._close_port()
        if ask.state_file is not None:
            await remove_leftovers(ask.state_file)
        self._mapper = PortMapper(
            self.port, internal_address=ask.internal_address, gateway=ask.gateway,
            deadline=ask.deadline, state_file=ask.state_file, on_change=on_change,
            pmp_port=ask.pmp_port, upnp_location=ask.upnp_location,
            announce_port=ask.announce_port)
        self._opening = asyncio.ensure_future(self._mapper.open())
        try:
            return await self._opening
        finally:
            self._opening = None

    async def _close_port(self) -> None:
        """Stop asking (the service stops while the router is asked), then remove what was
        granted."""
        opening, self._opening = self._opening, None
        if opening is not None and not opening.done():
            opening.cancel()
            await asyncio.gather(opening, return_exceptions=True)
        mapper, self._mapper = self._mapper, None
        if mapper is not None:
            try:
                await asyncio.wait_for(mapper.close(), CLOSE_MAPPING_S)
            except Exception:  # noqa: BLE001 - the router may be gone: the lease runs out
                log.warning("could not close the router's port", exc_info=True)

    def advertise(self, name: str) -> None:
        """Announce the table on the local network, without its room code (blocking: call
        off the GUI thread)."""
        from .discovery import Advertiser

        self.unadvertise()
        with self._advert_lock:
            advert = Advertiser(name, self.port, host=self.config.host,
                                listing=self._listing)
            advert.start()
            self._advert = advert

    def relist(self, listing) -> None:
        """The table's rules or free seats changed (a discovery.Listing): announced anew
        (blocking: call off the GUI thread)."""
        with self._advert_lock:
            self._listing = listing
            if self._advert is not None:
                self._advert.update(listing)

    def unadvertise(self) -> None:
        advert, self._advert = self._advert, None
        if advert is not None:
            try:
                advert.stop()
            except Exception:  # noqa: BLE001 - the network may be gone already
                log.warning("could not withdraw the announcement", exc_info=True)

    def stop(self, timeout: float = 10.0, farewell: Farewell | None = None) -> None:
        """Stop the service; `farewell` tells every seat why their table is gone."""
        self.farewell = farewell
        self.unadvertise()
        thread, self._thread = self._thread, None
        if thread is None or self.loop is None:
            return
        if self._stopped is not None and not self.loop.is_closed():
            self.loop.call_soon_threadsafe(self._stopped.set)
        thread.join(timeout)
