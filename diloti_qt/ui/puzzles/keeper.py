"""Help ▸ Puzzles…: the shipped puzzles (issue 41) played on the window's own table.

PuzzleTable is one more keeper of the pane a main window shows (ui.seat_pane.TableKeeper),
like the window's own match (ui/local_match.py) and a table with friends: hosted by
MainWindow.host in the match's place, which waits out of sight, untouched, until Leave gives
it back (MainWindow.host_match). Its controller (controller/puzzle_play.py) judges the
player's one move and plays the round out along the exact solver's line off the GUI thread;
the bar over the table (bar.py) shows the puzzle, the verdict and the progress, which is kept
across runs (controller/puzzle_progress.py)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import QMenu, QToolBar

from diloti_qt.controller.pace import Pace
from diloti_qt.controller.puzzle_play import PuzzleController, Verdict
from diloti_qt.controller.puzzle_progress import (
    Progress,
    default_path,
    puzzle_key,
    read_progress,
    save_progress,
)
from diloti_qt.puzzles import Puzzle
from diloti_qt.ui.seat_pane import SeatPane
from diloti_qt.ui.tutorial.highlights import LessonHighlights

from .bar import PuzzleBar

READS = 3  # after a wrong move's line, the round's end stays this many "read" pauses


def _tr(text: str) -> str:
    return QCoreApplication.translate("Puzzles", text)


def _n(text: str, n: int) -> str:
    return QCoreApplication.translate("Puzzles", text, None, n)


def language() -> str:
    """The language of the puzzles' sentences now installed: en or el."""
    return _tr("en")


class PuzzleTable(QObject):
    """The puzzles on `window` (a ui.main_window.MainWindow), the progress kept at
    `progress_path` (default: the app's data folder; None with a window that keeps nothing)."""

    answer_shown = Signal()  # the answer is highlighted on the puzzle's position
    result_shown = Signal(bool)  # the verdict of the player's move is on the bar

    def __init__(self, window, puzzles: list[Puzzle], progress_path: Path | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.puzzles = puzzles
        home = window.local_match
        self.controller = c = PuzzleController(self, home.controller.runner.mode
                                               if home is not None else "thread")
        c.pace = window.table.pace if window.pane is not None else Pace.NORMAL
        self.pane = SeatPane(c, c.pace, window)
        self.view = self.pane.view
        self.view.setObjectName("puzzleTable")
        self.highlights = LessonHighlights(self.view)
        self.bar = PuzzleBar()
        self.toolbar = QToolBar(_tr("Puzzle"), window)
        self.toolbar.setObjectName("puzzleToolBar")
        self.toolbar.setMovable(False)
        self.toolbar.setFloatable(False)
        self.toolbar.setContentsMargins(0, 0, 0, 0)
        self.toolbar.toggleViewAction().setVisible(False)
        self.toolbar.addWidget(self.bar)
        self.path = progress_path
        self.notices: list[str] = []
        self.progress = self._read_progress()
        self.index = min(self.progress.current, len(puzzles) - 1)
        self.counted = True  # the player's move of the puzzle shown counts in the progress
        self.revealed = False  # the answer was shown
        self.mounted = False
        self.shown = 0  # puzzles started: a wait for the table of one puzzle ends with it
        self.felt = ""  # the table colour the bar was dressed in
        self._restore = QTimer(self)
        self._restore.setSingleShot(True)
        self._restore.timeout.connect(self._show_answer_after_line)
        self.menu_ = self._build_menu()
        self.bar.previous.connect(self.previous)
        self.bar.next.connect(self.next)
        self.bar.show_answer.connect(self.show_answer)
        self.bar.leave.connect(self.leave)
        self.bar.rule_clicked.connect(window.show_rule)
        c.judged.connect(self._judged)
        c.played_out.connect(self._played_out)
        c.illegal_move.connect(self.view.report)
        c.message.connect(window.show_status)
        window.pace_group.triggered.connect(self._pace_chosen)
        # the worker stops with the application, the puzzles shown or not
        QCoreApplication.instance().aboutToQuit.connect(self._stop)

    # -- the keeper of the window's pane (ui.seat_pane.TableKeeper) ---------------------------
    @property
    def puzzle(self) -> Puzzle:
        return self.puzzles[self.index]

    @property
    def title(self) -> str:
        return _tr("Puzzles")

    @property
    def menu(self) -> QMenu:
        return self.menu_

    def next_round(self) -> None:
        """No rounds: Next round is off."""

    def update_actions(self) -> None:
        """The window's actions while the puzzles are shown: the match's are off, and say
        why (the match waits as it was)."""
        if not self.mounted:
            return
        w = self.window
        away = _tr("Leave the puzzles first (Puzzle ▸ Leave the puzzles): your match waits "
                   "as you left it.")
        for action in (w.undo_action, w.hint_action, w.new_action, w.play_deal_action,
                       w.friends_action, w.next_round_action, w.review_action):
            action.setEnabled(False)
            if action in w.action_tips:  # (the tips the match's keeper sets again)
                action.setToolTip(away)
                action.setStatusTip(away)
        self._dress()
        if w.target_label is not None:  # under the score sheet: which puzzle, from which deal
            w.target_label.setText(_tr("Puzzle {n}").format(n=self.index + 1))
            w.deal_label.setText(_tr("From deal {deal}").format(deal=self.puzzle.deal))
        c = self.controller
        solved = c.verdict is not None and c.verdict.correct
        self.answer_action.setEnabled(not self.revealed and not solved
                                      and c.puzzle is not None and not c.playing_out)
        self.previous_action.setEnabled(self.index > 0)
        self.next_action.setEnabled(self.index + 1 < len(self.puzzles))
        self.bar.set_buttons(self.previous_action.isEnabled(), self.next_action.isEnabled(),
                             self.answer_action.isEnabled())

    def thinking_text(self, seat: int) -> str:
        return ""  # the line is the exact solver's: nobody "thinks"

    def close_window(self, event: QCloseEvent) -> bool:
        """The window closes with the puzzles shown: nothing more is played, the worker
        stops (the match's own closing is the window's)."""
        self._stop()
        return True

    def _stop(self) -> None:
        self._restore.stop()
        self.controller.stop()
        self.controller.shutdown()

    def _dress(self) -> None:
        """The bar in the felt's colours (followed when the preferences change it)."""
        felt = self.window.prefs.table_colour
        if felt != self.felt:
            from diloti_qt.ui.table_look import felt_colour

            self.felt = felt
            self.bar.set_felt(felt_colour(felt))
            self.toolbar.setPalette(self.bar.palette())
            self.toolbar.setAutoFillBackground(True)

    # -- opening and leaving ------------------------------------------------------------------
    def open(self) -> None:
        """Show the puzzles on the window's table (the match waits out of sight)."""
        if self.mounted:
            return
        self.mounted = True
        self.window.host(self)
        self.window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, self.toolbar)
        self.toolbar.show()
        self.controller.pace = self.view.pace
        self.start(self.index)
        for text in self.notices:
            self.bar.set_result(text, None)
        self.notices = []

    def leave(self) -> None:
        """Back to the window's own match, as it was left."""
        if not self.mounted:
            return
        self._restore.stop()
        self.controller.stop()
        self.highlights.clear()
        self.mounted = False
        self.window.removeToolBar(self.toolbar)
        self.window.host_match()
        self.window.show_status(_tr("Back to your match."))

    # -- the puzzles --------------------------------------------------------------------------
    def start(self, index: int) -> None:
        """Puzzle `index` (0: the first) on the table, its prompt on the bar."""
        self._restore.stop()
        self.shown += 1
        self.index = max(0, min(index, len(self.puzzles) - 1))
        self.progress.current = self.index
        self._save()
        self.counted = True
        self.revealed = False
        self.highlights.clear()
        self.view.clear_hint()
        puzzle = self.puzzle
        self.controller.start_puzzle(puzzle)
        self.bar.set_puzzle(self.title_text(), self.prompt_text(puzzle), self.progress_text())
        self.window.update_actions()

    def next(self) -> None:
        if self.index + 1 < len(self.puzzles):
            self.start(self.index + 1)

    def previous(self) -> None:
        if self.index > 0:
            self.start(self.index - 1)

    def show_answer(self) -> None:
        """The answer on the table (highlighted) and in words; the puzzle no longer counts."""
        c = self.controller
        if c.puzzle is None or self.revealed or c.playing_out:
            return
        if not c.answered() and self.counted:
            self.progress.revealed(puzzle_key(self.puzzle.position))
            self._save()
        self.counted = False
        self.revealed = True
        if c.answered():  # the round played out: the answer on the puzzle's position
            c.start_puzzle(self.puzzle, fresh=False)
        self._highlight_answer()
        self.bar.set_result(self.answer_text(), None, self.puzzle.rules)
        self.bar.set_progress(self.progress_text())
        self.window.update_actions()
        self.answer_shown.emit()

    def _highlight_answer(self) -> None:
        answer = self.puzzle.answers[0]
        self.highlights.set_targets(answer.cards, (answer.card,))

    def _judged(self, verdict: Verdict) -> None:
        self.highlights.clear()
        key = puzzle_key(self.puzzle.position)
        if self.counted:
            self.progress.record(key, verdict.correct)
            self._save()
        self.counted = False
        if verdict.correct:
            text = self.right_text(verdict)
            self.bar.set_result(text, True, self.puzzle.rules)
        else:
            self.bar.set_result(_tr("Not the best move: watch how the round goes on."), False)
        self.bar.set_progress(self.progress_text())
        self.window.update_actions()
        self.result_shown.emit(verdict.correct)

    def _played_out(self) -> None:
        """The round is over: after a wrong move, once the table has shown its end, the
        answer on the puzzle's position."""
        verdict = self.controller.verdict
        self.window.update_actions()
        if verdict is not None and verdict.correct and self.bar.next_button.isEnabled():
            self.bar.next_button.setFocus()  # Enter (or Space) goes on
        if verdict is None or verdict.correct or self.revealed:
            return
        shown = self.shown
        self.view.presenter.when_idle(
            lambda: shown == self.shown and self._restore.start(
                READS * self.view.pace.ms.read))

    def _show_answer_after_line(self) -> None:
        verdict = self.controller.verdict
        if not self.mounted or verdict is None or verdict.correct:
            return
        self.revealed = True
        self.controller.start_puzzle(self.puzzle, fresh=False)
        self._highlight_answer()
        self.bar.set_result(self.wrong_text(verdict), False, self.puzzle.rules)
        self.window.update_actions()
        self.answer_shown.emit()

    # -- words ---------------------------------------------------------------------------------
    def title_text(self) -> str:
        return _tr("Puzzle {n} of {count} · grade {grade} of 5").format(
            n=self.index + 1, count=len(self.puzzles), grade=self.puzzle.grade)

    @staticmethod
    def prompt_text(puzzle: Puzzle) -> str:
        return _tr("Your move: find the move worth the most points (at least {margin} more "
                   "than any other).").format(margin=puzzle.margin)

    def progress_text(self) -> str:
        p = self.progress
        return _tr("Solved {solved} · tried {tried} · of {count} — streak {streak}, best "
                   "{best}").format(solved=len(p.solved & self._keys()),
                                    tried=len(p.tried & self._keys()),
                                    count=len(self.puzzles), streak=p.streak,
                                    best=p.best_streak)

    def _keys(self) -> set[str]:
        if not hasattr(self, "_all_keys"):
            self._all_keys = {puzzle_key(p.position) for p in self.puzzles}
        return self._all_keys

    def explanation(self) -> str:
        words = self.puzzle.explanation
        return words.get(language(), words["en"])

    def right_text(self, verdict: Verdict) -> str:
        """The answer played: why it is best (the sentence says by how many points)."""
        return _tr("Right! {why}").format(why=self.explanation())

    def wrong_text(self, verdict: Verdict) -> str:
        """After a wrong move's line: what it lost, then the answer (its sentence names
        the move) and why."""
        lost = _n("That move lost %n point(s) against the answer.", verdict.lost)
        return _tr("{lost} The answer: {why}").format(lost=lost, why=self.explanation())

    def answer_text(self) -> str:
        return _tr("The answer: {why}").format(why=self.explanation())

    # -- the progress file ---------------------------------------------------------------------
    def _read_progress(self) -> Progress:
        if self.path is None:
            return Progress()
        loaded = read_progress(self.path)
        for notice in loaded.notices:
            self.notices.append(_tr("Your puzzle progress could not be read: {why} "
                                    "Nothing else was affected.").format(
                why=notice.render(QCoreApplication.translate)))
        return loaded.value or Progress()

    def _save(self) -> None:
        if self.path is None:
            return
        notice = save_progress(self.path, self.progress)
        if notice is not None:
            self.window.show_status(notice.render(QCoreApplication.translate))

    def _pace_chosen(self, action: QAction) -> None:
        self.controller.pace = Pace.of(action.data())

    # -- the menu ------------------------------------------------------------------------------
    def _build_menu(self) -> QMenu:
        menu = QMenu(_tr("&Puzzle"), self.window)
        menu.setObjectName("puzzleMenu")
        self.previous_action = menu.addAction(_tr("&Previous puzzle"))
        self.previous_action.triggered.connect(self.previous)
        self.next_action = menu.addAction(_tr("&Next puzzle"))
        self.next_action.triggered.connect(self.next)
        self.answer_action = menu.addAction(_tr("Show the &answer"))
        self.answer_action.triggered.connect(self.show_answer)
        menu.addSeparator()
        self.leave_action = menu.addAction(_tr("&Leave the puzzles"))
        self.leave_action.setStatusTip(_tr("Back to your match, as you left it"))
        self.leave_action.triggered.connect(self.leave)
        return menu


def open_puzzles(window, progress_path: Path | None | str = "default") -> PuzzleTable | None:
    """Help ▸ Puzzles…: the window's puzzles (made once, kept) on its table."""
    from diloti_qt.puzzles import PuzzleFileError, load_puzzles

    def build():
        path = progress_path
        if path == "default":
            path = default_path() if window.store is not None else None
        return PuzzleTable(window, load_puzzles(), path)

    try:
        keeper = window.part("puzzles", build)  # (not kept when the file cannot be read)
    except PuzzleFileError as e:
        window.show_status(_tr("The puzzles could not be read: {error}").format(error=e))
        return None
    keeper.open()
    return keeper
