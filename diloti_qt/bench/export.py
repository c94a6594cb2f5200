"""`python -m diloti_qt.bench export [--matches N]`: time the history export (CSV and JSON) of
a history of N finished matches (default 1,000), beside reading the history alone."""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

from diloti_qt.engine import Match, Rules, legal_moves
from diloti_qt.storage.export import all_matches, export_history, read_export
from diloti_qt.storage.history import MatchHistory, finished_match

TARGET_SECONDS = 1.0


def random_match(rules: Rules, seed: int) -> Match:
    """A finished match of `rules` with deal number `seed`, every move drawn at random."""
    rng = random.Random(seed)
    match = Match(rules, seed)
    while not match.over:
        while not match.state.round_over:
            match.state.apply(rng.choice(legal_moves(match.state)))
        if not match.over:
            match.next_round()
    match.finish_round()
    return match


def played_matches(count: int, seed: int = 18) -> list:
    """`count` finished matches: a few real ones played by random moves, repeated with other
    dates, levels and deal numbers (the export's cost does not depend on how they went)."""
    rng = random.Random(seed)
    real = [random_match(Rules.make(profile), rng.randrange(10**6))
            for profile in ("pagat-2p", "partnership-4p", "taverna-2p")]
    start = datetime(2026, 1, 1, tzinfo=timezone.utc)
    out = []
    for i in range(count):
        match = real[i % len(real)]
        levels = {s: rng.choice(("easy", "medium", "hard", "expert"))
                  for s in range(1, match.rules.players)}
        record = finished_match(match, levels, 0, start + timedelta(minutes=37 * i))
        out.append(record)
    return out


def timed(function) -> tuple[float, object]:
    began = time.perf_counter()
    result = function()
    return time.perf_counter() - began, result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m diloti_qt.bench export")
    parser.add_argument("--matches", type=int, default=1000)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="diloti-bench-export-") as folder:
        folder = Path(folder)
        history, _ = MatchHistory.open(folder / "history.sqlite3")
        with history:
            for record in played_matches(args.matches):
                history.add(record)
            rounds = history.conn.execute("SELECT COUNT(*) FROM rounds").fetchone()[0]
            read_s, matches = timed(lambda: all_matches(history))
            figures = {}
            for fmt in ("csv", "json"):
                path = folder / f"history.{fmt}"
                write_s, _ = timed(lambda f=fmt, p=path: export_history(matches, p, f))
                back_s, back = timed(lambda p=path: read_export(p))
                assert back == matches, f"the {fmt} export does not read back"
                figures[fmt] = (read_s + write_s, write_s, back_s, path.stat().st_size)
    print(f"history: {args.matches} matches, {rounds} rounds; reading them: {read_s:.3f} s")
    for fmt, (total, write_s, back_s, size) in figures.items():
        verdict = "ok" if total < TARGET_SECONDS else "TOO SLOW"
        print(f"export {fmt}: {total:.3f} s (read {read_s:.3f} + write {write_s:.3f}), "
              f"{size / 1024:.0f} KiB, read back {back_s:.3f} s; target < {TARGET_SECONDS:g} s: "
              f"{verdict}")
    return 0
