"""The tutorial window: the real table playing a lesson, the lesson list and the lesson panel."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QColor, QFont, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QWidget,
)

from diloti_qt.controller.pace import Pace
from diloti_qt.tutorial import load_lessons, read_progress, save_progress
from diloti_qt.tutorial.texts import tr
from diloti_qt.ui.announcer import announce
from diloti_qt.ui.side_panel import felt_palette
from diloti_qt.ui.seat_pane import SeatPane
from diloti_qt.ui.table_look import felt_colour

from .highlights import LessonHighlights
from .lesson_controller import LessonController
from .panel import InstructionPanel

DONE_MARK = "✔ "


translate = QCoreApplication.translate


def default_progress_path() -> Path:
    from diloti_qt.storage.paths import data_dir, tutorial_path

    data_dir(create=True)
    return tutorial_path()


class TutorialWindow(QMainWindow):
    """Learn Diloti: lessons on the same table and with the same dragging as a real game."""

    def __init__(self, progress_path: Path | None = None, pace: str = "normal",
                 ai_mode: str = "thread", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tutorialWindow")
        self.setWindowTitle(translate("TutorialWindow", "Tutorial"))
        self.progress_path = progress_path or default_progress_path()
        progress = read_progress(self.progress_path)  # a damaged file is set aside: said below
        self.done = set(progress.value or ())
        self.lessons = load_lessons()
        self.pace = pace
        self.controller = c = LessonController(self, ai_mode)
        c.pace = pace
        self.pane = SeatPane(c, pace, self, lists=False, announcer=None)  # as a match's
        self.presenter = self.pane.presenter
        self.hand_model = self.pane.hand_model
        self.table_model = self.pane.table_model
        self.table = self.pane.view
        self.table.set_pace(pace)
        self.setCentralWidget(self.table)
        self.highlights = LessonHighlights(self.table)
        self.panel = InstructionPanel()
        self.panel_dock = self._dock(translate("TutorialWindow", "Lesson"), "lessonDock",
                                     self.panel, Qt.DockWidgetArea.RightDockWidgetArea)
        self.lesson_list = QListWidget()
        self.lesson_list.setObjectName("lessonList")
        self.lesson_list.setAccessibleName(translate("TutorialWindow", "Lessons"))
        self.lesson_list.setWordWrap(True)
        self.lesson_list.setMinimumWidth(240)
        self.lesson_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.lesson_list.itemActivated.connect(self._lesson_chosen)
        self.lesson_list.itemClicked.connect(self._lesson_chosen)
        self.list_dock = self._dock(translate("TutorialWindow", "Lessons"), "lessonListDock",
                                    self.lesson_list, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.resizeDocks([self.list_dock, self.panel_dock], [260, 340],
                         Qt.Orientation.Horizontal)
        self._fill_list()
        self.set_felt(felt_colour("green"))  # until the game hands over the player's look
        self._demo_timer = QTimer(self)
        self._demo_timer.setSingleShot(True)
        self._demo_timer.timeout.connect(self._play_demo)
        self._demo = None
        self.rules_dialog = None
        c.step_started.connect(self._step_started)
        c.feedback.connect(self._feedback)
        c.step_solved.connect(self._step_solved)
        c.lesson_finished.connect(self._lesson_finished)
        c.illegal_move.connect(self._refused)
        c.hint_ready.connect(lambda move, _why: self.table.show_hint(move))
        self.presenter.reached.connect(self._say_stage)
        self.panel.show_me.connect(self.show_me)
        self.panel.retry.connect(self.retry)
        self.panel.next_step.connect(self.go_on)
        self.panel.rule_clicked.connect(self.show_rule)
        self.panel.text_resized.connect(self._list_text)
        self.table.rule_requested.connect(self.show_rule)
        # No status bar: every message goes to the lesson panel (a status bar appearing with
        # the first message shifted the table up, and kept an old error after a good move).
        self.close_action = QAction(translate("TutorialWindow", "Close the tutorial"), self)
        self.close_action.setObjectName("closeTutorialAction")
        keys = [QKeySequence("Ctrl+W"), QKeySequence(Qt.Key.Key_Escape)]  # Ctrl+W everywhere
        standard = QKeySequence(QKeySequence.StandardKey.Close)  # Ctrl+F4 on Windows
        self.close_action.setShortcuts(keys + ([standard] if standard not in keys else []))
        self.close_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.close_action.triggered.connect(self._escape)
        self.addAction(self.close_action)
        self.resize(1280, 800)
        if progress.notices:
            self.statusBar().showMessage("  ".join(
                notice.render(translate) for notice in progress.notices), 15000)

    def use_look(self, prefs) -> None:
        """The player's deck, card back, felt and card size (a Settings), as in the game."""
        from diloti_qt.ui.table_look import card_scale, felt_colour

        self.table.set_four_colour(prefs.four_colour_deck)
        self.table.set_card_back(prefs.card_back)
        self.set_felt(felt_colour(prefs.table_colour))
        self.table.set_card_scale(card_scale(prefs.card_size))

    def set_felt(self, felt: QColor) -> None:
        """The table's felt, and the lesson list and the lesson panel beside it in the same
        colours, as the game's side panel."""
        self.table.set_felt(felt)
        palette = felt_palette(felt)
        self.setPalette(palette)  # the splitters between the docks and the table too
        for dock in (self.list_dock, self.panel_dock):
            dock.setPalette(palette)
            for part in (dock.widget(), dock.titleBarWidget()):
                part.setPalette(palette)
                part.setAutoFillBackground(True)
        self.lesson_list.setPalette(palette)
        self.panel.set_palette(palette)

    def _list_text(self, px: int) -> None:
        """The lesson list and the headings at the lesson's text size."""
        for widget in (self.lesson_list, self.list_dock.titleBarWidget(),
                       self.panel_dock.titleBarWidget()):
            font = QFont(widget.font())
            font.setPixelSize(px)
            widget.setFont(font)

    def _escape(self) -> None:
        """Esc or Ctrl+W: close the move chooser if it is open, else the tutorial."""
        chooser = self.table.chooser
        if chooser is not None:
            chooser.cancelled.emit()
            return
        self.close()

    def _dock(self, title: str, name: str, widget: QWidget, area) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        heading = QLabel(title)  # a heading in the felt's colours, not a tool window's bar
        heading.setObjectName(f"{name}Title")
        heading.setStyleSheet("padding: 4px 6px;")
        bold = heading.font()
        bold.setBold(True)
        heading.setFont(bold)
        dock.setTitleBarWidget(heading)
        # part of the table, as the game's side panel: no buttons to float or close it
        dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.addDockWidget(area, dock)
        return dock

    def _fill_list(self) -> None:
        self.lesson_list.clear()
        for n, lesson in enumerate(self.lessons, start=1):
            mark = DONE_MARK if lesson.id in self.done else ""
            item = QListWidgetItem(f"{mark}{n}. {tr(lesson.title)}")
            item.setData(Qt.ItemDataRole.UserRole, lesson.id)
            item.setToolTip(tr(lesson.summary))
            self.lesson_list.addItem(item)

    # -- lessons ------------------------------------------------------------------------------
    def start_lesson(self, lesson_id: str | None = None) -> None:
        """Start a lesson (by default the first one not done yet)."""
        if lesson_id is None:
            lesson = next((x for x in self.lessons if x.id not in self.done), self.lessons[0])
        else:
            lesson = next(x for x in self.lessons if x.id == lesson_id)
        self._demo_timer.stop()
        self.table.set_pace(self.pace)
        self.lesson_list.setCurrentRow(self.lessons.index(lesson))
        self.controller.start_lesson(lesson)

    def _lesson_chosen(self, item: QListWidgetItem) -> None:
        lesson_id = item.data(Qt.ItemDataRole.UserRole)
        current = self.controller.lesson
        if current is None or current.id != lesson_id or self.controller.lesson_runner.finished:
            self.start_lesson(lesson_id)

    def _step_started(self, index: int) -> None:
        runner = self.controller.lesson_runner
        step = runner.step
        self.panel.set_step(runner.lesson, index, tr(step.instruction))
        self.highlights.set_targets(step.highlight, step.highlight_hand)

    def _step_solved(self, index: int) -> None:
        self.table.set_pace(self.pace)
        self.highlights.clear()
        runner = self.controller.lesson_runner
        self.panel.set_solved(index + 1 == runner.step_count)

    def _feedback(self, text: str, ok: bool) -> None:
        self.panel.set_feedback(text, ok)
        if ok:
            self.table.hide_toast()
            self.highlights.clear()  # the step's targets are used: no frame stays behind

    def _say_stage(self, stage) -> None:
        """The computer's scripted reply (a deal, a xeri) said as the game says it, and shown
        in words under the verdict of the learner's move."""
        if stage.announce:
            announce(self.table, stage.announce, name=False)
            if stage.seat is not None and stage.seat != self.controller.human:
                self.panel.set_answer(stage.announce)

    def _refused(self, text: str, rules: str) -> None:
        self.table.report(text, rules)

    def go_on(self) -> None:
        """Next step, or after the last one the next lesson."""
        runner = self.controller.lesson_runner
        if runner is None:
            return
        if runner.finished:
            following = self._following(runner.lesson.id)
            if following is not None:
                self.start_lesson(following)
            return
        self.controller.next_step()

    def _following(self, lesson_id: str) -> str | None:
        ids = [x.id for x in self.lessons]
        i = ids.index(lesson_id)
        return ids[i + 1] if i + 1 < len(ids) else None

    def _lesson_finished(self, lesson_id: str) -> None:
        self.done.add(lesson_id)
        try:
            save_progress(self.progress_path, self.done)
        except OSError as e:
            self.panel.set_feedback(
                translate("TutorialWindow", "Could not save your progress: {error}").format(
                    error=e.strerror), False)
        self._fill_list()
        self.lesson_list.setCurrentRow([x.id for x in self.lessons].index(lesson_id))
        self.highlights.clear()
        self.panel.set_finished(self._following(lesson_id) is not None)

    def retry(self) -> None:
        self._demo_timer.stop()
        self.table.set_pace(self.pace)
        self.controller.retry_step()

    def show_me(self) -> None:
        """Point at the expected move, then play it slowly."""
        move = self.controller.demo_move()
        if move is None:
            return
        self.panel.show_me_button.setEnabled(False)
        self.table.show_hint(move)
        self._demo = move
        self._demo_timer.start(Pace.of(self.pace).ms.show_me)

    def _play_demo(self) -> None:
        move, self._demo = self._demo, None
        if move is None or self.controller.demo_move() != move:
            return
        if self.pace != "instant":
            self.table.set_pace("normal")
        self.table.play(move)

    def show_rule(self, rule_id: str) -> None:
        from .rules_reference import RulesReferenceDialog

        if self.rules_dialog is None:
            self.rules_dialog = RulesReferenceDialog(self)
        self.rules_dialog.show()
        self.rules_dialog.raise_()
        self.rules_dialog.activateWindow()  # the keyboard goes to it, open before or not
        self.rules_dialog.show_rule(rule_id)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt API)
        self._demo_timer.stop()
        self.controller.shutdown()
        super().closeEvent(event)
