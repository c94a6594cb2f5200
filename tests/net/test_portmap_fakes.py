"""Stand-in routers on loopback for the port mapping tests: a NAT-PMP/PCP responder (UDP,
the first byte is the version as in miniupnpd) and a UPnP IGD (aiohttp: description, SCPD,
SOAP). They record what they were asked; `until` waits, bounded, for what a test expects."""

from __future__ import annotations

import asyncio
import ipaddress
import re
import struct
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from aiohttp import web

LOOPBACK = "127.0.0.1"


class Watched:
    """Something a test waits on: every change wakes the waiters."""

    def __init__(self) -> None:
        self._changed = asyncio.Event()

    def touch(self) -> None:
        self._changed.set()

    async def until(self, condition: Callable[[], bool], timeout: float = 10.0) -> None:
        async def wait() -> None:
            while not condition():
                self._changed.clear()
                await self._changed.wait()
        await asyncio.wait_for(wait(), timeout)


# --- NAT-PMP and PCP --------------------------------------------------------------------------

@dataclass
class PmpMapping:
    internal_address: str
    internal_port: int
    external_port: int
    lifetime: int
    nonce: bytes = b""


@dataclass
class FakePmp(Watched):
    """Answers NAT-PMP (version 0) and PCP (version 2) on one UDP port, like miniupnpd."""
    external: str = "203.0.113.7"
    pcp: bool = True  # False: a NAT-PMP-only router (answers PCP "unsupported version")
    natpmp: bool = True
    max_lifetime: int = 7200  # grants min(asked, this)
    result: int = 0  # a result code ≠ 0 to refuse every mapping
    silent: bool = False
    delay: float = 0.0  # seconds before each answer
    answer: Callable[[bytes], bytes | None] | None = None  # a hostile router: bytes out
    port_offset: int = 10_000  # external = internal + this
    host: str = LOOPBACK
    mappings: dict[tuple[str, int], PmpMapping] = field(default_factory=dict)
    requests: list[tuple[str, int, int]] = field(default_factory=list)  # (kind, port, life)

    def __post_init__(self) -> None:
        Watched.__init__(self)
        self.epoch = int(time.monotonic())
        self.transport: asyncio.DatagramTransport | None = None

    async def start(self, port: int = 0) -> int:
        loop = asyncio.get_running_loop()
        fake = self

        class Protocol(asyncio.DatagramProtocol):
            def datagram_received(self, data: bytes, addr: tuple) -> None:
                reply = fake.handle(data, addr)
                if reply is not None and fake.transport is not None:
                    if fake.delay:
                        loop.call_later(fake.delay, fake.transport.sendto, reply, addr)
                    else:
                        fake.transport.sendto(reply, addr)

        self.transport, _ = await loop.create_datagram_endpoint(
            Protocol, local_addr=(self.host, port))
        return self.transport.get_extra_info("sockname")[1]

    def close(self) -> None:
        if self.transport is not None:
            self.transport.close()

    def _epoch(self) -> int:
        return int(time.monotonic()) - self.epoch + 1000

    def handle(self, data: bytes, addr: tuple) -> bytes | None:
        if self.silent or not data:
            self.requests.append(("unanswered", 0, 0))
            self.touch()
            return None
        if self.answer is not None:
            self.requests.append(("hostile", 0, 0))
            self.touch()
            return self.answer(data)
        try:
            if data[0] == 0:
                return self._natpmp(data, addr)
            if data[0] == 2:
                return self._pcp(data, addr)
        finally:
            self.touch()
        return None

    def _natpmp(self, data: bytes, addr: tuple) -> bytes | None:
        if not self.natpmp:
            return None
        if len(data) == 2 and data[1] == 0:
            self.requests.append(("pmp-address", 0, 0))
            return struct.pack("!BBHI", 0, 128, self.result, self._epoch()) + \
                ipaddress.IPv4Address(self.external).packed
        if len(data) != 12 or data[1] not in (1, 2):
            return struct.pack("!BBHI", 0, 128 + data[1], 5, self._epoch())
        _, op, _, internal, suggested, life = struct.unpack("!BBHHHI", data)
        self.requests.append(("pmp-map", internal, life))
        key = (addr[0], internal)
        if self.result:
            return struct.pack("!BBHIHHI", 0, 128 + op, self.result, self._epoch(), internal,
                               0, 0)
        if life == 0:
            self.mappings.pop(key, None)
            return struct.pack("!BBHIHHI", 0, 128 + op, 0, self._epoch(), internal, 0, 0)
        life = min(life, self.max_lifetime)
        external = internal + self.port_offset
        self.mappings[key] = PmpMapping(addr[0], internal, external, life)
        return struct.pack("!BBHIHHI", 0, 128 + op, 0, self._epoch(), internal, external, life)

    def _pcp(self, data: bytes, addr: tuple) -> bytes | None:
        if not self.pcp:
            # RFC 6886 3.5 / RFC 6887 9: a NAT-PMP server's "unsupported version"
            return struct.pack("!BBHI", 0, 128 + (data[1] if len(data) > 1 else 0), 1,
                               self._epoch())
        if len(data) != 60 or data[1] != 1:
            return None
        life = struct.unpack_from("!I", data, 4)[0]
        client = ipaddress.IPv6Address(data[8:24])
        nonce = data[24:36]
        internal, suggested = struct.unpack_from("!HH", data, 40)
        self.requests.append(("pcp-map", internal, life))
        client_text = str(client.ipv4_mapped or client)
        key = (client_text, internal)

        def reply(result: int, lifetime: int, external: int, address: bytes) -> bytes:
            return (struct.pack("!BBBBII", 2, 0x81, 0, result, lifetime, self._epoch())
                    + bytes(12) + nonce + data[36:40]
                    + struct.pack("!HH", internal, external) + address)

        old = self.mappings.get(key)
        if old is not None and old.nonce and old.nonce != nonce:
            return reply(2, 0, 0, bytes(16))  # NOT_AUTHORIZED: another client's mapping
        if self.result:
            return reply(self.result, 0, 0, bytes(16))
        if life == 0:
            self.mappings.pop(key, None)
            return reply(0, 0, 0, data[44:60])
        life = min(life, self.max_lifetime)
        if client.ipv4_mapped is None:  # an IPv6 pinhole: the same address and port
            self.mappings[key] = PmpMapping(client_text, internal, internal, life, nonce)
            return reply(0, life, internal, client.packed)
        external = internal + self.port_offset
        self.mappings[key] = PmpMapping(client_text, internal, external, life, nonce)
        outside = ipaddress.IPv6Address(f"::ffff:{self.external}").packed
        return reply(0, life, external, outside)

    def count(self, kind: str) -> int:
        return sum(1 for r in self.requests if r[0] == kind)


# --- UPnP IGD ---------------------------------------------------------------------------------

DESCRIPTION = """<?xml version="1.0"?>
<root xmlns="urn:schemas-upnp-org:device-1-0">
<specVersion><major>1</major><minor>0</minor></specVersion>
<device>
<deviceType>urn:schemas-upnp-org:device:InternetGatewayDevice:{v}</deviceType>
<friendlyName>Fake router</friendlyName><manufacturer>tests</manufacturer>
<modelName>fake</modelName><UDN>uuid:fake-igd</UDN>
<deviceList><device>
<deviceType>urn:schemas-upnp-org:device:WANDevice:{v}</deviceType>
<friendlyName>WAN</friendlyName><manufacturer>tests</manufacturer><modelName>fake</modelName>
<UDN>uuid:fake-wan</UDN>
<deviceList><device>
<deviceType>urn:schemas-upnp-org:device:WANConnectionDevice:{v}</deviceType>
<friendlyName>WAN connection</friendlyName><manufacturer>tests</manufacturer>
<modelName>fake</modelName><UDN>uuid:fake-wanconn</UDN>
<serviceList><service>
<serviceType>{service}</serviceType><serviceId>urn:upnp-org:serviceId:WANConn1</serviceId>
<SCPDURL>/scpd.xml</SCPDURL><controlURL>/ctl</controlURL><eventSubURL>/evt</eventSubURL>
</service></serviceList>
</device></deviceList>
</device></deviceList>
</device></root>"""

_VARS = {
    "ExternalIPAddress": "string", "RemoteHost": "string", "ExternalPort": "ui2",
    "PortMappingProtocol": "string", "InternalPort": "ui2", "InternalClient": "string",
    "PortMappingEnabled": "boolean", "PortMappingDescription": "string",
    "PortMappingLeaseDuration": "ui4",
}
_ARGS = {
    "NewExternalIPAddress": "ExternalIPAddress", "NewRemoteHost": "RemoteHost",
    "NewExternalPort": "ExternalPort", "NewProtocol": "PortMappingProtocol",
    "NewInternalPort": "InternalPort", "NewInternalClient": "InternalClient",
    "NewEnabled": "PortMappingEnabled", "NewPortMappingDescription": "PortMappingDescription",
    "NewLeaseDuration": "PortMappingLeaseDuration",
}
_KEY = ["NewRemoteHost", "NewExternalPort", "NewProtocol"]
_ENTRY = ["NewInternalPort", "NewInternalClient", "NewEnabled", "NewPortMappingDescription",
          "NewLeaseDuration"]
ACTIONS = {
    "GetExternalIPAddress": ([], ["NewExternalIPAddress"]),
    "AddPortMapping": (_KEY + _ENTRY, []),
    "DeletePortMapping": (_KEY, []),
    "GetSpecificPortMappingEntry": (_KEY, _ENTRY),
}


def scpd() -> str:
    def argument(name: str, direction: str) -> str:
        return (f"<argument><name>{name}</name><direction>{direction}</direction>"
                f"<relatedStateVariable>{_ARGS[name]}</relatedStateVariable></argument>")
    actions = "".join(
        f"<action><name>{a}</name><argumentList>"
        + "".join(argument(n, "in") for n in ins) + "".join(argument(n, "out") for n in outs)
        + "</argumentList></action>" for a, (ins, outs) in ACTIONS.items())
    variables = "".join(f'<stateVariable sendEvents="no"><name>{n}</name>'
                        f"<dataType>{t}</dataType></stateVariable>" for n, t in _VARS.items())
    return ('<?xml version="1.0"?><scpd xmlns="urn:schemas-upnp-org:service-1-0">'
            "<specVersion><major>1</major><minor>0</minor></specVersion>"
            f"<actionList>{actions}</actionList>"
            f"<serviceStateTable>{variables}</serviceStateTable></scpd>")


@dataclass
class UpnpMapping:
    internal_client: str
    internal_port: int
    description: str
    lease: int


@dataclass
class FakeIgd(Watched):
    """An IGD with one WAN connection service, answering SOAP like miniupnpd."""
    service: str = "urn:schemas-upnp-org:service:WANIPConnection:1"
    external: str = "203.0.113.7"
    max_lease: int = 0  # 0: grant the lease asked; else cap (and report) it
    permanent_only: bool = False  # answer 725 to a lease ≠ 0
    faults: dict[str, tuple[int, str]] = field(default_factory=dict)  # action: (code, text)
    broken: dict[str, str] = field(default_factory=dict)  # action or "desc": raw body
    mappings: dict[int, UpnpMapping] = field(default_factory=dict)
    calls: list[tuple[str, dict[str, str]]] = field(default_factory=list)

    def __post_init__(self) -> None:
        Watched.__init__(self)
        self.runner: web.AppRunner | None = None
        self.port = 0

    @property
    def location(self) -> str:
        return f"http://{LOOPBACK}:{self.port}/desc.xml"

    async def start(self) -> str:
        app = web.Application()
        app.router.add_get("/desc.xml", self._desc)
        app.router.add_get("/scpd.xml", self._scpd)
        app.router.add_post("/ctl", self._control)
        self.runner = web.AppRunner(app, access_log=None)
        await self.runner.setup()
        site = web.TCPSite(self.runner, LOOPBACK, 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        return self.location

    async def close(self) -> None:
        if self.runner is not None:
            await self.runner.cleanup()

    async def _desc(self, request: web.Request) -> web.Response:
        if "desc" in self.broken:
            return web.Response(text=self.broken["desc"], content_type="text/xml")
        version = self.service[-1]
        return web.Response(text=DESCRIPTION.format(v=version, service=self.service),
                            content_type="text/xml")

    async def _scpd(self, request: web.Request) -> web.Response:
        return web.Response(text=scpd(), content_type="text/xml")

    def _reply(self, action: str, values: dict[str, object]) -> web.Response:
        body = "".join(f"<{k}>{v}</{k}>" for k, v in values.items())
        return web.Response(
            text='<?xml version="1.0"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/'
                 'envelope/" s:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/">'
                 f'<s:Body><u:{action}Response xmlns:u="{self.service}">{body}'
                 f"</u:{action}Response></s:Body></s:Envelope>",
            content_type="text/xml")

    def _fault(self, code: int, text: str) -> web.Response:
        return web.Response(
            status=500, content_type="text/xml",
            text='<?xml version="1.0"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/'
                 'envelope/" s:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/">'
                 "<s:Body><s:Fault><faultcode>s:Client</faultcode><faultstring>UPnPError"
                 '</faultstring><detail><UPnPError xmlns="urn:schemas-upnp-org:control-1-0">'
                 f"<errorCode>{code}</errorCode><errorDescription>{text}</errorDescription>"
                 "</UPnPError></detail></s:Fault></s:Body></s:Envelope>")

    async def _control(self, request: web.Request) -> web.Response:
        action = request.headers.get("SOAPAction", "").strip('"').split("#")[-1]
        body = await request.text()
        args = dict(re.findall(r"<(New\w+)>([^<]*)</\1>", body))
        self.calls.append((action, args))
        self.touch()
        if action in self.broken:
            return web.Response(text=self.broken[action], content_type="text/xml")
        if action in self.faults:
            return self._fault(*self.faults[action])
        if action == "GetExternalIPAddress":
            return self._reply(action, {"NewExternalIPAddress": self.external})
        if args.get("NewRemoteHost") or args.get("NewProtocol") != "TCP":
            return self._fault(726, "RemoteHostOnlySupportsWildcard")
        port = int(args["NewExternalPort"])
        if action == "AddPortMapping":
            lease = int(args["NewLeaseDuration"])
            if self.permanent_only and lease:
                return self._fault(725, "OnlyPermanentLeasesSupported")
            old = self.mappings.get(port)
            if old is not None and old.internal_client != args["NewInternalClient"]:
                return self._fault(718, "ConflictInMappingEntry")
            if self.max_lease:
                lease = min(lease or self.max_lease, self.max_lease)
            self.mappings[port] = UpnpMapping(args["NewInternalClient"],
                                              int(args["NewInternalPort"]),
                                              args["NewPortMappingDescription"], lease)
            return self._reply(action, {})
        entry = self.mappings.get(port)
        if entry is None:
            return self._fault(714, "NoSuchEntryInArray")
        if action == "DeletePortMapping":
            del self.mappings[port]
            return self._reply(action, {})
        if action == "GetSpecificPortMappingEntry":
            return self._reply(action, {
                "NewInternalPort": entry.internal_port,
                "NewInternalClient": entry.internal_client, "NewEnabled": 1,
                "NewPortMappingDescription": entry.description,
                "NewLeaseDuration": entry.lease})
        return self._fault(401, "Invalid Action")

    def count(self, action: str) -> int:
        return sum(1 for a, _ in self.calls if a == action)


class FakeSsdp(Watched):
    """Answers an SSDP M-SEARCH for an IGD sent straight to it (the search also goes to the
    router's port 1900, besides the multicast group; a test points that port here, so that
    other tests' searches on loopback find nothing)."""

    def __init__(self, location: str) -> None:
        super().__init__()
        self.location = location
        self.searches: list[str] = []
        self.transport: asyncio.DatagramTransport | None = None

    async def start(self) -> int:
        loop = asyncio.get_running_loop()
        fake = self

        class Protocol(asyncio.DatagramProtocol):
            def datagram_received(self, data: bytes, addr: tuple) -> None:
                text = data.decode("latin-1")
                found = re.search(r"(?im)^ST:\s*(\S+)", text)
                if not text.startswith("M-SEARCH") or found is None:
                    return
                fake.searches.append(found.group(1))
                fake.touch()
                if "InternetGatewayDevice" in found.group(1) and fake.transport is not None:
                    fake.transport.sendto(
                        ("HTTP/1.1 200 OK\r\nCACHE-CONTROL: max-age=120\r\n"
                         f"ST: {found.group(1)}\r\nUSN: uuid:fake-igd::{found.group(1)}\r\n"
                         f"LOCATION: {fake.location}\r\nSERVER: fake UPnP/1.1\r\nEXT:\r\n"
                         "\r\n").encode(), addr)

        self.transport, _ = await loop.create_datagram_endpoint(
            Protocol, local_addr=(LOOPBACK, 0))
        return self.transport.get_extra_info("sockname")[1]

    def close(self) -> None:
        if self.transport is not None:
            self.transport.close()


def test_the_fakes_start_and_stop():
    async def main() -> None:
        pmp, igd = FakePmp(), FakeIgd()
        assert await pmp.start() > 0
        assert (await igd.start()).startswith("http://127.0.0.1:")
        pmp.close()
        await igd.close()
    asyncio.run(asyncio.wait_for(main(), 10))
