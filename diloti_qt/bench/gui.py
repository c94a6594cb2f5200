"""GUI figures: start-up to the first painted window beside GNOME Aisleriot (startup.py), and
event-loop stalls while the computer thinks in a thread or in a process.

    python -m diloti_qt.bench gui [--runs 5] [--display :N] [--bundle DIST] [--also MAIN.PY]
                                  [--no-stalls]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from functools import partial
from pathlib import Path

SLOW_SECONDS = 1.5
TICK_MS = 5


def slow_choose_move(seconds: float, level: str, view, seed: int, budget):
    """A computer player that burns CPU in pure Python for `seconds`, then plays (picklable
    with functools.partial, so it runs in a worker process too)."""
    from diloti_qt.controller.ai_runner import choose_move

    end = time.perf_counter() + seconds
    total = 0
    while time.perf_counter() < end:
        for i in range(2000):
            total += i * i
    return choose_move(level, view, seed, budget)


def slow_job(seconds: float = SLOW_SECONDS):
    return partial(slow_choose_move, seconds)


class TickRecorder:
    """A TICK_MS timer; records the gaps between its ticks while the computer thinks, from
    the moment thinking starts (so the repaint after the human's move counts too)."""

    def __init__(self, controller) -> None:
        from PySide6.QtCore import Qt, QTimer

        self.controller = controller
        self.gaps: list[float] = []
        self._last: float | None = None
        controller.thinking_changed.connect(self._thinking)
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self._tick)
        self.timer.start(TICK_MS)

    def _thinking(self, on: bool) -> None:
        now = time.perf_counter()
        if not on and self._last is not None:
            self.gaps.append((now - self._last) * 1000)
        self._last = now if on else None

    def _tick(self) -> None:
        if self._last is None:
            return
        now = time.perf_counter()
        self.gaps.append((now - self._last) * 1000)
        self._last = now

    def stop(self) -> None:
        self.timer.stop()
        self.controller.thinking_changed.disconnect(self._thinking)

    def summary(self) -> dict:
        gaps = sorted(self.gaps)
        if not gaps:
            return {"ticks": 0, "max_gap_ms": None, "p99_gap_ms": None, "median_gap_ms": None}
        return {
            "ticks": len(gaps),
            "max_gap_ms": round(gaps[-1], 1),
            "p99_gap_ms": round(gaps[int(len(gaps) * 0.99)], 1),
            "median_gap_ms": round(statistics.median(gaps), 1),
        }


def wait_until(predicate, seconds: float) -> bool:
    """Run the event loop until `predicate()` is true or `seconds` have passed."""
    from PySide6.QtCore import QEventLoop, QTimer

    if predicate():
        return True
    loop = QEventLoop()
    poll = QTimer()
    poll.timeout.connect(lambda: predicate() and loop.quit())
    poll.start(10)
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    poll.stop()
    return predicate()


def stalls(mode: str, moves: int = 2, seconds: float = SLOW_SECONDS,
           repaint_ms: int = 40) -> dict:
    """The human plays `moves` moves; after each a slow computer player thinks for
    `seconds` while the table repaints every `repaint_ms` (as during an animation)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from diloti_qt.app import create_window
    from diloti_qt.engine import Rules

    app = QApplication.instance() or QApplication([sys.argv[0]])
    window = create_window(None, mode)
    controller = window.local_match.controller
    window.set_pace("instant", save=False)
    window.resize(1280, 800)
    window.show()
    controller.new_match(Rules.make("pagat-2p"), seed=11)
    ready = window.local_match.warm_up()
    wait_until(ready.done, 30)
    wait_until(controller.is_human_turn, 30)
    controller.ai_job = slow_job(seconds)
    repaint = QTimer()
    repaint.timeout.connect(window.table.viewport().update)
    repaint.start(repaint_ms)
    recorder = TickRecorder(controller)
    played = 0
    for _ in range(moves):
        if not controller.is_human_turn():
            break
        controller.play(controller.legal_moves()[0])
        played += 1
        wait_until(lambda: not controller.thinking, seconds * 4 + 10)
        wait_until(lambda: controller.is_human_turn() or controller.state.round_over, 10)
    recorder.stop()
    repaint.stop()
    window.close()
    app.processEvents()
    return {"mode": mode, "moves": played, **recorder.summary()}


def main(argv: list[str] | None = None) -> int:
    from diloti_qt.app import AI_MODE

    from .startup import run as start_up

    parser = argparse.ArgumentParser(prog="python -m diloti_qt.bench gui", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="launches of each (default 5)")
    parser.add_argument("--display", help="an X display to measure on (default: an Xvfb of "
                                          "its own)")
    parser.add_argument("--bundle", type=Path, help="also the PyInstaller bundle in this "
                                                    "dist/ folder (packaging/build.py)")
    parser.add_argument("--also", type=Path, action="append", default=[],
                        help="also another checkout's main.py (an older version, to compare)")
    parser.add_argument("--no-stalls", action="store_true",
                        help="only the start-up, not the event-loop stalls")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    try:
        lines = start_up(args.runs, args.display, args.bundle, also=tuple(args.also))
    except RuntimeError as e:
        print(f"bench gui: {e}", file=sys.stderr)
        return 1
    print("\n".join(lines), flush=True)
    if args.no_stalls:
        return 0
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    print(f"event-loop gaps while a slow computer player thinks ({SLOW_SECONDS} s of pure "
          f"Python per reply, {TICK_MS} ms timer, table repainted every 40 ms, 1280x800):")
    results = [stalls(mode) for mode in ("thread", "process")]
    for r in results:
        print(f"  {r['mode']:<8} max {r['max_gap_ms']} ms, p99 {r['p99_gap_ms']} ms, "
              f"median {r['median_gap_ms']} ms over {r['ticks']} ticks, {r['moves']} replies")
    best = min(results, key=lambda r: r["max_gap_ms"] or 1e9)
    print(f"smoother: {best['mode']} (the game uses diloti_qt.app.AI_MODE = {AI_MODE!r})")
    return 0
