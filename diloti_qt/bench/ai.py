"""Computer players' speed: `python -m diloti_qt.bench.ai [--levels ...] [--rounds N]`.

Prints the machine's load, then per level the time per move (wall clock from asking to
the answer, and CPU time of the calling thread: median, 95th percentile, max) over the
positions of seeded rounds (the level plays against Medium, pagat-2p by default), the p95
and max against the level's budget on the clock (its time cap as in play, helpers and
start-up included; with --budget-ms B: B of work and B on the clock) and whether the max
is within the stated bound (budget + budget.SLACK_S), and how many moves the clock cut
short; then the exact solver's time on two-player last deals, and the start-up time of
`python -m diloti_qt.ai move --level easy` (issue 9: < 0.5 s).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

from diloti_qt.engine import Match, PlayerView, Rules, position_json


def _pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * (len(values) - 1) + 0.5))] if values else 0.0


def move_times(level: str, rounds: int, profile: str, budget: float | None) -> dict:
    from diloti_qt.ai import make_player
    from diloti_qt.ai.budget import SLACK_S

    rules = Rules.make(profile)
    player = make_player(level) if budget is None else make_player(level, time_cap=budget)
    cap = player.time_cap  # the move's budget on the clock (s)
    other = make_player("medium")
    wall: list[float] = []
    cpu: list[float] = []
    cut = 0
    for r in range(rounds):
        match = Match(rules, seed=1000 + r)
        state = match.state
        rng = random.Random(r)
        while not state.round_over:
            seat = state.to_move
            view = PlayerView.of(state, seat)
            if rules.side_of(seat) == 0:
                t0, c0 = time.perf_counter(), time.thread_time()
                move = player.choose(view, rng, budget)
                wall.append((time.perf_counter() - t0) * 1000)
                cpu.append((time.thread_time() - c0) * 1000)
                cut += player.clock_cut
            else:
                move = other.choose(view, rng)
            state.apply(move)
    over = {} if not cap else {
        "budget_ms": cap * 1000, "p95_over_budget": _pct(wall, 0.95) / (cap * 1000),
        "max_over_budget": max(wall) / (cap * 1000),
        "within_bound": max(wall) <= (cap + SLACK_S) * 1000}
    return {"level": level, "moves": len(wall), "clock_cuts": cut, **over,
            "wall_ms": {"p50": statistics.median(wall), "p95": _pct(wall, 0.95), "max": max(wall)},
            "cpu_ms": {"p50": statistics.median(cpu), "p95": _pct(cpu, 0.95), "max": max(cpu)}}


def solver_times(count: int) -> dict:
    """The exact solver on two-player last deals with all 12 cards still in hand."""
    from diloti_qt.ai import make_player
    from diloti_qt.ai.solver import Solver

    rules = Rules.make("pagat-2p")
    medium = make_player("medium")
    times, nodes = [], []
    for seed in range(count):
        state = Match(rules, seed=2000 + seed).state
        rng = random.Random(seed)
        while state.stock or sum(len(h) for h in state.hands) < 12:
            state.apply(medium.choose(PlayerView.of(state, state.to_move), rng))
        solver = Solver(state, node_limit=10**7)
        t0 = time.perf_counter()
        solver.best_move(state)
        times.append((time.perf_counter() - t0) * 1000)
        nodes.append(solver.nodes)
    return {"positions": count, "ms": {"p50": statistics.median(times),
                                       "p95": _pct(times, 0.95), "max": max(times)},
            "nodes_p50": statistics.median(nodes), "nodes_max": max(nodes)}


def cli_startup(repeats: int = 5) -> dict:
    """Wall time of a fresh `python -m diloti_qt.ai move --level easy POSITION`."""
    state = Match(Rules.make("pagat-2p"), seed=1).state
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(position_json(state), f)
        path = f.name
    try:
        times = []
        for _ in range(repeats):
            t0 = time.perf_counter()
            subprocess.run([sys.executable, "-m", "diloti_qt.ai", "move", "--level", "easy",
                            path], check=True, capture_output=True)
            times.append((time.perf_counter() - t0) * 1000)
    finally:
        os.unlink(path)
    return {"runs": repeats, "ms": {"p50": statistics.median(times), "max": max(times)}}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m diloti_qt.bench.ai")
    parser.add_argument("--levels", default="random,easy,medium,hard,expert")
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--profile", default="pagat-2p")
    parser.add_argument("--budget-ms", type=float, default=None)
    parser.add_argument("--solver", type=int, default=10, help="last deals to solve (0: skip)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    budget = None if args.budget_ms is None else args.budget_ms / 1000
    out: dict = {"load_before": os.getloadavg(),
                 "levels": [move_times(lv, args.rounds, args.profile, budget)
                            for lv in args.levels.split(",") if lv],
                 "load_after": os.getloadavg()}
    if args.solver:
        out["solver_12_cards"] = solver_times(args.solver)
    out["cli_easy_startup"] = cli_startup()
    if args.json:
        print(json.dumps(out))
        return 0
    from diloti_qt.ai.budget import SLACK_S

    load = "load average (1, 5, 15 min) {:.2f} {:.2f} {:.2f}"
    print(f"{load.format(*out['load_before'])} before, {load.format(*out['load_after'])} "
          f"after ({os.cpu_count()} cores)")
    print(f"time per move, {args.profile}, {args.rounds} rounds against Medium "
          f"(ms; wall clock from asking to the answer, [CPU of the thread]); the bound: "
          f"max <= budget + {SLACK_S * 1000:.0f} ms:")
    for r in out["levels"]:
        w, c = r["wall_ms"], r["cpu_ms"]
        print(f"  {r['level']:<8} median {w['p50']:7.1f} [{c['p50']:7.1f}]  p95 {w['p95']:7.1f} "
              f"[{c['p95']:7.1f}]  max {w['max']:7.1f} [{c['max']:7.1f}]  ({r['moves']} moves)"
              + (f"; against its budget of {r['budget_ms']:.0f} ms on the clock: p95 "
                 f"{r['p95_over_budget']:.2f}x, max {r['max_over_budget']:.2f}x "
                 f"({'within' if r['within_bound'] else 'OVER'} the bound; "
                 f"{r['clock_cuts']} cut short by the clock)"
                 if "budget_ms" in r else " (no clock)"))
    if "solver_12_cards" in out:
        s = out["solver_12_cards"]
        print(f"exact solve of a whole two-player last deal (12 cards): median "
              f"{s['ms']['p50']:.0f} ms, p95 {s['ms']['p95']:.0f} ms, max {s['ms']['max']:.0f} ms"
              f" ({s['nodes_p50']:.0f} nodes median, {s['nodes_max']} max)")
    s = out["cli_easy_startup"]
    print(f"python -m diloti_qt.ai move --level easy: median {s['ms']['p50']:.0f} ms, "
          f"max {s['ms']['max']:.0f} ms ({s['runs']} runs, start-up included)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
