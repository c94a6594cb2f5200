"""A decision's cost and its error (issue 40): moves are compared world by world, so the
luck of the worlds cancels, and the error is two standard errors of that difference."""

from __future__ import annotations

import random

import pytest

from diloti_qt.ai.expert import ExpertPlayer
from diloti_qt.ai.hard import MoveValue, paired_error
from diloti_qt.ai.review import estimate
from diloti_qt.engine import Match, PlayerView, Rules, legal_moves


def test_the_error_of_a_difference_counts_only_what_differs_world_by_world():
    m = legal_moves(Match(Rules.make("pagat-2p"), seed=1).state)
    a = MoveValue(m[0], 2.0, 3, draws=((1.0, 2.0, 3.0),))
    b = MoveValue(m[1], 1.0, 3, draws=((0.0, 1.0, 2.0),))
    assert paired_error(a, b) == 0.0  # one point better in every world: no doubt at all
    c = MoveValue(m[1], 1.0, 4, draws=((0.0, 3.0), (1.0, 0.0)))
    d = MoveValue(m[0], 2.0, 4, draws=((1.0, 2.0), (2.0, 3.0)))
    diffs = [-1.0, 1.0, -1.0, -3.0]
    mean = sum(diffs) / 4
    se = (sum((x - mean) ** 2 for x in diffs) / 3 / 4) ** 0.5
    assert paired_error(c, d) == pytest.approx(se)
    assert paired_error(a._replace(exact=True), b._replace(exact=True)) == 0.0
    assert paired_error(a._replace(draws=((1.0,),)), b) == float("inf")


def test_the_experts_halves_keep_their_worlds_apart():
    state = Match(Rules.make("pagat-2p"), seed=12).state
    view = PlayerView.of(state, state.to_move)
    player = ExpertPlayer(time_cap=None, processes=False)
    values = player.evaluate(view, random.Random(3), 0.05, all_moves=True)
    searched = [mv for mv in values if mv.samples]
    assert searched and all(len(mv.draws) == 2 for mv in searched)
    assert all(sum(len(run) for run in mv.draws) == mv.samples for mv in searched)


def test_a_reviewed_decision_carries_the_error_of_its_loss():
    state = Match(Rules.make("pagat-2p"), seed=5).state
    items = [estimate(0, state, m, budget=0.05) for m in legal_moves(state)]
    worse = [it for it in items if it is not None and it.best != it.played]
    assert worse and all(0.0 <= it.error < float("inf") for it in worse)
    # Most differences vary from world to world; one that never does has no error at all.
    assert any(it.error > 0.0 for it in worse)
