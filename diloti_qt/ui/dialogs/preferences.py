"""The preferences dialog: language, animation speed, card size, table colour, deck, card
back, and the confirm, hint, coach and sound switches. It only edits values; the main window
applies and saves."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from diloti_qt.resources import resource_path
from diloti_qt.storage.settings import Settings
from diloti_qt.ui.buddy_names import name_labels
from diloti_qt.ui.table.cards import BACKS
from diloti_qt.ui.table_look import CARD_SCALES, dress, felt_colour, fit_content, heading


def _tr(text: str) -> str:
    return QCoreApplication.translate("PreferencesDialog", text)


def _swatch(colour: QColor) -> QIcon:
    pixmap = QPixmap(28, 18)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(colour)
    painter.setPen(QColor("white") if colour.lightness() < 24 else colour.darker(160))
    painter.drawRoundedRect(1, 1, 26, 16, 4, 4)
    painter.end()
    return QIcon(pixmap)


def _back_thumbnail(back: str) -> QIcon:
    """The card back drawn small from its SVG, for the back chooser."""
    pixmap = QPixmap(40, 56)
    pixmap.fill(Qt.GlobalColor.transparent)
    renderer = QSvgRenderer(str(resource_path("cards", f"{BACKS[back]}.svg")))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, 40, 56))
    painter.end()
    return QIcon(pixmap)


class PreferencesDialog(QDialog):
    """OK and Apply emit `applied(changes)` with every value; Restore Defaults only fills in
    the defaults (nothing changes until OK or Apply)."""

    applied = Signal(dict)

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        dress(self)  # the table's look: its felt's palette and headings
        self.setObjectName("preferencesDialog")
        self.setWindowTitle(_tr("Preferences"))
        self.initial = settings
        layout = QVBoxLayout(self)
        layout.addWidget(heading(_tr("Preferences"), self))

        layout.addWidget(heading(_tr("Table"), self, level=2))
        form = QFormLayout()
        self.language = QComboBox()
        self.language.setObjectName("languageBox")
        for code, text in (("system", _tr("System language")), ("en", _tr("English")),
                           ("el", _tr("Greek (Ελληνικά)"))):
            self.language.addItem(text, code)
        self.language_note = QLabel(_tr("A new language takes effect the next time Diloti "
                                        "starts."))
        self.language_note.setObjectName("languageNote")
        self.language_note.setWordWrap(True)
        self.language_note.setEnabled(False)
        self.speed = QComboBox()
        self.speed.setObjectName("speedBox")
        for code, text in (("normal", _tr("Normal")), ("fast", _tr("Fast")),
                           ("instant", _tr("Instant (no animation)"))):
            self.speed.addItem(text, code)
        self.card_size = QComboBox()
        self.card_size.setObjectName("cardSizeBox")
        for code, text in (("small", _tr("Small")), ("medium", _tr("Medium")),
                           ("large", _tr("Large")), ("x-large", _tr("Very large"))):
            self.card_size.addItem(text, code)
        self.felt = QComboBox()
        self.felt.setObjectName("feltBox")
        for code, text in (("green", _tr("Green")), ("blue", _tr("Blue")), ("red", _tr("Red")),
                           ("dark", _tr("Dark")),
                           ("contrast", _tr("High contrast (white on black)"))):
            self.felt.addItem(_swatch(felt_colour(code)), text, code)
        self.four_colour = QCheckBox(_tr("&Four-colour deck (diamonds blue, clubs green)"))
        self.four_colour.setObjectName("fourColourBox")
        self.card_back = QComboBox()
        self.card_back.setObjectName("cardBackBox")
        self.card_back.setIconSize(QSize(14, 20))  # as tall as the other rows
        for code, text in (("meander", _tr("Blue, Greek key")), ("laurel", _tr("Red, laurel"))):
            self.card_back.addItem(_back_thumbnail(code), text, code)
        form.addRow(self._label(_tr("&Language:"), self.language), self.language)
        form.addRow("", self.language_note)
        form.addRow(self._label(_tr("&Animation speed:"), self.speed), self.speed)
        form.addRow(self._label(_tr("&Card size:"), self.card_size), self.card_size)
        form.addRow(self._label(_tr("&Table colour:"), self.felt), self.felt)
        form.addRow(self._label(_tr("Card &back:"), self.card_back), self.card_back)
        form.addRow("", self.four_colour)
        layout.addLayout(form)

        layout.addSpacing(6)
        layout.addWidget(heading(_tr("Playing"), self, level=2))
        play_box = QVBoxLayout()
        self.confirm = QCheckBox(_tr("Ask before abandoning a match in &progress"))
        self.confirm.setObjectName("confirmBox")
        self.hints = QCheckBox(_tr("Allow &hints (H)"))
        self.hints.setObjectName("hintsBox")
        self.coach = QCheckBox(_tr("Show the &coach while playing"))
        self.coach.setObjectName("coachBox")
        self.sound = QCheckBox(_tr("Play &sounds"))
        self.sound.setObjectName("soundBox")
        self.talk = QCheckBox(_tr("&Talk at tables with friends (phrases and lines)"))
        self.talk.setObjectName("talkBox")
        self.router = QCheckBox(_tr("Let friends on the &internet join tables I host (the "
                                    "game asks my router to open a port)"))
        self.router.setObjectName("routerBox")
        self.router.setToolTip(_tr("One port, for as long as the table is open; nothing else "
                                   "on the router is changed."))
        self._router_asked = True  # False: never explained yet ("ask"), and left as it was
        for box in (self.confirm, self.hints, self.coach, self.sound, self.talk, self.router):
            play_box.addWidget(box)
        layout.addLayout(play_box)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.RestoreDefaults)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.Apply).clicked.connect(self.apply)
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            lambda: self.set_values(Settings()))
        layout.addWidget(self.buttons)
        self.set_values(settings)
        self.language.currentIndexChanged.connect(self._language_changed)
        self.language.setFocus()
        name_labels(self)
        fit_content(self)

    def _label(self, text: str, buddy: QWidget) -> QLabel:
        label = QLabel(text)
        label.setBuddy(buddy)
        return label

    def set_values(self, settings: Settings) -> None:
        _select(self.language, settings.language)
        _select(self.speed, settings.animation_speed)
        size = settings.card_size
        if not isinstance(size, str):
            preset = next((k for k, v in CARD_SCALES.items() if abs(v - size) < 1e-6), None)
            if preset is None:
                text = _tr("Custom (×{scale})").format(scale=f"{size:g}")
                if self.card_size.findData(size) < 0:
                    self.card_size.addItem(text, size)
            size = preset or size
        _select(self.card_size, size)
        _select(self.felt, settings.table_colour)
        self.four_colour.setChecked(settings.four_colour_deck)
        _select(self.card_back, settings.card_back)
        self.sound.setChecked(settings.sound)
        self.confirm.setChecked(settings.confirm_abandon)
        self.hints.setChecked(settings.hints)
        self.coach.setChecked(settings.coach)
        self.talk.setChecked(settings.table_talk)
        self._router_asked = settings.router_port != "ask"
        self.router.setChecked(settings.router_port != "no")

    def values(self) -> dict:
        """Every value shown, as `Settings` keyword arguments."""
        return {
            "language": self.language.currentData(),
            "animation_speed": self.speed.currentData(),
            "card_size": self.card_size.currentData(),
            "table_colour": self.felt.currentData(),
            "four_colour_deck": self.four_colour.isChecked(),
            "card_back": self.card_back.currentData(),
            "sound": self.sound.isChecked(),
            "confirm_abandon": self.confirm.isChecked(),
            "hints": self.hints.isChecked(),
            "coach": self.coach.isChecked(),
            "table_talk": self.talk.isChecked(),
            # left checked while never explained: the first table at home still explains
            "router_port": ("yes" if self._router_asked else "ask")
            if self.router.isChecked() else "no",
        }

    def apply(self) -> None:
        self.applied.emit(self.values())

    def accept(self) -> None:
        self.apply()
        super().accept()

    def _language_changed(self) -> None:
        changed = self.language.currentData() != self.initial.language
        font = self.language_note.font()
        font.setBold(changed)
        self.language_note.setFont(font)
        self.language_note.setEnabled(changed)


def _select(box: QComboBox, value) -> None:
    index = box.findData(value)
    if index >= 0:
        box.setCurrentIndex(index)
