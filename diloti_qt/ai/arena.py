"""`python -m diloti_qt.ai.arena A B`: seeded matches between two levels, on duplicate deals.

Each deal seed is played twice, with the levels' seats swapped, so that luck of the cards
cancels out. Prints games, wins, A's win rate with a Wilson 95% interval, the mean
round-point difference (A minus B) per duplicate pair with its 95% interval, and each
level's wall-clock time per move: median, p95 and max, against its budget on the clock.
`--json` prints one JSON object instead.

Budgets are on the clock, as in play (ai/budget.py): `--budget-ms B` gives every level B ms
a move, from the moment it is asked to the moment it answers, helpers included (the search
levels aim at B of work within it); without it each level has its own (Hard 0.6 s, Expert
0.9 s, the others 0.1 s). The arena counts the moves whose thinking the clock cut short:
those are the moves that can differ from one machine, or one load, to another; with none
cut the games are those of `--work`.

`--work` makes every budget an amount of work with no clock (the search levels' default
work, or B of work): the same arguments then give the same games on any machine, however
long the moves take: the deals come from the seed, every seat gets its own seeded random
generator, and the search levels do a fixed amount of work (never "as much as fits in the
time"). The README's table of win rates is measured so.

A level may carry its own budget: `hard@200` has 200 ms a move whatever --budget-ms says.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from diloti_qt.engine import PROFILES, Action, Match, PlayerView, Rules, card_points
from diloti_qt.engine.scoring import xeri_points

from .base import Omniscient, Tunable
from .remote import RemotePlayer, checkout_of

Z95 = 1.959963984540054


@dataclass
class GameResult:
    """One game of an arena pairing: who won, by how much, and each side's time per move."""
    pair: int
    a_side: int               # the side A played
    winner_is_a: float        # 1, 0, or 0.5 for a drawn single round
    rounds: int
    diff: int                 # A's round points minus B's, summed over the game's rounds
    moves_ms: dict[str, list[float]] = field(default_factory=dict)
    cpu_ms: dict[str, list[float]] = field(default_factory=dict)
    cut: dict[str, int] = field(default_factory=dict)  # moves the clock cut short
    clock_ms: dict[str, float | None] = field(default_factory=dict)  # budget on the clock
    # A's round points minus B's, summed over the game's rounds: won in each deal (captured
    # cards' points and xeris; the last deal's with the leftovers and the majority), and
    # by part of the count (the majority of cards, the scoring cards, the xeris).
    by_deal: list[int] = field(default_factory=list)
    by_part: dict[str, int] = field(default_factory=dict)


PARTS = ("majority", "cards", "xeris")


def _round_parts(points) -> dict[str, tuple[int, ...]]:
    """Per part of the count (PARTS), each side's points of a round's SidePoints."""
    cards = tuple(p.aces + p.ten_diamonds + p.two_clubs for p in points)
    return {"majority": tuple(p.majority for p in points), "cards": cards,
            "xeris": tuple(p.total - p.majority - c for p, c in zip(points, cards, strict=True))}


# Expert-1: the Expert as it was before issue 40, kept as the yardstick every new Expert is
# measured against (`expert1`, or `expert@git:EXPERT_1`): played from that commit's files.
EXPERT_1 = "4b2f8743c2dd656bf482a109d070447608feaf27"
ALIASES = {"expert1": ("expert", f"git:{EXPERT_1}")}


def parse_level(spec: str) -> tuple[str, float | None]:
    """`hard`, `hard@200` or `hard:candidates=8@200` -> (level with its settings, budget in
    ms or None); a checkout (`@PATH` or `@git:REV`) stays in the level: see `split_level`."""
    level, where, ms = split_level(spec)
    return (level if where is None else f"{level}@{where}"), ms


def split_level(spec: str) -> tuple[str, str | None, float | None]:
    """`LEVEL[:settings][@PATH or @git:REV][@MS]` -> (level with its settings, the checkout
    it is played from or None for this one, budget in ms or None). `expert1` is Expert-1."""
    level, *parts = spec.split("@")
    where, ms = None, None
    if level in ALIASES:
        level, where = ALIASES[level]
    for part in parts:
        try:
            value = float(part)
        except ValueError:
            if not part or where is not None:
                raise ValueError(f"bad level {spec!r}: use LEVEL[@PATH][@MILLISECONDS]") \
                    from None
            where = part
            continue
        if ms is not None or value <= 0:
            raise ValueError(f"bad budget in {spec!r}: must be one positive number of ms")
        ms = value
    return level, where, ms


def build_player(level: str, budget_ms: float | None = None, work: bool = True):
    """A player from `LEVEL[:key=value,...]`: settings override the level's SearchConfig
    (for tuning experiments, e.g. `expert:algorithm=ismcts,explore=4`). With `work`, no
    clock (reproducible); else its budget on the clock is `budget_ms` (None: the level's)."""
    from dataclasses import fields, replace

    from . import make_player

    level, where, _ = split_level(level)
    name, _, settings = level.partition(":")
    cap = "default" if budget_ms is None else budget_ms / 1000.0
    if where is not None:
        if settings:
            raise ValueError(f"a level played from another checkout takes no settings: {level}")
        return RemotePlayer(name, checkout_of(where), cap, work)
    player = make_player(name, time_cap=cap, reproducible=work)
    if settings:
        if not isinstance(player, Tunable):
            raise ValueError(f"level {name!r} has no settings")
        config = player.config
        kinds = {f.name: f.type for f in fields(config)}
        changes = {}
        for item in settings.split(","):
            key, eq, value = item.partition("=")
            if not eq or key not in kinds:
                raise ValueError(f"unknown setting {item!r} of {name} ({', '.join(kinds)})")
            old = getattr(config, key)
            if isinstance(old, bool):
                changes[key] = value.lower() in ("1", "true", "yes")
            elif isinstance(old, int):
                changes[key] = int(value)
            elif isinstance(old, float):
                changes[key] = float(value)
            else:
                changes[key] = value
        player.config = replace(config, **changes)
    return player


def _labels(a: str, b: str) -> tuple[str, str]:
    if a != b:
        return a, b
    return a + " (A)", b + " (B)"


def play_game(profile: str, seed: int, pair: int, a_first: bool, specs: tuple[str, str],
              budget_ms: float | None, single_round: bool, work: bool = True) -> GameResult:
    """One game of a duplicate pair: A plays side 0 if `a_first`, else side 1. `work`:
    budgets of work, no clock (else on the clock, see the module's docstring)."""
    rules = Rules.make(profile)
    labels = _labels(*specs)
    levels = [parse_level(s) for s in specs]
    match = Match(rules, seed=_deal_seed(seed, pair))
    a_side = 0 if a_first else 1
    players = []
    budgets = []
    names = []
    for seat in range(rules.players):
        who = 0 if (seat & 1) == a_side else 1
        level, own = levels[who]
        ms = own if own is not None else budget_ms
        players.append(build_player(level, ms, work))
        budgets.append(None if ms is None else ms / 1000.0)
        names.append(labels[who])
    for player in players:
        if hasattr(player, "prepare"):
            player.prepare()  # start worker processes before the clock runs
    # A seat's generator depends on the deal and the seat, not on who sits there: where the
    # two levels would play alike (the same code, or the deals a change does not touch) the
    # two games of a pair are the same and their difference cancels exactly.
    rngs = [random.Random(f"arena:{seed}:{pair}:{seat}") for seat in range(rules.players)]
    times: dict[str, list[float]] = {labels[0]: [], labels[1]: []}
    cpu: dict[str, list[float]] = {labels[0]: [], labels[1]: []}
    cut = {labels[0]: 0, labels[1]: 0}
    clock_ms = {names[seat]: None if players[seat].time_cap is None
                else players[seat].time_cap * 1000.0 for seat in range(rules.players)}
    cpu_clock = time.thread_time
    diff = 0
    rounds = 0
    by_deal: list[int] = []
    by_part = dict.fromkeys(PARTS, 0)
    clock = time.perf_counter
    while True:
        state = match.state
        deal = 0
        while not state.round_over:
            seat = state.to_move
            player = players[seat]
            omniscient = isinstance(player, Omniscient)
            view = None if omniscient else PlayerView.of(state, seat)
            t0 = clock()  # the move is asked: from here to its answer is what it takes
            c0 = cpu_clock()
            if omniscient:
                move = player.choose_full(state, rngs[seat], budgets[seat])
            else:
                move = player.choose(view, rngs[seat], budgets[seat])
            times[names[seat]].append((clock() - t0) * 1000.0)
            cpu[names[seat]].append((cpu_clock() - c0) * 1000.0)
            cut[names[seat]] += player.clock_cut
            outcome = state.apply(move)
            while len(by_deal) <= deal:
                by_deal.append(0)
            sign = 1 if rules.side_of(seat) == a_side else -1
            if outcome.taken or move.action == Action.CAPTURE:
                gained = card_points(move.card) + sum(map(card_points, outcome.taken))
                by_deal[deal] += sign * (gained + xeri_points(outcome.xeri))
            if outcome.end is not None:
                end = outcome.end
                if end.taker is not None:
                    left = sum(map(card_points, end.leftovers))
                    by_deal[deal] += left if rules.side_of(end.taker) == a_side else -left
                majority = [p.majority for p in end.points]
                by_deal[deal] += majority[a_side] - majority[1 - a_side]
                for part, sides in _round_parts(end.points).items():
                    by_part[part] += sides[a_side] - sides[1 - a_side]
            if outcome.deal is not None:
                deal += 1
        rounds += 1
        pts = state.round_points or [0, 0]
        diff += pts[a_side] - pts[1 - a_side]
        if single_round:
            if pts[a_side] == pts[1 - a_side]:
                won = 0.5
            else:
                won = 1.0 if pts[a_side] > pts[1 - a_side] else 0.0
            break
        if match.over:
            won = 1.0 if match.winner == a_side else 0.0
            break
        match.next_round()
    for player in players:
        if isinstance(player, RemotePlayer):
            player.close()
    return GameResult(pair, a_side, won, rounds, diff, times, cpu, cut, clock_ms, by_deal,
                      by_part)


def _deal_seed(seed: int, pair: int) -> int:
    return seed * 1_000_003 + pair


def _play_pair(args: tuple) -> list[GameResult]:
    profile, seed, pair, specs, budget_ms, single, work = args
    return [play_game(profile, seed, pair, first, specs, budget_ms, single, work)
            for first in (True, False)]


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_ci(values: Sequence[float], z: float = Z95) -> tuple[float, tuple[float, float]]:
    n = len(values)
    if n == 0:
        return 0.0, (0.0, 0.0)
    m = sum(values) / n
    if n == 1:
        return m, (m, m)
    var = sum((v - m) ** 2 for v in values) / (n - 1)
    half = z * math.sqrt(var / n)
    return m, (m - half, m + half)


def percentile(sorted_values: Sequence[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    k = (len(sorted_values) - 1) * q
    lo = math.floor(k)
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (k - lo)


# Seeds: tuning runs stay below TUNING_SEEDS; acceptance runs (--accept) use seeds from
# HELD_OUT_SEEDS up, which nothing else may touch.
TUNING_SEEDS = 100_000
HELD_OUT_SEEDS = 1_000_000
SPRT_ERRORS = 0.05   # the sequential test's two error rates (alpha = beta)
SPRT_MIN_PAIRS = 20  # pairs before the test may stop (the variance needs some)


def sprt(diffs: Sequence[float], delta: float, errors: float = SPRT_ERRORS) -> dict:
    """Wald's sequential test on the mean round-point difference per duplicate pair:
    H0 mean 0 against H1 mean `delta`, normal with the variance estimated so far. Decision
    "better" (H1), "not better" (H0) or "undecided" while the log-likelihood ratio stays
    between its bounds (or before SPRT_MIN_PAIRS)."""
    n = len(diffs)
    bound = math.log((1 - errors) / errors)
    out = {"delta": delta, "pairs": n, "llr": 0.0, "bound": round(bound, 4),
           "decision": "undecided"}
    if n < 2:
        return out
    m = sum(diffs) / n
    var = max(sum((d - m) ** 2 for d in diffs) / (n - 1), 1e-9)
    llr = delta / var * (sum(diffs) - n * delta / 2)
    out["llr"] = round(llr, 4)
    if n >= SPRT_MIN_PAIRS:
        if llr >= bound:
            out["decision"] = "better"
        elif llr <= -bound:
            out["decision"] = "not better"
    return out


def _collect(pairs_played, pairs: int, specs, start: float,
             progress, accept: float | None = None) -> list[list[GameResult]]:
    results: list[list[GameResult]] = []
    for done, pair in enumerate(pairs_played, 1):
        results.append(pair)
        if accept is not None:
            if sprt(_pair_diffs(results), accept)["decision"] != "undecided":
                break
        if progress is not None:
            games = [g for p in results for g in p]
            won = sum(g.winner_is_a for g in games)
            progress.write(f"{done}/{pairs} pairs: {specs[0]} won {won:g} of {len(games)} "
                           f"games ({time.perf_counter() - start:.0f} s)\n")
            progress.flush()
    return results


def run_arena(a: str, b: str, matches: int, seed: int, profile: str = "pagat-2p",
              budget_ms: float | None = None, workers: int = 1,
              rounds: int | None = None, progress=None, work: bool = False,
              accept: float | None = None) -> dict:
    """Play and summarise; the dict is what `--json` prints. `progress` (a text stream)
    gets a line after every duplicate pair. `work`: budgets of work, no clock. `accept`:
    an acceptance run on the held-out seeds, stopped by the sequential test (sprt) for a
    gain of `accept` round points a round, or at `matches`/`rounds` pairs."""
    from . import LEVELS

    if (seed >= HELD_OUT_SEEDS) != (accept is not None):
        raise ValueError(f"seeds from {HELD_OUT_SEEDS:,} are held out for acceptance runs "
                         "(--accept DELTA), and acceptance runs use only them")
    for spec in (a, b):
        level, where, _ = split_level(spec)
        if level.partition(":")[0] not in LEVELS:
            raise ValueError(f"unknown level {level!r} (one of {', '.join(LEVELS)})")
        if where is None:
            build_player(level)
        else:
            checkout_of(where)  # unpacked once here, before workers race for it
    if profile not in PROFILES:
        raise ValueError(f"unknown profile {profile!r} (one of {', '.join(PROFILES)})")
    single = rounds is not None
    pairs = rounds if single else matches
    specs = (a, b)
    tasks = [(profile, seed, i, specs, budget_ms, single, work) for i in range(pairs)]
    start = time.perf_counter()
    if workers > 1 and pairs > 1:
        import multiprocessing

        # Spawned, not forked: a worker must not inherit this process's threads and pools.
        ctx = multiprocessing.get_context("spawn")
        pool = ProcessPoolExecutor(max_workers=workers, mp_context=ctx)
        try:
            results = _collect(pool.map(_play_pair, tasks), pairs, specs, start, progress,
                               accept)
        finally:
            pool.shutdown(cancel_futures=True)  # a decided test does not wait for the rest
    else:
        results = _collect(map(_play_pair, tasks), pairs, specs, start, progress, accept)
    elapsed = time.perf_counter() - start
    summary = summarise(results, specs, profile, seed, budget_ms, single, elapsed, work)
    if accept is not None:
        summary["sequential"] = sprt(summary["pair_diffs"], accept)
    return summary


def _pair_diffs(results: list[list[GameResult]]) -> list[float]:
    """A's round points minus B's per round, one figure per duplicate pair."""
    return [sum(g.diff for g in pair) / max(sum(g.rounds for g in pair), 1)
            for pair in results]


def summarise(results: list[list[GameResult]], specs: tuple[str, str], profile: str,
              seed: int, budget_ms: float | None, single: bool, elapsed: float,
              work: bool = False) -> dict:
    la, lb = _labels(*specs)
    games = [g for pair in results for g in pair]
    n = len(games)
    a_wins = sum(g.winner_is_a for g in games)
    draws = sum(1 for g in games if g.winner_is_a == 0.5)
    pair_diffs = _pair_diffs(results)
    mean, ci = mean_ci(pair_diffs)
    deals = max((len(g.by_deal) for g in games), default=0)
    by_deal = [_split_mean(results, lambda g, k=k: g.by_deal[k] if k < len(g.by_deal) else 0)
               for k in range(deals)]
    by_part = {part: _split_mean(results, lambda g, part=part: g.by_part.get(part, 0))
               for part in PARTS}
    move_ms = _time_summary(games, "moves_ms", (la, lb))
    cpu_ms = _time_summary(games, "cpu_ms", (la, lb))
    clock_ms = {k: next((g.clock_ms[k] for g in games if k in g.clock_ms), None)
                for k in (la, lb)}
    for k, budget in clock_ms.items():
        if budget:
            move_ms[k]["p95_over_budget"] = round(move_ms[k]["p95"] / budget, 3)
            move_ms[k]["max_over_budget"] = round(move_ms[k]["max"] / budget, 3)
    lo, hi = wilson(a_wins, n)
    return {
        "a": la, "b": lb, "profile": profile, "seed": seed, "budget_ms": budget_ms,
        "budget": "work" if work else "clock",
        "clock_ms": clock_ms,  # each level's budget on the clock (None: no clock, --work)
        "clock_cuts": {k: sum(g.cut.get(k, 0) for g in games) for k in (la, lb)},
        "mode": "rounds" if single else "matches",
        "pairs": len(results),
        "games": n,
        "rounds": sum(g.rounds for g in games),
        "wins": {la: a_wins - 0.5 * draws, lb: n - a_wins - 0.5 * draws},
        "draws": draws,
        "win_rate": a_wins / n if n else 0.0,
        "win_rate_ci95": [lo, hi],
        "round_diff_mean": mean,
        "round_diff_ci95": list(ci),
        "pair_diffs": [round(d, 4) for d in pair_diffs],
        "round_diff_by_deal": by_deal,  # [mean, [low, high]] per deal, the last with the end
        "round_diff_by_part": by_part,
        "a_wins_per_pair": [sum(g.winner_is_a for g in pair) for pair in results],
        "move_ms": move_ms,
        "move_cpu_ms": cpu_ms,
        "elapsed_s": round(elapsed, 2),
    }


def _split_mean(results: list[list[GameResult]], part) -> list:
    """Mean over duplicate pairs of part(game) per round, and its 95% interval."""
    values = [sum(part(g) for g in pair) / max(sum(g.rounds for g in pair), 1)
              for pair in results]
    mean, (lo, hi) = mean_ci(values)
    return [round(mean, 4), [round(lo, 4), round(hi, 4)]]


def _time_summary(games: list[GameResult], attr: str, labels: tuple[str, str]) -> dict:
    times: dict[str, list[float]] = {k: [] for k in labels}
    for g in games:
        for k, v in getattr(g, attr).items():
            times[k].extend(v)
    out = {}
    for k, v in times.items():
        v.sort()
        out[k] = {"p50": round(percentile(v, 0.5), 3), "p95": round(percentile(v, 0.95), 3),
                  "max": round(v[-1] if v else 0.0, 3), "moves": len(v)}
    return out


def format_text(r: dict) -> str:
    a, b = r["a"], r["b"]
    unit = "single rounds" if r["mode"] == "rounds" else "matches"
    budget = "level defaults" if r["budget_ms"] is None else f"{r['budget_ms']:g} ms"
    budget += " of work, no clock" if r["budget"] == "work" else " on the clock"
    lines = [
        f"{a} vs {b}: {r['profile']}, {r['games']} {unit} on {r['pairs']} duplicate deals "
        f"(seed {r['seed']}, budget {budget}, {r['rounds']} rounds, {r['elapsed_s']} s)",
        f"wins: {a} {r['wins'][a]:g}, {b} {r['wins'][b]:g}"
        + (f", drawn rounds {r['draws']}" if r["draws"] else ""),
        f"win rate of {a}: {100 * r['win_rate']:.1f}% "
        f"(95% CI {100 * r['win_rate_ci95'][0]:.1f}–{100 * r['win_rate_ci95'][1]:.1f}%)",
        f"round points {a} minus {b}, per round, mean over duplicate pairs: "
        f"{r['round_diff_mean']:+.2f} (95% CI {r['round_diff_ci95'][0]:+.2f} to "
        f"{r['round_diff_ci95'][1]:+.2f})",
        "  by deal (the last with the leftovers and the majority): " + ", ".join(
            f"{k + 1}: {m:+.2f} [{lo:+.2f}, {hi:+.2f}]"
            for k, (m, (lo, hi)) in enumerate(r["round_diff_by_deal"])),
        "  by part: " + ", ".join(f"{part} {m:+.2f} [{lo:+.2f}, {hi:+.2f}]"
                                  for part, (m, (lo, hi)) in r["round_diff_by_part"].items()),
        "time per move (ms, wall clock from asking to the answer; in brackets the CPU time of "
        "the playing thread):",
    ]
    for k, t in r["move_ms"].items():
        c = r["move_cpu_ms"][k]
        line = (f"  {k:<14} median {t['p50']:8.2f} [{c['p50']:7.2f}]  "
                f"p95 {t['p95']:8.2f} [{c['p95']:7.2f}]  "
                f"max {t['max']:8.2f} [{c['max']:7.2f}]  ({t['moves']} moves)")
        lines.append(line)
        if r["clock_ms"][k]:
            lines.append(f"  {'':<14} against its budget of {r['clock_ms'][k]:g} ms on the "
                         f"clock: p95 {t['p95_over_budget']:.2f}x, max "
                         f"{t['max_over_budget']:.2f}x; {r['clock_cuts'][k]} of {t['moves']} "
                         f"moves cut short by the clock")
    if "sequential" in r:
        t = r["sequential"]
        lines.append(f"sequential test, H0 no gain against H1 a gain of {t['delta']:+g} a "
                     f"round (errors {SPRT_ERRORS:g}): log-likelihood ratio {t['llr']:+.2f} "
                     f"(bounds ±{t['bound']:.2f}) after {t['pairs']} pairs: {t['decision']}")
    if r["budget"] == "clock" and any(r["clock_cuts"].values()):
        lines.append("the clock cut some moves short: these games depend on the machine and "
                     "its load (--work gives the same games on any machine)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    from . import LEVELS

    parser = argparse.ArgumentParser(
        prog="python -m diloti_qt.ai.arena",
        description="Seeded matches between two computer levels on duplicate deals.",
    )
    parser.add_argument("a", metavar="A", help=f"level ({', '.join(LEVELS)}), or LEVEL@MS")
    parser.add_argument("b", metavar="B", help="the other level")
    parser.add_argument("--matches", type=int, default=20,
                        help="duplicate deals: each is played twice with seats swapped")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", default="pagat-2p", choices=sorted(PROFILES))
    parser.add_argument("--budget-ms", type=float, default=None,
                        help="every level's budget a move, on the clock (default: each "
                             "level's own); with --work, an amount of work")
    parser.add_argument("--work", action="store_true",
                        help="budgets of work with no clock: the same games on any machine")
    parser.add_argument("--workers", type=int, default=1, help="games played in parallel")
    parser.add_argument("--rounds", type=int, default=None,
                        help="play this many single rounds (duplicate) instead of matches")
    parser.add_argument("--accept", type=float, default=None, metavar="DELTA",
                        help=f"an acceptance run: seeds from {HELD_OUT_SEEDS:,} only (held "
                             "out from tuning), stopped by a sequential test for a gain of "
                             "DELTA round points a round")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--progress", action="store_true",
                        help="a line on standard error after every duplicate pair")
    args = parser.parse_args(argv)
    if args.matches < 1 or (args.rounds is not None and args.rounds < 1):
        parser.error("--matches and --rounds must be at least 1")
    if args.budget_ms is not None and args.budget_ms <= 0:
        parser.error("--budget-ms must be positive")
    try:
        result = run_arena(args.a, args.b, args.matches, args.seed, args.profile,
                           args.budget_ms, max(1, args.workers), args.rounds,
                           sys.stderr if args.progress else None, args.work, args.accept)
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        print(format_text(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
