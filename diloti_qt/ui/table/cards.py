"""Card faces and backs from the SVG deck, rendered to pixmaps at the exact size and DPR
(on the GUI thread as they are first painted, or ahead on a worker thread: render_ahead)."""

from __future__ import annotations

import math
import weakref
from collections import OrderedDict
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from diloti_qt.engine.cards import card_name

if TYPE_CHECKING:  # the worker thread is started when cards are first drawn ahead
    from concurrent.futures import ThreadPoolExecutor

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
Wanted = tuple[int | None, float, float, float]  # card (None: the back), width, DPR, angle


def _draw(svg: QSvgRenderer, px: int, angle: float) -> QImage:
    """The card of `svg`, `px` device pixels wide, turned by `angle`°, on a transparent
    image (any thread: QImage and QPainter on an image are reentrant).

    The card is drawn at one scale across and down, `px` / 250, its height `px` × 1.4
    unrounded and centred in the image's whole pixels: stretched to a rounded height (four
    widths in five), the meander back took ten times as long to draw (2.7 ms against
    0.25 ms at 96-131 pixels) and the court cards half as long again, as Qt's painter
    leaves its fast path for a pen scaled unevenly."""
    w, h = float(px), float(round(px * ASPECT))
    drawn = QRectF(0, (h - w * ASPECT) / 2, w, w * ASPECT)
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
    svg.render(painter, drawn)
    painter.end()
    return image


def _draw_all(jobs: list[tuple[tuple, str, int, float]]) -> list[tuple[tuple, QImage]]:
    """On the worker: each (cache key, SVG file, device width, angle) drawn, each file read
    by a QSvgRenderer of this thread's own, let go here (QSvgRenderer is reentrant, not
    thread-safe: the GUI thread's are never shared; QPainter may paint on a QImage in any
    thread)."""
    svgs: dict[str, QSvgRenderer] = {}
    out = []
    for key, path, px, angle in jobs:
        svg = svgs.get(path)
        if svg is None:
            svg = svgs[path] = QSvgRenderer(path)
        if svg.isValid():  # a missing file: drawn (and said) on the GUI thread when painted
            out.append((key, _draw(svg, px, angle)))
    svgs.clear()
    return out


class _Arrivals(QObject):
    """On the GUI thread: a worker's drawings made pixmaps and cached, then each waiting
    table told (a weak reference: a table gone meanwhile is not)."""

    def __init__(self) -> None:
        super().__init__()
        self.waiting: dict[int, list] = {}
        self.jobs = 0

    def arrived(self, job: int, drawn: list) -> None:
        for key, image in drawn:
            if key not in _PIXMAPS:
                pm = QPixmap.fromImage(image)
                pm.setDevicePixelRatio(key[4])
                _PIXMAPS[key] = pm
        while len(_PIXMAPS) > CACHE_LIMIT:
            _PIXMAPS.popitem(last=False)
        for ref in self.waiting.pop(job, []):
            done = ref()
            if done is not None:
                done()


_arrivals: _Arrivals | None = None
_ahead: ThreadPoolExecutor | None = None  # one thread: what is asked first is drawn first


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
        key = self.key(card, width, dpr, angle)
        pm = _PIXMAPS.get(key)
        if pm is not None:
            _PIXMAPS.move_to_end(key)
            return pm
        pm = self._render(card, key[3], dpr, key[5])
        _PIXMAPS[key] = pm
        if len(_PIXMAPS) > CACHE_LIMIT:
            _PIXMAPS.popitem(last=False)
        return pm

    def key(self, card: int | None, width: float, dpr: float, angle: float = 0.0) -> tuple:
        """The cache's key of a pixmap (pixmap)."""
        return (str(self.root), self.deck, self.back if card is None else card,
                max(1, round(width * dpr)), round(dpr, 3), round(angle, 1) % 360.0)

    def render_ahead(self, wanted: Iterable[Wanted],
                     done: Callable[[], None] | None = None) -> int:
        """Draw the `wanted` cards (card or None for the back, width, DPR, angle) not drawn
        yet on a worker thread, then cache them; `done()` follows on the GUI thread once
        they are (a bound method: not if its object is gone). The number handed over (0:
        all drawn already, `done` is not called). Call on the GUI thread."""
        from diloti_qt.gui_thread import to_gui_thread

        global _arrivals, _ahead
        jobs, seen = [], set()
        for card, width, dpr, angle in wanted:
            key = self.key(card, width, dpr, angle)
            if key in _PIXMAPS or key in seen:
                continue
            seen.add(key)
            name = BACKS.get(self.back, "back") if card is None else card_name(card)
            jobs.append((key, str(self.root / self.deck / f"{name}.svg"), key[3], key[5]))
        if not jobs:
            return 0
        if _arrivals is None:
            _arrivals = _Arrivals()
            from concurrent.futures import ThreadPoolExecutor  # (not at start-up)

            _ahead = ThreadPoolExecutor(1, thread_name_prefix="cards-ahead")
        _arrivals.jobs += 1
        job, arrived = _arrivals.jobs, to_gui_thread(_arrivals.arrived)
        if done is not None:
            _arrivals.waiting[job] = [weakref.WeakMethod(done) if hasattr(done, "__self__")
                                      else lambda: done]

        def answered(future) -> None:
            error = None if future.cancelled() else future.exception()
            arrived(job, [] if future.cancelled() or error is not None else future.result())
        _ahead.submit(_draw_all, jobs).add_done_callback(answered)
        return len(jobs)

    def cached_sizes(self) -> set[tuple[int, float]]:
        return {(key[3], key[4]) for key in _PIXMAPS}

    @staticmethod
    def cached_keys() -> set[tuple]:
        """The keys (key()) of every pixmap drawn and kept."""
        return set(_PIXMAPS)

    @staticmethod
    def clear() -> None:
        _PIXMAPS.clear()

    def _render(self, card: int | None, px: int, dpr: float, angle: float) -> QPixmap:
        svg = self.svg(card)  # before painting: a missing file must not leave a painter open
        image = _draw(svg, px, angle)
        self.renders += 1
        pm = QPixmap.fromImage(image)
        pm.setDevicePixelRatio(dpr)
        return pm
