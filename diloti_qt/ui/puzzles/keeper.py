"""Help ▸ Puzzles…: the shipped puzzles (issue 41) played on the window's own table.

PuzzleTable is one more keeper of the pane a main window shows (ui.seat_pane.TableKeeper),
like the window's own match (ui/local_match.py) and a table with friends: hosted by
MainWindow.host in the match's place, which waits out of sight, untouched, until Leave gives
it back (MainWindow.host_match). Its controller (controller/puzzle_play.py) judges the
player's one move and plays the round out along the exact solver's line off the GUI thread;
the bar over the table (bar.py) shows the puzzle, the verdict and the progress, which is kept
across runs (controller/puzzle_progress.py).

The bar's choice (and the Puzzle menu) switches to the puzzles from the player's own kept
matches (puzzles/own.py): looked for each time the puzzles open, by a worker of their own
(gather.py, in the computer's mode: a thread or a process), never on the GUI thread; each
set keeps its own progress, in the same file."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent
from PySide6.QtWidgets import QMenu, QToolBar

from diloti_qt.controller.ai_runner import AiRunner
from diloti_qt.controller.pace import Pace
from diloti_qt.controller.puzzle_play import PuzzleController, Verdict
from diloti_qt.controller.puzzle_progress import (
    SETS,
    Progress,
    default_path,
    puzzle_key,
    read_progress,
    save_progress,
)
from diloti_qt.gui_thread import to_gui_thread
from diloti_qt.puzzles import Puzzle
from diloti_qt.puzzles.build import move_words
from diloti_qt.ui.seat_pane import SeatPane
from diloti_qt.ui.tutorial.highlights import LessonHighlights

from .bar import PuzzleBar

log = logging.getLogger(__name__)
READS = 3  # after a wrong move's line, the round's end stays this many "read" pauses


def _tr(text: str) -> str:
    return QCoreApplication.translate("Puzzles", text)


def _n(text: str, n: int) -> str:
    return QCoreApplication.translate("Puzzles", text, None, n)


def number(x: float) -> str:
    """An estimate in points in the language of the sentences: one decimal, none when
    whole (2.5; in Greek 2,5)."""
    x = float(round(x, 1))
    locale = QLocale(QLocale.Language.Greek if language() == "el" else QLocale.Language.English)
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return locale.toString(x, "f", 0 if x == int(x) else 1)


def language() -> str:
    """The language of the puzzles' sentences now installed: en or el."""
    return _tr("en")


def key_of(puzzle: Puzzle) -> str:
    """A puzzle's name in the progress file: an own puzzle's record, round and move; a
    shipped one's position digest."""
    return getattr(puzzle, "key", "") or puzzle_key(puzzle.position)


class PuzzleTable(QObject):
    """The puzzles on `window` (a ui.main_window.MainWindow), the progress kept at
    `progress_path` (default: the app's data folder; None with a window that keeps nothing),
    the player's own puzzles looked for in the records kept in the folder `records` (None:
    none)."""

    answer_shown = Signal()  # the answer is highlighted on the puzzle's position
    result_shown = Signal(bool)  # the verdict of the player's move is on the bar
    own_found = Signal(int)  # the own puzzles were looked for: how many

    def __init__(self, window, puzzles: list[Puzzle], progress_path: Path | None = None,
                 records: Path | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.shipped = puzzles
        self.own: list[Puzzle] | None = None  # None: not found yet
        self.records = records
        self.looking = False
        self._gather_job = 0
        self._gathered = to_gui_thread(self._own_ready)
        home = window.local_match
        mode = home.controller.runner.mode if home is not None else "thread"
        self.gatherer = AiRunner(mode)  # the own puzzles' worker (started when first asked)
        self.controller = c = PuzzleController(self, mode)
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
        self.root = self._read_progress()  # both sets' progress (the file's)
        self.own_shown = self.root.shown == SETS[1] and records is not None
        self.index = max(0, min(self.progress.current, len(self.puzzles) - 1))
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
        self.bar.set_chosen.connect(self.choose_set)
        c.judged.connect(self._judged)
        c.played_out.connect(self._played_out)
        c.illegal_move.connect(self.view.report)
        c.message.connect(window.show_status)
        window.pace_group.triggered.connect(self._pace_chosen)
        # the worker stops with the application, the puzzles shown or not
        QCoreApplication.instance().aboutToQuit.connect(self._stop)

    # -- the keeper of the window's pane (ui.seat_pane.TableKeeper) ---------------------------
    @property
    def puzzles(self) -> list[Puzzle]:
        """The set shown: the shipped puzzles or the own ones (none while looked for)."""
        return (self.own or []) if self.own_shown else self.shipped

    @property
    def progress(self) -> Progress:
        """The progress of the set shown."""
        return self.root.of(self.own_shown)

    @property
    def puzzle(self) -> Puzzle | None:
        """The puzzle shown (None: the own set shown has none, or is being looked for)."""
        puzzles = self.puzzles
        return puzzles[self.index] if 0 <= self.index < len(puzzles) else None

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
        puzzle = self.puzzle
        if w.target_label is not None:  # under the score sheet: which puzzle, from which deal
            own = getattr(puzzle, "key", "")
            w.target_label.setText(_tr("From your matches") if puzzle is None else
                                   _tr("Decision {n}").format(n=self.index + 1) if own else
                                   _tr("Puzzle {n}").format(n=self.index + 1))
            w.deal_label.setText("" if puzzle is None else _tr(
                "Match of {date}, round {round}").format(date=puzzle.played_at[:10] or "?",
                                                         round=puzzle.round + 1) if own
                else _tr("From deal {deal}").format(deal=puzzle.deal))
        c = self.controller
        solved = c.verdict is not None and c.verdict.correct
        self.answer_action.setEnabled(not self.revealed and not solved and puzzle is not None
                                      and c.puzzle is not None and not c.playing_out)
        self.previous_action.setEnabled(self.index > 0)
        self.next_action.setEnabled(self.index + 1 < len(self.puzzles))
        self.bar.set_buttons(self.previous_action.isEnabled(), self.next_action.isEnabled(),
                             self.answer_action.isEnabled())
        self.shipped_action.setChecked(not self.own_shown)
        self.own_action.setChecked(self.own_shown)
        self.bar.set_sets(len(self.shipped), None if self.own is None else len(self.own),
                          self.own_shown)

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
        self._gather_job += 1
        self.gatherer.shutdown()

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
        self.look_for_own()
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

    # -- the own puzzles' set ---------------------------------------------------------------
    def look_for_own(self) -> None:
        """Look for the player's own puzzles in the kept records, on the gatherer's worker
        (gather.py's bound); the bar says so meanwhile if they are shown."""
        if self.looking:
            return
        if self.records is None:
            self.own = []
            return
        from .gather import find_own_puzzles

        self.looking = True
        self._gather_job += 1
        job = self._gather_job
        self.gatherer.submit(find_own_puzzles, (str(self.records),),
                             lambda result: self._gathered(job, result))

    def _own_ready(self, job: int, result: object) -> None:
        if job != self._gather_job:
            return  # stopped since
        self.looking = False
        if isinstance(result, BaseException) or not isinstance(result, list):
            log.error("the own puzzles could not be found", exc_info=result
                      if isinstance(result, BaseException) else None)
            result = []
        shown = self.puzzle if self.own_shown else None
        self.own = result
        if self.own_shown:
            keys = [key_of(p) for p in result]
            if shown is not None and key_of(shown) in keys:
                self.index = keys.index(key_of(shown))  # the puzzle being played stays
            elif self.mounted:
                self.start(self.progress.current)
        self.window.update_actions()
        self.own_found.emit(len(result))

    def choose_set(self, own: bool) -> None:
        """Show the own puzzles (`own`) or the shipped ones, each at its own current puzzle."""
        if own == self.own_shown:
            self.window.update_actions()
            return
        self.own_shown = own
        self.root.shown = SETS[1] if own else SETS[0]
        self.controller.stop()
        self.start(self.progress.current)

    # -- the puzzles --------------------------------------------------------------------------
    def start(self, index: int) -> None:
        """Puzzle `index` (0: the first) on the table, its prompt on the bar."""
        self._restore.stop()
        self.shown += 1
        self.index = max(0, min(index, len(self.puzzles) - 1))
        if self.puzzle is not None:  # (none yet: the current one is kept for when found)
            self.progress.current = self.index
        self._save()
        self.counted = True
        self.revealed = False
        self.highlights.clear()
        self.view.clear_hint()
        puzzle = self.puzzle
        if puzzle is None:  # the own set: being looked for, or none found
            self.controller.stop()
            self.controller.puzzle = None
            self.controller.verdict = None
            self._dim(True)
            self.bar.set_puzzle(_tr("From your matches"), self.none_text(), "")
        else:
            self.controller.start_puzzle(puzzle)
            self.bar.set_puzzle(self.title_text(), self.prompt_text(puzzle),
                                self.progress_text())
        self.window.update_actions()

    def _dim(self, dim: bool) -> None:
        """No puzzle to play: the felt without a card (nothing of another set's puzzle)."""
        if dim:
            from diloti_qt.engine import State

            blank = State(self.shipped[0].state.rules, 0, None, [[], []], [], [], [], [[], []],
                          [0, 0])
            self.controller.load_state(blank, levels={}, fresh=False)

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
            self.progress.revealed(key_of(self.puzzle))
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
        key = key_of(self.puzzle)
        if self.counted:
            self.progress.record(key, verdict.correct)
            self._save()
        self.counted = False
        if verdict.correct:
            text = self.right_text(verdict)
            self.bar.set_result(text, True, self.puzzle.rules)
        elif not verdict.exact:  # no line: the Expert's move is shown next
            self.bar.set_result(_tr("Not the Expert's move."), False)
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
        puzzle = self.puzzle
        if getattr(puzzle, "key", ""):
            return _tr("Your decision {n} of {count} · {source}").format(
                n=self.index + 1, count=len(self.puzzles), source=self.source_text(puzzle))
        return _tr("Puzzle {n} of {count} · grade {grade} of 5").format(
            n=self.index + 1, count=len(self.puzzles), grade=puzzle.grade)

    @staticmethod
    def source_text(puzzle: Puzzle) -> str:
        """Where an own puzzle comes from: the player's match and round."""
        return _tr("your match of {date}, round {round}").format(
            date=puzzle.played_at[:10] or "?", round=puzzle.round + 1)

    @staticmethod
    def prompt_text(puzzle: Puzzle) -> str:
        if getattr(puzzle, "key", ""):
            if puzzle.exact:
                return _n("In your match, your move here lost %n point(s) against the best "
                          "one (the last deal: solved exactly). Find the best move.",
                          puzzle.margin)
            return _tr("In your match, your move here lost about {loss} points, by the "
                       "Expert's estimate. Find the Expert's move.").format(
                loss=number(puzzle.loss))
        return _tr("Your move: find the move worth the most points (at least {margin} more "
                   "than any other).").format(margin=puzzle.margin)

    def none_text(self) -> str:
        """The own set has no puzzle: being looked for, or why none was found."""
        if self.own is None:
            return _tr("Looking for your costly decisions…")
        return _tr("None was found yet. Finish a match against the computer, then ask for "
                   "the Expert's comments in its replay (Game ▸ Matches…): they find the "
                   "moves that cost you points.")

    def progress_text(self) -> str:
        p = self.progress
        return _tr("Solved {solved} · tried {tried} · of {count} — streak {streak}, best "
                   "{best}").format(solved=len(p.solved & self._keys()),
                                    tried=len(p.tried & self._keys()),
                                    count=len(self.puzzles), streak=p.streak,
                                    best=p.best_streak)

    def _keys(self) -> set[str]:
        puzzles = self.puzzles
        kept = getattr(self, "_all_keys", None)
        if kept is None or kept[0] is not puzzles:
            self._all_keys = kept = (puzzles, {key_of(p) for p in puzzles})
        return kept[1]

    def explanation(self) -> str:
        """Why the answer is best: the shipped puzzle's sentence; an own puzzle's move and
        what the move played in the match lost against it."""
        puzzle = self.puzzle
        if not getattr(puzzle, "key", ""):
            words = puzzle.explanation
            return words.get(language(), words["en"])
        move = move_words(puzzle.answers[0])[1 if language() == "el" else 0]
        if puzzle.exact:
            return _n("{move}: %n point(s) more than your move in the match (solved "
                      "exactly).", puzzle.margin).format(move=move)
        return _tr("{move}: about {loss} points more than your move in the match, by the "
                   "Expert's estimate.").format(move=move, loss=number(puzzle.loss))

    def right_text(self, verdict: Verdict) -> str:
        """The answer played: why it is best (the sentence says by how many points)."""
        return _tr("Right! {why}").format(why=self.explanation())

    def wrong_text(self, verdict: Verdict) -> str:
        """After a wrong move's line: what it lost, then the answer (its sentence names
        the move) and why. An estimated own puzzle: the Expert's move and the estimated
        loss of the move played in the match (another move's is not known)."""
        if not verdict.exact:
            if verdict.lost is not None:
                lost = _tr("That is the move you played in the match.")
            else:
                lost = _tr("Not the Expert's move (what it costs is not known).")
            return _tr("{lost} The Expert's move: {why}").format(
                lost=lost, why=self.explanation())
        lost = _n("That move lost %n point(s) against the answer.", verdict.lost)
        return _tr("{lost} The answer: {why}").format(lost=lost, why=self.explanation())

    def answer_text(self) -> str:
        return _tr("The answer: {why}").format(why=self.explanation())

    # -- the progress file ---------------------------------------------------------------------
    def _read_progress(self) -> Progress:  # (both sets')
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
        notice = save_progress(self.path, self.root)
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
        group = QActionGroup(menu)
        self.shipped_action = menu.addAction(_tr("The game's p&uzzles"))
        self.own_action = menu.addAction(_tr("From your &matches"))
        self.own_action.setStatusTip(_tr("Your own costliest decisions, from your kept "
                                         "matches with the Expert's comments"))
        for action, own in ((self.shipped_action, False), (self.own_action, True)):
            action.setCheckable(True)
            group.addAction(action)
            action.triggered.connect(lambda _=False, own=own: self.choose_set(own))
        menu.addSeparator()
        self.leave_action = menu.addAction(_tr("&Leave the puzzles"))
        self.leave_action.setStatusTip(_tr("Back to your match, as you left it"))
        self.leave_action.triggered.connect(self.leave)
        return menu


def open_puzzles(window, progress_path: Path | None | str = "default",
                 records: Path | None | str = "default") -> PuzzleTable | None:
    """Help ▸ Puzzles…: the window's puzzles (made once, kept) on its table; the own ones
    from the records kept in the folder `records` (by default the session's)."""
    from diloti_qt.puzzles import PuzzleFileError, load_puzzles

    def build():
        path = progress_path
        if path == "default":
            path = default_path() if window.store is not None else None
        folder = records
        if folder == "default":
            session = window.session
            folder = session.records.folder if session is not None else None
        return PuzzleTable(window, load_puzzles(), path, folder)

    try:
        keeper = window.part("puzzles", build)  # (not kept when the file cannot be read)
    except PuzzleFileError as e:
        window.show_status(_tr("The puzzles could not be read: {error}").format(error=e))
        return None
    keeper.open()
    return keeper
