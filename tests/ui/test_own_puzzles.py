"""Help ▸ Puzzles… ▸ From your matches (issue 41): the player's own costliest decisions of
the kept matches whose Expert's comments found them, played on the window's table like the
shipped puzzles: the position and the answer of the record, a last-deal decision solved
exactly (a wrong move refuted to the round's end), an estimated one answered with the
Expert's move; none found: a sentence says why; each set keeps its own progress."""

from __future__ import annotations

import pytest

from diloti_qt.controller.puzzle_line import best_line
from diloti_qt.controller.puzzle_progress import read_progress
from diloti_qt.engine import move_json, position_json
from diloti_qt.puzzles import load_puzzles
from diloti_qt.puzzles.build import move_words
from diloti_qt.puzzles.own import own_key
from diloti_qt.ui.puzzles.keeper import PuzzleTable, number, open_puzzles

from ..puzzles.test_own_puzzles import (
    costly_last_deal,
    early,
    kept_records,
    match_record,
    other_move,
)
from .test_puzzles_play import home_window

SHIPPED = len(load_puzzles())


def estimated(record):
    m, state, played = early(record)
    return {m: (other_move(state, played), 2.5, 0.5)}


def exact(record):
    m, state, played, _values = costly_last_deal(record)
    return {m: (other_move(state, played), 1.5, 0.2)}


def found(qtbot, keeper: PuzzleTable) -> None:
    qtbot.waitUntil(lambda: keeper.own is not None and not keeper.looking, timeout=30000)


def own_shown(qtbot, keeper: PuzzleTable) -> None:
    """Choose "From your matches" on the bar, as the player does, and wait for its puzzle."""
    found(qtbot, keeper)
    keeper.bar.choice.setCurrentIndex(1)
    keeper.bar.choice.activated.emit(1)
    assert keeper.own_shown
    qtbot.waitUntil(lambda: keeper.puzzle is None or (
        keeper.controller.is_human_turn() and keeper.view.table.layout is not None
        and not keeper.view.is_animating()), timeout=5000)


def test_a_costly_decision_of_a_kept_match_is_a_puzzle_with_the_experts_answer(qtbot,
                                                                               tmp_path):
    entry = kept_records(tmp_path / "records", estimated)
    window = home_window(qtbot)
    path = tmp_path / "puzzles.json"
    keeper = open_puzzles(window, path, tmp_path / "records")
    own_shown(qtbot, keeper)
    assert keeper.bar.choice.currentText() == "From your matches (1)"
    assert keeper.bar.choice.itemText(0) == f"Puzzles ({SHIPPED})"
    m, state, played = early(match_record())
    puzzle = keeper.puzzle
    assert puzzle.key == own_key(entry.id, *m) and not puzzle.exact
    assert position_json(keeper.controller.state) == position_json(state)
    answer = other_move(state, played)
    assert puzzle.answers == (answer,)
    assert keeper.bar.title.text() == (f"Your decision 1 of 1 · your match of 2026-12-01, "
                                       f"round {m[0] + 1}")
    assert "lost about 2.5 points, by the Expert's estimate" in keeper.bar.prompt.text()
    # the move played in the match again: the Expert's move shown, with the estimated loss
    with qtbot.waitSignal(keeper.answer_shown, timeout=10000):
        with qtbot.waitSignal(keeper.result_shown, timeout=5000) as verdict:
            keeper.view.play(played)
        assert verdict.args == [False]
    text = keeper.bar.result.text()
    assert "That is the move you played in the match." in text
    assert move_words(answer)[0] in text and "about 2.5 points more" in text
    assert keeper.highlights.hand_cards == {answer.card}
    assert position_json(keeper.controller.state) == position_json(state)
    assert puzzle.key in keeper.progress.tried and keeper.progress.streak == 0
    kept = read_progress(path).value
    assert kept.own.tried == {puzzle.key} and not kept.tried and kept.shown == "own"
    keeper.leave()


def test_a_last_deal_decision_is_solved_exactly_and_a_wrong_move_refuted(qtbot, tmp_path):
    kept_records(tmp_path / "records", exact)
    window = home_window(qtbot)
    keeper = open_puzzles(window, tmp_path / "puzzles.json", tmp_path / "records")
    own_shown(qtbot, keeper)
    m, state, played, values = costly_last_deal(match_record())
    puzzle = keeper.puzzle
    best = values[0][1]
    lost = best - next(v for mv, v in values if mv == played)
    assert puzzle.exact and puzzle.values == values and puzzle.margin == lost
    assert "(the last deal: solved exactly)" in keeper.bar.prompt.text()
    assert f"lost {lost} point" in keeper.bar.prompt.text()
    moves = []
    keeper.controller.move_applied.connect(lambda event: moves.append(event.move))
    with qtbot.waitSignal(keeper.answer_shown, timeout=30000):
        with qtbot.waitSignal(keeper.controller.played_out, timeout=20000):
            keeper.view.play(played)
        assert moves == [played, *best_line(position_json(state), played)]
    assert f"That move lost {lost} point" in keeper.bar.result.text()
    assert position_json(keeper.controller.state) == position_json(state)
    # the answer counts
    keeper.start(0)
    qtbot.waitUntil(keeper.controller.is_human_turn, timeout=5000)
    with qtbot.waitSignal(keeper.result_shown, timeout=5000) as verdict:
        keeper.view.play(puzzle.answers[0])
    assert verdict.args == [True] and "(solved exactly)" in keeper.bar.result.text()
    assert puzzle.key in keeper.progress.solved
    keeper.leave()


@pytest.mark.parametrize("language", ["en", "el"], indirect=True)
def test_no_costly_decision_no_puzzle_and_the_sentence_says_why(qtbot, tmp_path, language):
    kept_records(tmp_path / "records")  # comments, none costly
    window = home_window(qtbot)
    keeper = PuzzleTable(window, load_puzzles(), tmp_path / "puzzles.json",
                         tmp_path / "records")
    keeper.gatherer.hold()  # the worker waits: what the bar says meanwhile
    keeper.open()
    keeper.choose_set(True)
    assert keeper.puzzle is None and keeper.controller.puzzle is None
    state = keeper.controller.state  # the bare felt: nothing of the other set's puzzle
    assert not any(state.hands) and not state.loose and state.to_move is None
    looking = {"en": "Looking for your costly decisions…",
               "el": "Ψάχνω τις αποφάσεις σου που σου κόστισαν πόντους…"}[language]
    assert keeper.bar.prompt.text() == looking
    assert keeper.bar.choice.currentText() == {"en": "From your matches (looking…)",
                                               "el": "Από τις παρτίδες σου (ψάχνω…)"}[language]
    keeper.gatherer.release()
    found(qtbot, keeper)
    said = keeper.bar.prompt.text()
    assert {"en": "Finish a match against the computer",
            "el": "Τελείωσε μια παρτίδα με τον υπολογιστή"}[language] in said
    assert keeper.bar.choice.currentText().endswith("(0)")
    assert not keeper.bar.next_button.isEnabled() and not keeper.bar.answer_button.isEnabled()
    assert not keeper.controller.is_human_turn()
    assert number(2.5) == {"en": "2.5", "el": "2,5"}[language]  # an estimate, as said
    keeper.leave()


def test_the_choice_switches_sets_and_each_keeps_its_progress(qtbot, tmp_path):
    kept_records(tmp_path / "records", estimated)
    path = tmp_path / "puzzles.json"
    window = home_window(qtbot)
    keeper = open_puzzles(window, path, tmp_path / "records")
    shipped = keeper.shipped
    keeper.start(3)
    qtbot.waitUntil(keeper.controller.is_human_turn, timeout=5000)
    with qtbot.waitSignal(keeper.result_shown, timeout=5000):
        keeper.view.play(shipped[3].answers[0])
    assert keeper.progress.streak == 1
    own_shown(qtbot, keeper)  # the bar's choice
    assert keeper.progress.streak == 0 and not keeper.progress.solved  # the own set's
    assert "Solved 0 · tried 0 · of 1" in keeper.bar.progress.text()
    with qtbot.waitSignal(keeper.result_shown, timeout=5000) as verdict:
        keeper.view.play(keeper.puzzle.answers[0])
    assert verdict.args == [True] and "Right!" in keeper.bar.result.text()
    assert "Solved 1 · tried 1 · of 1 — streak 1" in keeper.bar.progress.text()
    keeper.shipped_action.trigger()  # the menu's choice: back where the shipped ones were
    assert not keeper.own_shown and keeper.index == 3
    qtbot.waitUntil(keeper.controller.is_human_turn, timeout=5000)
    assert keeper.puzzle is shipped[3] and keeper.progress.streak == 1
    assert f"Solved 1 · tried 1 · of {SHIPPED}" in keeper.bar.progress.text()
    keeper.own_action.trigger()
    assert keeper.own_shown and keeper.progress.streak == 1
    keeper.leave()
    window.close()
    # a new window opens on the set shown last, each set's progress kept
    second = home_window(qtbot)
    again = open_puzzles(second, path, tmp_path / "records")
    assert again is not keeper and again.own_shown
    found(qtbot, again)
    assert again.puzzle is not None and again.puzzle.key in again.progress.solved
    assert again.root.solved == {k for k in keeper.root.solved}
    again.leave()


def test_the_experts_own_comments_of_a_kept_match_make_its_puzzles(qtbot, tmp_path):
    """The comments as the replay computes and keeps them (a quick Expert): every own
    puzzle is a costly decision of the player's seat, at its position, the Expert's move
    the answer where not solved exactly."""
    from diloti_qt.storage.records import RecordStore
    from diloti_qt.ui.puzzles.gather import find_own_puzzles
    from diloti_qt.ui.replay.comments import MatchComments, is_costly, read_comments

    store = RecordStore(tmp_path / "records")
    entry = store.save(match_record(7), 0)
    record = store.load(entry.id)
    comments = MatchComments(record, 0, "thread", 0.02)
    with qtbot.waitSignal(comments.finished, timeout=120000) as done:
        comments.start()
    store.set_comments(entry.id, done.args[0])
    kept = read_comments(done.args[0], record, 0)
    costly = {(r, m): c for r, items in enumerate(kept) for m, c in items.items()
              if is_costly(c)}
    puzzles = find_own_puzzles(tmp_path / "records")
    assert costly and puzzles and len(puzzles) <= len(costly)
    for p in puzzles:
        comment = costly[p.round, p.move_index]
        state = record.positions(p.round)[p.move_index]
        assert position_json(p.state) == position_json(state) and state.to_move == 0
        assert p.played == record.rounds[p.round].moves[p.move_index]
        if not p.exact:
            assert move_json(p.answers[0]) == comment["best"]
            assert p.loss == round(comment["loss"], 1)
    assert [p.loss for p in puzzles] == sorted((p.loss for p in puzzles), reverse=True)
