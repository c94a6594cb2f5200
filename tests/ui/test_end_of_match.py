"""The end of a match in the real window: Undo takes nothing back any more (the result is
recorded), and the end-of-match sheet offers the review of the person's decisions as the
end-of-round sheet does."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from diloti_qt.engine import legal_moves
from diloti_qt.ui.dialogs.end_of_match import EndOfMatchDialog
from diloti_qt.ui.dialogs.round_review import RoundReviewWindow

from .test_app_driver import make_window, show, start, wait_human_turn, wait_round_sheet


@pytest.fixture(autouse=True)
def _fast_review(monkeypatch):
    monkeypatch.setattr(RoundReviewWindow, "budget", 0.02)


def finished_match(qtbot):
    """A window whose match (to 1 point) the person played to its end; its end sheet."""
    window = make_window(qtbot)
    show(qtbot, window)
    start(window, overrides={"V-TARGET": 1}, seed=6)
    c = window.local_match.controller
    while not c.state.round_over:
        wait_human_turn(qtbot, window)
        if not c.state.round_over:
            assert c.play(min(legal_moves(c.state), key=repr))
    dialog = wait_round_sheet(qtbot, window)
    assert c.match.over and isinstance(dialog, EndOfMatchDialog)
    return window, dialog


def test_undo_is_off_once_the_match_is_over_and_takes_nothing_back(qtbot):
    window, dialog = finished_match(qtbot)
    c = window.local_match.controller
    assert c.undo_steps  # the person's last move could be taken back until the end
    assert not c.can_undo() and not window.undo_action.isEnabled()
    end, rounds = c.state.clone(), list(c.match.rounds)
    dialog.reject()
    qtbot.waitUntil(lambda: window.local_match.dialog("match") is None, timeout=5000)
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow(), timeout=5000)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Ctrl+Z
    window.undo_action.trigger()
    c.undo()  # and the controller itself refuses
    assert c.match.over and c.state == end and c.match.rounds == rounds
    assert not window.undo_action.isEnabled()


def test_the_end_of_match_sheet_reviews_my_decisions_of_the_last_round(qtbot):
    window, dialog = finished_match(qtbot)
    c = window.local_match.controller
    button = dialog.review_button
    assert button.text() == "&Review my decisions…" and button.isEnabled()
    assert "Expert" in button.toolTip()
    button.click()
    review = dialog.review_window
    assert isinstance(review, RoundReviewWindow) and review.isVisible()
    # the same review as Game ▸ Review last round…: the last round, the person's decisions
    last_round = window.local_match.last_round
    assert review.finished_round.number == len(c.match.rounds) == last_round.number
    assert review.finished_round.decisions == window.local_match.last_round.decisions
    assert review.finished_round.seat == c.human
    qtbot.waitUntil(lambda: review.pages.currentWidget() is not review.working_page,
                    timeout=30000)
    review.close()
    qtbot.waitUntil(lambda: dialog.review_window is None, timeout=5000)
    assert dialog.isVisible()  # closing the review comes back to the sheet


@pytest.mark.parametrize("language", ["el"], indirect=True)
def test_the_end_of_match_review_button_speaks_greek(qtbot, language):
    _window, dialog = finished_match(qtbot)
    assert dialog.review_button.text() == "&Ανασκόπηση των κινήσεών μου…"
    assert "Μάστορα" in dialog.review_button.toolTip()
