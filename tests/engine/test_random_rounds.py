"""Random rounds for every profile, checking the engine's invariants at every step.

Cites R9–R38 and R31 (no declaration survives a round) and R36 (11 points, 7 at 26:26).
"""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from diloti_qt.engine import (
    PROFILES,
    Rules,
    as_request,
    check,
    deal_round,
    legal_moves,
    parse_position,
    position_json,
)
from diloti_qt.engine.cards import ALL_CARDS, VALUE
from diloti_qt.engine.check import REASON_RULES, Request
from diloti_qt.engine.notation import outcome_json
from tests.engine.brute import brute_legal, table_units

PROFILE_NAMES = sorted(PROFILES)
RULE_SETS = [Rules.make(p) for p in PROFILE_NAMES] + [
    Rules.make("pagat-2p", {"V-SELF-RAISE": "yes", "V-RAISE-TABLE-CARDS": "yes",
                            "V-SWEEP": "yes", "V-JOIN-FAMILY": "no", "V-FIRST-XERI": "yes"}),
    Rules.make("partnership-4p", {"V-FORCED-SUMS": "yes", "V-SOI-LOCKED": "yes",
                                  "V-MUST-CAPTURE": "yes", "V-SELF-RAISE": "yes"}),
]


def random_request(state, rng: random.Random) -> Request:
    """A plausible but arbitrary request: any hand card, any table cards, any value."""
    hand = state.hands[state.to_move]
    card = rng.choice(hand + [rng.choice(ALL_CARDS)])
    table = state.loose + [c for d in state.decls for c in d.cards]
    picked = tuple(sorted(rng.sample(table, rng.randint(0, len(table))))) if table else ()
    action = rng.choice(["lay", "capture", "declare", "declare"])
    if action == "lay":
        return Request(card, "lay")
    if action == "capture":
        return Request(card, "capture", picked)
    if rng.random() < 0.5:
        value = VALUE[card] + sum(VALUE[c] for c in picked)
    else:
        value = rng.randint(0, 12)
    return Request(card, "declare", picked, value)


def check_step(state, rng: random.Random, brute: bool) -> list:
    moves = legal_moves(state)
    seat = state.to_move
    # A player with cards always has a legal move.
    assert state.hands[seat], "the seat to move holds cards"
    assert moves, f"no legal move in {position_json(state)}"
    assert len(set(moves)) == len(moves), "one entry per distinct move"
    outcomes = [json.dumps(outcome_json(state, m), sort_keys=True) for m in moves]
    assert len(set(outcomes)) == len(outcomes), "one entry per distinct outcome"
    legal = set(moves)
    for m in moves:
        verdict = check(state, as_request(m))
        assert verdict.legal and verdict.move == m, (m, verdict)
    for _ in range(25):
        req = random_request(state, rng)
        verdict = check(state, req)
        if verdict.legal:
            assert verdict.move in legal, (req, verdict.move)
        else:
            assert verdict.reason in REASON_RULES and verdict.message
    if brute and len(table_units(state)) <= 7:
        assert brute_legal(state) == legal
    return moves


def play_round(rules: Rules, seed: int, brute_every: int = 0) -> None:
    rng = random.Random(seed)
    state = deal_round(rules, seed % rules.players, rng)
    step = 0
    while not state.round_over:
        assert sorted(state.all_cards()) == list(ALL_CARDS), "all 52 cards accounted for"
        doc = position_json(state)
        again = parse_position(json.loads(json.dumps(doc)))
        assert again == state and position_json(again) == doc, "JSON round trip"
        moves = check_step(state, rng, brute=bool(brute_every) and step % brute_every == 0)
        move = moves[rng.randrange(len(moves))]
        last_card = not state.stock and sum(len(h) for h in state.hands) == 1
        if last_card:
            # R31: under these rules no declaration survives the end of a round.
            assert not outcome_json(state, move)["table"] or all(
                isinstance(t, str) for t in outcome_json(state, move)["table"]
            )
        state.apply(move)
        step += 1
    assert sorted(state.all_cards()) == list(ALL_CARDS)
    assert not state.loose and not state.decls
    counts = [0, 0]
    for seat, pile in enumerate(state.captured):
        counts[rules.side_of(seat)] += len(pile)
    base = 7 if counts[0] == counts[1] else 11  # R36
    assert sum(state.round_points) == base + 10 * sum(state.xeris)
    assert state.scores == state.round_points
    doc = position_json(state)
    assert doc["round_over"] is True and doc["to_move"] is None


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules_index=st.integers(0, len(RULE_SETS) - 1), seed=st.integers(0, 2**32))
def test_random_round_invariants(rules_index, seed):
    play_round(RULE_SETS[rules_index], seed)


def test_every_profile_full_round_with_brute_force_cross_check():
    """The generator's moves equal those found by checking every conceivable request."""
    for i, rules in enumerate(RULE_SETS):
        for seed in range(4):
            play_round(rules, 1000 + 10 * i + seed, brute_every=1)
