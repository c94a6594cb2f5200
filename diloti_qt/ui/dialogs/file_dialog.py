"""The save dialog of the game's exports: the system's own or Qt's own as each system's rule
says (diloti_qt/platform/file_dialogs.py), Qt's own with its words in the game's language."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QGridLayout, QWidget

from diloti_qt.platform import current, file_dialogs
from diloti_qt.ui.table_look import dress, heading


def _tr(text: str) -> str:
    return QCoreApplication.translate("FileDialog", text)


def name_file_dialog(dialog: QFileDialog, accept: str) -> None:
    """Qt's own file dialog in the game's language: PySide6 ships no Greek qtbase catalogue,
    so its labels and buttons ("Look in", "File name", "Save") are given here."""
    label = QFileDialog.DialogLabel
    for which, text in ((label.LookIn, _tr("&Look in:")), (label.FileName, _tr("File &name:")),
                        (label.FileType, _tr("Files of &type:")), (label.Accept, accept),
                        (label.Reject, _tr("Cancel"))):
        dialog.setLabelText(which, text)


def which_dialog() -> file_dialogs.Dialog:
    """The kind of file dialog for this system and sandbox."""
    in_sandbox = file_dialogs.sandboxed(os.environ, Path(file_dialogs.FLATPAK_INFO).exists())
    return file_dialogs.dialog(current(), in_sandbox)


def save_dialog(parent: QWidget, title: str, suggested: Path,
                name_filters: list[str]) -> QFileDialog:
    """A window-modal save dialog (not shown: the caller connects `fileSelected`, then
    calls `open()`)."""
    dialog = QFileDialog(parent, title, str(suggested))
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog,
                     which_dialog() is file_dialogs.Dialog.QT)
    name_file_dialog(dialog, _tr("&Save"))  # only Qt's own shows them
    dress(dialog)
    _head(dialog, heading(title, dialog))  # Qt's own: under the table's heading
    dialog.setNameFilters(name_filters)
    return dialog


def _head(dialog: QFileDialog, title: QWidget) -> None:
    """`title` over Qt's own file dialog (its grid moved a row down), as every dialog of the
    table has its heading; the system's own dialog has no grid and is left as it is."""
    grid = dialog.layout()
    if not isinstance(grid, QGridLayout):
        title.deleteLater()
        return
    columns = max(1, grid.columnCount())
    placed = []
    while grid.count():
        row, column, rows, span = grid.getItemPosition(0)
        placed.append((grid.takeAt(0), row, column, rows, span))
    grid.addWidget(title, 0, 0, 1, columns)
    for item, row, column, rows, span in placed:
        grid.addItem(item, row + 1, column, rows, span)
