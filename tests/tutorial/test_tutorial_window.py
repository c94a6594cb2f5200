"""Lessons on the real table: dragging, explanations, Show me, steps, progress, highlights."""

from __future__ import annotations

import pytest

from diloti_qt.engine import parse_card
from diloti_qt.tutorial import load_lessons, load_progress

from .driver import Learner

LESSONS = load_lessons()


@pytest.fixture
def learner(qtbot, tmp_path):
    person = Learner(qtbot, tmp_path)
    yield person
    person.close()


def hand(learner) -> set[int]:
    return set(learner.controller.state.hands[0])


def test_a_lesson_is_played_by_dragging_cards(learner, qtbot):
    w = learner.window
    w.start_lesson("declaring")
    assert w.panel.progress.text() == "Step 1 of 3"
    assert "Put your 3♦ on the 5♠" in w.panel.instruction.text()
    learner.drag("3D", learner.pile_point("5S"))
    qtbot.waitUntil(lambda: w.panel.next_button.isEnabled(), timeout=3000)
    state = learner.controller.state
    assert state.owned_by(0).value == 8
    assert parse_card("2S") in state.loose  # the computer's scripted reply
    assert "You declared 8" in w.panel.message.text()
    assert state.key() == learner.runner.after.key()
    w.panel.next_button.click()
    assert w.panel.progress.text() == "Step 2 of 3"
    learner.drag("8C", learner.pile_point("5S"))
    qtbot.waitUntil(lambda: learner.runner.solved, timeout=3000)
    assert parse_card("8C") in learner.controller.state.captured[0]


def test_a_wrong_drop_is_explained_the_card_comes_back_and_the_learner_retries(learner, qtbot):
    w = learner.window
    w.start_lesson("declaring")
    before = learner.controller.state.key()
    learner.drag("3D", learner.felt_point())  # laying is legal, but not this step's move
    learner.settle()
    assert "this step is about declaring" in w.panel.message.text()
    assert learner.controller.state.key() == before and parse_card("3D") in hand(learner)
    assert not learner.runner.solved and learner.runner.attempts == 1
    sprite = learner.view.scene_item_for_card(parse_card("3D"))
    home = learner.view.table.layout.cards[parse_card("3D")]
    assert (sprite.pos().x(), sprite.pos().y()) == (home.x, home.y)
    learner.drag("3D", learner.pile_point("5S"))
    qtbot.waitUntil(lambda: learner.runner.solved, timeout=3000)


def test_an_illegal_drop_gets_the_lessons_explanation(learner, qtbot):
    w = learner.window
    w.start_lesson("declaring")
    learner.drag("3D", learner.pile_point("5S"))
    qtbot.waitUntil(lambda: w.panel.next_button.isEnabled(), timeout=3000)
    w.panel.next_button.click()
    learner.drag("KH", learner.felt_point())  # you own a declaration: no laying (R30)
    learner.settle()
    text = w.panel.message.text()
    assert "you may not lay a card (R30)" in text
    assert parse_card("KH") in hand(learner)


def test_show_me_plays_the_expected_move(learner, qtbot):
    w = learner.window
    w.start_lesson("captures")
    expected = learner.runner.demo_move()
    w.panel.show_me_button.click()
    qtbot.waitUntil(lambda: learner.runner.solved, timeout=3000)
    assert learner.controller.state.history[-1] == (0, expected)
    assert not w.panel.show_me_button.isEnabled()


def test_retry_starts_the_step_again(learner, qtbot):
    w = learner.window
    w.start_lesson("cards")
    start = learner.controller.state.key()
    w.panel.show_me_button.click()
    qtbot.waitUntil(lambda: learner.runner.solved, timeout=3000)
    w.panel.retry_button.click()
    assert not learner.runner.solved and learner.controller.state.key() == start
    assert w.panel.show_me_button.isEnabled() and not w.panel.next_button.isEnabled()


def test_the_steps_targets_are_outlined(learner, qtbot):
    w = learner.window
    w.start_lesson("captures")
    w.panel.show_me_button.click()
    qtbot.waitUntil(lambda: w.panel.next_button.isEnabled(), timeout=3000)
    w.panel.next_button.click()
    learner.settle()
    qtbot.waitUntil(lambda: bool(w.highlights.frames), timeout=3000)
    step = learner.runner.step
    outlined = {w.table_model.pile_at(r) for r in w.highlights.outlined_rows()}
    assert outlined == set(step.highlight)  # loose cards: one pile each
    assert len(w.highlights.frames) == len(step.highlight)
    halo = learner.view.scene_item_for_card(step.highlight_hand[0]).halo
    assert halo == "hint"


def test_finishing_a_lesson_saves_progress_and_offers_the_next(learner, qtbot, tmp_path):
    w = learner.window
    w.start_lesson("scoring")
    for _ in range(2):
        w.panel.show_me_button.click()
        qtbot.waitUntil(lambda: w.panel.next_button.isEnabled(), timeout=3000)
        w.panel.next_button.click()
    assert learner.runner.finished
    assert load_progress(tmp_path / "progress.json") == {"scoring"}
    assert w.lesson_list.item(9).text().startswith("✔")
    assert w.panel.next_button.text() == "Next lesson"
    w.panel.next_button.click()
    assert learner.controller.lesson.id == "match"


@pytest.mark.parametrize("lesson", LESSONS, ids=[x.id for x in LESSONS])
def test_every_lesson_runs_on_the_real_controller(learner, qtbot, lesson):
    c = learner.controller
    c.start_lesson(lesson)
    solved: list[int] = []
    c.step_solved.connect(solved.append)
    for index in range(len(lesson.steps)):
        runner = learner.runner
        assert runner.index == index and c.is_human_turn()
        assert learner.view.play(c.demo_move())
        qtbot.waitUntil(lambda i=index: solved[-1:] == [i], timeout=3000)
        assert c.state.key() == runner.after.key()
        c.next_step()
    assert learner.runner.finished


def test_the_chooser_offers_the_steps_move_first(learner):
    learner.window.start_lesson("families")
    c = learner.controller
    moves = c.moves_for(parse_card("6D"), frozenset({parse_card("6S")}))
    assert [m.kind for m in moves.moves] == ["declare-family", "capture"]


def test_after_a_solved_step_another_drop_is_refused_until_next(learner, qtbot):
    w = learner.window
    w.start_lesson("families")
    w.panel.show_me_button.click()
    qtbot.waitUntil(lambda: w.panel.next_button.isEnabled(), timeout=3000)
    before = learner.controller.state.key()
    learner.drag("9C", learner.felt_point())
    learner.settle()
    assert "already done" in w.panel.message.text()
    assert learner.controller.state.key() == before and parse_card("9C") in hand(learner)


def _contrast(a, b) -> float:
    """WCAG contrast ratio of two QColors."""
    def luminance(c) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        return (0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF())
                + 0.0722 * channel(c.blueF()))
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_the_lesson_list_and_panel_belong_to_the_table(learner):
    """As the game's side panel: the felt's colours, a heading instead of a tool window's
    title bar with float and close buttons, and words readable on it."""
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QDockWidget, QLabel

    from diloti_qt.storage.settings import Settings
    from diloti_qt.ui.side_panel import felt_palette
    from diloti_qt.ui.table_look import felt_colour
    from diloti_qt.ui.tutorial.panel import BAD, GOOD, LINK

    window = learner.window
    for colour in ("green", "dark"):
        if colour != "green":
            window.use_look(Settings(table_colour=colour))
        back = felt_palette(felt_colour(colour)).color(QPalette.ColorRole.Window)
        for dock in (window.list_dock, window.panel_dock):
            assert dock.features() == QDockWidget.DockWidgetFeature.NoDockWidgetFeatures
            assert isinstance(dock.titleBarWidget(), QLabel)
            assert dock.titleBarWidget().text() == dock.windowTitle()
            for part in (dock.widget(), dock.titleBarWidget()):
                assert part.palette().color(QPalette.ColorRole.Window) == back, colour
        assert window.table.background == felt_colour(colour)
        panel = window.panel
        for said in (GOOD, BAD, LINK, panel.palette().color(QPalette.ColorRole.WindowText)):
            assert _contrast(QColor(said), back) >= 4.5, (colour, said)
    window.start_lesson(LESSONS[4].id)
    assert f'color:{LINK}' in window.panel.rules.text()


def test_the_lessons_words_grow_with_the_window(learner, qtbot):
    """At 1920×1080 the lesson's words were the size of a menu's beside cards a fifth of
    the window high; they grow with the panel, as the game's side panel does."""
    from PySide6.QtGui import QFontInfo
    from PySide6.QtWidgets import QApplication

    window = learner.window
    sizes = {}
    for size in ((1280, 800), (1920, 1080)):
        window.resize(*size)
        qtbot.wait(50)
        panel = window.panel
        sizes[size] = (QFontInfo(panel.instruction.font()).pixelSize(),
                       QFontInfo(panel.title.font()).pixelSize(),
                       QFontInfo(window.lesson_list.font()).pixelSize(),
                       QFontInfo(window.panel_dock.titleBarWidget().font()).pixelSize())
    least = QFontInfo(QApplication.font()).pixelSize()
    small, large = sizes[(1280, 800)], sizes[(1920, 1080)]
    assert all(px >= least for px in small)
    assert all(b > a for a, b in zip(small, large, strict=True)), sizes
    assert large[1] > large[0] > large[2] * 1.05  # the title, then the instruction, larger


def test_a_greyed_button_on_the_felt_is_readable_and_quieter(learner):
    """'Next step' greyed until the step is solved was pale text on a pale button: the felt's
    palette had no colours of its own for what is disabled, and Qt's light ones showed."""
    from PySide6.QtGui import QPalette

    from diloti_qt.storage.settings import TABLE_COLOURS, Settings

    group, role = QPalette.ColorGroup, QPalette.ColorRole
    button = learner.window.panel.next_button
    for colour in TABLE_COLOURS:
        learner.window.use_look(Settings(table_colour=colour))
        assert not button.isEnabled()
        palette = button.palette()
        greyed = _contrast(palette.color(group.Disabled, role.ButtonText),
                           palette.color(group.Disabled, role.Button))
        usable = _contrast(palette.color(group.Active, role.ButtonText),
                           palette.color(group.Active, role.Button))
        assert 3.0 <= greyed < usable, (colour, greyed, usable)
        assert palette.color(group.Disabled, role.Button) == palette.color(group.Active,
                                                                          role.Button)


def _pile_places(learner) -> dict[frozenset, tuple[float, float]]:
    """Where each table pile lies: its cards -> the centre of its box on the table."""
    lay = learner.view.table.layout
    return {frozenset(box.pile.cards): (round(box.rect.center().x()), round(box.rect.center().y()))
            for box in lay.piles}


@pytest.mark.parametrize("lesson", ["declaring", "laying", "raising", "families",
                                    "obligations"])
def test_the_piles_stay_where_they_are_when_a_step_goes_on_from_the_last(learner, qtbot,
                                                                         lesson):
    """Issue 27, item 10: the tutorial's piles changed places between steps. A step that goes
    on from the previous one's table showed its piles in plain order (loose cards by rank,
    the declarations last) instead of where the moves had put them."""
    w = learner.window
    w.start_lesson(lesson)
    steps = LESSONS[[x.id for x in LESSONS].index(lesson)].steps
    for index in range(len(steps) - 1):
        w.panel.show_me_button.click()
        qtbot.waitUntil(lambda: w.panel.next_button.isEnabled(), timeout=5000)
        learner.settle()
        before = _pile_places(learner)
        w.panel.next_button.click()
        learner.settle()
        if steps[index + 1].position is None:
            assert _pile_places(learner) == before, f"step {index + 2}"


def test_the_lesson_says_what_the_computer_just_did(learner, qtbot):
    """Issue 27, item 10: after the learner's move the computer answered on the table, but
    the lesson panel kept only the verdict of the learner's move ("Now watch its answer")."""
    w = learner.window
    w.start_lesson("raising")
    w.panel.show_me_button.click()
    qtbot.waitUntil(lambda: w.panel.next_button.isEnabled(), timeout=5000)
    text = w.panel.message.text()
    assert "You raised the 6 to 9" in text
    assert "Computer raised" in text and "10" in text, text
    w.panel.next_button.click()
    assert "Computer raised" not in w.panel.message.text() or w.panel.message.isHidden()
