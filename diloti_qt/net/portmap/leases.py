"""One mapping on the router by one method: asked for, renewed, deleted, and recorded (so
that a later run can delete it)."""

from __future__ import annotations

import contextlib
import ipaddress
import socket
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from . import natpmp, pcp
from .addresses import is_private_or_shared, why_not_public
from .results import MappingError, Method, Why
from .state import MappingNote
from .udp import NoAnswerError
from .upnp import Igd, UpnpRefusalError, discover

Note = Callable[[MappingNote], None]  # writes a record ahead of each request


@dataclass(frozen=True)
class Grant:
    """What the router granted this time."""
    external_address: ipaddress.IPv4Address | ipaddress.IPv6Address
    external_port: int
    lifetime: int


class Removal(Enum):
    REMOVED = "removed"
    ABSENT = "nothing of ours was there"  # or the router would not: its lease ends anyway
    UNREACHED = "the router did not answer"


class Lease(ABC):
    method: Method
    internal_port: int
    grant: Grant
    wanted = 0  # the lease asked for: each renewal asks for it again, the router decides

    @abstractmethod
    def record(self) -> MappingNote: ...

    @abstractmethod
    async def renew(self, deadline: float) -> Grant: ...

    @abstractmethod
    async def delete(self, deadline: float) -> Removal: ...


def _public(address: ipaddress.IPv4Address) -> None:
    if is_private_or_shared(address):
        raise MappingError(Why.PRIVATE_OUTSIDE, why_not_public(address), address)


# --- NAT-PMP --------------------------------------------------------------------------------

class NatPmpLease(Lease):
    method = Method.NATPMP

    def __init__(self, gateway: str, port: int, internal_address: str, internal_port: int,
                 grant: Grant | None = None) -> None:
        self.gateway, self.port = gateway, port
        self.internal_address, self.internal_port = internal_address, internal_port
        self.grant = grant or Grant(ipaddress.IPv4Address(0), 0, 0)

    def record(self) -> MappingNote:
        return {"method": self.method.value, "gateway": self.gateway, "port": self.port,
                "internal_address": self.internal_address,
                "internal_port": self.internal_port, "external_port": self.grant.external_port}

    async def ask(self, external_port: int, lifetime: int, deadline: float) -> Grant:
        self.wanted = lifetime
        source = (self.internal_address, 0)
        try:
            address = await natpmp.ask_address(self.gateway, self.port, deadline, source)
        except NoAnswerError as e:
            raise MappingError(Why.NO_ROUTER, f"NAT-PMP: {e}", quiet=not e.heard) from e
        if address.result or address.address is None:
            raise MappingError(Why.REFUSED,
                               f"the router answered {natpmp.result_text(address.result)}")
        _public(address.address)
        try:
            answer = await natpmp.ask_map(self.gateway, self.port, self.internal_port,
                                          external_port, lifetime, deadline, source)
        except NoAnswerError as e:
            raise MappingError(Why.NO_ROUTER, f"NAT-PMP: {e}", quiet=not e.heard) from e
        if answer.result:
            raise MappingError(Why.REFUSED,
                               f"the router answered {natpmp.result_text(answer.result)}")
        if not answer.external_port or not answer.lifetime:
            raise MappingError(Why.REFUSED, "the router granted no port by NAT-PMP")
        self.grant = Grant(address.address, answer.external_port, answer.lifetime)
        return self.grant

    async def renew(self, deadline: float) -> Grant:
        return await self.ask(self.grant.external_port, self.wanted, deadline)

    async def delete(self, deadline: float) -> Removal:
        try:
            answer = await natpmp.ask_map(self.gateway, self.port, self.internal_port, 0, 0,
                                          deadline, (self.internal_address, 0))
        except NoAnswerError:
            return Removal.UNREACHED
        return Removal.ABSENT if answer.result else Removal.REMOVED


# --- PCP ------------------------------------------------------------------------------------

class PcpLease(Lease):
    method = Method.PCP

    def __init__(self, server: tuple, client: pcp.Address, internal_port: int,
                 nonce: bytes | None = None, grant: Grant | None = None) -> None:
        self.server = server  # (host, port) or (host, port, 0, scope) for IPv6
        self.client, self.internal_port = client, internal_port
        self.nonce = nonce or pcp.new_nonce()  # the same for renewals and the delete
        self.grant = grant or Grant(ipaddress.IPv4Address(0), 0, 0)

    def record(self) -> MappingNote:
        return {"method": self.method.value, "server": list(self.server),
                "client": str(self.client), "internal_port": self.internal_port,
                "nonce": self.nonce.hex(), "external_port": self.grant.external_port}

    def _source(self) -> tuple:
        if isinstance(self.client, ipaddress.IPv6Address):
            return (str(self.client), 0, 0, 0)  # a global address: no scope
        return (str(self.client), 0)

    async def ask(self, external_port: int, lifetime: int, deadline: float) -> pcp.MapAnswer:
        if lifetime:  # (0 deletes)
            self.wanted = lifetime
        try:
            return await pcp.ask_map(self.server, self.client, self.nonce, self.internal_port,
                                     external_port, lifetime, deadline, self._source())
        except NoAnswerError as e:
            raise MappingError(Why.NO_ROUTER, f"PCP: {e}", quiet=not e.heard) from e

    async def map(self, external_port: int, lifetime: int, deadline: float) -> Grant:
        return await self.take(await self.ask(external_port, lifetime, deadline), deadline)

    async def take(self, answer: pcp.MapAnswer, deadline: float) -> Grant:
        """The grant in the router's answer, or why there is none (a grant we cannot use,
        of the wrong family or behind a private outside address, is deleted again)."""
        if answer.result:
            raise MappingError(Why.REFUSED,
                               f"the router answered {pcp.result_text(answer.result)}")
        address = answer.external_address
        if address is None or not answer.external_port or not answer.lifetime:
            raise MappingError(Why.REFUSED, "the router granted no port by PCP")
        if isinstance(self.client, ipaddress.IPv6Address) \
                != isinstance(address, ipaddress.IPv6Address):
            await self.delete(deadline)
            raise MappingError(Why.REFUSED, f"the router granted an address of the wrong "
                                            f"family ({address})")
        if isinstance(address, ipaddress.IPv4Address) and is_private_or_shared(address):
            await self.delete(deadline)  # of no use: it reaches no further than the next NAT
            _public(address)
        self.grant = Grant(address, answer.external_port, answer.lifetime)
        return self.grant

    async def renew(self, deadline: float) -> Grant:
        return await self.map(self.grant.external_port, self.wanted, deadline)

    async def delete(self, deadline: float) -> Removal:
        try:
            answer = await self.ask(0, 0, deadline)
        except MappingError:
            return Removal.UNREACHED
        ok = answer.version == pcp.VERSION and answer.result == 0
        return Removal.REMOVED if ok else Removal.ABSENT


async def map_pcp_or_natpmp(gateway: str, port: int, internal_address: str,
                            internal_port: int, lifetime: int, deadline: float,
                            note: Note, now: Callable[[], float]) -> Lease:
    """PCP first; NAT-PMP when the router says it speaks only that, or when PCP goes
    unanswered for half the time (an old router may drop what it cannot read)."""
    by_pcp = PcpLease((gateway, port), ipaddress.IPv4Address(internal_address), internal_port)
    note(by_pcp.record())
    try:
        answer = await by_pcp.ask(internal_port, lifetime,
                                  now() + min(2.0, (deadline - now()) / 2))
    except MappingError:
        answer = None  # unanswered: NAT-PMP's turn
    if answer is not None and answer.result != pcp.UNSUPP_VERSION:
        await by_pcp.take(answer, deadline)
        return by_pcp
    by_natpmp = NatPmpLease(gateway, port, internal_address, internal_port)
    note(by_natpmp.record())
    await by_natpmp.ask(internal_port, lifetime, deadline)
    note(by_natpmp.record())
    return by_natpmp


async def map_pcp6(server: tuple, client: ipaddress.IPv6Address, internal_port: int,
                   lifetime: int, deadline: float, note: Note) -> PcpLease:
    """Open the router's IPv6 firewall for `client` at `internal_port` (a pinhole)."""
    lease = PcpLease(server, client, internal_port)
    note(lease.record())
    await lease.map(internal_port, lifetime, deadline)
    return lease


# --- UPnP IGD ---------------------------------------------------------------------------------

class UpnpLease(Lease):
    method = Method.UPNP

    def __init__(self, location: str, service_type: str, internal_address: str,
                 internal_port: int, description: str, external_port: int,
                 igd: Igd | None = None, grant: Grant | None = None) -> None:
        self.location, self.service_type = location, service_type
        self.internal_address, self.internal_port = internal_address, internal_port
        self.description, self.external_port = description, external_port
        self.igd = igd
        self.grant = grant or Grant(ipaddress.IPv4Address(0), external_port, 0)

    def record(self) -> MappingNote:
        return {"method": self.method.value, "location": self.location,
                "service_type": self.service_type, "internal_address": self.internal_address,
                "internal_port": self.internal_port, "description": self.description,
                "external_port": self.external_port}

    async def _igd(self, deadline: float) -> Igd:
        if self.igd is None:
            self.igd = await Igd.connect(self.location, deadline, self.service_type)
        return self.igd

    async def map(self, lifetime: int, deadline: float, note: Note) -> Grant:
        self.wanted = lifetime
        igd = await self._igd(deadline)
        address = await igd.external_address(deadline)
        _public(address)
        note(self.record())  # ahead: a crash during the request leaves a note
        port, lifetime = await igd.add(self.external_port, self.internal_address,
                                       self.internal_port, self.description, lifetime,
                                       deadline)
        if port != self.external_port:
            self.external_port = port
        note(self.record())
        try:  # the router's own word on the lease, where it says (it may shorten it)
            entry = await igd.entry(port, deadline)
        except MappingError:
            entry = None
        # (what remains of it: a second or two less than asked is no shorter lease)
        if entry is not None and entry.internal_client == self.internal_address \
                and 0 < entry.lease < 0.9 * lifetime:
            lifetime = entry.lease
        self.grant = Grant(address, port, lifetime)
        return self.grant

    async def renew(self, deadline: float) -> Grant:
        return await self.map(self.wanted, deadline, lambda r: None)

    async def delete(self, deadline: float) -> Removal:
        try:
            igd = await self._igd(deadline)
            ours = await igd.delete_ours(self.external_port, self.internal_address,
                                         self.internal_port, self.description, deadline)
        except UpnpRefusalError:
            return Removal.ABSENT
        except MappingError:
            return Removal.UNREACHED
        return Removal.REMOVED if ours else Removal.ABSENT


async def map_upnp(location: str | None, gateway: str | None, internal_address: str,
                   internal_port: int, description: str, lifetime: int, deadline: float,
                   note: Note) -> UpnpLease:
    if location is None:
        location = await discover(internal_address, gateway, deadline)
    igd = await Igd.connect(location, deadline)
    lease = UpnpLease(location, igd.service_type, internal_address, internal_port,
                      description, internal_port, igd)
    try:
        await lease.map(lifetime, deadline, note)
    except UpnpRefusalError as e:
        raise MappingError(Why.REFUSED, e.detail) from e
    return lease


# --- leftovers --------------------------------------------------------------------------------

def from_record(record: MappingNote) -> Lease | None:
    """The lease a record describes, to delete it; None for a record we cannot read."""
    try:
        method = Method(record["method"])
        port = int(record["internal_port"])
        if method is Method.NATPMP:
            return NatPmpLease(str(record["gateway"]), int(record["port"]),
                               str(record["internal_address"]), port)
        if method is Method.PCP:
            server = tuple(record["server"])
            if len(server) not in (2, 4):
                return None
            nonce = bytes.fromhex(record["nonce"])
            if len(nonce) != 12:
                return None
            return PcpLease(server, ipaddress.ip_address(record["client"]), port, nonce)
        return UpnpLease(str(record["location"]), str(record["service_type"]),
                         str(record["internal_address"]), port, str(record["description"]),
                         int(record["external_port"]))
    except (KeyError, TypeError, ValueError):
        return None


def forget(record: MappingNote) -> None:
    """At once and best effort: one delete datagram for a PCP or NAT-PMP request cancelled
    before the router answered (it may have mapped all the same). UPnP asks by HTTP: such
    a request is left to the next start's remove_leftovers only if it was granted."""
    lease = from_record(record)
    if isinstance(lease, PcpLease):
        packet = pcp.encode_map(lease.client, lease.nonce, lease.internal_port, 0, 0)
        destination, source = lease.server, lease._source()
    elif isinstance(lease, NatPmpLease):
        packet = natpmp.encode_map_request(lease.internal_port, 0, 0)
        destination, source = (lease.gateway, lease.port), (lease.internal_address, 0)
    else:
        return
    family = socket.AF_INET6 if ":" in str(destination[0]) else socket.AF_INET
    with contextlib.suppress(OSError), socket.socket(family, socket.SOCK_DGRAM) as s:
        with contextlib.suppress(OSError):
            s.bind(source)
        s.sendto(packet, destination)
