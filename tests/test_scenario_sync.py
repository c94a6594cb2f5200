"""The project's rules scenarios keep up with the shared ones.

The scenarios of record are published in a folder beside the repository (`../shared/scenarios`,
or `$DILOTI_SHARED/scenarios`); the project carries its own copy in tests/scenarios so that a
downloaded copy tests everything, and a record of the shared set it copied
(tests/scenarios/SHARED.sha256). The copy is checked against that record everywhere, and the
record against the shared folder where one exists: a scenario added there is not forgotten
here, and none is lost or edited here unnoticed. Only the `*.json` files are compared: the
README is adapted to our layout.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from tests.conftest import ROOT, SCENARIOS

RECORD = SCENARIOS / "SHARED.sha256"


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


def digests(folder: Path) -> dict[str, str]:
    """sha256 of each `*.json` file of `folder`, by name."""
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.glob("*.json"))}


def read_record(path: Path) -> dict[str, str]:
    """The record's sha256 by file name (sha256sum's format; # starts a comment)."""
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            digest, name = line.split(maxsplit=1)
            out[name] = digest
    return out


def differences(expected: dict[str, str], found: dict[str, str], where: str) -> list[str]:
    """What `found` (the files of `where`) lacks or holds otherwise than `expected` says."""
    return [f"{name}: missing from {where}" if name not in found else
            f"{name}: differs in {where}" for name, digest in expected.items()
            if found.get(name) != digest]


def test_every_shared_scenario_is_in_the_project_with_the_same_content():
    record = read_record(RECORD)
    assert len(record) >= 30, f"{RECORD} lists {len(record)} scenarios"
    problems = differences(record, digests(SCENARIOS), str(SCENARIOS))
    assert not problems, "tests/scenarios lost or changed a shared scenario:\n" + \
        "\n".join(problems)
    shared = shared_scenarios()
    if shared.is_dir():  # the shared folder of today: the record is still all of it
        assert list(shared.glob("*.json")), f"{shared} holds no scenarios"
        problems = missing_or_different(shared, SCENARIOS)
        assert not problems, "copy the shared scenarios into tests/scenarios:\n" + \
            "\n".join(problems)
        assert record == digests(shared), f"write {RECORD} again from {shared}"


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


def test_the_record_check_catches_a_lost_and_an_edited_scenario(tmp_path):
    (tmp_path / "a.json").write_text('{"id": "a"}', encoding="utf-8")
    record = digests(tmp_path)
    (tmp_path / "b.json").write_text('{"id": "b"}', encoding="utf-8")
    record.update(digests(tmp_path))
    (tmp_path / "b.json").unlink()
    assert differences(record, digests(tmp_path), "here") == ["b.json: missing from here"]
    (tmp_path / "a.json").write_text('{"id": "A"}', encoding="utf-8")
    assert differences(record, digests(tmp_path), "here")[0] == "a.json: differs in here"
    lines = "# a comment\n" + "".join(f"{d}  {n}\n" for n, d in record.items())
    (tmp_path / "SHARED.sha256").write_text(lines, encoding="utf-8")
    assert read_record(tmp_path / "SHARED.sha256") == record
