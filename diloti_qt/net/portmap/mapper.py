"""PortMapper: ask the router by every method at once, keep the first grant for as long as
the table lives, and take it away again; remove_leftovers for a crashed run's mappings."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import ipaddress
import logging
import urllib.parse
from collections.abc import Awaitable, Callable
from pathlib import Path

from . import state
from .addresses import global_ipv6_addresses, local_address_to
from .announce import ANNOUNCE_PORT, listen
from .gateway import default_gateway, default_gateway6
from .leases import (
    Lease,
    Removal,
    forget,
    from_record,
    map_pcp6,
    map_pcp_or_natpmp,
    map_upnp,
)
from .results import Granted, MappingError, NotReachable, Why

log = logging.getLogger(__name__)

CLOSE_TIME = 3.0  # close() is over within this
IPV6_EXTRA_WAIT = 1.0  # after the IPv4 grant, open() waits this long for the IPv6 pinholes
MAX_IPV6 = 4
LEFTOVER_SHARE = 0.25  # of open()'s deadline, for a crashed run's mappings found in the file


def _now() -> float:
    return asyncio.get_running_loop().time()


def _left(deadline: float) -> float:
    return max(0.0, deadline - _now())


class PortMapper:
    """Opens `internal_port` on the home router for as long as the table lives: open() asks
    by UPnP IGD and by PCP/NAT-PMP at once and answers within `deadline` seconds; renewals
    at half each lease granted (`on_change` hears of a changed result); close() takes the
    mappings away. `state_file` notes them so that a crash's go at the next start."""

    def __init__(self, internal_port: int, *, internal_address: str | None = None,
                 gateway: str | None = None, lease: int = 3600, deadline: float = 8.0,
                 state_file: Path | None = None, description: str = "diloti-qt",
                 on_change: Callable[[Granted | NotReachable], None] | None = None,
                 pmp_port: int = 5351, upnp_location: str | None = None,
                 announce_port: int = ANNOUNCE_PORT) -> None:
        self.internal_port = internal_port
        self._internal_address = internal_address
        self._gateway = gateway
        self._lease_time = max(1, int(lease))
        self._deadline = deadline
        self._state_file = state_file
        self._description = description
        self._on_change = on_change
        self._pmp_port = pmp_port
        self._upnp_location = upnp_location
        self._announce_port = announce_port  # where the router says it restarted (0: deaf)
        self._ear: asyncio.DatagramTransport | None = None
        self._notes = state.Notebook(state_file)
        self._result: Granted | NotReachable | None = None
        self._v4: Lease | None = None
        self._v4_failure: MappingError | None = None
        self._v6: dict[ipaddress.IPv6Address, Lease] = {}
        self._kept: dict[str, Lease] = {}  # every lease held, under its note's key
        self._internal: ipaddress.IPv4Address | None = None
        self._tasks: set[asyncio.Task] = set()  # renewals and late answers
        self._drops: set[asyncio.Task] = set()  # grants being taken away
        self._closed = False
        self._opening: asyncio.Future[Granted | NotReachable] | None = None

    @property
    def result(self) -> Granted | NotReachable | None:
        return self._result

    # --- open -----------------------------------------------------------------------------

    async def open(self) -> Granted | NotReachable:
        """Ask; the answer within the deadline. Never raises for the network's faults."""
        if self._result is not None or self._closed:
            return self._result or NotReachable(Why.NO_ROUTER, "the port mapper was closed")
        if self._opening is None:  # a second caller meanwhile waits for the same answer
            self._opening = asyncio.ensure_future(self._open_once())
        return await self._opening

    async def _open_once(self) -> Granted | NotReachable:
        deadline = _now() + self._deadline
        try:
            result = await self._open(deadline)
        except MappingError as f:
            result = f.result()
        except Exception as e:  # a fault of ours must not keep the table off the network
            log.exception("port mapping failed")
            result = NotReachable(Why.NO_ROUTER, f"asking the router failed ({e!r:.80})")
        self._result = result
        return result

    async def _open(self, deadline: float) -> Granted | NotReachable:
        if self._state_file is not None and state.read(self._state_file):
            await remove_leftovers(self._state_file, deadline=self._deadline * LEFTOVER_SHARE)
        gateway = self._gateway
        if gateway is None and self._upnp_location:
            gateway = urllib.parse.urlsplit(self._upnp_location).hostname
        if gateway is None:
            with contextlib.suppress(asyncio.TimeoutError):
                gateway = await asyncio.wait_for(asyncio.to_thread(default_gateway),
                                                 _left(deadline))
        if gateway is None:
            return NotReachable(Why.NO_ROUTER, "this computer has no route to a router")
        internal = self._internal_address
        if internal in (None, "", "0.0.0.0", "::"):  # listening everywhere: the route decides
            internal = local_address_to(gateway, self._pmp_port)
        try:
            self._internal = ipaddress.IPv4Address(internal or "")
        except ValueError:
            return NotReachable(Why.NO_ROUTER, f"this computer has no IPv4 address on the way "
                                               f"to the router {gateway}")
        if self._internal.is_unspecified:
            return NotReachable(Why.NO_ROUTER, "no local address to map to")
        local = str(self._internal)

        branches = {
            self._start("upnp", lambda note: map_upnp(
                self._upnp_location, gateway, local, self.internal_port, self._description,
                self._lease_time, deadline, note)),
            self._start("pmp", lambda note: map_pcp_or_natpmp(
                gateway, self._pmp_port, local, self.internal_port, self._lease_time,
                deadline, note, _now)),
        }
        v6 = self._start_ipv6(gateway, deadline)

        failures: list[MappingError] = []
        pending = set(branches)
        while pending and self._v4 is None:
            done, pending = await asyncio.wait(pending, timeout=_left(deadline) + 0.25,
                                               return_when=asyncio.FIRST_COMPLETED)
            if not done:
                break
            for task in done:
                if task.cancelled():  # close() came first
                    continue
                key, outcome = task.result()
                if isinstance(outcome, MappingError):
                    failures.append(outcome)
                elif self._v4 is None and not self._closed:
                    self._v4 = outcome
                    self._keep(key, outcome)
                else:
                    self._discard(key, outcome)
            if any(f.why is Why.PRIVATE_OUTSIDE for f in failures):
                # The other method asks the same router: its outside address is no
                # better. Whatever it still gets is taken back.
                break
        for task in pending:  # late: whatever it gets is taken away again
            task.add_done_callback(self._discard_late)
            self._tasks.add(task)

        if self._closed:
            for task in v6:
                task.add_done_callback(self._discard_late)
                self._tasks.add(task)
            return NotReachable(Why.NO_ROUTER, "the port mapper was closed")
        if self._v4 is None:
            failure = self._failed(failures, gateway)
            # IPv4 cannot be reached (carrier-grade NAT, most often): a pinhole the router
            # opens for IPv6 still lets friends whose internet has IPv6 in
            self._v4_failure = MappingError(failure.why, failure.detail,
                                            failure.outside_address)
        if v6:
            done, late = await asyncio.wait(v6, timeout=min(IPV6_EXTRA_WAIT, _left(deadline)))
            for task in done:
                if not task.cancelled():
                    self._take_v6(task)
            for task in late:  # a pinhole granted later shows in a changed result
                task.add_done_callback(self._take_v6_late)
                self._tasks.add(task)
        if self._v4 is None and not self._v6 and not any(not t.done() for t in v6):
            return self._compose()  # nothing held: nothing to listen for
        if not self._closed and self._announce_port:  # a restarted router forgot us: it
            # says so (0: not listened for, as by tests with a stand-in router)
            self._ear = await listen(gateway, self._router_restarted, self._announce_port)
        return self._compose()

    def _router_restarted(self) -> None:
        """The router announced a restart (it forgot every mapping): each one we hold is
        asked for again now, not at its next renewal (half a lease, 30 minutes)."""
        if self._closed or not self._kept:
            return
        log.info("the router restarted: asking for the port again")
        self._spawn(self._renew_all())

    async def _renew_all(self) -> None:
        deadline = _now() + min(self._deadline, CLOSE_TIME)
        for key, lease in list(self._kept.items()):
            try:
                await lease.renew(deadline)
            except Exception as e:  # noqa: BLE001 - its own renewal loop tries again
                log.info("asking again for the %s mapping failed: %s", lease.method.value, e)
                continue
            if self._closed:
                return
            self._notes.put(key, lease.record())
            if lease is self._v4:
                self._v4_failure = None
        self._changed()

    def _start(self, key: str, attempt: Callable[[state.Note], Awaitable[Lease]]
               ) -> asyncio.Task:
        def note(record: state.MappingNote) -> None:
            self._notes.put(key, record)

        async def run() -> tuple[str, Lease | MappingError]:
            try:
                return key, await attempt(note)
            except asyncio.CancelledError:
                # closed before the router answered: what it may have mapped all the same
                # is asked away (one datagram; nothing waits for it)
                record = self._notes.get(key)
                if record is not None:
                    forget(record)
                self._notes.drop(key)
                raise
            except MappingError as f:
                self._notes.drop(key)
                return key, f
            except Exception as e:  # noqa: BLE001 - hostile input must not escape open()
                log.debug("port mapping by %s failed", key, exc_info=True)
                self._notes.drop(key)
                return key, MappingError(Why.REFUSED, f"the router's answer could not be used "
                                                 f"({type(e).__name__})")
        task = asyncio.create_task(run())
        self._tasks.add(task)  # close() cancels what is still asking
        task.add_done_callback(self._tasks.discard)
        return task

    def _start_ipv6(self, gateway: str, deadline: float) -> list[asyncio.Task]:
        addresses = global_ipv6_addresses()[:MAX_IPV6]
        if not addresses:
            return []
        # A router on loopback is a test's stand-in: its IPv6 side is on loopback too.
        try:
            on_loopback = ipaddress.ip_address(gateway).is_loopback
        except ValueError:  # a router named in upnp_location by its host name
            on_loopback = False
        if on_loopback:
            router: tuple[str, int] | None = ("::1", 0)
        else:
            router = default_gateway6()
        if router is None:
            return []
        server = (router[0], self._pmp_port, 0, router[1])
        return [self._start(f"v6 {a}", lambda note, a=a: map_pcp6(
            server, a, self.internal_port, self._lease_time, deadline, note))
            for a in addresses]

    def _failed(self, failures: list[MappingError], gateway: str) -> NotReachable:
        # The most telling first: what the router said, then what it said that we could
        # not use; "nothing at all" last.
        for why in (Why.PRIVATE_OUTSIDE, Why.REFUSED, Why.NO_ROUTER):
            for f in failures:
                if f.why is why and not f.quiet:
                    return f.result()
        return NotReachable(Why.NO_ROUTER, f"nothing answered at {gateway} by UPnP, NAT-PMP "
                                           f"or PCP within {self._deadline:g} s")

    def _take_v6(self, task: asyncio.Task) -> None:
        key, outcome = task.result()
        if isinstance(outcome, MappingError):
            log.info("no IPv6 pinhole: %s", outcome.detail)
            return
        address = outcome.grant.external_address
        # Granted.urls6 names the table's own port: a pinhole at another port is no use.
        if self._closed or not isinstance(address, ipaddress.IPv6Address) \
                or outcome.grant.external_port != self.internal_port:
            self._discard(key, outcome)
            return
        self._v6[address] = outcome
        self._keep(key, outcome)

    def _take_v6_late(self, task: asyncio.Task) -> None:
        self._tasks.discard(task)
        if task.cancelled():
            return
        self._take_v6(task)
        self._changed()

    def _discard_late(self, task: asyncio.Task) -> None:
        self._tasks.discard(task)
        if not task.cancelled():
            key, outcome = task.result()
            if not isinstance(outcome, MappingError):
                self._discard(key, outcome)

    def _discard(self, key: str, lease: Lease) -> None:
        """A grant we will not use (the other method was first): taken away at once. Both
        methods ask the same router for the same port, and a router may let the later ask
        replace the first mapping (miniupnpd: "already redirected ... replacing"): taking
        the late one away then takes the port itself, so the kept mapping is asked for again
        at once (the router lab lost two PCP packets: UPnP won, the resent PCP MAP replaced
        its rule, and deleting the late grant left the router with nothing)."""
        async def drop() -> None:
            removal = await lease.delete(_now() + CLOSE_TIME - 0.5)
            if removal is not Removal.UNREACHED:
                self._notes.drop(key)
            log.debug("dropped the %s mapping: %s", lease.method.value, removal.value)
            kept = self._v4
            if kept is not None and kept is not lease and not key.startswith("v6") \
                    and not self._closed:
                try:
                    await kept.renew(_now() + min(self._deadline, CLOSE_TIME))
                except Exception:  # noqa: BLE001 - the next renewal tries again
                    log.info("asking again for the %s mapping failed", kept.method.value,
                             exc_info=True)
        task = asyncio.ensure_future(drop())
        self._drops.add(task)
        task.add_done_callback(self._drops.discard)

    def _spawn(self, coro: Awaitable[None]) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # --- the result, as it changes --------------------------------------------------------

    def _compose(self) -> Granted | NotReachable:
        if self._v4_failure is not None or self._v4 is None:
            f = self._v4_failure or MappingError(Why.NO_ROUTER, "the mapping was lost")
            return dataclasses.replace(f.result(), ipv6_urls=tuple(
                f"ws://[{a}]:{self.internal_port}" for a in sorted(self._v6)))
        grant = self._v4.grant
        assert self._internal is not None and isinstance(grant.external_address,
                                                         ipaddress.IPv4Address)
        return Granted(self._v4.method, grant.external_address, grant.external_port,
                       self._internal, self.internal_port, grant.lifetime,
                       tuple(sorted(self._v6)))

    def _changed(self) -> None:
        if self._closed or self._result is None:
            return
        new = self._compose()
        if new != self._result:
            self._result = new
            log.info("port mapping changed: %s", new)
            if self._on_change is not None:
                try:
                    self._on_change(new)
                except Exception:  # the caller's fault must not stop the renewals
                    log.exception("on_change failed")

    # --- renewal --------------------------------------------------------------------------

    def _keep(self, key: str, lease: Lease) -> None:
        self._kept[key] = lease
        self._notes.put(key, lease.record())
        if lease.grant.lifetime > 0:  # 0: a UPnP permanent lease, kept until close()
            self._spawn(self._renew(key, lease))

    async def _renew(self, key: str, lease: Lease) -> None:
        """At half the lease granted (it may be far shorter than asked). A router silent
        meanwhile is asked again at half of what is left: the mapping holds until its lease
        ends, and only then is the table said to be unreachable. A refusal is said at once,
        and asked again at half a lease, so that a router that comes back is used again."""
        is_v4 = lease is self._v4
        ends = _now() + lease.grant.lifetime
        wait = lease.grant.lifetime / 2
        while not self._closed:
            await asyncio.sleep(max(0.5, wait))
            wait = lease.grant.lifetime / 2
            deadline = _now() + min(self._deadline, max(1.0, wait))
            failure: MappingError | None = None
            try:
                await lease.renew(deadline)
            except MappingError as f:
                failure = f
            except Exception as e:  # noqa: BLE001 - hostile answers: a failure like any
                log.debug("renewal failed", exc_info=True)
                failure = MappingError(Why.REFUSED, f"the router's answer to the renewal "
                                                    f"could not be used ({e!r:.60})")
            if self._closed:
                return
            if failure is not None:
                log.info("renewing the %s mapping failed: %s", lease.method.value,
                         failure.detail)
                left = ends - _now()
                if failure.why is Why.NO_ROUTER and left > 1.0:
                    wait = left / 2  # still mapped: ask again before it ends
                    continue
                if is_v4:
                    self._v4_failure = failure
                else:
                    self._v6 = {a: v for a, v in self._v6.items() if v is not lease}
            else:
                ends = _now() + lease.grant.lifetime
                self._notes.put(key, lease.record())
                if is_v4:
                    self._v4_failure = None
                else:
                    address = lease.grant.external_address
                    self._v6 = {a: v for a, v in self._v6.items() if v is not lease}
                    if isinstance(address, ipaddress.IPv6Address) \
                            and lease.grant.external_port == self.internal_port:
                        self._v6[address] = lease
            self._changed()

    # --- close ----------------------------------------------------------------------------

    async def close(self) -> None:
        """Stop renewing and take the mappings away; within CLOSE_TIME; idempotent."""
        if self._closed:
            return
        self._closed = True
        if self._ear is not None:
            self._ear.close()
            self._ear = None
        deadline = _now() + CLOSE_TIME - 0.25
        tasks = list(self._tasks)
        for task in tasks:
            task.cancel()
        held = dict(self._kept)
        removals: list[Removal | BaseException] = []
        work = [asyncio.gather(*(lease.delete(deadline) for lease in held.values()),
                               return_exceptions=True), *self._drops]
        try:
            done = await asyncio.wait_for(asyncio.gather(*work, return_exceptions=True),
                                          _left(deadline) + 0.1)
            removals = done[0] if isinstance(done[0], list) else []
        except asyncio.TimeoutError:
            pass
        for key, removal in zip(held, removals, strict=False):
            if isinstance(removal, Removal) and removal is not Removal.UNREACHED:
                self._notes.drop(key)
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(asyncio.gather(*tasks, return_exceptions=True), 0.2)


async def remove_leftovers(state_file: Path, *, deadline: float = 5.0) -> int:
    """Delete the mappings a previous run recorded in `state_file` (only those: UPnP ones
    only after the router confirms they are still ours); how many were removed. The file is
    gone afterwards: a leftover whose router did not answer expires with its lease."""
    records = state.read(state_file)
    leases = [lease for lease in map(from_record, records) if lease is not None]
    removed = 0
    if leases:
        end = _now() + max(0.1, deadline - 0.2)
        try:
            outcomes = await asyncio.wait_for(
                asyncio.gather(*(lease.delete(end) for lease in leases), return_exceptions=True),
                deadline)
        except asyncio.TimeoutError:
            outcomes = []
        for lease, outcome in zip(leases, outcomes, strict=False):
            if isinstance(outcome, BaseException):
                log.debug("leftover %s not removed: %r", lease.method.value, outcome)
            removed += outcome is Removal.REMOVED
    state.write(state_file, [])
    return removed
