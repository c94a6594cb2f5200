"""The statistics window: results per opponent level, streaks, averages, past matches and the
score chart of the selected match, read from the match history database."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt, QTimeZone
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from diloti_qt.storage.history import REAL_CARDS, FinishedMatch, MatchHistory
from diloti_qt.ui.buddy_names import name_labels
from diloti_qt.ui.table_look import dress, fit_content, heading, section

from .new_game import level_name, profile_texts
from .score_chart import ScoreChart

MAX_MATCHES = 1000
ALL = ""


def _tr(text: str) -> str:
    return QCoreApplication.translate("StatisticsDialog", text)


def opponent_name(level: str) -> str:
    """'easy' -> 'Easy'; the levels of a mixed side are joined: 'Easy + Hard'."""
    if level == REAL_CARDS:
        return _tr("Real cards (score pad)")
    return " + ".join(level_name(part) for part in level.split("+"))


def opponents_name(players: int, level: str) -> str:
    """The opponents as the results table and the filter name them: 'Hard', or with four
    players 'Hard (with partner)'."""
    if players == 4:
        return _tr("{opponents} (with partner)").format(opponents=opponent_name(level))
    return opponent_name(level)


def match_opponents(match: FinishedMatch) -> str:
    """One past match's opponents, naming the partner's level when it was recorded."""
    if match.real_cards and len(match.names) == 2:
        return _tr("{names} (real cards)").format(names=match.names[1 - match.human_side])
    if match.players == 4 and match.partner:
        return _tr("{opponents} (with partner {partner})").format(
            opponents=opponent_name(match.level), partner=opponent_name(match.partner))
    return opponents_name(match.players, match.level)


def filter_key(players: int, level: str) -> str:
    """The filter's item data: the level alone for two players (as before), 'level@4'."""
    return level if players == 2 else f"{level}@{players}"


def split_key(key: str) -> tuple[int, str]:
    level, _, players = key.partition("@")
    return (int(players) if players else 2), level


def rules_name(rules: dict) -> str:
    profile = str(rules.get("profile", ""))
    return profile_texts().get(profile, (profile,))[0]


def local_time(moment: datetime) -> str:
    """The locale's short date (with the full year) and time: 12/1/2026 8:08 AM, 1/12/2026
    8:08 π.μ."""
    stamp = QDateTime.fromSecsSinceEpoch(int(moment.timestamp()), QTimeZone.systemTimeZone())
    locale, short = QLocale(), QLocale.FormatType.ShortFormat
    day = locale.dateFormat(short)
    if "yyyy" not in day:
        day = day.replace("yy", "yyyy")
    return locale.toString(stamp, f"{day} {locale.timeFormat(short)}")


def _count(text: str, n: int) -> str:
    """A count in its own plural form: «1 ήττα», «2 ήττες» (the Greek nouns change)."""
    return QCoreApplication.translate("StatisticsDialog", text, None, n)


def number(value: float, decimals: int) -> str:
    return QLocale().toString(float(value), "f", decimals)


def history_problems(history: MatchHistory) -> str:
    """What the statistics could not read: damaged past matches, or the database itself."""
    texts = []
    if history.bad_rows:
        texts.append(QCoreApplication.translate(
            "StatisticsDialog", "%n past result(s) could not be read and are not shown.", None,
            len(history.bad_rows)))
    if history.read_error is not None:
        texts.append(_tr("The match history could not be read ({error}).").format(
            error=history.read_error))
    return " ".join(texts)


def _item(text: str, align_right: bool = False, bold: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if bold:
        font = QFont(item.font())
        font.setBold(True)
        item.setFont(font)
    return item


def _table(columns: list[str], name: str) -> QTableWidget:
    table = QTableWidget(0, len(columns))
    table.setHorizontalHeaderLabels(columns)
    table.setAccessibleName(name)
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setAlternatingRowColors(True)
    table.setTabKeyNavigation(False)
    table.setWordWrap(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    header.setStretchLastSection(False)
    return table


def _target(match: FinishedMatch) -> int:
    try:
        from diloti_qt.engine.notation import parse_rules

        return int(parse_rules(dict(match.rules)).target)
    except (ValueError, TypeError, KeyError):
        variants = match.rules.get("variants", {})
        value = variants.get("V-TARGET") if isinstance(variants, dict) else None
        return int(value) if isinstance(value, int) else max(match.final_scores)


MATCH_ROWS = 12  # the past matches shown at once (more scroll)


class StatisticsDialog(QDialog):
    """Reads a MatchHistory; `refresh()` re-reads it (after a match is recorded)."""

    def __init__(self, history: MatchHistory, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        dress(self)  # the table's look: its felt's palette and headings
        self.history = history
        self.matches: list[FinishedMatch] = []
        self.setObjectName("statisticsDialog")
        self.setWindowTitle(_tr("Statistics"))
        self.setSizeGripEnabled(True)

        layout = QVBoxLayout(self)
        layout.addWidget(heading(_tr("Statistics"), self))
        filter_row = QHBoxLayout()
        self.level_box = QComboBox()
        self.level_box.setObjectName("levelFilter")
        label = QLabel(_tr("&Opponent:"))
        label.setBuddy(self.level_box)
        filter_row.addWidget(label)
        filter_row.addWidget(self.level_box)
        filter_row.addStretch(1)
        layout.addLayout(filter_row)

        top = QHBoxLayout()
        self.results_table = _table(
            [_tr("Opponent"), _tr("Played"), _tr("Won"), _tr("Lost"), _tr("Won %")],
            _tr("Results by opponent"))
        self.results_table.setObjectName("resultsTable")
        top.addWidget(section(_tr("Results by opponent"), self.results_table, self), 3)

        form = QFormLayout()
        self.streak_label = self._figure()
        self.points_label = self._figure()
        self.xeris_label = self._figure()
        self.record_label = self._figure()
        form.addRow(_tr("Matches:"), self.record_label)
        form.addRow(_tr("Winning streak:"), self.streak_label)
        form.addRow(_tr("Points per round:"), self.points_label)
        form.addRow(_tr("Xeris per round:"), self.xeris_label)
        figures = section(_tr("Figures"), form, self)
        figures.layout().addStretch(1)
        top.addWidget(figures, 2)
        layout.addLayout(top, 0)

        split = self.split = QSplitter(Qt.Orientation.Horizontal)
        split.setChildrenCollapsible(False)
        self.match_table = _table(
            [_tr("Date"), _tr("Opponent"), _tr("Result"), _tr("Score"), _tr("Rounds"),
             _tr("Rules")], _tr("Past matches"))
        self.match_table.setObjectName("matchTable")
        self.match_table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.match_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(5, QHeaderView.ResizeMode.Stretch)
        self.match_table.itemSelectionChanged.connect(self._show_selected)
        past = section(_tr("Past matches"), self.match_table, self)
        past.layout().addStretch(1)
        split.addWidget(past)
        self.chart = ScoreChart()
        split.addWidget(section(_tr("Score progression"), self.chart, self))
        layout.addWidget(split, 1)

        self.empty_label = QLabel(_tr("No finished matches yet. Play a match to the end and "
                                      "it appears here."))
        self.empty_label.setObjectName("emptyLabel")
        self.empty_label.setWordWrap(True)
        layout.addWidget(self.empty_label)
        self.problem_label = QLabel()  # what the history could not give (history.py)
        self.problem_label.setObjectName("problemLabel")
        self.problem_label.setWordWrap(True)
        layout.addWidget(self.problem_label)

        self.export_status = QLabel()  # what the last export wrote
        self.export_status.setObjectName("exportStatus")
        self.export_status.setWordWrap(True)
        layout.addWidget(self.export_status)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.export_button = buttons.addButton(_tr("&Export…"),
                                               QDialogButtonBox.ButtonRole.ActionRole)
        self.export_button.setToolTip(_tr("Every match (score pads too) as CSV or JSON"))
        self.export_button.clicked.connect(self.export)
        layout.addWidget(buttons)
        name_labels(self)
        self.level_box.currentIndexChanged.connect(self._level_changed)
        self.refresh()
        self.match_table.setFocus()
        self._fit_screen()

    def _fit_screen(self) -> None:
        """Sized to its content; the chart under the past matches where the screen is too
        narrow for both side by side (Greek's longer words on an 800-pixel screen)."""
        self.layout().activate()
        screen = self.screen() if self.parentWidget() is None else self.parentWidget().screen()
        room = screen.availableGeometry().width() if screen is not None else 0
        if room and self.minimumSizeHint().width() > room:
            self.split.setOrientation(Qt.Orientation.Vertical)
        fit_content(self)

    def export(self):
        """Export… (diloti_qt/ui/dialogs/history_export.py): asks for a file, then writes."""
        from .history_export import HistoryExporter

        self.exporter = HistoryExporter(self.history, self)
        self.exporter.finished.connect(self.export_status.setText)
        return self.exporter.ask()

    def _figure(self) -> QLabel:
        label = QLabel()
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                      | Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    # -- reading ------------------------------------------------------------------------------
    def level(self) -> str | None:
        key = self.level_box.currentData()
        return split_key(key)[1] if key else None

    def players(self) -> int | None:
        """The filter's player count (None: every match)."""
        key = self.level_box.currentData()
        return split_key(key)[0] if key else None

    def refresh(self) -> None:
        """Read everything again from the database, keeping the filter and the selection."""
        keep = self.level_box.currentData() or None
        blocked = self.level_box.blockSignals(True)
        self.level_box.clear()
        self.level_box.addItem(_tr("All opponents"), ALL)
        for players, level in self.history.opponents():
            self.level_box.addItem(opponents_name(players, level), filter_key(players, level))
        index = self.level_box.findData(keep) if keep else 0
        self.level_box.setCurrentIndex(max(0, index))
        self.level_box.blockSignals(blocked)
        self._fill_results()
        self._level_changed()
        self.empty_label.setVisible(self.history.count() == 0 and not self.history.bad_rows)
        self.problem_label.setText(history_problems(self.history))
        self.problem_label.setVisible(bool(self.problem_label.text()))

    def _fill_results(self) -> None:
        table = self.results_table
        by_opponent = self.history.results_by_opponent()
        total = self.history.results()
        rows = [(opponents_name(players, level), record, False)
                for (players, level), record in by_opponent.items()]
        rows.append((_tr("All opponents"), total, True))
        table.setRowCount(len(rows))
        for r, (name, record, bold) in enumerate(rows):
            share = (_tr("{share} %").format(share=number(100 * record.won / record.played, 0))
                     if record.played else "–")
            for c, text in enumerate((name, str(record.played), str(record.won),
                                      str(record.lost), share)):
                table.setItem(r, c, _item(text, c > 0, bold))
        height = (table.horizontalHeader().height() + 2 * table.frameWidth()
                  + sum(table.rowHeight(r) for r in range(min(len(rows), 6))))
        table.setFixedHeight(height + 2)

    def _level_changed(self, *_args) -> None:
        level, players = self.level(), self.players()
        record = self.history.results(level, players)
        streaks = self.history.streaks(level, players)
        points = self.history.average_round_points(level, players)
        xeris = self.history.xeris_per_round(level, players)
        self.record_label.setText(_tr("{played} ({won}, {lost})").format(
            played=record.played, won=_count("%n win(s)", record.won),
            lost=_count("%n defeat(s)", record.lost)))
        self.streak_label.setText(_tr("{current} now, best {best}").format(
            current=streaks.current, best=streaks.best))
        if players == 4:
            pair = _tr("your side {you}, the other side {them}")
        else:
            pair = _tr("you {you}, opponent {them}")
        self.points_label.setText(pair.format(
            you=number(points.you, 1), them=number(points.opponents, 1)))
        self.xeris_label.setText(pair.format(
            you=number(xeris.you, 2), them=number(xeris.opponents, 2)))
        self._fill_matches(level, players)

    def _fit_match_columns(self) -> None:
        """The past matches as wide as their columns: the Rules column, last and
        stretched with no scroll bar, was cut off where the splitter left too little."""
        table = self.match_table
        header = table.horizontalHeader()
        need = sum(max(table.sizeHintForColumn(c), header.sectionSizeHint(c))
                   for c in range(table.columnCount()))
        table.setMinimumWidth(need + 2 * table.frameWidth()
                              + table.verticalScrollBar().sizeHint().width())

    def _fit_match_rows(self) -> None:
        """The past matches as tall as their rows (a dozen at most, then it scrolls): a
        table of three matches was a sheet of empty rows."""
        table = self.match_table
        rows = max(1, min(table.rowCount(), MATCH_ROWS))
        row = table.rowHeight(0) if table.rowCount() else table.verticalHeader().defaultSectionSize()
        table.setMaximumHeight(table.horizontalHeader().sizeHint().height()
                               + 2 * table.frameWidth() + rows * row + 2)

    def _fill_matches(self, level: str | None, players: int | None = None) -> None:
        selected = self.selected_match()
        keep = selected.id if selected is not None else None
        matches = [m for m in self.history.recent(MAX_MATCHES)
                   if (level is None or m.level == level)
                   and (players is None or m.players == players)]
        self.matches = matches
        table = self.match_table
        blocked = table.blockSignals(True)
        table.setRowCount(len(matches))
        for r, m in enumerate(matches):
            you, them = m.final_scores[m.human_side], m.final_scores[1 - m.human_side]
            # one match's result («Ήττα»), not the column of counts («Ήττες»)
            result = QCoreApplication.translate(
                "StatisticsDialog", "Won", "a match's result") if m.won else \
                QCoreApplication.translate("StatisticsDialog", "Lost", "a match's result")
            cells = (local_time(m.played_at), match_opponents(m), result,
                     _tr("{you}–{them}").format(you=you, them=them), str(len(m.rounds)),
                     rules_name(m.rules))
            for c, text in enumerate(cells):
                item = _item(text, c in (3, 4))
                item.setToolTip(rules_name(m.rules))
                table.setItem(r, c, item)
        row = next((r for r, m in enumerate(matches) if m.id == keep), 0)
        table.blockSignals(blocked)
        self._fit_match_columns()
        self._fit_match_rows()
        if matches:
            table.selectRow(row)
            table.setCurrentCell(row, 0)
        self._show_selected()

    def selected_match(self) -> FinishedMatch | None:
        rows = {i.row() for i in self.match_table.selectedIndexes()}
        if len(rows) != 1:
            return None
        row = rows.pop()
        return self.matches[row] if 0 <= row < len(self.matches) else None

    def _show_selected(self) -> None:
        m = self.selected_match()
        if m is None:
            self.chart.clear()
            return
        side = m.human_side
        points = [(r.scores_after[side], r.scores_after[1 - side]) for r in m.rounds]
        target = _target(m)
        if m.real_cards and len(m.names) == 2:
            names = (m.names[side], m.names[1 - side])
        elif m.players == 2:
            names = (_tr("You"), _tr("Computer ({level})").format(level=opponent_name(m.level)))
        else:
            names = (_tr("Your side"), _tr("Other side ({level})").format(
                level=opponent_name(m.level)))
        self.chart.set_match(points, target, names)
