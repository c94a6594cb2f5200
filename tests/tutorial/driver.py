"""Play a TutorialWindow like a learner: real mouse drags on its table's viewport."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from diloti_qt.engine import parse_card
from diloti_qt.ui.tutorial.window import TutorialWindow

LEFT = Qt.MouseButton.LeftButton


class Learner:
    def __init__(self, qtbot, tmp_path, pace: str = "instant"):
        self.qtbot = qtbot
        self.window = TutorialWindow(tmp_path / "progress.json", pace=pace)
        qtbot.addWidget(self.window)
        self.window.resize(1400, 860)
        self.window.show()
        qtbot.waitExposed(self.window)

    @property
    def view(self):
        return self.window.table

    @property
    def controller(self):
        return self.window.controller

    @property
    def runner(self):
        return self.window.controller.lesson_runner

    def settle(self) -> None:
        self.qtbot.waitUntil(lambda: not self.view.is_animating(), timeout=5000)

    def point(self, scene_pos: QPointF) -> QPoint:
        return self.view.mapFromScene(scene_pos)

    def card_point(self, text: str) -> QPoint:
        return self.point(self.view.scene_item_for_card(parse_card(text)).center())

    def pile_point(self, text: str) -> QPoint:
        row = self.window.table_model.row_of_card(parse_card(text))
        return self.point(self.view.pile_scene_rect(row).center())

    def felt_point(self) -> QPoint:
        lay = self.view.table.layout
        area, step = lay.table, lay.cw / 4
        y = area.top() + step
        while y < area.bottom():
            x = area.left() + step
            while x < area.right():
                p = QPointF(x, y)
                if all(not b.rect.adjusted(-step, -step, step, step).contains(p)
                       for b in lay.piles):
                    return self.point(p)
                x += step
            y += step
        raise AssertionError("no free felt")

    def drag(self, card: str, to: QPoint, steps: int = 6) -> None:
        self.settle()
        vp = self.view.viewport()
        start = self.card_point(card)
        QTest.mousePress(vp, LEFT, Qt.KeyboardModifier.NoModifier, start)
        for i in range(1, steps + 1):
            p = start + (to - start) * (i / steps)
            event = QMouseEvent(QEvent.Type.MouseMove, QPointF(p), vp.mapToGlobal(QPointF(p)),
                                Qt.MouseButton.NoButton, LEFT, Qt.KeyboardModifier.NoModifier)
            QApplication.sendEvent(vp, event)
        QTest.mouseRelease(vp, LEFT, Qt.KeyboardModifier.NoModifier, to)

    def click_pile(self, text: str) -> None:
        self.settle()
        QTest.mouseClick(self.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier,
                         self.pile_point(text))

    def close(self) -> None:
        self.window.close()
