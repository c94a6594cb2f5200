"""Moves without the whole list: one card's moves, a stream, a card's reach, any move at all.

Every answer is compared with the full list of `legal_moves` on random positions with
declarations and every variant drawn at random (R9–R30, section V).
"""

from __future__ import annotations

import itertools
import random

import pytest

from diloti_qt.engine import (
    TooManyMovesError,
    card_reach,
    has_legal_move,
    iter_legal_moves,
    legal_moves,
)
from diloti_qt.engine.cards import parse_card
from diloti_qt.engine.state import State
from tests.engine.build import cards, pos
from tests.engine.positions import random_position

SMALL_LOOSE = "AS AH AD AC 2S 2H 2D 2C 3S 3H 3D 3C 4S 4H"


def small_table(n: int, hand: str = "5S 6S 7S 8S 9S 10S") -> State:
    """`n` loose aces, twos, threes and fours (issue 17 item 3)."""
    return State(hands=[[parse_card(c) for c in hand.split()], []],
                 loose=[parse_card(c) for c in SMALL_LOOSE.split()[:n]], to_move=0, dealer=1)


def positions(seed: int, count: int):
    rng = random.Random(seed)
    for _ in range(count):
        yield random_position(rng, (0, 11), small=rng.random() < 0.3)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_stream_is_the_list(seed):
    for s in positions(seed, 400):
        streamed = list(iter_legal_moves(s))
        assert len(streamed) == len(set(streamed)), "each outcome once"
        assert set(streamed) == set(legal_moves(s))


@pytest.mark.parametrize("seed", [4, 5])
def test_one_cards_moves(seed):
    for s in positions(seed, 300):
        every = legal_moves(s)
        for card in s.hands[s.to_move]:
            mine = [m for m in every if m.card == card]
            assert legal_moves(s, card=card) == mine  # the same moves, in the same order
            assert set(iter_legal_moves(s, card)) == set(mine)


@pytest.mark.parametrize("seed", [6, 7, 8])
def test_reach_is_what_the_moves_touch(seed):
    for s in positions(seed, 400):
        every = legal_moves(s)
        for card in s.hands[s.to_move]:
            mine = [m for m in every if m.card == card]
            r = card_reach(s, card)
            assert r.can_lay == any(m.action == "lay" for m in mine)
            assert r.captures == {c for m in mine if m.action == "capture" for c in m.cards}
            assert r.builds == {c for m in mine if m.action == "declare" for c in m.cards}
            assert r.can_move == bool(mine)


def test_reach_of_a_card_not_in_hand_is_nothing():
    s = pos(["6D", "9D"], ["6S"])
    r = card_reach(s, parse_card("9D"))
    assert not r.can_move and r.cards == frozenset()


def test_has_legal_move():
    assert has_legal_move(pos(["6D", "9D"], ["6S"]))
    # An owner without its reserve and only a face card with no equal face loose: it may
    # not lay (R30) and takes nothing (R13), a position no real round reaches.
    stuck = pos(["KD", "9D"], ["6S", ("simple", 9, 0, "5C 4H")])
    assert not has_legal_move(stuck) and legal_moves(stuck) == []
    over = pos(["6D", "9D"], ["6S"])
    over.round_over, over.to_move = True, None
    assert not has_legal_move(over)


def test_limit_stops_early_on_a_table_of_small_cards():
    s = small_table(14)
    with pytest.raises(TooManyMovesError):
        legal_moves(s, limit=400)
    normal = pos(["6D 8C 3S", "9D"], ["6S", "2H", "4D", "9C"])
    assert legal_moves(normal, limit=400) == legal_moves(normal)


def test_small_loose_cards_stream_and_reach():
    """Issue 17 item 3: 14 small loose cards have 41,477 moves; the stream gives them one by
    one and a card's reach needs none (their times: `python -m diloti_qt.bench engine`)."""
    s = small_table(14)
    first = list(itertools.islice(iter_legal_moves(s), 50))
    assert len(first) == 50 and len(set(first)) == 50
    assert card_reach(s, parse_card("5S")).cards == frozenset(s.loose)
    assert sum(1 for _ in iter_legal_moves(s, parse_card("5S"))) == len(
        legal_moves(s, card=parse_card("5S")))


def test_stream_of_one_card_on_a_family_table():
    s = pos(["5D 5H", "9D"], ["5S", "AC", "4C", ("family", 5, 1, "5C 3H 2H")])
    moves = list(iter_legal_moves(s, parse_card("5D")))
    assert {m.kind for m in moves} == {"capture", "lay", "declare-family", "extend"}
    assert any(m.cards == cards("5S AC 4C 5C 3H 2H") and m.kind == "extend" for m in moves)
