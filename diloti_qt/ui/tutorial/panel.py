"""The lesson panel: the instruction, what happened, and Show me / Try again / Next."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont, QFontInfo, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from diloti_qt.tutorial import Lesson
from diloti_qt.tutorial.texts import tr
from diloti_qt.ui.announcer import announce
from diloti_qt.ui.side_panel import PAGE_FONT, PAGE_LINES

# what happened, said on the panel's dark felt
GOOD = "#8ef0a8"
BAD = "#ffb38a"
LINK = "#ffc83d"  # the rule ids, gold as the table's highlights
TITLE, INSTRUCTION = 1.3, 1.12  # their text size, in the panel's


translate = QCoreApplication.translate


class InstructionPanel(QWidget):
    """Shows one step of a lesson; its buttons ask the window to act."""

    show_me = Signal()
    retry = Signal()
    next_step = Signal()
    rule_clicked = Signal(str)
    text_resized = Signal(int)  # the lesson's text size changed (pixels): the list follows

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonPanel")
        self.setMinimumWidth(300)
        self.title = QLabel()
        self.title.setObjectName("lessonTitle")
        self.title.setWordWrap(True)
        self.progress = QLabel()
        self.progress.setObjectName("lessonProgress")
        self.rules = QLabel()
        self.rules.setObjectName("lessonRules")
        self.rules.setWordWrap(True)
        self.rules.linkActivated.connect(self.rule_clicked)
        self.instruction = QLabel()
        self.instruction.setObjectName("lessonInstruction")
        self.instruction.setWordWrap(True)
        self.instruction.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message = QLabel()
        self.message.setObjectName("lessonMessage")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message.hide()
        self.show_me_button = QPushButton(translate("TutorialPanel", "Show me"))
        self.show_me_button.setObjectName("showMeButton")
        self.show_me_button.setToolTip(translate("TutorialPanel", "Play the expected move slowly"))
        self.retry_button = QPushButton(translate("TutorialPanel", "Try again"))
        self.retry_button.setObjectName("retryButton")
        self.retry_button.setToolTip(translate("TutorialPanel", "Start this step again"))
        self.next_button = QPushButton(translate("TutorialPanel", "Next step"))
        self.next_button.setObjectName("nextButton")
        self.next_button.setDefault(True)
        self.show_me_button.clicked.connect(self.show_me)
        self.retry_button.clicked.connect(self.retry)
        self.next_button.clicked.connect(self.next_step)
        buttons = QHBoxLayout()
        for b in (self.show_me_button, self.retry_button, self.next_button):
            buttons.addWidget(b)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.progress)
        layout.addWidget(self.rules)
        layout.addSpacing(8)
        layout.addWidget(self.instruction)
        layout.addSpacing(8)
        layout.addWidget(self.message)
        layout.addStretch(1)
        layout.addLayout(buttons)
        self._text_px = 0
        QApplication.instance().fontChanged.connect(self._system_font_changed)
        self._verdict = ("", "")  # the verdict of the learner's move: rich text, plain text
        self._answer = ""  # the computer's answer to it, in words
        self.set_idle()

    def text_px(self) -> int:
        """The lesson's text size: as the game's side panel pages, a little larger than the
        application's and growing with the panel beside large cards."""
        app = QFontInfo(QApplication.font()).pixelSize()
        return max(round(app * PAGE_FONT), round(self.height() / PAGE_LINES))

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._fit_text()

    def _system_font_changed(self, _font) -> None:
        """The system's text size changed: the lesson's follows."""
        self._fit_text()

    def _fit_text(self) -> None:
        px = self.text_px()
        if px != self._text_px:
            self._text_px = px
            for widget, scale, bold in ((self, 1.0, False), (self.title, TITLE, True),
                                        (self.instruction, INSTRUCTION, False)):
                font = QFont(self.font())
                font.setPixelSize(round(px * scale))
                font.setBold(bold)
                widget.setFont(font)
            self.text_resized.emit(px)

    def set_idle(self) -> None:
        self.title.setText(translate("TutorialPanel", "Learn Diloti"))
        self.progress.setText("")
        self.rules.setText("")
        self._instruct(translate(
            "TutorialPanel",
            "Choose a lesson on the left. Each lesson sets up a table and asks you to play "
            "one card: drag it from your hand, as in a game."), loud=False)
        self.message.hide()
        for b in (self.show_me_button, self.retry_button, self.next_button):
            b.setEnabled(False)

    def set_step(self, lesson: Lesson, index: int, instruction: str) -> None:
        self.title.setText(tr(lesson.title))
        self.progress.setText(translate("TutorialPanel", "Step {n} of {count}").format(
            n=index + 1, count=len(lesson.steps)))
        links = ", ".join(f'<a href="{r}" style="color:{LINK}">{html.escape(r)}</a>'
                          for r in lesson.rules)
        self.rules.setText(translate("TutorialPanel", "Rules: {ids}").format(ids=links))
        self._instruct(instruction)
        self._verdict, self._answer = ("", ""), ""
        self.message.hide()
        self.show_me_button.setEnabled(True)
        self.retry_button.setEnabled(True)
        self.next_button.setEnabled(False)
        self.next_button.setText(translate("TutorialPanel", "Next step"))

    def _instruct(self, text: str, loud: bool = True) -> None:
        """What to do now, shown and said: the keyboard is on the table, not on the panel."""
        self.instruction.setText(text)
        announce(self.instruction, text, loud=loud)

    def set_palette(self, palette: QPalette) -> None:
        """The colours of the felt beside it (the window's set_felt)."""
        self.setPalette(palette)
        for child in self.findChildren(QWidget):
            child.setPalette(palette)

    def set_feedback(self, text: str, ok: bool) -> None:
        colour = GOOD if ok else BAD
        mark = "✔" if ok else "✘"
        self._verdict = (f'<p style="color:{colour}"><b>{mark}</b> {html.escape(text)}</p>',
                         text)
        self._show_message()
        # said out loud when the move was right: the table itself says why one was not
        announce(self.message, f"{mark} {text}", loud=ok)
        if ok:
            self.show_me_button.setEnabled(False)

    def set_answer(self, text: str) -> None:
        """What the computer just did in answer, under the verdict of the learner's move
        (the table showed it, the panel still said "Now watch its answer")."""
        self._answer = text
        self._show_message()

    def _show_message(self) -> None:
        verdict, said = self._verdict
        then = translate("TutorialPanel", "Then: {move}.").format(move=self._answer)
        answer = f"<p>{html.escape(then)}</p>" if self._answer else ""
        self.message.setText(verdict + answer)
        self.message.setToolTip("\n".join(t for t in (said, self._answer) if t))
        self.message.setVisible(bool(verdict or answer))

    def set_solved(self, last: bool) -> None:
        self.next_button.setText(translate("TutorialPanel", "Finish the lesson") if last
                                 else translate("TutorialPanel", "Next step"))
        self.next_button.setEnabled(True)
        self.next_button.setFocus()

    def set_finished(self, has_next: bool) -> None:
        self._instruct(translate("TutorialPanel", "Lesson complete. Well done!"))
        self.show_me_button.setEnabled(False)
        self.retry_button.setEnabled(False)
        self.next_button.setText(translate("TutorialPanel", "Next lesson") if has_next
                                 else translate("TutorialPanel", "All lessons done"))
        self.next_button.setEnabled(has_next)
