"""Card faces and backs from the SVG deck, rendered to pixmaps at the exact size and DPR."""

from __future__ import annotations

import math
from collections import OrderedDict
from pathlib import Path

import shiboken6
from PySide6.QtCore import QCoreApplication, QRectF, Qt, QTimer
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from diloti_qt.engine.cards import card_name

try:
    from diloti_qt.resources import resources_root
except ImportError:  # pragma: no cover - the source tree without the resource locator
    def resources_root() -> Path:
        return Path(__file__).resolve().parents[3] / "resources"
ASPECT = 350 / 250  # height / width of every card (the SVG viewBox)
CORNER = 14 / 250  # corner radius / width
CACHE_LIMIT = 260  # pixmaps (about 30 MB at 1920×1080), least recently used go first
BACKS = {"meander": "back", "laurel": "back-laurel"}  # the card_back setting -> its SVG


def card_height(width: float) -> float:
    return width * ASPECT


_SVGS: dict[tuple[str, str, str], QSvgRenderer] = {}  # parsed once per program: every table
# Rendered once per program too: a table opened again at a size seen before (the replay
# viewer, the round review) renders no card again (a rendering is half a millisecond).
_PIXMAPS: OrderedDict[tuple, QPixmap] = OrderedDict()


class CardRenderer:
    """One QSvgRenderer per SVG file (shared by every table: the replay viewer's parses
    nothing again); pixmaps cached by (deck, card, pixel width, DPR, angle), in one cache
    for every table (the least recently used of all go first).

    `card=None` is the back. Nothing is ever scaled from a bitmap: a new size or DPR is a new
    rendering from the vector file.
    """

    def __init__(self, root: Path | None = None) -> None:
        self.root = root if root is not None else resources_root()
        self.four_colour = False
        self.back = "meander"  # a key of BACKS
        self.renders = 0  # renderings this table asked for (not found in the cache)

    @property
    def deck(self) -> str:
        return "cards4" if self.four_colour else "cards"

    def svg(self, card: int | None) -> QSvgRenderer:
        name = BACKS.get(self.back, "back") if card is None else card_name(card)
        key = (str(self.root), self.deck, name)
        renderer = _SVGS.get(key)
        if renderer is None or not shiboken6.isValid(renderer):  # gone with its application
            # owned by the application: deleted with it, never after it
            renderer = QSvgRenderer(str(self.root / self.deck / f"{name}.svg"),
                                    QCoreApplication.instance())
            if not renderer.isValid():
                renderer.deleteLater()
                raise FileNotFoundError(f"cannot render {self.root / self.deck / name}.svg")
            _SVGS[key] = renderer
        return renderer

    def parse_soon(self, per_turn: int = 9, gap_ms: int = 20) -> None:
        """Read every card's SVG of this deck ahead, a few at a time `gap_ms` apart (each
        takes about half a millisecond; the window's frames go between): a table about to
        show faces not seen yet (the replay viewer shows every hand) then renders them
        without reading a file."""
        cards: list[int | None] = [None, *range(52)]

        def turn() -> None:
            for card in cards[:per_turn]:
                self.svg(card)
            del cards[:per_turn]
            if cards:
                QTimer.singleShot(gap_ms, turn)
        QTimer.singleShot(gap_ms, turn)

    def pixmap(self, card: int | None, width: float, dpr: float, angle: float = 0.0) -> QPixmap:
        """The card `width` logical pixels wide at `dpr`, optionally pre-rotated by `angle`°."""
        px = max(1, round(width * dpr))
        angle = round(angle, 1) % 360.0
        key = (str(self.root), self.deck, self.back if card is None else card, px,
               round(dpr, 3), angle)
        pm = _PIXMAPS.get(key)
        if pm is not None:
            _PIXMAPS.move_to_end(key)
            return pm
        pm = self._render(card, px, dpr, angle)
        _PIXMAPS[key] = pm
        if len(_PIXMAPS) > CACHE_LIMIT:
            _PIXMAPS.popitem(last=False)
        return pm

    def cached_sizes(self) -> set[tuple[int, float]]:
        return {(key[3], key[4]) for key in _PIXMAPS}

    @staticmethod
    def clear() -> None:
        _PIXMAPS.clear()

    def _render(self, card: int | None, px: int, dpr: float, angle: float) -> QPixmap:
        svg = self.svg(card)  # before painting: a missing file must not leave a painter open
        w, h = float(px), float(round(px * ASPECT))
        if angle:
            a = math.radians(angle)
            bw = abs(w * math.cos(a)) + abs(h * math.sin(a))
            bh = abs(w * math.sin(a)) + abs(h * math.cos(a))
            size = (math.ceil(bw) + 2, math.ceil(bh) + 2)
        else:
            size = (int(w), int(h))
        image = QImage(size[0], size[1], QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform)
        if angle:
            painter.translate(size[0] / 2, size[1] / 2)
            painter.rotate(angle)
            painter.translate(-w / 2, -h / 2)
        svg.render(painter, QRectF(0, 0, w, h))
        painter.end()
        self.renders += 1
        pm = QPixmap.fromImage(image)
        pm.setDevicePixelRatio(dpr)
        return pm
