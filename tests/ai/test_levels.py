"""Every level, every profile: a legal move, reproducible, and no peeking at hidden cards."""

from __future__ import annotations

import random

import pytest

from diloti_qt.ai import LEVELS, PLAYER_LEVELS, make_player
from diloti_qt.engine import PlayerView, legal_moves

from .helpers import PROFILES, permute_hidden, random_positions

BUDGET = 0.01  # seconds: small, the tests check behaviour, not strength
HONEST = [level for level in LEVELS if level != "oracle"]


def test_player_levels_are_offered_and_the_oracle_is_not():
    assert PLAYER_LEVELS == ("easy", "medium", "hard", "expert")
    assert set(PLAYER_LEVELS) <= set(LEVELS) and "oracle" in LEVELS
    assert "oracle" not in PLAYER_LEVELS
    with pytest.raises(ValueError):
        make_player("grandmaster")


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("level", HONEST)
def test_every_level_plays_legal_moves(level, profile):
    player = make_player(level)
    count = 8 if level in ("hard", "expert") else 30
    for i, state in enumerate(random_positions(profile, 100, count)):
        view = PlayerView.of(state, state.to_move)
        move = player.choose(view, random.Random(i), BUDGET)
        assert move in legal_moves(state), (level, profile, i)


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("level", HONEST)
def test_no_level_peeks_and_choices_are_reproducible(level, profile):
    rng = random.Random(5)
    count = 4 if level in ("hard", "expert") else 12
    for i, state in enumerate(random_positions(profile, 200, count)):
        seat = state.to_move
        other = permute_hidden(state, seat, rng)
        if other is None:
            continue
        assert other.hands[seat] == state.hands[seat]
        first, again, moved = (
            make_player(level, reproducible=True).choose(
                PlayerView.of(s, seat), random.Random(i), BUDGET)
            for s in (state, state, other))
        assert first == again == moved, (level, profile, i)
