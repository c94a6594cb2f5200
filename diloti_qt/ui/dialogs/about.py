"""Help ▸ About: the game's name, version and licence."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from diloti_qt import __version__


def show_about(parent: QWidget | None = None) -> None:
    tr = QCoreApplication.translate
    QMessageBox.about(
        parent,
        tr("About", "About Diloti"),
        tr("About",
           "<h3>Diloti — Δηλωτή {version}</h3>"
           "<p>The Greek fishing card game of captures, declarations "
           "(«δηλωμένα») and xeri, on your desktop.</p>"
           "<p>Free software under the GNU General Public License, version 3 or "
           "later. The card deck is drawn for this game.</p>").format(version=__version__),
    )
