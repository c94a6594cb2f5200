"""Statistics ▸ Export…: the match history (score pads included) to a CSV or JSON file. The
history is read here, on the GUI thread (its connection lives there); encoding and writing
the file happen on a worker thread."""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, Signal
from PySide6.QtWidgets import QFileDialog, QWidget

from diloti_qt.storage.export import all_matches, export_history
from diloti_qt.ui.dialogs.file_dialog import save_dialog


def _tr(text: str) -> str:
    return QCoreApplication.translate("HistoryExport", text)


def export_format(path: str, chosen_filter: str = "") -> str:
    """"json" for a .json file (or the JSON filter with no suffix), else "csv"."""
    suffix = Path(path).suffix.lower()
    if suffix in (".csv", ".json"):
        return suffix[1:]
    return "json" if "json" in chosen_filter.lower() else "csv"


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
        dialog = save_dialog(self.parent(), _tr("Export the match history"),
                             Path(folder) / "diloti-history.csv",
                             [_tr("CSV, a row per round (*.csv)"),
                              _tr("JSON, a document per match (*.json)")])
        dialog.setObjectName("exportFileDialog")
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
