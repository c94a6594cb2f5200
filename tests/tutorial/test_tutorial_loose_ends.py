"""The tutorial window's loose ends: it never changes the player's settings, Esc and Ctrl+W
close it, and its table never moves nor keeps an old error after a good move."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QStatusBar

from diloti_qt.storage.settings import SettingsStore
from tests.ui.test_app_driver import make_window, show, start
from tests.ui.test_keyboard import activate

from .driver import Learner


def stored(path) -> SettingsStore:
    store = SettingsStore(path)
    store.load()
    return store


def test_opening_the_tutorial_and_starting_again_keeps_the_coach(qtbot, tmp_path):
    path = tmp_path / "settings.json"
    window = make_window(qtbot, store=stored(path))
    start(window, seed=3)
    show(qtbot, window)
    hooks = window.tutorial_hooks
    assert hooks.coach_action.isChecked() and window.side_panel.page_shown("coach")
    hooks.tutorial_action.trigger()
    tutorial = hooks.tutorial_window
    qtbot.waitExposed(tutorial)
    tutorial.panel.show_me_button.click()
    qtbot.waitUntil(lambda: tutorial.panel.next_button.isEnabled(), timeout=3000)
    tutorial.close()
    assert stored(path).settings.coach
    window.close()  # saves the docks' state
    saved = path.read_bytes()
    assert stored(path).settings.coach

    # The next start restores the docks; that once hid the coach and switched it off.
    again = make_window(qtbot, store=stored(path))
    start(again, seed=3)
    show(qtbot, again)
    hooks = again.tutorial_hooks
    assert hooks.coach_action.isChecked() and stored(path).settings.coach
    assert again.side_panel.page_shown("coach")
    hooks.tutorial_action.trigger()
    hooks.tutorial_window.close()
    assert path.read_bytes() == saved  # the tutorial wrote nothing

    hooks.coach_action.trigger()  # Settings ▸ Coach: the player's choice
    assert not again.side_panel.page_shown("coach") and not stored(path).settings.coach


def active_learner(qtbot, tmp_path) -> Learner:
    learner = Learner(qtbot, tmp_path)
    activate(qtbot, learner.window)  # window shortcuts need the active window
    return learner


def test_esc_closes_the_chooser_first_then_the_tutorial(qtbot, tmp_path):
    learner = active_learner(qtbot, tmp_path)
    w = learner.window
    w.start_lesson("families")  # a 6 dropped on the 6♠: capture it, or declare sixes
    learner.drag("6D", learner.pile_point("6S"))
    qtbot.waitUntil(lambda: w.table.chooser is not None, timeout=3000)
    QTest.keyClick(w.table.chooser.list, Qt.Key.Key_Escape)
    assert w.table.chooser is None and w.isVisible()
    QTest.keyClick(w.table, Qt.Key.Key_Escape)
    assert not w.isVisible()


def test_ctrl_w_closes_the_tutorial(qtbot, tmp_path):
    learner = active_learner(qtbot, tmp_path)
    w = learner.window
    w.start_lesson("cards")
    assert QKeySequence(QKeySequence.StandardKey.Close) in w.close_action.shortcuts()
    QTest.keySequence(w.lesson_list, QKeySequence("Ctrl+W"))
    assert not w.isVisible()
    learner.close()


def test_the_table_never_moves_and_a_good_move_clears_the_old_error(qtbot, tmp_path):
    learner = Learner(qtbot, tmp_path)
    w = learner.window
    w.start_lesson("declaring")
    qtbot.wait(50)

    def table_rect():
        return w.table.geometry().translated(w.table.mapTo(w, QPoint(0, 0)) - w.table.pos())

    home = table_rect()
    learner.drag("3D", learner.felt_point())  # laying: allowed, but not this step's move
    learner.settle()
    assert "✘" in w.panel.message.text()
    qtbot.wait(50)
    assert table_rect() == home
    learner.drag("3D", learner.pile_point("5S"))
    qtbot.waitUntil(lambda: w.panel.next_button.isEnabled(), timeout=3000)
    message = w.panel.message.text()
    assert "✔" in message and "✘" not in message and "You declared 8" in message
    assert w.findChild(QStatusBar) is None  # nothing else keeps the old error
    w.panel.next_button.click()
    qtbot.wait(50)
    assert table_rect() == home
    learner.close()


def test_a_second_declaration_is_refused_by_the_owners_duty(qapp):
    """Lesson 9, step 1: the 4♥ dropped on the 2♠ would declare 6 beside the player's own 8;
    that is refused by R29, not explained as cards that do not add up (R10, R11)."""
    from diloti_qt.engine import parse_card
    from diloti_qt.tutorial.lesson import lesson_by_id
    from diloti_qt.ui.tutorial.lesson_controller import LessonController

    lesson = LessonController()
    try:
        lesson.start_lesson(lesson_by_id("obligations"), 0)
        sentence, rules = lesson.why_not(parse_card("4H"), frozenset({parse_card("2S")}))
        assert rules == "R29"
        assert "add up" not in sentence and "declaration" in sentence
        # 9 + 2 = 11 is no value to declare: that drop is still about the sums
        _, rules = lesson.why_not(parse_card("9D"), frozenset({parse_card("2S")}))
        assert rules == "R10, R11"
    finally:
        lesson.shutdown()
