"""What a layout is made of: a place for every card, the boxes of the piles and the seats,
the room kept for the words at the top edge, and the z levels they lie at."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF

from diloti_qt.presenter.snapshot import Pile

# z levels
Z_PILE = 10.0
Z_TABLE = 100.0
Z_HAND = 300.0
Z_FLY = 600.0
Z_DRAG = 1000.0


@dataclass
class Place:
    """Where a card lies on the table: position, angle, stacking order and face."""
    x: float
    y: float
    angle: float = 0.0
    z: float = 0.0
    face_up: bool = True
    visible: bool = True
    width: float = 0.0  # drawn this wide (0: the layout's card width; others' backs, smaller)


@dataclass
class PileBox:
    """Where a pile on the table is drawn, and its badge."""
    pile: Pile
    row: int
    rect: QRectF
    badge: QPointF | None = None


@dataclass
class SeatBox:
    """Where a seat's hand, name label and card count go."""
    seat: int
    where: str  # bottom | top | left | right
    hand: QRectF
    label: QPointF  # anchor of the name label (its vertical centre, left edge)
    label_align: str = "left"
    count: QPointF | None = None  # centre of the hand's card count (another seat's backs)


@dataclass
class Layout:
    """The table laid out at one size: card size, text size and the place of everything."""
    width: float
    height: float
    cw: float
    ch: float
    font_px: float
    cards: dict[int, Place] = field(default_factory=dict)
    piles: list[PileBox] = field(default_factory=list)
    table: QRectF = field(default_factory=QRectF)
    stock: QRectF = field(default_factory=QRectF)
    capture: dict[int, QRectF] = field(default_factory=dict)  # by seat
    seats: dict[int, SeatBox] = field(default_factory=dict)
    banner: QRectF = field(default_factory=QRectF)
    margin: float = 8.0
    round_at: tuple[QPointF, str] = (QPointF(), "right")  # the round label's anchor, align
    round_room: float = math.inf  # how wide the round line may be on one line
    bw: float = 0.0  # the width of other seats' backs and their piles (0: cw)

    @property
    def bh(self) -> float:
        return (self.bw or self.cw) * self.ch / self.cw

    def pile_box(self, key: tuple) -> PileBox | None:
        for box in self.piles:
            if box.pile.key == key:
                return box
        return None

    def lay_zone(self) -> QRectF:
        """The felt where a dropped card is laid: the table's area, a little wider, and on
        down to the top of the hand at the bottom edge. The band between the piles and
        that hand is felt like any other (it holds only the strip of messages): a card
        dropped there went back with no word (issue 38, D2)."""
        zone = self.table.adjusted(-0.5 * self.cw, -0.1 * self.ch, 0.5 * self.cw, 0.1 * self.ch)
        bottom = next((box.hand.top() for box in self.seats.values()
                       if box.where == "bottom"), zone.bottom())
        zone.setBottom(max(zone.bottom(), bottom))
        return zone

    def lay_ring(self) -> QRectF:
        """The ring drawn while a card that may be laid is dragged: round `lay_zone`."""
        ring = self.table.adjusted(-0.1 * self.cw, -0.06 * self.ch, 0.1 * self.cw, 0)
        ring.setBottom(self.lay_zone().bottom() - 0.04 * self.ch)
        return ring


@dataclass(frozen=True)
class TextRoom:
    """How wide the lines at the top edge are, in units of the layout's font size (pill
    included): the score line (top left) and the round line (under it with two players, top
    right with four). The hand at the top edge keeps clear of them; with two players the
    round line may take two lines, and the hand keeps clear of that. With four, the corner
    piles and the stock keep clear of the names beside the hands."""

    score: float = 0.0
    round: float = 0.0
    round_wrapped: float = 0.0  # the round line on two lines (two players), its wider one
    names: tuple[float, ...] = ()  # each seat's name beside its hand, with the dealer chip

    def name(self, seat: int) -> float:
        return self.names[seat] if seat < len(self.names) else 0.0

    def holds(self, other: TextRoom) -> bool:
        """Whether this room is enough for `other`'s lines."""
        return (self.score >= other.score and self.round >= other.round
                and self.round_wrapped >= other.round_wrapped
                and all(self.name(s) >= w for s, w in enumerate(other.names)))
