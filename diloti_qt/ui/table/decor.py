"""Everything on the table that is not a card: labels, badges, banners, highlight frames."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
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
from .pointer import point_with

OURS = QColor("#2f6fdf")
THEIRS = QColor("#d23c36")
GOLD = QColor("#ffc83d")
SELECT = QColor("#4aa3ff")
GLOW = QColor("#7dffa0")
TEXT = QColor("#f4f1e6")
SHADE = QColor(0, 0, 0, 110)
DOT_ROOM = 0.6  # of the text height: the connection mark's place before a name


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
        self.dot: QColor | None = None  # a connection mark before the text (online seats)
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

    def font(self) -> QFont:
        return QFont(self._font)

    def set_colours(self, fg: QColor, bg: QColor | None, border: QColor | None = None) -> None:
        self.fg, self.bg, self.border = QColor(fg), bg, border
        self.update()

    def set_dot(self, colour: QColor | None) -> None:
        if colour != self.dot:
            self.prepareGeometryChange()
            self.dot = QColor(colour) if colour is not None else None
            self.update()

    def _dot_room(self, h: float) -> float:
        return h * DOT_ROOM if self.dot is not None else 0.0

    def size(self) -> tuple[float, float]:
        """Width and height, pill included; a text of several lines ("\n") is as wide as its
        widest line."""
        fm = QFontMetricsF(self._font)
        h = fm.height()
        pad = h * self.pad if self.bg is not None else 0
        lines = self._text.split("\n")
        width = max(fm.horizontalAdvance(line) for line in lines)
        return (width + 2 * pad + self._dot_room(h),
                h * (len(lines) - 1) + h * (1.5 if self.bg else 1.1))

    def place(self, anchor: QPointF, align: str = "left") -> None:
        """Put the vertical centre of the label's first line on `anchor` (of the label, with
        one line); `align` names which edge it marks."""
        w, h = self.size()
        x = anchor.x() - (w if align == "right" else w / 2 if align == "center" else 0)
        below = QFontMetricsF(self._font).height() * self._text.count("\n")
        self.setPos(round(x), round(anchor.y() - (h - below) / 2))

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
            r = min(h, QFontMetricsF(self._font).height() * 1.5) / 2  # a line's pill round
            painter.drawRoundedRect(rect, r, r)
        if self.dot is not None:
            fh = QFontMetricsF(self._font).height()
            room = self._dot_room(fh)
            r = fh * 0.22
            left = fh * self.pad if self.bg is not None else 0.0
            painter.setPen(QPen(QColor(0, 0, 0, 120), max(1.0, r * 0.3)))
            painter.setBrush(self.dot)
            painter.drawEllipse(QPointF(left + r + fh * 0.05, h / 2), r, r)
            rect = rect.adjusted(room, 0, 0, 0)
        painter.setFont(self._font)
        align = Qt.AlignmentFlag.AlignCenter
        if "\n" in self._text:  # lines start under each other, inside the pill's rounding
            pad = QFontMetricsF(self._font).height() * self.pad if self.bg is not None else 0
            rect = rect.adjusted(pad, 0, -pad, 0)
            align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        if self.bg is None:
            painter.setPen(QColor(0, 0, 0, 150))
            painter.drawText(rect.translated(0, 1.2), align, self._text)
        painter.setPen(self.fg)
        painter.drawText(rect, align, self._text)


class Badge(QGraphicsObject):
    """A declaration's value in a round badge (a pill for a family), in the owner's colour;
    with four players a tail on the badge points at the owner's seat and a small disc on its
    lower left carries the owner's initial."""

    TAB = 0.62  # the initial's disc, in badge diameters
    TAIL = 0.36  # how far the tail reaches beyond the badge, in badge diameters

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self.colour = QColor(OURS)
        self.diameter = 40.0
        self.owner: tuple[str, str] | None = None  # (initial, bottom|top|left|right)
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def configure(self, text: str, colour: QColor, diameter: float,
                  owner: tuple[str, str] | None = None) -> None:
        self.prepareGeometryChange()
        self.text, self.colour, self.diameter, self.owner = text, QColor(colour), diameter, \
            owner
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

    def tail_tip(self) -> QPointF | None:
        """The point of the tail that aims at the owner (item coordinates), or None."""
        if self.owner is None:
            return None
        w, d = self._width(), self.diameter
        dx, dy = _STEP[self.owner[1]]
        return QPointF(dx * (w / 2 + d * self.TAIL), dy * (d / 2 + d * self.TAIL)) \
            + self._shift()

    def _shift(self) -> QPointF:
        """Tails keep clear of the initial on the upper left: an upward one leans right, a
        sideways one starts low."""
        where = self.owner[1] if self.owner else "bottom"
        d = self.diameter
        return {"top": QPointF(d * 0.26, 0), "left": QPointF(0, d * 0.2),
                "right": QPointF(0, d * 0.2)}.get(where, QPointF())

    def initial_centre(self) -> QPointF:
        """Upper left, above the pile's edge: it never hides a card's index."""
        w, d = self._width(), self.diameter
        return QPointF(-w / 2 + d * 0.04, -d * 0.36)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        w, d = self._width(), self.diameter
        rect = QRectF(-w / 2 - 3, -d / 2 - 3, w + 6, d + 8)
        tip = self.tail_tip()
        if tip is not None:
            rect = rect.united(QRectF(tip.x() - 3, tip.y() - 3, 6, 6))
            c, r = self.initial_centre(), d * self.TAB / 2 + 3
            rect = rect.united(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r + 2))
        return rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, d = self._width(), self.diameter
        rect = QRectF(-w / 2, -d / 2, w, d)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        outline = QPainterPath()
        outline.addRoundedRect(rect, d / 2, d / 2)
        tip = self.tail_tip()
        if tip is not None:
            dx, dy = _STEP[self.owner[1]]
            half = d * (0.22 if dx else 0.26)
            base = QPointF(dx * (w / 2 - d * 0.2), dy * (d / 2 - d * 0.2)) + self._shift()
            tail = QPainterPath()
            tail.moveTo(base + QPointF(-dy * half, dx * half))
            tail.lineTo(tip)
            tail.lineTo(base + QPointF(dy * half, -dx * half))
            tail.closeSubpath()
            outline = outline.united(tail)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawPath(outline.translated(0, d * 0.06))
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0, self.colour.lighter(125))
        grad.setColorAt(1, self.colour.darker(115))
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(QColor("white"), max(1.5, d * 0.07)))
        painter.drawPath(outline)
        painter.setFont(self._font())
        painter.setPen(QColor("white"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)
        if tip is not None:
            self._paint_initial(painter)

    def _paint_initial(self, painter: QPainter) -> None:
        d = self.diameter * self.TAB
        c = self.initial_centre()
        disc = QRectF(c.x() - d / 2, c.y() - d / 2, d, d)
        painter.setPen(QPen(QColor("white"), max(1.2, d * 0.09)))
        painter.setBrush(self.colour.darker(150))
        painter.drawEllipse(disc)
        painter.setFont(font(d * 0.6, bold=True))
        painter.setPen(QColor("white"))
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, self.owner[0])


_STEP = {"bottom": (0, 1), "top": (0, -1), "left": (-1, 0), "right": (1, 0)}


class Banner(QGraphicsObject):
    """The owner's obligation above the hand: a dark box with a blue bar and wrapped text."""

    WIDEST = 46  # font sizes

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._rect = QRectF()
        self._font = font(14)
        self.bar = OURS.lighter(120)
        self.fill = QColor(10, 24, 40, 200)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def text(self) -> str:
        return self._text

    def configure(self, text: str, area: QRectF, px: float) -> None:
        """Fit `text` into at most `area`, centred in it, shrinking the font if needed."""
        self.prepareGeometryChange()
        self._text = text
        tries = [(min(area.width() * share, px * self.WIDEST), max(10.0, px * k))
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

    def box(self) -> QRectF:
        """The box as drawn, in scene coordinates."""
        return self.mapRectToScene(self._rect)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._rect.adjusted(-2, -2, 2, 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self._text:
            return
        r = self._rect
        px = self._font.pixelSize()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 40), 1))
        painter.setBrush(self.fill)
        painter.drawRoundedRect(r, px * 0.5, px * 0.5)
        bar = QRectF(r.left() + px * 0.35, r.top() + px * 0.35, px * 0.28, r.height() - px * 0.7)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.bar)
        painter.drawRoundedRect(bar, px * 0.14, px * 0.14)
        painter.setFont(self._font)
        painter.setPen(TEXT)
        text_rect = r.adjusted(px * 1.1, px * 0.45, -px * 0.6, -px * 0.45)
        painter.drawText(text_rect, int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignVCenter),
                         self._text)


class Notice(Banner):
    """A short message in the strip above the hand, never over the table's cards: why a
    move was refused (its rule named; a click opens the rule in full) or a hint."""

    WIDEST = 40
    KINDS = {"rule": (QColor("#ff6b5e"), QColor(70, 14, 14, 225)),
             "hint": (GOLD, QColor(40, 30, 6, 225))}

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.kind = "rule"
        self.rules = ""  # the rule ids a click explains

    def set_kind(self, kind: str, rules: str = "") -> None:
        self.kind, self.rules = kind, rules
        self.bar, self.fill = self.KINDS[kind]
        point_with(self, Qt.CursorShape.PointingHandCursor if rules else None)
        self.update()


class Frame(QGraphicsItem):
    """An outline around a table pile or region: selected, reachable (glow), hot, hint."""

    STYLES = {
        "select": (SELECT, 0.035, False),
        "glow": (GLOW, 0.022, False),
        "hot": (GOLD, 0.04, True),
        "hint": (GOLD, 0.035, True),
        "felt": (GLOW, 0.014, False),
        "slot": (QColor(255, 255, 255, 60), 0.012, False),
        "slot-ours": (OURS, 0.02, False),
        "slot-theirs": (THEIRS, 0.02, False),
        "ours": (OURS, 0.018, True),
        "theirs": (THEIRS, 0.018, True),
    }

    def __init__(self, rect: QRectF, style: str, cw: float) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.style = style
        self.cw = cw
        self.strong = False  # on the high-contrast felt: a slot in solid white, thicker
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
        if self.style.startswith("slot"):
            inner = QPainterPath()
            inner.addRoundedRect(self.rect, cw * CORNER, cw * CORNER)
            fill = QColor(0, 0, 0, 40) if self.style == "slot" else QColor(colour)
            if self.strong and self.style == "slot":
                colour, width = QColor("white"), width * 2.5
            if self.style != "slot":
                fill.setAlpha(45)
                colour = QColor(colour)
                colour.setAlpha(200)
                inner = path  # a team's pile: the mat shows a little around the cards
            painter.fillPath(inner, fill)
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
            alpha, thick = (255, 2.0) if self.strong else (150, 1.0)
            pen = QPen(QColor(colour.red(), colour.green(), colour.blue(), alpha),
                       cw * width * thick)
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
