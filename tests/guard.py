"""The suite's guards: no test may hang Qt's event loop, and no process outlives the run.

pytest-timeout's signal method cannot stop a test whose main thread is inside Qt's event loop
(`app.exec()`, `QDialog.exec()`): Python runs a signal handler only between bytecodes, and
an exception it raises inside a Qt slot is printed and dropped by PySide, so the loop goes on.
A `LoopGuard` watches each phase of a test from a thread of its own: once the phase has run
past its time it prints every thread's stack and asks Qt to leave all the main thread's
event loops (`QCoreApplication.exit` is thread-safe), again every half second until the
phase ends, and the phase fails with a clear message. pytest-timeout's thread method, at the
full timeout, is the last resort for a thread stuck outside any loop.

Processes a test starts (servers, Xvfb, PostgreSQL, the game) are stopped by the test; if
an interruption skipped that, `sweep_children` ends them: the run is made a child
subreaper (Linux), so a process whose parent went away becomes the run's child, and at the
end every child still running is stopped.
"""

from __future__ import annotations

import ctypes
import faulthandler
import os
import signal
import sys
import threading
import time
from pathlib import Path

GUARD_SHARE = 0.8  # of the test's timeout: the guard ends the loop before pytest-timeout
REPEAT_S = 0.5
EXIT_CODE = 124  # what the guard makes the event loop return (as timeout(1) does)
PR_SET_CHILD_SUBREAPER = 36


class LoopGuard:
    """Ends the main thread's Qt event loops if `what` runs longer than `seconds`."""

    def __init__(self, seconds: float | None, what: str) -> None:
        self.seconds = seconds  # None: no limit
        self.what = what
        self.fired = False
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._watch, name="loop-guard", daemon=True)

    def __enter__(self) -> LoopGuard:
        if self.seconds is not None:
            self._thread.start()
        return self

    def __exit__(self, *_exc) -> None:
        self._done.set()
        if self._thread.is_alive():
            self._thread.join()

    def _watch(self) -> None:
        if self._done.wait(self.seconds):
            return
        self.fired = True
        err = sys.__stderr__
        if err is not None:
            err.write(f"\n--- {self.what} ran past {self.seconds:.0f} s: the stacks, then "
                      "Qt's event loops are ended ---\n")
            err.flush()
            faulthandler.dump_traceback(file=err, all_threads=True)
        while True:
            end_qt_loops(EXIT_CODE)
            if self._done.wait(REPEAT_S):
                return

    def message(self) -> str:
        return (f"{self.what} ran past {self.seconds:.0f} s with Qt's event loop running; "
                "the loop guard ended it (tests/guard.py; the stacks are on stderr)")


def end_qt_loops(code: int) -> None:
    """Ask every event loop of Qt's main thread to return (from any thread: thread-safe)."""
    qtcore = sys.modules.get("PySide6.QtCore")
    if qtcore is not None and qtcore.QCoreApplication.instance() is not None:
        qtcore.QCoreApplication.exit(code)


def interrupt_reaches_python() -> None:
    """Ctrl+C stops the run even while Qt's loop holds the main thread: Python's handler
    (KeyboardInterrupt) runs only once the loop returns to Python code, so a thread that
    hears the signal through the wake-up fd asks Qt's loops to return. Call from the main
    thread."""
    read, write = os.pipe()
    os.set_blocking(write, False)
    try:
        signal.set_wakeup_fd(write, warn_on_full_buffer=False)
    except ValueError:  # not the main thread
        os.close(read)
        os.close(write)
        return

    def listen() -> None:
        while True:
            try:
                data = os.read(read, 64)
            except OSError:
                return
            if not data:
                return
            if signal.SIGINT in data or signal.SIGTERM in data:
                end_qt_loops(130)

    threading.Thread(target=listen, name="interrupt-to-qt", daemon=True).start()


def timeout_of(item, default: float) -> float:
    """The test's pytest-timeout (its mark, else the configuration), 0 for none."""
    mark = item.get_closest_marker("timeout")
    if mark is not None and mark.args:
        return float(mark.args[0])
    if mark is not None and "timeout" in mark.kwargs:
        return float(mark.kwargs["timeout"])
    return default


def become_subreaper() -> bool:
    """Make this process the one that inherits its descendants' orphans (Linux only)."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def _own_helper(pid: int) -> bool:
    """multiprocessing's resource tracker: it ends by itself when this process does, and
    stopping it first makes it report leaks that are none."""
    try:
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return False
    return b"multiprocessing.resource_tracker" in cmdline


def descendants(pid: int | None = None) -> list[int]:
    """Every process below `pid` (this process by default): children, theirs, and so on."""
    pid = os.getpid() if pid is None else pid
    below: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir() if Path("/proc").is_dir() else ():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rpartition(")")[2].split()
        except OSError:
            continue
        if len(fields) > 1 and fields[0] != "Z":
            below.setdefault(int(fields[1]), []).append(int(entry.name))
    found, todo = [], [pid]
    while todo:
        for child in below.get(todo.pop(), ()):
            found.append(child)
            todo.append(child)
    return found


def sweep_children(grace_s: float = 3.0, passes: int = 3) -> list[int]:
    """Stop every process below this one that is still running (SIGTERM, then SIGKILL after
    `grace_s`) and reap them; again while stopping them orphans more (a server's own
    children come back to a subreaper when it goes). The pids that were running."""
    stopped: list[int] = []
    for _ in range(passes):
        left = [pid for pid in descendants() if not _own_helper(pid)]
        if not left:
            break
        stopped += left
        for pid in left:
            _kill(pid, signal.SIGTERM)
        deadline = time.monotonic() + grace_s
        while time.monotonic() < deadline and any(alive(pid) for pid in left):
            _reap()
            time.sleep(0.05)
        for pid in left:
            if alive(pid):
                _kill(pid, signal.SIGKILL)
        _reap()
    return stopped


def _kill(pid: int, sig: int) -> None:
    try:
        os.kill(pid, sig)
    except OSError:
        pass


def alive(pid: int) -> bool:
    """Whether `pid` runs (a zombie does not)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


def _reap() -> None:
    while True:
        try:
            pid, _status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return
