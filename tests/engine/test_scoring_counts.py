"""Scoring from counts (R36, R38, R40, R43), one case per situation, and its agreement with
the scoring of captured piles: both go through one definition of each rule."""

from __future__ import annotations

import random
from typing import NamedTuple

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from diloti_qt.engine import Rules, legal_moves, match_winner, side_breakdown
from diloti_qt.engine.cards import ALL_CARDS, parse_card
from diloti_qt.engine.scoring import (
    MAX_XERIS,
    Tally,
    majority_side,
    side_tallies,
    tally_breakdown,
    tally_majority,
    tally_problems,
)
from diloti_qt.engine.state import TABLE_SIZE, deal_round

TWO = Rules.make("pagat-2p")
FOUR = Rules.make("partnership-4p")


class Case(NamedTuple):
    name: str
    rules: str  # the rule ids the case checks
    tallies: tuple[Tally, Tally]
    more: int | None
    points: tuple[int, int]
    majority: tuple[int, int]


POINTS = [
    Case("the rule's example: 28 cards, two aces, 10♦, one xeri", "R36",
         (Tally(28, 2, 1, 0, 1), Tally(24, 2, 0, 1, 0)), None, (18, 3), (4, 0)),
    Case("more cards on the other side", "R36",
         (Tally(20, 1, 0, 0, 0), Tally(32, 3, 1, 1, 0)), None, (1, 10), (0, 4)),
    Case("26:26: nobody gets the 4 points", "R36",
         (Tally(26, 2, 1, 0, 0), Tally(26, 2, 0, 1, 0)), None, (4, 3), (0, 0)),
    Case("27:25: one card more is the majority", "R36",
         (Tally(27, 0, 0, 0, 0), Tally(25, 4, 1, 1, 0)), None, (4, 7), (4, 0)),
    Case("all 52 cards: 7 in the cards, 11 with the majority", "R36",
         (Tally(52, 4, 1, 1, 0), Tally(0, 0, 0, 0, 0)), None, (11, 0), (4, 0)),
    Case("each xeri is 10, on both sides", "R32 R36",
         (Tally(30, 2, 0, 1, 3), Tally(22, 2, 1, 0, 2)), None, (37, 24), (4, 0)),
    Case("only who had more: the named side gets the 4", "R36",
         (Tally(None, 1, 1, 0, 0), Tally(None, 3, 0, 1, 1)), 1, (3, 18), (0, 4)),
    Case("only who had more, first side", "R36",
         (Tally(None, 4, 0, 0, 0), Tally(None, 0, 1, 1, 0)), 0, (8, 3), (4, 0)),
]


@pytest.mark.parametrize("case", POINTS, ids=[c.name for c in POINTS])
def test_points_from_counts(case):
    majority = tally_majority(case.tallies, case.more)
    breakdown = tally_breakdown(TWO, case.tallies, majority)
    assert tuple(side["total"] for side in breakdown) == case.points, case.rules
    assert tuple(side["majority"] for side in breakdown) == case.majority, case.rules
    assert tally_problems(case.tallies, case.more) == [], case.rules


class Refused(NamedTuple):
    name: str
    rules: str
    tallies: tuple[Tally, Tally]
    more: int | None
    problems: list[tuple[str, int | None, int]]


REFUSED = [
    Refused("cards add up to 51", "R1", (Tally(27, 2, 1, 0), Tally(24, 2, 0, 1)), None,
            [("cards-total", None, 51)]),
    Refused("cards add up to 53", "R1", (Tally(27, 2, 1, 0), Tally(26, 2, 0, 1)), None,
            [("cards-total", None, 53)]),
    Refused("one side counted, the other not", "R36", (Tally(27, 2, 1, 0), Tally(None, 2, 0, 1)),
            None, [("cards-missing", 1, 0)]),
    Refused("not counted and nobody had more", "R36",
            (Tally(None, 2, 1, 0), Tally(None, 2, 0, 1)), None, [("more-missing", None, 0)]),
    Refused("three aces", "R1", (Tally(26, 1, 1, 0), Tally(26, 2, 0, 1)), None,
            [("aces-total", None, 3)]),
    Refused("five aces", "R1", (Tally(26, 3, 1, 0), Tally(26, 2, 0, 1)), None,
            [("aces-total", None, 5)]),
    Refused("10♦ on both sides", "R1", (Tally(26, 2, 1, 0), Tally(26, 2, 1, 1)), None,
            [("ten-diamonds", None, 2)]),
    Refused("nobody has the 10♦", "R1", (Tally(26, 2, 0, 0), Tally(26, 2, 0, 1)), None,
            [("ten-diamonds", None, 0)]),
    Refused("2♣ on both sides", "R1", (Tally(26, 2, 1, 1), Tally(26, 2, 0, 1)), None,
            [("two-clubs", None, 2)]),
    Refused("nobody has the 2♣", "R1", (Tally(26, 2, 1, 0), Tally(26, 2, 0, 0)), None,
            [("two-clubs", None, 0)]),
    Refused("four aces and the 10♦ in three cards", "R1",
            (Tally(49, 0, 0, 1), Tally(3, 4, 1, 0)), None, [("point-cards", 1, 5)]),
    Refused("two xeris in three cards", "R32", (Tally(49, 2, 1, 1, 0), Tally(3, 2, 0, 0, 2)),
            None, [("xeris", 1, 2)]),
    Refused("a side with one card", "R32 R35", (Tally(1), Tally(51, 4, 1, 1)), None,
            [("one-card", 0, 1)]),
    Refused("25 xeris in a round: no two cards in a row make one", "R32",
            (Tally(52, 4, 1, 1, 25), Tally(0)), None, [("xeris-round", None, 25)]),
    Refused("who had more: the fewer side cannot hold 13 xeris", "R32 R36",
            (Tally(None, 4, 1, 1, 0), Tally(None, 0, 0, 0, 13)), 0,
            [("xeris-fewer", 1, 13)]),
    Refused("who had more: 24 xeris and 6 point cards need 54 cards", "R32 R36",
            (Tally(None, 0, 0, 0, 24), Tally(None, 4, 1, 1, 0)), 0,
            [("cards-needed", None, 54)]),
    Refused("a negative count", "R36", (Tally(52, 4, 1, 1, -1), Tally(0, 0, 0, 0, 0)), None,
            [("negative", 0, -1)]),
    Refused("everything wrong at once, in the order of the sheet", "R1",
            (Tally(30, 3, 1, 1), Tally(30, 3, 1, 1)), None,
            [("cards-total", None, 60), ("aces-total", None, 6), ("ten-diamonds", None, 2),
             ("two-clubs", None, 2)]),
]


@pytest.mark.parametrize("case", REFUSED, ids=[c.name for c in REFUSED])
def test_counts_that_cannot_be_a_round_are_named(case):
    assert [tuple(p) for p in tally_problems(case.tallies, case.more)] == case.problems, \
        case.rules


class Winner(NamedTuple):
    name: str
    scores: tuple[int, int]
    target: int
    winner: int | None


WINNERS = [
    Winner("nobody at the target yet", (60, 59), 61, None),
    Winner("exactly the target wins", (61, 40), 61, 0),
    Winner("only the second side reached it", (30, 75), 61, 1),
    Winner("both over: the higher total wins", (70, 64), 61, 0),
    Winner("both over: the higher total wins, second side", (62, 80), 61, 1),
    Winner("both over and tied: another round", (66, 66), 61, None),
    Winner("a house target of 101", (99, 100), 101, None),
    Winner("a house target of 101 reached", (101, 90), 101, 0),
]


@pytest.mark.parametrize("case", WINNERS, ids=[c.name for c in WINNERS])
def test_r38_the_match_winner(case):
    assert match_winner(case.scores, case.target) == case.winner


def test_r36_majority_side_is_none_only_at_an_equal_count():
    assert [majority_side((a, 52 - a)) for a in (0, 25, 26, 27, 52)] == [1, 1, None, 0, 0]


def test_tally_breakdown_needs_one_tally_per_side():
    with pytest.raises(ValueError):
        tally_breakdown(TWO, [Tally(52, 4, 1, 1)], 0)


def _random_round(seats: int, rng: random.Random) -> tuple[list[list[int]], list[int]]:
    """Piles a round can leave: each seat took none or at least two cards (a capture takes
    two or more), two cards per xeri, at most MAX_XERIS in the round."""
    deck = list(ALL_CARDS)
    rng.shuffle(deck)
    sizes = [0] * seats
    for _ in range(52 // 2):  # the deck in pairs, then a pair may give one card away
        sizes[rng.randrange(seats)] += 2
    takers = [s for s in range(seats) if sizes[s] >= 4]
    if takers and rng.random() < 0.5:
        giver = rng.choice(takers)
        receivers = [s for s in range(seats) if s != giver and sizes[s]]
        if receivers:
            sizes[giver] -= 1
            sizes[rng.choice(receivers)] += 1
    bounds = [sum(sizes[:i]) for i in range(seats + 1)]
    piles = [deck[bounds[i]:bounds[i + 1]] for i in range(seats)]
    xeris = [0] * seats
    for _ in range(rng.randrange(MAX_XERIS + 1)):
        seat = rng.randrange(seats)
        if (xeris[seat] + 1) * 2 <= len(piles[seat]):
            xeris[seat] += 1
    return piles, xeris


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), four=st.booleans())
def test_r43_counts_and_piles_score_alike_and_a_real_round_is_never_refused(seed, four):
    """Any split of the deck into piles (per seat; per team with four, R40): the counts of
    its piles score what the piles score, and they pass every check of the pad."""
    rules = FOUR if four else TWO
    piles, xeris = _random_round(rules.players, random.Random(seed))
    tallies = side_tallies(rules, piles, xeris)
    assert tally_breakdown(rules, tallies, tally_majority(tallies)) == side_breakdown(
        rules, piles, xeris)
    assert tally_problems(tallies) == []
    assert sum(t.cards for t in tallies) == 52


def test_r40_four_players_score_per_team():
    piles = [[] for _ in range(4)]
    by_name = {"AS": 0, "AH": 2, "AD": 1, "AC": 3, "10D": 2, "2C": 1}
    for name, seat in by_name.items():
        piles[seat].append(parse_card(name))
    rest = [c for c in ALL_CARDS if c not in {parse_card(n) for n in by_name}]
    piles[0].extend(rest[:20])
    piles[2].extend(rest[20:28])  # team 0: 1 + 20 + 2 + 8 = 31 cards, team 1: 21
    piles[1].extend(rest[28:])
    tallies = side_tallies(FOUR, piles, [1, 0, 1, 0])
    assert tallies == [Tally(31, 2, 1, 0, 2), Tally(21, 2, 0, 1, 0)]
    assert [s["total"] for s in side_breakdown(FOUR, piles, [1, 0, 1, 0])] == [28, 3]


def test_r32_a_round_has_at_most_one_xeri_per_two_cards_played():
    """The bound comes from the deal: the cards not dealt to the table are played, and no
    two in a row can both clear the table."""
    assert MAX_XERIS == (52 - TABLE_SIZE) // 2 == 24
    assert tally_problems([Tally(52, 4, 1, 1, MAX_XERIS), Tally(0)]) == []


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1),
       profile=st.sampled_from(["pagat-2p", "taverna-2p", "partnership-4p"]),
       first_xeri=st.booleans())
def test_a_round_played_by_the_engine_is_never_refused_by_the_pads_checks(
        seed, profile, first_xeri):
    """The bounds of tally_problems (one card, MAX_XERIS, who had more) against rounds
    played to the end with random legal moves, greedy for xeris half of the time."""
    rules = Rules.make(profile, {"V-FIRST-XERI": "yes" if first_xeri else "no"})
    rng = random.Random(seed)
    state = deal_round(rules, rng.randrange(rules.players), rng)
    greedy = rng.random() < 0.5
    while not state.round_over:
        moves = legal_moves(state)
        sweeps = [m for m in moves if m.action == "capture"
                  and len(m.cards) == len(state.table_cards())]
        state.apply(rng.choice(sweeps if greedy and sweeps else moves))
    tallies = side_tallies(rules, state.captured, state.xeris)
    assert tally_problems(tallies) == []
    more = tally_majority(tallies)
    if more is not None:  # the same round typed as "who had more"
        uncounted = [t._replace(cards=None) for t in tallies]
        assert tally_problems(uncounted, more) == []
