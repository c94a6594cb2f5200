"""Buddy labels' names on the desktop's accessibility bus, told again once the buddy is set.

A QLabel given its text before its buddy ("&Rules:", as QFormLayout.addRow(text, field) and
most forms make them) is announced to AT-SPI with the ampersand: Qt strips a mnemonic only
from a label that has a buddy, and tells nothing when the buddy comes later, so a screen
reader's cache keeps "&Rules:" and reads the ampersand. A form calls `name_labels(self)`
once it is built.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QLabel, QWidget


def name_labels(root: QWidget) -> None:
    """Every label under `root` whose buddy makes its "&" a mnemonic says its name again."""
    if not QAccessible.isActive():
        return  # nobody listens: nothing to correct
    for label in root.findChildren(QLabel):
        if label.buddy() is not None and "&" in label.text():
            QAccessible.updateAccessibility(
                QAccessibleEvent(label, QAccessible.Event.NameChanged))
