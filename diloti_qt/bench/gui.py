"""GUI figures: start-up to the first painted table, and event-loop stalls while the computer
thinks in a thread or in a process (`python -m diloti_qt.bench gui`)."""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
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


def first_paint_ms(runs: int = 5) -> list[float]:
    """Spawn `python main.py --first-paint-exit`; ms from process start to the first painted
    table, as the process itself reports it."""
    figures = []
    for _ in range(runs):
        env = dict(os.environ, DILOTI_T0=repr(time.time()))
        out = subprocess.run([sys.executable, str(ROOT / "main.py"), "--first-paint-exit"],
                             capture_output=True, text=True, env=env, timeout=60, cwd=ROOT)
        if out.returncode != 0:
            raise RuntimeError(f"main.py --first-paint-exit failed: {out.stderr.strip()}")
        line = [s for s in out.stdout.splitlines() if s.startswith("{")][-1]
        figures.append(json.loads(line)["first_paint_ms"])
    return figures


class TickRecorder:
    """A TICK_MS timer whose gaps are recorded while `active()` is true."""

    def __init__(self, active) -> None:
        from PySide6.QtCore import Qt, QTimer

        self.active = active
        self.gaps: list[float] = []
        self._last: float | None = None
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self._tick)
        self.timer.start(TICK_MS)

    def _tick(self) -> None:
        now = time.perf_counter()
        if self.active():
            if self._last is not None:
                self.gaps.append((now - self._last) * 1000)
            self._last = now
        else:
            self._last = None

    def stop(self) -> None:
        self.timer.stop()


def stalls(mode: str, moves: int = 2, seconds: float = SLOW_SECONDS) -> dict:
    """Gaps between TICK_MS timer ticks while a slow computer thinks `moves` times."""
    from PySide6.QtWidgets import QApplication

    from diloti_qt.app import create_window
    from diloti_qt.engine import Rules

    app = QApplication.instance() or QApplication([sys.argv[0]])
    window = create_window(None, mode)
    controller = window.controller
    controller.ai_job = slow_job(seconds)
    window.set_pace("instant")
    window.show()
    played = []
    controller.move_applied.connect(played.append)
    recorder = TickRecorder(lambda: controller.thinking)
    start = time.perf_counter()
    controller.new_match(Rules.make("pagat-2p"), seed=5, levels={0: "easy", 1: "easy"})
    while len(played) < moves and time.perf_counter() - start < moves * seconds * 4 + 10:
        app.processEvents()
        time.sleep(0.001)
    recorder.stop()
    window.close()
    app.processEvents()
    gaps = sorted(recorder.gaps)
    return {
        "mode": mode,
        "moves": len(played),
        "ticks": len(gaps),
        "max_gap_ms": round(gaps[-1], 1) if gaps else None,
        "p99_gap_ms": round(gaps[int(len(gaps) * 0.99)], 1) if gaps else None,
        "median_gap_ms": round(statistics.median(gaps), 1) if gaps else None,
    }


def main(argv: list[str] | None = None) -> None:
    from diloti_qt.app import AI_MODE

    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    platform = os.environ.get("QT_QPA_PLATFORM", "default")
    paint = first_paint_ms()
    print(f"first painted table (process start -> first paint, {platform}, "
          f"{len(paint)} runs): median {statistics.median(paint):.0f} ms, "
          f"min {min(paint):.0f} ms, max {max(paint):.0f} ms (target < 1500 ms)")
    print(f"event-loop gaps while a slow computer player thinks ({SLOW_SECONDS} s of pure "
          f"Python per move, {TICK_MS} ms timer):")
    results = [stalls(mode) for mode in ("thread", "process")]
    for r in results:
        print(f"  {r['mode']:<8} max {r['max_gap_ms']} ms, p99 {r['p99_gap_ms']} ms, "
              f"median {r['median_gap_ms']} ms over {r['ticks']} ticks, {r['moves']} moves")
    best = min(results, key=lambda r: r["max_gap_ms"] or 1e9)
    print(f"smoother: {best['mode']} (the game uses diloti_qt.app.AI_MODE = {AI_MODE!r})")
