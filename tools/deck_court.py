"""The court figures of the deck: a crowned king, a queen and a jack, drawn as SVG shapes in
the traditional double-headed style (the top half, then the same half turned about the
card's centre, the two cut along a diagonal)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from deck_svg import CX, CY, WIDTH, num

Point = tuple[float, float]

PANEL = (54.0, 16.0, 196.0, 334.0)  # x0, y0, x1, y1: clear of the corner indices
DIVIDER_DROP = 10.0  # the cut runs from (x0, CY + drop) up to (x1, CY - drop)

INK = "#1a1a1a"
RED, BLUE, YELLOW, BLACK = "#c8102e", "#1f4e9c", "#f2c230", "#232323"
FLESH, CHEEK, WHITE = "#fbe0c4", "#f2b3a0", "#ffffff"
STEEL, WOOD, LEAF = "#d9dee6", "#8a5a2b", "#2e7d32"
HAIR = {"K": "#ece6d8", "Q": "#e5b32e", "J": "#8a5a2b"}
# Robe, its front panel and the trims, per suit: the four suits dress differently.
PALETTES = {
    "S": (BLUE, RED, YELLOW),
    "H": (RED, BLUE, YELLOW),
    "D": (YELLOW, RED, BLUE),
    "C": (BLUE, YELLOW, RED),
}
MIRRORED = {"H", "C"}  # these suits hold their attribute in the other hand


def bezier(p0: Point, p1: Point, p2: Point, p3: Point, steps: int = 8) -> list[Point]:
    """Points along a cubic Bézier, p0 excluded."""
    out = []
    for i in range(1, steps + 1):
        t = i / steps
        u = 1 - t
        out.append((u ** 3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0]
                    + t ** 3 * p3[0],
                    u ** 3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1]
                    + t ** 3 * p3[1]))
    return out


def divider_side(p: Point) -> float:
    """Negative above the cut (the top half), positive below it."""
    x0, _, x1, _ = PANEL
    line_y = CY + DIVIDER_DROP - (p[0] - x0) * (2 * DIVIDER_DROP / (x1 - x0))
    return p[1] - line_y


def _crossing(a: Point, b: Point) -> Point:
    fa, fb = divider_side(a), divider_side(b)
    t = fa / (fa - fb)
    return (a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]))


def clip_polygon(points: Sequence[Point]) -> list[Point]:
    """The part of a closed polygon above the cut (Sutherland–Hodgman, one edge)."""
    out: list[Point] = []
    for i, b in enumerate(points):
        a = points[i - 1]
        a_in, b_in = divider_side(a) <= 0, divider_side(b) <= 0
        if b_in:
            if not a_in:
                out.append(_crossing(a, b))
            out.append(b)
        elif a_in:
            out.append(_crossing(a, b))
    return out


def clip_polyline(points: Sequence[Point]) -> list[list[Point]]:
    """The runs of an open polyline that lie above the cut."""
    runs: list[list[Point]] = []
    current: list[Point] = []
    for a, b in zip(points, points[1:], strict=False):
        a_in, b_in = divider_side(a) <= 0, divider_side(b) <= 0
        if a_in and not current:
            current = [a]
        if a_in and b_in:
            current.append(b)
        elif a_in:
            current.append(_crossing(a, b))
            runs.append(current)
            current = []
        elif b_in:
            current = [_crossing(a, b), b]
    if len(current) > 1:
        runs.append(current)
    return runs


class Half:
    """Collects the SVG of one half figure; every point goes through `at`, which mirrors the
    figure about the card's vertical axis for the suits that hold it the other way."""

    def __init__(self, mirror: bool) -> None:
        self.mirror = mirror
        self.parts: list[str] = []
        self.factor, self.src, self.dst = 1.0, (0.0, 0.0), (0.0, 0.0)

    def zoom(self, factor: float, src: Point, dst: Point) -> None:
        """Draw what follows `factor` times larger, the point `src` landing on `dst`."""
        self.factor, self.src, self.dst = factor, src, dst

    def place(self, p: Point) -> Point:
        x = self.dst[0] + (p[0] - self.src[0]) * self.factor
        y = self.dst[1] + (p[1] - self.src[1]) * self.factor
        return (WIDTH - x if self.mirror else x), y

    def at(self, p: Point) -> str:
        x, y = self.place(p)
        return f"{num(x)},{num(y)}"

    def _style(self, fill: str, stroke: str | None, width: float) -> str:
        if stroke is None:
            return f'fill="{fill}"'
        return (f'fill="{fill}" stroke="{stroke}" stroke-width="{num(width)}" '
                'stroke-linejoin="round"')

    def path(self, d: Iterable, fill: str, stroke: str | None = INK, width: float = 1.4) -> None:
        """`d`: ("M", p), ("L", p), ("C", p1, p2, p), ("Z",) commands in card units."""
        text = "".join(cmd[0] + " ".join(self.at(p) for p in cmd[1:]) for cmd in d)
        self.parts.append(f'<path d="{text}" {self._style(fill, stroke, width)}/>')

    def region(self, points: Sequence[Point], fill: str, stroke: str | None = INK,
               width: float = 1.4) -> None:
        """A closed polygon, cut along the diagonal."""
        kept = clip_polygon([self.place(p) for p in points])
        if len(kept) >= 3:
            d = "M" + "L".join(f"{num(x)},{num(y)}" for x, y in kept) + "Z"
            self.parts.append(f'<path d="{d}" {self._style(fill, stroke, width)}/>')

    def line(self, points: Sequence[Point], colour: str, width: float) -> None:
        """An open polyline, cut along the diagonal."""
        for run in clip_polyline([self.place(p) for p in points]):
            d = "M" + "L".join(f"{num(x)},{num(y)}" for x, y in run)
            self.parts.append(f'<path d="{d}" fill="none" stroke="{colour}" '
                              f'stroke-width="{num(width)}" stroke-linecap="round" '
                              'stroke-linejoin="round"/>')

    def ellipse(self, c: Point, rx: float, ry: float, fill: str, stroke: str | None = INK,
                width: float = 1.2) -> None:
        x, y = self.at(c).split(",")
        rx, ry = rx * self.factor, ry * self.factor
        self.parts.append(f'<ellipse cx="{x}" cy="{y}" rx="{num(rx)}" ry="{num(ry)}" '
                          f'{self._style(fill, stroke, width)}/>')


def symmetric(points: Sequence[Point]) -> list[Point]:
    """A closed outline from its left half: the points, then their mirror images reversed."""
    return list(points) + [(WIDTH - x, y) for x, y in reversed(points)]


# -- the body ---------------------------------------------------------------------------------
NECK_Y = 108  # where the head's neck meets the robe


def robe(h: Half, robe_colour: str, panel_colour: str, trim: str) -> None:
    x0, _, _, _ = PANEL
    left = [(110, NECK_Y - 2), *bezier((110, NECK_Y - 2), (92, NECK_Y), (72, NECK_Y + 6),
                                       (x0 + 1, NECK_Y + 22)), (x0 + 1, 215)]
    h.region(symmetric(left), robe_colour)
    # Brocade: chevrons of trim on both sides of the front panel.
    for left_x in (60, 142):
        for k in range(7):
            y = NECK_Y + 26 + 9 * k
            h.line([(left_x, y), (left_x + 24, y + 8), (left_x + 48, y)], trim, 1.4)
    front = [(113, NECK_Y), (137, NECK_Y), (142, 215), (108, 215)]
    h.region(front, panel_colour)
    for top, bottom in (((113, NECK_Y), (108, 215)), ((137, NECK_Y), (142, 215))):
        h.line([top, bottom], trim, 3.4)
        h.line([top, bottom], INK, 0.8)
    for k in range(4):
        h.ellipse((125, NECK_Y + 16 + 12 * k), 2.8, 2.8, trim, INK, 0.9)  # buttons


def shoulders_band(h: Half, trim: str) -> None:
    """A mantle collar over the shoulders in the trim colour."""
    outline = [(104, NECK_Y - 1), *bezier((104, NECK_Y - 1), (92, NECK_Y + 1), (80, NECK_Y + 4),
                                          (70, NECK_Y + 9)),
               (74, NECK_Y + 17), *bezier((74, NECK_Y + 17), (86, NECK_Y + 13), (98, NECK_Y + 12),
                                          (112, NECK_Y + 12))]
    h.region(symmetric(outline), trim)


def robe_edges(h: Half, rank: str, trim: str) -> None:
    """The robe's outer edges down the frame: ermine for the king, a braid for the queen."""
    if rank == "J":
        return
    x0, _, _, _ = PANEL
    for left in (x0 + 1, WIDTH - x0 - 9):
        fill = WHITE if rank == "K" else trim
        h.region([(left, NECK_Y + 26), (left + 8, NECK_Y + 24), (left + 8, 215), (left, 215)],
                 fill, INK, 1.0)
        for k in range(4):
            y = NECK_Y + 34 + 11 * k
            if rank == "K":
                h.path([("M", (left + 4, y - 2.5)), ("L", (left + 5.6, y + 2)),
                        ("L", (left + 2.4, y + 2)), ("Z",)], BLACK, None)
            else:
                h.line([(left + 1, y), (left + 4, y + 4), (left + 7, y)], INK, 0.8)


def ermine_collar(h: Half) -> None:
    outline = [(99, 99), *bezier((99, 99), (104, 110), (114, 117), (125, 118))]
    inner = [*bezier((125, 118), (136, 117), (146, 110), (151, 99)),
             *bezier((151, 99), (142, 104), (134, 106), (125, 106)),
             *bezier((125, 106), (116, 106), (108, 104), (99, 99))]
    h.region(outline + inner, WHITE)
    for x, y in ((108, 106), (118, 112), (132, 112), (142, 106)):
        h.path([("M", (x, y - 2.5)), ("L", (x + 1.6, y + 2)), ("L", (x - 1.6, y + 2)), ("Z",)],
               BLACK, None)


def pearl_necklace(h: Half) -> None:
    for p in bezier((109, 104), (114, 114), (136, 114), (141, 104), 8):
        h.ellipse(p, 2, 2, WHITE, INK, 0.8)


def jack_collar(h: Half, trim: str) -> None:
    outline = [(104, 100), *bezier((104, 100), (110, 112), (140, 112), (146, 100)),
               (140, 98), *bezier((140, 98), (134, 104), (116, 104), (110, 98))]
    h.region(outline, trim)


def arm(h: Half, sleeve: str, cuff: str, hand_at: Point) -> None:
    """The sleeve from the shoulder down to the hand, on the viewer's left."""
    hx, hy = hand_at
    h.region([(58, NECK_Y + 24), (72, NECK_Y + 14), (hx + 9, hy - 9), (hx + 9, hy + 3),
              (hx - 9, hy + 9), (57, hy + 2)], sleeve)
    h.region([(hx - 10, hy + 3), (hx + 7, hy - 5), (hx + 10, hy + 1), (hx - 7, hy + 10)],
             cuff)


def hand(h: Half, at: Point) -> None:
    h.ellipse(at, 7, 6, FLESH)
    x, y = at
    for dy in (-2.5, 0.5, 3.5):
        h.line([(x - 1, y + dy), (x + 5, y + dy - 0.5)], INK, 0.7)


def other_hand(h: Half, sleeve: str, cuff: str) -> None:
    """The figure's left hand, across the chest (viewer's right)."""
    h.region([(192, NECK_Y + 24), (193, 154), (168, 156), (158, 150), (162, 140),
              (178, NECK_Y + 14)], sleeve)
    h.region([(156, 141), (165, 138), (170, 152), (161, 155)], cuff)
    h.ellipse((154, 148), 6.5, 5.5, FLESH)


# -- heads ------------------------------------------------------------------------------------
FACE = [("M", (125, 60)), ("C", (137, 60), (141, 70), (141, 80)),
        ("C", (141, 92), (134, 100), (125, 100)), ("C", (116, 100), (109, 92), (109, 80)),
        ("C", (109, 70), (113, 60), (125, 60)), ("Z",)]


def neck(h: Half) -> None:
    h.path([("M", (118, 94)), ("L", (132, 94)), ("L", (133, 106)), ("L", (117, 106)), ("Z",)],
           FLESH)


def face(h: Half, lips: str = RED, brows: str = INK) -> None:
    h.path(FACE, FLESH)
    for x in (117.5, 132.5):
        h.ellipse((x, 88), 3, 2.2, CHEEK, None)
    for x, d in ((119, -1), (131, 1)):
        h.ellipse((x, 80), 2.4, 1.5, INK, None)
        h.line([(x - 4 * d, 76.5), (x + 3 * d, 75.5)], brows, 1.3)
    h.line([(125, 80), (123, 87.5), (126.5, 88.5)], INK, 1.0)
    h.path([("M", (120.5, 92.5)), ("C", (123, 94.5), (127, 94.5), (129.5, 92.5)),
            ("C", (127, 95.8), (123, 95.8), (120.5, 92.5)), ("Z",)], lips, INK, 0.7)


def king_head(h: Half, cap: str) -> None:
    hair = HAIR["K"]
    h.region(symmetric([(110, 74), (104, 86), (106, 100), (113, 104)]), hair)  # hair behind
    face(h)
    h.path([("M", (110, 84)), ("C", (110, 102), (116, 114), (125, 116)),
            ("C", (134, 114), (140, 102), (140, 84)), ("C", (137, 93), (132, 97), (125, 97)),
            ("C", (118, 97), (113, 93), (110, 84)), ("Z",)], hair)
    h.path([("M", (116, 92)), ("C", (120, 88.5), (124, 89.5), (125, 91)),
            ("C", (126, 89.5), (130, 88.5), (134, 92)), ("C", (130, 94.5), (120, 94.5),
                                                         (116, 92)), ("Z",)], hair)
    h.line([(118, 104), (121, 110)], INK, 0.7)
    h.line([(132, 104), (129, 110)], INK, 0.7)
    # The crown: a velvet cap, five points with pearls, a jewelled band.
    h.path([("M", (108, 54)), ("C", (108, 43), (142, 43), (142, 54)), ("Z",)], cap)
    h.region(symmetric([(106, 61), (103, 38), (113, 49), (118, 34), (125, 46)]), YELLOW)
    h.path([("M", (106, 54)), ("L", (144, 54)), ("L", (144, 62)), ("L", (106, 62)), ("Z",)],
           YELLOW)
    for x, colour in ((114, RED), (125, BLUE), (136, RED)):
        h.ellipse((x, 58), 2.8, 2.2, colour, INK, 0.7)
    for x, y in ((103, 38), (118, 34), (125, 46), (132, 34), (147, 38)):
        h.ellipse((x, y), 2.4, 2.4, WHITE, INK, 0.8)


def queen_head(h: Half, cap: str) -> None:
    hair = HAIR["Q"]
    h.region(symmetric([(111, 66), (103, 80), (102, 100), (95, 114), (110, 110), (112, 92)]),
             hair)
    face(h)
    h.path([("M", (109, 76)), ("C", (109, 62), (141, 62), (141, 76)),
            ("C", (135, 66), (115, 66), (109, 76)), ("Z",)], hair)
    h.path([("M", (112, 52)), ("C", (112, 44), (138, 44), (138, 52)), ("Z",)], cap)
    h.region(symmetric([(109, 60), (107, 44), (116, 51), (125, 37)]), YELLOW)
    h.path([("M", (109, 55)), ("L", (141, 55)), ("L", (141, 61)), ("L", (109, 61)), ("Z",)],
           YELLOW)
    for x, colour in ((117, LEAF), (125, RED), (133, LEAF)):
        h.ellipse((x, 58), 2.2, 1.8, colour, INK, 0.6)
    for x, y in ((107, 44), (125, 37), (143, 44)):
        h.ellipse((x, y), 2.6, 2.6, WHITE, INK, 0.8)


def jack_head(h: Half, cap: str, trim: str) -> None:
    hair = HAIR["J"]
    for x, y in ((109, 72), (107.5, 81), (109, 90), (112, 97)):
        h.ellipse((x, y), 4.6, 4.6, hair, INK, 1.0)
        h.ellipse((WIDTH - x, y), 4.6, 4.6, hair, INK, 1.0)
    face(h)
    h.path([("M", (113, 96)), ("C", (118, 93), (122, 94), (125, 95)),
            ("C", (128, 94), (132, 93), (137, 96)), ("C", (131, 95.5), (119, 95.5),
                                                     (113, 96)), ("Z",)], hair, INK, 0.6)
    # A beret with a feather.
    h.path([("M", (103, 66)), ("C", (100, 52), (112, 43), (127, 43)),
            ("C", (142, 43), (150, 51), (149, 62)), ("C", (138, 56), (114, 58), (103, 66)),
            ("Z",)], cap)
    h.path([("M", (104, 63)), ("C", (114, 56), (138, 54), (149, 59)), ("L", (149, 64)),
            ("C", (137, 60), (115, 61), (105, 68)), ("Z",)], trim)
    h.path([("M", (141, 52)), ("C", (146, 42), (153, 35), (163, 30)),
            ("C", (161, 40), (154, 48), (145, 55)), ("Z",)], WHITE)
    h.line([(143, 53), (161, 32)], INK, 0.7)


# -- what they hold ----------------------------------------------------------------------------
def sword(h: Half, x: float) -> None:
    h.path([("M", (x, 24)), ("L", (x + 3.4, 33)), ("L", (x + 3.4, 131)), ("L", (x - 3.4, 131)),
            ("L", (x - 3.4, 33)), ("Z",)], STEEL)
    h.line([(x, 33), (x, 128)], "#9aa3ae", 1.0)
    h.path([("M", (x - 14, 130)), ("L", (x + 14, 130)), ("L", (x + 14, 135.5)),
            ("L", (x - 14, 135.5)), ("Z",)], YELLOW)
    h.path([("M", (x - 2.8, 135.5)), ("L", (x + 2.8, 135.5)), ("L", (x + 2.8, 146)),
            ("L", (x - 2.8, 146)), ("Z",)], WOOD)


def sceptre(h: Half, x: float) -> None:
    h.path([("M", (x - 1.8, 38)), ("L", (x + 1.8, 38)), ("L", (x + 1.8, 168)),
            ("L", (x - 1.8, 168)), ("Z",)], YELLOW)
    h.ellipse((x, 33), 6, 6, YELLOW)
    h.line([(x - 6, 33), (x + 6, 33)], INK, 0.8)
    h.path([("M", (x - 1.3, 18)), ("L", (x + 1.3, 18)), ("L", (x + 1.3, 21.5)),
            ("L", (x + 4, 21.5)), ("L", (x + 4, 24.5)), ("L", (x + 1.3, 24.5)),
            ("L", (x + 1.3, 27.5)), ("L", (x - 1.3, 27.5)), ("L", (x - 1.3, 24.5)),
            ("L", (x - 4, 24.5)), ("L", (x - 4, 21.5)), ("L", (x - 1.3, 21.5)), ("Z",)], YELLOW,
           INK, 0.8)


def rose(h: Half, x: float) -> None:
    h.line([(x, 144), (x - 1, 132), (x - 2, 116)], LEAF, 2.2)
    h.path([("M", (x - 1, 131)), ("C", (x - 10, 128), (x - 15, 132), (x - 17, 136)),
            ("C", (x - 10, 137), (x - 4, 136), (x - 1, 131)), ("Z",)], LEAF, INK, 0.8)
    for dx, dy in ((0, -5.5), (5.2, -1.7), (3.3, 4.4), (-3.3, 4.4), (-5.2, -1.7)):
        h.ellipse((x - 2 + dx, 111 + dy), 4.8, 4.8, RED, INK, 0.8)
    h.ellipse((x - 2, 111), 3.2, 3.2, YELLOW, INK, 0.7)


def halberd(h: Half, x: float) -> None:
    h.region([(x - 1.8, 30), (x + 1.8, 30), (x + 1.8, 215), (x - 1.8, 215)], WOOD, INK, 1.0)
    h.path([("M", (x - 2.5, 32)), ("L", (x, 19)), ("L", (x + 2.5, 32)), ("Z",)], STEEL, INK,
           1.0)
    h.path([("M", (x + 1.8, 34)), ("C", (x + 10, 30), (x + 15, 32), (x + 17, 36)),
            ("C", (x + 15, 44), (x + 14, 50), (x + 16, 56)), ("C", (x + 10, 52), (x + 5, 50),
                                                              (x + 1.8, 50)), ("Z",)], STEEL)
    h.path([("M", (x - 1.8, 38)), ("L", (x - 9, 42)), ("L", (x - 1.8, 46)), ("Z",)], STEEL,
           INK, 1.0)


HEAD_ZOOM = 1.12  # the heads are drawn around a face 40 units tall, shown 45 tall
HAND_AT = (84.0, 146.0)


def half_figure(rank: str, suit: str) -> list[str]:
    """The SVG elements of the top half of a court card (without its frame)."""
    robe_colour, panel_colour, trim = PALETTES[suit]
    h = Half(suit in MIRRORED)
    robe(h, robe_colour, panel_colour, trim)
    robe_edges(h, rank, trim)
    shoulders_band(h, trim)
    other_hand(h, panel_colour, WHITE)
    x = HAND_AT[0]
    if rank == "J":
        halberd(h, x)
    elif rank == "K":
        (sword if suit in "SH" else sceptre)(h, x)
    h.zoom(HEAD_ZOOM, (125, 100), (125, 101))
    neck(h)
    if rank == "K":
        ermine_collar(h)
        king_head(h, panel_colour)
    elif rank == "Q":
        pearl_necklace(h)
        queen_head(h, panel_colour)
    else:
        jack_collar(h, trim)
        jack_head(h, panel_colour, trim)
    h.zoom(1.0, (0, 0), (0, 0))
    arm(h, panel_colour, WHITE, HAND_AT)
    if rank == "Q":
        rose(h, x)
    hand(h, HAND_AT)
    return h.parts


def court_panel(rank: str, suit: str, colour: str, suit_mark) -> list[str]:
    """The framed double-headed figure; `suit_mark(x, y, height)` draws a suit symbol."""
    x0, y0, x1, y1 = PANEL
    half = half_figure(rank, suit)
    mark_x = x0 + 17 if suit in MIRRORED else x1 - 17
    half.append(suit_mark(mark_x, y0 + 20, 20))
    frame = (f'<rect x="{num(x0)}" y="{num(y0)}" width="{num(x1 - x0)}" '
             f'height="{num(y1 - y0)}" rx="6" fill="#ffffff" stroke="{colour}" '
             'stroke-width="2.2"/>')
    top = '<g id="half">' + "".join(half) + "</g>"
    turned = f'<use xlink:href="#half" transform="rotate(180,{num(CX)},{num(CY)})"/>'
    cut = (f'<path d="M{num(x0)},{num(CY + DIVIDER_DROP)}L{num(x1)},{num(CY - DIVIDER_DROP)}" '
           f'stroke="{colour}" stroke-width="1.6"/>')
    inner = (f'<rect x="{num(x0 + 3.5)}" y="{num(y0 + 3.5)}" width="{num(x1 - x0 - 7)}" '
             f'height="{num(y1 - y0 - 7)}" rx="4" fill="none" stroke="{colour}" '
             'stroke-width="0.8"/>')
    return [frame, top, turned, cut, inner]
