"""Generate the diloti_qt card deck (two- and four-colour), its back and the app icon as SVG."""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

# tools/ is the script's own folder: its deck modules import as top-level modules.
from deck_backs import BACK_FILES, BACKS, delta
from deck_court import court_panel
from deck_svg import CX, CY, card_outline, num, svg_document, vertical_gradient

COURT_RANKS = ("J", "Q", "K")
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANK_NAMES = {"A": "Ace", "J": "Jack", "Q": "Queen", "K": "King"}

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


def card_svg(rank: str, suit: str, colours: dict[str, str]) -> str:
    colour = colours[suit]
    defs: list[str] = []
    if rank == "A":
        face = ace_face(suit, colour)
    elif rank in COURT_RANKS:
        face = court_panel(rank, suit, colour,
                           lambda x, y, height: suit_symbol(suit, x, y, height, colour))
    else:
        face = pip_face(rank, suit, colour)
    body = [card_outline(), *face, *corner_index(rank, suit, colour)]
    title = f"{RANK_NAMES.get(rank, rank)} of {SUIT_NAMES[suit]}"
    return svg_document(body, title, defs=defs, links=rank in COURT_RANKS)


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
    backs = {BACK_FILES[name]: draw() for name, draw in BACKS.items()}
    for folder, colours in (("cards", TWO_COLOUR), ("cards4", FOUR_COLOUR)):
        for suit in SUITS:
            for rank in RANKS:
                files[f"{folder}/{rank}{suit}.svg"] = card_svg(rank, suit, colours)
        for name, text in backs.items():
            files[f"{folder}/{name}"] = text
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
