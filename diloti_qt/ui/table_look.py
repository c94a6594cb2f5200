"""The table's look named by the settings: card scales and felt colours (no widgets here, so
the first paint does not load the preferences dialog to read them)."""

from __future__ import annotations

from PySide6.QtGui import QColor

from .high_contrast import CONTRAST_FELT

CARD_SCALES = {"small": 0.82, "medium": 1.0, "large": 1.2, "x-large": 1.45}  # x-large: for
# low vision, the cards as large as the table holds them (they shrink when it is full)
ERROR_INK = "#ffab91"  # what is wrong, in words: light red, readable on every felt's dialogs
HEADING = "heading"  # the object name of a dialog's headings (ui/table_look.heading)
HEADING_SCALES = {1: 1.3, 2: 1.1}  # a heading's text size, in its dialog's
FELT_COLOURS = {"green": "#1f6b3a", "blue": "#1c4d7a", "red": "#6f1d2a", "dark": "#1e2227",
                "contrast": CONTRAST_FELT}


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


def heading(text: str = "", parent=None, level: int = 1):
    """A heading of a dialog, as the side panel has them: bold and larger than the dialog's
    text (its size follows the dialog's, so the system's); the second level in the panel's
    quieter ink, as its "Score sheet". `parent`: the dialog or a widget in it (for its text
    size). A font and a palette, not a style sheet: a style sheet took the felt's ink away."""
    from PySide6.QtGui import QFont, QPalette
    from PySide6.QtWidgets import QApplication, QLabel


    label = QLabel(text, parent)
    label.setObjectName(HEADING)
    label.setWordWrap(True)
    font = QFont(parent.font() if parent is not None else QApplication.font())
    font.setPointSizeF(font.pointSizeF() * HEADING_SCALES.get(level, 1.0))
    font.setBold(True)
    label.setFont(font)
    if level > 1:
        label.setForegroundRole(QPalette.ColorRole.PlaceholderText)  # the felt's QUIET
    return label


def section(title: str, content, parent=None):
    """A part of a dialog under its own heading (the second level): `content` is a widget
    or a layout. Returns the widget holding both."""
    from PySide6.QtWidgets import QLayout, QVBoxLayout, QWidget

    box = QWidget(parent)
    column = QVBoxLayout(box)
    column.setContentsMargins(0, 0, 0, 0)
    column.addWidget(heading(title, parent, level=2))
    if isinstance(content, QLayout):
        column.addLayout(content)
    else:
        column.addWidget(content)
    return box


def fit_content(dialog, at_least: tuple[int, int] | None = None) -> None:
    """`dialog` at the size its content asks (at least `at_least`: a table drawn in it
    wants room), within its screen: a dialog is sized to what it shows, not to a guess
    (the lobby was a sheet with two rows, the rest empty)."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QGuiApplication

    layout = dialog.layout()
    if layout is not None:
        layout.activate()
    want = dialog.sizeHint().expandedTo(dialog.minimumSizeHint())
    if at_least is not None:
        want = want.expandedTo(QSize(*at_least))
    parent = dialog.parentWidget()
    screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
    if screen is not None:
        room = screen.availableGeometry()
        want = want.boundedTo(room.size())
    dialog.resize(want)


def show_page(dialog, pages, page, at_least: tuple[int, int] | None = None) -> None:
    """`page` of `pages` (ui/fitted_pages.FittedPages) shown and `dialog` sized to it."""
    pages.setCurrentWidget(page)
    pages.updateGeometry()
    fit_content(dialog, at_least)
