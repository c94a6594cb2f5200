"""Issue 17 item 2: family declarations are read by a bounded partition search (R20, R21).

Before, `family_split` tried every subset: a legal family of ten from 12 pairs (24 cards)
took 45 s to read, 25 cards that cannot split and 31 duplicate aces ran for minutes; the
table's grouping of a family (controller/words.py) was exponential too. The timeouts here
only catch a hang: the answers take milliseconds (`python -m diloti_qt.bench engine`).
"""

from __future__ import annotations

import itertools
import random

import pytest

from diloti_qt.controller.words import group_loose
from diloti_qt.engine import NotationError, check, legal_moves, parse_position
from diloti_qt.engine.cards import VALUE, parse_card
from diloti_qt.engine.check import Request, family_split, splits_into
from tests.engine.helpers import run_cli
from tests.reference.diloti_ref import splits_into_groups  # written apart from the engine

# Twelve pairs worth ten: A+9, 2+8, 3+7 in every suit.
PAIRS = [r + s for a, b in (("A", "9"), ("2", "8"), ("3", "7")) for s in "SHDC" for r in (a, b)]
# 25 cards worth 150 in all that cannot be split into tens.
NO_SPLIT = ["AS", "AH", "2S", "2H", "3S", "4S", "4H", "4D", "5S", "5H", "5D", "5C", "6S",
            "7S", "7H", "8S", "8H", "8D", "8C", "9S", "9H", "9D", "10S", "10H", "10D"]


def family_position(cards, hand=("10S", "10H", "5S", "5H", "6D", "4D")) -> dict:
    return {"format": "diloti-position/1", "rules": "pagat-2p", "dealer": 1, "to_move": 0,
            "hands": [list(hand), ["10D"]],
            "table": ["6S", {"value": 10, "owner": 1, "kind": "family", "cards": list(cards)}]}


@pytest.mark.timeout(20)
def test_a_family_of_ten_from_twelve_pairs_is_read_and_played():
    doc = family_position(PAIRS)
    state = parse_position(doc)
    (family,) = state.decls
    assert family.family and len(family.cards) == 24
    status, outcomes, err = run_cli("legal", "-", position=doc)
    assert status == 0 and not err
    takes = [o for o in outcomes if o["kind"] == "capture" and len(o["taken"]) == 24]
    assert {o["move"]["card"] for o in takes} == {"10S", "10H"}  # R14: whole, by a ten
    extend = check(state, Request(parse_card("4D"), "declare",
                                  tuple(sorted(family.cards + (parse_card("6S"),))), 10))
    assert extend.legal and extend.move.kind == "extend"  # R21: 4D + 6S is a ten


@pytest.mark.timeout(20)
def test_cards_that_cannot_split_are_refused_at_once():
    assert sum(VALUE[parse_card(c)] for c in NO_SPLIT) % 10 == 0
    with pytest.raises(NotationError, match=r"table\[1\]\.cards: these cards cannot form"):
        parse_position(family_position(NO_SPLIT, hand=["JS"]))
    with pytest.raises(NotationError, match=r"table\[1\]\.cards: these cards cannot form"):
        parse_position(family_position(PAIRS + ["4C"], hand=["JS"]))  # 124: not whole tens


@pytest.mark.timeout(20)
def test_duplicate_cards_are_refused_before_any_search():
    with pytest.raises(NotationError, match=r"table\[1\]\.cards: lists a card twice"):
        parse_position(family_position(["AS"] * 31, hand=["JS"]))
    status, out, err = run_cli("legal", "-", position=family_position(["AS"] * 31, ["JS"]))
    assert status == 2 and out is None and err.count("\n") == 1


@pytest.mark.timeout(20)
def test_the_table_groups_a_big_family_in_tens():
    cards = [parse_card(c) for c in PAIRS]
    shown = group_loose(cards, 10)  # what the table draws (ui/table/layout.py)
    assert len(shown) == 12 and all(sum(VALUE[c] for c in g) == 10 for g in shown)
    odd = [parse_card(c) for c in NO_SPLIT]
    assert group_loose(odd, 10) == [sorted(odd)]  # shown as one heap
    from diloti_qt.engine import group_cards

    groups = group_cards(cards, 10)
    assert len(groups) == 12 and sorted(c for g in groups for c in g) == sorted(cards)
    assert all(sum(VALUE[c] for c in g) == 10 for g in groups)
    assert group_cards([parse_card(c) for c in NO_SPLIT], 10) is None


def _brute_family(card: int, values: list[int], target: int, new: bool) -> bool:
    for r in range(len(values) + 1):
        for pick in itertools.combinations(range(len(values)), r):
            if card + sum(values[i] for i in pick) == target:
                rest = [values[i] for i in range(len(values)) if i not in pick]
                if (rest or not new) and splits_into_groups(rest, target):
                    return True
    return False


def test_the_partition_search_agrees_with_the_reference_and_every_subset():
    rng = random.Random(17)
    for _ in range(2500):
        values = sorted(rng.randint(1, 10) for _ in range(rng.randint(0, 9)))
        target = rng.randint(1, 10)
        card = rng.randint(1, 10)
        new = rng.random() < 0.5
        assert splits_into(values, target) == splits_into_groups(values, target), (values, target)
        assert family_split(card, values, target, new) == _brute_family(
            card, values, target, new), (card, values, target, new)


def test_a_family_found_by_the_search_is_a_legal_declaration():
    """The generator's families (masks) and the checker's (shapes) agree on real tables."""
    rng = random.Random(3)
    from tests.engine.positions import random_position

    for _ in range(200):
        s = random_position(rng, (2, 9))
        for m in legal_moves(s):
            if m.kind in ("declare-family", "extend"):
                assert check(s, Request(m.card, m.action, m.cards, m.value)).move == m
