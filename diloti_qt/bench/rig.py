"""Throwaway parts on loopback for the tests and the benchmark: a PostgreSQL cluster
(`initdb` and `pg_ctl` in a temporary folder, run as an unprivileged user when this runs as
root, which initdb refuses), HAProxy started with the shipped `deploy/haproxy.cfg` (only its
addresses changed), and `diloti-qt-server` processes. Nothing here is used by the game."""

from __future__ import annotations

import glob
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HAPROXY_CFG = ROOT / "deploy" / "haproxy.cfg"
USER = "diloti"  # the cluster's superuser (trust authentication, loopback only)


class Missing(Exception):
    """A part is not installed here (one line saying which and how to get it)."""


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as s:
        s.bind((host, 0))
        return s.getsockname()[1]


def postgres_bin() -> Path:
    """The folder of initdb and pg_ctl: Debian's /usr/lib/postgresql/N/bin (the newest),
    else wherever PATH has them."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"),
                   key=lambda p: int(re.search(r"/(\d+)/bin", p).group(1)))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    if initdb:
        return Path(initdb).parent
    raise Missing("PostgreSQL is not installed (no initdb): apt-get install postgresql")


def haproxy_bin() -> str:
    path = shutil.which("haproxy") or ("/usr/sbin/haproxy"
                                       if os.path.exists("/usr/sbin/haproxy") else None)
    if path is None:
        raise Missing("HAProxy is not installed: apt-get install haproxy")
    return path


def _unprivileged():
    """(uid, gid) to run PostgreSQL as when this process is root, else None."""
    if os.name != "posix" or os.geteuid() != 0:
        return None
    import pwd

    for name in ("postgres", "nobody"):
        try:
            entry = pwd.getpwnam(name)
        except KeyError:
            continue
        return entry.pw_uid, entry.pw_gid
    raise Missing("running as root and no unprivileged user (postgres, nobody) for initdb")


class Cluster:
    """A PostgreSQL cluster of its own in a temporary folder, listening on 127.0.0.1 only
    (trust authentication for the user `diloti`). fsync is off: the tests and the benchmark
    kill servers, never the machine."""

    def __init__(self, fsync: bool = False) -> None:
        self.bin = postgres_bin()
        self.owner = _unprivileged()
        self.folder = Path(tempfile.mkdtemp(prefix="diloti-pg-"))
        if self.owner is not None:
            os.chown(self.folder, *self.owner)
        self.data = self.folder / "data"
        self.port = free_port()
        self.fsync = fsync
        self._databases = 0
        self._run("initdb", "-D", str(self.data), "-A", "trust", "-U", USER, "--no-sync",
                  "-E", "UTF8", "--locale=C")
        self.start()

    def _run(self, tool: str, *args: str, timeout: float = 120) -> str:
        owner = self.owner

        def demote() -> None:
            if owner is not None:
                os.setgid(owner[1])
                os.setuid(owner[0])

        done = subprocess.run([str(self.bin / tool), *args], capture_output=True, text=True,
                              timeout=timeout, preexec_fn=demote if owner else None,
                              env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"),
                                   "HOME": str(self.folder), "LC_ALL": "C"},
                              cwd=self.folder)
        if done.returncode != 0:
            raise RuntimeError(f"{tool} failed: {done.stderr.strip() or done.stdout.strip()}")
        return done.stdout

    def start(self) -> None:
        options = (f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 "
                   f"-c fsync={'on' if self.fsync else 'off'} -c max_connections=300 "
                   f"-c synchronous_commit={'on' if self.fsync else 'off'}")
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.folder / "log"), "-w",
                  "-o", options, "start")

    def stop(self, mode: str = "fast") -> None:
        self._run("pg_ctl", "-D", str(self.data), "-w", "-m", mode, "stop")

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{USER}@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        """A new, empty database; its URL."""
        self._databases += 1
        name = f"t{os.getpid()}_{self._databases}"
        self._run("createdb", "-h", "127.0.0.1", "-p", str(self.port), "-U", USER, name)
        return self.url(name)

    def pids(self) -> list[int]:
        """The postmaster and its children (the database's CPU, for the benchmark)."""
        try:
            master = int((self.data / "postmaster.pid").read_text().split()[0])
        except (OSError, ValueError, IndexError):
            return []
        return [master, *_children(master)]

    def close(self) -> None:
        try:
            self.stop("immediate")
        except (RuntimeError, subprocess.TimeoutExpired):
            pass
        shutil.rmtree(self.folder, ignore_errors=True)


def _children(pid: int) -> list[int]:
    out = []
    for stat in glob.glob("/proc/[0-9]*/stat"):
        try:
            with open(stat) as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            out.append(int(stat.split("/")[2]))
    return out


def haproxy_config(backends: list[tuple[str, int]], port: int, source: str | None = None,
                   template: Path = HAPROXY_CFG, stats: Path | None = None,
                   certificate: Path | None = None) -> str:
    """The shipped configuration with its `bind` on 127.0.0.1:`port` and its servers
    replaced by `backends` (in each backend, the same options as its first server line;
    `source`: the address HAProxy connects to the servers from); without its log and its
    connection limit (HAProxy then sizes it to the descriptors this machine allows);
    `stats`: a Unix socket to ask it which servers are up; `certificate`: TLS on the
    bind, with the options of the configuration's commented TLS line and this file (the
    certificate and its key in one PEM)."""
    text = template.read_text(encoding="utf-8")
    tls = re.search(r"#\s*bind\s+\S+\s+ssl\s+crt\s+\S+(.*)$", text, re.MULTILINE)
    if certificate is not None and tls is None:
        raise ValueError(f"{template} has no commented 'bind … ssl crt …' line")
    out: list[str] = []
    block: list[str] = []

    def flush() -> None:
        if not block:
            return
        first = re.match(r"(\s*)server\s+(\S+)\s+\S+(.*)$", block[0])
        indent, name, rest = first.group(1), first.group(2), first.group(3)
        stem = re.sub(r"\d+$", "", name)
        for i, (host, backend_port) in enumerate(backends, 1):
            options = re.sub(r"(track\s+\S+/)" + re.escape(stem) + r"\d+", rf"\g<1>{stem}{i}",
                             rest)
            if source is not None:
                options += f" source {source}"
            out.append(f"{indent}server {stem}{i} {host}:{backend_port}{options}")
        block.clear()

    for line in text.splitlines():
        if re.match(r"\s*server\s", line):
            block.append(line)
            continue
        flush()
        if re.match(r"\s*bind\s", line):
            line = re.sub(r"bind\s+\S+", f"bind 127.0.0.1:{port}", line, count=1)
            if certificate is not None:
                line = f"{line.rstrip()} ssl crt {certificate}{tls.group(1)}"
        elif re.match(r"\s*(log|maxconn)\s", line):
            continue  # no syslog here; connections as many as this machine's ulimit allows
        out.append(line)
        if stats is not None and line.strip() == "global":
            out.append(f"    stats socket {stats} mode 600")
    flush()
    return "\n".join(out) + "\n"


class Haproxy:
    """HAProxy in the foreground with the shipped configuration in front of `backends`."""

    def __init__(self, backends: list[tuple[str, int]], source: str | None = None,
                 certificate: Path | None = None) -> None:
        self.port = free_port()
        self.folder = Path(tempfile.mkdtemp(prefix="diloti-haproxy-"))
        self.cfg = self.folder / "haproxy.cfg"
        self.stats = self.folder / "stats.sock"
        self.tls = certificate is not None
        self.cfg.write_text(haproxy_config(backends, self.port, source, stats=self.stats,
                                           certificate=certificate), encoding="utf-8")
        check = subprocess.run([haproxy_bin(), "-c", "-q", "-f", str(self.cfg)],
                               capture_output=True, text=True, timeout=30)
        if check.returncode != 0:
            raise RuntimeError(f"haproxy -c: {check.stderr.strip() or check.stdout.strip()}")
        self.proc = subprocess.Popen([haproxy_bin(), "-db", "-f", str(self.cfg)],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                     text=True)
        deadline = time.monotonic() + 10
        while True:
            try:
                socket.create_connection(("127.0.0.1", self.port), 0.2).close()
                break
            except OSError:
                if self.proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"haproxy did not start: {self.proc.stderr.read()}")
                time.sleep(0.05)

    @property
    def url(self) -> str:
        """Its address for the players (with TLS, by the name its certificate names)."""
        return f"wss://localhost:{self.port}/" if self.tls else f"ws://127.0.0.1:{self.port}/"

    def states(self, backend: str = "rooms") -> list[str]:
        """The health of `backend`'s servers in order, as HAProxy sees them now (UP, DOWN,
        "UP 1/2" while going down, ...)."""
        with socket.socket(socket.AF_UNIX) as s:
            s.settimeout(5)
            s.connect(str(self.stats))
            s.sendall(b"show stat\n")
            data = b""
            while chunk := s.recv(65536):
                data += chunk
        lines = data.decode().lstrip("# ").splitlines()
        head = lines[0].split(",")
        rows = [dict(zip(head, line.split(","))) for line in lines[1:] if line]
        return [r["status"] for r in rows
                if r["pxname"] == backend and r["svname"] not in ("FRONTEND", "BACKEND")]

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        shutil.rmtree(self.folder, ignore_errors=True)


def server_command(*options: str) -> list[str]:
    return [sys.executable, "-m", "diloti_qt.net", "--host", "127.0.0.1", "--port", "0",
            "--log", "warning", *options]


def self_signed(folder: Path, name: str = "localhost") -> Path:
    """A throwaway self-signed certificate for `name` (and 127.0.0.1), made by openssl in
    `folder`: the PEM of the certificate (the one a client is told to trust) and its key
    (what HAProxy's `crt` reads) together; returned. A real server's comes from a
    certificate authority (README, "TLS at HAProxy")."""
    openssl = shutil.which("openssl")
    if openssl is None:
        raise Missing("openssl is not installed: apt-get install openssl")
    key, cert = folder / "key.pem", folder / "cert.pem"
    subprocess.run([openssl, "req", "-x509", "-newkey", "ec", "-pkeyopt",
                    "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", str(key), "-out",
                    str(cert), "-days", "2", "-subj", f"/CN={name}", "-addext",
                    f"subjectAltName=DNS:{name},IP:127.0.0.1"],
                   check=True, capture_output=True, timeout=60)
    both = folder / "haproxy.pem"
    both.write_text(cert.read_text() + key.read_text())
    return both


class Servers:
    """`count` diloti-qt-server processes with the same options; their addresses, and
    what each logs (`log(i)`)."""

    def __init__(self, count: int, *options: str) -> None:
        self.procs: list[subprocess.Popen] = []
        self.addresses: list[tuple[str, int]] = []
        self.folder = Path(tempfile.mkdtemp(prefix="diloti-servers-"))
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(
            [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])}
        try:
            for i in range(count):
                with open(self.folder / f"{i}.log", "wb") as err:
                    proc = subprocess.Popen(server_command(*options), stdout=subprocess.PIPE,
                                            stderr=err, text=True, env=env, cwd=ROOT)
                self.procs.append(proc)
            for i, proc in enumerate(self.procs):
                line = proc.stdout.readline()
                found = re.search(r"ws://([\d.]+):(\d+)", line)
                if found is None:
                    proc.wait(10)
                    raise RuntimeError(f"a server did not start: {line!r} {self.log(i)}")
                self.addresses.append((found.group(1), int(found.group(2))))
        except BaseException:
            self.close()
            raise

    def kill(self, index: int) -> None:
        """kill -9."""
        proc = self.procs[index]
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()

    def stop(self, index: int) -> None:
        """SIGSTOP: the process hangs, its connections stay open (its kernel still accepts
        and acknowledges), as a process stuck or a machine frozen."""
        os.kill(self.procs[index].pid, signal.SIGSTOP)

    def resume(self, index: int) -> None:
        """SIGCONT after `stop`."""
        os.kill(self.procs[index].pid, signal.SIGCONT)

    def log(self, index: int) -> str:
        return (self.folder / f"{index}.log").read_text(encoding="utf-8", errors="replace")

    def close(self) -> None:
        for proc in self.procs:
            if proc.poll() is None:
                proc.send_signal(signal.SIGCONT)  # (a stopped one would not hear SIGTERM)
                proc.send_signal(signal.SIGTERM)
        for proc in self.procs:
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        shutil.rmtree(self.folder, ignore_errors=True)
