"""docs/platforms.md lists every platform difference's module, and nothing else: a module
added to diloti_qt/platform/ fails here until the table says what it does on each system."""

from __future__ import annotations

import re

from tests.packaging import PACKAGING, ROOT

DOC = ROOT / "docs" / "platforms.md"
MODULES = ROOT / "diloti_qt" / "platform"
HEADER = ["difference", "Linux", "Windows", "macOS", "module", "tests", "not checked here"]


def rows() -> list[list[str]]:
    lines = [line for line in DOC.read_text(encoding="utf-8").splitlines()
             if line.startswith("|")]
    table = [[cell.strip() for cell in line.strip("|").split("|")] for line in lines]
    assert table[0] == HEADER and set(table[1][0]) <= {"-"}
    return table[2:]


def test_every_platform_module_is_in_the_table_once_and_only_those():
    named = [re.match(r"`(\w+\.py)`", row[HEADER.index("module")]) for row in rows()]
    assert all(named), "each row's module cell starts with `name.py`"
    listed = [m.group(1) for m in named]
    modules = sorted(p.name for p in MODULES.glob("*.py") if p.name != "__init__.py")
    assert sorted(listed) == modules


def test_every_row_says_each_system_and_its_tests_exist():
    for row in rows():
        assert len(row) == len(HEADER) and all(row[:6]), row
        for name in re.findall(r"`(test_\w+\.py)`", row[HEADER.index("tests")]):
            assert list(ROOT.joinpath("tests").rglob(name)), name
        for path in re.findall(r"`((?:tests|packaging|diloti_qt)/[\w/.]+\.\w+)`",
                               " ".join(row)):
            assert (ROOT / path).exists(), path


def test_the_packaging_readme_links_the_list_and_names_every_module():
    readme = (PACKAGING / "README.md").read_text(encoding="utf-8")
    assert "](../docs/platforms.md)" in readme
    for module in MODULES.glob("*.py"):
        if module.name != "__init__.py":
            assert f"| `{module.name}` |" in readme, module.name
