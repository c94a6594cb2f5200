"""The rules live in the engine (ARCHITECTURE, issue 14 part 2): no other layer re-derives
R33's first-card xeri or plays a move on a table itself; they ask the engine's API
(`xeri_allowed`, `preview`, `table_after`). Read from the syntax tree, so comments and
docstrings may name these things freely."""

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


def test_every_layer_is_checked():
    layers = {p.relative_to(PACKAGE).parts[0] for p in outside_engine()}
    assert {"ai", "controller", "ui", "tutorial", "storage", "models"} <= layers
