"""Saving and restoring a GameController: resume after a crash mid-round, undo included."""

from __future__ import annotations

import json

import pytest

from diloti_qt.controller.game import GameController
from diloti_qt.engine import Rules, legal_moves
from diloti_qt.storage import paths
from diloti_qt.storage.atomic import CorruptFileError
from diloti_qt.storage.savegame import (
    controller_to_json,
    load_game,
    restore_controller,
    save_game,
)


@pytest.fixture
def controllers():
    made: list[GameController] = []

    def make() -> GameController:
        c = GameController()
        c.pace = "instant"
        made.append(c)
        return c

    yield make
    for c in made:
        c.shutdown()


def wait_human_turn(qtbot, c: GameController) -> None:
    qtbot.waitUntil(lambda: c.is_human_turn() or c.state.round_over, timeout=5000)


def pick(c: GameController):
    moves = legal_moves(c.state)
    declares = [m for m in moves if m.action == "declare"]
    return min(declares or moves, key=lambda m: (m.card, m.action, m.cards, m.value))


def play_until_a_declaration(qtbot, c: GameController, profile: str = "pagat-2p") -> None:
    """Human moves (declaring when possible) until a declaration lies on the table at the
    human's turn, with undo steps behind it."""
    for seed in range(60):
        c.new_match(Rules.make(profile), seed=seed, level="random")
        wait_human_turn(qtbot, c)
        for _ in range(8):
            if c.state.round_over:
                break
            assert c.play(pick(c))
            wait_human_turn(qtbot, c)
            if c.state.decls and not c.state.round_over and len(c.undo_steps) >= 2:
                return
    raise AssertionError("no seed led to a declaration on the table")


def same(a: GameController, b: GameController) -> None:
    assert a.state == b.state
    assert a.state.history == b.state.history
    assert a.state.decls == b.state.decls
    assert a.history == b.history
    assert a.match.rounds == b.match.rounds
    assert a.seats == b.seats
    assert a.can_undo() == b.can_undo()
    assert a.match.rng.getstate() == b.match.rng.getstate()


@pytest.mark.parametrize("profile", ["pagat-2p", "taverna-4p"])
def test_resume_from_the_file_then_undo_and_play_on_identically(qtbot, controllers, profile):
    c = controllers()
    play_until_a_declaration(qtbot, c, profile)
    assert save_game(c) is None
    loaded = load_game()
    assert loaded.source == "file" and not loaded.notices
    r = controllers()
    with qtbot.waitSignal(r.new_match_started), qtbot.waitSignal(r.state_changed):
        restore_controller(r, loaded.value)
    same(c, r)
    assert r.is_human_turn() and r.obligation() == c.obligation()
    c.undo()
    r.undo()
    same(c, r)
    for _ in range(3):
        if c.state.round_over:
            break
        move = pick(c)
        assert c.play(move) and r.play(move)
        wait_human_turn(qtbot, c)
        wait_human_turn(qtbot, r)
        same(c, r)


def test_crash_while_the_computer_thinks_resumes_identically(qtbot, controllers):
    c = controllers()
    play_until_a_declaration(qtbot, c)
    saved: list[str] = []
    c.state_changed.connect(lambda: saved.append(json.dumps(controller_to_json(c))))
    c.play(pick(c))
    wait_human_turn(qtbot, c)
    crash_doc = json.loads(saved[0])
    assert crash_doc["match"]["state"]["position"]["to_move"] != 0
    r = controllers()
    restore_controller(r, crash_doc)
    wait_human_turn(qtbot, r)
    same(c, r)


def test_autosave_after_every_move_resumes_the_last_one(qtbot, controllers):
    c = controllers()
    play_until_a_declaration(qtbot, c)
    notes = []
    c.state_changed.connect(lambda: notes.append(save_game(c)))
    c.play(pick(c))
    wait_human_turn(qtbot, c)
    assert notes and not any(notes)
    assert paths.autosave_path().with_name("autosave.json.bak").exists()
    r = controllers()
    restore_controller(r, load_game().value)
    same(c, r)


def test_a_bad_document_leaves_the_controller_as_it_was(qtbot, controllers):
    c = controllers()
    play_until_a_declaration(qtbot, c)
    doc = controller_to_json(c)
    doc["match"]["state"]["position"]["hands"][0] = []
    before = c.state.clone()
    with pytest.raises(CorruptFileError):
        restore_controller(c, doc)
    assert c.state == before and c.is_human_turn()


def test_the_hooks_are_used_when_the_controller_has_them(qtbot, controllers):
    c = controllers()
    play_until_a_declaration(qtbot, c)
    doc = controller_to_json(c)
    calls = []

    class Hooked:
        match = c.match

        def saved_game(self):
            calls.append("save")
            from diloti_qt.storage.savegame import saved_game_of

            return saved_game_of(c)

        def load_saved(self, game):
            calls.append(("load", game.match.state == c.state))

    hooked = Hooked()
    assert controller_to_json(hooked)["match"] == doc["match"]
    restore_controller(hooked, doc)
    assert calls == ["save", ("load", True)]
