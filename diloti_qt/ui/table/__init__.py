"""The card table: a QGraphicsView where the game is shown and played by dragging.

Its names are loaded when first asked for (PEP 562): the window's first frame paints the
empty felt (`felt`) before the table and the game behind it are loaded."""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .card_table import CardTable
    from .gesture import GestureState, PlayGesture
    from .view import TableView

__all__ = ["CardTable", "GestureState", "PlayGesture", "TableView"]
_HOME = {"CardTable": ".card_table", "GestureState": ".gesture", "PlayGesture": ".gesture",
         "TableView": ".view"}


def __getattr__(name: str):
    if name not in _HOME:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(_HOME[name], __name__), name)
    globals()[name] = value
    return value
