"""PuzzleController: the game controller playing the shipped puzzles (issue 41) on a table.

The seat to move of a puzzle's position is the player's. Its move is judged against the
puzzle's exact values (diloti_qt/puzzles): the answer is worth the most, by `margin` points
at least; any other move loses the difference. Either way the round is then played out, move
by move at the table's pace, along the exact solver's best line for both sides (for a wrong
move: the opponent's best replies, the refutation). The line is worked out off the GUI
thread, by the controller's own worker (AiRunner), within a node budget.
"""

from __future__ import annotations

import functools
import logging
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Signal

from diloti_qt.engine import Move, State, position_json
from diloti_qt.gui_thread import to_gui_thread
from diloti_qt.puzzles import Puzzle
from diloti_qt.puzzles.build import same_outcome_key  # (loaded with the menu's action)

from .game import GameController, Seats
from .puzzle_line import best_line

log = logging.getLogger(__name__)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Puzzles", text)


def same_outcome(a: Move, b: Move) -> bool:
    """The same move, or one that differs only by a card of equal rank whose suit does not
    score (R3): it has the same outcome and the same value."""
    return a == b or same_outcome_key(a) == same_outcome_key(b)


@dataclass(frozen=True)
class Verdict:
    """What the player's move was worth: `correct` (one of the answers), its exact value
    and the answer's (the round's final points of the player's side minus the other's,
    after best play by both), and `lost`, the points it gave away against the answer.

    In a puzzle from the player's own match that could not be solved exactly (`exact`
    False: puzzles/own.py) the values are the Expert's estimates, known for its move and
    the move played in the match only: another move's `value` is None."""

    move: Move
    correct: bool
    value: int | float | None
    best: int | float
    exact: bool = True

    @property
    def lost(self) -> int | float | None:
        if self.value is None:
            return None
        lost = self.best - self.value
        return lost if self.exact else round(lost, 1)


def judge(puzzle: Puzzle, move: Move) -> Verdict:
    """`move`'s verdict in `puzzle` (a legal move of its position)."""
    if not getattr(puzzle, "exact", True):  # an own puzzle: the Expert's estimates
        best = puzzle.values[0][1]
        correct = any(same_outcome(a, move) for a in puzzle.answers)
        played = puzzle.played
        value = best if correct else puzzle.values[-1][1] if played is not None \
            and same_outcome(played, move) else None
        return Verdict(move, correct, value, best, exact=False)
    best = puzzle.values[0][1]
    value = next((v for m, v in puzzle.values if m == move), None)
    if value is None:  # (a legal move the file does not list: valued as the worst)
        value = next((v for m, v in puzzle.values if same_outcome(m, move)),
                     puzzle.values[-1][1])
    correct = any(same_outcome(a, move) for a in puzzle.answers)
    return Verdict(move, correct, value, best)


class PuzzleController(GameController):
    """Plays one puzzle at a time: the player's one move is judged (`judged`), then the
    round is played out along the best line (`line_started`, then `played_out` once the
    last move has been played). No computer player thinks: every other move is the line's."""

    puzzle_started = Signal(object)  # the Puzzle
    judged = Signal(object)  # the Verdict of the player's move
    line_started = Signal()  # the line worked out: its moves are being played
    played_out = Signal()  # the round is over: the line has been played to its end

    def __init__(self, parent: QObject | None = None, ai_mode: str = "thread") -> None:
        super().__init__(parent, ai_mode)
        self.puzzle: Puzzle | None = None
        self.verdict: Verdict | None = None
        self.line: list[Move] = []  # the line's moves still to play
        self.playing_out = False
        self._line_job = 0
        self._line_ready = to_gui_thread(self._on_line)
        self.state_changed.connect(self._next_of_line)

    # -- puzzles ------------------------------------------------------------------------------
    def start_puzzle(self, puzzle: Puzzle, fresh: bool = True) -> None:
        """`puzzle`'s position on the table, the player at the seat to move (`fresh`: dealt
        as a new table, else shown at once as it is)."""
        self._line_job += 1
        self.puzzle = puzzle
        self.verdict = None
        self.line = []
        self.playing_out = False
        self.seats = Seats(puzzle.state.to_move, {})
        self.load_state(puzzle.state.clone(), levels={}, fresh=fresh)
        self.puzzle_started.emit(puzzle)

    def answered(self) -> bool:
        """Whether the player's move of this puzzle has been played."""
        return self.verdict is not None

    # -- GameController overrides -------------------------------------------------------------
    def plays_match(self) -> bool:
        """A puzzle is no match: no round, no dealer, no score to a target on the table."""
        return False

    def is_human_turn(self) -> bool:
        return (self.puzzle is not None and self.verdict is None and not self.playing_out
                and super().is_human_turn())

    def play(self, move: Move) -> bool:
        """The player's one move: played if legal, judged, then the round played out."""
        puzzle = self.puzzle
        if puzzle is None or self.verdict is not None:
            return False
        before = self.state.clone()
        if not GameController.play(self, move):
            return False
        self.verdict = judge(puzzle, move)
        self.judged.emit(self.verdict)
        if self.verdict.exact:
            self.play_out(before, move)
        else:  # the Expert's estimate: no exact line to play the round out along
            self.played_out.emit()
        return True

    def play_out(self, before: State, first: Move) -> None:
        """Work out the best line after `first` from `before` off the GUI thread, then play
        it move by move."""
        self._line_job += 1
        job = self._line_job
        self.playing_out = True
        self._set_thinking(True)
        self.runner.submit(best_line, (position_json(before), first),
                           functools.partial(self._line_ready, job))

    def _on_line(self, job: int, result: object) -> None:
        if job != self._line_job:
            return  # another puzzle since
        self._set_thinking(False)
        if isinstance(result, BaseException) or not isinstance(result, list):
            log.error("the puzzle's line failed", exc_info=result
                      if isinstance(result, BaseException) else None)
            self.playing_out = False
            self.message.emit(_tr("The rest of the round could not be worked out."))
            self.played_out.emit()
            return
        self.line = list(result)
        self.line_started.emit()
        self._next_of_line()

    def _next_of_line(self) -> None:
        """The line's next move, at the table's pace, once the one before is played."""
        if not self.playing_out or self.thinking or self.match is None:
            return
        if not self.line or self.state.round_over:
            self.line = []
            self.playing_out = False
            self.played_out.emit()
            return
        move = self.line.pop(0)
        pace = self.pace.ms
        self.play_reply(move, pace.think + pace.reply)

    def hint(self) -> None:
        """No hint in a puzzle: Show answer says it."""

    def undo(self) -> None:
        """A puzzle is played again from its start (Previous, Next, or the same one)."""

    def can_undo(self) -> bool:
        return False

    def next_round(self) -> None:
        pass

    def new_match(self, *args, **kwargs) -> None:
        raise RuntimeError("a puzzle controller plays puzzles, not matches")

    def stop(self) -> None:
        """Nothing more is played (the puzzles are left)."""
        self._line_job += 1
        self.line = []
        self.playing_out = False
        self._cancel_ai()
