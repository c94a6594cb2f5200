"""The rules live in the engine (ARCHITECTURE, issue 14 part 2, issue 23): no other layer
re-derives R33's first-card xeri or plays a move on a table itself; they ask the engine's
API (`xeri_allowed`, `preview`, `table_after`). What a move did is told once, by the
engine's outcome (State.apply): no other layer works out a round's leftovers from the
capture piles, a deal from the stock's length or the hands' size, a xeri count from its
points, or a seat's side as `seat % 2` (Rules.side_of, Rules.partner_of). Read from the
syntax tree, so comments and docstrings may name these things freely."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.conftest import ROOT

PACKAGE = ROOT / "diloti_qt"
# Attributes only the engine reads: R33's state and variant flag, and the old private rule.
ENGINE_ATTRIBUTES = {"round_opening", "first_xeri", "_xeri_allowed"}
# Engine internals that other layers must not call (the public API replaces them).
ENGINE_NAMES = {"play_on_table", "_xeri_allowed"}


def outside_engine() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if (PACKAGE / "engine") not in p.parents)


def violations(source: str) -> list[str]:
    """What a module's code reads of the engine's rule internals, as 'line: what'."""
    found = []
    for node in ast.walk(ast.parse(source)):
        what = None
        if isinstance(node, ast.Attribute) and (
                node.attr in ENGINE_ATTRIBUTES or node.attr in ENGINE_NAMES):
            what = node.attr
        elif isinstance(node, ast.Name) and node.id in ENGINE_NAMES:
            what = node.id
        elif isinstance(node, ast.alias) and node.name.split(".")[-1] in ENGINE_NAMES:
            what = node.name
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and (
                node.func.id in ("getattr", "hasattr", "setattr") and len(node.args) > 1
                and isinstance(node.args[1], ast.Constant)
                and node.args[1].value in ENGINE_ATTRIBUTES | ENGINE_NAMES):
            what = f"{node.func.id}(..., {node.args[1].value!r})"
        elif isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and (
                node.slice.value in ENGINE_ATTRIBUTES):
            what = f"[{node.slice.value!r}]"
        if what is not None:
            found.append(f"{getattr(node, 'lineno', '?')}: {what}")
    return found


def test_the_checker_sees_code_but_not_prose():
    code = '''
"""Docstrings may say round_opening, first_xeri and play_on_table."""
# so may comments: state.round_opening, rules.first_xeri
from diloti_qt.engine.state import play_on_table
a = view.round_opening or view.rules.first_xeri
b = getattr(state, "round_opening")
c = doc["first_xeri"]
play_on_table([], [], 0, move, True)
text = "first_xeri"
'''
    assert sorted(v.split(": ")[1] for v in violations(code)) == sorted([
        "play_on_table", "round_opening", "first_xeri",
        "getattr(..., 'round_opening')", "['first_xeri']", "play_on_table"])


@pytest.mark.parametrize("path", outside_engine(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_module_outside_the_engine_reads_the_rules_internals(path):
    assert violations(path.read_text(encoding="utf-8")) == [], (
        f"{path.relative_to(ROOT)} re-derives a rule: ask the engine (xeri_allowed, "
        "preview, table_after)")


# What a move did, worked out again outside the engine (issue 23), and where each is looked
# for. The searches of ai/ play out whole worlds of their own and watch the stock to know
# when a simulated deal ends: that is their bookkeeping, not a telling of what happened.
TOLD_ONCE = ("round_leftovers", "XERI_POINTS")
SHOWING_LAYERS = ("controller", "ui", "net", "models", "storage", "tutorial", "scorepad",
                  "history_events.py", "app.py")


SEAT_WORDS = ("seat", "owner", "human", "player", "mover", "dealer", "to_move", "capturer")


def _seatish(node: ast.AST) -> bool:
    """A name or attribute that holds a seat (`seat`, `view.seat`, `d.owner`, `human`)."""
    name = node.id if isinstance(node, ast.Name) else \
        node.attr if isinstance(node, ast.Attribute) else ""
    return any(word in name for word in SEAT_WORDS)


def _is_len_of_stock(node: ast.AST) -> bool:
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id == "len" and len(node.args) == 1
            and isinstance(node.args[0], ast.Attribute) and node.args[0].attr == "stock")


def retold(source: str, showing: bool = True) -> list[str]:
    """What a module works out again of a move's outcome or of the partnership, as
    'line: what'; `showing`: the module shows or tells the game (not a search)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        what = None
        if isinstance(node, ast.Name) and node.id in TOLD_ONCE:
            what = node.id
        elif isinstance(node, ast.Attribute) and node.attr in TOLD_ONCE:
            what = node.attr
        elif isinstance(node, ast.alias) and node.name in TOLD_ONCE:
            what = f"import {node.name}"
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod) and isinstance(
                node.right, ast.Constant):
            if node.right.value == 2 and _seatish(node.left):
                what = "% 2 (Rules.side_of)"
            elif node.right.value == 4 and isinstance(node.left, ast.BinOp) and isinstance(
                    node.left.right, ast.Constant) and node.left.right.value == 2:
                what = "(seat + 2) % 4 (Rules.partner_of)"
        if isinstance(node, ast.BinOp) and any(
                isinstance(x, ast.Name) and x.id == "HAND_SIZE" for x in (node.left, node.right)):
            what = "deal arithmetic with HAND_SIZE"
        elif showing and isinstance(node, ast.Compare) and any(
                _is_len_of_stock(x) for x in (node.left, *node.comparators)) and any(
                not isinstance(x, ast.Constant) for x in (node.left, *node.comparators)
                if not _is_len_of_stock(x)):
            what = "a deal inferred from the stock's length"
        if what is not None:
            found.append(f"{getattr(node, 'lineno', '?')}: {what}")
    return found


def test_the_retelling_checker_sees_code_but_not_prose():
    code = '''
"""round_leftovers, XERI_POINTS, seat % 2 and len(state.stock) < stock are prose here."""
from diloti_qt.controller.port import round_leftovers
from diloti_qt.engine.scoring import XERI_POINTS
xeris = side["xeris"] // XERI_POINTS
team = seat % 2
same = view.seat % 2 == owner % 2
partner = (seat + 2) % 4
dealt = len(state.stock) < stock
empty = len(state.stock) == 0
stock = 52 - 4 - HAND_SIZE * n
other = (seat + 1) % 2
frame = i % 2
'''
    assert sorted(retold(code), key=lambda v: int(v.split(":")[0])) == [
        "3: import round_leftovers", "4: import XERI_POINTS", "5: XERI_POINTS",
        "6: % 2 (Rules.side_of)", "7: % 2 (Rules.side_of)", "7: % 2 (Rules.side_of)",
        "8: (seat + 2) % 4 (Rules.partner_of)", "9: a deal inferred from the stock's length",
        "11: deal arithmetic with HAND_SIZE"]
    assert "a deal inferred from the stock's length" not in " ".join(retold(code, False))


def _showing(path: Path) -> bool:
    return path.relative_to(PACKAGE).parts[0] in SHOWING_LAYERS


def previews(source: str) -> list[str]:
    """Where a module asks the engine what a move would do (`preview`, `table_after`,
    a State's `apply`): the online client only reads what the server's outcome says."""
    found = []
    for node in ast.walk(ast.parse(source)):
        name = None
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else \
                func.attr if isinstance(func, ast.Attribute) else None
        elif isinstance(node, ast.alias):
            name = node.name.split(".")[-1]
        if name in ("preview", "table_after", "apply", "round_events", "heard_outcome"):
            found.append(f"{getattr(node, 'lineno', '?')}: {name}")
    return found


ONLINE_CLIENT = sorted([*(PACKAGE / "ui" / "online").glob("*.py"), PACKAGE / "net" / "client.py",
                        PACKAGE / "net" / "mirror.py"])


@pytest.mark.parametrize("path", ONLINE_CLIENT, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_online_client_never_replays_diffs_or_previews_a_move(path):
    assert previews(path.read_text(encoding="utf-8")) == [], (
        f"{path.relative_to(ROOT)} works out what a move did: read the server's outcome")


def test_the_preview_checker_sees_code_but_not_prose():
    code = '''
"""preview and apply are prose here."""
from diloti_qt.engine.preview import preview
owner = preview(before, move, hand=()).owner_after
state.apply(move)
'''
    assert sorted(previews(code)) == ["3: preview", "4: preview", "5: apply"]


@pytest.mark.parametrize("path", outside_engine(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_module_outside_the_engine_works_out_what_a_move_did(path):
    assert retold(path.read_text(encoding="utf-8"), _showing(path)) == [], (
        f"{path.relative_to(ROOT)} works out again what the engine's outcome tells "
        "(State.apply's MoveOutcome) or the partnership (Rules.side_of, Rules.partner_of)")


def test_every_layer_is_checked():
    layers = {p.relative_to(PACKAGE).parts[0] for p in outside_engine()}
    assert {"ai", "controller", "ui", "tutorial", "storage", "models"} <= layers
