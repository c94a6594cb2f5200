"""Issue 17 item 3: every level honours its budget on any table, however many moves it has.

With 12 to 14 small loose cards (10,596 to 41,566 legal moves) `ai move --level hard
--budget-ms 200` took 7 s and Medium 14 s. A level now looks at every legal move on a real
table and at a bounded sample on such a table, charging that work to its budget (ai/moves.py,
ai/budget.py). The timeouts only catch a hang; the times are printed by
`python -m diloti_qt.bench engine`.
"""

from __future__ import annotations

import io
import json
import random

import pytest

from diloti_qt.ai import cli, make_player
from diloti_qt.engine import PlayerView, State, check, legal_moves, parse_move
from diloti_qt.engine.cards import parse_card
from tests.ai.helpers import PROFILES, random_positions

SMALL = "AS AH AD AC 2S 2H 2D 2C 3S 3H 3D 3C 4S 4H".split()
TABLES = {
    "12 small loose cards": (SMALL[:12], "4D 5S 6S 7S 8S 10S"),
    "14 small loose cards": (SMALL, "5S 6S 7S 8S 9S 10S"),
    "14 small loose cards, small hand": (SMALL, "4D 4C 5S 5H 10S 10H"),
}
LEVELS = ("random", "easy", "medium", "hard", "expert")


def doc(table, hand) -> dict:
    return {"format": "diloti-position/1", "rules": "pagat-2p", "dealer": 1, "to_move": 0,
            "hands": [hand.split(), ["KC"]], "table": list(table)}


@pytest.mark.timeout(5)  # before: Medium 19 s, Hard 15 s, Expert 10 s; now 0.1-0.4 s
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("name", TABLES)
def test_move_answers_within_its_budget_on_a_table_of_small_cards(level, name):
    position = doc(*TABLES[name])
    out, err = io.StringIO(), io.StringIO()
    status = cli.main(["move", "--level", level, "--budget-ms", "200", "-"],
                      io.StringIO(json.dumps(position)), out, err)
    assert status == 0 and not err.getvalue(), err.getvalue()
    from diloti_qt.engine import parse_position

    state = parse_position(position)
    assert check(state, parse_move(json.loads(out.getvalue()))).legal


@pytest.mark.parametrize("name", TABLES)
def test_the_search_spends_its_budget_and_stops(name, monkeypatch):
    """The work of a freak table's moves is charged (`strained`), and the search stops
    once the budget is spent, inside its playouts and worlds: a bounded overrun."""
    from diloti_qt.ai.hard import SearchPlayer

    efforts = []
    effort = SearchPlayer.effort

    def spy(self, budget, deadline=None):
        efforts.append(effort(self, budget, deadline))
        return efforts[-1]

    monkeypatch.setattr(SearchPlayer, "effort", spy)
    from diloti_qt.engine import parse_position

    state = parse_position(doc(*TABLES[name]))
    make_player("hard", reproducible=True).choose(PlayerView.of(state, 0), random.Random(1),
                                                  0.2)
    (e,) = efforts
    assert e.strained and e.limit <= e.used <= 1.25 * e.limit, (e.used, e.limit)


@pytest.mark.timeout(30)
def test_explain_lists_what_the_level_looked_at():
    out, err = io.StringIO(), io.StringIO()
    position = doc(*TABLES["14 small loose cards"])
    status = cli.main(["explain", "--level", "hard", "--budget-ms", "100", "-"],
                      io.StringIO(json.dumps(position)), out, err)
    lines = out.getvalue().splitlines()
    assert status == 0 and not err.getvalue()
    assert 6 < len(lines) < 200 and "more than 400 legal moves" in lines[-1]


def test_a_sample_covers_every_card_and_kind_of_move():
    from diloti_qt.ai.moves import MOVE_CAP, cost, search_moves, view_moves

    table, hand = TABLES["14 small loose cards, small hand"]
    state = State(hands=[[parse_card(c) for c in hand.split()], []],
                  loose=[parse_card(c) for c in table], to_move=0, dealer=1)
    moves = search_moves(state)
    assert not moves.complete and cost(moves, 1.0) == len(moves) <= MOVE_CAP // 4
    every = set(legal_moves(state))
    assert set(moves) <= every and len(set(moves)) == len(moves)
    assert {m.card for m in moves} == set(state.hands[0])
    assert {m.action for m in moves} == {"capture", "lay", "declare"}
    assert moves == view_moves(PlayerView.of(state, 0))  # a view sees the same


@pytest.mark.parametrize("profile", PROFILES)
def test_real_tables_are_searched_whole(profile):
    """The sample never replaces the full list in play: the levels' choices there are
    those a fixed amount of work always gave."""
    from diloti_qt.ai.moves import cost, is_complete, search_moves, view_moves

    for state in random_positions(profile, 17, 120):
        moves = search_moves(state)
        assert moves == legal_moves(state) and is_complete(moves) and cost(moves, 1.0) == 0
        assert view_moves(PlayerView.of(state, state.to_move)) == moves


@pytest.mark.timeout(60)
def test_every_level_plays_a_round_that_starts_on_a_freak_table():
    """The round goes on from the table of small cards to its end, every level moving."""
    table, hand = TABLES["12 small loose cards"]
    rng = random.Random(5)
    state = State(hands=[[parse_card(c) for c in hand.split()],
                         [parse_card(c) for c in "4C 5H 6H 7H 8H 9H".split()]],
                  loose=[parse_card(c) for c in table], to_move=0, dealer=1)
    players = [make_player(level, reproducible=True) for level in LEVELS]
    turn = 0
    while not state.round_over:
        player = players[turn % len(players)]
        move = player.choose(PlayerView.of(state, state.to_move), rng, 0.05)
        assert move in set(legal_moves(state))
        state.apply(move)
        turn += 1
    assert turn == 12
