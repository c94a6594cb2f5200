"""The table's proportions: cards about a fifth of the window's height at every size from
1024×700 up, the other hands shown whole with their count, and nothing on the felt lying on
anything else (two players here; four in test_four_players_table)."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF

from diloti_qt.ui.table.card_size import round_card_width
from diloti_qt.ui.table.layout import compute

from .table_driver import Table, position
from .test_app_driver import started_window

WINDOWS = [(1024, 700), (1280, 800), (1600, 1000), (1920, 1080)]
VIEWS = [(778, 624), (1034, 724), (1354, 924), (1674, 1004), (1280, 800), (1920, 1080)]
HANDS = (["3D", "6H", "8C", "9D", "AH", "7H"], ["9H", "KH", "2S", "4C", "8D", "10C"])
DECL_8 = {"value": 8, "owner": 1, "kind": "simple", "cards": ["5C", "3H"]}
FAMILY_7 = {"value": 7, "owner": 0, "kind": "family", "cards": ["4H", "3C", "7S"]}
# mid-round: four loose cards and the opponent's declaration, a stock, piles with a xeri
TYPICAL = position(HANDS[0], ["3S", "2H", "4D", "10H", DECL_8], HANDS[1],
                   stock=["AS", "AD", "AC", "2D", "2C", "3C", "4S", "4H", "5S", "5H", "5D", "6S"],
                   captured=[["6D", "6C", "7S", "7D", "7C", "8S", "8H", "9S", "9C", "10S", "10D"],
                             ["JS", "JH", "JD", "JC", "QS", "QH", "QD", "QC", "KS", "KD", "KC"]],
                   xeris=[1, 0])
# a crowded table: six loose cards, a declaration of each side
CROWDED = position(HANDS[0], ["3S", "2H", "4D", "JC", "10H", "QD", DECL_8, FAMILY_7], HANDS[1],
                   stock=["AS", "AD", "AC", "2D", "2C", "4S", "5S", "5H", "5D", "6S", "6D", "6C"],
                   captured=[["7D", "7C", "8S", "8H", "9S", "9C", "10S", "10D"],
                             ["JS", "JH", "JD", "QS", "QH", "QC", "KS", "KD", "KC"]],
                   xeris=[1, 1])


def card_rect(view, c: int) -> QRectF:
    """Where the card itself is drawn (turned cards included), without its shadow."""
    sprite = view.scene_item_for_card(c)
    return sprite.mapRectToScene(sprite.card_rect())


def union(rects: list[QRectF]) -> QRectF:
    out = QRectF(rects[0])
    for r in rects[1:]:
        out = out.united(r)
    return out


def label_rect(label) -> QRectF:
    return label.sceneBoundingRect().adjusted(2, 2, -2, -4)  # less the paint margin


@pytest.mark.parametrize("size", WINDOWS)
def test_cards_are_about_a_fifth_of_the_window_high(qtbot, size):
    window = started_window(qtbot, seed=5, size=size)
    try:
        from diloti_qt.engine import parse_position

        for pos, least in ((TYPICAL, 0.18), (CROWDED, 0.16)):
            window.local_match.controller.load_state(parse_position(pos))
            window.table.finish_motion()
            qtbot.waitUntil(lambda: window.table.table.layout is not None)
            share = window.table.table.layout.ch / window.height()
            assert least <= share <= 0.23, (size, share)
    finally:
        window.local_match.controller.shutdown()


# in English and in Greek (longer words: "Γύρος 1 · μοιράζει ο Υπολογιστής · μοίρασμα
# 340523" ran under the opponent's fan at 1280×800)
@pytest.mark.parametrize("language", ["en", "el"], indirect=True)
@pytest.mark.parametrize("size", VIEWS)
@pytest.mark.parametrize("pos", [TYPICAL, CROWDED], ids=["typical", "crowded"])
def test_every_card_whole_on_screen_and_nothing_overlaps(qtbot, size, pos, language):
    t = Table(qtbot, size=size)
    try:
        t.load(pos)
        view, lay, decor = t.view, t.scene.layout, t.decor
        state = t.controller.state
        screen = QRectF(0, 0, *size)
        shown = list(state.hands[0]) + state.table_cards() + [
            s.card for s in view.hand_items(1)]
        for c in shown:
            assert screen.contains(card_rect(view, c)), (size, c)
        # the opponent's hand: a whole fan of backs with its count on it
        backs = [s for s in view.hand_items(1) if s.isVisible()]
        assert len(backs) == 6 and all(not s.face_up for s in backs)
        fan = union([s.mapRectToScene(s.card_rect()) for s in backs])
        assert screen.contains(fan)
        count = decor.hand_counts[1]
        assert count.isVisible() and count.text() == "6"
        assert fan.contains(label_rect(count))
        if language == "en":  # with the English catalogue's plurals
            assert count.toolTip() == "6 cards in hand"
        regions = {"hand0": union([card_rect(view, c) for c in state.hands[0]]),
                   "hand1": fan, "stock": QRectF(lay.stock)}
        for seat in (0, 1):
            pile = [card_rect(view, c) for c in state.captured[seat]
                    if view.scene_item_for_card(c).isVisible()]
            regions[f"pile{seat}"] = union([QRectF(lay.capture[seat])] + pile)
            regions[f"name{seat}"] = label_rect(decor.names[seat])
        for key, label in (("dealer", decor.dealer_chip), ("score", decor.score_label),
                           ("round", decor.round_label)):
            assert label.isVisible() and screen.contains(label_rect(label)), key
            regions[key] = label_rect(label)
        for box in lay.piles:
            regions[str(box.pile.cards)] = QRectF(box.rect)
            assert lay.table.contains(box.rect)
        regions["banner"] = QRectF(lay.banner)  # the strip of the obligation and messages
        for (a, ra), (b, rb) in itertools.combinations(regions.items(), 2):
            if "banner" in (a, b) and {a, b} & {"stock", "pile0", "pile1", "name0"}:
                continue  # the strip runs the width of the table, beside them
            assert not ra.intersects(rb), (size, language, a, b)
    finally:
        t.close()


# in English and in Greek (longer words: "Γύρος 1 · μοιράζει ο Υπολογιστής · μοίρασμα
# 340523" ran under the opponent's fan at 1280×800)
@pytest.mark.parametrize("language", ["en", "el"], indirect=True)
@pytest.mark.parametrize("size", VIEWS)
def test_the_score_and_round_lines_clear_the_opponents_hand(qtbot, size, language):
    """A dealt match: the round line carries the deal number, the longest words on the felt
    (in Greek it ran under the opponent's fan at 1280×800)."""
    t = Table(qtbot, size=size)
    try:
        t.view.finish_motion()
        view, lay, decor = t.view, t.scene.layout, t.decor
        assert t.controller.deal_number is not None
        backs = [s.mapRectToScene(s.card_rect()) for s in view.hand_items(1) if s.isVisible()]
        words = {"score": label_rect(decor.score_label), "round": label_rect(decor.round_label)}
        assert decor.round_label.text().endswith(str(t.controller.deal_number))
        others = {"hand1": union(backs), "name1": label_rect(decor.names[1]),
                  "pile1": QRectF(lay.capture[1]), "stock": QRectF(lay.stock)}
        screen = QRectF(0, 0, *size)
        for key, rect in words.items():
            assert screen.contains(rect), (size, language, key)
            for other, where in others.items():
                assert not rect.intersects(where), (size, language, key, other)
        # the words take a second line rather than make the cards smaller (at the table of a
        # 1024×700 window the Greek score line leaves the cards 3% smaller); the cards are
        # the round's width, planned for a fuller table (issue 38, D17)
        bare = compute(t.scene.shown, lay.width, lay.height, t.scene.card_scale,
                       most=round_card_width(t.scene.shown, lay.width, lay.height,
                                             t.scene.card_scale))
        least = 0.9 if size[0] < 1000 else 1.0
        assert lay.cw >= least * bare.cw, (size, language, lay.cw, bare.cw)
    finally:
        t.close()


def test_a_lessons_cards_are_as_large_as_its_narrower_table_allows(qtbot, tmp_path):
    from tests.tutorial.driver import Learner

    learner = Learner(qtbot, tmp_path)
    try:
        w = learner.window
        w.resize(1280, 800)
        w.start_lesson("declaring")
        learner.settle()
        qtbot.wait(20)
        lay = w.table.table.layout
        assert lay.ch / w.height() >= 0.17  # between the lesson list and the lesson panel
    finally:
        learner.close()


def test_the_screenshot_script_draws_the_table_at_its_size(tmp_path):
    import os
    import subprocess
    import sys

    from PySide6.QtGui import QImageReader

    from tests.conftest import ROOT

    out = tmp_path / "table.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, str(ROOT / "packaging" / "screenshot.py"), "--out",
                           str(out), "--size", "1024x700", "--scene", "hint"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    size = QImageReader(str(out)).size()
    assert (size.width(), size.height()) == (1024, 700)


# a friend's seat a computer plays, at the top and dealing ("Vasilis · a computer plays"
# and the Dealer chip beside it ran off the felt's left edge beside a wide side panel)
@pytest.mark.parametrize("language", ["en", "el"], indirect=True)
@pytest.mark.parametrize("size", [(630, 640), (778, 624), (1034, 724)])
def test_a_long_seat_name_and_the_dealer_chip_stay_on_the_felt(qtbot, size, language):
    from diloti_qt.controller.port import Presence

    t = Table(qtbot, size=size)
    try:
        c = t.controller
        present, named = c.presence, c.seat_name
        c.presence = lambda seat: Presence.STAND_IN if seat == 1 else present(seat)
        c.seat_name = lambda seat: "Βασίλης" if seat == 1 and language == "el" else \
            "Vasilis" if seat == 1 else named(seat)
        t.load(TYPICAL)  # seat 1 deals
        decor, view = t.decor, t.view
        name, chip = decor.names[1], decor.dealer_chip
        assert "·" in name.text() and chip.isVisible() and chip.text()
        screen = QRectF(0, 0, *size)
        for key, label in (("name", name), ("dealer", chip), ("score", decor.score_label),
                           ("round", decor.round_label)):
            assert screen.contains(label_rect(label)), (key, label_rect(label))
        backs = union([s.mapRectToScene(s.card_rect()) for s in view.hand_items(1)
                       if s.isVisible()])
        words = {"name": label_rect(name), "dealer": label_rect(chip),
                 "score": label_rect(decor.score_label), "round": label_rect(decor.round_label),
                 "hand1": backs}
        for (a, ra), (b, rb) in itertools.combinations(words.items(), 2):
            assert not ra.intersects(rb), (size, language, a, b)
    finally:
        t.close()
