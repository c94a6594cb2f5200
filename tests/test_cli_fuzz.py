"""A bounded fuzz of both command lines (issue 17 item 4): hundreds of generated inputs, run
in-process, each answered within 10 s by either an answer (exit 0 or 1, JSON on standard
output, nothing on standard error) or exit 2 with exactly one line on standard error —
never a traceback, never an internal error; and a few of them as real processes."""

from __future__ import annotations

import copy
import io
import json
import random
import subprocess
import sys
import time

import pytest

from diloti_qt.ai import cli as ai_cli
from diloti_qt.engine import cli as engine_cli
from diloti_qt.engine import legal_moves, move_json, position_json
from diloti_qt.engine.cards import card_names
from tests.conftest import ROOT
from tests.engine.positions import random_position

CASE_SECONDS = 10.0
CASES = 700

HOSTILE_VALUES = [
    None, True, False, 0, -1, 7, 2**70, 1.5, float("nan"), "", "x", "AS", "10D", "ΑΣ",
    "a\nb", "\x00", "\u2028", [], [[]], {}, {"a": 1}, ["AS", "AS"], ["ZZ"], [1, 2],
    "x" * 5000, list(range(200)), {"value": 99, "owner": 0, "kind": "family", "cards": []},
]
HOSTILE_TEXTS = [
    "1" * 5000,             # an integer Python will not convert
    "-" + "9" * 4400,
    "1e999", "NaN", "-Infinity",
    "[" * 100_000,          # nested too deeply
    '"\\ud800"',            # a lone surrogate
]
HOSTILE_KEYS = ["x", "bad\nkey", "tab\tkey", "\u2028", "", "format ", "ΤΟ_MOVE", "k" * 300]


def _paths(doc, prefix=()):
    yield prefix
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from _paths(v, (*prefix, i))


def _set(doc, path, value):
    target = doc
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value


def mutate(doc, rng: random.Random) -> str | bytes:
    """A position document with one to three hostile changes, as text or raw bytes."""
    doc = copy.deepcopy(doc)
    for _ in range(rng.randint(1, 3)):
        paths = [p for p in _paths(doc) if p]
        choice = rng.random()
        if choice < 0.55 and paths:
            path = rng.choice(paths)
            value = rng.choice(HOSTILE_VALUES + [KeyError])
            if value is KeyError and isinstance(path[-1], int):
                value = None
            _set(doc, path, copy.deepcopy(value))
        elif choice < 0.75:
            containers = [p for p in paths if isinstance(_get(doc, p), dict)] + [()]
            where = _get(doc, rng.choice(containers))
            where[rng.choice(HOSTILE_KEYS)] = rng.choice(HOSTILE_VALUES)
        elif choice < 0.9 and paths:
            path = rng.choice(paths)
            marker = "__HOSTILE__"
            _set(doc, path, marker)
            return json.dumps(doc).replace(f'"{marker}"', rng.choice(HOSTILE_TEXTS))
        else:
            text = json.dumps(doc).encode()
            cut = rng.randrange(len(text))
            if rng.random() < 0.5:
                return text[:cut]
            return text[:cut] + bytes([rng.choice([0xff, 0xfe, 0xc0, 0x80, 0xed])]) + text[cut:]
    return json.dumps(doc, allow_nan=True)


def _get(doc, path):
    for key in path:
        doc = doc[key]
    return doc


def hostile_move(rng: random.Random) -> str:
    move = {"card": rng.choice(["6D", "AS", "KH", "10S", "ZZ", 5, None]),
            "action": rng.choice(["lay", "capture", "declare", "LAY", "sweep", ["lay"], None]),
            "take": rng.choice([[], ["6S"], ["AS", "AS"], "6S", None]),
            "with": rng.choice([[], ["6S"], 7]),
            "value": rng.choice([6, 0, 11, -3, "6", 2**80, None])}
    for key in list(move):
        if rng.random() < 0.3:
            del move[key]
    if rng.random() < 0.1:
        move[rng.choice(HOSTILE_KEYS)] = 1
    text = json.dumps(move)
    if rng.random() < 0.1:
        text = text.replace("6", "6" * 5000, 1)
    if rng.random() < 0.05:
        text = text[: rng.randrange(len(text) + 1)]
    return text


def run(module, argv, stdin) -> tuple[int, str, str, float]:
    if isinstance(stdin, bytes):
        stream = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    else:
        stream = io.StringIO(stdin)
    out, err = io.StringIO(), io.StringIO()
    t0 = time.perf_counter()
    status = module.main(list(argv), stream, out, err)
    return status, out.getvalue(), err.getvalue(), time.perf_counter() - t0


def judge(argv, status, out, err, seconds, ai: bool) -> None:
    where = f"{argv}: {status} {err[:300]!r}"
    assert seconds < CASE_SECONDS, where
    assert "Traceback" not in err and "internal error" not in err, where
    if status == 2:
        assert not out and err.startswith("error: ") and err.count("\n") == 1, where
        assert err.endswith("\n") and len(err) <= 500, where
        return
    assert status in (0, 1) and not err, where
    if ai and argv[0] == "explain" and "--json" not in argv:
        assert out.endswith("\n") and out.strip(), where
    else:
        json.loads(out)


def plausible_move(state, rng: random.Random) -> str:
    """A move of the seat to move: a legal one, or the same card asked to do something
    else (an illegal but well-formed question)."""
    moves = legal_moves(state)
    if not moves:
        return hostile_move(rng)
    doc = move_json(rng.choice(moves))
    if rng.random() < 0.4:
        doc = {"card": doc["card"], "action": "capture",
               "take": rng.sample(sorted(card_names(state.table_cards())),
                                  min(2, len(state.table_cards())))}
    return json.dumps(doc)


def cases(seed: int):
    """(module, argv, stdin) triples: mostly hostile, some valid, for every command."""
    rng = random.Random(seed)
    pool = [random_position(rng, (0, 8)) for _ in range(40)]
    for i in range(CASES):
        state = rng.choice(pool)
        base = position_json(state)
        stdin = mutate(base, rng) if rng.random() < 0.6 else json.dumps(base)
        kind = i % 7
        if kind < 4:
            command = ("legal", "check", "play", "check")[kind]
            move = hostile_move(rng) if rng.random() < 0.5 else plausible_move(state, rng)
            argv = [command, "-"] + ([] if command == "legal" else [move])
            limits = random.Random(seed * CASES + i)  # apart, so `rng` draws the cases it did
            if command == "legal" and limits.random() < 0.3:  # issue 28 item 12: --limit
                argv += ["--limit", limits.choice(["1", "3", "0", "-5", "x", "1" * 5000, ""])]
            yield engine_cli, argv, stdin
        else:
            level = rng.choice(["random", "easy", "medium", "hard"])
            budget, seed_arg = "20", "1"
            if rng.random() < 0.4:
                budget = rng.choice(["5", "0", "-1", "nan", "1e9", "x", "1" * 5000])
                seed_arg = rng.choice(["-7", "1" * 5000, "0x10"])
            argv = [rng.choice(["move", "explain"]), "--level", level, "--budget-ms", budget,
                    "--seed", seed_arg, "-"]
            if rng.random() < 0.2:
                argv.insert(rng.randrange(len(argv)), rng.choice(
                    ["--json", "--bogus", "--level", "", "-", "a\nb"]))
            yield ai_cli, argv, stdin


@pytest.mark.timeout(600)
@pytest.mark.parametrize("seed", [1, 2])
def test_generated_inputs_never_break_a_command_line(seed):
    statuses = {0: 0, 1: 0, 2: 0}
    for module, argv, stdin in cases(seed):
        status, out, err, seconds = run(module, argv, stdin)
        judge(argv, status, out, err, seconds, module is ai_cli)
        statuses[status] += 1
    # The fuzz reaches both sides: refused inputs, and answers (legal and illegal moves).
    assert statuses[2] > CASES / 3 and statuses[0] > CASES / 10 and statuses[1] > 0, statuses


SUBPROCESS_CASES = [
    (["-m", "diloti_qt.engine", "legal", "-"], b'{"format": "\xff"}'),
    (["-m", "diloti_qt.engine", "check", "-", '{"card": "6D", "action": "lay"}'],
     b'{"format": "diloti-position/1", "dealer": ' + b"1" * 5000 + b"}"),
    (["-m", "diloti_qt.engine", "legal", "-"], b'{"bad\\nkey": 1}'),
    (["-m", "diloti_qt.ai", "move", "--level", "hard", "-"],
     json.dumps({"format": "diloti-position/1", "rules": "pagat-2p", "dealer": 1,
                 "to_move": 0, "hands": [["KD"], ["9D"]],
                 "table": ["6S", {"value": 9, "owner": 0, "kind": "simple",
                                  "cards": ["5C", "4H"]}]}).encode()),
    (["-m", "diloti_qt.ai", "explain", "--level", "easy", "-"], b"[" * 200_000),
    (["-m", "diloti_qt.ai", "move", "--level", "random", "-"],
     b'{"format": "diloti-position/1", "rules": "pagat-2p", "dealer": 1, "to_move": null,'
     b' "hands": [["AS"], []], "table": [], "stock": 0}'),
]


@pytest.mark.parametrize(("args", "stdin"), SUBPROCESS_CASES, ids=[
    "engine invalid UTF-8", "engine 5000-digit integer", "engine key with a newline",
    "ai seat without a legal move", "ai nested too deeply", "ai stock 0 and to_move null"])
def test_real_processes_answer_one_line(args, stdin):
    t0 = time.perf_counter()
    done = subprocess.run([sys.executable, *args], input=stdin, capture_output=True,
                          cwd=ROOT, timeout=60)
    err = done.stderr.decode("utf-8", "replace")
    assert done.returncode == 2 and not done.stdout, (done.returncode, err)
    assert err.count("\n") == 1 and err.startswith("error: ") and "Traceback" not in err
    assert time.perf_counter() - t0 < CASE_SECONDS
