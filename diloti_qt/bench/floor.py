"""The floors of the start-up benchmark, run as a script (`python diloti_qt/bench/floor.py
[LEVEL]`), so the bench can show how much of a start is PySide6's own and how much is the
game's. Each level is a window with nothing of the game in it:

    bare    the smallest PySide6 window with a menu bar
    enums   the same, naming what any real window names: the Qt namespace (alignments, dock
            areas, tool button styles) and QStyle (standard icons); PySide makes their Python
            enums (about 1,300 members) when they are first named
    frame   the game window's frame, empty: the three menus, the toolbar with its five
            actions and icons, a felt-coloured middle, the side panel's dock, the status bar
"""

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

LEVELS = ("bare", "enums", "frame")
ICONS = Path(__file__).resolve().parent.parent.parent / "resources" / "icons"


def bare() -> QMainWindow:
    window = QMainWindow()
    window.setCentralWidget(QLabel("Diloti"))
    window.menuBar().addMenu("&Game")
    window.resize(800, 600)
    return window


def enums() -> QMainWindow:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QStyle

    window = bare()
    label = window.centralWidget()
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    window.setWindowIcon(window.style().standardIcon(QStyle.StandardPixmap.SP_FileIcon))
    return window


def frame() -> QMainWindow:
    from PySide6.QtCore import QSize, Qt
    from PySide6.QtGui import QAction, QColor, QIcon, QPalette
    from PySide6.QtWidgets import QDockWidget, QSizePolicy, QToolBar, QWidget

    window = QMainWindow()
    window.setWindowTitle("Diloti")
    for title in ("&Game", "&Settings", "&Help"):
        window.menuBar().addMenu(title)
    bar = QToolBar("Game", window)
    bar.setMovable(False)
    bar.setIconSize(QSize(20, 20))
    bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    for text, icon in (("New match", "new-match"), ("Undo", "undo"), ("Hint", "hint"),
                       ("Next round", "next-round")):
        bar.addAction(QAction(QIcon(str(ICONS / f"{icon}.svg")), text, window))
    spacer = QWidget()
    spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
    bar.addWidget(spacer)
    bar.addAction(QAction(QIcon(str(ICONS / "panel-unfold.svg")), "Side panel", window))
    window.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
    for_colour = []
    for colour in ("#1f7a40", "#12462a"):
        widget = QWidget()
        widget.setAutoFillBackground(True)
        palette = widget.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor(colour))
        widget.setPalette(palette)
        for_colour.append(widget)
    window.setCentralWidget(for_colour[0])
    dock = QDockWidget("Side panel", window)
    dock.setTitleBarWidget(QWidget())
    dock.setWidget(for_colour[1])
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.statusBar().addWidget(QLabel(), 1)
    window.resize(1200, 780)
    return window


if __name__ == "__main__":
    level = sys.argv[1] if len(sys.argv) > 1 else "bare"
    if level not in LEVELS:
        sys.exit(f"floor.py: no level {level!r} (one of {', '.join(LEVELS)})")
    app = QApplication(sys.argv[:1])
    window = {"bare": bare, "enums": enums, "frame": frame}[level]()
    window.show()
    sys.exit(app.exec())
