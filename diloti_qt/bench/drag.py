"""The GUI thread's time at a drag's start and at a drop on a table of 14 small loose cards
(41,477 legal moves, issue 17 item 3), in the real window with real mouse events: the
table put there, the drag of 5♠, its drop on the ace of spades, and a drop on A♠ + 4♥
selected; then the GUI thread's time per move late in a four-player round (issue 23: the
moves 33 to 46 of 48, four computers playing at instant pace, their thinking on a worker
thread and not counted). Printed by `python -m diloti_qt.bench frame`; `--also ROOT` runs
the same measure on another checkout (its root folder, e.g. main's files from `git
archive`) in a subprocess in the same run, for a before/after.

This file runs as a script too (`drag.py --json`, from the checkout measured): it then
imports the game from PYTHONPATH, and it uses only what older checkouts already had
(create_window, load_state, scene_item_for_card, pile_scene_rect), never the rest of
diloti_qt.bench.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

SMALL = ["AS", "AH", "AD", "AC", "2S", "2H", "2D", "2C", "3S", "3H", "3D", "3C", "4S", "4H"]
POSITION = {
    "format": "diloti-position/1", "rules": "pagat-2p", "dealer": 1, "to_move": 0,
    "hands": [["5S", "6S", "7S", "8S", "9S", "10S"], ["KC", "KD", "KH", "QS", "QH"]],
    "table": SMALL, "stock": [],
}
STEPS = (("put on the table (load_state)", "load"), ("drag start of 5♠", "drag"),
         ("drop of 5♠ on A♠", "drop"), ("drop of 5♠ on A♠ + 4♥ selected", "named"),
         ("a move late in a four-player round, per move (moves 33-46)", "late"))
LATE = (33, 47)  # the moves of the round timed: from the first's event to the last's


class _Clock:
    """Wall and GUI-thread CPU seconds since `start()`."""

    def start(self) -> None:
        self.wall, self.cpu = time.perf_counter(), time.thread_time()

    def stop(self) -> dict:
        return {"wall_s": time.perf_counter() - self.wall, "cpu_s": time.thread_time() - self.cpu}


def measure() -> dict:
    """The four steps in one window, at instant pace (nothing is written: no store)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from diloti_qt.app import create_window
    from diloti_qt.engine import parse_card, parse_position

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = create_window(None, "thread")
    window.set_pace("instant", save=False)
    window.resize(1280, 800)
    window.show()
    c = window.local_match.controller
    c.new_match(seed=5)
    deadline = time.monotonic() + 10
    while not c.is_human_turn() and time.monotonic() < deadline:
        app.processEvents()
    view, vp = window.table, window.table.viewport()
    left, no = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier

    def settle() -> None:  # the window shown and laid out, every stage landed
        end = time.monotonic() + 0.5
        while time.monotonic() < end:
            app.processEvents()
        view.finish_motion()

    def card_at(text: str) -> QPoint:
        return view.mapFromScene(view.scene_item_for_card(parse_card(text)).center())

    def pile_at(text: str) -> QPoint:
        rect = view.pile_scene_rect(window.table_model.row_of_card(parse_card(text)))
        return view.mapFromScene(rect.center())

    def drag_to(to: QPoint) -> None:
        start = card_at("5S")
        QTest.mousePress(vp, left, no, start)
        for i in range(1, 5):
            at = QPointF(start + (to - start) * (i / 4))
            QApplication.sendEvent(vp, QMouseEvent(QEvent.Type.MouseMove, at,
                                                   vp.mapToGlobal(at), Qt.MouseButton.NoButton,
                                                   left, no))

    settle()
    clock, out = _Clock(), {}
    clock.start()
    c.load_state(parse_position(POSITION))
    view.finish_motion()
    app.processEvents()
    out["load"] = clock.stop()
    settle()
    clock.start()
    drag_to(pile_at("AS"))
    out["drag"] = clock.stop()
    clock.start()
    QTest.mouseRelease(vp, left, no, pile_at("AS"))
    app.processEvents()
    out["drop"] = clock.stop()
    if view.chooser is not None:
        out["drop"]["rows"] = view.chooser.list.count()
        QTest.keyClick(view.chooser.list, Qt.Key.Key_Escape)
    settle()
    for text in ("AS", "4H"):
        QTest.mouseClick(vp, left, no, pile_at(text))
    drag_to(pile_at("4H"))
    clock.start()
    QTest.mouseRelease(vp, left, no, pile_at("4H"))
    app.processEvents()
    out["named"] = clock.stop()
    if view.chooser is not None:
        out["named"]["rows"] = view.chooser.list.count()
        QTest.keyClick(view.chooser.list, Qt.Key.Key_Escape)
    settle()
    out["late"] = late_moves(app, c)
    c.shutdown()
    window.close()
    return out


def late_moves(app, c) -> dict:
    """GUI-thread time per move over moves LATE of a four-player round of four computers
    (the random level: their choice costs the worker thread, not this one), at instant
    pace: the engine's move, the history, the presenter's stages, the texts, the item
    models and the table, for each move."""
    from diloti_qt.engine import Rules

    marks: list[tuple[float, float]] = []
    c.move_applied.connect(lambda _event: marks.append((time.perf_counter(),
                                                        time.thread_time())))
    c.new_match(Rules.make("partnership-4p"), seed=11,
                levels={seat: "random" for seat in range(4)})
    from PySide6.QtCore import QEventLoop, QTimer

    wake = QTimer()  # the wait below ends at least this often (the deadline is checked)
    wake.start(100)
    deadline = time.monotonic() + 120
    while len(marks) < LATE[1] and time.monotonic() < deadline:
        # Sleep until an event comes: a loop that polls would count its own spinning, while
        # the computers think on their worker, as the GUI thread's time per move.
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    wake.stop()
    if len(marks) < LATE[1]:
        raise RuntimeError(f"only {len(marks)} moves were played in time")
    (wall0, cpu0), (wall1, cpu1) = marks[LATE[0] - 1], marks[LATE[1] - 1]
    moves = LATE[1] - LATE[0]
    return {"wall_s": (wall1 - wall0) / moves, "cpu_s": (cpu1 - cpu0) / moves}


def measure_in(root: Path) -> dict:
    """`measure()` in a subprocess on the checkout at `root`."""
    env = dict(os.environ, PYTHONPATH=str(root), QT_QPA_PLATFORM="offscreen")
    # Run as a file from `root` (not with this folder first on sys.path: its modules'
    # names, engine.py or gui.py, must not shadow anything).
    code = (f"import runpy, sys; sys.argv = ['drag', '--json']; "
            f"runpy.run_path({str(Path(__file__).resolve())!r}, run_name='__main__')")
    done = subprocess.run([sys.executable, "-c", code], env=env, cwd=root,
                          capture_output=True, text=True, timeout=600)
    if done.returncode:
        raise RuntimeError(done.stderr.strip().splitlines()[-1] if done.stderr else "failed")
    return json.loads(done.stdout.strip().splitlines()[-1])


def _cell(step: dict) -> str:
    rows = f", chooser of {step['rows']:,} rows" if "rows" in step else ""
    return f"{step['wall_s'] * 1e3:8.2f} ms wall, {step['cpu_s'] * 1e3:8.2f} ms CPU{rows}"


def report(also: list[Path] = ()) -> None:
    here = Path(__file__).resolve().parents[2]
    runs = [("this checkout", measure_in(here))]
    for root in also:
        try:
            runs.append((str(root), measure_in(root)))
        except (RuntimeError, subprocess.TimeoutExpired, ValueError) as e:
            print(f"  {root}: could not be measured ({e})")
    print("GUI thread on a table of 14 small loose cards (41,477 legal moves), 1280x800, "
          "real mouse events, one run each")
    for label, key in STEPS:
        print(f"  {label}:")
        for name, run in runs:
            print(f"    {name:<28} {_cell(run[key])}")
        if len(runs) > 1:
            for name, run in runs[1:]:
                ratio = run[key]["cpu_s"] / max(runs[0][1][key]["cpu_s"], 1e-6)
                print(f"    {name} / this checkout: {ratio:,.2f}x the GUI thread's CPU")


if __name__ == "__main__":
    if sys.argv[1:] == ["--json"]:
        print(json.dumps(measure()))
    else:
        report([Path(p) for p in sys.argv[1:]])
