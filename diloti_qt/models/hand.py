"""The human player's hand as a list model (one row per card), as the table shows it now."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from diloti_qt.engine.cards import pretty
from diloti_qt.presenter.presenter import TablePresenter

from ..controller import words
from .listdiff import update_rows
from .roles import Roles

_Index = QModelIndex | QPersistentModelIndex


class HandModel(QAbstractListModel):
    """Follows the presenter's current stage: a card leaves the list when it leaves the
    hand on the table, and a dealt card joins it when it lands."""

    def __init__(self, presenter: TablePresenter, parent=None) -> None:
        super().__init__(parent)
        self.presenter = presenter
        self.cards: list[int] = []
        presenter.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        snap = self.presenter.snapshot
        update_rows(self, self.cards, list(snap.hand) if snap is not None else [])

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802 (Qt API)
        return 0 if parent.isValid() else len(self.cards)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.cards):
            return None
        card = self.cards[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return pretty(card)
        if role in (Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole):
            return words.card_long_name(card)
        if role in (Roles.CARD, Roles.KEY):
            return card
        if role == Roles.CARDS:
            return [card]
        return None

    def roleNames(self) -> dict:  # noqa: N802
        names = super().roleNames()
        names[int(Roles.CARD)] = b"card"
        return names
