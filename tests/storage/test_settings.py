"""Settings: defaults, every setting persisted, bad values reset with a notice, files kept."""

from __future__ import annotations

import json
from dataclasses import fields
from pathlib import Path

import pytest

from diloti_qt.engine import Rules
from diloti_qt.storage import paths
from diloti_qt.storage.settings import VALIDATORS, Settings, SettingsStore, load_settings

CHANGED = {
    "language": "el",
    "animation_speed": "instant",
    "card_size": "large",
    "table_colour": "dark",
    "four_colour_deck": True,
    "card_back": "laurel",
    "sound": False,
    "confirm_abandon": False,
    "hints": False,
    "coach": False,
    "side_panel": False,
    "window_geometry": "AdnQywADAAAAAAAAAAAAAAAAB38AAAQ3AAAAAA==",
    "window_state": "AAAA/wAAAAD9AAAAAQ==",
    "last_rules": Rules.make("taverna-4p", {"V-TARGET": 101}).to_json(),
    "last_level": "hard",
    "last_partner_level": "medium",
    "player_name": "Ana Maria",
    "friend_servers": ("wss://play.example.org:443/", "ws://192.168.1.20:8765/"),
    "table_talk": False,
    "muted_friends": ("Nikos", "Βασίλης"),
    "router_port": "no",
}


def write(doc: dict) -> Path:
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc))
    return path


def test_every_field_has_a_validator_and_a_changed_value():
    names = {f.name for f in fields(Settings)}
    assert names == set(VALIDATORS) == set(CHANGED)
    defaults = Settings()
    assert all(getattr(defaults, k) != v for k, v in CHANGED.items())


def test_defaults_without_a_file_and_nothing_written(storage_home: Path):
    settings, notices = load_settings()
    assert settings == Settings() and notices == []
    assert (settings.language, settings.animation_speed, settings.table_colour) == (
        "system", "normal", "green")
    assert settings.rules() is None
    assert not storage_home.exists()


@pytest.mark.parametrize("key", sorted(CHANGED))
def test_every_setting_is_persisted(storage_home: Path, key: str):
    store = SettingsStore()
    assert store.update(**{key: CHANGED[key]}) is None
    assert paths.settings_path() == storage_home / "config" / "settings.json"
    again = SettingsStore()
    assert again.load() == []
    assert getattr(again.settings, key) == CHANGED[key]
    assert again.settings == Settings().with_changes(**{key: CHANGED[key]})


def test_all_settings_together_and_the_rules_come_back(storage_home: Path):
    store = SettingsStore()
    store.update(**CHANGED)
    settings, notices = load_settings()
    assert notices == [] and settings == Settings(**CHANGED)
    assert settings.rules() == Rules.make("taverna-4p", {"V-TARGET": 101})
    doc = json.loads(paths.settings_path().read_text())
    assert doc["format"] == "diloti-settings/1" and doc["version"] == "1.0"


@pytest.mark.parametrize("scale", [0.5, 1, 1.25, 3.0])
def test_card_size_may_be_a_scale(storage_home: Path, scale: float):
    SettingsStore().update(card_size=scale)
    settings, notices = load_settings()
    assert settings.card_size == scale and isinstance(settings.card_size, float)


@pytest.mark.parametrize("key, value", [
    ("language", "fr"), ("language", 1), ("animation_speed", "slow"),
    ("card_size", 0.1), ("card_size", "huge"), ("card_size", True), ("card_size", "NaN"),
    ("card_size", float("nan")), ("card_size", float("inf")),
    ("table_colour", "purple"), ("four_colour_deck", "yes"), ("hints", 1),
    ("confirm_abandon", None), ("coach", "false"), ("window_geometry", "not base64!"),
    ("window_geometry", 5), ("window_state", "<xml>"), ("last_rules", {"profile": "nope"}),
    ("last_rules", {"profile": "pagat-2p", "variants": {"V-TARGET": -3}}),
    ("last_level", ""), ("last_level", ["easy"]),
    ("player_name", 7), ("player_name", "x" * 25), ("player_name", "Ana\nMaria"),
    ("player_name", " Ana"), ("player_name", "Ana\u202e"),
    ("friend_servers", "ws://h:1/"), ("friend_servers", ["http://h:1/"]),
    ("friend_servers", ["ws://h:1/ x"]), ("friend_servers", [f"ws://h:{i}/" for i in range(9)]),
])
def test_bad_values_fall_back_to_defaults_with_one_notice(storage_home: Path, key, value):
    doc = {"format": "diloti-settings/1", "version": "1.0", "hints": False}
    doc[key] = value
    write(doc)
    store = SettingsStore()
    notices = store.load()
    assert [n.code for n in notices] == ["bad-settings"]
    assert key in notices[0].text
    assert getattr(store.settings, key) == getattr(Settings(), key)
    if key != "hints":
        assert store.settings.hints is False
    with pytest.raises(ValueError):
        Settings().with_changes(**{key: value})


def test_unknown_keys_are_ignored_but_kept_on_save(storage_home: Path):
    write({"format": "diloti-settings/1", "version": "1.3", "language": "el",
           "from_a_newer_version": {"x": 1}})
    store = SettingsStore()
    assert store.load() == []
    assert store.settings.language == "el"
    store.update(hints=False)
    doc = json.loads(paths.settings_path().read_text())
    assert doc["from_a_newer_version"] == {"x": 1}
    assert doc["hints"] is False and doc["version"] == "1.0"


def test_update_refuses_unknown_keys_and_bad_values():
    with pytest.raises(ValueError):
        Settings().with_changes(colour="green")
    with pytest.raises(ValueError):
        Settings().with_changes(table_colour="purple")


@pytest.mark.parametrize("content, code", [
    ('{"language": "el", ', "corrupt"),
    ("", "corrupt"),
    ('["a list"]', "corrupt"),
    ('{"format": "something-else/1"}', "corrupt"),
    ('{"format": "diloti-settings/2", "version": "2.0", "language": "el"}', "future"),
])
def test_unusable_file_is_set_aside_and_defaults_are_used(storage_home: Path, content, code):
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(content)
    settings, notices = load_settings()
    assert settings == Settings()
    assert [n.code for n in notices] == [code]
    assert notices[0].kept.read_text() == content
    assert notices[0].kept.name.startswith(f"settings.json.{code}-")


def test_a_damaged_file_is_replaced_by_its_backup(storage_home: Path):
    store = SettingsStore()
    store.update(language="el")
    store.update(table_colour="dark")
    path = paths.settings_path()
    path.write_text("{")
    again = SettingsStore()
    notices = again.load()
    assert [n.code for n in notices] == ["corrupt"]
    assert again.settings.language == "el" and again.settings.table_colour == "green"


def test_a_failed_save_reports_and_keeps_the_old_file(storage_home: Path, monkeypatch):
    store = SettingsStore()
    store.update(language="el")
    from diloti_qt.storage import atomic

    def refuse(src, dst):
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(atomic.os, "replace", refuse)
    note = store.update(language="en")
    assert note is not None and note.code == "write-failed"
    assert json.loads(paths.settings_path().read_text())["language"] == "el"
