"""Issue 17 item 4: every input the tester found answers exit 2 and one line on stderr, from
both command lines (`python -m diloti_qt.engine`, `python -m diloti_qt.ai`), never a
traceback; and what NOTATION refuses (a stock that is not a list, `to_move: null` while
cards remain) is refused. Each case failed on the code before the fix."""

from __future__ import annotations

import copy
import io
import json

import pytest

from diloti_qt.ai import cli as ai_cli
from diloti_qt.engine import cli as engine_cli

POSITION = {
    "format": "diloti-position/1", "rules": "pagat-2p", "dealer": 1, "to_move": 0,
    "round_opening": False, "hands": [["6D", "8C", "KH"], ["9D", "AH", "2S"]],
    "table": ["6S", "2H", "4D", "9C"], "stock": [], "captured": [[], []],
    "xeris": [0, 0], "last_capturer": None, "scores": [0, 0],
}
MOVE = '{"card": "6D", "action": "capture", "take": ["6S"]}'
HUGE = "1" * 5000  # more digits than Python turns into an int (4,300)


def with_(**changes) -> str:
    doc = copy.deepcopy(POSITION)
    doc.update(changes)
    return json.dumps(doc)


# An owner whose reserve is gone, holding only a face card with no equal face loose: it
# may not lay (R30) and takes nothing (R13). The seat to move has cards and no legal move.
STUCK = with_(hands=[["KD"], ["9D"]],
              table=["6S", {"value": 9, "owner": 0, "kind": "simple", "cards": ["5C", "4H"]}])

ENGINE_COMMANDS = [["legal", "-"], ["check", "-", MOVE], ["play", "-", MOVE]]
AI_COMMANDS = [["move", "--level", level, "-"] for level in ("random", "easy", "medium",
                                                             "hard", "expert")]
AI_COMMANDS.append(["explain", "--level", "medium", "-"])


def run(module, argv, stdin) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    if isinstance(stdin, bytes):
        stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    elif isinstance(stdin, str):
        stdin = io.StringIO(stdin)
    status = module.main(list(argv), stdin, out, err)
    return status, out.getvalue(), err.getvalue()


def refused(status, out, err, words: str) -> None:
    assert status == 2, (status, out, err)
    assert not out and err.count("\n") == 1 and err.endswith("\n"), err
    assert err.startswith("error: ") and "Traceback" not in err
    assert "internal error" not in err, err
    assert words in err, err


POSITION_CASES = [
    ("an integer of 5000 digits", with_(dealer=0).replace('"dealer": 0', f'"dealer": {HUGE}'),
     "number too long"),
    ("invalid UTF-8 on standard input", b'{"format": "diloti-position/1\xff\xfe"}', "UTF-8"),
    ("a key holding a newline", with_(**{"bad\nkey": 1}), "bad\\nkey"),
    ("a key holding a carriage return", with_(**{"x\r\u2028y": 1}), "x\\r\\u2028y"),
    ("stock 0", with_(stock=0), "stock"),
    ("stock false", with_(stock=False), "stock"),
    ('stock ""', with_(stock=""), "stock"),
    ("stock {}", with_(stock={}), "stock"),
    ("to_move null while cards remain", with_(to_move=None), "to_move"),
    ("a card string of a megabyte", with_(table=["x" * 1_000_000]), "table[0]"),
]


@pytest.mark.parametrize(("name", "text", "words"), POSITION_CASES,
                         ids=[c[0] for c in POSITION_CASES])
@pytest.mark.parametrize("argv", ENGINE_COMMANDS + AI_COMMANDS, ids=" ".join)
def test_malformed_positions_are_one_line(argv, name, text, words):
    status, out, err = run(ai_cli if argv[0] in ("move", "explain") else engine_cli, argv, text)
    refused(status, out, err, words)
    assert len(err) < 500


@pytest.mark.parametrize("command", ["check", "play"])
@pytest.mark.parametrize(("move", "words"), [
    (f'{{"card": "6D", "action": "declare", "value": {HUGE}, "with": ["6S"]}}',
     "number too long"),
    ('{"card": "6D", "action": ["lay"]}', "move.action"),
    ('{"card": "6D", "action": {"x": 1}}', "move.action"),
    ('{"card": "6D", "action": "lay", "odd\\nkey": 1}', "odd\\nkey"),
    ('{"card": "6D", "action": "capture", "take": "6S"}', "move.take"),
])
def test_malformed_moves_are_one_line(command, move, words):
    refused(*run(engine_cli, [command, "-", move], json.dumps(POSITION)), words)


@pytest.mark.parametrize("argv", AI_COMMANDS, ids=" ".join)
def test_a_seat_with_cards_and_no_legal_move_is_refused(argv):
    """`ai move` raised `ValueError: empty range for randrange()` here at every level."""
    refused(*run(ai_cli, argv, STUCK), "no legal move")


def test_the_engine_answers_a_stuck_seat_with_no_moves():
    status, out, err = run(engine_cli, ["legal", "-"], STUCK)
    assert (status, json.loads(out), err) == (0, [], "")


def test_a_finished_round_may_say_to_move_null():
    doc = with_(to_move=None, hands=[[], []], table=[], stock=[],
                captured=[["6D", "6S"], ["9D"]])
    status, out, err = run(engine_cli, ["legal", "-"], doc)
    assert (status, json.loads(out), err) == (0, [], "")


def test_an_omitted_or_null_stock_is_empty():
    doc = copy.deepcopy(POSITION)
    del doc["stock"]
    assert run(engine_cli, ["legal", "-"], json.dumps(doc))[0] == 0
    assert run(engine_cli, ["legal", "-"], with_(stock=None))[0] == 0


def test_a_closed_standard_output_is_not_a_traceback():
    class Closed(io.StringIO):
        def write(self, s):
            raise BrokenPipeError

    err = io.StringIO()
    status = engine_cli.main(["legal", "-"], io.StringIO(json.dumps(POSITION)), Closed(), err)
    assert status == 0 and err.getvalue() == ""


def test_an_internal_error_is_one_line_too(monkeypatch):
    monkeypatch.setattr(engine_cli, "check", lambda *a: 1 / 0)
    status, out, err = run(engine_cli, ["check", "-", MOVE], json.dumps(POSITION))
    assert status == 3 and not out and err.count("\n") == 1
    assert "internal error" in err and "ZeroDivisionError" in err and "Traceback" not in err
