"""The main window: the table in the middle, menus, toolbar, history and score docks.

Built in two steps: the frame (the menus, the toolbar, the side panel's dock, the status bar
and the empty felt), which is the first frame shown, then the game attached into it (the
controller and the table of its match, MainWindow.attach)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QRect, QSize, Qt, QTimer, Slot
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

from .side_panel import SIDE_KEY, SidePanel, panel_icon
from .table.felt import EmptyTable

if TYPE_CHECKING:  # the game is attached after the first paint (attach), its pages later
    from PySide6.QtWidgets import QListView, QTableView

    from diloti_qt.presenter.presenter import TablePresenter

    from .announcer import Announcer
    from .seat_pane import SeatPane, TableKeeper
    from .sound import Sounds
    from .table import TableView

    from .moves_panel import MovesPanel

PACE_NAMES = tuple(pace.value for pace in Pace)
QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's "no maximum" for a widget's size
STATUS_MS = 8000
THINKING_SHOW_MS = 200
WARM_UP_MS = 250  # after the first paint, the worker process boots (if no job started it)


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class _TotalRowDelegate(QStyledItemDelegate):
    """Draws the score sheet's running-total row in bold."""

    def initStyleOption(self, option, index) -> None:  # noqa: N802 (Qt API)
        super().initStyleOption(option, index)
        model = index.model()  # (none for an index of a model being swapped out)
        if model is not None and index.row() == model.rowCount() - 1:
            option.font.setBold(True)


class _NewestRowDelegate(QStyledItemDelegate):
    """Draws the history's newest move in bold, each row measured at the width the list
    paints it at (measured at the list's own guess, a pixel wider, a line that just fitted
    was painted cut short: "Ο υπολογιστής έριξε κάτω το …").

    A list of rows of their own heights lays every row out again when one is added, so
    each row's size is kept by what decides it (its words, bold or not, the width, the
    font): a move adds one measure, not one per row of the match."""

    MAX_KEPT = 4096

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._sizes: dict[tuple, QSize] = {}

    def initStyleOption(self, option, index) -> None:  # noqa: N802 (Qt API)
        super().initStyleOption(option, index)
        model = index.model()  # (none for an index of a model being swapped out)
        if model is not None and index.row() == model.rowCount() - 1:
            option.font.setBold(True)

    def sizeHint(self, option, index) -> QSize:  # noqa: N802 (Qt API)
        view = self.parent()
        width = view.viewport().width() - 2 * view.spacing()
        model = index.model()
        newest = model is not None and index.row() == model.rowCount() - 1
        key = (index.data(), newest, width, option.font.key())
        size = self._sizes.get(key)
        if size is None:
            from PySide6.QtWidgets import QStyleOptionViewItem

            if len(self._sizes) >= self.MAX_KEPT:
                self._sizes.clear()
            option = QStyleOptionViewItem(option)
            # a whole rectangle: Qt also asks with an empty one (after a model reset), and
            # wraps only in a valid one (one long line was kept and painted cut short)
            option.rect = QRect(0, 0, width, max(1, option.rect.height()))
            size = self._sizes[key] = super().sizeHint(option, index)
        return QSize(size)


class MainWindow(QMainWindow):
    """The application window; it reads the controller and the presenter (through the
    models, the table and the status bar), never the engine."""

    def __init__(self, store=None, parent: QWidget | None = None) -> None:
        """The window's frame as its first frame shows it, at the size and place it was
        left: the menus, the toolbar, the side panel (empty, at its width and in its
        colours), the status bar and the empty felt in the middle. Its actions wait for the
        game (attach); the side panel's pages for build_pages()."""
        super().__init__(parent)
        self.controller = None  # the GameController of the window's match, once attached
        self.match_pane: SeatPane | None = None  # the table of the window's own match
        self.pane: SeatPane | None = None  # the table shown: the match's, or another keeper's
        self.sounds: Sounds | None = None  # the cues, once the game is attached
        self.store = store  # a diloti_qt.storage.SettingsStore, or None: nothing is saved
        self.new_game_dialog = None
        self.round_dialog = None
        self.match_dialog = None
        self.statistics_dialog = None
        self.matches_dialog = None
        self.replay_viewer = None  # a ui.replay.viewer.ReplayViewer once a match is replayed
        self.record_loader = None  # a ui.replay.loading.RecordLoader once a record is read
        self.own_records = None  # the kept matches' RecordStore of a window without a session
        self.friends_dialog = None  # Game ▸ Play with friends… (ui/online)
        self.preferences_dialog = None
        self.abandon_box = None
        self.review_window = None
        self.last_round = None  # the FinishedRound the review looks at
        self.session = None  # a diloti_qt.ui.session.Session when matches are kept on disk
        self.setAcceptDrops(True)  # a .diloti file dropped on the window opens it
        self.tutorial_hooks = None  # a diloti_qt.ui.tutorial.install.TutorialHooks, once added
        self._dialog_pending = False
        self.setWindowTitle(_tr("Diloti"))  # = the application's display name (app.configure)
        self.setObjectName("mainWindow")

        self.setCentralWidget(EmptyTable())  # the table's felt, until the game is attached
        self._build_actions()
        self._match_keeper = _MatchKeeper(self)
        self.keeper: TableKeeper = self._match_keeper  # what keeps the pane shown
        self._build_menus()
        self._build_toolbar()
        self.history_view: QListView | None = None  # the side panel's pages: build_pages()
        self.score_view: QTableView | None = None
        self.target_label: QLabel | None = None
        self.deal_label: QLabel | None = None
        self._build_docks()
        self._build_status_bar()
        self._wired: set[int] = set()
        self._wired_lists: set[int] = set()
        self._restore_frame()
        self._update_actions()

    def attach(self, controller, pane: SeatPane, *, pages: bool = True) -> None:
        """The game in the frame (once): `controller`'s match and `pane`, its table, in the
        middle in place of the empty felt; its announcer in the status bar, the preferences
        applied to it, the sound cues following it. `pages` False: the side panel's pages
        (the history, the moves, the score sheet) wait for build_pages() (app.run_window:
        after the table's first frame, which they would slow)."""
        from .sound import Sounds, default_backend

        self.controller = controller
        self.match_pane = self.pane = pane
        pane.view.setObjectName("table")
        shown = self.isVisible()
        self._set_middle(pane.view)  # the empty felt goes
        # the keyboard's on the table, as if it had been there when the window was activated
        pane.view.setFocus(Qt.FocusReason.OtherFocusReason)
        # Sound cues follow the table: each plays as its stage is shown
        self.sounds = Sounds(default_backend(QGuiApplication.platformName()))
        self._show_move_line(pane)
        self._connect()
        self._wire(pane)
        self._apply_settings(self.prefs)
        if pages:
            self.build_pages()
        self._update_actions()
        if not shown:
            self._restore_docks()

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

    @property
    def online(self) -> TableKeeper | None:
        """The keeper of a table shown instead of the window's own match (a table with
        friends), None while the match's own is shown."""
        return None if self.keeper is self._match_keeper else self.keeper

    def host(self, keeper: TableKeeper) -> None:
        """Show `keeper`'s pane in place of the one shown (the window's own match waits
        out of sight): its table in the middle, its lists in the side panel, its announcer
        in the status bar, its menu beside Game; the actions and the title are the
        keeper's. The side panel keeps its width."""
        old = self.keeper
        if keeper is old:
            return
        pane, was = keeper.pane, old.pane
        self.build_pages()
        docks = self.saveState()  # (a window not shown yet: its docks are set once shown)
        shown_before = id(pane) in self._wired
        self._wire(pane)
        self._wire_lists(pane)
        held = self.isVisible()
        self._set_middle(pane.view, keep_old=True)  # the old pane keeps its table, unseen
        if shown_before:
            pane.view.show()  # taking it out once hid it (a new one shows with the window)
        self.side_panel.replace_page("moves", pane.moves_panel)
        self.history_view.setModel(pane.history_model)
        self.score_view.setModel(pane.score_model)
        self.statusBar().removeWidget(was.announcer.label)
        self._show_move_line(pane)
        if old.menu is not None:
            self.menuBar().removeAction(old.menu.menuAction())
        if keeper.menu is not None:
            self.menuBar().insertMenu(self.menuBar().actions()[1], keeper.menu)
        self.keeper, self.pane = keeper, pane
        pane.dress_like(was, self.prefs)
        self._close_end_dialogs()
        self._fit_score_view()
        if not held:  # the docks as they were, once laid out (a shown window's: _set_middle)
            QTimer.singleShot(0, self, lambda: self.restoreState(docks))
        self.setWindowTitle(keeper.title)
        pane.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self._update_actions()

    def _show_move_line(self, pane: SeatPane) -> None:
        """`pane`'s announcer in the status bar, between the status line (the one widget
        that is not permanent, index 0) and the thinking mark."""
        self.statusBar().insertPermanentWidget(1, pane.announcer.label)
        pane.announcer.label.show()

    def host_match(self) -> None:
        """Show the window's own match again."""
        self.host(self._match_keeper)

    def _wire(self, pane: SeatPane) -> None:
        """What the window takes from a pane it shows (once per pane); its lists' models
        once the side panel shows them (_wire_lists)."""
        if id(pane) in self._wired:
            return
        self._wired.add(id(pane))
        pane.presenter.thinking_changed.connect(self._thinking_changed)
        pane.presenter.changed.connect(self._update_actions)
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
        # nothing to act on in the first frame, before the game is attached
        action.triggered.connect(lambda _=False: self.controller is not None and slot())
        return action

    def _build_actions(self) -> None:
        self.new_action = self._action(
            _tr("&New match…"), self.open_new_game_dialog, QKeySequence.StandardKey.New,
            _tr("Choose the rules and the opponent and start a new match"),
            self._icon("new-match"))
        self.undo_action = self._action(
            _tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo,
            _tr("Take back your last move and the computer's reply"),
            self._icon("undo"))
        self.hint_action = self._action(
            _tr("&Hint"), self.ask_hint, "H", _tr("Show a good move"),
            self._icon("hint"))
        self.next_round_action = self._action(
            _tr("Next &round"), self.next_round, "N", _tr("Deal the next round"),
            self._icon("next-round"))
        self.review_action = self._action(
            _tr("Re&view last round…"), self.show_round_review, None,
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
        self._tips = {a: a.statusTip() for a in (self.undo_action, self.hint_action,
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
                lambda _=False, p=pace: self.controller is not None and self.set_pace(p))
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
            lambda on: self.controller is not None and self.set_four_colour(on))

        self.rules_action = self._action(_tr("&Rules summary"), self.show_rules_summary,
                                         QKeySequence.StandardKey.HelpContents)
        self.about_action = self._action(_tr("&About Diloti"), self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(_tr("&Game"))
        game.addAction(self.new_action)
        game.addAction(self.friends_action)
        game.addAction(self.play_deal_action)
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
        from PySide6.QtWidgets import (
            QAbstractItemView,
            QHeaderView,
            QListView,
            QTableView,
            QVBoxLayout,
        )

        self._wire_lists(self.pane)
        self.history_view = QListView()
        self.history_view.setObjectName("historyView")
        # its own viewport, that the delegate reads (one Qt made would have PySide set up
        # every widget class to name it, before the first paint)
        self.history_view.setViewport(QWidget())
        self.history_view.setModel(self.history_model)
        self.history_view.setWordWrap(True)
        self.history_view.setAlternatingRowColors(True)
        self.history_view.setUniformItemSizes(False)
        self.history_view.setSpacing(1)
        self.history_view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.history_view.setItemDelegate(_NewestRowDelegate(self.history_view))
        self.history_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.history_view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.history_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
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
        self._update_actions()  # the target and the deal number

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
            self._save(side_panel=shown)

    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        self.status_label = QLabel()
        self.status_label.setObjectName("statusLabel")
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        bar.addWidget(self.status_label, 1)  # the announcer's line comes with the game (attach)
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

    def _connect(self) -> None:
        c = self.controller
        c.message.connect(self.show_status)
        c.illegal_move.connect(self.show_refusal)
        c.can_undo_changed.connect(self.undo_action.setEnabled)
        c.hint_ready.connect(self._hint_ready)
        c.state_changed.connect(self._update_actions)
        c.round_finished.connect(self._round_finished)
        c.new_match_started.connect(self._new_match_started)

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
        self._update_actions()

    def attach_coach(self, action: QAction) -> None:
        """Settings ▸ Coach (added by the tutorial) follows and changes the coach setting."""
        action.setChecked(self.prefs.coach)
        if self.prefs.coach:
            self.side_panel.show_page("history")  # the coach waits behind its button
        action.toggled.connect(lambda on: self._save(coach=on))

    def apply_settings(self, changes: dict) -> None:
        """Save `changes` (Settings keywords) and put them into effect at once; a new
        language waits for the next start."""
        language = self.prefs.language
        self._save(**changes)
        self._apply_settings(self.prefs)
        if self.prefs.language != language:
            self.show_status(_tr("The new language takes effect the next time Diloti starts."))

    def _save(self, **changes) -> None:
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

    def _save_match_settings(self) -> None:
        c = self.controller
        if c.match is None:
            return
        levels = c.seats.from_human(c.rules.players)  # 1: the next seat, an opponent
        changes = {"last_rules": c.rules.to_json(),
                   "last_level": levels.get(1, next(iter(levels.values()), "easy"))}
        if c.rules.players == 4:
            changes["last_partner_level"] = levels.get(2, "")  # opposite: the partner
        self._save(**changes)

    def set_pace(self, pace: str, save: bool = True) -> None:
        pace = Pace.of(pace)
        self.controller.pace = pace
        self.table.set_pace(pace)
        self.pace_actions[pace.value].setChecked(True)
        if save:
            self._save(animation_speed=pace)

    def set_four_colour(self, on: bool, save: bool = True) -> None:
        self.table.set_four_colour(on)
        if save:
            self._save(four_colour_deck=on)

    # -- playing -----------------------------------------------------------------------------
    def start_match(self, seed: int | None = None) -> None:
        """Start a match with the rules and opponent chosen last time."""
        rules, level = self.saved_match_settings()
        self.controller.new_match(rules, seed=seed, levels=self.saved_levels(rules, level))

    def warm_up(self):
        """Start the computer's worker now (a process takes a while to boot), so its first
        move is not delayed; returns the future of a no-op job."""
        return self.controller.runner.submit(int, (), _ignore)

    def after_first_paint(self) -> None:
        """What is not on the first screen, once the table has been painted: the computer's
        worker (its jobs were held, app.run_window), the autosave of the match dealt or
        resumed (held too) and the match history database."""
        self.controller.runner.release()
        if self.session is not None:
            self.session.autosaver.release()
            self.session.open_history()
        QTimer.singleShot(WARM_UP_MS, self, self._warm_up_if_open)

    def _warm_up_if_open(self) -> None:
        if self.isVisible():  # not after closing: the controller has stopped its worker
            self.warm_up()

    def match_in_progress(self) -> bool:
        """A match the person has played in (a move of theirs, or a round) and not finished."""
        return self.controller.match_in_progress()

    @Slot()
    def open_new_game_dialog(self) -> None:
        if self.new_game_dialog is not None:
            self.new_game_dialog.raise_()
            return
        if self.abandon_box is not None:
            self.abandon_box.raise_()
            return
        if self.prefs.confirm_abandon and self.match_in_progress():
            self._confirm_abandon()
            return
        self._open_new_game_dialog()

    def _confirm_abandon(self) -> None:
        from .question import ask

        self.abandon_box = ask(
            self, "abandonBox", _tr("Abandon this match?"),
            _tr("A match is in progress. Start a new one and abandon it?"),
            _tr("&Choose a new match…"), _tr("&Keep playing"), self._abandon_answered,
            detail=_tr("The abandoned match is not counted in your statistics. "
                       "You can turn this question off in the preferences."))

    def _abandon_answered(self, go: bool) -> None:
        self.abandon_box = None
        if go:
            self._open_new_game_dialog()

    def _open_new_game_dialog(self) -> None:
        from .dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(self.controller, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(self._save_match_settings)
        dialog.finished.connect(self._new_game_dialog_closed)
        self.new_game_dialog = dialog
        dialog.open()

    def _new_game_dialog_closed(self) -> None:
        self.new_game_dialog = None

    @Slot()
    def open_friends_dialog(self) -> None:
        from .online.dialog import open_friends_dialog

        open_friends_dialog(self)

    @Slot()
    def show_statistics(self) -> None:
        from .dialogs.statistics import StatisticsDialog

        if self.statistics_dialog is None:
            if self.session is not None:
                history = self.session.history
            else:
                from diloti_qt.storage import MatchHistory

                history, notices = MatchHistory.open()
                for notice in notices:
                    self.show_status(notice.render(QCoreApplication.translate))
            dialog = StatisticsDialog(history, self)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.destroyed.connect(self._statistics_closed)
            if self.session is not None:
                self.session.recorded.connect(dialog.refresh)
            else:
                dialog.destroyed.connect(history.close)
            self.statistics_dialog = dialog
        self.statistics_dialog.show()
        self.statistics_dialog.raise_()
        self.statistics_dialog.activateWindow()

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

    def _statistics_closed(self) -> None:
        self.statistics_dialog = None

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

        if self.preferences_dialog is not None:
            self.preferences_dialog.raise_()
            return
        dialog = PreferencesDialog(self.prefs, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.applied.connect(self.apply_settings)
        dialog.finished.connect(self._preferences_closed)
        self.preferences_dialog = dialog
        dialog.open()

    def _preferences_closed(self) -> None:
        self.preferences_dialog = None

    @Slot()
    def focus_moves(self) -> None:
        self.set_side_panel(True, save=self.side_dock.isHidden())
        self.side_panel.show_page("moves")
        self.moves_panel.focus_moves()

    @Slot()
    def focus_table(self) -> None:
        self.table.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.table.gesture.focus_table_cards()

    def resume_or_start(self, seed: int | None = None) -> None:
        """Continue the interrupted match if one was saved, else start one; then tell the
        person about any file that had to be set aside."""
        if self.session is None or not self.session.resume(self._round_finished):
            self.start_match(seed)
        if self.session is not None:
            QTimer.singleShot(0, self.session.show_notices)  # once the window is up

    @Slot()
    def undo(self) -> None:
        """Take back the person's last move and the computer's reply (Game ▸ Undo)."""
        self.controller.undo()

    @Slot()
    def rematch(self) -> None:
        c = self.controller
        c.new_match(c.rules, levels=dict(c.seats.levels), human=c.human)

    @Slot()
    def ask_hint(self) -> None:
        if self.controller.is_human_turn() and self.prefs.hints:
            self.show_status(_tr("Looking for a good move…"))
            self.controller.hint()

    @Slot()
    def next_round(self) -> None:
        self.keeper.next_round()

    def _hint_ready(self, move, why: str) -> None:
        self.table.show_hint(move, why)
        self.show_status(_tr("Hint: {why}").format(why=why))

    def _update_actions(self) -> None:
        self.keeper.update_actions()

    def _update_match_actions(self) -> None:
        """The actions while the window's own match is shown."""
        c = self.controller
        if c is None:  # the first frame: no match yet
            for action in (self.undo_action, self.hint_action, self.next_round_action,
                           self.review_action):
                action.setEnabled(False)
            return
        has_match = c.has_match()
        for action, tip in self._tips.items():  # what another table may have changed
            action.setStatusTip(tip)
            action.setToolTip(tip)
        for action in (self.new_action, self.play_deal_action, self.friends_action):
            action.setEnabled(True)
        self.hint_action.setEnabled(has_match and self.match_pane.presenter.human_turn()
                                    and self.prefs.hints)
        self.undo_action.setEnabled(has_match and c.can_undo())
        self.next_round_action.setEnabled(
            has_match and c.view().round_over and not c.match_over())
        self.review_action.setEnabled(self._review_available())
        if has_match and self.target_label is not None:
            from .match_setup import deal_text

            self.target_label.setText(_tr("Target {target}").format(target=c.rules.target))
            self.deal_label.setText(deal_text(c))

    def _new_match_started(self) -> None:
        self.last_round = None
        self._close_end_dialogs()
        self.show_status("")

    # -- end of round and match --------------------------------------------------------------
    def _round_finished(self, record) -> None:
        from diloti_qt.controller.review import finished_round

        self.last_round = finished_round(self.controller) or self.last_round
        self._update_actions()
        if self._dialog_pending:
            return
        self._dialog_pending = True
        # once the table has shown the end
        self.match_pane.presenter.when_idle(self._show_end_dialog)

    def _show_end_dialog(self) -> None:
        self._dialog_pending = False
        if self.pane is not self.match_pane:
            return  # the match waits out of sight: its sheet comes when it is shown
        c = self.controller
        if not c.has_match() or not c.view().round_over or not c.finished_rounds():
            return
        self._close_end_dialogs()
        if c.match_over():
            from .dialogs.end_of_match import EndOfMatchDialog

            dialog = EndOfMatchDialog(c, self)
            dialog.new_match_requested.connect(self.open_new_game_dialog)
            dialog.rematch_requested.connect(self.rematch)
            self.match_dialog = dialog
        else:
            from .dialogs.end_of_round import EndOfRoundDialog

            dialog = EndOfRoundDialog(c, c.finished_rounds()[-1], self)
            self.round_dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _=0, d=dialog: self._end_dialog_closed(d))
        dialog.open()

    def _end_dialog_closed(self, dialog) -> None:
        if self.round_dialog is dialog:
            self.round_dialog = None
        if self.match_dialog is dialog:
            self.match_dialog = None

    def _close_end_dialogs(self) -> None:
        for dialog in (self.round_dialog, self.match_dialog):
            if dialog is not None:
                dialog.finished.disconnect()
                dialog.close()
        self.round_dialog = self.match_dialog = None

    # -- round review ------------------------------------------------------------------------
    def _review_available(self) -> bool:
        """A round of this match has finished (and was not taken back) with moves of yours."""
        c, last = self.controller, self.last_round
        return (c.has_match() and last is not None and last.has_choices()
                and len(c.finished_rounds()) >= last.number)

    @Slot()
    def show_round_review(self) -> None:
        from .dialogs.round_review import RoundReviewWindow

        if not self._review_available():
            return
        window = self.review_window
        if window is not None and window.finished_round is self.last_round:
            window.raise_()
            window.activateWindow()
            return
        if window is not None:
            window.close()
        window = RoundReviewWindow(self.last_round, self.controller.runner.mode, self)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.finished.connect(lambda _=0, w=window: self._review_closed(w))
        self.review_window = window
        window.show()

    def _review_closed(self, window) -> None:
        if self.review_window is window:
            self.review_window = None

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
            QTimer.singleShot(0, self.history_view.scrollToBottom)

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
        if not self.keeper.close_window(event):
            return  # the keeper asks first (hosting friends)
        self._save(window_geometry=bytes(self.saveGeometry().toBase64()).decode("ascii"),
                   window_state=bytes(self.saveState().toBase64()).decode("ascii"))
        self._close_end_dialogs()
        if self.review_window is not None:
            self.review_window.close()
        if self.controller is not None:
            self.controller.shutdown()
            self.sounds.close()
        if self.session is not None:
            self.session.close()
        super().closeEvent(event)


def _preferences_shortcut() -> QKeySequence:
    standard = QKeySequence(QKeySequence.StandardKey.Preferences)
    return standard if not standard.isEmpty() else QKeySequence("Ctrl+,")


def _ignore(result: object) -> None:
    """A job result nobody needs."""


class _MatchKeeper:
    """The window's own match as the keeper of its pane: the controller's actions, its
    next round, the computer's thinking."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

    @property
    def pane(self) -> SeatPane:
        return self.window.match_pane

    @property
    def title(self) -> str:
        return _tr("Diloti")

    @property
    def menu(self) -> None:
        return None

    def next_round(self) -> None:
        self.window._close_end_dialogs()
        self.window.controller.next_round()

    def update_actions(self) -> None:
        self.window._update_match_actions()

    def thinking_text(self, seat: int) -> str:
        c = self.window.controller
        if c.rules.players == 2:
            return _tr("Computer is thinking…")
        return _tr("{name} is thinking…").format(name=c.seat_name(seat))

    def close_window(self, event: QCloseEvent) -> bool:
        return True
