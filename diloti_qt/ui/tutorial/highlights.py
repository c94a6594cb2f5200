"""Lesson highlights on the table: gold frames round the piles to use, a halo on the hand card."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer

from diloti_qt.ui.table.decor import Frame
from diloti_qt.ui.table.places import Z_TABLE


class LessonHighlights(QObject):
    """Keeps the step's targets outlined on a TableView, redrawn at every stage the table
    reaches (a frame never stays where a pile was)."""

    def __init__(self, view) -> None:
        super().__init__(view)
        self.view = view
        self.scene = view.table
        self.table_cards: frozenset[int] = frozenset()
        self.hand_cards: frozenset[int] = frozenset()
        self.frames: list[Frame] = []
        self._haloed: set[int] = set()
        self._soon = QTimer(self)
        self._soon.setSingleShot(True)
        self._soon.setInterval(0)
        self._soon.timeout.connect(self._draw)
        view.presenter.reached.connect(self._reached)
        view.viewport().installEventFilter(self)

    def set_targets(self, table_cards, hand_cards) -> None:
        self.table_cards = frozenset(table_cards)
        self.hand_cards = frozenset(hand_cards)
        self._draw()

    def clear(self) -> None:
        self.set_targets((), ())

    def outlined_rows(self) -> list[int]:
        """TableModel rows currently outlined (for tests and accessibility)."""
        lay = self.scene.layout
        if lay is None:
            return []
        return [box.row for box in lay.piles if self.table_cards & set(box.pile.cards)]

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.Resize:
            self._soon.start()  # after the table has been laid out again
        return False

    def _reached(self, _stage) -> None:
        self._draw()

    def _draw(self) -> None:
        for frame in self.frames:
            self.scene.removeItem(frame)
        self.frames = []
        for card in self._haloed:
            sprite = self.scene.sprites.get(card)
            if sprite is not None and sprite.halo == "hint":
                sprite.set_halo(None)
        self._haloed = set()
        lay, snap = self.scene.layout, self.scene.shown
        if lay is None or snap is None:
            return
        for box in lay.piles:
            if self.table_cards & set(box.pile.cards):
                frame = Frame(box.rect, "hint", lay.cw)
                frame.setZValue(Z_TABLE + 130)
                self.scene.addItem(frame)
                self.frames.append(frame)
        for card in self.hand_cards & set(snap.hand):
            self.scene.sprites[card].set_halo("hint")
            self._haloed.add(card)
