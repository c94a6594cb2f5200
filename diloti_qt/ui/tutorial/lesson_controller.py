"""LessonController: the real GameController, playing a lesson's positions and judging moves."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal

from diloti_qt.controller.game import GameController
from diloti_qt.controller.port import MoveEvent
from diloti_qt.controller.one_card import CardMoves
from diloti_qt.engine import Decl, Move, Request
from diloti_qt.engine.cards import VALUE
from diloti_qt.engine.state import State
from diloti_qt.tutorial import Feedback, Lesson, LessonRunner
from diloti_qt.tutorial.runner import NOT_NOW
from diloti_qt.tutorial.texts import feedback_text, tr


class LessonController(GameController):
    """Plays a lesson on the table: the learner's drops are judged by the lesson first.

    An expected move is played (then the computer's scripted reply); any other move is
    refused with the lesson's explanation, and the learner tries again. Built on the game
    controller's public API only (load_state, play, play_reply).
    """

    lesson_started = Signal(object)  # Lesson
    step_started = Signal(int)  # step index
    feedback = Signal(str, bool)  # text in the user's language, success
    step_solved = Signal(int)  # after the reply (if any) has been played
    lesson_finished = Signal(str)  # lesson id

    def __init__(self, parent: QObject | None = None, ai_mode: str = "thread") -> None:
        super().__init__(parent, ai_mode)
        self.lesson_runner: LessonRunner | None = None
        self._reply_move: Move | None = None
        self._replied = False
        self.move_applied.connect(self._reply_played)
        self.state_changed.connect(self._solved_after_reply)

    # -- lessons ------------------------------------------------------------------------------
    @property
    def lesson(self) -> Lesson | None:
        return self.lesson_runner.lesson if self.lesson_runner else None

    def plays_match(self) -> bool:
        """A lesson is no match: the table shows no round, no dealer, and a score only
        where the lesson's position carries one."""
        return False

    def seat_plays(self, seat: int) -> bool:
        """The learner always; the computer only in a step that scripts its reply."""
        runner = self.lesson_runner
        return seat == self.human or (runner is not None and runner.step.reply is not None)

    def start_lesson(self, lesson: Lesson, step: int = 0) -> None:
        self.lesson_runner = LessonRunner(lesson, step)
        self.lesson_started.emit(lesson)
        self._load(self.lesson_runner.state, fresh=True)

    def next_step(self) -> bool:
        """Go on once the step is solved; False (and lesson_finished) after the last step."""
        runner = self.lesson_runner
        if runner is None or not runner.solved or self._reply_move is not None:
            return False
        if not runner.next_step():
            self.lesson_finished.emit(runner.lesson.id)
            return False
        self._load(runner.state, fresh=runner.step.position is not None)
        return True

    def retry_step(self) -> None:
        """The current step again from its start."""
        if self.lesson_runner is None:
            return
        self._reply_move = None
        self.lesson_runner.restart_step()
        self._load(self.lesson_runner.state, fresh=True)

    def opening_table(self) -> tuple[tuple[int, ...], tuple[Decl, ...]]:
        """The table the lesson's position began with, while later steps go on from it: the
        piles keep the places the moves gave them (a step that goes on loaded its table as a
        new opening, and the piles moved to plain order between steps)."""
        runner = self.lesson_runner
        if runner is None:
            return super().opening_table()
        steps = runner.lesson.steps
        first = max(i for i in range(runner.index + 1) if steps[i].position is not None)
        start = steps[first].start_state()
        return tuple(start.loose), tuple(start.decls)

    def demo_move(self) -> Move | None:
        """The move "Show me" plays, when it is the learner's turn."""
        if self.lesson_runner is None or self.lesson_runner.solved or not self.is_human_turn():
            return None
        return self.lesson_runner.demo_move()

    def _load(self, state: State, fresh: bool) -> None:
        self._reply_move = None
        self._replied = False
        # nobody thinks: the computer's replies are scripted
        self.load_state(state.clone(), levels={}, fresh=fresh)
        self.step_started.emit(self.lesson_runner.index)

    # -- GameController overrides -------------------------------------------------------------
    def moves_for(self, card: int, target: frozenset[int] | None,
                  selection: frozenset[int] = frozenset()) -> CardMoves:
        """As in a game, but the step's expected move comes first in the chooser."""
        moves = super().moves_for(card, target, selection)
        runner = self.lesson_runner
        if runner is None or runner.solved or len(moves.moves) < 2:
            return moves
        expected = set(runner.expected_moves())
        return moves._replace(moves=tuple(sorted(moves.moves, key=lambda m: m not in expected)))

    def play(self, move: Move) -> bool:
        runner = self.lesson_runner
        if runner is None or not self.is_human_turn():
            return False
        if runner.solved:
            text = tr(NOT_NOW)
            self.feedback.emit(text, False)
            self.illegal_move.emit(text, "")
            self.state_changed.emit()
            return False
        result = runner.attempt(move)
        if not result.ok:
            text = feedback_text(result)
            self.feedback.emit(text, False)
            self.illegal_move.emit(text, "")
            self.state_changed.emit()  # the table puts the card back in the hand
            return False
        GameController.play(self, result.move)
        self.feedback.emit(tr(result.text), True)
        if result.reply is not None:
            self._reply_move = result.reply
            pace = self.pace.ms
            self.play_reply(result.reply, pace.reply + pace.think)
        else:
            self.step_solved.emit(runner.index)
        return True

    def why_not(self, card: int, target: frozenset[int] | None,
                selection: frozenset[int] = frozenset()) -> tuple[str, str]:
        """The lesson's explanation for a refused drop, else the game's own sentence."""
        runner = self.lesson_runner
        if runner is not None and runner.solved:
            text = tr(NOT_NOW)
            self.feedback.emit(text, False)
            return text, ""
        if runner is not None and self.is_human_turn():
            for request in _drop_requests(card, target, selection):
                result = runner.explain(request)
                if result.source == "lesson":
                    runner.attempts += 1
                    text = feedback_text(result)
                    self.feedback.emit(text, False)
                    return text, ""
        sentence, rules = super().why_not(card, target, selection)
        if runner is not None and self.is_human_turn():
            self.feedback.emit(_with_rules(sentence, rules), False)
        return sentence, rules

    def hint(self) -> None:
        move = self.demo_move()
        if move is not None:
            self.hint_ready.emit(move, self.describe(move))

    def undo(self) -> None:
        self.retry_step()

    def can_undo(self) -> bool:
        return False

    def next_round(self) -> None:
        pass

    def new_match(self, *args, **kwargs) -> None:
        raise RuntimeError("a lesson controller plays lessons, not matches")

    def _reply_played(self, event: MoveEvent) -> None:
        if self._reply_move is not None and event.move == self._reply_move:
            self._reply_move = None
            self._replied = True

    def _solved_after_reply(self) -> None:
        """The step is solved once its scripted reply has been played out."""
        if self._replied and self.lesson_runner is not None:
            self._replied = False
            self.step_solved.emit(self.lesson_runner.index)


def _drop_requests(card: int, target, selection) -> list[Request]:
    """What a drop can mean, in the order the game's own explanation considers them."""
    wanted = tuple(sorted(set(selection) | set(target or ())))
    if not wanted:
        return [Request(card, "lay")]
    total = VALUE[card] + sum(VALUE[c] for c in wanted)
    out = [Request(card, "capture", wanted), Request(card, "declare", wanted, total)]
    if VALUE[card] and total != VALUE[card]:
        out.append(Request(card, "declare", wanted, VALUE[card]))
    return out


def _with_rules(sentence: str, rules: str) -> str:
    if not rules:
        return sentence
    return QCoreApplication.translate("Tutorial", "{sentence} ({rules})").format(
        sentence=sentence, rules=rules)


__all__ = ["Feedback", "LessonController"]
