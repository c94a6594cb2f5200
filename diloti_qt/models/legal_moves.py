"""The human's legal moves as a list model: one row per move, in words, in hand order, card
by card (bounded: at most one_card.SHOWN rows per card, and a row saying how many more)."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from diloti_qt.controller.one_card import CardMoves
from diloti_qt.engine import Move
from diloti_qt.engine.cards import pretty
from diloti_qt.presenter.presenter import TablePresenter

from .listdiff import update_rows
from .roles import Roles

_Index = QModelIndex | QPersistentModelIndex
_ACTION_ORDER = {"capture": 0, "declare": 1, "lay": 2}


class MoreMoves(NamedTuple):
    """The row after a card's listed moves when it has more: how many (at least, unless
    `exact`) and how to narrow them."""

    card: int
    count: int
    exact: bool


def more_text(more: MoreMoves) -> str:
    card = pretty(more.card)
    if more.exact:
        text = QCoreApplication.translate(
            "MovesPanel", "{card}: %n more move(s), not listed. To find yours, select the "
                          "table cards you mean on the table (Up, then Enter on each), go "
                          "back to {card} (Down) and press Enter.", None, more.count)
    else:
        text = QCoreApplication.translate(
            "MovesPanel", "{card}: at least %n more move(s), not listed. To find yours, "
                          "select the table cards you mean on the table (Up, then Enter on "
                          "each), go back to {card} (Down) and press Enter.", None,
            more.count)
    return text.format(card=card)


def _sort_key(m: Move) -> tuple:
    return (_ACTION_ORDER.get(m.action, 3), len(m.cards), m.cards, m.value or 0, m.kind)


class LegalMovesModel(QAbstractListModel):
    """Rows are the human's legal moves once the table shows the present and it is the
    human's turn there, else none: for each hand card in hand order, its moves
    (`presenter.card_moves(card)`: at most one_card.SHOWN of them, found with a bounded
    search), and a MoreMoves row when it has more. The rows are made once per stage shown.

    DisplayRole and AccessibleTextRole give `describe(move)` (a MoreMoves row: how many
    more and how to narrow them); Roles.KEY gives the Move itself (None on a MoreMoves
    row), Roles.CARD the card played and Roles.CARDS the table cards it uses.
    """

    def __init__(self, presenter: TablePresenter, parent=None) -> None:
        super().__init__(parent)
        self.presenter = presenter
        self.controller = presenter.source
        self.rows: list[Move | MoreMoves] = []
        self._texts: dict[Move | MoreMoves, str] = {}
        self._made_for: tuple = (None, False)
        presenter.changed.connect(self.refresh)
        self.refresh()

    @property
    def moves(self) -> list[Move]:
        """The moves listed (the rows less the MoreMoves rows)."""
        return [r for r in self.rows if isinstance(r, Move)]

    def refresh(self, *_args) -> None:
        p = self.presenter
        made_for = (p.current, p.human_turn())
        if made_for[0] is self._made_for[0] and made_for[1] == self._made_for[1]:
            return  # the same stage: the same rows (a card's moves are not asked again)
        self._made_for = made_for
        snap = p.snapshot
        rows: list[Move | MoreMoves] = []
        for card in snap.hand if snap is not None and made_for[1] else ():
            found: CardMoves = p.card_moves(card)
            rows += sorted(found.moves, key=_sort_key)
            if not found.complete:
                rows.append(MoreMoves(card, found.more, found.exact))
        c = self.controller
        old, self._texts = self._texts, {
            r: more_text(r) if isinstance(r, MoreMoves) else c.describe(r) for r in rows}
        update_rows(self, self.rows, rows)
        for row, item in enumerate(self.rows):
            if item in old and old[item] != self._texts[item]:
                index = self.index(row, 0)
                self.dataChanged.emit(index, index)

    def move_at(self, row: int) -> Move | None:
        item = self.rows[row] if 0 <= row < len(self.rows) else None
        return item if isinstance(item, Move) else None

    def row_of(self, move: Move) -> int:
        try:
            return self.rows.index(move)
        except ValueError:
            return -1

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802 (Qt API)
        return 0 if parent.isValid() else len(self.rows)

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                | Qt.ItemFlag.ItemNeverHasChildren)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        item = self.rows[index.row()]
        more = isinstance(item, MoreMoves)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole,
                    Qt.ItemDataRole.ToolTipRole):
            return self._texts.get(item) or (
                more_text(item) if more else self.controller.describe(item))
        if role == Roles.KEY:
            return None if more else item
        if role == Roles.CARD:
            return item.card
        if role == Roles.CARDS:
            return [] if more else list(item.cards)
        return None

    def roleNames(self) -> dict:  # noqa: N802 (Qt API)
        names = super().roleNames()
        names[int(Roles.KEY)] = b"move"
        names[int(Roles.CARD)] = b"card"
        names[int(Roles.CARDS)] = b"cards"
        return names
