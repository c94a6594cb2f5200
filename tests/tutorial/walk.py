"""Walking every path of a lesson headless, and finding moves that match a wrong-move pattern."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import combinations

from diloti_qt.engine import Request, check
from diloti_qt.engine.cards import VALUE
from diloti_qt.engine.state import State
from diloti_qt.tutorial import Lesson, LessonRunner


@dataclass
class StepVisit:
    """One step reached along one path: the runner is at the step's start."""

    lesson: Lesson
    index: int
    runner: LessonRunner
    path: tuple[int, ...]  # which expected move was played at each earlier step


def visits(lesson: Lesson) -> Iterator[StepVisit]:
    """Every step along every path through the lesson's expected moves."""

    def go(runner: LessonRunner, path: tuple[int, ...]) -> Iterator[StepVisit]:
        yield StepVisit(lesson, runner.index, runner, path)
        legal = runner.expected_moves()
        for k, move in enumerate(legal):
            branch = fork(runner)
            assert branch.attempt(move).ok
            if branch.next_step():
                yield from go(branch, path + (k,))

    yield from go(LessonRunner(lesson), ())


def fork(runner: LessonRunner) -> LessonRunner:
    copy = LessonRunner.__new__(LessonRunner)
    copy.__dict__.update(runner.__dict__)
    copy.state = runner.state.clone()
    return copy


def candidate_requests(state: State) -> Iterator[Request]:
    """Plausible attempts, legal or not: each hand card laid, capturing or declaring with
    each set of table cards (announcing the total or the card's own value)."""
    table = state.table_cards()
    for card in state.hands[state.to_move]:
        yield Request(card, "lay")
        for n in range(1, len(table) + 1):
            for used in combinations(sorted(table), n):
                yield Request(card, "capture", used)
                if VALUE[card]:
                    total = VALUE[card] + sum(VALUE[c] for c in used)
                    for value in sorted({total, VALUE[card]}):
                        yield Request(card, "declare", used, value)


def first_wrong(runner: LessonRunner, request: Request):
    """The wrong-move entry the runner would answer `request` with, or None."""
    verdict = check(runner.state, request)
    for wrong in runner.step.wrong:
        if wrong.move is not None:
            from diloti_qt.tutorial.runner import same_request

            if same_request(wrong.move, request):
                return wrong
        elif wrong.pattern.matches(request, verdict):
            return wrong
    return None
