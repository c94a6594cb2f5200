"""The exact end-of-round solver against brute-force minimax on small endgames."""

from __future__ import annotations

import random

import pytest

from diloti_qt.ai.evaluate import accrued
from diloti_qt.ai.simple import EasyPlayer, RandomPlayer
from diloti_qt.ai.solver import OutOfNodesError, Solver, solve_values
from diloti_qt.engine import PlayerView, Rules, State, deal_round, legal_moves

from .helpers import PROFILES


def brute(state: State) -> int:
    """Final round points of side 0 minus side 1 under perfect play by both sides."""
    if state.round_over:
        return state.round_points[0] - state.round_points[1]
    values = []
    for m in legal_moves(state):
        child = state.clone()
        child.apply(m)
        values.append(brute(child))
    return max(values) if state.to_move % 2 == 0 else min(values)


def endgame(profile: str, seed: int, cards_left: int) -> State:
    """A round played by Random/Easy until the stock is empty and `cards_left` remain."""
    rules = Rules.make(profile)
    rng = random.Random(seed)
    state = deal_round(rules, seed % rules.players, rng)
    players = [RandomPlayer(), EasyPlayer()]
    while True:
        if not state.stock and sum(len(h) for h in state.hands) <= cards_left:
            return state
        player = players[rng.random() < 0.5]
        state.apply(player.choose(PlayerView.of(state, state.to_move), rng))


@pytest.mark.parametrize("profile", PROFILES)
def test_solver_agrees_with_brute_force(profile):
    for seed in range(12):
        cards = 4 + seed % 3
        state = endgame(profile, seed, cards)
        if state.round_over:
            continue
        p0, p1, _, _ = accrued(state.rules, state.captured, state.xeris)
        expected = brute(state)
        assert p0 - p1 + Solver(state).value(state) == expected, (profile, seed)
        # Every move's value, for the side to move, matches brute force after the move.
        sign = 1 if state.to_move % 2 == 0 else -1
        for move, value in solve_values(state):
            child = state.clone()
            child.apply(move)
            assert sign * (p0 - p1) + value == sign * brute(child), (profile, seed, move)


def test_best_move_is_optimal_and_node_limit_raises():
    state = endgame("pagat-2p", 3, 6)
    solver = Solver(state)
    move, value = solver.best_move(state)
    child = state.clone()
    child.apply(move)
    p0, p1, _, _ = accrued(state.rules, state.captured, state.xeris)
    assert p0 - p1 + value == brute(state) == brute(child)
    with pytest.raises(OutOfNodesError):
        Solver(endgame("pagat-2p", 4, 12), node_limit=5).value(endgame("pagat-2p", 4, 12))


def test_solver_needs_an_empty_stock():
    state = deal_round(Rules.make("pagat-2p"), 0, random.Random(1))
    with pytest.raises(ValueError):
        Solver(state)
