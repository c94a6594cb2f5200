"""No computer-player process outlives the game, even when the game is killed."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time

from tests.conftest import ROOT

SCRIPT = textwrap.dedent("""
    import os, time
    from diloti_qt.ai import parallel
    assert parallel.warm_up()
    print(os.getpid(), flush=True)
    time.sleep(60)
""")


def _alive(pid: str) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split()[2] != "Z"
    except OSError:
        return False


def _children(pid: int) -> list[str]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if fields[1] == str(pid):
                found.append(entry)
    return found


def test_expert_workers_leave_when_their_parent_is_killed():
    proc = subprocess.Popen([sys.executable, "-c", SCRIPT], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, cwd=ROOT)
    pid = int(proc.stdout.readline())
    children = _children(pid)
    assert len(children) >= 2, "the Expert's two worker processes are running"
    os.kill(pid, signal.SIGKILL)
    proc.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(_alive(c) for c in children):
        time.sleep(0.2)
    assert not [c for c in children if _alive(c)]
