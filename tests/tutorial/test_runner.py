"""The headless lesson runner: success, explanations, engine fallback, retry, steps."""

from __future__ import annotations

import pytest

from diloti_qt.engine import parse_move
from diloti_qt.tutorial import LessonError, LessonRunner, lesson_by_id, parse_lesson
from diloti_qt.tutorial.runner import NOT_NOW, UNEXPECTED


def lesson_doc(**step_changes) -> dict:
    step = {
        "position": {
            "format": "diloti-position/1", "rules": "pagat-2p", "dealer": 1, "to_move": 0,
            "hands": [["3D", "8C", "6H"], ["9D", "2S"]], "table": ["5S", "9C", "4H"],
        },
        "instruction": "Declare 8.",
        "expected": [{"card": "3D", "action": "declare", "value": 8, "with": ["5S"]}],
        "wrong": [
            {"move": {"card": "3D", "action": "lay"}, "text": "Not a lay."},
            {"when": {"action": "declare", "reason": "no-reserve"}, "text": "Keep a reserve."},
        ],
        "success": "Declared.",
        "reply": {"card": "2S", "action": "lay"},
    }
    step.update(step_changes)
    return {"id": "t", "title": "T", "rules": ["R19"], "summary": "S",
            "steps": [step, {"instruction": "Take it.", "success": "Taken.",
                             "expected": [{"card": "8C", "action": "capture",
                                           "take": ["3D", "5S"]}]}]}


def test_expected_move_succeeds_and_the_reply_is_played():
    runner = LessonRunner(parse_lesson(lesson_doc()))
    feedback = runner.attempt({"card": "3D", "action": "declare", "value": 8, "with": ["5S"]})
    assert feedback.ok and feedback.text == "Declared." and feedback.source == "success"
    assert feedback.move.kind == "declare-simple"
    assert feedback.reply.action == "lay"
    assert runner.after_move.to_move == 1
    assert runner.after.to_move == 0 and len(runner.after.loose) == 3  # 9C 4H 2S
    assert runner.attempt({"card": "8C", "action": "lay"}).text == NOT_NOW


def test_wrong_move_by_exact_move_and_by_pattern_then_retry():
    runner = LessonRunner(parse_lesson(lesson_doc()))
    before = runner.state.key()
    first = runner.attempt({"card": "3D", "action": "lay"})
    assert not first.ok and first.text == "Not a lay." and first.source == "lesson"
    second = runner.attempt({"card": "3D", "action": "declare", "value": 7, "with": ["4H"]})
    assert not second.ok and second.text == "Keep a reserve." and second.reason == "no-reserve"
    assert runner.attempts == 2 and runner.state.key() == before and not runner.solved
    assert runner.attempt(parse_move(runner.step.expected_docs[0])).ok


def test_fallbacks_engine_reason_for_illegal_and_generic_for_legal_unexpected():
    runner = LessonRunner(parse_lesson(lesson_doc()))
    illegal = runner.attempt({"card": "8C", "action": "capture", "take": ["5S", "4H"]})
    assert not illegal.ok and illegal.source == "engine" and illegal.reason == "bad-groups"
    assert illegal.text.endswith("(R10, R11).")
    legal = runner.attempt({"card": "6H", "action": "lay"})
    assert not legal.ok and legal.source == "generic" and legal.text == UNEXPECTED
    assert legal.move is not None and legal.move.action == "lay"


def test_steps_progress_and_a_continuing_step_starts_where_the_last_ended():
    runner = LessonRunner(parse_lesson(lesson_doc()))
    with pytest.raises(RuntimeError):
        runner.next_step()
    runner.attempt(runner.demo_move())
    assert runner.next_step() and runner.index == 1 and not runner.solved
    assert runner.state.owned_by(0).value == 8
    assert runner.attempt({"card": "8C", "action": "capture", "take": ["3D", "5S"]}).ok
    assert not runner.next_step() and runner.finished


def test_restart_step_and_starting_at_a_later_step():
    lesson = lesson_by_id("obligations")
    runner = LessonRunner(lesson, step=1)
    assert runner.index == 1 and runner.state.hands[0] and runner.state.to_move == 0
    runner.attempt(runner.demo_move())
    runner.restart_step()
    assert not runner.solved and runner.attempts == 0


def test_an_illegal_reply_or_no_legal_expected_move_is_a_lesson_error():
    bad_reply = parse_lesson(lesson_doc(reply={"card": "AS", "action": "lay"}))
    with pytest.raises(LessonError, match="reply"):
        LessonRunner(bad_reply).attempt(
            {"card": "3D", "action": "declare", "value": 8, "with": ["5S"]})
    impossible = parse_lesson(lesson_doc(expected=[{"card": "6H", "action": "capture",
                                                    "take": ["5S"]}]))
    with pytest.raises(LessonError, match="no expected move is legal"):
        LessonRunner(impossible).demo_move()


@pytest.mark.parametrize("change, field", [
    ({"expected": []}, "expected"),
    ({"position": None}, "position"),
    ({"wrong": [{"text": "x"}]}, "wrong[0]"),
    ({"wrong": [{"when": {"colour": "red"}, "text": "x"}]}, "when"),
    ({"highlight": ["ZZ"]}, "highlight"),
    ({"check_after": {"mood": 1}}, "check_after"),
    ({"surprise": 1}, "steps[0]"),
])
def test_malformed_lessons_are_rejected_naming_the_field(change, field):
    with pytest.raises(LessonError, match=field.replace("[", r"\[").replace("]", r"\]")):
        parse_lesson(lesson_doc(**change))
