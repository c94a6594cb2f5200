"""A level of another checkout of the game, played in its own process (the arena's
`LEVEL@PATH`; issue 40's frozen yardstick).

The other checkout's `diloti_qt` is imported in a child Python whose path starts with that
checkout, so the child runs that checkout's players and engine only. The two processes
talk over the child's standard input and output in length-prefixed pickles: the seat's
view (the engine's plain data classes, which both checkouts share), the generator's state
before the move and the budget go down; the move, the generator's state after it and
whether the clock cut it short come back, so the game goes on exactly as if the level
played here. `git:REV` instead of a path takes the game's files at that revision of this
repository into a cache folder first (`git archive`), so a fresh clone can pit a level
against any earlier commit with nothing else to set up.

This is a measuring tool: the child is trusted like the arena itself (pickles run code).
"""

from __future__ import annotations

import os
import pickle
import random
import struct
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from diloti_qt.engine import Move, PlayerView

# The child: everything it needs is here, so the other checkout needs no code of this one.
_CHILD = r"""
import os, pickle, random, struct, sys
root = sys.argv[1]
sys.path.insert(0, root)
inp, out = sys.stdin.buffer, sys.stdout.buffer
sys.stdout = sys.stderr  # a print in the other checkout must not break the channel
import diloti_qt
from diloti_qt.ai import make_player
def read():
    head = inp.read(4)
    if len(head) < 4:
        raise SystemExit(0)
    return pickle.loads(inp.read(struct.unpack(">I", head)[0]))
def write(obj):
    data = pickle.dumps(obj, protocol=4)
    out.write(struct.pack(">I", len(data)) + data)
    out.flush()
level, time_cap, work = read()
player = make_player(level, time_cap=time_cap, reproducible=work)
if hasattr(player, "prepare"):
    player.prepare()
write(("ready", os.path.dirname(os.path.dirname(os.path.abspath(diloti_qt.__file__)))))
while True:
    view, state, budget = read()
    rng = random.Random()
    rng.setstate(state)
    move = player.choose(view, rng, budget)
    write((move, rng.getstate(), bool(getattr(player, "clock_cut", False))))
"""


class RemoteError(RuntimeError):
    """The other checkout could not be started or stopped answering."""


def checkout_of(where: str, repo: Path | None = None) -> Path:
    """The folder of a checkout: a path as given, or `git:REV` unpacked (once) from this
    repository into the user's cache."""
    if not where.startswith("git:"):
        path = Path(where).expanduser().resolve()
        if not (path / "diloti_qt" / "ai" / "__init__.py").is_file():
            raise ValueError(f"{where!r} is not a checkout of the game (no diloti_qt/ai)")
        return path
    rev = where[4:]
    repo = repo or Path(__file__).resolve().parents[2]
    try:
        commit = subprocess.run(["git", "-C", str(repo), "rev-parse", "--verify",
                                 f"{rev}^{{commit}}"], capture_output=True, text=True,
                                check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError) as e:
        raise ValueError(f"no revision {rev!r} in {repo}") from e
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    target = cache / "diloti-qt" / "checkouts" / commit
    if not (target / "diloti_qt" / "ai" / "__init__.py").is_file():
        target.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=target.parent) as tmp:
            archive = Path(tmp) / "game.tar"
            subprocess.run(["git", "-C", str(repo), "archive", "-o", str(archive), commit,
                            "diloti_qt"], check=True)
            unpacked = Path(tmp) / "tree"
            with tarfile.open(archive) as tar:
                tar.extractall(unpacked, filter="data")
            if target.exists():  # another arena unpacked it meanwhile
                return target
            os.replace(unpacked, target)
    return target


class RemotePlayer:
    """`level` of the checkout at `root`, in a child process; the Player interface."""

    def __init__(self, level: str, root: Path, time_cap: float | None | str = "default",
                 work: bool = True) -> None:
        self.name = f"{level}@{root}"
        self.clock_cut = False
        self.root = root
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
        self.proc = subprocess.Popen([sys.executable, "-c", _CHILD, str(root)], cwd=root,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
        self._send((level, time_cap, work))
        kind, imported = self._receive()
        if kind != "ready" or Path(imported).resolve() != root.resolve():
            self.close()
            raise RemoteError(f"the child imported the game from {imported}, not {root}")
        self.time_cap = None if work else time_cap

    def _send(self, obj) -> None:
        data = pickle.dumps(obj, protocol=4)
        try:
            self.proc.stdin.write(struct.pack(">I", len(data)) + data)
            self.proc.stdin.flush()
        except OSError as e:
            raise RemoteError(f"{self.name} stopped: {e}") from e

    def _receive(self):
        head = self.proc.stdout.read(4)
        if len(head) < 4:
            raise RemoteError(f"{self.name} stopped (exit status {self.proc.poll()})")
        return pickle.loads(self.proc.stdout.read(struct.unpack(">I", head)[0]))

    def choose(self, view: PlayerView, rng: random.Random, budget: float | None = None) -> Move:
        self._send((view, rng.getstate(), budget))
        move, state, self.clock_cut = self._receive()
        rng.setstate(state)
        return Move(*move)

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.stdin.close()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # noqa: BLE001 (interpreter shutdown)
            pass
