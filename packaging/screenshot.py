"""Render the game's screenshots: the README's and AppStream's table (the default), and the
chooser, a hint and a lesson, in any language and size (offscreen unless QT_QPA_PLATFORM
says otherwise, e.g. xcb under Xvfb).

    python packaging/screenshot.py                       # packaging/screenshots/table.png
    python packaging/screenshot.py --scene hint --lang el --size 1920x1080 --out hint.png

The table is a seeded round a few moves in, with a declaration on it and the player to move.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

OUT = ROOT / "packaging" / "screenshots" / "table.png"
SCENES = ("table", "chooser", "hint", "lesson")
LESSON = "declaring"  # its first step: a declaration to make, the reserve kept
DEADLINE_MS = 30_000


def declaring_first(moves):
    """The player's move for the screenshot's round: a declaration while there is none of
    the player's, else the largest capture, else a lay."""
    declares = [m for m in moves if m.action == "declare"]
    if declares:
        return max(declares, key=lambda m: (m.kind == "declare-simple", len(m.cards)))
    return max(moves, key=lambda m: (m.action != "lay", len(m.cards)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=OUT, help="PNG to write")
    parser.add_argument("--scene", choices=SCENES, default="table")
    parser.add_argument("--size", default="1280x800", help="window size, WxH")
    parser.add_argument("--seed", type=int, default=29, help="deal of the round shown")
    parser.add_argument("--moves", type=int, default=2,
                        help="the player's moves before the picture (a declaration first)")
    parser.add_argument("--lang", default="en", help="UI language, e.g. el")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.split("x"))

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from diloti_qt.app import configure, create_window
    from diloti_qt.engine import Rules

    app = QApplication.instance() or QApplication(sys.argv[:1])
    translators = configure(app, args.lang)
    shown = []

    def shoot(widget) -> None:
        if shown:
            return
        shown.append(widget)
        args.out.parent.mkdir(parents=True, exist_ok=True)
        widget.grab().save(str(args.out), "PNG")
        widget.close()
        app.exit(0)

    if args.scene == "lesson":
        from diloti_qt.ui.tutorial.window import TutorialWindow

        tutorial = TutorialWindow(Path(tempfile.mkdtemp()) / "progress.json", pace="instant")
        tutorial.resize(width, height)
        tutorial.show()
        tutorial.start_lesson(LESSON)
        QTimer.singleShot(600, lambda: shoot(tutorial))
    else:
        window = create_window(None, "thread")
        window.set_pace("instant", save=False)
        window.sounds.enabled = False
        controller = window.local_match.controller
        played = [0]

        def scene() -> None:
            view = window.table
            if args.scene == "chooser":
                card = max(controller.state.hands[controller.human], key=lambda c: sum(
                    1 for m in controller.legal_moves() if m.card == c))
                view.gesture.open_chooser_for(card)
                QTimer.singleShot(300, lambda: shoot(window))
            elif args.scene == "hint":
                controller.hint_ready.connect(lambda *_: QTimer.singleShot(
                    300, lambda: shoot(window)))
                window.ask_hint()
            else:
                QTimer.singleShot(300, lambda: shoot(window))

        def human_turn() -> None:
            if not controller.is_human_turn() or window.presenter.busy():
                QTimer.singleShot(100, human_turn)
                return
            if played[0] >= args.moves:
                scene()
                return
            controller.play(declaring_first(controller.legal_moves()))
            played[0] += 1
            QTimer.singleShot(300, human_turn)

        window.resize(width, height)
        window.show()
        controller.new_match(Rules.make("pagat-2p"), seed=args.seed, levels={1: "easy"})
        QTimer.singleShot(500, human_turn)
        QTimer.singleShot(DEADLINE_MS, lambda: shoot(window))
    code = app.exec()
    for translator in translators:
        app.removeTranslator(translator)
    print(f"wrote {args.out} ({args.scene}, {args.lang}, {width}x{height})")
    return code


if __name__ == "__main__":
    sys.exit(main())
