"""The real-router lab of issue #36: a home network, its router and a host on a stand-in
internet, built from Linux network namespaces the test makes itself.

    home LAN ns  (lan0 192.168.77.10/24, default via .1)
        |  veth
    router ns    (rlan 192.168.77.1/24 | rwan 198.51.100.2/24, default via .1)
                 ip_forward on; nftables: forward drops what is not LAN->WAN, an answer,
                 or opened by miniupnpd; masquerade out of rwan; Debian's miniupnpd
                 (package miniupnpd-nftables) started with `-f CONF -d`
        |  veth
    outside ns   (out0 198.51.100.1/24): the "internet" host; it runs the STUN stand-in
                 (tests/net/stun_stand_in.py) and the players that come from outside.
                 It has no route to 192.168.77.0/24: only a mapping lets it in.

The "public" addresses are the documentation ranges (RFC 5737); a carrier-grade-NAT router
gets 100.64.0.2 on its WAN side instead. Nothing touches the machine's own interfaces,
routes or nftables tables: every veth is made directly inside its namespace, and every
command runs under `ip netns exec` / `ip -n`.

Names are unique per test (`dlab-PID-N-lan|rtr|out`); a Lab is always torn down (its
processes killed by their own ids, its namespaces deleted), and building one first removes
the `dlab-*` namespaces a killed run left (their PID is gone).

Quirks of Debian's miniupnpd 2.3.1 the lab works around (see `Router`):
- with its outside address in a reserved range (the documentation ranges and 100.64.0.0/10
  included) it turns port forwarding off unless it learns its address by STUN: the lab
  points `ext_stun_host` at the stand-in on the outside host;
- its /etc/miniupnpd/nft_init.sh sources a miniupnpd_functions.sh the package lacks: the lab
  writes the table and chains itself (table inet filter: chains miniupnpd,
  prerouting_miniupnpd, postrouting_miniupnpd, the names compiled into the daemon);
- its default pid file is /var/run/miniupnpd.pid, shared by every namespace (a second
  daemon says "already running" and exits): each router gets its own `-P`;
- it writes raw nftables matches (`iif "rwan" @nh,72,8 0x6 th dport 23457 dnat ip to
  192.168.77.10:23457`) and keeps a mapping's description out of `nft list`: `mappings()`
  reads that form; `upnpc -l` shows the descriptions;
- `max_lifetime` shortens PCP leases only; a NAT-PMP request keeps the lifetime it asked
  for: short NAT-PMP leases come from the stand-in tests/net/natlab_pmp.py;
- the package ships no service: installing it starts no daemon in the root namespace.
And of the tools around it:
- miniupnpc 2.2.4's `upnpc` calls an IGD whose outside address is reserved (the lab's
  documentation ranges) "not connected" and stops: `Router.upnpc` passes `-u URL`;
- the namespaces reach no DNS server: anything that resolves a name waits for the
  resolver's timeout (http.server's getfqdn did); the lab uses addresses only.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
STUN_STAND_IN = Path(__file__).resolve().parent / "stun_stand_in.py"
PMP_STAND_IN = Path(__file__).resolve().parent / "natlab_pmp.py"

LAN_PREFIX = "192.168.77"
LAN_NET = f"{LAN_PREFIX}.0/24"
HOST = f"{LAN_PREFIX}.10"  # the home computer that hosts the table
ROUTER_LAN = f"{LAN_PREFIX}.1"
PUBLIC_WAN = "198.51.100.2"  # the router's outside address: "public" (documentation range)
PUBLIC_ISP = "198.51.100.1"  # the outside host, also the router's gateway
CGNAT_WAN = "100.64.0.2"  # a carrier-grade NAT's shared address space (RFC 6598)
CGNAT_ISP = "100.64.0.1"
STUN_PORT = 3478
PMP_PORT = 5351

NEEDED = ("ip", "nft", "miniupnpd")
_counter = itertools.count()


class Missing(Exception):  # noqa: N818 (the name diloti_qt.bench.rig gives it)
    """What the machine lacks for the lab (root, ip, nft, miniupnpd)."""


# root's tools (ip, nft, miniupnpd) live in the sbin folders, which a desktop shell's PATH
# often lacks (Debian gives them to root's alone): the lab, and what it starts, look there too
SYSTEM_TOOLS = ("/usr/local/sbin", "/usr/sbin", "/sbin")


def _with_system_tools() -> None:
    path = [p for p in os.environ.get("PATH", "").split(os.pathsep) if p]
    missing = [d for d in SYSTEM_TOOLS if d not in path]
    if missing:
        os.environ["PATH"] = os.pathsep.join(path + missing)


def require(*programs: str) -> None:
    _with_system_tools()
    if sys.platform != "linux":
        raise Missing("the router lab needs Linux network namespaces")
    if os.geteuid() != 0:
        raise Missing("the router lab needs root (it builds network namespaces)")
    lacking = [p for p in (*NEEDED, *programs) if shutil.which(p) is None]
    if lacking:
        raise Missing(f"the router lab needs {', '.join(lacking)} (apt-get install "
                      "iproute2 nftables miniupnpd-nftables miniupnpc natpmpc)")
    refusal = _namespaces_refused()
    if refusal:
        raise Missing(f"the router lab cannot make a network namespace with nftables here "
                      f"(a container without CAP_SYS_ADMIN/CAP_NET_ADMIN?): {refusal}")


_probed: list[str] = []


def _namespaces_refused() -> str:
    """Why a namespace with an nftables table cannot be made here ("" when it can); tried
    once per process."""
    if not _probed:
        name = f"dlab-{os.getpid()}-{next(_counter)}-probe"
        why = ""
        try:
            for args in (["ip", "netns", "add", name],
                         ["ip", "netns", "exec", name, "nft", "add", "table", "inet", "probe"]):
                done = _run(args, check=False)
                if done.returncode != 0:
                    why = f"{' '.join(args[:3])}: {done.stderr.strip()[:200]}"
                    break
        finally:
            _run(["ip", "netns", "del", name], check=False)
        _probed.append(why)
    return _probed[0]


def unavailable(e: Missing):
    """In CI (.ci/run sets DILOTI_CI) a missing part fails the test; elsewhere it skips with
    one line, as tests/conftest.py does for PostgreSQL and HAProxy."""
    if os.environ.get("DILOTI_CI"):
        pytest.fail(f"{e} (CI runs as root and installs the packages: .ci/run)",
                    pytrace=False)
    pytest.skip(str(e))


def _run(args: list[str], timeout: float = 10.0, check: bool = True,
         input: str | None = None) -> subprocess.CompletedProcess:
    done = subprocess.run(args, capture_output=True, text=True, timeout=timeout, input=input)
    if check and done.returncode != 0:
        raise RuntimeError(f"{' '.join(args)} -> {done.returncode}: {done.stderr.strip()}")
    return done


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _kill_namespace(name: str) -> None:
    """Ends the processes still inside `name` (the lab's own, left by a killed run: each by
    its id), then deletes it."""
    pids = _run(["ip", "netns", "pids", name], check=False).stdout.split()
    for pid in pids:
        with contextlib.suppress(ProcessLookupError, ValueError):
            os.kill(int(pid), signal.SIGKILL)
    _run(["ip", "netns", "del", name], check=False)


def sweep_stale() -> list[str]:
    """Deletes the `dlab-PID-*` namespaces whose PID is gone (a killed run's)."""
    removed = []
    listing = _run(["ip", "netns", "list"], check=False).stdout
    for line in listing.splitlines():
        name = line.split()[0] if line.split() else ""
        found = re.fullmatch(r"dlab-(\d+)-\d+-\w+", name)
        if found and not _alive(int(found.group(1))):
            _kill_namespace(name)
            removed.append(name)
    return removed


def wait_for(predicate, timeout: float, what: str, every: float = 0.05):
    """Polls `predicate` until it returns something true (returned) or `timeout` runs out
    (AssertionError naming `what`)."""
    end = time.monotonic() + timeout
    while True:
        got = predicate()
        if got:
            return got
        if time.monotonic() > end:
            raise AssertionError(f"waited {timeout:g} s for {what}")
        time.sleep(every)


class Proc:
    """A process the lab started inside a namespace: its output (stdout and stderr) is read
    by a thread into `lines` and a log file; `wait_line` waits, bounded, for a line."""

    def __init__(self, args: list[str], log: Path, env: dict | None = None) -> None:
        self.args = args
        self.log = log
        self.lines: list[str] = []
        self.times: list[float] = []  # time.monotonic() when each line came
        self.started = time.monotonic()
        self._changed = threading.Condition()
        self.popen = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                      stdin=subprocess.DEVNULL, text=True, env=env,
                                      errors="replace")
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    @property
    def pid(self) -> int:
        return self.popen.pid

    def _read(self) -> None:
        with open(self.log, "a", encoding="utf-8") as out:
            for line in self.popen.stdout:
                out.write(line)
                out.flush()
                with self._changed:
                    self.times.append(time.monotonic())
                    self.lines.append(line.rstrip("\n"))
                    self._changed.notify_all()
        with self._changed:
            self._changed.notify_all()

    def text(self) -> str:
        with self._changed:
            return "\n".join(self.lines)

    def wait_line(self, pattern: str, timeout: float, start: int = 0) -> tuple[re.Match, int]:
        """The first line from index `start` on that matches `pattern` (re.search), and its
        index; AssertionError with the output so far after `timeout`."""
        regex = re.compile(pattern)
        end = time.monotonic() + timeout
        with self._changed:
            i = start
            while True:
                while i < len(self.lines):
                    found = regex.search(self.lines[i])
                    if found:
                        return found, i
                    i += 1
                left = end - time.monotonic()
                if left <= 0 or (self.popen.poll() is not None and not self._reader.is_alive()):
                    tail = "\n".join(self.lines[-40:])
                    raise AssertionError(
                        f"no line matching {pattern!r} within {timeout:g} s "
                        f"(exit {self.popen.poll()}); output:\n{tail}")
                self._changed.wait(min(left, 0.2))

    def count(self, pattern: str) -> int:
        regex = re.compile(pattern)
        with self._changed:
            return sum(1 for line in self.lines if regex.search(line))

    def signal(self, sig: int) -> None:
        with contextlib.suppress(ProcessLookupError):
            self.popen.send_signal(sig)

    def stop(self, timeout: float = 5.0) -> int | None:
        """SIGTERM, then SIGKILL after `timeout`; the exit status."""
        if self.popen.poll() is None:
            self.signal(signal.SIGTERM)
            try:
                self.popen.wait(timeout)
            except subprocess.TimeoutExpired:
                self.signal(signal.SIGKILL)
                self.popen.wait(5)
        self._reader.join(5)
        return self.popen.returncode


@dataclass
class Mapping:
    """One port mapping as the router's nftables hold it (chain prerouting_miniupnpd)."""

    protocol: str
    external_port: int
    internal_address: str
    internal_port: int


class Router:
    """miniupnpd inside the lab's router namespace."""

    def __init__(self, lab: Lab, proc: Proc, conf: Path, location: str | None) -> None:
        self.lab = lab
        self.proc = proc
        self.conf = conf
        self.location = location  # the IGD's description URL (None: UPnP off)
        self.features = (True, True, True)  # upnp, natpmp, stun

    def mappings(self) -> list[Mapping]:
        return self.lab.mappings()

    def upnpc(self, *args: str) -> subprocess.CompletedProcess:
        """miniupnpc's `upnpc` on the home computer, told where the IGD is: its own
        discovery (UPNP_GetValidIGD) calls an IGD whose outside address is reserved -- the
        lab's documentation ranges -- "not connected" and stops."""
        return self.lab.exec(self.lab.lan, "upnpc", "-u", self.location, *args)

    def natpmpc(self, *args: str) -> subprocess.CompletedProcess:
        return self.lab.exec(self.lab.lan, "natpmpc", "-g", ROUTER_LAN, *args)


class Lab:
    """Three namespaces: `lan`, `rtr`, `out` (see the module's docstring). `wan` and `isp`
    are the router's outside address and the outside host's (its gateway); `gateway=False`
    leaves the LAN's gateway address unanswered (no router at all)."""

    def __init__(self, workdir: Path, *, wan: str = PUBLIC_WAN, isp: str = PUBLIC_ISP,
                 gateway: bool = True) -> None:
        self.workdir = Path(workdir)
        self.workdir.mkdir(parents=True, exist_ok=True)
        self.wan = wan
        self.isp = isp
        self.gateway = gateway
        base = f"dlab-{os.getpid()}-{next(_counter)}"
        self.lan, self.rtr, self.out = f"{base}-lan", f"{base}-rtr", f"{base}-out"
        self.procs: list[Proc] = []
        self.router: Router | None = None
        self._made: list[str] = []

    # -- building and tearing down -----------------------------------------------------
    def __enter__(self) -> Lab:
        sweep_stale()
        try:
            self._build()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *_exc) -> None:
        self.close()

    def _build(self) -> None:
        for ns in (self.lan, self.rtr, self.out):
            _run(["ip", "netns", "add", ns])
            self._made.append(ns)
            _run(["ip", "-n", ns, "link", "set", "lo", "up"])
        # Each veth is made inside its namespaces: the root namespace never sees it.
        _run(["ip", "-n", self.lan, "link", "add", "name", "lan0", "type", "veth",
              "peer", "name", "rlan", "netns", self.rtr])
        _run(["ip", "-n", self.rtr, "link", "add", "name", "rwan", "type", "veth",
              "peer", "name", "out0", "netns", self.out])
        _run(["ip", "-n", self.lan, "addr", "add", f"{HOST}/24", "dev", "lan0"])
        _run(["ip", "-n", self.lan, "link", "set", "lan0", "up"])
        _run(["ip", "-n", self.lan, "route", "add", "default", "via", ROUTER_LAN])
        if self.gateway:
            _run(["ip", "-n", self.rtr, "addr", "add", f"{ROUTER_LAN}/24", "dev", "rlan"])
        _run(["ip", "-n", self.rtr, "link", "set", "rlan", "up"])
        _run(["ip", "-n", self.rtr, "addr", "add", f"{self.wan}/24", "dev", "rwan"])
        _run(["ip", "-n", self.rtr, "link", "set", "rwan", "up"])
        _run(["ip", "-n", self.rtr, "route", "add", "default", "via", self.isp])
        _run(["ip", "-n", self.out, "addr", "add", f"{self.isp}/24", "dev", "out0"])
        _run(["ip", "-n", self.out, "link", "set", "out0", "up"])
        if not self.gateway:
            return
        _run(["ip", "netns", "exec", self.rtr, "sysctl", "-qw", "net.ipv4.ip_forward=1"])
        # The router's firewall: what miniupnpd's nft_init.sh would make (table inet filter,
        # chains miniupnpd / prerouting_miniupnpd / postrouting_miniupnpd), plus what a home
        # router does: forward only LAN->WAN, answers, and what miniupnpd opened; masquerade.
        _run(["ip", "netns", "exec", self.rtr, "nft", "-f", "-"], input=f"""
table inet filter {{
    chain forward {{
        type filter hook forward priority 0; policy drop;
        ct state established,related accept
        iifname "rlan" oifname "rwan" accept
        jump miniupnpd
    }}
    chain miniupnpd {{
    }}
    chain prerouting {{
        type nat hook prerouting priority -100; policy accept;
        jump prerouting_miniupnpd
    }}
    chain postrouting {{
        type nat hook postrouting priority 100; policy accept;
        jump postrouting_miniupnpd
        oifname "rwan" ip saddr {LAN_NET} masquerade
    }}
    chain prerouting_miniupnpd {{
    }}
    chain postrouting_miniupnpd {{
    }}
}}
""")

    def close(self) -> None:
        for proc in reversed(self.procs):
            with contextlib.suppress(Exception):
                proc.stop(3.0)
        for ns in reversed(self._made):
            _kill_namespace(ns)
        self._made.clear()

    # -- running things ----------------------------------------------------------------
    def exec(self, ns: str, *args: str, timeout: float = 15.0,
             check: bool = False) -> subprocess.CompletedProcess:
        return _run(["ip", "netns", "exec", ns, *args], timeout=timeout, check=check)

    def exec_python(self, ns: str, *args: str,
                    timeout: float = 15.0) -> subprocess.CompletedProcess:
        """This Python with the project on its path, inside `ns`, to its end (bounded)."""
        return subprocess.run(["ip", "netns", "exec", ns, sys.executable, *args],
                              capture_output=True, text=True, timeout=timeout,
                              env=python_env())

    def start(self, ns: str, *args: str, name: str, env: dict | None = None) -> Proc:
        """A process inside `ns` (`ip netns exec` execs it: its pid is the program's)."""
        proc = Proc(["ip", "netns", "exec", ns, *args], self.workdir / f"{name}.log",
                    env=env)
        self.procs.append(proc)
        return proc

    def python(self, ns: str, *args: str, name: str) -> Proc:
        return self.start(ns, sys.executable, *args, name=name, env=python_env())

    def server(self, *args: str, data: Path, port: int, name: str = "server") -> Proc:
        """diloti-qt-server inside the home LAN, on every address of the home computer."""
        return self.python(self.lan, "-m", "diloti_qt.net", "--host", "0.0.0.0",
                           "--port", str(port), "--data", str(data), "--rate", "2000",
                           "--robot-workers", "1", *args, name=name)

    def start_stun(self) -> Proc:
        proc = self.python(self.out, str(STUN_STAND_IN), self.isp, str(STUN_PORT),
                           name="stun")
        proc.wait_line(r"stun ready", 10)
        return proc

    def start_router(self, *, upnp: bool = True, natpmp: bool = True, igd_v1: bool = False,
                     stun: bool = True, secure: bool = True, min_lifetime: int | None = None,
                     max_lifetime: int | None = None) -> Router:
        """miniupnpd in the router namespace with these features on; waits until it
        listens (and, with `stun`, until it has learnt its address)."""
        if stun:
            self.start_stun()
        conf = self.workdir / "miniupnpd.conf"
        lines = [
            "ext_ifname=rwan",
            "listening_ip=rlan",
            "http_port=0",
            f"enable_upnp={'yes' if upnp else 'no'}",
            f"enable_natpmp={'yes' if natpmp else 'no'}",  # NAT-PMP and PCP together
            f"secure_mode={'yes' if secure else 'no'}",
            f"force_igd_desc_v1={'yes' if igd_v1 else 'no'}",
            "ipv6_disable=yes",
            "system_uptime=no",
            "notify_interval=60",
            "clean_ruleset_interval=600",
            f"uuid={uuid.uuid4()}",
            f"lease_file={self.workdir / 'miniupnpd.leases'}",
            f"allow 1024-65535 {LAN_NET} 1024-65535",
            "deny 0-65535 0.0.0.0/0 0-65535",
        ]
        if stun:
            lines += ["ext_perform_stun=yes", f"ext_stun_host={self.isp}",
                      f"ext_stun_port={STUN_PORT}"]
        if min_lifetime is not None:
            lines.append(f"min_lifetime={min_lifetime}")
        if max_lifetime is not None:
            lines.append(f"max_lifetime={max_lifetime}")
        conf.write_text("\n".join(lines) + "\n")
        self.router = self._launch(conf, upnp, natpmp, stun, "miniupnpd")
        return self.router

    def _launch(self, conf: Path, upnp: bool, natpmp: bool, stun: bool, name: str) -> Router:
        proc = self.start(self.rtr, "miniupnpd", "-f", str(conf), "-d",
                          "-P", str(self.workdir / "miniupnpd.pid"), name=name)
        location = None
        if upnp:
            found, _ = proc.wait_line(r"HTTP listening on port (\d+)", 15)
            location = f"http://{ROUTER_LAN}:{found.group(1)}/rootDesc.xml"
        if natpmp:
            proc.wait_line(r"Listening for NAT-PMP/PCP traffic", 15)
        if stun:
            proc.wait_line(r"STUN: \.\.\. done|Port forwarding is now (en|dis)abled|"
                           r"STUN.*(failed|FAILED)", 15)
        router = Router(self, proc, conf, location)
        router.features = (upnp, natpmp, stun)
        return router

    def reboot_router(self) -> Router:
        """The router loses power and comes back: miniupnpd killed, its chains and lease
        file gone (a home router keeps them in RAM), then started again with the same
        configuration. It forgets every mapping; its PCP/NAT-PMP epoch starts again."""
        old = self.router
        assert old is not None, "no miniupnpd to reboot"
        old.proc.signal(signal.SIGKILL)
        old.proc.popen.wait(5)
        for chain in ("miniupnpd", "prerouting_miniupnpd", "postrouting_miniupnpd"):
            _run(["ip", "netns", "exec", self.rtr, "nft", "flush", "chain", "inet", "filter",
                  chain])
        (self.workdir / "miniupnpd.leases").unlink(missing_ok=True)
        (self.workdir / "miniupnpd.pid").unlink(missing_ok=True)
        self.router = self._launch(old.conf, *old.features, f"miniupnpd-{len(self.procs)}")
        return self.router

    def start_pmp_router(self, lease: int = 4) -> Proc:
        """The short-lease NAT-PMP stand-in (tests/net/natlab_pmp.py) in place of
        miniupnpd, on the router's LAN address."""
        proc = self.python(self.rtr, str(PMP_STAND_IN), ROUTER_LAN, self.wan, str(lease),
                           str(PMP_PORT), name="pmp")
        proc.wait_line(r"pmp ready", 10)
        return proc

    def lose_first_pmp_packets(self, count: int = 2) -> None:
        """The router loses the first `count` NAT-PMP/PCP requests (88 bytes each at the IP
        level, a PCP MAP), as a busy Wi-Fi does: the client's resends get through later,
        after UPnP has answered. An nftables quota in a table of the lab's own."""
        _run(["ip", "netns", "exec", self.rtr, "nft", "-f", "-"], input=f"""
table inet lab_loss {{
    chain input {{
        type filter hook input priority -10; policy accept;
        udp dport {PMP_PORT} quota until {88 * count} bytes drop
    }}
}}
""")

    # -- looking at the router ---------------------------------------------------------
    def mappings(self) -> list[Mapping]:
        """The port mappings miniupnpd holds, read from the router's nftables."""
        listing = self.exec(self.rtr, "nft", "list", "chain", "inet", "filter",
                            "prerouting_miniupnpd", check=True).stdout
        found = []
        for line in listing.splitlines():
            # miniupnpd writes raw matches: `iif "rwan" @nh,72,8 0x6 th dport 23457 dnat ip
            # to 192.168.77.10:23457` (byte 9 of the IP header: 6 TCP, 0x11 UDP)
            rule = re.search(r"@nh,72,8 (0x6|0x11) th dport (\d+) dnat ip to ([\d.]+):(\d+)",
                             line)
            if rule:
                found.append(Mapping("tcp" if rule.group(1) == "0x6" else "udp",
                                     int(rule.group(2)), rule.group(3), int(rule.group(4))))
        return found


def python_env() -> dict:
    return {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "1"}


def free_port() -> int:
    """A port number for the server inside the LAN namespace (its own namespace: any free
    one there will do; picked at random in the dynamic range to vary between runs)."""
    import random

    return random.randint(20000, 40000)
