"""The position / move / outcome JSON and the command line (NOTATION.md)."""

from __future__ import annotations

import copy
import json
import subprocess
import sys

import pytest

from diloti_qt.engine import (
    NotationError,
    cli,
    legal_moves,
    parse_move,
    parse_position,
    position_json,
)
from tests.conftest import ROOT
from tests.engine.helpers import run_cli

BASE = {
    "format": "diloti-position/1",
    "rules": "pagat-2p",
    "dealer": 1,
    "to_move": 0,
    "round_opening": False,
    "hands": [["6D", "8C", "KH"], ["9D", "AH", "2S"]],
    "table": ["6S", "2H", "4D", "9C", {"value": 8, "owner": 1, "kind": "simple",
                                        "cards": ["5C", "3H"]}],
    "stock": [],
    "captured": [[], []],
    "xeris": [0, 0],
    "last_capturer": None,
    "scores": [0, 0],
}


def changed(path: list, value) -> dict:
    doc = copy.deepcopy(BASE)
    target = doc
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return doc


@pytest.mark.parametrize(
    ("path", "value", "field"),
    [
        (["format"], "diloti-position/2", "format"),
        (["rules"], "poker", "rules"),
        (["rules"], {"profile": "pagat-2p", "variants": {"V-SWEEP": "maybe"}},
         "rules.variants.V-SWEEP"),
        (["rules"], {"profile": "pagat-2p", "variants": {"V-NOPE": "yes"}}, "rules.variants"),
        (["dealer"], 2, "dealer"),
        (["to_move"], "0", "to_move"),
        (["hands"], [["6D"]], "hands"),
        (["hands", 0, 1], "1S", "hands[0][1]"),
        (["table", 4, "value"], 9, "table[4].cards"),
        (["table", 4, "kind"], "pile", "table[4].kind"),
        (["table", 4, "owner"], 5, "table[4].owner"),
        (["table", 4, "cards"], ["5C", "3H", "KD"], "table[4].cards"),
        (["table", 4, "colour"], "red", "table[4]"),
        (["stock"], ["2C", "3C"], "stock"),
        (["captured"], [[]], "captured"),
        (["xeris"], [0, -1], "xeris[1]"),
        (["scores"], [0], "scores"),
        (["last_capturer"], 7, "last_capturer"),
        (["round_opening"], "no", "round_opening"),
        (["hands"], KeyError, "hands"),
        (["surprise"], 1, "surprise"),
    ],
)
def test_invalid_positions_name_the_bad_field(path, value, field):
    doc = changed(path, value)
    with pytest.raises(NotationError) as err:
        parse_position(doc)
    assert str(err.value).startswith(field), str(err.value)
    status, out, message = run_cli("legal", "-", position=doc)
    assert status == 2 and out is None
    assert message.count("\n") == 1 and message.startswith("error: ")


def test_family_declaration_must_split_into_components():
    doc = changed(["table", 4], {"value": 7, "owner": 1, "kind": "family",
                                 "cards": ["5C", "3H", "7S"]})
    with pytest.raises(NotationError, match=r"table\[4\]\.cards"):
        parse_position(doc)
    ok = changed(["table", 4], {"value": 7, "owner": 1, "kind": "family",
                                "cards": ["5C", "2C", "7S"]})
    assert parse_position(ok).decls[0].family


def test_omitted_fields_mean_empty_and_input_spelling_is_lenient():
    doc = {k: v for k, v in BASE.items() if k not in ("stock", "captured", "xeris", "scores",
                                                       "last_capturer")}
    doc["hands"] = [["td", "8c"], ["9D"]]
    state = parse_position(doc)
    out = position_json(state)
    assert out["hands"][0] == ["8C", "10D"]
    assert out["stock"] == [] and out["captured"] == [[], []] and out["scores"] == [0, 0]


def test_output_table_is_canonical():
    doc = changed(["table"], ["9C", {"value": 8, "owner": 1, "kind": "simple",
                                     "cards": ["5C", "3H"]}, "2H",
                              {"value": 7, "owner": 0, "kind": "family",
                               "cards": ["7S", "4H", "3C"]}])
    out = position_json(parse_position(doc))
    assert out["table"] == [
        "2H", "9C",
        {"value": 7, "owner": 0, "kind": "family", "cards": ["3C", "4H", "7S"]},
        {"value": 8, "owner": 1, "kind": "simple", "cards": ["3H", "5C"]},
    ]


@pytest.mark.parametrize(
    "move",
    [
        {"card": "6D"},
        {"card": "6D", "action": "steal"},
        {"card": "1D", "action": "lay"},
        {"card": "6D", "action": "lay", "take": []},
        {"card": "6D", "action": "capture"},
        {"card": "6D", "action": "capture", "take": "6S"},
        {"card": "6D", "action": "capture", "take": ["6S", "6S"]},
        {"card": "6D", "action": "declare", "value": "eight", "with": ["2H"]},
        {"card": "6D", "action": "declare", "with": ["2H"]},
        {"card": "6D", "action": "declare", "value": 8.0, "with": ["2H"]},
        ["6D", "lay"],
    ],
)
def test_malformed_moves_exit_2(move):
    with pytest.raises(NotationError):
        parse_move(move)
    status, out, err = run_cli("check", "-", json.dumps(move), position=BASE)
    assert status == 2 and out is None and err.count("\n") == 1


def test_check_answers_with_outcome_or_reason_and_sentence():
    status, answer, _ = run_cli(
        "check", "-", '{"card": "6D", "action": "capture", "take": ["6S", "2H", "4D"]}',
        position=BASE)
    assert status == 0 and answer["legal"] is True
    assert answer["outcome"] == {
        "move": {"card": "6D", "action": "capture", "take": ["2H", "4D", "6S"]},
        "kind": "capture", "taken": ["2H", "4D", "6S"], "xeri": False,
        "table": ["9C", {"value": 8, "owner": 1, "kind": "simple", "cards": ["3H", "5C"]}],
        "owner_after": None,
    }
    status, answer, _ = run_cli(
        "check", "-", '{"card": "6D", "action": "capture", "take": ["6S", "2H"]}', position=BASE)
    assert status == 0 and answer["legal"] is False and answer["reason"] == "bad-groups"
    assert "R10" in answer["rule"] and answer["message"].endswith(".")


def test_play_illegal_is_status_1_and_round_end_keys():
    status, answer, _ = run_cli("play", "-", '{"card": "9D", "action": "lay"}', position=BASE)
    assert status == 1 and answer["legal"] is False and answer["reason"] == "not-in-hand"
    end = {**BASE, "hands": [[], ["9D"]], "to_move": 1, "table": ["9C"], "last_capturer": 0}
    status, answer, _ = run_cli("play", "-", '{"card": "9D", "action": "capture", "take": ["9C"]}',
                                position=end)
    assert status == 0 and answer["round_over"] is True and answer["to_move"] is None
    assert answer["round_points"] == [0, 14] and answer["match_winner"] is None
    assert answer["dealer"] == 1
    # The three added keys are accepted on input and ignored.
    again = parse_position(answer)
    assert again.to_move is None and not again.round_over


def test_usage_errors_exit_2_with_one_line(tmp_path):
    for args in ([], ["frobnicate"], ["legal"], ["check", "-"], ["legal", str(tmp_path / "no")]):
        status, out, err = run_cli(*args)
        assert status == 2 and err.count("\n") == 1, args
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    status, _, err = run_cli("legal", str(bad))
    assert status == 2 and "not valid JSON" in err


def test_real_command_line_never_prints_a_traceback(tmp_path):
    path = tmp_path / "p.json"
    path.write_text(json.dumps(BASE))
    ok = subprocess.run([sys.executable, "-m", "diloti_qt.engine", "legal", str(path)],
                        capture_output=True, text=True, cwd=ROOT)
    assert ok.returncode == 0 and isinstance(json.loads(ok.stdout), list)
    bad = subprocess.run([sys.executable, "-m", "diloti_qt.engine", "check", "-", "{"],
                         input=json.dumps(BASE), capture_output=True, text=True, cwd=ROOT)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
    assert len(bad.stderr.strip().splitlines()) == 1


# Issue 28 item 12: 20 small loose cards give 2,001,116 legal moves, which `legal` used to
# write for minutes; the AI answers the same table in under a second.
SMALL_CARDS = dict(BASE, hands=[["10D", "9C", "8H", "7S", "6D", "5C"], ["KD"]], table=[
    "AS", "AH", "AD", "AC", "2S", "2H", "2D", "3S", "3H", "3D", "3C", "4S", "4H", "4D", "4C",
    "5S", "5H", "5D", "6S", "6H"])


@pytest.mark.timeout(60)
def test_legal_stops_at_its_limit_with_one_line_and_exit_2():
    status, out, err = run_cli("legal", "-", position=SMALL_CARDS)
    assert status == 2 and out is None, err
    assert err == f"error: more than {cli.DEFAULT_LIMIT} legal moves; none written " \
                  f"(--limit N lists up to N, at most {cli.MAX_LIMIT})\n"
    status, out, err = run_cli("legal", "-", "--limit", "50", position=SMALL_CARDS)
    assert status == 2 and out is None and "more than 50 legal moves" in err


@pytest.mark.parametrize("limit", ["0", "-1", "x", "1" * 5000, str(cli.MAX_LIMIT + 1), ""])
def test_a_bad_limit_is_a_usage_error(limit):
    status, out, err = run_cli("legal", "-", f"--limit={limit}", position=BASE)
    assert status == 2 and out is None and err.startswith("error: --limit: ")
    assert err.count("\n") == 1


def test_a_table_within_the_limit_is_listed_whole():
    state = parse_position(BASE)
    count = len(legal_moves(state))
    for args in ((), ("--limit", str(count)), (f"--limit={count}",)):
        status, out, err = run_cli("legal", "-", *args, position=BASE)
        assert status == 0 and not err and len(out) == count, args
    status, out, err = run_cli("legal", "--limit", str(count - 1), "-", position=BASE)
    assert status == 2 and out is None and f"more than {count - 1} legal moves" in err


def test_check_and_play_answer_on_the_table_legal_refuses_to_list():
    """The other commands look at one move, never at the list: they answer there."""
    take = ["AS", "AH", "AD", "AC", "2S", "2H", "2D", "3S", "3H", "3D", "3C", "4S", "4H",
            "5S", "5H", "5D"]
    move = json.dumps({"card": "5C", "action": "capture", "take": take})
    status, out, err = run_cli("check", "-", move, position=SMALL_CARDS)
    assert status == 0 and out["legal"] and not err
    status, out, err = run_cli("play", "-", move, position=SMALL_CARDS)
    assert status == 0 and sorted(out["table"]) == ["4C", "4D", "6H", "6S"] and not err
