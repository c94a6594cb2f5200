"""The shipped puzzles (issue 41): every one solved again, its answer unique by its margin
and its stored values exact; the loader refuses a corrupt file in one clear line."""

from __future__ import annotations

import json
import time
from collections import Counter

import pytest

from diloti_qt.ai.cli import solved_moves
from diloti_qt.engine import move_json
from diloti_qt.engine.deals import round_deal
from diloti_qt.puzzles import PUZZLES_FILE, PuzzleFileError, load_puzzles
from diloti_qt.puzzles.build import (
    MARGIN,
    MAX_NODES,
    answer_group,
    explanation,
    find,
    grade,
    line,
    same_outcome_key,
)


@pytest.fixture(scope="module")
def puzzles():
    return load_puzzles()


def test_every_shipped_puzzle_is_solved_again_to_its_stored_values(puzzles):
    assert len(puzzles) >= 250
    start = time.perf_counter()
    for p in puzzles:
        solved = solved_moves(p.state, MAX_NODES)
        assert dict(solved.values) == dict(p.values), p.deal  # every move, exact
        assert len(solved.values) == len(p.values)
        best = solved.values[0][1]
        answers = [m for m, v in solved.values if v == best]
        assert sorted(answers) == sorted(p.answers), p.deal
        assert len({same_outcome_key(m) for m in answers}) == 1, p.deal  # one outcome
        lead = best - max(v for _, v in solved.values if v != best)
        assert lead == p.margin >= MARGIN, p.deal
    assert time.perf_counter() - start < 30


def test_the_puzzles_are_graded_and_explained(puzzles):
    for p in puzzles:
        assert p.grade == grade(p.plies, p.tempting)
        en, el = explanation(p.reason, p.answers[0], p.margin)
        assert p.explanation == {"en": en, "el": el}
        assert f"{p.margin} " in en and f"{p.margin} " in el
        if p.reason in ("xeri", "block-xeri"):
            assert "R32" in p.rules and "xeri" in en and "ξερή" in el
        if p.reason == "leftovers":
            assert "R35" in p.rules
        if p.reason in ("majority", "cards"):
            assert "R36" in p.rules
        assert sum(len(h) for h in p.state.hands) <= 10
    grades = Counter(p.grade for p in puzzles)
    reasons = Counter(p.reason for p in puzzles)
    assert len(grades) >= 3 and len(reasons) >= 3, (grades, reasons)
    assert len({p.deal for p in puzzles}) == len(puzzles)  # one puzzle a deal


def test_the_file_stays_small():
    assert PUZZLES_FILE.stat().st_size < 400_000


def test_a_unique_answer_needs_one_outcome_and_its_margin(puzzles):
    p = next(p for p in puzzles if len(p.values) >= 3)
    (a, va), (b, _), (c, _) = p.values[:3]
    assert answer_group([(a, 9), (b, 7), (c, 0)]) == ((a,), 2)
    assert answer_group([(a, 9), (b, 8), (c, 0)]) is None  # by one point only
    if same_outcome_key(a) != same_outcome_key(b):
        assert answer_group([(a, 9), (b, 9), (c, 0)]) is None  # two different answers
    assert answer_group([(a, 9), (b, 9)]) is None  # nothing to choose


def write(tmp_path, doc) -> object:
    path = tmp_path / "puzzles.json"
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
    return path


def shipped() -> dict:
    return json.loads(PUZZLES_FILE.read_text(encoding="utf-8"))


def spoiled(change) -> dict:
    doc = shipped()
    doc["puzzles"] = doc["puzzles"][:3]
    change(doc["puzzles"][1])
    return doc


def raise_margin(p):
    p["margin"] += 1


def wrong_value(p):
    p["values"][-1][1] = p["values"][0][1]  # a move as good as the answer


def illegal_answer(p):
    p["answers"] = [{"card": "KS", "action": "capture", "take": ["2H", "3H"]}]


def lost_card(p):
    max(p["position"]["captured"], key=len).pop()


def four_players(p):
    p["position"]["rules"] = "partnership-4p"


def unknown_reason(p):
    p["reason"] = "luck"


def extra_key(p):
    p["note"] = 1


@pytest.mark.parametrize("change, words", [
    (raise_margin, "margin"), (wrong_value, "answers"), (illegal_answer, "answers"),
    (lost_card, "not every card"), (four_players, ""), (unknown_reason, "reason"),
    (extra_key, "keys"),
])
def test_a_corrupt_puzzle_is_refused_naming_it(tmp_path, change, words):
    with pytest.raises(PuzzleFileError) as e:
        load_puzzles(write(tmp_path, spoiled(change)))
    text = str(e.value)
    assert "puzzle 2:" in text and words in text and "\n" not in text


def test_a_corrupt_file_is_refused(tmp_path):
    for doc, words in (("{", "not JSON"), ({"format": "other"}, "not a puzzle file"),
                       ({"format": "diloti-puzzles/1", "margin": 2}, "keys"),
                       ({"format": "diloti-puzzles/1", "margin": 0, "puzzles": []}, "margin")):
        with pytest.raises(PuzzleFileError, match=words):
            load_puzzles(write(tmp_path, doc))
    with pytest.raises(PuzzleFileError, match="cannot read"):
        load_puzzles(tmp_path / "missing.json")
    assert load_puzzles(write(tmp_path, spoiled(lambda p: None)))[1].answers
    assert move_json(load_puzzles()[0].answers[0]) == shipped()["puzzles"][0]["answers"][0]


def test_what_a_puzzle_turns_on_is_what_build_finds_again(puzzles):
    """A sample (every 20th): the reason, rule ids, plies and tempting moves are the build's
    own answer for the position; and the answer's line does cash in the reason."""
    for p in puzzles[::20]:
        found = find(p.state)
        assert found is not None, p.deal
        assert (found.reason, found.rules, found.plies, found.tempting, found.grade) == \
            (p.reason, p.rules, p.plies, p.tempting, p.grade), p.deal
        best = line(p.state, p.answers[0])
        assert best[-1].end is not None and p.plies <= len(best)
        if p.reason == "xeri":
            assert best[p.plies - 1].xeri and best[p.plies - 1].seat == p.state.to_move


def test_find_refuses_what_is_no_puzzle(puzzles):
    first = puzzles[0].state
    dealt = round_deal(first.rules, 5)
    assert dealt.stock and find(dealt) is None  # not the last deal
    over = first.clone()
    while not over.round_over:
        over.apply(solved_moves(over).values[0][0])
    assert find(over) is None
