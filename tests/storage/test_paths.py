"""Where files go: $DILOTI_QT_HOME redirects everything; otherwise platformdirs' locations."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from diloti_qt.storage import paths


def test_override_puts_every_file_under_the_home(storage_home: Path):
    assert paths.config_dir() == storage_home / "config"
    assert paths.data_dir() == storage_home / "data"
    assert paths.state_dir() == storage_home / "state"
    assert paths.settings_path() == storage_home / "config" / "settings.json"
    assert paths.history_path() == storage_home / "data" / "history.sqlite3"
    assert paths.autosave_path() == storage_home / "state" / "autosave.json"


def test_directories_are_created_only_when_asked(storage_home: Path):
    paths.config_dir()
    assert not storage_home.exists()
    for get in (paths.config_dir, paths.data_dir, paths.state_dir):
        assert get(create=True).is_dir()


def test_override_is_read_at_every_call(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "elsewhere"))
    assert paths.autosave_path() == tmp_path / "elsewhere" / "state" / "autosave.json"


@pytest.mark.parametrize("value", [None, ""])
def test_without_override_platformdirs_locations_named_for_the_app(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, value: str | None
):
    if value is None:
        monkeypatch.delenv(paths.HOME_ENV)
    else:
        monkeypatch.setenv(paths.HOME_ENV, value)
    assert paths.home_override() is None
    for get in (paths.config_dir, paths.data_dir, paths.state_dir):
        assert get().name == "diloti-qt"
    if sys.platform.startswith("linux"):
        user = tmp_path / "user"
        assert paths.config_dir() == user / ".config" / "diloti-qt"
        assert paths.data_dir() == user / ".local" / "share" / "diloti-qt"
        assert paths.state_dir() == user / ".local" / "state" / "diloti-qt"
