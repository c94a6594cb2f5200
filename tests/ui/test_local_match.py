"""The window's own match is a keeper like a table with friends (ui/local_match.py): the
window hosts it and asks it, never reads a controller; the match's dialogs are built when
first opened (ui/open_dialogs.py)."""

from __future__ import annotations

import re

from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDialog, QWidget

from diloti_qt.controller.game import GameController
from diloti_qt.engine import Rules
from diloti_qt.ui.local_match import LocalMatch
from diloti_qt.ui.open_dialogs import OpenDialogs
from diloti_qt.ui.seat_pane import SeatPane

from ..conftest import ROOT
from .test_app_driver import make_window, show, wait_human_turn


class NoUndoTable:
    """A keeper of another table whose actions allow no undo (as a table with friends)."""

    def __init__(self, window) -> None:
        self.window = window
        self.controller = GameController(window)
        self.controller.new_match(Rules.make("pagat-2p"), seed=3, levels={1: "easy"})
        self.pane = SeatPane(self.controller, "instant", window)
        self.menu = None
        self.title = "Another table"

    def next_round(self) -> None:
        pass

    def update_actions(self) -> None:
        self.window.undo_action.setEnabled(False)

    def thinking_text(self, seat: int) -> str:
        return ""

    def close_window(self, event: QCloseEvent) -> bool:
        return True


def test_the_window_names_no_controller_and_nothing_reaches_for_one():
    from diloti_qt.ui.main_window import MainWindow

    assert not hasattr(MainWindow, "controller")
    reaching = [str(path.relative_to(ROOT))
                for path in sorted((ROOT / "diloti_qt").rglob("*.py"))
                for line in path.read_text(encoding="utf-8").splitlines()
                if re.search(r"\bwindow\.controller\b", line)]
    # (a Session made for a stand-in window that holds a controller: tests/storage)
    assert reaching == ["diloti_qt/ui/session.py"]


def test_the_window_hosts_its_match_as_its_first_keeper(qtbot):
    window = make_window(qtbot)
    match = window.local_match
    assert isinstance(match, LocalMatch) and window.keeper is match and window.online is None
    assert not hasattr(window, "controller") and window.table is match.pane.view
    assert window.windowTitle() == match.title == "Diloti" and match.menu is None


def test_undo_follows_the_keeper_shown(qtbot):
    window = make_window(qtbot)
    show(qtbot, window)
    match = window.local_match
    c = match.controller
    c.new_match(Rules.make("pagat-2p"), seed=5, levels={1: "easy"}, human=0)
    wait_human_turn(qtbot, window)
    assert not window.undo_action.isEnabled()  # nothing of the person's to take back
    assert c.play(c.legal_moves()[0])
    qtbot.waitUntil(window.undo_action.isEnabled, timeout=5000)
    other = NoUndoTable(window)
    window.host(other)
    assert window.keeper is other and window.online is other
    assert not window.undo_action.isEnabled()  # the table shown says so
    window.host_match()
    assert window.keeper is match and window.undo_action.isEnabled()
    window.undo_action.trigger()  # Game ▸ Undo goes to the match
    qtbot.waitUntil(lambda: not c.can_undo() and not window.undo_action.isEnabled(),
                    timeout=5000)
    assert not c.state.history
    other.controller.shutdown()


def test_a_rematch_is_the_same_match_again_and_closes_no_dialog_it_did_not_open(qtbot):
    window = make_window(qtbot)
    match = window.local_match
    c = match.controller
    c.new_match(Rules.make("pagat-2p", {"V-TARGET": 41}), seed=5, levels={1: "medium"})
    assert [match.dialog(name) for name in ("new", "abandon", "round", "match",
                                             "review")] == [None] * 5
    assert window.findChildren(QDialog) == []  # none built before it is opened
    with qtbot.waitSignal(c.new_match_started, timeout=5000):
        match.rematch()
    assert c.rules.target == 41 and c.seats.levels == {1: "medium"}
    assert window.findChildren(QDialog) == []


def test_a_dialog_is_kept_while_open_and_forgotten_once_it_closes(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    dialogs = OpenDialogs()
    assert dialogs.get("sheet") is None
    sheet = dialogs.keep("sheet", QDialog(parent))
    answered = []
    sheet.finished.connect(answered.append)
    sheet.open()
    assert dialogs.get("sheet") is sheet
    sheet.accept()  # the person's answer: told, and forgotten
    assert answered == [QDialog.DialogCode.Accepted] and dialogs.get("sheet") is None
    again = dialogs.keep("sheet", QDialog(parent))
    again.finished.connect(answered.append)
    again.open()
    dialogs.close("sheet")  # closed by the program: nobody is told of an answer
    assert dialogs.get("sheet") is None and not again.isVisible()
    assert answered == [QDialog.DialogCode.Accepted]
