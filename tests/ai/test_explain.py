"""Moves in words (hint, explain, review): text and structured parts."""

from __future__ import annotations

from diloti_qt.ai.explain import describe_move
from diloti_qt.engine import Move, PlayerView, State
from diloti_qt.engine.cards import parse_card


def c(*names: str) -> tuple[int, ...]:
    return tuple(parse_card(n) for n in names)


def view_of(hand, loose, other=3, stock=12) -> PlayerView:
    used = set(hand) | set(loose)
    rest = [x for x in range(52) if x not in used]
    state = State(hands=[list(hand), rest[:other]], loose=list(loose),
                  stock=rest[other:other + stock], to_move=0, dealer=1)
    return PlayerView.of(state, 0)


def codes(expl) -> list[str]:
    return [code for code, _ in expl.parts]


def test_capture_of_the_ten_of_diamonds_leaving_nothing_to_sweep():
    view = view_of(c("10S", "4H"), c("10D", "5H", "KH"))
    move = Move(parse_card("10S"), "capture", c("10D"), 0, "capture")
    expl = describe_move(view, move)
    assert expl.text == "takes 10♦ with 10♠ for 2 points and leaves nothing to sweep"
    assert codes(expl) == ["capture", "safe"]
    assert expl.parts[0][1] == {"card": "10♠", "taken": ["10♦"], "points": 2, "cards": 2}


def test_xeri_and_sweep_risk():
    view = view_of(c("7S", "4H"), c("7H"))
    expl = describe_move(view, Move(parse_card("7S"), "capture", c("7H"), 0, "capture"))
    assert expl.text.startswith("takes 7♥ with 7♠ — a xeri (10 points)")
    assert "xeri" in codes(expl)
    view = view_of(c("4H", "9S"), c("3D"))
    expl = describe_move(view, Move(parse_card("4H"), "lay", (), 0, "lay"))
    assert expl.text.startswith("lays 4♥ but leaves a sweep to a 7 (about ")
    risk = dict(expl.parts)["sweep_risk"]
    assert risk["values"] == ["7"] and 0 < risk["chance"] < 1


def test_declaration_names_value_and_reserve():
    view = view_of(c("3S", "8H", "KD"), c("5C", "JH"))
    move = Move(parse_card("3S"), "declare", c("5C"), 8, "declare-simple")
    expl = describe_move(view, move)
    assert expl.text.startswith("declares 8 with 3♠ and 5♣, keeping an 8 to take it")
    data = dict(expl.parts)["declare"]
    assert data["value"] == 8 and data["reserve"] == 1 and data["kind"] == "declare-simple"


def test_hint_gives_a_legal_move_and_a_reason():
    import random

    from diloti_qt.ai.explain import hint
    from diloti_qt.engine import legal_moves

    view = view_of(c("10S", "4H"), c("10D", "5H", "KH"))
    move, expl = hint(view, random.Random(1), 0.02)
    assert move in view.legal_moves() and expl.text
    state = State(hands=[list(c("10S", "4H")), []], loose=list(c("10D", "5H", "KH")),
                  to_move=0, dealer=1)
    assert move in legal_moves(state)
