"""A position from outside may be one no game reaches (NOTATION allows partial positions):
here seat 0 owns a declared 8 and holds no 8 (R29 keeps a reserve in a real game), so a
world a level plays out can reach a seat with no legal move at all. Every level still
answers a legal move, and the command line never reports an internal error."""

from __future__ import annotations

import io
import json
import random

import pytest

from diloti_qt.ai import make_player
from diloti_qt.ai.cli import main as ai_main
from diloti_qt.engine import PlayerView, legal_moves, parse_position

OWNER_WITHOUT_RESERVE = {
    "format": "diloti-position/1",
    "rules": {"profile": "partnership-4p", "variants": {"V-MUST-CAPTURE": "yes"}},
    "dealer": 3, "to_move": 0, "round_opening": True,
    "hands": [["2S", "6D", "7H", "9D"], ["8S", "10H", "QC"], ["4S", "6H", "KH"],
              ["2C", "7S", "JH"]],
    "table": ["4D", "4C", "5S", "6C", "7C", "10D", "JD", "QH",
              {"value": 8, "owner": 0, "kind": "simple", "cards": ["AD", "2H", "5D"]}],
}


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
def test_every_level_answers_where_a_playout_gets_stuck(level, monkeypatch):
    monkeypatch.setenv("DILOTI_AI_PROCESSES", "0")
    state = parse_position(OWNER_WITHOUT_RESERVE)
    view = PlayerView.of(state, 0)
    move = make_player(level).choose(view, random.Random(1), 0.05)
    assert move in legal_moves(state)


def test_the_command_line_answers_with_a_move():
    out, err = io.StringIO(), io.StringIO()
    status = ai_main(["move", "--level", "hard", "--budget-ms", "20", "--seed", "1", "-"],
                     io.StringIO(json.dumps(OWNER_WITHOUT_RESERVE)), out, err)
    assert status == 0, err.getvalue()
    assert "internal" not in err.getvalue()
