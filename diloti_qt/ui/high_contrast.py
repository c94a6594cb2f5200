"""The high-contrast felt's look beside the table: its palette (white on black, yellow for
what is chosen) and the outlines Qt's own style leaves out on black."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

CONTRAST_FELT = "#000000"  # the high-contrast felt itself
CONTRAST_YELLOW = QColor("#ffd400")  # the high-contrast felt's highlight: 14:1 on black


def high_contrast(felt: QColor) -> bool:
    """Whether `felt` is the high-contrast felt (what draws on it then draws stronger)."""
    return QColor(felt).name() == CONTRAST_FELT


def contrast_palette() -> QPalette:
    """The high-contrast felt's colours: white on black, yellow for what is chosen and for
    links, greyed parts still 8:1."""
    palette = QPalette()
    black, white, raised = QColor("black"), QColor("white"), QColor("#262626")
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive,
                  QPalette.ColorGroup.Disabled):
        for role, colour in (
                (QPalette.ColorRole.Window, black), (QPalette.ColorRole.WindowText, white),
                (QPalette.ColorRole.Base, black), (QPalette.ColorRole.AlternateBase, raised),
                (QPalette.ColorRole.Text, white), (QPalette.ColorRole.Button, raised),
                (QPalette.ColorRole.ButtonText, white),
                (QPalette.ColorRole.Highlight, CONTRAST_YELLOW),
                (QPalette.ColorRole.HighlightedText, black),
                (QPalette.ColorRole.Link, CONTRAST_YELLOW),
                (QPalette.ColorRole.LinkVisited, CONTRAST_YELLOW),
                (QPalette.ColorRole.PlaceholderText, QColor("#e6e6e6")),
                (QPalette.ColorRole.Light, white), (QPalette.ColorRole.Midlight, white),
                (QPalette.ColorRole.Mid, QColor("#bdbdbd")), (QPalette.ColorRole.Dark, white),
                (QPalette.ColorRole.Shadow, white)):
            palette.setColor(group, role, colour)
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text,
                 QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#a6a6a6"))
    return palette


def contrast_sheet(scope: str = "") -> str:
    """The high-contrast felt's outlines: Qt's own style draws a field's and a button's
    frame a shade darker than the window, which on black is no frame at all. A widget a
    style sheet styles takes its colours from the sheet, not from the palette, so they are
    said here too; no font: the widgets keep the fonts set on them."""
    def rule(kinds: tuple[str, ...], body: str) -> str:
        return ", ".join(f"{scope} {kind}".strip() for kind in kinds) + f" {{ {body} }}"

    yellow = CONTRAST_YELLOW.name()
    fields = ("QLineEdit", "QAbstractSpinBox", "QComboBox", "QAbstractItemView")
    buttons = ("QPushButton", "QToolButton")
    return "".join((
        rule(fields, "background: black; color: white; border: 1px solid white;"
                     f" selection-background-color: {yellow}; selection-color: black;"),
        rule(buttons, "background: #262626; color: white; border: 1px solid white;"
                      " padding: 3px 8px;"),
        rule(tuple(f"{k}:disabled" for k in fields + buttons),
             "color: #a6a6a6; border: 1px dashed #a6a6a6;"),
        rule(tuple(f"{k}:focus" for k in fields + buttons), f"border: 2px solid {yellow};"),
        rule(("QPushButton:default",), f"border: 2px solid {yellow};"),
        rule(("QPushButton:checked", "QToolButton:checked"),
             f"background: {yellow}; color: black;"),
    ))
