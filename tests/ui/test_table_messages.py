"""Messages that do not hide the game: a refused move is said in the strip above the hand
(never over the table's cards), names its rule and opens it in full on a click; a
declaration's tooltip covers its whole pile, wraps, and lists its cards, owner and duty."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtGui import Qt as QtGui  # Qt.mightBeRichText lives in QtGui
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QToolTip

from .table_driver import Table, card, position
from .test_app_driver import started_window

OWN_8 = {"value": 8, "owner": 0, "kind": "simple", "cards": ["5C", "3H"]}
THEIR_8 = {"value": 8, "owner": 1, "kind": "simple", "cards": ["5C", "3H"]}


def notice_clear_of_the_game(t: Table) -> None:
    notice = t.decor.toast
    lay = t.scene.layout
    rect = notice.box()
    assert notice.isVisible()
    assert lay.banner.adjusted(-2, -2, 2, 2).contains(rect)  # the strip above the hand
    for box in lay.piles:
        assert not rect.intersects(box.rect), box.pile.cards
    for c in t.controller.state.hands[0]:
        sprite = t.view.scene_item_for_card(c)
        assert not rect.intersects(sprite.mapRectToScene(sprite.card_rect()))


def test_a_refused_move_is_said_above_the_hand_with_its_rule(qtbot):
    t = Table(qtbot)
    try:
        t.load(position(["8C", "2D", "KD"], ["9S", "4H", OWN_8]))
        banner = t.decor.banner
        assert banner.isVisible()
        t.drag(card("2D"), t.felt_point())  # you own the 8: no laying (R30)
        notice = t.decor.toast
        notice_clear_of_the_game(t)
        assert "R30" not in notice.text() and notice.rules == "R30"  # the rule: a click away
        assert "Click to read rule R30" in notice.toolTip()
        assert not banner.isVisible()  # the message stands in for the obligation a moment
        t.decor.hide_notice()
        assert not notice.isVisible() and banner.isVisible()
        t.drag(card("2D"), t.pile_point(card("9S")))  # dropped right on a pile
        notice_clear_of_the_game(t)
    finally:
        t.close()


def test_a_click_on_the_refusal_opens_its_rule(qtbot):
    window = started_window(qtbot, seed=5)
    try:
        c = window.local_match.controller
        from diloti_qt.engine import parse_position

        c.load_state(parse_position(position(["8C", "2D", "KD"], ["9S", OWN_8])))
        view = window.table
        view.finish_motion()
        asked = []
        view.rule_requested.connect(asked.append)
        lay = view.table.layout
        from .table_driver import drag, free_felt

        drag(view, card("2D"), free_felt(view))
        notice = view.table.decor.toast
        assert notice.isVisible() and lay.banner.contains(notice.box().center())
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier,
                         view.mapFromScene(notice.box().center()))
        assert asked == ["R30"]
        dialog = window.tutorial_hooks.rules_dialog
        assert dialog is not None and dialog.isVisible()
        dialog.close()
    finally:
        window.local_match.controller.shutdown()


def tooltip_at(view, scene_pos: QPointF) -> str:
    """What Qt shows on hovering `scene_pos` (a real tooltip event on the viewport)."""
    vp = view.viewport()
    at = view.mapFromScene(scene_pos)
    QToolTip.hideText()
    QApplication.sendEvent(vp, QHelpEvent(QEvent.Type.ToolTip, at, vp.mapToGlobal(at)))
    return QToolTip.text()


def test_the_declarations_tooltip_covers_its_pile_wraps_and_says_its_duty(qtbot):
    t = Table(qtbot)
    try:
        t.load(position(["8C", "2D", "KD"], ["9S", "AH", THEIR_8], opponent=["8D", "QD", "JS"]))
        box = next(b for b in t.scene.layout.piles if b.pile.is_decl)
        tip = t.decor.badges[box.pile.key].toolTip()
        for said in ("Declaration of 8", "Cards: 5♣ + 3♥", "Owner: Computer",
                     "Computer must take it with a card of 8"):
            assert said in tip
        for c in box.pile.cards:  # every card of the pile, not only the badge
            assert t.view.scene_item_for_card(c).toolTip() == tip
        five = t.view.scene_item_for_card(card("5C"))
        spot = five.mapToScene(QPointF(five.width * 0.15, five.height * 0.6))  # its visible edge
        assert tooltip_at(t.view, spot) == tip
        assert tooltip_at(t.view, t.view.scene_item_for_card(card("AH")).center()) \
            == "ace of hearts"  # a loose card is named
        # wrapped as Qt wraps rich text, not one line as wide as the window
        label = QLabel()
        label.setWordWrap(QtGui.mightBeRichText(tip))
        label.setText(tip)
        size = label.sizeHint()
        line = label.fontMetrics().lineSpacing()
        assert QtGui.mightBeRichText(tip) and size.width() <= 80 * label.fontMetrics() \
            .averageCharWidth() and size.height() >= 4 * line
        # your own declaration: what you must do
        t.load(position(["8C", "2D", "KD"], ["9S", OWN_8]))
        box = next(b for b in t.scene.layout.piles if b.pile.is_decl)
        tip = t.view.scene_item_for_card(card("3H")).toolTip()
        assert "Owner: You" in tip and "You may not lay a card (R30)." in tip
        QToolTip.hideText()
    finally:
        t.close()
