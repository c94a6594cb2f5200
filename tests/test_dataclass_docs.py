"""Every dataclass of the package says what it holds in a docstring of its own. Besides the
reader, the start-up gains: Python's dataclass decorator makes a missing docstring from
`inspect.signature` of the class as it is imported (0.15-0.2 ms each; ten of them were
imported before the first paint)."""

from __future__ import annotations

import ast

from tests.conftest import ROOT

PACKAGE = ROOT / "diloti_qt"


def is_dataclass_decorator(node: ast.expr) -> bool:
    target = node.func if isinstance(node, ast.Call) else node
    return ((isinstance(target, ast.Name) and target.id == "dataclass")
            or (isinstance(target, ast.Attribute) and target.attr == "dataclass"))


def undocumented_dataclasses() -> list[str]:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.ClassDef)
                    and any(is_dataclass_decorator(d) for d in node.decorator_list)
                    and ast.get_docstring(node) is None):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name}")
    return found


def test_every_dataclass_has_a_docstring_of_its_own():
    assert undocumented_dataclasses() == []


def test_the_check_finds_the_dataclasses_it_looks_for():
    tree = ast.parse("@dataclass(frozen=True)\nclass A:\n    x: int\n\n"
                     "@dataclasses.dataclass\nclass B:\n    'B.'\n    y: int\n")
    decorated = [n.name for n in tree.body
                 if any(is_dataclass_decorator(d) for d in n.decorator_list)]
    assert decorated == ["A", "B"]
    assert [n.name for n in tree.body if ast.get_docstring(n) is None] == ["A"]
