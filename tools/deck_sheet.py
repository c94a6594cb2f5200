"""Render a contact sheet PNG of a generated deck, for eyeballing the card design."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")


def render_sheet(deck_dir: Path, card_width: int, out: Path, extra: list[Path]) -> None:
    card_height = round(card_width * 1.4)
    gap = max(4, card_width // 12)
    rows = [[deck_dir / f"{rank}{suit}.svg" for rank in RANKS] for suit in SUITS]
    rows.append([deck_dir / "back.svg", *extra])
    columns = max(len(r) for r in rows)
    image = QImage(gap + columns * (card_width + gap), gap + len(rows) * (card_height + gap),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#2d6e45"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for r, row in enumerate(rows):
        for c, path in enumerate(row):
            renderer = QSvgRenderer(str(path))
            size = renderer.defaultSize()
            height = card_height if size.height() > size.width() else card_width
            renderer.render(painter, QRectF(gap + c * (card_width + gap),
                                            gap + r * (card_height + gap), card_width, height))
    painter.end()
    image.save(str(out))


def main() -> int:
    root = Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deck", type=Path, default=root / "resources" / "cards")
    parser.add_argument("--width", type=int, default=90)
    parser.add_argument("--out", type=Path, default=Path("/tmp/deck_sheet.png"))
    args = parser.parse_args()
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    render_sheet(args.deck, args.width, args.out, [root / "resources" / "icons" / "diloti-qt.svg"])
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
