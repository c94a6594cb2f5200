"""Every window of the table in the table's look (ui/table_look.dress): the felt's palette
as the side panel has it, readable (contrast), and at least as large as its content."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QDialog

from diloti_qt.ui.dialogs.new_game import NewGameDialog
from diloti_qt.ui.dialogs.play_deal import PlayDealDialog
from diloti_qt.ui.dialogs.preferences import PreferencesDialog
from diloti_qt.ui.dialogs.score_pad import ScorePadDialog
from diloti_qt.ui.dialogs.statistics import StatisticsDialog
from diloti_qt.ui.side_panel import felt_palette
from diloti_qt.ui.table_look import ERROR_INK, felt_colour

from .test_deal_number_and_export import window_with_store
from .test_side_panel import contrast

ROLES = QPalette.ColorRole


def opened(qtbot, window, kind: type[QDialog]) -> QDialog:
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(kind)), timeout=5000)
    return next(d for d in window.findChildren(kind) if d.isVisible())


def test_every_dialog_takes_the_felts_palette_readable_and_fitting(qtbot):
    window = window_with_store(qtbot)
    try:
        felt = felt_colour("blue")
        window.side_panel.set_felt(felt)
        expected = felt_palette(felt)
        window.new_action.trigger()
        dialogs = [opened(qtbot, window, NewGameDialog)]
        window.show_statistics()
        dialogs.append(opened(qtbot, window, StatisticsDialog))
        dialogs.append(dialogs[-1].export())  # Qt's file dialog of the export
        window.show_preferences()
        dialogs.append(opened(qtbot, window, PreferencesDialog))
        window.show_play_deal()
        dialogs.append(opened(qtbot, window, PlayDealDialog))
        window.show_score_pad()
        dialogs.append(opened(qtbot, window, ScorePadDialog))
        for dialog in dialogs:
            qtbot.waitExposed(dialog)
            name = type(dialog).__name__
            palette = dialog.palette()
            assert palette.color(ROLES.Window) == expected.color(ROLES.Window), name
            assert contrast(palette.color(ROLES.WindowText), palette.color(ROLES.Window)) >= 7
            assert contrast(palette.color(ROLES.Text), palette.color(ROLES.Base)) >= 4.5
            assert contrast(palette.color(ROLES.ButtonText),
                            palette.color(ROLES.Button)) >= 4.5
            # the refusals (Play deal's, the score pad's) in words readable on the felt
            assert contrast(QColor(ERROR_INK), palette.color(ROLES.Window)) >= 4.5
            least = dialog.minimumSizeHint()
            assert dialog.width() >= least.width() and dialog.height() >= least.height(), (
                name, dialog.size(), least)
            if isinstance(dialog, ScorePadDialog):
                continue  # its café-sized type needs 950 pixels (its layout is not ours here)
            screen = QApplication.primaryScreen().availableGeometry()
            assert dialog.width() <= screen.width() and dialog.height() <= screen.height(), (
                name, dialog.size(), screen)
        for dialog in dialogs:
            dialog.reject()
    finally:
        window.local_match.controller.shutdown()


def test_every_felts_dialogs_are_readable_refusals_included():
    from diloti_qt.ui.table_look import FELT_COLOURS

    for name in FELT_COLOURS:
        palette = felt_palette(felt_colour(name))
        window = palette.color(ROLES.Window)
        assert contrast(palette.color(ROLES.WindowText), window) >= 7, name
        assert contrast(QColor(ERROR_INK), window) >= 4.5, name
