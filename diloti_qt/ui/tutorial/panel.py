"""The lesson panel: the instruction, what happened, and Show me / Try again / Next."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from diloti_qt.tutorial import Lesson
from diloti_qt.tutorial.texts import tr

# what happened, said on the panel's dark felt
GOOD = "#8ef0a8"
BAD = "#ffb38a"
LINK = "#ffc83d"  # the rule ids, gold as the table's highlights


translate = QCoreApplication.translate


class InstructionPanel(QWidget):
    """Shows one step of a lesson; its buttons ask the window to act."""

    show_me = Signal()
    retry = Signal()
    next_step = Signal()
    rule_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonPanel")
        self.setMinimumWidth(300)
        self.title = QLabel()
        self.title.setObjectName("lessonTitle")
        self.title.setWordWrap(True)
        self.title.setStyleSheet("font-size: 130%; font-weight: bold;")
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
        self.instruction.setStyleSheet("font-size: 112%;")
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
        self.set_idle()

    def set_idle(self) -> None:
        self.title.setText(translate("TutorialPanel", "Learn Diloti"))
        self.progress.setText("")
        self.rules.setText("")
        self.instruction.setText(translate(
            "TutorialPanel",
            "Choose a lesson on the left. Each lesson sets up a table and asks you to play "
            "one card: drag it from your hand, as in a game."))
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
        self.instruction.setText(instruction)
        self.message.hide()
        self.show_me_button.setEnabled(True)
        self.retry_button.setEnabled(True)
        self.next_button.setEnabled(False)
        self.next_button.setText(translate("TutorialPanel", "Next step"))

    def set_palette(self, palette: QPalette) -> None:
        """The colours of the felt beside it (the window's set_felt)."""
        self.setPalette(palette)
        for child in self.findChildren(QWidget):
            child.setPalette(palette)

    def set_feedback(self, text: str, ok: bool) -> None:
        colour = GOOD if ok else BAD
        mark = "✔" if ok else "✘"
        self.message.setText(
            f'<p style="color:{colour}"><b>{mark}</b> {html.escape(text)}</p>')
        self.message.setToolTip(text)
        self.message.show()
        if ok:
            self.show_me_button.setEnabled(False)

    def set_solved(self, last: bool) -> None:
        self.next_button.setText(translate("TutorialPanel", "Finish the lesson") if last
                                 else translate("TutorialPanel", "Next step"))
        self.next_button.setEnabled(True)
        self.next_button.setFocus()

    def set_finished(self, has_next: bool) -> None:
        self.instruction.setText(translate("TutorialPanel", "Lesson complete. Well done!"))
        self.show_me_button.setEnabled(False)
        self.retry_button.setEnabled(False)
        self.next_button.setText(translate("TutorialPanel", "Next lesson") if has_next
                                 else translate("TutorialPanel", "All lessons done"))
        self.next_button.setEnabled(has_next)
