"""Everything on the table that is not a card: labels, badges, banners, highlight frames."""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .cards import CORNER

OURS = QColor("#2f6fdf")
THEIRS = QColor("#d23c36")
GOLD = QColor("#ffc83d")
SELECT = QColor("#4aa3ff")
GLOW = QColor("#7dffa0")
TEXT = QColor("#f4f1e6")
SHADE = QColor(0, 0, 0, 110)


def font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(8, round(px)))
    f.setBold(bold)
    return f


class Label(QGraphicsObject):
    """A line of text, optionally on a rounded pill; anchored left, right or centre."""

    def __init__(self, text: str = "", parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._text = text
        self._font = font(14)
        self.fg = QColor(TEXT)
        self.bg: QColor | None = QColor(SHADE)
        self.border: QColor | None = None
        self.pad = 0.5
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def text(self) -> str:
        return self._text

    def set_text(self, text: str) -> None:
        if text != self._text:
            self.prepareGeometryChange()
            self._text = text
            self.update()

    def set_font(self, f: QFont) -> None:
        self.prepareGeometryChange()
        self._font = f
        self.update()

    def set_colours(self, fg: QColor, bg: QColor | None, border: QColor | None = None) -> None:
        self.fg, self.bg, self.border = QColor(fg), bg, border
        self.update()

    def size(self) -> tuple[float, float]:
        fm = QFontMetricsF(self._font)
        h = fm.height()
        pad = h * self.pad if self.bg is not None else 0
        return fm.horizontalAdvance(self._text) + 2 * pad, h * (1.5 if self.bg else 1.1)

    def place(self, anchor: QPointF, align: str = "left") -> None:
        """Put the label's vertical centre on `anchor`; `align` names which edge it marks."""
        w, h = self.size()
        x = anchor.x() - (w if align == "right" else w / 2 if align == "center" else 0)
        self.setPos(round(x), round(anchor.y() - h / 2))

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        w, h = self.size()
        return QRectF(-2, -2, w + 4, h + 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self._text:
            return
        w, h = self.size()
        rect = QRectF(0, 0, w, h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.bg is not None:
            painter.setPen(QPen(self.border, max(1.5, h * 0.08)) if self.border
                           else Qt.PenStyle.NoPen)
            painter.setBrush(self.bg)
            painter.drawRoundedRect(rect, h / 2, h / 2)
        painter.setFont(self._font)
        if self.bg is None:
            painter.setPen(QColor(0, 0, 0, 150))
            painter.drawText(rect.translated(0, 1.2), Qt.AlignmentFlag.AlignCenter, self._text)
        painter.setPen(self.fg)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._text)


class Badge(QGraphicsObject):
    """A declaration's value in a round badge (a pill for a family), in the owner's colour."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self.colour = QColor(OURS)
        self.diameter = 40.0
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def configure(self, text: str, colour: QColor, diameter: float) -> None:
        self.prepareGeometryChange()
        self.text, self.colour, self.diameter = text, QColor(colour), diameter
        self.update()

    def anchor_top_right(self, point: QPointF) -> None:
        """Centre the badge on the pile's top edge, its right end at `point`."""
        w = self._width()
        self.setPos(round(point.x() - w / 2), round(point.y()))

    def _width(self) -> float:
        fm = QFontMetricsF(self._font())
        return max(self.diameter, fm.horizontalAdvance(self.text) + self.diameter * 0.55)

    def _font(self) -> QFont:
        return font(self.diameter * 0.5, bold=True)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        w, d = self._width(), self.diameter
        return QRectF(-w / 2 - 3, -d / 2 - 3, w + 6, d + 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, d = self._width(), self.diameter
        rect = QRectF(-w / 2, -d / 2, w, d)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(rect.translated(0, d * 0.06), d / 2, d / 2)
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0, self.colour.lighter(125))
        grad.setColorAt(1, self.colour.darker(115))
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(QColor("white"), max(1.5, d * 0.07)))
        painter.drawRoundedRect(rect, d / 2, d / 2)
        painter.setFont(self._font())
        painter.setPen(QColor("white"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


class Banner(QGraphicsObject):
    """The owner's obligation above the hand: a dark box with a blue bar and wrapped text."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._rect = QRectF()
        self._font = font(14)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def text(self) -> str:
        return self._text

    def configure(self, text: str, area: QRectF, px: float) -> None:
        """Fit `text` into at most `area`, centred in it, shrinking the font if needed."""
        self.prepareGeometryChange()
        self._text = text
        tries = [(min(area.width() * share, px * 46), max(10.0, px * k))
                 for k in (1.0, 0.9) for share in (0.62, 0.8, 0.96)]
        tries.append((area.width() * 0.96, max(9.0, px * 0.75)))
        for width, size in tries:
            f = font(size)
            fm = QFontMetricsF(f)
            bound = fm.boundingRect(QRectF(0, 0, width - 2.2 * size, 10000),
                                    int(Qt.TextFlag.TextWordWrap), text)
            h = bound.height() + size * 0.9
            if h <= area.height():
                break
        self._font = f
        h = min(h, area.height())
        self._rect = QRectF(0, 0, width, h)
        self.setPos(round(area.center().x() - width / 2), round(area.center().y() - h / 2))
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._rect.adjusted(-2, -2, 2, 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self._text:
            return
        r = self._rect
        px = self._font.pixelSize()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 40), 1))
        painter.setBrush(QColor(10, 24, 40, 200))
        painter.drawRoundedRect(r, px * 0.5, px * 0.5)
        bar = QRectF(r.left() + px * 0.35, r.top() + px * 0.35, px * 0.28, r.height() - px * 0.7)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(OURS.lighter(120))
        painter.drawRoundedRect(bar, px * 0.14, px * 0.14)
        painter.setFont(self._font)
        painter.setPen(TEXT)
        text_rect = r.adjusted(px * 1.1, px * 0.45, -px * 0.6, -px * 0.45)
        painter.drawText(text_rect, int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignVCenter),
                         self._text)


class Frame(QGraphicsItem):
    """An outline around a table pile or region: selected, reachable (glow), hot, hint."""

    STYLES = {
        "select": (SELECT, 0.035, False),
        "glow": (GLOW, 0.022, False),
        "hot": (GOLD, 0.04, True),
        "hint": (GOLD, 0.035, True),
        "felt": (GLOW, 0.014, False),
        "slot": (QColor(255, 255, 255, 60), 0.012, False),
        "ours": (OURS, 0.018, True),
        "theirs": (THEIRS, 0.018, True),
    }

    def __init__(self, rect: QRectF, style: str, cw: float) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.style = style
        self.cw = cw
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_style(self, style: str) -> None:
        if style != self.style:
            self.style = style
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        g = self.cw * 0.2
        return self.rect.adjusted(-g, -g, g, g)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        colour, width, fill = self.STYLES[self.style]
        cw = self.cw
        g = cw * 0.05
        rect = self.rect.adjusted(-g, -g, g, g)
        r = cw * CORNER + g
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(rect, r, r)
        if self.style == "slot":
            inner = QPainterPath()
            inner.addRoundedRect(self.rect, cw * CORNER, cw * CORNER)
            painter.fillPath(inner, QColor(0, 0, 0, 40))
            pen = QPen(colour, max(1.0, cw * width))
            painter.strokePath(inner, pen)
            return
        if self.style in ("ours", "theirs"):
            c = QColor(colour)
            c.setAlpha(70)
            painter.fillPath(path, c)
            c.setAlpha(190)
            painter.strokePath(path, QPen(c, cw * width))
            return
        if self.style == "felt":
            c = QColor(colour)
            c.setAlpha(28)
            painter.fillPath(path, c)
            pen = QPen(QColor(colour.red(), colour.green(), colour.blue(), 150), cw * width)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.strokePath(path, pen)
            return
        for spread, alpha in ((2.6, 40), (1.7, 80)):
            c = QColor(colour)
            c.setAlpha(alpha)
            painter.strokePath(path, QPen(c, cw * width * spread))
        if fill:
            c = QColor(colour)
            c.setAlpha(36)
            painter.fillPath(path, c)
        painter.strokePath(path, QPen(colour, cw * width))


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
