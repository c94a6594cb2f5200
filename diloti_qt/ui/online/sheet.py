"""The score sheet every seat of an online table sees at the end of a round: how the round
scored, the running sheet, and the "ready for the next round" step (the next deal waits
for every friend; computers are ready). At the end of the match: the winner and "Leave
the table"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from diloti_qt.ui.dialogs.end_of_round import caption_label, heading_label
from diloti_qt.ui.dialogs.score_sheet import BreakdownSheet, RoundsSheet

from .seat import NetworkSeat


def _tr(text: str) -> str:
    return QCoreApplication.translate("OnlineSheet", text)


def side_names(seat: NetworkSeat) -> list[str]:
    """The two sides: the two players' names, or Us / Them with partners."""
    rules = seat.view().rules
    if rules.players == 2:
        return [seat.seat_name(s) for s in (0, 1)]
    mine = rules.side_of(seat.human)
    return [_tr("Us") if side == mine else _tr("Them") for side in (0, 1)]


def round_sentence(seat: NetworkSeat, points: list[int]) -> str:
    rules = seat.view().rules
    mine = rules.side_of(seat.human)
    ours, theirs = points[mine], points[1 - mine]
    if ours == theirs:
        return _tr("The round is shared, {a} to {b}.").format(a=ours, b=theirs)
    if rules.players == 2:
        if ours > theirs:
            return _tr("You take the round, {a} to {b}.").format(a=ours, b=theirs)
        return _tr("{name} takes the round, {b} to {a}.").format(
            name=seat.seat_name(1 - seat.human), a=ours, b=theirs)
    if ours > theirs:
        return _tr("Your side takes the round, {a} to {b}.").format(a=ours, b=theirs)
    return _tr("The other side takes the round, {b} to {a}.").format(a=ours, b=theirs)


def match_sentence(seat: NetworkSeat, side: int, scores: list[int]) -> str:
    rules = seat.view().rules
    mine = rules.side_of(seat.human)
    ours, theirs = scores[mine], scores[1 - mine]
    if rules.players == 2:
        if side == mine:
            return _tr("You win the match, {a} to {b}!").format(a=ours, b=theirs)
        return _tr("{name} wins the match, {b} to {a}.").format(
            name=seat.seat_name(1 - seat.human), a=ours, b=theirs)
    if side == mine:
        return _tr("Your side wins the match, {a} to {b}!").format(a=ours, b=theirs)
    return _tr("The other side wins the match, {b} to {a}.").format(a=ours, b=theirs)


class OnlineRoundSheet(QDialog):
    """Shown to every seat once the table has shown the round's end. Between rounds
    "Ready for the next round" tells the table (it deals when every friend is ready, and
    the sheet closes); the sheet says whom the table waits for."""

    leave_requested = Signal()

    def __init__(self, seat: NetworkSeat, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName("onlineRoundSheet")
        records = seat.finished_rounds()
        record = records[-1]
        over = seat.match_over()
        self.setWindowTitle(_tr("End of the match") if over else
                            _tr("End of round {n}").format(n=len(records)))
        layout = QVBoxLayout(self)
        layout.setSpacing(12)
        self.heading = heading_label(match_sentence(seat, seat.winner, record.scores_after)
                                     if over
                                     else round_sentence(seat, record.points))
        layout.addWidget(self.heading)
        names = side_names(seat)
        target = seat.view().rules.target
        self.breakdown = BreakdownSheet(names, record, target)
        self.sheet = RoundsSheet(names, records, target)
        row = QHBoxLayout()
        row.setSpacing(18)
        for caption, widget in ((_tr("This round"), self.breakdown),
                                (_tr("Score sheet"), self.sheet)):
            column = QVBoxLayout()
            column.addWidget(caption_label(caption))
            column.addWidget(widget)
            column.addStretch(1)
            row.addLayout(column)
        layout.addLayout(row)
        self.waiting = QLabel(self)
        self.waiting.setObjectName("waitingLabel")
        self.waiting.setWordWrap(True)
        layout.addWidget(self.waiting)
        buttons = QDialogButtonBox()
        if over:
            self.ready_button = None
            self.leave_button = buttons.addButton(_tr("&Leave the table"),
                                                  QDialogButtonBox.ButtonRole.AcceptRole)
            self.leave_button.clicked.connect(self.leave_requested)
            self.leave_button.setDefault(True)
        else:
            self.leave_button = None
            self.ready_button = buttons.addButton(_tr("&Ready for the next round"),
                                                  QDialogButtonBox.ButtonRole.ActionRole)
            self.ready_button.setObjectName("readyNextButton")
            self.ready_button.setDefault(True)
            self.ready_button.setFocus(Qt.FocusReason.OtherFocusReason)
            self.ready_button.clicked.connect(self.ready)
        look = buttons.addButton(_tr("Look at the &table"), QDialogButtonBox.ButtonRole.RejectRole)
        look.setToolTip(_tr("Close this sheet; Game ▸ Next round says you are ready."))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        seat.waiting_changed.connect(self.refresh)
        seat.state_changed.connect(self._state_changed)
        self.refresh()

    def ready(self) -> None:
        self.seat.ready()
        if self.ready_button is not None:
            self.ready_button.setEnabled(False)
        self.refresh()

    def refresh(self) -> None:
        seat = self.seat
        if seat.match_over():
            self.waiting.setText("")
            return
        waiting = [s for s in seat.waiting_for() if s != seat.human]
        me = seat.human in seat.waiting_for()
        names = ", ".join(seat.seat_name(s) for s in waiting)
        if me and waiting:
            text = _tr("The next round is dealt when everyone is ready: you, {names}.").format(
                names=names)
        elif me:
            text = _tr("Everyone else is ready: the next round is dealt when you are.")
        elif waiting:
            text = _tr("You are ready. Waiting for {names}…").format(names=names)
        else:
            text = _tr("Everyone is ready: dealing…")
        if self.ready_button is not None:
            self.ready_button.setEnabled(me)
        self.waiting.setText(text)

    def _state_changed(self) -> None:
        if not self.seat.between_rounds() and not self.seat.match_over():
            self.accept()  # the next round is dealt (or the table closed)
