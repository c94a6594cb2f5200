"""Issue 27: every dialog of the table has a heading as the side panel has, and is sized to
its content: no band of empty felt across it (the lobby was a sheet with two rows and the
rest empty, the round review's progress one line in a 1180×780 window), in English and
Greek. Measured on the real dialogs as they open."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QGraphicsView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QTabBar,
    QWidget,
)

from diloti_qt.engine import Rules
from diloti_qt.net.server import ServerConfig
from diloti_qt.storage.history import MatchHistory
from diloti_qt.ui.dialogs.new_game import NewGameDialog
from diloti_qt.ui.dialogs.play_deal import PlayDealDialog
from diloti_qt.ui.dialogs.preferences import PreferencesDialog
from diloti_qt.ui.dialogs.round_review import RoundReviewWindow
from diloti_qt.ui.dialogs.score_pad import ScorePadDialog
from diloti_qt.ui.dialogs.statistics import StatisticsDialog
from diloti_qt.ui.online.dialog import open_friends_dialog
from diloti_qt.ui.table_look import HEADING

from .online_driver import FakeBrowser, click, type_into
from .test_app_driver import make_window, show
from .test_round_review import play_round_poorly
from .test_statistics import synthetic

EMPTY_LINES = 3  # the most empty felt across a dialog, in lines of its text


def content_rect(widget: QWidget, dialog: QDialog) -> QRect | None:
    """Where `widget` shows something in `dialog` (None: it is a container, or empty): an
    item view only as far as its rows go."""
    at = widget.mapTo(dialog, QPoint(0, 0))
    if isinstance(widget, QAbstractItemView):
        model = widget.model()
        rows = model.rowCount() if model is not None else 0
        viewport = widget.viewport()
        top = viewport.mapTo(dialog, QPoint(0, 0)).y()
        last = widget.visualRect(model.index(rows - 1, 0)).bottom() if rows else 0
        return QRect(at.x(), at.y(), widget.width(),
                     top - at.y() + min(viewport.height(), max(0, last)))
    if isinstance(widget, QLabel):
        if not (widget.text() or widget.pixmap()):
            return None
        # only the lines of its text: a label taller than its text shows felt around it
        text = widget.heightForWidth(widget.width()) if widget.wordWrap() \
            else widget.sizeHint().height()
        text = min(widget.height(), text if text > 0 else widget.height())
        align = widget.alignment()
        spare = widget.height() - text
        top = 0 if align & Qt.AlignmentFlag.AlignTop else spare if \
            align & Qt.AlignmentFlag.AlignBottom else spare // 2
        return QRect(at.x(), at.y() + top, widget.width(), text)
    if isinstance(widget, (QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox, QTabBar)):
        return QRect(at, widget.size())
    if isinstance(widget, (QGraphicsView, QProgressBar)) or type(widget).__name__ == "ScoreChart":
        return QRect(at, widget.size())  # a table drawn, a chart, a bar: all of it shows
    return None


def empty_bands(dialog: QDialog) -> list[tuple[int, int]]:
    """The bands across `dialog` where nothing shows, taller than EMPTY_LINES lines: (top,
    height) in pixels, between the first and the last thing shown and at either end."""
    spans = []
    for widget in dialog.findChildren(QWidget):
        if not widget.isVisibleTo(dialog) or widget.window() is not dialog:
            continue
        rect = content_rect(widget, dialog)
        if rect is not None and rect.height() > 0:
            spans.append((rect.top(), rect.bottom()))
    spans.sort()
    margin = dialog.layout().contentsMargins()
    limit = EMPTY_LINES * QFontInfo(dialog.font()).pixelSize() * 1.3
    bands, reached = [], margin.top()
    for top, bottom in spans:
        if top - reached > limit:
            bands.append((reached, top - reached))
        reached = max(reached, bottom)
    if dialog.height() - margin.bottom() - reached > limit:
        bands.append((reached, dialog.height() - margin.bottom() - reached))
    return bands


def heading_of(dialog: QDialog) -> QLabel:
    """The dialog's heading: a label in the heading's look, above everything else shown."""
    headings = [w for w in dialog.findChildren(QLabel)
                if w.objectName() == HEADING and w.isVisibleTo(dialog) and w.text()]
    assert headings, f"{type(dialog).__name__} has no heading"
    first = min(headings, key=lambda w: w.mapTo(dialog, QPoint(0, 0)).y())
    assert first.font().bold()
    assert QFontInfo(first.font()).pixelSize() > QFontInfo(QApplication.font()).pixelSize()
    return first


def fits(qtbot, dialog: QDialog, name: str, on_screen: bool = True) -> None:
    qtbot.waitExposed(dialog)
    qtbot.wait(30)  # a dialog sized to its content settles after its first layout
    heading_of(dialog)
    assert not empty_bands(dialog), (name, dialog.size(), empty_bands(dialog))
    if on_screen:  # the test screen is 800×800
        screen = QApplication.primaryScreen().availableGeometry()
        assert dialog.width() <= screen.width() and dialog.height() <= screen.height(), name


@pytest.fixture
def window(qtbot):
    from diloti_qt.storage.settings import SettingsStore

    store = SettingsStore()
    store.load()
    win = make_window(qtbot, store=store)
    show(qtbot, win)
    yield win
    win.local_match.controller.shutdown()


def opened(qtbot, window, kind: type[QDialog]) -> QDialog:
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(kind)), timeout=5000)
    return next(d for d in window.findChildren(kind) if d.isVisible())


@pytest.mark.parametrize("language", ["en", "el"], indirect=True)
def test_the_small_dialogs_have_a_heading_and_fit_their_content(qtbot, window, language):
    window.local_match.controller.new_match(Rules.make("pagat-2p"), seed=5)
    for open_it, kind in ((window.new_action.trigger, NewGameDialog),
                          (window.show_preferences, PreferencesDialog),
                          (window.show_play_deal, PlayDealDialog)):
        open_it()
        dialog = opened(qtbot, window, kind)
        fits(qtbot, dialog, kind.__name__)
        dialog.reject()


@pytest.mark.parametrize("language", ["en", "el"], indirect=True)
def test_the_score_pad_has_a_heading_and_fits_both_pages(qtbot, window, language):
    window.show_score_pad()
    pad = opened(qtbot, window, ScorePadDialog)
    fits(qtbot, pad, "score pad setup")
    pad.setup.name_edits[0].setText("Anna")
    pad.setup.name_edits[1].setText("Babis")
    pad.start()
    fits(qtbot, pad, "score pad", on_screen=False)  # its café-sized type needs 950 pixels
    pad.close()


@pytest.mark.parametrize("language", ["en", "el"], indirect=True)
def test_statistics_has_headings_and_fits_its_matches(qtbot, language):
    history, _ = MatchHistory.open()
    for i in range(3):
        history.add(synthetic(i, "medium", won=i != 1))
    dialog = StatisticsDialog(history)
    qtbot.addWidget(dialog)
    dialog.show()
    fits(qtbot, dialog, "statistics")
    dialog.close()
    history.close()


def test_the_round_reviews_progress_and_review_fit_their_content(qtbot, monkeypatch):
    monkeypatch.setattr(RoundReviewWindow, "budget", 0.05)
    win = make_window(qtbot)
    show(qtbot, win)
    try:
        win.local_match.controller.new_match(Rules.make("pagat-2p"), seed=5, levels={1: "easy"})
        sheet = play_round_poorly(qtbot, win)
        sheet.accept()
        win.local_match.show_round_review()
        review = opened(qtbot, win, RoundReviewWindow)
        fits(qtbot, review, "round review's progress")
        qtbot.waitUntil(lambda: review.pages.currentWidget() is not review.working_page,
                        timeout=30000)
        fits(qtbot, review, "round review")
        review.close()
    finally:
        win.local_match.controller.shutdown()


@pytest.mark.parametrize("language", ["en", "el"], indirect=True)
def test_the_lobby_has_its_heading_and_no_empty_sheet(qtbot, window, language):
    FakeBrowser.made.clear()
    dialog = open_friends_dialog(window, advertise=False, browser_factory=FakeBrowser,
                                 service_config=ServerConfig(host="127.0.0.1",
                                                             robot_mode="thread"))
    try:
        fits(qtbot, dialog, "play with friends")
        type_into(qtbot, dialog.host_name, "Ana")
        click(qtbot, dialog.open_button)
        qtbot.waitUntil(lambda: dialog.lobby is not None and dialog.lobby.isVisible(),
                        timeout=15000)
        qtbot.waitUntil(lambda: "Seat" in dialog.lobby.status.text()
                        or "Θέση" in dialog.lobby.status.text() or dialog.lobby.rows,
                        timeout=5000)
        fits(qtbot, dialog, "lobby")
    finally:
        dialog.close()


@pytest.mark.parametrize("language", ["en", "el"], indirect=True)
def test_the_exports_file_dialog_has_its_heading_within_the_screen(qtbot, language):
    """Qt's own file dialog of Statistics ▸ Export… under the table's heading (its list of
    files is the folder's: its empty rows are not ours to measure)."""
    history, _ = MatchHistory.open()
    stats = StatisticsDialog(history)
    qtbot.addWidget(stats)
    stats.show()
    dialog = stats.export()
    qtbot.waitExposed(dialog)
    first = heading_of(dialog)
    assert first.text() in ("Export the match history", "Εξαγωγή του ιστορικού παρτίδων")
    screen = QApplication.primaryScreen().availableGeometry()
    assert dialog.width() <= screen.width() and dialog.height() <= screen.height()
    dialog.reject()
    stats.close()
    history.close()
