"""Lesson texts never contradict the table they are shown beside: every claim of every text
(who owns what, where a named card lies, what is on the felt, the score) holds on each
position the text is on screen with, along every path through the lesson."""

from __future__ import annotations

import pytest

from diloti_qt.engine import parse_position
from diloti_qt.tutorial import load_lessons

from .claims import CLAIMS, contradictions
from .walk import fork, visits

LESSONS = load_lessons()
IDS = [lesson.id for lesson in LESSONS]


def shown(lesson):
    """(where, text, state, cards must be visible) for every text and every position it is
    shown on: the instruction and the wrong-move answers at the step's start, the success
    text after the learner's move and still after the computer's scripted reply."""
    for visit in visits(lesson):
        runner, step = visit.runner, visit.runner.step
        where = f"{lesson.id} step {visit.index + 1} path {visit.path}"
        yield f"{where} instruction", step.instruction, runner.state, True
        for wrong in step.wrong:
            yield f"{where} wrong move", wrong.text, runner.state, True
        for k, move in enumerate(runner.expected_moves()):
            branch = fork(runner)
            assert branch.attempt(move).ok
            yield f"{where} success #{k} after the move", step.success, branch.after_move, False
            if step.reply is not None:
                yield f"{where} success #{k} after the reply", step.success, branch.after, False


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_no_lesson_text_contradicts_its_table(lesson):
    problems = [f"{where}: {c.claim}: «{c.phrase}» in «{text}»"
                for where, text, state, strict in shown(lesson)
                for c in contradictions(text, state, strict)]
    assert not problems, "\n".join(problems)


def position(hands, table, **extra) -> dict:
    return {"format": "diloti-position/1", "rules": "pagat-2p", "dealer": 1, "to_move": 0,
            "round_opening": False, "hands": hands, "table": table, **extra}


FAMILY_TAKEN = position([["8C", "6D"], ["7C", "5C"]], ["KS"])
FAMILY_YOURS = position([["8C", "6D"], ["8D", "7C", "5C"]],
                        ["KS", {"value": 8, "owner": 0, "kind": "family",
                                "cards": ["5S", "3H", "4C", "2D", "2H"]}])

RAISED_TO_10 = position([["10D", "9C"], ["10H"]],
                        [{"value": 10, "owner": 1, "kind": "simple",
                          "cards": ["4S", "2H", "3D", "AC"]}])
RAISABLE_6 = position([["3D", "9C"], ["10H"]],
                      [{"value": 6, "owner": 1, "kind": "simple", "cards": ["4S", "2H"]}])


@pytest.mark.parametrize(("text", "doc", "contradicted"), [
    # lesson 9 step 3 as it was, beside the table after the computer took the family
    ("Your 8 is now a family of eights. It is still yours, and you still hold the 8♣ to "
     "take it.", FAMILY_TAKEN, ["the learner owns it"]),
    ("Your 8 is now a family of eights. It is still yours, and you still hold the 8♣ to "
     "take it.", FAMILY_YOURS, []),
    ("You own the declared 8.", FAMILY_YOURS, []),
    ("You own the declared 7.", FAMILY_YOURS, ["the learner owns a declaration"]),
    ("You own nothing now.", FAMILY_YOURS, ["the learner owns nothing"]),
    ("The computer declared 8.", FAMILY_YOURS, ["the computer declared"]),
    ("Take it with your 9♦.", FAMILY_YOURS, ["the learner's card"]),
    ("Take the Q♥ with your 8♣.", FAMILY_YOURS, ["a card the learner cannot see"]),
    ("The computer laid the K♠.", FAMILY_YOURS, ["the computer laid it"]),
    ("There is no king on the table.", FAMILY_YOURS, ["no such face card on the table"]),
    ("The table is empty.", FAMILY_TAKEN, ["the table is empty"]),
    ("You have 3 points, the computer 0.", FAMILY_YOURS, ["the scores"]),
    # lesson 7 step 2 as it was, beside the computer's declared 10 (R18: 10 at most)
    ("You could raise it back, or take it.", RAISED_TO_10, ["whether the learner can raise it"]),
    ("You cannot raise it any more.", RAISED_TO_10, []),
    ("You could raise it.", RAISABLE_6, []),
    ("You cannot raise it.", RAISABLE_6, ["whether the learner can raise it"]),
    ("Yours is the family of eights.", FAMILY_TAKEN,
     ["unread claim (add it to CLAIMS or reword it)"]),
])
def test_the_claim_reader_catches_each_kind_of_contradiction(text, doc, contradicted):
    state = parse_position(doc)
    assert [c.claim for c in contradictions(text, state, True)] == contradicted


def test_every_claim_reads_some_lesson_text():
    texts = [text for lesson in LESSONS for text in lesson.texts()]
    unused = [c.name for c in CLAIMS if not any(c.pattern.search(t) for t in texts)]
    assert not unused
