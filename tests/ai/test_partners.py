"""Four players: the computer seats play for their team (R40, R42, R43)."""

from __future__ import annotations

import random

import pytest

from diloti_qt.ai import make_player
from diloti_qt.ai.hard import mover_here
from diloti_qt.ai.medium import rival_cards, score_moves
from diloti_qt.engine import Move, PlayerView, Rules, State, card_points, legal_moves
from diloti_qt.engine.cards import parse_card
from diloti_qt.engine.state import Decl

from .test_arena import run_json

RULES = Rules.make("partnership-4p")
THINKERS = ("medium", "hard", "expert")


def c(*names: str) -> list[int]:
    return [parse_card(n) for n in names]


def position(hand, loose, decls=(), ours=(), theirs=(), partner_holds=(), size=3,
             stock=24) -> State:
    """Seat 0 to move (the dealer is seat 3, R41); the cards nobody named are dealt at
    random to the other hands and the stock, the rest lie in our team's pile."""
    named = (set(hand) | set(loose) | {x for d in decls for x in d.cards} | set(ours)
             | set(theirs) | set(partner_holds))
    rest = [x for x in range(52) if x not in named]
    random.Random(3).shuffle(rest)
    hands = [list(hand), [], list(partner_holds), []]
    for seat in (1, 2, 3):
        while len(hands[seat]) < size:
            hands[seat].append(rest.pop())
    captured = [list(ours) + rest[stock:], list(theirs), [], []]
    return State(rules=RULES, dealer=3, to_move=0, hands=hands, loose=list(loose),
                 decls=list(decls), stock=rest[:stock], captured=captured)


def choice(level: str, state: State) -> Move:
    view = PlayerView.of(state, 0)
    return make_player(level, reproducible=True).choose(view, random.Random(1), 0.05)


def simple(value: int, owner: int, *cards: str) -> Decl:
    return Decl(value, owner, False, tuple(sorted(c(*cards))))


@pytest.mark.parametrize("level", THINKERS)
def test_raises_the_partners_pile_out_of_the_next_opponents_reach(level):
    # R42: the partner's simple 7 (A♦ 6♣) can be taken by any 7 the next opponent holds;
    # raised with our 3♠ to 10 it is ours, and every other 10 is already captured.
    state = position(c("3S", "10H", "KC"), c("QD"), [simple(7, 2, "AD", "6C")],
                     ours=c("10D", "10C"), theirs=c("10S"), partner_holds=c("7H"))
    move = choice(level, state)
    assert move in legal_moves(state)
    assert (move.kind, move.card, move.value) == ("raise", parse_card("3S"), 10)


@pytest.mark.parametrize("level", ("easy", *THINKERS))
def test_takes_the_partners_pile_before_an_opponent_can(level):
    # R42: a partner may capture its partner's pile; the team gets the ace either way.
    state = position(c("9H", "4C", "KS"), c("2H", "QD"), [simple(9, 2, "AD", "8C")],
                     partner_holds=c("9S"))
    move = choice(level, state)
    assert move.action == "capture" and set(c("AD", "8C")) <= set(move.cards)


@pytest.mark.parametrize("level", THINKERS)
def test_does_not_lay_a_sweep_for_the_next_opponent(level):
    # 2♣ 3♦ on the table: laying 4♥ makes 9, which any 9 of the next opponent sweeps for
    # a xeri (R33); laying 8♠ leaves no single card that takes all.
    state = position(c("4H", "8S"), c("2C", "3D"), size=2)
    move = choice(level, state)
    assert (move.action, move.card) == ("lay", parse_card("8S"))


def test_medium_counts_the_sweep_risk_only_for_opponents():
    state = position(c("4H", "8S"), c("2C", "3D"), size=2)
    risky = {s.move.card: s.sweep_risk for s in score_moves(PlayerView.of(state, 0))}
    assert risky[parse_card("4H")] > 0 and risky[parse_card("8S")] == 0


def test_both_opponents_threaten_our_pile_before_we_play_again():
    # R41: after seat 0 come 1 (opponent), 2 (partner), 3 (opponent), then seat 0 again.
    view = PlayerView.of(position(c("4H", "8S"), c("2C", "3D"), size=2), 0)
    assert rival_cards(view, 1) == 4
    assert rival_cards(view, 1, redeal=True) == 12
    assert rival_cards(PlayerView.of(position(c("4H"), c("2C"), size=1), 0), 1) == 2


def test_estimates_are_per_team():
    # R40: seats 0 and 2 share one side, 1 and 3 the other.
    state = position(c("4H", "8S"), c("2C", "3D"), ours=c("AS", "10D"), theirs=c("AH"),
                     size=2)
    state.captured[2] = state.captured[0][-3:]
    del state.captured[0][-3:]
    state.xeris[3] = 1
    team = [sum(card_points(x) for s in (t, t + 2) for x in state.captured[s])
            + 10 * (state.xeris[t] + state.xeris[t + 2]) for t in (0, 1)]
    here = [mover_here(PlayerView.of(state, seat)) for seat in range(4)]
    assert here[0] == here[2] == -here[1] == -here[3] == team[0] - team[1]


def test_a_hard_team_beats_an_easy_team():
    # The full figure (issue 8) comes from the arena; this is a small, fixed-seed sample,
    # of work (--work: the same games however busy the machine is).
    result = run_json("hard", "easy", "--profile", "partnership-4p", "--matches", "6",
                      "--seed", "9", "--work", "--budget-ms", "10", "--workers", "2")
    assert result["games"] == 12
    assert result["win_rate"] >= 0.8
    assert result["round_diff_ci95"][0] > 0
