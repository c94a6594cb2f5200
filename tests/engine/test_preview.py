"""The engine's answers to "what does this move do": preview, xeri_allowed, points, owners."""

from __future__ import annotations

import random

import pytest

from diloti_qt.engine import (
    CARD_POINTS,
    PlayerView,
    card_points,
    legal_moves,
    owned_by,
    preview,
    table_after,
    xeri_allowed,
)
from diloti_qt.engine.cards import ALL_CARDS, parse_card
from diloti_qt.engine.notation import outcome_json
from tests.engine.build import cards, pos
from tests.engine.positions import random_position


@pytest.mark.parametrize(("opening", "first_xeri", "allowed"), [
    (True, "no", False),    # R33: the round's very first card never scores a xeri
    (True, "yes", True),    # V-FIRST-XERI
    (False, "no", True),
    (False, "yes", True),
])
def test_xeri_allowed_r33(opening, first_xeri, allowed):
    s = pos(["6D 8C", "9D"], ["6S"], variants={"V-FIRST-XERI": first_xeri}, opening=opening)
    assert xeri_allowed(s) is allowed
    assert xeri_allowed(PlayerView.of(s, 0)) is allowed
    move = next(m for m in legal_moves(s) if m.action == "capture")
    assert preview(s, move).xeri is allowed
    # Replaying a round: the first card, and any later one, whatever the position says.
    assert xeri_allowed(s, first_card=True) is (first_xeri == "yes")
    assert xeri_allowed(s, first_card=False) is True


@pytest.mark.parametrize(("card", "points"), [
    ("AS", 1), ("AH", 1), ("AD", 1), ("AC", 1), ("10D", 2), ("2C", 1),
    ("10S", 0), ("2D", 0), ("KD", 0), ("JC", 0), ("7H", 0),
])
def test_card_points_r36(card, points):
    assert card_points(parse_card(card)) == points == CARD_POINTS[parse_card(card)]


def test_the_cards_hold_seven_points_r36():
    assert sum(card_points(c) for c in ALL_CARDS) == 7


def test_owner_of_a_declaration_r26():
    s = pos(["8C 5D", "9D 9H"], ["2S", ("simple", 9, 1, "5C 4H"), ("family", 8, 0, "8S 5H 3C")])
    assert owned_by(s.decls, 1).value == 9 and s.owned_by(1) == owned_by(s.decls, 1)
    assert PlayerView.of(s, 0).owned_by(0).family
    assert owned_by(s.decls, 0).value == 8
    assert pos(["8C", "9D"], ["2S"]).owned_by(0) is None


def test_preview_of_a_capture_taking_a_declaration():
    s = pos(["9C 5D", "9D 2H"], ["5S", "4D", "2S", ("simple", 9, 1, "5C 4H")])
    move = next(m for m in legal_moves(s)
                if m.action == "capture" and m.cards == cards("5S 4D 5C 4H"))
    p = preview(s, move)
    assert p.taken == cards("5S 4D 5C 4H") and p.loose == cards("2S") and p.decls == ()
    assert [d.value for d in p.taken_decls] == [9] and p.used_decls == p.taken_decls
    assert p.released == (1,)          # R27: its owner's obligation ends
    assert p.owner_after is None and not p.xeri and p.reserve == ()
    assert p.taken_groups() == [cards("4D 5S")]
    assert p.seat == 0 and p.kind == "capture"


def test_preview_of_a_raise_and_of_a_declaration():
    s = pos(["2C 5D 7D 9S", "5H"], ["3S", ("simple", 5, 1, "3C 2H")])
    raise_ = next(m for m in legal_moves(s) if m.kind == "raise" and m.value == 7)
    p = preview(s, raise_)
    assert p.owner_after == 0 and p.released == (1,) and p.reserve == cards("7D")
    assert [(d.value, d.owner, d.family) for d in p.decls] == [(7, 0, False)]
    assert p.taken == () and p.used_decls[0].value == 5
    simple = next(m for m in legal_moves(s) if m.kind == "declare-simple")
    p = preview(s, simple)
    assert p.released == () and p.owner_after == 0 and len(p.decls) == 2


def test_preview_groups_a_capture_of_several_sums_r10():
    s = pos(["6D", "9D"], ["6S", "2H", "4D", "AC", "5C"])
    move = next(m for m in legal_moves(s) if len(m.cards) == 5)
    assert preview(s, move).taken_groups() == [cards("6S"), cards("AC 5C"), cards("2H 4D")]
    face = pos(["KD", "9D"], ["KS"])
    assert preview(face, legal_moves(face)[0]).taken_groups() == [cards("KS")]


def test_preview_leaves_the_position_unchanged_and_agrees_with_play():
    rng = random.Random(5)
    seen = 0
    for _ in range(300):
        s = random_position(rng)
        key = s.key()
        for move in legal_moves(s)[:12]:
            p = preview(s, move)
            after = table_after(s.loose, s.decls, s.to_move, move, xeri_allowed(s))
            assert (p.loose, p.xeri, p.owner_after) == (tuple(after.loose), after.xeri,
                                                        after.owner_after)
            nxt = s.clone()
            nxt.apply(move)  # the other seats hold cards: no redeal, no end of round
            assert sorted(nxt.loose) == list(p.loose)
            assert sorted(nxt.decls) == sorted(p.decls)
            assert nxt.xeris[s.to_move] - s.xeris[s.to_move] == p.xeri
            outcome = outcome_json(s, move)
            assert outcome["xeri"] == p.xeri and outcome["owner_after"] == p.owner_after
            seen += 1
        assert s.key() == key
    assert seen > 1000


def test_preview_needs_the_view_of_the_seat_to_move():
    s = pos(["6D", "9D"], ["6S"])
    move = legal_moves(s)[0]
    assert preview(PlayerView.of(s, 0), move) == preview(s, move)
    with pytest.raises(ValueError):
        preview(PlayerView.of(s, 1), move)
