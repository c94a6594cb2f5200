"""Issue 38's table defects: what the table says follows your move at once, an undo shows
no half-made frame, the badges and counts of a deal, and cards that keep their size."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from diloti_qt.engine import parse_position
from diloti_qt.models import Roles

from .table_driver import card, drag, free_felt, pile_point, pills, position
from .test_app_driver import gated_job, make_window, show, start, wait_human_turn


def window_at(qtbot, pos: dict, profile: str = "pagat-2p"):
    """The real window at pace normal showing `pos`, the human to move; the computer seats
    wait until the test releases them."""
    window = make_window(qtbot)
    window.set_pace("normal", save=False)
    show(qtbot, window)
    start(window, profile=profile, seed=5)
    wait_human_turn(qtbot, window)
    window.controller.load_state(parse_position(pos))
    window.table.finish_motion()
    job, release = gated_job()
    window.controller.ai_job = job
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
        assert window.controller.history[-1].card == card("9C")
        assert_turn_passed(window, card("9C"), 1)
    finally:
        release.set()
        window.controller.shutdown()


def test_your_turn_passes_as_you_capture(qtbot):
    """D10: after your capture the turn stayed on you while the cards taken flew."""
    window, release = window_at(qtbot, position(["5H", "9C"], ["5S", "2H"], ["4C", "QD"]))
    try:
        drag(window.table, card("5H"), pile_point(window.table, window.table_model, card("5S")))
        assert window.controller.history[-1].groups == ((card("5S"),),)
        assert_turn_passed(window, card("5H"), 1)
    finally:
        release.set()
        window.controller.shutdown()


def test_in_a_four_player_game_the_turn_goes_to_the_next_seat_as_you_play(qtbot):
    """D10: with four players the badge stayed on you while the other seats were due."""
    pos = position([], ["KS", "2H"], profile="partnership-4p",
                   hands=[["5H", "9C"], ["4C", "QD"], ["3C", "JD"], ["6C", "8D"]])
    window, release = window_at(qtbot, pos, "partnership-4p")
    try:
        drag(window.table, card("9C"), free_felt(window.table))
        due = window.controller.state.to_move
        assert due != 0
        assert_turn_passed(window, card("9C"), due)
    finally:
        release.set()
        window.controller.shutdown()
