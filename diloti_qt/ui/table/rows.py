"""The table's piles in rows: loose cards side by side, never overlapping, declarations
as small fans; centred, in the snapshot's order."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF

from diloti_qt.presenter.snapshot import Pile, TableSnapshot, components

from .places import Z_TABLE, Layout, PileBox, Place

DECL_STEP = 0.34
COMPONENT_STEP = 0.52
PILE_GAP = 0.22


def pile_width(pile: Pile, cw: float) -> float:
    if not pile.is_decl:
        return cw
    groups = components(pile)
    steps = sum(len(g) - 1 for g in groups) * DECL_STEP + (len(groups) - 1) * COMPONENT_STEP
    return cw * (1 + steps)


def _flow(items: list[tuple[int, Pile, float]], width: float,
          gap: float) -> list[list[tuple[int, Pile, float]]]:
    rows: list[list[tuple[int, Pile, float]]] = [[]]
    used = 0.0
    for item in items:
        w = item[2]
        need = w if not rows[-1] else used + gap + w
        if rows[-1] and need > width:
            rows.append([])
            need = w
        rows[-1].append(item)
        used = need
    return rows if rows[0] else []


def _row_width(row: list[tuple[int, Pile, float]], gap: float) -> float:
    return sum(w for _, _, w in row) + gap * (len(row) - 1)


def place_table(lay: Layout, snap: TableSnapshot) -> bool:
    """Flow the piles into balanced rows (in the snapshot's order), centred; False if they
    do not fit."""
    cw, ch = lay.cw, lay.ch
    gap = PILE_GAP * cw
    row_gap = 0.2 * ch
    area = lay.table
    items = [(row, pile, pile_width(pile, cw)) for row, pile in enumerate(snap.piles)]
    rows = _flow(items, area.width(), gap)
    if len(rows) > 1:  # the narrowest width that needs no more rows: rows of even length
        lo, hi = max(w for _, _, w in items), area.width()
        for _ in range(14):
            mid = (lo + hi) / 2
            if len(_flow(items, mid, gap)) <= len(rows):
                hi = mid
            else:
                lo = mid
        rows = _flow(items, hi, gap)
    n_rows = len(rows)
    block = n_rows * ch + max(0, n_rows - 1) * row_gap
    inside = math.floor(area.right()) - math.ceil(area.left())  # whole pixels: a row at the
    fits = block <= area.height() - 1 and all(  # edge ran half a pixel past it (D17)
        _row_width(r, gap) <= inside for r in rows)
    y = area.top() + 0.5 + max(0.0, (area.height() - 1 - block) / 2)
    boxes: dict[int, PileBox] = {}
    for r in rows:  # centred on the window, moved aside only as far as the area needs
        w = _row_width(r, gap)
        x = max(math.ceil(area.left()), math.floor(min(lay.width / 2 - w / 2,
                                                       area.right() - w)))
        for row, pile, w in r:
            boxes[row] = _place_pile(lay, row, pile, x, y)
            x += w + gap
        y += ch + row_gap
    lay.piles = [boxes[i] for i in sorted(boxes)]
    return fits


def _place_pile(lay: Layout, row: int, pile: Pile, x: float, y: float) -> PileBox:
    cw, ch = lay.cw, lay.ch
    z = Z_TABLE + row * 4
    if not pile.is_decl:
        (card,) = pile.cards
        lay.cards[card] = Place(_px(x), _px(y), 0.0, z, True)
        return PileBox(pile, row, QRectF(_px(x), _px(y), cw, ch))
    px = x
    k = 0
    for gi, group in enumerate(components(pile)):
        if gi:
            px += (COMPONENT_STEP - DECL_STEP) * cw
        for card in group:
            lay.cards[card] = Place(_px(px), _px(y), 0.0, z + k * 0.01, True)
            px += DECL_STEP * cw
            k += 1
    right = px - DECL_STEP * cw + cw
    rect = QRectF(_px(x), _px(y), right - x, ch)
    badge = QPointF(rect.right() - 0.04 * cw, rect.top() + 0.02 * cw)  # top-right anchor
    return PileBox(pile, row, rect, badge)


def _px(v: float) -> float:
    return float(round(v))
