"""FittedPages: a dialog's pages, one shown at a time, asking for the room of the page shown.

A QStackedWidget asks for the room of its largest page (its height for a width too, which
the layouts read from its QStackedLayout whatever the pages' size policies), so a dialog
sized to its content kept the largest page's empty space around a small one: the round
review's progress line had the results' room. Here the pages lie in a column and only the
one shown is visible: a layout gives a hidden widget no room.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget


class FittedPages(QWidget):
    """QStackedWidget's calls (addWidget, currentWidget, setCurrentWidget, currentIndex,
    setCurrentIndex, count, widget, indexOf, currentChanged), sized to the page shown."""

    currentChanged = Signal(int)  # noqa: N815 (QStackedWidget's name)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._column = QVBoxLayout(self)
        self._column.setContentsMargins(0, 0, 0, 0)
        self._pages: list[QWidget] = []
        self._index = -1

    def addWidget(self, page: QWidget) -> int:  # noqa: N802 (QStackedWidget's name)
        self._pages.append(page)
        self._column.addWidget(page)
        if self._index < 0:
            self._index = 0
        page.setVisible(page is self._pages[self._index])
        return len(self._pages) - 1

    def count(self) -> int:
        return len(self._pages)

    def widget(self, index: int) -> QWidget | None:
        return self._pages[index] if 0 <= index < len(self._pages) else None

    def indexOf(self, page: QWidget) -> int:  # noqa: N802 (QStackedWidget's name)
        return next((i for i, p in enumerate(self._pages) if p is page), -1)

    def currentIndex(self) -> int:  # noqa: N802 (QStackedWidget's name)
        return self._index

    def currentWidget(self) -> QWidget | None:  # noqa: N802 (QStackedWidget's name)
        return self.widget(self._index)

    def setCurrentIndex(self, index: int) -> None:  # noqa: N802 (QStackedWidget's name)
        if not 0 <= index < len(self._pages) or index == self._index:
            return
        self._index = index
        for i, page in enumerate(self._pages):
            if i != index:
                page.hide()
        self._pages[index].show()
        self.currentChanged.emit(index)

    def setCurrentWidget(self, page: QWidget) -> None:  # noqa: N802 (QStackedWidget's name)
        self.setCurrentIndex(self.indexOf(page))
