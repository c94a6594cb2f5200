"""Start-up with a match to resume: checking the save names the computer levels without
loading the players (they come after the first paint, with the computer's worker), and a
start stopped at any moment leaves the match on disk."""

from __future__ import annotations

import subprocess
import sys
import time

from diloti_qt.storage.savegame import load_game

from ..conftest import ROOT
from .storage_driver import Lines, start_game


def test_the_levels_are_named_without_loading_a_player():
    probe = ("import sys; from diloti_qt.ai import LEVELS, PLAYER_LEVELS; "
             "print(sorted(m for m in sys.modules if m.startswith('diloti_qt.ai.')), LEVELS)")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          cwd=ROOT, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("]")[0] == "[", done.stdout  # no module of the players
    assert "'expert'" in done.stdout and "'oracle'" in done.stdout


def test_checking_a_saves_levels_loads_no_player():
    probe = ("import sys; from diloti_qt.storage import validate; names = validate.levels(); "
             "print(sorted(m for m in ('diloti_qt.ai.expert', 'diloti_qt.ai.hard', "
             "'diloti_qt.ai.simple', 'multiprocessing') if m in sys.modules), 'expert' in names)")
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, env={"PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["[]", "True"], done.stdout


def test_a_start_killed_at_any_moment_leaves_its_match_to_resume(tmp_path):
    """kill -9 while a start with a match to resume reads it, paints, and writes it again
    after the first paint: each time the save on disk is whole and holds that match (or
    the same match a move on, once the computer has played)."""
    home = tmp_path / "home"
    save = home / "state" / "autosave.json"
    first = start_game(home, close_ms=300)
    assert Lines(first).wait_for("UP", 60) is not None
    assert first.wait(60) == 0
    moves = load_game(save).value.match.state.history
    for delay, after_up in ((0.3, False), (0.0, True), (0.3, True)):
        game = start_game(home)
        try:
            if after_up:
                assert Lines(game).wait_for("UP", 60) is not None
            time.sleep(delay)
        finally:
            game.kill()
            game.wait(30)
        loaded = load_game(save)
        assert loaded.source == "file" and not loaded.notices, (delay, after_up, loaded)
        now = loaded.value.match.state.history
        assert now[:len(moves)] == moves, (delay, after_up)
        moves = now
