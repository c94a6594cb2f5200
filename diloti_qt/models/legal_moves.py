"""The human's legal moves as a list model: one row per move, in words, in hand order."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from diloti_qt.engine import Move
from diloti_qt.ui.presenter.presenter import TablePresenter

from .listdiff import update_rows
from .roles import Roles

_Index = QModelIndex | QPersistentModelIndex
_ACTION_ORDER = {"capture": 0, "declare": 1, "lay": 2}


class LegalMovesModel(QAbstractListModel):
    """Rows are the human's legal moves once the table shows the present and it is the
    human's turn there (`presenter.legal_moves()`), else none.

    DisplayRole and AccessibleTextRole give `describe(move)`; Roles.KEY gives the Move
    itself, Roles.CARD the card played and Roles.CARDS the table cards it uses.
    """

    def __init__(self, presenter: TablePresenter, parent=None) -> None:
        super().__init__(parent)
        self.presenter = presenter
        self.controller = presenter.source
        self.moves: list[Move] = []
        self._texts: dict[Move, str] = {}
        presenter.changed.connect(self.refresh)
        self.refresh()

    def refresh(self, *_args) -> None:
        c = self.controller
        moves = self.presenter.legal_moves()
        snap = self.presenter.snapshot
        order = {card: i for i, card in enumerate(snap.hand if snap is not None else ())}
        moves = sorted(moves, key=lambda m: (order.get(m.card, 99), _ACTION_ORDER.get(
            m.action, 3), len(m.cards), m.cards, m.value or 0, m.kind))
        old, self._texts = self._texts, {m: c.describe(m) for m in moves}
        update_rows(self, self.moves, moves)
        for row, move in enumerate(self.moves):
            if move in old and old[move] != self._texts[move]:
                index = self.index(row, 0)
                self.dataChanged.emit(index, index)

    def move_at(self, row: int) -> Move | None:
        return self.moves[row] if 0 <= row < len(self.moves) else None

    def row_of(self, move: Move) -> int:
        try:
            return self.moves.index(move)
        except ValueError:
            return -1

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802 (Qt API)
        return 0 if parent.isValid() else len(self.moves)

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                | Qt.ItemFlag.ItemNeverHasChildren)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.moves):
            return None
        move = self.moves[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole,
                    Qt.ItemDataRole.ToolTipRole):
            return self._texts.get(move) or self.controller.describe(move)
        if role == Roles.KEY:
            return move
        if role == Roles.CARD:
            return move.card
        if role == Roles.CARDS:
            return list(move.cards)
        return None

    def roleNames(self) -> dict:  # noqa: N802 (Qt API)
        names = super().roleNames()
        names[int(Roles.KEY)] = b"move"
        names[int(Roles.CARD)] = b"card"
        names[int(Roles.CARDS)] = b"cards"
        return names
