"""A drop asks the engine for the moves of one card, not for every legal move (issue 17
item 3): on a table of small loose cards that list held 41,477 moves per drop."""

from __future__ import annotations

import random

from diloti_qt.controller import one_card
from diloti_qt.engine import Rules, legal_moves
from diloti_qt.engine.cards import parse_card
from tests.ai.helpers import random_positions
from tests.controller.test_controller import make, wait_human_turn


def expected(state, card, target, selection):
    """What moves_for always answered: the card's moves filtered by the drop."""
    moves = [m for m in legal_moves(state) if m.card == card]
    wanted = set(selection) | set(target or ())
    if not wanted:
        return [m for m in moves if m.action == "lay"]
    return [m for m in moves if m.action != "lay" and (
        set(m.cards) == wanted if selection else wanted <= set(m.cards))]


def test_moves_for_asks_for_one_card_and_answers_as_before(qtbot, monkeypatch):
    c = make(qtbot, rules=Rules.make("pagat-2p"), seed=4)
    wait_human_turn(qtbot, c)
    asked = []
    real, stream = one_card.legal_moves, one_card.iter_legal_moves

    def spy(state, *args, **kwargs):
        asked.append(kwargs.get("card", args[0] if args else None))
        return real(state, *args, **kwargs)

    def spy_stream(state, *args, **kwargs):
        asked.append(kwargs.get("card", args[0] if args else None))
        return stream(state, *args, **kwargs)

    monkeypatch.setattr(one_card, "legal_moves", spy)
    monkeypatch.setattr(one_card, "iter_legal_moves", spy_stream)
    rng = random.Random(2)
    states = random_positions("pagat-2p", 44, 40)
    small = states[0].clone()
    small.loose = sorted(parse_card(x) for x in "AS AH AD AC 2S 2H 2D 2C 3S 3H 3D 3C".split())
    small.decls = []
    for state in [small, *states]:
        state.to_move = c.human
        if not state.hands[c.human]:
            continue
        c.match.state = state
        table = state.table_cards()
        for card in state.hands[c.human]:
            for _ in range(3):
                target = frozenset(rng.sample(table, min(len(table), rng.randint(0, 2))))
                selection = frozenset(rng.sample(table, min(len(table), rng.randint(0, 1))))
                asked.clear()
                got = c.moves_for(card, target or None, selection)
                want = expected(state, card, target or None, selection)
                if state is small:  # more moves than one_card.LIST_LIMIT: another order
                    assert set(got.moves) <= set(want) and got.count <= len(want)
                    assert got.count == len(want) or not got.exact
                else:
                    assert got.moves == tuple(want[:one_card.SHOWN])
                    assert (got.count, got.exact) == (len(want), True)
                assert set(asked) <= {card}, "one card's moves, never the whole list"


def test_a_dropped_move_is_worked_out_once(qtbot, monkeypatch):
    """The moves of a drop are listed by the engine once; playing one of them does not
    list them again (issue 23: every drop listed the card's moves twice, in moves_for and
    in play's legality check). A move nobody was handed is still checked by the engine."""
    c = make(qtbot, rules=Rules.make("pagat-2p"), seed=4)
    wait_human_turn(qtbot, c)
    card = c.view().hand[0]
    listed = []
    real = one_card.legal_moves

    def counted(state, *args, **kwargs):
        listed.append(kwargs.get("card"))
        return real(state, *args, **kwargs)

    monkeypatch.setattr(one_card, "legal_moves", counted)
    moves = c.moves_for(card, None)  # a drop on the felt: the card laid, if it may be
    other = next(m for m in legal_moves(c.state) if m.card != card)
    assert listed == [card]
    if moves.moves:
        played = moves.moves[0]
        assert c.play(played) and listed == [card]  # not listed again
    else:
        assert c.play(other) and listed[-1] == other.card  # not handed out: checked
    c.undo()
    listed.clear()
    assert c.play(other) and listed == [other.card]  # handed out at no position: checked
