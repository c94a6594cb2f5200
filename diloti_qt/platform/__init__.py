"""What differs between Linux, Windows and macOS: one module per difference, each a pure rule
that takes the system as an argument, so every system's rule is tested on any machine. The
list of differences and where each lives: docs/platforms.md."""

from __future__ import annotations

import sys
from enum import Enum


class System(Enum):
    LINUX = "linux"
    WINDOWS = "windows"
    MACOS = "macos"


def current() -> System:
    """The system this process runs on (anything else unixlike follows Linux's rules)."""
    if sys.platform == "win32":
        return System.WINDOWS
    if sys.platform == "darwin":
        return System.MACOS
    return System.LINUX
