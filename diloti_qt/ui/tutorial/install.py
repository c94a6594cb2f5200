"""Adds the tutorial, the coach and the rules reference to the main window's menus."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFrame, QMainWindow, QMenu, QScrollArea

from ..side_panel import SidePanel, panel_icon

translate = QCoreApplication.translate


class GameWindow(Protocol):
    """What the tutorial needs of the window it joins (the MainWindow has all of it):
    `table` may be None (no status line to follow), `prefs` None (the tutorial keeps its
    own look); the menus and the side panel are where the tutorial's entries go."""

    table: object | None  # a TableView: its status messages go to the coach
    prefs: object | None  # the Settings whose card look the tutorial follows
    rules_action: QAction
    about_action: QAction
    settings_menu: QMenu
    side_panel: SidePanel  # the coach is a page of it
    tutorial_hooks: object | None


class TutorialHooks(QObject):
    """What `install` added: Help ▸ Learn Diloti…, Help ▸ Rules reference…, Settings ▸ Coach."""

    def __init__(self, window: GameWindow, controller, progress_path=None) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller  # the GameController of the match the coach follows
        self.progress_path = progress_path
        self.tutorial_window = None
        self.rules_dialog = None
        self.tutorial_action = QAction(
            translate("TutorialMenu", "&Learn Diloti (tutorial)…"), window)
        self.tutorial_action.setObjectName("tutorialAction")
        self.tutorial_action.setStatusTip(translate("TutorialMenu", "Lessons that teach the game "
                                                                    "step by step"))
        self.tutorial_action.triggered.connect(self.open_tutorial)
        self.reference_action = QAction(translate("TutorialMenu", "Rules &reference…"), window)
        self.reference_action.setObjectName("rulesReferenceAction")
        self.reference_action.setStatusTip(translate("TutorialMenu", "Every rule and house rule, "
                                                                     "by its id"))
        self.reference_action.triggered.connect(lambda: self.show_rule(""))
        self.coach_action = QAction(translate("TutorialMenu", "&Coach"), window, checkable=True)
        self.coach_action.setObjectName("coachAction")
        self.coach_action.setStatusTip(translate("TutorialMenu", "Explain declarations and duties "
                                                                 "while you play"))
        self.coach_page: QScrollArea | None = None  # the coach's page in the side panel
        self.coach = None
        self.coach_action.toggled.connect(self.set_coach)

    def open_tutorial(self) -> None:
        from .window import TutorialWindow

        if self.tutorial_window is None:
            self.tutorial_window = TutorialWindow(self.progress_path,
                                                  pace=self.controller.pace)
            if self.window.prefs is not None:
                self.tutorial_window.use_look(self.window.prefs)
            self.tutorial_window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            self.tutorial_window.destroyed.connect(self._tutorial_closed)
            self.tutorial_window.show()
            self.tutorial_window.start_lesson()
        self.tutorial_window.raise_()
        self.tutorial_window.activateWindow()

    def _tutorial_closed(self) -> None:
        self.tutorial_window = None

    def show_rule(self, rule_id: str) -> None:
        from .rules_reference import RulesReferenceDialog

        if self.rules_dialog is None:
            self.rules_dialog = RulesReferenceDialog(self.window)
        self.rules_dialog.show()
        self.rules_dialog.raise_()
        self.rules_dialog.activateWindow()  # the keyboard goes to it, open before or not
        if rule_id:
            self.rules_dialog.show_rule(rule_id)

    def set_coach(self, on: bool) -> None:
        """The coach's page in the side panel, in the row while the coach is on (Settings ▸
        Coach, or the preferences): only the player's choice switches it off."""
        if on and self.coach_page is None:
            from .coach import CoachPanel

            panel = CoachPanel(self.controller)
            panel.rule_clicked.connect(self.show_rule)
            if self.window.table is not None:
                self.window.table.status.connect(panel.status_message)
            scroll = QScrollArea()
            scroll.setObjectName("coachPage")
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setWidget(panel)
            self.coach = panel
            self.window.side_panel.add_page(
                "coach", scroll, panel_icon("coach"), translate("TutorialMenu", "Coach"),
                translate("TutorialMenu", "The coach: your duty, the declarations in play and "
                                          "why a move was refused"))
            self.coach_page = scroll
        if self.coach_page is not None:
            self.window.side_panel.set_page_shown("coach", on)
            if on:
                self.window.side_panel.show_page("coach")


def _menu_with(window: QMainWindow, action: QAction | None) -> QMenu | None:
    if action is None:
        return None
    for menu in window.menuBar().findChildren(QMenu):
        if action in menu.actions():
            return menu
    return None


def install(window: GameWindow, controller, progress_path=None) -> TutorialHooks:
    """Add the tutorial's menu entries to `window` (a MainWindow, or any GameWindow), the
    coach following `controller`'s match (a GameController)."""
    hooks = TutorialHooks(window, controller, progress_path)
    before = window.rules_action
    help_menu = _menu_with(window, before) or _menu_with(window, window.about_action)
    if help_menu is None:
        help_menu = window.menuBar().addMenu(translate("TutorialMenu", "&Help"))
    if before in help_menu.actions():
        help_menu.insertAction(before, hooks.tutorial_action)
        actions = help_menu.actions()
        after = actions[actions.index(before) + 1] if actions.index(before) + 1 < len(
            actions) else None
        if after is not None:
            help_menu.insertAction(after, hooks.reference_action)
        else:
            help_menu.addAction(hooks.reference_action)
    else:
        help_menu.addAction(hooks.tutorial_action)
        help_menu.addAction(hooks.reference_action)
    window.settings_menu.addAction(hooks.coach_action)
    window.tutorial_hooks = hooks
    return hooks
