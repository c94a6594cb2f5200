"""A level of another checkout (`LEVEL@PATH`, `LEVEL@git:REV`, `expert1`): it plays the
moves it would play at home, from that checkout's files only (issue 40's yardstick)."""

from __future__ import annotations

import random
import shutil
import subprocess

import pytest

from diloti_qt.ai import arena
from diloti_qt.ai.remote import RemoteError, RemotePlayer, checkout_of
from diloti_qt.engine import Action, Match, PlayerView, Rules
from tests.conftest import ROOT


def test_a_level_spec_names_its_checkout_and_its_budget_in_any_order():
    assert arena.split_level("hard") == ("hard", None, None)
    assert arena.split_level("hard@200") == ("hard", None, 200.0)
    assert arena.split_level("expert@../old@300") == ("expert", "../old", 300.0)
    assert arena.split_level("expert@250@git:abc") == ("expert", "git:abc", 250.0)
    assert arena.split_level("expert1") == ("expert", f"git:{arena.EXPERT_1}", None)
    assert arena.parse_level("expert1@100") == (f"expert@git:{arena.EXPERT_1}", 100.0)
    for bad in ("hard@", "hard@0", "hard@a@b", "hard@100@200"):
        with pytest.raises(ValueError):
            arena.split_level(bad)


def test_expert_1_is_a_commit_of_this_repository():
    """The yardstick stays reachable: its commit is in the history every clone has."""
    done = subprocess.run(["git", "-C", str(ROOT), "cat-file", "-e",
                           f"{arena.EXPERT_1}^{{commit}}"], capture_output=True)
    assert done.returncode == 0, done.stderr


def _copy_of_the_game(folder):
    shutil.copytree(ROOT / "diloti_qt", folder / "diloti_qt",
                    ignore=shutil.ignore_patterns("__pycache__"))
    return folder


def _pairs(a: str, b: str) -> list:
    r = arena.run_arena(a, b, matches=1, seed=7, rounds=2, work=True)
    return [r["pair_diffs"], r["a_wins_per_pair"], r["rounds"]]


def test_a_level_from_a_checkout_plays_the_games_it_plays_at_home(tmp_path):
    copy = _copy_of_the_game(tmp_path / "other")
    assert _pairs(f"medium@{copy}", "easy") == _pairs("medium", "easy")


def test_the_child_runs_the_other_checkouts_code_not_this_one(tmp_path):
    copy = _copy_of_the_game(tmp_path / "other")
    # The other checkout's Easy always lays its lowest card: a different player.
    simple = copy / "diloti_qt" / "ai" / "simple.py"
    simple.write_text(simple.read_text(encoding="utf-8") + (
        "\n\nclass _Lays(EasyPlayer):\n"
        "    def choose(self, view, rng, budget=None):\n"
        "        from diloti_qt.engine import Action\n"
        "        moves = sorted(view.legal_moves(), key=lambda m: (m.action != Action.LAY, m.card))\n"
        "        return moves[0]\n"
        "EasyPlayer = _Lays\n"), encoding="utf-8")
    player = RemotePlayer("easy", checkout_of(str(copy)))
    try:
        state = Match(Rules.make("pagat-2p"), seed=3).state
        view = PlayerView.of(state, state.to_move)
        move = player.choose(view, random.Random(1))
        lays = sorted((m for m in view.legal_moves() if m.action == Action.LAY),
                      key=lambda m: m.card)
        assert lays and move == lays[0]
    finally:
        player.close()


def test_a_revision_is_unpacked_once_into_the_cache(tmp_path, monkeypatch):
    repo = _copy_of_the_game(tmp_path / "repo")
    git = ["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "commit", "-qm", "one"], check=True)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    first = checkout_of("git:HEAD", repo)
    assert (first / "diloti_qt" / "ai" / "__init__.py").is_file()
    assert first.parent == tmp_path / "cache" / "diloti-qt" / "checkouts"
    assert checkout_of("git:HEAD", repo) == first
    with pytest.raises(ValueError, match="no revision"):
        checkout_of("git:no-such-branch", repo)
    with pytest.raises(ValueError, match="not a checkout"):
        checkout_of(str(tmp_path))


def test_a_child_that_cannot_start_says_so(tmp_path):
    broken = _copy_of_the_game(tmp_path / "broken")
    (broken / "diloti_qt" / "ai" / "__init__.py").write_text("raise ImportError('no')\n")
    with pytest.raises(RemoteError, match="stopped"):
        RemotePlayer("easy", broken)
