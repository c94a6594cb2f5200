"""Comparison helpers for the rules scenarios (tests/scenarios/README.md) and engine answers."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.reference.diloti_ref import canonical_json, parse_card, sort_cards


def load(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def cards_set(cards: list[str]) -> list[str]:
    return sort_cards(parse_card(c) for c in cards)


def norm_decl(decl: dict[str, Any]) -> dict[str, Any]:
    return {"value": decl["value"], "owner": decl["owner"], "kind": decl["kind"],
            "cards": cards_set(decl["cards"])}


def norm_table(table: list[Any]) -> tuple[list[str], list[str]]:
    """Loose cards as a set plus declarations as a set (tests/scenarios/README.md)."""
    loose = cards_set([e for e in table if isinstance(e, str)])
    decls = sorted(canonical_json(norm_decl(e)) for e in table if not isinstance(e, str))
    return loose, decls


def norm_move(move: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"card": parse_card(move["card"]), "action": move["action"]}
    if "take" in move:
        out["take"] = cards_set(move["take"])
    if "with" in move:
        out["with"] = cards_set(move["with"])
    if "value" in move:
        out["value"] = move["value"]
    return out


def norm_outcome(outcome: dict[str, Any]) -> str:
    """Canonical JSON of an outcome with every card list and the table put in canonical form."""
    loose, decls = norm_table(outcome["table"])
    return canonical_json({
        "move": norm_move(outcome["move"]),
        "kind": outcome["kind"],
        "taken": cards_set(outcome["taken"]),
        "xeri": outcome["xeri"],
        "table": [loose, decls],
        "owner_after": outcome["owner_after"],
    })


def outcome_matches(partial: dict[str, Any], outcome: dict[str, Any]) -> bool:
    for key, want in partial.items():
        if key == "card":
            got_ok = parse_card(outcome["move"]["card"]) == parse_card(want)
        elif key == "action":
            got_ok = outcome["move"]["action"] == want
        elif key == "taken":
            got_ok = cards_set(outcome["taken"]) == cards_set(want)
        elif key == "table":
            got_ok = norm_table(outcome["table"]) == norm_table(want)
        else:
            got_ok = outcome[key] == want
        if not got_ok:
            return False
    return True


def position_value(position: dict[str, Any], key: str) -> Any:
    """A position key, or a derived one (hand_sizes, stock_size, captured_sizes), normalised."""
    if key == "hand_sizes":
        return [len(h) for h in position["hands"]]
    if key == "stock_size":
        return len(position.get("stock") or [])
    if key == "captured_sizes":
        return [len(p) for p in position.get("captured") or []]
    if key in ("hands", "captured"):
        return [cards_set(h) for h in position.get(key) or []]
    if key == "stock":
        return [parse_card(c) for c in position.get("stock") or []]
    if key == "table":
        return norm_table(position.get("table") or [])
    if key == "round_over":
        return bool(position.get("round_over", False))
    return position.get(key)


def expected_value(key: str, want: Any) -> Any:
    if key in ("hands", "captured"):
        return [cards_set(h) for h in want]
    if key == "stock":
        return [parse_card(c) for c in want]
    if key == "table":
        return norm_table(want)
    return want


FORMAT_KEYS = ("format", "rules", "dealer", "to_move", "round_opening", "hands", "table", "stock",
               "captured", "xeris", "last_capturer", "scores")


def input_keys(position: dict[str, Any]) -> dict[str, Any]:
    """Drop keys beyond the format-1 input keys before feeding a position back."""
    return {k: v for k, v in position.items() if k in FORMAT_KEYS}
