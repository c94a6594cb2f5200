"""No two modules of the package import each other, directly or through others (issue 14):
every import, at the top of a module or inside a function, counts; `TYPE_CHECKING` ones too."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

from tests.conftest import ROOT

PACKAGE = ROOT / "diloti_qt"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path, modules: set[str]) -> set[str]:
    """The package's modules that `path` imports: `from pkg import sub` names the submodule
    `pkg.sub` where there is one, else `pkg` itself."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in modules)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            for alias in node.names:
                if f"{base}.{alias.name}" in modules:
                    found.add(f"{base}.{alias.name}")
                elif base in modules:
                    found.add(base)
    found.discard(name)
    return found


def graph() -> dict[str, set[str]]:
    """Every module's imports of the package's modules (a copy: the tests may change it)."""
    return {name: set(found) for name, found in _parsed().items()}


@functools.cache
def _parsed() -> dict[str, frozenset[str]]:
    """The package parsed once for the three tests that read its graph."""
    paths = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    modules = set(paths)
    return {name: frozenset(imports_of(path, modules)) for name, path in paths.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan, iterative enough here)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_the_finder_sees_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_module_of_the_package_imports_itself_through_others():
    edges = graph()
    # A package's face (__init__) re-exports its submodules: its arrows to them are not a
    # loop when a submodule imports a sibling through the face, so faces are left out.
    faces = {name for name in edges if (PACKAGE.parent / name.replace(".", "/")).is_dir()}
    inner = {v: {w for w in ws if w not in faces} for v, ws in edges.items() if v not in faces}
    assert cycles(inner) == []


def package_of(module: str) -> str:
    """The package (or top-level module) of the game a module belongs to: `engine`,
    `presenter`, `ui`, `history_events`, ..."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def package_graph(edges: dict[str, set[str]]) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for v, ws in edges.items():
        here = package_of(v)
        out.setdefault(here, set()).update(package_of(w) for w in ws if package_of(w) != here)
    return out


# docs/architecture.md, The layers: a package imports only packages below it
# (tests/test_architecture_doc.py checks that the document draws this very line).
LAYERS = ("platform", "engine", "history_events", "ai", "puzzles", "net", "storage",
          "scorepad", "controller", "tutorial", "presenter", "models", "ui", "bench")


def test_the_package_finder_sees_a_cycle_between_packages():
    edges = {"diloti_qt.models.table": {"diloti_qt.ui.presenter.snapshot"},
             "diloti_qt.ui.presenter.snapshot": {"diloti_qt.engine.state"},
             "diloti_qt.ui.main_window": {"diloti_qt.models.table"}}
    assert cycles(package_graph(edges)) == [["models", "ui"]]


def test_no_package_imports_itself_through_others():
    assert cycles(package_graph(graph())) == []


def test_no_package_imports_one_above_it():
    packages = package_graph(graph())
    upward = [f"{low} imports {high}" for low in LAYERS for high in packages.get(low, ())
              if high in LAYERS and LAYERS.index(high) > LAYERS.index(low)]
    assert upward == []
