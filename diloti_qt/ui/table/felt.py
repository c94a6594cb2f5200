"""The felt under the cards, lit from the middle: painted by the table, and by the empty
table the window shows in its first frame while the game behind it is still being set up."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QWidget

from ..high_contrast import high_contrast

FELT = QColor("#1f6b3a")  # the green felt (table_look.FELT_COLOURS["green"])
MIN_TABLE = (480, 360)  # the table's smallest size, in pixels


def paint_felt(painter: QPainter, rect: QRectF, table: QRectF, base: QColor) -> None:
    """Fill `rect` with the felt of colour `base`, lit over the whole `table`: lighter in
    the middle, darker at the edges (the high-contrast felt: flat black, for contrast)."""
    if high_contrast(base):
        painter.fillRect(rect, base)
        return
    grad = QRadialGradient(table.center(), max(table.width(), table.height()) * 0.75)
    grad.setColorAt(0.0, base.lighter(128) if base == FELT else base.lighter(115))
    grad.setColorAt(0.6, base)
    grad.setColorAt(1.0, base.darker(150))
    painter.fillRect(rect, QBrush(grad))


class EmptyTable(QWidget):
    """The table with nothing on it: the window's middle until the game is attached
    (MainWindow.attach), the same felt the table then paints at the same place."""

    def __init__(self, felt: QColor = FELT, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.felt = QColor(felt)
        self.setObjectName("emptyTable")
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setMinimumSize(*MIN_TABLE)
        # the table's own name (TableView's) for a screen reader
        self.setAccessibleName(QCoreApplication.translate("TableView", "Card table"))

    def set_felt(self, felt: QColor) -> None:
        self.felt = QColor(felt)
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt API)
        painter = QPainter(self)
        paint_felt(painter, QRectF(event.rect()), QRectF(self.rect()), self.felt)
        painter.end()
