"""Every lesson, played headless along every path: positions, expected moves, wrong moves."""

from __future__ import annotations

import re

import pytest

from diloti_qt.engine import DEFAULTS, VARIANTS, check, parse_card, parse_position
from diloti_qt.engine.cards import VALUE
from diloti_qt.engine.check import REASON_RULES
from diloti_qt.tutorial import load_lessons
from tests.conftest import RULES_MD

from .walk import candidate_requests, first_wrong, fork, visits

LESSONS = load_lessons()
IDS = [lesson.id for lesson in LESSONS]

# The curriculum of issue 5, rule by rule.
REQUIRED_RULES = {
    "R2", "R13", "R10", "R11", "R12", "R16", "R17", "R32", "R33", "R34", "R35", "R18", "R19",
    "R14", "R22", "R23", "R20", "R21", "R26", "R27", "R28", "R29", "R30", "R36", "R37", "R38",
    "V-MUST-CAPTURE", "V-FORCED-SUMS", "V-SWEEP", "V-TRIPLE-FACES", "V-SELF-RAISE",
    "V-RAISE-TABLE-CARDS", "V-JOIN-FAMILY", "V-SOI-LOCKED", "V-FIRST-XERI", "V-TARGET",
    "V-DIRECTION",
}


def test_curriculum_has_at_least_twelve_lessons_in_order():
    assert len(LESSONS) >= 12
    assert len(set(IDS)) == len(IDS)
    assert [lesson.order for lesson in LESSONS] == sorted(lesson.order for lesson in LESSONS)


def test_curriculum_covers_every_rule_of_the_issue():
    covered = set().union(*(lesson.rules for lesson in LESSONS))
    assert covered >= REQUIRED_RULES, sorted(REQUIRED_RULES - covered)


def test_every_cited_rule_exists_in_the_rulebook():
    rulebook = RULES_MD.read_text(encoding="utf-8")
    defined = set(re.findall(r"\*\*(R\d+)\*\*", rulebook)) | set(VARIANTS)
    for lesson in LESSONS:
        assert set(lesson.rules) <= defined, lesson.id


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_variant_rules_are_taught_with_the_variant_switched_on(lesson):
    taught = {r for r in lesson.rules if r.startswith("V-")}
    switched = set()
    for step in lesson.steps:
        if step.position is not None:
            rules = parse_position(step.position).rules
            switched |= {v for v in VARIANTS if rules.variants[v] != DEFAULTS[v]}
    assert taught <= switched


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_each_step_starts_on_a_valid_position_with_the_learner_to_move(lesson):
    seen = set()
    for visit in visits(lesson):
        state = visit.runner.state
        seen.add(visit.index)
        assert state.to_move == 0 and not state.round_over, (visit.index, visit.path)
        assert state.hands[0], visit.index
        for d in state.decls:
            # A declaration's owner always holds a card of its value (R18, R29).
            assert any(VALUE[c] == d.value for c in state.hands[d.owner]), (visit.index, d)
        table = set(state.table_cards())
        step = visit.runner.step
        assert set(step.highlight) <= table, (visit.index, visit.path)
        assert set(step.highlight_hand) <= set(state.hands[0]), (visit.index, visit.path)
    assert seen == set(range(len(lesson.steps)))


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_every_expected_move_is_legal(lesson):
    legal_somewhere = [set() for _ in lesson.steps]
    for visit in visits(lesson):
        step = visit.runner.step
        for k, request in enumerate(step.expected):
            verdict = check(visit.runner.state, request)
            if verdict.legal:
                legal_somewhere[visit.index].add(k)
            elif step.position is not None:
                pytest.fail(f"step {visit.index + 1}: {verdict.message}")
        assert visit.runner.expected_moves()
    for i, step in enumerate(lesson.steps):
        assert legal_somewhere[i] == set(range(len(step.expected))), f"step {i + 1}"


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_applying_each_expected_move_succeeds(lesson):
    for visit in visits(lesson):
        for move in visit.runner.expected_moves():
            runner = fork(visit.runner)
            feedback = runner.attempt(move)
            assert feedback.ok and feedback.source == "success"
            assert feedback.text == runner.step.success
            assert feedback.move == move
            after = runner.after
            if runner.step.reply is not None:
                assert feedback.reply is not None
            for key, value in runner.step.check_after.items():
                actual = after.to_move if key == "to_move" else getattr(after, key)
                assert actual == value, (visit.index, key)
            if visit.index + 1 == len(lesson.steps):
                assert not runner.next_step() and runner.finished


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_listed_wrong_moves_are_not_expected_and_get_their_explanation(lesson):
    reached = set()
    for visit in visits(lesson):
        runner = visit.runner
        expected = set(runner.expected_moves())
        for wrong in runner.step.wrong:
            if wrong.move is None:
                continue
            verdict = check(runner.state, wrong.move)
            assert not (verdict.legal and verdict.move in expected)
            feedback = fork(runner).attempt(wrong.move)
            assert not feedback.ok and feedback.text == wrong.text
            reached.add((visit.index, wrong.text))
        for request in candidate_requests(runner.state):
            wrong = first_wrong(runner, request)
            if wrong is None or wrong.move is not None:
                continue
            verdict = check(runner.state, request)
            if verdict.legal and verdict.move in expected:
                continue
            if (visit.index, wrong.text) not in reached:
                feedback = fork(runner).attempt(request)
                assert not feedback.ok and feedback.source == "lesson"
                assert feedback.text == wrong.text
                reached.add((visit.index, wrong.text))
    for i, step in enumerate(lesson.steps):
        for wrong in step.wrong:
            assert (i, wrong.text) in reached, f"step {i + 1}: never reached: {wrong.text}"


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_cards_named_in_an_instruction_are_in_the_position(lesson):
    symbols = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
    for visit in visits(lesson):
        state = visit.runner.state
        in_play = set(state.all_cards())
        for rank, suit in re.findall(r"(10|[2-9AJQK])([♠♥♦♣])", visit.runner.step.instruction):
            assert parse_card(rank + symbols[suit]) in in_play, (visit.index, rank + suit)


def test_engine_reason_codes_are_all_known_to_the_patterns():
    from diloti_qt.tutorial.patterns import REASONS

    assert set(REASONS) == set(REASON_RULES)
