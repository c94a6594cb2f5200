"""The card table: a QGraphicsView where the game is shown and played by dragging.

Its names are loaded when first asked for (diloti_qt/lazy_names.py): the window's first
frame paints the empty felt (`felt`) before the table and the game behind it are loaded."""

from __future__ import annotations

from typing import TYPE_CHECKING

from diloti_qt.lazy_names import names_from

if TYPE_CHECKING:
    from .card_table import CardTable
    from .gesture import GestureState, PlayGesture
    from .view import TableView

__all__ = ["CardTable", "GestureState", "PlayGesture", "TableView"]
__getattr__ = names_from(__name__, {"CardTable": ".card_table", "GestureState": ".gesture",
                                    "PlayGesture": ".gesture", "TableView": ".view"})
