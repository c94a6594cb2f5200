"""Game ▸ Deal of the day…: today's deal (the same number everywhere, from the date), played
against the stated computer with the stated rules; the result kept for each earlier day (the
match history's first match of that deal), and the line to share."""

from __future__ import annotations

import datetime

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from diloti_qt.storage.daily import (
    DAILY_LEVEL,
    DAILY_PROFILE,
    DAYS_SHOWN,
    DayResult,
    daily_rules,
    day_results,
)
from diloti_qt.ui.announcer import announce
from diloti_qt.ui.table_look import dress, fit_content, heading

from .new_game import level_name, profile_texts


def _tr(text: str) -> str:
    return QCoreApplication.translate("DealOfTheDay", text)


def _language() -> str:
    return "el" if QLocale().language() == QLocale.Language.Greek else "en"


def _day_text(day: datetime.date) -> str:
    return QLocale().toString(day, QLocale.FormatType.ShortFormat)


def result_text(result: DayResult) -> str:
    scores = result.scores
    if scores is None:
        return _tr("not played")
    mine, theirs = scores
    won = _tr("won") if result.match.won else _tr("lost")
    return _tr("{mine}–{theirs}, {outcome}").format(mine=mine, theirs=theirs, outcome=won)


class DealOfTheDayDialog(QDialog):
    """Today's deal with its Play button (or its result and the line to share), and the
    results of the days before."""

    def __init__(self, window, history, today: datetime.date | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent or window)
        dress(self)  # the table's look: its felt's palette and headings
        self.window = window
        self.setObjectName("dealOfTheDay")
        self.setWindowTitle(_tr("Deal of the day"))
        self.today = today or datetime.date.today()
        self.days = day_results(history, self.today)
        self.result = self.days[0]
        layout = QVBoxLayout(self)
        layout.addWidget(heading(_tr("Deal of the day"), self))
        rules = profile_texts().get(DAILY_PROFILE, (DAILY_PROFILE,))[0]
        self.intro = QLabel(_tr(
            "{day}: deal {number}. Everyone plays the same cards today: {rules}, to "
            "{target}, against the {level} computer.").format(
            day=_day_text(self.today), number=self.result.number, rules=rules,
            target=daily_rules().target, level=level_name(DAILY_LEVEL)), self)
        self.intro.setObjectName("dailyIntro")
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.outcome = QLabel(self)  # today's result, once played
        self.outcome.setObjectName("dailyOutcome")
        self.outcome.setWordWrap(True)
        layout.addWidget(self.outcome)
        self.share_label = QLabel(self)  # the line to share, once played
        self.share_label.setObjectName("dailyLine")
        self.share_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row = QHBoxLayout()
        row.addWidget(self.share_label, 1)
        self.copy_button = QPushButton(_tr("&Copy the line"), self)
        self.copy_button.setObjectName("copyDailyLine")
        self.copy_button.setAccessibleName(_tr("Copy the line to share"))
        self.copy_button.clicked.connect(self.copy_line)
        row.addWidget(self.copy_button)
        layout.addLayout(row)
        self.warning = QLabel(_tr("The match in progress is abandoned (it is not counted in "
                                  "your statistics)."), self)
        self.warning.setWordWrap(True)
        layout.addWidget(self.warning)
        self.earlier = QTreeWidget(self)
        self.earlier.setObjectName("dailyEarlier")
        self.earlier.setAccessibleName(_tr("Earlier days"))
        self.earlier.setRootIsDecorated(False)
        self.earlier.setHeaderLabels([_tr("Day"), _tr("Deal"), _tr("Result")])
        for result in self.days[1:]:
            item = QTreeWidgetItem([_day_text(result.day), str(result.number),
                                    result_text(result)])
            self.earlier.addTopLevelItem(item)
        for column in range(3):
            self.earlier.resizeColumnToContents(column)
        rows = self.earlier.topLevelItemCount()  # every earlier day shows without scrolling
        self.earlier.setMinimumHeight(self.earlier.sizeHintForRow(0) * (rows + 1)
                                      + self.earlier.header().sizeHint().height())
        layout.addWidget(self.earlier)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.play_button = self.buttons.addButton(_tr("&Play today's deal"),
                                                  QDialogButtonBox.ButtonRole.AcceptRole)
        self.play_button.setObjectName("playDaily")
        self.buttons.accepted.connect(self.play)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._show_today()
        fit_content(self)

    def _show_today(self) -> None:
        result = self.result
        played = result.scores is not None
        if played:
            self.outcome.setText(_tr("Your result today: {result}. The line to share:").format(
                result=result_text(result)))
            self.share_label.setText(result.share(_language()))
            self.play_button.setText(_tr("&Play it again (not counted)"))
        else:
            self.outcome.setText(_tr("Not played yet today."))
        self.copy_button.setVisible(played)
        self.share_label.setVisible(played)
        own = self.window.local_match  # (None until the window's first paint)
        own_table = own is not None and self.window.keeper is own
        self.play_button.setEnabled(own_table)
        if not own_table:  # a table with friends, a puzzle: leave it first
            self.warning.setText(_tr("Leave the table shown to play the deal of the day."))
        self.warning.setVisible(not own_table or own.match_in_progress())

    def line(self) -> str:
        return self.result.share(_language())

    def copy_line(self) -> None:
        if self.line():
            QGuiApplication.clipboard().setText(self.line())
            announce(self.share_label, _tr("The line is copied: paste it to your friends."),
                     name=False)

    def play(self) -> None:
        """Start today's deal on the window's own table, as stated."""
        self.accept()
        if self.window.local_match is None or self.window.keeper is not self.window.local_match:
            return  # (the button is off then)
        rules = daily_rules()
        levels = self.window.saved_levels(rules, DAILY_LEVEL)
        self.window.local_match.controller.new_match(rules, seed=self.result.number,
                                                     levels=levels)


def open_deal_of_the_day(window, history, today: datetime.date | None = None
                         ) -> DealOfTheDayDialog:
    dialog = DealOfTheDayDialog(window, history, today)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
