"""Game ▸ Play deal… deals the number's match with the same rules and seats (the score sheet
shows the number), and Statistics ▸ Export… writes a file that reads back; score pads show
in the statistics as played with real cards."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog

from diloti_qt.engine import Rules
from diloti_qt.engine.deals import round_deal
from diloti_qt.scorepad import ScorePad
from diloti_qt.scorepad.store import finished_pad
from diloti_qt.storage.settings import SettingsStore
from diloti_qt.storage.export import all_matches, read_export
from diloti_qt.ui.dialogs.play_deal import PlayDealDialog

from ..scorepad.helpers import rnd
from .test_app_driver import make_window, show, start


def window_with_store(qtbot):
    store = SettingsStore()
    store.load()
    window = make_window(qtbot, store=store)
    show(qtbot, window)
    return window


def play_deal_dialog(qtbot, window) -> PlayDealDialog:
    window.play_deal_action.trigger()
    dialog = window.findChild(PlayDealDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    dialog.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=3000)
    return dialog


def test_play_deal_starts_that_numbers_match_with_the_same_rules_and_seats(qtbot):
    window = window_with_store(qtbot)
    rules = Rules.make("taverna-4p", {"V-TARGET": 101})
    levels = {1: "hard", 2: "expert", 3: "hard"}
    start(window, "taverna-4p", {"V-TARGET": 101}, seed=5, levels=levels)
    c = window.local_match.controller
    assert window.deal_label.text() == "Deal 5 · round 1"
    dialog = play_deal_dialog(qtbot, window)
    assert dialog.number_edit.text() == "5" and dialog.number_edit.hasFocus()
    QTest.keyClicks(dialog.number_edit, "4711")  # the 5 was selected: typed over
    QTest.keyClick(dialog.number_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: c.match.seed == 4711, timeout=3000)
    assert c.rules == rules and c.seats.levels == levels
    assert c.match.round_start == round_deal(rules, 4711, 1)
    assert window.deal_label.text() == "Deal 4711 · round 1"


def test_two_tables_given_one_number_deal_the_same_cards(qtbot):
    first, second = window_with_store(qtbot), window_with_store(qtbot)
    for window in (first, second):
        dialog = play_deal_dialog(qtbot, window)
        dialog.number_edit.setText("90210")
        dialog.accept()
    a, b = first.local_match.controller.match, second.local_match.controller.match
    assert a.seed == b.seed == 90210 and a.round_start == b.round_start


def test_play_deal_refuses_an_empty_number_and_stays_open(qtbot):
    window = window_with_store(qtbot)
    start(window, seed=8)
    dialog = play_deal_dialog(qtbot, window)
    dialog.number_edit.clear()
    dialog.accept()
    assert dialog.isVisible() and "whole number from 0" in dialog.error.text()
    assert window.local_match.controller.match.seed == 8


def won_pad() -> ScorePad:
    pad = ScorePad(Rules.make("pagat-2p"), ("Anna", "Nikos"))
    pad.add_round(rnd("30 A2 D X5", "22 A2 C X3"))
    pad.add_round(rnd("= A2 D", "= A2 C X3"))
    return pad


def test_statistics_show_a_score_pad_and_export_everything(qtbot, tmp_path):
    window = window_with_store(qtbot)
    history = window.session.history
    history.add(finished_pad(won_pad()))
    window.show_statistics()
    stats = window.dialogs.get("statistics")
    table = stats.match_table
    assert table.item(0, 1).text() == "Nikos (real cards)"
    assert [stats.level_box.itemText(i) for i in range(stats.level_box.count())] == [
        "All opponents", "Real cards (score pad)"]
    assert stats.chart.names == ("Anna", "Nikos")

    for fmt in ("json", "csv"):
        file_dialog = stats.export()
        assert isinstance(file_dialog, QFileDialog)
        path = tmp_path / f"out.{fmt}"
        file_dialog.selectFile(str(path))
        file_dialog.accept()
        qtbot.waitUntil(lambda: stats.export_status.text() != "", timeout=5000)
        assert stats.export_status.text().startswith("1 match record")
        assert stats.export_status.text().endswith(f" written to {path}.")
        assert read_export(path) == all_matches(history)
        stats.export_status.clear()


def test_an_export_the_disk_refuses_is_said_and_nothing_breaks(qtbot, tmp_path):
    window = window_with_store(qtbot)
    window.session.history.add(finished_pad(won_pad()))
    window.show_statistics()
    stats = window.dialogs.get("statistics")
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    stats.export()
    stats.exporter.export_to(str(blocker / "out.csv"))
    qtbot.waitUntil(lambda: stats.export_status.text() != "", timeout=5000)
    assert stats.export_status.text().startswith("The history could not be written to")


@pytest.mark.parametrize("language", ["en", "el"])
def test_the_game_menu_keeps_one_mnemonic_per_entry(qtbot, qapp, language):
    """Play deal… and Score pad… take letters no other Game entry uses, in both languages."""
    from PySide6.QtCore import QTranslator

    from tests.test_i18n import tool

    translator = QTranslator()
    if language == "el":
        assert translator.load(str(tool.QM))
        qapp.installTranslator(translator)
    try:
        window = make_window(qtbot)
        game = window.menuBar().actions()[0].menu()
        texts = [a.text() for a in game.actions() if not a.isSeparator()]
        keys = [m.group(1).lower() for t in texts if (m := re.search(r"&([^&\s])", t))]
        assert len(keys) == len(texts) == len(set(keys)), texts
    finally:
        qapp.removeTranslator(translator)
