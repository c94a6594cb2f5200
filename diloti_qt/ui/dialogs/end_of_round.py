"""The end-of-round sheet: the round's breakdown, the running score sheet, "Next round"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from diloti_qt.controller.review import finished_round

from .score_sheet import BreakdownSheet, PlayersSheet, RoundsSheet, side_names


def _tr(text: str) -> str:
    return QCoreApplication.translate("EndOfRoundDialog", text)


def heading_label(text: str) -> QLabel:
    label = QLabel(text)
    font = QFont(label.font())
    font.setPointSizeF(font.pointSizeF() * 1.35)
    font.setBold(True)
    label.setFont(font)
    label.setWordWrap(True)
    return label


def caption_label(text: str) -> QLabel:
    label = QLabel(text)
    font = QFont(label.font())
    font.setBold(True)
    label.setFont(font)
    return label


def sheets_row(controller, record) -> tuple[QHBoxLayout, BreakdownSheet, RoundsSheet]:
    """The round's breakdown (with four players, what each player took under it) beside the
    running sheet of every round."""
    names = side_names(controller)
    target = controller.rules.target
    breakdown = BreakdownSheet(names, record, target)
    sheet = RoundsSheet(names, controller.match.rounds, target)
    row = QHBoxLayout()
    row.setSpacing(18)
    for caption, widget in ((_tr("This round"), breakdown), (_tr("Score sheet"), sheet)):
        column = QVBoxLayout()
        column.addWidget(caption_label(caption))
        column.addWidget(widget)
        if widget is breakdown and shows_players(controller, record):
            breakdown.players = PlayersSheet(controller)
            column.addWidget(caption_label(_tr("Who took what")))
            column.addWidget(breakdown.players)
        column.addStretch(1)
        row.addLayout(column)
    return row, breakdown, sheet


def shows_players(controller, record) -> bool:
    """Four players, and the table still holds the round `record` scored (the piles per
    player are not kept in the match's records)."""
    c = controller
    if c.rules.players != 4 or not c.state.round_over or not c.match.rounds:
        return False
    return c.match.rounds[-1] is record and list(c.state.round_points or []) == list(
        record.points)


class ReviewOffer:
    """What the end-of-round and end-of-match sheets share: "Review my decisions…", the
    round review of the round just played (the same as Game ▸ Review last round…), over the
    sheet (closing it comes back to the sheet). For a QDialog with a `controller`."""

    def add_review_button(self, buttons: QDialogButtonBox, record) -> QPushButton:
        """The button, enabled when `record` is the round just played and the person made
        a move in it."""
        self.review_window = None
        rounds = self.controller.match.rounds
        self.finished_round = (finished_round(self.controller) if rounds and rounds[-1] is record
                               else None)
        self.review_button = buttons.addButton(_tr("&Review my decisions…"),
                                               QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.setToolTip(_tr(
            "Your costliest decisions of this round, each on the table as it was, "
            "by the Expert's estimate"))
        self.review_button.setEnabled(
            self.finished_round is not None and self.finished_round.has_choices())
        self.review_button.clicked.connect(self.open_review)
        return self.review_button

    def open_review(self) -> None:
        """The round review, over this sheet (closing it comes back here)."""
        from .round_review import RoundReviewWindow

        if self.finished_round is None:
            return
        window = RoundReviewWindow(self.finished_round, self.controller.runner.mode, self)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.finished.connect(lambda _=0: self._review_closed(window))
        self.review_window = window
        window.open()

    def _review_closed(self, window) -> None:
        if self.review_window is window:
            self.review_window = None


class EndOfRoundDialog(QDialog, ReviewOffer):
    """Shows how the round scored; "Next round" deals the next one."""

    def __init__(self, controller, record, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.record = record
        self.setObjectName("endOfRoundDialog")
        number = len(controller.match.rounds)
        self.setWindowTitle(_tr("End of round {n}").format(n=number))
        layout = QVBoxLayout(self)
        layout.setSpacing(12)
        self.heading = heading_label(self._summary())
        layout.addWidget(self.heading)
        row, self.breakdown, self.sheet = sheets_row(controller, record)
        layout.addLayout(row)
        self.needs = QLabel(self._needs())
        self.needs.setWordWrap(True)
        layout.addWidget(self.needs)
        buttons = QDialogButtonBox()
        self.next_button = buttons.addButton(_tr("&Next round"),
                                             QDialogButtonBox.ButtonRole.AcceptRole)
        self.next_button.setDefault(True)
        self.next_button.setFocus(Qt.FocusReason.OtherFocusReason)
        look = buttons.addButton(_tr("&Look at the table"),
                                 QDialogButtonBox.ButtonRole.RejectRole)
        look.setToolTip(_tr("Close this sheet; Game ▸ Next round deals when you are ready."))
        self.add_review_button(buttons, record)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _summary(self) -> str:
        names = side_names(self.controller)
        a, b = self.record.points
        if self.controller.rules.players == 2:
            if a == b:
                return _tr("The round is shared, {a} to {b}.").format(a=a, b=b)
            if a > b:
                return _tr("You take the round, {a} to {b}.").format(a=a, b=b)
            return _tr("{name} takes the round, {b} to {a}.").format(name=names[1], a=a, b=b)
        mine = self.controller.rules.side_of(self.controller.human)
        ours, theirs = self.record.points[mine], self.record.points[1 - mine]
        if ours == theirs:
            return _tr("The round is shared, {a} to {b}.").format(a=ours, b=theirs)
        if ours > theirs:
            return _tr("Your side takes the round, {a} to {b}.").format(a=ours, b=theirs)
        return _tr("The other side takes the round, {b} to {a}.").format(a=ours, b=theirs)

    def _needs(self) -> str:
        c = self.controller
        target = c.rules.target
        mine = c.rules.side_of(c.human)
        scores = self.record.scores_after
        ours, theirs = (max(0, target - scores[mine]), max(0, target - scores[1 - mine]))
        if not ours and not theirs:
            return _tr("Both sides reached {target} with the same score: "
                       "one more round decides.").format(target=target)
        if c.rules.players == 2:
            return _tr("To reach {target} you need {ours} more points, "
                       "the computer {theirs}.").format(target=target, ours=ours,
                                                        theirs=theirs)
        return _tr("To reach {target} your side needs {ours} more points, "
                   "the other side {theirs}.").format(target=target, ours=ours, theirs=theirs)

    def accept(self) -> None:
        super().accept()
        self.controller.next_round()
