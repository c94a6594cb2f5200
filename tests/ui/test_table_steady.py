"""Issue 38's table defects: what the table says follows your move at once, an undo shows
no half-made frame, the badges and counts of a deal, and cards that keep their size."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QVariantAnimation

from diloti_qt.engine import parse_position
from diloti_qt.models import Roles
from diloti_qt.presenter.snapshot import hand_key
from diloti_qt.ui.table.sprite import CardSprite

from .table_driver import card, drag, free_felt, pile_point, pills, position
from .test_app_driver import gated_job, make_window, show, start, wait_human_turn


def window_at(qtbot, pos: dict, profile: str = "pagat-2p", size=(1280, 800)):
    """The real window at pace normal showing `pos`, the human to move; the computer seats
    wait until the test releases them."""
    window = make_window(qtbot, size=size)
    window.set_pace("normal", save=False)
    show(qtbot, window)
    start(window, profile=profile, seed=5)
    wait_human_turn(qtbot, window)
    window.local_match.controller.load_state(parse_position(pos))
    window.table.finish_motion()
    job, release = gated_job()
    window.local_match.controller.ai_job = job
    return window, release


def listed(view) -> list:
    model = view.model()
    return [model.index(r, 0).data(Roles.KEY) for r in range(model.rowCount())]


def assert_turn_passed(window, played: int, seat_due: int) -> None:
    """Right after your move: the card is still on its way, but the turn, your hand's list
    and your moves already say it has been played."""
    QCoreApplication.processEvents()  # the first turn of the event loop after the move
    assert window.presenter.busy(), "the card is still flying"
    lit = {seat for seat, (_text, on) in pills(window.table).items() if on}
    assert lit == {seat_due}
    panel = window.moves_panel
    assert played not in listed(panel.hand_view)
    assert listed(panel.moves_view) == []
    assert "Your turn" not in panel.turn_label.text()


def test_your_turn_passes_as_you_lay_your_card(qtbot):
    """D10: "Your turn" stayed lit and the Moves page listed the card laid until it landed."""
    window, release = window_at(qtbot, position(["5H", "9C"], ["KS", "2H"], ["4C", "QD"]))
    try:
        assert pills(window.table)[0] == ("Your turn", True)
        drag(window.table, card("9C"), free_felt(window.table))
        assert window.local_match.controller.history[-1].card == card("9C")
        assert_turn_passed(window, card("9C"), 1)
    finally:
        release.set()
        window.local_match.controller.shutdown()


def test_your_turn_passes_as_you_capture(qtbot):
    """D10: after your capture the turn stayed on you while the cards taken flew."""
    window, release = window_at(qtbot, position(["5H", "9C"], ["5S", "2H"], ["4C", "QD"]))
    try:
        drag(window.table, card("5H"), pile_point(window.table, window.table_model, card("5S")))
        assert window.local_match.controller.history[-1].groups == ((card("5S"),),)
        assert_turn_passed(window, card("5H"), 1)
    finally:
        release.set()
        window.local_match.controller.shutdown()


def test_in_a_four_player_game_the_turn_goes_to_the_next_seat_as_you_play(qtbot):
    """D10: with four players the badge stayed on you while the other seats were due."""
    pos = position([], ["KS", "2H"], profile="partnership-4p",
                   hands=[["5H", "9C"], ["4C", "QD"], ["3C", "JD"], ["6C", "8D"]])
    window, release = window_at(qtbot, pos, "partnership-4p")
    try:
        drag(window.table, card("9C"), free_felt(window.table))
        due = window.local_match.controller.state.to_move
        assert due != 0
        assert_turn_passed(window, card("9C"), due)
    finally:
        release.set()
        window.local_match.controller.shutdown()


def frames_of_the_stage(qtbot, table, look) -> list:
    """What the table shows at the start of the stage now flying and every 10 ms of its
    flight, stepped by hand on its clock (a busy machine skips no frame), then landed."""
    clock = table.flights.findChild(QVariantAnimation)
    clock.pause()
    frames = [look()]
    for ms in range(0, clock.totalDuration(), 10):
        clock.setCurrentTime(ms)
        frames.append(look())
    clock.resume()
    qtbot.waitUntil(lambda: not table.busy(), timeout=5000)
    return frames


def count_shown(table, label) -> bool:
    """A count's pill is on the table and no card covers its middle."""
    middle = label.sceneBoundingRect().center()
    return label.isVisible() and bool(label.text()) and not any(
        isinstance(item, CardSprite) and item.isVisible() and item.zValue() > label.zValue()
        for item in table.items(middle))


STOCK = ["2C", "3H", "4D", "5C", "6D", "7C", "8S", "9D", "10C", "JH", "QS", "KC"]


def test_an_undo_shows_your_card_face_up_and_every_count_on_the_way(qtbot):
    """D16: for a frame of Ctrl+Z the card coming back to your hand was face down and the
    counts of the stock and the piles were gone (under the cards flying)."""
    window, release = window_at(qtbot, position(["5H"], ["5S", "3C", "9H"], ["3D"],
                                                stock=STOCK))
    c, view = window.local_match.controller, window.table
    table = view.table
    try:
        drag(view, card("5H"), pile_point(view, window.table_model, card("5S")))
        release.set()  # the computer takes 3♣ with its last card, then six more are dealt
        qtbot.waitUntil(lambda: c.is_human_turn() and not view.is_animating(), timeout=10000)
        piles = list(table.decor.pile_counts.values())
        assert [label.text() for label in piles] == ["2", "2"]
        dealt = table.layout.seats[1].hand  # the computer's six cards
        window.undo_action.trigger()
        assert table.busy(), "the cards fly back"
        back = table.sprites[card("5H")]
        fan = dealt.united(table.layout.seats[1].hand).adjusted(-20, -20, 20, 20)
        backs = [s for key, s in table.sprites.items() if hand_key(1, 0) <= key < hand_key(2, 0)]

        def look():
            return ((back.face_up or not back.isVisible()),
                    count_shown(table, table.decor.stock_count),
                    all(count_shown(table, label) for label in piles),
                    all(fan.contains(s.sceneBoundingRect().center())
                        for s in backs if s.isVisible()),
                    back.isVisible() and back.moving)

        frames = frames_of_the_stage(qtbot, table, look)
        assert sum(flying for *_, flying in frames) > 10, "your card flies back to your hand"
        assert all(home for *_, home, _ in frames), "the computer's card back flew from afar"
        assert all(face_up for face_up, *_ in frames), "your card came back face down"
        assert all(stock for _, stock, *_ in frames), "the stock's count was gone"
        assert all(pile for _, _, pile, *_ in frames), "a pile's count was gone"
        assert back.face_up and table.decor.stock_count.text() == "12"
        assert tuple(c.view().hand) == (card("5H"),)
    finally:
        release.set()
        c.shutdown()


def test_an_undo_gives_the_computer_its_card_back_in_its_hand(qtbot):
    """Seen with D16: the back of the card the computer took back flew in from the top left
    corner (a back has no place of its own before it is shown)."""
    window, release = window_at(qtbot, position(["5H", "9C"], ["KS", "2H"], ["4C", "QD"]))
    c, view = window.local_match.controller, window.table
    table = view.table
    try:
        drag(view, card("9C"), free_felt(view))
        release.set()
        qtbot.waitUntil(lambda: c.is_human_turn() and not view.is_animating(), timeout=10000)
        returning = table.sprites[hand_key(1, 1)]
        assert not returning.isVisible()
        returning.setPos(0, 0)  # where a back never shown lies
        one = table.layout.seats[1].hand
        window.undo_action.trigger()
        fan = one.united(table.layout.seats[1].hand).adjusted(-20, -20, 20, 20)
        frames = frames_of_the_stage(qtbot, table, lambda: (
            not returning.isVisible() or fan.contains(returning.sceneBoundingRect().center())))
        assert returning.isVisible() and all(frames)
    finally:
        release.set()
        c.shutdown()


def clash(table, seat: int) -> list:
    """The name pill and dealer chip of `seat` that lie over a card at rest in its hand."""
    decor = table.decor
    badges = [decor.names[seat]] + ([decor.dealer_chip] if decor.dealer_chip.isVisible()
                                    and table.shown.dealer == seat else [])
    cards = [table.sprites[c] for c in table.shown.hands[seat]]
    return [(badge.text(), sprite.card) for badge in badges for sprite in cards
            if sprite.isVisible() and not sprite.moving
            and badge.sceneBoundingRect().intersects(sprite.sceneBoundingRect())]


@pytest.mark.parametrize("size", [(1200, 780), (760, 520)])
def test_a_deal_lands_clear_of_the_badges_and_the_stock_counts_it_at_once(qtbot, size):
    """D15: during a deal the Dealer and You badges lay over the new hand (they stayed where
    the empty hand had left them) and the stock still said 36."""
    stock = STOCK + ["AC", "AD", "AH", "AS", "6C", "6H", "7D", "7H", "8C", "8D", "9C", "9S"]
    window, release = window_at(qtbot, position(["5H"], ["KS", "2H"], ["3D"], stock=stock,
                                                dealer=0), size=size)
    c, view = window.local_match.controller, window.table
    table = view.table
    clock = table.flights.findChild(QVariantAnimation)
    deals = []

    def started(stage):
        if stage.kind.value == "deal":
            clock.pause()  # stepped by hand below
            deals.append(stage)

    window.presenter.started.connect(started)
    try:
        drag(view, card("5H"), free_felt(view))
        release.set()
        qtbot.waitUntil(lambda: bool(deals), timeout=10000)
        assert table.busy() and len(deals[0].snapshot.stock) == 12

        frames = frames_of_the_stage(qtbot, table, lambda: (
            clash(table, 0), clash(table, 1), table.decor.stock_count.text()))
        assert all(not mine and not theirs for mine, theirs, _ in frames), frames
        assert all(left == "12" for *_, left in frames), "the stock counts what it has left"
        qtbot.waitUntil(lambda: not view.is_animating(), timeout=10000)
        assert len(table.shown.hand) == 6 and not clash(table, 0) and not clash(table, 1)
    finally:
        release.set()
        c.shutdown()

