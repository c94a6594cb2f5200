"""State.apply tells what a move did (engine/outcome.py): every kind of move, a deal, the
end of a round, its JSON both ways (NOTATION "Played outcome") and the reader's refusals."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from diloti_qt.engine import (
    Deal,
    Match,
    MoveOutcome,
    NotationError,
    Rules,
    check,
    legal_moves,
    parse_played,
    played_json,
    preview,
)
from diloti_qt.engine.scoring import SidePoints, side_points

from .build import cards, declare, lay, pos, take
from .helpers import run_cli
from .positions import random_position


def played(state, request) -> MoveOutcome:
    verdict = check(state, request)
    assert verdict.legal, verdict.message
    return state.apply(verdict.move)


# (name, position, move, what the outcome says: taken, decls (value, owner), xeri, pile
# (value, owner, family, cards) or None, deal or None)
CASES = [
    ("lay", pos(["7H 9C", "2S"], ["5S"]), lay("7H"), "", [], False, None, None),
    ("capture of loose sums", pos(["6D 9C", "2S"], ["6S", "2H", "4D", "9H"]),
     take("6D", "6S 2H 4D"), "6S 2H 4D", [], False, None, None),
    ("capture that sweeps: a xeri", pos(["6D 9C", "2S"], ["6S"]), take("6D", "6S"), "6S", [],
     True, None, None),
    ("the round's first card sweeps: no xeri (R33)", pos(["6D 9C", "2S"], ["6S"],
                                                        opening=True),
     take("6D", "6S"), "6S", [], False, None, None),
    ("capture of a declaration whole", pos(["9C 5D", "9D 2H"],
                                           ["5S", "4D", "2S", ("simple", 9, 1, "5C 4H")]),
     take("9C", "5S 4D 5C 4H"), "5S 4D 5C 4H", [(9, 1)], False, None, None),
    ("a new simple declaration", pos(["3D 8C", "2S"], ["5S", "9H"]), declare("3D", 8, "5S"),
     "", [], False, (8, 0, False, "3D 5S"), None),
    ("a new family", pos(["3D 8C", "2S"], ["5S", "8H", "9H"]), declare("3D", 8, "5S 8H"),
     "", [], False, (8, 0, True, "3D 5S 8H"), None),
    ("a raise of the other seat's pile", pos(["2C 5D 7D 9S", "5H"],
                                             ["3S", ("simple", 5, 1, "3C 2H")]),
     declare("2C", 7, "3C 2H"), "", [(5, 1)], False, (7, 0, False, "2C 2H 3C"), None),
    ("an extension of a family", pos(["3D 8C 8S", "2S"],
                                     ["5S", ("family", 8, 1, "6H 2H 8D")]),
     declare("3D", 8, "5S 6H 2H 8D"), "", [(8, 1)], False,
     (8, 0, True, "2H 3D 5S 6H 8D"), None),
    ("the last card of the hands: a deal", pos(["", "2S"], ["5S"], to_move=1,
                                               stock=" ".join(["AS AH AD AC 2H 2D 3S 3H 3D "
                                                               "3C 4S 4H"])),
     lay("2S"), "", [], False, None, Deal(0, 6, 0)),
]


@pytest.mark.parametrize("name,state,request_,taken,decls,xeri,pile,deal", CASES,
                         ids=[c[0] for c in CASES])
def test_apply_tells_what_the_move_did(name, state, request_, taken, decls, xeri, pile, deal):
    seat = state.to_move
    before = state.clone()
    outcome = played(state, request_)
    assert outcome.seat == seat and outcome.move.card == request_.card
    assert outcome.taken == (cards(taken) if taken else ())
    assert [(d.value, d.owner) for d in outcome.decls] == decls
    assert outcome.xeri is xeri
    if pile is None:
        assert outcome.pile is None and outcome.owner_after is None
    else:
        value, owner, family, pile_cards = pile
        assert (outcome.pile.value, outcome.pile.owner, outcome.pile.family,
                outcome.pile.cards) == (value, owner, family, cards(pile_cards))
        assert outcome.owner_after == owner and outcome.pile in state.decls
    assert outcome.deal == deal and outcome.end is None
    # what the preview promised before the move, the outcome says after it
    p = preview(before, outcome.move)
    assert (p.taken, p.used_decls, p.xeri, p.owner_after) == (
        outcome.taken, outcome.decls, outcome.xeri, outcome.owner_after)
    assert p.taken_groups() == outcome.taken_groups() and p.used_loose == outcome.used_loose
    # the JSON reads back to the same outcome
    assert parse_played(json.loads(json.dumps(played_json(outcome))), state.rules) == outcome


def test_the_last_move_tells_the_leftovers_their_taker_and_the_points():
    s = pos(["", "2S"], ["5S", ("simple", 9, 0, "5C 4H")], to_move=1, last=0,
            captured=[["KS", "KD"], ["QC", "QD", "JH", "JD"]], xeris=[1, 0], scores=[10, 3])
    piles = [list(p) for p in s.captured]
    outcome = played(s, lay("2S"))
    assert outcome.deal is None and outcome.round_over
    end = outcome.end
    assert end.leftovers == cards("5S 2S 5C 4H") and end.taker == 0  # R35: the last capturer
    assert s.captured[0] == piles[0] + list(s.captured[0][len(piles[0]):])
    assert sorted(s.captured[0][len(piles[0]):]) == list(end.leftovers)
    assert end.points == side_points(s.rules, s.captured, s.xeris)
    assert end.totals == tuple(s.round_points) and end.scores == tuple(s.scores)
    assert end.points[0].xeris == 1 and end.points[0].xeri_points == 10
    assert end.winner is None
    assert parse_played(played_json(outcome), s.rules) == outcome


def test_leftovers_go_to_the_dealer_when_nobody_captured_and_a_winner_is_told():
    s = pos(["", "2S"], ["5S"], to_move=1, dealer=0, scores=[60, 3])
    outcome = played(s, lay("2S"))
    assert outcome.end.taker == 0 and outcome.end.leftovers == cards("5S 2S")
    assert outcome.end.winner == s.match_winner == 0


def test_an_empty_table_at_the_end_has_no_taker():
    s = pos(["", "7S"], ["7D"], to_move=1, dealer=0)
    outcome = played(s, take("7S", "7D"))
    assert outcome.end.leftovers == () and outcome.end.taker is None


@pytest.mark.parametrize("profile", ["pagat-2p", "partnership-4p", "taverna-2p"])
def test_random_rounds_the_outcomes_add_up_to_the_round(profile):
    """Over whole rounds, what the outcomes tell is what happened to the state: each
    capture's cards reach its pile, the deals come when the hands are empty, the last
    outcome scores the round."""
    rng = random.Random(profile)
    for round_ in range(20):
        match = Match(Rules.make(profile), seed=round_)
        s = match.state
        deals = 0
        while not s.round_over:
            seat, stock = s.to_move, len(s.stock)
            pile = len(s.captured[seat])
            moves = legal_moves(s)
            outcome = s.apply(moves[rng.randrange(len(moves))])
            assert outcome.seat == seat
            if outcome.taken and outcome.end is None:
                assert len(s.captured[seat]) == pile + 1 + len(outcome.taken)
            assert (outcome.deal is not None) == (len(s.stock) < stock)
            if outcome.deal is not None:
                deals += 1
                assert outcome.deal.stock == len(s.stock) and s.to_move is not None
            assert parse_played(played_json(outcome), s.rules) == outcome
        assert deals == 3 if s.rules.players == 2 else deals == 1
        assert outcome.end.totals == tuple(s.round_points)


def test_the_points_of_a_side_keep_their_json_form():
    p = SidePoints(30, 4, 2, 2, 0, 2, 28)
    assert p.as_json() == {"cards": 30, "majority": 4, "aces": 2, "ten_diamonds": 2,
                           "two_clubs": 0, "xeris": 20, "total": 28}
    assert SidePoints.from_json(p.as_json()) == p and p.xeri_points == 20


def test_play_prints_the_outcome_beside_the_next_position():
    position = {"format": "diloti-position/1", "rules": "pagat-2p", "dealer": 1,
                "to_move": 0, "hands": [["6D", "9C"], ["2S"]], "table": ["6S"]}
    status, answer, _ = run_cli("play", "-", '{"card": "6D", "action": "capture", '
                                '"take": ["6S"]}', position=position)
    assert status == 0
    assert answer["outcome"] == {
        "seat": 0, "move": {"card": "6D", "action": "capture", "take": ["6S"]},
        "kind": "capture", "taken": ["6S"], "declarations": [], "xeri": True,
        "owner_after": None, "pile": None, "deal": None, "round_end": None}
    # the answer is a position again (the outcome is read and ignored)
    status, again, _ = run_cli("play", "-", '{"card": "2S", "action": "lay"}', position=answer)
    assert status == 0 and again["outcome"]["seat"] == 1


GOOD = played_json(played(pos(["3D 8C", "2S"], ["5S", "9H"]), declare("3D", 8, "5S")))


def _with(**changes) -> dict:
    doc = json.loads(json.dumps(GOOD))
    for path, value in changes.items():
        where = doc
        keys = path.split("__")
        for key in keys[:-1]:
            where = where[int(key)] if isinstance(where, list) else where[key]
        where[keys[-1]] = value
    return doc


END = played_json(played(pos(["", "2S"], ["5S"], to_move=1, dealer=0), lay("2S")))

BAD = [
    ("not an object", [], "outcome"),
    ("unknown key", {**GOOD, "extra": 1}, "outcome.extra"),
    ("missing key", {k: v for k, v in GOOD.items() if k != "pile"}, "outcome.pile"),
    ("seat out of range", _with(seat=2), "outcome.seat"),
    ("kind of another action", _with(kind="capture"), "outcome.kind"),
    ("unknown kind", _with(kind="steal"), "outcome.kind"),
    ("taken by a declaration", _with(taken=["5S"]), "outcome.taken"),
    ("xeri of a declaration", _with(xeri=True), "outcome.xeri"),
    ("a pile of other cards", _with(pile__cards=["3D", "5C"]), "outcome.pile"),
    ("a pile of another owner", _with(pile__owner=1), "outcome.pile"),
    ("owner that is not the pile's", _with(owner_after=1), "outcome.owner_after"),
    ("a declaration not used", _with(declarations=[
        {"value": 9, "owner": 1, "kind": "simple", "cards": ["5C", "4H"]}]),
     "outcome.declarations"),
    ("a deal of five", _with(deal={"dealer": 0, "each": 5, "stock": 0}), "outcome.deal.each"),
    ("a deal of part of a block", _with(deal={"dealer": 0, "each": 6, "stock": 7}),
     "outcome.deal.stock"),
    ("leftovers without a taker", {**END, "round_end": {**END["round_end"], "taker": None}},
     "outcome.round_end.taker"),
    ("a total that is not the sum",
     {**END, "round_end": {**END["round_end"], "points": [
         {**END["round_end"]["points"][0], "total": 99}, END["round_end"]["points"][1]]}},
     "outcome.round_end.points[0].total"),
    ("half a xeri", {**END, "round_end": {**END["round_end"], "points": [
        {**END["round_end"]["points"][0], "xeris": 5,
         "total": END["round_end"]["points"][0]["total"] + 5},
        END["round_end"]["points"][1]]}}, "outcome.round_end.points[0]"),
    ("a winner that is no side", {**END, "round_end": {**END["round_end"], "winner": 2}},
     "outcome.round_end.winner"),
    ("leftovers that were played", {**END, "round_end": {**END["round_end"],
                                                         "leftovers": ["5S"]}},
     "outcome.round_end.leftovers"),
]


@pytest.mark.parametrize("name,doc,field", BAD, ids=[b[0] for b in BAD])
def test_the_reader_refuses_an_outcome_no_move_has(name, doc, field):
    with pytest.raises(NotationError) as e:
        parse_played(doc, Rules.make("pagat-2p"))
    assert str(e.value).startswith(field + ":"), str(e.value)


def test_random_positions_every_outcome_reads_back():
    rng = random.Random(23)
    for _ in range(150):
        s = random_position(rng)
        for move in legal_moves(s)[:8]:
            nxt = s.clone()
            outcome = nxt.apply(move)
            assert parse_played(played_json(outcome), s.rules) == outcome


def test_the_notation_example_is_what_the_engine_says():
    text = (Path(__file__).resolve().parents[2] / "docs" / "NOTATION.md").read_text("utf-8")
    section = text.split("## Played outcome", 1)[1]
    example = json.loads(re.search(r"```json\n(.*?)\n```", section, re.S).group(1))
    s = pos(["", "9C"], ["5S", "4D", "2S", ("simple", 9, 0, "5C 4H")], to_move=1, dealer=0,
            stock=" ".join(["AS AH AD AC 2H 2D 2C 3S 3H 3D 3C 4S 6S 6H 6D 6C 7S 7H 7D 7C "
                            "8S 8H 8D 8C"] + ["9S 9H 9D 10S 10H 10D 10C JS JH JD JC QS"]))
    outcome = played(s, take("9C", "5S 4D 5C 4H"))
    assert played_json(outcome) == example
    assert parse_played(example, s.rules) == outcome
