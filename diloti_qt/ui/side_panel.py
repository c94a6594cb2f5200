"""The side panel beside the table, in the table's own palette: a row of page buttons (the
history, your moves, the coach: icons with their names beside or under them, in two rows
where one would cut them), the page chosen, and the score sheet under it. It folds away
with one click (the toolbar's button above it, Settings ▸ Side panel, F9)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontInfo, QIcon, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QFrame,
    QGridLayout,
    QLabel,
    QSizePolicy,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from diloti_qt.resources import resource_path

from .high_contrast import CONTRAST_YELLOW, contrast_palette, high_contrast
from .table.decor import GOLD, TEXT

QUIET = QColor("#c9d3cb")  # secondary text
CONTRAST_ROW = QColor("#1c1c1c")  # every other row on the high-contrast felt: near black
ICON = 18
PAGE_FONT = 1.12  # the pages' least text size, in the application's font size
PAGE_LINES = 62  # the pages' text grows with the panel: its height / this, in pixels
PAGE_WIDGETS = ("QStackedWidget QLabel", "QListView", "QTableView", "#targetLabel",
                "#dealLabel", "#sheetTitle")  # the pages' and the sheet's text (the sheet's
# headers keep the application's size: "Υπολογιστής" in a 240-pixel panel)
SIDE_KEY = "F9"


def panel_icon(name: str) -> QIcon:
    """One of the panel's own icons (resources/icons/panel-NAME.svg), drawn light for the
    panel's dark felt."""
    return QIcon(str(resource_path("icons", f"panel-{name}.svg")))


def felt_palette(felt: QColor) -> QPalette:
    """The panel's colours from the table's felt: the felt, darker, under light text (the
    high-contrast felt: its own)."""
    if high_contrast(felt):
        return contrast_palette()
    back = felt.darker(175)
    base = felt.darker(140)
    palette = QPalette()
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive,
                  QPalette.ColorGroup.Disabled):
        for role, colour in (
                (QPalette.ColorRole.Window, back), (QPalette.ColorRole.WindowText, TEXT),
                (QPalette.ColorRole.Base, base), (QPalette.ColorRole.AlternateBase,
                                                  base.lighter(112)),
                (QPalette.ColorRole.Text, TEXT), (QPalette.ColorRole.Button, back.lighter(130)),
                (QPalette.ColorRole.ButtonText, TEXT), (QPalette.ColorRole.Highlight,
                                                        felt.lighter(150)),
                (QPalette.ColorRole.HighlightedText, QColor("white")),
                (QPalette.ColorRole.Link, GOLD), (QPalette.ColorRole.LinkVisited, GOLD),
                (QPalette.ColorRole.PlaceholderText, QUIET)):
            palette.setColor(group, role, colour)
    # what cannot be used now (a greyed button, a greyed line): on the same dark colours,
    # quieter than the rest (Qt's own light disabled colours left it pale on pale)
    dim = QColor(QUIET).darker(135)
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text,
                 QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, dim)
    return palette


def panel_palette(felt: QColor) -> QPalette:
    """The panel's own colours: the felt's, but on the high-contrast felt its lists, sheet
    and buttons black like the table (their frames white, by the style sheet) where the
    dialogs' fields are grey (a dialog's field has no frame of its own on black)."""
    palette = felt_palette(felt)
    if high_contrast(felt):
        for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive,
                      QPalette.ColorGroup.Disabled):
            for role, colour in ((QPalette.ColorRole.Base, QColor("black")),
                                 (QPalette.ColorRole.AlternateBase, CONTRAST_ROW),
                                 (QPalette.ColorRole.Button, QColor("black"))):
                palette.setColor(group, role, colour)
    return palette


class SidePanel(QFrame):
    """Pages are added by key; the one shown is `page()`; a page can be taken out of the
    row (the coach, switched off). It folds away from the toolbar's button right above it,
    Settings ▸ Side panel or F9 (the main window's action). `text_resized()` once its text
    has taken a new size and `room_changed()` once its height has changed (the score sheet
    fits its rows again)."""

    text_resized = Signal()
    room_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self.setAutoFillBackground(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.felt = QColor("#1f6b3a")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 8, 6, 6)
        layout.setSpacing(6)
        self.header = QGridLayout()  # one row of page buttons, two where one cuts the names
        self.header.setSpacing(2)
        layout.addLayout(self.header)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.buttons: dict[str, QToolButton] = {}
        self.pages: dict[str, QWidget] = {}
        self._taken_out: set[str] = set()  # pages out of the row (the coach, switched off)
        self.stack = QStackedWidget()
        layout.addWidget(self.stack, 2)
        self.sheet_title = QLabel()
        self.sheet_title.setObjectName("sheetTitle")
        layout.addWidget(self.sheet_title)
        self.sheet_box = QWidget()
        self.sheet = QVBoxLayout(self.sheet_box)
        self.sheet.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.sheet_box)
        self._page_px = 0
        self.set_felt(self.felt)
        QApplication.instance().fontChanged.connect(self._system_font_changed)

    # -- pages ----------------------------------------------------------------------------------
    def add_page(self, key: str, widget: QWidget, icon: QIcon, label: str, tip: str) -> None:
        """A page and its button (`label` short; `tip` names it in full)."""
        button = QToolButton()
        button.setObjectName(f"page-{key}")
        button.setCheckable(True)
        button.setIcon(icon)
        button.setIconSize(QSize(ICON, ICON))
        button.setText(label)
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        button.setAutoRaise(True)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        button.setMinimumWidth(ICON + 8)  # the row may narrow: the names then give way
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        button.clicked.connect(lambda _=False, k=key: self.show_page(k))
        self.group.addButton(button)
        self.header.addWidget(button, 0, len(self.buttons))
        # shown now: added to a panel already on screen, a button is shown only by the next
        # turn of the event loop, and the row was fitted without it (the names cut, issue 38)
        button.show()
        self.buttons[key] = button
        self.pages[key] = widget
        self.stack.addWidget(widget)
        if len(self.pages) == 1:
            self.show_page(key)
            if self.isVisible():  # the first page of a panel shown empty: styled now
                self._fit_text()
        self._fit_labels()

    def replace_page(self, key: str, widget: QWidget) -> QWidget:
        """Show `widget` as page `key` in place of the one it had, which is returned (kept,
        not deleted): a table with friends brings its own moves list."""
        old = self.pages[key]
        shown = self.page() == key
        self.stack.addWidget(widget)
        self.stack.removeWidget(old)
        self.pages[key] = widget
        if shown:
            self.show_page(key)
        return old

    def show_page(self, key: str) -> None:
        self.buttons[key].setChecked(True)
        self.stack.setCurrentWidget(self.pages[key])

    def page(self) -> str:
        current = self.stack.currentWidget()
        return next((k for k, w in self.pages.items() if w is current), "")

    def set_page_shown(self, key: str, on: bool) -> None:
        """Put page `key` in the row or take it out (the page shown moves to the first)."""
        self.buttons[key].setVisible(on)
        if on:
            self._taken_out.discard(key)
        else:
            self._taken_out.add(key)
        if not on and self.page() == key:
            first = next((k for k in self.buttons if k != key and k not in self._taken_out),
                         None)
            if first is not None:
                self.show_page(first)
        self._fit_labels()

    def page_shown(self, key: str) -> bool:
        return key in self.buttons and key not in self._taken_out

    def set_sheet(self, title: str, widget: QWidget) -> None:
        """The score sheet under the pages, always in sight."""
        self.sheet_title.setText(title)
        self.sheet.addWidget(widget)

    # -- look -----------------------------------------------------------------------------------
    def set_felt(self, felt: QColor) -> None:
        """The table's felt colour: the panel takes its palette from it."""
        self.felt = QColor(felt)
        if self._page_px or self.isVisible():
            self._restyle()
        else:  # not laid out yet: its first resize sets the style sheet, at its real size
            self.setPalette(panel_palette(self.felt))

    def _restyle(self) -> None:
        palette = panel_palette(self.felt)
        px = self._page_px or self.page_px()
        pages = ", ".join(f"#sidePanel {kind}" for kind in PAGE_WIDGETS)
        base = palette.color(QPalette.ColorRole.Base).name()
        alternate = palette.color(QPalette.ColorRole.AlternateBase).name()
        contrast = high_contrast(self.felt)
        line = "#ffffff" if contrast else self.felt.lighter(150).name()
        checked = "#262626" if contrast else self.felt.darker(110).name()
        header = "#000000" if contrast else self.felt.darker(160).name()
        text = "#ffffff" if contrast else TEXT.name()
        quiet = palette.color(QPalette.ColorRole.PlaceholderText).name() if contrast \
            else QUIET.name()
        chosen = CONTRAST_YELLOW.name() if contrast else line
        on_chosen = "#000000" if contrast else "white"
        self.setStyleSheet(
            f"#sidePanel QToolButton {{ color: {text}; padding: 3px 2px; border: none;"
            f" border-bottom: 2px solid transparent; }}"
            f"#sidePanel QToolButton:checked {{ background: {checked};"
            f" border-bottom: 2px solid {GOLD.name()}; }}"
            f"#sidePanel QToolButton:hover:!checked {{ background: rgba(255,255,255,22); }}"
            f"#sidePanel QListView, #sidePanel QTableView, #sidePanel QScrollArea"
            f" {{ background: {base}; alternate-background-color: {alternate};"
            f" color: {text}; border: 1px solid {line}; border-radius: 4px;"
            f" gridline-color: {line}; }}"
            f"#sidePanel QScrollArea > QWidget > QWidget {{ background: {base}; }}"
            f"#sidePanel QListView::item:selected {{ background: {chosen}; color: {on_chosen}; }}"
            f"#sidePanel QHeaderView::section, #sidePanel QTableCornerButton::section"
            f" {{ background: {header}; color: {quiet}; border: none; padding: 2px; }}"
            f"#sidePanel QLabel {{ color: {text}; }}"
            f"{pages} {{ font-size: {px}px; }}"
            f"#sidePanel #sheetTitle {{ color: {quiet}; font-weight: bold; }}"
            + (f"#sidePanel QLineEdit, #sidePanel QPushButton {{ background: {base};"
               f" color: {text}; border: 1px solid {line}; border-radius: 4px;"
               f" padding: 3px 6px; }}"  # (on black, Qt's own frames are not seen)
               f"#sidePanel QPushButton:hover {{ border: 2px solid {chosen}; }}"
               if contrast else ""))
        self.setPalette(palette)  # after the style sheet, which would put the old one back

    def _fit_labels(self) -> None:
        """Names beside their icons while one row holds them, else under them, else in two
        rows (four pages at a table with friends, in Greek); icons alone only where even
        that would cut them (the tooltips keep the names): a name is never cut."""
        shown = [b for k, b in self.buttons.items() if k not in self._taken_out]
        if not shown:
            return
        margins = self.layout().contentsMargins()
        spare = self.width() - margins.left() - margins.right()
        beside, under = (Qt.ToolButtonStyle.ToolButtonTextBesideIcon,
                         Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        one, two = len(shown), (len(shown) + 1) // 2
        for columns, style in ((one, beside), (one, under), (two, beside), (two, under),
                               (one, Qt.ToolButtonStyle.ToolButtonIconOnly)):
            for b in shown:
                b.setToolButtonStyle(style)
            widths = [max(b.sizeHint().width() for b in shown[c::columns])
                      for c in range(columns)]  # a column as wide as its widest name
            if sum(widths) + self.header.spacing() * (columns - 1) <= spare:
                break
        for b in self.buttons.values():  # laid out again: the pages in the row, in order
            self.header.removeWidget(b)
        for i, b in enumerate(shown):
            self.header.addWidget(b, i // columns, i % columns)

    def labels_cut(self) -> list[str]:
        """The page names shown with less room than they need (none, by design)."""
        out = []
        for b in self.buttons.values():
            if b.isHidden() or b.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly:
                continue
            if b.width() < b.sizeHint().width():
                out.append(b.text())
        return out

    def page_px(self) -> int:
        """The pages' and the sheet's text size: a little larger than the application's,
        and growing with the panel beside large cards."""
        app = QFontInfo(QApplication.font()).pixelSize()  # the system's (the panel's own
        # font is the style sheet's, which no longer follows the application's)
        return max(round(app * PAGE_FONT), round(self.height() / PAGE_LINES))

    def _fit_text(self) -> None:
        px = self.page_px()
        if px != self._page_px:
            self._page_px = px
            self._restyle()  # a style sheet's font, the only kind its widgets take
            self.text_resized.emit()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        if self.pages:  # an empty panel is its palette alone: its pages bring the style
            self._fit_text()
        self._fit_labels()
        if event.size().height() != event.oldSize().height():
            self.room_changed.emit()

    def _system_font_changed(self, _font) -> None:
        """The system's text size changed: the pages' follows."""
        if self._page_px:
            self._fit_text()
            self._fit_labels()
