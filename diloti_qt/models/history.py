"""The match's history, one row per entry (moves, deals, rounds, leftovers) as the table has
shown them so far, said in the language of the moment."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from diloti_qt.history_events import HistoryEvent
from diloti_qt.presenter.presenter import TablePresenter

from .roles import Roles

_Index = QModelIndex | QPersistentModelIndex


class HistoryModel(QAbstractListModel):
    """An entry joins the list when the table shows it (a move's as its card lands). The
    rows keep the events; their words are made when asked, and `retranslate()` (the window
    calls it on a LanguageChange) says every row again in the language now installed.
    `Roles.EVENT` gives the HistoryEvent itself."""

    def __init__(self, presenter: TablePresenter, parent=None) -> None:
        super().__init__(parent)
        self.presenter = presenter
        self.events: list[HistoryEvent] = []
        self._words: dict[int, str] = {}
        presenter.changed.connect(self.refresh)
        self.refresh()

    def entries(self) -> list:
        """What the rows hold, in order (a table with friends adds the lines said)."""
        return list(self.presenter.history)

    def words(self, entry) -> str:
        """One row's entry in the language of the moment."""
        return self.presenter.say(entry)

    def event(self, row: int) -> HistoryEvent | None:
        return self.events[row]

    def refresh(self) -> None:
        new = self.entries()
        if new[: len(self.events)] == self.events:
            if len(new) > len(self.events):
                self.beginInsertRows(QModelIndex(), len(self.events), len(new) - 1)
                self.events.extend(new[len(self.events):])
                self.endInsertRows()
            return
        self.beginResetModel()
        self.events = new
        self._words.clear()
        self.endResetModel()

    def text(self, row: int) -> str:
        words = self._words.get(row)
        if words is None:
            words = self._words[row] = self.words(self.events[row])
        return words

    def retranslate(self) -> None:
        """Every row in the language of the moment (its views lay the rows out again)."""
        self._words.clear()
        if self.events:
            self.dataChanged.emit(self.index(0), self.index(len(self.events) - 1),
                                  [Qt.ItemDataRole.DisplayRole,
                                   Qt.ItemDataRole.AccessibleTextRole])

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802 (Qt API)
        return 0 if parent.isValid() else len(self.events)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.events):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self.text(index.row())
        if role == Roles.EVENT:
            return self.event(index.row())
        return None
