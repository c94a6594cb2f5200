"""The high-contrast felt's look beside the table: its palette (white on black, fields and
buttons grey enough to stand out, yellow for what is chosen)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

CONTRAST_FELT = "#000000"  # the high-contrast felt itself
CONTRAST_YELLOW = QColor("#ffd400")  # the high-contrast felt's highlight: 14:1 on black
FIELD = QColor("#5a5a5a")  # a field's and a button's fill: 3:1 on black, white on it 6.9:1
# (the two multiply to 21 at most: the boundary gets its 3:1, the text what is left)
ROW = QColor("#4d4d4d")  # every other row of a list
DIM = QColor("#c8c8c8")  # what cannot be used now: 4:1 on a field, quieter than white


def contrast_palette_in_use(palette: QPalette) -> bool:
    """Whether `palette` is the high-contrast felt's (a dialog dressed in it): what draws
    its own picture (a chart) draws it on black, in colours strong on black."""
    return (palette.color(QPalette.ColorRole.Window).name() == CONTRAST_FELT
            and palette.color(QPalette.ColorRole.Base) == FIELD)


def high_contrast(felt: QColor) -> bool:
    """Whether `felt` is the high-contrast felt (what draws on it then draws stronger)."""
    return QColor(felt).name() == CONTRAST_FELT


def contrast_palette() -> QPalette:
    """The high-contrast felt's colours: white on black; a field and a button grey enough to
    stand 3:1 from the black around them (Qt's own style outlines them a shade darker than
    the window, which on black is no outline at all) and 6.9:1 under white text; yellow
    for what is chosen and for links; greyed parts 4:1 on a field, quieter than the rest.
    A palette only, no style sheet: a style sheet takes the palette away from every widget
    under it (the score pad's paper)."""
    palette = QPalette()
    black, white = QColor("black"), QColor("white")
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive,
                  QPalette.ColorGroup.Disabled):
        for role, colour in (
                (QPalette.ColorRole.Window, black), (QPalette.ColorRole.WindowText, white),
                (QPalette.ColorRole.Base, FIELD), (QPalette.ColorRole.AlternateBase, ROW),
                (QPalette.ColorRole.Text, white), (QPalette.ColorRole.Button, FIELD),
                (QPalette.ColorRole.ButtonText, white),
                (QPalette.ColorRole.Highlight, CONTRAST_YELLOW),
                (QPalette.ColorRole.HighlightedText, black),
                (QPalette.ColorRole.Link, CONTRAST_YELLOW),
                (QPalette.ColorRole.LinkVisited, CONTRAST_YELLOW),
                (QPalette.ColorRole.PlaceholderText, QColor("#e6e6e6")),
                (QPalette.ColorRole.ToolTipBase, black), (QPalette.ColorRole.ToolTipText, white)):
            palette.setColor(group, role, colour)
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text,
                 QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, DIM)
    return palette
