"""The game service on a background thread with its own event loop: how the desktop app
hosts a table at home without ever running network work on the GUI thread."""

from __future__ import annotations

import asyncio
import concurrent.futures as cf
import logging
import threading

from .protocol import Farewell
from .server import GameServer, ServerConfig

log = logging.getLogger(__name__)


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
            await self.server.stop(self.farewell)

    def submit(self, coro) -> cf.Future:
        """Run a coroutine on the service's loop (from any thread)."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def advertise(self, name: str, room: str | None) -> None:
        """Announce the table on the local network (blocking: call off the GUI thread)."""
        from .discovery import Advertiser

        self.unadvertise()
        with self._advert_lock:
            advert = Advertiser(name, self.port, room=room, host=self.config.host,
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
