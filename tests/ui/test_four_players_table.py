"""The table with four (R40–R43): where everyone sits, nothing overlapping at three window
sizes, the direction of play, whose turn and who deals, moves flying from their own hands,
and a real drag that raises your partner's declaration (R42)."""

from __future__ import annotations

import itertools
import threading

import pytest
from PySide6.QtCore import QRectF

from diloti_qt.engine import parse_position
from diloti_qt.ui.table.decor import GOLD, OURS, THEIRS

from .table_driver import Table, card

SIZES = [(1280, 800), (1920, 1080), (1024, 700), (778, 624)]  # the last: the table
# inside a 1024×700 main window with its docks
LEVELS = {1: "easy", 2: "easy", 3: "easy"}


def busy_table(dealer: int, to_move: int = 0, direction: str = "counter-clockwise",
               stock: bool = False) -> dict:
    """Mid-round with declarations of both sides and piles with xeris: in the second deal a
    crowded table and full hands; in the first (`stock`) the 24 cards still to deal."""
    pos = {
        "format": "diloti-position/1",
        "rules": {"profile": "partnership-4p", "variants": {"V-DIRECTION": direction}},
        "dealer": dealer, "to_move": to_move,
        "hands": [["8C", "9H", "3D", "AS", "KD", "7H"], ["9D", "AH", "2C", "4C", "5D", "KS"],
                  ["8H", "7C", "QS", "JD", "6S", "KH"], ["2D", "3S", "4H", "10C", "JH", "QH"]],
        "table": ["5S", "KC", "9C", "AD", "6D", "JS", "QD",
                  {"value": 8, "owner": 2, "kind": "simple", "cards": ["5C", "3H"]},
                  {"value": 7, "owner": 1, "kind": "family", "cards": ["4S", "3C", "7S"]},
                  {"value": 10, "owner": 3, "kind": "simple", "cards": ["6H", "4D"]}],
        "stock": [],
        "captured": [["10S", "7D"], ["8S"], ["9S", "2S", "10H"], ["JC", "QC"]],
        "xeris": [0, 1, 1, 0],
    }
    if stock:
        pos["hands"] = [h[:5] for h in pos["hands"]]
        pos["table"] = ["5S", "KC", "9C", "AD",
                        {"value": 8, "owner": 2, "kind": "simple", "cards": ["5C", "3H"]}]
        pos["captured"] = [["10S"], ["7D"], [], []]
        pos["xeris"] = [0, 1, 0, 0]
        pos["stock"] = ["7H", "KS", "KH", "QH", "2H", "6C", "10D", "AC", "8D", "9S", "2S",
                        "10H", "JC", "QC", "QD", "JS", "4S", "3C", "7S", "6H", "4D", "8S",
                        "6D", "5H"]
    return pos


def load(t: Table, pos: dict) -> None:
    t.controller.load_state(parse_position(pos), levels=LEVELS)
    t.controller.shutdown()  # the computer seats wait: these tests look at one moment
    t.view.finish_motion()


def union(rects: list[QRectF]) -> QRectF:
    out = QRectF(rects[0])
    for r in rects[1:]:
        out = out.united(r)
    return out


def regions(t: Table) -> dict[str, QRectF]:
    """Every part of the table that must stand apart from the others."""
    scene, lay = t.scene, t.scene.layout
    state = t.controller.state
    out: dict[str, QRectF] = {"table": QRectF(lay.table)}
    for seat in range(4):
        sprites = t.view.hand_items(seat)
        out[f"hand{seat}"] = union([s.mapRectToScene(s.card_rect()) for s in sprites])
        pile = [t.view.scene_item_for_card(c) for c in state.captured[seat]]
        out[f"pile{seat}"] = union([QRectF(lay.capture[seat])] + [
            s.mapRectToScene(s.card_rect()) for s in pile if s.isVisible()])
        out[f"name{seat}"] = scene.decor.names[seat].sceneBoundingRect().adjusted(2, 2, -2, -4)
    if state.stock:
        out["stock"] = QRectF(lay.stock)
    for key, label in (("dealer", scene.decor.dealer_chip), ("score", scene.decor.score_label),
                       ("round", scene.decor.round_label)):
        out[key] = label.sceneBoundingRect().adjusted(2, 2, -2, -4)
    return out


# in English and in Greek (longer words: "Γύρος 1 · μοιράζει ο Υπολογιστής · μοίρασμα
# 340523" ran under the opponent's fan at 1280×800)
@pytest.mark.parametrize("language", ["en", "el"], indirect=True)
@pytest.mark.parametrize("size", SIZES)
def test_four_hands_four_piles_and_the_scores_never_overlap(qtbot, size, language):
    t = Table(qtbot, size=size, profile="partnership-4p")
    try:
        view_rect = QRectF(0, 0, *size)
        for dealer, stock in itertools.product(range(4), (True, False)):
            load(t, busy_table(dealer, to_move=(dealer + 1) % 4, stock=stock))
            found = regions(t)
            lay = t.scene.layout
            for name, rect in found.items():  # your partner's backs whole too
                assert view_rect.contains(rect), (size, dealer, name)
            for seat in (1, 2, 3):  # each other hand's count on its backs
                count = t.scene.decor.hand_counts[seat]
                assert count.text() == str(len(t.controller.state.hands[seat]))
                assert found[f"hand{seat}"].contains(count.sceneBoundingRect().adjusted(
                    2, 2, -2, -4)), (size, dealer, seat)
            for (a, ra), (b, rb) in itertools.combinations(found.items(), 2):
                if {a, b} == {"table", "stock"}:
                    continue  # a dealer at the top keeps the stock in the felt's corner
                assert not ra.intersects(rb), (size, dealer, stock, a, b)
            if "stock" in found:
                assert not any(box.rect.intersects(found["stock"]) for box in lay.piles)
            for box in lay.piles:  # every table pile on the felt, none on another
                assert lay.table.contains(box.rect)
            for a, b in itertools.combinations([box.rect for box in lay.piles], 2):
                assert not a.intersects(b)
            assert t.scene.decor.direction.isVisible()
            # the team scores stay on screen and readable
            if language == "en":
                assert t.scene.decor.score_label.text() == "Us 0 · Them 0 · to 61"
    finally:
        t.close()


def test_you_at_the_bottom_partner_opposite_opponents_counter_clockwise(qtbot):
    t = Table(qtbot, profile="partnership-4p")
    try:
        load(t, busy_table(dealer=3, stock=False))
        lay = t.scene.layout
        assert {s: lay.seats[s].where for s in range(4)} == {
            0: "bottom", 1: "right", 2: "top", 3: "left"}
        centre = lay.table.center()
        assert lay.seats[1].hand.left() > centre.x() > lay.seats[3].hand.right()
        assert lay.seats[2].hand.bottom() < centre.y() < lay.seats[0].hand.top()
        names = {s: t.scene.decor.names[s].text() for s in range(4)}
        assert names == {0: "Your turn", 1: "Right", 2: "Partner", 3: "Left"}
        # each pile in the corner at its owner's right hand, in the team's colour
        w, h = t.scene.size_px
        corners = {s: (lay.capture[s].center().x() > w / 2, lay.capture[s].center().y() > h / 2)
                   for s in range(4)}
        assert corners == {0: (True, True), 1: (True, False), 2: (False, False),
                           3: (False, True)}
        assert [t.scene.decor.slots[s].style for s in range(4)] == [
            "slot-ours", "slot-theirs", "slot-ours", "slot-theirs"]
        assert t.scene.decor.pile_counts[2].text() == "3"
        assert "Pile of Partner (your side): 3 card(s), 1 xeri(s)" in \
            t.scene.decor.pile_counts[2].toolTip()
        assert "your side 5, the other side 3 (R40)" in t.scene.decor.pile_counts[1].toolTip()
        # the direction of play: counter-clockwise arrows and caption
        d = t.scene.decor.direction
        assert not d.clockwise and d.caption == "↺ counter-clockwise"
        assert "(R41): You, Right, Partner, Left" in d.toolTip()
    finally:
        t.close()


def test_clockwise_mirrors_the_display_not_the_turn_order(qtbot):
    t = Table(qtbot, profile="partnership-4p")
    try:
        load(t, busy_table(dealer=3, direction="clockwise", stock=False))
        lay = t.scene.layout
        assert {s: lay.seats[s].where for s in range(4)} == {
            0: "bottom", 1: "left", 2: "top", 3: "right"}
        assert t.scene.decor.names[1].text() == "Left" and t.scene.decor.names[3].text() == "Right"
        assert lay.capture[1].center().x() < lay.table.center().x()  # mirrored corners too
        d = t.scene.decor.direction
        assert d.clockwise and d.caption == "↻ clockwise"
        assert "(V-DIRECTION): You, Left, Partner, Right" in d.toolTip()
        # the arrows turn the other way: the top-right arrow's head points right
        ccw = busy_table(dealer=3, stock=False)
        heads = {}
        for pos in (ccw, busy_table(dealer=3, direction="clockwise", stock=False)):
            load(t, pos)
            path = t.scene.decor.direction.arrows()[0]  # the arrow at 45°: top right
            heads[t.scene.decor.direction.clockwise] = path.pointAtPercent(1.0).x() \
                - path.pointAtPercent(0.0).x()
        assert heads[True] > 0 > heads[False]
        # the turn still passes in seat order: seat 1 follows you, now on your left
        c = t.controller
        load(t, busy_table(dealer=3, to_move=1, direction="clockwise", stock=False))
        assert t.scene.decor.names[1].bg == GOLD and lay.seats[1].where == "left"
        assert c.state.to_move == 1
    finally:
        t.close()


def label_rect(label) -> QRectF:
    return label.sceneBoundingRect()


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_whose_turn_and_the_dealer_marker_follow_every_seat(qtbot, size):
    t = Table(qtbot, size=size, profile="partnership-4p")
    try:
        for seat in range(4):
            dealer = (seat + 3) % 4
            load(t, busy_table(dealer=dealer, to_move=seat))
            golden = [s for s, label in t.scene.decor.names.items() if label.bg == GOLD]
            assert golden == [seat]
            chip = label_rect(t.scene.decor.dealer_chip)
            name = label_rect(t.scene.decor.names[dealer])
            assert abs(chip.center().y() - name.center().y()) < 2
            gap = max(chip.left() - name.right(), name.left() - chip.right())
            assert 0 <= gap < t.scene.layout.font_px
            assert t.scene.decor.dealer_chip.toolTip() == (
                f"{t.controller.seat_name(dealer)} dealt this round")
    finally:
        t.close()


def held_job(c, hold: threading.Event):
    """The computer's job, waiting until `hold` is set (at most 10 s)."""
    job = c.ai_job

    def held(level, view, seed, budget):
        hold.wait(10)
        return job(level, view, seed, budget)

    return held


def test_computer_moves_fly_from_their_own_hands(qtbot):
    t = Table(qtbot, profile="partnership-4p")
    hold = threading.Event()
    try:
        c = t.controller
        c.ai_job = held_job(c, hold)
        t.view.set_pace("fast")
        starts: dict[int, tuple] = {}

        def seen(stage) -> None:  # a move's card as it starts its flight
            if stage.kind.value != "play":
                return
            sprite = t.view.scene_item_for_card(stage.move.card)
            starts[stage.seat] = (sprite.sceneBoundingRect().center(),
                                  QRectF(t.scene.layout.seats[stage.seat].hand))

        t.presenter.started.connect(seen)
        c.load_state(parse_position(busy_table(dealer=0, to_move=1, stock=False)),
                     levels=LEVELS)
        t.view.finish_motion()
        hold.set()
        qtbot.waitUntil(lambda: c.is_human_turn(), timeout=10000)
        qtbot.waitUntil(lambda: not t.view.is_animating(), timeout=10000)
        assert set(starts) == {1, 2, 3}
        for seat, (centre, hand) in starts.items():
            g = t.scene.layout.cw * 0.3
            assert hand.adjusted(-g, -g, g, g).contains(centre), seat
        lay = t.scene.layout
        for event in t.events:  # landed on the table, or in the player's own pile
            centre = t.view.scene_item_for_card(event.move.card).sceneBoundingRect().center()
            assert not lay.seats[event.seat].hand.contains(centre)
            if event.move.action == "capture":
                assert lay.capture[event.seat].contains(centre)
            else:
                assert lay.table.contains(centre)
    finally:
        hold.set()
        t.close()


PARTNER_SIMPLE = {
    "format": "diloti-position/1", "rules": "partnership-4p", "dealer": 3, "to_move": 0,
    "hands": [["3H", "8S", "KD"], ["9D", "QC", "4S"], ["5S", "JH", "2H"],
              ["6D", "7C", "QH"]],
    "table": ["9C", {"value": 5, "owner": 2, "kind": "simple", "cards": ["2C", "3D"]}],
    "stock": [],
}


def test_drag_a_card_onto_your_partners_declaration_to_raise_it(qtbot):
    t = Table(qtbot, profile="partnership-4p")
    hold = threading.Event()
    try:
        c = t.controller
        c.ai_job = held_job(c, hold)  # the opponents wait while we look
        c.load_state(parse_position(PARTNER_SIMPLE), levels=LEVELS)
        t.view.finish_motion()
        key = t.scene.layout.piles[-1].pile.key
        badge = t.scene.decor.badges[key]
        assert badge.colour == OURS and badge.owner == ("P", "top")
        assert badge.text == "5"
        tip = badge.toolTip()
        assert "Declaration of 5" in tip and "Owner: Partner" in tip
        assert "Your partner's declaration (blue)" in tip and "raise it now (R42)" in tip
        assert not t.scene.decor.banner.isVisible()  # R42: your partner's duty is not yours

        t.drag(card("3H"), t.pile_point(card("2C")))
        (event,) = t.events
        assert event.seat == 0 and event.move.kind == "raise" and event.move.value == 8
        (decl,) = c.state.decls
        assert decl.owner == 0 and decl.value == 8
        t.view.finish_motion()
        box = t.scene.layout.piles[-1]
        badge = t.scene.decor.badges[box.pile.key]
        assert box.pile.owner == 0 and badge.text == "8"
        assert badge.colour == OURS and badge.owner == ("Y", "bottom")
        assert badge.isVisible() and "Your side's declaration (blue)." in badge.toolTip()
        assert t.scene.decor.banner.isVisible() and t.scene.decor.banner.text().startswith(
            "You declared 8.")
        assert t.presenter.say(c.history[-1]) == "You raised the 5 to 8 with 3♥"
        # an opponent's pile is red and its tab points at its owner
        hold.set()
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.round_over, timeout=10000)
        t.view.finish_motion()
        for box in t.scene.layout.piles:
            if box.pile.owner in (1, 3):
                b = t.scene.decor.badges[box.pile.key]
                assert b.colour == THEIRS
                assert b.owner[1] == t.scene.layout.seats[box.pile.owner].where
    finally:
        hold.set()
        t.close()


def test_someone_watching_four_players_sees_each_sides_names_not_us_and_them(qtbot):
    """A watcher has no side of their own: the table's score line and the score sheet's
    columns name each side's two players (as the online round sheet already did), where a
    player reads Us and Them; one function names the sides for all of them
    (presenter/texts.py side_names)."""
    from PySide6.QtCore import Qt

    from diloti_qt.models.scores import ScoreModel
    from diloti_qt.presenter.presenter import TablePresenter

    t = Table(qtbot, profile="partnership-4p")
    try:
        c = t.controller
        name = c.seat_name
        pairs = [f"{name(0)} and {name(2)}", f"{name(1)} and {name(3)}"]
        watcher = TablePresenter(c, "instant", watcher=True)
        assert watcher.texts.score == f"{pairs[0]} 0 · {pairs[1]} 0 · to 61"
        model = ScoreModel(watcher)
        assert [model.headerData(i, Qt.Orientation.Horizontal) for i in (0, 1)] == pairs
        # the player at the same table still reads Us and Them, their own side first
        assert t.presenter.texts.score == "Us 0 · Them 0 · to 61"
        from diloti_qt.presenter.texts import side_names

        assert side_names((0, 1, 0, 1), name, 1) == ["Them", "Us"]
        assert side_names((0, 1), name, 1) == [name(0), name(1)]
    finally:
        t.close()
