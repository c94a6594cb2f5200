"""The card table: a QGraphicsView where the game is shown and played by dragging."""

from .card_table import CardTable
from .gesture import GestureState, PlayGesture
from .view import TableView

__all__ = ["CardTable", "GestureState", "PlayGesture", "TableView"]
