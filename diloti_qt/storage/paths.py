"""Where diloti-qt keeps its files: each system's user folders, or all under $DILOTI_QT_HOME."""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "diloti-qt"
HOME_ENV = "DILOTI_QT_HOME"

AUTOSAVE_NAME = "autosave.json"
SETTINGS_NAME = "settings.json"
HISTORY_NAME = "history.sqlite3"
HISTORY_QUEUE_NAME = "history-pending.json"  # finished matches not yet in the history
TUTORIAL_NAME = "tutorial.json"
SCOREPAD_NAME = "scorepad.json"  # the score pad being kept (Game ▸ Score pad)
ROUTER_PORTS_NAME = "router-ports.json"  # the router's ports this app opened (net/portmap)
LOCK_NAME = "diloti-qt.lock"  # held by the running game (one game per home)


def home_override() -> Path | None:
    """The directory named by $DILOTI_QT_HOME, or None when it is unset or empty."""
    value = os.environ.get(HOME_ENV, "")
    return Path(value).expanduser() if value else None


def _dir(kind: str, create: bool) -> Path:
    home = home_override()
    if home is not None:
        path = home / kind
    else:  # each system's folders: diloti_qt/platform/storage_paths.py
        from diloti_qt.platform import current, storage_paths

        path = Path(storage_paths.folder(storage_paths.Kind(kind), APP_NAME, current(),
                                         os.environ, Path.home()))
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir(create: bool = False) -> Path:
    """Settings live here."""
    return _dir("config", create)


def data_dir(create: bool = False) -> Path:
    """The match history database lives here."""
    return _dir("data", create)


def state_dir(create: bool = False) -> Path:
    """The autosave of the match in progress lives here."""
    return _dir("state", create)


def log_dir(create: bool = False) -> Path:
    """The game's log files live here."""
    return _dir("log", create)


def settings_path() -> Path:
    return config_dir() / SETTINGS_NAME


def history_path() -> Path:
    return data_dir() / HISTORY_NAME


def autosave_path() -> Path:
    return state_dir() / AUTOSAVE_NAME


def history_queue_path() -> Path:
    return data_dir() / HISTORY_QUEUE_NAME


def tutorial_path() -> Path:
    """The tutorial's progress (the lessons completed)."""
    return data_dir() / TUTORIAL_NAME


def scorepad_path() -> Path:
    """The score pad in progress lives beside the autosave."""
    return state_dir() / SCOREPAD_NAME


def lock_path() -> Path:
    return state_dir() / LOCK_NAME


def json_files() -> list[Path]:
    """Every JSON file the game writes atomically (their stale temporaries are cleaned)."""
    return [autosave_path(), settings_path(), history_queue_path(), tutorial_path(),
            scorepad_path()]
