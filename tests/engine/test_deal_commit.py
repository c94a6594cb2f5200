"""Committed deals (issue #41, NOTATION "Committed deals"): a round dealt from its own
secret seed, the SHA-256 commitment to it, and `engine replay` checking every committed
round of a record (a tampered seed, commitment or deal: exit status 2, one line)."""

from __future__ import annotations

import copy
import hashlib
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from diloti_qt.engine import Match, Rules, legal_moves
from diloti_qt.engine.deals import (
    COMMIT_TAG,
    deal_commitment,
    deal_from_seed,
    deal_problem,
)
from diloti_qt.engine.record import (
    Player,
    build_record,
    dump_record,
    load_record,
    record_json,
)

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = (Player("Anna", None), Player("Petros", None))
RULES = Rules.make("pagat-2p", {"V-TARGET": 31})


def seeds(n: int, salt: int = 0) -> list[bytes]:
    return [hashlib.sha256(f"test-seed-{salt}-{k}".encode()).digest() for k in range(n)]


def committed_match(salt: int = 0) -> list[tuple]:
    """A match to 31 whose every round is dealt from its own seed; random legal moves.
    Its rounds as build_record takes them: (start, moves, commitment, seed hex)."""
    rng = random.Random(salt)
    match = Match(RULES, salt)
    round_seeds = seeds(100, salt)
    rounds = []
    while True:
        seed = round_seeds[len(rounds)]
        start = deal_from_seed(RULES, match.state.dealer, seed, list(match.state.scores))
        match.state, match.round_start = start.clone(), start.clone()
        state = match.state
        while not state.round_over:
            state.apply(rng.choice(sorted(legal_moves(state), key=repr)))
        rounds.append((start, tuple(m for _s, m in state.history), deal_commitment(seed),
                       seed.hex()))
        if match.over:
            return rounds
        match.next_round()


@pytest.fixture(scope="module")
def good_doc() -> dict:
    return record_json(build_record(RULES, PLAYERS, committed_match(), None))


def run_replay(tmp_path: Path, doc: dict) -> subprocess.CompletedProcess:
    path = tmp_path / "m.diloti"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "diloti_qt.engine", "replay", str(path)],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)


def test_deal_from_seed_is_deterministic_and_seed_dependent():
    seed_a, seed_b = seeds(2)
    a = deal_from_seed(RULES, 1, seed_a, [5, 7])
    assert a == deal_from_seed(RULES, 1, seed_a, [5, 7])
    assert a != deal_from_seed(RULES, 1, seed_b, [5, 7])
    assert a.dealer == 1 and a.to_move == 0 and a.round_opening and a.scores == [5, 7]
    assert [len(h) for h in a.hands] == [6, 6] and len(a.loose) == 4 and len(a.stock) == 36
    # the same deal as the engine's own dealing from that generator
    from diloti_qt.engine.state import deal_round
    assert a == deal_round(RULES, 1, random.Random(int.from_bytes(seed_a, "big")), [5, 7])
    with pytest.raises(ValueError):
        deal_from_seed(RULES, 0, b"short")


def test_commitment_is_sha256_of_the_tagged_hex():
    seed = bytes(range(32))
    expected = hashlib.sha256(f"diloti-deal-commit/1:{seed.hex()}".encode()).hexdigest()
    assert COMMIT_TAG == "diloti-deal-commit/1:"
    assert deal_commitment(seed) == expected and len(expected) == 64
    start = deal_from_seed(RULES, 0, seed)
    assert deal_problem(RULES, expected, seed.hex(), start) is None
    other = seeds(1, 9)[0]
    assert "does not match" in deal_problem(RULES, expected, other.hex(), start)
    assert "other cards" in deal_problem(RULES, deal_commitment(other), other.hex(), start)


def test_a_committed_record_round_trips_with_its_seeds(good_doc):
    record = load_record(json.dumps(good_doc))
    assert all(r.commitment and r.seed for r in record.rounds)
    again = json.loads(dump_record(record))
    assert [(r["commitment"], r["seed"]) for r in again["rounds"]] == \
        [(r["commitment"], r["seed"]) for r in good_doc["rounds"]]


def test_an_old_record_without_seeds_still_loads(good_doc):
    doc = copy.deepcopy(good_doc)
    for r in doc["rounds"]:
        del r["commitment"], r["seed"]
    record = load_record(json.dumps(doc))
    assert all(r.commitment is None and r.seed is None for r in record.rounds)
    assert "commitment" not in json.loads(dump_record(record))["rounds"][0]


def test_replay_accepts_a_good_committed_record(tmp_path, good_doc):
    done = run_replay(tmp_path, good_doc)
    assert done.returncode == 0, done.stderr
    rounds = len(good_doc["rounds"])
    assert f"deals: {rounds} of {rounds} rounds committed" in done.stdout


def tampered_seed(doc: dict) -> None:
    doc["rounds"][-1]["seed"] = seeds(1, 77)[0].hex()


def tampered_commitment(doc: dict) -> None:
    doc["rounds"][-1]["commitment"] = deal_commitment(seeds(1, 78)[0])


def tampered_deal(doc: dict) -> None:
    """Another seed, honestly committed to, that deals other cards than the round's."""
    other = seeds(1, 79)[0]
    doc["rounds"][-1]["seed"] = other.hex()
    doc["rounds"][-1]["commitment"] = deal_commitment(other)


def half_missing(doc: dict) -> None:
    del doc["rounds"][-1]["seed"]


@pytest.mark.parametrize("tamper, words", [
    (tampered_seed, "does not match its commitment"),
    (tampered_commitment, "does not match its commitment"),
    (tampered_deal, "deals other cards"),
    (half_missing, "needs both"),
])
def test_replay_refuses_a_tampered_round_in_one_line(tmp_path, good_doc, tamper, words):
    doc = copy.deepcopy(good_doc)
    tamper(doc)
    done = run_replay(tmp_path, doc)
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2 and len(lines) == 1, done.stderr
    assert f"round {len(doc['rounds'])}" in lines[0] and words in lines[0]
    assert done.stdout == "" and "Traceback" not in done.stderr


def test_notation_documents_the_commitment_it_computes():
    notation = (ROOT / "docs" / "NOTATION.md").read_text(encoding="utf-8")
    assert "## Committed deals" in notation
    assert deal_commitment(bytes(range(32))) in notation
