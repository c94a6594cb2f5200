"""SeatPane: one seat's table, built the same way from any TableSource (a match against
the computer, a table with friends, a lesson, a replay, the round review); and the
TableKeeper protocol of what keeps the pane a main window shows.

A pane is the presenter of its source and everything that follows the presenter's stages:
the card table (its gesture included), the item models of the hand, the table piles, the
history and the score sheet, the keyboard's moves list and the announcer of the other
players' moves. It draws nothing outside its table: a window hosts it (its table in the
middle, its lists in the side panel, its announcer in the status bar).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMenu, QWidget

from diloti_qt.controller.pace import Pace
from diloti_qt.controller.port import SeatTable
from diloti_qt.presenter.presenter import TablePresenter

from .announcer import Announcer
from .table.view import TableView

if TYPE_CHECKING:  # made when first asked for (a window's first frame shows no side panel)
    from diloti_qt.models import HandModel, HistoryModel, ScoreModel, TableModel

    from .moves_panel import MovesPanel


class SeatPane(QObject):
    """The table of `source` at `pace`. `lists`: also the history, the score sheet and
    the keyboard's moves list (a window's side panel shows them; the moves list is made
    when first asked for: it starts from the presenter's current stage); `announcer`:
    the class that says the other players' moves (None: nothing said, a table inside a
    dialog); `history`: what makes the history's model of the presenter (a table with
    friends merges what is said at the table into it: made at once; the plain one when
    first asked for); `deal_when_seen`: the table's cards are dealt from the stock when
    it is first seen (not a replay's: shown as they were)."""

    def __init__(self, source: SeatTable, pace: Pace | str = Pace.NORMAL,
                 parent: QWidget | None = None, *, lists: bool = True,
                 announcer: type[Announcer] | None = Announcer,
                 history: Callable[[TablePresenter], HistoryModel] | None = None,
                 deal_when_seen: bool = True) -> None:
        super().__init__(parent)
        self.source = source
        self.presenter = TablePresenter(source, pace)
        self.view = TableView(self.presenter, deal_when_seen=deal_when_seen)  # placed by its host
        self._hand_model: HandModel | None = None
        self._table_model: TableModel | None = None
        self._history_model: HistoryModel | None = None
        self._score_model: ScoreModel | None = None
        self._history = history
        self._lists = lists
        self._moves_panel: MovesPanel | None = None
        if history is not None:  # a model of its own may gather more than the presenter has
            self.history_model  # noqa: B018 (made now)
        self.announcer = announcer(source, self.presenter, parent) \
            if announcer is not None else None

    # made when first asked for: a table in a dialog that shows no list (the replay viewer)
    # neither builds them nor refreshes them at every stage, and a window's first frame
    # shows none (each starts from the presenter's current stage)
    @property
    def hand_model(self) -> HandModel:
        if self._hand_model is None:
            from diloti_qt.models import HandModel

            self._hand_model = HandModel(self.presenter, self)
        return self._hand_model

    @property
    def table_model(self) -> TableModel:
        if self._table_model is None:
            from diloti_qt.models import TableModel

            self._table_model = TableModel(self.presenter, self)
        return self._table_model

    @property
    def history_model(self) -> HistoryModel | None:
        """The history's rows (None without `lists`)."""
        if self._lists and self._history_model is None:
            from diloti_qt.models import HistoryModel

            self._history_model = (self._history or HistoryModel)(self.presenter)
            self._history_model.setParent(self)
        return self._history_model

    @property
    def score_model(self) -> ScoreModel | None:
        """The score sheet's rows (None without `lists`)."""
        if self._lists and self._score_model is None:
            from diloti_qt.models import ScoreModel

            self._score_model = ScoreModel(self.presenter, self)
        return self._score_model

    def has_list_models(self) -> bool:
        """Whether the history's and the score sheet's models have been made."""
        return self._history_model is not None or self._score_model is not None

    @property
    def moves_panel(self) -> MovesPanel | None:
        """The keyboard's moves list (None without `lists`), made when first asked for."""
        if self._lists and self._moves_panel is None:
            from .moves_panel import MovesPanel

            panel = MovesPanel(self.presenter, self.hand_model, self.table_model)
            panel.move_chosen.connect(self.view.play)
            panel.preview.connect(self.view.show_hint)
            self._moves_panel = panel
        return self._moves_panel

    def dress_like(self, other: SeatPane, prefs) -> None:
        """This pane's table at `other`'s pace, with the card size, felt, back and deck of
        `prefs` (a pane hosted in place of another looks the same)."""
        from .table_look import card_scale, felt_colour

        view = self.view
        view.set_pace(other.view.pace)
        view.set_four_colour(prefs.four_colour_deck)
        view.set_card_scale(card_scale(prefs.card_size))
        view.set_felt(felt_colour(prefs.table_colour))
        view.set_card_back(prefs.card_back)


class TableKeeper(Protocol):
    """What keeps the pane a main window shows: the window's own match
    (ui/local_match.LocalMatch), a table with friends (ui/online/match.OnlineTable), or any
    other table (MainWindow.host). The window asks it, and never which kind it is."""

    @property
    def pane(self) -> SeatPane: ...

    @property
    def title(self) -> str:
        """The window's title while the pane is shown."""

    @property
    def menu(self) -> QMenu | None:
        """A menu of its own the window shows beside Game (None: none)."""

    def next_round(self) -> None:
        """Game ▸ Next round."""

    def update_actions(self) -> None:
        """Set the window's actions (undo, hint, next round...) for this table now."""

    def thinking_text(self, seat: int) -> str:
        """What the status bar says while `seat` chooses its move ("": nothing)."""

    def close_window(self, event: QCloseEvent) -> bool:
        """The window is closing: whether it may close now (else the keeper asks first)."""
