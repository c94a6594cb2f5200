"""Game ▸ Matches…: the kept match records (date, opponents, rules, result, deal number),
searched and filtered; export one as a .diloti file, play its deal again, delete one or all.
Matches of the statistics that have no record are listed as such. In the felt's colours."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import shiboken6
from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from diloti_qt.engine.record import RecordError
from diloti_qt.engine.rules import Rules
from diloti_qt.storage.records import RecordEntry, RecordStore, export_record

from .file_dialog import save_dialog
from .new_game import level_name
from .statistics import _item, _table, local_time, rules_name

SUFFIX = ".diloti"
WON, LOST = "won", "lost"


def _tr(text: str) -> str:
    return QCoreApplication.translate("MatchesDialog", text)


def opponents_text(entry: RecordEntry) -> str:
    """The other side's seats: a computer by its level, a person by name."""
    rules = Rules.make(entry.profile)  # the index holds only profiles it knows
    seats = [s for s in range(len(entry.names)) if rules.side_of(s) != entry.human_side]
    return " + ".join(level_name(entry.levels[s]) if entry.levels[s] else entry.names[s]
                      for s in seats)


def result_text(entry: RecordEntry) -> str:
    mine, theirs = entry.scores[entry.human_side], entry.scores[1 - entry.human_side]
    word = _tr("Won") if entry.won else _tr("Lost")
    return _tr("{result} {mine}–{theirs}").format(result=word, mine=mine, theirs=theirs)


def _when(text: str) -> str:
    try:
        return local_time(datetime.fromisoformat(text))
    except ValueError:
        return text


class MatchesDialog(QDialog):
    """The list of kept records; `replay_requested(record, entry)` opens one in the viewer,
    `play_deal_requested(record, entry)` starts its deals against the computer, the player
    at the entry's seat. With a `loader`
    (ui.replay.loading.RecordLoader) a record is read and checked off the GUI thread."""

    replay_requested = Signal(object, object)
    play_deal_requested = Signal(object, object)
    COLUMNS = 5

    def __init__(self, store: RecordStore, history=None, felt: QColor | None = None,
                 parent: QWidget | None = None, loader=None) -> None:
        super().__init__(parent)
        self.store = store
        self.history = history
        self.loader = loader
        self.setObjectName("matchesDialog")
        self.setWindowTitle(_tr("Matches"))  # also its name for a screen reader
        if felt is not None:
            from diloti_qt.ui.side_panel import felt_palette

            self.setPalette(felt_palette(felt))
            self.setAutoFillBackground(True)
        layout = QVBoxLayout(self)
        filters = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setObjectName("matchesSearch")
        self.search.setPlaceholderText(_tr("Search opponents, rules, deal number"))
        self.search.setAccessibleName(_tr("Search"))
        self.search.setClearButtonEnabled(True)
        self.result_filter = QComboBox()
        self.result_filter.setAccessibleName(_tr("Result"))
        for text, key in ((_tr("Every result"), ""), (_tr("Won"), WON), (_tr("Lost"), LOST)):
            self.result_filter.addItem(text, key)
        self.rules_filter = QComboBox()
        self.rules_filter.setAccessibleName(_tr("Rules"))
        filters.addWidget(self.search, 1)
        filters.addWidget(self.result_filter)
        filters.addWidget(self.rules_filter)
        layout.addLayout(filters)
        self.table: QTableWidget = _table(
            [_tr("Date"), _tr("Opponents"), _tr("Rules"), _tr("Result"), _tr("Deal number")],
            _tr("Kept matches"))
        self.table.setObjectName("matchesTable")
        self.table.horizontalHeader().setStretchLastSection(True)
        layout.addWidget(self.table, 1)
        self.status = QLabel()
        self.status.setObjectName("matchesStatus")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        buttons = QHBoxLayout()
        self.replay_button = QPushButton(_tr("&Replay"))
        self.export_button = QPushButton(_tr("&Export this match…"))
        self.play_button = QPushButton(_tr("&Play this deal"))
        self.delete_button = QPushButton(_tr("&Delete"))
        self.delete_all_button = QPushButton(_tr("Delete &all"))
        close = QPushButton(_tr("&Close"))
        for b in (self.replay_button, self.export_button, self.play_button,
                  self.delete_button, self.delete_all_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout.addLayout(buttons)
        self.replay_button.clicked.connect(self._replay)
        self.export_button.clicked.connect(self.export)
        self.play_button.clicked.connect(self._play)
        self.delete_button.clicked.connect(self._delete)
        self.delete_all_button.clicked.connect(self._delete_all)
        close.clicked.connect(self.close)
        self.search.textChanged.connect(self._fill)
        self.result_filter.currentIndexChanged.connect(self._fill)
        self.rules_filter.currentIndexChanged.connect(self._fill)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.table.cellDoubleClicked.connect(lambda *_: self._replay())
        self.rows: list[RecordEntry | None] = []
        self.refresh()
        self.resize(760, 420)

    # -- contents -------------------------------------------------------------------------
    def refresh(self, *_args) -> None:
        self.entries = self.store.entries()
        self.unrecorded = self._unrecorded()
        profiles = sorted({e.profile for e in self.entries})
        current = self.rules_filter.currentData()
        self.rules_filter.blockSignals(True)
        self.rules_filter.clear()
        self.rules_filter.addItem(_tr("Every rule set"), "")
        for p in profiles:
            self.rules_filter.addItem(rules_name({"profile": p}), p)
        i = self.rules_filter.findData(current)
        self.rules_filter.setCurrentIndex(max(i, 0))
        self.rules_filter.blockSignals(False)
        self._fill()

    def _unrecorded(self) -> list:
        """The statistics' matches played in the app that have no record (older ones)."""
        if self.history is None:
            return []
        from diloti_qt.storage.history import utc_text

        kept = {(e.played_at, e.deal_number) for e in self.entries}
        try:
            matches = self.history.recent(200)
        except Exception:  # noqa: BLE001 - a history that cannot be read lists nothing
            return []
        return [m for m in matches if m.pad_id is None
                and (utc_text(m.played_at), m.seed) not in kept]

    def matches(self, entry: RecordEntry) -> bool:
        result = self.result_filter.currentData()
        if result and (entry.won != (result == WON)):
            return False
        profile = self.rules_filter.currentData()
        if profile and entry.profile != profile:
            return False
        words = self.search.text().strip().casefold()
        if words:
            hay = " ".join((opponents_text(entry), " ".join(entry.names),
                            rules_name({"profile": entry.profile}),
                            str(entry.deal_number or ""))).casefold()
            return all(w in hay for w in words.split())
        return True

    def _fill(self) -> None:
        shown = [e for e in self.entries if self.matches(e)]
        filtered = bool(self.search.text().strip() or self.result_filter.currentData()
                        or self.rules_filter.currentData())
        self.table.setRowCount(0)
        self.rows = []
        for e in shown:
            self._add_row([_when(e.played_at), opponents_text(e),
                           _tr("{rules} · to {target}").format(
                               rules=rules_name({"profile": e.profile}), target=e.target),
                           result_text(e), "" if e.deal_number is None else str(e.deal_number)],
                          e)
        if not filtered:
            from .statistics import match_opponents

            for m in self.unrecorded:
                mine, theirs = m.final_scores[m.human_side], m.final_scores[1 - m.human_side]
                word = _tr("Won") if m.won else _tr("Lost")
                self._add_row([local_time(m.played_at), match_opponents(m),
                               rules_name(m.rules),
                               _tr("{result} {mine}–{theirs}").format(
                                   result=word, mine=mine, theirs=theirs),
                               _tr("no record")], None)
        self.status.setText(
            QCoreApplication.translate("MatchesDialog", "%n match record(s) kept.", None,
                                       len(self.entries))
            if self.entries else _tr("No match kept yet: every match you finish is kept "
                                     "here, to replay and share."))
        if self.rows and self.rows[0] is not None:
            self.table.selectRow(0)  # the newest: the keyboard replays or exports it at once
        self._selection_changed()

    def _add_row(self, texts: list[str], entry: RecordEntry | None) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        for col, text in enumerate(texts):
            item = _item(text, align_right=col == 4)
            if entry is None:
                item.setForeground(self.palette().placeholderText())
            self.table.setItem(row, col, item)
        self.rows.append(entry)

    # -- the selected match ---------------------------------------------------------------
    def selected(self) -> RecordEntry | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        row = rows[0].row()
        return self.rows[row] if 0 <= row < len(self.rows) else None

    def select(self, record_id: str) -> None:
        for row, entry in enumerate(self.rows):
            if entry is not None and entry.id == record_id:
                self.table.selectRow(row)
                return

    def _selection_changed(self) -> None:
        kept = self.selected() is not None
        for b in (self.replay_button, self.export_button, self.play_button,
                  self.delete_button):
            b.setEnabled(kept)
        self.delete_all_button.setEnabled(bool(self.entries))

    def load_selected(self):
        """The selected record, checked again; None (and the reason shown) if it is bad."""
        entry = self.selected()
        if entry is None:
            return None
        try:
            return self.store.load(entry.id)
        except RecordError as e:
            self.status.setText(_tr("This match's record cannot be read: {why}").format(
                why=str(e)))
            return None

    def _with_selected(self, then) -> None:
        """`then(record, entry)` with the selected record, checked again (off the GUI
        thread when the dialog has a loader); a record that cannot be read is said."""
        entry = self.selected()
        if entry is None:
            return
        if self.loader is None:
            record = self.load_selected()
            if record is not None:
                then(record, entry)
            return

        def read(record, error) -> None:
            if not shiboken6.isValid(self):  # closed meanwhile: nothing to show it in
                return
            if record is None:
                self.status.setText(_tr("This match's record cannot be read: {why}").format(
                    why=str(error)))
                return
            then(record, entry)
        self.loader.load(lambda: self.store.load(entry.id), read)

    def _replay(self) -> None:
        self._with_selected(self.replay_requested.emit)

    def _play(self) -> None:
        self._with_selected(self.play_deal_requested.emit)

    def export_to(self, path: Path) -> bool:
        record = self.load_selected()
        if record is None:
            return False
        path = Path(path)
        if path.suffix != SUFFIX:
            path = path.with_name(path.name + SUFFIX)
        try:
            export_record(record, path)
        except OSError as e:
            self.status.setText(_tr("The match could not be written to {name}: {why}").format(
                name=str(path), why=e.strerror or str(e)))
            return False
        self.status.setText(_tr("The match was written to {name}.").format(name=str(path)))
        return True

    def export(self) -> QFileDialog | None:
        """Export this match…: asks where (the dialog, window-modal, is returned), then
        writes the selected match there."""
        entry = self.selected()
        if entry is None:
            return None
        dialog = save_dialog(self, _tr("Export this match"),
                             Path.home() / f"diloti-{entry.id}{SUFFIX}",
                             [_tr("Diloti matches (*.diloti)")])
        dialog.setObjectName("matchFileDialog")
        dialog.setDefaultSuffix(SUFFIX[1:])
        dialog.fileSelected.connect(lambda name: self.export_to(Path(name)))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def delete_selected(self) -> None:
        entry = self.selected()
        if entry is not None:
            self.store.delete(entry.id)
            self.refresh()

    def _delete(self) -> None:
        if self._confirm(_tr("Delete this match's record? Its result stays in your "
                             "statistics.")):
            self.delete_selected()

    def delete_all(self) -> None:
        self.store.delete_all()
        self.refresh()

    def _delete_all(self) -> None:
        if self._confirm(_tr("Delete every kept match record? The results stay in your "
                             "statistics.")):
            self.delete_all()

    def _confirm(self, text: str) -> bool:
        answer = QMessageBox.question(self, _tr("Matches"), text)
        return answer == QMessageBox.StandardButton.Yes
