"""Inference by likelihood (issue 40): a guess of the other seat's hand is weighed by how
likely its moves this deal were under the model of play, computed card by card."""

from __future__ import annotations

import math
import random

import pytest

from diloti_qt.ai import inference as inf
from diloti_qt.ai.knowledge import sample_world
from diloti_qt.engine import Match, PlayerView, Rules, legal_moves, xeri_allowed
from diloti_qt.engine.cards import parse_card

SEED = 21


def _mid_deal_view(seed: int, plies: int) -> tuple[PlayerView, object]:
    """The view of the seat to move after `plies` moves of Medium's play, and the state."""
    from diloti_qt.ai import make_player

    state = Match(Rules.make("pagat-2p"), seed=seed).state
    medium = make_player("medium", reproducible=True)
    rng = random.Random(seed)
    for _ in range(plies):
        state.apply(medium.choose(PlayerView.of(state, state.to_move), rng))
    return PlayerView.of(state, state.to_move), state


def _states_of_the_deal(state, seed: int):
    """The states before each move of the round so far."""
    replay = Match(Rules.make("pagat-2p"), seed=seed).state
    out = []
    for seat, move in state.history:
        out.append(replay.clone())
        replay.apply(move)
    return out


@pytest.mark.parametrize(("seed", "plies"), [(SEED, 5), (22, 9), (23, 3), (24, 7)])
def test_a_guess_weighs_as_the_product_of_softmax_choices_over_the_whole_hand(seed, plies):
    """The card-by-card sums give the same weights, up to one constant, as the softmax over
    every legal move of the whole hand at each of the other seat's decisions (for guesses
    where no declaration needs a second unseen card)."""
    view, state = _mid_deal_view(seed, plies)
    like = inf.Likelihood(view)
    other = 1 - view.seat
    assert len(like.decisions) == sum(1 for s, _ in state.history if s == other)
    befores = _states_of_the_deal(state, seed)

    def direct(hand) -> float | None:
        """The exact log-likelihood, or None where the whole hand has moves its cards do
        not have beside the known cards alone (a declaration needing a second card)."""
        total = 0.0
        for i, (seat, move) in enumerate(state.history):
            if seat != other:
                continue
            before = befores[i].clone()
            later = [m.card for t, m in state.history[i:] if t == other]
            before.hands[other] = sorted(set(hand) | set(later))
            whole = legal_moves(before)
            alone = []
            for card in before.hands[other]:
                single = before.clone()
                single.hands[other] = sorted({card, *later})
                alone += legal_moves(single, card)
            if sorted(whole) != sorted(alone):
                return None
            ok = xeri_allowed(before)
            z = sum(math.exp(inf.score(inf.move_features(before.loose, before.decls, other,
                                                         m, ok)))
                    for m in whole)
            total -= math.log(z)
        return total

    rng = random.Random(3)
    pairs = []
    for _ in range(30):
        guess = sample_world(view, rng).hands[other]
        exact = direct(guess)
        if exact is not None:
            pairs.append((like.log_weight([guess if s == other else [] for s in range(2)]),
                          exact))
    assert len(pairs) >= 4
    shift = pairs[0][1] - pairs[0][0]
    for mine, exact in pairs:
        assert exact - mine == pytest.approx(shift, abs=1e-6)


def test_a_seat_that_did_not_sweep_probably_holds_no_sweeping_card():
    """A sweep was on the table and the other seat laid a low card instead: the guesses
    that give it a card that sweeps weigh far less than those that do not."""
    c = parse_card
    rules = Rules.make("pagat-2p")
    like = inf.Likelihood.__new__(inf.Likelihood)
    loose = [c("3S"), c("4H")]   # a 7 sweeps (3 + 4)
    known = [c("2D")]            # it laid the 2 of diamonds
    masses = {}
    for card in (c("7C"), c("9S"), c("KH")):
        masses[inf.card_kind(card)] = inf.card_mass(rules, 1, card, known, loose, [], True,
                                                    inf.WEIGHTS)
    fixed = inf.card_mass(rules, 1, known[0], known, loose, [], True, inf.WEIGHTS)
    like.decisions = [(1, masses, fixed)]
    with_seven = like.log_weight([[], [c("7C"), c("KH")]])
    without = like.log_weight([[], [c("9S"), c("KH")]])
    assert without - with_seven > 2.0  # e^2: the sweep's weight dominates the sum


def test_worlds_follow_the_weights_and_without_decisions_are_drawn_as_before():
    view, state = _mid_deal_view(SEED, 5)
    like = inf.Likelihood(view)
    world = inf.weighted_world(view, random.Random(1), like)
    assert sorted(world.hands[view.seat]) == sorted(view.hand)
    assert len(world.hands[1 - view.seat]) == view.hand_sizes[1 - view.seat]
    empty = inf.Likelihood.__new__(inf.Likelihood)
    empty.decisions = []
    a = inf.weighted_world(view, random.Random(4), empty)
    b = sample_world(view, random.Random(4))
    assert a.hands == b.hands and a.stock == b.stock


def test_no_decision_of_the_others_yet_means_no_inference():
    view, _ = _mid_deal_view(SEED, 0)
    assert inf.Likelihood(view).decisions == []
