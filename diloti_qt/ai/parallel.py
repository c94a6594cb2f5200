"""A small pool of worker processes for Expert, safe to use from a Qt worker thread.

Processes are *spawned* (never forked: forking a process that runs Qt threads is unsafe),
started on first use or by `warm_up()`, reused for every move, and shut down at exit or by
`shutdown()`. If the pool cannot be used (no multiprocessing, a broken worker, pickling
trouble), the same tasks run one after the other in the calling thread: the answers are
identical, only slower. Tasks are plain functions of picklable arguments. A call with a
deadline (run_all) holds it: helpers still starting are not waited for, and answers not
back by the deadline are not waited for either.
"""

from __future__ import annotations

import atexit
import os
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout

from .budget import Deadline

_lock = threading.Lock()
_pool: ProcessPoolExecutor | None = None
_broken = False
_warming = False
_ready = False  # the workers answered once: their start-up is over
_owner = os.getpid()  # the process whose pool `_pool` is
WORKERS = max(1, min(2, os.cpu_count() or 1))


def _forget_inherited() -> None:
    """In a forked child the parent's pool is a dead copy (its threads did not follow), and
    locks its threads held may stay locked for good: a forked child never starts processes
    and runs every task itself (the same answers, only slower)."""
    global _lock, _pool, _broken, _warming, _owner
    _lock = threading.Lock()
    _pool, _broken, _warming, _owner = None, True, False, os.getpid()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_inherited)


def _get_pool() -> ProcessPoolExecutor | None:
    global _pool, _broken
    if _owner != os.getpid():
        _forget_inherited()
    with _lock:
        if _broken or WORKERS < 2 or os.environ.get("DILOTI_AI_PROCESSES") == "0":
            return None
        if _pool is None:
            try:
                import multiprocessing

                ctx = multiprocessing.get_context("spawn")
                _pool = ProcessPoolExecutor(max_workers=WORKERS, mp_context=ctx,
                                            initializer=exit_with_parent,
                                            initargs=(os.getpid(),))
            except (ImportError, OSError, ValueError, NotImplementedError):
                _broken = True
                return None
        return _pool


def exit_with_parent(parent: int | None = None) -> None:
    """Worker initializer: leave when the parent process is gone (killed or crashed), so no
    worker outlives the game. `parent` is the parent's pid as the parent saw it: a worker
    still starting up when its parent died has already been adopted by another process."""
    if parent is None:
        parent = os.getppid()
    if parent == 1 or os.getppid() != parent:
        os._exit(0)

    def watch() -> None:
        while True:
            time.sleep(0.5)
            if os.getppid() != parent:
                os._exit(0)

    threading.Thread(target=watch, name="diloti-parent-watch", daemon=True).start()


def _ping() -> int:
    return os.getpid()


def warm_up() -> bool:
    """Start the worker processes now (their start-up takes a fraction of a second);
    True if they run."""
    pool = _get_pool()
    if pool is None:
        return False
    global _ready
    try:
        futures = [pool.submit(_ping) for _ in range(WORKERS)]
        _ready = all(f.result(timeout=30) for f in futures)
        return _ready
    except Exception:  # noqa: BLE001 - any failure means: use the fallback
        _mark_broken()
        return False


def warm_up_async() -> None:
    """Start the worker processes in the background (once per process), so that the first
    move that needs them does not pay their start-up."""
    global _warming
    with _lock:
        if _warming or _ready or _broken:
            return
        _warming = True

    def warm() -> None:
        global _warming
        try:
            warm_up()
        finally:
            _warming = False

    threading.Thread(target=warm, name="diloti-ai-warm-up", daemon=True).start()


def _mark_broken() -> None:
    global _broken
    with _lock:
        _broken = True
    shutdown()


def run_all(fn: Callable, args: Sequence[tuple], parallel: bool = True,
            deadline: Deadline | None = None, at: int | None = None,
            wait: Deadline | None = None) -> list:
    """fn(*a) for every a in args, in parallel when possible; results in order.

    With a `deadline` (one for the whole call), argument `at` of every task is set to the
    task's own Deadline: in a helper process, the call's deadline less the time the task
    took to reach its worker (start-up, a busy machine); run here one after the other, an
    equal share of what is left of it each (not all of it each). A call with a deadline
    never waits for helpers still starting (its tasks run here, in sequence, and the helpers
    warm up meanwhile) and waits for the helpers' answers until `wait` (default: `deadline`)
    and no longer: a task whose answer is not back by then gives None (its worker finishes
    it by the same deadline; the answer is dropped)."""
    capped = deadline is not None and deadline.end is not None
    pool = _get_pool() if parallel and len(args) > 1 else None
    if pool is not None and (not capped or _ready):
        sent = time.monotonic()
        try:
            if capped:
                cap = deadline.left()
                futures = [pool.submit(_within, fn, sent, at, cap, a) for a in args]
                return _answers(futures, wait or deadline)
            return [f.result() for f in [pool.submit(fn, *a) for a in args]]
        except Exception:  # noqa: BLE001 - a broken pool: fall back to this process
            _mark_broken()
    elif pool is not None:
        warm_up_async()  # still starting: its start-up is not charged to this call
    if deadline is None or at is None:
        return [fn(*a) for a in args]
    out = []
    for i, a in enumerate(args):
        share = deadline.share(len(args) - i) if capped else deadline
        out.append(fn(*a[:at], share, *a[at + 1:]))
    return out


def _answers(futures: list[Future], wait: Deadline) -> list:
    """The futures' results as they come back until `wait`; None for those not back by then
    (those not yet started are cancelled)."""
    out = []
    for f in futures:
        try:
            out.append(f.result(timeout=wait.left()))
        except FutureTimeout:
            f.cancel()
            out.append(None)
    return out


def _within(fn: Callable, sent: float, at: int, cap: float, a: tuple):
    """fn(*a) in a worker, argument `at` its Deadline: `cap` seconds less the time since
    `sent` (time.monotonic() is one clock for every process of the machine on Linux, Windows
    and macOS)."""
    late = max(0.0, time.monotonic() - sent)
    return fn(*a[:at], Deadline(max(0.0, cap - late)), *a[at + 1:])


def shutdown() -> None:
    """Stop the worker processes (they are restarted on the next use unless broken)."""
    global _pool, _ready
    with _lock:
        pool, _pool, _ready = _pool, None, False
    if pool is not None:
        pool.shutdown(wait=True, cancel_futures=True)
        del pool
        import gc

        gc.collect()  # release the pool's queues (and their semaphores) now


def running() -> bool:
    return _pool is not None


atexit.register(shutdown)
