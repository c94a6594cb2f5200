"""Playing on the table with real mouse drags: every kind of move, the chooser, refusals."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from diloti_qt.engine import legal_moves

from .table_driver import Table, card, cards, played, position


def test_lay_on_the_felt(table):
    table.load(position(["7H", "KD"], ["5S", "2H"]))
    table.drag(card("7H"), table.felt_point())
    ev = played(table)
    assert ev.move.action == "lay" and ev.move.card == card("7H")
    assert card("7H") in ev.after.loose


def test_capture_a_single_card(table):
    table.load(position(["5H", "KD", "9C"], ["5S", "2H", "KC"]))
    table.drag(card("5H"), table.pile_point(card("5S")))
    ev = played(table)
    assert ev.move.action == "capture" and set(ev.move.cards) == cards("5S")
    assert table.view.chooser is None


def test_capture_a_face_card(table):
    table.load(position(["5H", "KD", "9C"], ["5S", "2H", "KC"]))
    table.drag(card("KD"), table.pile_point(card("KC")))
    assert set(played(table).move.cards) == cards("KC")


def test_capture_a_sum_named_by_the_selection(table):
    table.load(position(["6C", "9C"], ["2H", "4D", "3S", "3C"]))
    table.select("2H", "4D")
    assert table.scene.decor.sum_label.isVisible()
    assert table.scene.decor.sum_label.text() == "2 + 4 = 6"
    table.drag(card("6C"), table.pile_point(card("4D")))
    ev = played(table)
    assert ev.move.action == "capture" and set(ev.move.cards) == cards("2H", "4D")
    assert not table.gesture.selection


def test_capture_several_groups(table):
    table.load(position(["6C", "9C"], ["6D", "2H", "4D", "5S"]))
    table.select("6D", "2H", "4D")
    table.drag(card("6C"), table.pile_point(card("6D")))
    ev = played(table)
    assert set(ev.move.cards) == cards("6D", "2H", "4D")


def test_capture_a_declaration(table):
    decl = {"value": 8, "owner": 1, "kind": "simple", "cards": ["5C", "3H"]}
    table.load(position(["8C", "9C"], ["KS", decl], opponent=["8H", "QD"]))
    table.drag(card("8C"), table.pile_point(card("5C")))
    ev = played(table)
    assert ev.move.action == "capture" and set(ev.move.cards) == cards("5C", "3H")


def test_simple_declaration(table):
    table.load(position(["3D", "8C", "KD"], ["5S", "KS"]))
    table.drag(card("3D"), table.pile_point(card("5S")))
    ev = played(table)
    assert ev.move.kind == "declare-simple" and ev.move.value == 8
    decl = ev.after.decls[0]
    assert decl.owner == 0 and set(decl.cards) == cards("3D", "5S")
    assert table.controller.obligation()


def test_family_declaration(table):
    table.load(position(["2H", "6C", "KD"], ["4D", "6S", "KS"]))
    table.select("4D", "6S")
    table.drag(card("2H"), table.pile_point(card("6S")))
    ev = played(table)
    assert ev.move.kind == "declare-family" and ev.move.value == 6


def test_extend_a_family(table):
    family = {"value": 7, "owner": 0, "kind": "family", "cards": ["4H", "3C", "7S"]}
    table.load(position(["4C", "7H", "KD"], ["3S", family]))
    table.select("3S")
    table.drag(card("4C"), table.pile_point(card("7S")))
    ev = played(table)
    assert ev.move.kind == "extend" and ev.move.value == 7
    assert set(ev.after.decls[0].cards) == cards("4H", "3C", "7S", "3S", "4C")


def test_raise_a_declaration(table):
    simple = {"value": 5, "owner": 1, "kind": "simple", "cards": ["2C", "3H"]}
    table.load(position(["AH", "6D", "KD"], ["KS", simple], opponent=["5D", "QD"]))
    table.drag(card("AH"), table.pile_point(card("2C")))
    ev = played(table)
    assert ev.move.kind == "raise" and ev.move.value == 6
    assert ev.after.decls[0].owner == 0


def chooser_rows(table: Table) -> list:
    chooser = table.view.chooser
    assert chooser is not None and chooser.isVisible()
    return [chooser.list.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(chooser.list.count())]


def test_three_on_three_chooser_offers_six_or_threes(table):
    table.load(position(["3D", "3C", "6H"], ["3S", "KS"]))
    table.drag(card("3D"), table.pile_point(card("3S")))
    assert not table.events
    rows = chooser_rows(table)
    kinds = {(m.kind, m.value) for m in rows}
    assert {("capture", 0), ("declare-simple", 6), ("declare-family", 3)} <= kinds
    chooser = table.view.chooser
    assert chooser.list.currentRow() == 0
    want = next(i for i, m in enumerate(rows) if m.kind == "declare-simple")
    for _ in range(want):
        table.key(chooser.list, Qt.Key.Key_Down)
    table.key(chooser.list, Qt.Key.Key_Return)
    ev = played(table)
    assert ev.move.kind == "declare-simple" and ev.move.value == 6
    assert table.view.chooser is None


def test_three_on_three_threes(table):
    table.load(position(["3D", "3C", "6H"], ["3S", "KS"]))
    table.drag(card("3D"), table.pile_point(card("3S")))
    rows = chooser_rows(table)
    want = next(i for i, m in enumerate(rows) if m.kind == "declare-family")
    table.view.chooser.list.setCurrentRow(want)
    table.key(table.view.chooser.list, Qt.Key.Key_Enter)
    ev = played(table)
    assert ev.move.kind == "declare-family" and ev.move.value == 3


def test_chooser_escape_cancels_and_the_card_flies_back(table):
    table.load(position(["3D", "3C", "6H"], ["3S", "KS"]))
    before = table.controller.state.clone()
    sprite = table.view.scene_item_for_card(card("3D"))
    home = sprite.pos()
    table.drag(card("3D"), table.pile_point(card("3S")))
    assert table.view.chooser is not None
    assert sprite.pos() != home
    table.key(table.view.chooser.list, Qt.Key.Key_Escape)
    assert table.view.chooser is None
    assert not table.events and table.controller.state == before
    assert sprite.pos() == home


def test_no_chooser_when_one_move_fits(table):
    table.load(position(["5H", "KD", "9C"], ["5S", "2H", "KC"]))
    table.drag(card("5H"), table.pile_point(card("5S")))
    assert table.view.chooser is None and len(table.events) >= 1


def test_illegal_drop_changes_nothing_and_says_why(table):
    own = {"value": 8, "owner": 0, "kind": "simple", "cards": ["5C", "3H"]}
    table.load(position(["8C", "2D", "KD"], ["9S", own]))
    before = table.controller.state.clone()
    sprite = table.view.scene_item_for_card(card("2D"))
    home = sprite.pos()
    table.drag(card("2D"), table.felt_point())
    assert not table.events
    assert table.controller.state == before
    assert table.statuses and "lay" in table.statuses[-1]
    assert "R30" not in table.statuses[-1]  # the rule is in the tooltip (issue 38, D14)
    assert "R30" in table.scene.decor.toast.toolTip()
    assert sprite.pos() == home


def test_illegal_capture_says_why(table):
    table.load(position(["9C", "KD"], ["5S", "2H"]))
    before = table.controller.state.clone()
    table.drag(card("9C"), table.pile_point(card("5S")))
    assert not table.events and table.controller.state == before
    assert table.statuses


def test_drop_back_on_the_hand_is_silent(table):
    table.load(position(["7H", "KD"], ["5S", "2H"]))
    sprite = table.view.scene_item_for_card(card("7H"))
    home = sprite.pos()
    table.drag(card("7H"), table.card_point(card("7H")) + QPoint(30, 0))
    assert not table.events and not table.statuses
    assert sprite.pos() == home


def test_double_click_opens_the_chooser_with_all_moves_of_the_card(table):
    table.load(position(["3D", "3C", "6H"], ["3S", "KS"]))
    table.double_click(card("3D"))
    rows = chooser_rows(table)
    expected = [m for m in legal_moves(table.controller.state) if m.card == card("3D")]
    assert set(rows) == set(expected)
    table.key(table.view.chooser.list, Qt.Key.Key_Return)
    assert played(table).move == rows[0]


def test_clicking_piles_toggles_the_selection(table):
    table.load(position(["6C", "9C"], ["2H", "4D", "3S"]))
    table.select("2H")
    assert table.gesture.selection == {("loose", card("2H"))}
    table.select("2H")
    assert not table.gesture.selection
    table.select("2H", "3S")
    table.click(table.felt_point())
    assert not table.gesture.selection


def test_dragging_lights_the_reachable_piles(table):
    table.load(position(["6C", "9C"], ["2H", "4D", "6S", "KS"]))
    vp = table.view.viewport()
    start = table.card_point(card("6C"))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    table.move_mouse(start + QPoint(0, -40))
    table.move_mouse(start + QPoint(0, -80))
    glowing = {f.style for f in table.scene.decor.frames}
    assert "glow" in glowing and "felt" in glowing
    lay = table.scene.layout
    reach = {box.pile.key for box in lay.piles
             if any(abs(box.rect.x() - r[0]) < 0.5 and abs(box.rect.y() - r[1]) < 0.5
                    for r in [tuple(f.rect.getRect()) for f in table.scene.decor.frames
                              if f.style == "glow"])}
    assert reach == {("loose", card(t)) for t in ("2H", "4D", "6S")}
    assert table.view.scene_item_for_card(card("KS")).dimmed
    assert not table.view.scene_item_for_card(card("6S")).dimmed
    sprite = table.view.scene_item_for_card(card("6C"))
    assert sprite.rotation() == 0
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    assert not table.view.scene_item_for_card(card("KS")).dimmed
    assert not any(f.style == "glow" for f in table.scene.decor.frames)


def test_keyboard_arrows_pick_a_hand_card_and_enter_opens_its_chooser(table):
    table.load(position(["3D", "3C", "6H"], ["3S", "KS"]))
    table.view.setFocus()
    QTest.keyClick(table.view.viewport(), Qt.Key.Key_Right)
    first = table.controller.state.hands[0][0]
    assert table.view.scene_item_for_card(first).halo == "focus"
    QTest.keyClick(table.view.viewport(), Qt.Key.Key_Return)
    rows = chooser_rows(table)
    assert rows and all(m.card == first for m in rows)
    table.key(table.view.chooser.list, Qt.Key.Key_Escape)
    assert table.view.chooser is None and not table.events


def test_status_detail_carries_the_rule_ids(table):
    details = []
    table.view.status_detail.connect(lambda text, tip: details.append((text, tip)))
    own = {"value": 8, "owner": 0, "kind": "simple", "cards": ["5C", "3H"]}
    table.load(position(["8C", "2D", "KD"], ["9S", own]))
    table.drag(card("2D"), table.felt_point())
    assert details and "R30" in details[-1][1]


def test_a_five_dropped_on_a_king_says_in_plain_words_what_it_can_do(table):
    """Issue 38, D14: the first refusal a newcomer met was "Those cards do not add up to
    groups worth your card. (R2)" — jargon, a rule id, and nothing about what to do."""
    details = []
    table.view.status_detail.connect(lambda text, tip: details.append((text, tip)))
    table.load(position(["5H", "9C", "10C"], ["KC", "2H", "3S", "5S"]))
    table.drag(card("5H"), table.pile_point(card("KC")))
    assert not table.events
    said, tip = details[-1]
    assert "(R" not in said and "groups" not in said
    assert said.startswith("5♥ cannot take a king")
    assert "With your 5♥ you can take 5♠ and 2♥+3♠, declare 10 or lay it." in said
    assert tip == "Rules: R2"  # the rule stays at hand, out of the sentence
    notice = table.decor.toast
    assert notice.text() == said and notice.rules == "R2"
    assert "Click to read rule R2" in notice.toolTip()


def test_a_card_that_takes_nothing_is_told_it_can_be_laid(table):
    table.load(position(["9C", "KD"], ["5S", "2H"]))
    table.drag(card("9C"), table.pile_point(card("5S")))
    assert not table.events
    assert table.statuses[-1] == ("9♣ takes only cards of value 9, or cards that add up to "
                                  "9. Your 9♣ takes nothing on this table: you can only lay it.")


@pytest.mark.parametrize("language", ["el"], indirect=True)
def test_the_plain_refusal_speaks_greek(table, language):
    table.load(position(["5H", "9C", "10C"], ["KC", "2H", "3S", "5S"]))
    table.drag(card("5H"), table.pile_point(card("KC")))
    said = table.statuses[-1]
    assert said == ("Το 5♥ δεν παίρνει ρήγα: οι φιγούρες δεν έχουν αριθμό, και ρήγα παίρνει "
                    "μόνο ρήγας. Με το 5♥ σου μπορείς να πάρεις 5♠ και 2♥+3♠, να δηλώσεις 10 "
                    "ή να το ρίξεις κάτω.")
