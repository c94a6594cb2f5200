"""CardSprite: one card on the table, the same object wherever the card goes."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .cards import CORNER, CardRenderer, card_height

HALO_COLOURS = {
    "hint": QColor(255, 196, 0),
    "focus": QColor(120, 190, 255),
    "drag": QColor(255, 255, 255, 90),
}


FOCUS_DARK = QColor(16, 52, 140)  # the focus ring's inner line, against a card beside it
FOCUS_LIGHT = QColor(150, 214, 255)  # its outer line, against the felt
FOCUS_DARK_WIDTH = 0.022  # in card widths
FOCUS_LIGHT_WIDTH = 0.03  # (both lie within the bounds' margin of 0.09 of a width)


_SHADES: dict[tuple[int, float], QPixmap] = {}


def _shade(width: float, dpr: float) -> QPixmap:
    """A translucent card-shaped shadow that dims a card, rendered once per size."""
    key = (round(width * dpr), round(dpr, 3))
    pm = _SHADES.get(key)
    if pm is None:
        w, h = key[0], round(card_height(key[0]))
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(8, 30, 16, 105))
        p.drawRoundedRect(QRectF(0, 0, w, h), w * CORNER, w * CORNER)
        p.end()
        pm = QPixmap.fromImage(image)
        if len(_SHADES) > 16:
            _SHADES.clear()
        _SHADES[key] = pm
    return pm


_SHADOWS: dict[tuple[int, float], QPixmap] = {}
SHADOW_BLUR = 0.05  # in card widths


def _shadow(width: float, dpr: float) -> QPixmap:
    """A soft card-shaped shadow, `shadow_margin` device pixels wider on every side; its
    device pixel ratio is set so that it is drawn 1:1."""
    key = (round(width * dpr), round(dpr, 3))
    pm = _SHADOWS.get(key)
    if pm is None:
        w, h = key[0], round(card_height(key[0]))
        b = shadow_margin(w)
        image = QImage(w + 2 * b, h + 2 * b, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        steps = 8
        for i in range(steps):
            inset = b * i / steps
            p.setBrush(QColor(0, 0, 0, 14))
            r = QRectF(inset, inset, w + 2 * b - 2 * inset, h + 2 * b - 2 * inset)
            p.drawRoundedRect(r, w * CORNER + b - inset, w * CORNER + b - inset)
        p.end()
        pm = QPixmap.fromImage(image)
        pm.setDevicePixelRatio(dpr)
        if len(_SHADOWS) > 16:
            _SHADOWS.clear()
        _SHADOWS[key] = pm
    return pm


def shadow_margin(device_width: int) -> int:
    return max(1, round(device_width * SHADOW_BLUR))


class CardSprite(QGraphicsObject):
    """Paints its card's cached pixmap; animated through the pos and rotation properties."""

    def __init__(self, card: int, renderer: CardRenderer, width: float) -> None:
        super().__init__()
        self.card = card
        self.renderer = renderer
        self.width = width
        self.face_up = False
        self.moving = False
        self.halo: str | None = None
        self.dimmed = False
        self.setAcceptHoverEvents(False)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
        self._sync_origin()

    # -- geometry ---------------------------------------------------------------------------
    @property
    def height(self) -> float:
        return card_height(self.width)

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def set_width(self, width: float) -> None:
        if width != self.width:
            self.prepareGeometryChange()
            self.width = width
            self._sync_origin()

    def _sync_origin(self) -> None:
        self.setTransformOriginPoint(self.width / 2, self.height / 2)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        m = self.width * 0.09
        return self.card_rect().adjusted(-m, -m, m, m + self.width * 0.06)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        r = self.width * CORNER
        path.addRoundedRect(self.card_rect(), r, r)
        return path

    def center(self) -> QPointF:
        return self.mapToScene(QPointF(self.width / 2, self.height / 2))

    # -- state ------------------------------------------------------------------------------
    def set_face_up(self, up: bool) -> None:
        if up != self.face_up:
            self.face_up = up
            self.update()

    def set_halo(self, halo: str | None) -> None:
        if halo != self.halo:
            self.halo = halo
            self.update()

    def set_dimmed(self, dimmed: bool) -> None:
        if dimmed != self.dimmed:
            self.dimmed = dimmed
            self.update()

    def set_moving(self, moving: bool) -> None:
        if moving != self.moving:
            self.moving = moving
            self.update()

    def current_pixmap(self, dpr: float = 1.0):
        return self.renderer.pixmap(self.card if self.face_up else None, self.width, dpr)

    def wanted(self, dpr: float) -> tuple[int | None, float, float, float]:
        """The pixmap `paint` asks for at rest in an untransformed view (card or None for
        the back, width, DPR, angle): what can be drawn ahead (CardRenderer.render_ahead)."""
        angle = self.rotation()
        return (self.card if self.face_up else None, self.width, dpr,
                0.0 if abs(math.remainder(angle, 360.0)) < 0.05 else angle)

    # -- painting ---------------------------------------------------------------------------
    def paint(self, painter: QPainter, option, widget=None) -> None:
        t = painter.worldTransform()
        dpr = painter.device().devicePixelRatioF()
        scale = math.hypot(t.m11(), t.m12())
        angle = math.degrees(math.atan2(t.m12(), t.m11()))
        shown = self.card if self.face_up else None
        rect = self.card_rect()
        upright = abs(angle) < 0.05 and abs(t.m21()) < 1e-6
        if self.halo:
            self._paint_halo(painter)
        if self.isVisible():
            lift = (0.06 if self.moving else 0.018) * self.width
            # A card turning over in the air is squeezed sideways only: its shadow is then
            # drawn at the card's own size and squeezed with it. Sized for the squeezed width,
            # its margin (a device pixel at least) divided by the squeeze reached 10-50 pixels
            # above and below the card's bounds, and the view, repainting only the bounds,
            # left a dark mark on the felt.
            shade = scale if abs(scale - math.hypot(t.m21(), t.m22())) < 1e-3 else 1.0
            shadow = _shadow(self.width * shade, dpr)
            b = shadow_margin(round(self.width * shade * dpr)) / (dpr * shade)
            if abs(scale - 1.0) < 1e-3:
                painter.drawPixmap(QPointF(round(lift * 0.4 - b), round(lift - b)), shadow)
            else:
                painter.drawPixmap(QRectF(lift * 0.4 - b, lift - b, self.width + 2 * b,
                                          self.height + 2 * b), shadow, QRectF(shadow.rect()))
        if upright and abs(scale - 1.0) < 1e-3:
            pm = self.renderer.pixmap(shown, self.width, dpr)
            corner = t.map(QPointF(0, 0))
            painter.save()
            painter.setWorldTransform(QTransform())
            painter.drawPixmap(QPointF(round(corner.x() * dpr) / dpr,
                                       round(corner.y() * dpr) / dpr), pm)
            painter.restore()
        elif upright or self.moving or abs(scale - 1.0) >= 1e-3:
            pm = self.renderer.pixmap(shown, self.width * scale, dpr)
            painter.drawPixmap(rect, pm, QRectF(pm.rect()))
        else:
            # At rest and turned: a pixmap rendered already turned, drawn 1:1 on the device.
            pm = self.renderer.pixmap(shown, self.width, dpr, angle)
            c = t.map(rect.center())
            w, h = pm.width() / dpr, pm.height() / dpr
            painter.save()
            painter.setWorldTransform(QTransform())
            painter.drawPixmap(QPointF(round((c.x() - w / 2) * dpr) / dpr,
                                       round((c.y() - h / 2) * dpr) / dpr), pm)
            painter.restore()
        if self.dimmed:
            painter.drawPixmap(rect, _shade(self.width * scale, dpr), QRectF(
                0, 0, round(self.width * scale * dpr), round(self.height * scale * dpr)))

    def _paint_halo(self, painter: QPainter) -> None:
        if self.halo == "focus":
            self._paint_focus_ring(painter)
            return
        colour = HALO_COLOURS.get(self.halo, HALO_COLOURS["hint"])
        r = self.width * CORNER
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for i, alpha in ((3, 60), (2, 110), (1, 220)):
            c = QColor(colour)
            c.setAlpha(alpha)
            pen = QPen(c, self.width * 0.018 * i)
            painter.setPen(pen)
            g = self.width * 0.012 * i
            painter.drawRoundedRect(self.card_rect().adjusted(-g, -g, g, g), r + g, r + g)

    def _paint_focus_ring(self, painter: QPainter) -> None:
        """The keyboard's card: a two-tone ring all round it, dark against the cards beside
        it and light against the felt, so it shows at 3:1 or more on either (a pale glow,
        half under the next card, was hard to find)."""
        r = self.width * CORNER
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for colour, inner, outer in ((FOCUS_LIGHT, FOCUS_DARK_WIDTH,
                                      FOCUS_DARK_WIDTH + FOCUS_LIGHT_WIDTH),
                                     (FOCUS_DARK, 0.0, FOCUS_DARK_WIDTH)):
            pen_width = (outer - inner) * self.width
            g = (inner + outer) / 2 * self.width
            painter.setPen(QPen(colour, pen_width))
            painter.drawRoundedRect(self.card_rect().adjusted(-g, -g, g, g), r + g, r + g)
