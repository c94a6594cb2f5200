"""Shared pieces of the deck's SVG: the card's size, number formatting, the document."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

WIDTH, HEIGHT = 250, 350
CX, CY = WIDTH / 2, HEIGHT / 2
CORNER_RADIUS = 14


def num(value: float) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


XLINK = ' xmlns:xlink="http://www.w3.org/1999/xlink"'


def svg_document(body: Iterable[str], title: str, width: int = WIDTH, height: int = HEIGHT,
                 defs: Sequence[str] = (), links: bool = False) -> str:
    """The SVG Tiny document; `links` declares xlink for <use> (the court cards' halves)."""
    head = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg"{XLINK if links else ""} version="1.2" '
        'baseProfile="tiny" '
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


def card_outline() -> str:
    return (f'<rect x="1" y="1" width="{WIDTH - 2}" height="{HEIGHT - 2}" rx="{CORNER_RADIUS}" '
            'fill="#ffffff" stroke="#8f8f8f" stroke-width="2"/>')
