"""The chooser that opens at the drop point when several moves fit: mini cards and words."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGraphicsDropShadowEffect,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from diloti_qt.engine import Move
from diloti_qt.engine.cards import pretty

from .cards import CardRenderer, card_height


def mini_cards(renderer: CardRenderer, move: Move, width: float, total: float,
               dpr: float) -> QImage:
    """The played card, a gap, then the table cards it uses; `total` logical pixels wide."""
    h = card_height(width)
    image = QImage(round(total * dpr), round(h * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.drawPixmap(QPointF(0, 0), renderer.pixmap(move.card, width, dpr))
    x = width * 1.25
    for c in move.cards:
        painter.drawPixmap(QPointF(round(x), 0), renderer.pixmap(c, width, dpr))
        x += width * 0.55
    painter.end()
    return image


def mini_width(move: Move, width: float) -> float:
    return width * (1.25 + 0.55 * max(0, len(move.cards) - 1) + (1 if move.cards else 0))


class Chooser(QFrame):
    """One row per move, `current` preselected (a hinted move; else the first); Enter or a
    click plays, Esc cancels."""

    chosen = Signal(object)  # Move
    cancelled = Signal()

    def __init__(self, parent: QWidget, renderer: CardRenderer, moves: list[Move],
                 describe, font_px: float, current: Move | None = None,
                 strong: bool = False) -> None:
        super().__init__(parent)
        self.moves = list(moves)
        self.setObjectName("tableChooser")
        self.setFrameShape(QFrame.Shape.NoFrame)
        px = max(12, round(font_px))
        edge = "2px solid white" if strong else "1px solid rgba(255,255,255,70)"  # strong: on
        # the high-contrast felt, whose black a faint edge did not leave
        self.setStyleSheet(
            f"#tableChooser {{ background: rgb(18, 30, 42); border: {edge};"
            f" border-radius: {px // 2}px; }}"
            f"QLabel {{ color: #f4f1e6; font-size: {px}px; font-weight: bold; "
            f"background: transparent; }}"
            f"QListWidget {{ background: transparent; border: none; color: #f4f1e6; "
            f"font-size: {px}px; outline: none; }}"
            f"QListWidget::item {{ padding: {px // 3}px {px // 2}px; "
            f"border-radius: {px // 3}px; }}"
            f"QListWidget::item:selected {{ background: #2f6fdf; color: white; }}"
            f"QListWidget::item:hover:!selected {{ background: rgba(255,255,255,30); }}")
        box = QVBoxLayout(self)
        box.setContentsMargins(px // 2, px // 2, px // 2, px // 2)
        box.setSpacing(px // 3)
        title = QLabel(self.tr("Play {card}:").format(card=pretty(moves[0].card)), self)
        box.addWidget(title)
        self.list = QListWidget(self)
        self.list.setAccessibleName(title.text())
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        mini = px * 2.3
        icon_w = max(mini_width(m, mini) for m in moves)
        dpr = parent.devicePixelRatioF()
        self.list.setIconSize(QSize(round(icon_w), round(card_height(mini))))
        for move in moves:
            image = mini_cards(renderer, move, mini, icon_w, dpr)
            icon = QIcon()
            for mode in (QIcon.Mode.Normal, QIcon.Mode.Selected, QIcon.Mode.Active):
                icon.addPixmap(_pixmap(image), mode)
            item = QListWidgetItem(icon, describe(move))
            item.setData(Qt.ItemDataRole.UserRole, move)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, describe(move))
            self.list.addItem(item)
        self.list.setCurrentRow(self.moves.index(current) if current in self.moves else 0)
        rows = sum(self.list.sizeHintForRow(i) for i in range(self.list.count()))
        width = self.list.sizeHintForColumn(0) + 8
        self.list.setFixedSize(min(width, parent.width() - 3 * px),
                               min(rows + 6, parent.height() - 6 * px))
        box.addWidget(self.list)
        self.list.itemClicked.connect(self._click)
        self.list.installEventFilter(self)
        self.adjustSize()
        shadow = QGraphicsDropShadowEffect(self)
        shadow.setBlurRadius(px * 2)
        shadow.setOffset(0, px * 0.3)
        shadow.setColor(QColor(0, 0, 0, 160))
        self.setGraphicsEffect(shadow)

    def current_move(self) -> Move:
        return self.list.currentItem().data(Qt.ItemDataRole.UserRole)

    def open_at(self, point: QPoint) -> None:
        parent = self.parentWidget()
        x = min(max(4, point.x() - self.width() // 2), parent.width() - self.width() - 4)
        y = min(max(4, point.y() - self.height() // 3), parent.height() - self.height() - 4)
        self.move(x, y)
        self.show()
        self.raise_()
        self.list.setFocus(Qt.FocusReason.PopupFocusReason)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if obj is self.list and event.type() == QEvent.Type.KeyPress:
            key = event.key()
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self.chosen.emit(self.current_move())
                return True
            if key == Qt.Key.Key_Escape:
                self.cancelled.emit()
                return True
        return super().eventFilter(obj, event)

    def _click(self, item: QListWidgetItem) -> None:
        self.chosen.emit(item.data(Qt.ItemDataRole.UserRole))


def _pixmap(image: QImage) -> QPixmap:
    pm = QPixmap.fromImage(image)
    pm.setDevicePixelRatio(image.devicePixelRatio())
    return pm
