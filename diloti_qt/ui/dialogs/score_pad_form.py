"""The score pad's round form: one paper column per side (cards, aces, 10♦, 2♣, xeris), the
points each row is worth as the engine scores it, and the sentences for refused entries."""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from diloti_qt.engine.cards import DECK_SIZE
from diloti_qt.engine.scoring import FEWER_MOST, MAX_XERIS, TallyProblem
from diloti_qt.scorepad import CardsMode, RoundEntry, ScoredRound, SideEntry
from diloti_qt.scorepad.store import LIMITS

from .score_sheet import EMPTY, INK, PAPER, TARGET_INK

ROWS = ("cards", "aces", "ten_diamonds", "two_clubs", "xeris")


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScorePad", text)


def row_labels() -> dict[str, str]:
    return {"cards": _tr("Cards"), "aces": _tr("Aces"), "ten_diamonds": _tr("10♦"),
            "two_clubs": _tr("2♣"), "xeris": _tr("Xeris")}


def problem_text(problem: TallyProblem, names: tuple[str, str], entry: RoundEntry) -> str:
    """The sentence for one reason the pad refuses an entry (codes of the engine's
    tally_problems and of ScorePad)."""
    code, value = problem.code, problem.value
    side = names[problem.side] if problem.side in (0, 1) else ""
    cards = entry.sides[problem.side].cards if problem.side in (0, 1) else 0
    if code == "cards-total":
        return _tr("The cards add up to {total}, not 52. Count the piles again, or choose "
                   "“Who had more”.").format(total=value)
    if code == "cards-missing":
        return _tr("Count the cards of both sides, or choose “Who had more”.")
    if code == "more-missing":
        return _tr("Say which side had more cards.")
    if code == "aces-total":
        return _tr("The aces add up to {total}, not 4.").format(total=value)
    if code == "ten-diamonds":
        return (_tr("Nobody has the 10♦: tick it for the side that took it.") if value == 0
                else _tr("Both sides have the 10♦, but there is only one."))
    if code == "two-clubs":
        return (_tr("Nobody has the 2♣: tick it for the side that took it.") if value == 0
                else _tr("Both sides have the 2♣, but there is only one."))
    if code == "point-cards":
        return _tr("{side} took {cards} cards: too few for {count} aces, 10♦ and 2♣.").format(
            side=side, cards=cards, count=value)
    if code == "xeris":
        return _tr("{side} took {cards} cards: too few for {count} xeris (each takes two "
                   "cards or more).").format(side=side, cards=cards, count=value)
    if code == "one-card":
        return _tr("{side} took one card, but every capture takes two cards or more: "
                   "a side takes no cards or at least two.").format(side=side)
    if code == "xeris-round":
        return _tr("{count} xeris in one round, but a round has at most {most}: after a xeri "
                   "the table is empty and the next card can only be laid.").format(
            count=value, most=MAX_XERIS)
    if code == "xeris-fewer":
        return _tr("{side} had fewer cards, so at most {most}: too few for {count} xeris "
                   "(each takes two cards or more).").format(
            side=side, most=FEWER_MOST, count=value)
    if code == "cards-needed":
        return _tr("These xeris, aces, 10♦ and 2♣ need at least {count} cards, but the deck "
                   "has 52.").format(count=value)
    if code == "negative":
        return _tr("{side}: a count cannot be below 0.").format(side=side)
    if code == "over":
        return _tr("The match is over: {side} won. Correct a round, or start a new pad.").format(
            side=side)
    if code == "ends-early":
        return _tr("With this correction {side} would win after round {n}, but later rounds "
                   "were played. Delete those rounds first.").format(side=side, n=value)
    return _tr("There is no round {n}.").format(n=value)


def problem_field(problem: TallyProblem) -> tuple[str, int]:
    """The field to put the cursor in for `problem`: (row, side)."""
    side = problem.side if problem.side in (0, 1) else 0
    field = {"cards-total": "cards", "cards-missing": "cards", "more-missing": "cards",
             "aces-total": "aces", "ten-diamonds": "ten_diamonds", "two-clubs": "two_clubs",
             "point-cards": "aces", "xeris": "xeris", "xeris-round": "xeris",
             "xeris-fewer": "xeris", "cards-needed": "xeris"}.get(problem.code, "cards")
    return field, side


def paint(widget: QWidget, ink: str, paper: str = "") -> None:
    """Colours by palette, not by style sheet: a style sheet would stop the dialog's large
    font from reaching the widget."""
    palette = widget.palette()
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text,
                 QPalette.ColorRole.ButtonText):
        palette.setColor(role, QColor(ink))
    if paper:
        for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base):
            palette.setColor(role, QColor(paper))
        widget.setAutoFillBackground(True)
    widget.setPalette(palette)


def target_line(parent: QWidget | None = None) -> tuple[QWidget, QLabel]:
    """The red line of the target under the totals, with its words (the label)."""
    box = QWidget(parent)
    column = QVBoxLayout(box)
    column.setContentsMargins(0, 2, 0, 0)
    column.setSpacing(2)
    line = QFrame()
    line.setFixedHeight(2)
    line.setStyleSheet(f"background: {TARGET_INK}; border: none;")
    column.addWidget(line)
    label = QLabel()
    label.setAlignment(Qt.AlignmentFlag.AlignRight)
    paint(label, TARGET_INK)
    column.addWidget(label)
    return box, label


def scaled_font(widget: QWidget, factor: float, bold: bool = False) -> QFont:
    font = QFont(widget.font())
    font.setPointSizeF(font.pointSizeF() * factor)
    font.setBold(bold)
    return font


class PointsLabel(QLabel):
    """Points beside a row, or a total: as wide as "→ 00" in its own font, whatever it says
    now (the width was measured in the application's font before the pad's larger one
    reached the label, and the columns widened at the next layout: the boxes moved)."""

    WIDEST = "→ 000"

    def __init__(self) -> None:
        super().__init__()
        self.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        hint = super().minimumSizeHint()
        return QSize(max(hint.width(), self.fontMetrics().horizontalAdvance(self.WIDEST)),
                     hint.height())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        hint = super().sizeHint()
        return QSize(max(hint.width(), self.minimumSizeHint().width()), hint.height())


class SideColumn:
    """The fields of one side: a card count (or "had more", or 26), aces, 10♦, 2♣, xeris,
    each with the points it is worth beside it."""

    def __init__(self, name: str, more_group: QButtonGroup, side: int) -> None:
        def spin(row: str) -> QSpinBox:
            box = QSpinBox()
            box.setRange(0, LIMITS[row])
            box.setAccessibleName(_tr("{side}: {row}").format(side=name,
                                                              row=row_labels()[row]))
            box.setAlignment(Qt.AlignmentFlag.AlignRight)
            box.setMinimumWidth(box.fontMetrics().horizontalAdvance("000") + 48)
            return box

        def check(row: str) -> QCheckBox:
            box = QCheckBox(_tr("taken"))
            box.setAccessibleName(_tr("{side}: {row}").format(side=name,
                                                              row=row_labels()[row]))
            return box

        self.cards = spin("cards")
        self.more = QRadioButton(_tr("had more"))
        self.more.setAccessibleName(_tr("{side} had more cards").format(side=name))
        more_group.addButton(self.more, side)
        self.even = QLabel(str(DECK_SIZE // 2))
        self.even.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.cards_cell = QStackedWidget()
        for widget in (self.cards, self.more, self.even):
            self.cards_cell.addWidget(widget)
        # as tall as a box, whatever room the form gets: a stacked widget grows by default,
        # and the Cards row took the height a refusal's lines gave back (the rows under it
        # moved, and the next click landed on the wrong box)
        self.cards_cell.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.aces = spin("aces")
        self.ten_diamonds = check("ten_diamonds")
        self.two_clubs = check("two_clubs")
        self.xeris = spin("xeris")
        self.points = {row: PointsLabel() for row in ROWS}

    def field(self, row: str) -> QWidget:
        return {"cards": self.cards_cell, "aces": self.aces, "ten_diamonds": self.ten_diamonds,
                "two_clubs": self.two_clubs, "xeris": self.xeris}[row]

    def focus_widget(self, row: str) -> QWidget:
        """The widget that takes the cursor for `row` (at 26 each, the cards are not typed:
        the aces are)."""
        if row == "cards":
            shown = self.cards_cell.currentWidget()
            return self.aces if shown is self.even else shown
        return self.field(row)

    def chain(self) -> list[QWidget]:
        """The fields in the order Tab visits them (a pile is counted top to bottom); the
        "had more" button is not among them: both sides' buttons are one choice."""
        return [self.cards, self.aces, self.ten_diamonds, self.two_clubs, self.xeris]

    def entry(self) -> SideEntry:
        return SideEntry(self.cards.value(), self.aces.value(), self.ten_diamonds.isChecked(),
                         self.two_clubs.isChecked(), self.xeris.value())

    def show(self, entry: SideEntry) -> None:
        self.cards.setValue(entry.cards)
        self.aces.setValue(entry.aces)
        self.ten_diamonds.setChecked(entry.ten_diamonds)
        self.two_clubs.setChecked(entry.two_clubs)
        self.xeris.setValue(entry.xeris)


class RoundForm(QFrame):
    """The entry of one round on paper; `changed` whenever a field changes (the dialog saves
    the draft then). It shows what the engine makes of the fields; it decides nothing."""

    changed = Signal()

    def __init__(self, names: tuple[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundForm")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        paint(self, INK, PAPER)
        self._loading = False
        grid = QGridLayout(self)
        grid.setContentsMargins(18, 12, 18, 12)
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(6)
        self.grid = grid
        self.title = QLabel()
        self.title.setFont(scaled_font(self, 1.1, bold=True))
        grid.addWidget(self.title, 0, 0, 1, 5)

        mode_row = QHBoxLayout()
        self.mode_group = QButtonGroup(self)
        self.mode_buttons: dict[CardsMode, QRadioButton] = {}
        for mode, text in ((CardsMode.COUNTED, _tr("C&ounted")),
                           (CardsMode.MORE, _tr("Who had &more")),
                           (CardsMode.EVEN, _tr("&26 each"))):
            button = QRadioButton(text)
            self.mode_group.addButton(button)
            self.mode_buttons[mode] = button
            mode_row.addWidget(button)
        mode_row.addStretch(1)
        mode_label = QLabel(_tr("Cards:"))
        grid.addWidget(mode_label, 1, 0)
        grid.addLayout(mode_row, 1, 1, 1, 4)

        self.more_group = QButtonGroup(self)
        self.sides = [SideColumn(names[i], self.more_group, i) for i in (0, 1)]
        bold = scaled_font(self, 1.0, bold=True)
        for i, name in enumerate(names):
            head = QLabel(name)
            head.setFont(bold)
            head.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(head, 2, 1 + 2 * i, 1, 2)
        labels = row_labels()
        for r, row in enumerate(ROWS, start=3):
            label = QLabel(labels[row])
            label.setBuddy(self.sides[0].field(row))
            grid.addWidget(label, r, 0)
            for i, side in enumerate(self.sides):
                grid.addWidget(side.field(row), r, 1 + 2 * i)
                grid.addWidget(side.points[row], r, 2 + 2 * i)
        rule = QFrame()
        rule.setFixedHeight(1)
        rule.setStyleSheet(f"background: {INK}; border: none;")
        grid.addWidget(rule, 8, 0, 1, 5)
        self.round_labels = [PointsLabel(), PointsLabel()]
        self.total_labels = [PointsLabel(), PointsLabel()]
        for r, (text, cells) in enumerate(((_tr("Round"), self.round_labels),
                                           (_tr("Running total"), self.total_labels)), start=9):
            head = QLabel(text)
            head.setFont(bold)
            grid.addWidget(head, r, 0)
            for i, cell in enumerate(cells):
                cell.setFont(bold)
                grid.addWidget(cell, r, 2 + 2 * i)
        line, self.target_line = target_line()
        grid.addWidget(line, 11, 0, 1, 5)
        grid.setColumnStretch(0, 1)
        grid.setRowStretch(12, 1)  # spare height under the paper's lines, never between them

        # Tab: the kind of count (one stop, a group), who had more (one stop), then each
        # side's column from top to bottom
        first, second = (side.chain() for side in self.sides)
        chain: list[QWidget] = [*self.mode_buttons.values(), first[0],
                                *(side.more for side in self.sides), *first[1:], *second]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)
        self.chain = chain

        for button in self.mode_buttons.values():
            button.toggled.connect(self._mode_toggled)
        self.more_group.idToggled.connect(lambda *_: self._edited())
        for side in self.sides:
            for box in (side.cards, side.aces, side.xeris):
                box.valueChanged.connect(self._edited)
            for box in (side.ten_diamonds, side.two_clubs):
                box.toggled.connect(self._edited)
        self.set_entry(RoundEntry())

    # -- reading and showing ------------------------------------------------------------------
    def mode(self) -> CardsMode:
        for mode, button in self.mode_buttons.items():
            if button.isChecked():
                return mode
        return CardsMode.COUNTED

    def entry(self) -> RoundEntry:
        more = self.more_group.checkedId()
        return RoundEntry(self.mode(), (self.sides[0].entry(), self.sides[1].entry()),
                          more if more in (0, 1) and self.mode() is CardsMode.MORE else None)

    def set_entry(self, entry: RoundEntry) -> None:
        """Show `entry` in the fields (without `changed`)."""
        self._loading = True
        try:
            self.mode_buttons[entry.mode].setChecked(True)
            for side, values in zip(self.sides, entry.sides, strict=True):
                side.show(values)
            self.more_group.setExclusive(False)
            for side in self.sides:
                side.more.setChecked(False)
            self.more_group.setExclusive(True)
            if entry.more in (0, 1):
                self.sides[entry.more].more.setChecked(True)
            self._show_mode()
        finally:
            self._loading = False

    def show_score(self, scored: ScoredRound, target: int) -> None:
        """The points of each row and the totals, as the engine scores the fields now."""
        for side, row in zip(self.sides, scored.breakdown, strict=True):
            majority = row["majority"]
            side.points["cards"].setText(f"→ {majority}" if majority else EMPTY)
            for key in ROWS[1:]:
                side.points[key].setText(f"→ {row[key]}" if row[key] else EMPTY)
        # a round that cannot be (the pad would refuse it) has no points and moves no total:
        # 30 cards and 3 aces against 22 and 2 showed 7 : 2 until Add the round said no
        possible = not scored.entry.problems()
        for i in (0, 1):
            self.round_labels[i].setText(str(scored.points[i]) if possible else EMPTY)
            self.total_labels[i].setText(str(scored.totals[i]) if possible else EMPTY)
        self.target_line.setText(_tr("Target {target}").format(target=target))

    def first_field(self) -> QWidget:
        return self.sides[0].focus_widget("cards")

    def focus_field(self, row: str, side: int) -> None:
        """The cursor into a field, shown as a key had put it there: Qt draws the focus
        frame after a shortcut's focus change (not after a plain setFocus), and a number is
        selected to be typed over."""
        widget = self.sides[side].focus_widget(row)
        widget.setFocus(Qt.FocusReason.ShortcutFocusReason)
        if isinstance(widget, QSpinBox):
            widget.selectAll()

    # -- changes ------------------------------------------------------------------------------
    def _mode_toggled(self, on: bool) -> None:
        if on:
            self._show_mode()
            self._edited()

    def _show_mode(self) -> None:
        index = {CardsMode.COUNTED: 0, CardsMode.MORE: 1, CardsMode.EVEN: 2}[self.mode()]
        for side in self.sides:
            side.cards_cell.setCurrentIndex(index)

    def _edited(self, *_args) -> None:
        if not self._loading:
            self.changed.emit()
