"""ScoreChart: the running totals of one match, round by round, drawn with QPainter."""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from diloti_qt.ui.high_contrast import CONTRAST_YELLOW, contrast_palette_in_use

YOU = QColor("#1f63d6")
THEM = QColor("#c62828")
TARGET = QColor("#b3261e")
# on the high-contrast felt's black: the same blue and red, strong (7:1 and more), the target
# in the felt's yellow (the dark red target and lines were near invisible on black)
CONTRAST_LINES = {"you": QColor("#6cb6ff"), "them": QColor("#ff7b7b"),
                  "target": CONTRAST_YELLOW}


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScoreChart", text)


def nice_step(span: float, ticks: int = 5) -> int:
    """A round grid step (1, 2, 5 × 10^k) giving about `ticks` lines over `span`."""
    raw = max(1.0, span / max(1, ticks))
    power = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if raw <= m * power:
            return int(m * power)
    return int(10 * power)


class ScoreChart(QWidget):
    """Two lines (you, the opponent) from 0 through every round, the target as a dashed line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreChart")
        self.setMinimumSize(360, 240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.points: list[tuple[int, int]] = []
        self.target = 0
        self.names = (_tr("You"), _tr("Opponent"))
        self.setAccessibleName(_tr("Score progression chart"))
        self._describe()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(560, 340)

    def set_match(self, points: list[tuple[int, int]], target: int,
                  names: tuple[str, str] | None = None) -> None:
        """`points`: (your total, the opponent's total) after each round."""
        self.points = [(int(a), int(b)) for a, b in points]
        self.target = int(target)
        if names is not None:
            self.names = names
        self._describe()
        self.update()

    def clear(self) -> None:
        self.set_match([], 0)

    def colours(self) -> dict[str, QColor]:
        """The picture's colours: its background, each side's line and the target's."""
        pal = self.palette()
        if contrast_palette_in_use(pal):
            return {"back": pal.color(QPalette.ColorRole.Window), **CONTRAST_LINES}
        return {"back": pal.color(QPalette.ColorRole.Base), "you": YOU, "them": THEM,
                "target": TARGET}

    def _describe(self) -> None:
        if not self.points:
            self.setAccessibleDescription(_tr("No match selected."))
            return
        rounds = "; ".join(
            _tr("round {n}: {you} {a}, {them} {b}").format(
                n=i, you=self.names[0], a=a, them=self.names[1], b=b)
            for i, (a, b) in enumerate(self.points, start=1))
        self.setAccessibleDescription(
            _tr("Target {target}. After {rounds}.").format(target=self.target, rounds=rounds))

    # -- painting -----------------------------------------------------------------------------
    def paintEvent(self, event) -> None:  # noqa: N802 (Qt API)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        painter.fillRect(self.rect(), self.colours()["back"])
        text = pal.color(QPalette.ColorRole.Text)
        font = QFont(self.font())
        painter.setFont(font)
        fm = QFontMetricsF(font)
        if not self.points:
            painter.setPen(pal.color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter
                             | Qt.TextFlag.TextWordWrap,
                             _tr("Select a match to see how the score went."))
            painter.end()
            return
        self._paint_chart(painter, fm, text)
        if self.hasFocus():
            pen = QPen(pal.color(QPalette.ColorRole.Highlight), 2)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(self.rect()).adjusted(1, 1, -1, -1))
        painter.end()

    def _paint_chart(self, painter: QPainter, fm: QFontMetricsF, text: QColor) -> None:
        n = len(self.points)
        top_value = max([self.target] + [max(p) for p in self.points])
        step = nice_step(top_value * 1.08, 6)
        y_max = step * math.ceil(top_value * 1.08 / step)
        line_h = fm.height()
        left = fm.horizontalAdvance(str(y_max)) + line_h * 0.9
        legend_h = line_h * 1.6
        plot = QRectF(left, legend_h + line_h * 0.4, self.width() - left - line_h * 3.2,
                      self.height() - legend_h - line_h * 3.0)
        if plot.width() < 40 or plot.height() < 40:
            return

        def at(round_no: float, value: float) -> QPointF:
            return QPointF(plot.left() + plot.width() * round_no / max(1, n),
                           plot.bottom() - plot.height() * value / y_max)

        grid = QColor(text)
        grid.setAlpha(40)
        painter.setPen(QPen(grid, 1))
        value = 0
        while value <= y_max:
            y = at(0, value).y()
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text)
            painter.drawText(QRectF(0, y - line_h / 2, left - line_h * 0.4, line_h),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             str(value))
            value += step

        axis = QPen(text, 1.2)
        painter.setPen(axis)
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        every = max(1, math.ceil(n * fm.horizontalAdvance("88") * 2.2 / plot.width()))
        for r in range(0, n + 1):
            x = at(r, 0).x()
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + line_h * 0.3))
            if r % every == 0 or r == n:
                painter.drawText(QRectF(x - line_h * 2, plot.bottom() + line_h * 0.3,
                                        line_h * 4, line_h), Qt.AlignmentFlag.AlignCenter,
                                 str(r))
        painter.drawText(QRectF(plot.left(), plot.bottom() + line_h * 1.35, plot.width(),
                                line_h), Qt.AlignmentFlag.AlignCenter, _tr("Round"))

        # the target line, as drawn on the paper score sheet
        y = at(0, self.target).y()
        colours = self.colours()
        pen = QPen(colours["target"], 1.6, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.drawText(QRectF(plot.left() + line_h * 0.3, y - line_h * 1.1, plot.width(),
                                line_h), Qt.AlignmentFlag.AlignLeft,
                         _tr("Target {target}").format(target=self.target))

        for side, colour in ((1, colours["them"]), (0, colours["you"])):
            path = QPainterPath(at(0, 0))
            pts = [at(i, p[side]) for i, p in enumerate(self.points, start=1)]
            for p in pts:
                path.lineTo(p)
            painter.setPen(QPen(colour, 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                Qt.PenJoinStyle.RoundJoin))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            painter.setBrush(colour)
            painter.setPen(QPen(QColor("white"), 1))
            for p in pts:
                self._marker(painter, p, side, line_h * 0.22)
            last = pts[-1]
            painter.setPen(colour)
            other = at(n, self.points[-1][1 - side]).y()
            dy = 0.0 if abs(other - last.y()) >= line_h else (
                -line_h * 0.55 if last.y() < other or (last.y() == other and side == 0)
                else line_h * 0.55)
            bold = QFont(painter.font())
            bold.setBold(True)
            painter.save()
            painter.setFont(bold)
            painter.drawText(QRectF(last.x() + line_h * 0.35, last.y() + dy - line_h / 2,
                                    line_h * 3, line_h),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             str(self.points[-1][side]))
            painter.restore()

        self._legend(painter, fm, text, QPointF(plot.left(), line_h * 0.3), line_h)

    def _marker(self, painter: QPainter, p: QPointF, side: int, r: float) -> None:
        if side == 0:
            painter.drawEllipse(p, r * 1.5, r * 1.5)
        else:
            painter.drawRect(QRectF(p.x() - r * 1.3, p.y() - r * 1.3, r * 2.6, r * 2.6))

    def _legend(self, painter: QPainter, fm: QFontMetricsF, text: QColor, at: QPointF,
                line_h: float) -> None:
        x = at.x()
        y = at.y() + line_h / 2
        colours = self.colours()
        for side, colour in ((0, colours["you"]), (1, colours["them"])):
            painter.setPen(QPen(colour, 2.4))
            painter.drawLine(QPointF(x, y), QPointF(x + line_h * 1.6, y))
            painter.setBrush(colour)
            painter.setPen(QPen(QColor("white"), 1))
            self._marker(painter, QPointF(x + line_h * 0.8, y), side, line_h * 0.22)
            painter.setPen(text)
            label = self.names[side]
            painter.drawText(QPointF(x + line_h * 2.0, y + fm.ascent() / 2 - fm.descent() / 2),
                             label)
            x += line_h * 3.0 + fm.horizontalAdvance(label)
