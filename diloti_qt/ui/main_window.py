"""The main window: the table in the middle, menus, toolbar, history and score docks.

Built in two steps: the frame (the menus, the toolbar, the side panel's dock, the status bar
and the empty felt), which is the first frame shown, then the keepers of the tables it shows
(ui.seat_pane.TableKeeper): the first one hosted, the window's own match (ui/local_match.py
LocalMatch), takes the empty felt's place; a table with friends (ui/online/match.py
OnlineTable) may be hosted in its place and give it back (MainWindow.host)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QEvent,
    QSize,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QProgressBar,
    QSizePolicy,
    QStyledItemDelegate,
    QToolBar,
    QWidget,
)

from diloti_qt.controller.pace import Pace
from diloti_qt.engine import Rules
from diloti_qt.resources import resource_path
from diloti_qt.storage.settings import FIRST_LEVEL, Settings

from .open_dialogs import OpenDialogs
from .side_panel import SIDE_KEY, SidePanel, panel_icon
from .table.felt import EmptyTable

if TYPE_CHECKING:  # the tables are hosted after the first paint (host), the pages later
    from PySide6.QtWidgets import QTableView

    from diloti_qt.presenter.presenter import TablePresenter

    from .announcer import Announcer
    from .history_view import HistoryView
    from .local_match import LocalMatch
    from .moves_panel import MovesPanel
    from .seat_pane import SeatPane, TableKeeper
    from .session import Session
    from .sound import Sounds
    from .table.view import TableView

PACE_NAMES = tuple(pace.value for pace in Pace)
QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's "no maximum" for a widget's size
STATUS_MS = 8000
THINKING_SHOW_MS = 200


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class _TotalRowDelegate(QStyledItemDelegate):
    """Draws the score sheet's running-total row in bold."""

    def initStyleOption(self, option, index) -> None:  # noqa: N802 (Qt API)
        super().initStyleOption(option, index)
        model = index.model()  # (none for an index of a model being swapped out)
        if model is not None and index.row() == model.rowCount() - 1:
            option.font.setBold(True)


class MainWindow(QMainWindow):
    """The application window: the frame, the host of the tables' keepers (it asks the
    keeper of the table shown, never which kind it is) and the launcher of the dialogs that
    are not a match's; it reads the presenter (through the models, the table and the status
    bar), never the engine."""

    hosted = Signal(object)  # the TableKeeper whose table the window now shows

    def __init__(self, store=None, parent: QWidget | None = None) -> None:
        """The window's frame as its first frame shows it, at the size and place it was
        left: the menus, the toolbar, the side panel (empty, at its width and in its
        colours), the status bar and the empty felt in the middle. Its actions wait for the
        first keeper (host); the side panel's pages for build_pages()."""
        super().__init__(parent)
        self.keeper: TableKeeper | None = None  # what keeps the pane shown
        self._home: LocalMatch | None = None  # the first keeper hosted: the window's match
        self.pane: SeatPane | None = None  # the table shown: the keeper's
        self.sounds: Sounds | None = None  # the cues, once a table is hosted
        self.store = store  # a storage.settings.SettingsStore, or None: nothing is saved
        self.dialogs = OpenDialogs()  # "statistics", "preferences", "matches", "friends"
        self._parts: dict[str, object] = {}  # what part() built
        self.setAcceptDrops(True)  # a .diloti file dropped on the window opens it
        self.tutorial_hooks = None  # a diloti_qt.ui.tutorial.install.TutorialHooks, once added
        self.setWindowTitle(_tr("Diloti"))  # = the application's display name (app.configure)
        self.setObjectName("mainWindow")

        self.setCentralWidget(EmptyTable())  # the table's felt, until a table is hosted
        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        self.history_view: HistoryView | None = None  # the side panel's pages: build_pages()
        self.score_view: QTableView | None = None
        self.target_label: QLabel | None = None
        self.deal_label: QLabel | None = None
        self._build_docks()
        self._build_status_bar()
        self._wired: set[int] = set()
        self._wired_lists: set[int] = set()
        self._restore_frame()
        self.update_actions()

    # -- the keepers --------------------------------------------------------------------------
    @property
    def local_match(self) -> LocalMatch | None:
        """The window's own match: the first keeper it hosted (app.run_window), the one
        host_match() shows again; None in the first frame."""
        return self._home

    @property
    def online(self) -> TableKeeper | None:
        """The keeper of a table shown instead of the window's own match (a table with
        friends), None while the match's own is shown."""
        return None if self.keeper is self._home else self.keeper

    @property
    def session(self) -> Session | None:
        """The window's own match's Session (None: nothing kept on disk)."""
        return self._home.session if self._home is not None else None

    def part(self, name: str, build: Callable[[], object]):
        """The window's part `name`, built by `build` when first asked for and kept (the
        replay viewer, the record loader: ui/replay/hooks.py)."""
        if name not in self._parts:
            self._parts[name] = build()
        return self._parts[name]

    @property
    def friends_dialog(self):
        """Game ▸ Play with friends…, while it is open (ui/online/dialog.py)."""
        return self.dialogs.get("friends")

    @property
    def replay_viewer(self):
        """The replay viewer, once a match was replayed (ui/replay/hooks.py)."""
        return self._parts.get("replay viewer")

    @property
    def record_loader(self):
        """What reads and checks match records off the GUI thread, once one was read."""
        return self._parts.get("record loader")

    @property
    def matches_dialog(self):
        """Game ▸ Matches…, while it is open (ui/replay/hooks.py)."""
        return self.dialogs.get("matches")

    @property
    def match_pane(self) -> SeatPane | None:
        """The pane of the window's own match, shown or waiting out of sight."""
        return self._home.pane if self._home is not None else None

    def host(self, keeper: TableKeeper) -> None:
        """Show `keeper`'s pane: its table in the middle (in place of the empty felt, or of
        the pane shown, which waits out of sight), its lists in the side panel, its
        announcer in the status bar, its menu beside Game; the actions and the title are the
        keeper's. The first keeper hosted is the window's own match (host_match). The side
        panel keeps its width."""
        old = self.keeper
        if keeper is old:
            return
        pane = keeper.pane
        if old is None:
            from .sound import Sounds, default_backend

            self._home = keeper
            # Sound cues follow the table: each plays as its stage is shown
            self.sounds = Sounds(default_backend(QGuiApplication.platformName()))
        else:
            self.build_pages()
        docks = self.saveState()  # (a window not shown yet: its docks are set once shown)
        shown_before = id(pane) in self._wired
        self._wire(pane)
        held = self.isVisible()
        self._set_middle(pane.view, keep_old=old is not None)  # the old keeps its table
        if shown_before:
            pane.view.show()  # taking it out once hid it (a new one shows with the window)
        if old is not None:
            self.side_panel.replace_page("moves", pane.moves_panel)
            self.history_view.setModel(pane.history_model)
            self.score_view.setModel(pane.score_model)
            self.statusBar().removeWidget(old.pane.announcer.label)
            if old.menu is not None:
                self.menuBar().removeAction(old.menu.menuAction())
        self._show_move_line(pane)
        if keeper.menu is not None:
            self.menuBar().insertMenu(self.menuBar().actions()[1], keeper.menu)
        self.keeper, self.pane = keeper, pane
        if old is None:
            self._apply_settings(self.prefs)
        else:
            pane.dress_like(old.pane, self.prefs)
            self._fit_score_view()
        if not held:  # the docks as they were, once laid out (a shown window's: _set_middle)
            QTimer.singleShot(0, self, lambda: self.restoreState(docks))
        self.setWindowTitle(keeper.title)
        # the keyboard's on the table, as if it had been there when the window was activated
        pane.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self.hosted.emit(keeper)
        self.update_actions()

    def host_match(self) -> None:
        """Show the window's own match again."""
        self.host(self._home)

    def _set_middle(self, widget: QWidget, keep_old: bool = False) -> None:
        """`widget` in the middle of the window (`keep_old`: the one there is taken out,
        not deleted). A new middle lets a shown window's docks spread (Qt: the side panel
        went from 240 to 714 px, and the table was laid out at 480 px, then again at its
        width): the side panel is held at its width until the window has laid the new
        middle out."""
        held = self.isVisible()
        if held:
            self.side_dock.setFixedWidth(self.side_dock.width())
        if keep_old:
            self.takeCentralWidget()
        self.setCentralWidget(widget)
        if held:  # queued after the layout request the new middle posted
            QTimer.singleShot(0, self, self._release_docks)

    def _release_docks(self) -> None:
        self.side_dock.setMinimumWidth(0)
        self.side_dock.setMaximumWidth(QWIDGETSIZE_MAX)

    # -- the pane shown ----------------------------------------------------------------------
    @property
    def presenter(self) -> TablePresenter:
        return self.pane.presenter

    @property
    def table(self) -> TableView:
        return self.pane.view

    @property
    def hand_model(self):
        return self.pane.hand_model

    @property
    def table_model(self):
        return self.pane.table_model

    @property
    def history_model(self):
        return self.pane.history_model

    @property
    def score_model(self):
        return self.pane.score_model

    @property
    def moves_panel(self) -> MovesPanel:
        return self.pane.moves_panel

    @property
    def announcer(self) -> Announcer:
        return self.pane.announcer

    def _show_move_line(self, pane: SeatPane) -> None:
        """`pane`'s announcer in the status bar, between the status line (the one widget
        that is not permanent, index 0) and the thinking mark."""
        self.statusBar().insertPermanentWidget(1, pane.announcer.label)
        pane.announcer.label.show()

    def _wire(self, pane: SeatPane) -> None:
        """What the window takes from a pane it shows (once per pane); its lists' models
        once the side panel shows them (_wire_lists)."""
        if id(pane) in self._wired:
            return
        self._wired.add(id(pane))
        pane.presenter.thinking_changed.connect(self._thinking_changed)
        pane.presenter.changed.connect(self.update_actions)
        pane.view.status_detail.connect(self.show_status)
        pane.view.rule_requested.connect(self.show_rule)
        from .sound import follow_presenter

        follow_presenter(pane.presenter, self.sounds)
        if self.history_view is not None:
            self._wire_lists(pane)

    def _wire_lists(self, pane: SeatPane) -> None:
        """The history scrolls to its newest row and the score sheet fits its rows as they
        come (once per pane; its models are made now, after the first paint)."""
        if id(pane) in self._wired_lists:
            return
        self._wired_lists.add(id(pane))
        for signal in (pane.history_model.rowsInserted, pane.history_model.modelReset):
            signal.connect(lambda *_, p=pane: self.pane is p and self._scroll_history())
        for signal in (pane.score_model.modelReset, pane.score_model.dataChanged):
            signal.connect(lambda *_, p=pane: self.pane is p and self._fit_score_view())

    # -- building ----------------------------------------------------------------------------
    @staticmethod
    def _icon(name: str) -> QIcon:
        """The game's own icon, resources/icons/NAME.svg, drawn like the side panel's: not
        the desktop theme's (looking the theme up took 4-6 ms before the first paint) nor
        the style's standard pixmaps (the first to ask for the style from Python has PySide
        set up QStyle and its enums, some 10 ms)."""
        return QIcon(str(resource_path("icons", f"{name}.svg")))

    def _action(self, text: str, slot: Callable, shortcut=None, tip: str = "",
                icon: QIcon | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        if icon is not None:
            action.setIcon(icon)
        # nothing to act on in the first frame, before a table is hosted
        action.triggered.connect(lambda _=False: self.keeper is not None and slot())
        return action

    def _build_actions(self) -> None:
        self.new_action = self._action(
            _tr("&New match…"), lambda: self._home.open_new_game_dialog(),
            QKeySequence.StandardKey.New,
            _tr("Choose the rules and the opponent and start a new match"),
            self._icon("new-match"))
        self.undo_action = self._action(
            _tr("&Undo"), lambda: self._home.undo(), QKeySequence.StandardKey.Undo,
            _tr("Take back your last move and the computer's reply"),
            self._icon("undo"))
        self.hint_action = self._action(
            _tr("&Hint"), lambda: self._home.ask_hint(), "H", _tr("Show a good move"),
            self._icon("hint"))
        self.next_round_action = self._action(
            _tr("Next &round"), lambda: self.keeper.next_round(), "N", _tr("Deal the next round"),
            self._icon("next-round"))
        self.review_action = self._action(
            _tr("Re&view last round…"), lambda: self._home.show_round_review(), None,
            _tr("Your costliest decisions of the last round, by the Expert's estimate"))
        self.friends_action = self._action(
            _tr("Play with &friends…"), self.open_friends_dialog, None,
            _tr("Host a table for friends or join one, on your network or a server"))
        self.statistics_action = self._action(
            _tr("&Statistics…"), self.show_statistics, "S",
            _tr("Your results, streaks and the score chart of every finished match"))
        self.matches_action = self._action(
            _tr("M&atches…"), self.show_matches, None,
            _tr("Every match you finished: replay it, export it, play its deal again"))
        self.play_deal_action = self._action(
            _tr("Play &deal…"), self.show_play_deal, None,
            _tr("Start a match from a deal number, with these rules and players"))
        self.daily_action = self._action(
            _tr("Deal of the da&y…"), self.show_deal_of_the_day, None,
            _tr("Today's deal, the same for everyone, and your results of the days before"))
        self.score_pad_action = self._action(
            _tr("Score &pad…"), self.show_score_pad, None,
            _tr("Keep the score of a match played with real cards"))
        self.moves_action = self._action(
            _tr("Your &moves list"), self.focus_moves, "M",
            _tr("Choose a move from a list with the arrow keys and Enter"))
        self.table_focus_action = self._action(
            _tr("The &table"), self.focus_table, "T",
            _tr("Arrow keys walk the table's cards and Enter selects them; Down goes to your "
                "hand, where Enter plays"))
        self.preferences_action = self._action(
            _tr("&Preferences…"), self.show_preferences, _preferences_shortcut(),
            _tr("Language, speed, card size, table colour and more"),
            self._icon("preferences"))
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        # the tips another table may change (ui/online's say why they are off there)
        self.action_tips = {a: a.statusTip() for a in (self.undo_action, self.hint_action,
                                                 self.new_action, self.play_deal_action,
                                                 self.friends_action)}
        self.quit_action = self._action(_tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)

        self.pace_group = QActionGroup(self)
        self.pace_actions: dict[str, QAction] = {}
        names = {"normal": _tr("&Normal"), "fast": _tr("&Fast"), "instant": _tr("&Instant")}
        for pace in PACE_NAMES:
            action = QAction(names[pace], self, checkable=True)
            action.setData(pace)
            action.triggered.connect(
                lambda _=False, p=pace: self.keeper is not None and self.set_pace(p))
            self.pace_group.addAction(action)
            self.pace_actions[pace] = action
        self.side_panel_action = QAction(_tr("Side &panel"), self, checkable=True)
        self.side_panel_action.setShortcut(QKeySequence(SIDE_KEY))
        self.side_panel_action.setIcon(panel_icon("unfold"))
        self.side_panel_action.setToolTip(_tr("The history, your moves and the score sheet "
                                              "beside the table ({key})").format(key=SIDE_KEY))
        self.side_panel_action.toggled.connect(lambda on: self.set_side_panel(on))
        self.four_colour_action = QAction(_tr("&Four-colour deck"), self, checkable=True)
        self.four_colour_action.setStatusTip(_tr("Diamonds blue and clubs green"))
        self.four_colour_action.toggled.connect(
            lambda on: self.keeper is not None and self.set_four_colour(on))

        self.rules_action = self._action(_tr("&Rules summary"), self.show_rules_summary,
                                         QKeySequence.StandardKey.HelpContents)
        self.puzzles_action = self._action(
            _tr("&Puzzles…"), self.show_puzzles, None,
            _tr("Find the best move of a last deal, on your own table (your match waits)"))
        self.about_action = self._action(_tr("&About Diloti"), self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(_tr("&Game"))
        game.addAction(self.new_action)
        game.addAction(self.friends_action)
        game.addAction(self.play_deal_action)
        game.addAction(self.daily_action)
        game.addSeparator()
        game.addAction(self.undo_action)
        game.addAction(self.hint_action)
        game.addAction(self.next_round_action)
        game.addAction(self.review_action)
        game.addSeparator()
        game.addAction(self.moves_action)
        game.addAction(self.table_focus_action)
        game.addSeparator()
        game.addAction(self.statistics_action)
        game.addAction(self.matches_action)
        game.addAction(self.score_pad_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        self.settings_menu = bar.addMenu(_tr("&Settings"))
        self.settings_menu.addAction(self.preferences_action)
        self.settings_menu.addSeparator()
        speed = self.settings_menu.addMenu(_tr("Animation &speed"))
        for action in self.pace_actions.values():
            speed.addAction(action)
        self.settings_menu.addAction(self.four_colour_action)
        self.settings_menu.addSeparator()
        self.settings_menu.addAction(self.side_panel_action)
        help_menu = bar.addMenu(_tr("&Help"))
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.puzzles_action)
        help_menu.addSeparator()
        help_menu.addAction(self.about_action)

    def _build_toolbar(self) -> None:
        bar = QToolBar(_tr("Game"), self)
        bar.setObjectName("gameToolBar")
        bar.setMovable(False)
        bar.setIconSize(QSize(20, 20))
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for action in (self.new_action, self.undo_action, self.hint_action,
                       self.next_round_action):
            bar.addAction(action)
        spacer = QWidget()
        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        bar.addWidget(spacer)
        bar.addAction(self.side_panel_action)  # at the right end, over the panel it folds
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.toolbar = bar

    def _build_docks(self) -> None:
        """The side panel's dock, and the panel in it (its pages: build_pages)."""
        self.side_panel = SidePanel()
        self.side_panel.text_resized.connect(self._fit_score_view)
        self.side_panel.room_changed.connect(self._fit_score_view)
        self.side_dock = QDockWidget(_tr("Side panel"), self)
        self.side_dock.setObjectName("sidePanelDock")
        self.side_dock.setWidget(self.side_panel)
        self.side_dock.setTitleBarWidget(QWidget())  # part of the table: no title, no buttons
        self.side_dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.side_dock)

    def build_pages(self) -> None:
        """The side panel's pages and the score sheet under them (once): the history, the
        moves list, the sheet with the target and the deal number."""
        if self.history_view is not None:
            return
        from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QVBoxLayout

        from .history_view import HistoryView

        self._wire_lists(self.pane)
        self.history_view = HistoryView(self.history_model)
        self.history_view.setAccessibleName(_tr("Move history"))
        self.side_panel.add_page("history", self.history_view, panel_icon("history"),
                                 _tr("History"), _tr("The moves played so far, in words"))
        self.side_panel.add_page("moves", self.moves_panel, panel_icon("moves"), _tr("Moves"),
                                 _tr("Your moves, the table and your hand as lists (M)"))

        self.score_view = QTableView()
        self.score_view.setObjectName("scoreView")
        self.score_view.setAccessibleName(_tr("Score sheet"))
        self.score_view.setModel(self.score_model)
        self.score_view.setItemDelegate(_TotalRowDelegate(self.score_view))
        self.score_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.score_view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.score_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.score_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.score_view.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.score_view.setSizePolicy(QSizePolicy.Policy.Preferred,
                                      QSizePolicy.Policy.Expanding)
        self.score_view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.target_label = QLabel()
        self.target_label.setObjectName("targetLabel")
        self.target_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.target_label.setStyleSheet(
            "#targetLabel { color: #ff9d8f; border-top: 2px solid #ff9d8f; padding: 3px; }")
        sheet = QWidget()
        layout = QVBoxLayout(sheet)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.score_view, 1)
        layout.addWidget(self.target_label)
        self.deal_label = QLabel()  # the deal number: Game ▸ Play deal… deals it again
        self.deal_label.setObjectName("dealLabel")
        self.deal_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.deal_label.setStyleSheet("#dealLabel { color: #c9d3cb; }")
        self.deal_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.deal_label)
        layout.addStretch(0)
        self.side_panel.set_sheet(_tr("Score sheet"), sheet)
        # fitted once the view has taken the model's rows: fitted on the model's reset, it
        # came before the view's and was a row short (the Total scrolled away, issue 38)
        self.score_view.verticalHeader().sectionCountChanged.connect(
            lambda *_: self._fit_score_view())
        self._fit_score_view()
        self.update_actions()  # the target and the deal number

    def _fit_score_view(self) -> None:
        """As tall as its rows, so the target line sits under the total like on paper, while
        they take at most half the side panel (the pages keep the rest); beyond that it
        scrolls, kept at its newest rows and the Total."""
        view = self.score_view
        if view is None:
            return
        from PySide6.QtWidgets import QHeaderView

        view.verticalHeader().resizeSections(QHeaderView.ResizeMode.ResizeToContents)
        height = (view.horizontalHeader().sizeHint().height()
                  + view.verticalHeader().length() + 2 * view.frameWidth())
        view.setMaximumHeight(height)
        view.setMinimumHeight(min(height, self.side_panel.height() // 2))
        view.scrollToBottom()

    def _size_docks(self) -> None:
        """The side panel about a fifth of the window wide."""
        width = max(240, min(380, round(self.width() * 0.2)))
        self.resizeDocks([self.side_dock], [width], Qt.Orientation.Horizontal)

    def set_side_panel(self, shown: bool, save: bool = True) -> None:
        """Show or fold away the side panel (Settings ▸ Side panel, F9); remembered."""
        self.side_dock.setVisible(shown)
        blocked = self.side_panel_action.blockSignals(True)
        self.side_panel_action.setChecked(shown)
        self.side_panel_action.blockSignals(blocked)
        if save:
            self.save_settings(side_panel=shown)

    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        self.status_label = QLabel()
        self.status_label.setObjectName("statusLabel")
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        bar.addWidget(self.status_label, 1)  # the announcer's line comes with a table (host)
        self.thinking_label = QLabel()
        self.thinking_bar = QProgressBar()
        self.thinking_bar.setRange(0, 0)
        self.thinking_bar.setFixedSize(64, 12)
        self.thinking_bar.setTextVisible(False)
        for widget in (self.thinking_label, self.thinking_bar):
            widget.hide()
            bar.addPermanentWidget(widget)
        self._status_timer = QTimer(self)
        self._status_timer.setSingleShot(True)
        self._status_timer.timeout.connect(lambda: self.show_status(""))
        self._thinking_timer = QTimer(self)
        self._thinking_timer.setSingleShot(True)
        self._thinking_timer.timeout.connect(self._show_thinking)

    # -- settings ----------------------------------------------------------------------------
    @property
    def prefs(self) -> Settings:
        """The preferences in force (the store's, or this window's own without a store)."""
        return self.store.settings if self.store is not None else self._prefs

    def _restore_frame(self) -> None:
        """The frame as the preferences have it: the felt's colour, the side panel shown or
        folded, the Hint action; the window's size, place and docks as they were left."""
        from .table_look import felt_colour

        self._prefs = Settings()
        prefs = self.prefs
        self.centralWidget().set_felt(felt_colour(prefs.table_colour))
        self.side_panel.set_felt(felt_colour(prefs.table_colour))
        self.set_side_panel(prefs.side_panel, save=False)
        self.hint_action.setVisible(prefs.hints)
        geometry = self.prefs.window_geometry
        if not geometry or not self.restoreGeometry(QByteArray.fromBase64(geometry.encode())):
            self.resize(1200, 780)
        self._restore_docks()
        self._docks_sized = False

    def _restore_docks(self) -> None:
        """The panel's width before the first layout: set once shown, the table would be
        laid out (and painted) at one width and again at another."""
        state = self.prefs.window_state
        if not state or not self.restoreState(QByteArray.fromBase64(state.encode())):
            self._size_docks()

    def _apply_settings(self, prefs: Settings) -> None:
        from .table_look import card_scale, felt_colour

        pace = prefs.animation_speed
        self.set_pace(pace if pace in PACE_NAMES else "normal", save=False)
        blocked = self.four_colour_action.blockSignals(True)
        self.four_colour_action.setChecked(prefs.four_colour_deck)
        self.four_colour_action.blockSignals(blocked)
        self.set_four_colour(prefs.four_colour_deck, save=False)
        self.table.set_card_scale(card_scale(prefs.card_size))
        self.table.set_felt(felt_colour(prefs.table_colour))
        self.side_panel.set_felt(felt_colour(prefs.table_colour))
        self.table.set_card_back(prefs.card_back)
        self.sounds.enabled = prefs.sound
        self.set_side_panel(prefs.side_panel, save=False)
        self.hint_action.setVisible(prefs.hints)
        if not prefs.hints:
            self.table.clear_hint()
        hooks = self.tutorial_hooks
        if hooks is not None and hooks.coach_action.isChecked() != prefs.coach:
            hooks.coach_action.setChecked(prefs.coach)
        self.update_actions()

    def attach_coach(self, action: QAction) -> None:
        """Settings ▸ Coach (added by the tutorial) follows and changes the coach setting."""
        action.setChecked(self.prefs.coach)
        if self.prefs.coach:
            self.side_panel.show_page("history")  # the coach waits behind its button
        action.toggled.connect(lambda on: self.save_settings(coach=on))

    def apply_settings(self, changes: dict) -> None:
        """Save `changes` (Settings keywords) and put them into effect at once; a new
        language waits for the next start."""
        language = self.prefs.language
        self.save_settings(**changes)
        self._apply_settings(self.prefs)
        if self.prefs.language != language:
            self.show_status(_tr("The new language takes effect the next time Diloti starts."))

    def save_settings(self, **changes) -> None:
        """Keep `changes` (Settings keywords) in the preferences (saved with a store)."""
        try:
            self._prefs = self.prefs.with_changes(**changes)
        except ValueError:
            return
        if self.store is None:
            return
        try:
            notice = self.store.update(**changes)
        except ValueError:
            return
        if notice is not None:
            self.show_status(notice.render(QCoreApplication.translate))

    def saved_match_settings(self) -> tuple[Rules, str]:
        """The rules and level of the last match started from the dialog (or the defaults)."""
        from .match_setup import player_levels

        if self.store is None:
            return Rules.make(), FIRST_LEVEL
        prefs = self.store.settings
        try:
            rules = prefs.rules() or Rules.make()
        except ValueError:
            rules = Rules.make()
        level = prefs.last_level
        return rules, level if level in player_levels() else FIRST_LEVEL

    def saved_levels(self, rules: Rules, level: str) -> dict[int, str]:
        """Every computer seat's level for `rules`: with four, the partner's as saved."""
        from .match_setup import player_levels, seat_levels

        partner = self.store.settings.last_partner_level if self.store is not None else ""
        return seat_levels(rules.players, level,
                           partner if partner in player_levels() else level)

    def set_pace(self, pace: str, save: bool = True) -> None:
        pace = Pace.of(pace)
        self._home.set_pace(pace)
        self.table.set_pace(pace)
        self.pace_actions[pace.value].setChecked(True)
        if save:
            self.save_settings(animation_speed=pace)

    def set_four_colour(self, on: bool, save: bool = True) -> None:
        self.table.set_four_colour(on)
        if save:
            self.save_settings(four_colour_deck=on)

    @Slot()
    def open_friends_dialog(self) -> None:
        from .online.dialog import open_friends_dialog

        open_friends_dialog(self)

    @Slot()
    def show_statistics(self) -> None:
        from .dialogs.statistics import StatisticsDialog

        dialog = self.dialogs.get("statistics")
        if dialog is None:
            if self.session is not None:
                history = self.session.history
            else:
                from diloti_qt.storage.history import MatchHistory

                history, notices = MatchHistory.open()
                for notice in notices:
                    self.show_status(notice.render(QCoreApplication.translate))
            dialog = self.dialogs.keep("statistics", StatisticsDialog(history, self))
            if self.session is not None:
                self.session.recorded.connect(dialog.refresh)
            else:
                dialog.destroyed.connect(history.close)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    @Slot()
    def show_deal_of_the_day(self):
        """Game ▸ Deal of the day… (its Play starts the window's own match)."""
        from .dialogs.deal_of_the_day import open_deal_of_the_day

        if self.session is not None:
            return open_deal_of_the_day(self, self.session.history)
        from diloti_qt.storage.history import MatchHistory

        history, _notices = MatchHistory.open()
        dialog = open_deal_of_the_day(self, history)
        dialog.destroyed.connect(history.close)
        return dialog

    @Slot()
    def show_matches(self) -> None:
        from .replay.hooks import show_matches

        show_matches(self)

    def open_record_file(self, path) -> None:
        """A .diloti file (the command line, a drop): checked off the GUI thread, then kept
        and shown in Matches and the viewer."""
        from .replay.hooks import open_record_file

        return open_record_file(self, path)

    def dragEnterEvent(self, event) -> None:  # noqa: N802 (Qt API)
        from .replay.hooks import record_paths

        if event.mimeData().hasUrls() and record_paths(event.mimeData().urls()):
            event.acceptProposedAction()
        else:
            super().dragEnterEvent(event)

    def dropEvent(self, event) -> None:  # noqa: N802 (Qt API)
        from .replay.hooks import record_paths

        paths = record_paths(event.mimeData().urls()) if event.mimeData().hasUrls() else []
        if not paths:
            super().dropEvent(event)
            return
        event.acceptProposedAction()
        self.open_record_file(paths[0])

    @Slot()
    def show_score_pad(self) -> None:
        from .dialogs.score_pad import open_score_pad

        open_score_pad(self)

    @Slot()
    def show_play_deal(self) -> None:
        from .dialogs.play_deal import open_play_deal

        open_play_deal(self)

    @Slot()
    def show_preferences(self) -> None:
        from .dialogs.preferences import PreferencesDialog

        dialog = self.dialogs.get("preferences")
        if dialog is not None:
            dialog.raise_()
            return
        dialog = self.dialogs.keep("preferences", PreferencesDialog(self.prefs, self))
        dialog.applied.connect(self.apply_settings)
        dialog.open()

    @Slot()
    def focus_moves(self) -> None:
        self.set_side_panel(True, save=self.side_dock.isHidden())
        self.side_panel.show_page("moves")
        self.moves_panel.focus_moves()

    @Slot()
    def focus_table(self) -> None:
        self.table.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.table.gesture.focus_table_cards()

    def update_actions(self) -> None:
        """The actions for the table shown, as its keeper sets them (in the first frame,
        before any table, nothing to undo, hint or review)."""
        if self.keeper is not None:
            self.keeper.update_actions()
            return
        for action in (self.undo_action, self.hint_action, self.next_round_action,
                       self.review_action):
            action.setEnabled(False)

    # -- status bar --------------------------------------------------------------------------
    @Slot(str)
    def show_status(self, text: str, tooltip: str = "") -> None:
        self.status_label.setText(text)
        self.status_label.setToolTip(tooltip)
        if text:
            self._status_timer.start(STATUS_MS)

    def show_refusal(self, sentence: str, rule_ids: str) -> None:
        """Why a move was refused, on the status line (the rule ids in its tooltip)."""
        tip = _tr("Rule {rules} (see Help ▸ Rules summary)").format(rules=rule_ids) \
            if rule_ids else ""
        self.show_status(sentence, tip)

    def _thinking_changed(self, thinking: bool) -> None:
        """Shown by the presenter only once the table shows the computer's turn."""
        snap = self.presenter.snapshot
        text = self.keeper.thinking_text(snap.to_move) \
            if thinking and snap is not None and snap.to_move is not None else ""
        if text:
            self.thinking_label.setText(text)
            self._thinking_timer.start(THINKING_SHOW_MS)
        else:
            self._thinking_timer.stop()
            self.thinking_label.hide()
            self.thinking_bar.hide()

    def _show_thinking(self) -> None:
        if self.presenter.thinking:
            self.thinking_label.show()
            self.thinking_bar.show()

    def _scroll_history(self) -> None:
        if self.history_view is not None:
            self.history_view.follow_newest()

    # -- help --------------------------------------------------------------------------------
    @Slot()
    def show_rules_summary(self) -> None:
        from .dialogs.rules_summary import RulesSummaryDialog

        dialog = RulesSummaryDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def show_rule(self, rule_id: str) -> None:
        """A rule in full (Help ▸ Rules reference at that rule; the summary without it)."""
        if self.tutorial_hooks is not None:
            self.tutorial_hooks.show_rule(rule_id)
        else:
            self.show_rules_summary()

    @Slot()
    def show_puzzles(self) -> None:
        """Help ▸ Puzzles…: the puzzles on the window's table (ui/puzzles)."""
        from .puzzles.keeper import open_puzzles

        open_puzzles(self)

    @Slot()
    def show_about(self) -> None:
        from .dialogs.about import show_about

        show_about(self)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self.pane is not None \
                and self.pane.has_list_models():
            self.history_model.retranslate()  # the history in the language now installed

    def showEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        if not self._docks_sized:
            self._docks_sized = True
            self.set_side_panel(self.prefs.side_panel, save=False)

    # -- closing -----------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt API)
        if self.keeper is not None and not self.keeper.close_window(event):
            return  # the keeper asks first (hosting friends)
        self.save_settings(
            window_geometry=bytes(self.saveGeometry().toBase64()).decode("ascii"),
            window_state=bytes(self.saveState().toBase64()).decode("ascii"))
        if self._home is not None:
            self._home.close()
            self.sounds.close()
        super().closeEvent(event)


def _preferences_shortcut() -> QKeySequence:
    standard = QKeySequence(QKeySequence.StandardKey.Preferences)
    return standard if not standard.isEmpty() else QKeySequence("Ctrl+,")
