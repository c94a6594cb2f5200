"""Render the AppStream screenshot: the main window offscreen a few moves into a seeded round."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

OUT = ROOT / "packaging" / "screenshots" / "table.png"
WIDTH, HEIGHT = 1280, 800


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=OUT, help="PNG to write")
    parser.add_argument("--seed", type=int, default=11, help="deal of the round shown")
    parser.add_argument("--moves", type=int, default=5,
                        help="computer moves played before the picture")
    parser.add_argument("--lang", default="en", help="UI language, e.g. el")
    args = parser.parse_args(argv)

    from PySide6.QtCore import QLocale, QTimer
    from PySide6.QtWidgets import QApplication

    from diloti_qt.app import configure, create_window
    from diloti_qt.engine import Rules

    QLocale.setDefault(QLocale(args.lang))
    app = QApplication.instance() or QApplication(sys.argv[:1])
    configure(app)
    window = create_window(None, "thread")
    window.set_pace("instant")
    controller = window.controller
    played = [0]

    def shoot() -> None:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        window.grab().save(str(args.out), "PNG")
        window.close()
        app.exit(0)

    def human_turn() -> None:
        if played[0] >= args.moves:
            return
        if not controller.is_human_turn():
            QTimer.singleShot(100, human_turn)
            return
        moves = controller.legal_moves()
        controller.play(max(moves, key=lambda move: (move.action != "lay", len(move.cards))))
        played[0] += 1
        QTimer.singleShot(300, human_turn if played[0] < args.moves else shoot)

    window.resize(WIDTH, HEIGHT)
    window.show()
    controller.new_match(Rules.make("pagat-2p"), seed=args.seed, levels={1: "easy"})
    QTimer.singleShot(500, human_turn)
    QTimer.singleShot(30_000, shoot)
    code = app.exec()
    print(f"wrote {args.out} ({WIDTH}x{HEIGHT})")
    return code


if __name__ == "__main__":
    sys.exit(main())
