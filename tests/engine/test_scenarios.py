"""Every rules scenario of the project (tests/scenarios) runs through the engine's command line."""

from __future__ import annotations

import json

import pytest

from tests.conftest import SCENARIOS, scenario_files
from tests.engine.helpers import derived, matches_partial, run_cli, same_value

FILES = scenario_files()
POSITION_INPUT_KEYS = {
    "format", "rules", "dealer", "to_move", "round_opening", "hands", "table", "stock",
    "captured", "xeris", "last_capturer", "scores",
}


def test_scenario_folder_exists():
    assert SCENARIOS.is_dir(), f"rules scenarios not found at {SCENARIOS}"
    assert len(FILES) >= 30


def _reasons(expected) -> list[str]:
    return expected if isinstance(expected, list) else [expected]


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path):
    sc = json.loads(path.read_text(encoding="utf-8"))
    assert sc["id"] == path.stem
    position = sc["position"]
    if sc.get("invalid_position"):
        status, out, err = run_cli("legal", "-", position=position)
        assert status == 2 and out is None
        assert len(err.strip().splitlines()) == 1
        return
    status, legal, err = run_cli("legal", "-", position=position)
    assert status == 0, err
    for i, chk in enumerate(sc.get("checks", [])):
        status, answer, err = run_cli("check", "-", json.dumps(chk["move"]), position=position)
        where = f"check {i}: {chk['move']}"
        if chk.get("error"):
            assert status == 2, where
            continue
        assert status == 0, f"{where}: {err}"
        assert answer["legal"] == chk["legal"], f"{where}: {answer}"
        if chk["legal"]:
            for key, expected in chk.get("outcome", {}).items():
                assert same_value(key, expected, answer["outcome"][key]), (
                    f"{where}: {key} is {answer['outcome'][key]}, expected {expected}"
                )
            assert answer["outcome"] in legal, f"{where}: outcome missing from legal list"
        elif "reason" in chk:
            assert answer["reason"] in _reasons(chk["reason"]), f"{where}: {answer}"
    for partial in sc.get("legal_outcomes_include", []):
        assert any(matches_partial(partial, o) for o in legal), f"missing {partial}"
    for partial in sc.get("legal_outcomes_exclude", []):
        bad = [o for o in legal if matches_partial(partial, o)]
        assert not bad, f"{partial} matched {bad[0]}"
    if "legal_count" in sc:
        assert len(legal) == sc["legal_count"]
    current = position
    for i, step in enumerate(sc.get("play", [])):
        status, answer, err = run_cli("play", "-", json.dumps(step["move"]), position=current)
        where = f"play {i}: {step['move']}"
        if "expect" in step:
            assert status == 0, f"{where}: {answer} {err}"
            for key, expected in step["expect"].items():
                actual = derived(answer, key)
                assert same_value(key, expected, actual), (
                    f"{where}: {key} is {actual}, expected {expected}"
                )
            current = {k: v for k, v in answer.items() if k in POSITION_INPUT_KEYS}
        else:
            assert status == 1, where
            assert answer["legal"] is False
            if "reason" in step:
                assert answer["reason"] in _reasons(step["reason"]), f"{where}: {answer}"
