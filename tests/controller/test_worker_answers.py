"""A worker's answer reaches the GUI thread without the worker holding its receiver: an object
whose window let go of it while a worker thought is freed on the GUI thread, never on the
worker's (freed there, PySide delivered the queued answer to a wrapper that was gone: a
segmentation fault in one run of 30 of tests/storage/test_old_saves.py)."""

from __future__ import annotations

import gc
import threading
import weakref

from PySide6.QtCore import QObject

from diloti_qt.controller.game import GameController
from diloti_qt.engine import Rules
from diloti_qt.gui_thread import to_gui_thread


def gated_job(started: threading.Event, gate: threading.Event):
    def job(level, view, seed, budget):
        started.set()
        gate.wait(10)
        return None  # no move: the controller would have Easy play for it
    return job


def test_a_controller_let_go_while_its_computer_thinks_is_freed_on_the_gui_thread(qtbot):
    started, gate = threading.Event(), threading.Event()
    c = GameController()
    c.pace = "instant"
    c.ai_job = gated_job(started, gate)
    c.new_match(Rules.make("pagat-2p"), seed=7, levels={0: "easy", 1: "easy"})
    assert started.wait(10)  # the computer of seat 0 is thinking
    freed_on: list[str] = []
    weakref.finalize(c, lambda: freed_on.append(threading.current_thread().name))
    worker = c.runner
    del c
    gc.collect()
    gate.set()  # the worker answers now, to a controller nobody holds
    qtbot.waitUntil(lambda: bool(freed_on), timeout=5000)
    assert freed_on == [threading.main_thread().name]
    worker.shutdown()


class Receiver(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.heard: list[tuple[str, object]] = []

    def answer(self, value: object) -> None:
        self.heard.append((threading.current_thread().name, value))


def test_an_answer_is_delivered_on_the_gui_thread_and_not_at_all_once_the_receiver_is_gone(
        qtbot):
    receiver = Receiver()
    carry = to_gui_thread(receiver.answer)
    worker = threading.Thread(target=carry, args=(41,), name="worker")
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: bool(receiver.heard), timeout=2000)
    assert receiver.heard == [(threading.main_thread().name, 41)]

    gone = Receiver()
    carry = to_gui_thread(gone.answer)
    freed = weakref.ref(gone)
    del gone
    gc.collect()
    assert freed() is None  # the carrier does not keep it alive
    worker = threading.Thread(target=carry, args=(42,), name="worker")
    worker.start()
    worker.join()
    qtbot.wait(50)  # delivered to nobody, without error
    assert receiver.heard == [(threading.main_thread().name, 41)]
