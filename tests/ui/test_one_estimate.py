"""One estimate per decision: the round review and the replay's comments show the same cost
for the same decision, even when one of them is computed on a machine so busy that a search
on the clock would have been cut short."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QLocale

from diloti_qt.ai import base
from diloti_qt.controller.review import FinishedRound
from diloti_qt.engine.record import record_of_match
from diloti_qt.ui.dialogs.round_review import RoundReviewWindow, points_number
from diloti_qt.ui.replay.viewer import ReplayViewer

from ..engine.test_record import PLAYERS, played_match

BUDGET = 0.05
BUSY = 50  # how many times as fast as time the busy machine's clock runs for the Expert


@pytest.fixture
def searches_here(monkeypatch):
    """The Expert's two halves searched in the review's own thread (no helper processes),
    so that the clock below is the one every stage of its search reads."""
    monkeypatch.setenv("DILOTI_AI_PROCESSES", "0")


def busy_machine(monkeypatch) -> None:
    """From now on the computer players' clock runs BUSY times as fast as time: each search
    gets a BUSY-th of its time on the clock, as on a machine that busy with other work."""
    ask = base.Clocked.deadline

    def deadline(self):
        self.clock = lambda: time.perf_counter() * BUSY
        return ask(self)
    monkeypatch.setattr(base.Clocked, "deadline", deadline)


def test_a_decision_costs_the_same_in_the_round_review_and_the_replay(qtbot, monkeypatch,
                                                                     searches_here):
    match, _ = played_match(5, "pagat-2p", {"V-TARGET": 1})
    record = record_of_match(match, PLAYERS, None, 5)
    last = len(record.rounds) - 1
    finished = FinishedRound(last + 1, 0, match.round_decisions(), list(match.rounds[:-1]))

    review = RoundReviewWindow(finished, "thread", budget=BUDGET)
    qtbot.addWidget(review)
    review.show()
    qtbot.waitUntil(lambda: review.pages.currentWidget() is not review.working_page,
                    timeout=60000)
    items = review.items
    assert items, "random moves cost something"

    busy_machine(monkeypatch)  # the replay's comments computed later, on a busy machine
    viewer = ReplayViewer(record)
    qtbot.addWidget(viewer)
    viewer.analysis_budget = BUDGET
    viewer.start_comments()
    qtbot.waitUntil(lambda: viewer.comments is not None, timeout=60000)

    for rank, item in enumerate(items):
        costly = viewer.costly(last, item.index)
        assert costly is not None and costly.mine
        assert costly.loss == round(item.loss, 3)
        shown = points_number(item.loss)
        assert f"about {shown} points lost" in review.list.item(rank).text()
        viewer.go(last, item.index)
        assert f"cost about {shown} points" in viewer.advice.text()
        assert QLocale().toString(float(costly.loss), "f", 1) == shown
        assert costly.best == item.best
    review.close()
    viewer.close()
