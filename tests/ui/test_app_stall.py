"""While the computer thinks, the GUI event loop keeps running: the computer thinks in a
worker process, never on the GUI thread. (How smooth it is, in milliseconds, is a figure of
`python -m diloti_qt.bench gui`, not of a test: timings depend on the machine's load.)"""

from __future__ import annotations

import os
import time
from functools import partial
from pathlib import Path

from PySide6.QtCore import QTimer

from diloti_qt.app import AI_MODE
from diloti_qt.bench.gui import TickRecorder
from diloti_qt.controller.ai_runner import choose_move

from .test_app_driver import make_window, show, start, wait_human_turn

TICKS_WHILE_THINKING = 40  # 5 ms timer ticks the GUI must run while the computer burns CPU


def gated_burning_move(gate: str, level, view, seed, budget):
    """A computer player that burns pure-Python CPU until the test creates `gate`, then
    writes its process id there and plays (top level: it runs in a spawned worker)."""
    total = 0
    while not os.path.exists(gate):
        for i in range(2000):
            total += i * i
    Path(gate).write_text(str(os.getpid()), encoding="utf-8")
    return choose_move(level, view, seed, budget)


def test_the_game_thinks_in_a_worker_process():
    assert AI_MODE == "process"


def test_the_gui_runs_while_a_busy_computer_thinks_in_another_process(qtbot, tmp_path):
    """The computer burns CPU for as long as the test wants; meanwhile the table repaints and
    a 5 ms timer keeps ticking. A design that blocked the GUI thread (thinking on it, or a
    thread holding the GIL) would tick not at all, whatever the load; the move itself was
    computed in another process."""
    window = make_window(qtbot, ai_mode=AI_MODE)
    show(qtbot, window)
    start(window, seed=11)
    c = window.local_match.controller
    ready = window.local_match.warm_up()
    qtbot.waitUntil(ready.done, timeout=30000)
    wait_human_turn(qtbot, window)
    gate = tmp_path / "gate"
    c.ai_job = partial(gated_burning_move, str(gate))
    repaint = QTimer()
    repaint.timeout.connect(window.table.viewport().update)
    repaint.start(40)
    recorder = TickRecorder(c)
    assert c.play(c.legal_moves()[0])
    qtbot.waitUntil(lambda: c.thinking, timeout=10000)
    qtbot.waitUntil(lambda: recorder.summary()["ticks"] >= TICKS_WHILE_THINKING,
                    timeout=60000)
    assert c.thinking  # the computer is still burning CPU while the GUI ticked
    gate.touch()
    qtbot.waitUntil(lambda: not c.thinking, timeout=30000)
    recorder.stop()
    repaint.stop()
    deadline = time.monotonic() + 10
    while not gate.read_text(encoding="utf-8") and time.monotonic() < deadline:
        time.sleep(0.01)
    assert int(gate.read_text(encoding="utf-8")) != os.getpid()
