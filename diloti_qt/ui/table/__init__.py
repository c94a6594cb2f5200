"""The card table: a QGraphicsView where the game is shown and played by dragging."""

from .view import TableView

__all__ = ["TableView"]
