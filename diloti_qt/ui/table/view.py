"""TableView: the QGraphicsView that shows the table scene and forwards its settings."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

FELT = QColor("#1f6b3a")


class TableView(QGraphicsView):
    """The game table; embed it as the main window's central widget."""

    status = Signal(str)

    def __init__(self, controller, hand_model, table_model, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.hand_model = hand_model
        self.table_model = table_model
        self._scene = QGraphicsScene(self)
        self.setScene(self._scene)
        self.setBackgroundBrush(QBrush(FELT))
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.pace = "normal"
        self.four_colour = False

    def set_pace(self, pace: str) -> None:
        self.pace = pace

    def set_four_colour(self, on: bool) -> None:
        self.four_colour = on

    def show_hint(self, move) -> None:
        pass

    def scene_item_for_card(self, card: int):
        return None

    def pile_scene_rect(self, row: int) -> QRectF:
        return QRectF()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._scene.setSceneRect(QRectF(0, 0, self.viewport().width(),
                                        self.viewport().height()))
