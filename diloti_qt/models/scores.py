"""The score sheet a Greek table keeps on paper: a row per round, a column per side."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from diloti_qt.presenter.presenter import TablePresenter
from diloti_qt.presenter.texts import side_names

_Index = QModelIndex | QPersistentModelIndex


class ScoreModel(QAbstractTableModel):
    """Rows: each finished round's points, then the running total. Columns: the two sides.
    A round's row appears once the table has shown the end of that round."""

    def __init__(self, presenter: TablePresenter, parent=None) -> None:
        super().__init__(parent)
        self.presenter = presenter
        self.controller = presenter.source
        self.rows: list[list[int]] = []
        self._shown_totals: list[int] = []
        self._names = self.names()  # as the header last had them
        presenter.changed.connect(self._stage_changed)
        self.controller.state_changed.connect(self.refresh)  # a round recorded after its end
        self._stage_changed()

    def _stage_changed(self) -> None:
        """The stage shown moved on: its sides' names (told to the header when they change:
        it paints them again only when told, and a four-player match after a two-player one
        kept "You | Computer" until a move, issue 38), then the rows."""
        names = self.names()
        if names != self._names:
            self._names = names
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 1)
        self.refresh()

    def refresh(self) -> None:
        snap = self.presenter.snapshot
        shown = 0 if snap is None else snap.round_number - (0 if snap.round_over else 1)
        rounds = [list(r.points) for r in self.controller.finished_rounds()[:shown]]
        totals = self.totals()
        if rounds == self.rows:
            if totals != self._shown_totals:
                self._shown_totals = totals
                row = len(self.rows)
                self.dataChanged.emit(self.index(row, 0), self.index(row, 1))
            return
        self.beginResetModel()
        self.rows = rounds
        self._shown_totals = totals
        self.endResetModel()

    def totals(self) -> list[int]:
        snap = self.presenter.snapshot
        return list(snap.scores) if snap is not None else [0, 0]

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
            # "Computer (Medium)" on two lines: a side panel's column holds a name, not
            # a name and its level, and a header's text is cut at both ends, not wrapped
            return self.side_name(section).replace(" (", "\n(")
        if section == len(self.rows):
            return QCoreApplication.translate("Scores", "Total")
        return QCoreApplication.translate("Scores", "Round {n}").format(n=section + 1)

    def names(self) -> list[str]:
        """The two sides' names, as the stage shown has them."""
        snap = self.presenter.snapshot
        if snap is None:
            return ["0", "1"]
        return side_names(snap.side_of, self.controller.seat_name, snap.human,
                          self.presenter.watcher)

    def side_name(self, side: int) -> str:
        return self.names()[side]
