"""Start-up (issues 15, 27): the window's frame is painted first, the empty felt in its
middle; the game (the controller, the engine's match, the table and the presenter), the side
panel's pages, the tutorial's entries, the computer's worker, the history database, the
players' code and the network modules come after the first paint. The benchmark that
compares the start with PySide6's floor prints its figures."""

from __future__ import annotations

import concurrent.futures as cf
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialog

from diloti_qt.controller.ai_runner import AiRunner

from ..conftest import ROOT

# Runs the real game (app.main) and reports what had been loaded and started, and where the
# table and the side panel were, when the table was first painted, and again a while after.
PROBE = textwrap.dedent("""
    import gc, inspect, json, os, sys

    READ = []  # the modules whose source PySide read (its __feature__ scan)
    _getsource = inspect.getsource

    def getsource(obj):
        READ.append(getattr(obj, "__name__", ""))
        return _getsource(obj)

    inspect.getsource = getsource
    from PySide6.QtCore import QEvent, QObject, QPoint, QTimer
    from PySide6.QtWidgets import QApplication
    import diloti_qt.app as app

    LATER = ("sqlite3", "PySide6.QtNetwork", "multiprocessing", "diloti_qt.ai.simple",
             "diloti_qt.ai.expert", "diloti_qt.storage.history", "diloti_qt.ui.dialogs.statistics",
             "diloti_qt.ui.tutorial.window", "diloti_qt.net.client", "zeroconf", "websockets",
             "logging.handlers", "socket", "diloti_qt.ui.dialogs.preferences",
             "diloti_qt.ui.dialogs.new_game", "diloti_qt.ui.dialogs.play_deal",
             "diloti_qt.ui.moves_panel", "diloti_qt.ui.tutorial.coach", "hashlib", "html",
             "diloti_qt.storage.savegame", "datetime",  # (a fresh home's: nothing to read)
             "diloti_qt.ai.base", "wave", "diloti_qt.storage.saved",
             "diloti_qt.controller.daemon_executor", "queue", "diloti_qt.models",
             # the game itself: hosted once the frame is painted
             "diloti_qt.controller.game", "diloti_qt.presenter.presenter",
             "diloti_qt.ui.table.card_table", "diloti_qt.ui.table.view",
             "diloti_qt.ui.seat_pane", "diloti_qt.ui.announcer", "diloti_qt.ui.session")

    # widget classes no first screen uses; PySide sets a class up (and makes its enums, a
    # tenth of a millisecond each) when it is first named, or when Qt hands over a widget
    # that has no Python object yet, for which it sets up every widget class to name it
    UNUSED = ("QWizard", "QFileDialog", "QMessageBox", "QCalendarWidget", "QInputDialog",
              "QAbstractItemView", "QHeaderView", "QTableView",  # (the side panel's pages)
              "QStyle")  # (the first widget.style() in Python: some 10 ms of enums)

    def facts(window):
        import PySide6.QtWidgets as widgets
        history = os.path.join(os.environ["DILOTI_QT_HOME"], "data", "history.sqlite3")
        from diloti_qt.storage import paths
        try:  # the autosave as a file: written again, it is another file
            stat = os.stat(paths.autosave_path())
            autosave = [stat.st_ino, stat.st_mtime_ns]
        except FileNotFoundError:
            autosave = None
        return {"loaded": [m for m in LATER if m in sys.modules], "autosave": autosave,
                "collecting": gc.isenabled(),
                "window_icon": not QApplication.windowIcon().isNull(),
                # (the probe's own import of the package comes before app.main)
                "sources_read": [m for m in READ if m.startswith("diloti_qt.")],
                "classes": [c for c in UNUSED if c in vars(widgets)],
                "worker": window.local_match is not None
                          and window.local_match.controller.runner.started(),
                "history_open": window.session is not None
                                and window.session.history_is_open(),
                "history_file": os.path.exists(history),
                "pages": sorted(window.side_panel.pages),
                "menus": [a.text() for a in window.menuBar().actions()[-1].menu().actions()]}

    def where(window):
        # where the table (the empty felt in the first frame) and the side panel are
        table = window.centralWidget()
        corner = table.mapTo(window, QPoint(0, 0))
        return {"table": [corner.x(), corner.y(), table.width(), table.height()],
                "panel": window.side_dock.width()}

    class Probe(app.FirstPaint):
        table = {}  # the facts as the table itself is first painted (after the frame's)

        def __init__(self, widget, done):
            if Probe.table.get("probed"):  # the table's own first paint: its facts then
                def table_painted(ms):
                    Probe.table["facts"] = facts(widget.window())
                    done(ms)
                super().__init__(widget, table_painted)
                return
            Probe.table["probed"] = True
            seen = []

            class AtPaint(QObject):  # the table's first paint event, as it is painted
                def eventFilter(inner, obj, event):
                    if event.type() == QEvent.Type.Paint and not seen:
                        seen.append(where(widget.window()))
                    return False

            self.at_paint = AtPaint(widget)
            widget.installEventFilter(self.at_paint)

            def painted(ms):
                window = widget.window()
                first = facts(window)
                window.activateWindow()  # as a desktop does once the window is up
                done(ms)
                def later():
                    print(json.dumps({"first": first, "after": facts(window),
                                      "at_table": Probe.table.get("facts"),
                                      "painted_at": seen[0], "settled": where(window),
                                      "middle": [type(widget).__name__, type(
                                          window.centralWidget()).__name__],
                                      "focus": type(QApplication.focusWidget()).__name__}),
                          flush=True)
                    window.close()
                QTimer.singleShot(1500, later)
            super().__init__(widget, painted)

    if __name__ == "__main__":
        app.FirstPaint = Probe
        sys.exit(app.main(["main.py"]))
""")


def start_the_game(tmp_path, home: str = "home") -> dict:
    """The probe's report on one start of the real game with `home` (kept between starts)."""
    script = tmp_path / "probe.py"
    script.write_text(PROBE, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen",
           "DILOTI_QT_HOME": str(tmp_path / home), "DILOTI_SOUND": "off"}
    done = subprocess.run([sys.executable, str(script)], env=env, capture_output=True,
                          text=True, timeout=120, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_table_is_painted_before_the_worker_the_history_and_the_network(tmp_path):
    report = start_the_game(tmp_path)
    first, after = report["first"], report["after"]
    help_menu = after.pop("menus")
    assert "&Learn Diloti (tutorial)…" in help_menu, help_menu  # the tutorial's entries
    assert first.pop("menus") == [m for m in help_menu if "tutorial" not in m
                                  and "reference" not in m], (first, help_menu)
    assert first == {"loaded": [], "classes": [], "worker": False, "history_open": False,
                     "history_file": False, "pages": [], "autosave": None,
                     "collecting": False,  # (until the paint: app.PausedCollector)
                     "window_icon": False,  # (rendered at several sizes: app.set_window_icon)
                     "sources_read": []}, report  # (app.spare_pyside_the_source_reads)
    assert after["worker"] and after["history_open"] and after["history_file"], after
    assert after["collecting"] and after["window_icon"], after
    assert after["autosave"] is not None, after
    assert {"sqlite3", "PySide6.QtNetwork", "diloti_qt.controller.game",
            "diloti_qt.ui.table.view"} <= set(after["loaded"]), after
    assert after["pages"] == ["coach", "history", "moves"], after
    # the table shows the match first; the pages, the worker and the history wait for it
    at_table = report["at_table"]
    assert {"diloti_qt.controller.game", "diloti_qt.ui.table.view"} \
        <= set(at_table["loaded"]), at_table
    assert (at_table["pages"], at_table["worker"], at_table["history_open"]) \
        == ([], False, False), at_table


def test_a_save_to_resume_stays_as_it_was_until_the_table_is_painted(tmp_path):
    """The match resumed at start is written again (in the current format) only after the
    first paint: until then the file on disk is the one the last session left, whole,
    whenever the game is stopped."""
    left = start_the_game(tmp_path)["after"]["autosave"]
    report = start_the_game(tmp_path)
    assert report["first"]["autosave"] == left, report
    assert report["after"]["autosave"] not in (None, left), report


def test_the_first_frame_has_the_table_where_it_stays(tmp_path):
    """No layout shift at start: the side panel took its share of the width only after the
    first paint (a fresh home painted the table 36 px narrower, then moved every card). The
    first frame's empty felt lies where the table then lies, the side panel as wide (a new
    middle let Qt spread the panel over 700 px)."""
    for start in ("fresh home", "window state saved by the first start"):
        report = start_the_game(tmp_path)
        assert report["middle"] == ["EmptyTable", "TableView"], (start, report)
        # the keyboard on the table, though it came after the window was activated
        assert report["focus"] == "TableView", (start, report)
        assert report["painted_at"] == report["settled"], (start, report)
        assert report["painted_at"]["panel"] >= 240, (start, report)


def test_the_first_frames_empty_felt_is_the_felt_the_table_paints(qtbot):
    """The table that takes the empty felt's place paints its felt pixel for pixel as the
    first frame did, in every felt colour (the high-contrast one flat black)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from diloti_qt.app import create_window
    from diloti_qt.ui.table.felt import EmptyTable
    from diloti_qt.ui.table_look import FELT_COLOURS, felt_colour

    window = create_window(None, "thread")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    view = window.table
    size = view.viewport().size()
    assert QRectF(view.table.sceneRect()) == QRectF(0, 0, size.width(), size.height())
    for name in FELT_COLOURS:
        view.set_felt(felt_colour(name))
        empty = EmptyTable(felt_colour(name))
        qtbot.addWidget(empty)
        empty.resize(size)
        first = empty.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
        table = QImage(size, QImage.Format.Format_RGB32)
        painter = QPainter(table)
        view.drawBackground(painter, QRectF(table.rect()))
        painter.end()
        assert first.size() == table.size()
        assert first == table, name
        corner, middle = first.pixelColor(0, 0), first.pixelColor(size.width() // 2,
                                                                   size.height() // 2)
        assert (corner == middle) == (name == "contrast"), name  # lit in the middle


def test_the_frame_acts_on_nothing_until_a_table_is_hosted(qtbot):
    """A shortcut or a click in the first frame, before the match is hosted, does nothing
    (there is no match to act on yet) and breaks nothing; hosted, the actions act."""
    from PySide6.QtGui import QAction

    from diloti_qt.ui.local_match import LocalMatch
    from diloti_qt.ui.main_window import MainWindow
    from diloti_qt.ui.table.felt import EmptyTable

    window = MainWindow(None)
    qtbot.addWidget(window)
    window.show()
    assert isinstance(window.centralWidget(), EmptyTable) and window.local_match is None
    assert not hasattr(window, "controller")
    assert not window.undo_action.isEnabled() and window.new_action.isEnabled()
    for action in window.findChildren(QAction):
        action.trigger()
    assert window.isVisible() and window.findChildren(QDialog) == []
    assert window.local_match is None and isinstance(window.centralWidget(), EmptyTable)
    window.activateWindow()
    qtbot.waitActive(window)
    window.host(LocalMatch(window, "thread"))
    assert window.centralWidget() is window.table and window.local_match is window.keeper
    # the keyboard on the table, as when the window was activated with it there
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=2000)
    window.local_match.start_match(seed=4711)
    window.pace_actions["instant"].trigger()
    assert window.local_match.controller.pace.value == "instant"
    window.close()


def test_held_jobs_start_on_release_in_order_and_their_futures_follow():
    runner = AiRunner("thread")
    results: list[object] = []
    runner.hold()
    first = runner.submit(lambda x: x * 2, (21,), results.append)
    second = runner.submit(lambda: 1 / 0, (), results.append)
    assert not runner.started() and not first.done() and results == []
    runner.release()
    assert first.result(timeout=5) == 42
    with pytest.raises(ZeroDivisionError):
        second.result(timeout=5)
    cf.wait([first, second], timeout=5)
    assert results[0] == 42 and isinstance(results[1], ZeroDivisionError)
    runner.shutdown()


def test_held_jobs_are_cancelled_by_a_shutdown():
    runner = AiRunner("thread")
    ran: list[object] = []
    runner.hold()
    waiting = runner.submit(lambda: 7, (), ran.append)
    runner.shutdown()
    runner.release()
    assert waiting.cancelled() and ran == [] and not runner.started()


def test_the_start_up_benchmark_prints_ours_against_the_pyside6_floor():
    """Fresh and with a match to resume, each against PySide6's smallest window (and
    Aisleriot where it is installed), the time until the table shows the match (after the
    window's frame) and until the cards can be played, the target."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("DISPLAY", None)
    done = subprocess.run([sys.executable, "-m", "diloti_qt.bench", "gui", "--runs", "1",
                           "--no-stalls", "--also", str(ROOT / "main.py")], env=env,
                          capture_output=True, text=True, timeout=180, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("start-up to a mapped, painted window")
    peer = Path("/usr/games/sol").exists()
    rows = {line.split("painted")[0].strip(): line for line in lines[1:]
            if " ms (mapped " in line}
    also = f"{ROOT.name}/main.py"[-16:]  # another checkout's main.py (here this one's)
    assert set(rows) == {"python main.py", "with a match", also, "PySide6 floor",
                         "+ Qt's enums", "empty game frame", *(["Aisleriot"] * peer)}, lines
    for name, line in rows.items():
        assert "RSS at paint" in line and " MiB" in line, line
        assert ("x PySide6 floor" in line) == (name != "PySide6 floor"), line
        if name in ("python main.py", "with a match"):
            assert ("x Aisleriot" in line) == peer, line
    playable = [line for line in lines if "cards playable" in line]
    assert len(playable) == 2, lines
    assert len([line for line in lines if "paired with the PySide6 floor" in line]) == 2, lines
    painted = float(rows["python main.py"].split("painted")[1].split("ms")[0])
    assert 0 < painted < 30_000
    for line in playable:
        assert painted < float(line.split("playable")[1].split("ms")[0]) < 60_000, line
    shown = [float(line.split("shown")[1].split("ms")[0]) for line in lines
             if "table shown" in line]
    cards = [float(line.split("playable")[1].split("ms")[0]) for line in playable]
    assert len(shown) == 2 and all(0 < t < c for t, c in zip(shown, cards)), lines
    assert lines[-1].startswith("target: painted at most 2x the PySide6 floor: python main.py ")
    assert "with a match " in lines[-1] and lines[-1].count("(paired ") == 2, lines[-1]


def test_a_launch_that_fails_says_why_in_the_benchmark(tmp_path):
    """A program that ends before showing a window fails its launch with what it wrote
    to stderr (the bench said only "exited (1)" before)."""
    from diloti_qt.bench.startup import OwnXvfb, Program, launch
    from diloti_qt.bench.xwatch import Screen

    own = OwnXvfb()
    try:
        screen = Screen(own.display)
        failing = Program("failing", (sys.executable, "-c",
                                      "import sys; sys.exit('no table here: boom')"))
        with pytest.raises(RuntimeError) as failed:
            launch(failing, screen, own.display, tmp_path)
        screen.close()
    finally:
        own.close()
    assert "failing exited (1) before showing a window" in str(failed.value)
    assert "no table here: boom" in str(failed.value)

