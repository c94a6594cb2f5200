"""The new-match dialog: two or four players, rules profile, house-rule overrides, the computer
players' levels (opponents and, with four, your partner), target score."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPalette, QStandardItemModel
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from diloti_qt.engine.rules import DEFAULT_PROFILE, DEFAULTS, PROFILES, VARIANTS, Rules
from diloti_qt.storage.settings import FIRST_LEVEL
from diloti_qt.ui.buddy_names import name_labels
from diloti_qt.ui.match_setup import player_levels, seat_levels
from diloti_qt.ui.table_look import dress, fit_content, heading

TARGET_PRESETS = (61, 101)
MAX_TARGET = 9999


def _tr(text: str) -> str:
    return QCoreApplication.translate("NewGameDialog", text)


def level_name(level: str) -> str:
    names = {
        "random": _tr("Random"),
        "easy": _tr("Easy"),
        "medium": _tr("Medium"),
        "hard": _tr("Hard"),
        "expert": _tr("Expert"),
    }
    return names.get(level, level.capitalize())


def level_texts() -> dict[str, str]:
    """Level -> one sentence on how it plays and whom it suits (shown under the level box)."""
    return {
        "easy": _tr("Takes what it sees and often leaves you a sweep: for your very first "
                    "games."),
        "medium": _tr("Counts the cards, avoids leaving sweeps and declares with care: a real "
                      "game for most players."),
        "hard": _tr("Reads your likely hand from what you played, looks ahead and plays the "
                    "last deal perfectly."),
        "expert": _tr("The strongest: weighs many possible hands on every move. For "
                      "experienced players."),
    }


def profile_texts() -> dict[str, tuple[str, str]]:
    """Profile id -> (name, one-line description)."""
    return {
        "pagat-2p": (_tr("Classic, two players"),
                     _tr("The rules of record (pagat.com), every house rule off.")),
        "taverna-2p": (_tr("Taverna, two players"),
                       _tr("Greek taverna rules: must capture, forced sums («ζ»), "
                           "three face cards go to the fourth, σόι locked.")),
        "taverna-4p": (_tr("Taverna, four players"),
                       _tr("Two against two, partners opposite, with the taverna rules.")),
        "partnership-4p": (_tr("Partnership, four players"),
                           _tr("Two against two, partners opposite, every house rule off.")),
    }


def variant_texts() -> dict[str, tuple[str, str]]:
    """Variant id -> (label, tooltip)."""
    return {
        "V-MUST-CAPTURE": (_tr("Must capture"),
                           _tr("A card that could capture may not be laid "
                               "(it may still declare).")),
        "V-FORCED-SUMS": (_tr("Forced sums («ζ»)"),
                          _tr("Taking a declaration may not leave loose cards worth "
                              "its value on the table.")),
        "V-SWEEP": (_tr("Sweep the rank"),
                    _tr("A numeral capture may not leave a loose card of the capturing "
                        "card's rank.")),
        "V-TRIPLE-FACES": (_tr("Three equal face cards dealt"),
                           _tr("Among the first four table cards: redeal, or leave them "
                               "for the fourth card of that rank to take all three.")),
        "V-SELF-RAISE": (_tr("Raise your own declaration"),
                         _tr("The owner may raise its own simple declaration.")),
        "V-RAISE-TABLE-CARDS": (_tr("Raise with table cards"),
                                _tr("A raise may also add loose table cards.")),
        "V-JOIN-FAMILY": (_tr("Anyone may extend a family"),
                          _tr("Anyone allowed to declare may extend a family of exact "
                              "value and become its owner.")),
        "V-SOI-LOCKED": (_tr("Σόι locked"),
                         _tr("A family of exactly two equal single cards can never be "
                             "extended.")),
        "V-FIRST-XERI": (_tr("First card may score a xeri"),
                         _tr("The round's very first card can score a xeri.")),
        "V-TARGET": (_tr("Target score"),
                     _tr("The match ends when a side reaches this score.")),
        "V-DIRECTION": (_tr("Direction of play"),
                        _tr("Four players: the direction the turn passes in.")),
    }


def option_name(value: object) -> str:
    names = {
        "no": _tr("No"),
        "yes": _tr("Yes"),
        "redeal": _tr("Redeal"),
        "capture-all": _tr("The fourth takes all three"),
        "counter-clockwise": _tr("Counter-clockwise"),
        "clockwise": _tr("Clockwise"),
    }
    return names.get(str(value), str(value))


def players_of(profile: str) -> int:
    return PROFILES[profile][0]


def profile_defaults(profile: str) -> dict:
    values = dict(DEFAULTS)
    values.update(PROFILES[profile][1])
    return values


class NewGameDialog(QDialog):
    """Choose two or four players, the rules and the computer players; OK starts the match
    on the controller."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        dress(self)  # the table's look: its felt's palette and headings
        self.controller = controller
        self.setWindowTitle(_tr("New match"))
        self.setMinimumWidth(500)
        self.setObjectName("newGameDialog")
        texts = variant_texts()

        self.two_button = QRadioButton(_tr("T&wo: you against the computer"))
        self.four_button = QRadioButton(_tr("&Four: you and a partner against two"))
        self.two_button.setToolTip(_tr("One against one."))
        self.four_button.setToolTip(_tr("Two against two, partners opposite; play passes "
                                        "counter-clockwise (R40, R41)."))
        self.players_group = QButtonGroup(self)
        self.players_group.addButton(self.two_button, 2)
        self.players_group.addButton(self.four_button, 4)
        players_row = QVBoxLayout()
        players_row.setSpacing(2)
        players_row.addWidget(self.two_button)
        players_row.addWidget(self.four_button)

        self.profile_box = QComboBox()
        for profile, (name, description) in profile_texts().items():
            self.profile_box.addItem(name, profile)
            self.profile_box.setItemData(self.profile_box.count() - 1, description,
                                         Qt.ItemDataRole.ToolTipRole)
        self.profile_description = QLabel()
        self.profile_description.setWordWrap(True)
        self.profile_description.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.profile_description.setObjectName("profileDescription")

        self.level_box = QComboBox()
        self.partner_box = QComboBox()
        described = level_texts()
        for level in player_levels():
            for box in (self.level_box, self.partner_box):
                box.addItem(level_name(level), level)
                box.setItemData(box.count() - 1, described[level], Qt.ItemDataRole.ToolTipRole)
        self.level_description = QLabel()
        self.level_description.setWordWrap(True)
        self.level_description.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.level_description.setObjectName("levelDescription")
        self.partner_box.setToolTip(_tr("Your computer partner, opposite you. It plays for "
                                        "your side."))
        self._partner_follows = True  # the partner takes the opponents' level until chosen

        self.target_box = QSpinBox()
        self.target_box.setRange(1, MAX_TARGET)
        self.target_box.setToolTip(texts["V-TARGET"][1])
        target_row = QHBoxLayout()
        target_row.addWidget(self.target_box, 1)
        for preset in TARGET_PRESETS:
            button = QPushButton(str(preset))
            button.setAutoDefault(False)
            button.setMaximumWidth(button.fontMetrics().horizontalAdvance(" 0000 ") + 16)
            button.setToolTip(_tr("Play to {target}").format(target=preset))
            button.clicked.connect(lambda _=False, p=preset: self.target_box.setValue(p))
            target_row.addWidget(button)

        top = QFormLayout()
        players_label = QLabel(_tr("Players:"))
        top.addRow(players_label, players_row)
        self.level_label = QLabel(_tr("&Opponent:"))
        self.partner_label = QLabel(_tr("&Partner:"))
        for label, field, row in ((QLabel(_tr("&Rules:")), self.profile_box, self.profile_box),
                                  (self.level_label, self.level_box, self.level_box),
                                  (self.partner_label, self.partner_box, self.partner_box),
                                  (QLabel(_tr("&Target score:")), self.target_box,
                                   target_row)):
            label.setBuddy(field)
            top.addRow(label, row)
            if field is self.profile_box:
                top.addRow("", self.profile_description)
            elif field is self.level_box:
                top.addRow("", self.level_description)
        self.form = top

        self.variant_boxes: dict[str, QComboBox] = {}
        house = QFormLayout()
        for vid, options in VARIANTS.items():
            if vid == "V-TARGET":
                continue
            box = QComboBox()
            for value in options:
                box.addItem(option_name(value), value)
            label, tip = texts[vid]
            box.setToolTip(tip)
            box.setAccessibleName(label)
            house.addRow(label + ":", box)
            house.labelForField(box).setToolTip(tip)
            self.variant_boxes[vid] = box
        reset = QPushButton(_tr("Reset to the profile's rules"))
        reset.setAutoDefault(False)
        reset.clicked.connect(self.reset_overrides)
        house.addRow("", reset)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(_tr("&Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(heading(_tr("New match"), self))
        layout.addLayout(top)
        layout.addSpacing(6)
        layout.addWidget(heading(_tr("House rules"), self, level=2))
        layout.addLayout(house)
        layout.addWidget(buttons)

        self.profile_box.currentIndexChanged.connect(self._profile_changed)
        self.players_group.idClicked.connect(self.set_players)
        self.level_box.currentIndexChanged.connect(self._level_changed)
        self.partner_box.activated.connect(self._partner_chosen)
        self._load_current()
        name_labels(self)
        fit_content(self)

    # -- reading and writing the choices ---------------------------------------------------
    def _load_current(self) -> None:
        c = self.controller
        rules = c.rules if c.match is not None else Rules.make(DEFAULT_PROFILE)
        self.set_profile(rules.profile, reset=False)
        self.set_values(dict(rules.variants))
        # by place from the player's seat (a record's deal may have seated them elsewhere)
        levels = c.seats.from_human(c.rules.players) if c.match is not None else {}
        current = levels.get(1) or levels.get(next(iter(levels), 1), FIRST_LEVEL)
        self.set_level(current)
        self._show_level()
        partner = levels.get(2) if rules.players == 4 else None
        if partner is not None and partner != current:
            self.set_partner_level(partner)

    def players(self) -> int:
        return players_of(self.profile())

    def set_players(self, players: int) -> None:
        """Two or four at the table: keeps the profile if it fits, else the first that does."""
        if players != self.players():
            first = next(p for p in PROFILES if players_of(p) == players)
            matching = {"pagat-2p": "partnership-4p", "partnership-4p": "pagat-2p",
                        "taverna-2p": "taverna-4p", "taverna-4p": "taverna-2p"}
            profile = matching.get(self.profile(), first)
            self.set_profile(profile if players_of(profile) == players else first)
        self._show_players()

    def set_profile(self, profile: str, reset: bool = True) -> None:
        index = self.profile_box.findData(profile)
        if index < 0:
            return
        blocked = self.profile_box.blockSignals(not reset)
        self.profile_box.setCurrentIndex(index)
        self.profile_box.blockSignals(blocked)
        self._show_description()
        if reset:
            self.reset_overrides()

    def set_level(self, level: str) -> None:
        index = self.level_box.findData(level)
        if index >= 0:
            self.level_box.setCurrentIndex(index)

    def set_partner_level(self, level: str) -> None:
        """Choose the partner's level (it no longer follows the opponents')."""
        index = self.partner_box.findData(level)
        if index >= 0:
            self._partner_follows = False
            self.partner_box.setCurrentIndex(index)

    def partner_level(self) -> str | None:
        return self.partner_box.currentData() if self.players() == 4 else None

    def levels(self) -> dict[int, str]:
        """Every computer seat's level."""
        return seat_levels(self.players(), self.level(), self.partner_level())

    def set_values(self, values: dict) -> None:
        for vid, value in values.items():
            if vid == "V-TARGET":
                self.target_box.setValue(int(value))
            elif vid in self.variant_boxes:
                box = self.variant_boxes[vid]
                index = box.findData(value)
                if index >= 0:
                    box.setCurrentIndex(index)
        self._enable_direction()

    def reset_overrides(self) -> None:
        self.set_values(profile_defaults(self.profile()))

    def profile(self) -> str:
        return self.profile_box.currentData()

    def level(self) -> str:
        return self.level_box.currentData()

    def values(self) -> dict:
        values = {vid: box.currentData() for vid, box in self.variant_boxes.items()}
        values["V-TARGET"] = self.target_box.value()
        return values

    def overrides(self) -> dict:
        """The variants whose value differs from the chosen profile's."""
        base = profile_defaults(self.profile())
        return {vid: value for vid, value in self.values().items() if base[vid] != value}

    def rules(self) -> Rules:
        return Rules.make(self.profile(), self.overrides())

    # -- reacting ----------------------------------------------------------------------------
    def _profile_changed(self) -> None:
        self._show_description()
        self.reset_overrides()

    def _show_level(self) -> None:
        self.level_description.setText(level_texts().get(self.level(), ""))

    def _level_changed(self) -> None:
        self._show_level()
        if self._partner_follows:
            index = self.partner_box.findData(self.level())
            if index >= 0:
                self.partner_box.setCurrentIndex(index)

    def _partner_chosen(self) -> None:
        self._partner_follows = self.partner_box.currentData() == self.level()

    def _show_description(self) -> None:
        self.profile_description.setText(profile_texts()[self.profile()][1])
        self._show_players()

    def _show_players(self) -> None:
        """The player count's radio button, its profiles only, and the levels it needs."""
        players = self.players()
        button = self.four_button if players == 4 else self.two_button
        if not button.isChecked():
            button.setChecked(True)
        model = self.profile_box.model()
        view = self.profile_box.view()
        for row in range(self.profile_box.count()):
            fits = players_of(self.profile_box.itemData(row)) == players
            view.setRowHidden(row, not fits)
            if isinstance(model, QStandardItemModel):
                model.item(row).setEnabled(fits)
        four = players == 4
        self.level_label.setText(_tr("&Opponents:") if four else _tr("&Opponent:"))
        self.level_box.setToolTip(_tr("The level of both computer opponents.") if four
                                  else _tr("The computer's level."))
        self.form.setRowVisible(self.partner_box, four)

    def _enable_direction(self) -> None:
        box = self.variant_boxes.get("V-DIRECTION")
        if box is not None:
            box.setEnabled(PROFILES[self.profile()][0] == 4)

    def accept(self) -> None:
        self.controller.new_match(self.rules(), levels=self.levels())
        super().accept()
