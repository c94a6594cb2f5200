"""The round review: from the end-of-round sheet and the Game menu, computed off the GUI
thread, costliest decisions first, each on a read-only table as it was."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

import diloti_qt.controller.review as review_module
from diloti_qt.engine.cards import VALUE
from diloti_qt.models import Roles
from diloti_qt.ui.dialogs.end_of_round import EndOfRoundDialog
from diloti_qt.ui.dialogs.round_review import RoundReviewWindow

from .test_app_driver import make_window, show, start, wait_round_sheet

BUDGET = 0.05


@pytest.fixture(autouse=True)
def _fast_review(monkeypatch):
    monkeypatch.setattr(RoundReviewWindow, "budget", BUDGET)


def poor_move(moves):
    """Lay the highest card whenever laying is allowed (throwing away captures)."""
    lays = [m for m in moves if m.action == "lay"]
    return max(lays or moves, key=lambda m: (VALUE[m.card], m.card))


def play_round_poorly(qtbot, window) -> EndOfRoundDialog:
    c = window.local_match.controller
    while not c.state.round_over:
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.round_over, timeout=10000)
        if not c.state.round_over:
            assert c.play(poor_move(c.legal_moves()))
    dialog = wait_round_sheet(qtbot, window)
    assert isinstance(dialog, EndOfRoundDialog)
    return dialog


def review_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "diloti-review" and t.is_alive()]


def game_fingerprint(c) -> tuple:
    return (c.state.clone(), list(c.history), len(c.match.rounds), c.can_undo(),
            [(s.clone(), m) for s, m in c.match.round_decisions()])


def wait_done(qtbot, review: RoundReviewWindow) -> None:
    qtbot.waitUntil(lambda: review.pages.currentWidget() is not review.working_page,
                    timeout=30000)


def table_cards(view_table) -> tuple[list[int], list[list[int]]]:
    hand = [view_table.hand_model.index(r).data(Roles.CARD)
            for r in range(view_table.hand_model.rowCount())]
    piles = [view_table.table_model.index(r).data(Roles.CARDS)
             for r in range(view_table.table_model.rowCount())]
    return hand, piles


def test_review_from_the_round_sheet_lists_costly_decisions_on_the_table_as_it_was(qtbot):
    window = make_window(qtbot)
    start(window, seed=5)
    show(qtbot, window)
    assert not window.review_action.isEnabled()
    dialog = play_round_poorly(qtbot, window)
    c = window.local_match.controller
    assert window.review_action.isEnabled()
    assert dialog.review_button.isEnabled()
    before = game_fingerprint(c)
    mine = sum(1 for s, _ in c.match.round_decisions() if s.to_move == c.human)

    started = time.perf_counter()
    dialog.review_button.click()
    assert time.perf_counter() - started < 1.0  # the GUI does not wait for the Expert
    review = dialog.review_window
    assert isinstance(review, RoundReviewWindow) and review.isVisible()
    assert review.pages.currentWidget() is review.working_page
    assert review.progress_bar.maximum() == mine and review.cancel_button.isVisible()
    wait_done(qtbot, review)
    assert review.progress_bar.value() == mine

    items = review.items
    assert items, "laying the highest card every time must cost something"
    assert review.pages.currentWidget() is review.results_page
    losses = [it.loss for it in items]
    assert all(loss >= 0.5 for loss in losses) and losses == sorted(losses, reverse=True)
    assert len(items) <= 5 and review.list.count() == len(items)
    decisions = c.match.round_decisions()
    for rank, it in enumerate(items):
        state, move = decisions[it.index]
        assert state == it.state and move == it.played and it.best != it.played
        assert state.to_move == c.human
        text = review.list.item(rank).text()
        assert f"Move {it.index + 1}" in text and "about" in text
        assert "You: " in text and "Expert: " in text

    row = len(items) - 1
    review.list.setCurrentRow(row)
    item = items[row]
    mini = review.table
    hand, piles = table_cards(mini)
    assert sorted(hand) == sorted(item.state.hands[c.human])
    assert sorted(card for p in piles for card in p) == sorted(
        list(item.state.loose) + [card for d in item.state.decls for card in d.cards])
    scene = mini.view.table
    assert mini.view.gesture.hint == item.best
    assert scene.sprites[item.best.card].halo == "hint"
    detail = review.detail.text()
    assert "You played:" in detail and "The Expert prefers:" in detail
    assert f"Move {item.index + 1}" in detail

    review.show_played.click()
    assert mini.view.gesture.hint == item.played
    assert scene.sprites[item.played.card].halo == "hint"
    review.show_best.click()
    assert mini.view.gesture.hint == item.best

    # Read-only: no computer plays on it and a click on the hand plays nothing.
    assert not mini.view.isInteractive() and mini.controller.seats.levels == {}
    shown = mini.controller.state.clone()
    sprite = scene.sprites[item.best.card]
    point = mini.view.mapFromScene(sprite.sceneBoundingRect().center())
    QTest.mouseClick(mini.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))
    QTest.mouseDClick(mini.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))
    qtbot.wait(50)
    assert mini.controller.state == shown and mini.view.chooser is None

    assert game_fingerprint(c) == before
    review.close()
    qtbot.waitUntil(lambda: dialog.review_window is None, timeout=2000)
    qtbot.waitUntil(lambda: not review_threads(), timeout=5000)
    assert dialog.isVisible() and game_fingerprint(c) == before


def test_cancelling_mid_review_stops_the_work_and_the_menu_reviews_the_last_round(qtbot):
    window = make_window(qtbot)
    start(window, seed=8)
    show(qtbot, window)
    dialog = play_round_poorly(qtbot, window)
    c = window.local_match.controller
    before = game_fingerprint(c)
    dialog.review_button.click()
    review = dialog.review_window
    task = review.review
    answers: list = []
    task.finished.connect(answers.append)
    task.progress.connect(lambda done, total: answers.append(done))
    qtbot.waitUntil(lambda: task.busy(), timeout=5000)
    review.cancel_button.click()
    assert not review.isVisible() and dialog.review_window is None
    assert not task.running()
    qtbot.waitUntil(lambda: not task.busy(), timeout=5000)
    qtbot.waitUntil(lambda: not review_threads(), timeout=5000)
    qtbot.wait(100)
    assert answers == [] and game_fingerprint(c) == before

    # After the next deal the menu still reviews the round that was played.
    dialog.next_button.click()
    qtbot.waitUntil(lambda: c.state.history or c.is_human_turn(), timeout=5000)
    assert not c.state.round_over and window.review_action.isEnabled()
    window.review_action.trigger()
    menu_review = window.local_match.dialog("review")
    assert menu_review is not None and menu_review.isVisible()
    assert menu_review.finished_round.number == 1
    assert menu_review.finished_round.decisions == before[4]
    wait_done(qtbot, menu_review)
    assert menu_review.items and menu_review.pages.currentWidget() is menu_review.results_page
    menu_review.close()
    qtbot.waitUntil(lambda: window.local_match.dialog("review") is None, timeout=2000)


def test_a_round_without_costly_decisions_is_praised(qtbot, monkeypatch):
    monkeypatch.setattr(review_module, "review_job", lambda *args: None)
    window = make_window(qtbot)
    start(window, seed=5)
    show(qtbot, window)
    dialog = play_round_poorly(qtbot, window)
    dialog.review_button.click()
    review = dialog.review_window
    wait_done(qtbot, review)
    assert review.items == [] and review.pages.currentWidget() is review.message_page
    assert review.message.text() == ("Well played: no decision cost you more than half a "
                                     "point by the Expert's estimate.")
    # said, not only shown: the keyboard goes to Close, which is all a screen reader reads
    assert review.message.accessibleDescription() == review.message.text()
    assert review.close_button.isVisible()
    review.close()
