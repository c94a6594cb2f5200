"""Help ▸ Puzzles… (issue 41) on the window's own table: the answer solves and counts, a
wrong move's refutation is played to the round's end and the answer shown, the progress and
the streaks are kept across windows (a damaged file set aside with a notice), the player's
own match is the same after leaving, and the puzzles speak Greek in Greek."""

from __future__ import annotations

import json

import pytest

from diloti_qt.controller.puzzle_line import best_line
from diloti_qt.controller.puzzle_play import judge
from diloti_qt.controller.puzzle_progress import puzzle_key, read_progress
from diloti_qt.engine import position_json
from diloti_qt.puzzles import load_puzzles
from diloti_qt.ui.puzzles.keeper import PuzzleTable, open_puzzles

from .table_driver import play_by_mouse
from .test_app_driver import make_window, show, start, wait_human_turn

PUZZLES = load_puzzles()


def home_window(qtbot):
    window = make_window(qtbot)
    start(window, seed=11)
    show(qtbot, window)
    wait_human_turn(qtbot, window)
    return window


def opened(qtbot, window, path, index: int = 0) -> PuzzleTable:
    keeper = open_puzzles(window, path)
    assert keeper is not None and window.keeper is keeper and window.table is keeper.view
    keeper.start(index)
    qtbot.waitUntil(lambda: keeper.controller.is_human_turn() and keeper.view.isVisible()
                    and keeper.view.table.layout is not None
                    and not keeper.view.is_animating(), timeout=5000)
    return keeper


def worst(puzzle):
    return puzzle.values[-1]


def test_the_answer_solves_the_puzzle_and_counts(qtbot, tmp_path):
    window = home_window(qtbot)
    path = tmp_path / "puzzles.json"
    keeper = opened(qtbot, window, path, index=4)
    puzzle = PUZZLES[4]
    assert keeper.puzzle.position == puzzle.position
    assert f"at least {puzzle.margin} more" in keeper.bar.prompt.text()
    assert keeper.bar.title.text() == f"Puzzle 5 of {len(PUZZLES)} · grade {puzzle.grade} of 5"
    with qtbot.waitSignal(keeper.result_shown, timeout=5000) as verdict:
        play_by_mouse(keeper.view, keeper.pane.table_model, puzzle.answers[0])  # dragged
    assert verdict.args == [True]
    said = keeper.bar.result.text()
    assert "✔" in said and puzzle.explanation["en"] in said
    assert f"{puzzle.margin} points more than any other move" in said  # the margin
    assert keeper.bar.rules.isVisible() and all(r in keeper.bar.rules.text()
                                                for r in puzzle.rules)
    key = puzzle_key(puzzle.position)
    assert key in keeper.progress.solved and keeper.progress.streak == 1
    assert "Solved 1 · tried 1" in keeper.bar.progress.text()
    kept = read_progress(path).value
    assert key in kept.solved and kept.streak == kept.best_streak == 1 and kept.current == 4
    # the rest of the round is played out along the best line; nothing more counts
    qtbot.waitUntil(lambda: keeper.controller.state.round_over
                    and not keeper.controller.playing_out, timeout=15000)
    assert not keeper.controller.play(worst(puzzle)[0])
    assert keeper.progress.streak == 1
    keeper.leave()


@pytest.mark.parametrize("language", ["en"], indirect=True)  # its plurals
def test_a_wrong_move_is_refuted_to_the_rounds_end_then_the_answer_shown(qtbot, tmp_path,
                                                                          language):
    window = home_window(qtbot)
    keeper = opened(qtbot, window, tmp_path / "puzzles.json", index=0)
    puzzle = PUZZLES[0]
    wrong, value = worst(puzzle)
    assert not judge(puzzle, wrong).correct
    played = []
    keeper.controller.move_applied.connect(lambda event: played.append(event.move))
    with qtbot.waitSignal(keeper.answer_shown, timeout=30000):
        with qtbot.waitSignal(keeper.controller.played_out, timeout=20000):
            with qtbot.waitSignal(keeper.result_shown, timeout=5000) as verdict:
                play_by_mouse(keeper.view, keeper.pane.table_model, wrong)  # dragged
            assert verdict.args == [False]
            assert "✘" in keeper.bar.result.text()
        # the whole round: the wrong move, then the exact solver's best replies
        assert keeper.controller.state.round_over
        assert played == [wrong, *best_line(puzzle.position, wrong)]
        assert len(keeper.controller.state.hands[0] + keeper.controller.state.hands[1]) == 0
    # then the puzzle's position again, the answer on it, and in words what was lost
    c = keeper.controller
    assert position_json(c.state) == puzzle.position and c.is_human_turn()
    answer = puzzle.answers[0]
    assert keeper.highlights.hand_cards == {answer.card}
    assert keeper.highlights.table_cards == set(answer.cards)
    lost = puzzle.values[0][1] - value
    text = keeper.bar.result.text()
    assert f"That move lost {lost} points against the answer." in text
    assert puzzle.explanation["en"] in text
    key = puzzle_key(puzzle.position)
    assert key in keeper.progress.tried and key not in keeper.progress.solved
    assert keeper.progress.streak == 0
    assert not keeper.answer_action.isEnabled()  # shown already
    keeper.leave()


def test_show_answer_before_a_move_ends_the_streak_and_the_move_does_not_count(qtbot, tmp_path):
    window = home_window(qtbot)
    keeper = opened(qtbot, window, tmp_path / "puzzles.json", index=1)
    keeper.progress.streak = keeper.progress.best_streak = 3
    with qtbot.waitSignal(keeper.answer_shown, timeout=5000):
        keeper.bar.answer_button.click()
    puzzle = PUZZLES[1]
    assert keeper.highlights.hand_cards == {puzzle.answers[0].card}
    assert puzzle.explanation["en"] in keeper.bar.result.text()
    assert keeper.progress.streak == 0 and keeper.progress.best_streak == 3
    with qtbot.waitSignal(keeper.result_shown, timeout=5000):
        keeper.view.play(puzzle.answers[0])
    assert puzzle_key(puzzle.position) not in keeper.progress.solved
    keeper.leave()


def test_progress_and_streaks_are_kept_for_a_new_window(qtbot, tmp_path):
    path = tmp_path / "puzzles.json"
    window = home_window(qtbot)
    keeper = opened(qtbot, window, path, index=7)
    for index in (7, 8):
        keeper.start(index)
        qtbot.waitUntil(keeper.controller.is_human_turn, timeout=5000)
        with qtbot.waitSignal(keeper.result_shown, timeout=5000):
            keeper.view.play(PUZZLES[index].answers[0])
    keeper.next()
    qtbot.waitUntil(keeper.controller.is_human_turn, timeout=5000)
    with qtbot.waitSignal(keeper.result_shown, timeout=5000):
        keeper.view.play(worst(PUZZLES[9])[0])
    assert (keeper.progress.streak, keeper.progress.best_streak) == (0, 2)
    keeper.leave()
    window.close()

    second = home_window(qtbot)
    again = open_puzzles(second, path)
    assert again is not keeper and again.index == 9  # where the player left
    p = again.progress
    assert {puzzle_key(PUZZLES[i].position) for i in (7, 8)} == p.solved
    assert len(p.tried) == 3 and (p.streak, p.best_streak) == (0, 2)
    assert again.bar.progress.text() == (f"Solved 2 · tried 3 · of {len(PUZZLES)} — streak 0, "
                                         "best 2")
    again.leave()


def test_a_damaged_progress_file_is_set_aside_with_a_notice_and_nothing_else_lost(
        qtbot, tmp_path):
    path = tmp_path / "puzzles.json"
    path.write_text('{"format": "diloti-puzzle-progress/1", "solved": 7', encoding="utf-8")
    window = home_window(qtbot)
    home = window.local_match.controller
    before = position_json(home.state)
    keeper = open_puzzles(window, path)
    assert keeper is not None and window.keeper is keeper
    assert "could not be read" in keeper.bar.result.text()
    assert keeper.progress.solved == set() and keeper.progress.streak == 0
    assert [p.name for p in tmp_path.iterdir() if ".corrupt-" in p.name]  # kept, aside
    qtbot.waitUntil(keeper.controller.is_human_turn, timeout=5000)
    with qtbot.waitSignal(keeper.result_shown, timeout=5000):
        keeper.view.play(keeper.puzzle.answers[0])
    assert read_progress(path).value.streak == 1  # a good file again
    keeper.leave()
    assert window.keeper is window.local_match and position_json(home.state) == before


def test_the_players_match_is_the_same_after_leaving(qtbot, tmp_path):
    window = home_window(qtbot)
    match = window.local_match
    c = match.controller
    assert c.play(c.legal_moves()[0])
    wait_human_turn(qtbot, window)
    state, history = position_json(c.state), list(c.history)
    scores, undo = list(c.match.scores), len(c.undo_steps)
    assert window.undo_action.isEnabled()
    tips = {a: a.toolTip() for a in (window.undo_action, window.new_action,
                                      window.next_round_action, window.review_action)}
    keeper = opened(qtbot, window, tmp_path / "puzzles.json", index=2)
    assert not window.undo_action.isEnabled() and not window.new_action.isEnabled()
    assert "Leave the puzzles first" in window.undo_action.toolTip()  # says why
    with qtbot.waitSignal(keeper.answer_shown, timeout=30000):
        keeper.view.play(worst(PUZZLES[2])[0])
    keeper.bar.leave_button.click()
    assert window.keeper is match and window.table is match.pane.view
    assert window.menuBar().actions()[1].text() != keeper.menu.title()
    assert position_json(c.state) == state and c.history == history
    assert list(c.match.scores) == scores and len(c.undo_steps) == undo
    assert window.undo_action.isEnabled() and window.new_action.isEnabled()
    assert {a: a.toolTip() for a in tips} == tips  # the match's own tips again
    assert c.is_human_turn()
    # and the puzzles open again where they were
    assert open_puzzles(window, tmp_path / "puzzles.json") is keeper and keeper.index == 2
    keeper.leave()


def test_help_puzzles_opens_them_with_the_progress_in_the_data_folder(qtbot):
    from diloti_qt.storage import paths
    from diloti_qt.storage.settings import SettingsStore

    window = make_window(qtbot, store=SettingsStore())
    show(qtbot, window)
    window.puzzles_action.trigger()
    keeper = window.keeper
    assert isinstance(keeper, PuzzleTable) and keeper.path == paths.data_dir() / "puzzles.json"
    assert json.loads(keeper.path.read_text(encoding="utf-8"))["current"] == keeper.index
    keeper.leave_action.trigger()
    assert window.keeper is window.local_match


@pytest.mark.parametrize("language", ["el"], indirect=True)
def test_the_puzzles_speak_greek(qtbot, tmp_path, language):
    window = home_window(qtbot)
    keeper = opened(qtbot, window, tmp_path / "puzzles.json", index=3)
    puzzle = PUZZLES[3]
    assert keeper.bar.title.text().startswith("Γρίφος 4 από")
    assert "Η κίνησή σου" in keeper.bar.prompt.text()
    assert keeper.bar.leave_button.text().replace("&", "") == "Έξοδος"
    with qtbot.waitSignal(keeper.result_shown, timeout=5000):
        keeper.view.play(puzzle.answers[0])
    assert puzzle.explanation["el"] in keeper.bar.result.text()
    assert puzzle.explanation["en"] not in keeper.bar.result.text()
    keeper.leave()


def test_the_bar_wears_the_felts_colours_and_follows_them(qtbot, tmp_path):
    from PySide6.QtGui import QPalette

    from diloti_qt.ui.side_panel import felt_palette
    from diloti_qt.ui.table_look import felt_colour

    window = home_window(qtbot)
    keeper = opened(qtbot, window, tmp_path / "puzzles.json")
    role = QPalette.ColorRole.Window

    def colour(name: str):
        return felt_palette(felt_colour(name)).color(role)

    assert keeper.bar.palette().color(role) == colour("green")
    assert keeper.toolbar.isVisible() and keeper.bar.isVisible()
    assert keeper.bar.height() <= keeper.bar.sizeHint().height() + 40  # sized to its words
    window.apply_settings({"table_colour": "red"})
    assert keeper.bar.palette().color(role) == colour("red") != colour("green")
    keeper.leave()
    assert not keeper.toolbar.isVisible()  # the bar goes with the puzzles


def test_the_line_keeps_to_its_node_budget_and_still_ends_the_round():
    from diloti_qt.engine import check, parse_position

    puzzle = PUZZLES[0]
    wrong = worst(puzzle)[0]
    exact = best_line(puzzle.position, wrong)
    cut = best_line(puzzle.position, wrong, node_limit=1)  # Medium plays what is not solved
    for line in (exact, cut):
        state = parse_position(puzzle.position)
        state.apply(wrong)
        for move in line:
            assert check(state, move).legal
            state.apply(move)
        assert state.round_over


def test_a_worker_process_plays_the_line_out(qtbot, tmp_path):
    window = make_window(qtbot, ai_mode="process")
    start(window, seed=11)
    show(qtbot, window)
    wait_human_turn(qtbot, window, timeout=30000)
    keeper = opened(qtbot, window, tmp_path / "puzzles.json", index=5)
    assert keeper.controller.runner.mode == "process"
    with qtbot.waitSignal(keeper.controller.played_out, timeout=60000):
        keeper.view.play(PUZZLES[5].answers[0])
    assert keeper.controller.state.round_over
    keeper.leave()


def test_progress_that_cannot_be_written_is_said_and_play_goes_on(qtbot, tmp_path):
    path = tmp_path / "puzzles.json"
    path.mkdir()  # a folder where the file should be: never replaced, never a crash
    window = home_window(qtbot)
    keeper = opened(qtbot, window, path, index=6)
    with qtbot.waitSignal(keeper.result_shown, timeout=5000):
        keeper.view.play(PUZZLES[6].answers[0])
    assert keeper.progress.streak == 1  # kept for this run
    said = window.status_label.text()  # the write's notice
    assert path.is_dir() and f"{path} could not be saved" in said, said
    keeper.leave()


def test_the_window_closes_with_the_puzzles_shown_mid_line(qtbot, tmp_path):
    from diloti_qt.storage.settings import SettingsStore

    window = make_window(qtbot, store=SettingsStore())
    start(window, seed=11)
    show(qtbot, window)
    wait_human_turn(qtbot, window)
    keeper = opened(qtbot, window, tmp_path / "puzzles.json")
    window.set_pace("normal", save=False)  # the line is still being played when it closes
    with qtbot.waitSignal(keeper.controller.line_started, timeout=10000):
        keeper.view.play(worst(PUZZLES[0])[0])
    assert keeper.controller.playing_out
    assert window.close()
    assert not window.isVisible() and not keeper.controller.runner.started()
    assert not keeper.controller.playing_out and not keeper.controller.line


def test_every_legal_move_of_every_puzzle_has_its_verdict():
    from diloti_qt.engine import legal_moves

    for puzzle in PUZZLES:
        verdicts = [judge(puzzle, m) for m in legal_moves(puzzle.state)]
        right = [v for v in verdicts if v.correct]
        assert right and all(v.lost == 0 for v in right)
        assert all(v.lost >= puzzle.margin for v in verdicts if not v.correct)
