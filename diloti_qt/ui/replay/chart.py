"""The match as a picture under the replay viewer: each side's score over the match and the
Expert's chance of winning after every move (once its comments are computed), above the
points of every round as bars (most cards, aces, 10♦, 2♣, xeris). In the table's colours on
the felt; a click on either part goes to that moment (`position_clicked(round, move)`).

Everything is laid out from the font's metrics (`chart_layout`): legends wrap and words are
shortened rather than cut or drawn over one another, round numbers thin out and the bars
give way to the lines when the window is small."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from diloti_qt.engine.record import MatchRecord
from diloti_qt.ui.dialogs.score_chart import nice_step
from diloti_qt.ui.high_contrast import contrast_palette_in_use
from diloti_qt.ui.table.decor import GLOW, GOLD, OURS, TEXT, THEIRS

MINE = OURS.lighter(135)  # the table's own side colours, lit for lines on the dark felt
OTHERS = THEIRS.lighter(125)
CHANCE = GOLD
PARTS = ("majority", "aces", "ten_diamonds", "two_clubs", "xeris")  # the sheet's lines
PART_COLOURS = {"majority": TEXT, "aces": GOLD, "ten_diamonds": QColor("#ff8a80"),
                "two_clubs": QColor("#8ab4f8"), "xeris": GLOW}
BARS_MIN_LINES = 5  # the bars are drawn only with at least this many lines of height


def _tr(text: str) -> str:
    return QCoreApplication.translate("MatchChart", text)


def part_names() -> dict[str, str]:
    return {"majority": _tr("Most cards"), "aces": _tr("Aces"), "ten_diamonds": _tr("10♦"),
            "two_clubs": _tr("2♣"), "xeris": _tr("Xeris")}


def match_points(record: MatchRecord) -> list[tuple[int, int]]:
    """Each side's total after each round: the score sheet's last line of each round."""
    out, a, b = [], 0, 0
    for pa, pb in record.round_points:
        a, b = a + pa, b + pb
        out.append((a, b))
    return out


@dataclass
class ChartLayout:
    """Where everything goes at one size: the plots and every text's box."""

    plot: QRectF
    bars: QRectF | None
    texts: list[tuple[QRectF, str, str]] = field(default_factory=list)  # box, text, kind
    swatches: list[tuple[QRectF, str]] = field(default_factory=list)  # box, what

    def text_boxes(self) -> list[QRectF]:
        return [box for box, _text, _kind in self.texts]


class MatchChart(QWidget):
    """The picture of one record, for the player at `seat` (their side first);
    `set_record` shows another (before one is given, the chart is empty)."""

    position_clicked = Signal(int, int)  # round (0 first), moves played in it

    def __init__(self, record: MatchRecord | None = None, seat: int = 0,
                 names: tuple[str, str] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchChart")
        self.setMinimumSize(300, 160)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAccessibleName(_tr("The match as a picture"))
        self.record: MatchRecord | None = None
        self.moves: list[int] = []
        self.chances: list[list[float]] | None = None
        self.current = (0, 0)
        self._cache: tuple | None = None  # (what it was drawn for, picture, layout)
        self._soon = False  # the picture is to be drawn on the event loop's next turn
        if record is not None:
            self.set_record(record, seat, names)

    def set_record(self, record: MatchRecord, seat: int = 0,
                   names: tuple[str, str] | None = None) -> None:
        """The picture of `record` for the player at `seat`: no chances yet, at its start."""
        self.record = record
        rules = record.rules
        self.side = rules.side_of(seat)
        self.target = rules.target
        self.names = names or (record.players[seat].name,
                               record.players[(seat + 1) % rules.players].name)
        self.moves = [len(r.moves) for r in record.rounds]
        self.offsets = []  # the chart's first position of each round (n + 1 per round)
        at = 0
        for n in self.moves:
            self.offsets.append(at)
            at += n + 1
        self.positions = at
        totals = match_points(record)
        self.points = [(t[self.side], t[1 - self.side]) for t in totals]  # mine, theirs
        sheets = record.breakdowns()
        self.bars = [(s[self.side], s[1 - self.side]) for s in sheets]
        self.chances = None
        self.current = (0, 0)
        self._cache = None
        self._describe()
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(760, 300)

    # -- what it shows ------------------------------------------------------------------
    def set_chances(self, chances: list[list[float]] | None) -> None:
        """Per round, the player's chance of winning before its first move and after each."""
        self.chances = chances
        self._cache = None
        self._describe()
        self.update()

    def set_position(self, round_index: int, move_index: int) -> None:
        if (round_index, move_index) != self.current:
            self.current = (round_index, move_index)
            self.update()

    def index_of(self, round_index: int, move_index: int) -> int:
        return self.offsets[round_index] + move_index

    def moment_of(self, index: int) -> tuple[int, int]:
        """The (round, moves played) of a position on the chart."""
        index = max(0, min(self.positions - 1, index))
        r = max(i for i, start in enumerate(self.offsets) if start <= index)
        return r, index - self.offsets[r]

    def score_at(self, round_index: int, move_index: int) -> tuple[int, int]:
        """(mine, theirs) as the score sheet stood at that moment."""
        if move_index >= self.moves[round_index]:
            return self.points[round_index]
        return self.points[round_index - 1] if round_index else (0, 0)

    def _describe(self) -> None:
        names = part_names()
        parts = []
        for r, ((a, b), (mine, theirs)) in enumerate(zip(self.points, self.bars,
                                                         strict=True), start=1):
            said = ", ".join(f"{names[p]} {mine[p]}–{theirs[p]}" for p in PARTS
                             if mine[p] or theirs[p])
            line = _tr("Round {n}: {me} {a}, {them} {b} ({parts})").format(
                n=r, me=self.names[0], a=a, them=self.names[1], b=b, parts=said)
            if self.chances is not None:
                line += " " + _tr("chance of winning {p}%").format(
                    p=round(100 * self.chances[r - 1][-1]))
            parts.append(line)
        self.setAccessibleDescription(_tr("Target {target}.").format(target=self.target)
                                      + " " + "; ".join(parts))

    # -- layout ---------------------------------------------------------------------------
    def legend_items(self) -> list[tuple[str, str]]:
        items = [("mine", self.names[0]), ("theirs", self.names[1])]
        if self.chances is not None:
            items.append(("chance", _tr("Chance of winning (the Expert)")))
        else:
            items.append(("hint", _tr("The chance of winning comes with the Expert's "
                                      "comments")))
        items.append(("target", _tr("Target {target}").format(target=self.target)))
        return items

    def chart_layout(self, width: float, height: float) -> ChartLayout:
        fm = QFontMetricsF(self.font())
        line = fm.height()
        pad = line * 0.4
        texts: list[tuple[QRectF, str, str]] = []
        swatches: list[tuple[QRectF, str]] = []
        y = self._flow(fm, self.legend_items(), pad, pad, width - 2 * pad, texts, swatches)
        y_max = self._y_max()
        left = fm.horizontalAdvance(str(y_max)) + pad * 2
        right = fm.horizontalAdvance("100%") + pad * 2 if self.chances is not None else pad
        bottom_axis = line * 1.3
        room = height - y - pad
        parts = [(p, n) for p, n in part_names().items()]
        bars_legend_h = self._flow_height(fm, parts, width - 2 * pad)
        bars_h = 0.0
        if room - bars_legend_h > line * (BARS_MIN_LINES + 6):  # the lines keep 6 at least
            bars_h = (room - bars_legend_h) * 0.38
        plot = QRectF(left, y + pad, max(1.0, width - left - right),
                      max(1.0, room - bars_h - bars_legend_h - bottom_axis - pad))
        # the points and the % on the axes, each a text box
        step = nice_step(y_max, max(2, int(plot.height() / (line * 1.8))))
        while step < y_max and plot.height() * step / y_max < line * 1.15:
            step = nice_step(step * 1.5, 1)  # the next round step: labels a line apart
        value = 0 if plot.height() >= line * 1.15 else y_max  # too low for two: the top
        while value <= y_max:
            yy = plot.bottom() - plot.height() * value / y_max
            texts.append((QRectF(0, yy - line / 2, left - pad, line), str(value), "axis"))
            value += step
        marks = ((0, 50, 100) if plot.height() >= line * 2.3 else
                 (0, 100) if plot.height() >= line * 1.15 else (100,))
        for pct in marks if self.chances is not None else ():
            yy = plot.bottom() - plot.height() * pct / 100
            texts.append((QRectF(plot.right() + pad, yy - line / 2, right - pad, line),
                          f"{pct}%", "percent"))
        # one number per round under its span, as many as fit side by side
        n = len(self.moves)
        widest = fm.horizontalAdvance(str(n)) + line
        narrowest = plot.width() * (min(self.moves) + 1) / max(1, self.positions)
        every = max(1, math.ceil(widest / max(1.0, narrowest)))
        for r in range(0, n, every):
            x0 = self._x(plot, self.offsets[r])
            x1 = self._x(plot, self.offsets[r] + self.moves[r])
            centre = (x0 + x1) / 2
            box = QRectF(centre - widest / 2, plot.bottom() + pad * 0.5, widest, line)
            texts.append((box, str(r + 1), "round"))
        bars = None
        if bars_h:
            top = plot.bottom() + bottom_axis + pad
            bars = QRectF(plot.left(), top, plot.width(), bars_h - pad)  # pad: its legend
            for value, yy in ((self.bar_top(), bars.top()), (0, bars.bottom())):
                texts.append((QRectF(0, yy - line / 2, left - pad, line), str(value), "scale"))
            self._flow(fm, parts, pad, bars.bottom() + pad, width - 2 * pad, texts, swatches,
                       kind="part")
        return ChartLayout(plot, bars, texts, swatches)

    def _y_max(self) -> int:
        top = max([self.target] + [max(p) for p in self.points])
        step = nice_step(top * 1.08, 5)
        return int(step * math.ceil(top * 1.08 / step))

    def _x(self, plot: QRectF, index: float) -> float:
        return plot.left() + plot.width() * index / max(1, self.positions - 1)

    @staticmethod
    def _flow_height(fm: QFontMetricsF, items: list[tuple[str, str]], width: float) -> float:
        line = fm.height()
        x, rows = 0.0, 1
        for _key, text in items:
            w = line * 1.6 + fm.horizontalAdvance(text) + line * 0.8
            if x and x + w > width:
                rows, x = rows + 1, 0.0
            x += w
        return rows * line * 1.25

    def _flow(self, fm: QFontMetricsF, items: list[tuple[str, str]], left: float, top: float,
              width: float, texts: list, swatches: list, kind: str = "legend") -> float:
        """Legend items left to right, wrapped; a word too long for a whole row shortened.
        Returns the bottom of the last row."""
        line = fm.height()
        x, y = 0.0, top
        for key, text in items:
            room = width - line * 1.6
            shown = text if fm.horizontalAdvance(text) <= room else fm.elidedText(
                text, Qt.TextElideMode.ElideRight, room)
            w = line * 1.6 + fm.horizontalAdvance(shown) + line * 0.8
            if x and x + w > width:
                x, y = 0.0, y + line * 1.25
            swatches.append((QRectF(left + x, y + line * 0.2, line * 1.2, line * 0.6), key))
            texts.append((QRectF(left + x + line * 1.6, y, fm.horizontalAdvance(shown) + 1,
                                 line), shown, "hint" if key == "hint" else kind))
            x += w
        return y + line * 1.25

    # -- painting -------------------------------------------------------------------------
    def _key(self) -> tuple:
        """What the picture is drawn for: the size, the screen's pixels, the colours, the
        font."""
        return (self.width(), self.height(), self.devicePixelRatioF(),
                self.palette().cacheKey(), self.font().key())

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """The picture is drawn once per size (and palette, chances): a jump redraws only
        the line that says where the replay is. A new record's (or chances') picture is
        drawn on the next turn of the event loop: the viewer's first frame does not wait
        for it (a few milliseconds), the dialog's background shows meanwhile."""
        if self.record is None:
            return  # nothing to draw yet: the dialog's background shows
        if self._cache is None:
            if not self._soon:
                self._soon = True
                QTimer.singleShot(0, self, self._draw_soon)
            return
        key = self._key()
        if self._cache[0] != key:
            self._cache = (key, *self._picture(key[2]))
        _key, picture, lay = self._cache
        painter = QPainter(self)
        painter.drawPixmap(0, 0, picture)
        if lay.plot.width() > 10 and lay.plot.height() > 10:
            x = self._x(lay.plot, self.index_of(*self.current))
            painter.setPen(QPen(QColor("white"), 1.4, Qt.PenStyle.DotLine))
            painter.drawLine(QPointF(x, lay.plot.top()), QPointF(x, lay.plot.bottom()))
        painter.end()

    def _draw_soon(self) -> None:
        self._soon = False
        if self._cache is None and self.record is not None:
            key = self._key()
            self._cache = (key, *self._picture(key[2]))
            self.update()

    def _picture(self, ratio: float) -> tuple[QPixmap, ChartLayout]:
        """Everything but where the replay is, at the widget's size."""
        picture = QPixmap(max(1, round(self.width() * ratio)), max(1, round(self.height()
                                                                             * ratio)))
        picture.setDevicePixelRatio(ratio)
        pal = self.palette()
        # on the high-contrast felt the picture lies on its black, not on a field's grey
        picture.fill(pal.color(QPalette.ColorRole.Window) if contrast_palette_in_use(pal)
                     else pal.color(QPalette.ColorRole.Base))
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(QFont(self.font()))
        lay = self.chart_layout(self.width(), self.height())
        text = pal.color(QPalette.ColorRole.Text)
        self._paint_grid(painter, lay, text)
        if lay.plot.width() > 10 and lay.plot.height() > 10:
            self._paint_lines(painter, lay)
        if lay.bars is not None:
            self._paint_bars(painter, lay.bars, text)
        for box, what in lay.swatches:
            self._swatch(painter, box, what)
        for box, words, kind in lay.texts:
            painter.setPen(pal.color(QPalette.ColorRole.PlaceholderText) if kind == "hint"
                           else text)
            align = (Qt.AlignmentFlag.AlignRight if kind in ("axis", "scale")
                     else Qt.AlignmentFlag.AlignCenter if kind == "round"
                     else Qt.AlignmentFlag.AlignLeft) | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(box, align, words)
        painter.end()
        return picture, lay

    def _paint_grid(self, painter: QPainter, lay: ChartLayout, text: QColor) -> None:
        plot = lay.plot
        grid = QColor(text)
        grid.setAlpha(36)
        painter.setPen(QPen(grid, 1))
        for box, _words, kind in lay.texts:
            if kind == "axis":
                y = box.center().y()
                painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        for r in range(1, len(self.moves)):  # where each round begins
            x = self._x(plot, self.offsets[r] - 0.5)
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        painter.setPen(QPen(text, 1.2))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        painter.drawLine(plot.bottomRight(), plot.topRight())
        y = plot.bottom() - plot.height() * self.target / self._y_max()
        painter.setPen(QPen(text, 1.2, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))

    def _paint_lines(self, painter: QPainter, lay: ChartLayout) -> None:
        plot, y_max = lay.plot, self._y_max()

        def at(index: float, value: float, scale: float) -> QPointF:
            return QPointF(self._x(plot, index), plot.bottom() - plot.height() * value / scale)

        for side, colour in ((1, OTHERS), (0, MINE)):
            path = QPainterPath(at(0, 0, y_max))
            ends = []
            for r, n in enumerate(self.moves):
                before = self.points[r - 1][side] if r else 0
                path.lineTo(at(self.offsets[r], before, y_max))
                path.lineTo(at(self.offsets[r] + n - 1, before, y_max))
                end = at(self.offsets[r] + n, self.points[r][side], y_max)
                path.lineTo(end)
                ends.append(end)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(colour, 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(path)
            painter.setBrush(colour)
            for p in ends:
                painter.drawEllipse(p, 3.2, 3.2)
        if self.chances is not None:
            path = QPainterPath()
            for r, series in enumerate(self.chances):
                for k, c in enumerate(series):
                    p = at(self.offsets[r] + k, c, 1.0)
                    if path.elementCount():
                        path.lineTo(p)
                    else:
                        path.moveTo(p)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(CHANCE, 1.8))
            painter.drawPath(path)

    def bar_top(self) -> int:
        """The bars' scale: the most points a side made in a round, rounded up."""
        top = max(max(m["total"], t["total"]) for m, t in self.bars) or 1
        step = nice_step(top, 3)
        return int(step * math.ceil(top / step))

    def bar_boxes(self, bars: QRectF) -> list[tuple[QRectF, QRectF]]:
        """Per round, the box of the player's bar and the other side's, full height."""
        out = []
        for r, n in enumerate(self.moves):
            x0, x1 = self._x(bars, self.offsets[r]), self._x(bars, self.offsets[r] + n)
            w = max(1.0, min((x1 - x0) * 0.34, bars.height() * 0.6))
            mid = (x0 + x1) / 2
            out.append((QRectF(mid - w - 1, bars.top(), w, bars.height()),
                        QRectF(mid + 1, bars.top(), w, bars.height())))
        return out

    def _paint_bars(self, painter: QPainter, bars: QRectF, text: QColor) -> None:
        top = self.bar_top()
        painter.setPen(QPen(text, 1))
        painter.drawLine(bars.bottomLeft(), bars.bottomRight())
        for (mine_box, theirs_box), pair in zip(self.bar_boxes(bars), self.bars, strict=True):
            for box, sheet, edge in ((mine_box, pair[0], MINE), (theirs_box, pair[1], OTHERS)):
                y = box.bottom()
                for part in PARTS:
                    h = box.height() * sheet[part] / top
                    if h <= 0:
                        continue
                    painter.fillRect(QRectF(box.left(), y - h, box.width(), h),
                                     PART_COLOURS[part])
                    y -= h
                painter.setPen(QPen(edge, 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(QRectF(box.left(), y, box.width(), box.bottom() - y))

    def _swatch(self, painter: QPainter, box: QRectF, what: str) -> None:
        if what in PART_COLOURS:
            painter.fillRect(box, PART_COLOURS[what])
            return
        colour = {"mine": MINE, "theirs": OTHERS, "chance": CHANCE}.get(what)
        y = box.center().y()
        if what == "target":
            painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Text), 1.2,
                                Qt.PenStyle.DashLine))
        elif colour is None:
            return
        else:
            painter.setPen(QPen(colour, 2.4))
        painter.drawLine(QPointF(box.left(), y), QPointF(box.right(), y))

    # -- clicks ---------------------------------------------------------------------------
    def moment_at(self, x: float, y: float) -> tuple[int, int] | None:
        """The moment under a point: on the lines, the nearest position; on the bars, the
        end of that round."""
        if self.record is None:
            return None
        lay = (self._cache[2] if self._cache is not None
               and self._cache[0][:2] == (self.width(), self.height())
               else self.chart_layout(self.width(), self.height()))
        plot = lay.plot
        if lay.bars is not None and y >= lay.bars.top() - 2:
            for r, (mine, theirs) in enumerate(self.bar_boxes(lay.bars)):
                if mine.left() - 4 <= x <= theirs.right() + 4:
                    return r, self.moves[r]
            return None
        if plot.width() <= 1 or not plot.left() - 4 <= x <= plot.right() + 4:
            return None
        index = round((x - plot.left()) / plot.width() * max(1, self.positions - 1))
        return self.moment_of(index)

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt API)
        if event.button() == Qt.MouseButton.LeftButton:
            where = self.moment_at(event.position().x(), event.position().y())
            if where is not None:
                self.position_clicked.emit(*where)
                event.accept()
                return
        super().mousePressEvent(event)
