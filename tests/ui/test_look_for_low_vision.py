"""Issue 27: a high-contrast felt and very large cards, chosen in Preferences, saved, and drawn
wherever the table and its dialogs are (the table, the side panel, the dialogs, the
tutorial); and the text follows the system's font size (the table's words were clamped to
11-24 pixels whatever the system said)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QFont, QFontInfo, QImage, QPainter, QPalette
from PySide6.QtWidgets import QLabel

from diloti_qt.engine import Rules
from diloti_qt.storage.settings import SettingsStore
from diloti_qt.ui.dialogs.new_game import NewGameDialog
from diloti_qt.ui.dialogs.preferences import PreferencesDialog
from diloti_qt.ui.high_contrast import contrast_palette
from diloti_qt.ui.table_look import card_scale, felt_colour

from .table_driver import Table
from .test_app_driver import make_window, show
from .test_side_panel import contrast

ROLES = QPalette.ColorRole


def rendered(view) -> QImage:
    size = view.viewport().size()
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    view.render(painter)
    painter.end()
    return image


def test_every_ink_of_the_high_contrast_felt_reads_at_7_to_1():
    """Text on the felt at 7:1 (AAA); in a field or on a button 6.9:1, as the field itself
    must stand 3:1 from the black (the two ratios multiply to 21 at most)."""
    palette = contrast_palette()
    for text, back in ((ROLES.WindowText, ROLES.Window), (ROLES.HighlightedText,
                                                           ROLES.Highlight),
                       (ROLES.PlaceholderText, ROLES.Window), (ROLES.Link, ROLES.Window),
                       (ROLES.Text, ROLES.AlternateBase)):
        assert contrast(palette.color(text), palette.color(back)) >= 7, (text, back)
    for text, back in ((ROLES.Text, ROLES.Base), (ROLES.ButtonText, ROLES.Button)):
        assert contrast(palette.color(text), palette.color(back)) >= 6.8, (text, back)
        assert contrast(palette.color(back), palette.color(ROLES.Window)) >= 3.0, back
    dim = palette.color(QPalette.ColorGroup.Disabled, ROLES.WindowText)
    assert contrast(dim, palette.color(ROLES.Window)) >= 4.5


@pytest.fixture
def window(qtbot):
    store = SettingsStore()
    store.load()
    win = make_window(qtbot, store=store)
    show(qtbot, win)
    yield win
    win.local_match.controller.shutdown()


def test_preferences_choose_the_high_contrast_felt_and_very_large_cards_everywhere(qtbot,
                                                                                   window):
    window.local_match.controller.new_match(Rules.make("pagat-2p"), seed=5)
    qtbot.waitUntil(lambda: window.local_match.controller.is_human_turn(), timeout=5000)
    window.table.finish_motion()
    large = window.table.table.layout.cw
    window.show_preferences()
    prefs = next(d for d in window.findChildren(PreferencesDialog) if d.isVisible())
    prefs.felt.setCurrentIndex(prefs.felt.findData("contrast"))
    prefs.card_size.setCurrentIndex(prefs.card_size.findData("x-large"))
    prefs.accept()

    saved = SettingsStore()
    saved.load()
    assert (saved.settings.table_colour, saved.settings.card_size) == ("contrast", "x-large")
    black = QColor("black")
    # the table: flat black, its cards larger, the stock's slot outlined in white
    window.table.finish_motion()
    assert window.table.background == black
    assert window.table.table.layout.cw > large * 1.1  # as large as this window holds them
    image = rendered(window.table)
    assert image.pixelColor(5, image.height() // 2) == black
    slot = window.table.table.decor.slots["stock"]
    assert slot.strong
    # the side panel and a dialog opened now
    panel = window.side_panel.palette()
    assert panel.color(ROLES.Window) == black and panel.color(ROLES.WindowText) == QColor(
        "white")
    window.new_action.trigger()
    dialog = next(d for d in window.findChildren(NewGameDialog) if d.isVisible())
    palette = dialog.palette()
    assert palette.color(ROLES.Window) == black
    for field in (ROLES.Base, ROLES.Button):  # a field and a button stand out from black
        assert contrast(palette.color(field), black) >= 3.0
    dialog.grab()  # laid out and painted: every label's ink white on the black
    inks = {label.palette().color(ROLES.WindowText).name()
            for label in dialog.findChildren(QLabel) if label.isVisible() and label.text()
            and label.foregroundRole() == ROLES.WindowText}
    assert inks == {"#ffffff"}, inks
    dialog.reject()
    # the tutorial takes the player's look
    from diloti_qt.ui.tutorial.window import TutorialWindow

    tutorial = TutorialWindow(pace="instant")
    qtbot.addWidget(tutorial)
    tutorial.use_look(saved.settings)
    assert tutorial.table.background == black
    assert tutorial.panel.palette().color(ROLES.Window) == black
    assert tutorial.table.card_scale == card_scale("x-large")
    tutorial.close()


def test_a_pile_slot_on_the_high_contrast_felt_is_outlined_at_3_to_1(qtbot):
    """A capture pile's empty slot: a faint white line on green, and on black it was
    nothing (alpha 60: about 1.5:1)."""
    table = Table(qtbot, size=(1280, 800))
    try:
        table.view.set_felt(felt_colour("contrast"))
        table.view.finish_motion()
        qtbot.wait(20)
        image = rendered(table.view)
        slot = table.decor.slots["stock"]
        edge = table.view.mapFromScene(slot.mapToScene(QPointF(slot.rect.center().x(),
                                                               slot.rect.top())))
        column = [image.pixelColor(edge.x(), edge.y() + dy) for dy in range(-4, 5)]
        assert max(contrast(c, QColor("black")) for c in column) >= 3.0, column
    finally:
        table.close()


@pytest.fixture
def system_font(qapp):
    """The application's font as the system gives it; put back after the test."""
    before = QFont(qapp.font())
    yield qapp
    qapp.setFont(before)


def set_system_px(app, px: int) -> None:
    font = QFont(app.font())
    font.setPixelSize(px)
    app.setFont(font)


def table_text_px(table) -> list[int]:
    """The table's main words (the score line, the names): its secondary ones (the round
    line, counts) are a tenth smaller by design."""
    decor = table.decor
    labels = [decor.score_label, *decor.names.values()]
    return [QFontInfo(label.font()).pixelSize() for label in labels if label.isVisible()]


def test_the_tables_words_follow_the_systems_text_size(qtbot, system_font):
    set_system_px(system_font, 22)
    table = Table(qtbot, size=(1280, 800))
    try:
        table.view.finish_motion()
        qtbot.wait(20)
        sizes = table_text_px(table)
        assert sizes and min(sizes) >= 22, sizes
        set_system_px(system_font, 12)  # the system's size changes while the game runs
        qtbot.wait(20)
        smaller = table_text_px(table)
        assert max(smaller) < max(sizes) and min(smaller) >= 12, smaller
    finally:
        table.close()


def test_the_side_panels_pages_follow_the_systems_text_size(qtbot, system_font):
    from .test_app_driver import started_window

    window = started_window(qtbot, seed=5)
    try:
        before = window.side_panel.page_px()
        set_system_px(system_font, 26)
        qtbot.wait(20)
        assert window.side_panel._page_px >= round(26 * 1.12) > before
    finally:
        window.local_match.controller.shutdown()
