"""TableScene: shows the models' table with persistent card sprites and plays it by dragging."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QCoreApplication,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsSceneMouseEvent

from diloti_qt.controller import words
from diloti_qt.engine import Move
from diloti_qt.engine.cards import VALUE, pretty

from .cards import CardRenderer
from .decor import (
    GOLD,
    OURS,
    SHADE,
    TEXT,
    THEIRS,
    Badge,
    Banner,
    Direction,
    Flourish,
    Frame,
    Label,
    font,
)
from .layout import Z_DRAG, Z_HAND, Z_PILE, Z_TABLE, Layout, PileBox, Place, compute, decl_order
from .motion import DURATIONS, Flight, Flights, land, needs_flight, wants_flip
from .snapshot import (
    Snapshot,
    after_move_on_table,
    from_models,
    from_state,
    without_card,
)
from .sprite import CardSprite

HINT_MS = 4000
MAX_BACKLOG = 8  # stages; beyond that the table skips to the present
TOAST_MS = 4000


@dataclass
class Stage:
    """One step of what the table shows, reached by flying every card that moved."""

    snap: Snapshot
    flight: int
    pause: int = 0
    stagger: int = 0
    deal: bool = False
    onto: tuple[int, tuple[int, ...]] | None = None  # (played card, cards it lands on)
    on_start: Callable[[], None] | None = None


@dataclass
class Drag:
    sprite: CardSprite
    offset: QPointF
    press: QPointF
    active: bool = False
    moves: list[Move] = field(default_factory=list)
    reach: set[tuple] = field(default_factory=set)
    lay_ok: bool = False
    hot: object = None  # a pile key, "felt" or None


class TableScene(QGraphicsScene):
    """Reads the HandModel, the TableModel and the controller; animates `move_applied`."""

    status = Signal(str)
    status_detail = Signal(str, str)
    choose_requested = Signal(object, QPointF)  # list[Move], scene position
    chooser_obsolete = Signal()

    def __init__(self, controller, hand_model, table_model, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.hand_model = hand_model
        self.table_model = table_model
        self.renderer = CardRenderer()
        self.pace = "normal"
        self.size_px = (0.0, 0.0)
        self.shown: Snapshot | None = None
        self.layout: Layout | None = None
        self.order: dict[tuple, int] = {}
        self._next_seq = 0
        self.selection: set[tuple] = set()
        self.xeri_memory: list[list[int]] = [[] for _ in range(4)]
        self.stages: deque[Stage] = deque()
        self.flights = Flights(self)
        self._final_sync = True
        self._new_deal = True
        self._drag: Drag | None = None
        self._choosing: int | None = None
        self._hint: Move | None = None
        self._focus: int | None = None
        self._focus_pile: tuple | None = None
        self._last_hand_focus: int | None = None
        self.card_scale = 1.0
        self.sprites: dict[int, CardSprite] = {}
        for card in range(52):
            sprite = CardSprite(card, self.renderer, 60)
            sprite.setVisible(False)
            self.addItem(sprite)
            self.sprites[card] = sprite
        self._make_decor()
        self._hint_timer = _single_shot(self, HINT_MS, self.clear_hint)
        self._toast_timer = _single_shot(self, TOAST_MS, self._hide_toast)
        self._flourish_timer = _single_shot(self, 1300, self.flourish.hide)
        self._pump_soon = _single_shot(self, 0, self._pump)
        self._celebrate_soon = _single_shot(self, 0, self._celebrate)
        for model in (hand_model, table_model):
            for sig in (model.rowsInserted, model.rowsRemoved, model.modelReset,
                        model.dataChanged):
                sig.connect(self._models_changed)
        controller.state_changed.connect(self._state_changed)
        controller.move_applied.connect(self._move_applied)
        controller.obligation_changed.connect(self._obligation_changed)
        controller.thinking_changed.connect(self._thinking_changed)
        controller.new_match_started.connect(self._new_match)

    # -- decor --------------------------------------------------------------------------------
    def _make_decor(self) -> None:
        self.score_label = self._label(Z_HAND + 50)
        self.round_label = self._label(Z_HAND + 50)
        self.dealer_chip = self._label(Z_HAND + 51)
        self.dealer_chip.set_colours(QColor("#20242a"), QColor("#f4f1e6"))
        self.stock_count = self._label(Z_PILE + 5)
        self.pile_counts: dict[int, Label] = {}  # by seat
        self.names: dict[int, Label] = {}
        self.direction = Direction()
        self.direction.setZValue(1.5)
        self.direction.hide()
        self.addItem(self.direction)
        self.badges: dict[tuple, Badge] = {}
        self.mats: dict[tuple, Frame] = {}
        self.banner = Banner()
        self.banner.setZValue(Z_HAND - 5)
        self.addItem(self.banner)
        self.sum_label = self._label(Z_HAND - 4)
        self.sum_label.set_colours(QColor("white"), QColor(OURS))
        self.toast = self._label(Z_DRAG + 10)
        self.toast.set_colours(QColor("white"), QColor(140, 30, 30, 230))
        self.toast.hide()
        self.flourish = Flourish()
        self.flourish.setZValue(Z_DRAG + 20)
        self.flourish.hide()
        self.addItem(self.flourish)
        self._flourish_anim = QPropertyAnimation(self.flourish, b"grow", self)
        self._flourish_anim.setStartValue(0.0)
        self._flourish_anim.setEndValue(1.0)
        self._flourish_anim.finished.connect(self.flourish.hide)
        self.slots: dict[object, Frame] = {}  # "stock" and the capture piles by seat
        self._slot_frame("stock")
        self.frames: list[Frame] = []
        self._pulse = QVariantAnimation(self)
        self._pulse.setStartValue(1.0)
        self._pulse.setKeyValueAt(0.5, 0.45)
        self._pulse.setEndValue(1.0)
        self._pulse.setDuration(1100)
        self._pulse.setLoopCount(-1)
        self._pulse.valueChanged.connect(self._pulse_step)

    def _label(self, z: float) -> Label:
        label = Label()
        label.setZValue(z)
        self.addItem(label)
        return label

    def _slot_frame(self, key: object) -> Frame:
        frame = self.slots.get(key)
        if frame is None:
            frame = self.slots[key] = Frame(QRectF(), "slot", 60)
            frame.setZValue(1)
            self.addItem(frame)
        return frame

    # -- settings -----------------------------------------------------------------------------
    def set_pace(self, pace: str) -> None:
        self.pace = pace if pace in DURATIONS else "normal"
        if self.pace == "instant":
            self._pulse.stop()
            self.finish_motion()

    def set_four_colour(self, on: bool) -> None:
        self.renderer.four_colour = on
        for sprite in self.sprites.values():
            sprite.update()

    def set_card_back(self, back: str) -> None:
        self.renderer.back = back
        for sprite in self.sprites.values():
            sprite.update()

    def set_card_scale(self, scale: float) -> None:
        """Cards `scale` times their ideal size (they still shrink when the table is full)."""
        if scale == self.card_scale:
            return
        self.card_scale = scale
        if self.shown is not None and self._usable():
            self.finish_motion()
            self._show(self.shown, Stage(self.shown, 0))

    def set_size(self, width: float, height: float) -> None:
        if (width, height) == self.size_px:
            return
        self.size_px = (width, height)
        self.setSceneRect(QRectF(0, 0, width, height))
        if not self._usable():
            return
        if self.shown is None:
            self._pump()  # the first deal, animated
            return
        self.finish_motion()
        self._show(self.shown, Stage(self.shown, 0))

    def _usable(self) -> bool:
        return self.size_px[0] >= 200 and self.size_px[1] >= 150

    # -- helpers for tests and the window -------------------------------------------------------
    def pile_rect(self, row: int) -> QRectF:
        if self.layout is None:
            return QRectF()
        for box in self.layout.piles:
            if box.row == row:
                return QRectF(box.rect)
        return QRectF()

    def busy(self) -> bool:
        return bool(self.flights.running() or self.stages or self._final_sync)

    # -- reading the models -------------------------------------------------------------------
    def _models_changed(self, *args) -> None:
        self._final_sync = True
        self._pump_soon.start()

    def _state_changed(self) -> None:
        self._hide_toast()
        if self._drag is not None:
            self._cancel_drag()
        if self._choosing is not None:
            self._choosing = None
            self.chooser_obsolete.emit()
        self._final_sync = True
        self._pump()

    def _new_match(self) -> None:
        self._new_deal = True
        self.xeri_memory = [[] for _ in range(4)]
        self.selection.clear()
        self.clear_hint()

    def _obligation_changed(self, text: str) -> None:
        if self.layout is not None and not self.busy():
            self._refresh_banner()

    def _model_snapshot(self) -> Snapshot | None:
        c = self.controller
        if c.match is None:
            return None
        if not any(c.state.captured):
            self.xeri_memory = [[] for _ in range(4)]
        return from_models(c, self.hand_model, self.table_model, self.xeri_memory)

    def _move_applied(self, event) -> None:
        move: Move = event.move
        if event.xeri:
            self.xeri_memory[event.seat].append(move.card)
        if self.pace == "instant" or self.shown is None or not self._usable():
            if event.xeri:
                self._celebrate_soon.start()
            return
        if len(self.stages) > MAX_BACKLOG:
            self.stages.clear()  # far behind the game: catch up in one flight
            self._final_sync = True
            return
        flight, pause, stagger = DURATIONS[self.pace]
        human = self.controller.human
        mine = event.seat == human
        mem = self.xeri_memory
        mid = after_move_on_table(event.before, event.seat, move, event.xeri)
        last = event.dealt or event.round_over
        if move.action == "capture":
            first = from_state(without_card(event.before, event.seat, move.card), human, mem)
            self.stages.append(Stage(first, flight, pause // 2 if mine else pause,
                                     onto=(move.card, move.cards)))
            self.stages.append(Stage(from_state(mid, human, mem), flight,
                                     pause if last else 0,
                                     on_start=self._celebrate if event.xeri else None))
        else:
            self.stages.append(Stage(from_state(mid, human, mem), flight,
                                     pause if (last or not mine) else 0))
        if last:
            self.stages.append(Stage(from_state(event.after, human, mem), flight,
                                     stagger=stagger if event.dealt else 0, deal=False))
        self._pump()

    # -- showing ------------------------------------------------------------------------------
    def _pump(self) -> None:
        """Show the next stage, or the models' table once every stage has been shown."""
        if (self._drag is not None or self._choosing is not None or self.flights.running()
                or not self._usable()):
            return
        if self.stages:
            stage = self.stages.popleft()
            self._show(stage.snap, stage, self._pump)
            return
        if not self._final_sync:
            return
        self._final_sync = False
        snap = self._model_snapshot()
        if snap is None:
            return
        flight, _pause, stagger = DURATIONS[self.pace]
        deal = self._new_deal or self.shown is None or (
            self.shown.round_over and not snap.round_over)
        self._new_deal = False
        if deal:
            self.selection.clear()
        self._show(snap, Stage(snap, flight, 0, stagger if deal else 0, deal=deal), self._pump)

    def finish_motion(self) -> None:
        """Jump to the end: land every card, drop pending stages, show the models' table."""
        busy = self.flights.running() or self.stages or self._final_sync
        self.flights.finish()
        self.stages.clear()
        self._flourish_anim.stop()
        if not busy or not self._usable():
            return
        self._final_sync = False
        snap = self._model_snapshot()
        if snap is not None:
            self._new_deal = False
            self._show(snap, Stage(snap, 0))

    def _show(self, snap: Snapshot, stage: Stage, done: Callable[[], None] | None = None) -> None:
        self._update_order(snap)
        w, h = self.size_px
        lay = compute(snap, w, h, self.order, self.card_scale)
        if stage.onto is not None:
            self._land_onto(lay, *stage.onto)
        self.shown, self.layout = snap, lay
        animate = self.pace != "instant" and stage.flight > 0
        for sprite in self.sprites.values():
            if sprite.width != lay.cw:
                sprite.set_width(lay.cw)
        if stage.deal and animate:
            for card, place in lay.cards.items():
                land(self.sprites[card], Place(lay.stock.x(), lay.stock.y(), 0.0,
                                               Z_PILE + place.z * 0.001, False, True))
        flights: list[Flight] = []
        for card, sprite in self.sprites.items():
            target = lay.cards.get(card)
            if target is None:
                sprite.setVisible(False)
            elif not animate or not needs_flight(sprite, target) or (
                    not sprite.isVisible() and not target.visible):
                land(sprite, target)
            else:
                flights.append(Flight(sprite, target, 0, wants_flip(sprite, target)))
        if stage.stagger:
            flights.sort(key=lambda f: self._deal_rank(snap, f.sprite.card))
            for i, f in enumerate(flights):
                f.delay = i * stage.stagger
        for f in flights:  # the card in play flies first
            if f.flip or f.target.z >= Z_TABLE and f.target.z < Z_HAND:
                f.sprite.setZValue(f.sprite.zValue() + 0.5)
        self._refresh_tooltips()
        self._refresh_decor(hide_badges={f.sprite.card for f in flights})
        if stage.on_start:
            stage.on_start()
        if not animate:
            if done:
                done()
            return
        self.flights.start(flights, stage.flight, stage.pause, self._refresh_decor,
                           done or (lambda: None))

    def _deal_rank(self, snap: Snapshot, card: int) -> tuple:
        n = snap.players
        for k in range(1, n + 1):
            seat = (snap.dealer + k) % n
            if card in snap.hands[seat]:
                return (snap.hands[seat].index(card), k)
        return (99, card)

    def _land_onto(self, lay: Layout, card: int, cards: tuple[int, ...]) -> None:
        """The played card lies on the first pile it takes, offset so both can be read."""
        targets = [lay.cards[c] for c in cards if c in lay.cards]
        if not targets:
            return
        top = max(targets, key=lambda p: (p.x, p.z))
        lay.cards[card] = Place(top.x + 0.22 * lay.cw, top.y + 0.16 * lay.ch, -7.0,
                                Z_HAND - 10, True)

    def _update_order(self, snap: Snapshot) -> None:
        """Piles keep their place: a new pile takes the place of the piles it was built from."""
        old = {p.key: p for p in self.shown.piles} if self.shown is not None else {}
        for pile in snap.piles:
            if pile.key in self.order:
                continue
            inherited = [self.order[k] for k, q in old.items()
                         if k in self.order and set(q.cards) & set(pile.cards)]
            if inherited:
                self.order[pile.key] = min(inherited)
            else:
                self.order[pile.key] = self._next_seq
                self._next_seq += 1
        keep = {p.key for p in snap.piles}
        for key in [k for k in self.order if k not in keep]:
            del self.order[key]
        if not self.order:
            self._next_seq = 0

    # -- decor refresh ------------------------------------------------------------------------
    def _refresh_decor(self, hide_badges: set[int] | None = None) -> None:
        lay, snap, c = self.layout, self.shown, self.controller
        if lay is None or snap is None or c.match is None:
            return
        px = lay.font_px
        m = lay.margin
        bold = font(px, True)
        self.score_label.set_font(bold)
        self.score_label.set_text(self._score_text())
        self.score_label.place(QPointF(m, m + px), "left")
        self.round_label.set_font(font(px * 0.92))
        n_round = len(c.match.rounds) + (0 if snap.round_over else 1)
        if snap.dealer == c.human:
            text = QCoreApplication.translate("Table", "Round {n} · you deal").format(n=n_round)
        else:
            text = QCoreApplication.translate("Table", "Round {n} · {name} deals").format(
                n=n_round, name=c.seat_name(snap.dealer))
        self.round_label.set_text(text)
        self.round_label.place(QPointF(lay.width - m, m + px), "right")
        self._refresh_names(lay, snap)
        self._refresh_counts(lay, snap)
        self._refresh_direction(lay, snap)
        self._refresh_badges(lay, snap, hide_badges or set())
        self._refresh_banner()
        self._refresh_frames()

    def _score_text(self) -> str:
        c = self.controller
        s = c.match.scores
        target = c.rules.target
        mine = c.rules.side_of(c.human)
        if c.rules.players == 2:
            me, them = c.seat_name(c.human), c.seat_name((c.human + 1) % 2)
        else:
            me = QCoreApplication.translate("Table", "Us")
            them = QCoreApplication.translate("Table", "Them")
        return QCoreApplication.translate("Table", "{me} {a} · {them} {b} · to {target}").format(
            me=me, a=s[mine], them=them, b=s[1 - mine], target=target)

    def _refresh_names(self, lay: Layout, snap: Snapshot) -> None:
        px = lay.font_px
        for seat, box in lay.seats.items():
            label = self.names.get(seat)
            if label is None:
                label = self.names[seat] = self._label(Z_HAND + 40)
            turn = snap.to_move == seat and not snap.round_over
            name = self.controller.seat_name(seat)
            if seat == self.controller.human and turn:
                name = QCoreApplication.translate("Table", "Your turn")
            label.set_text(name)
            label.set_font(font(px, True))
            if turn:
                label.set_colours(QColor("#2a1d00"), QColor(GOLD), QColor("white"))
            else:
                label.set_colours(TEXT, QColor(SHADE))
            label.place(box.label, box.label_align)
            if not turn and seat != self.controller.human:
                label.setOpacity(1.0)
            tip = ""
            if seat != self.controller.human:
                count = len(snap.hands[seat])
                tip = QCoreApplication.translate("Table", "%n card(s) in hand", None, count)
            label.setToolTip(tip)
        for seat in [s for s in self.names if s not in lay.seats]:
            self.removeItem(self.names.pop(seat))
        dealer = self.names.get(snap.dealer)
        chip = self.dealer_chip
        chip.set_font(font(px * 0.8, True))
        chip.set_text(QCoreApplication.translate("Table", "Dealer"))
        chip.setToolTip(QCoreApplication.translate("Table", "{name} dealt this round").format(
            name=self.controller.seat_name(snap.dealer)))
        if dealer is not None:
            r = dealer.mapRectToScene(dealer.boundingRect())
            box = lay.seats[snap.dealer]
            if box.label_align == "right":
                chip.place(QPointF(r.left() - 0.25 * px, r.center().y()), "right")
            else:
                chip.place(QPointF(r.right() + 0.25 * px, r.center().y()), "left")

    def _refresh_counts(self, lay: Layout, snap: Snapshot) -> None:
        px = lay.font_px
        n = len(snap.stock)
        self.stock_count.set_font(font(px * 0.95, True))
        self.stock_count.set_text(str(n) if n else "")
        self.stock_count.setVisible(bool(n))
        self.stock_count.setToolTip(QCoreApplication.translate(
            "Table", "Stock: %n card(s) left to deal", None, n))
        self.stock_count.place(QPointF(lay.stock.center().x() + (n - 1) // 10,
                                       lay.stock.bottom() - 0.1 * lay.ch), "center")
        self._slot(self.slots["stock"], lay.stock, lay.cw)
        self.slots["stock"].setVisible(bool(n) or snap.players == 2)
        mine = snap.side_of[snap.human]
        four = snap.players == 4
        taken = [0, 0]
        for seat in range(snap.players):
            taken[snap.side_of[seat]] += len(snap.captured[seat])
        for seat, rect in lay.capture.items():
            count = len(snap.captured[seat])
            xeris = len(snap.xeri_cards[seat])
            label = self.pile_counts.get(seat)
            if label is None:
                label = self.pile_counts[seat] = self._label(Z_PILE + 5)
            ours = snap.side_of[seat] == mine
            label.set_font(font(px * 0.95, True))
            label.set_text(str(count) if count else "")
            label.setVisible(bool(count))
            if four:
                team = QColor(OURS if ours else THEIRS)
                team.setAlpha(225)
                label.set_colours(QColor("white"), team)
            label.place(QPointF(rect.center().x(), rect.bottom() - 0.1 * lay.ch), "center")
            owner = self.controller.seat_name(seat)
            cards = QCoreApplication.translate("Table", "%n card(s)", None, count)
            xeri_text = QCoreApplication.translate("Table", "%n xeri(s)", None, xeris)
            if not four:
                tip = QCoreApplication.translate("Table", "Pile of {owner}: {cards}, {xeris}")
            elif ours:
                tip = QCoreApplication.translate(
                    "Table", "Pile of {owner} (your side): {cards}, {xeris}")
            else:
                tip = QCoreApplication.translate(
                    "Table", "Pile of {owner} (the other side): {cards}, {xeris}")
            tip = tip.format(owner=owner, cards=cards, xeris=xeri_text)
            if four:
                tip += "\n" + QCoreApplication.translate(
                    "Table", "Cards taken so far: your side {ours}, the other side {theirs} "
                    "(R40).").format(ours=taken[mine], theirs=taken[1 - mine])
            label.setToolTip(tip)
            slot = self._slot_frame(seat)
            slot.set_style(("slot-ours" if ours else "slot-theirs") if four else "slot")
            slot.setToolTip(tip)
            self._slot(slot, rect, lay.cw)
        for seat in [s for s in self.pile_counts if s not in lay.capture]:
            self.removeItem(self.pile_counts.pop(seat))
            self.removeItem(self.slots.pop(seat))

    def _refresh_direction(self, lay: Layout, snap: Snapshot) -> None:
        """Four players: which way the turn passes (R41), mirrored with V-DIRECTION."""
        if snap.players != 4:
            self.direction.hide()
            return
        c = self.controller
        order = [(c.human + k) % 4 for k in range(4)]
        names = ", ".join(c.seat_name(s) for s in order)
        if snap.clockwise:
            caption = QCoreApplication.translate("Table", "↻ clockwise")
            tip = QCoreApplication.translate(
                "Table", "Play passes clockwise (V-DIRECTION): {order}.").format(order=names)
        else:
            caption = QCoreApplication.translate("Table", "↺ counter-clockwise")
            tip = QCoreApplication.translate(
                "Table", "Play passes counter-clockwise, as on a Greek table (R41): "
                "{order}.").format(order=names)
        area = lay.table
        ring = area.adjusted(0.1 * lay.cw, 0.02 * lay.ch, -0.1 * lay.cw, -0.02 * lay.ch)
        self.direction.configure(ring, snap.clockwise, caption, lay.font_px * 0.9)
        self.direction.setToolTip(tip)
        self.direction.show()

    def _slot(self, frame: Frame, rect: QRectF, cw: float) -> None:
        frame.prepareGeometryChange()
        frame.rect = QRectF(rect)
        frame.cw = cw
        frame.update()

    def _refresh_badges(self, lay: Layout, snap: Snapshot, hide: set[int]) -> None:
        seen = set()
        mine = snap.side_of[snap.human]
        for box in lay.piles:
            if box.badge is None:
                continue
            pile = box.pile
            seen.add(pile.key)
            badge = self.badges.get(pile.key)
            if badge is None:
                badge = self.badges[pile.key] = Badge()
                self.addItem(badge)
            if pile.kind == "family":
                count = sum(VALUE[c] for c in pile.cards) // max(1, pile.value)
                text = QCoreApplication.translate("Table", "{value} ×{count}").format(
                    value=pile.value, count=count)
            else:
                text = str(pile.value)
            own = pile.owner is not None and snap.side_of[pile.owner] == mine
            tab = None
            if snap.players == 4 and pile.owner is not None and pile.owner in lay.seats:
                tab = (self.controller.seat_name(pile.owner)[:1].upper(),
                       lay.seats[pile.owner].where)
            badge.configure(text, OURS if own else THEIRS, 0.36 * lay.cw, tab)
            badge.anchor_top_right(box.badge)
            badge.setZValue(Z_TABLE + 150)
            badge.setToolTip(self._decl_tooltip(box))
            badge.setVisible(not (set(pile.cards) & hide))
            mat = self.mats.get(pile.key)
            if mat is None:
                mat = self.mats[pile.key] = Frame(box.rect, "ours", lay.cw)
                mat.setZValue(Z_TABLE - 2)
                self.addItem(mat)
            mat.set_style("ours" if own else "theirs")
            self._slot(mat, box.rect, lay.cw)
            mat.setVisible(badge.isVisible())
        for key in [k for k in self.badges if k not in seen]:
            self.removeItem(self.badges.pop(key))
            self.removeItem(self.mats.pop(key))

    def _decl_tooltip(self, box: PileBox) -> str:
        pile = box.pile
        c = self.controller
        lines = []
        row = self._model_row(pile.key)
        if row >= 0:
            ix = self.table_model.index(row, 0)
            lines.append(self.table_model.data(ix, Qt.ItemDataRole.ToolTipRole))
        if pile.kind == "family":
            parts = ["+".join(pretty(x) for x in g) for g in decl_order(pile)]
            lines.append(QCoreApplication.translate("Table", "Components: {parts}").format(
                parts=" · ".join(parts)))
        if pile.owner == c.human:
            lines.append(c.obligation())
        elif pile.owner is not None:
            lines.append(QCoreApplication.translate(
                "Table", "{owner} must take it with a card of {value} before the round ends, "
                "unless someone takes it or changes it first.").format(
                owner=c.seat_name(pile.owner), value=pile.value))
        if c.rules.players == 4 and pile.owner is not None:
            lines.append(self._team_line(pile))
        return "\n".join(x for x in lines if x)

    def _team_line(self, pile) -> str:
        """Four players: whose side owns the pile, and what that leaves you (R42)."""
        c = self.controller
        if pile.owner == c.human:
            return QCoreApplication.translate("Table", "Your side's declaration (blue).")
        if not c.is_partner(pile.owner):
            return QCoreApplication.translate("Table", "The other side's declaration (red).")
        takes = raises = False
        for m in c.legal_moves():
            if set(pile.cards) <= set(m.cards):
                takes |= m.action == "capture"
                raises |= m.kind == "raise"
        if takes and raises:
            return QCoreApplication.translate(
                "Table", "Your partner's declaration (blue). Its duty is theirs alone: you may "
                "take it or raise it now (R42).")
        if takes:
            return QCoreApplication.translate(
                "Table", "Your partner's declaration (blue). Its duty is theirs alone: you may "
                "take it now (R42).")
        if raises:
            return QCoreApplication.translate(
                "Table", "Your partner's declaration (blue). Its duty is theirs alone: you may "
                "raise it now (R42).")
        return QCoreApplication.translate(
            "Table", "Your partner's declaration (blue). Its duty is theirs alone: you may "
            "take it or raise it like any other (R42).")

    def _model_row(self, key: tuple) -> int:
        from diloti_qt.models import Roles

        for r in range(self.table_model.rowCount()):
            if self.table_model.data(self.table_model.index(r, 0), Roles.KEY) == key:
                return r
        return -1

    def _refresh_banner(self) -> None:
        lay = self.layout
        text = self.controller.obligation() if self.controller.match is not None else ""
        if lay is None or not text:
            self.banner.hide()
            return
        self.banner.configure(text, lay.banner, lay.font_px * 0.95)
        self.banner.show()

    def _refresh_tooltips(self) -> None:
        snap = self.shown
        face_up = set(snap.hands[snap.human])
        for p in snap.piles:
            face_up.update(p.cards)
        hand = set(snap.hands[snap.human])
        for card, sprite in self.sprites.items():
            sprite.setToolTip(words.card_long_name(card) if card in face_up else "")
            if card in hand:
                sprite.setCursor(Qt.CursorShape.OpenHandCursor)
            elif card in face_up:
                sprite.setCursor(Qt.CursorShape.PointingHandCursor)
            else:
                sprite.unsetCursor()

    # -- highlights -------------------------------------------------------------------------
    def _refresh_frames(self) -> None:
        for frame in self.frames:
            self.removeItem(frame)
        self.frames = []
        lay = self.layout
        if lay is None:
            return
        drag = self._drag if self._drag is not None and self._drag.active else None
        hint_cards = set(self._hint.cards) if self._hint else set()
        for box in lay.piles:
            key = box.pile.key
            style = None
            if drag is not None and key in drag.reach:
                style = "hot" if drag.hot == key else "glow"
            if key in self.selection:
                style = "hot" if drag is not None and drag.hot == key else "select"
            if hint_cards & set(box.pile.cards):
                style = "hint"
            if style:
                self._add_frame(box.rect, style, lay.cw)
        focus = lay.pile_box(self._focus_pile) if self._focus_pile is not None else None
        if focus is not None:
            g = 0.07 * lay.cw
            self._add_frame(focus.rect.adjusted(-g, -g, g, g), "hot", lay.cw)
        if drag is not None and drag.lay_ok:
            self._add_frame(lay.table.adjusted(-0.1 * lay.cw, -0.06 * lay.ch, 0.1 * lay.cw,
                                               0.04 * lay.ch), "felt", lay.cw, z=2)
        self._refresh_sum()

    def _add_frame(self, rect: QRectF, style: str, cw: float, z: float | None = None) -> None:
        frame = Frame(rect, style, cw)
        frame.setZValue(Z_TABLE + 140 if z is None else z)
        self.addItem(frame)
        self.frames.append(frame)

    def _refresh_sum(self) -> None:
        lay = self.layout
        boxes = [b for b in lay.piles if b.pile.key in self.selection]
        if not boxes:
            self.sum_label.hide()
            return
        parts, total, faces = [], 0, False
        for b in boxes:
            if b.pile.is_decl:
                parts.append(str(b.pile.value))
                total += b.pile.value
            else:
                card = b.pile.cards[0]
                faces |= VALUE[card] == 0
                parts.append(str(VALUE[card]) if VALUE[card] else pretty(card))
                total += VALUE[card]
        if faces or len(parts) == 1:
            text = " + ".join(parts)
        else:
            text = QCoreApplication.translate("Table", "{parts} = {total}").format(
                parts=" + ".join(parts), total=total)
        union = QRectF(boxes[0].rect)
        for b in boxes[1:]:
            union = union.united(b.rect)
        self.sum_label.set_font(font(lay.font_px, True))
        self.sum_label.set_text(text)
        self.sum_label.place(QPointF(union.center().x(), union.top() - 0.11 * lay.ch), "center")
        self.sum_label.show()

    def _set_dims(self, on: bool) -> None:
        snap = self.shown
        drag = self._drag
        for card, sprite in self.sprites.items():
            dim = False
            if on and drag is not None and snap is not None and sprite is not drag.sprite:
                pile = snap.pile_of(card)
                if pile is not None:
                    dim = pile.key not in drag.reach and pile.key not in self.selection
                elif card in snap.hands[snap.human]:
                    dim = True
            sprite.set_dimmed(dim)

    # -- hint ---------------------------------------------------------------------------------
    def show_hint(self, move: Move) -> None:
        self.finish_motion()
        self.clear_hint()
        self._hint = move
        sprite = self.sprites.get(move.card)
        if sprite is not None:
            sprite.set_halo("hint")
        self._refresh_frames()
        self._hint_timer.start()

    def clear_hint(self) -> None:
        if self._hint is not None:
            sprite = self.sprites.get(self._hint.card)
            if sprite is not None and sprite.halo == "hint":
                sprite.set_halo(None)
            self._hint = None
            self._refresh_frames()
        self._hint_timer.stop()

    def hinted(self) -> Move | None:
        return self._hint

    # -- messages and flourishes ----------------------------------------------------------------
    def report(self, sentence: str, rules: str, at: QPointF | None = None) -> None:
        text = sentence
        if rules:
            text = QCoreApplication.translate("Table", "{sentence} ({rules})").format(
                sentence=sentence, rules=rules)
        tip = QCoreApplication.translate("Table", "Rules: {rules}").format(
            rules=rules) if rules else ""
        self.status.emit(text)
        self.status_detail.emit(text, tip)
        lay = self.layout
        if lay is None:
            return
        self.toast.set_font(font(lay.font_px * 0.95, True))
        self.toast.set_text(text)
        self.toast.setToolTip(tip)
        w, _h = self.toast.size()
        x = min(max(lay.margin + w / 2, (at or lay.table.center()).x()),
                lay.width - lay.margin - w / 2)
        y = lay.table.top() + 0.1 * lay.ch if at is None else max(
            lay.table.top(), at.y() - 0.75 * lay.ch)
        self.toast.place(QPointF(x, y), "center")
        self.toast.setOpacity(1.0)
        self.toast.show()
        self._toast_timer.start()

    def _hide_toast(self) -> None:
        self.toast.hide()

    def _celebrate(self) -> None:
        lay = self.layout
        if lay is None:
            return
        self.flourish.configure(QCoreApplication.translate("Table", "Xeri!"),
                                lay.table.center(), 0.62 * lay.cw)
        self.flourish.show()
        if self.pace == "instant":
            self.flourish.grow = 0.55
            self._flourish_timer.start()
            return
        self._flourish_anim.setDuration(1200 if self.pace == "normal" else 700)
        self._flourish_anim.start()

    def _thinking_changed(self, on: bool) -> None:
        if on and self.pace != "instant" and self._drag is None:
            self._pulse.start()
        else:
            self._pulse.stop()
            for label in self.names.values():
                label.setOpacity(1.0)

    def _pulse_step(self, value: float) -> None:
        seat = self.controller.state.to_move if self.controller.match else None
        label = self.names.get(seat)
        if label is not None and seat != self.controller.human:
            label.setOpacity(float(value))

    # -- hit testing --------------------------------------------------------------------------
    def hand_sprite_at(self, pos: QPointF) -> CardSprite | None:
        if self.shown is None:
            return None
        hand = set(self.shown.hands[self.shown.human])
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
            if isinstance(item, Badge) and item.isVisible():
                for box in lay.piles:
                    if self.badges.get(box.pile.key) is item:
                        return box
            if isinstance(item, CardSprite) and item is not exclude and item.isVisible():
                for box in lay.piles:
                    if item.card in box.pile.cards:
                        return box
        g = 0.08 * lay.cw
        for box in lay.piles:
            if box.rect.adjusted(-g, -g, g, g).contains(pos):
                return box
        return None

    def _selected_cards(self) -> frozenset[int]:
        cards: set[int] = set()
        for p in self.shown.piles if self.shown else []:
            if p.key in self.selection:
                cards.update(p.cards)
        return frozenset(cards)

    def toggle_selection(self, key: tuple) -> None:
        if key in self.selection:
            self.selection.discard(key)
        else:
            self.selection.add(key)
        self._refresh_frames()

    def clear_selection(self) -> None:
        if self.selection:
            self.selection.clear()
            self._refresh_frames()

    # -- mouse --------------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt API)
        if event.button() != Qt.MouseButton.LeftButton or self._choosing is not None:
            event.accept()
            return
        pos = event.scenePos()
        sprite = self.hand_sprite_at(pos)  # the card the player sees, even in flight
        offset = pos - sprite.pos() if sprite is not None else None
        self.finish_motion()
        if sprite is not None and sprite.card in self.shown.hands[self.shown.human]:
            self._set_focus(None)
            self._drag = Drag(sprite, offset, pos)
        else:
            box = self.pile_box_at(pos)
            if box is not None:
                self.toggle_selection(box.pile.key)
            else:
                self.clear_selection()
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt API)
        drag = self._drag
        if drag is None:
            event.accept()
            return
        pos = event.scenePos()
        if not drag.active:
            if (pos - drag.press).manhattanLength() < QApplication.startDragDistance():
                return
            self._begin_drag()
        drag.sprite.setPos(pos - drag.offset)
        box = self.pile_box_at(pos, exclude=drag.sprite)
        hot = box.pile.key if box is not None else None
        if hot != drag.hot:
            drag.hot = hot
            self._refresh_frames()
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt API)
        drag = self._drag
        if drag is not None and event.button() == Qt.MouseButton.LeftButton:
            if drag.active:
                self._drop(event.scenePos())
            else:
                self._drag = None
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton or self._choosing is not None:
            return
        sprite = self.hand_sprite_at(event.scenePos())
        self.finish_motion()
        self._drag = None
        if sprite is not None and sprite.card in self.shown.hands[self.shown.human]:
            self.open_chooser_for(sprite.card)
        else:
            box = self.pile_box_at(event.scenePos())
            if box is not None:
                self.toggle_selection(box.pile.key)
        event.accept()

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Left/Right walk the hand (or the table), Up goes to the table, Down back to the
        hand; Enter or Space selects a table pile, or plays the hand card with the piles
        selected (the chooser when several moves fit); Esc clears the selection."""
        if self.shown is None or self._choosing is not None:
            super().keyPressEvent(event)
            return
        k = Qt.Key
        key = event.key()
        hand = self.shown.hands[self.shown.human]
        piles = self._pile_keys()
        on_table = self._focus_pile in piles
        if key in (k.Key_Left, k.Key_Right, k.Key_Home, k.Key_End):
            row = piles if on_table else hand
            if row:
                here = self._focus_pile if on_table else self._focus
                i = row.index(here) if here in row else -1
                if key == k.Key_Home:
                    i = 0
                elif key == k.Key_End:
                    i = len(row) - 1
                else:
                    i = (i + (1 if key == k.Key_Right else -1)) % len(row)
                if on_table:
                    self._set_pile_focus(row[i])
                else:
                    self._set_focus(row[i])
        elif key == k.Key_Up and piles and not on_table:
            self._last_hand_focus = self._focus
            self._set_pile_focus(piles[0])
        elif key == k.Key_Down and on_table and hand:
            back = self._last_hand_focus
            self._set_focus(back if back in hand else hand[0])
        elif key in (k.Key_Return, k.Key_Enter, k.Key_Space) and on_table:
            self.toggle_selection(self._focus_pile)
            self._say_pile(self._focus_pile)
        elif key in (k.Key_Return, k.Key_Enter, k.Key_Space) and self._focus in hand:
            self.play_with_selection(self._focus)
        elif key == k.Key_Escape:
            self.clear_selection()
            self._set_focus(None)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _pile_keys(self) -> list[tuple]:
        """The table's piles in reading order: row by row, left to right."""
        lay = self.layout
        if lay is None:
            return []
        rows = sorted(lay.piles, key=lambda b: (round(b.rect.center().y() / max(1.0, lay.ch)),
                                                b.rect.center().x()))
        return [b.pile.key for b in rows]

    def _set_focus(self, card: int | None) -> None:
        if self._focus is not None and self.sprites[self._focus].halo == "focus":
            self.sprites[self._focus].set_halo(None)
        if self._focus_pile is not None:
            self._focus_pile = None
            self._refresh_frames()
        self._focus = card
        if card is not None:
            self.sprites[card].set_halo("focus")
            self._say(words.card_long_name(card))

    def _set_pile_focus(self, key: tuple | None) -> None:
        if self._focus is not None:
            self._set_focus(None)
        self._focus_pile = key
        self._refresh_frames()
        if key is not None:
            self._say_pile(key)

    def _say_pile(self, key: tuple) -> None:
        row = self._model_row(key)
        if row < 0:
            return
        text = self.table_model.data(self.table_model.index(row, 0),
                                     Qt.ItemDataRole.AccessibleTextRole)
        if key in self.selection:
            text = QCoreApplication.translate("Table", "{pile}, selected").format(pile=text)
        self._say(text)

    def _say(self, text: str) -> None:
        """The focused card or pile, for the status line (and so for screen readers)."""
        self.status.emit(text)
        self.status_detail.emit(text, "")

    def play_with_selection(self, card: int) -> None:
        """Play `card` onto the selected piles (the chooser for all its moves if none are)."""
        selection = self._selected_cards()
        if not selection:
            self.open_chooser_for(card)
            return
        moves = self.controller.moves_for(card, None, selection)
        if not moves:
            sentence, rules = self.controller.why_not(card, None, selection)
            self.report(sentence, rules)
        elif len(moves) == 1:
            self.play(moves[0])
        else:
            self._choosing = card
            self.choose_requested.emit(moves, self.sprites[card].center())

    # -- playing ------------------------------------------------------------------------------
    def _begin_drag(self) -> None:
        drag = self._drag
        drag.active = True
        self.clear_hint()
        self._pulse.stop()
        self.toast.hide()
        sprite = drag.sprite
        center = sprite.center()
        sprite.setRotation(0)
        drag.offset += sprite.center() - center
        sprite.setZValue(Z_DRAG)
        sprite.set_moving(True)
        sprite.setCursor(Qt.CursorShape.ClosedHandCursor)
        drag.moves = [m for m in self.controller.legal_moves() if m.card == sprite.card]
        used = [set(m.cards) for m in drag.moves]
        drag.reach = {p.key for p in self.shown.piles if any(u & set(p.cards) for u in used)}
        drag.lay_ok = any(m.action == "lay" for m in drag.moves)
        self._set_dims(True)
        self._refresh_frames()

    def _end_drag_look(self) -> None:
        for card in self.shown.hands[self.shown.human] if self.shown else []:
            self.sprites[card].setCursor(Qt.CursorShape.OpenHandCursor)
        self._set_dims(False)
        self._refresh_frames()

    def _drop(self, pos: QPointF) -> None:
        drag = self._drag
        sprite = drag.sprite
        self._drag = None
        self._end_drag_look()
        box = self.pile_box_at(pos, exclude=sprite)
        lay = self.layout
        on_table = box is not None or lay.table.adjusted(
            -0.5 * lay.cw, -0.1 * lay.ch, 0.5 * lay.cw, 0.1 * lay.ch).contains(pos)
        if not on_table:
            self.fly_home(sprite)
            return
        target = frozenset(box.pile.cards) if box is not None else None
        selection = self._selected_cards()
        moves = self.controller.moves_for(sprite.card, target, selection)
        if not moves:
            sentence, rules = self.controller.why_not(sprite.card, target, selection)
            self.report(sentence, rules, pos)
            self.fly_home(sprite)
        elif len(moves) == 1:
            self.play(moves[0])
        else:
            self._choosing = sprite.card
            self.choose_requested.emit(moves, pos)

    def open_chooser_for(self, card: int) -> None:
        moves = [m for m in self.controller.legal_moves() if m.card == card]
        if not moves:
            sentence, rules = self.controller.why_not(card, None, frozenset())
            self.report(sentence, rules)
            return
        self._choosing = card
        self.choose_requested.emit(moves, self.sprites[card].center())

    def chooser_done(self, move: Move | None) -> None:
        card, self._choosing = self._choosing, None
        if move is not None:
            self.play(move)
        elif card is not None:
            self.fly_home(self.sprites[card])
        self._pump()

    def play(self, move: Move) -> bool:
        self.selection.clear()
        self._set_focus(None)
        self.clear_hint()
        self._refresh_frames()
        return self.controller.play(move)

    def fly_home(self, sprite: CardSprite) -> None:
        target = self.layout.cards.get(sprite.card) if self.layout else None
        if target is None:
            return
        flight = DURATIONS[self.pace][0]
        if flight == 0 or self.flights.running():
            land(sprite, target)
            self._pump()
            return
        self.flights.start([Flight(sprite, target)], flight, 0, lambda: None, self._pump)

    def _cancel_drag(self) -> None:
        drag, self._drag = self._drag, None
        if drag is not None and drag.active:
            self._end_drag_look()
            target = self.layout.cards.get(drag.sprite.card) if self.layout else None
            if target is not None:
                land(drag.sprite, target)


def _single_shot(parent, ms: int, slot) -> QTimer:
    timer = QTimer(parent)
    timer.setSingleShot(True)
    timer.setInterval(ms)
    timer.timeout.connect(slot)
    return timer
