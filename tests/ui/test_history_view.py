"""The side panel's history list: laid out in batches, it follows its newest row until the
person scrolls it, and follows again from the next move."""

from __future__ import annotations

from PySide6.QtCore import QStringListModel
from PySide6.QtWidgets import QAbstractSlider

from diloti_qt.ui.history_view import BATCH_ROWS, HistoryView


def at_bottom(view: HistoryView) -> bool:
    bar = view.verticalScrollBar()
    return bar.maximum() > 0 and bar.value() == bar.maximum()


def test_the_list_follows_its_newest_row_through_every_batch(qtbot):
    model = QStringListModel([f"move {i}" for i in range(4 * BATCH_ROWS)])
    view = HistoryView(model)
    qtbot.addWidget(view)
    view.resize(240, 300)
    view.show()
    view.follow_newest()
    last = model.index(model.rowCount() - 1, 0)
    qtbot.waitUntil(lambda: at_bottom(view)
                    and view.viewport().rect().contains(view.visualRect(last)))


def test_a_person_who_scrolls_back_is_not_pulled_down_until_the_next_move(qtbot):
    model = QStringListModel([f"move {i}" for i in range(200)])
    view = HistoryView(model)
    qtbot.addWidget(view)
    view.resize(240, 300)
    view.show()
    view.follow_newest()
    qtbot.waitUntil(lambda: at_bottom(view))
    bar = view.verticalScrollBar()
    bar.triggerAction(QAbstractSlider.SliderAction.SliderPageStepSub)  # as a wheel or a click
    assert not view.following()
    kept = bar.value()
    with qtbot.waitSignal(bar.rangeChanged):
        model.insertRows(model.rowCount(), 50)
    qtbot.waitUntil(lambda: bar.maximum() > kept + 100)
    assert bar.value() == kept
    view.follow_newest()  # the next move
    qtbot.waitUntil(lambda: at_bottom(view))
    assert view.following()
