"""docs/architecture.md stays true: every module and function it walks through exists where
it says, every arrow it draws between two of them is a call the code makes, its layers are
the import test's and every package is placed (a renamed file or function, or a call that
moved, fails here, not in a reader's head)."""

from __future__ import annotations

import ast
import re

from tests.conftest import ROOT
from tests.test_import_cycles import LAYERS

DOC = ROOT / "docs" / "architecture.md"
PACKAGE = ROOT / "diloti_qt"
# `ui/table/view.py` `TableView`, `engine/state.py` `State.apply`, `outcome_events`
FILE_AND_NAME = re.compile(r"`((?:[a-z_]+/)*[a-z_]+\.py)`\s+`([A-Za-z_][\w.]*)")


def defined(path) -> set[str]:
    """The classes, functions and module-level names a module defines, methods as
    Class.method too."""
    names: set[str] = set()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            names.add(node.name)
            names.update(f"{node.name}.{item.name}" for item in node.body
                         if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)))
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            names.add(node.name)
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else \
            [node.target] if isinstance(node, ast.AnnAssign) else []
        names.update(t.id for t in targets if isinstance(t, ast.Name))
    return names


def bodies() -> dict[str, list[str]]:
    """Every function's and method's source by its name (and Class.method)."""
    out: dict[str, list[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        src = path.read_text(encoding="utf-8")
        lines = src.splitlines()

        def text(node) -> str:
            return "\n".join(lines[node.lineno - 1:node.end_lineno])

        for node in ast.walk(ast.parse(src)):
            if isinstance(node, ast.ClassDef):
                for item in node.body:
                    if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                        out.setdefault(f"{node.name}.{item.name}", []).append(text(item))
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                out.setdefault(node.name, []).append(text(node))
    return out


# A chain of arrows: `a` → `b` → `path.py` `c` (an element may name its file first).
CHAIN = re.compile(r"(?:`[^`]+`\s*(?:`[^`]+`\s*)?→\s*)+`[^`]+`(?:\s*`[^`]+`)?")


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


def test_every_arrow_between_two_functions_is_a_call_the_code_makes():
    """In `A` → `B` → `C`, each of B and C is named in the code of an element before it
    that the package defines (a call, or the next step of a sequence the first runs)."""
    text = re.sub(r"\s+", " ", DOC.read_text(encoding="utf-8"))
    code = bodies()
    checked, wrong = 0, []
    for chain in CHAIN.findall(text):
        names = [re.findall(r"`([^`]+)`", part)[-1].split("(")[0]
                 for part in chain.split("→")]
        for k in range(1, len(names)):
            sources = [src for name in names[:k]
                       for src in code.get(name, code.get(name.split(".")[-1], []))]
            if not sources:
                continue
            last = names[k].split(".")[-1]
            checked += 1
            if not any(re.search(rf"\b{re.escape(last)}\b", src) for src in sources):
                wrong.append(f"{' → '.join(names[:k])} → {names[k]}")
    assert checked >= 12
    assert wrong == []


def test_the_layers_drawn_are_the_import_tests_and_every_package_is_placed():
    text = DOC.read_text(encoding="utf-8")
    drawn = re.search(r"```\n(platform[^`]*)```", text).group(1)
    assert tuple(re.findall(r"[a-z_]+", drawn)) == LAYERS
    rows = re.findall(r"^\| `([a-z_]+)(?:/|\.py)` \|", text, flags=re.M)
    packages = sorted(p.name for p in PACKAGE.iterdir()
                      if (p / "__init__.py").is_file())
    assert [p for p in packages if p not in rows] == []
    assert [p for p in packages if p not in LAYERS] == []
    top = re.search(r"^\| top-level modules \|(.*)$", text, flags=re.M).group(1)
    modules = sorted(p.name for p in PACKAGE.glob("*.py")
                     if p.name not in ("__init__.py", "__main__.py"))
    assert [m for m in modules if f"`{m}`" not in top and m[:-3] not in rows] == []
