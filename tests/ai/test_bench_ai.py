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


def test_ai_benchmark_reports_every_level_against_its_clock_budget(capsys):
    """Every level, Random to Expert, holds a budget on the clock (issue 28 item 14); the
    bench prints the p95 and max against it, and the load of the machine they ran on."""
    assert bench_ai.main(["--levels", "random,easy,hard", "--rounds", "1", "--solver", "0",
                          "--budget-ms", "20", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert len(out["load_before"]) == len(out["load_after"]) == 3
    for r in out["levels"]:
        assert r["budget_ms"] == 20
        assert r["p95_over_budget"] == r["wall_ms"]["p95"] / 20
        assert r["max_over_budget"] == r["wall_ms"]["max"] / 20
        assert r["within_bound"] == (r["wall_ms"]["max"] <= 20 + 25)
        assert 0 <= r["clock_cuts"] <= r["moves"]
    assert out["levels"][0]["clock_cuts"] == 0  # Random never needs the clock


def test_ai_benchmark_text_names_the_bound_and_the_load(capsys):
    assert bench_ai.main(["--levels", "easy", "--rounds", "1", "--solver", "0"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("load average (1, 5, 15 min)")
    assert "max <= budget + 25 ms" in text
    assert "against its budget of 100 ms on the clock" in text
