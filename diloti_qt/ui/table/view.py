"""TableView: the QGraphicsView that shows the table scene, its felt and the move chooser."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsView, QWidget

from diloti_qt.engine import Move

from .chooser import Chooser
from .scene import TableScene
from .sprite import CardSprite

FELT = QColor("#1f6b3a")


class TableView(QGraphicsView):
    """The game table; embed it as the main window's central widget."""

    status = Signal(str)
    status_detail = Signal(str, str)  # the same message and a tooltip (rule ids) for it

    def __init__(self, controller, hand_model, table_model, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.hand_model = hand_model
        self.table_model = table_model
        self.table = TableScene(controller, hand_model, table_model, self)
        self.setScene(self.table)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Card table"))
        self.setMinimumSize(480, 360)
        self.background = FELT
        self.chooser: Chooser | None = None
        self.table.status.connect(self.status)
        self.table.status.connect(self._describe)
        self.table.status_detail.connect(self.status_detail)
        self.table.choose_requested.connect(self._open_chooser)
        self.table.chooser_obsolete.connect(self._close_chooser)

    # -- public surface -------------------------------------------------------------------------
    @property
    def pace(self) -> str:
        return self.table.pace

    def set_pace(self, pace: str) -> None:
        """"normal", "fast" or "instant" (no animation at all)."""
        self.table.set_pace(pace)

    def set_four_colour(self, on: bool) -> None:
        self.table.set_four_colour(on)

    def set_card_back(self, back: str) -> None:
        """"meander" (blue) or "laurel" (red): the card_back setting."""
        self.table.set_card_back(back)

    def set_card_scale(self, scale: float) -> None:
        """Cards `scale` times their ideal size for the window (1.0 = the default)."""
        self.table.set_card_scale(scale)

    @property
    def card_scale(self) -> float:
        return self.table.card_scale

    def play(self, move: Move) -> bool:
        """Play `move` as if it had been dropped (clears the selection and the focus)."""
        return self.table.play(move)

    def set_felt(self, colour: QColor) -> None:
        self.background = QColor(colour)
        self.resetCachedContent()
        self.viewport().update()

    def show_hint(self, move: Move) -> None:
        self.table.show_hint(move)

    def scene_item_for_card(self, card: int) -> CardSprite:
        return self.table.sprites[card]

    def pile_scene_rect(self, row: int) -> QRectF:
        """The scene rectangle of the TableModel's pile `row` as currently laid out."""
        return self.table.pile_rect(row)

    def finish_motion(self) -> None:
        """Land every card now and show the current state."""
        self.table.finish_motion()

    def is_animating(self) -> bool:
        """Whether cards are still flying to show moves already played."""
        return self.table.busy()

    def _describe(self, text: str) -> None:
        """The focused card or pile, or the last message, for screen readers."""
        from ..announcer import announce

        announce(self, text, name=False)

    # -- the chooser ---------------------------------------------------------------------------
    def _open_chooser(self, moves: list[Move], at: QPointF) -> None:
        self._close_chooser()
        lay = self.table.layout
        px = lay.font_px if lay else 14
        chooser = Chooser(self.viewport(), self.table.renderer, moves,
                          self.controller.describe, px)
        chooser.chosen.connect(self._chosen)
        chooser.cancelled.connect(self._cancelled)
        self.chooser = chooser
        chooser.open_at(self.mapFromScene(at))

    def _close_chooser(self) -> None:
        if self.chooser is not None:
            self.chooser.hide()
            self.chooser.deleteLater()
            self.chooser = None
            self.setFocus()

    def _chosen(self, move: Move) -> None:
        self._close_chooser()
        self.table.chooser_done(move)

    def _cancelled(self) -> None:
        self._close_chooser()
        self.table.chooser_done(None)

    # -- Qt events ----------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt API)
        if self.chooser is not None and not self.chooser.geometry().contains(
                event.position().toPoint()):
            self._cancelled()
            event.accept()
            return
        super().mousePressEvent(event)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        if self.chooser is not None:
            self._cancelled()
        size = self.viewport().size()
        self.table.set_size(float(size.width()), float(size.height()))

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().changeEvent(event)
        if event.type() in (QEvent.Type.DevicePixelRatioChange, QEvent.Type.ScreenChangeInternal):
            self.resetCachedContent()
            self.viewport().update()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802 (Qt API)
        r = QRectF(self.table.sceneRect())
        grad = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.75)
        base = self.background
        grad.setColorAt(0.0, base.lighter(128) if base == FELT else base.lighter(115))
        grad.setColorAt(0.6, base)
        grad.setColorAt(1.0, base.darker(150))
        painter.fillRect(rect, QBrush(grad))
