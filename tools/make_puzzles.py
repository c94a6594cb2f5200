"""Make the shipped puzzles (issue 41): python tools/make_puzzles.py [--count N] [--seeds A:B]

Plays round 1 of deal number S (engine/deals.py) for each seed S, Expert against itself,
Hard or Medium in turn (reproducible, a small budget a move), and offers the positions of
its last deal (10 cards in the hands down to 5) to diloti_qt/puzzles/build.py `find`: the
first one accepted is the deal's puzzle. Every seed tried is written at once to the work
file (one JSON line, the puzzle or null), so a run that stops resumes where it was; the
shipped file is written from it at the end, the first N puzzles by seed. The work file
knows seeds, not code: delete it after changing build.py or the players.

The shipped 300 (seeds 1-629) took 572 s on a shared two-core machine.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from diloti_qt.ai import make_player  # noqa: E402
from diloti_qt.engine import PlayerView, Rules, position_json  # noqa: E402
from diloti_qt.engine.deals import round_deal  # noqa: E402
from diloti_qt.puzzles import FORMAT, PUZZLES_FILE, puzzle_doc  # noqa: E402
from diloti_qt.puzzles.build import MARGIN, explanation, find  # noqa: E402

PAIRS = (("expert", "expert"), ("expert", "hard"), ("expert", "medium"))
BUDGET = 0.01  # seconds of reproducible work a move
MAX_SEED = 100_000


def players_for(seed: int) -> tuple[str, str]:
    pair = PAIRS[seed % len(PAIRS)]
    return pair if seed // len(PAIRS) % 2 == 0 else (pair[1], pair[0])


def puzzle_of_seed(seed: int) -> dict | None:
    """The puzzle of deal `seed`'s first round, or None."""
    levels = players_for(seed)
    seats = []
    for level in levels:
        player = make_player(level, reproducible=True)
        if hasattr(player, "processes"):
            player.processes = False  # no helper processes: one core, the same moves
        seats.append(player)
    state = round_deal(Rules.make("pagat-2p"), seed)
    rng = random.Random(seed)
    while not state.round_over:
        left = sum(len(h) for h in state.hands)
        if not state.stock and 5 <= left <= 10:
            found = find(state)
            if found is not None:
                en, el = explanation(found.reason, found.answers[0], found.margin)
                return puzzle_doc(seed, levels, short_position(state), found, en, el)
        view = PlayerView.of(state, state.to_move)
        state.apply(seats[state.to_move].choose(view, rng, BUDGET))
    return None


def short_position(state) -> dict:
    """The position's JSON with the profile's name for its rules (every variant at the
    profile's value) and without the output-only key: a third smaller, read the same."""
    doc = position_json(state)
    doc.pop("round_over", None)
    if Rules.make("pagat-2p") == state.rules:
        doc["rules"] = "pagat-2p"
    return doc


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seeds", default=f"1:{MAX_SEED}", help="A:B, seeds A to B-1")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "puzzles.jsonl")
    parser.add_argument("--out", type=Path, default=PUZZLES_FILE)
    args = parser.parse_args(argv)
    first, _, last = args.seeds.partition(":")
    seeds = range(int(first), min(int(last), MAX_SEED))
    done: dict[int, dict | None] = {}
    if args.work.exists():
        for text in args.work.read_text(encoding="utf-8").splitlines():
            entry = json.loads(text)
            done[entry["seed"]] = entry["puzzle"]
    args.work.parent.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    with args.work.open("a", encoding="utf-8") as work:
        for seed in seeds:
            if sum(p is not None for s, p in done.items() if s in seeds) >= args.count:
                break
            if seed in done:
                continue
            done[seed] = puzzle_of_seed(seed)
            work.write(json.dumps({"seed": seed, "puzzle": done[seed]},
                                  ensure_ascii=False, separators=(",", ":")) + "\n")
            work.flush()
    puzzles = [done[s] for s in sorted(done) if s in seeds and done[s] is not None]
    puzzles = puzzles[:args.count]
    text = json.dumps({"format": FORMAT, "margin": MARGIN, "puzzles": puzzles},
                      ensure_ascii=False, separators=(",", ":"))
    args.out.write_text(text.replace(',{"deal"', ',\n{"deal"') + "\n", encoding="utf-8")
    tried = sum(1 for s in done if s in seeds)
    print(f"{len(puzzles)} puzzles from {tried} deals in {time.perf_counter() - start:.0f} s "
          f"this run; {args.out} ({args.out.stat().st_size // 1024} KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
