"""The reference implementation answers every rules scenario (tests/scenarios) as expected."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import scenario_files
from tests.reference import diloti_ref as ref
from tests.reference.scenario_util import (
    expected_value,
    input_keys,
    load,
    outcome_matches,
    position_value,
)

# The reference assumes valid input: scenarios of malformed positions are the engine's alone.
VALID = [p for p in scenario_files() if not load(p).get("invalid_position")]


@pytest.mark.parametrize("path", VALID, ids=lambda p: p.stem)
def test_reference_scenario(path: Path) -> None:
    scenario = load(path)
    position = scenario["position"]
    for entry in scenario.get("checks", []):
        if entry.get("error"):
            continue
        answer = ref.check(position, entry["move"])
        assert answer["legal"] == entry["legal"], (entry, answer)
        if answer["legal"]:
            assert outcome_matches(entry.get("outcome", {}), answer["outcome"]), (entry, answer)
        elif "reason" in entry:
            accepted = entry["reason"] if isinstance(entry["reason"], list) else [entry["reason"]]
            assert answer["reason"] in accepted, (entry, answer)
    outcomes = ref.legal_outcomes(position)
    for partial in scenario.get("legal_outcomes_include", []):
        assert any(outcome_matches(partial, o) for o in outcomes), partial
    for partial in scenario.get("legal_outcomes_exclude", []):
        assert not any(outcome_matches(partial, o) for o in outcomes), partial
    if "legal_count" in scenario:
        assert len(outcomes) == scenario["legal_count"]
    current = position
    for step in scenario.get("play", []):
        if "expect" not in step:
            assert not ref.check(current, step["move"])["legal"], step
            continue
        after = ref.play(current, step["move"])
        for key, want in step["expect"].items():
            assert position_value(after, key) == expected_value(key, want), (key, after)
        current = input_keys(after)
