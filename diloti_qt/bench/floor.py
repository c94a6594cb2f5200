"""The floor of the start-up benchmark: the smallest PySide6 window with a menu bar, run as a
script (`python diloti_qt/bench/floor.py`), so the bench can show how much of a start is
PySide6's own and how much is the game's."""

import sys

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

if __name__ == "__main__":
    app = QApplication(sys.argv)
    window = QMainWindow()
    window.setCentralWidget(QLabel("Diloti"))
    window.menuBar().addMenu("&Game")
    window.resize(800, 600)
    window.show()
    sys.exit(app.exec())
