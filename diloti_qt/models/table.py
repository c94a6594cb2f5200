"""The table's piles as a list model, in the order they lie on the felt, as the table shows
them now."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from diloti_qt.engine.cards import VALUE
from diloti_qt.engine.state import Decl
from diloti_qt.presenter.presenter import TablePresenter
from diloti_qt.presenter.snapshot import Pile, components
from diloti_qt.presenter.texts import pile_words

from .listdiff import update_rows
from .roles import Roles

_Index = QModelIndex | QPersistentModelIndex


class TableModel(QAbstractListModel):
    """One row per pile of the presenter's current stage (loose cards and declarations,
    with value and owner); a card is listed once it has landed on the felt."""

    def __init__(self, presenter: TablePresenter, parent=None) -> None:
        super().__init__(parent)
        self.presenter = presenter
        self.piles: list[Pile] = []
        presenter.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        snap = self.presenter.snapshot
        update_rows(self, self.piles, list(snap.piles) if snap is not None else [],
                    key=lambda p: p.key)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802 (Qt API)
        return 0 if parent.isValid() else len(self.piles)

    def pile_at(self, row: int) -> int | Decl:
        """The pile of `row`: a loose card, or the declaration."""
        p = self.piles[row]
        if not p.is_decl:
            return p.cards[0]
        return Decl(p.value, p.owner, p.kind == "family", p.cards)

    def row_of_card(self, card: int) -> int:
        for i, pile in enumerate(self.piles):
            if card in pile.cards:
                return i
        return -1

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.piles):
            return None
        pile = self.piles[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return pile_words(pile, self._owner(pile))
        if role in (Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole):
            return pile_words(pile, self._owner(pile), long=True)
        if role == Roles.KEY:
            return pile.key
        if role == Roles.CARD:
            return None if pile.is_decl else pile.cards[0]
        if role == Roles.CARDS:  # in the order they lie on the felt
            return [c for group in components(pile) for c in group]
        if role == Roles.KIND:
            return pile.kind
        if role == Roles.VALUE:
            return pile.value if pile.is_decl else VALUE[pile.cards[0]]
        if role == Roles.OWNER:
            return pile.owner
        return None

    def _owner(self, pile: Pile) -> str:
        return self.presenter.source.seat_name(pile.owner) if pile.owner is not None else ""

