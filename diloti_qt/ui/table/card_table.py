"""CardTable: the rule-free scene of the card table (shaped like KDE KPat's KCardScene):
card sprites, the layout in card units, flights, hit-testing and dragging by scene mouse
events. It knows no rule: it shows stages and says what the player pointed at."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsSceneMouseEvent

from diloti_qt.controller import words
from diloti_qt.presenter.snapshot import TableSnapshot, is_hidden
from diloti_qt.presenter.stages import Stage
from diloti_qt.presenter.texts import TableTexts

from .card_size import RoundSize
from .cards import CardRenderer
from .dressing import FELT, TOAST_MS, Marks, TableDressing, words_room
from .layout import MIN_TEXT_PX
from .motion import Flight, Flights, deal_rank, land, needs_flight, wants_flip
from .places import Z_DRAG, Z_HAND, Z_PILE, Z_TABLE, Layout, PileBox, Place, TextRoom
from .pointer import point_with
from .sprite import CardSprite
from .sprite_marks import lift_focus, mark_cards


class CardTable(QGraphicsScene):
    """`show(stage)` flies every card to the stage's layout and emits `animation_done`;
    `dress(texts)` puts the stage's words on the table once it has landed.

    The player's pointing comes out as signals: `pressed()` (any press: motion stops),
    `card_pressed(card)` and `card_released(card)` (held without a drag), `drag_started(card)`,
    `drag_over(target)`, `card_dropped(card, target, pos)`, `pile_activated(key or None for
    the felt)`, `card_activated(card)` (a double-click), `notice_clicked(rule ids)`. A
    target is a pile key, FELT or None. Only a card `draggable(card)` allows is held.
    """

    animation_done = Signal()
    pressed = Signal()
    card_pressed = Signal(int)
    card_released = Signal(int)
    drag_started = Signal(int)
    drag_over = Signal(object)
    card_dropped = Signal(int, object, QPointF)
    pile_activated = Signal(object)
    card_activated = Signal(int)
    notice_clicked = Signal(str)  # the rule ids of the refusal clicked

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.renderer = CardRenderer()
        self.size_px = (0.0, 0.0)
        self.card_scale, self.round_size = 1.0, RoundSize()  # one card width a round
        self.text_px = MIN_TEXT_PX  # the system's text size: the table's text is never smaller
        self.shown: TableSnapshot | None = None
        self.layout: Layout | None = None
        self.texts: TableTexts | None = None
        self.room = TextRoom()  # what the layout keeps for the words at the top edge
        self.marks = Marks()
        self.draggable: Callable[[int], bool] = lambda card: False
        self.flights = Flights(self)
        self.decor = TableDressing(self)
        self.sprites: dict[int, CardSprite] = {}
        for card in range(52):
            self._sprite(card)
        self._landing = False  # a stage is flying: animation_done is owed
        self._roles: dict[int, tuple[str, str]] = {}  # each sprite's cursor role, tooltip
        self._press: tuple[CardSprite, QPointF, QPointF] | None = None  # sprite, offset, at
        self._dragging: CardSprite | None = None
        self._hot: object = None
        self._pulse = QVariantAnimation(self)
        self._pulse.setStartValue(1.0)
        self._pulse.setKeyValueAt(0.5, 0.45)
        self._pulse.setEndValue(1.0)
        self._pulse.setDuration(1100)
        self._pulse.setLoopCount(-1)
        self._pulse.valueChanged.connect(self._pulse_step)
        self._pulsing: int | None = None

    def _sprite(self, key: int) -> CardSprite:
        sprite = self.sprites.get(key)
        if sprite is None:
            sprite = self.sprites[key] = CardSprite(key, self.renderer, 60)
            sprite.setVisible(False)
            self.addItem(sprite)
        return sprite

    # -- size and look --------------------------------------------------------------------------
    def usable(self) -> bool:
        return self.size_px[0] >= 200 and self.size_px[1] >= 150

    def set_size(self, width: float, height: float, relayout: bool = True) -> None:
        """The table's size; everything is put at its place at once unless `relayout` is
        false (a stage is about to be shown)."""
        if (width, height) != self.size_px:
            self.size_px = (width, height)
            self.setSceneRect(QRectF(0, 0, width, height))
            if relayout:
                self.relayout()

    def set_text_px(self, px: float) -> None:
        """The system's text size (pixels): the table's words follow it."""
        if px != self.text_px:
            self.text_px = px
            self.relayout()

    def set_card_scale(self, scale: float) -> None:
        """Cards `scale` times their ideal size (they still shrink when the table is full)."""
        if scale != self.card_scale:
            self.card_scale = scale
            self.relayout()

    def wanted(self, dpr: float) -> list[tuple[int | None, float, float, float]]:
        """The pixmaps the cards shown at rest ask for (CardSprite.wanted)."""
        return [s.wanted(dpr) for s in self.sprites.values() if s.isVisible()]

    def set_four_colour(self, on: bool) -> None:
        self.renderer.four_colour = on
        for sprite in self.sprites.values():
            sprite.update()

    def set_card_back(self, back: str) -> None:
        self.renderer.back = back
        for sprite in self.sprites.values():
            sprite.update()

    def relayout(self) -> None:
        """Everything at its place at once for the new size."""
        if self.shown is None or not self.usable():
            return
        self.finish()
        self._cancel_drag()
        self._place(self.shown, animate=False)
        if self.texts is not None:
            self.dress(self.texts)

    # -- stages ---------------------------------------------------------------------------------
    def busy(self) -> bool:
        return self.flights.running()

    def adopt(self, snap: TableSnapshot, texts: TableTexts | None) -> None:
        """A stage reached before this table was attached: shown once it is laid out."""
        self.shown, self.texts, self.room = snap, texts, words_room(texts, snap)

    def show(self, stage: Stage, words: TableTexts | None = None) -> None:
        """Fly to `stage`, keeping room for the `words` it will carry once landed."""
        self.finish()
        self._cancel_drag()
        self.shown = stage.snapshot
        self.room = words_room(words if words is not None else self.texts, stage.snapshot)
        if not self.usable():
            self.animation_done.emit()
            return
        self._landing = True
        flights = self._place(stage.snapshot, stage.flight > 0, stage)
        if stage.xeri:
            self.decor.celebrate(self.layout, stage.flight + stage.pause)
        else:
            self.decor.end_celebration()
        if not flights:
            self._landed()
            return
        self.flights.start(flights, stage.flight, 0, lambda: None, self._landed)

    def finish(self) -> None:
        """Land every card now; a stage in flight is done."""
        if self.flights.running():
            self.flights.finish()
        if self._landing:
            self._landed()

    def _landed(self) -> None:
        if self._landing:
            self._landing = False
            self.animation_done.emit()

    def _place(self, snap: TableSnapshot, animate: bool,
               stage: Stage | None = None) -> list[Flight]:
        w, h = self.size_px
        lay = self.round_size.layout(snap, w, h, self.card_scale, self.room, self.text_px)
        starts = {}
        if stage is not None and animate:
            starts = {key: self._sprite(origin).pos() for key, origin in stage.origins}
            if stage.from_stock:
                starts.update({key: QPointF(lay.stock.x(), lay.stock.y())
                               for key in lay.cards})
        self.layout = lay
        flights: list[Flight] = []
        for key in lay.cards:
            self._sprite(key)
        for key, sprite in self.sprites.items():
            target = lay.cards.get(key)
            if sprite.width != (wide := getattr(target, "width", 0.0) or lay.cw):
                sprite.set_width(wide)
            if target is None:
                sprite.setVisible(False)
                continue
            if key in starts:
                # a card dealt from the stock waits there unseen until its flight starts
                # (Flights shows it): under the stock's top card it only darkened the
                # stock's shadow, and was painted (48 cards at a new round's first frame)
                land(sprite, Place(starts[key].x(), starts[key].y(), 0.0,
                                   Z_PILE + target.z * 0.001, False, not stage.from_stock))
            if not animate or not needs_flight(sprite, target) or (
                    not sprite.isVisible() and (not target.visible or (
                        is_hidden(key) and key not in starts))):  # (a back has no past)
                land(sprite, target)
            else:
                flights.append(Flight(sprite, target, 0, wants_flip(sprite, target, key in starts)))
        if stage is not None and stage.stagger:
            flights.sort(key=lambda f: deal_rank(snap, f.sprite.card))
            for i, f in enumerate(flights):
                f.delay = i * stage.stagger
        for f in flights:  # the card in play flies above the others
            if f.flip or Z_TABLE <= f.target.z < Z_HAND:
                f.sprite.setZValue(f.sprite.zValue() + 0.5)
        self._tooltips(snap)
        lift_focus(self.sprites, lay, self.marks.focus_card)
        flying = {f.sprite.card for f in flights}
        said = self.texts  # the words shown, redressed in the new layout, if they name its
        if stage is not None and said is not None and lay.seats.keys() <= said.seats.keys():
            self.decor.dress(lay, snap, said)  # seats (a match of four follows one of two)
        self.decor.badges_for(lay, snap, self.texts, hide=flying)
        self.decor.mark(lay, self.marks)
        return flights

    def dress(self, texts: TableTexts) -> None:
        """The landed stage's words: scores, names, counts, badges, the banner (words wider
        than the layout kept room for, a name that changed, lay the table out again)."""
        self.texts = texts
        if not self.room.holds(room := words_room(texts, self.shown)):
            self.room = room
            if self.layout is not None and self.shown is not None and not self.busy():
                self._place(self.shown, animate=False)
        if self.layout is not None and self.shown is not None:
            self.decor.dress(self.layout, self.shown, texts)
            self.decor.mark(self.layout, self.marks)
            self._tooltips(self.shown)

    def _tooltips(self, snap: TableSnapshot) -> None:
        """A card's name on every card shown face up, the declaration's own tooltip on each
        of its cards; the hand's cards can be grabbed."""
        face_up = snap.shown_cards()
        hand = set(snap.hand)
        said = self.texts.badges if self.texts is not None else {}
        decl = {c: said[p.key].tip for p in snap.piles if p.key in said for c in p.cards}
        for key, sprite in self.sprites.items():
            role = "hand" if key in hand else "up" if key in face_up else ""
            tip = decl.get(key) or (words.card_long_name(key) if role else "")
            if self._roles.get(key) == (role, tip):
                continue
            self._roles[key] = (role, tip)
            sprite.setToolTip(tip)
            point_with(sprite, {"hand": Qt.CursorShape.OpenHandCursor,
                                "up": Qt.CursorShape.PointingHandCursor}.get(role))

    # -- marks, messages, motion -----------------------------------------------------------------
    def set_marks(self, marks: Marks) -> None:
        """Outline the selection, a drag's reach, a hint and the focus; dim what a dragged
        card cannot reach."""
        old, self.marks = self.marks, marks
        self.decor.mark(self.layout, marks)
        mark_cards(self.sprites, self.shown, self.layout, old, marks)

    def show_notice(self, text: str, tip: str, kind: str = "rule", rules: str = "",
                    ms: int = TOAST_MS) -> None:
        """A refusal (`rules`: what a click on it explains) or a hint, in the strip above
        the hand."""
        if self.layout is not None:
            self.decor.show_notice(self.layout, text, tip, kind, rules, ms)

    def fly_home(self, card: int, ms: int) -> None:
        """A card let go where no move fits flies back to its place."""
        target = self.layout.cards.get(card) if self.layout else None
        if target is None:
            return
        sprite = self.sprites[card]
        if ms <= 0 or self.flights.running():
            land(sprite, target)
            return
        self.flights.start([Flight(sprite, target)], ms, 0, lambda: None, lambda: None)

    def pulse(self, seat: int | None) -> None:
        """The name of `seat` pulses while it thinks (None: no one)."""
        self._pulsing = seat
        if seat is None:
            self._pulse.stop()
            for label in self.decor.names.values():
                label.setOpacity(1.0)
        else:
            self._pulse.start()

    def _pulse_step(self, value: float) -> None:
        label = self.decor.names.get(self._pulsing)
        if label is not None:
            label.setOpacity(float(value))

    # -- hit testing ----------------------------------------------------------------------------
    def pile_rect(self, row: int) -> QRectF:
        """The rectangle of the shown snapshot's pile `row`."""
        for box in self.layout.piles if self.layout else []:
            if box.row == row:
                return QRectF(box.rect)
        return QRectF()

    def seat_at(self, pos: QPointF) -> int | None:
        """The seat whose name or hand is at the scene point `pos`, or None."""
        for seat, label in self.decor.names.items():
            if label.isVisible() and label.sceneBoundingRect().contains(pos):
                return seat
        if self.layout is not None:
            for seat, box in self.layout.seats.items():
                if box.hand.contains(pos):
                    return seat
        return None

    def hand_sprite_at(self, pos: QPointF) -> CardSprite | None:
        hand = set(self.shown.hand) if self.shown else set()
        for item in self.items(pos):
            if isinstance(item, CardSprite) and item.isVisible() and item.card in hand:
                if item.contains(item.mapFromScene(pos)):
                    return item
        return None

    def pile_box_at(self, pos: QPointF, exclude: CardSprite | None = None) -> PileBox | None:
        lay = self.layout
        if lay is None:
            return None
        for item in self.items(pos):
            if item.isVisible() and item in self.decor.badges.values():
                return next(b for b in lay.piles if self.decor.badges.get(b.pile.key) is item)
            if isinstance(item, CardSprite) and item is not exclude and item.isVisible() \
                    and not is_hidden(item.card):
                for box in lay.piles:
                    if item.card in box.pile.cards:
                        return box
        g = 0.08 * lay.cw
        for box in lay.piles:
            if box.rect.adjusted(-g, -g, g, g).contains(pos):
                return box
        return None

    def target_at(self, pos: QPointF, exclude: CardSprite | None = None) -> object:
        """The pile under `pos`, FELT on free felt, or None off the table."""
        box = self.pile_box_at(pos, exclude)
        if box is not None:
            return box.pile.key
        lay = self.layout
        if lay is not None and lay.lay_zone().contains(pos):
            return FELT
        return None

    # -- the mouse ------------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt API)
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        pos = event.scenePos()
        notice = self.decor.toast
        if notice.isVisible() and notice.rules and notice.sceneBoundingRect().contains(pos):
            self.notice_clicked.emit(notice.rules)  # the rule in full
            return
        sprite = self.hand_sprite_at(pos)  # the card the player sees, even in flight
        offset = pos - sprite.pos() if sprite is not None else None
        self.pressed.emit()  # motion stops: every card lands
        if sprite is not None and self.draggable(sprite.card):
            self._press = (sprite, offset, pos)
            self.card_pressed.emit(sprite.card)
            return
        box = self.pile_box_at(pos)
        self.pile_activated.emit(box.pile.key if box is not None else None)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt API)
        event.accept()
        if self._press is None:
            return
        sprite, offset, at = self._press
        pos = event.scenePos()
        if self._dragging is None:
            if (pos - at).manhattanLength() < QApplication.startDragDistance():
                return
            self._lift(sprite)
            offset = self._press[1]
        sprite.setPos(pos - offset)
        hot = self.target_at(pos, exclude=sprite)
        if hot != self._hot:
            self._hot = hot
            self.drag_over.emit(hot)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt API)
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            return
        sprite = self._press[0]
        self._press = None
        if self._dragging is None:
            self.card_released.emit(sprite.card)
            return
        self._drop_look()
        pos = event.scenePos()
        self.card_dropped.emit(sprite.card, self.target_at(pos, exclude=sprite), pos)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        sprite = self.hand_sprite_at(event.scenePos())
        self.pressed.emit()
        self._press = None
        if sprite is not None and self.draggable(sprite.card):
            self.card_activated.emit(sprite.card)
            return
        box = self.pile_box_at(event.scenePos())
        if box is not None:
            self.pile_activated.emit(box.pile.key)

    def _lift(self, sprite: CardSprite) -> None:
        self._dragging = sprite
        self._hot = None
        self._pulse.stop()
        self.decor.hide_notice()
        sprite_at, offset, at = self._press
        center = sprite.center()
        sprite.setRotation(0)
        self._press = (sprite_at, offset + sprite.center() - center, at)
        sprite.setZValue(Z_DRAG)
        sprite.set_moving(True)
        sprite.setCursor(Qt.CursorShape.ClosedHandCursor)
        self.drag_started.emit(sprite.card)

    def _drop_look(self) -> None:
        self._dragging = None
        for card in self.shown.hand if self.shown else ():
            self.sprites[card].setCursor(Qt.CursorShape.OpenHandCursor)

    def cancel_drag(self) -> None:
        """A drag in progress ends: the card goes back to its place."""
        self._cancel_drag()

    def _cancel_drag(self) -> None:
        sprite = self._dragging
        self._press = None
        if sprite is None:
            return
        self._drop_look()
        target = self.layout.cards.get(sprite.card) if self.layout else None
        if target is not None:
            land(sprite, target)

