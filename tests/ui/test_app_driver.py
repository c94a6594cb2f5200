"""Helpers (no tests here): build the real main window for tests, at instant pace."""

from __future__ import annotations

import threading

from diloti_qt.app import create_window
from diloti_qt.controller.ai_runner import choose_move
from diloti_qt.engine import Rules


def make_window(qtbot, store=None, ai_mode: str = "thread", size=(1280, 800)):
    window = create_window(store, ai_mode)
    window.set_pace("instant", save=False)
    qtbot.addWidget(window)
    window.resize(*size)
    return window


def show(qtbot, window) -> None:
    """Show the window as the game does: what waits for the first paint follows it."""
    window.show()
    qtbot.waitExposed(window)
    window.local_match.after_first_paint()


def started_window(qtbot, seed: int = 5, store=None, size=(1280, 800)):
    """The real main window, shown, a seeded match started."""
    window = make_window(qtbot, store=store, size=size)
    start(window, seed=seed)
    show(qtbot, window)
    return window


def start(window, profile: str = "pagat-2p", overrides: dict | None = None, seed: int = 5,
          levels: dict[int, str] | None = None) -> None:
    window.local_match.controller.new_match(Rules.make(profile, overrides), seed=seed,
                                            levels=levels)


def wait_human_turn(qtbot, window, timeout: int = 10000) -> None:
    c = window.local_match.controller
    qtbot.waitUntil(lambda: c.is_human_turn() or c.state.round_over, timeout=timeout)


def wait_round_sheet(qtbot, window, timeout: int = 60000):
    match = window.local_match
    qtbot.waitUntil(lambda: match.dialog("round") is not None
                    or match.dialog("match") is not None,
                    timeout=timeout)
    return window.local_match.dialog("round") or window.local_match.dialog("match")


def gated_job():
    """A computer player that waits (without using the CPU) until the test releases it, so
    what the window shows while the computer thinks does not depend on the machine's load."""
    release = threading.Event()

    def job(level, view, seed, budget):
        release.wait(timeout=30)
        return choose_move(level, view, seed, budget)

    return job, release
