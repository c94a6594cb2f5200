"""Game ▸ Matches…: kept records listed, searched, filtered, deleted; a match exported as a
.diloti file opens again from the command line, by a drop on the window and by
`diloti-qt FILE`; a hostile file is one clear refusal; Play this deal deals it again."""

from __future__ import annotations

import json

from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from diloti_qt.app import parse_args
from diloti_qt.engine import cli as engine_cli
from diloti_qt.engine.record import Player, record_of_match
from diloti_qt.storage.settings import SettingsStore
from diloti_qt.ui.dialogs.matches import MatchesDialog

from ..engine.test_record import PLAYERS, played_match
from .test_app_driver import make_window, show


def window_with_records(qtbot, seeds=(5, 6)):
    store = SettingsStore()
    store.load()
    window = make_window(qtbot, store=store)
    show(qtbot, window)
    records = window.session.records
    for i, seed in enumerate(seeds):
        match, _ = played_match(seed)
        records.save(record_of_match(match, PLAYERS, f"2026-12-0{i + 1}T10:00:00+00:00", seed),
                     0)
    return window


def shown_viewer(qtbot, window):
    """The window's replay viewer once it shows (a viewer never laid out shows once the
    cards it shows first are drawn on a worker thread)."""
    viewer = window.replay_viewer
    qtbot.waitUntil(viewer.isVisible, timeout=3000)
    return viewer


def open_matches(qtbot, window) -> MatchesDialog:
    window.matches_action.trigger()
    dialog = window.findChild(MatchesDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def test_the_list_shows_kept_matches_and_filters_them(qtbot):
    window = window_with_records(qtbot)
    dialog = open_matches(qtbot, window)
    assert dialog.table.rowCount() == 2
    assert dialog.table.item(0, 4).text() == "6"  # newest first: its deal number
    assert dialog.table.item(0, 1).text() == "Expert"
    assert dialog.palette().window().color() == window.side_panel.palette().window().color()
    dialog.search.setText("5")
    assert [e.deal_number for e in dialog.rows] == [5]
    dialog.search.clear()
    won = [e.won for e in dialog.entries]
    dialog.result_filter.setCurrentIndex(dialog.result_filter.findData("won"))
    assert len(dialog.rows) == won.count(True)
    dialog.result_filter.setCurrentIndex(0)
    dialog.table.selectRow(1)
    dialog.delete_selected()
    assert [e.deal_number for e in dialog.rows] == [6]
    dialog.delete_all()
    assert dialog.rows == [] and window.session.records.entries() == []


def test_an_exported_match_opens_by_the_command_line_drop_and_diloti_qt_file(qtbot, tmp_path):
    window = window_with_records(qtbot, (5,))
    dialog = open_matches(qtbot, window)
    dialog.table.selectRow(0)
    path = tmp_path / "shared"
    assert dialog.export_to(path)
    exported = tmp_path / "shared.diloti"
    doc = json.loads(exported.read_text(encoding="utf-8"))
    assert (doc["format"], doc["you"]) == ("diloti-match/2", 0)  # the player's seat named
    # the engine's command line checks it
    import io

    out = io.StringIO()
    assert engine_cli.main(["replay", str(exported)], io.StringIO(), out, io.StringIO()) == 0
    assert out.getvalue().splitlines()[-1].startswith("result: ")
    # diloti-qt FILE
    assert parse_args([str(exported)])[0].file == str(exported)
    window.session.records.delete_all()
    dialog.close()
    qtbot.waitUntil(lambda: window.dialogs.get("matches") is None)
    window.open_record_file(exported)  # read, checked and kept off the GUI thread
    assert window.record_loader.settled()
    assert len(window.session.records.entries()) == 1
    viewer = window.replay_viewer
    qtbot.waitUntil(viewer.isVisible, timeout=3000)  # once its cards are drawn
    assert window.dialogs.get("matches") is None  # the match first
    qtbot.waitUntil(lambda: window.dialogs.get("matches") is not None  # then the list behind it
                    and window.dialogs.get("matches").isVisible(), timeout=3000)
    assert window.dialogs.get("matches").selected().deal_number == 5
    assert QApplication.activeWindow() in (viewer, None)  # (None: no window manager)
    # dropped on the window: the same record is not kept twice
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(exported))])
    drop = QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, mime,
                      Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    window.dropEvent(drop)
    assert drop.isAccepted() and window.record_loader.settled()
    assert len(window.session.records.entries()) == 1


def test_a_hostile_file_is_one_clear_refusal_and_changes_nothing(qtbot, tmp_path):
    window = window_with_records(qtbot, (5,))
    bad = tmp_path / "bad.diloti"
    bad.write_text('{"format": "diloti-match/1", "rules": "pagat-2p"', encoding="utf-8")
    before = window.session.records.entries()
    window.open_record_file(bad)
    assert window.record_loader.settled()
    box = window.findChild(QMessageBox, "recordRefused")
    assert box is not None and "bad.diloti" in box.text() and "\n" not in box.text()
    assert window.session.records.entries() == before
    box.close()


def test_play_this_deal_deals_the_records_number(qtbot):
    window = window_with_records(qtbot, (5,))
    dialog = open_matches(qtbot, window)
    dialog.table.selectRow(0)
    dialog.play_button.click()
    assert window.record_loader.settled()
    c = window.local_match.controller
    assert c.deal_number == 5 and c.seats.levels == {1: "expert"}


def test_play_this_deal_deals_a_records_kept_deals_when_it_has_no_number(qtbot):
    """A record without a deal number (a table with friends'): its kept deals are dealt
    again against the computer, round after round; no number is shown or counted."""
    from diloti_qt.engine.record import record_deals

    window = window_with_records(qtbot, ())
    match, _ = played_match(8)
    record = record_of_match(match, PLAYERS, "2026-12-03T10:00:00+00:00", None)
    window.session.records.save(record, 0)
    dialog = open_matches(qtbot, window)
    dialog.table.selectRow(0)
    assert dialog.play_button.isEnabled()
    dialog.play_button.click()
    assert window.record_loader.settled()
    c = window.local_match.controller
    assert c.deal_number is None and c.seats.levels == {1: "expert"}
    assert c.match.decks == record_deals(record)[1]
    start = record.rounds[0].start
    assert c.state.dealer == start.dealer and c.state.stock == start.stock
    assert [sorted(h) for h in c.state.hands] == [sorted(h) for h in start.hands]
    qtbot.waitUntil(lambda: window.presenter.texts is not None)
    assert len(window.presenter.texts.round.split(" · ")) == 2  # "Round 1 · X deals" only


def test_the_matches_list_speaks_greek(qtbot, qapp):
    from PySide6.QtCore import QTranslator

    from tests.conftest import ROOT

    translator = QTranslator()
    assert translator.load(str(ROOT / "resources" / "i18n" / "diloti_qt_el.qm"))
    qapp.installTranslator(translator)
    try:
        _greek_list(qtbot)
    finally:
        qapp.removeTranslator(translator)


def _greek_list(qtbot):
    window = window_with_records(qtbot, (5,))
    dialog = open_matches(qtbot, window)
    assert dialog.windowTitle() == "Παρτίδες"
    assert dialog.table.horizontalHeaderItem(4).text() == "Αριθμός μοιράσματος"
    assert dialog.status.text() == "Φυλάγεται 1 παρτίδα."


def test_diloti_qt_file_opens_the_viewer_and_a_second_start_hands_its_file_over(
        qtbot, tmp_path, monkeypatch):
    """The real program: `diloti-qt FILE` (app.main) opens the record in the viewer once
    the window is up; then a second `python main.py OTHER` (another process, as a
    double-click while the game runs) hands OTHER to the running game, whose viewer opens
    it instead of the file being dropped."""
    import os
    import subprocess
    import sys
    import time

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from diloti_qt import app as app_module
    from diloti_qt.storage.records import export_record
    from diloti_qt.ui.replay.viewer import ReplayViewer

    from ..conftest import ROOT

    home = tmp_path / "home"
    monkeypatch.setenv("DILOTI_QT_HOME", str(home))
    files = []
    for seed in (5, 6):
        match, _ = played_match(seed)
        path = tmp_path / f"match {seed} ματς.diloti"  # a space and Greek in the name
        export_record(record_of_match(match, PLAYERS, None, seed), path)
        files.append(path)
    seen: list[int] = []  # the deal numbers the viewers showed, in order
    second: list[subprocess.Popen] = []
    deadline: list[float] = []

    def viewers() -> list[int]:
        return [w.record.deal_number for w in QApplication.topLevelWidgets()
                if isinstance(w, ReplayViewer) and w.isVisible()]

    give_up = time.monotonic() + 90  # nothing below may wait in app.exec() for ever

    ended: list[bool] = []  # the app's main() returned: nothing more to close

    def close_all() -> None:
        """Close every window, and again any that shows later (a viewer whose record was
        still being read, on a loaded machine: it kept the app's loop running until the
        suite's guard ended it at 240 s), until the app has quit."""
        if ended:
            return
        for w in QApplication.topLevelWidgets():
            if w.isVisible():
                w.close()
        QTimer.singleShot(200, close_all)

    def step() -> None:
        shown = viewers()
        if time.monotonic() > give_up:  # the second start never answered: fail, not hang
            for proc in second:
                proc.kill()
            close_all()
            return
        if not second and shown:  # FILE is open: now the second start
            seen.extend(shown)
            env = dict(os.environ, PYTHONPATH=str(ROOT))
            second.append(subprocess.Popen(
                [sys.executable, str(ROOT / "main.py"), str(files[1])], cwd=tmp_path,
                env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True))
        elif second and second[0].poll() is not None and not deadline:
            deadline.append(time.monotonic() + 10)  # it answered: the viewer comes soon
        if 6 in shown or (deadline and time.monotonic() > deadline[0]):
            seen.extend(n for n in shown if n not in seen)
            close_all()
            return
        QTimer.singleShot(50, step)

    QTimer.singleShot(50, step)
    code = app_module.main(["diloti-qt", "--ai-mode", "thread", str(files[0])])
    ended.append(True)
    assert code == 0
    assert second and second[0].wait(30) == 0, second[0].stderr.read()
    assert seen == [5, 6]


FRIENDS = (Player("Ana", None), Player("Vasilis", None))


def _play(qtbot, window, row: int = 0) -> None:
    dialog = open_matches(qtbot, window)
    dialog.table.selectRow(row)
    dialog.play_button.click()
    assert window.record_loader.settled()


def test_play_this_deal_seats_you_where_you_sat_at_the_friends_table(qtbot):
    """Vasilis's record of a friends' match (seat 1, no deal number): Play this deal gives
    him the same deals at seat 1 (his cards at the bottom, the same dealer), the computer
    in Ana's seat; a rematch and Game ▸ Play deal… keep a person at the table."""
    window = window_with_records(qtbot, ())
    match, _ = played_match(8)
    record = record_of_match(match, FRIENDS, "2026-12-03T10:00:00+00:00", None)
    window.session.records.save(record, 1, 1)
    _play(qtbot, window)
    c = window.local_match.controller
    assert c.human == 1 and c.seats.levels == {0: "expert"} and c.deal_number is None
    start = record.rounds[0].start
    assert c.state.dealer == start.dealer and c.state.stock == start.stock
    assert [sorted(h) for h in c.state.hands] == [sorted(h) for h in start.hands]
    qtbot.waitUntil(lambda: window.presenter.snapshot is not None
                    and sorted(window.presenter.snapshot.hand) == sorted(start.hands[1]),
                    timeout=5000)
    assert c.seat_place(1) == "bottom" and c.seat_name(0) == "Computer"
    assert "Vasilis" in window.status_label.text()
    qtbot.waitUntil(c.is_human_turn, timeout=10000)  # the computer plays Ana's seat
    assert c.state.to_move == 1
    window.local_match.rematch()
    assert c.human == 1 and c.seats.levels == {0: "expert"} and c.match_in_progress() is False
    qtbot.waitUntil(c.is_human_turn, timeout=10000)  # not a demo: the person plays
    # Game ▸ Play deal…: a numbered deal from the first seat, the same computer after you
    from .test_deal_number_and_export import play_deal_dialog

    dialog = play_deal_dialog(qtbot, window)
    dialog.number_edit.setText("77")
    dialog.accept()
    assert c.human == 0 and c.seats.levels == {1: "expert"} and c.deal_number == 77


def test_play_this_deal_of_four_seats_you_at_your_seat_with_the_deal_number(qtbot):
    window = window_with_records(qtbot, ())
    match, _ = played_match(5, "partnership-4p")
    players = (Player("Right", "hard"), Player("Partner", "easy"), Player("Left", "hard"),
               Player("Me", None))
    record = record_of_match(match, players, "2026-12-03T10:00:00+00:00", 5)
    window.session.records.save(record, record.rules.side_of(3), 3)
    _play(qtbot, window)
    c = window.local_match.controller
    assert c.human == 3 and c.deal_number == 5
    assert c.seats.levels == {0: "hard", 1: "easy", 2: "hard"}
    assert c.state.hands == match.rounds[0].start.hands
    assert c.is_partner(1) and c.seat_place(1) == "top"


def _file(tmp_path, players, name: str = "friends.diloti", you: int | None = None):
    """A match exported as a file; `you`: the seat it names as its keeper's (version 2)."""
    import dataclasses

    from diloti_qt.storage.records import export_record

    match, _ = played_match(8)
    path = tmp_path / name
    record = record_of_match(match, players, "2026-12-04T10:00:00+00:00", None)
    export_record(dataclasses.replace(record, you=you), path)
    return path


def test_a_file_that_names_nobody_you_asks_whose_seat_you_take(qtbot, tmp_path):
    window = window_with_records(qtbot, ())
    window.open_record_file(_file(tmp_path, FRIENDS))
    assert window.record_loader.settled()
    (entry,) = window.session.records.entries()
    assert entry.seat == 0 and entry.seat_guessed
    viewer = shown_viewer(qtbot, window)
    assert viewer.seat == 0 and viewer.seen_from.isVisible()
    assert "does not say" in viewer.seen_from.text() and "Ana" in viewer.seen_from.text()
    viewer.close()
    _play(qtbot, window)
    box = window.findChild(QMessageBox, "recordSeatQuestion")
    assert box is not None and window.local_match.controller.match is None  # nothing started yet
    buttons = [b for b in box.buttons() if b.property("seat") is not None]
    assert [b.text() for b in buttons] == ["Ana (seat 1)", "Vasilis (seat 2)"]
    assert box.defaultButton() is buttons[0]
    buttons[1].click()
    c = window.local_match.controller
    assert c.human == 1 and c.seats.levels == {0: "expert"}


def test_a_file_is_shown_from_the_seat_with_your_name_or_the_only_persons(qtbot, tmp_path):
    from diloti_qt.storage.records import SeatFrom, seat_for_file

    store = SettingsStore()
    store.load()
    store.update(player_name="vasilis")
    window = make_window(qtbot, store=store)
    show(qtbot, window)
    window.open_record_file(_file(tmp_path, FRIENDS))
    assert window.record_loader.settled()
    (entry,) = window.session.records.entries()
    assert entry.seat == 1 and not entry.seat_guessed
    viewer = shown_viewer(qtbot, window)
    assert viewer.seat == 1 and "your name" in viewer.seen_from.text()
    _play(qtbot, window)
    assert window.findChild(QMessageBox, "recordSeatQuestion") is None
    assert window.local_match.controller.human == 1
    match, _ = played_match(8)
    alone = record_of_match(match, (Player("Computer", "easy"), Player("Ana", None)), None,
                            None)
    assert seat_for_file(alone, "Vasilis") == (1, SeatFrom.ONLY_PERSON)
    assert seat_for_file(record_of_match(match, FRIENDS, None, None), "") == (0, SeatFrom.GUESS)


def test_a_dropped_file_is_kept_off_the_gui_thread_and_shown_before_the_list(
        qtbot, tmp_path, monkeypatch):
    """A file opened from elsewhere is read, checked and written among the matches on the
    loader's thread; the viewer shows it first, and the Matches list (built then: tens of
    milliseconds) follows in a frame of its own, behind the viewer."""
    import threading

    from diloti_qt.storage.records import RecordStore

    window = window_with_records(qtbot, ())
    on_gui = []
    save = RecordStore.save

    def saving(self, *args, **kwargs):
        on_gui.append(threading.current_thread() is threading.main_thread())
        return save(self, *args, **kwargs)
    monkeypatch.setattr(RecordStore, "save", saving)
    window.open_record_file(_file(tmp_path, FRIENDS))
    assert window.record_loader.settled()
    assert on_gui == [False]
    viewer = window.replay_viewer
    qtbot.waitUntil(viewer.isVisible, timeout=3000)
    assert window.dialogs.get("matches") is None
    qtbot.waitUntil(lambda: window.dialogs.get("matches") is not None
                    and window.dialogs.get("matches").isVisible(), timeout=3000)
    (entry,) = window.session.records.entries()
    assert window.dialogs.get("matches").selected() == entry


def test_a_file_that_names_its_keepers_seat_is_shown_from_there(qtbot, tmp_path):
    """Vasilis's exported record names his seat (`you`: 1): opened by someone whose name
    is not at the table, it is shown from Vasilis's seat, saying so, and commented for his
    side; Play this deal still asks (the opener may not be Vasilis), his seat first."""
    window = window_with_records(qtbot, ())
    window.open_record_file(_file(tmp_path, FRIENDS, you=1))
    assert window.record_loader.settled()
    (entry,) = window.session.records.entries()
    assert entry.seat == 1 and entry.seat_guessed
    assert window.session.records.load(entry.id).you == 1  # the file's own word, kept
    viewer = shown_viewer(qtbot, window)
    assert viewer.seat == viewer.source.human == 1
    assert "kept by Vasilis" in viewer.seen_from.text()
    assert sorted(viewer.presenter.snapshot.hand) == sorted(
        viewer.record.rounds[0].start.hands[1])  # his hand at the bottom
    viewer.start_comments()
    assert viewer.analysis.seat == 1
    viewer.cancel_comments()
    viewer.close()
    _play(qtbot, window)
    box = window.findChild(QMessageBox, "recordSeatQuestion")
    assert box is not None
    buttons = [b for b in box.buttons() if b.property("seat") is not None]
    assert [b.text() for b in buttons] == ["Vasilis (seat 2)", "Ana (seat 1)"]
    assert box.defaultButton() is buttons[0]
    box.close()


def test_a_kept_match_is_shown_from_the_seat_its_record_names(qtbot):
    """The viewer, given no seat, shows a record from the seat it names (`you`); a
    record from before seats were named, from the only person's seat."""
    import dataclasses

    from diloti_qt.ui.replay.viewer import ReplayViewer

    match, _ = played_match(5, "partnership-4p")
    players = (Player("Right", "hard"), Player("Partner", "easy"), Player("Left", "hard"),
               Player("Me", None))
    old = record_of_match(match, players, None, 5)
    viewer = ReplayViewer(old)
    qtbot.addWidget(viewer)
    assert viewer.seat == viewer.source.human == 3  # the only person (seat 0 before)
    assert viewer.chart.side == old.rules.side_of(3)
    viewer.show_match(dataclasses.replace(old, you=2))
    assert viewer.seat == viewer.source.human == 2
    assert viewer.chart.side == old.rules.side_of(2)
    assert sorted(viewer.presenter.snapshot.hand) == sorted(old.rounds[0].start.hands[2])


def _hostile_files(folder) -> list:
    """Files a player may be sent: every kind of damage the engine's fuzz makes, comments
    crafted to look kept, and files that are not records at all."""
    import os
    import random

    from diloti_qt.engine.record import MAX_BYTES, record_json

    from ..engine.test_record import _mutations

    import dataclasses

    match, _ = played_match(5)
    doc = record_json(dataclasses.replace(
        record_of_match(match, PLAYERS, "2026-12-05T10:00:00+00:00", 5), you=0))
    texts = [_mutations(doc, random.Random(seed)) for seed in range(24)]
    texts += [json.dumps(dict(doc, you=you)) for you in (2, -1, "0", True, 1e300)]
    n = [len(r["moves"]) for r in doc["rounds"]]
    for best in ("garbage", {"card": "ZZ"}, None, ["7H"]):  # comments crafted as if kept
        crafted = dict(doc, comments={
            "version": 2, "seat": 0, "budget": 0.25,
            "rounds": [[{"move": 0, "best": best, "loss": 9.0, "played_value": 0.0,
                         "best_value": 9.0}]] + [[] for _ in n[1:]],
            "chances": [[0.5] * (k + 1) for k in n]})
        texts.append(json.dumps(crafted))
    texts += ["", "\x00\xff garbage", "[]", "null", '{"format": "diloti-match/1"}',
              " " * (MAX_BYTES + 1), "[" * 100_000 + "]" * 100_000]
    paths = []
    for i, text in enumerate(texts):
        path = folder / f"hostile {i}.diloti"
        path.write_text(text, encoding="utf-8", errors="surrogateescape")
        paths.append(path)
    (folder / "a folder.diloti").mkdir()
    paths.append(folder / "a folder.diloti")
    if hasattr(os, "mkfifo"):  # a named pipe: never waited on
        os.mkfifo(folder / "a pipe.diloti")
        paths.append(folder / "a pipe.diloti")
    paths.append(folder / "missing.diloti")
    return paths


def test_hostile_files_are_each_one_clear_refusal_or_a_whole_match(qtbot, tmp_path):
    """A fuzz of files opened in the game: each is refused with one line naming it and
    keeps nothing, or (a harmless change) is a whole match shown in the viewer; nothing
    raises, nothing already kept changes."""
    window = window_with_records(qtbot, (6,))
    kept = window.session.records.entries()
    refused = shown = 0
    for path in _hostile_files(tmp_path):
        window.open_record_file(path)
        assert window.record_loader.settled(30), path
        box = window.findChild(QMessageBox, "recordRefused")
        if box is not None:
            refused += 1
            assert path.name in box.text() and "\n" not in box.text(), box.text()
            box.close()
            box.deleteLater()
            qtbot.waitUntil(lambda: window.findChild(QMessageBox, "recordRefused") is None)
            assert window.session.records.entries()[-len(kept):] == kept
        else:
            shown += 1
            viewer = shown_viewer(qtbot, window)
            assert viewer.isVisible() and viewer.record.winner in (0, 1)
            for r in range(len(viewer.record.rounds)):  # every move can be shown
                viewer.go(r, viewer.source.moves_in(r))
            viewer.close()
    assert refused >= 30 and shown >= 1
    assert [e for e in window.session.records.entries() if e.id in {k.id for k in kept}] == kept


def test_a_match_of_the_statistics_without_a_record_is_listed_as_no_record(qtbot):
    """A match finished before records were kept stays in the statistics and is listed,
    greyed, as "no record" (nothing to replay, export or deal again); a kept one is not
    listed twice."""
    from diloti_qt.storage.history import finished_match, utc_text

    window = window_with_records(qtbot, (5,))
    older, _ = played_match(9)
    window.session.history.add(finished_match(older, {1: "expert"}, 0))
    (entry,) = window.session.records.entries()
    kept, _ = played_match(5)  # the kept record's own match in the statistics too
    from datetime import datetime

    window.session.history.add(finished_match(kept, {1: "expert"}, 0,
                                              datetime.fromisoformat(entry.played_at)))
    assert utc_text(datetime.fromisoformat(entry.played_at)) == entry.played_at
    dialog = open_matches(qtbot, window)
    assert dialog.table.rowCount() == 2 and dialog.rows[1] is None
    assert dialog.table.item(1, 4).text() == "no record"
    assert dialog.table.item(0, 4).text() == "5"
    dialog.table.selectRow(1)
    assert not dialog.replay_button.isEnabled() and not dialog.play_button.isEnabled()
    assert not dialog.export_button.isEnabled()
    dialog.search.setText("Expert")  # a search lists kept records only
    assert dialog.rows == [entry]


def test_the_matches_list_prepares_the_viewer_with_its_selected_match(qtbot):
    """Behind the Matches list the window's viewer is built, and the match the list has
    selected is put on it unseen and drawn once off the screen: replaying it then draws
    no card again (python -m diloti_qt.bench replay: the first open costs about what the
    next ones do)."""
    from diloti_qt.ui.table.cards import CardRenderer

    CardRenderer.clear()  # no card drawn at any size yet (the cache is the program's)
    window = window_with_records(qtbot, (5, 6))
    dialog = open_matches(qtbot, window)
    qtbot.waitUntil(lambda: window.replay_viewer is not None
                    and window.replay_viewer.record is not None, timeout=5000)
    viewer = window.replay_viewer
    assert not viewer.isVisible() and viewer.record.deal_number == dialog.selected().deal_number
    renderer = viewer.table.table.renderer
    qtbot.waitUntil(lambda: renderer.renders > 0, timeout=5000)  # drawn off the screen
    qtbot.wait(200)
    drawn = renderer.renders
    dialog.replay_button.click()
    assert window.record_loader.settled()
    qtbot.waitExposed(viewer)
    qtbot.wait(100)
    assert window.replay_viewer is viewer and viewer.isVisible()
    assert renderer.renders == drawn


def test_the_record_hooks_read_the_window_through_their_declared_interface(qtbot):
    """ui/replay's hooks declare what they need of the main window (RecordsWindow) instead
    of probing it with getattr: the real window is one, and no hook probes."""
    import ast
    from pathlib import Path

    import diloti_qt.ui.replay as replay
    from diloti_qt.ui.replay.hooks import RecordsWindow, record_store

    window = make_window(qtbot)  # no settings store: no session keeps its matches
    assert isinstance(window, RecordsWindow) and window.session is None
    assert record_store(window) is record_store(window)  # built once, kept by the window
    assert window.part("own records", list) is record_store(window)
    probes = []
    for path in sorted(Path(replay.__file__).parent.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id in ("getattr", "hasattr", "setattr") \
                    and isinstance(node.args[0], ast.Name) and node.args[0].id == "window":
                probes.append(f"{path.name}:{node.lineno}")
    assert probes == []
