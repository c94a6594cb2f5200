"""The side panel's history: the match's moves in words, newest in bold and in view."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from diloti_qt.storage.validate import MAX_HISTORY_LINES

# rows laid out per turn of the event loop: a resumed match's longest history (20,000 rows)
# laid out at once held the window some 2-5 s; a batch takes a few milliseconds
BATCH_ROWS = 256


class _NewestRowDelegate(QStyledItemDelegate):
    """Draws the history's newest move in bold, each row measured at the width the list
    paints it at (measured at the list's own guess, a pixel wider, a line that just fitted
    was painted cut short: "Ο υπολογιστής έριξε κάτω το …").

    A list of rows of their own heights lays every row out again when one is added, so
    each row's size is kept by what decides it (its words, bold or not, the width, the
    font): a move adds one measure, not one per row of the match."""

    # every row of the longest history a save keeps, at one width: a resumed match's
    # rows are measured once, not again at each of Qt's layouts
    MAX_KEPT = MAX_HISTORY_LINES + 64

    def __init__(self, parent: QListView) -> None:
        super().__init__(parent)
        self._view = parent
        self._sizes: dict[tuple, QSize] = {}

    def initStyleOption(self, option, index) -> None:  # noqa: N802 (Qt API)
        super().initStyleOption(option, index)
        model = index.model()  # (none for an index of a model being swapped out)
        if model is not None and index.row() == model.rowCount() - 1:
            option.font.setBold(True)

    def _width(self) -> int:
        """The width rows are measured at: the viewport's with its scroll bar, shown or
        not, so that the bar's appearing (a long history) does not measure every row
        again; a line measured a bar narrower is at most one line taller."""
        view = self._view
        width = view.viewport().width() - 2 * view.spacing()
        if not view.verticalScrollBar().isVisible():
            width -= view.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, view)
        return max(1, width)

    def sizeHint(self, option, index) -> QSize:  # noqa: N802 (Qt API)
        width = self._width()
        model = index.model()
        newest = model is not None and index.row() == model.rowCount() - 1
        key = (index.data(), newest, width, option.font.key())
        size = self._sizes.get(key)
        if size is None:
            if len(self._sizes) >= self.MAX_KEPT:
                self._sizes.clear()
            option = QStyleOptionViewItem(option)
            # a whole rectangle: Qt also asks with an empty one (after a model reset), and
            # wraps only in a valid one (one long line was kept and painted cut short)
            option.rect = QRect(0, 0, width, max(1, option.rect.height()))
            size = self._sizes[key] = super().sizeHint(option, index)
        return QSize(size)


class HistoryView(QListView):
    """The list of the match's moves in words. Rows are laid out in batches, a few at each
    turn of the event loop, so a long history never holds the window; the list follows its
    newest row (each batch lengthens it) until the person scrolls it themselves, and again
    from the next move on."""

    def __init__(self, model, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyView")
        # its own viewport, that the delegate reads (one Qt made would have PySide set up
        # every widget class to name it, before the first paint)
        self.setViewport(QWidget())
        self.setModel(model)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setUniformItemSizes(False)
        self.setLayoutMode(QListView.LayoutMode.Batched)
        self.setBatchSize(BATCH_ROWS)
        self.setSpacing(1)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setItemDelegate(_NewestRowDelegate(self))
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._following = True
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.actionTriggered.connect(self._scrolled_by_person)

    def follow_newest(self) -> None:
        """Show the newest row, now and as the rows still to be laid out come."""
        self._following = True
        self.scrollToBottom()

    def following(self) -> bool:
        return self._following

    def _range_changed(self, _low: int, _high: int) -> None:
        if self._following:
            self.scrollToBottom()

    def _scrolled_by_person(self, _action: int) -> None:
        self._following = False
