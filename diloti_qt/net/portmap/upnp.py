"""UPnP IGD through async-upnp-client: find the router's WAN connection service, map, check,
unmap. WANIPConnection:2, :1 and WANPPPConnection:1 (many routers offer only one)."""

from __future__ import annotations

import asyncio
import ipaddress
import math
import random
import urllib.parse
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from async_upnp_client.aiohttp import AiohttpRequester
from async_upnp_client.client import UpnpService
from async_upnp_client.client_factory import UpnpFactory
from async_upnp_client.exceptions import UpnpActionError
from async_upnp_client.profiles.igd import IgdDevice
from async_upnp_client.search import SsdpSearchListener
from async_upnp_client.utils import CaseInsensitiveDict

from .results import MappingError, Why

SERVICE_TYPES = (  # in the order we prefer them
    "urn:schemas-upnp-org:service:WANIPConnection:2",
    "urn:schemas-upnp-org:service:WANIPConnection:1",
    "urn:schemas-upnp-org:service:WANPPPConnection:1",
)
SEARCH_TARGETS = tuple(IgdDevice.DEVICE_TYPES)
SSDP_PORT = 1900
# UPnP error codes we act on (IGD WANIPConnection spec)
NO_SUCH_ENTRY = 714
CONFLICT = 718
ONLY_PERMANENT_LEASES = 725
WILDCARD_ONLY = (726, 727)


@dataclass(frozen=True)
class Entry:
    """One port mapping as a UPnP router lists it (GetSpecificPortMappingEntry): whose it
    is, by the inside client, port and description, and its lease."""

    internal_client: str
    internal_port: int
    description: str
    lease: int


def _left(deadline: float) -> float:
    return max(0.05, deadline - asyncio.get_running_loop().time())


async def discover(source_ip: str, gateway: str | None, deadline: float) -> str:
    """The description URL of an IGD found by SSDP from `source_ip` (so the search goes out
    on the interface facing the router only); the router's own is preferred."""
    loop = asyncio.get_running_loop()
    found: list[str] = []
    first = asyncio.Event()

    def on_response(headers: CaseInsensitiveDict) -> None:
        location = headers.get_lower("location") or ""
        if headers.get_lower("st") in SEARCH_TARGETS and location.startswith("http"):
            found.append(location)
            if gateway is None or urllib.parse.urlsplit(location).hostname == gateway:
                first.set()

    mx = max(1, min(3, math.floor(_left(deadline))))
    listener = SsdpSearchListener(callback=on_response, source=(source_ip, 0), timeout=mx,
                                  loop=loop)
    try:
        await listener.async_start()
    except OSError as e:
        raise MappingError(Why.NO_ROUTER, f"no UPnP search was possible ({e})") from e
    try:
        for target in SEARCH_TARGETS:
            listener.search_target = target
            listener.async_search()
            if gateway is not None:
                # also straight to the router: some networks drop multicast
                listener.async_search(override_target=(gateway, SSDP_PORT))
        try:
            await asyncio.wait_for(first.wait(), _left(deadline))
        except asyncio.TimeoutError:
            pass
    except OSError as e:
        raise MappingError(Why.NO_ROUTER, f"no UPnP search was possible ({e})") from e
    finally:
        listener.async_stop()
    preferred = [u for u in found if urllib.parse.urlsplit(u).hostname == gateway]
    if preferred or found:
        return (preferred or found)[0]
    raise MappingError(Why.NO_ROUTER, "no UPnP router answered the search", quiet=True)


class Igd:
    """One WAN connection service of one router."""

    def __init__(self, location: str, service: UpnpService) -> None:
        self.location = location
        self.service = service

    @property
    def service_type(self) -> str:
        return self.service.service_type

    @classmethod
    async def connect(cls, location: str, deadline: float,
                      service_type: str | None = None) -> Igd:
        """Read the description at `location` and pick the connection service that has an
        outside address (or the one named)."""
        requester = AiohttpRequester(timeout=max(1, math.ceil(_left(deadline))))
        factory = UpnpFactory(requester, non_strict=True)
        try:
            device = await asyncio.wait_for(factory.async_create_device(location),
                                            _left(deadline))
        except asyncio.TimeoutError as e:
            raise MappingError(Why.NO_ROUTER, f"the UPnP router at {location} did not describe "
                                              "itself in time", quiet=True) from e
        except Exception as e:  # noqa: BLE001 - hostile XML or HTTP: every kind is a no
            raise MappingError(Why.NO_ROUTER, f"the UPnP description at {location} could not be "
                                         f"read ({_say(e)})") from e
        services = [s for d in device.all_devices for s in d.services.values()
                    if s.service_type in SERVICE_TYPES]
        services.sort(key=lambda s: SERVICE_TYPES.index(s.service_type))
        if service_type is not None:
            services = [s for s in services if s.service_type == service_type]
        if not services:
            raise MappingError(Why.NO_ROUTER, f"the UPnP device at {location} offers no WAN "
                                         "connection service")
        return cls(location, services[0]) if service_type else await cls._connected(
            location, services, deadline)

    @classmethod
    async def _connected(cls, location: str, services: list[UpnpService],
                         deadline: float) -> Igd:
        # A DSL router may list WANIPConnection and WANPPPConnection; the one in use has an
        # outside address.
        last: MappingError | None = None
        for service in services:
            igd = cls(location, service)
            try:
                await igd.external_address(deadline)
            except MappingError as e:
                last = e
                if e.why == Why.PRIVATE_OUTSIDE:
                    return igd
                continue
            return igd
        assert last is not None
        raise last

    async def call(self, action: str, deadline: float, **arguments: Any) -> Mapping[str, Any]:
        if not self.service.has_action(action):
            raise MappingError(Why.REFUSED, f"the UPnP router has no {action}")
        try:
            # bounded here: async_call's own request_timeout is newer than 0.45
            return await asyncio.wait_for(self.service.action(action).async_call(**arguments),
                                          _left(deadline))
        except UpnpActionError as e:
            raise UpnpRefusalError(e.error_code, e.error_desc, action) from e
        except asyncio.TimeoutError as e:
            raise MappingError(Why.NO_ROUTER, f"the UPnP router did not answer {action}",
                               quiet=True) from e
        except Exception as e:  # noqa: BLE001 - hostile answers: every kind is a refusal
            raise MappingError(Why.REFUSED, f"the UPnP router's answer to {action} was not "
                                       f"valid ({_say(e)})") from e

    async def external_address(self, deadline: float) -> ipaddress.IPv4Address:
        answer = await self.call("GetExternalIPAddress", deadline)
        text = str(answer.get("NewExternalIPAddress") or "").strip()
        try:
            return ipaddress.IPv4Address(text)
        except ValueError as e:
            raise MappingError(Why.REFUSED, "the UPnP router gave no outside address"
                          + (f" ({text[:40]!r})" if text else "")) from e

    async def add(self, external_port: int, internal_address: str, internal_port: int,
                  description: str, lease: int, deadline: float) -> tuple[int, int]:
        """Map TCP `external_port` (or another free one); the port and lease granted."""
        port = external_port
        for _attempt in range(4):
            try:
                await self._add(port, internal_address, internal_port, description, lease,
                                deadline)
                return port, lease
            except UpnpRefusalError as e:
                if e.code == ONLY_PERMANENT_LEASES and lease:
                    lease = 0  # IGD v1 routers that keep mappings only forever
                    continue
                if e.code == CONFLICT:  # someone else has that port: another one
                    port = random.randint(20_000, 60_000)
                    continue
                raise
        raise MappingError(Why.REFUSED, "the UPnP router had no free port for us")

    async def _add(self, external_port: int, internal_address: str, internal_port: int,
                   description: str, lease: int, deadline: float) -> None:
        await self.call("AddPortMapping", deadline, NewRemoteHost="",
                        NewExternalPort=external_port, NewProtocol="TCP",
                        NewInternalPort=internal_port, NewInternalClient=internal_address,
                        NewEnabled=True, NewPortMappingDescription=description,
                        NewLeaseDuration=lease)

    async def entry(self, external_port: int, deadline: float) -> Entry | None:
        """What the router maps at TCP `external_port`, or None."""
        try:
            answer = await self.call("GetSpecificPortMappingEntry", deadline,
                                     NewRemoteHost="", NewExternalPort=external_port,
                                     NewProtocol="TCP")
        except UpnpRefusalError as e:
            if e.code == NO_SUCH_ENTRY:
                return None
            raise
        try:
            return Entry(str(answer["NewInternalClient"]), int(answer["NewInternalPort"]),
                         str(answer.get("NewPortMappingDescription") or ""),
                         int(answer.get("NewLeaseDuration") or 0))
        except (KeyError, TypeError, ValueError) as e:
            raise MappingError(Why.REFUSED, "the UPnP router's mapping entry was not valid") from e

    async def delete_ours(self, external_port: int, internal_address: str, internal_port: int,
                          description: str, deadline: float) -> bool:
        """Delete TCP `external_port` only if it still maps to us, with our description."""
        entry = await self.entry(external_port, deadline)
        if entry is None or (entry.internal_client, entry.internal_port, entry.description) \
                != (internal_address, internal_port, description):
            return False
        await self.call("DeletePortMapping", deadline, NewRemoteHost="",
                        NewExternalPort=external_port, NewProtocol="TCP")
        return True


class UpnpRefusalError(MappingError):
    """A SOAP fault: the router said no, with a UPnP error code."""

    def __init__(self, code: int | None, text: str | None, action: str) -> None:
        super().__init__(Why.REFUSED, f"the UPnP router refused {action} "
                                      f"(error {code}: {(text or 'no reason')[:60]})")
        self.code = code


def _say(error: BaseException) -> str:
    text = str(error).splitlines()[0][:100] if str(error) else ""
    return f"{type(error).__name__}: {text}" if text else type(error).__name__
