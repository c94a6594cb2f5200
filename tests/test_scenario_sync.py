"""The project's rules scenarios keep up with the shared ones, where a shared folder exists.

The scenarios of record are published in a folder beside the repository (`../shared/scenarios`,
or `$DILOTI_SHARED/scenarios`); the project carries its own copy in tests/scenarios so that a
downloaded copy tests everything. This check makes sure a scenario added there is not
forgotten here. Only the `*.json` files are compared: the README is adapted to our layout.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.conftest import ROOT, SCENARIOS


def shared_scenarios() -> Path:
    shared = os.environ.get("DILOTI_SHARED")
    return (Path(shared) if shared else ROOT.parent / "shared") / "scenarios"


def missing_or_different(shared: Path, ours: Path) -> list[str]:
    """Names of the shared scenario files that `ours` lacks or holds with other content."""
    problems = []
    for path in sorted(shared.glob("*.json")):
        mine = ours / path.name
        if not mine.is_file():
            problems.append(f"{path.name}: missing from {ours}")
        elif mine.read_bytes() != path.read_bytes():
            problems.append(f"{path.name}: differs from the shared copy")
    return problems


def test_every_shared_scenario_is_in_the_project_with_the_same_content():
    shared = shared_scenarios()
    if not shared.is_dir():
        pytest.skip(f"no shared scenarios folder at {shared} (a downloaded copy has none)")
    assert list(shared.glob("*.json")), f"{shared} holds no scenarios"
    problems = missing_or_different(shared, SCENARIOS)
    assert not problems, "copy the shared scenarios into tests/scenarios:\n" + "\n".join(problems)


def test_the_comparison_catches_a_missing_and_a_changed_file(tmp_path):
    shared, ours = tmp_path / "shared", tmp_path / "ours"
    shared.mkdir()
    ours.mkdir()
    (shared / "a.json").write_text('{"id": "a"}', encoding="utf-8")
    (shared / "b.json").write_text('{"id": "b"}', encoding="utf-8")
    (ours / "a.json").write_text('{"id": "a"}', encoding="utf-8")
    assert missing_or_different(shared, ours) == [f"b.json: missing from {ours}"]
    (ours / "b.json").write_text('{"id": "B"}', encoding="utf-8")
    assert missing_or_different(shared, ours) == ["b.json: differs from the shared copy"]
    (ours / "b.json").write_text('{"id": "b"}', encoding="utf-8")
    assert missing_or_different(shared, ours) == []


def test_the_project_carries_its_scenarios_and_rules_of_record():
    assert len(list(SCENARIOS.glob("*.json"))) >= 30
    for doc in ("RULES.md", "NOTATION.md"):
        assert (ROOT / "docs" / doc).is_file()
