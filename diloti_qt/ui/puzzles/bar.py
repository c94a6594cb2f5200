"""The puzzle bar: a strip along the table's foot, in the felt's colours and as tall as its
content (the window's bottom tool bar area while the puzzles are shown: the cards keep all the
felt, and the bar never hides one).

It shows which puzzles are played (the shipped ones, or those from the player's own
matches: a choice), the puzzle's number and grade, what to find, the verdict of the
player's move, the rules it turns on, the buttons (Previous, Next, Show answer, Leave),
the progress and the streaks. The prompt and the verdict are said to a screen reader as
they change."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from diloti_qt.ui.announcer import announce
from diloti_qt.ui.side_panel import felt_palette

GOOD = "#8ef0a8"  # the tutorial's colours of a verdict on the dark felt
BAD = "#ffb38a"
LINK = "#ffc83d"
SLACK = 6  # pixels below the words (a rich text label's last line came out a little short)


def _tr(text: str) -> str:
    return QCoreApplication.translate("PuzzleBar", text)


class PuzzleBar(QFrame):
    """The bar; its buttons ask the keeper to act."""

    previous = Signal()
    next = Signal()
    show_answer = Signal()
    leave = Signal()
    rule_clicked = Signal(str)
    set_chosen = Signal(bool)  # True: the puzzles from the player's own matches

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("puzzleBar")
        self.setAccessibleName(_tr("Puzzle"))
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.title = self._label("puzzleTitle", bold=True)
        self.prompt = self._label("puzzlePrompt")
        self.result = self._label("puzzleResult")
        self.result.setTextFormat(Qt.TextFormat.RichText)
        self.result.hide()
        self.rules = self._label("puzzleRules")
        self.rules.setTextFormat(Qt.TextFormat.RichText)
        self.rules.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                           | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.rules.linkActivated.connect(self.rule_clicked)
        self.rules.hide()
        self.progress = self._label("puzzleProgress")
        self.previous_button = self._button("previousPuzzleButton", _tr("◀ &Previous"),
                                            _tr("Previous puzzle"), self.previous)
        self.next_button = self._button("nextPuzzleButton", _tr("&Next ▶"),
                                        _tr("Next puzzle"), self.next)
        self.answer_button = self._button("showAnswerButton", _tr("Show &answer"),
                                          _tr("Show answer"), self.show_answer)
        self.leave_button = self._button("leavePuzzlesButton", _tr("&Leave"),
                                         _tr("Leave the puzzles"), self.leave)
        self.leave_button.setToolTip(_tr("Back to your match, as you left it"))
        self.answer_button.setToolTip(_tr("The best move, on the table and in words (the "
                                          "puzzle then no longer counts)"))
        self.choice = QComboBox(self)
        self.choice.setObjectName("puzzleSetChoice")
        self.choice.setAccessibleName(_tr("Which puzzles"))
        self.choice.setToolTip(_tr("The puzzles of the game, or your own costliest decisions "
                                   "from your kept matches"))
        self.choice.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.choice.addItems(["", ""])
        self.choice.activated.connect(lambda i: self.set_chosen.emit(i == 1))
        buttons = QHBoxLayout()
        buttons.setSpacing(4)
        buttons.addWidget(self.choice)
        for b in (self.previous_button, self.next_button, self.answer_button,
                  self.leave_button):
            buttons.addWidget(b)
        words = QVBoxLayout()  # what the puzzle says, on the left
        words.setSpacing(3)
        for widget in (self.title, self.prompt, self.result, self.rules):
            words.addWidget(widget)
        words.addStretch(1)
        side = QVBoxLayout()  # what to do and how it goes, on the right
        side.setSpacing(4)
        side.addLayout(buttons)
        side.addWidget(self.progress)
        side.addStretch(1)
        self.progress.setAlignment(Qt.AlignmentFlag.AlignRight)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        layout.setSpacing(16)
        layout.addLayout(words, 1)
        layout.addLayout(side, 0)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.set_felt(QColor("#1f6b3a"))

    def _label(self, name: str, bold: bool = False) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        if bold:
            font = QFont(label.font())
            font.setBold(True)
            label.setFont(font)
        return label

    def _button(self, name: str, text: str, accessible: str, signal) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setAccessibleName(accessible)  # no "&" or arrow read out
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        button.clicked.connect(lambda _=False: signal.emit())
        return button

    # -- what it shows ----------------------------------------------------------------------
    def set_felt(self, felt: QColor) -> None:
        """The felt's colours (ui/side_panel.felt_palette), a little darker than the felt."""
        palette = felt_palette(felt)
        self.setStyleSheet("")  # (a style sheet set keeps the palette it was set with)
        self.setPalette(palette)
        for child in self.findChildren(QWidget):
            child.setPalette(palette)
        border = palette.color(QPalette.ColorRole.Highlight).name()
        self.setStyleSheet(f"#puzzleBar {{ border: 1px solid {border}; border-radius: 6px; }}")

    def set_puzzle(self, title: str, prompt: str, progress: str) -> None:
        """A new puzzle: its title, what to find (said), the progress; no verdict yet."""
        self.title.setText(title)
        self.title.setAccessibleName(title)
        self.result.clear()
        self.result.hide()
        self.rules.clear()
        self.rules.hide()
        self.set_progress(progress)
        self.prompt.setText(prompt)
        announce(self.prompt, f"{title}. {prompt}")
        self.fit()

    def set_result(self, text: str, ok: bool | None, rules: tuple[str, ...] = ()) -> None:
        """The verdict (`ok`: right, wrong, None: the answer shown), said at once; the rule
        ids as links to the rules reference."""
        colour = GOOD if ok else BAD if ok is False else LINK
        mark = "✔ " if ok else "✘ " if ok is False else ""
        self.result.setText(f'<span style="color:{colour}"><b>{mark}</b>'
                            f"{html.escape(text)}</span>")
        self.result.show()
        announce(self.result, f"{mark}{text}")
        if rules:
            links = ", ".join(f'<a href="{r}" style="color:{LINK}">{html.escape(r)}</a>'
                              for r in rules)
            self.rules.setText(_tr("Rules: {ids}").format(ids=links))
            self.rules.setAccessibleName(_tr("Rules: {ids}").format(ids=", ".join(rules)))
            self.rules.show()
        self.fit()

    def set_progress(self, text: str) -> None:
        self.progress.setText(text)
        self.progress.setAccessibleName(text)

    def set_sets(self, shipped: int, own: int | None, own_shown: bool) -> None:
        """The choice's two sets with their counts (`own` None: still being looked for)."""
        self.choice.setItemText(0, _tr("Puzzles ({count})").format(count=shipped))
        self.choice.setItemText(1, _tr("From your matches (looking…)") if own is None
                                else _tr("From your matches ({count})").format(count=own))
        self.choice.setCurrentIndex(1 if own_shown else 0)

    def set_buttons(self, previous: bool, next_: bool, answer: bool) -> None:
        self.previous_button.setEnabled(previous)
        self.next_button.setEnabled(next_)
        self.answer_button.setEnabled(answer)

    # -- its height -------------------------------------------------------------------------
    def fit(self) -> None:
        """As tall as its words at its width (the tool bar that holds it follows)."""
        layout = self.layout()
        width = self.width() if self.width() > 100 else self.sizeHint().width()
        height = layout.heightForWidth(width) if layout.hasHeightForWidth() else -1
        self.setFixedHeight(max(height, layout.minimumSize().height()) + SLACK)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.fit()
