"""Hints on the table: the hinted move is outlined on the felt and said in words that name
what is declared, above the hand; the chooser of the hinted card then preselects it."""

from __future__ import annotations

import pytest

from diloti_qt.ai.explain import describe_move
from diloti_qt.controller import words
from diloti_qt.engine import Move, PlayerView, legal_moves, parse_position

from .table_driver import card, cards, drag, pile_point, position
from .test_app_driver import started_window

DECLARED_7 = {"value": 7, "owner": 1, "kind": "simple", "cards": ["AH", "6S"]}
# 7♠ takes the declared 7 and 5♠ + 2♦ (or only the declaration, or only 5♠ + 2♦)
SEVENS = position(["7S", "7D", "KC"], [DECLARED_7, "5S", "2D", "QH"], opponent=["7C", "9H"])


def capture(state, *taken: str, by: str = "7S") -> Move:
    wanted = cards(*taken)
    return next(m for m in legal_moves(state) if m.card == card(by)
                and m.action == "capture" and set(m.cards) == wanted)


def test_the_hint_says_what_is_declared_in_what_it_takes():
    state = parse_position(SEVENS)
    move = capture(state, "AH", "6S", "5S", "2D")
    parts = describe_move(PlayerView.of(state, 0), move).parts
    text = words.hint_text(parts, state, move)
    assert text.startswith("Take 2♦+5♠ and the declared 7 (6♠ + A♥) with 7♠")
    assert "A♥ and 6♠" not in text  # the declaration is not called loose cards
    assert words.describe(state, move) == "Take 2♦+5♠ and the declared 7 (6♠ + A♥) with 7♠"


def hinted_window(qtbot):
    window = started_window(qtbot, seed=5)
    c = window.local_match.controller
    c.load_state(parse_position(SEVENS))
    window.table.finish_motion()
    return window, c


def test_a_hint_outlines_the_move_on_the_felt_and_says_it_above_the_hand(qtbot):
    window, c = hinted_window(qtbot)
    try:
        view = window.table
        move = capture(c.state, "AH", "6S", "5S", "2D")
        c.hint_ready.emit(move, words.hint_text(
            describe_move(c.view(), move).parts, c.state, move))
        decor, lay = view.table.decor, view.table.layout
        assert view.scene_item_for_card(card("7S")).halo == "hint"
        outlined = {tuple(f.rect.getRect()) for f in decor.frames if f.style == "hint"}
        piles = {tuple(b.rect.getRect()) for b in lay.piles if set(b.pile.cards) & set(move.cards)}
        assert outlined == piles and len(piles) == 3  # the declaration, 5♠, 2♦; not Q♥
        notice = decor.toast
        assert notice.isVisible() and notice.kind == "hint"
        assert notice.text().startswith("Hint: Take 2♦+5♠ and the declared 7 (6♠ + A♥) with 7♠")
        assert lay.banner.adjusted(-2, -2, 2, 2).contains(notice.box())
        for box in lay.piles:
            assert not notice.box().intersects(box.rect)
        view.clear_hint()
        assert not notice.isVisible()
    finally:
        c.shutdown()


def test_dragging_the_hinted_card_preselects_the_hinted_move(qtbot):
    window, c = hinted_window(qtbot)
    try:
        view = window.table
        larger = capture(c.state, "AH", "6S", "5S", "2D")
        c.hint_ready.emit(larger, "")
        drag(view, card("7S"), pile_point(view, window.table_model, card("5S")))
        chooser = view.chooser
        assert chooser is not None and larger in chooser.moves
        assert chooser.moves.index(larger) != 0  # the smaller capture comes first…
        assert chooser.current_move() == larger  # …but the hint's move is the one chosen
        chooser.cancelled.emit()
        # once the table has changed the hint is gone: the first row is preselected
        c.load_state(parse_position(position(["7S", "7D", "KC"], [DECLARED_7, "5S", "2D",
                                                                 "QH", "JC"], ["7C", "9H"])))
        view.finish_motion()
        drag(view, card("7S"), pile_point(view, window.table_model, card("5S")))
        assert view.chooser.current_move() == view.chooser.moves[0]
        view.chooser.cancelled.emit()
    finally:
        c.shutdown()


@pytest.mark.parametrize(("language", "one", "three"), [
    ("en", "Still, the opponent could take 1 point.",
     "Still, the opponent could take 3 points."),
    ("el", "Ο αντίπαλος όμως θα μπορούσε να πάρει 1 πόντο.",
     "Ο αντίπαλος όμως θα μπορούσε να πάρει 3 πόντους.")], indirect=["language"])
def test_the_points_left_to_the_opponent_read_right(language, one, three):
    """Seen in a hint: "Still, 1 point stay within the opponent's reach"."""
    assert words.hint_text([("exposed", {"points": 1, "chance": 0.4})]) == one
    assert words.hint_text([("exposed", {"points": 3, "chance": 0.4})]) == three
