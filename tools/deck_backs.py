"""The card backs: the blue Greek-key back and the red laurel back."""

from __future__ import annotations

import math

from deck_svg import CX, CY, HEIGHT, WIDTH, card_outline, num, svg_document, vertical_gradient

BACK_DARK, BACK_MID, BACK_LIGHT = "#0f2b63", "#1b4496", "#3f6cc4"
BACK_INK = "#e9eff9"
LAUREL_DARK, LAUREL_MID, LAUREL_DOT = "#5c0d18", "#8e1b2a", "#a63444"
GOLD, GOLD_DEEP = "#e9c46a", "#b8902f"


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


def meander_back_svg() -> str:
    """The blue back: a Greek-key border, a lattice and a medallion with a delta."""
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


def wave_side(x: float, y: float, length: float, height: float) -> str:
    """A running wave (the 'Vitruvian scroll') along a band from (x, y), `length` long and
    `height` deep, crests pointing up and curling forward."""
    periods = max(1, round(length / (1.6 * height)))
    w, h = length / periods, height
    d = [f"M{num(x)},{num(y + h)}"]
    for k in range(periods):
        a = x + k * w
        d.append(f"C{num(a + 0.3 * w)},{num(y + h)} {num(a + 0.2 * w)},{num(y)} "
                 f"{num(a + 0.55 * w)},{num(y)}"
                 f"C{num(a + 0.85 * w)},{num(y)} {num(a + 0.92 * w)},{num(y + 0.62 * h)} "
                 f"{num(a + 0.68 * w)},{num(y + 0.6 * h)}"
                 f"C{num(a + 0.52 * w)},{num(y + 0.58 * h)} {num(a + 0.54 * w)},"
                 f"{num(y + 0.34 * h)} {num(a + 0.66 * w)},{num(y + 0.36 * h)}"
                 f"M{num(a + w)},{num(y + h)}")
    return "".join(d)


def laurel_branch(side: int, r: float, count: int) -> str:
    """One branch of the wreath: pairs of leaves along the circle from the bottom up the
    right (`side` 1) or the left (-1), each pair pointing the way the branch grows."""
    leaves = []
    for k in range(count):
        theta = math.radians(90 - side * (22 + 14.5 * k))  # 90° is straight below the centre
        px, py = CX + r * math.cos(theta), CY + r * math.sin(theta)
        growth = math.degrees(theta) - side * 90  # the tangent, the way the branch grows
        size = 10.5 - 0.35 * k
        for tilt in (-36, 36):
            leaves.append(
                f'<ellipse cx="0" cy="{num(-size * 0.9)}" rx="{num(size * 0.36)}" '
                f'ry="{num(size)}" transform="translate({num(px)},{num(py)}) '
                f'rotate({num(growth + 90 + tilt)})"/>')
    return "".join(leaves)


def laurel_back_svg() -> str:
    """The red back: a running-wave border, a dotted field and a laurel wreath around a
    delta."""
    margin, inset = 11, 9
    x0, y0, x1, y1 = margin, margin, WIDTH - margin, HEIGHT - margin
    bx0, by0, bx1, by1 = x0 + inset, y0 + inset, x1 - inset, y1 - inset
    band = 20
    defs = [vertical_gradient("laurel", [(0, LAUREL_MID), (0.5, LAUREL_DARK),
                                         (1, LAUREL_MID)])]
    parts = [
        card_outline(),
        f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="9" '
        'fill="url(#laurel)"/>',
    ]
    # The field: staggered rows of dots (round caps on very short dashes).
    fx0, fy0, fx1, fy1 = bx0 + band + 3, by0 + band + 3, bx1 - band - 3, by1 - band - 3
    step = 11.0
    rows = []
    for row in range(int((fy1 - fy0) / (step * 0.75))):
        y = fy0 + step / 2 + row * step * 0.75
        x = fx0 + (step / 2 if row % 2 else step)
        rows.append(f"M{num(x)},{num(y)}H{num(fx1 - 2)}")
    parts.append(f'<path d="{"".join(rows)}" fill="none" stroke="{LAUREL_DOT}" '
                 'stroke-width="3" stroke-linecap="round" '
                 f'stroke-dasharray="0.1 {num(step - 0.1)}"/>')
    # The border: gold lines either side of a running wave on each side.
    for rect in ((bx0, by0, bx1, by1), (bx0 + band, by0 + band, bx1 - band, by1 - band)):
        parts.append(f'<rect x="{num(rect[0])}" y="{num(rect[1])}" '
                     f'width="{num(rect[2] - rect[0])}" height="{num(rect[3] - rect[1])}" '
                     f'fill="none" stroke="{GOLD}" stroke-width="1.6"/>')
    wave_h = band - 8
    waves = []
    for length, transform in (
            (bx1 - bx0 - 2 * band, f"translate({num(bx0 + band)},{num(by0 + 4)})"),
            (bx1 - bx0 - 2 * band, f"rotate(180,{num(CX)},{num(CY)}) "
                                   f"translate({num(bx0 + band)},{num(by0 + 4)})"),
            (by1 - by0 - 2 * band, f"translate({num(bx1 - 4)},{num(by0 + band)}) rotate(90)"),
            (by1 - by0 - 2 * band, f"translate({num(bx0 + 4)},{num(by1 - band)}) rotate(-90)")):
        waves.append(f'<path transform="{transform}" d="{wave_side(0, 0, length, wave_h)}"/>')
    parts.append(f'<g fill="none" stroke="{GOLD}" stroke-width="1.8" stroke-linecap="round">'
                 + "".join(waves) + "</g>")
    for cx, cy in ((bx0, by0), (bx1 - band, by0), (bx0, by1 - band), (bx1 - band, by1 - band)):
        parts.append(f'<circle cx="{num(cx + band / 2)}" cy="{num(cy + band / 2)}" r="4.5" '
                     f'fill="{GOLD}"/>')
    # The wreath, tied with a ribbon, around a gold delta.
    r = 46
    parts.append(f'<circle cx="{num(CX)}" cy="{num(CY)}" r="{r + 18}" fill="{LAUREL_DARK}" '
                 f'stroke="{GOLD}" stroke-width="1.4"/>')
    parts.append(f'<g fill="{GOLD}" stroke="{GOLD_DEEP}" stroke-width="0.8">'
                 + laurel_branch(-1, r, 11) + laurel_branch(1, r, 11) + "</g>")
    parts.append(f'<path d="M{num(CX - 9)},{num(CY + r + 2)}L{num(CX + 9)},{num(CY + r - 6)}'
                 f'M{num(CX + 9)},{num(CY + r + 2)}L{num(CX - 9)},{num(CY + r - 6)}" '
                 f'stroke="{GOLD}" stroke-width="3" stroke-linecap="round"/>')
    parts.append(f'<path d="{delta(CX, CY + 4, 46)}" fill="{GOLD}" fill-rule="evenodd"/>')
    return svg_document(parts, "Card back (laurel)", defs=defs)


BACKS = {"meander": meander_back_svg, "laurel": laurel_back_svg}
BACK_FILES = {"meander": "back.svg", "laurel": "back-laurel.svg"}
