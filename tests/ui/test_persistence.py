"""Autosave and resume in the real window: a crash mid-round, bad save files at start, the end
of a match, abandoning a match, and the cost of an autosave on the GUI thread."""

from __future__ import annotations

import json
import statistics
import time

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from diloti_qt import app as app_module
from diloti_qt.engine import legal_moves
from diloti_qt.storage import paths
from diloti_qt.storage.settings import SettingsStore
from diloti_qt.storage.savegame import load_game
from diloti_qt.ui.main_window import MainWindow

from .test_app_driver import make_window, show, start, wait_human_turn


def stored() -> SettingsStore:
    store = SettingsStore()
    store.load()
    return store


def pick(c):
    moves = legal_moves(c.state)
    declares = [m for m in moves if m.action == "declare"]
    return min(declares or moves, key=lambda m: (m.card, m.action, m.cards, m.value or 0))


def play_human_moves(qtbot, window, count: int) -> None:
    c = window.local_match.controller
    for _ in range(count):
        wait_human_turn(qtbot, window)
        if c.state.round_over:
            return
        assert c.play(pick(c))
    wait_human_turn(qtbot, window)


def picture(c) -> dict:
    """Everything that must survive a crash."""
    return {
        "state": c.state.clone(), "moves": list(c.state.history), "decls": list(c.state.decls),
        "stock": list(c.state.stock), "hands": [list(h) for h in c.state.hands],
        "scores": list(c.match.scores), "rounds": list(c.match.rounds),
        "obligation": c.obligation(), "history": list(c.history),
        "undo": [(s.point, list(s.history)) for s in c.undo_steps],
        "seats": c.seats, "match_rng": c.match.rng.getstate(),
        "ai_rng": c.saved_game().ai_rng.getstate(),
    }


def test_a_crash_in_the_middle_of_a_round_resumes_exactly_with_its_undo_history(qtbot):
    window = make_window(qtbot, store=stored())
    assert window.session is not None
    show(qtbot, window)
    c = window.local_match.controller
    for seed in range(3, 60):
        start(window, seed=seed, levels={1: "random"})
        for _ in range(8):
            play_human_moves(qtbot, window, 1)
            if c.state.round_over or (c.state.decls and len(c.undo_steps) >= 3):
                break
        if c.state.decls and not c.state.round_over and len(c.undo_steps) >= 3:
            break
    assert not c.state.round_over and c.state.stock and len(c.undo_steps) >= 3
    assert c.state.decls  # an obligation or a declaration on the table is part of the test
    window.session.autosaver.flush()
    before = picture(c)
    # The crash: no close event, no clean shutdown; only the files on disk remain.

    second = make_window(qtbot, store=stored())
    second.local_match.resume_or_start()
    r = second.local_match.controller
    assert picture(r) == before
    assert second.undo_action.isEnabled() and r.is_human_turn()
    qtbot.waitUntil(lambda: "resumed" in second.status_label.text(), timeout=2000)

    # both play on identically: the computer's random numbers were saved too
    move = pick(c)
    assert c.play(move) and r.play(move)
    wait_human_turn(qtbot, window)
    wait_human_turn(qtbot, second)
    assert r.state == c.state and r.history == c.history
    c.undo()
    r.undo()
    assert r.state == c.state == before["state"]
    assert [(s.point, s.history) for s in r.undo_steps] == before["undo"]


@pytest.mark.parametrize("damage", ["garbage", "truncated", "future"])
def test_a_bad_save_at_start_is_set_aside_with_a_message_and_the_app_starts(
        qtbot, tmp_path, monkeypatch, damage):
    monkeypatch.setenv("DILOTI_QT_HOME", str(tmp_path / "home"))
    window = make_window(qtbot, store=stored())
    start(window, seed=4)
    play_human_moves(qtbot, window, 2)
    window.session.autosaver.flush()
    window.close()
    path = paths.autosave_path()
    good = path.read_bytes()
    if damage == "garbage":
        bad = b"\x00\x13 not json at all"
    elif damage == "truncated":
        bad = good[: len(good) // 2]
    else:
        doc = json.loads(good)
        doc["format"], doc["version"] = "diloti-save/7", "7.0"
        bad = json.dumps(doc).encode()
    path.write_bytes(bad)
    for extra in path.parent.glob(path.name + ".bak"):
        extra.unlink()  # no previous copy to fall back on: the app must start without it

    seen = {}
    deadline = time.monotonic() + 60

    def look() -> None:
        windows = [w for w in QApplication.topLevelWidgets()
                   if isinstance(w, MainWindow) and w.isVisible()]
        session = windows[0].session if windows else None  # (None in the first frame)
        box = session.notice_box if session is not None else None
        if box is None and time.monotonic() < deadline:
            QTimer.singleShot(30, look)
            return
        if box is None:  # no notice came: fail below rather than wait in app.exec() for ever
            for w in windows:
                w.close()
            QApplication.exit(1)
            return
        w = windows[0]
        match = w.local_match.controller.match
        seen.update(box=box.text(), status=w.status_label.text(), playing=match
                    is not None and not match.rounds, modal=box.isModal())
        w.close()

    QTimer.singleShot(30, look)
    code = app_module.main(["diloti-qt", "--ai-mode", "thread"])
    assert seen, "the game started without a notice about the bad save"
    assert code == 0
    reason = "future" if damage == "future" else "corrupt"
    kept = list(path.parent.glob(f"{path.name}.{reason}-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == bad
    assert kept[0].name in seen["box"] and "starts without it" in seen["box"]
    if damage == "future":
        assert "newer version" in seen["box"]
    assert seen["status"] and seen["playing"]
    assert load_game().value is not None  # the new match is being saved again


def test_the_end_of_a_match_clears_the_autosave_and_is_not_resumed(qtbot):
    window = make_window(qtbot, store=stored())
    show(qtbot, window)
    start(window, overrides={"V-TARGET": 1}, seed=6)
    c = window.local_match.controller
    finished = []
    c.match_finished.connect(finished.append)
    play_human_moves(qtbot, window, 30)
    assert c.match.over and finished
    window.session.autosaver.flush()
    assert not paths.autosave_path().exists()

    assert window.session.writer.settled() and window.session.history.count() == 1
    c.undo()  # refused: the recorded match is not taken back, nor saved again
    assert c.match.over
    window.session.autosaver.flush()
    assert not paths.autosave_path().exists()
    assert window.session.writer.settled() and window.session.history.count() == 1

    second = make_window(qtbot, store=stored())
    second.local_match.resume_or_start(seed=11)
    resumed = second.local_match.controller.match
    assert not resumed.over and not resumed.rounds
    assert second.session.history.count() == 1


def test_demo_matches_are_neither_saved_nor_recorded(qtbot):
    window = make_window(qtbot, store=stored())
    start(window, seed=3)
    play_human_moves(qtbot, window, 1)
    window.session.autosaver.flush()
    assert paths.autosave_path().exists()
    start(window, overrides={"V-TARGET": 1}, seed=3, levels={0: "easy", 1: "easy"})
    qtbot.waitUntil(lambda: window.local_match.controller.match.over, timeout=30000)
    window.session.autosaver.flush()
    assert not paths.autosave_path().exists()
    assert window.session.writer.settled() and window.session.history.count() == 0


def test_new_match_asks_before_abandoning_a_match_in_progress(qtbot):
    window = make_window(qtbot, store=stored())
    show(qtbot, window)
    start(window, seed=5)
    match = window.local_match
    window.new_action.trigger()
    assert match.dialog("abandon") is None and match.dialog("new") is not None  # nothing played
    match.dialog("new").reject()
    qtbot.waitUntil(lambda: window.local_match.dialog("new") is None, timeout=2000)

    play_human_moves(qtbot, window, 1)
    before = window.local_match.controller.state.clone()
    window.new_action.trigger()
    box = window.local_match.dialog("abandon")
    assert isinstance(box, QMessageBox) and box.isVisible() and match.dialog("new") is None
    keep = box.defaultButton()
    assert box.buttonRole(keep) == QMessageBox.ButtonRole.RejectRole
    keep.click()
    qtbot.waitUntil(lambda: window.local_match.dialog("abandon") is None, timeout=2000)
    assert match.dialog("new") is None and match.controller.state == before

    window.new_action.trigger()
    box = match.dialog("abandon")
    accept = next(b for b in box.buttons()
                  if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
    accept.click()
    qtbot.waitUntil(lambda: window.local_match.dialog("new") is not None, timeout=2000)
    window.local_match.dialog("new").reject()
    qtbot.waitUntil(lambda: window.local_match.dialog("new") is None, timeout=2000)

    window.apply_settings({"confirm_abandon": False})
    window.new_action.trigger()
    assert match.dialog("abandon") is None and match.dialog("new") is not None
    match.dialog("new").reject()


def test_a_repaired_save_still_asks_before_it_is_abandoned(qtbot):
    """A save whose move list does not replay is repaired by dropping the list (validate.py);
    in its first round "New match" then abandoned it without a question, because the window
    looked for the person's moves in that list. The save says the person has played, also
    once the repaired match is saved again."""
    window = make_window(qtbot, store=stored())
    show(qtbot, window)
    start(window, seed=5)
    play_human_moves(qtbot, window, 2)
    assert not window.local_match.controller.match.rounds
    window.session.autosaver.flush()
    doc = json.loads(paths.autosave_path().read_text(encoding="utf-8"))
    moves = doc["match"]["state"]["moves"]
    moves[0], moves[1] = moves[1], moves[0]  # out of turn: the list no longer replays
    paths.autosave_path().write_text(json.dumps(doc), encoding="utf-8")

    for _restart in range(2):  # the repaired save, then the save the repaired match wrote
        again = make_window(qtbot, store=stored())
        show(qtbot, again)
        again.local_match.resume_or_start()
        c = again.local_match.controller
        assert c.state == window.local_match.controller.state and not c.match.rounds
        assert not any(seat == c.human for seat, _ in c.state.history)  # the list is gone
        again.new_action.trigger()
        box = again.local_match.dialog("abandon")
        assert isinstance(box, QMessageBox) and again.local_match.dialog("new") is None
        box.defaultButton().click()  # keep playing
        qtbot.waitUntil(lambda w=again: w.local_match.dialog("abandon") is None, timeout=2000)
        again.session.autosaver.save()
        again.session.autosaver.flush()
        assert load_game().value.person_played
        again.close()


def test_autosave_costs_the_gui_thread_little(qtbot):
    window = make_window(qtbot, store=stored())
    start(window, "taverna-2p", seed=8)
    play_human_moves(qtbot, window, 12)
    saver = window.session.autosaver
    saver.flush()
    assert len(saver.gui_ms) >= 12 and saver.write_ms
    assert statistics.median(saver.gui_ms) < 25, saver.gui_ms
    assert load_game().value is not None


def test_resuming_between_two_rounds_shows_the_round_sheet_again(qtbot):
    window = make_window(qtbot, store=stored())
    show(qtbot, window)
    start(window, seed=2)
    c = window.local_match.controller
    play_human_moves(qtbot, window, 30)
    assert c.state.round_over and not c.match.over
    window.session.autosaver.flush()

    second = make_window(qtbot, store=stored())
    show(qtbot, second)
    second.local_match.resume_or_start()
    r = second.local_match.controller
    assert r.state == c.state and r.match.rounds == c.match.rounds
    qtbot.waitUntil(lambda: second.local_match.dialog("round") is not None, timeout=5000)
    assert second.next_round_action.isEnabled()


def saved_doc() -> dict:
    """The autosave on disk, without the moment it was written."""
    doc = json.loads(paths.autosave_path().read_text(encoding="utf-8"))
    doc.pop("saved_at")
    return doc


def test_a_save_held_until_the_first_paint_is_the_save_written_at_once(qtbot):
    """At start-up the autosave captures the dealt match but encodes and writes it only once
    the table is painted (app.run_window holds it, after_first_paint releases it). What it
    writes then is what it would have written at once: the computer's random number
    generator as it was before the computer drew the number of its first move."""
    at_once = make_window(qtbot, store=stored())
    start(at_once, seed=2)  # the computer leads: it draws its number right after the deal
    at_once.session.autosaver.flush()
    written_at_once = saved_doc()
    at_once.local_match.controller.shutdown()
    paths.autosave_path().unlink()

    held = make_window(qtbot, store=stored())
    saver = held.session.autosaver
    saver.hold()
    start(held, seed=2)
    c = held.local_match.controller
    assert c.state.to_move != c.human and c.thinking  # the computer drew already
    assert saved_doc_of(c)["ai_rng"] != written_at_once["ai_rng"]
    saver.flush()
    assert not paths.autosave_path().exists()  # nothing written before the paint
    show(qtbot, held)  # the first paint: after_first_paint releases the autosave
    saver.flush()
    assert saved_doc() == written_at_once


def saved_doc_of(controller) -> dict:
    from diloti_qt.storage.savegame import saved_game_to_json

    return json.loads(json.dumps(saved_game_to_json(controller.saved_game())))
