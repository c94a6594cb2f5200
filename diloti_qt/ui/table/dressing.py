"""TableDressing: every item of the card table that is not a card — labels, counts, badges,
the banner, highlight frames, the toast and the xeri flourish — kept up to date from a
stage's layout, snapshot and texts."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QTimer,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from diloti_qt.controller.port import Presence
from diloti_qt.engine import Move
from diloti_qt.engine.cards import VALUE, pretty
from diloti_qt.presenter.snapshot import TableSnapshot
from diloti_qt.presenter.texts import TableTexts

from .decor import (
    GOLD,
    OURS,
    SHADE,
    TEXT,
    THEIRS,
    Badge,
    Banner,
    Frame,
    Label,
    Notice,
    font,
)
from .ornaments import Direction, Flourish
from .places import Z_DRAG, Z_FLY, Z_HAND, Z_TABLE, Layout, TextRoom

TOAST_MS = 4000
COUNT = QColor(0, 0, 0, 175)  # the pill under a count of cards: readable on any back
STILL_FLOURISH_MS = 1200  # at pace instant the "Xeri!" still shows a moment
FELT = "felt"  # the drop target of a card laid on free felt
# The connection mark before an online seat's name (none at a local match).
PRESENCE_DOTS = {Presence.HERE: QColor("#3ccf5a"), Presence.AWAY: QColor("#f0a020"),
                 Presence.STAND_IN: QColor("#9aa3ab"), Presence.COMPUTER: QColor("#9aa3ab"),
                 Presence.UNKNOWN: QColor("#d9534f")}  # not known: this app lost the server
SCORE_SIZE, ROUND_SIZE = 1.0, 0.92  # of the layout's font size: the top edge's two lines
CHIP_SIZE, CHIP_GAP = 0.8, 0.25  # the dealer chip's font and its gap to the name, the same
_MEASURE_PX = 64.0  # the size the lines are measured at, in pixels


def words_room(texts: TableTexts | None, snap: TableSnapshot | None = None) -> TextRoom:
    """How wide the score and round lines of `texts` are on their pills, and each seat's
    name with the dealer chip beside the dealer's (`snap`), in units of the layout's font
    size (a little more: small sizes round their glyphs wider)."""
    if texts is None:
        return TextRoom()

    def em(text: str, size: float, bold: bool, dot: QColor | None = None) -> float:
        label = Label(text)
        label.set_font(font(_MEASURE_PX * size, bold))
        label.set_dot(dot)  # an online seat's connection mark widens its name's pill
        return label.size()[0] / _MEASURE_PX * 1.04 if text else 0.0

    wrapped = "\n".join(texts.round_lines) if len(texts.round_lines) > 1 else ""
    names = ()
    if snap is not None:
        chip = em(texts.dealer, CHIP_SIZE, True)
        names = tuple(em(texts.seats[s].name, 1.0, True,
                         PRESENCE_DOTS.get(texts.seats[s].presence))
                      if s in texts.seats else 0.0 for s in range(snap.players))
        names = tuple(w + (chip + CHIP_GAP if s == snap.dealer and chip else 0.0)
                      for s, w in enumerate(names))
    return TextRoom(em(texts.score, SCORE_SIZE, True), em(texts.round, ROUND_SIZE, False),
                    em(wrapped, ROUND_SIZE, False), names)


def round_text(texts: TableTexts, room: float, px: float) -> str:
    """The round line on one line if it fits in `room` pixels at font size `px`, else on
    the lines it has for that."""
    if len(texts.round_lines) < 2:
        return texts.round
    label = Label(texts.round)
    label.set_font(font(px * ROUND_SIZE))
    return texts.round if label.size()[0] <= room else "\n".join(texts.round_lines)


@dataclass(frozen=True)
class Marks:
    """What the player is doing, outlined on the table: the selection, a drag's reach and
    the pile under it, a hint, the keyboard focus."""

    selection: frozenset = frozenset()  # pile keys
    reach: frozenset = frozenset()  # pile keys the dragged card can play onto
    hot: object = None  # the pile key (or FELT) under the dragged card
    lay_ok: bool = False  # the dragged card may be laid on the felt
    dragging: int | None = None  # the dragged card
    hint: Move | None = None
    focus_card: int | None = None
    focus_pile: tuple | None = None


class TableDressing:
    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.contrast = False  # the high-contrast felt: outlines drawn stronger
        self.score_label = self._label(Z_HAND + 50)
        self.round_label = self._label(Z_HAND + 50)
        self.dealer_chip = self._label(Z_HAND + 51)
        self.dealer_chip.set_colours(QColor("#20242a"), QColor("#f4f1e6"))
        self.stock_count = self._label(Z_FLY + 5)  # (cards fly under the counts)
        self.pile_counts: dict[int, Label] = {}  # by seat
        self.hand_counts: dict[int, Label] = {}  # another seat's cards in hand, by seat
        self.names: dict[int, Label] = {}
        self.direction = self._add(Direction(), 1.5)
        self.direction.hide()
        self.badges: dict[tuple, Badge] = {}
        self.mats: dict[tuple, Frame] = {}
        self.banner = self._add(Banner(), Z_HAND - 5)
        self.sum_label = self._label(Z_HAND - 4)
        self.sum_label.set_colours(QColor("white"), QColor(OURS))
        self.toast = self._add(Notice(), Z_HAND - 4)  # a refusal or a hint, in the strip
        self.toast.hide()
        self._banner_wanted = False
        self.flourish = self._add(Flourish(), Z_DRAG + 20)
        self.flourish.hide()
        self._flourish_anim = QPropertyAnimation(self.flourish, b"grow", scene)
        self._flourish_anim.setStartValue(0.0)
        self._flourish_anim.setEndValue(1.0)
        self._flourish_anim.finished.connect(self.flourish.hide)  # it lasts as its stage
        self._flourish_still = QTimer(scene)
        self._flourish_still.setSingleShot(True)
        self._flourish_still.setInterval(STILL_FLOURISH_MS)
        self._flourish_still.timeout.connect(self.flourish.hide)
        self.slots: dict[object, Frame] = {}  # "stock" and the capture piles by seat
        self._slot_frame("stock")
        self.frames: list[Frame] = []
        self._toast_timer = QTimer(scene)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.setInterval(TOAST_MS)
        self._toast_timer.timeout.connect(self.hide_notice)

    def _add(self, item, z: float):
        item.setZValue(z)
        if isinstance(item, (Frame, Direction)):
            item.strong = self.contrast
        self.scene.addItem(item)
        return item

    def set_contrast(self, on: bool) -> None:
        """The high-contrast felt (black): the pile slots, the mats and the direction of
        play drawn in white and thicker (faint white on black did not show)."""
        self.contrast = on
        for item in [*self.slots.values(), *self.mats.values(), *self.frames,
                     self.direction]:
            item.strong = on
            item.update()

    def _label(self, z: float) -> Label:
        return self._add(Label(), z)

    def _slot_frame(self, key: object) -> Frame:
        frame = self.slots.get(key)
        if frame is None:
            frame = self.slots[key] = self._add(Frame(QRectF(), "slot", 60), 1)
        return frame

    # -- a stage's words and counts ------------------------------------------------------------
    def dress(self, lay: Layout, snap: TableSnapshot, texts: TableTexts) -> None:
        px, m = lay.font_px, lay.margin
        self.score_label.set_font(font(px * SCORE_SIZE, True))
        self.score_label.set_text(texts.score)
        self.score_label.place(QPointF(m, m + px), "left")
        self.score_label.setVisible(bool(texts.score))
        self.round_label.set_font(font(px * ROUND_SIZE))
        self.round_label.set_text(round_text(texts, lay.round_room, px))
        self.round_label.place(*lay.round_at)
        self.round_label.setVisible(bool(texts.round))
        self._names(lay, snap, texts)
        self._counts(lay, snap, texts)
        self._direction(lay, texts)
        self.badges_for(lay, snap, texts)
        if texts.banner:
            self.banner.configure(texts.banner, lay.banner, px * 0.95)
        self._banner_wanted = bool(texts.banner)
        self.banner.setVisible(self._banner_wanted and not self.toast.isVisible())
        if self.toast.isVisible():
            self.toast.configure(self.toast.text(), lay.banner, px * 0.95)

    def _names(self, lay: Layout, snap: TableSnapshot, texts: TableTexts) -> None:
        px = lay.font_px
        for seat, box in lay.seats.items():
            label = self.names.get(seat)
            if label is None:
                label = self.names[seat] = self._label(Z_HAND + 40)
            said = texts.seats[seat]
            label.set_text(said.name)
            label.set_font(font(px, True))
            if said.turn:
                label.set_colours(QColor("#2a1d00"), QColor(GOLD), QColor("white"))
            else:
                label.set_colours(TEXT, QColor(SHADE))
                label.setOpacity(1.0)
            label.set_dot(PRESENCE_DOTS.get(said.presence))
            label.place(box.label, box.label_align)
            if box.where == "top":
                self._below_top_lines(label)
            label.setToolTip(said.tip)
        for seat in [s for s in self.names if s not in lay.seats]:
            self.scene.removeItem(self.names.pop(seat))
        self._hand_counts(lay, snap, texts)
        chip = self.dealer_chip
        chip.set_font(font(px * CHIP_SIZE, True))
        chip.set_text(texts.dealer)
        chip.setToolTip(texts.dealer_tip)
        chip.setVisible(bool(texts.dealer))
        dealer = self.names.get(snap.dealer)
        if dealer is not None:
            r = dealer.mapRectToScene(dealer.boundingRect())
            if lay.seats[snap.dealer].label_align == "right":
                chip.place(QPointF(r.left() - CHIP_GAP * px, r.center().y()), "right")
            else:
                chip.place(QPointF(r.right() + CHIP_GAP * px, r.center().y()), "left")

    def _below_top_lines(self, label: Label) -> None:
        """A long top name on a small table reaches under the score or round line at the
        top left: it goes just below them (still beside its fan, a card high)."""
        for line in (s for s in (self.score_label, self.round_label) if s.isVisible()):
            above = line.sceneBoundingRect().adjusted(0, 0, 0, -2)  # less the paint margin
            mine = label.sceneBoundingRect().adjusted(0, 2, 0, 0)
            if mine.intersects(above):
                label.setY(label.y() + above.bottom() - mine.top())

    def _hand_counts(self, lay: Layout, snap: TableSnapshot, texts: TableTexts) -> None:
        """How many cards each other seat holds, on its fan of backs."""
        px = lay.font_px
        for seat, box in lay.seats.items():
            if box.count is None:
                continue
            label = self.hand_counts.get(seat)
            if label is None:
                label = self.hand_counts[seat] = self._label(Z_HAND + 30)
            n = len(snap.hands[seat])
            label.set_font(font(px * 0.95, True))
            label.set_colours(TEXT, QColor(COUNT))
            label.set_text(str(n) if n else "")
            label.setVisible(bool(n))
            label.setToolTip(texts.seats[seat].tip)
            label.place(box.count, "center")
        for seat in [s for s in self.hand_counts if lay.seats.get(s) is None
                     or lay.seats[s].count is None]:
            self.scene.removeItem(self.hand_counts.pop(seat))

    def _counts(self, lay: Layout, snap: TableSnapshot, texts: TableTexts) -> None:
        px = lay.font_px
        n = len(snap.stock)
        self.stock_count.set_font(font(px * 0.95, True))
        self.stock_count.set_colours(TEXT, QColor(COUNT))
        self.stock_count.set_text(str(n) if n else "")
        self.stock_count.setVisible(bool(n))
        self.stock_count.setToolTip(texts.stock_tip)
        self.stock_count.place(QPointF(lay.stock.center().x() + (n - 1) // 10,
                                       lay.stock.bottom() - 0.1 * lay.ch), "center")
        _fit(self.slots["stock"], lay.stock, lay.cw)
        self.slots["stock"].setVisible(bool(n) or snap.players == 2)
        mine = snap.side_of[snap.human]
        four = snap.players == 4
        for seat, rect in lay.capture.items():
            said = texts.piles[seat]
            label = self.pile_counts.get(seat)
            if label is None:
                label = self.pile_counts[seat] = self._label(Z_FLY + 5)
            ours = snap.side_of[seat] == mine
            label.set_font(font(px * 0.95, True))
            label.set_text(said.count)
            label.setVisible(bool(said.count))
            if four:
                team = QColor(OURS if ours else THEIRS)
                team.setAlpha(225)
                label.set_colours(QColor("white"), team)
            else:
                label.set_colours(TEXT, QColor(COUNT))
            label.place(QPointF(rect.center().x(), rect.bottom() - 0.1 * lay.ch), "center")
            label.setToolTip(said.tip)
            slot = self._slot_frame(seat)
            slot.set_style(("slot-ours" if ours else "slot-theirs") if four else "slot")
            slot.setToolTip(said.tip)
            _fit(slot, rect, lay.cw)
        for seat in [s for s in self.pile_counts if s not in lay.capture]:
            self.scene.removeItem(self.pile_counts.pop(seat))
            self.scene.removeItem(self.slots.pop(seat))

    def _direction(self, lay: Layout, texts: TableTexts) -> None:
        if texts.direction is None:
            self.direction.hide()
            return
        caption, tip = texts.direction
        ring = lay.table.adjusted(0.1 * lay.cw, 0.02 * lay.ch, -0.1 * lay.cw, -0.02 * lay.ch)
        self.direction.configure(ring, "↻" in caption, caption, lay.font_px * 0.9)
        spot = self.direction.caption_rect()
        self.direction.caption_shown = not any(box.rect.intersects(spot) for box in lay.piles)
        self.direction.setToolTip(tip)
        self.direction.show()

    def badges_for(self, lay: Layout, snap: TableSnapshot, texts: TableTexts | None,
                   hide: set[int] | None = None) -> None:
        """A badge and a mat on every declaration; none on a pile whose cards fly."""
        seen = set()
        for box in lay.piles:
            pile = box.pile
            said = texts.badges.get(pile.key) if texts is not None else None
            if box.badge is None or said is None:
                continue
            seen.add(pile.key)
            badge = self.badges.get(pile.key)
            if badge is None:
                badge = self.badges[pile.key] = self._add(Badge(), Z_TABLE + 150)
            tab = None
            if snap.players == 4 and pile.owner in lay.seats:
                tab = (said.initial, lay.seats[pile.owner].where)
            badge.configure(said.text, OURS if said.ours else THEIRS, 0.36 * lay.cw, tab)
            badge.anchor_top_right(box.badge)
            badge.setToolTip(said.tip)
            badge.setVisible(not (set(pile.cards) & (hide or set())))
            mat = self.mats.get(pile.key)
            if mat is None:
                mat = self.mats[pile.key] = self._add(Frame(box.rect, "ours", lay.cw),
                                                      Z_TABLE - 2)
            mat.set_style("ours" if said.ours else "theirs")
            _fit(mat, box.rect, lay.cw)
            mat.setVisible(badge.isVisible())
        for key in [k for k in self.badges if k not in seen]:
            self.scene.removeItem(self.badges.pop(key))
            self.scene.removeItem(self.mats.pop(key))

    # -- what the player does ------------------------------------------------------------------
    def mark(self, lay: Layout | None, marks: Marks) -> None:
        for frame in self.frames:
            self.scene.removeItem(frame)
        self.frames = []
        if lay is None:
            self.sum_label.hide()
            return
        dragging = marks.dragging is not None
        hint_cards = set(marks.hint.cards) if marks.hint else set()
        for box in lay.piles:
            key = box.pile.key
            style = None
            if dragging and key in marks.reach:
                style = "hot" if marks.hot == key else "glow"
            if key in marks.selection:
                style = "hot" if dragging and marks.hot == key else "select"
            if hint_cards & set(box.pile.cards):
                style = "hint"
            if style:
                self._frame(box.rect, style, lay.cw)
        focus = lay.pile_box(marks.focus_pile) if marks.focus_pile is not None else None
        if focus is not None:
            g = 0.07 * lay.cw
            self._frame(focus.rect.adjusted(-g, -g, g, g), "hot", lay.cw)
        if dragging and marks.lay_ok:  # all the felt that lays the card, down to the hand
            self._frame(lay.lay_ring(), "felt", lay.cw, z=2)
        self._sum(lay, marks.selection)

    def _frame(self, rect: QRectF, style: str, cw: float, z: float | None = None) -> None:
        self.frames.append(self._add(Frame(rect, style, cw), Z_TABLE + 140 if z is None else z))

    def _sum(self, lay: Layout, selection: frozenset) -> None:
        boxes = [b for b in lay.piles if b.pile.key in selection]
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

    # -- messages and flourishes ---------------------------------------------------------------
    def show_notice(self, lay: Layout, text: str, tip: str, kind: str = "rule",
                    rules: str = "", ms: int = TOAST_MS) -> None:
        """`text` in the strip above the hand for `ms`, in place of the obligation banner
        (which comes back after it): away from the table's cards."""
        self.toast.set_kind(kind, rules)
        self.toast.configure(text, lay.banner, lay.font_px * 0.95)
        self.toast.setToolTip(tip)
        self.toast.show()
        self.banner.hide()
        self._toast_timer.start(ms)

    def hide_notice(self, kind: str | None = None) -> None:
        """The notice goes (only one of `kind`, if given); the obligation comes back."""
        if kind is not None and self.toast.kind != kind:
            return
        self._toast_timer.stop()
        self.toast.hide()
        self.banner.setVisible(self._banner_wanted)

    def celebrate(self, lay: Layout, ms: int) -> None:
        """The "Xeri!" over the table for `ms` (a still one for zero time)."""
        self.flourish.configure(QCoreApplication.translate("Table", "Xeri!"),
                                lay.table.center(), 0.62 * lay.cw)
        self.flourish.show()
        self._flourish_anim.stop()
        if ms <= 0:
            self.flourish.grow = 0.55
            self._flourish_still.start()
            return
        self._flourish_anim.setDuration(ms)
        self._flourish_anim.start()

    def settle(self) -> None:
        """The table is at rest: a flourish that lasts its stage ends now (its animation may
        run a frame behind the stage's pause); the still one of zero time keeps its moment."""
        if self._flourish_anim.state() == QAbstractAnimation.State.Running:
            self.end_celebration()

    def end_celebration(self) -> None:
        self._flourish_anim.stop()
        self._flourish_still.stop()
        self.flourish.hide()



def _fit(frame: Frame, rect: QRectF, cw: float) -> None:
    frame.prepareGeometryChange()
    frame.rect = QRectF(rect)
    frame.cw = cw
    frame.update()
