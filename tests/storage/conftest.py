"""Storage tests never touch a real home: $DILOTI_QT_HOME and the XDG dirs point into tmp_path."""

from __future__ import annotations

from pathlib import Path

import pytest

from diloti_qt.storage import paths


@pytest.fixture(autouse=True)
def storage_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The directory every storage path lives under during a test."""
    home = tmp_path / "diloti-home"
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    fake_user = tmp_path / "user"
    monkeypatch.setenv("HOME", str(fake_user))
    for var, sub in (("XDG_CONFIG_HOME", ".config"), ("XDG_DATA_HOME", ".local/share"),
                     ("XDG_STATE_HOME", ".local/state"), ("XDG_CACHE_HOME", ".cache")):
        monkeypatch.setenv(var, str(fake_user / sub))
    return home
