"""The preferences dialog: every setting changes the table or the game at once, is saved, and
is still in force after a restart; Cancel and Restore Defaults."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialogButtonBox

from diloti_qt import app as app_module
from diloti_qt.storage.settings import SettingsStore
from diloti_qt.storage.settings import Settings
from diloti_qt.ui.dialogs.preferences import PreferencesDialog
from diloti_qt.ui.table_look import CARD_SCALES, FELT_COLOURS

from .test_app_driver import make_window, show, start, wait_human_turn

CHANGED = {
    "language": "el", "animation_speed": "fast", "card_size": "large", "table_colour": "dark",
    "four_colour_deck": True, "card_back": "laurel", "sound": False, "confirm_abandon": False,
    "hints": False, "coach": False, "table_talk": False, "router_port": "no",
}


def stored() -> SettingsStore:
    store = SettingsStore()
    store.load()
    return store


def defaults() -> dict:
    d = Settings()
    return {key: getattr(d, key) for key in CHANGED}


def choose(box, value) -> None:
    index = box.findData(value)
    assert index >= 0, value
    box.setCurrentIndex(index)


def fill(dialog: PreferencesDialog, values: dict) -> None:
    choose(dialog.language, values["language"])
    choose(dialog.speed, values["animation_speed"])
    choose(dialog.card_size, values["card_size"])
    choose(dialog.felt, values["table_colour"])
    dialog.four_colour.setChecked(values["four_colour_deck"])
    choose(dialog.card_back, values["card_back"])
    dialog.sound.setChecked(values["sound"])
    dialog.confirm.setChecked(values["confirm_abandon"])
    dialog.hints.setChecked(values["hints"])
    dialog.coach.setChecked(values["coach"])
    dialog.talk.setChecked(values["table_talk"])
    dialog.router.setChecked(values["router_port"] != "no")


def card_width(window) -> float:
    window.table.finish_motion()
    return window.table.table.layout.cw


def assert_changed_in_effect(window) -> None:
    c = window.local_match.controller
    assert c.pace == "fast" and window.table.pace == "fast"
    assert window.pace_actions["fast"].isChecked()
    assert window.table.card_scale == CARD_SCALES["large"]
    assert window.table.background == QColor(FELT_COLOURS["dark"])
    assert window.table.table.renderer.four_colour and window.four_colour_action.isChecked()
    assert window.table.table.renderer.back == "laurel"
    assert not window.sounds.enabled
    assert not window.hint_action.isVisible() and not window.hint_action.isEnabled()
    assert not window.tutorial_hooks.coach_action.isChecked()
    assert not window.side_panel.page_shown("coach")
    assert window.prefs.confirm_abandon is False and window.prefs.language == "el"


def test_every_preference_is_applied_saved_and_kept_after_a_restart(qtbot):
    store = stored()
    window = make_window(qtbot, store=store)
    show(qtbot, window)
    start(window, seed=5)
    wait_human_turn(qtbot, window)
    assert window.tutorial_hooks.coach_action.isChecked()  # the coach is on by default
    medium = card_width(window)
    window.preferences_action.trigger()
    dialog = window.dialogs.get("preferences")
    assert isinstance(dialog, PreferencesDialog) and dialog.isVisible()
    assert dialog.values() == defaults()
    assert not dialog.language_note.isEnabled()
    fill(dialog, CHANGED)
    assert dialog.language_note.isEnabled() and "next time" in dialog.language_note.text()
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: window.dialogs.get("preferences") is None, timeout=2000)

    assert_changed_in_effect(window)
    assert card_width(window) > medium * 1.1
    assert "next time Diloti starts" in window.status_label.text()
    window.hint_action.trigger()
    window.local_match.ask_hint()
    assert "Looking" not in window.status_label.text()
    saved = stored().settings
    assert {key: getattr(saved, key) for key in CHANGED} == CHANGED
    window.close()

    again = stored()
    second = app_module.create_window(again, "thread")
    qtbot.addWidget(second)
    second.resize(1280, 800)
    start(second, seed=5)
    show(qtbot, second)
    assert_changed_in_effect(second)
    second.show_preferences()
    assert second.dialogs.get("preferences").values() == CHANGED
    second.dialogs.get("preferences").reject()
    second.close()


def test_cancel_changes_nothing_apply_keeps_the_dialog_and_defaults_are_restored(qtbot):
    store = stored()
    window = make_window(qtbot, store=store)
    show(qtbot, window)
    start(window, seed=5)
    window.show_preferences()
    dialog = window.dialogs.get("preferences")
    fill(dialog, CHANGED)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    qtbot.waitUntil(lambda: window.dialogs.get("preferences") is None, timeout=2000)
    assert {key: getattr(stored().settings, key) for key in CHANGED} == defaults()
    assert window.table.background == QColor(FELT_COLOURS["green"])

    window.show_preferences()
    dialog = window.dialogs.get("preferences")
    choose(dialog.felt, "blue")
    choose(dialog.card_size, "small")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Apply).click()
    assert dialog.isVisible() and window.dialogs.get("preferences") is dialog
    assert window.table.background == QColor(FELT_COLOURS["blue"])
    assert window.table.card_scale == CARD_SCALES["small"]
    assert stored().settings.table_colour == "blue"
    dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert dialog.values() == defaults()
    assert window.table.background == QColor(FELT_COLOURS["blue"])  # not before OK
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert window.table.background == QColor(FELT_COLOURS["green"])
    assert stored().settings.card_size == "medium"


def test_the_coach_menu_entry_and_the_speed_menu_save_their_setting(qtbot):
    store = stored()
    window = make_window(qtbot, store=store)
    coach = window.tutorial_hooks.coach_action
    coach.setChecked(False)
    assert stored().settings.coach is False
    coach.setChecked(True)
    assert stored().settings.coach is True
    window.pace_actions["instant"].trigger()
    assert stored().settings.animation_speed == "instant"
    window.show_preferences()
    assert window.dialogs.get("preferences").values()["animation_speed"] == "instant"
    window.dialogs.get("preferences").reject()


def test_a_custom_card_scale_from_the_file_is_shown_and_used(qtbot):
    store = stored()
    store.update(card_size=1.5)
    window = make_window(qtbot, store=store)
    assert window.table.card_scale == 1.5
    window.show_preferences()
    dialog = window.dialogs.get("preferences")
    assert dialog.card_size.currentText() == "Custom (×1.5)"
    assert dialog.values()["card_size"] == 1.5
    dialog.reject()
