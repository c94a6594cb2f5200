"""The table's ornaments: the direction of play (four players) and the "Xeri!" flourish."""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .decor import GOLD, font


class Direction(QGraphicsObject):
    """The direction of play (R41, V-DIRECTION): four faint curved arrows around the table's
    middle and a short caption under them."""

    SPAN = 26.0  # degrees of each arrow's arc

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF()
        self.clockwise = False
        self.caption = ""
        self.caption_shown = True  # False where table cards would cover it
        self.strong = False  # on the high-contrast felt: white arrows, not faint ones
        self._px = 12.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def configure(self, rect: QRectF, clockwise: bool, caption: str, px: float) -> None:
        """Arrows on the ellipse inscribed in `rect`; the caption centred under it."""
        self.prepareGeometryChange()
        self._rect, self.clockwise, self.caption, self._px = QRectF(rect), clockwise, \
            caption, px
        self.update()

    def caption_rect(self) -> QRectF:
        fm = QFontMetricsF(font(self._px))
        w, h = fm.horizontalAdvance(self.caption) + self._px, fm.height() * 1.3
        c = self._rect.center()
        return QRectF(c.x() - w / 2, self._rect.bottom() - h, w, h)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        g = self._px
        return self._rect.adjusted(-g, -g, g, g).united(self.caption_rect())

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.caption_rect())
        return path

    def arrows(self) -> list[QPainterPath]:
        """Each arrow as a path: an arc of the ellipse and a head at its leading end."""
        r = self._rect
        if r.isEmpty():
            return []
        cx, cy, rx, ry = r.center().x(), r.center().y(), r.width() / 2, r.height() / 2
        sign = -1.0 if self.clockwise else 1.0
        out = []
        head = self._px * 0.75
        for middle in (45.0, 135.0, 225.0, 315.0):
            start = middle - sign * self.SPAN / 2
            path = QPainterPath()
            path.arcMoveTo(r, start)
            path.arcTo(r, start, sign * self.SPAN)
            end = math.radians(middle + sign * self.SPAN / 2)
            tip = QPointF(cx + rx * math.cos(end), cy - ry * math.sin(end))
            tx, ty = -rx * math.sin(end) * sign, -ry * math.cos(end) * sign
            norm = math.hypot(tx, ty) or 1.0
            tx, ty = tx / norm, ty / norm
            back = QPointF(tip.x() - tx * head * 1.3, tip.y() - ty * head * 1.3)
            path.moveTo(back + QPointF(-ty * head * 0.75, tx * head * 0.75))
            path.lineTo(tip)
            path.lineTo(back + QPointF(ty * head * 0.75, -tx * head * 0.75))
            out.append(path)
        return out

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor(255, 255, 255, 230 if self.strong else 70),
                   max(2.0, self._px * 0.22))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for path in self.arrows():
            painter.drawPath(path)
        if self.caption and self.caption_shown:
            painter.setFont(font(self._px))
            painter.setPen(QColor(255, 255, 255, 255 if self.strong else 150))
            painter.drawText(self.caption_rect(), Qt.AlignmentFlag.AlignCenter, self.caption)


class Flourish(QGraphicsObject):
    """The big 'Xeri!' that grows and fades over the table."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self._px = 60.0
        self._grow = 1.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def configure(self, text: str, centre: QPointF, px: float) -> None:
        self.prepareGeometryChange()
        self.text, self._px = text, px
        self.setPos(centre)
        self.update()

    def _get_grow(self) -> float:
        return self._grow

    def _set_grow(self, value: float) -> None:
        self._grow = value
        self.setScale(0.6 + 0.4 * value)
        self.setOpacity(min(1.0, 2.5 * (1.0 - abs(value - 0.55) / 0.9)))

    grow = Property(float, _get_grow, _set_grow)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        fm = QFontMetricsF(font(self._px, True))
        w = fm.horizontalAdvance(self.text) + self._px
        h = fm.height() * 1.4
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 220), self._px * 0.06))
        painter.setBrush(QColor(150, 20, 20, 215))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        path = QPainterPath()
        f = font(self._px, True)
        fm = QFontMetricsF(f)
        w = fm.horizontalAdvance(self.text)
        path.addText(QPointF(-w / 2, fm.ascent() / 2 - fm.descent() / 2 + self._px * 0.08),
                     f, self.text)
        painter.setPen(QPen(QColor(90, 40, 0), self._px * 0.06))
        painter.setBrush(GOLD)
        painter.drawPath(path)
