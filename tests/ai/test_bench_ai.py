"""The computer players' speed benchmark prints real figures for the moves it timed."""

from __future__ import annotations

import json
import subprocess
import sys

from diloti_qt.bench import ai as bench_ai


def test_ai_benchmark_times_every_move_of_the_level_it_was_given(capsys):
    assert bench_ai.main(["--levels", "easy,medium", "--rounds", "1", "--solver", "1",
                          "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [r["level"] for r in out["levels"]] == ["easy", "medium"]
    for r in out["levels"]:
        assert r["moves"] == 24  # seat 0: 6 cards in each of the 4 deals (R5, R7)
        for kind in ("wall_ms", "cpu_ms"):
            figures = r[kind]
            assert 0 <= figures["p50"] <= figures["p95"] <= figures["max"]
            assert figures["max"] > 0
    solver = out["solver_12_cards"]
    assert solver["positions"] == 1 and solver["nodes_max"] > 12
    assert out["cli_easy_startup"]["runs"] == 5


def test_bench_command_line_names_its_benchmarks():
    done = subprocess.run([sys.executable, "-m", "diloti_qt.bench", "nonsense"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "engine|gui|ai" in done.stderr


def test_ai_benchmark_reports_the_search_levels_against_their_clock_budget(capsys):
    assert bench_ai.main(["--levels", "easy,hard", "--rounds", "1", "--solver", "0",
                          "--budget-ms", "20", "--json"]) == 0
    easy, hard = json.loads(capsys.readouterr().out)["levels"]
    assert "budget_ms" not in easy  # no search, no budget
    assert hard["budget_ms"] == 20
    assert hard["p95_over_budget"] == hard["wall_ms"]["p95"] / 20
    assert hard["max_over_budget"] == hard["wall_ms"]["max"] / 20
