"""The table's look named by the settings: card scales and felt colours (no widgets here, so
the first paint does not load the preferences dialog to read them)."""

from __future__ import annotations

from PySide6.QtGui import QColor

CARD_SCALES = {"small": 0.82, "medium": 1.0, "large": 1.2}
FELT_COLOURS = {"green": "#1f6b3a", "blue": "#1c4d7a", "red": "#6f1d2a", "dark": "#1e2227"}


def card_scale(size: str | float) -> float:
    """The table's card scale for a `card_size` setting (a name or a number)."""
    if isinstance(size, str):
        return CARD_SCALES.get(size, 1.0)
    return float(size)


def felt_colour(name: str) -> QColor:
    return QColor(FELT_COLOURS.get(name, FELT_COLOURS["green"]))
