"""Time to paint one frame of the table while a card is dragged (`python -m
diloti_qt.bench frame [--frames N] [--size WxH] [--also ROOT]`): median and p95 in
milliseconds; then the GUI thread's time at a drag's start and a drop on a table of many
small cards (drag.py), beside another checkout's with `--also`."""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

POSITION = {
    "format": "diloti-position/1", "rules": "pagat-2p", "dealer": 1, "to_move": 0,
    "hands": [["3D", "6H", "8C", "9D", "AH", "7H"], ["9H", "KH", "2S", "4C", "8D", "10C"]],
    "table": ["3S", "2H", "4D", "6S", "JC", "10H", "7C",
              {"value": 8, "owner": 1, "kind": "simple", "cards": ["5C", "3H"]},
              {"value": 7, "owner": 0, "kind": "family", "cards": ["4H", "3C", "7S"]}],
    "stock": ["2D", "5D", "6D", "7D", "5H", "10S", "QS", "QH", "JS", "AS", "AC", "9S"],
    "captured": [["KS", "KD", "8H", "AD"], ["QC", "QD", "JH", "JD", "9C", "8S"]],
    "xeris": [1, 0],
}


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--frames", type=int, default=200)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--also", type=Path, action="append", default=[],
                        help="also time drags and drops on another checkout (its root "
                             "folder: an older version, to compare)")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.split("x"))
    if "DISPLAY" not in os.environ and "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"

    from PySide6.QtCore import QEvent, QObject, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    from diloti_qt.controller.game import GameController
    from diloti_qt.engine import parse_card, parse_position
    from diloti_qt.presenter.presenter import TablePresenter
    from diloti_qt.ui.table.view import TableView

    app = QApplication.instance() or QApplication(sys.argv[:1])
    controller = GameController()
    controller.pace = "instant"
    controller.new_match(seed=1, levels={1: "easy"})
    deadline = time.monotonic() + 5
    while not controller.is_human_turn() and time.monotonic() < deadline:
        app.processEvents()
    controller.load_state(parse_position(POSITION))
    view = TableView(TablePresenter(controller, "normal"))
    view.resize(width, height)
    view.show()
    for _ in range(50):
        app.processEvents()
    view.finish_motion()
    app.processEvents()

    vp = view.viewport()
    left = Qt.MouseButton.LeftButton

    def send(kind, pos: QPointF, button=Qt.MouseButton.NoButton) -> None:
        event = QMouseEvent(kind, pos, vp.mapToGlobal(pos), button, left,
                            Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(vp, event)

    sprite = view.scene_item_for_card(parse_card("AH"))
    start = QPointF(view.mapFromScene(sprite.center()))
    send(QEvent.Type.MouseButtonPress, start, left)
    send(QEvent.Type.MouseMove, start + QPointF(0, -30))
    app.processEvents()

    class PaintCounter(QObject):
        paints = 0

        def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt API)
            if event.type() == QEvent.Type.Paint:
                PaintCounter.paints += 1
            return False

    counter = PaintCounter()
    vp.installEventFilter(counter)
    dirty, full, painted = [], [], 0
    dirty_cpu, full_cpu = [], []
    for i in range(args.frames):
        t = i / args.frames
        pos = QPointF(start.x() + 260 * (t - 0.5) * 2 * (1 if i % 2 else 0.98),
                      start.y() - 60 - 380 * t)
        t0, c0 = time.perf_counter(), time.thread_time()
        before = PaintCounter.paints
        send(QEvent.Type.MouseMove, pos)
        app.processEvents()  # the scene's dirty region is painted here
        dirty.append((time.perf_counter() - t0) * 1000)
        dirty_cpu.append((time.thread_time() - c0) * 1000)
        painted += PaintCounter.paints > before
        t0, c0 = time.perf_counter(), time.thread_time()
        vp.repaint()  # the whole table, every item
        full.append((time.perf_counter() - t0) * 1000)
        full_cpu.append((time.thread_time() - c0) * 1000)
    send(QEvent.Type.MouseButtonRelease, QPointF(start), left)
    app.processEvents()

    platform = QApplication.platformName()
    print(f"table frame while dragging, {width}x{height}, platform {platform}, "
          f"{args.frames} frames")
    for name, wall, cpu in (("move + repaint of the dirty region", dirty, dirty_cpu),
                            ("full-table repaint", full, full_cpu)):
        print(f"  {name}: wall median {statistics.median(wall):.2f} ms, "
              f"p95 {percentile(wall, 95):.2f} ms; GUI-thread CPU median "
              f"{statistics.median(cpu):.2f} ms, p95 {percentile(cpu, 95):.2f} ms")
    print(f"  ({painted} of {args.frames} moves painted within the measure; wall time "
          f"includes waiting for a CPU when the machine is busy: load {os.getloadavg()[0]:.1f})")
    print("  target: under 16 ms")
    controller.shutdown()
    from .drag import report

    report(args.also)
    return 0


if __name__ == "__main__":
    sys.exit(main())
