"""The chance of winning the match (ai/odds.py): a fair model of a round between equal
players, exact from a round's end (R38), moved by the Expert's estimate within a round,
decided at the match's end, and bounded for any target."""

from __future__ import annotations

import time

import pytest

from diloti_qt.ai.odds import (
    MatchOdds,
    chances_of_match,
    expected_xeris,
    measure_rounds,
    round_outcomes,
)
from diloti_qt.engine.record import record_of_match

from ..engine.test_record import PLAYERS, played_match


@pytest.mark.parametrize("players", [2, 4])
def test_a_round_between_equals_is_fair_and_whole(players):
    outcomes = round_outcomes(players)
    assert sum(p for _a, _b, p in outcomes) == pytest.approx(1.0)
    assert sum((a - b) * p for a, b, p in outcomes) == pytest.approx(0.0, abs=1e-9)
    assert all(a + b >= 7 for a, b, _p in outcomes)  # the 7 in the cards always go (R36)
    assert 0.2 < expected_xeris(players) < 0.6


def test_from_a_rounds_end_the_chance_follows_the_scores_and_r38():
    odds = MatchOdds(2, 61)
    assert odds.settled([30, 30], 0) == pytest.approx(0.5)
    assert odds.settled([40, 20], 0) > odds.settled([30, 20], 0) > 0.5
    assert odds.settled([40, 20], 1) == pytest.approx(1 - odds.settled([40, 20], 0))
    assert odds.settled([61, 40], 0) == 1.0 and odds.settled([61, 40], 1) == 0.0
    assert odds.settled([62, 65], 0) == 0.0  # both at the target: the higher wins
    assert odds.settled([65, 65], 0) == 0.5  # an exact tie plays on, between equals


def test_within_a_round_the_experts_estimate_moves_the_chance():
    odds = MatchOdds(2, 61)
    early = [odds.in_round([0, 0], 0, e, 0.1, 0) for e in (-8, -2, 0, 2, 8)]
    assert early == sorted(early) and early[2] == pytest.approx(0.5, abs=0.01)
    # the same estimate means more near the round's end (less is left to change it)
    assert odds.in_round([50, 50], 0, 6, 0.95, 0) > odds.in_round([50, 50], 0, 6, 0.2, 0)
    # the other side sees the other side of it
    assert odds.in_round([20, 30], 1, -3, 0.5, 1) == pytest.approx(
        1 - odds.in_round([20, 30], 0, 3, 0.5, 1), abs=0.02)


@pytest.mark.parametrize("target", [1, 61, 101, 500, 10_000])
def test_any_target_is_bounded_and_fair(target):
    odds = MatchOdds(2, target)
    t0 = time.perf_counter()
    assert odds.settled([0, 0], 0) == pytest.approx(0.5, abs=1e-6)
    assert time.perf_counter() - t0 < 5  # the table: at most GRID² entries
    lead = [target * 2 // 3, target // 3]
    if target > 1:
        assert odds.settled(lead, 0) > 0.5


def test_a_matchs_chances_end_with_its_result():
    match, _ = played_match(5, overrides={"V-TARGET": 31})
    record = record_of_match(match, PLAYERS, None, 5)
    estimates = [{} for _ in record.rounds]
    estimates[0] = {0: 3.0, 10: -4.0}
    for seat in (0, 1):
        chances = chances_of_match(record, seat, estimates)
        assert [len(c) for c in chances] == [len(r.moves) + 1 for r in record.rounds]
        assert chances[-1][-1] == (1.0 if record.winner == seat else 0.0)
        assert all(0.0 <= c <= 1.0 for series in chances for c in series)
    mine = chances_of_match(record, 0, estimates)
    assert mine[0][0] > 0.5 > mine[0][10]  # the estimate, held until the next one


def test_the_model_can_be_measured_again():
    cards, xeris = measure_rounds("pagat-2p", 3, level="random")
    assert sum(cards.values()) == sum(xeris.values()) == 3
    assert all(a + b in (7, 11) for a, b in cards)
