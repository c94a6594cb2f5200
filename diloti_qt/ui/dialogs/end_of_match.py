"""The end-of-match sheet: the winner, the last round, the final score sheet, "New match"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from .end_of_round import ReviewOffer, heading_label, sheets_row


def _tr(text: str) -> str:
    return QCoreApplication.translate("EndOfMatchDialog", text)


def winner_sentence(controller) -> str:
    rules, match = controller.rules, controller.match
    winner = match.winner
    mine = rules.side_of(controller.human)
    ours, theirs = match.scores[mine], match.scores[1 - mine]
    if rules.players == 2:
        if winner == mine:
            return _tr("You win the match, {a} to {b}!").format(a=ours, b=theirs)
        return _tr("The computer wins the match, {b} to {a}.").format(a=ours, b=theirs)
    if winner == mine:
        return _tr("Your side wins the match, {a} to {b}!").format(a=ours, b=theirs)
    return _tr("The other side wins the match, {b} to {a}.").format(a=ours, b=theirs)


class EndOfMatchDialog(QDialog, ReviewOffer):
    """The winner and the final sheet; "New match…" opens the new-game dialog; "Review my
    decisions…" the last round's review, as the end-of-round sheet does."""

    new_match_requested = Signal()
    rematch_requested = Signal()

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("endOfMatchDialog")
        self.setWindowTitle(_tr("End of the match"))
        layout = QVBoxLayout(self)
        layout.setSpacing(12)
        self.heading = heading_label(winner_sentence(controller))
        layout.addWidget(self.heading)
        row, self.breakdown, self.sheet = sheets_row(controller, controller.match.rounds[-1])
        layout.addLayout(row)
        buttons = QDialogButtonBox()
        self.new_button = buttons.addButton(_tr("&New match…"),
                                            QDialogButtonBox.ButtonRole.AcceptRole)
        self.new_button.setToolTip(_tr("Choose the rules and the opponent."))
        self.rematch_button = buttons.addButton(_tr("&Play again"),
                                                QDialogButtonBox.ButtonRole.ActionRole)
        self.rematch_button.setToolTip(_tr("A new match with the same rules and opponent."))
        self.add_review_button(buttons, controller.match.rounds[-1])
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.new_button.setDefault(True)
        self.new_button.clicked.connect(self._new_match)
        self.rematch_button.clicked.connect(self._rematch)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _new_match(self) -> None:
        self.accept()
        self.new_match_requested.emit()

    def _rematch(self) -> None:
        self.accept()
        self.rematch_requested.emit()
