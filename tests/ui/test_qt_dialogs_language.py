"""Qt's own file dialog (the history's and a match's export) speaks the game's language:
PySide6 ships no Greek qtbase catalogue, so its labels and buttons are the game's own
translated words."""

from __future__ import annotations

from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from diloti_qt.ui.dialogs.history_export import HistoryExporter

ENGLISH = {"Look in:", "File name:", "Files of type:", "Save", "Cancel"}


def shown_words(dialog: QWidget) -> set[str]:
    """The visible labels' and buttons' words, without their mnemonics' '&'."""
    widgets = [*dialog.findChildren(QLabel), *dialog.findChildren(QAbstractButton)]
    return {w.text().replace("&", "") for w in widgets if w.isVisible() and w.text()}


KEEP: list[QWidget] = []  # the dialogs' parents live until the dialog is shut


def open_export(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    KEEP[:] = [parent]
    dialog = HistoryExporter(history=None, parent=parent).ask()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_export_dialog_in_greek_has_no_english_labels(qtbot, qapp):
    from tests.test_i18n import tool

    translator = QTranslator()
    assert translator.load(str(tool.QM))
    qapp.installTranslator(translator)
    try:
        dialog = open_export(qtbot)
        words = shown_words(dialog)
        assert not words & ENGLISH, words & ENGLISH
        assert {"Αναζήτηση σε:", "Όνομα αρχείου:", "Τύπος αρχείων:", "Άκυρο"} <= words, words
        dialog.reject()
    finally:
        qapp.removeTranslator(translator)


def test_the_export_dialog_in_english_names_its_parts(qtbot):
    dialog = open_export(qtbot)
    words = shown_words(dialog)
    assert {"Look in:", "Files of type:", "Cancel"} <= words, words
    dialog.reject()


def test_the_match_export_dialog_in_greek_has_no_english_labels(qtbot, qapp):
    from tests.test_i18n import tool

    from .test_matches import open_matches, window_with_records

    window = window_with_records(qtbot, (5,))
    matches = open_matches(qtbot, window)
    matches.table.selectRow(0)
    translator = QTranslator()
    assert translator.load(str(tool.QM))
    qapp.installTranslator(translator)
    try:
        dialog = matches.export()
        qtbot.waitExposed(dialog)
        words = shown_words(dialog)
        assert not words & ENGLISH, words & ENGLISH
        assert {"Όνομα αρχείου:", "Αποθήκευση", "Άκυρο"} <= words, words
        dialog.reject()
    finally:
        qapp.removeTranslator(translator)


def test_a_match_exported_through_the_dialog_is_written(qtbot, tmp_path):
    from .test_matches import open_matches, window_with_records

    window = window_with_records(qtbot, (5,))
    matches = open_matches(qtbot, window)
    matches.table.selectRow(0)
    dialog = matches.export()
    dialog.selectFile(str(tmp_path / "shared"))
    dialog.accept()
    assert (tmp_path / "shared.diloti").is_file()
    assert matches.status.text().endswith(f"{tmp_path / 'shared.diloti'}.")


def test_the_export_dialogs_file_list_in_greek_has_greek_columns(qtbot, qapp):
    """The columns of Qt's file list (Name, Size, Type, Date Modified) stayed English in the
    Greek export dialog, and so did its buttons' tips (issue 27, seen under Xvfb)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QToolButton, QTreeView

    from tests.test_i18n import tool

    translator = QTranslator()
    assert translator.load(str(tool.QM))
    qapp.installTranslator(translator)
    try:
        dialog = open_export(qtbot)
        view = next(v for v in dialog.findChildren(QTreeView) if v.objectName() == "treeView")
        model = view.model()
        columns = {str(model.headerData(c, Qt.Orientation.Horizontal))
                   for c in range(model.columnCount())}
        assert columns == {"Όνομα", "Μέγεθος", "Τύπος", "Ημερομηνία αλλαγής"}, columns
        tips = {b.toolTip() for b in dialog.findChildren(QToolButton) if b.toolTip()}
        assert not tips & {"Back", "Forward", "Parent Directory", "Create New Folder",
                           "List View", "Detail View"}, tips
        dialog.reject()
    finally:
        qapp.removeTranslator(translator)
