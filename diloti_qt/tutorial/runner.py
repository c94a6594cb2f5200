"""The headless lesson runner: checks the learner's moves step by step with the engine."""

from __future__ import annotations

from dataclasses import dataclass

from diloti_qt.engine import Action, Move, Request, as_request, check, parse_move
from diloti_qt.engine.state import State

from .lesson import Lesson, LessonError, Step

UNEXPECTED = (
    "That move is allowed, but it is not the one this step asks for. "
    "Read the instruction again and try another move."
)
NOT_NOW = "This step is already done: go on to the next one."


@dataclass(frozen=True)
class Feedback:
    """The answer to one attempt.

    `text` is English; show it translated. source: "success" and "lesson" texts come from the
    lesson data, "generic" from this module, "engine" is the engine's own sentence (show the
    translated sentence for `reason` instead where one exists).
    """

    ok: bool
    text: str
    source: str
    reason: str | None = None
    rule: str = ""
    move: Move | None = None
    reply: Move | None = None


class LessonRunner:
    """Plays one lesson: a position per step, the learner's attempts, then the next step."""

    def __init__(self, lesson: Lesson, step: int = 0) -> None:
        self.lesson = lesson
        self.index = 0
        self.attempts = 0
        self.state: State = lesson.steps[0].start_state()
        self.after_move: State | None = None
        self.after: State | None = None
        self.finished = False
        while self.index < step:
            self._solve_with(self.demo_move())
            self.next_step()

    # -- reading ------------------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.lesson.steps[self.index]

    @property
    def solved(self) -> bool:
        """The current step's expected move has been played."""
        return self.after is not None

    @property
    def step_count(self) -> int:
        return len(self.lesson.steps)

    def expected_moves(self) -> list[Move]:
        """The step's expected moves that are legal here, in the lesson's order.

        A step that continues from the previous one may list a move for each way the
        previous step could have been solved; at least one must be legal.
        """
        moves = []
        for request in self.step.expected:
            verdict = check(self.state, request)
            if verdict.legal:
                moves.append(verdict.move)
        if not moves:
            raise LessonError(
                f"lesson {self.lesson.id!r} step {self.index + 1}: no expected move is legal")
        return moves

    def demo_move(self) -> Move:
        """The move "Show me" plays: the first expected one."""
        return self.expected_moves()[0]

    # -- playing ------------------------------------------------------------------------------
    def attempt(self, move: Request | Move | dict) -> Feedback:
        """Judge the learner's move; on success the step is solved (see `after`)."""
        if self.solved:
            return Feedback(False, NOT_NOW, "generic")
        request = _request(move)
        verdict = check(self.state, request)
        if verdict.legal and verdict.move in self.expected_moves():
            return self._solve_with(verdict.move)
        self.attempts += 1
        return self.explain(request)

    def explain(self, move: Request | Move | dict) -> Feedback:
        """What the lesson says about a move that is not expected (nothing changes)."""
        request = _request(move)
        verdict = check(self.state, request)
        for wrong in self.step.wrong:
            if wrong.move is not None:
                hit = same_request(wrong.move, request)
            else:
                hit = wrong.pattern.matches(request, verdict)
            if hit:
                return Feedback(False, wrong.text, "lesson", verdict.reason, verdict.rule,
                                verdict.move)
        if not verdict.legal:
            return Feedback(False, verdict.message, "engine", verdict.reason, verdict.rule)
        return Feedback(False, UNEXPECTED, "generic", move=verdict.move)

    def next_step(self) -> bool:
        """Go on after a solved step; False when the lesson is over (then `finished`)."""
        if not self.solved:
            raise RuntimeError("the current step is not solved yet")
        if self.index + 1 >= len(self.lesson.steps):
            self.finished = True
            return False
        previous = self.after
        self.index += 1
        step = self.step
        self.state = step.start_state() if step.position is not None else previous.clone()
        self.after_move = self.after = None
        self.attempts = 0
        return True

    def restart_step(self) -> None:
        """Back to the start of the current step (after a success, to try again)."""
        if self.step.position is not None:
            self.state = self.step.start_state()
        self.after_move = self.after = None
        self.attempts = 0

    def _solve_with(self, move: Move) -> Feedback:
        after = self.state.clone()
        after.apply(move)
        self.after_move = after.clone()
        reply = None
        if self.step.reply is not None:
            verdict = check(after, self.step.reply)
            if not verdict.legal:
                raise LessonError(
                    f"lesson {self.lesson.id!r} step {self.index + 1}: the computer's reply "
                    f"is illegal: {verdict.message}")
            reply = verdict.move
            after.apply(reply)
        self.after = after
        return Feedback(True, self.step.success, "success", move=move, reply=reply)


def _request(move: Request | Move | dict) -> Request:
    if isinstance(move, Move):
        return as_request(move)
    if isinstance(move, dict):
        return parse_move(move)
    return move


def same_request(a: Request, b: Request) -> bool:
    if a.action != b.action or a.card != b.card:
        return False
    if a.action == Action.LAY:
        return True
    return set(a.cards) == set(b.cards) and (a.action != Action.DECLARE or a.value == b.value)
