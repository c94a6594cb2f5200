"""`python -m diloti_qt.ui.tutorial [LESSON_ID]`: open the tutorial window on its own."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication

    from diloti_qt.tutorial import load_lessons

    args = sys.argv[1:] if argv is None else argv
    ids = [x.id for x in load_lessons()]
    if len(args) > 1 or (args and args[0] not in ids):
        print(f"error: usage: python -m diloti_qt.ui.tutorial [{'|'.join(ids)}]",
              file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("diloti-qt")
    from .window import TutorialWindow

    window = TutorialWindow()
    window.show()
    window.start_lesson(args[0] if args else None)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
