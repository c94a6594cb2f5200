"""Time to draw a card from its SVG (`python -m diloti_qt.bench cards [--widths A-B]
[--rounds N]`): the mean per card of the two backs, the court cards and the other faces at
every width in the range, drawn as the game draws them (one scale across and down) beside
the same card stretched to the image's rounded height, as it was drawn before, in the same
run."""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--widths", default="96-131", help="device pixel widths, A-B")
    parser.add_argument("--rounds", type=int, default=3, help="best of N per card and width")
    args = parser.parse_args(argv)
    low, high = (int(v) for v in args.widths.split("-"))
    if "DISPLAY" not in os.environ and "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"

    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer
    from PySide6.QtWidgets import QApplication

    from diloti_qt.engine.cards import card_name
    from diloti_qt.resources import resources_root
    from diloti_qt.ui.table.cards import ASPECT, BACKS, _draw

    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841 (fonts, SVG)

    def stretched(svg: QSvgRenderer, px: int, angle: float) -> QImage:
        """The card stretched to the image's rounded height (the drawing before)."""
        w, h = float(px), float(round(px * ASPECT))
        image = QImage(int(w), int(h), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform)
        svg.render(painter, QRectF(0, 0, w, h))
        painter.end()
        return image

    cards = resources_root() / "cards"
    groups = {
        "meander back": [cards / f"{BACKS['meander']}.svg"],
        "laurel back": [cards / f"{BACKS['laurel']}.svg"],
        "court cards": [cards / f"{card_name(c)}.svg" for c in range(52)
                        if card_name(c)[:-1] in ("J", "Q", "K")],
        "other faces": [cards / f"{card_name(c)}.svg" for c in range(52)
                        if card_name(c)[:-1] not in ("J", "Q", "K")],
    }
    widths = range(low, high + 1)
    print(f"drawing a card from its SVG, widths {low}-{high} px, best of {args.rounds}, "
          f"platform {QApplication.platformName()}; mean ms per card")
    for name, files in groups.items():
        figures = {}
        for way, draw in (("one scale (the game)", _draw), ("stretched (before)", stretched)):
            means = []
            for path in files:
                svg = QSvgRenderer(str(path))
                draw(svg, low, 0.0)  # the file's first drawing sets up what it caches
                for px in widths:
                    best = float("inf")
                    for _ in range(args.rounds):
                        t0 = time.perf_counter()
                        draw(svg, px, 0.0)
                        best = min(best, time.perf_counter() - t0)
                    means.append(best * 1000)
            figures[way] = statistics.mean(means)
        ours, before = figures.values()
        print(f"  {name:12s}: one scale {ours:.3f} ms, stretched {before:.3f} ms "
              f"({before / ours:.1f}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
