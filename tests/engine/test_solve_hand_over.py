"""`python -m diloti_qt.engine solve` hands the question to `python -m diloti_qt.ai solve`
in another process (the engine imports nothing above it) and passes the answer on."""

from __future__ import annotations

import io
import json
import random

from diloti_qt.engine import Rules, deal_round, legal_moves, position_json
from diloti_qt.engine.cli import main


def run(*args: str, position) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(args), io.StringIO(json.dumps(position)), out, err)
    return status, out.getvalue(), err.getvalue()


def last_deal(seed: int, cards_left: int):
    """Moves by a seeded random choice until the stock is empty and `cards_left` remain."""
    rng = random.Random(seed)
    state = deal_round(Rules.make("pagat-2p"), 0, rng)
    while state.stock or sum(len(h) for h in state.hands) > cards_left:
        state.apply(rng.choice(legal_moves(state)))
    return state


def test_the_engine_answers_solve_as_the_ai_does(tmp_path):
    from diloti_qt.ai import cli as ai_cli

    state = last_deal(41, 6)
    doc = position_json(state)
    status, out, err = run("solve", "-", position=doc)
    assert status == 0 and not err, err
    theirs = io.StringIO()
    assert ai_cli.main(["solve", "-"], io.StringIO(json.dumps(doc)), theirs, io.StringIO()) == 0
    assert json.loads(out) == json.loads(theirs.getvalue())
    assert {e["value"] for e in json.loads(out)["moves"]}  # answered, with values
    path = tmp_path / "position.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    status, by_file, err = run("solve", str(path), position=None)
    assert status == 0 and json.loads(by_file) == json.loads(out)


def test_the_ai_refusal_is_the_engine_refusal_in_one_line():
    status, out, err = run("solve", "-", position=position_json(
        deal_round(Rules.make("pagat-2p"), 0, random.Random(2))))
    assert (status, out) == (2, "")
    assert err.startswith("error: the stock is not empty") and err.count("\n") == 1
    status, out, err = run("solve", "--nodes", "1", "-", position=position_json(last_deal(7, 12)))
    assert (status, out) == (2, "") and "more than 1 search nodes" in err
