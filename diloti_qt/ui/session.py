"""A window's life on disk: autosave and resume, the match history, and telling the person
when a file had to be set aside."""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

from diloti_qt.storage import notice as n
from diloti_qt.storage import paths
from diloti_qt.storage.atomic import set_aside
from diloti_qt.storage.files import real_path
from diloti_qt.storage.notice import Notice

from .autosave import Autosaver

if TYPE_CHECKING:  # the notice box is built when there is a notice, not at start-up
    from PySide6.QtWidgets import QMessageBox

log = logging.getLogger(__name__)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Session", text)


class Session(QObject):
    """Owns the Autosaver, the MatchHistory read by the statistics and the HistoryWriter that
    keeps finished matches off the GUI thread (each match's record, then its statistics row
    derived from it: one writer, one queue of what is not written yet), for one main window.

    The history database is not on the first screen: it is opened by `open_history()`
    (after the first paint) or when `history` or `writer` is first needed."""

    recorded = Signal(int)  # the history id of a match just stored (0: a pad's match taken out)
    record_kept = Signal(object)  # a storage.records.RecordEntry, from the writer's thread
    _problem = Signal(object)  # Notice from the history worker (queued to the GUI thread)

    def __init__(self, window, autosave_path: Path | None = None,
                 history_path: Path | None = None, *, controller=None,
                 notices: Iterable[Notice] = ()) -> None:
        """The session of `controller`'s match in `window` (without one: the match of the
        window's own LocalMatch, or of a stand-in window's `controller`); `notices`: what
        the start found wrong with the files, said with the rest once the window is up."""
        super().__init__(window)
        self.window = window
        if controller is None:
            keeper = getattr(window, "local_match", None)
            controller = keeper.controller if keeper is not None else window.controller
        self.controller = controller
        self.autosaver = Autosaver(self.controller, autosave_path, self)
        self.autosaver.failed.connect(lambda notice: self.show_notices([notice]))
        self.history_path = history_path
        self._history = None  # a MatchHistory, once opened
        self._writer = None  # its HistoryWriter
        self.notices: list[Notice] = list(notices)
        self.notice_box: QMessageBox | None = None
        self._window_up = False  # notices wait in `notices` until the window shows them
        self._recorded_match = None
        self._records = None  # a storage.records.RecordStore, once needed
        self._problem.connect(self._history_problem)
        self.controller.match_finished.connect(self._record)

    def open_history(self) -> None:
        """Open the match history and start the worker that writes into it (once)."""
        if self._history is not None:
            return
        from diloti_qt.storage.history import MatchHistory
        from diloti_qt.storage.recorder import HistoryWriter

        self._history, notices = MatchHistory.open(self.history_path)
        self._writer = HistoryWriter(self.recorded.emit, self._problem.emit, self.history_path,
                                     records=self.records, kept=self.record_kept.emit)
        notices += self._writer.start()
        if self._window_up:
            self.show_notices(notices)
        else:
            self.notices += notices

    def history_is_open(self) -> bool:
        return self._history is not None

    @property
    def history(self):
        """The MatchHistory (opened now if it was not yet)."""
        self.open_history()
        return self._history

    @property
    def writer(self):
        """The HistoryWriter (started now if it was not yet)."""
        self.open_history()
        return self._writer

    def resume(self, show_round: Callable[[object], None] | None = None,
               path: Path | None = None) -> bool:
        """Continue the interrupted match if there is one; False if there is none to resume.

        A bad file has already been set aside by `load_game` (which also checks what the save
        means); its notice joins `notices`. A match resumed between two rounds is shown with
        `show_round(last round's record)`; if showing it fails, the failure is logged and
        becomes a notice, and the match stays loaded.
        """
        path = path or self.autosaver.path
        if not os.path.lexists(path or paths.autosave_path()):
            return False  # nothing saved: the reader (and what it imports) is not needed
        from diloti_qt.storage.savegame import load_game, restore_controller

        loaded = load_game(path)
        self.notices.extend(loaded.notices)
        game = loaded.value
        if game is None or game.match.over:
            return False
        try:
            restore_controller(self.controller, game)
        except Exception as e:  # never a crash at start: set it aside, start afresh
            log.exception("resuming the saved match failed")
            self._set_aside_unplayable(path, e)
            return False
        self.window.show_status(_tr("Your match was resumed where you left it."))
        match = self.controller.match
        if show_round is not None and match.state.round_over and match.rounds:
            try:
                show_round(match.rounds[-1])  # its round sheet again
            except Exception as e:
                log.exception("showing the resumed match failed")
                self.notices.append(Notice("show-failed", n.SHOW_FAILED,
                                           {"error": f"{type(e).__name__}: {e}"},
                                           detail=repr(e)))
        return True

    def _set_aside_unplayable(self, path: Path | None, error: Exception) -> None:
        name = Path(path or paths.autosave_path())
        try:
            kept = set_aside(real_path(name), "unplayable")
        except OSError:
            return  # the next autosave replaces it (keeping it as .bak)
        self.notices.append(Notice("unplayable", n.UNPLAYABLE, {"name": str(name),
                                                                "kept": str(kept)},
                                   kept=kept, detail=repr(error)))

    def show_notices(self, notices: Iterable[Notice] | None = None) -> None:
        """Each notice in the status bar, and all of them once in a non-blocking message box
        (a text the open box already says is not added again)."""
        items = list(self.notices if notices is None else notices)
        if notices is None:
            self.notices = []
            self._window_up = True
        if not items:
            return
        texts = list(dict.fromkeys(notice.render(QCoreApplication.translate)
                                   for notice in items))
        self.window.show_status(texts[-1], "\n\n".join(texts))
        if self.notice_box is not None:
            said = self.notice_box.text()
            new = [text for text in texts if text not in said]
            if new:
                self.notice_box.setText(said + "\n\n" + "\n\n".join(new))
            return
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Information, _tr("Diloti"),
                          "\n\n".join(texts), QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName("noticeBox")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setAccessibleName(_tr("Notice about your files"))
        box.setInformativeText(_tr("Nothing else was lost. You can keep playing."))
        box.finished.connect(self._notice_box_closed)
        self.notice_box = box
        box.open()

    def _notice_box_closed(self) -> None:
        self.notice_box = None

    def _history_problem(self, notice: Notice) -> None:
        if self._window_up:
            self.show_notices([notice])
        else:
            self.notices.append(notice)

    def _record(self, _side: int) -> None:
        c = self.controller
        if c.match is None or not c.match.over or c.human in c.seats.levels:
            return  # demo matches (the computer in seat 0) are not the person's results
        if self._recorded_match is c.match:
            return  # finished again after an undo: the first result stands
        self._recorded_match = c.match
        from diloti_qt.engine.record import Player
        from diloti_qt.storage.history import finished_match, utc_text

        # the row kept if the match has no record; else the one derived from its record
        finished = finished_match(c.match, c.seats.levels, c.human)
        players = [Player(c.seat_name(s), c.seats.levels.get(s)) for s in range(c.rules.players)]
        self.writer.keep_match(c.match, players, c.human, c.deal_number,
                               utc_text(finished.played_at), finished)

    @property
    def records(self):
        """The RecordStore of kept match records (beside the history)."""
        if self._records is None:
            from diloti_qt.storage.records import RecordStore, records_dir

            folder = (self.history_path.parent / "records" if self.history_path is not None
                      else records_dir())
            self._records = RecordStore(folder)
        return self._records

    def keep_record(self, match, players: list[tuple[str, str | None]], played_at: str,
                    deal_number: int | None, seat: int) -> None:
        """Keep the match's record alone, played by the person at `seat`, off the GUI thread
        (the history's writer): what the match holds is copied now (an undo after the end
        changes the Match), built, checked and written there. A match whose moves were not
        all kept (resumed from an older save) has no record."""
        from diloti_qt.engine.record import Player

        self.writer.keep_match(match, [Player(name, level) for name, level in players], seat,
                               deal_number, played_at)

    def keep_checked_record(self, record, seat: int) -> None:
        """Keep a record already checked by the engine (a table with friends: the server's,
        replayed by the client), the player at `seat`, off the GUI thread (its row was kept
        when the match ended)."""
        self.writer.keep_record(record, seat)

    def wait_for_records(self) -> None:
        """Until the writer has tried to keep everything handed to it (tests)."""
        if self._writer is not None:
            self._writer.settled(60.0)

    def close(self) -> None:
        """Write the last autosave, stop the history's writer (what it could not write yet,
        records and rows, stays queued on disk) and close the database (a clean quit)."""
        self.autosaver.close()
        if self._history is not None:
            self._writer.close()
            self._history.close()
