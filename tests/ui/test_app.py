"""The application window: table, menus, docks, status bar, settings, quitting, start-up."""

from __future__ import annotations

import gc
import json
import shutil
import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QListView, QTableView

from diloti_qt import app as app_module
from diloti_qt.bench.gui import slow_job
from diloti_qt.engine import legal_moves
from diloti_qt.engine.cards import parse_card
from diloti_qt.storage.settings import SettingsStore
from diloti_qt.ui.main_window import MainWindow
from diloti_qt.ui.table.view import TableView

from ..conftest import ROOT
from .test_app_driver import gated_job, make_window, show, start, wait_human_turn


def menu_texts(window) -> dict[str, list[str]]:
    return {action.text(): [a.text() for a in action.menu().actions() if a.text()]
            for action in window.menuBar().actions()}


def test_window_shows_the_table_menus_and_docks(qtbot):
    window = make_window(qtbot)
    start(window, seed=3)
    show(qtbot, window)
    assert isinstance(window.centralWidget(), TableView)
    assert window.windowTitle() == "Diloti"
    assert window.table.isVisible() and window.table.width() > 600
    menus = menu_texts(window)
    assert list(menus) == ["&Game", "&Settings", "&Help"]
    assert menus["&Game"] == ["&New match…", "Play with &friends…", "Play &deal…",
                              "Deal of the da&y…", "&Undo",
                              "&Hint", "Next &round", "Re&view last round…",
                              "Your &moves list", "The &table", "&Statistics…", "M&atches…",
                              "Score &pad…",
                              "&Quit"]
    assert menus["&Settings"][0] == "&Preferences…"
    assert "&Four-colour deck" in menus["&Settings"]
    assert "&Rules summary" in menus["&Help"] and menus["&Help"][-1] == "&About Diloti"
    assert "&Puzzles…" in menus["&Help"]
    assert "&Learn Diloti (tutorial)…" in menus["&Help"]
    assert window.undo_action.shortcut().toString() == "Ctrl+Z"
    assert window.hint_action.shortcut().toString() == "H"
    assert [a.text() for a in window.toolbar.actions() if a.text()] == [
        "&New match…", "&Undo", "&Hint", "Next &round", "Side &panel"]
    history = window.side_panel.pages["history"]
    assert isinstance(history, QListView) and history.model() is window.history_model
    assert window.side_dock.isVisible() and window.score_view.isVisible()
    assert window.side_panel.page() == "history" and history.isVisible()
    assert isinstance(window.score_view, QTableView)
    assert window.score_view.model() is window.score_model
    assert window.target_label.text() == "Target 61"


def test_undo_and_hint_actions_follow_the_game(qtbot):
    window = make_window(qtbot)
    start(window, seed=11)
    show(qtbot, window)
    c = window.local_match.controller
    wait_human_turn(qtbot, window)
    assert window.hint_action.isEnabled()
    assert not window.undo_action.isEnabled()
    assert not window.next_round_action.isEnabled()
    before = c.state.clone()
    c.ai_job = slow_job(0.4)
    assert c.play(legal_moves(c.state)[0])
    assert c.thinking and not window.hint_action.isEnabled()
    assert window.undo_action.isEnabled()
    wait_human_turn(qtbot, window)
    assert window.hint_action.isEnabled() and window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert c.state == before
    assert not window.undo_action.isEnabled()
    assert window.status_label.text() == "Move taken back."

    hinted = []
    window.table.show_hint = lambda move, said="": hinted.append(move)
    with qtbot.waitSignal(c.hint_ready, timeout=10000) as blocker:
        window.hint_action.trigger()
    move, why = blocker.args
    assert hinted == [move] and move in legal_moves(c.state)
    assert window.status_label.text() == f"Hint: {why}"


def test_status_bar_shows_illegal_moves_with_rule_ids_and_thinking(qtbot):
    window = make_window(qtbot)
    start(window, seed=5)
    show(qtbot, window)
    c = window.local_match.controller
    wait_human_turn(qtbot, window)
    bogus = legal_moves(c.state)[0]._replace(cards=(parse_card("KC"),), action="capture")
    with qtbot.waitSignal(c.illegal_move) as blocker:
        c.play(bogus)
    sentence, rules = blocker.args
    assert window.status_label.text() == sentence
    if rules:
        assert rules in window.status_label.toolTip()
    window.table.status.emit("Seven of hearts")
    if hasattr(window.table, "status_detail"):
        window.table.status_detail.emit("Seven of hearts", "")
    assert window.status_label.text() == "Seven of hearts"

    c.ai_job, release = gated_job()
    c.play(legal_moves(c.state)[0])
    qtbot.waitUntil(window.thinking_label.isVisible, timeout=5000)
    assert window.thinking_label.text() == "Computer is thinking…"
    release.set()
    wait_human_turn(qtbot, window)
    assert not window.thinking_label.isVisible()


def test_history_dock_follows_the_newest_move(qtbot):
    window = make_window(qtbot, size=(1280, 640))
    show(qtbot, window)
    start(window, seed=4, levels={0: "easy", 1: "easy"})
    c = window.local_match.controller
    qtbot.waitUntil(lambda: len(c.history) >= 30, timeout=30000)
    c.shutdown()
    view = window.history_view
    qtbot.waitUntil(lambda: view.model().rowCount() == len(c.history), timeout=3000)
    last = view.model().index(view.model().rowCount() - 1, 0)
    qtbot.waitUntil(lambda: view.viewport().rect().intersects(view.visualRect(last)),
                    timeout=3000)
    assert view.verticalScrollBar().value() > 0
    assert last.data() == window.presenter.say(c.history[-1])


def test_settings_are_applied_and_saved(qtbot, tmp_path):
    store = SettingsStore(tmp_path / "settings.json")
    store.load()
    window = make_window(qtbot, store=store)
    start(window)
    window.pace_actions["fast"].trigger()
    assert window.local_match.controller.pace == "fast" and window.table.pace == "fast"
    window.four_colour_action.trigger()
    assert store.settings.animation_speed == "fast"
    assert store.settings.four_colour_deck is True
    show(qtbot, window)
    window.side_panel_action.trigger()  # folded away
    assert window.side_dock.isHidden() and store.settings.side_panel is False
    window.close()
    assert store.settings.window_geometry and store.settings.window_state

    again = SettingsStore(tmp_path / "settings.json")
    again.load()
    second = create_with(qtbot, again)
    show(qtbot, second)
    # The side panel comes back as the player left it.
    assert second.side_dock.isHidden() and not second.side_panel_action.isChecked()
    assert second.local_match.controller.pace == "fast"
    assert second.pace_actions["fast"].isChecked()
    assert second.four_colour_action.isChecked()


def create_with(qtbot, store) -> MainWindow:
    window = app_module.create_window(store, "thread")
    qtbot.addWidget(window)
    return window


def test_closing_the_window_stops_a_thinking_computer_at_once(qtbot):
    window = make_window(qtbot, ai_mode="process")
    show(qtbot, window)
    c = window.local_match.controller
    c.ai_job = slow_job(5.0)
    start(window, seed=5, levels={0: "easy", 1: "easy"})
    assert c.thinking
    before = c.state.clone()
    t0 = time.perf_counter()
    window.close()
    assert time.perf_counter() - t0 < 1.0
    assert not c.thinking
    qtbot.wait(300)
    assert c.state == before


def test_quitting_while_the_computer_thinks_does_not_hang(tmp_path):
    script = tmp_path / "quit.py"
    script.write_text(
        "import sys\n"
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from diloti_qt.app import create_window\n"
        "from diloti_qt.bench.gui import slow_job\n"
        "if __name__ == '__main__':\n"
        "    app = QApplication([])\n"
        "    window = create_window(None, sys.argv[1])\n"
        "    window.local_match.controller.ai_job = slow_job(20.0)\n"
        "    window.local_match.controller.new_match(seed=5, levels={0: 'easy', 1: 'easy'})\n"
        "    window.show()\n"
        "    QTimer.singleShot(300, window.quit_action.trigger)\n"
        "    sys.exit(app.exec())\n")
    for mode in ("process", "thread"):
        t0 = time.perf_counter()
        done = subprocess.run([sys.executable, str(script), mode], cwd=ROOT, timeout=60,
                              capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
        assert time.perf_counter() - t0 < 12, mode


def test_main_starts_the_game_and_saves_settings_on_quit(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("DILOTI_QT_HOME", str(tmp_path / "home"))
    seen = []

    tries = iter(range(400))  # 20 s of looks, 50 ms apart

    def close_soon() -> None:
        # The frame shows first and the table once it is painted (app.run_window): look
        # until the table is there too, or the looks run out.
        windows = [w for w in QApplication.topLevelWidgets()
                   if isinstance(w, MainWindow) and w.isVisible()]
        shown = bool(windows) and windows[0].local_match is not None \
            and windows[0].table.isVisible()
        if not shown and next(tries, None) is not None:
            QTimer.singleShot(50, close_soon)
            return
        window = windows[0]
        seen.append((window.local_match.controller.match is not None, window.table.isVisible()))
        window.close()

    QTimer.singleShot(50, close_soon)
    assert app_module.main(["diloti-qt", "--seed", "9", "--ai-mode", "thread"]) == 0
    assert seen == [(True, True)]
    assert gc.isenabled()  # (paused while the game starts: app.PausedCollector)
    # main() takes its translators away again (it may run inside another program).
    assert QCoreApplication.translate("Table", "%n card(s)", None, 3) == "3 card(s)"
    store = SettingsStore()
    assert str(store.path).startswith(str(tmp_path / "home"))
    assert store.load() == []
    assert store.settings.window_geometry


def test_our_translations_load_for_the_chosen_language(qapp, tmp_path, monkeypatch):
    ts = tmp_path / "diloti_qt_el.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
        '<TS version="2.1" language="el"><context><name>MainWindow</name>'
        '<message><source>&amp;Undo</source><translation>&amp;Αναίρεση</translation>'
        '</message></context></TS>\n', encoding="utf-8")
    i18n = tmp_path / "i18n"
    i18n.mkdir()
    # The venv's own tool, whether or not the shell that runs the suite activated the venv.
    lrelease = shutil.which("pyside6-lrelease") or str(
        Path(sys.executable).with_name("pyside6-lrelease"))
    subprocess.run([lrelease, str(ts), "-qm", str(i18n / "diloti_qt_el.qm")],
                   check=True, capture_output=True)
    monkeypatch.setattr(app_module, "resources_dir", lambda: tmp_path)
    installed = app_module.configure(qapp, "el")
    try:
        assert QCoreApplication.translate("MainWindow", "&Undo") == "&Αναίρεση"
        window = app_module.create_window(None, "thread")
        assert window.undo_action.text() == "&Αναίρεση"
        window.deleteLater()
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
    assert QCoreApplication.translate("MainWindow", "&Undo") == "&Undo"
    monkeypatch.setattr(app_module, "resources_dir", lambda: tmp_path / "missing")
    for translator in app_module.configure(qapp, "el"):
        qapp.removeTranslator(translator)
    assert QCoreApplication.translate("MainWindow", "&Undo") == "&Undo"


def test_first_paint_exit_reports_the_time_to_the_first_painted_table():
    done = subprocess.run([sys.executable, "main.py", "--first-paint-exit"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    figure = json.loads(done.stdout.strip().splitlines()[-1])["first_paint_ms"]
    assert 0 < figure < 20000


def test_a_match_file_on_the_command_line_leaves_qts_options_whole():
    """FILE is a positional argument: it must never take the value of a Qt option (before,
    `-platform offscreen` lost `offscreen` to it), and a desktop's file:// URL is a path."""
    from diloti_qt.app import parse_args

    opts, qt = parse_args(["-platform", "offscreen", "won.diloti", "-reverse"])
    assert opts.file == "won.diloti" and qt == ["-platform", "offscreen", "-reverse"]
    opts, qt = parse_args(["-style", "fusion"])
    assert opts.file is None and qt == ["-style", "fusion"]
    opts, _ = parse_args(["file:///home/anna/My%20match.diloti"])
    assert opts.file == "/home/anna/My match.diloti"


def test_no_command_line_gives_the_parsers_defaults_without_building_it():
    """A start from the desktop has nothing on its command line: its options are the ones
    the parser gives for an empty one (one table of defaults), and no parser is built."""
    import argparse
    from unittest import mock

    from diloti_qt.app import parse_args

    with mock.patch.object(argparse, "ArgumentParser", side_effect=AssertionError("built")):
        opts, qt = parse_args([])
    assert qt == []
    parsed, _ = parse_args(["--verbose"])
    assert vars(opts) == {**vars(parsed), "verbose": False}


def test_sparing_pyside_the_source_reads_does_nothing_where_pyside_keeps_no_table(
        monkeypatch):
    """(tests/ui/test_start_up.py shows what it spares.) On the PySide it was checked
    against, the game's modules are entered in PySide's table; on any other version, or a
    PySide that keeps its __feature__ table elsewhere, or none, nothing is done and the game
    starts as before."""
    from types import SimpleNamespace

    import PySide6.support
    from PySide6.support import feature

    from diloti_qt import pyside_reads

    table = feature.pyside_feature_dict
    before = dict(table)
    for version in ((6, 10, 2), (6, 12, 0), (7, 0)):
        assert not pyside_reads.spare_pyside_the_source_reads(version)
        assert table == before, version  # not a name entered
    assert pyside_reads.spare_pyside_the_source_reads(pyside_reads.CHECKED_ON)
    assert table.get("diloti_qt.ui.table.view") == 0  # (names PySide6)
    for elsewhere in (SimpleNamespace(), SimpleNamespace(pyside_feature_dict=None)):
        monkeypatch.setattr(PySide6.support, "feature", elsewhere)
        assert not pyside_reads.spare_pyside_the_source_reads(pyside_reads.CHECKED_ON)
