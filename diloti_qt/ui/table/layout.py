"""Where everything goes, in card units: regions of the table and a place for every card."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF

from diloti_qt.controller.seats import seat_places
from diloti_qt.engine.state import HAND_SIZE
from diloti_qt.presenter.snapshot import HAND_KEYS as HIDDEN
from diloti_qt.presenter.snapshot import TableSnapshot

from .cards import card_height
from .places import Z_HAND, Z_PILE, Layout, Place, SeatBox, TextRoom
from .rows import place_table

HAND_STEP = 0.80  # human hand: card spacing in card widths
HAND_ANGLE = 2.4  # degrees between neighbouring hand cards
MIN_HAND_STEP = 0.40  # the least spacing that shows every card's index (its corner is
# under 0.2 of a width), in card widths; 0.45 cost Very large cards 8 % at 1200x780 (D6)
BACKS_STEP = 0.40
STACK_PER_PIXEL = 5


NO_WORDS = TextRoom()
WORDS_GAP = 0.25  # between the lines at the top edge and the top hand, in card widths
PILE_CLEAR = 0.5  # between the top hand and its capture pile, in card widths
SCORE_LINE_END = 2.0  # the score line's lower edge below the margin, in text sizes
ROUND_LINE_END = 3.6  # the round line's lower edge (one line) below the margin, in text sizes
NAME_HALF = 0.9  # half a name's pill, in text sizes
BACKS_SHARE = 0.55  # others' backs and the top piles this much of a card's width at every
# card size: backs need no index, and the height they leave holds two rows of table cards,
# so a round's width can plan for a fuller table (issue 38, D6 and D17)
CARD_SHARE = 1 / 4.5  # card height / table height: about a fifth of the window's height
TOP_GAP = 0.10  # between the top hand and the table, in its backs' heights
STRIP = 0.42  # the strip above the hand (the obligation, messages), in card heights
COUNT_HALF = 0.9  # half a card count's pill, in the table's text size
MIN_TEXT_PX = 11.0  # the table's least text size without the system's (tests, the bench)
TEXT_SHARE, TEXT_CAP = 0.135, 24.0  # the table's text: that share of a card's width, at most
TEXT_REACH = 1.8  # times the system's text size (its cap grows with a large system font)


def ideal_card_width(width: float, height: float, players: int = 2) -> float:
    """Cards about a fifth of the window high (the table's share of it, less the menus and
    the toolbar) unless the width cannot hold a hand and the side columns."""
    return max(30.0, min(height * CARD_SHARE / 1.4, width / 6.5))


# Four players: each capture pile lies in the corner at its owner's right hand.
PILE_CORNERS = {"bottom": ("right", "bottom"), "right": ("right", "top"),
                "top": ("left", "top"), "left": ("left", "bottom")}
TOP_NAME, DEALER_CHIP = 1.3, 0.8  # room for the top seat's name and chip, in card widths
NAME_GAP = 0.3  # a fan's name ends this far (card widths) before its first card
STOCK_SHIFT = 1.32  # the stock beside the dealer's pile (clear of a crosswise xeri card),
# towards the middle, in card widths


def compute(snap: TableSnapshot, width: float, height: float, scale: float = 1.0,
            words: TextRoom = NO_WORDS, text_px: float = MIN_TEXT_PX,
            most: float | None = None) -> Layout:
    """Lay the snapshot out with cards `scale` times the ideal size, at most `most` wide
    (the round's width, card_size.RoundSize); the card size shrinks only if the table (or
    the top hand beside the `words` at the top edge) would not fit. The piles lie in the
    snapshot's order. The table's text is never smaller than `text_px` (the system's)."""
    least = min(text_px, MIN_TEXT_PX)
    ideal = ideal_card_width(width, height, snap.players) * scale
    share = BACKS_SHARE
    for floor in dict.fromkeys((text_px, least)):  # a window too small for the system's
        cw = ideal if most is None else min(ideal, most)  # text: the old least
        failed = 0
        for _ in range(24):
            lay = _compute(snap, width, height, round(cw), words, floor, share=share)
            if lay is not None:  # then a pixel at a time up to the width that failed (a 3 %
                for up in range(round(cw) + 1, failed):  # step cost Very large 4 %: D6)
                    if (more := _compute(snap, width, height, up, words, floor,
                                         share=share)) is None:
                        break
                    lay = more
                return _in_play(lay, snap)
            failed, cw = round(cw), cw * 0.97
    return _in_play(_compute(snap, width, height, round(cw), words, least, True, share), snap)


def _compute(snap: TableSnapshot, width: float, height: float, cw: float, words: TextRoom,
             text_px: float, force: bool = False, share: float = 1.0) -> Layout | None:
    if snap.players == 4:
        return _compute_four(snap, width, height, cw, words, text_px, force, share)
    return _compute_two(snap, width, height, cw, words, text_px, force, share)


def text_size(cw: float, text_px: float = MIN_TEXT_PX) -> float:
    """The table's text size for cards `cw` wide: a share of the card, never under the
    system's `text_px`, at most TEXT_CAP (or TEXT_REACH times a larger system text)."""
    return max(text_px, min(max(TEXT_CAP, text_px * TEXT_REACH), TEXT_SHARE * cw))


def _in_play(lay: Layout, snap: TableSnapshot) -> Layout:
    """A capture's played card lies on the first pile it takes, offset so both can be
    read."""
    if snap.in_play is not None:
        card, cards = snap.in_play
        targets = [lay.cards[c] for c in cards if c in lay.cards]
        if targets:
            top = max(targets, key=lambda p: (p.x, p.z))
            lay.cards[card] = Place(top.x + 0.22 * lay.cw, top.y + 0.16 * lay.ch, -7.0,
                                    Z_HAND - 10, True)
    return lay


def _frame(width: float, height: float, cw: float, text_px: float = MIN_TEXT_PX,
           share: float = 1.0) -> tuple[Layout, float, float, float]:
    """The layout's frame: (layout with its strip above the human's hand, top of that hand,
    top of the hand at the top edge — whole, never cut by the edge —, height of the top
    text line)."""
    ch = card_height(cw)
    m = max(8.0, round(0.14 * cw))
    lay = Layout(width, height, cw, ch, font_px=text_size(cw, text_px), margin=m,
                 bw=round(cw * share))
    hand_top = height - m - ch - _arc_drop(cw, 6) - _turn_drop(cw, ch, 6)
    strip = STRIP * ch
    lay.banner = QRectF(0, hand_top - strip - 0.04 * ch, width, strip)
    top_hand = m + 0.06 * cw  # the fan's outer cards rise and turn a little
    lay.round_at = (QPointF(width - m, m + lay.font_px), "right")
    return lay, hand_top, top_hand, m + lay.font_px * 2.0


def _compute_two(snap: TableSnapshot, width: float, height: float, cw: float,
                 words: TextRoom, text_px: float = MIN_TEXT_PX,
                 force: bool = False, share: float = 1.0) -> Layout | None:
    """Two players: the opponent's hand whole at the top edge, its capture pile in the top
    right corner and the round under the score; the stock on the left; the table between,
    as wide as the stock and the piles' column leave it."""
    lay, hand_top, top_hand_y, _top_text = _frame(width, height, cw, text_px, share)
    ch, m, px = lay.ch, lay.margin, lay.font_px
    lay.round_at = (QPointF(m, m + px * 2.75), "left")
    sides = seat_places(snap.players, snap.human)
    table_top = top_hand_y + (1 + TOP_GAP) * lay.bh
    table_bottom = lay.banner.top() - 0.04 * ch
    left = m + 1.35 * cw  # clear of the stock (m + 0.12 cw, a card wide) by a pile gap
    lay.table = QRectF(left, table_top, width - m - 0.15 * cw - left, table_bottom - table_top)
    if not place_table(lay, snap) and not force:
        return None

    pile_x = width - m - cw - 0.25 * cw  # the capture piles' column, at the right
    for seat, where in sides.items():
        hand = snap.hands[seat]
        if where == "bottom":  # a watcher's may be "Ana · a computer plays"
            reserve = max(m + 1.6 * cw, _name_clear(lay, words.name(seat)))
            if not _fan_bottom(lay, seat, hand, hand_top, reserve) and not force:
                return None
        else:  # between the score and round lines and the capture pile (checked below),
            # its name (and the dealer chip) whole on the felt to its left
            wrapped = words.round_wrapped or words.round
            # small backs put the name (and the dealer chip) at the height of the score or
            # the round line (778x624: the chip ran into the round line): it goes below the
            # lines if it is still beside its fan there, else to their right, never under
            # them; the round line is as wide as round_room
            name_y = top_hand_y + 0.55 * lay.bh
            right = pile_x - PILE_CLEAR * cw
            left = max(m + max(words.score, wrapped) * px + WORDS_GAP * cw,
                       _name_clear(lay, words.name(seat)))
            room = min(_fan_left(lay, HAND_SIZE, left, right),
                       _fan_left(lay, len(hand), left, right)) - WORDS_GAP * cw - m
            two = bool(words.round_wrapped) and words.round * px > room  # on two lines
            below = m + (ROUND_LINE_END + (1.1 if two else 0.0) + NAME_HALF) * px
            said = words.name(seat) * px + NAME_GAP * cw
            beside = by_score = 0.0
            if below + NAME_HALF * px <= top_hand_y + lay.bh:
                name_y = max(name_y, below)
            else:
                beside = said if name_y < below else 0.0
                by_score = said if name_y - NAME_HALF * px < m + SCORE_LINE_END * px else 0.0
            left = max(m + words.score * px + WORDS_GAP * cw + by_score,
                       m + wrapped * px + WORDS_GAP * cw + beside,
                       _name_clear(lay, words.name(seat)))
            _fan_top(lay, seat, hand, top_hand_y, left, right)
            lay.seats[seat].label.setY(name_y)
            # the room of a full hand, the same all round: a shrinking fan moves towards
            # the middle, and the round line went from two lines to one and back
            full = _fan_left(lay, HAND_SIZE, left, right)
            lay.round_room = (min(full, lay.seats[seat].hand.left()) - beside
                              - WORDS_GAP * cw - m)

    stock = QRectF(m + 0.12 * cw, lay.table.center().y() - ch / 2, cw, ch)
    lay.stock = stock
    _stack(lay, snap.stock, stock, Z_PILE, face_up=False)

    # capture piles: the human's bottom right, the opponent's top right
    other = (snap.human + 1) % 2
    lay.capture[snap.human] = QRectF(pile_x, hand_top + 0.02 * ch, cw, ch)
    lay.capture[other] = QRectF(pile_x, top_hand_y, lay.bw, lay.bh)
    for seat in (snap.human, other):
        _capture_pile(lay, snap.captured[seat], snap.xeri_cards[seat], lay.capture[seat])
    if not force and lay.seats[other].hand.right() > pile_x - PILE_CLEAR * cw:
        return None  # the opponent's fan reaches its pile: smaller cards
    return lay


def _compute_four(snap: TableSnapshot, width: float, height: float, cw: float,
                  words: TextRoom, text_px: float = MIN_TEXT_PX,
                  force: bool = False, share: float = 1.0) -> Layout | None:
    """Four players (R40, R41): you at the bottom, your partner opposite, the opponents at
    the sides; a capture pile per seat in the corner at its owner's right hand, the stock
    beside the dealer's pile."""
    lay, hand_top, top_hand_y, top_text = _frame(width, height, cw, text_px, share)
    ch, m = lay.ch, lay.margin
    places = seat_places(4, snap.human, snap.clockwise)
    table_top = top_hand_y + (1 + TOP_GAP) * lay.bh
    table_bottom = lay.banner.top() - 0.04 * ch
    # the side columns: a fan of backs turned crosswise, and its seat's name above it
    sides = [s for s, where in places.items() if where in ("left", "right")]
    side_col = max(m + lay.bh + 0.35 * lay.bw,
                   m + max(words.name(s) for s in sides) * lay.font_px + 0.15 * cw)
    lay.table = QRectF(side_col, table_top, width - 2 * side_col, table_bottom - table_top)
    fits = place_table(lay, snap)

    inset = 0.25 * cw
    left_x, right_x = m + inset, width - m - inset - lay.bw
    top_y, bottom_y = top_text + 0.1 * ch, hand_top + 0.02 * ch
    for seat, where in places.items():
        horizontal, vertical = PILE_CORNERS[where]
        rect = QRectF(left_x if horizontal == "left" else right_x,
                      top_y if vertical == "top" else bottom_y, lay.bw, lay.bh)
        lay.capture[seat] = rect
        _capture_pile(lay, snap.captured[seat], snap.xeri_cards[seat], rect)
    dealer_pile = lay.capture[snap.dealer]
    shift = STOCK_SHIFT * lay.bw * (1 if dealer_pile.center().x() < width / 2 else -1)
    lay.stock = dealer_pile.translated(shift, 0)
    _stack(lay, snap.stock, lay.stock, Z_PILE, face_up=False)
    if snap.stock:  # beside a dealer at the top it reaches into the felt's corner
        fits = fits and not any(box.rect.intersects(lay.stock) for box in lay.piles)

    # the bottom fan leaves room for the corner piles, the stock beside one of them if it
    # lies at the bottom, and the name label on the left: the piles and the stock are the
    # backs' width (bw), the name its own width when known (in card widths it kept Very
    # large cards no larger than Medium: D17)
    stock_low = bool(snap.stock) and lay.stock.top() > height / 2
    stock_left = lay.stock.center().x() < width / 2
    stock_room = STOCK_SHIFT * lay.bw
    side = m + inset + lay.bw + 0.3 * cw
    said = words.name(snap.human) * lay.font_px + NAME_GAP * cw if words.names else 1.25 * cw
    reserve = max(side + said + (stock_room if stock_low and stock_left else 0),
                  side + (stock_room if stock_low and not stock_left else 0))
    for seat, where in places.items():
        hand = snap.hands[seat]
        if where == "bottom":
            fits = _fan_bottom(lay, seat, hand, hand_top, reserve) and fits
        elif where == "top":  # between the score line (left) and the round line (right)
            left = max(m + words.score * lay.font_px + WORDS_GAP * cw,
                       _name_clear(lay, words.name(seat)))
            if snap.stock and lay.stock.top() < height / 2 and stock_left:
                # the name right of the stock beside the dealer's pile: off the middle
                # rather than smaller cards (Very large cards were no larger: D17)
                left = max(left, lay.stock.right() + 0.1 * cw
                           + _top_name(lay, snap, words, seat) + NAME_GAP * cw)
            right = width - m - words.round * lay.font_px - WORDS_GAP * cw
            _fan_top(lay, seat, hand, top_hand_y, left, right)
            fits = fits and lay.seats[seat].hand.right() <= right
        else:  # between the corner piles, its name above it (on the table's middle the
            # name ran into a top corner pile, and Very large cards were no larger: D17)
            label = 0.25 * lay.bw + COUNT_HALF * lay.font_px
            _fan_side(lay, seat, hand, where, (top_y + lay.bh + bottom_y + label) / 2)
    top = next(box for box in lay.seats.values() if box.where == "top")
    if snap.stock and lay.stock.top() < height / 2:  # nor under the top seat's name
        room = _top_name(lay, snap, words, top.seat)
        name = QRectF(top.label.x() - room, top.label.y() - lay.font_px, room,
                      2 * lay.font_px)
        fits = fits and not name.intersects(lay.stock.adjusted(-0.1 * cw, 0, 0.1 * cw, 0))
    # nor a corner pile at the top under the top seat's name and chip (in the system's text
    # size they outgrew the room card widths had left them)
    said = words.name(top.seat) * lay.font_px
    name = QRectF(top.label.x() - said, top.label.y() - lay.font_px, said, 2 * lay.font_px)
    crosswise = (lay.bh - lay.bw) / 2  # a xeri's card lies across its pile (backs' size)
    fits = fits and not any(name.intersects(rect.adjusted(-crosswise, 0, crosswise, 0))
                            for rect in lay.capture.values() if rect.top() < height / 2)
    if not force and not (fits and _corners_clear(lay, top_y + lay.bh, bottom_y)):
        return None
    return lay


def _top_name(lay: Layout, snap: TableSnapshot, words: TextRoom, seat: int) -> float:
    """How wide the top seat's name (and the dealer chip) is: its own width when known,
    else room in card widths (which outgrew the name as the cards grew, and kept Very
    large cards no larger than Medium: D17)."""
    if words.names:
        return words.name(seat) * lay.font_px
    return (TOP_NAME + (DEALER_CHIP if seat == snap.dealer else 0)) * lay.cw


def _name_clear(lay: Layout, name: float) -> float:
    """Where a fan whose name (`name` font sizes wide, with the dealer chip) lies to its
    left may begin, so that the name stays whole on the felt."""
    return lay.margin + name * lay.font_px + NAME_GAP * lay.cw


def _corners_clear(lay: Layout, top_piles_bottom: float, bottom_piles_top: float) -> bool:
    """The side fans and their name labels fit between the corner piles."""
    label_h = lay.font_px * 1.6
    for box in lay.seats.values():
        if box.where not in ("left", "right"):
            continue
        top = box.label.y() - label_h / 2
        if top < top_piles_bottom + 0.08 * lay.cw or box.hand.bottom() > bottom_piles_top:
            return False
    return True


def _arc_drop(cw: float, n: int) -> float:
    half = (n - 1) / 2
    return cw * HAND_STEP * math.radians(HAND_ANGLE) * half * half / 2 + 1


def _turn_drop(cw: float, ch: float, n: int) -> float:
    """How far the lower corner of a fan's outer card, turned about its centre, reaches
    below its upright edge (at 1920x1080 the outer card's shadow left the window)."""
    turn = math.radians(HAND_ANGLE * (n - 1) / 2)
    return cw / 2 * math.sin(turn) - ch / 2 * (1 - math.cos(turn))


def _fan_bottom(lay: Layout, seat: int, hand: list[int], top: float,
                reserve: float | None = None) -> bool:
    """The human's hand, face up in a gentle arc; `reserve` is kept free at each side.
    Whether every card's index can still be read."""
    cw, ch, n = lay.cw, lay.ch, len(hand)
    avail = lay.width - 2 * (lay.margin + 1.6 * cw if reserve is None else reserve)
    step = min(HAND_STEP * cw, (avail - cw) / max(1, n - 1)) if n > 1 else 0
    total = cw + step * (n - 1)
    x0 = (lay.width - total) / 2
    radius = step / math.radians(HAND_ANGLE) if step else 0
    for i, card in enumerate(hand):
        off = i - (n - 1) / 2
        theta = math.radians(HAND_ANGLE * off)
        drop = radius * (1 - math.cos(theta))
        lay.cards[card] = Place(_px(x0 + i * step), _px(top + drop), HAND_ANGLE * off,
                                Z_HAND + i, card < HIDDEN)  # a watcher's are backs
    rect = QRectF(x0, top, total, ch)
    lay.seats[seat] = SeatBox(seat, "bottom", rect,
                              QPointF(x0 - NAME_GAP * cw, top + 0.55 * ch), "right")
    return n < 2 or step >= MIN_HAND_STEP * cw


def _fan_left(lay: Layout, n: int, left: float = 0.0, right: float | None = None) -> float:
    """Where a top fan of `n` backs starts: in the window's middle, else in the middle of
    the room between `left` and `right`."""
    total = lay.bw + BACKS_STEP * lay.bw * (max(n, 1) - 1)
    right = lay.width if right is None else right
    x0 = (lay.width - total) / 2
    if x0 < left or x0 + total > right:
        x0 = max(left, (left + right - total) / 2)
    return x0


def _fan_top(lay: Layout, seat: int, hand: list[int], top: float, left: float = 0.0,
             right: float | None = None) -> None:
    """Another seat's backs across the top edge, whole, its count on them: in the middle
    of the room between `left` and `right` (the window's middle if that is free)."""
    cw, ch, n = lay.bw, lay.bh, len(hand)
    step = BACKS_STEP * cw
    total = cw + step * (max(n, 1) - 1)
    x0 = _fan_left(lay, n, left, right)
    angle = 1.6
    radius = step / math.radians(angle)
    for i, card in enumerate(hand):
        off = i - (n - 1) / 2
        theta = math.radians(angle * off)
        rise = radius * (1 - math.cos(theta))
        lay.cards[card] = Place(_px(x0 + i * step), _px(top - rise), -angle * off,
                                Z_HAND + i, card < HIDDEN, width=cw)  # a replay's: open
    rect = QRectF(x0, top, total, ch)
    lay.seats[seat] = SeatBox(seat, "top", rect, QPointF(x0 - NAME_GAP * cw, top + 0.55 * ch),
                              "right", QPointF(rect.center().x(),
                                               rect.bottom() - _count_rise(lay, 0.1 * ch)))


def _fan_side(lay: Layout, seat: int, hand: list[int], where: str, cy: float) -> None:
    """A vertical fan of backs at the left or right edge (four players), centred on `cy`."""
    cw, ch, n = lay.bw, lay.bh, len(hand)
    step = 0.30 * cw
    total = cw + step * (max(n, 1) - 1)
    y0 = cy - total / 2
    # a card turned 90° about its centre covers ch wide, cw tall
    cx = lay.margin + ch / 2 if where == "left" else lay.width - lay.margin - ch / 2
    for i, card in enumerate(hand):
        y = y0 + i * step + cw / 2
        lay.cards[card] = Place(_px(cx - cw / 2), _px(y - ch / 2), 90.0,
                                Z_HAND + i, card < HIDDEN, width=cw)
    rect = QRectF(cx - ch / 2, y0, ch, total)
    anchor = QPointF(rect.left(), y0 - 0.25 * cw) if where == "left" else \
        QPointF(rect.right(), y0 - 0.25 * cw)
    lay.seats[seat] = SeatBox(seat, where, rect, anchor, "left" if where == "left" else "right",
                              QPointF(rect.center().x(),
                                      rect.bottom() - _count_rise(lay, 0.16 * cw)))


def _count_rise(lay: Layout, rise: float) -> float:
    """How far above a fan's lower edge its card count lies: `rise`, or more so that the
    count's pill stays on the backs (a large system text made it hang below them)."""
    return max(rise, COUNT_HALF * lay.font_px)


def _stack(lay: Layout, cards: list[int], rect: QRectF, z: float, face_up: bool) -> None:
    """A stack, `cards[0]` on top: one pixel of thickness every five cards, drawn only
    where it shows."""
    n = len(cards)
    for i, card in enumerate(cards):
        shift = i // STACK_PER_PIXEL
        lay.cards[card] = Place(_px(rect.x() + shift), _px(rect.y() + shift), 0.0,
                                z + (n - i) * 0.01, face_up, i % STACK_PER_PIXEL == 0,
                                rect.width())


def _capture_pile(lay: Layout, cards: list[int], xeris: list[int], rect: QRectF) -> None:
    rest = [c for c in reversed(cards) if c not in xeris]
    cw, ch = rect.width(), rect.height()  # a pile at the top edge may be smaller (bw)
    for k, card in enumerate(xeris):
        dy = (k - (len(xeris) - 1) / 2) * 0.16 * cw
        c = rect.center()
        lay.cards[card] = Place(_px(c.x() - cw / 2), _px(c.y() - ch / 2 + dy), 90.0,
                                Z_PILE - 1 + k * 0.01, True, width=cw)
    _stack(lay, rest, rect, Z_PILE, face_up=False)


def _px(v: float) -> float:
    return float(round(v))
