"""The score sheet every seat of an online table sees at the end of a round: how the round
scored, the running sheet, the series (matches won by each side), and the "ready for the
next round" step (the next deal waits for every friend; computers are ready). At the end
of the match: the winner, "Play again" (the next match starts when every seat agrees; the
host may change the rules and target first) and "Leave the table"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from diloti_qt.engine.notation import parse_rules
from diloti_qt.engine.rules import PROFILES
from diloti_qt.net.mirror import DealProblem
from diloti_qt.presenter.texts import side_names as side_names_of
from diloti_qt.ui.dialogs.end_of_round import caption_label, heading_label
from diloti_qt.ui.dialogs.score_sheet import BreakdownSheet, RoundsSheet

from .seat import NetworkSeat


def _tr(text: str) -> str:
    return QCoreApplication.translate("OnlineSheet", text)


def side_names(seat: NetworkSeat) -> list[str]:
    """The two sides: the two players' names, or Us / Them with partners (a watcher's:
    the partners' names)."""
    rules = seat.view().rules
    return side_names_of([rules.side_of(s) for s in range(rules.players)], seat.seat_name,
                         seat.human, seat.watching)


def _watched(seat: NetworkSeat, points: list[int], match: bool) -> str:
    """A watcher's heading: who takes the round (or wins the match), by name."""
    a, b = points
    if a == b:
        return _tr("The round is shared, {a} to {b}.").format(a=a, b=b)
    winner = side_names(seat)[0 if a > b else 1]
    high, low = max(a, b), min(a, b)
    if match:
        return _tr("{name} wins the match, {b} to {a}.").format(name=winner, a=low, b=high)
    return _tr("{name} takes the round, {b} to {a}.").format(name=winner, a=low, b=high)


def round_sentence(seat: NetworkSeat, points: list[int]) -> str:
    if seat.watching:
        return _watched(seat, list(points), False)
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
    if seat.watching:
        return _watched(seat, list(scores), True)
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


def deal_problem_words(problem: DealProblem) -> str:
    return {
        DealProblem.NO_COMMITMENT: _tr("no commitment to it came before the first card."),
        DealProblem.NOT_REVEALED: _tr("the table did not reveal its seed when the round "
                                      "ended."),
        DealProblem.MISMATCH: _tr("the seed revealed does not match the commitment sent "
                                  "with the deal."),
        DealProblem.OTHER_CARDS: _tr("the seed revealed deals other cards than the ones "
                                     "dealt."),
        DealProblem.RECOMMITTED: _tr("the table sent two different commitments for it."),
    }[problem]


def deal_sentence(seat: NetworkSeat) -> str:
    """Whether the round's deal was fixed before the first card (docs/PROTOCOL.md
    "Committed deals"), as this app checked it when the seed came; "" for a round the
    table did not commit to (an older server)."""
    table = seat.connection.table
    check = table.deal_checks.get(table.round)
    if check is None:
        return ""
    if check.checked:
        return _tr("This deal was fixed before the first card: checked.")
    problem = check.problem or DealProblem.NOT_REVEALED
    return _tr("This deal could not be checked: {why}").format(why=deal_problem_words(problem))


def series_sentence(seat: NetworkSeat) -> str:
    """The series at this table (matches won by each side), "" before a match is won."""
    wins = seat.series
    if not any(wins):
        return ""
    a, b = side_names(seat)
    return _tr("Series: {a} {x} – {y} {b}").format(a=a, b=b, x=wins[0], y=wins[1])


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
        self.series = QLabel(self)
        self.series.setObjectName("seriesLabel")
        layout.addWidget(self.series)
        self.deal_check = QLabel(deal_sentence(seat), self)  # the round's deal, checked
        self.deal_check.setObjectName("dealCheckLabel")
        self.deal_check.setWordWrap(True)
        self.deal_check.setVisible(bool(self.deal_check.text()))
        layout.addWidget(self.deal_check)
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
        self.next_rules = QLabel(self)
        self.next_rules.setObjectName("nextRulesLabel")
        layout.addWidget(self.next_rules)
        self.rules_box: QWidget | None = None
        self.again_button: QPushButton | None = None
        self.computer_button: QPushButton | None = None
        buttons = QDialogButtonBox()
        if over and seat.connection.is_host:
            layout.insertWidget(layout.indexOf(self.waiting), self._rules_box())
        if over:
            self.ready_button = None
            if not seat.watching:
                self.again_button = buttons.addButton(
                    _tr("&Play again"), QDialogButtonBox.ButtonRole.ActionRole)
                self.again_button.setObjectName("playAgainButton")
                self.again_button.setDefault(True)
                self.again_button.clicked.connect(self.again)
            if seat.connection.is_host:
                self.computer_button = buttons.addButton(
                    _tr("A &computer takes the free seat"),
                    QDialogButtonBox.ButtonRole.ActionRole)
                self.computer_button.setObjectName("computerSeatButton")
                self.computer_button.clicked.connect(self._computer_for_free_seat)
            self.leave_button = buttons.addButton(_tr("&Leave the table"),
                                                  QDialogButtonBox.ButtonRole.AcceptRole)
            self.leave_button.setObjectName("leaveTableButton")
            self.leave_button.clicked.connect(self.leave_requested)
        elif seat.watching:  # the players say they are ready, not a watcher
            self.leave_button = self.ready_button = None
        else:
            self.leave_button = None
            self.ready_button = buttons.addButton(_tr("&Ready for the next round"),
                                                  QDialogButtonBox.ButtonRole.ActionRole)
            self.ready_button.setObjectName("readyNextButton")
            self.ready_button.setDefault(True)
            self.ready_button.setFocus(Qt.FocusReason.OtherFocusReason)
            self.ready_button.clicked.connect(self.ready)
        look = buttons.addButton(_tr("Look at the &table"), QDialogButtonBox.ButtonRole.RejectRole)
        look.setToolTip(_tr("Close this sheet.") if seat.watching or over else
                        _tr("Close this sheet; Game ▸ Next round says you are ready."))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        seat.waiting_changed.connect(self.refresh)
        seat.series_changed.connect(self.refresh)
        seat.seats_changed.connect(self.refresh)
        seat.state_changed.connect(self._state_changed)
        self.refresh()

    def _rules_box(self) -> QWidget:
        """The host's choice of the next match's rules and target."""
        from diloti_qt.ui.dialogs.new_game import profile_texts

        box = self.rules_box = QWidget(self)
        form = QFormLayout(box)
        form.setContentsMargins(0, 0, 0, 0)
        players = self.seat.view().rules.players
        self.profile = QComboBox(box)
        self.profile.setObjectName("nextProfile")
        for pid, (name, _text) in profile_texts().items():
            if PROFILES[pid][0] == players:  # the seats stay: so does their number
                self.profile.addItem(name, pid)
        self.target = QSpinBox(box)
        self.target.setObjectName("nextTarget")
        self.target.setRange(1, 9999)
        rules = self._next_rules()
        self.profile.setCurrentIndex(max(0, self.profile.findData(rules.profile)))
        self.target.setValue(rules.target)
        self.profile.activated.connect(self._rules_chosen)
        self.target.editingFinished.connect(self._rules_chosen)
        form.addRow(_tr("Next match, &rules:"), self.profile)
        form.addRow(_tr("Next match, play &to:"), self.target)
        return box

    def _next_rules(self):
        doc = self.seat.next_rules
        return parse_rules(doc) if doc is not None else self.seat.view().rules

    def _rules_chosen(self) -> None:
        rules = self._next_rules()
        profile, target = self.profile.currentData(), self.target.value()
        if (profile, target) == (rules.profile, rules.target):
            return
        variants = dict(rules.to_json().get("variants", {})) if profile == rules.profile \
            else {}
        variants["V-TARGET"] = target
        self.seat.connection.set_rules({"profile": profile, "variants": variants})

    def _computer_for_free_seat(self) -> None:
        free = self.seat.free_seats()
        if free:
            self.seat.connection.set_seat(free[0], "medium")

    def again(self) -> None:
        """Play again: the next match starts when every seat agrees."""
        self.seat.again(True)
        if self.again_button is not None:
            self.again_button.setEnabled(False)
        self.refresh()

    def ready(self) -> None:
        self.seat.ready()
        if self.ready_button is not None:
            self.ready_button.setEnabled(False)
        self.refresh()

    def refresh(self) -> None:
        seat = self.seat
        self.series.setText(series_sentence(seat))
        self.series.setVisible(bool(self.series.text()))
        if seat.match_over():
            self._refresh_over()
            return
        waiting = [s for s in seat.waiting_for() if s != seat.human or seat.watching]
        me = not seat.watching and seat.human in seat.waiting_for()
        names = ", ".join(seat.seat_name(s) for s in waiting)
        if seat.watching:
            text = _tr("Waiting for {names} to be ready…").format(names=names) if waiting \
                else _tr("Everyone is ready: dealing…")
        elif me and waiting:
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

    def _refresh_over(self) -> None:
        seat = self.seat
        rules = self._next_rules()
        from diloti_qt.ui.dialogs.new_game import profile_texts

        name = profile_texts().get(rules.profile, (rules.profile, ""))[0]
        self.next_rules.setText(_tr("Next match: {rules}, target {target}.").format(
            rules=name, target=rules.target))
        if self.rules_box is not None:  # what the table has now (the host's own change)
            if not self.target.hasFocus():
                self.target.setValue(rules.target)
            self.profile.setCurrentIndex(max(0, self.profile.findData(rules.profile)))
        free = seat.free_seats()
        waiting = [s for s in seat.not_agreed()
                   if (s != seat.human or seat.watching) and s not in free]
        me = not seat.watching and seat.human in seat.not_agreed()
        names = ", ".join(seat.seat_name(s) for s in waiting)
        if free:
            text = _tr("A seat is free: a friend may join with the room code, or the host "
                       "lets a computer take it.")
        elif me and waiting:
            text = _tr("Play again? The next match starts when everyone agrees: you, "
                       "{names}.").format(names=names)
        elif me:
            text = _tr("Everyone else wants to play again: the next match starts when you "
                       "do.")
        elif waiting:
            text = _tr("Waiting for {names} to say play again…").format(names=names)
        else:
            text = _tr("Everyone agrees: the next match begins…")
        if self.again_button is not None:
            self.again_button.setEnabled(me)
        if self.computer_button is not None:
            self.computer_button.setVisible(bool(free))
        self.waiting.setText(text)

    def _state_changed(self) -> None:
        if not self.seat.between_rounds() and not self.seat.match_over():
            self.accept()  # the next round is dealt (or the table closed)
