"""The online table's history: the events a seat makes move by move are the events it
replays when it comes back mid-round (deals and leftovers included), for two and four
players, over whole seeded rounds."""

from __future__ import annotations

import random

import pytest

from diloti_qt.engine import Match, PlayerView, Rules, legal_moves
from diloti_qt.history_events import EventKind, outcome_events
from diloti_qt.ui.online.events import round_begins, round_events


@pytest.mark.parametrize("profile,seed", [("pagat-2p", 1), ("pagat-2p", 7),
                                          ("partnership-4p", 3), ("taverna-4p", 11)])
def test_replayed_round_events_are_the_live_ones(profile, seed):
    rules = Rules.make(profile)
    match = Match(rules, seed=seed)
    rng = random.Random(seed)
    seat = 1
    state = match.state
    opening = (tuple(state.loose), tuple(state.decls))
    live = [round_begins(1, PlayerView.of(state, seat))]
    checked = 0
    while not state.round_over:
        move = rng.choice(legal_moves(state))
        live.extend(outcome_events(state.apply(move)))  # what the engine told
        after = PlayerView.of(state, seat)
        assert round_events(1, after, opening) == live  # a seat coming back right now
        checked += 1
    kinds = [e.kind for e in live]
    assert checked == 48  # every card but the four on the table, played
    assert kinds.count(EventKind.DEAL) == 48 // (6 * rules.players) - 1  # after the first
    assert kinds[-1] is EventKind.LEFTOVERS or state.loose == []


def test_a_round_whose_moves_do_not_fit_its_opening_is_told_by_its_first_event_only():
    rules = Rules.make("pagat-2p")
    match = Match(rules, seed=2)
    state = match.state
    move = legal_moves(state)[0]
    state.apply(move)
    view = PlayerView.of(state, 0)
    wrong = ((), ())  # an opening that cannot explain the move
    events = round_events(1, view, wrong)
    assert [e.kind for e in events] in ([EventKind.ROUND],
                                        [EventKind.ROUND, events[1].kind])
