"""A window's life on disk: autosave and resume, the match history, and telling the person
when a file had to be set aside."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QMessageBox

from diloti_qt.storage import MatchHistory, Notice, finished_match, load_game, restore_controller
from diloti_qt.storage.notice import DB_WRITE_FAILED

from .autosave import Autosaver


def _tr(text: str) -> str:
    return QCoreApplication.translate("Session", text)


class Session(QObject):
    """Owns the Autosaver and the MatchHistory of one main window."""

    recorded = Signal(int)  # the history id of a finished match just stored

    def __init__(self, window, autosave_path: Path | None = None,
                 history_path: Path | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.autosaver = Autosaver(self.controller, autosave_path, self)
        self.autosaver.failed.connect(lambda notice: self.show_notices([notice]))
        self.history, self.notices = MatchHistory.open(history_path)
        self.notice_box: QMessageBox | None = None
        self._recorded_match = None
        self.controller.match_finished.connect(self._record)

    def resume(self, path: Path | None = None) -> bool:
        """Continue the interrupted match if there is one; False if there is none to resume.

        A bad file has already been set aside by `load_game`; its notice joins `notices`.
        """
        loaded = load_game(path or self.autosaver.path)
        self.notices.extend(loaded.notices)
        game = loaded.value
        if game is None or game.match.over:
            return False
        restore_controller(self.controller, game)
        self.window.show_status(_tr("Your match was resumed where you left it."))
        return True

    def show_notices(self, notices: Iterable[Notice] | None = None) -> None:
        """Each notice in the status bar, and all of them once in a non-blocking message box."""
        items = list(self.notices if notices is None else notices)
        if notices is None:
            self.notices = []
        if not items:
            return
        texts = [notice.render(QCoreApplication.translate) for notice in items]
        self.window.show_status(texts[-1], "\n\n".join(texts))
        if self.notice_box is not None:
            self.notice_box.setText(self.notice_box.text() + "\n\n" + "\n\n".join(texts))
            return
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

    def _record(self, _side: int) -> None:
        c = self.controller
        if c.match is None or not c.match.over or c.human in c.seats.levels:
            return  # demo matches (the computer in seat 0) are not the person's results
        if self._recorded_match is c.match:
            return  # finished again after an undo: the first result stands
        self._recorded_match = c.match
        try:
            match_id = self.history.add(finished_match(c.match, c.seats.levels, c.human))
        except sqlite3.Error as e:
            self.show_notices([Notice("db-write-failed", DB_WRITE_FAILED, {"error": str(e)},
                                      detail=repr(e))])
            return
        self.recorded.emit(match_id)

    def close(self) -> None:
        """Write the last autosave and close the database (a clean quit)."""
        self.autosaver.close()
        self.history.close()
