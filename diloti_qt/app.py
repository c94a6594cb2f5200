"""Build the QApplication and the main window."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtWidgets import QApplication, QLabel

    argv = sys.argv if argv is None else argv
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("diloti-qt")
    label = QLabel(
        QCoreApplication.translate(
            "App", "Diloti — the rules engine is ready; the card table is being built."
        )
    )
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.resize(640, 400)
    label.setWindowTitle(QCoreApplication.translate("App", "Diloti"))
    label.show()
    if "--smoke" in argv:
        return 0
    return app.exec()
