"""The turn clock on the online table: the time left to the seat to move, shown by that
seat's name in the table's look (a small pill beside the name, counting down), as the
server's last message said it (net.mirror.TurnClock). Nothing when no clock runs."""

from __future__ import annotations

import math
import time

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QTimer
from PySide6.QtGui import QColor

from diloti_qt.ui.table.decor import Label, font

TICK_MS = 250
LOW_S = 10  # the last seconds show in the warning colour


def _tr(text: str) -> str:
    return QCoreApplication.translate("TurnClock", text)


def clock_text(seconds: float) -> str:
    """`0:25` for the time left (whole seconds, rounded up: 0:00 only once run out)."""
    whole = math.ceil(max(0.0, seconds))
    return f"{whole // 60}:{whole % 60:02d}"


def clock_choice_text(seconds: int) -> str:
    """A clock's length as the host chooses it."""
    if seconds == 0:
        return _tr("No clock")
    if seconds % 60 == 0:
        minutes = seconds // 60
        return _tr("1 minute a move") if minutes == 1 else \
            _tr("{n} minutes a move").format(n=minutes)
    return _tr("{n} seconds a move").format(n=seconds)


CHOICES = (0, 30, 60, 120)  # what the host may choose (the protocol takes 0-3600)


class TurnClockMark(QObject):
    """Keeps a pill with the time left beside the mover's name on `view`'s table, from
    `connection.table.clock`; `text()` says what it shows ("" when nothing)."""

    def __init__(self, view, connection, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.connection = connection
        self.label: Label | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.refresh)
        for signal in (connection.match_heard, connection.seats_changed):
            signal.connect(self.refresh)

    def text(self) -> str:
        return self.label.text() if self.label is not None else ""

    def refresh(self, *_args) -> None:
        clock = self.connection.table.clock
        names = self.view.table.decor.names
        name = names.get(clock.seat) if clock is not None else None
        scene = self.view.scene()
        if clock is None or name is None or scene is None or self.connection.farewell:
            self.drop()
            return
        left = clock.left(time.monotonic())
        if self.label is None or self.label.scene() is not scene:
            self.drop()
            self.label = Label("")
            self.label.setObjectName("turnClock")
            self.label.setZValue(9_000)
            scene.addItem(self.label)
        low = left <= LOW_S
        self.label.set_colours(QColor("#1d1d1b"), QColor("#f3c969" if low else "#fbf8ee"),
                               QColor("#c9b98a"))
        self.label.set_font(font(name.size()[1] / 1.6))
        self.label.set_text(_tr("⏱ {time}").format(time=clock_text(left)))
        self.label.setToolTip(_tr("Time left to move: {time}").format(time=clock_text(left)))
        r, area = name.sceneBoundingRect(), scene.sceneRect()
        w, h = self.label.size()
        x = r.right() + h * 0.3
        if x + w > area.right() - 4:  # no room on its right: on the name's left
            x = r.left() - h * 0.3 - w
        self.label.setPos(QPointF(round(x), round(r.center().y() - h / 2)))
        if not self.timer.isActive():
            self.timer.start()

    def drop(self) -> None:
        self.timer.stop()
        label, self.label = self.label, None
        if label is not None and label.scene() is not None:
            label.scene().removeItem(label)
