"""The round review's table shows each xeri the traditional way: the card that made it, face
up and crosswise in the pile, even when other captures lie under it in the same pile."""

from __future__ import annotations

import pytest

import diloti_qt.controller.review as review_module
from diloti_qt.ai.explain import describe_move
from diloti_qt.ai.review import ReviewItem
from diloti_qt.controller.review import FinishedRound
from diloti_qt.engine import PlayerView, State, legal_moves
from diloti_qt.engine.cards import parse_card
from diloti_qt.ui.dialogs.round_review import RoundReviewWindow

PERSON, COMPUTER = 0, 1


def cards(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


def the_move(state: State, card: str, action: str, taken: str = ""):
    """The legal move of `card` doing `action` with the table cards `taken`."""
    wanted = set(cards(taken))
    return next(m for m in legal_moves(state) if m.card == parse_card(card)
                and m.action == action and set(m.cards) == wanted)


def round_with_a_xeri() -> list:
    """The computer takes A♣ with A♥ (its pile's first card), you take 5♦, it sweeps K♣ with
    K♠ (a xeri), then you decide what to lay: the pile holds A♥ A♣ K♠ K♣."""
    state = State(hands=[cards("5S 8S 3D 4C"), cards("AH KS 7C 2H")],
                  loose=cards("AC KC 5D"), to_move=COMPUTER, dealer=PERSON)
    script = [("AH", "capture", "AC"), ("5S", "capture", "5D"), ("KS", "capture", "KC"),
              ("8S", "lay", "")]
    decisions = []
    for card, action, taken in script:
        move = the_move(state, card, action, taken)
        decisions.append((state.clone(), move))
        outcome = state.apply(move)
        assert outcome.xeri == (card == "KS")
    return decisions


def every_decision_costs_a_point(index, state, played, *_args) -> ReviewItem:
    """The Expert's verdict, made up: the review is about the table here, not the search."""
    view = PlayerView.of(state, state.to_move)
    best = next(m for m in legal_moves(state) if m != played)
    return ReviewItem(index, state, state.to_move, played, best, 0.0, 1.0, 1.0,
                      describe_move(view, played), describe_move(view, best))


@pytest.fixture
def review(qtbot, monkeypatch) -> RoundReviewWindow:
    monkeypatch.setattr(review_module, "review_job", every_decision_costs_a_point)
    window = RoundReviewWindow(FinishedRound(1, PERSON, round_with_a_xeri(), []), "thread")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.results_page,
                    timeout=10000)
    yield window
    window.close()


def test_the_computers_xeri_card_lies_crosswise_in_its_pile_not_its_first_capture(review):
    after_xeri = next(row for row, item in enumerate(review.items) if item.index == 3)
    review.list.setCurrentRow(after_xeri)
    table = review.table
    assert table.presenter.snapshot.xeri_cards[COMPUTER] == (parse_card("KS"),)
    sprites = table.view.table.sprites
    king, ace = sprites[parse_card("KS")], sprites[parse_card("AH")]
    assert king.face_up and king.rotation() == 90.0  # the traditional way
    assert not ace.face_up and ace.rotation() == 0.0  # under it, face down
    assert table.presenter.snapshot.xeri_cards[PERSON] == ()


def test_before_the_xeri_the_pile_shows_none(review):
    before = next(row for row, item in enumerate(review.items) if item.index == 1)
    review.list.setCurrentRow(before)
    snapshot = review.table.presenter.snapshot
    assert snapshot.xeri_cards == ((), ())
    assert sorted(snapshot.captured[COMPUTER]) == sorted(cards("AH AC"))
