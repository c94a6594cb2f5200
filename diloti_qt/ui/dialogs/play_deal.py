"""Game ▸ Play deal…: start a match from a deal number, with the rules and seats of the match
on the table, so two people can play the same cards and compare; and the words that show a
match's deal number."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from diloti_qt.engine.deals import MAX_DEAL, check_deal_number
from diloti_qt.ui.announcer import announce
from diloti_qt.ui.buddy_names import name_labels
from diloti_qt.ui.table_look import ERROR_INK, dress, fit_content, heading

from .new_game import level_name, profile_texts


def _tr(text: str) -> str:
    return QCoreApplication.translate("PlayDeal", text)


class PlayDealDialog(QDialog):
    """Asks for a deal number; OK starts the match on the controller."""

    def __init__(self, window, parent: QWidget | None = None) -> None:
        super().__init__(parent or window)
        dress(self)  # the table's look: its felt's palette and headings
        self.window = window
        self.controller = window.local_match.controller
        self.setObjectName("playDealDialog")
        self.setWindowTitle(_tr("Play a deal"))
        self.rules, self.levels = self._table()
        layout = QVBoxLayout(self)
        layout.addWidget(heading(_tr("Play a deal"), self))
        intro = QLabel(_tr("Every match has a deal number (in the score sheet). The same "
                           "number deals the same cards, round after round, on any computer: "
                           "play it and compare with a friend."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.number_edit = QLineEdit()
        self.number_edit.setObjectName("dealNumber")
        self.number_edit.setValidator(QRegularExpressionValidator(
            QRegularExpression(rf"\d{{1,{len(str(MAX_DEAL))}}}"), self.number_edit))
        self.number_edit.setPlaceholderText("4711")
        if self.controller.match is not None:
            self.number_edit.setText(str(self.controller.match.seed))
            self.number_edit.selectAll()
        label = QLabel(_tr("Deal &number:"))
        label.setBuddy(self.number_edit)
        form.addRow(label, self.number_edit)
        profile = self.rules.profile
        mine = self.rules.side_of(0)  # the person sits at seat 0 (match_setup.seat_levels)
        opponents = sorted({level for seat, level in self.levels.items()
                            if self.rules.side_of(seat) != mine})
        form.addRow(_tr("Rules:"), QLabel(_tr("{rules} · to {target}").format(
            rules=profile_texts().get(profile, (profile,))[0], target=self.rules.target)))
        form.addRow(_tr("Opponent:"), QLabel(" + ".join(level_name(x) for x in opponents)))
        layout.addLayout(form)
        self.warning = QLabel(_tr("The match in progress is abandoned (it is not counted in "
                                  "your statistics)."))
        self.warning.setWordWrap(True)
        self.warning.setVisible(window.local_match.match_in_progress())
        layout.addWidget(self.warning)
        self.error = QLabel()
        self.error.setObjectName("dealError")
        self.error.setStyleSheet(f"#dealError {{ color: {ERROR_INK}; }}")
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(_tr("&Play this deal"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        name_labels(self)
        fit_content(self)

    def _table(self):
        """The rules and computer seats of the match on the table (the last chosen ones when
        the table shows a demo or nothing)."""
        c = self.controller
        if c.match is not None and c.human not in c.seats.levels:
            return c.rules, c.seats.from_human(c.rules.players)  # the deal: from seat 0
        rules, level = self.window.saved_match_settings()
        return rules, self.window.saved_levels(rules, level)

    def number(self) -> int | None:
        try:
            return check_deal_number(int(self.number_edit.text()))
        except ValueError:
            return None

    def accept(self) -> None:
        number = self.number()
        if number is None:
            self.error.setText(_tr("A deal number is a whole number from 0 to {max}.").format(
                max=MAX_DEAL))
            announce(self.error, self.error.text(), name=False)  # said, not only shown
            self.number_edit.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        super().accept()
        self.controller.new_match(self.rules, seed=number, levels=self.levels)


def open_play_deal(window) -> PlayDealDialog:
    dialog = PlayDealDialog(window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
