"""Deal numbers: a number names the same deal in every process and on every machine (golden
deals pinned here), every round of a match is the round the number deals, and `engine deal`
prints it as a position (NOTATION) or refuses bad arguments in one line."""

from __future__ import annotations

import io
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from diloti_qt.engine import Match, Rules, legal_moves, parse_position, position_json
from diloti_qt.engine.cli import main
from diloti_qt.engine.deals import MAX_DEAL, round_deal

from ..conftest import ROOT

GOLDEN = json.loads((Path(__file__).parent / "golden_deals.json").read_text())


def summary(state) -> dict:
    doc = position_json(state)
    return {"dealer": doc["dealer"], "hands": [" ".join(h) for h in doc["hands"]],
            "table": " ".join(doc["table"]), "stock": " ".join(doc["stock"])}


def golden_id(case: dict) -> str:
    return f"{case['profile']}-{case['number']}-round{case['round']}"


@pytest.mark.parametrize("case", GOLDEN, ids=[golden_id(c) for c in GOLDEN])
def test_golden_deals(case):
    """Pinned: a changed shuffle, seeding or dealing order (R4-R6, R41) changes every deal
    number people have written down."""
    state = round_deal(Rules.make(case["profile"]), case["number"], case["round"])
    expected = {k: case[k] for k in ("dealer", "hands", "table", "stock")}
    assert summary(state) == expected


def test_the_golden_deals_cover_an_opening_table_turned_up_again():
    """Deal 809 turns up three kings first (R6): its table comes from the reshuffled stock."""
    case = next(c for c in GOLDEN if c["number"] == 809)
    rng = random.Random(809)
    rng.randrange(2)
    deck = list(range(52))
    rng.shuffle(deck)
    first_table = deck[12:16]
    state = round_deal(Rules.make("pagat-2p"), 809, 1)
    assert sorted(state.loose) != sorted(first_table)
    assert case["table"] == " ".join(position_json(state)["table"])


def play_randomly(match: Match, rng: random.Random) -> None:
    while not match.state.round_over:
        match.state.apply(rng.choice(legal_moves(match.state)))


@pytest.mark.parametrize("profile", ["pagat-2p", "taverna-2p", "partnership-4p"])
def test_every_round_of_a_match_is_the_round_its_number_deals(profile):
    """However the rounds were played, round k of match N is round_deal(N, k): play draws
    nothing from the match's generator."""
    rules = Rules.make(profile)
    for number in (3, 77, 2024):
        match = Match(rules, number)
        rng = random.Random(number)
        for k in range(1, 6):
            assert summary(match.state) == summary(round_deal(rules, number, k)), (number, k)
            play_randomly(match, rng)
            if match.over:
                break
            match.next_round()


def run_cli(*args: str, hash_seed: str = "0") -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONHASHSEED=hash_seed)
    return subprocess.run([sys.executable, "-m", "diloti_qt.engine", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)


def test_engine_deal_prints_the_same_position_in_other_processes():
    """Two processes with different hash seeds print the same position, and it is the one
    this process deals; it reads back as the round's start."""
    first = run_cli("deal", "4711", "--profile", "taverna-4p", "--round", "3", hash_seed="1")
    second = run_cli("deal", "4711", "--profile=taverna-4p", "--round=3", hash_seed="98765")
    assert first.returncode == 0, first.stderr
    assert first.stdout == second.stdout
    doc = json.loads(first.stdout)
    state = round_deal(Rules.make("taverna-4p"), 4711, 3)
    assert doc == json.loads(json.dumps(position_json(state)))
    assert parse_position(doc) == state
    assert doc["round_opening"] is True and doc["rules"]["profile"] == "taverna-4p"


def test_engine_deal_defaults_to_the_first_round_of_the_classic_rules():
    out = io.StringIO()
    assert main(["deal", "0"], stdout=out) == 0
    doc = json.loads(out.getvalue())
    case = GOLDEN[0]
    assert (case["profile"], case["number"]) == ("pagat-2p", 0)
    assert summary(parse_position(doc)) == {k: case[k] for k in ("dealer", "hands", "table",
                                                                   "stock")}


@pytest.mark.parametrize("args, words", [
    (["deal"], "NUMBER: give exactly one deal number"),
    (["deal", "1", "2"], "NUMBER: give exactly one deal number"),
    (["deal", "seven"], "NUMBER: must be a whole number"),
    (["deal", "-1"], "NUMBER: must be a whole number"),
    (["deal", str(MAX_DEAL + 1)], "NUMBER: must be a whole number"),
    (["deal", "9" * 5000], "NUMBER: must be a whole number"),
    (["deal", "1", "--profile", "poker"], "--profile: unknown profile 'poker'"),
    (["deal", "1", "--profile"], "--profile: needs a value"),
    (["deal", "1", "--round", "0"], "--round: must be a whole number from 1 to 999"),
    (["deal", "1", "--seat", "2"], "--seat: unknown option"),
])
def test_engine_deal_refuses_bad_arguments_in_one_line(args, words):
    out, err = io.StringIO(), io.StringIO()
    assert main(args, stdout=out, stderr=err) == 2
    assert out.getvalue() == ""
    lines = err.getvalue().splitlines()
    assert len(lines) == 1 and words in lines[0], lines


def test_a_deal_number_fixes_the_first_dealer_too():
    """R4 (the first dealer by lot) is drawn from the number: the same seats deal."""
    rules = Rules.make("pagat-2p")
    dealers = {n: round_deal(rules, n).dealer for n in range(40)}
    assert set(dealers.values()) == {0, 1}
    assert all(Match(rules, n).state.dealer == d for n, d in dealers.items())
