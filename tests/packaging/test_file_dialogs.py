"""Which file dialog the exports open on each system (diloti_qt/platform/file_dialogs.py), and
that the dialog the game builds follows the rule here."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QWidget

from diloti_qt.platform import System, file_dialogs
from diloti_qt.platform.file_dialogs import Dialog
from diloti_qt.ui.dialogs.file_dialog import save_dialog


def test_each_systems_dialog():
    assert file_dialogs.dialog(System.WINDOWS, False) is Dialog.SYSTEM
    assert file_dialogs.dialog(System.MACOS, False) is Dialog.SYSTEM
    assert file_dialogs.dialog(System.LINUX, False) is Dialog.QT
    # the Flatpak sees the player's folders only through the portal's dialog
    assert file_dialogs.dialog(System.LINUX, True) is Dialog.SYSTEM


def test_a_sandbox_is_known_by_its_marks():
    assert not file_dialogs.sandboxed({"HOME": "/home/eleni"}, False)
    assert file_dialogs.sandboxed({}, True)  # /.flatpak-info
    assert file_dialogs.sandboxed({"FLATPAK_ID": "io.github.diloti_qt.DilotiQt"}, False)
    assert file_dialogs.sandboxed({"SNAP": "/snap/diloti-qt/7"}, False)
    assert not file_dialogs.sandboxed({"SNAP": ""}, False)


def native_refused(qtbot) -> bool:
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = save_dialog(parent, "Export", Path.home() / "x.csv", ["CSV (*.csv)"])
    return dialog.testOption(QFileDialog.Option.DontUseNativeDialog)


def test_the_game_opens_qts_own_dialog_here_and_the_portals_in_a_flatpak(
        qtbot, monkeypatch: pytest.MonkeyPatch):
    for name in file_dialogs.SANDBOX_ENV:
        monkeypatch.delenv(name, raising=False)
    assert not Path(file_dialogs.FLATPAK_INFO).exists()
    assert native_refused(qtbot)  # Linux, no sandbox: Qt's own, in the game's words
    monkeypatch.setenv("FLATPAK_ID", "io.github.diloti_qt.DilotiQt")
    assert not native_refused(qtbot)
