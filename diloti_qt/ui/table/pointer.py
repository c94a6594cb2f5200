"""The mouse pointer over the table's items: which shape it takes over each of them.

Items never give their cursor back with QGraphicsItem.unsetCursor(): when the item is under
the pointer and the view has had no mouse movement since it appeared (a player on the
keyboard, the pointer resting where a dialog closed), Qt 6 then looks the pointer up through
the view's last mouse event, which was never set, and crashes in libQt6Gui (issue 27, fault 1:
the segmentation fault a few seconds after Play this deal, when the computer's reply took
the card under the pointer). The view's own arrow, set like any other shape, never reads it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsItem


def point_with(item: QGraphicsItem, shape: Qt.CursorShape | None) -> None:
    """The pointer takes `shape` over `item`; None: the table's plain arrow."""
    wanted = Qt.CursorShape.ArrowCursor if shape is None else shape
    if not item.hasCursor() or item.cursor().shape() != wanted:
        item.setCursor(wanted)
