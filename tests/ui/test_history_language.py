"""The history in the language of the moment (issue 15): a match's whole history reads in
Greek once Greek is installed and in English again after, old saves' lines show as they were
written, and the events go through a save unchanged."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import QTranslator

from diloti_qt import app as app_module
from diloti_qt.controller.game import GameController
from diloti_qt.engine import Rules
from diloti_qt.history_events import EventKind, HistoryEvent
from diloti_qt.models import HistoryModel, Roles
from diloti_qt.storage import paths
from diloti_qt.storage.savegame import (
    load_game,
    restore_controller,
    saved_game_from_json,
    saved_game_to_json,
)
from diloti_qt.presenter.presenter import TablePresenter

from ..conftest import ROOT

QM = ROOT / "resources" / "i18n" / "diloti_qt_el.qm"
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")


@pytest.fixture
def table(qtbot):
    made = []

    def make(levels=None, seed=8):
        c = GameController(ai_mode="thread")
        c.pace = "instant"
        presenter = TablePresenter(c, "instant")
        model = HistoryModel(presenter)
        if levels is not None:
            c.new_match(Rules.make("pagat-2p"), seed=seed, levels=levels)
        made.append(c)
        return c, presenter, model

    yield make
    for c in made:
        c.shutdown()


@pytest.fixture
def greek(qapp):
    translator = QTranslator()
    assert translator.load(str(QM))
    installed = []

    def switch(on: bool) -> None:
        if on:
            qapp.installTranslator(translator)
            installed.append(True)
        else:
            qapp.removeTranslator(translator)

    yield switch
    if installed:
        qapp.removeTranslator(translator)


def rows(model: HistoryModel) -> list[str]:
    return [model.index(r).data() for r in range(model.rowCount())]


def test_the_same_match_reads_in_greek_after_switching_and_in_english_after_switching_back(
        qtbot, greek):
    window = app_module.create_window(None, "thread")
    qtbot.addWidget(window)
    window.set_pace("instant", save=False)
    c, presenter, model = window.local_match.controller, window.presenter, window.history_model
    c.new_match(Rules.make("pagat-2p"), seed=8, levels={0: "easy", 1: "easy"})
    window.show()
    qtbot.waitUntil(lambda: c.state.round_over and not presenter.busy(), timeout=30000)
    window.keeper.next_round()
    qtbot.waitUntil(lambda: len(c.state.history) >= 3 and not presenter.busy(), timeout=30000)
    c.shutdown()
    assert window.history_view.model() is model
    kinds = {e.kind for e in model.events}
    assert {EventKind.ROUND, EventKind.LAY, EventKind.CAPTURE, EventKind.DEAL,
            EventKind.LEFTOVERS} <= kinds
    english = rows(model)
    assert len(english) > 50 and all(ENGLISH_WORD.search(line) for line in english)
    changed = []
    model.dataChanged.connect(lambda first, last, roles: changed.append((first.row(),
                                                                          last.row())))
    greek(True)  # the window hears of it (LanguageChange) and the rows are said again
    qtbot.waitUntil(lambda: changed == [(0, len(english) - 1)], timeout=3000)
    in_greek = rows(model)
    assert len(in_greek) == len(english)
    left = {line: ENGLISH_WORD.findall(line) for line in in_greek if ENGLISH_WORD.search(line)}
    assert not left, f"English words left in the Greek history: {left}"
    assert any(line.startswith("Ο υπολογιστής μάζεψε") for line in in_greek)
    assert any(line.startswith("Γύρος 2.") for line in in_greek)
    greek(False)
    qtbot.waitUntil(lambda: len(changed) == 2, timeout=3000)
    assert rows(model) == english
    window.close()


def saved_after_a_move(qtbot, table, seed: int) -> tuple[GameController, dict]:
    """A match where the person has played one move, and its save document."""
    c, _presenter, _model = table(levels={1: "easy"}, seed=seed)
    qtbot.waitUntil(c.is_human_turn, timeout=10000)
    c.play(c.legal_moves()[0])
    qtbot.waitUntil(c.is_human_turn, timeout=10000)
    return c, json.loads(json.dumps(saved_game_to_json(c.saved_game())))


def test_an_old_save_with_text_history_loads_and_its_lines_read_as_written(
        qtbot, table, greek):
    _c, doc = saved_after_a_move(qtbot, table, 4)
    old_lines = ["You took Q♥ with Q♦", "Εσύ: 3♥ κάτω", "Computer laid 8♠"]
    doc.update(format="diloti-save/2", version="2.0", history=old_lines)
    for step in doc["undo"]:
        step["history_len"] = 1
    path = paths.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc), encoding="utf-8")
    loaded = load_game()
    assert loaded.value is not None and not loaded.notices
    assert loaded.value.history == [HistoryEvent.line(line) for line in old_lines]
    assert [s.history for s in loaded.value.undo] == [[HistoryEvent.line(old_lines[0])]]

    d, presenter, model = table()
    restore_controller(d, loaded.value)
    qtbot.waitUntil(lambda: not presenter.busy(), timeout=5000)
    assert rows(model) == old_lines
    greek(True)
    assert rows(model) == old_lines  # as they were written: nothing to translate them from
    qtbot.waitUntil(d.is_human_turn, timeout=10000)
    d.play(d.legal_moves()[0])
    qtbot.waitUntil(lambda: d.is_human_turn() and not presenter.busy(), timeout=10000)
    new = rows(model)[len(old_lines):]
    assert new and not any(ENGLISH_WORD.search(line) for line in new), new
    assert model.index(len(old_lines)).data(Roles.EVENT) == d.history[len(old_lines)]


def test_the_events_go_through_a_save_unchanged(qtbot, table):
    c, presenter, model = table(levels={1: "easy"}, seed=2)
    while not any(e.kind is EventKind.DEAL for e in c.history):
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.round_over, timeout=10000)
        moves = c.legal_moves()
        declares = [m for m in moves if m.action == "declare"]
        c.play((declares or moves)[0])
    qtbot.waitUntil(c.is_human_turn, timeout=10000)
    assert c.undo_steps and c.history[0].kind is EventKind.ROUND
    doc = json.loads(json.dumps(saved_game_to_json(c.saved_game())))
    assert all(isinstance(e, dict) for e in doc["history"])
    back = saved_game_from_json(doc)
    assert back.history == c.history
    assert [s.history for s in back.undo] == [s.history for s in c.undo_steps]
    d, _presenter, _model = table()
    restore_controller(d, back)
    assert d.history == c.history


def test_a_saved_entry_that_does_not_read_is_shown_as_unreadable_and_the_game_loads(
        qtbot, table, caplog):
    c, doc = saved_after_a_move(qtbot, table, 5)
    count = len(doc["history"])
    doc["history"][1] = {"kind": "capture", "seat": 0, "card": "9D"}  # takes nothing
    doc["history"][0] = {**doc["history"][0], "seat": 3}  # a seat of another table
    with caplog.at_level("WARNING"):
        back = saved_game_from_json(doc)
    assert back.match.state == c.state and len(back.history) == count
    assert back.history[0] == back.history[1] == HistoryEvent.line("…")
    assert back.history[2:] == c.history[2:]
    assert "history entries" in caplog.text


def test_a_table_with_friends_reads_in_greek_after_switching(qtbot, greek):
    """The history of a table with friends (its moves and the lines said there) is said
    again in the language installed, as the local match's is."""
    from .online_driver import click, host_and_guest, settled

    host_win, guest_win = host_and_guest(qtbot)
    windows = (host_win, guest_win)
    for _ in range(4):
        qtbot.waitUntil(lambda: settled(*windows), timeout=10000)
        mover = next(w for w in windows if w.online.presenter.human_turn())
        n = len(mover.online.seat.history)
        mover.online.seat.play(mover.online.seat.legal_moves()[0])
        qtbot.waitUntil(lambda m=mover, n=n: len(m.online.seat.history) > n, timeout=10000)
    click(qtbot, host_win.online.talk_panel.phrase_buttons["bravo"])
    qtbot.waitUntil(lambda: any("Bravo!" in line for line in rows(guest_win.history_model)),
                    timeout=5000)
    qtbot.waitUntil(lambda: settled(*windows), timeout=10000)
    model = guest_win.history_model
    assert model is guest_win.online.pane.history_model
    english = rows(model)
    assert len(english) >= 5 and any(line.startswith("Ana ") for line in english)
    greek(True)
    qtbot.waitUntil(lambda: rows(model) != english, timeout=3000)
    in_greek = rows(model)
    assert len(in_greek) == len(english)
    left = {line: ENGLISH_WORD.findall(line.replace("Ana", "").replace("Vasilis", ""))
            for line in in_greek}
    assert not any(left.values()), f"English words left in the Greek history: {left}"
    assert any("Μπράβο" in line for line in in_greek)
    greek(False)
    qtbot.waitUntil(lambda: rows(model) == english, timeout=3000)
    for w in windows:
        w.online.leave()
