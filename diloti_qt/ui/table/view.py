"""TableView: the QGraphicsView that shows the card table, its felt and the move chooser,
and wires the presenter, the CardTable and the PlayGesture together."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontInfo, QPainter
from PySide6.QtWidgets import QGraphicsView, QWidget

from diloti_qt.controller.pace import Pace
from diloti_qt.engine import Move
from diloti_qt.presenter.presenter import TablePresenter
from diloti_qt.presenter.stages import Stage

from ..announcer import announce
from ..high_contrast import high_contrast
from .card_table import CardTable
from .felt import FELT, MIN_TABLE, paint_felt
from .gesture import PlayGesture
from .sprite import CardSprite

if TYPE_CHECKING:  # the chooser's list is made when a card with several moves is played
    from .chooser import Chooser


class TableView(QGraphicsView):
    """The game table of `presenter`'s seat; embed it as a window's central widget."""

    status = Signal(str)
    status_detail = Signal(str, str)  # the same message and a tooltip (rule ids) for it
    rule_requested = Signal(str)  # a rule id: the refusal naming it was clicked

    def __init__(self, presenter: TablePresenter, parent: QWidget | None = None,
                 deal_when_seen: bool = True):
        """`deal_when_seen`: the cards are dealt from the stock when the table is first seen
        before anybody has played (a replay shows the table as it was at once)."""
        super().__init__(parent)
        # The viewport is ours from the start: asked for one that Qt made, PySide would first
        # load every widget class of QtWidgets (and their enums) to name its type, 7 ms.
        self.setViewport(QWidget())
        self.presenter = presenter
        self.controller = presenter.source
        self.table = CardTable(self)
        self.table.set_text_px(QFontInfo(self.font()).pixelSize())
        self.gesture = PlayGesture(self.controller, presenter, self.table, self)
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
        self.setMinimumSize(*MIN_TABLE)
        self.background = FELT
        self.chooser: Chooser | None = None
        self._dealt_once = not deal_when_seen
        self.gesture.status.connect(self._status)
        self.gesture.choose.connect(self._open_chooser)
        self.gesture.chooser_obsolete.connect(self._close_chooser)
        self.table.notice_clicked.connect(
            lambda rules: self.rule_requested.emit(rules.split(",")[0].strip()))
        presenter.attach(self.table)
        presenter.started.connect(self._started)
        presenter.reached.connect(self._reached)
        presenter.retexted.connect(self._reached)
        presenter.thinking_changed.connect(self._thinking)
        presenter.changed.connect(self._changed)
        if presenter.current is not None:
            self.table.adopt(presenter.snapshot, presenter.texts)

    # -- public surface -------------------------------------------------------------------------
    @property
    def pace(self) -> Pace:
        return self.presenter.pace

    def set_pace(self, pace: Pace | str) -> None:
        """normal, fast or instant (every stage in zero time)."""
        self.presenter.set_pace(pace)
        if self.presenter.pace is Pace.INSTANT:
            self.table.pulse(None)

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
        return self.gesture.play(move)

    def set_felt(self, colour: QColor) -> None:
        """The felt's colour (the high-contrast felt: flat black, what lies on it drawn
        stronger)."""
        self.background = QColor(colour)
        self.table.decor.set_contrast(high_contrast(colour))
        self.resetCachedContent()
        self.viewport().update()

    def show_hint(self, move: Move, said: str = "") -> None:
        """Outline `move` a moment, `said` (the hint in words) above the hand."""
        self.gesture.show_hint(move, said)

    def clear_hint(self) -> None:
        self.gesture.clear_hint()

    def hide_toast(self) -> None:
        self.table.decor.hide_notice()

    def report(self, sentence: str, rules: str) -> None:
        """Say why a move was refused, on the table and in the status line."""
        self.gesture.report(sentence, rules)

    def scene_item_for_card(self, card: int) -> CardSprite:
        return self.table.sprites[card]

    def hand_items(self, seat: int) -> list[CardSprite]:
        """The sprites shown in `seat`'s hand (backs for another seat's hand)."""
        snap = self.table.shown
        return [self.table.sprites[key] for key in snap.hands[seat]] if snap else []

    def pile_scene_rect(self, row: int) -> QRectF:
        """The scene rectangle of pile `row` (the TableModel's row) as currently laid out."""
        return self.table.pile_rect(row)

    def finish_motion(self) -> None:
        """Every stage still to come now: the table shows the present."""
        self.presenter.finish()

    def is_animating(self) -> bool:
        """Whether cards are still on their way to show moves already played."""
        return self.presenter.busy()

    # -- the presenter -------------------------------------------------------------------------
    def _started(self, stage: Stage) -> None:
        table = self.table
        if stage.at_start and stage is self.presenter.current and table.busy():
            table.dress(self.presenter.texts)  # your move: the turn has passed
            # (no badge on a declaration while its cards are still in the air)
            table.decor.badges_for(table.layout, stage.snapshot, self.presenter.texts,
                                   hide=table.flights.flying())

    def _reached(self, _stage: Stage | None = None) -> None:
        self.table.dress(self.presenter.texts)

    def _changed(self) -> None:
        if not self.presenter.busy():
            self.table.decor.settle()  # the "Xeri!" lasts as its stage, not a frame more

    def _thinking(self, on: bool) -> None:
        snap = self.presenter.snapshot
        thinking = on and snap is not None and snap.to_move != snap.human
        self.table.pulse(snap.to_move if thinking and self.pace is not Pace.INSTANT else None)

    def _status(self, text: str, tip: str) -> None:
        self.status.emit(text)
        self.status_detail.emit(text, tip)
        announce(self, text, name=False)  # the focused card or pile, or the last message

    # -- the chooser ---------------------------------------------------------------------------
    def _open_chooser(self, moves: list[Move], at: QPointF, current: Move | None) -> None:
        self._close_chooser()
        lay = self.table.layout
        from .chooser import Chooser

        chooser = Chooser(self.viewport(), self.table.renderer, moves,
                          self.controller.describe, lay.font_px if lay else 14, current,
                          high_contrast(self.background))
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
        self.gesture.chooser_done(move)

    def _cancelled(self) -> None:
        self._close_chooser()
        self.gesture.chooser_done(None)

    # -- Qt events ----------------------------------------------------------------------------
    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt API)
        if self.chooser is None and self.gesture.key(event.key()):
            event.accept()
            return
        super().keyPressEvent(event)

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
        first = not self._dealt_once and self.presenter.current is not None
        self.table.set_size(float(size.width()), float(size.height()), relayout=not first)
        if first and self.table.usable():
            self._dealt_once = True  # seen for the first time: the cards are dealt
            if not self.presenter.replay_deal():
                self.table.relayout()
        elif first:
            self.table.relayout()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().changeEvent(event)
        if event.type() in (QEvent.Type.DevicePixelRatioChange, QEvent.Type.ScreenChangeInternal):
            self.resetCachedContent()
            self.viewport().update()
        elif event.type() == QEvent.Type.FontChange:  # the system's text size changed
            self.table.set_text_px(QFontInfo(self.font()).pixelSize())

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802 (Qt API)
        paint_felt(painter, rect, QRectF(self.table.sceneRect()), self.background)
