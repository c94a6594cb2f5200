"""Help ▸ About: the game's name, version and licence."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from diloti_qt import __version__


def about_text() -> str:
    return QCoreApplication.translate(
        "About",
        "<h3>Diloti — Δηλωτή {version}</h3>"
        "<p>The Greek fishing card game of captures, declarations "
        "(«δηλωμένα») and xeri, on your desktop.</p>"
        "<p>Free software under the GNU General Public License, version 3 or "
        "later. The card deck is drawn for this game.</p>").format(version=__version__)


def show_about(parent: QWidget | None = None) -> QMessageBox:
    """The About box, window-modal and not waited for (QMessageBox.about runs a nested loop:
    a screen reader's Press on the menu item had no answer until the box was closed)."""
    box = QMessageBox(parent)
    box.setObjectName("aboutBox")
    box.setWindowTitle(QCoreApplication.translate("About", "About Diloti"))
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(about_text())
    icon = parent.windowIcon() if parent is not None else None
    if icon is not None and not icon.isNull():
        box.setIconPixmap(icon.pixmap(64, 64))  # as QMessageBox.about shows it
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
