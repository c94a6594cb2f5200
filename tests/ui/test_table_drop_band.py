"""The felt between the table's cards and the hand takes a lay (issue 38, D2): a card dropped
on that band went back with no lay and no word (window y ≈ 500–570 at 1200×780), 50 px
higher it was laid. Real drags through the table's driver."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from diloti_qt.ui.table.dressing import FELT

from .table_driver import Table, card, played, position


def band_point(table: Table, share: float = 0.5) -> QPoint:
    """A point of the felt between the table's piles and the hand (issue 38, D2: window y
    ≈ 500–570 at 1200×780), `share` of the way down from the piles' area to the hand."""
    lay = table.scene.layout
    hand_top = lay.seats[table.controller.human].hand.top()
    below = lay.table.bottom() + 0.1 * lay.ch  # where the felt's target used to end
    assert hand_top - below > 0.2 * lay.ch, "no band above the hand at this size"
    return table.point(QPointF(lay.table.center().x(), below + share * (hand_top - below)))


@pytest.mark.parametrize("size", [(1200, 780), (1034, 700)])
def test_a_card_dropped_on_the_felt_just_above_the_hand_is_laid(qtbot, size):
    """Issue 38, D2: the band of felt between the table's row and the hand took no drop, and
    the card went back in silence; 50 px higher it was laid."""
    table = Table(qtbot, size=size)
    try:
        table.load(position(["7H", "KD"], ["5S", "2H"]))
        table.drag(card("7H"), band_point(table))
        ev = played(table)
        assert ev.move.action == "lay" and ev.move.card == card("7H")
    finally:
        table.close()


def test_the_whole_band_above_the_hand_is_felt_and_glows_while_a_card_is_dragged(table):
    table.load(position(["7H", "KD"], ["5S", "2H"]))
    lay = table.scene.layout
    for k in range(11):
        at = table.view.mapToScene(band_point(table, k / 10 * 0.99))
        assert table.scene.target_at(at) == FELT, k
    vp = table.view.viewport()
    start, to = table.card_point(card("7H")), band_point(table)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    table.move_mouse(start + (to - start) / 2)
    table.move_mouse(to)
    felt = [f.rect for f in table.scene.decor.frames if f.style == "felt"]
    assert felt and felt[0].contains(table.view.mapToScene(to)), (felt, lay.table)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, to)


def test_a_refused_lay_on_the_band_above_the_hand_says_why(table):
    own = {"value": 8, "owner": 0, "kind": "simple", "cards": ["5C", "3H"]}
    table.load(position(["8C", "2D", "KD"], ["9S", own]))
    before = table.controller.state.clone()
    table.drag(card("2D"), band_point(table))
    assert not table.events and table.controller.state == before
    assert table.statuses and "lay" in table.statuses[-1]

