"""Generate the diloti_qt card deck (two- and four-colour), its back and the app icon as SVG."""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANK_NAMES = {"A": "Ace", "J": "Jack", "Q": "Queen", "K": "King"}

WIDTH, HEIGHT = 250, 350
CX, CY = WIDTH / 2, HEIGHT / 2
CORNER_RADIUS = 14

RED = "#c8102e"
BLACK = "#1c1c1c"
BLUE = "#1253b5"
GREEN = "#137a36"
TWO_COLOUR = {"S": BLACK, "H": RED, "D": RED, "C": BLACK}
FOUR_COLOUR = {"S": BLACK, "H": RED, "D": BLUE, "C": GREEN}

INDEX_X = 28
INDEX_RANK_TOP = 11
INDEX_RANK_HEIGHT = 50
INDEX_SUIT_Y = 84
INDEX_SUIT_HEIGHT = 32

PIP_HEIGHT = 43
PIP_COLUMN = 44
PIP_TOP, PIP_BOTTOM = 70, 280
ACE_PIP_HEIGHT = 118

GLYPH_STROKE = 17
GLYPH_BODY = 84

SUIT_PATHS = {
    "H": "M50,94C44,82 30,70 17,57C6,46 0,38 0,26C0,12 11,2 25,2C37,2 46,9 50,20"
    "C54,9 63,2 75,2C89,2 100,12 100,26C100,38 94,46 83,57C70,70 56,82 50,94Z",
    "D": "M50,0C60,17 72,33 89,50C72,67 60,83 50,100C40,83 28,67 11,50C28,33 40,17 50,0Z",
    "S": "M50,2C58,16 72,26 85,37C95,46 100,53 100,64C100,78 90,87 77,87C68,87 60,83 55,76"
    "C56,87 61,95 69,100H31C39,95 44,87 45,76C40,83 32,87 23,87C10,87 0,78 0,64"
    "C0,53 5,46 15,37C28,26 42,16 50,2Z",
    "C": "M28,28A22,22 0 1 1 72,28A22,22 0 1 1 28,28Z"
    "M2,62A22,22 0 1 1 46,62A22,22 0 1 1 2,62Z"
    "M54,62A22,22 0 1 1 98,62A22,22 0 1 1 54,62Z"
    "M40,38L60,38L58,66L42,66Z"
    "M54,60C54,80 59,92 68,100H32C41,92 46,80 46,60Z",
}

GLYPHS: dict[str, tuple[float, str]] = {
    "A": (50, "M0,84L19,0H31L50,84M8,54H42"),
    "J": (40, "M12,0H40V58C40,75 32,84 20,84C8,84 0,76 0,62"),
    "Q": (54, "M27,0C44,0 54,14 54,42C54,70 44,84 27,84C10,84 0,70 0,42C0,14 10,0 27,0Z"
              "M31,58L56,90"),
    "K": (48, "M0,0V84M47,0L1,52M17,34L50,84"),
    "0": (44, "M22,0C37,0 44,15 44,42C44,69 37,84 22,84C7,84 0,69 0,42C0,15 7,0 22,0Z"),
    "1": (24, "M0,16L24,0V84"),
    "2": (46, "M1,22C1,9 11,0 23,0C36,0 45,9 45,22C45,40 22,57 0,84H46"),
    "3": (45, "M2,12C6,4 13,0 22,0C34,0 42,8 42,19C42,31 33,39 18,39"
              "C35,39 45,48 45,61C45,75 35,84 22,84C12,84 4,79 0,70"),
    "4": (48, "M36,84V0L0,60H48"),
    "5": (45, "M41,0H8L4,39C10,34 16,32 23,32C36,32 45,42 45,58C45,74 35,84 21,84"
              "C11,84 4,80 0,72"),
    "6": (46, "M41,7C37,2 31,0 25,0C9,0 0,17 0,45C0,70 9,84 23,84C37,84 46,74 46,60"
              "C46,46 37,36 24,36C14,36 5,41 0,50"),
    "7": (45, "M0,0H45C31,22 20,48 16,84"),
    "8": (46, "M4,19A19,19 0 1 1 42,19A19,19 0 1 1 4,19ZM0,61A23,23 0 1 1 46,61A23,23 0 1 1 0,61Z"),
    "9": (46, "M5,77C9,82 15,84 21,84C37,84 46,67 46,39C46,14 37,0 23,0C9,0 0,10 0,24"
              "C0,38 9,48 22,48C32,48 41,43 46,34"),
}

PIP_ROWS: dict[str, list[tuple[int, float]]] = {
    "2": [(0, 0), (0, 1)],
    "3": [(0, 0), (0, 0.5), (0, 1)],
    "4": [(-1, 0), (1, 0), (-1, 1), (1, 1)],
    "5": [(-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)],
    "6": [(-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    "7": [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    "8": [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)],
    "9": [(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in (-1, 1)] + [(0, 0.5)],
    "10": [(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in (-1, 1)] + [(0, 1 / 6), (0, 5 / 6)],
}

COURT_STYLE = {
    "J": {"frame": "#1d6a86", "tint": "#e4f1f6"},
    "Q": {"frame": "#8a2f6e", "tint": "#f6e8f1"},
    "K": {"frame": "#a8750c", "tint": "#fbf1d8"},
}
GOLD_LIGHT, GOLD_DARK, GOLD_INK = "#f7dc7a", "#d29b17", "#6e4a05"

BACK_DARK, BACK_MID, BACK_LIGHT = "#0f2b63", "#1b4496", "#3f6cc4"
BACK_INK = "#e9eff9"


def num(value: float) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def svg_document(body: Iterable[str], title: str, width: int = WIDTH, height: int = HEIGHT,
                 defs: Sequence[str] = ()) -> str:
    head = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">\n'
        f"<title>{title}</title>\n"
    )
    defs_block = "<defs>\n" + "\n".join(defs) + "\n</defs>\n" if defs else ""
    return head + defs_block + "\n".join(body) + "\n</svg>\n"


def vertical_gradient(gid: str, stops: Sequence[tuple[float, str]]) -> str:
    parts = [f'<linearGradient id="{gid}" x1="0" y1="0" x2="0" y2="1">']
    parts += [f'<stop offset="{num(o)}" stop-color="{c}"/>' for o, c in stops]
    parts.append("</linearGradient>")
    return "".join(parts)


def place(cx: float, cy: float, scale: float, box: float, rotate: bool = False) -> str:
    turn = " rotate(180)" if rotate else ""
    return (f"translate({num(cx)},{num(cy)}){turn} scale({num(scale)}) "
            f"translate({num(-box / 2)},{num(-box / 2)})")


def suit_symbol(suit: str, cx: float, cy: float, height: float, colour: str,
                rotate: bool = False, extra: str = "") -> str:
    return (f'<path transform="{place(cx, cy, height / 100, 100, rotate)}" fill="{colour}"'
            f'{extra} d="{SUIT_PATHS[suit]}"/>')


def glyph_run(text: str, cx: float, top: float, height: float, colour: str,
              condense: float = 1.0, weight: float = GLYPH_STROKE) -> str:
    """Rank text as stroked centre-line paths, centred on cx, `height` tall including the stroke."""
    gap = 5
    advance, pieces = 0.0, []
    for ch in text:
        glyph_width, d = GLYPHS[ch]
        pieces.append(f'<path transform="translate({num(advance)},0)" d="{d}"/>'
                      if advance else f'<path d="{d}"/>')
        advance += glyph_width + weight + gap
    advance -= gap
    scale = height / (GLYPH_BODY + weight)
    left = cx - advance * scale * condense / 2
    transform = (f"translate({num(left + weight / 2 * scale * condense)},"
                 f"{num(top + weight / 2 * scale)}) scale({num(scale * condense)},{num(scale)})")
    return (f'<g transform="{transform}" fill="none" stroke="{colour}" '
            f'stroke-width="{num(weight)}" stroke-linejoin="round">' + "".join(pieces) + "</g>")


def card_outline() -> str:
    return (f'<rect x="1" y="1" width="{WIDTH - 2}" height="{HEIGHT - 2}" rx="{CORNER_RADIUS}" '
            'fill="#ffffff" stroke="#8f8f8f" stroke-width="2"/>')


def rotated_copy(elements: Iterable[str]) -> list[str]:
    items = list(elements)
    return items + [f'<g transform="rotate(180,{num(CX)},{num(CY)})">' + "".join(items) + "</g>"]


def corner_index(rank: str, suit: str, colour: str) -> list[str]:
    condense = 0.76 if len(rank) > 1 else 1.0
    index = [
        glyph_run(rank, INDEX_X, INDEX_RANK_TOP, INDEX_RANK_HEIGHT, colour, condense),
        suit_symbol(suit, INDEX_X, INDEX_SUIT_Y, INDEX_SUIT_HEIGHT, colour),
    ]
    return rotated_copy(index)


def pip_layout(rank: str) -> list[tuple[float, float, bool]]:
    pips = []
    for column, row in PIP_ROWS[rank]:
        x = CX + column * PIP_COLUMN
        y = PIP_TOP + row * (PIP_BOTTOM - PIP_TOP)
        pips.append((x, y, row > 0.5))
    return pips


def pip_face(rank: str, suit: str, colour: str) -> list[str]:
    return [suit_symbol(suit, x, y, PIP_HEIGHT, colour, flip) for x, y, flip in pip_layout(rank)]


def ace_face(suit: str, colour: str) -> list[str]:
    parts = []
    if suit == "S":
        parts.append(f'<circle cx="{num(CX)}" cy="{num(CY)}" r="78" fill="none" '
                     f'stroke="{colour}" stroke-width="1.5"/>')
        parts.append(f'<circle cx="{num(CX)}" cy="{num(CY)}" r="72" fill="none" '
                     f'stroke="{colour}" stroke-width="4"/>')
    parts.append(suit_symbol(suit, CX, CY, ACE_PIP_HEIGHT, colour))
    return parts


def crown(rank: str) -> str:
    """Crown (K), tiara (Q) or jester's cap (J), drawn around (0, 0) about 112 wide and 60 tall."""
    gold = f'fill="url(#gold)" stroke="{GOLD_INK}" stroke-width="1.6" stroke-linejoin="round"'
    band = f'<rect x="-42" y="8" width="84" height="13" rx="3" {gold}/>'
    if rank == "J":
        ink = COURT_STYLE["J"]["frame"]
        cap = ('<path d="M-38,10C-44,0 -50,-2 -56,6C-56,-14 -40,-24 -20,-16'
               'C-18,-28 -6,-36 8,-37C0,-30 12,-24 20,-16C40,-24 56,-14 56,6'
               f'C50,-2 44,0 38,10Z" fill="url(#cloth)" stroke="{ink}" stroke-width="1.6" '
               'stroke-linejoin="round"/>'
               '<path d="M-20,-16C-16,-6 -12,2 -10,9M20,-16C16,-6 12,2 10,9" fill="none" '
               f'stroke="{ink}" stroke-width="1.4"/>')
        bells = "".join(f'<circle cx="{x}" cy="{y}" r="5" {gold}/>'
                        for x, y in ((-56, 8), (9, -38), (56, 8)))
        jewels = [(-24, "#b3122e"), (0, "#1d7a4a"), (24, "#b3122e")]
        parts = [cap, band, bells]
    else:
        if rank == "K":
            body = "M-40,10L-46,-16L-30,-2L-22,-24L-10,-4L0,-30L10,-4L22,-24L30,-2L46,-16L40,10Z"
            pearls = [(-46, -16), (-22, -24), (22, -24), (46, -16)]
            top = f'<path d="M-3,-44H3V-39H8V-33H3V-27H-3V-33H-8V-39H-3Z" {gold}/>'
            jewels = [(-24, "#b3122e"), (0, "#1d4fa8"), (24, "#b3122e")]
        else:
            body = ("M-38,10C-40,-2 -42,-10 -36,-16C-30,-22 -22,-18 -20,-10C-16,-24 -8,-28 0,-28"
                    "C8,-28 16,-24 20,-10C22,-18 30,-22 36,-16C42,-10 40,-2 38,10Z")
            pearls = [(-36, -17), (-20, -10), (20, -10), (36, -17)]
            top = f'<circle cx="0" cy="-36" r="6" {gold}/>'
            jewels = [(-22, "#1d7a4a"), (0, "#b3122e"), (22, "#1d7a4a")]
        parts = [f'<path d="{body}" {gold}/>', top, band]
        parts += [f'<circle cx="{x}" cy="{y}" r="4.2" fill="#fffaf0" stroke="{GOLD_INK}" '
                  'stroke-width="1.4"/>' for x, y in pearls]
    parts += [f'<ellipse cx="{x}" cy="14.5" rx="5" ry="3.6" fill="{c}"/>' for x, c in jewels]
    return "".join(parts)


def court_face(rank: str, suit: str, colour: str) -> tuple[list[str], list[str]]:
    style = COURT_STYLE[rank]
    frame = style["frame"]
    x0, y0, x1, y1 = 57, 15, 193, 335
    defs = [
        vertical_gradient("panel", [(0, style["tint"]), (0.5, "#ffffff"), (1, style["tint"])]),
        vertical_gradient("gold", [(0, GOLD_LIGHT), (1, GOLD_DARK)]),
    ]
    if rank == "J":
        defs.append(vertical_gradient("cloth", [(0, "#5fb0cc"), (1, frame)]))
    parts = [
        f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="8" '
        f'fill="url(#panel)" stroke="{frame}" stroke-width="3"/>',
        f'<rect x="{x0 + 5}" y="{y0 + 5}" width="{x1 - x0 - 10}" height="{y1 - y0 - 10}" '
        f'rx="5" fill="none" stroke="{frame}" stroke-width="1"/>',
        lattice_path(x0 + 6, y0 + 6, x1 - 6, y1 - 6, 14, frame, 0.8, 0.25),
    ]
    half = [
        f'<g transform="translate({num(CX)},66) scale(0.94)">{crown(rank)}</g>',
        glyph_run(rank, CX, 92, 56, colour, weight=18),
        suit_symbol(suit, CX - 42, 120, 26, colour),
        suit_symbol(suit, CX + 42, 120, 26, colour),
    ]
    parts += rotated_copy(half)
    parts.append(f'<path d="M{x0 + 5},{num(CY + 14)}L{x1 - 5},{num(CY - 14)}" '
                 f'stroke="{frame}" stroke-width="2"/>')
    parts.append(f'<circle cx="{num(CX)}" cy="{num(CY)}" r="15" fill="#ffffff" '
                 f'stroke="{frame}" stroke-width="2"/>')
    parts.append(suit_symbol(suit, CX, CY, 18, colour))
    return parts, defs


def card_svg(rank: str, suit: str, colours: dict[str, str]) -> str:
    colour = colours[suit]
    defs: list[str] = []
    if rank == "A":
        face = ace_face(suit, colour)
    elif rank in COURT_STYLE:
        face, defs = court_face(rank, suit, colour)
    else:
        face = pip_face(rank, suit, colour)
    body = [card_outline(), *face, *corner_index(rank, suit, colour)]
    title = f"{RANK_NAMES.get(rank, rank)} of {SUIT_NAMES[suit]}"
    return svg_document(body, title, defs=defs)


def meander_side(start: tuple[float, float], along: tuple[float, float],
                 across: tuple[float, float], length: float, unit: float) -> str:
    """A continuous Greek key along one side: grid 10 wide x 8 high per period."""
    periods = max(1, round(length / (10 * unit)))
    step = length / (10 * periods)
    key = [(0, 8), (0, 0), (8, 0), (8, 6), (4, 6), (4, 4), (6, 4), (6, 2), (2, 2), (2, 8)]
    points: list[tuple[float, float]] = []
    for p in range(periods):
        points += [(u + 10 * p, v) for u, v in key]
    points.append((10 * periods, 8))

    def at(u: float, v: float) -> str:
        x = start[0] + along[0] * u * step + across[0] * v * unit
        y = start[1] + along[1] * u * step + across[1] * v * unit
        return f"{num(x)},{num(y)}"

    return "M" + "L".join(at(u, v) for u, v in points)


def back_svg() -> str:
    margin, inset = 11, 9
    x0, y0, x1, y1 = margin, margin, WIDTH - margin, HEIGHT - margin
    unit = 1.9
    band = 12 * unit
    bx0, by0, bx1, by1 = x0 + inset, y0 + inset, x1 - inset, y1 - inset
    defs = [
        vertical_gradient("back", [(0, BACK_MID), (0.5, BACK_DARK), (1, BACK_MID)]),
    ]
    parts = [
        card_outline(),
        f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="9" fill="url(#back)"/>',
        f'<rect x="{num(bx0)}" y="{num(by0)}" width="{num(bx1 - bx0)}" '
        f'height="{num(by1 - by0)}" fill="none" stroke="{BACK_INK}" stroke-width="1.4"/>',
        f'<rect x="{num(bx0 + band)}" y="{num(by0 + band)}" width="{num(bx1 - bx0 - 2 * band)}" '
        f'height="{num(by1 - by0 - 2 * band)}" fill="none" stroke="{BACK_INK}" '
        'stroke-width="1.4"/>',
    ]
    keys = []
    g = 2 * unit
    w, h = bx1 - bx0 - 2 * band, by1 - by0 - 2 * band
    keys.append(meander_side((bx0 + band, by0 + g), (1, 0), (0, 1), w, unit))
    keys.append(meander_side((bx1 - band, by1 - g), (-1, 0), (0, -1), w, unit))
    keys.append(meander_side((bx1 - g, by0 + band), (0, 1), (-1, 0), h, unit))
    keys.append(meander_side((bx0 + g, by1 - band), (0, -1), (1, 0), h, unit))
    for cx, cy in ((bx0, by0), (bx1 - band, by0), (bx0, by1 - band), (bx1 - band, by1 - band)):
        keys.append(f"M{num(cx + 2 * g)},{num(cy + 2 * g)}h{num(band - 4 * g)}"
                    f"v{num(band - 4 * g)}h{num(4 * g - band)}Z")
    parts.append(f'<path d="{"".join(keys)}" fill="none" stroke="{BACK_INK}" '
                 f'stroke-width="{num(unit)}" stroke-linejoin="miter"/>')
    lx0, ly0, lx1, ly1 = bx0 + band + 4, by0 + band + 4, bx1 - band - 4, by1 - band - 4
    parts.append(f'<rect x="{num(lx0)}" y="{num(ly0)}" width="{num(lx1 - lx0)}" '
                 f'height="{num(ly1 - ly0)}" fill="none" stroke="{BACK_LIGHT}" stroke-width="1"/>')
    parts.append(lattice_path(lx0, ly0, lx1, ly1, 17, BACK_LIGHT, 1.3))
    parts += medallion()
    return svg_document(parts, "Card back", defs=defs)


def lattice_path(x0: float, y0: float, x1: float, y1: float, spacing: float, colour: str,
                 width: float, alpha: float = 1.0) -> str:
    """Diagonal diamond lattice filling the rectangle, as one path."""
    segments = []
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    reach = int(((x1 - x0) + (y1 - y0)) / spacing) + 2
    for slope in (1, -1):
        for k in range(-reach, reach + 1):
            c = cy - slope * cx + k * spacing
            seg = clip_line(slope, c, x0, y0, x1, y1)
            if seg:
                (ax, ay), (bx, by) = seg
                segments.append(f"M{num(ax)},{num(ay)}L{num(bx)},{num(by)}")
    opacity = f' stroke-opacity="{num(alpha)}"' if alpha < 1 else ""
    return (f'<path d="{"".join(segments)}" fill="none" stroke="{colour}" '
            f'stroke-width="{num(width)}"{opacity}/>')


def clip_line(slope: float, c: float, x0: float, y0: float, x1: float,
              y1: float) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """Clip y = slope*x + c to the rectangle; None if it misses."""
    points = []
    for x in (x0, x1):
        y = slope * x + c
        if y0 <= y <= y1:
            points.append((x, y))
    for y in (y0, y1):
        x = (y - c) / slope
        if x0 < x < x1:
            points.append((x, y))
    points = sorted(set(points))
    if len(points) < 2 or points[0] == points[-1]:
        return None
    return points[0], points[-1]


def triangle(cx: float, cy: float, side: float) -> str:
    h = side * math.sqrt(3) / 2
    points = [(cx, cy - 2 * h / 3), (cx + side / 2, cy + h / 3), (cx - side / 2, cy + h / 3)]
    return "M" + "L".join(f"{num(x)},{num(y)}" for x, y in points) + "Z"


def delta(cx: float, cy: float, side: float) -> str:
    """A bold capital delta: a triangle with an off-centre triangular counter."""
    return triangle(cx, cy, side) + triangle(cx, cy - side * 0.04, side * 0.44)


def ellipse_points(rx: float, ry: float, count: int) -> list[tuple[float, float]]:
    """`count` points evenly spaced by arc length around an ellipse centred on the card."""
    samples = 720
    ring = [(CX + rx * math.sin(2 * math.pi * i / samples),
             CY - ry * math.cos(2 * math.pi * i / samples)) for i in range(samples + 1)]
    lengths = [0.0]
    for (ax, ay), (bx, by) in zip(ring, ring[1:], strict=False):
        lengths.append(lengths[-1] + math.hypot(bx - ax, by - ay))
    points, j = [], 0
    for k in range(count):
        target = lengths[-1] * k / count
        while lengths[j + 1] < target:
            j += 1
        points.append(ring[j])
    return points


def medallion() -> list[str]:
    dots = "".join(f"M{num(x - 1.7)},{num(y)}a1.7,1.7 0 1 0 3.4,0a1.7,1.7 0 1 0 -3.4,0Z"
                   for x, y in ellipse_points(42.5, 54.5, 30))
    return [
        f'<ellipse cx="{num(CX)}" cy="{num(CY)}" rx="46" ry="58" fill="{BACK_DARK}" '
        f'stroke="{BACK_INK}" stroke-width="2.4"/>',
        f'<ellipse cx="{num(CX)}" cy="{num(CY)}" rx="38" ry="50" fill="none" '
        f'stroke="{BACK_LIGHT}" stroke-width="1.4"/>',
        f'<path d="{dots}" fill="{BACK_INK}"/>',
        f'<path d="{delta(CX, CY + 4, 50)}" fill="{BACK_INK}" fill-rule="evenodd"/>',
    ]


def icon_svg() -> str:
    size = 256
    defs = [
        vertical_gradient("felt", [(0, "#2f9a5c"), (1, "#176238")]),
    ]
    card_w, card_h = 104, 146

    def mini_card(angle: float, suit: str, colour: str, rank: str) -> str:
        x, y = size / 2 - card_w / 2, 58
        return (
            f'<g transform="rotate({num(angle)},{num(size / 2)},226)">'
            f'<rect x="{num(x)}" y="{y}" width="{card_w}" height="{card_h}" rx="9" '
            'fill="#ffffff" stroke="#6d6d6d" stroke-width="2"/>'
            + glyph_run(rank, x + 17, y + 8, 26, colour)
            + suit_symbol(suit, x + 17, y + 46, 16, colour)
            + suit_symbol(suit, x + card_w / 2, y + card_h / 2 + 6, 56, colour)
            + "</g>"
        )

    parts = [
        '<rect x="8" y="8" width="240" height="240" rx="44" fill="url(#felt)" '
        'stroke="#0e4426" stroke-width="4"/>',
        mini_card(-16, "S", BLACK, "A"),
        mini_card(14, "H", RED, "A"),
        '<circle cx="204" cy="204" r="34" fill="#f3c84b" stroke="#7a5a06" stroke-width="3"/>',
        f'<path d="{delta(204, 208, 40)}" fill="#3b2a02" fill-rule="evenodd"/>',
    ]
    return svg_document(parts, "Diloti", size, size, defs)


def hint_icon_svg() -> str:
    """The toolbar's Hint icon: a lit bulb, readable at 16-24 px."""
    ink, glass, light = "#5b4305", "#ffd84a", "#fffbea"
    rays = "".join(f'<path d="M{num(32 + 26 * math.cos(a))},{num(27 - 26 * math.sin(a))}'
                   f'L{num(32 + 31 * math.cos(a))},{num(27 - 31 * math.sin(a))}"/>'
                   for a in (math.radians(d) for d in (10, 50, 90, 130, 170)))
    parts = [
        f'<g fill="none" stroke="#e0a100" stroke-width="3.4" stroke-linecap="round">{rays}</g>',
        '<path d="M32,9C44,9 51,18 51,28C51,36 46,40 43,45C41,48 41,50 41,52H23'
        f'C23,50 23,48 21,45C18,40 13,36 13,28C13,18 20,9 32,9Z" fill="{glass}" '
        f'stroke="{ink}" stroke-width="3" stroke-linejoin="round"/>',
        f'<path d="M20,26C20,20 24,16 29,15" fill="none" stroke="{light}" stroke-width="3.2" '
        'stroke-linecap="round"/>',
        '<path d="M27,50L27,39L30,34L32,38L34,34L37,39L37,50" fill="none" stroke="#b35f00" '
        'stroke-width="2" stroke-linejoin="round"/>',
        f'<rect x="22" y="52" width="20" height="6" rx="1.5" fill="#9aa1ab" stroke="{ink}" '
        'stroke-width="2"/>',
        f'<rect x="24.5" y="58" width="15" height="5" rx="2" fill="#6f7680" stroke="{ink}" '
        'stroke-width="2"/>',
    ]
    return svg_document(parts, "Hint", 64, 64)


def deck_files() -> dict[str, str]:
    """Relative path -> SVG text for everything this script writes."""
    files: dict[str, str] = {}
    back = back_svg()
    for folder, colours in (("cards", TWO_COLOUR), ("cards4", FOUR_COLOUR)):
        for suit in SUITS:
            for rank in RANKS:
                files[f"{folder}/{rank}{suit}.svg"] = card_svg(rank, suit, colours)
        files[f"{folder}/back.svg"] = back
    files["icons/diloti-qt.svg"] = icon_svg()
    files["icons/hint.svg"] = hint_icon_svg()
    return files


def write_deck(out_dir: Path) -> list[Path]:
    written = []
    for relative, text in deck_files().items():
        path = out_dir / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        data = text.encode("utf-8")
        if not path.exists() or path.read_bytes() != data:
            path.write_bytes(data)
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path,
                        default=Path(__file__).resolve().parent.parent / "resources",
                        help="resources directory to write cards/, cards4/ and icons/ into")
    args = parser.parse_args(argv)
    written = write_deck(args.out)
    print(f"wrote {len(written)} SVG files under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
