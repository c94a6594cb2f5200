"""The score pad's first page: two players or two teams, the rules, the target, the names in
their seats round the table and who deals first."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from diloti_qt.engine.rules import PROFILES, Rules
from diloti_qt.scorepad import ScorePad
from diloti_qt.scorepad.pad import MAX_NAME, clean_name

from .new_game import MAX_TARGET, TARGET_PRESETS, profile_texts


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScorePad", text)


def seat_words(players: int) -> list[tuple[str, str]]:
    """(label, default name) per seat, the pad's keeper in seat 0; the next seat sits on the
    right (R41) and partners sit opposite (R40)."""
    if players == 2:
        return [(_tr("&You:"), _tr("You")), (_tr("&Opponent:"), _tr("Opponent"))]
    return [(_tr("&You:"), _tr("You")), (_tr("On your ri&ght:"), _tr("Right")),
            (_tr("Your &partner:"), _tr("Partner")), (_tr("On your &left:"), _tr("Left"))]


class PadSetup(QWidget):
    """Fills in a new ScorePad; `start_requested` when the person asks to begin."""

    start_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        intro = QLabel(_tr("Keep the score of a match played with real cards. Type each "
                           "round's counts: the pad adds them up as the rules say."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        layout.addLayout(form)

        self.two_button = QRadioButton(_tr("T&wo players"))
        self.four_button = QRadioButton(_tr("Two &teams of two"))
        self.players_group = QButtonGroup(self)
        self.players_group.addButton(self.two_button, 2)
        self.players_group.addButton(self.four_button, 4)
        row = QHBoxLayout()
        row.addWidget(self.two_button)
        row.addWidget(self.four_button)
        row.addStretch(1)
        form.addRow(_tr("Players:"), row)

        self.profile_box = QComboBox()
        self.profile_box.setObjectName("padProfile")
        label = QLabel(_tr("&Rules:"))
        label.setBuddy(self.profile_box)
        form.addRow(label, self.profile_box)

        self.target_box = QSpinBox()
        self.target_box.setObjectName("padTarget")
        self.target_box.setRange(1, MAX_TARGET)
        target_row = QHBoxLayout()
        target_row.addWidget(self.target_box, 1)
        for preset in TARGET_PRESETS:
            button = QPushButton(str(preset))
            button.setAutoDefault(False)
            button.setToolTip(_tr("Play to {target}").format(target=preset))
            button.clicked.connect(lambda _=False, p=preset: self.target_box.setValue(p))
            target_row.addWidget(button)
        label = QLabel(_tr("T&arget score:"))
        label.setBuddy(self.target_box)
        form.addRow(label, target_row)

        self.name_edits: list[QLineEdit] = []
        self.name_labels: list[QLabel] = []
        for seat in range(4):
            edit = QLineEdit()
            edit.setMaxLength(MAX_NAME)
            edit.setObjectName(f"padName{seat}")
            label = QLabel()
            label.setBuddy(edit)
            form.addRow(label, edit)
            self.name_edits.append(edit)
            self.name_labels.append(label)
            edit.textChanged.connect(self._names_changed)
        self.form = form

        self.dealer_box = QComboBox()
        self.dealer_box.setObjectName("padFirstDealer")
        label = QLabel(_tr("&Deals first:"))
        label.setBuddy(self.dealer_box)
        form.addRow(label, self.dealer_box)
        self.start_button = QPushButton(_tr("&Start the pad"))
        self.start_button.setObjectName("padStart")
        self.start_button.clicked.connect(self.start_requested)
        layout.addWidget(self.start_button)
        layout.addStretch(1)

        self.players_group.idToggled.connect(self._players_toggled)
        self.two_button.setChecked(True)

    def players(self) -> int:
        return 4 if self.four_button.isChecked() else 2

    def _players_toggled(self, players: int, on: bool) -> None:
        if not on:
            return
        texts = profile_texts()
        self.profile_box.clear()
        for profile, (count, _variants) in PROFILES.items():
            if count == players:
                self.profile_box.addItem(texts.get(profile, (profile,))[0], profile)
        self.target_box.setValue(Rules.make(self.profile()).target)
        words = seat_words(players)
        for seat, (edit, label) in enumerate(zip(self.name_edits, self.name_labels,
                                                 strict=True)):
            shown = seat < players
            self.form.setRowVisible(edit, shown)
            if shown:
                label.setText(words[seat][0])
                edit.setPlaceholderText(words[seat][1])
        self._names_changed()

    def profile(self) -> str:
        return self.profile_box.currentData() or next(iter(PROFILES))

    def names(self) -> tuple[str, ...]:
        words = seat_words(self.players())
        return tuple(clean_name(self.name_edits[seat].text(), words[seat][1])
                     for seat in range(self.players()))

    def _names_changed(self) -> None:
        keep = self.dealer_box.currentIndex()
        self.dealer_box.clear()
        for name in self.names():
            self.dealer_box.addItem(name)
        self.dealer_box.setCurrentIndex(keep if 0 <= keep < self.dealer_box.count() else 0)

    def pad(self) -> ScorePad:
        """The new pad these fields describe."""
        rules = Rules.make(self.profile(), {"V-TARGET": self.target_box.value()})
        return ScorePad(rules, self.names(), max(0, self.dealer_box.currentIndex()))
