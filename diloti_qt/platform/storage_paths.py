"""Where each system keeps a user's settings, data, state and logs for the game.

Linux follows the XDG base directories, Windows keeps settings in the roaming profile (they
follow the player to another PC) and the rest in the local one, macOS puts everything in
Application Support except the logs. The same answers as platformdirs gives on each system
(tests/packaging/test_platform.py checks it where platformdirs can run); written out here so the
Windows and macOS rules can be read and tested on any machine.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from pathlib import PurePath, PurePosixPath, PureWindowsPath

from diloti_qt.platform import System


class Kind(Enum):
    CONFIG = "config"
    DATA = "data"
    STATE = "state"
    LOG = "log"


def _xdg(env: Mapping[str, str], name: str, home: PurePath, default: str) -> PurePath:
    value = env.get(name, "").strip()
    return PurePosixPath(value) if value else home / default


def folder(kind: Kind, app: str, system: System, env: Mapping[str, str],
           home: PurePath) -> PurePath:
    """The folder of `kind` for `app` on `system`, given that system's environment and the
    user's home folder."""
    if system is System.WINDOWS:
        home = PureWindowsPath(home)
        roaming = PureWindowsPath(env.get("APPDATA") or home / "AppData" / "Roaming")
        local = PureWindowsPath(env.get("LOCALAPPDATA") or home / "AppData" / "Local")
        if kind is Kind.CONFIG:
            return roaming / app
        return local / app / "Logs" if kind is Kind.LOG else local / app
    home = PurePosixPath(home)
    if system is System.MACOS:
        if kind is Kind.LOG:
            return home / "Library" / "Logs" / app
        return home / "Library" / "Application Support" / app
    if kind is Kind.CONFIG:
        return _xdg(env, "XDG_CONFIG_HOME", home, ".config") / app
    if kind is Kind.DATA:
        return _xdg(env, "XDG_DATA_HOME", home, ".local/share") / app
    state = _xdg(env, "XDG_STATE_HOME", home, ".local/state") / app
    return state / "log" if kind is Kind.LOG else state
