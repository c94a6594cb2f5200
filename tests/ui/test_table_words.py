"""The words the table shows with each stage: the round label with the deal number, a lesson
without a match's score, round or computer's turn, and the declaration's tooltip."""

from __future__ import annotations

import pytest

from diloti_qt.engine import Rules
from diloti_qt.models import Roles
from diloti_qt.ui.table.decor import GOLD
from tests.tutorial.driver import Learner

from .table_driver import Table, card, position


@pytest.fixture
def table(qtbot):
    t = Table(qtbot, seed=4711)
    yield t
    t.close()


def test_the_round_label_names_the_deal_number(table):
    c = table.controller
    assert c.deal_number == 4711
    said = table.presenter.texts.round
    assert said.startswith("Round 1 · ") and said.endswith(" · deal 4711")
    assert table.decor.round_label.text() == said
    c.new_match(Rules.make("pagat-2p"), seed=12, levels={1: "easy"})
    table.wait_human()
    table.view.finish_motion()
    assert table.decor.round_label.text().endswith(" · deal 12")


def test_the_round_line_takes_a_second_line_where_one_is_too_wide(table):
    """The deal number goes under the round where the line would reach the top hand."""
    from diloti_qt.ui.table.dressing import round_text, words_room

    texts = table.presenter.texts
    assert texts.round_lines == (texts.round.rsplit(" · ", 1)[0], "deal 4711")
    room = words_room(texts)
    assert 0 < room.round_wrapped < room.round  # em, the pill included
    px = 20.0
    one_line = room.round * px
    assert round_text(texts, one_line, px) == texts.round
    assert round_text(texts, one_line * 0.8, px) == "\n".join(texts.round_lines)
    two = table.decor.round_label.__class__("\n".join(texts.round_lines))
    one = table.decor.round_label.__class__(texts.round_lines[0])
    assert two.size()[0] == one.size()[0] and two.size()[1] > one.size()[1]


def test_the_top_hand_keeps_clear_of_the_lines_at_the_top_edge(table):
    """The layout places the opponent's fan right of the score and round lines (their
    room given in font sizes), between them and its capture pile."""
    from diloti_qt.ui.table.layout import WORDS_GAP, compute
    from diloti_qt.ui.table.places import TextRoom

    snap = table.scene.shown
    bare = compute(snap, 1034, 724)
    fan = bare.seats[1].hand
    gap = WORDS_GAP * bare.cw
    # lines that reach past the middle fan's left edge push it right, not under them
    wide = (fan.left() + 0.5 * bare.cw - bare.margin - gap) / bare.font_px
    lay = compute(snap, 1034, 724, words=TextRoom(score=wide, round=wide / 2))
    assert lay.cw == bare.cw
    assert lay.seats[1].hand.left() >= lay.margin + wide * lay.font_px + gap - 0.5
    assert lay.seats[1].hand.right() <= lay.capture[1].left() - 0.5 * lay.cw + 0.5
    # the round line never reaches under the fan (kept as for a full hand: see below)
    assert lay.round_room <= lay.seats[1].hand.left() - gap - lay.margin + 1e-6
    # a round line on two lines is what the fan keeps clear of, when it has them
    lay = compute(snap, 1034, 724, words=TextRoom(round=wide * 1.5, round_wrapped=wide))
    assert lay.cw == bare.cw and lay.seats[1].hand.left() >= lay.margin + wide * lay.font_px
    # lines that leave no room at the fan's size make the cards smaller
    assert compute(snap, 1034, 724, words=TextRoom(score=wide * 1.6)).cw < bare.cw


def test_a_loaded_position_has_no_deal_number(table):
    table.load(position(["7H", "KD"], ["5S", "2H"]))
    assert table.controller.deal_number is None
    assert table.decor.round_label.text() == "Round 1 · Computer deals"


# -- lessons: no match on the table -------------------------------------------------------------
def lit(view) -> dict[int, bool]:
    return {seat: label.bg == GOLD for seat, label in view.table.decor.names.items()}


def test_a_lesson_shows_no_score_round_dealer_nor_a_computer_that_never_plays(qtbot, tmp_path):
    learner = Learner(qtbot, tmp_path)
    w = learner.window
    decor = w.table.table.decor
    turns = []
    w.presenter.reached.connect(lambda stage: turns.append(dict(
        (s, t.turn) for s, t in w.presenter.texts.seats.items())))
    w.start_lesson("cards")  # no step scripts a reply: the computer never plays
    learner.settle()
    texts = w.presenter.texts
    assert (texts.score, texts.round, texts.dealer) == ("", "", "")
    assert not decor.score_label.isVisible() and not decor.round_label.isVisible()
    assert not decor.dealer_chip.isVisible()
    assert lit(w.table) == {0: True, 1: False}
    learner.drag("10C", learner.pile_point("9D"))  # takes 9♦ + A♥: the step is solved
    qtbot.waitUntil(lambda: w.panel.next_button.isEnabled(), timeout=3000)
    learner.settle()
    snap = w.presenter.snapshot
    assert snap.to_move == 1  # the computer's turn in the position…
    assert lit(w.table) == {0: False, 1: False}  # …but it never plays: nobody is lit
    assert not any(t[1] for t in turns)
    learner.close()


def test_a_lesson_where_the_computer_replies_lights_its_turn(qtbot, tmp_path):
    learner = Learner(qtbot, tmp_path)
    w = learner.window
    turns = []
    w.presenter.reached.connect(lambda stage: turns.append(w.presenter.texts.seats[1].turn))
    w.start_lesson("laying")  # step 1: you lay 8♣, the computer lays 9♠
    learner.settle()
    learner.drag("8C", learner.felt_point())
    qtbot.waitUntil(lambda: w.panel.next_button.isEnabled(), timeout=3000)
    assert any(turns)  # lit while its scripted reply comes
    assert w.presenter.texts.round == "" and w.presenter.texts.score == ""
    learner.close()


def test_a_lesson_about_the_score_shows_its_score_line(qtbot, tmp_path):
    learner = Learner(qtbot, tmp_path)
    w = learner.window
    w.start_lesson("match")  # the position carries the scores 52 and 57
    learner.settle()
    assert w.presenter.texts.score == "You 52 · Computer 57 · to 61"
    assert w.table.table.decor.score_label.isVisible()
    assert w.presenter.texts.round == ""
    learner.close()


def test_the_score_sheet_names_no_deal_for_a_loaded_position(qtbot):
    from diloti_qt.engine import parse_position

    from .test_app_driver import started_window

    window = started_window(qtbot, seed=77)
    assert window.deal_label.text() == "Deal 77 · round 1"
    window.local_match.controller.load_state(parse_position(position(["7H", "KD"], ["5S", "2H"])))
    assert window.deal_label.text() == ""  # not "Deal 0": no deal number deals it
    window.local_match.controller.shutdown()


# -- the keyboard's "On the table" list ----------------------------------------------------------
def on_screen(t: Table) -> list[list[int]]:
    """The table's piles in reading order (row by row, left to right), each pile's cards
    left to right, as the sprites lie."""
    lay = t.scene.layout
    boxes = sorted(lay.piles, key=lambda b: (round(b.rect.top() / lay.ch), b.rect.left()))
    return [sorted(b.pile.cards, key=lambda c: t.view.scene_item_for_card(c).x())
            for b in boxes]


def listed(t: Table) -> list[list[int]]:
    model = t.table_model
    return [model.index(r).data(Roles.CARDS) for r in range(model.rowCount())]


def test_the_table_list_follows_the_screen_pile_by_pile_and_card_by_card(qtbot):
    import random

    from diloti_qt.engine.cards import pretty

    t = Table(qtbot, seed=8)
    try:
        decl = {"value": 7, "owner": 0, "kind": "family", "cards": ["4H", "3C", "7S"]}
        t.load(position(["7D", "KD", "2C"], ["5S", "2H", decl, "9C", "JD", "QS", "AH", "6D",
                                             "8C", {"value": 9, "owner": 1, "kind": "simple",
                                                    "cards": ["5C", "4D"]}]))
        assert len({round(b.rect.top()) for b in t.scene.layout.piles}) == 2  # two rows
        assert listed(t) == on_screen(t)
        row = next(r for r in range(t.table_model.rowCount())
                   if t.table_model.index(r).data(Roles.KIND) == "simple")
        assert t.table_model.index(row).data().endswith(": 5♣+4♦")  # as the fan lies
        family = [pretty(c) for c in on_screen(t)[listed(t).index(
            next(p for p in listed(t) if card("7S") in p))]]
        assert family == ["7♠", "4♥", "3♣"]
        rng = random.Random(3)
        c = t.controller
        c.new_match(Rules.make("pagat-2p"), seed=8, levels={1: "easy"})
        for _ in range(30):
            t.wait_human()
            t.view.finish_motion()
            if c.state.round_over:
                break
            assert listed(t) == on_screen(t)
            c.play(rng.choice(c.legal_moves()))
    finally:
        t.close()


def test_a_names_room_holds_its_connection_mark_and_the_dealer_chip(table):
    """At a table with friends "Your turn · away" has a connection mark before it: the room
    kept for it was measured without the mark, so the dealer chip beside it was cut at the
    window's edge ("ealer", issue 27 item 3)."""
    from dataclasses import replace

    from diloti_qt.controller.port import Presence
    from diloti_qt.ui.table.decor import Label, font
    from diloti_qt.ui.table.dressing import CHIP_GAP, CHIP_SIZE, PRESENCE_DOTS, words_room

    snap = replace(table.scene.shown, dealer=0)
    texts = table.presenter.texts
    away = replace(texts.seats[0], name="Your turn · away", presence=Presence.AWAY)
    texts = replace(texts, seats={**texts.seats, 0: away})
    px = 20.0
    name = Label(away.name)
    name.set_font(font(px, True))
    name.set_dot(PRESENCE_DOTS[Presence.AWAY])
    chip = Label(texts.dealer)
    chip.set_font(font(px * CHIP_SIZE, True))
    drawn = name.size()[0] + CHIP_GAP * px + chip.size()[0]
    assert words_room(texts, snap).names[0] * px >= drawn


def test_the_round_lines_room_stays_the_same_all_round(table):
    """The opponent's fan moves to the middle as it shrinks: the room left for the round
    line grew with it, and the line switched between one and two lines (issue 27, item
    10). The room is that of a full hand, whatever the hand holds now."""
    from dataclasses import replace

    from diloti_qt.ui.table.layout import compute
    from diloti_qt.ui.table.places import TextRoom

    snap = table.scene.shown
    words = TextRoom(score=8.0, round=14.0, round_wrapped=9.0)
    backs = snap.hands[1]  # the keys of the backs the table shows (hidden cards)
    full = tuple(range(backs[0], backs[0] + 6))
    rooms = {round(compute(replace(snap, hands=(snap.hands[0], full[:n])), 1034, 724,
                           words=words).round_room, 3) for n in range(1, 7)}
    assert len(rooms) == 1
