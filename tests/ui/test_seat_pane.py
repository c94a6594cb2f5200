"""One SeatPane for every table (issue 23): the window's match, a table with friends, a
lesson, a replay and the round review build it the same way from their TableSource, and
the main window hosts one pane at a time through a TableKeeper, with no branch of its own
for a table with friends; ui/online touches no private member of the window."""

from __future__ import annotations

import ast

from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMenu

from diloti_qt.controller.game import GameController
from diloti_qt.controller.port import SeatTable, TableSource, TableWords
from diloti_qt.engine import Rules
from diloti_qt.ui.seat_pane import SeatPane, TableKeeper
from tests.conftest import ROOT

from .test_app_driver import make_window, show

UI = ROOT / "diloti_qt" / "ui"


class OtherTable:
    """A keeper of a second table (another controller's match), as ui/online's is."""

    def __init__(self, window) -> None:
        self.controller = GameController(window)
        self.controller.new_match(Rules.make("pagat-2p"), seed=3, levels={1: "easy"})
        self.pane = SeatPane(self.controller, "instant", window)
        self.menu = QMenu("&Other", window)
        self.title = "Another table"
        self.rounds = 0

    def next_round(self) -> None:
        self.rounds += 1

    def update_actions(self) -> None:
        pass

    def thinking_text(self, seat: int) -> str:
        return ""

    def close_window(self, event: QCloseEvent) -> bool:
        return True


def test_a_hosted_panes_move_line_takes_the_place_of_the_matchs(qtbot, qtlog):
    """The move line of the pane shown sits between the status line and the thinking mark,
    for the window's own match and for a hosted table alike (Qt appended it after the
    thinking mark, with a warning, when it was asked for a place among the status line's)."""
    window = make_window(qtbot)
    show(qtbot, window)
    other = OtherTable(window)
    window.host(other)
    window.host_match()
    window.host(other)
    assert [r.message for r in qtlog.records if "StatusBar" in r.message] == []


def test_a_hosted_table_is_laid_out_once_at_its_width_beside_the_same_side_panel(qtbot):
    """A new middle lets a shown window's docks spread (Qt): the hosted table was laid out
    at 480 px first (the side panel spread to 714 px), then at its width once the docks
    were restored. Now the side panel is held at its width, and the table laid out once."""
    from PySide6.QtCore import QEvent, QObject

    window = make_window(qtbot)
    show(qtbot, window)
    panel, width = window.side_dock.width(), window.table.width()
    other = OtherTable(window)
    widths = []

    class Sizes(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Resize:
                widths.append(event.size().width())
            return False

    sizes = Sizes()
    other.pane.view.installEventFilter(sizes)
    window.host(other)
    qtbot.waitUntil(lambda: window.side_dock.maximumWidth() > panel, timeout=2000)
    qtbot.wait(50)
    assert window.side_dock.width() == panel and window.table.width() == width
    assert widths and set(widths) == {width}, widths
    window.host_match()
    qtbot.waitUntil(lambda: window.side_dock.maximumWidth() > panel, timeout=2000)
    qtbot.wait(50)
    assert window.side_dock.width() == panel and window.table.width() == width


def test_the_window_hosts_one_pane_at_a_time(qtbot):
    window = make_window(qtbot)
    show(qtbot, window)
    own = window.local_match.pane
    assert isinstance(own.source, SeatTable) and own.source is window.local_match.controller
    other = OtherTable(window)
    keeper: TableKeeper = other
    window.host(keeper)
    pane = other.pane
    assert window.centralWidget() is pane.view is window.table and own.view.isHidden()
    assert window.presenter is pane.presenter and window.online is other
    assert window.history_view.model() is pane.history_model
    assert window.score_view.model() is pane.score_model
    assert window.side_panel.pages["moves"] is pane.moves_panel is window.moves_panel
    assert window.windowTitle() == "Another table"
    assert other.menu.menuAction() in window.menuBar().actions()
    window.keeper.next_round()  # Game ▸ Next round goes to the keeper of the table shown
    assert other.rounds == 1
    window.host_match()
    assert window.centralWidget() is own.view and window.online is None
    assert window.history_view.model() is own.history_model
    assert other.menu.menuAction() not in window.menuBar().actions()
    assert window.windowTitle() == "Diloti"
    other.controller.shutdown()


def test_every_table_is_built_as_one_pane(qtbot):
    """The lesson's, the replay's and the round review's tables are SeatPanes too."""
    from diloti_qt.ui.dialogs import round_review
    from diloti_qt.ui.replay import viewer
    from diloti_qt.ui.tutorial import window as tutorial

    for module in (tutorial, viewer, round_review):
        source = (ROOT / module.__file__).read_text(encoding="utf-8")
        assert "SeatPane(" in source and "TablePresenter(" not in source, module.__name__


def _private_reads_of_the_window(source: str) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Attribute) or not node.attr.startswith("_") or \
                node.attr.startswith("__"):
            continue
        owner = node.value
        if isinstance(owner, ast.Name) and owner.id in ("window", "w") or (
                isinstance(owner, ast.Attribute) and owner.attr == "window"):
            found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


def test_ui_online_touches_no_private_member_of_the_window():
    for path in sorted((UI / "online").glob("*.py")):
        assert _private_reads_of_the_window(path.read_text(encoding="utf-8")) == [], path
    assert sorted(_private_reads_of_the_window("w._fit_score_view()\nself.window._x = 1\n")) == [
        "1: w._fit_score_view", "2: self.window._x"]


def test_the_main_window_has_no_branch_for_a_table_with_friends():
    tree = ast.parse((UI / "main_window.py").read_text(encoding="utf-8"))
    reads = [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Attribute)
             and node.attr == "online" and isinstance(node.value, ast.Name)
             and node.value.id == "self"]
    assert reads == []


def test_the_port_keeps_data_and_codes_apart_from_words(qtbot):
    """TableSource holds what the table asks the game (no sentence), TableWords the words
    it takes from its source; the match is both, and so a SeatTable."""
    words = {"seat_name", "seat_subject", "describe", "obligation", "why_not"}
    data = {name for name in dir(TableSource) if not name.startswith("_")}
    assert not words & data and words <= set(dir(TableWords))
    controller = GameController()
    assert isinstance(controller, SeatTable)
    controller.shutdown()
