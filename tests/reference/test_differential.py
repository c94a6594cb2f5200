"""Differential test: the engine command line (black box) against the reference rules."""

from __future__ import annotations

import json
import os
from typing import Any

import pytest

from tests.reference import diloti_ref as ref
from tests.reference.differential import (
    Stats,
    engine_check,
    minimize,
    play_game,
    probe_position,
    summary,
)
from tests.reference.scenario_util import norm_outcome

# DILOTI_DIFF_ROUNDS=500 (manual runs) spreads that many random rounds over the 8 cases below;
# DILOTI_DIFF_POSITIONS sets the number of constructed positions.
ROUNDS = int(os.environ.get("DILOTI_DIFF_ROUNDS", "32"))
POSITIONS = int(os.environ.get("DILOTI_DIFF_POSITIONS", str(max(300, 10 * ROUNDS))))
CASES = [(profile, vary) for profile in ref.PROFILES for vary in (False, True)]


def report(stats: Stats) -> str:
    lines = [summary(stats)]
    for mismatch in stats.mismatches[:5]:
        smallest = minimize(mismatch)
        lines.append(json.dumps({**mismatch.to_json(), "position": smallest}, sort_keys=True))
    return "\n".join(lines)


@pytest.mark.parametrize(("profile", "vary"), CASES,
                         ids=[f"{p}-{'variants' if v else 'plain'}" for p, v in CASES])
def test_random_rounds_agree(profile: str, vary: bool) -> None:
    case = CASES.index((profile, vary))
    games = max(1, (ROUNDS + case) // len(CASES))
    stats = Stats()
    for game in range(games):
        play_game(10_000 * (case + 1) + game, profile, vary, stats)
    print(summary(stats))
    assert stats.positions > 0
    assert not stats.mismatches, report(stats)


def test_constructed_positions_agree() -> None:
    stats = Stats()
    for seed in range(POSITIONS):
        probe_position(500_000 + seed, stats)
    print(summary(stats))
    assert stats.positions > POSITIONS * 0.9
    assert not stats.mismatches, report(stats)


def _pos(rules: Any, hands: list[list[str]], table: list[Any], to_move: int = 0,
         **extra: Any) -> dict[str, Any]:
    players = len(hands)
    return {
        "format": ref.FORMAT, "rules": rules, "dealer": extra.get("dealer", 1),
        "to_move": to_move, "round_opening": extra.get("round_opening", False), "hands": hands,
        "table": table, "stock": [], "captured": [[] for _ in range(players)],
        "xeris": [0] * players, "last_capturer": None, "scores": [0, 0],
    }


def _simple(value: int, owner: int, *cards: str) -> dict[str, Any]:
    return {"value": value, "owner": owner, "kind": "simple", "cards": list(cards)}


def _family(value: int, owner: int, *cards: str) -> dict[str, Any]:
    return {"value": value, "owner": owner, "kind": "family", "cards": list(cards)}


def _rules(profile: str, **variants: Any) -> dict[str, Any]:
    return {"profile": profile, "variants": {k.replace("_", "-"): v for k, v in variants.items()}}


P2 = "pagat-2p"
T2 = "taverna-2p"
P4 = "partnership-4p"

# (id, position, move, legal) for the points RULES.md leaves open (diloti_ref.py, I1-I13).
INTERPRETATIONS: list[tuple[str, dict[str, Any], dict[str, Any], bool]] = [
    ("I1-second-reserve-captures-elsewhere",
     _pos(P2, [["8C", "8H", "2D"], ["9S", "KC"]], [_simple(8, 0, "5S", "3D"), "8D"]),
     {"card": "8C", "action": "capture", "take": ["8D"]}, True),
    ("I1-last-reserve-captures-elsewhere",
     _pos(P2, [["8C", "2D"], ["9S", "KC"]], [_simple(8, 0, "5S", "3D"), "8D"]),
     {"card": "8C", "action": "capture", "take": ["8D"]}, False),
    ("I2-self-raise-spends-last-old-reserve",
     _pos(_rules(P2, V_SELF_RAISE="yes"), [["4C", "8D"], ["9S", "KC"]],
          [_simple(4, 0, "AS", "3S")]),
     {"card": "4C", "action": "declare", "value": 8, "with": ["AS", "3S"]}, True),
    ("I2-self-raise-needs-new-reserve",
     _pos(_rules(P2, V_SELF_RAISE="yes"), [["4C", "4D", "9D"], ["9S", "KC"]],
          [_simple(4, 0, "AS", "3S")]),
     {"card": "4C", "action": "declare", "value": 8, "with": ["AS", "3S"]}, False),
    ("I2-self-raise-only-own-pile",
     _pos(_rules(P2, V_SELF_RAISE="yes"), [["AC", "9D", "8C"], ["9S", "KC"]],
          [_simple(8, 0, "5S", "3D"), _simple(8, 1, "6H", "2H")]),
     {"card": "AC", "action": "declare", "value": 9, "with": ["6H", "2H"]}, False),
    ("I3-owner-may-not-absorb-other-simple",
     _pos(P2, [["8C", "7C", "7D"], ["9S", "KC"]],
          [_simple(8, 0, "5S", "3D"), _simple(7, 1, "5H", "2D")]),
     {"card": "7C", "action": "declare", "value": 7, "with": ["5H", "2D"]}, False),
    ("I3-owner-may-not-extend-other-family",
     _pos(P2, [["8C", "7C", "7D"], ["9S", "KC"]],
          [_simple(8, 0, "5S", "3D"), _family(7, 1, "5H", "2D", "7H")]),
     {"card": "7C", "action": "declare", "value": 7, "with": ["5H", "2D", "7H"]}, False),
    ("I4-two-simples-never-merge",
     _pos(P2, [["7C", "7D"], ["9S", "KC"]],
          [_simple(7, 1, "5H", "2D"), _simple(7, 0, "4S", "3S")]),
     {"card": "7C", "action": "declare", "value": 7, "with": ["5H", "2D", "4S", "3S"]}, False),
    ("I5-three-card-family-is-not-soi",
     _pos(T2, [["6H", "6C", "2D"], ["9S", "KD"]], [_family(6, 0, "6S", "4D", "2S"), "9C"]),
     {"card": "6H", "action": "declare", "value": 6, "with": ["6S", "4D", "2S"]}, True),
    ("I5-soi-locked-for-everybody",
     _pos(T2, [["6H", "6C", "2D"], ["9S", "KD"]], [_family(6, 1, "6S", "6D"), "9C"]),
     {"card": "6H", "action": "declare", "value": 6, "with": ["6S", "6D"]}, False),
    ("I6-capture-all-mid-round-takes-three",
     _pos(T2, [["QC", "5D"], ["3S", "4H"]], ["QS", "QH", "QD", "5C"]),
     {"card": "QC", "action": "capture", "take": ["QS", "QH", "QD"]}, True),
    ("I6-capture-all-mid-round-not-one",
     _pos(T2, [["QC", "5D"], ["3S", "4H"]], ["QS", "QH", "QD", "5C"]),
     {"card": "QC", "action": "capture", "take": ["QS"]}, False),
    ("I6-redeal-variant-takes-exactly-one",
     _pos(P2, [["QC", "5D"], ["3S", "4H"]], ["QS", "QH", "QD", "5C"]),
     {"card": "QC", "action": "capture", "take": ["QS"]}, True),
    ("I7-must-capture-face-without-equal-lays",
     _pos(_rules(P2, V_MUST_CAPTURE="yes"), [["KC", "5D"], ["3S", "4H"]], ["QS", "5C"]),
     {"card": "KC", "action": "lay"}, True),
    ("I7-must-capture-counts-declarations",
     _pos(_rules(P2, V_MUST_CAPTURE="yes"), [["7C", "5D"], ["3S", "7H"]],
          [_simple(7, 1, "4S", "3D"), "9C"]),
     {"card": "7C", "action": "lay"}, False),
    ("I8-forced-sums-ignores-other-declarations",
     _pos(_rules(P4, V_FORCED_SUMS="yes"), [["7C", "5D"], ["7S"], ["9H"], ["7H"]],
          [_simple(7, 1, "4S", "3D"), _family(7, 3, "5H", "2H", "7D"), "9C"]),
     {"card": "7C", "action": "capture", "take": ["4S", "3D"]}, True),
    ("I8-forced-sums-only-when-taking-a-declaration",
     _pos(_rules(P2, V_FORCED_SUMS="yes"), [["7C", "5D"], ["7S", "9H"]],
          [_simple(7, 1, "4S", "3D"), "7D", "5C", "2C"]),
     {"card": "7C", "action": "capture", "take": ["7D"]}, True),
    ("I9-sweep-applies-to-declaration-captures",
     _pos(_rules(P2, V_SWEEP="yes"), [["7C", "5D"], ["7S", "9H"]],
          [_simple(7, 1, "4S", "3D"), "7D"]),
     {"card": "7C", "action": "capture", "take": ["4S", "3D"]}, False),
    ("I10-face-capture-clearing-table-is-xeri",
     _pos(P2, [["KD", "5D"], ["3S", "4H"]], ["KS"]),
     {"card": "KD", "action": "capture", "take": ["KS"]}, True),
    ("I12-join-family-no-blocks-partner",
     _pos(_rules(P4, V_JOIN_FAMILY="no"), [["6H", "6C"], ["9S"], ["2D"], ["4H"]],
          [_family(6, 2, "6S", "6D")]),
     {"card": "6H", "action": "declare", "value": 6, "with": ["6S", "6D"]}, False),
    ("I12-join-family-no-still-absorbs-simple",
     _pos(_rules(P2, V_JOIN_FAMILY="no"), [["6H", "6C"], ["9S", "KC"]],
          [_simple(6, 1, "4S", "2D")]),
     {"card": "6H", "action": "declare", "value": 6, "with": ["4S", "2D"]}, True),
    ("I13-part-of-a-declaration-is-never-declared-with",
     _pos(P2, [["AC", "9D"], ["9S", "KC"]], [_simple(8, 1, "5S", "3D")]),
     {"card": "AC", "action": "declare", "value": 6, "with": ["5S"]}, False),
]


@pytest.mark.parametrize(("position", "move", "legal"), [c[1:] for c in INTERPRETATIONS],
                         ids=[c[0] for c in INTERPRETATIONS])
def test_interpretation_points(position: dict[str, Any], move: dict[str, Any],
                               legal: bool) -> None:
    mine = ref.check(position, move)
    assert mine["legal"] == legal, mine
    status, theirs = engine_check(position, move)
    assert status == 0, theirs
    assert theirs["legal"] == legal, theirs
    if legal:
        assert norm_outcome(theirs["outcome"]) == norm_outcome(mine["outcome"])
        if move["card"] == "KD":
            assert theirs["outcome"]["xeri"] is True
