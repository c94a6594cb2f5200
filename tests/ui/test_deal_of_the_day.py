"""Game ▸ Deal of the day… (issue 41): today's number played as stated on the window's own
table; today's result and the line to share; the days before; in English and Greek."""

from __future__ import annotations

import datetime

from PySide6.QtCore import QLocale
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from diloti_qt.engine.deals import deal_of_the_day
from diloti_qt.storage.daily import daily_rules
from diloti_qt.ui.dialogs.deal_of_the_day import open_deal_of_the_day
from tests.storage.test_daily import finished, history
from tests.ui.test_history_language import greek  # noqa: F401 (a fixture)

from .test_app_driver import make_window, show

TODAY = datetime.date.today()


def test_play_starts_todays_deal_as_stated(qtbot, tmp_path):
    window = make_window(qtbot)
    show(qtbot, window)
    h = history(tmp_path)
    dialog = open_deal_of_the_day(window, h, TODAY)
    number = deal_of_the_day(TODAY)
    assert f"deal {number}" in dialog.intro.text() and "Expert" in dialog.intro.text()
    assert dialog.outcome.text() == "Not played yet today." and not dialog.copy_button.isVisible()
    assert dialog.play_button.isEnabled()
    dialog.play_button.click()
    c = window.local_match.controller
    qtbot.waitUntil(lambda: c.match is not None and c.match.seed == number)
    assert c.rules == daily_rules() and c.seats.levels == {1: "expert"}
    assert dialog.isHidden()
    h.close()


def test_todays_result_is_shown_with_the_line_to_share_and_the_days_before(qtbot, tmp_path):
    window = make_window(qtbot)
    show(qtbot, window)
    yesterday = TODAY - datetime.timedelta(days=1)
    h = history(tmp_path, finished(TODAY, (61, 43)), finished(yesterday, (20, 61)))
    dialog = open_deal_of_the_day(window, h, TODAY)
    line = f"Diloti {TODAY.isoformat()}: 61–43 against Expert, deal {deal_of_the_day(TODAY)}"
    assert dialog.outcome.text() == "Your result today: 61–43, won. The line to share:"
    assert dialog.share_label.text() == line
    assert dialog.play_button.text() == "&Play it again (not counted)"
    dialog.copy_button.click()
    assert QGuiApplication.clipboard().text() == line
    first = dialog.earlier.topLevelItem(0)
    assert first.text(1) == str(deal_of_the_day(yesterday)) and first.text(2) == "20–61, lost"
    assert dialog.earlier.topLevelItemCount() == 13
    assert dialog.earlier.topLevelItem(1).text(2) == "not played"
    dialog.close()
    h.close()


def test_the_dialog_and_its_line_in_greek(qtbot, tmp_path, greek):  # noqa: F811
    greek(True)
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Greek))
    try:
        window = make_window(qtbot)
        show(qtbot, window)
        h = history(tmp_path, finished(TODAY, (61, 43)))
        dialog = open_deal_of_the_day(window, h, TODAY)
        assert dialog.windowTitle() == "Μοίρασμα της ημέρας"
        assert dialog.share_label.text().startswith("Δηλωτή ")
        assert "Μάστορας" in dialog.share_label.text() and "νίκη" in dialog.outcome.text()
        dialog.close()
        h.close()
    finally:
        QLocale.setDefault(before)
        greek(False)
        QApplication.processEvents()
