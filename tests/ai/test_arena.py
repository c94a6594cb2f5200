"""The arena: a tiny run, its JSON keys, reproducibility, and Easy beating Random."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stdout

import pytest

from diloti_qt.ai import arena

KEYS = {"games", "wins", "win_rate", "win_rate_ci95", "round_diff_mean", "round_diff_ci95",
        "move_ms"}


def run_json(*args: str) -> dict:
    out = io.StringIO()
    with redirect_stdout(out):
        assert arena.main([*args, "--json"]) == 0
    return json.loads(out.getvalue())


def without_times(result: dict) -> dict:
    return {k: v for k, v in result.items() if k not in ("move_ms", "move_cpu_ms", "elapsed_s")}


def test_json_has_the_keys_and_is_reproducible():
    first = run_json("medium", "easy", "--matches", "2", "--seed", "3", "--rounds", "2",
                     "--work")
    assert KEYS <= set(first)
    assert first["games"] == 4
    assert set(first["wins"]) == {"medium", "easy"}
    assert sum(first["wins"].values()) == 4
    for level in ("medium", "easy"):
        assert set(first["move_ms"][level]) >= {"p50", "p95", "max"}
    lo, hi = first["win_rate_ci95"]
    assert 0 <= lo <= first["win_rate"] <= hi <= 1
    again = run_json("medium", "easy", "--matches", "2", "--seed", "3", "--rounds", "2",
                     "--work")
    assert without_times(first) == without_times(again)
    assert first["budget"] == "work" and first["clock_ms"] == {"medium": None, "easy": None}


def test_budgets_are_on_the_clock_unless_work_is_asked():
    """`--budget-ms` is what a move takes on the clock (issue 28 item 14): every level gets
    it as its time cap; `--work` makes it an amount of work with no clock, as the README's
    win rates are measured."""
    assert arena.build_player("hard", 100, work=False).time_cap == 0.1
    assert arena.build_player("easy", 100, work=False).time_cap == 0.1
    assert arena.build_player("hard", None, work=False).time_cap == 0.6  # the level's own
    assert arena.build_player("expert:candidates=5", 100, work=False).time_cap == 0.1
    assert arena.build_player("hard", 100, work=True).time_cap is None
    r = run_json("hard@30", "easy", "--rounds", "1", "--seed", "2", "--budget-ms", "50")
    assert r["budget"] == "clock" and r["clock_ms"] == {"hard@30": 30, "easy": 50}
    for label, budget in r["clock_ms"].items():
        t = r["move_ms"][label]
        assert t["p95_over_budget"] == round(t["p95"] / budget, 3)
        assert t["max_over_budget"] == round(t["max"] / budget, 3)
        assert 0 <= r["clock_cuts"][label] <= t["moves"]


def test_the_arena_counts_the_moves_the_clock_cut_short(monkeypatch, capsys):
    """A move whose thinking the clock cut short may differ from one machine to another:
    the arena counts them and says so."""
    from diloti_qt.ai.simple import EasyPlayer

    class Hurried(EasyPlayer):
        def choose(self, view, rng, budget=None):
            self.clock_cut = True  # as a search level says when its deadline cut it
            return super().choose(view, rng, budget)

    real = arena.build_player
    monkeypatch.setattr(arena, "build_player", lambda level, ms=None, work=True: (
        Hurried() if level == "easy" else real(level, ms, work)))
    assert arena.main(["easy", "random", "--rounds", "1", "--seed", "2"]) == 0
    text = capsys.readouterr().out
    assert "48 of 48 moves cut short by the clock" in text  # all of Easy's: 24 a game
    assert "0 of 48 moves cut short by the clock" in text
    assert "these games depend on the machine" in text


def test_duplicate_deals_cancel_out_between_equal_players():
    # The same deterministic level on both sides of each duplicate deal: A and B swap seats
    # on the same cards, so the round points cancel exactly.
    result = run_json("easy", "easy", "--matches", "3", "--seed", "1")
    assert result["round_diff_mean"] == 0
    assert result["win_rate"] == 0.5


def test_text_output_and_bad_input(capsys):
    assert arena.main(["easy", "random", "--rounds", "1", "--seed", "2"]) == 0
    text = capsys.readouterr().out
    assert "win rate of easy" in text and "95% CI" in text and "p95" in text
    assert arena.main(["easy", "wizard", "--rounds", "1"]) == 2
    assert "unknown level" in capsys.readouterr().err


def test_progress_lines_on_standard_error(capsys):
    assert arena.main(["easy", "random", "--rounds", "2", "--seed", "2", "--progress"]) == 0
    lines = capsys.readouterr().err.splitlines()
    assert [line.split(":")[0] for line in lines] == ["1/2 pairs", "2/2 pairs"]
    assert "of 4 games" in lines[-1]


def test_wilson_interval():
    lo, hi = arena.wilson(95, 100)
    assert 0.88 < lo < 0.89 and 0.978 < hi < 0.979


def test_easy_beats_random():
    result = run_json("easy", "random", "--matches", "25", "--seed", "11")
    assert result["win_rate"] >= 0.8
    assert result["round_diff_ci95"][0] > 0


def test_the_arena_knows_its_players_by_their_declared_interfaces():
    from diloti_qt.ai import make_player
    from diloti_qt.ai.base import Omniscient, Tunable

    assert isinstance(make_player("oracle"), Omniscient)
    assert not any(isinstance(make_player(level), Omniscient)
                   for level in ("random", "easy", "medium", "hard", "expert"))
    assert isinstance(make_player("hard"), Tunable) and isinstance(make_player("expert"), Tunable)
    assert not isinstance(make_player("easy"), Tunable)


def test_the_split_by_deal_and_by_part_adds_up_to_the_round_difference():
    """Every point of a round lands in one deal and in one part of the count (issue 40)."""
    r = run_json("medium", "easy", "--rounds", "3", "--seed", "4", "--work")
    for key in ("round_diff_by_deal", "round_diff_by_part"):
        split = r[key] if isinstance(r[key], list) else list(r[key].values())
        assert sum(mean for mean, _ in split) == pytest.approx(r["round_diff_mean"], abs=1e-3)
    assert len(r["round_diff_by_deal"]) == 4  # two players: four deals of 12 cards
    g = arena.play_game("taverna-4p", 4, 0, True, ("medium", "easy"), None, True)
    assert sum(g.by_deal) == sum(g.by_part.values()) == g.diff
    assert len(g.by_deal) == 2  # four players: two deals of 24 cards


def test_the_sequential_test_stops_on_a_clear_gain_or_a_clear_lack_of_one():
    gain = [2.0 + (-1) ** i for i in range(40)]      # mean 2, spread 1
    nothing = [(-1) ** i * 1.0 for i in range(40)]    # mean 0
    assert arena.sprt(gain, 0.75)["decision"] == "better"
    assert arena.sprt(nothing, 0.75)["decision"] == "not better"
    assert arena.sprt(gain[:arena.SPRT_MIN_PAIRS - 1], 0.75)["decision"] == "undecided"
    noisy = [10.0 * (-1) ** i + 0.4 for i in range(30)]
    assert arena.sprt(noisy, 0.75)["decision"] == "undecided"


def test_held_out_seeds_are_for_acceptance_runs_only(capsys):
    assert arena.main(["medium", "easy", "--rounds", "1", "--seed", "1000000"]) == 2
    assert arena.main(["medium", "easy", "--rounds", "1", "--seed", "5", "--accept", "1"]) == 2
    assert "held out" in capsys.readouterr().err
    r = run_json("medium", "easy", "--rounds", "60", "--seed", "1000000", "--accept", "2",
                 "--work")
    t = r["sequential"]
    assert t["decision"] == "better" and t["pairs"] == r["pairs"] < 60  # stopped early


def test_a_level_against_itself_plays_the_same_game_twice_in_every_pair():
    """A seat's generator belongs to the seat, not to the level sitting there: the two games
    of a pair are one game when the levels play alike, so their difference is exactly 0
    (and a change that touches one deal differs from its parent in that deal only)."""
    r = run_json("hard", "hard", "--rounds", "2", "--seed", "6", "--work", "--budget-ms", "20")
    assert r["pair_diffs"] == [0.0, 0.0]
    assert r["a_wins_per_pair"] == [1.0, 1.0]  # one game won, the same game lost
