"""Storage: file locations, atomic writes, the autosave, match history and settings (no Qt).

The names below are imported from their modules when first used, so that `from
diloti_qt.storage import paths` (or the settings, at start-up) does not also load the
history database and the saved-game reader before the window is up."""

from __future__ import annotations

import importlib
from typing import Any

_WHERE = {
    "CorruptFileError": "atomic", "FutureVersionError": "atomic", "Loaded": "atomic",
    "read_json": "atomic", "write_json": "atomic",
    "FinishedMatch": "history", "MatchHistory": "history", "Record": "history",
    "SidePair": "history", "Streaks": "history", "finished_match": "history",
    "Notice": "notice",
    "autosave_path": "paths", "config_dir": "paths", "data_dir": "paths",
    "history_path": "paths", "settings_path": "paths", "state_dir": "paths",
    "SavedGame": "savegame", "controller_to_json": "savegame", "load_game": "savegame",
    "match_from_json": "savegame", "match_to_json": "savegame",
    "restore_controller": "savegame", "save_game": "savegame",
    "Settings": "settings", "SettingsStore": "settings", "load_settings": "settings",
}

__all__ = sorted(_WHERE)


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_WHERE))
