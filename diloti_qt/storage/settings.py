"""The person's preferences: a typed, validated settings file (JSON, atomic) in the config dir."""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from diloti_qt.engine import Rules
from diloti_qt.engine.notation import parse_rules

from . import notice as n
from . import paths
from .atomic import CorruptFileError, FutureVersionError, read_json, write_json
from .notice import Notice

FORMAT = "diloti-settings/1"
FORMAT_PREFIX = "diloti-settings/"
MAJOR = 1
VERSION = "1.0"

LANGUAGES = ("system", "en", "el")
ANIMATION_SPEEDS = ("normal", "fast", "instant")
CARD_SIZES = ("small", "medium", "large", "x-large")
# The computer level a first-time player meets. Easy only beats random play (95.9%) and lost a
# newcomer's first match 66–25 in one round; Medium gives a real game (README's ladder).
FIRST_LEVEL = "medium"
CARD_SCALE_MIN, CARD_SCALE_MAX = 0.5, 3.0
TABLE_COLOURS = ("green", "blue", "red", "dark", "contrast")
CARD_BACKS = ("meander", "laurel")
MAX_GEOMETRY = 65536

_LEVEL = re.compile(r"[a-z][a-z0-9_+-]{0,63}")
_BASE64 = re.compile(r"[A-Za-z0-9+/=]*")


@dataclass(frozen=True)
class Settings:
    """Every preference with its default. `card_size` is a name or a scale (0.5–3.0);
    `window_geometry` and `window_state` (the docks and the toolbar) are QByteArray.toBase64()
    text; `last_rules` is Rules.to_json()."""

    language: str = "system"
    animation_speed: str = "normal"
    card_size: str | float = "medium"
    table_colour: str = "green"
    four_colour_deck: bool = False
    card_back: str = "meander"
    sound: bool = True
    confirm_abandon: bool = True
    hints: bool = True
    coach: bool = True
    side_panel: bool = True  # the side panel beside the table (history, moves, score)
    window_geometry: str = ""
    window_state: str = ""
    last_rules: dict | None = None
    last_level: str = FIRST_LEVEL
    last_partner_level: str = ""  # four players: the partner's level ("" = the opponents')
    player_name: str = ""  # the name friends see at an online table ("" = not asked yet)
    friend_servers: tuple[str, ...] = ()  # game servers hosted on before, the last first
    table_talk: bool = True  # show what is said at a table with friends (and say things)
    muted_friends: tuple[str, ...] = ()  # friends' names whose lines are not shown (F6)
    # a table hosted on this computer asks the router to open its port to the internet:
    # "ask" (not yet explained: the first such table explains it and asks), "yes" or "no"
    router_port: str = "ask"

    def rules(self) -> Rules | None:
        """The last rules used, or None."""
        return parse_rules(self.last_rules) if self.last_rules is not None else None

    def with_changes(self, **changes: Any) -> Settings:
        """A copy with `changes`; raises ValueError naming a bad key or value."""
        clean = {}
        for key, value in changes.items():
            if key not in VALIDATORS:
                raise ValueError(f"unknown setting {key!r}")
            clean[key] = VALIDATORS[key](value)
        return replace(self, **clean)


def _choice(options: tuple[str, ...]) -> Callable[[Any], str]:
    def check(value: Any) -> str:
        if value not in options or not isinstance(value, str):
            raise ValueError(f"must be one of {', '.join(options)}, not {value!r}")
        return value
    return check


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"must be true or false, not {value!r}")
    return value


def _card_size(value: Any) -> str | float:
    if isinstance(value, str):
        return _choice(CARD_SIZES)(value)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        scale = float(value)
        if math.isfinite(scale) and CARD_SCALE_MIN <= scale <= CARD_SCALE_MAX:
            return scale
    raise ValueError(f"must be one of {', '.join(CARD_SIZES)} or a scale "
                     f"{CARD_SCALE_MIN}-{CARD_SCALE_MAX}, not {value!r}")


def _geometry(value: Any) -> str:
    if (not isinstance(value, str) or len(value) > MAX_GEOMETRY
            or not _BASE64.fullmatch(value)):
        raise ValueError("must be base64 text")
    return value


def _rules(value: Any) -> dict | None:
    if value is None:
        return None
    return parse_rules(value).to_json()


def _level(value: Any) -> str:
    if not isinstance(value, str) or not _LEVEL.fullmatch(value):
        raise ValueError(f"must be a level name, not {value!r}")
    return value


ROUTER_PORT_CHOICES = ("ask", "yes", "no")
MAX_PLAYER_NAME = 24
MAX_SERVERS = 8
_SERVER = re.compile(r"wss?://[A-Za-z0-9.:\[\]-]{1,260}/[A-Za-z0-9._~/-]{0,200}")


def _player_name(value: Any) -> str:
    if not isinstance(value, str) or len(value) > MAX_PLAYER_NAME or not value.isprintable() \
            or value != " ".join(value.split()):
        raise ValueError(f"must be a short one-line name, not {value!r}")
    return value


MAX_MUTED = 200


def _names(value: Any) -> tuple[str, ...]:
    if not isinstance(value, (list, tuple)) or len(value) > MAX_MUTED:
        raise ValueError(f"must be at most {MAX_MUTED} names")
    return tuple(sorted({_player_name(v) for v in value}))


def _servers(value: Any) -> tuple[str, ...]:
    if not isinstance(value, (list, tuple)) or len(value) > MAX_SERVERS or not all(
            isinstance(v, str) and _SERVER.fullmatch(v) for v in value):
        raise ValueError(f"must be at most {MAX_SERVERS} ws:// or wss:// addresses")
    return tuple(dict.fromkeys(value))


VALIDATORS: dict[str, Callable[[Any], Any]] = {
    "language": _choice(LANGUAGES),
    "animation_speed": _choice(ANIMATION_SPEEDS),
    "card_size": _card_size,
    "table_colour": _choice(TABLE_COLOURS),
    "four_colour_deck": _bool,
    "card_back": _choice(CARD_BACKS),
    "sound": _bool,
    "confirm_abandon": _bool,
    "hints": _bool,
    "coach": _bool,
    "side_panel": _bool,
    "window_geometry": _geometry,
    "window_state": _geometry,
    "last_rules": _rules,
    "last_level": _level,
    "last_partner_level": lambda value: "" if value == "" else _level(value),
    "player_name": _player_name,
    "friend_servers": _servers,
    "table_talk": _bool,
    "muted_friends": _names,
    "router_port": _choice(ROUTER_PORT_CHOICES),
}

_HEADER = ("format", "version")


@dataclass
class _Parsed:
    """A settings file read: the settings, the keys that were bad, the keys kept unread."""
    settings: Settings
    bad_keys: list[str]
    extra: dict


def _parse(doc: Any) -> _Parsed:
    if not isinstance(doc, dict):
        raise CorruptFileError("settings must be a JSON object")
    fmt = doc.get("format", FORMAT)
    if not isinstance(fmt, str) or not fmt.startswith(FORMAT_PREFIX):
        raise CorruptFileError(f"format: not a diloti-qt settings file ({fmt!r})")
    majors = [fmt[len(FORMAT_PREFIX):], str(doc.get("version", VERSION)).split(".", 1)[0]]
    if not all(m.isdigit() for m in majors):
        raise CorruptFileError(f"unreadable settings version {doc.get('version')!r}")
    if max(int(m) for m in majors) > MAJOR:
        raise FutureVersionError(f"settings version {doc.get('version')}")
    values, bad = {}, []
    for key, check in VALIDATORS.items():
        if key in doc:
            try:
                values[key] = check(doc[key])
            except (ValueError, TypeError):
                bad.append(key)
    extra = {k: v for k, v in doc.items() if k not in VALIDATORS and k not in _HEADER}
    return _Parsed(Settings(**values), bad, extra)


def settings_to_json(settings: Settings, extra: dict | None = None) -> dict:
    doc = {"format": FORMAT, "version": VERSION}
    doc.update(extra or {})
    doc.update(asdict(settings))
    return doc


class SettingsStore:
    """Loads, holds and atomically saves the settings; keys from newer versions survive."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else paths.settings_path()
        self.settings = Settings()
        self._extra: dict = {}

    def load(self) -> list[Notice]:
        """Read the file (defaults if absent); notices say what was set aside or reset."""
        loaded = read_json(self.path, _parse)
        notices = list(loaded.notices)
        if loaded.value is None:
            self.settings, self._extra = Settings(), {}
            return notices
        self.settings, self._extra = loaded.value.settings, loaded.value.extra
        if loaded.value.bad_keys:
            notices.append(Notice("bad-settings", n.BAD_SETTINGS,
                                  {"keys": ", ".join(loaded.value.bad_keys)}))
        return notices

    def save(self) -> Notice | None:
        return write_json(self.path, settings_to_json(self.settings, self._extra))

    def update(self, **changes: Any) -> Notice | None:
        """Change settings and save at once; raises ValueError for a bad key or value."""
        self.settings = self.settings.with_changes(**changes)
        return self.save()


def load_settings(path: Path | None = None) -> tuple[Settings, list[Notice]]:
    store = SettingsStore(path)
    notices = store.load()
    return store.settings, notices

