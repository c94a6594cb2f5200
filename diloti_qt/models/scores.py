"""The score sheet a Greek table keeps on paper: a row per round, a column per side."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

_Index = QModelIndex | QPersistentModelIndex


class ScoreModel(QAbstractTableModel):
    """Rows: each finished round's points, then the running total. Columns: the two sides."""

    def __init__(self, controller, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.rows: list[list[int]] = []
        controller.state_changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        rounds = [list(r.points) for r in c.match.rounds] if c.match is not None else []
        if rounds == self.rows:
            self._total_changed()
            return
        self.beginResetModel()
        self.rows = rounds
        self.endResetModel()

    def _total_changed(self) -> None:
        row = len(self.rows)
        self.dataChanged.emit(self.index(row, 0), self.index(row, 1))

    def totals(self) -> list[int]:
        c = self.controller
        return list(c.match.scores) if c.match is not None else [0, 0]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802 (Qt API)
        return 0 if parent.isValid() else len(self.rows) + 1

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else 2

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or index.column() > 1 or index.row() > len(self.rows):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            if index.row() == len(self.rows):
                return str(self.totals()[index.column()])
            return str(self.rows[index.row()][index.column()])
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def headerData(self, section: int, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if not 0 <= section <= 1:
                return None
            return self.side_name(section)
        if section == len(self.rows):
            return QCoreApplication.translate("Scores", "Total")
        return QCoreApplication.translate("Scores", "Round {n}").format(n=section + 1)

    def side_name(self, side: int) -> str:
        c = self.controller
        if c.match is None or c.rules.players == 2:
            seat = side if c.match is None else (c.human if side == c.rules.side_of(c.human)
                                                   else (c.human + 1) % 2)
            return c.seat_name(seat) if c.match is not None else str(side)
        mine = c.rules.side_of(c.human)
        return (QCoreApplication.translate("Scores", "Us") if side == mine
                else QCoreApplication.translate("Scores", "Them"))
