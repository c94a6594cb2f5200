"""One card's moves as the table asks for them (controller/one_card.py, issue 17 item 3):
on ordinary tables exactly the moves of the full list, in its order; on a table of many
small loose cards a bounded answer that says how many, never the full list.

Ordinary tables are random positions with declarations and every variant drawn at random
(R9–R30, section V) and positions of real rounds; each answer is compared with
`legal_moves(state)`, the whole list, filtered as the table filtered it before.
"""

from __future__ import annotations

import random

import pytest

from diloti_qt.controller import one_card
from diloti_qt.engine import Action, Move, State, legal_moves
from diloti_qt.engine.cards import parse_card
from tests.ai.helpers import random_positions as round_positions
from tests.controller.test_moves_for import expected as before  # what a drop meant
from tests.engine.positions import random_position

SMALL_LOOSE = "AS AH AD AC 2S 2H 2D 2C 3S 3H 3D 3C 4S 4H"


def small_table(n: int, hand: str = "5S 6S 7S 8S 9S 10S") -> State:
    """`n` loose aces, twos, threes and fours (issue 17 item 3)."""
    return State(hands=[[parse_card(c) for c in hand.split()], []],
                 loose=[parse_card(c) for c in SMALL_LOOSE.split()[:n]], to_move=0, dealer=1)


def positions(seed: int, count: int) -> list[State]:
    rng = random.Random(seed)
    out = [random_position(rng, (0, 11), small=rng.random() < 0.3) for _ in range(count)]
    profile = rng.choice(["pagat-2p", "taverna-2p", "partnership-4p"])
    return out + round_positions(profile, seed, count)


def drops(state: State, rng: random.Random):
    """Random drops of each hand card: nothing, a pile or loose card, a selection, both."""
    table = state.table_cards()
    for card in state.hands[state.to_move]:
        yield card, None, frozenset()
        for _ in range(3):
            target = frozenset(rng.sample(table, min(len(table), rng.randint(1, 2))))
            selection = frozenset(rng.sample(table, min(len(table), rng.randint(0, 3))))
            yield card, target, selection
        yield card, None, frozenset(rng.sample(table, min(len(table), rng.randint(1, 3))))


@pytest.fixture
def no_full_list(monkeypatch):
    """Every engine question one_card asks, recorded; the full list fails the test."""
    asked = []
    real = one_card.legal_moves

    def bounded(state, card=None, limit=None):
        assert card is not None and limit is not None, "the full list of legal moves"
        asked.append((card, limit))
        return real(state, card, limit)

    monkeypatch.setattr(one_card, "legal_moves", bounded)
    return asked


@pytest.mark.parametrize("seed", [1, 2])
def test_on_ordinary_tables_the_same_moves_as_the_full_list(seed, no_full_list):
    rng = random.Random(seed)
    for state in positions(seed, 150):
        every = legal_moves(state)  # the engine's own (only one_card's is watched)
        for card in state.hands[state.to_move]:
            mine = [m for m in every if m.card == card]
            got = one_card.of_card(state, card)
            assert got.moves == tuple(mine[:one_card.SHOWN]) and got.count == len(mine)
            assert got.exact and got.complete == (len(mine) <= one_card.SHOWN)
        for card, target, selection in drops(state, rng):
            want = before(state, card, target, selection)
            got = one_card.for_drop(state, card, target, selection)
            assert got.moves == tuple(want[:one_card.SHOWN])
            assert (got.count, got.exact) == (len(want), True)


@pytest.mark.parametrize("seed", [3, 4])
def test_past_the_list_limit_a_selection_is_checked_and_the_rest_streamed(seed, monkeypatch):
    """With no card's list allowed (LIST_LIMIT 0) every answer takes the other way: a drop
    that names its cards is decided by the engine's checker, the others are streamed."""
    monkeypatch.setattr(one_card, "LIST_LIMIT", 0)
    rng = random.Random(seed)
    for state in positions(seed, 120):
        for card, target, selection in drops(state, rng):
            want = before(state, card, target, selection)
            got = one_card.for_drop(state, card, target, selection)
            assert got.exact and got.count == len(want)
            assert set(got.moves) == set(want[:one_card.SHOWN]) or len(want) > one_card.SHOWN
            assert set(got.moves) <= set(want)


@pytest.mark.parametrize("seed", [5, 6])
@pytest.mark.parametrize("list_limit", [0, one_card.LIST_LIMIT])
def test_is_legal_is_membership_of_the_full_list(seed, list_limit, monkeypatch):
    monkeypatch.setattr(one_card, "LIST_LIMIT", list_limit)
    rng = random.Random(seed)
    for state in positions(seed, 100):
        every = set(legal_moves(state))
        table = state.table_cards()
        for move in every:
            assert one_card.is_legal(state, move)
        for card in state.hands[state.to_move]:
            for _ in range(6):
                cards = tuple(sorted(rng.sample(table, min(len(table), rng.randint(0, 3)))))
                action = rng.choice([Action.LAY, Action.CAPTURE, Action.DECLARE])
                value = rng.randint(1, 10) if action == Action.DECLARE else 0
                for kind in {m.kind for m in every} or {""}:
                    bogus = Move(card, action, cards, value, kind)
                    assert one_card.is_legal(state, bogus) == (bogus in every), bogus


def test_a_table_of_small_cards_is_answered_without_the_full_list(no_full_list):
    """14 small loose cards: 41,477 moves, 13,201 of them with 5♠. One card's answer lists
    at most SHOWN, counts to COUNT_CAP, and a selection names one move by checks."""
    s = small_table(14)
    five = parse_card("5S")
    got = one_card.of_card(s, five)
    assert len(got.moves) == one_card.SHOWN and not got.exact
    assert got.count <= one_card.COUNT_CAP and not got.complete and got.more > 0
    every = set(legal_moves(s, card=five))
    assert set(got.moves) <= every
    ten = one_card.of_card(s, parse_card("10S"))  # 1,628 moves: all streamed, counted
    assert ten.exact and ten.count == 1628 and len(ten.moves) == one_card.SHOWN
    # A drop on the ace of spades alone: thousands fit, and the answer says so.
    onto = one_card.for_drop(s, five, frozenset({parse_card("AS")}))
    assert onto.count > one_card.SHOWN and not onto.complete
    # The ace of spades and the four of hearts selected: take them (R10) or declare ten
    # with them (R18, the 10♠ kept): two moves, exact.
    named = frozenset({parse_card("AS"), parse_card("4H")})
    both = one_card.for_drop(s, five, frozenset({parse_card("4H")}), named)
    assert both.complete and {(m.action, m.value) for m in both.moves} == {
        ("capture", 0), ("declare", 10)}
    assert set(both.moves) <= every
    assert all(limit == one_card.LIST_LIMIT for _card, limit in no_full_list)


def test_first_moves_streams_only_what_it_needs(monkeypatch):
    s = small_table(14)
    made = []
    real = one_card.iter_legal_moves

    def counted(state, *args):
        for m in real(state, *args):
            made.append(m)
            yield m

    monkeypatch.setattr(one_card, "iter_legal_moves", counted)
    assert len(one_card.first_moves(s, 2)) == 2 and len(made) == 2
