"""Storage: file locations, atomic writes, the autosave, match history and settings (no Qt)."""

from .atomic import CorruptFileError, FutureVersionError, Loaded, read_json, write_json
from .history import FinishedMatch, MatchHistory, Record, SidePair, Streaks, finished_match
from .notice import Notice
from .paths import autosave_path, config_dir, data_dir, history_path, settings_path, state_dir
from .savegame import (
    SavedGame,
    controller_to_json,
    load_game,
    match_from_json,
    match_to_json,
    restore_controller,
    save_game,
)
from .settings import Settings, SettingsStore, load_settings

__all__ = [
    "CorruptFileError", "FinishedMatch", "FutureVersionError", "Loaded", "MatchHistory", "Notice",
    "Record", "SavedGame", "Settings", "SettingsStore", "SidePair", "Streaks",
    "autosave_path", "config_dir", "controller_to_json", "data_dir", "finished_match",
    "history_path", "load_game", "load_settings", "match_from_json", "match_to_json",
    "read_json", "restore_controller", "save_game", "settings_path", "state_dir",
    "write_json",
]
