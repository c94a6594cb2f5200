"""The table's piles as a list model: loose cards, then declarations (NOTATION order)."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from diloti_qt.engine.cards import VALUE, pretty
from diloti_qt.engine.state import Decl

from ..controller import words
from .listdiff import update_rows
from .roles import Roles

_Index = QModelIndex | QPersistentModelIndex


def pile_key(pile: int | Decl) -> tuple:
    if isinstance(pile, Decl):
        return ("decl", pile.value, pile.owner, pile.family, pile.cards)
    return ("loose", pile)


class TableModel(QAbstractListModel):
    def __init__(self, controller, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.piles: list[int | Decl] = []
        controller.state_changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        new: list[int | Decl] = []
        if c.match is not None:
            new = list(c.state.loose) + c.state.sorted_decls()
        update_rows(self, self.piles, new, key=pile_key)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802 (Qt API)
        return 0 if parent.isValid() else len(self.piles)

    def pile_at(self, row: int) -> int | Decl:
        return self.piles[row]

    def row_of_card(self, card: int) -> int:
        for i, pile in enumerate(self.piles):
            if pile == card or (isinstance(pile, Decl) and card in pile.cards):
                return i
        return -1

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.piles):
            return None
        pile = self.piles[index.row()]
        decl = pile if isinstance(pile, Decl) else None
        if role == Qt.ItemDataRole.DisplayRole:
            if decl is None:
                return pretty(pile)
            return self._decl_text(decl)
        if role in (Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole):
            if decl is None:
                return words.card_long_name(pile)
            return self._decl_text(decl, long=True)
        if role == Roles.KEY:
            return pile_key(pile)
        if role == Roles.CARD:
            return None if decl else pile
        if role == Roles.CARDS:
            return list(decl.cards) if decl else [pile]
        if role == Roles.KIND:
            return decl.kind if decl else "loose"
        if role == Roles.VALUE:
            return decl.value if decl else VALUE[pile]
        if role == Roles.OWNER:
            return decl.owner if decl else None
        return None

    def _decl_text(self, d: Decl, long: bool = False) -> str:
        owner = self.controller.seat_name(d.owner)
        if d.family:
            what = QCoreApplication.translate("Table", "family of {plural}").format(
                plural=words.plural_value(d.value))
        else:
            what = QCoreApplication.translate("Table", "declaration of {value}").format(
                value=d.value)
        cards = (", ".join(words.card_long_name(c) for c in d.cards) if long
                 else words.cards_text(d.cards))
        return QCoreApplication.translate("Table", "{what}, {owner}: {cards}").format(
            what=what, owner=owner, cards=cards)
