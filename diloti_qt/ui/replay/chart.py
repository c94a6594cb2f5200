"""The match as a picture under the replay viewer: the score of each side after every round
(the statistics' ScoreChart, in the felt's palette), clickable: a click goes to that round."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontMetricsF

from diloti_qt.engine.record import MatchRecord
from diloti_qt.ui.dialogs.score_chart import ScoreChart, nice_step


def match_points(record: MatchRecord) -> list[tuple[int, int]]:
    """Each side's total after each round: the score sheet's last line of each round."""
    out, a, b = [], 0, 0
    for pa, pb in record.round_points:
        a, b = a + pa, b + pb
        out.append((a, b))
    return out


class MatchChart(ScoreChart):
    """`round_clicked(index)`: the round (0 for the first) under a click or Left/Right."""

    round_clicked = Signal(int)

    def __init__(self, record: MatchRecord, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("matchChart")
        self.setMinimumSize(240, 140)
        names = (record.players[0].name, record.players[1].name)
        self.set_match(match_points(record), record.rules.target, names)

    def round_at(self, x: float) -> int:
        """The round whose point lies nearest to `x` (the chart's own plot geometry)."""
        n = len(self.points)
        fm = QFontMetricsF(self.font())
        top_value = max([self.target] + [max(p) for p in self.points])
        step = nice_step(top_value * 1.08, 6)
        y_max = step * math.ceil(top_value * 1.08 / step)
        left = fm.horizontalAdvance(str(y_max)) + fm.height() * 0.9
        width = max(1.0, self.width() - left - fm.height() * 3.2)
        k = round((x - left) / width * max(1, n))  # point k is after round k (0: the start)
        return max(0, min(n - 1, k - 1))

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt API)
        if event.button() == Qt.MouseButton.LeftButton and self.points:
            self.round_clicked.emit(self.round_at(event.position().x()))
            event.accept()
            return
        super().mousePressEvent(event)
