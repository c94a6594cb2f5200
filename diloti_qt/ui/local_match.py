"""The window's own match, against the computer, as the keeper of the pane a main window
shows (ui.seat_pane.TableKeeper), like ui/online/match.OnlineTable for a table with friends.

It owns the GameController, its SeatPane, the Session that saves the match and keeps the
finished ones (a window with a settings store), the end-of-round and end-of-match sheets,
the round review, and what the window's actions do to the match: undo, hint, next round,
rematch, a new match. The window hosts it and asks it; it never reads the controller."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QCloseEvent

from .open_dialogs import OpenDialogs

if TYPE_CHECKING:
    from diloti_qt.controller.pace import Pace
    from diloti_qt.storage.notice import Notice

WARM_UP_MS = 250  # after the first paint, the worker process boots (if no job started it)
END_SHEETS = ("round", "match")


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def _ignore(result: object) -> None:
    """A job result nobody needs."""


class LocalMatch(QObject):
    """The match of `window` (a ui.main_window.MainWindow) against the computer, its
    jobs run as `ai_mode` says. `held`: the computer's jobs and the autosave wait for
    after_first_paint() (the table is painted first); `notices`: what the start found wrong
    with the files, said once the window is up (with a settings store)."""

    def __init__(self, window, ai_mode: str, *, held: bool = False,
                 notices: list[Notice] | tuple = ()) -> None:
        from diloti_qt.controller.game import GameController

        from .seat_pane import SeatPane

        super().__init__(window)
        self.window = window
        self.controller = GameController(ai_mode=ai_mode)
        self.controller.setParent(self)
        self.pane = SeatPane(self.controller)
        self.pane.view.setObjectName("table")
        self.session = None  # a ui.session.Session when the window keeps matches on disk
        if window.store is not None:
            from .session import Session

            self.session = Session(window, controller=self.controller, notices=notices)
        if held:
            self.controller.runner.hold()
            if self.session is not None:
                self.session.autosaver.hold()  # written once the table has shown the match
        self.last_round = None  # the FinishedRound the review looks at
        self.dialogs = OpenDialogs()  # "new", "abandon", "round", "match", "review"
        self._sheet_pending = False
        c = self.controller
        c.message.connect(window.show_status)
        c.illegal_move.connect(window.show_refusal)
        c.can_undo_changed.connect(window.update_actions)
        c.hint_ready.connect(self._hint_ready)
        c.state_changed.connect(window.update_actions)
        c.round_finished.connect(self._round_finished)
        c.new_match_started.connect(self._new_match_started)
        window.hosted.connect(lambda _keeper: self.dialogs.close(*END_SHEETS))

    def dialog(self, name: str):
        """The dialog of this match open under `name` ("new", "abandon", "round", "match",
        "review"), or None."""
        return self.dialogs.get(name)

    @property
    def shown(self) -> bool:
        """Whether the window shows this match (not another keeper's table)."""
        return self.window.keeper is self

    # -- the keeper of the window's pane (ui.seat_pane.TableKeeper) ---------------------------
    @property
    def title(self) -> str:
        return _tr("Diloti")

    @property
    def menu(self) -> None:
        return None

    def next_round(self) -> None:
        self.dialogs.close(*END_SHEETS)
        self.controller.next_round()

    def update_actions(self) -> None:
        """The window's actions while this match is shown."""
        w, c = self.window, self.controller
        has_match = c.has_match()
        for action, tip in w.action_tips.items():  # what another table may have changed
            action.setStatusTip(tip)
            action.setToolTip(tip)
        for action in (w.new_action, w.play_deal_action, w.friends_action):
            action.setEnabled(True)
        w.hint_action.setEnabled(has_match and self.pane.presenter.human_turn()
                                 and w.prefs.hints)
        w.undo_action.setEnabled(has_match and c.can_undo())
        w.next_round_action.setEnabled(has_match and c.view().round_over and not c.match_over())
        w.review_action.setEnabled(self._review_available())
        if has_match and w.target_label is not None:
            from .match_setup import deal_text

            w.target_label.setText(_tr("Target {target}").format(target=c.rules.target))
            w.deal_label.setText(deal_text(c))

    def thinking_text(self, seat: int) -> str:
        c = self.controller
        if c.rules.players == 2:
            return _tr("Computer is thinking…")
        return _tr("{name} is thinking…").format(name=c.seat_name(seat))

    def close_window(self, event: QCloseEvent) -> bool:
        return True

    # -- starting ---------------------------------------------------------------------------
    def start_match(self, seed: int | None = None) -> None:
        """Start a match with the rules and opponent chosen last time."""
        rules, level = self.window.saved_match_settings()
        self.controller.new_match(rules, seed=seed, levels=self.window.saved_levels(rules, level))

    def resume_or_start(self, seed: int | None = None) -> None:
        """Continue the interrupted match if one was saved, else start one; then tell the
        person about any file that had to be set aside."""
        if self.session is None or not self.session.resume(self._round_finished):
            self.start_match(seed)
        if self.session is not None:
            QTimer.singleShot(0, self.session.show_notices)  # once the window is up

    def after_first_paint(self) -> None:
        """What is not on the first screen, once the table has been painted: the computer's
        worker (its jobs were held), the autosave of the match dealt or resumed (held too)
        and the match history database."""
        self.controller.runner.release()
        if self.session is not None:
            self.session.autosaver.release()
            self.session.open_history()
        QTimer.singleShot(WARM_UP_MS, self, self._warm_up_if_open)

    def warm_up(self):
        """Start the computer's worker now (a process takes a while to boot), so its first
        move is not delayed; returns the future of a no-op job."""
        return self.controller.runner.submit(int, (), _ignore)

    def _warm_up_if_open(self) -> None:
        if self.window.isVisible():  # not after closing: the controller has stopped its worker
            self.warm_up()

    def set_pace(self, pace: Pace) -> None:
        self.controller.pace = pace

    def match_in_progress(self) -> bool:
        """A match the person has played in (a move of theirs, or a round) and not finished."""
        return self.controller.match_in_progress()

    # -- the actions ------------------------------------------------------------------------
    def undo(self) -> None:
        """Take back the person's last move and the computer's reply (Game ▸ Undo)."""
        self.controller.undo()

    def rematch(self) -> None:
        c = self.controller
        c.new_match(c.rules, levels=dict(c.seats.levels), human=c.human)

    def ask_hint(self) -> None:
        if self.controller.is_human_turn() and self.window.prefs.hints:
            self.window.show_status(_tr("Looking for a good move…"))
            self.controller.hint()

    def _hint_ready(self, move, why: str) -> None:
        self.pane.view.show_hint(move, why)
        self.window.show_status(_tr("Hint: {why}").format(why=why))

    def open_new_game_dialog(self) -> None:
        """Game ▸ New match…: the rules and opponents, after asking whether to abandon the
        match in progress (unless the person turned that question off)."""
        opened = self.dialogs.get("new") or self.dialogs.get("abandon")
        if opened is not None:
            opened.raise_()
        elif self.window.prefs.confirm_abandon and self.match_in_progress():
            from .question import ask

            self.dialogs.keep("abandon", ask(
                self.window, "abandonBox", _tr("Abandon this match?"),
                _tr("A match is in progress. Start a new one and abandon it?"),
                _tr("&Choose a new match…"), _tr("&Keep playing"), self._abandon_answered,
                detail=_tr("The abandoned match is not counted in your statistics. "
                           "You can turn this question off in the preferences.")))
        else:
            self._open_new_game_dialog()

    def _abandon_answered(self, go: bool) -> None:
        if go:
            self._open_new_game_dialog()

    def _open_new_game_dialog(self) -> None:
        from .dialogs.new_game import NewGameDialog

        dialog = self.dialogs.keep("new", NewGameDialog(self.controller, self.window))
        dialog.accepted.connect(self._save_match_settings)
        dialog.open()

    def _save_match_settings(self) -> None:
        c = self.controller
        if c.match is None:
            return
        levels = c.seats.from_human(c.rules.players)  # 1: the next seat, an opponent
        changes = {"last_rules": c.rules.to_json(),
                   "last_level": levels.get(1, next(iter(levels.values()), "easy"))}
        if c.rules.players == 4:
            changes["last_partner_level"] = levels.get(2, "")  # opposite: the partner
        self.window.save_settings(**changes)

    def _new_match_started(self) -> None:
        self.last_round = None
        self.dialogs.close(*END_SHEETS)
        self.window.show_status("")

    # -- end of round and match -------------------------------------------------------------
    def _round_finished(self, record) -> None:
        from diloti_qt.controller.review import finished_round

        self.last_round = finished_round(self.controller) or self.last_round
        self.window.update_actions()
        if self._sheet_pending:
            return
        self._sheet_pending = True
        self.pane.presenter.when_idle(self._show_end_sheet)  # once the table shows the end

    def _show_end_sheet(self) -> None:
        self._sheet_pending = False
        if not self.shown:
            return  # the match waits out of sight
        c = self.controller
        if not c.has_match() or not c.view().round_over or not c.finished_rounds():
            return
        self.dialogs.close(*END_SHEETS)
        if c.match_over():
            from .dialogs.end_of_match import EndOfMatchDialog

            dialog = self.dialogs.keep("match", EndOfMatchDialog(c, self.window))
            dialog.new_match_requested.connect(self.open_new_game_dialog)
            dialog.rematch_requested.connect(self.rematch)
        else:
            from .dialogs.end_of_round import EndOfRoundDialog

            dialog = self.dialogs.keep("round", EndOfRoundDialog(c, c.finished_rounds()[-1],
                                                                 self.window))
        dialog.open()

    # -- round review -----------------------------------------------------------------------
    def _review_available(self) -> bool:
        """A round of this match has finished (and was not taken back) with moves of yours."""
        c, last = self.controller, self.last_round
        return (c.has_match() and last is not None and last.has_choices()
                and len(c.finished_rounds()) >= last.number)

    def show_round_review(self) -> None:
        """Game ▸ Review last round…"""
        from .dialogs.round_review import RoundReviewWindow

        if not self._review_available():
            return
        window = self.dialogs.get("review")
        if window is not None and window.finished_round is self.last_round:
            window.raise_()
            window.activateWindow()
            return
        if window is not None:
            window.close()
        window = self.dialogs.keep("review", RoundReviewWindow(
            self.last_round, self.controller.runner.mode, self.window))
        window.show()

    # -- closing ----------------------------------------------------------------------------
    def close(self) -> None:
        """The window closes: its sheets and review go, the computer's helpers stop, the
        last autosave is written and the history closed."""
        self.dialogs.close(*END_SHEETS)
        review = self.dialogs.get("review")
        if review is not None:
            review.close()
        self.controller.shutdown()
        if self.session is not None:
            self.session.close()
