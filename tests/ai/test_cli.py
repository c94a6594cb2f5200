"""`python -m diloti_qt.ai move|explain` (issue 9), run in-process."""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys

import pytest

from diloti_qt.ai import cli
from diloti_qt.engine import PlayerView, legal_moves, parse_move, position_json
from diloti_qt.engine.api import check

from .helpers import PROFILES, permute_hidden, random_positions
from .test_solver import brute  # final round points, side 0 minus side 1, by plain minimax

FAST = ("random", "easy", "medium")


def run(*args: str, position=None, text: str | None = None) -> tuple[int, str, str]:
    stdin = io.StringIO(text if text is not None else json.dumps(position))
    out, err = io.StringIO(), io.StringIO()
    status = cli.main(list(args), stdin, out, err)
    return status, out.getvalue(), err.getvalue()


def answer(state, level: str, *extra: str):
    status, out, err = run("move", "--level", level, *extra, "-",
                           position=position_json(state))
    assert status == 0 and not err, err
    assert out.count("\n") == 1
    verdict = check(state, parse_move(json.loads(out)))
    assert verdict.legal, (level, out, verdict)
    return verdict.move


@pytest.mark.parametrize("profile", PROFILES)
def test_move_answers_legally_for_every_profile(profile):
    for i, state in enumerate(random_positions(profile, 300, 6)):
        for level in FAST:
            assert answer(state, level, "--seed", str(i)) in legal_moves(state)
    state = random_positions(profile, 301, 1)[0]
    for level in ("hard", "expert"):
        answer(state, level, "--budget-ms", "20", "--seed", "4")


@pytest.mark.parametrize("level", ["random", "medium", "hard"])
def test_move_is_reproducible_and_ignores_hidden_cards(level):
    rng = random.Random(8)
    for state in random_positions("pagat-2p", 302, 5):
        other = permute_hidden(state, state.to_move, rng)
        if other is None:
            continue
        args = ("--seed", "7", "--budget-ms", "20")
        first = answer(state, level, *args)
        assert answer(state, level, *args) == first
        assert answer(other, level, *args) == first


def test_explain_lists_every_legal_move_best_first(tmp_path):
    state = random_positions("partnership-4p", 303, 1)[0]
    path = tmp_path / "position.json"
    path.write_text(json.dumps(position_json(state)), encoding="utf-8")
    for level in ("random", "easy", "medium", "hard"):
        status, out, err = run("explain", "--level", level, "--budget-ms", "20", "--json",
                               str(path))
        assert status == 0 and not err
        rows = json.loads(out)
        moves = [check(state, parse_move(r["move"])).move for r in rows]
        assert sorted(moves) == sorted(legal_moves(state))
        assert all(r["reason"] for r in rows)
        values = [r["value"] for r in rows]
        if level == "random":
            assert values == [None] * len(values)
        else:
            assert values == sorted(values, reverse=True)
    status, out, _ = run("explain", "--level", "medium", str(path))
    assert status == 0 and len(out.splitlines()) == len(legal_moves(state))


BAD = [
    ("not json", "{", "not valid JSON"),
    ("not a position", "[1]", "position"),
    ("unknown key", '{"x": 1}', "unknown key"),
]


@pytest.mark.parametrize("name,text,words", BAD)
def test_malformed_input_is_one_line_and_status_2(name, text, words):
    status, out, err = run("move", "--level", "easy", "-", text=text)
    assert status == 2 and not out
    assert err.count("\n") == 1 and words in err and "Traceback" not in err


def test_round_over_and_empty_hand_are_refused():
    state = random_positions("pagat-2p", 304, 1)[0]
    doc = position_json(state)
    doc["to_move"] = None
    status, _, err = run("move", "--level", "easy", "-", position=doc)
    assert status == 2 and "round is over" in err
    doc = position_json(state)
    other = 1 - doc["to_move"]
    doc["hands"][other] += doc["hands"][doc["to_move"]]
    doc["hands"][doc["to_move"]] = []
    status, _, err = run("move", "--level", "easy", "-", position=doc)
    assert status == 2 and "holds no cards" in err


@pytest.mark.parametrize("args", [
    [], ["play"], ["move", "-"], ["move", "--level", "wizard", "-"],
    ["move", "--level", "easy"], ["move", "--level", "easy", "--budget-ms", "x", "-"],
    ["move", "--level", "easy", "--seed", "1.5", "-"], ["move", "--level", "oracle", "-"],
    ["move", "--level", "easy", "a.json", "b.json"], ["move", "--level", "easy", "--json", "-"],
])
def test_bad_arguments(args):
    status, out, err = run(*args, position={})
    assert status == 2 and not out and err.count("\n") == 1


def test_missing_file():
    status, _, err = run("move", "--level", "easy", "/nonexistent/position.json")
    assert status == 2 and "cannot read" in err


def test_module_entry_point(tmp_path):
    state = random_positions("taverna-2p", 305, 1)[0]
    path = tmp_path / "p.json"
    path.write_text(json.dumps(position_json(state)), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "diloti_qt.ai", "move", "--level", "easy",
                           str(path)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert check(state, parse_move(json.loads(done.stdout))).legal
    done = subprocess.run([sys.executable, "-m", "diloti_qt.ai", "move", "--level", "easy",
                           "-"], input="nonsense", capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    assert "Traceback" not in done.stderr
    # The view of the seat to move is what the level sees.
    assert PlayerView.of(state, state.to_move).hand == tuple(state.hands[state.to_move])


# -- solve: the exact value of every move of a last deal (issue 41) ----------------------------

def last_deal(profile: str, seed: int, cards_left: int):
    """A round played by Random/Easy until the stock is empty and `cards_left` cards remain
    in the hands (None if the round ended first)."""
    for state in random_positions(profile, seed, 40):
        if not state.stock and sum(len(h) for h in state.hands) <= cards_left:
            return state
    return None


def test_solve_matches_brute_force_minimax():
    checked = 0
    for profile in ("pagat-2p", "taverna-2p"):
        for seed in range(310, 330):
            state = last_deal(profile, seed, 5)
            if state is None or state.round_over:
                continue
            status, out, err = run("solve", "-", position=position_json(state))
            assert status == 0 and not err, err
            doc = json.loads(out)
            sign = 1 if state.to_move % 2 == 0 else -1
            moves = [parse_move(e["move"]) for e in doc["moves"]]
            listed = [check(state, m).move for m in moves]
            assert sorted(listed) == sorted(legal_moves(state))  # every legal move, once
            values = [e["value"] for e in doc["moves"]]
            assert values == sorted(values, reverse=True)  # best first
            for move, value in zip(listed, values):
                child = state.clone()
                child.apply(move)
                assert value == sign * brute(child), (profile, seed, move)
            assert values[0] == sign * brute(state)
            checked += 1
    assert checked >= 10


@pytest.mark.parametrize("change, words", [
    ("four", "two-player positions only"),
    ("stock", "stock is not empty"),
    ("over", "round is over"),
])
def test_solve_refuses_what_it_cannot_answer(change, words):
    if change == "four":
        state = last_deal("partnership-4p", 311, 4)
    elif change == "stock":
        state = random_positions("pagat-2p", 312, 1)[0]
        assert state.stock
    else:
        state = last_deal("pagat-2p", 313, 2)
        while not state.round_over:
            state.apply(legal_moves(state)[0])
    status, out, err = run("solve", "-", position=position_json(state))
    assert (status, out) == (2, "")
    assert err.count("\n") == 1 and words in err, err


def test_solve_stops_at_its_node_limit_and_checks_its_arguments():
    state = last_deal("pagat-2p", 314, 12)
    status, out, err = run("solve", "--nodes", "3", "-", position=position_json(state))
    assert (status, out) == (2, "") and "more than 3 search nodes" in err
    status, out, err = run("solve", "--nodes=2000000", "-", position=position_json(state))
    assert status == 0 and json.loads(out)["moves"]
    for args in (("solve",), ("solve", "--nodes", "x", "-"), ("solve", "--nodes", "0", "-"),
                 ("solve", "--deep", "-"), ("solve", "-", "-")):
        status, out, err = run(*args, position=position_json(state))
        assert (status, out) == (2, "") and err.count("\n") == 1, (args, err)
    status, out, err = run("solve", "-", text="{")
    assert status == 2 and "not valid JSON" in err
