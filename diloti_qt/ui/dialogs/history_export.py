"""Statistics ▸ Export…: the match history (score pads included) to a CSV or JSON file. The
history is read here, on the GUI thread (its connection lives there); encoding and writing
the file happen on a worker thread."""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, Signal
from PySide6.QtWidgets import QFileDialog, QGridLayout, QWidget

from diloti_qt.storage.export import all_matches, export_history
from diloti_qt.ui.table_look import dress, heading


def _tr(text: str) -> str:
    return QCoreApplication.translate("HistoryExport", text)


def export_format(path: str, chosen_filter: str = "") -> str:
    """"json" for a .json file (or the JSON filter with no suffix), else "csv"."""
    suffix = Path(path).suffix.lower()
    if suffix in (".csv", ".json"):
        return suffix[1:]
    return "json" if "json" in chosen_filter.lower() else "csv"


def name_file_dialog(dialog: QFileDialog, accept: str) -> None:
    """Qt's own file dialog in the game's language: PySide6 ships no Greek qtbase catalogue,
    so its labels and buttons ("Look in", "File name", "Save") are given here."""
    label = QFileDialog.DialogLabel
    for which, text in ((label.LookIn, _tr("&Look in:")), (label.FileName, _tr("File &name:")),
                        (label.FileType, _tr("Files of &type:")), (label.Accept, accept),
                        (label.Reject, _tr("Cancel"))):
        dialog.setLabelText(which, text)


def _head(dialog: QFileDialog, title: QWidget) -> None:
    """`title` over Qt's own file dialog (its grid moved a row down), as every dialog of the
    table has its heading."""
    grid = dialog.layout()
    if not isinstance(grid, QGridLayout):
        return
    columns = max(1, grid.columnCount())
    placed = []
    while grid.count():
        row, column, rows, span = grid.getItemPosition(0)
        placed.append((grid.takeAt(0), row, column, rows, span))
    grid.addWidget(title, 0, 0, 1, columns)
    for item, row, column, rows, span in placed:
        grid.addItem(item, row + 1, column, rows, span)


class HistoryExporter(QObject):
    """Asks where to write, then writes; `finished(text)` says what happened in words."""

    finished = Signal(str)
    _done = Signal(str)  # from the writing thread

    def __init__(self, history, parent: QWidget) -> None:
        super().__init__(parent)
        self.history = history
        self.dialog: QFileDialog | None = None
        self.thread: threading.Thread | None = None
        self._done.connect(self.finished)

    def ask(self) -> QFileDialog:
        folder = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation)
        if not folder or not Path(folder).is_dir():
            folder = str(Path.home())  # never the program's working folder
        dialog = QFileDialog(self.parent(), _tr("Export the match history"),
                             str(Path(folder) / "diloti-history.csv"))
        dialog.setObjectName("exportFileDialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        name_file_dialog(dialog, _tr("&Save"))
        dress(dialog)
        _head(dialog, heading(_tr("Export the match history"), dialog))
        dialog.setNameFilters([_tr("CSV, a row per round (*.csv)"),
                               _tr("JSON, a document per match (*.json)")])
        dialog.filterSelected.connect(lambda f: self._suffix_for(dialog, f))
        dialog.fileSelected.connect(lambda path: self.export_to(path,
                                                                dialog.selectedNameFilter()))
        self.dialog = dialog
        dialog.open()
        return dialog

    @staticmethod
    def _suffix_for(dialog: QFileDialog, name_filter: str) -> None:
        dialog.setDefaultSuffix(export_format("", name_filter))

    def export_to(self, path: str, chosen_filter: str = "") -> None:
        """Read the history now, write `path` on a thread."""
        fmt = export_format(path, chosen_filter)
        if not Path(path).suffix:
            path = f"{path}.{fmt}"
        matches = all_matches(self.history)

        def write() -> None:
            try:
                count = export_history(matches, Path(path), fmt)
            except OSError as e:
                self._done.emit(_tr("The history could not be written to {path}: "
                                    "{error}").format(path=path, error=e.strerror or str(e)))
                return
            done = QCoreApplication.translate(
                "HistoryExport", "%n match record(s) written to {path}.", None, count)
            self._done.emit(done.format(path=path))

        self.thread = threading.Thread(target=write, name="diloti-export", daemon=True)
        self.thread.start()
