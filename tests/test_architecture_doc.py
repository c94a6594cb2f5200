"""docs/architecture.md stays true: every module and function it walks through exists where
it says (a renamed file or function fails here, not in a reader's head)."""

from __future__ import annotations

import ast
import re

from tests.conftest import ROOT

DOC = ROOT / "docs" / "architecture.md"
PACKAGE = ROOT / "diloti_qt"
# `ui/table/view.py` `TableView`, `engine/state.py` `State.apply`, `outcome_events`
FILE_AND_NAME = re.compile(r"`((?:[a-z_]+/)*[a-z_]+\.py)`\s+`([A-Za-z_][\w.]*)")


def defined(path) -> set[str]:
    """The classes and functions a module defines, methods as Class.method too."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ClassDef):
            names.add(node.name)
            names.update(f"{node.name}.{item.name}" for item in node.body
                         if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)))
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            names.add(node.name)
    return names


def test_every_file_the_walks_name_exists():
    text = DOC.read_text(encoding="utf-8")
    paths = set(re.findall(r"`((?:[a-z_]+/)*[a-z_]+\.py)`", text))
    assert len(paths) > 20
    everywhere = {p.name for p in PACKAGE.rglob("*.py")}
    missing = [p for p in sorted(paths) if not (PACKAGE / p).exists()
               and not (ROOT / p).exists()  # tests/...
               and ("/" in p or p not in everywhere)]  # a bare name: in its package's row
    assert missing == []


def test_every_name_given_with_its_file_is_defined_there():
    text = DOC.read_text(encoding="utf-8")
    pairs = FILE_AND_NAME.findall(text)
    assert len(pairs) > 15
    wrong = [f"{path} {name}" for path, name in pairs
             if name.split("(")[0] not in defined(PACKAGE / path)]
    assert wrong == []
