"""Move actions and kinds are enums that read and write as their NOTATION words (issue 14)."""

from __future__ import annotations

import json
import pickle
import random
import subprocess
import sys

from diloti_qt.engine import (
    Action,
    Kind,
    Move,
    check,
    iter_legal_moves,
    legal_moves,
    move_json,
    outcome_json,
    parse_move,
)
from diloti_qt.tutorial.patterns import ACTIONS, KINDS, REASONS
from tests.conftest import ROOT
from tests.engine.positions import random_position


def test_members_are_their_words():
    assert [a.value for a in Action] == ["lay", "capture", "declare"]
    assert [k.value for k in Kind] == ["lay", "capture", "declare-simple", "declare-family",
                                       "extend", "raise"]
    assert Action.LAY == "lay" and hash(Kind.RAISE) == hash("raise")
    assert str(Kind.DECLARE_FAMILY) == f"{Kind.DECLARE_FAMILY}" == "declare-family"
    assert f"{Action.CAPTURE:>8}" == " capture"
    assert json.dumps({"action": Action.DECLARE, "kind": Kind.EXTEND}) == (
        '{"action": "declare", "kind": "extend"}')
    assert pickle.loads(pickle.dumps(Kind.RAISE)) is Kind.RAISE
    assert {"lay": 1}[Action.LAY] == 1 and Kind("extend") is Kind.EXTEND
    assert [k.action for k in Kind] == [Action.LAY, Action.CAPTURE] + [Action.DECLARE] * 4
    assert [k for k in Kind if k.makes_family] == [Kind.DECLARE_FAMILY, Kind.EXTEND]


def test_every_move_the_engine_makes_uses_them():
    rng = random.Random(11)
    for _ in range(150):
        s = random_position(rng)
        for m in legal_moves(s) + list(iter_legal_moves(s)):
            assert type(m.action) is Action and type(m.kind) is Kind
            assert m.kind.action is m.action
            request = parse_move(json.loads(json.dumps(move_json(m))))
            assert type(request.action) is Action
            verdict = check(s, request)
            assert verdict.move == m and type(verdict.move.kind) is Kind
            out = outcome_json(s, m)
            assert type(out["kind"]) is str and out["kind"] == m.kind.value


def test_a_move_written_with_strings_is_the_same_move():
    m = Move(5, "capture", (1, 2), 0, "capture")
    assert m == Move(5, Action.CAPTURE, (1, 2), 0, Kind.CAPTURE)
    assert hash(m) == hash(Move(5, Action.CAPTURE, (1, 2), 0, Kind.CAPTURE))
    assert move_json(m) == {"card": "2H", "action": "capture", "take": ["AH", "AD"]}


def test_the_tutorial_speaks_the_engines_words():
    assert ACTIONS == ("lay", "capture", "declare")
    assert KINDS == tuple(k.value for k in Kind)
    from diloti_qt.engine.check import REASON_RULES

    assert REASONS == tuple(REASON_RULES) and len(REASONS) == 12


def test_the_reference_implementation_never_imports_the_engine():
    code = ("import sys, tests.reference.diloti_ref; "
            "print(sorted(m for m in sys.modules if m.startswith('diloti_qt')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
