"""Playing without a mouse: a whole round from the legal-moves list by key events, the arrow
keys over the hand and the table, the legal-moves model, accessible names and the announcer."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from diloti_qt.controller.game import GameController
from diloti_qt.engine import Rules, legal_moves, parse_position
from diloti_qt.models import HandModel, LegalMovesModel, Roles, TableModel
from diloti_qt.presenter.presenter import TablePresenter

from .table_driver import card, position
from .test_app_driver import make_window, show, start, wait_human_turn, wait_round_sheet


def activate(qtbot, window) -> None:
    """Make the window the active one (shortcuts and focus need it, offscreen too)."""
    window.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)


def last_move_of(c, seat: int):
    return next(move for s, move in reversed(c.state.history) if s == seat)


def active_at_human_turn(qtbot, seed: int):
    """A shown, active window at the human's first turn of a seeded match: (window,
    controller)."""
    window = make_window(qtbot)
    show(qtbot, window)
    activate(qtbot, window)
    start(window, seed=seed)
    wait_human_turn(qtbot, window)
    return window, window.local_match.controller


def table_of_three(qtbot):
    """The active window at the human's turn with 6♥ 2♦ K♦ in hand and 2♠ 4♣ 9♥ on the
    table: (window, controller, the table's play gesture, viewport)."""
    window, c = active_at_human_turn(qtbot, seed=5)
    c.load_state(parse_position(position(["6H", "2D", "KD"], ["2S", "4C", "9H"])))
    window.table.finish_motion()
    gesture = window.table.gesture
    vp = window.table.viewport()
    return window, c, gesture, vp


def test_a_full_round_played_by_keyboard_from_the_moves_list(qtbot):
    window, c = active_at_human_turn(qtbot, seed=7)
    view = window.moves_panel.moves_view
    qtbot.keyClick(window.table, Qt.Key.Key_M)  # the shortcut: Game ▸ Your moves list
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    assert window.side_dock.isVisible() and window.side_panel.page() == "moves"
    finished = []
    c.round_finished.connect(finished.append)
    played = 0
    while not finished:
        wait_human_turn(qtbot, window)
        if c.state.round_over:
            break
        qtbot.waitUntil(lambda: view.currentIndex().isValid(), timeout=2000)
        assert view.model().rowCount() == len(legal_moves(c.state))
        for _ in range(played % 3):
            qtbot.keyClick(view, Qt.Key.Key_Down)
        wanted = view.currentIndex().data(Roles.KEY)
        assert view.currentIndex().row() == min(played % 3, view.model().rowCount() - 1)
        qtbot.keyClick(view, Qt.Key.Key_Return)
        assert last_move_of(c, c.human) == wanted
        played += 1
    assert finished and played == 24
    assert view.model().rowCount() == 0
    assert window.moves_panel.turn_label.text() == "The round is over. Press N for the next round."

    sheet = wait_round_sheet(qtbot, window)
    if not c.match.over:
        qtbot.keyClick(sheet, Qt.Key.Key_Return)  # the sheet's default button: next round
        wait_human_turn(qtbot, window)
        assert len(c.match.rounds) == 1 and not c.state.round_over
        assert c.state.hands[c.human]


def test_arrow_keys_select_table_piles_and_enter_plays_the_hand_card_onto_them(qtbot):
    window, c, gesture, vp = table_of_three(qtbot)
    window.table_focus_action.trigger()
    assert window.table.hasFocus()

    def walk_table_to(text: str) -> None:
        for _ in range(6):
            if gesture.focus_pile == ("loose", card(text)):
                return
            qtbot.keyClick(vp, Qt.Key.Key_Right)
        raise AssertionError(f"{text} never got the focus")

    qtbot.keyClick(vp, Qt.Key.Key_Up)
    assert gesture.focus_pile is not None
    assert any(f.style == "hot" for f in window.table.table.decor.frames)
    walk_table_to("2S")
    assert window.status_label.text() == "two of spades"
    qtbot.keyClick(vp, Qt.Key.Key_Space)
    assert window.status_label.text() == "two of spades, selected"
    assert window.table.accessibleDescription() == "two of spades, selected"
    walk_table_to("4C")
    qtbot.keyClick(vp, Qt.Key.Key_Return)
    assert gesture.selection == {("loose", card("2S")), ("loose", card("4C"))}
    qtbot.keyClick(vp, Qt.Key.Key_Down)
    assert gesture.focus_pile is None and gesture.focus in c.state.hands[0]
    for _ in range(3):
        if gesture.focus == card("6H"):
            break
        qtbot.keyClick(vp, Qt.Key.Key_Right)
    assert window.status_label.text() == "six of hearts"
    qtbot.keyClick(vp, Qt.Key.Key_Return)  # the only move onto 2♠ + 4♣: take them
    move = last_move_of(c, 0)
    assert move.card == card("6H") and move.action == "capture"
    assert set(move.cards) == {card("2S"), card("4C")}
    assert not gesture.selection


def test_enter_on_a_hand_card_that_fits_no_selection_says_why(qtbot):
    window, c, gesture, vp = table_of_three(qtbot)
    window.table.setFocus()
    qtbot.keyClick(vp, Qt.Key.Key_Up)
    for _ in range(4):
        if gesture.focus_pile == ("loose", card("9H")):
            break
        qtbot.keyClick(vp, Qt.Key.Key_Right)
    qtbot.keyClick(vp, Qt.Key.Key_Space)
    qtbot.keyClick(vp, Qt.Key.Key_Down)
    while gesture.focus != card("KD"):
        qtbot.keyClick(vp, Qt.Key.Key_Right)
    before = c.state.clone()
    qtbot.keyClick(vp, Qt.Key.Key_Return)
    assert c.state == before and window.table.chooser is None
    assert window.status_label.text()
    qtbot.keyClick(vp, Qt.Key.Key_Escape)
    assert not gesture.selection and gesture.focus is None


def test_the_legal_moves_model_passes_the_model_tester_while_the_game_goes_on(
        qtbot, qtmodeltester):
    c = GameController()
    c.pace = "instant"
    try:
        c.new_match(Rules.make("pagat-2p"), seed=12, level="easy")
        model = LegalMovesModel(TablePresenter(c, "instant"))
        qtmodeltester.check(model)
        for _ in range(6):
            qtbot.waitUntil(lambda: c.is_human_turn() or c.state.round_over, timeout=5000)
            moves = legal_moves(c.state)
            assert model.rowCount() == len(moves) and set(model.moves) == set(moves)
            hand = c.state.hands[0]
            assert [hand.index(m.card) for m in model.moves] == sorted(
                hand.index(m.card) for m in model.moves)
            for row, move in enumerate(model.moves):
                index = model.index(row, 0)
                assert index.data() == c.describe(move)
                assert index.data(Qt.ItemDataRole.AccessibleTextRole) == c.describe(move)
                assert index.data(Roles.KEY) == move and index.data(Roles.CARD) == move.card
            c.play(model.moves[-1])
            assert model.rowCount() == 0  # the computer's turn
            qtmodeltester.check(model)
        c.undo()
        qtmodeltester.check(model)
        assert model.rowCount() == len(legal_moves(c.state))
    finally:
        c.shutdown()


def test_accessible_names_shortcuts_and_the_announced_opponent_moves(qtbot):
    window, c = active_at_human_turn(qtbot, seed=9)
    panel = window.moves_panel
    assert window.table.accessibleName() == "Card table"
    assert panel.moves_view.accessibleName() == "Your legal moves"
    assert panel.hand_view.accessibleName() == "Your hand"
    assert panel.table_view.accessibleName() == "Cards on the table"
    assert window.history_view.accessibleName() == "Move history"
    assert window.score_view.accessibleName() == "Score sheet"
    hand = HandModel(window.presenter)
    first = hand.index(0, 0)
    assert first.data(Qt.ItemDataRole.AccessibleTextRole).count(" of ") == 1
    table = TableModel(window.presenter)
    assert table.rowCount() == len(c.state.loose) + len(c.state.decls)
    shortcuts = {a.text(): a.shortcut().toString() for a in (
        window.undo_action, window.hint_action, window.new_action, window.next_round_action,
        window.statistics_action, window.moves_action, window.table_focus_action)}
    assert shortcuts == {"&Undo": "Ctrl+Z", "&Hint": "H", "&New match…": "Ctrl+N",
                         "Next &round": "N", "&Statistics…": "S", "Your &moves list": "M",
                         "The &table": "T"}
    assert panel.turn_label.text() == "Your turn: choose a move and press Enter."

    c.play(legal_moves(c.state)[0])
    wait_human_turn(qtbot, window)
    said = window.announcer.label
    lines = [window.presenter.say(e) for e in reversed(c.history) if e.is_move]
    line = next(text for text in lines if text.startswith("Computer"))
    assert window.announcer.text == line
    assert said.accessibleName() == line and said.isVisible()

    window.table.setFocus()
    qtbot.keyClick(window.table.viewport(), Qt.Key.Key_Right)
    qtbot.keyClick(window.table.viewport(), Qt.Key.Key_Return)
    chooser = window.table.chooser
    assert chooser is not None and chooser.list.accessibleName().startswith("Play ")
    assert QApplication.focusWidget() is chooser.list
    qtbot.keyClick(chooser.list, Qt.Key.Key_Escape)
    assert window.table.chooser is None


def test_t_shows_the_focus_at_once_and_enter_plays_a_cards_only_move(qtbot):
    """Issue 27, item 8: T showed nothing until an arrow was pressed; Enter on a card with
    one legal move opened a chooser of one row."""
    window, c, gesture, vp = table_of_three(qtbot)
    window.table_focus_action.trigger()
    assert window.table.hasFocus() and gesture.focus_pile is not None  # the table (D19)
    qtbot.keyClick(vp, Qt.Key.Key_Down)  # to the hand
    assert gesture.focus in c.state.hands[0]
    assert window.table.table.marks.focus_card == gesture.focus  # drawn, not only kept
    while gesture.focus != card("KD"):  # K♦ has one move: it is laid (no K on the table)
        qtbot.keyClick(vp, Qt.Key.Key_Right)
    assert [m.card for m in legal_moves(c.state)].count(card("KD")) == 1
    qtbot.keyClick(vp, Qt.Key.Key_Return)
    assert window.table.chooser is None
    move = last_move_of(c, 0)
    assert move.card == card("KD") and move.action == "lay"


def test_t_focuses_the_tables_cards_and_enter_never_plays_a_card_with_a_choice(qtbot):
    """Issue 38, D19: T put the focus on the hand, where Enter plays a card, not on the
    table's cards as the README says ("T the table (arrows, Enter)"). T now shows the focus
    on the table's first card: Enter there selects it and plays nothing; a hand card with
    several moves opens the chooser, as a double-click does."""
    window, c, gesture, vp = table_of_three(qtbot)
    before = c.state.clone()
    window.table_focus_action.trigger()
    assert window.table.hasFocus()
    assert gesture.focus is None and gesture.focus_pile == gesture._pile_keys()[0]
    assert any(f.style == "hot" for f in window.table.table.decor.frames)  # drawn at once
    assert window.status_label.text() == "two of spades"
    qtbot.keyClick(vp, Qt.Key.Key_Right)
    assert gesture.focus_pile == ("loose", card("4C"))
    qtbot.keyClick(vp, Qt.Key.Key_Return)
    assert gesture.selection == {("loose", card("4C"))} and c.state == before
    qtbot.keyClick(vp, Qt.Key.Key_Return)  # Enter again: unselected
    assert not gesture.selection
    qtbot.keyClick(vp, Qt.Key.Key_Down)
    while gesture.focus != card("6H"):
        qtbot.keyClick(vp, Qt.Key.Key_Right)
    several = [m for m in legal_moves(c.state) if m.card == card("6H")]
    assert len(several) > 1
    qtbot.keyClick(vp, Qt.Key.Key_Return)
    chooser = window.table.chooser
    assert chooser is not None and c.state == before
    assert {chooser.list.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(chooser.list.count())} == set(several)
    qtbot.keyClick(chooser.list, Qt.Key.Key_Escape)
    assert window.table.chooser is None and c.state == before


def test_the_hand_list_shows_every_card_without_scrolling(qtbot):
    """Issue 27, item 8: the hand list in the Moves tab scrolled (a sixth of the page for six
    cards), so a player on the keyboard or a screen reader's reviewer did not see the hand."""
    for size in ((1280, 800), (1024, 700)):
        window, c = active_at_human_turn(qtbot, seed=5)
        window.resize(*size)
        window.side_panel.show_page("moves")
        hand = window.moves_panel.hand_view
        qtbot.waitUntil(lambda hand=hand: hand.isVisible() and hand.model().rowCount() == 6)
        qtbot.wait(20)
        rows = hand.model().rowCount()
        assert hand.verticalScrollBar().maximum() == 0, size
        for row in range(rows):
            rect = hand.visualRect(hand.model().index(row, 0))
            assert hand.viewport().rect().contains(rect), (size, row, rect)
        window.close()
