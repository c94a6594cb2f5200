"""Which fonts carry Greek on each system, so Greek text never falls back to empty boxes.

Qt picks the system's UI font; where that font lacks Greek (a minimal Linux desktop's, some
Windows East Asian UI fonts) Qt's own fallback search may land on a font without polytonic or
even monotonic Greek. Each system's list is its fonts that ship with it and cover Greek, best
first; `families` keeps those installed, and `apply` adds them as substitutes of the
application font's family.
"""

from __future__ import annotations

from collections.abc import Iterable

from diloti_qt.platform import System

GREEK = {
    System.WINDOWS: ("Segoe UI", "Tahoma", "Arial"),
    System.MACOS: (".AppleSystemUIFont", "Helvetica Neue", "Lucida Grande"),
    System.LINUX: ("Noto Sans", "DejaVu Sans", "Liberation Sans", "FreeSans", "Nimbus Sans"),
}


def families(system: System, installed: Iterable[str]) -> list[str]:
    """The system's Greek fonts that are installed, best first."""
    have = {name.casefold() for name in installed}
    return [name for name in GREEK[system] if name.casefold() in have]


def apply(app, system: System) -> list[str]:  # app: QApplication (no Qt import at load)
    """Make the installed Greek fonts the substitutes of the application font; return them."""
    from PySide6.QtGui import QFont, QFontDatabase

    greek = families(system, QFontDatabase.families(QFontDatabase.WritingSystem.Greek))
    family = app.font().family()
    if greek and family:
        QFont.insertSubstitutions(family, [f for f in greek if f != family])
    return greek
