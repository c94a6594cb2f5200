"""The move history in words, one row per move of the current match, as the table has shown
them so far."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from diloti_qt.ui.presenter.presenter import TablePresenter

_Index = QModelIndex | QPersistentModelIndex


class HistoryModel(QAbstractListModel):
    """A move's line joins the list when its card lands on the table."""

    def __init__(self, presenter: TablePresenter, parent=None) -> None:
        super().__init__(parent)
        self.presenter = presenter
        self.lines: list[str] = []
        presenter.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        new = list(self.presenter.history)
        if new[: len(self.lines)] == self.lines:
            if len(new) > len(self.lines):
                self.beginInsertRows(QModelIndex(), len(self.lines), len(new) - 1)
                self.lines.extend(new[len(self.lines):])
                self.endInsertRows()
            return
        self.beginResetModel()
        self.lines = new
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802 (Qt API)
        return 0 if parent.isValid() else len(self.lines)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.lines):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self.lines[index.row()]
        return None
