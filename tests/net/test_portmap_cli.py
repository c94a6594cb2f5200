"""`diloti-qt-server --open-port`: the line it says, the local network served meanwhile, the
mapping closed before the server stops, a crash's mapping removed, and the refusal of a
loopback --host (the router cannot reach it). In-process, against a stand-in router."""

from __future__ import annotations

import asyncio
import gc
import json
import time
from pathlib import Path

import pytest
import websockets

from diloti_qt.net import cli
from diloti_qt.net.portmap import PortMapper
from diloti_qt.net.portmap import mapper as mapper_module
from diloti_qt.net.server import ServerConfig
from tests.net.test_portmap_fakes import FakePmp
from tests.net.test_portmap_mapper import crash, unused_udp_port

WAIT = 10.0


@pytest.fixture(autouse=True)
def quiet(monkeypatch):
    monkeypatch.setattr(mapper_module, "global_ipv6_addresses", lambda: ())
    monkeypatch.setattr(cli, "settle_gc", lambda: None)  # the test process is no server
    yield
    gc.unfreeze()


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "::1", "127.0.0.2"])
def test_open_port_with_a_loopback_host_is_refused(host, capsys):
    argv = ["--open-port"] if host == "127.0.0.1" else ["--open-port", "--host", host]
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert "--open-port" in err and "cannot be reached from the router" in err
    assert "--host 0.0.0.0" in err


def test_open_port_is_an_option():
    args = cli.parser().parse_args(["--host", "0.0.0.0", "--open-port"])
    assert args.open_port and not cli.loopback_host(args.host)
    assert not cli.parser().parse_args([]).open_port
    assert not cli.loopback_host("192.168.1.20") and cli.loopback_host("LOCALHOST")


def test_the_state_file_is_beside_the_tables_or_in_the_state_folder(tmp_path):
    assert cli.portmap_state_file(ServerConfig(data=tmp_path)) == tmp_path / "portmap.json"
    default = cli.portmap_state_file(ServerConfig())
    assert default.name == "portmap.json" and "diloti-qt" in str(default)


class Serving:
    """run() in a task, with a stand-in router; the lines it says are kept."""

    def __init__(self, monkeypatch, tmp_path: Path, pmp_port: int, deadline: float = 8.0):
        self.lines: list[str] = []
        self.said = asyncio.Event()
        self.port = 0
        self.state = tmp_path / "portmap.json"
        self.stop = asyncio.Event()

        def say(line: str) -> None:
            self.lines.append(line)
            self.said.set()
        monkeypatch.setattr(cli, "say", say)

        def build(port: int, state_file: Path) -> PortMapper:
            self.port = port
            assert state_file == self.state
            return PortMapper(port, gateway="127.0.0.1", internal_address="127.0.0.1",
                              pmp_port=pmp_port, state_file=state_file, deadline=deadline,
                              on_change=lambda r: say(cli_line(r)))
        config = ServerConfig(host="127.0.0.1", port=0, data=tmp_path, robot_mode="thread")
        self.task = asyncio.create_task(cli.run(config, open_port_=True, port_mapper=build,
                                                stop=self.stop))

    async def line(self, words: str) -> str:
        async def wait() -> str:
            while True:
                for line in self.lines:
                    if words in line:
                        return line
                self.said.clear()
                await self.said.wait()
        return await asyncio.wait_for(wait(), WAIT)

    async def end(self) -> float:
        started = time.monotonic()
        self.stop.set()
        await asyncio.wait_for(self.task, WAIT)
        return time.monotonic() - started


def cli_line(result) -> str:
    from diloti_qt.net.portmap import log_line
    return log_line(result)


def test_run_opens_the_port_says_so_and_closes_it_before_stopping(monkeypatch, tmp_path):
    async def main() -> None:
        pmp = FakePmp()
        serving = Serving(monkeypatch, tmp_path, await pmp.start())
        line = await serving.line("reachable from the internet at ")
        assert f"reachable from the internet at ws://203.0.113.7:{serving.port + 10_000}" in line
        assert pmp.mappings and serving.state.exists()
        async with websockets.connect(f"ws://127.0.0.1:{serving.port}"):
            pass  # the local network is served
        took = await serving.end()
        assert took < 10.0
        assert not pmp.mappings  # closed before the server stopped
        assert not serving.state.exists()
        pmp.close()
    asyncio.run(asyncio.wait_for(main(), 60))


def test_run_without_a_router_says_why_and_serves_the_local_network(monkeypatch, tmp_path):
    async def main() -> None:
        serving = Serving(monkeypatch, tmp_path, unused_udp_port(), deadline=2.0)
        while not serving.port:
            await asyncio.sleep(0.01)
        async with websockets.connect(f"ws://127.0.0.1:{serving.port}"):
            pass  # served while the router is being asked
        line = await serving.line("not reachable from the internet:")
        assert line.startswith("not reachable from the internet: no router answered: ")
        assert await serving.end() < 10.0
    asyncio.run(asyncio.wait_for(main(), 60))


def test_a_stop_while_the_router_is_asked_is_quick(monkeypatch, tmp_path):
    async def main() -> None:
        pmp = FakePmp(silent=True)
        serving = Serving(monkeypatch, tmp_path, await pmp.start())
        while not serving.port:
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.3)  # asking, unanswered
        assert await serving.end() < 5.0
        assert serving.lines == []
        pmp.close()
    asyncio.run(asyncio.wait_for(main(), 60))


def test_run_removes_the_mapping_a_crashed_run_left(monkeypatch, tmp_path):
    async def main() -> None:
        pmp = FakePmp()
        port = await pmp.start()
        crashed = PortMapper(4444, gateway="127.0.0.1", internal_address="127.0.0.1",
                             pmp_port=port, state_file=tmp_path / "portmap.json")
        await crashed.open()
        await crash(crashed)
        assert ("127.0.0.1", 4444) in pmp.mappings
        assert json.loads((tmp_path / "portmap.json").read_text())["mappings"]
        serving = Serving(monkeypatch, tmp_path, port)
        await serving.line("removed 1 port mapping(s) left on the router by an earlier run")
        await serving.line("reachable from the internet at ")
        assert ("127.0.0.1", 4444) not in pmp.mappings
        await serving.end()
        assert not pmp.mappings
        pmp.close()
    asyncio.run(asyncio.wait_for(main(), 60))
