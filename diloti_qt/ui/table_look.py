"""The table's look named by the settings: card scales and felt colours (no widgets here, so
the first paint does not load the preferences dialog to read them)."""

from __future__ import annotations

from PySide6.QtGui import QColor

CARD_SCALES = {"small": 0.82, "medium": 1.0, "large": 1.2}
ERROR_INK = "#ffab91"  # what is wrong, in words: light red, readable on every felt's dialogs
FELT_COLOURS = {"green": "#1f6b3a", "blue": "#1c4d7a", "red": "#6f1d2a", "dark": "#1e2227"}


def card_scale(size: str | float) -> float:
    """The table's card scale for a `card_size` setting (a name or a number)."""
    if isinstance(size, str):
        return CARD_SCALES.get(size, 1.0)
    return float(size)


def felt_colour(name: str) -> QColor:
    return QColor(FELT_COLOURS.get(name, FELT_COLOURS["green"]))


def table_felt(widget) -> QColor:
    """The felt of the table `widget` belongs to (the side panel of the first window up its
    parents that has one: a dialog opened from a dialog too), else the default."""
    parent = widget.parentWidget() if widget is not None else None
    while parent is not None:
        felt = getattr(getattr(parent.window(), "side_panel", None), "felt", None)
        if isinstance(felt, QColor):
            return QColor(felt)
        parent = parent.window().parentWidget()
    return felt_colour("green")


def dress(dialog, felt: QColor | None = None) -> QColor:
    """A window of the table in the table's look: the side panel's palette from the felt
    (light text on the felt, darker; greyed parts dimmer on the same dark colours); returns
    the felt used. Every dialog of the game calls this once it has its parent. A palette, not
    a style sheet: a style sheet would take over the fonts the score pad enlarges."""
    from .side_panel import felt_palette

    felt = QColor(felt) if felt is not None else table_felt(dialog)
    dialog.setPalette(felt_palette(felt))
    dialog.setAutoFillBackground(True)
    return felt


def fit(dialog, width: int, height: int) -> None:
    """`dialog` at the size it wants, never larger than the screen it opens on (a 960-pixel
    Statistics ran off an 800-pixel screen) nor smaller than its content."""
    from PySide6.QtGui import QGuiApplication

    parent = dialog.parentWidget()
    screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
    room = screen.availableGeometry() if screen is not None else None
    least = dialog.minimumSizeHint()
    if room is not None:
        width, height = min(width, room.width()), min(height, room.height())
    dialog.resize(max(width, least.width()), max(height, least.height()))
