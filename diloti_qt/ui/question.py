"""A window-modal question with one button to go ahead and one to keep things as they are
(the default, and what Esc answers): abandon a match, throw a score pad away, close a
table that friends sit at."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget


def ask(parent: QWidget, name: str, title: str, text: str, go: str, keep: str,
        answered: Callable[[bool], None], detail: str = "",
        warning: bool = False) -> QMessageBox:
    """Open the question (it does not block) and return its box, named `name` (tests find
    it by that name); `answered(True)` once the person chose `go`, `answered(False)` for
    `keep`, Esc or closing it. The box deletes itself when closed."""
    icon = QMessageBox.Icon.Warning if warning else QMessageBox.Icon.Question
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName(name)
    if detail:
        box.setInformativeText(detail)
    box.addButton(go, QMessageBox.ButtonRole.AcceptRole)
    stay = box.addButton(keep, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(stay)
    box.setEscapeButton(stay)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.finished.connect(lambda _=0: answered(
        box.buttonRole(box.clickedButton()) == QMessageBox.ButtonRole.AcceptRole))
    box.open()
    return box
