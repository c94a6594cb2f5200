"""Tables on the local network (zeroconf / DNS-SD): a host announces its service and what
its open table plays (never its room code: a friend who picks it from the list still needs
the code from the host); clients list what they find. Only the interfaces of private
networks announce and look (a machine's public address never does). What the network
says is checked like any other input (names and ports are validated; bad records are
ignored)."""

from __future__ import annotations

import ipaddress
import logging
import os
import re
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass

from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceListener, Zeroconf

from .protocol import MAX_NAME, VERSION

SERVICE = "_diloti._tcp.local."
_LABEL = re.compile(r"[^\x00-\x1f\x7f.\\]+")
# Where tables are announced and looked for: unset, every interface on a private network;
# "off", nowhere (the test suite: its traffic stays off the machine's real networks, and two
# runs at once do not see each other's tables); else a comma-separated list of this
# machine's addresses.
INTERFACES_ENV = "DILOTI_LAN_INTERFACES"
OFF = "off"

log = logging.getLogger(__name__)


def chosen_interfaces(given: list[str] | None) -> list[str] | None:
    """The interfaces to use: `given`, else what $DILOTI_LAN_INTERFACES names ([] for off),
    else None for those of the private networks (private_addresses)."""
    if given is not None:
        return given
    value = os.environ.get(INTERFACES_ENV, "").strip()
    if not value:
        return None
    if value.lower() == OFF:
        return []
    return [part.strip() for part in value.split(",") if part.strip()]


MAX_TARGET_DIGITS = 6  # a target is any positive number; a listing's reads as one


@dataclass(frozen=True)
class Listing:
    """What a table plays and whether a seat is free, said with its announcement: the
    rules' profile, the target, and the friends' seats one may join now (0 while the
    match is being played)."""

    profile: str
    target: int
    free: int

    def properties(self) -> dict[str, str]:
        return {"profile": self.profile, "target": str(self.target), "free": str(self.free)}

    @classmethod
    def read(cls, props: dict) -> Listing | None:
        """The listing of a record, or None when any part of it is not one."""
        from diloti_qt.engine.rules import PROFILES

        profile = _text(props, b"profile", 32)
        target = _text(props, b"target", MAX_TARGET_DIGITS)
        free = _text(props, b"free", 1)
        if profile not in PROFILES or not (target and target.isdecimal()
                                           and free and free.isdecimal()):
            return None
        target_n, free_n = int(target), int(free)
        if target_n < 1 or free_n >= PROFILES[profile][0]:
            return None
        return cls(profile, target_n, free_n)


@dataclass(frozen=True)
class Found:
    """One service seen on the network."""

    key: str  # the DNS-SD instance name
    name: str  # the host's (player's) name
    address: str
    port: int
    listing: Listing | None = None  # its rules and free seats, when the host says them

    @property
    def url(self) -> str:
        host = f"[{self.address}]" if ":" in self.address else self.address
        return f"ws://{host}:{self.port}"


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses other than loopback and link-local (best first)."""
    import ifaddr

    found = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and not ip.ip.startswith(("127.", "169.254.")):
                found.append(ip.ip)
    return found


PRIVATE_NETWORKS = tuple(ipaddress.ip_network(n) for n in
                         ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def private_addresses() -> list[str]:
    """This machine's addresses on private networks (RFC 1918): where tables are announced
    and looked for unless told otherwise. A public address (a server on the internet) is
    never one: the network beyond it is not the players' own."""
    return [a for a in lan_addresses()
            if any(ipaddress.ip_address(a) in n for n in PRIVATE_NETWORKS)]


def _text(props: dict, key: bytes, limit: int) -> str | None:
    raw = props.get(key)
    if not isinstance(raw, bytes) or len(raw) > 4 * limit:
        return None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return text if len(text) <= limit and _LABEL.fullmatch(text) else None


def read_info(info: ServiceInfo) -> Found | None:
    """A Found from a resolved record, or None when it is not a usable diloti service."""
    props = info.properties or {}
    if _text(props, b"v", 4) != str(VERSION):
        return None
    name = _text(props, b"name", MAX_NAME)
    port = info.port
    addresses = info.parsed_addresses(IPVersion.V4Only) or info.parsed_addresses()
    if not name or not addresses or not isinstance(port, int) or not 0 < port < 65536:
        return None
    return Found(info.name, name, addresses[0], port, Listing.read(props))


class Advertiser:
    """Announces a service (and what its open table plays) until stopped. Blocking calls:
    run start/stop off the GUI thread or the event loop."""

    def __init__(self, name: str, port: int, host: str | None = None,
                 interfaces: list[str] | None = None,
                 listing: Listing | None = None) -> None:
        self.name = " ".join(name.split())[:MAX_NAME] or "diloti"
        self.port = port
        self.listing = listing
        interfaces = chosen_interfaces(interfaces)
        if interfaces is None and host in (None, "", "0.0.0.0", "::"):
            interfaces = private_addresses()
        if host in (None, "", "0.0.0.0", "::"):
            addresses = interfaces or ["127.0.0.1"]
        else:
            addresses = [host]
            if interfaces is None and _is_ipv4(host):
                interfaces = [host]  # a service bound to one address is announced there only
        self.addresses = addresses
        self.interfaces = interfaces
        self._zc: Zeroconf | None = None
        self._info: ServiceInfo | None = None

    def _service_info(self) -> ServiceInfo:
        label = re.sub(r"[^\w -]", "", self.name, flags=re.UNICODE)[:40] or "diloti"
        unique = f"{label} {self.port}"
        props = {"v": str(VERSION), "name": self.name}
        if self.listing is not None:
            props.update(self.listing.properties())
        return ServiceInfo(
            SERVICE, f"{unique}.{SERVICE}", port=self.port, properties=props,
            addresses=[socket.inet_aton(a) for a in self.addresses if _is_ipv4(a)],
            server=f"diloti-{socket.gethostname().split('.')[0][:30] or 'host'}.local.",
        )

    def start(self) -> None:
        if self.interfaces == []:
            log.info("tables are not announced: no private network here (or %s=%s)",
                     INTERFACES_ENV, OFF)
            return
        self._zc = Zeroconf(interfaces=self.interfaces, ip_version=IPVersion.V4Only)
        self._info = self._service_info()
        self._zc.register_service(self._info, allow_name_change=True)

    def update(self, listing: Listing | None) -> None:
        """Say the table's rules and free seats anew (they changed)."""
        if listing == self.listing:
            return
        self.listing = listing
        if self._zc is not None and self._info is not None:
            info = self._service_info()
            info.name = self._info.name  # the instance name zeroconf settled on
            self._zc.update_service(info)
            self._info = info

    def stop(self) -> None:
        zc, self._zc = self._zc, None
        if zc is not None:
            try:
                if self._info is not None:
                    zc.unregister_service(self._info)
            finally:
                zc.close()


class Browser(ServiceListener):
    """Lists diloti services on the network; `changed(found)` is called (from zeroconf's
    thread) with the current list whenever it changes."""

    def __init__(self, changed: Callable[[list[Found]], None] | None = None,
                 interfaces: list[str] | None = None) -> None:
        self.changed = changed
        self.interfaces = chosen_interfaces(interfaces)
        self._found: dict[str, Found] = {}
        self._lock = threading.Lock()
        self._zc: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None

    @property
    def found(self) -> list[Found]:
        with self._lock:
            return sorted(self._found.values(), key=lambda f: (f.name, f.key))

    def start(self) -> None:
        interfaces = self.interfaces if self.interfaces is not None else private_addresses()
        if not interfaces:
            log.info("no looking for tables: no private network here (or %s=%s)",
                     INTERFACES_ENV, OFF)
            return
        self._zc = Zeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only)
        self._browser = ServiceBrowser(self._zc, SERVICE, self)

    def stop(self) -> None:
        zc, self._zc = self._zc, None
        if self._browser is not None:
            self._browser.cancel()
            self._browser = None
        if zc is not None:
            zc.close()

    def _resolve(self, zc: Zeroconf, type_: str, name: str) -> None:
        info = zc.get_service_info(type_, name, timeout=2000)
        found = read_info(info) if info is not None else None
        with self._lock:
            if found is None:
                self._found.pop(name, None)
            else:
                self._found[name] = found
        self._notify()

    def _notify(self) -> None:
        if self.changed is not None:
            self.changed(self.found)

    def add_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self._resolve(zc, type_, name)

    def update_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self._resolve(zc, type_, name)

    def remove_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        with self._lock:
            self._found.pop(name, None)
        self._notify()


def _is_ipv4(address: str) -> bool:
    try:
        socket.inet_aton(address)
    except OSError:
        return False
    return address.count(".") == 3
