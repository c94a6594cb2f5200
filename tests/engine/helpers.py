"""Helpers for engine tests: running the command line in-process, comparing positions."""

from __future__ import annotations

import io
import json

from diloti_qt.engine import cli
from diloti_qt.engine.cards import card_name, parse_card


def run_cli(*args: str, position: object | None = None) -> tuple[int, object, str]:
    """Run `python -m diloti_qt.engine ARGS` in-process; POSITION '-' reads `position`."""
    stdin = io.StringIO(json.dumps(position) if position is not None else "")
    out, err = io.StringIO(), io.StringIO()
    status = cli.main(list(args), stdin, out, err)
    text = out.getvalue()
    return status, (json.loads(text) if text.strip() else None), err.getvalue()


def canon(card: str) -> str:
    return card_name(parse_card(card))


def card_set(cards) -> frozenset:
    return frozenset(canon(c) for c in cards)


def table_form(table) -> tuple:
    loose = frozenset(canon(t) for t in table if isinstance(t, str))
    decls = frozenset(
        (t["value"], t["owner"], t["kind"], card_set(t["cards"]))
        for t in table if isinstance(t, dict)
    )
    return loose, decls


def same_value(key: str, expected, actual) -> bool:
    """Compare one key as the scenarios README says."""
    if key in ("taken",):
        return card_set(expected) == card_set(actual)
    if key in ("hands", "captured"):
        return len(expected) == len(actual) and all(
            card_set(e) == card_set(a) for e, a in zip(expected, actual, strict=True)
        )
    if key == "table":
        return table_form(expected) == table_form(actual)
    if key == "stock":
        return [canon(c) for c in expected] == [canon(c) for c in actual]
    return expected == actual


def derived(position: dict, key: str):
    if key == "hand_sizes":
        return [len(h) for h in position["hands"]]
    if key == "stock_size":
        return len(position.get("stock") or [])
    if key == "captured_sizes":
        return [len(p) for p in position["captured"]]
    if key == "round_over":
        return position.get("round_over", False)
    return position.get(key)


def matches_partial(partial: dict, outcome: dict) -> bool:
    for key, expected in partial.items():
        if key == "card":
            actual = outcome["move"]["card"]
            if canon(expected) != actual:
                return False
        elif key == "action":
            if outcome["move"]["action"] != expected:
                return False
        elif not same_value(key, expected, outcome[key]):
            return False
    return True
