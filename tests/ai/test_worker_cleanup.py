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


FORKED = textwrap.dedent("""
    import multiprocessing, os
    from diloti_qt.ai import parallel


    def child(queue):
        # The parent's pool is a dead copy here: the child must not wait on it.
        queue.put((os.getpid(), parallel.run_all(parallel._ping, [(), ()])))


    if __name__ == "__main__":
        assert parallel.warm_up()
        ctx = multiprocessing.get_context("fork")
        queue = ctx.Queue()
        proc = ctx.Process(target=child, args=(queue,))
        proc.start()
        child_pid, pids = queue.get(timeout=60)
        proc.join(60)
        print(pids == [child_pid, child_pid], flush=True)
        parallel.shutdown()
""")


def test_a_forked_child_does_not_use_its_parents_expert_workers(tmp_path):
    # The arena once hung here: its forked workers inherited the Expert pool of the parent.
    script = tmp_path / "forked.py"
    script.write_text(FORKED, encoding="utf-8")
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["True"]  # the child ran the tasks itself
