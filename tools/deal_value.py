"""Training data for the Expert's value of a position at the end of a deal (issue 40).

At the end of every deal both hands are empty, so everything but the order of the stock is
public. For the end of the third deal of a two-player round the value is exact with no
policy in it: deal the 12 cards left in every way at random, solve each last deal with the
engine's exact solver (ai/solver.py: a last deal is perfect information) and average.

    python tools/deal_value.py generate --deal 3 --seeds 0:2000 [--chunk 50] [--splits 8]

plays seeded games (Medium against itself, one move in ten at random for variety) to the
end of deal `--deal`, keeps the public position there and, for deal 3, the exact values of
`--splits` random splits of the last 12 cards. Each chunk of seeds is one gzipped JSON-lines
file under tools/deal_value_data/ named for its first seed; a chunk already written is
skipped, so the command resumes where a stopped run left off (run it in pieces that fit a
session and commit the files). Seeds below 100,000 only: seeds from 1,000,000 up are the
held-out range that acceptance runs use and no training touches.

A line: {"seed", "deal", "position" (NOTATION, hands empty, the stock's cards sorted),
"values" (side 0 minus side 1, future round points, one per split), "nodes"}. A position
whose split needs more than --node-limit solver nodes is left out and counted in the
chunk's last line ({"skipped": n}) so that the bias is visible.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from diloti_qt.ai import make_player  # noqa: E402
from diloti_qt.ai.solver import OutOfNodesError, Solver  # noqa: E402
from diloti_qt.engine import Match, PlayerView, Rules, card_points, legal_moves  # noqa: E402
from diloti_qt.engine.notation import position_json  # noqa: E402
from diloti_qt.engine.scoring import xeri_points  # noqa: E402
from diloti_qt.engine.state import HAND_SIZE, State  # noqa: E402

DATA = Path(__file__).resolve().parent / "deal_value_data"
TRAINING_SEEDS = 100_000  # tuning and training stay below; acceptance uses >= 1,000,000
RANDOM_SHARE = 0.1


def boundary(seed: int, deal: int, profile: str = "pagat-2p") -> State | None:
    """The public position at the end of deal `deal` of seed's first round, reached by
    Medium against itself with a share of random moves; hands empty, the stock the cards
    still to come (sorted: their order is not known). None if the round ends sooner."""
    rules = Rules.make(profile)
    match = Match(rules, seed=seed)
    state = match.state
    rng = random.Random(f"deal-value:{seed}")
    medium = make_player("medium", reproducible=True)
    per_deal = HAND_SIZE * rules.players
    left_after = len(state.stock) + sum(len(h) for h in state.hands) - deal * per_deal
    if left_after <= 0:
        return None
    while not state.round_over:
        if rng.random() < RANDOM_SHARE:
            move = rng.choice(legal_moves(state))
        else:
            move = medium.choose(PlayerView.of(state, state.to_move), rng)
        if len(state.stock) == left_after and sum(len(h) for h in state.hands) == 1:
            # The deal's last card: the engine deals the next hands in the same step.
            state.apply(move)
            coming = [c for h in state.hands for c in h] + state.stock
            state.hands = [[] for _ in state.hands]
            state.stock = sorted(coming)
            return state
        state.apply(move)
    return None


def split_values(state: State, splits: int, rng: random.Random,
                 node_limit: int) -> tuple[list[int], list[int]] | None:
    """Exact future values (side 0 minus side 1) of `splits` random deals of the last
    stock, each solved to the end of the round; None if one needs more than node_limit."""
    n = state.rules.players
    values, nodes = [], []
    for _ in range(splits):
        cards = state.stock[:]
        rng.shuffle(cards)
        world = state.clone()
        world.stock = []
        world.hands = [sorted(cards[i * HAND_SIZE:(i + 1) * HAND_SIZE]) for i in range(n)]
        world.to_move = (state.dealer + 1) % n
        solver = Solver(world, node_limit=node_limit)
        try:
            values.append(solver.value(world))
        except OutOfNodesError:
            return None
        nodes.append(solver.nodes)
    return values, nodes


def played_deals(state: State, samples: int, rng: random.Random, level: str,
                 budget_ms: float) -> list[dict]:
    """Backward induction's samples for the end of an earlier deal: deal the cards to come
    at random, play the next deal with `level` on both seats (its own search valued at the
    deal's end by the learned value where it has one) and keep what the deal won (side 0
    minus side 1: captured points and xeris) and the public position at its end, so that
    the target, won + V(next end), can be computed again with any later value."""
    from diloti_qt.ai.arena import build_player

    n = state.rules.players
    out = []
    for k in range(samples):
        world = state.clone()
        cards = world.stock[:]
        rng.shuffle(cards)
        for i in range(n):
            seat = (state.dealer + 1 + i) % n
            world.hands[seat] = sorted(cards[i * HAND_SIZE:(i + 1) * HAND_SIZE])
        world.stock = cards[n * HAND_SIZE:]
        world.to_move = (state.dealer + 1) % n
        players = [build_player(level, budget_ms, True) for _ in range(n)]
        rngs = [random.Random(f"play:{k}:{seat}") for seat in range(n)]
        left = len(world.stock)
        won = 0
        while True:
            seat = world.to_move
            move = players[seat].choose(PlayerView.of(world, seat), rngs[seat])
            last = sum(len(h) for h in world.hands) == 1
            outcome = world.apply(move)
            if outcome.taken or outcome.xeri:
                pts = card_points(move.card) + sum(map(card_points, outcome.taken))
                pts += xeri_points(outcome.xeri)
                won += pts if (seat & 1) == 0 else -pts
            if last:
                break
        coming = [c for h in world.hands for c in h] + world.stock
        world.hands = [[] for _ in range(n)]
        world.stock = sorted(coming)
        assert len(world.stock) == left
        out.append({"won": won, "end": position_json(world)})
    return out


def chunk_path(deal: int, first: int) -> Path:
    return DATA / f"d{deal}-{first:06d}.jsonl.gz"


def generate(deal: int, seeds: range, chunk: int, splits: int, node_limit: int,
             level: str = "hard:deal_value=1", budget_ms: float = 30.0) -> None:
    if seeds.stop > TRAINING_SEEDS:
        raise SystemExit(f"training seeds stay below {TRAINING_SEEDS:,}")
    if deal not in (1, 2, 3):
        raise SystemExit("deal 3 has exact targets, deals 2 and 1 backward induction")
    DATA.mkdir(exist_ok=True)
    for first in range(seeds.start, seeds.stop, chunk):
        path = chunk_path(deal, first)
        if path.exists():
            continue
        t0 = time.perf_counter()
        lines, skipped = [], 0
        for seed in range(first, min(first + chunk, seeds.stop)):
            state = boundary(seed, deal)
            if state is None:
                continue
            rng = random.Random(f"splits:{seed}")
            if deal < 3:
                lines.append({"seed": seed, "deal": deal, "position": position_json(state),
                              "played": played_deals(state, splits, rng, level, budget_ms)})
                continue
            got = split_values(state, splits, rng, node_limit)
            if got is None:
                skipped += 1
                continue
            values, nodes = got
            lines.append({"seed": seed, "deal": deal, "position": position_json(state),
                          "values": values, "nodes": nodes})
        lines.append({"skipped": skipped})
        tmp = path.with_suffix(".tmp")
        with gzip.open(tmp, "wt", encoding="utf-8") as out:
            for line in lines:
                out.write(json.dumps(line, separators=(",", ":")) + "\n")
        os.replace(tmp, path)  # a chunk is there whole or not at all
        print(f"{path.name}: {len(lines) - 1} positions, {skipped} skipped, "
              f"{time.perf_counter() - t0:.0f} s", flush=True)


def read_chunks(deal: int) -> list[dict]:
    rows = []
    for path in sorted(DATA.glob(f"d{deal}-*.jsonl.gz")):
        with gzip.open(path, "rt", encoding="utf-8") as f:
            rows.extend(r for r in map(json.loads, f) if "position" in r)
    return rows


def dataset(deal: int) -> tuple[list[list[float]], list[float], list[float], list[int]]:
    """Inputs, targets (the mean over splits, from the side that plays first next), the
    variance of that mean (the noise no model can explain) and the seeds."""
    from diloti_qt.ai.deal_value import state_features
    from diloti_qt.engine.notation import parse_position

    xs, ys, noise, seeds = [], [], [], []
    for row in read_chunks(deal):
        state = parse_position(row["position"])
        x, first = state_features(state)
        vals = [v if first == 0 else -v for v in row["values"]]
        m = sum(vals) / len(vals)
        var = sum((v - m) ** 2 for v in vals) / max(1, len(vals) - 1)
        xs.append(x)
        ys.append(m)
        noise.append(var / len(vals))
        seeds.append(row["seed"])
    return xs, ys, noise, seeds


def heuristic(state) -> float:
    """Today's estimate at a deal's end (the solver's horizon without the next hands): the
    expected majority from the piles' sizes, from the side that plays first next."""
    from diloti_qt.ai.evaluate import majority_estimate

    first = (state.dealer + 1) % state.rules.players & 1
    piles = [0, 0]
    for seat, pile in enumerate(state.captured):
        piles[seat & 1] += len(pile)
    left = len(state.stock) + len(state.loose) + sum(len(d.cards) for d in state.decls)
    v = majority_estimate(piles[0], piles[1], left)
    return v if first == 0 else -v


def train(deal: int, hidden: int, epochs: int, seed: int, out: Path) -> None:
    """Fits the network (numpy, Adam, weight decay, the best epoch on a tenth of the seeds
    held out) and writes its weights; prints the held-out errors beside simpler models."""
    import numpy as np

    from diloti_qt.ai.deal_value import NAMES
    from diloti_qt.engine.notation import parse_position

    t0 = time.perf_counter()
    xs, ys, noise, seeds = dataset(deal)
    x = np.array(xs)
    y = np.array(ys)
    held = np.array([s % 10 == 0 for s in seeds])
    xt, yt, xv, yv = x[~held], y[~held], x[held], y[held]
    floor = float(np.mean(np.array(noise)[held]))
    rows = [r for r in read_chunks(deal)]
    heur = np.array([heuristic(parse_position(r["position"])) for r in rows])[held]
    ones = lambda a: np.hstack([a, np.ones((len(a), 1))])  # noqa: E731
    ridge = np.linalg.solve(ones(xt).T @ ones(xt) + 1.0 * np.eye(x.shape[1] + 1),
                            ones(xt).T @ yt)
    rng = np.random.default_rng(seed)
    w1 = rng.normal(0, np.sqrt(2 / x.shape[1]), (x.shape[1], hidden))
    b1 = np.zeros(hidden)
    w2 = rng.normal(0, np.sqrt(1 / hidden), hidden)
    b2 = float(yt.mean())
    params = [w1, b1, w2, np.array([b2])]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    lr, decay, batch, step = 1e-3, 1e-4, 64, 0
    best = (float("inf"), None, 0)

    def predict(a, ps):
        h = np.maximum(a @ ps[0] + ps[1], 0)
        return h @ ps[2] + ps[3][0], h

    for epoch in range(epochs):
        order = rng.permutation(len(xt))
        for i in range(0, len(order), batch):
            idx = order[i:i + batch]
            a, t = xt[idx], yt[idx]
            pred, h = predict(a, params)
            err = (pred - t) / len(idx)
            gh = np.outer(err, params[2]) * (h > 0)
            grads = [a.T @ gh + decay * params[0], gh.sum(0), h.T @ err + decay * params[2],
                     np.array([err.sum()])]
            step += 1
            for j, g in enumerate(grads):
                m[j] = 0.9 * m[j] + 0.1 * g
                v[j] = 0.999 * v[j] + 0.001 * g * g
                mh = m[j] / (1 - 0.9 ** step)
                vh = v[j] / (1 - 0.999 ** step)
                params[j] = params[j] - lr * mh / (np.sqrt(vh) + 1e-8)
        mse = float(np.mean((predict(xv, params)[0] - yv) ** 2))
        if mse < best[0]:
            best = (mse, [p.copy() for p in params], epoch)
    mse, params, epoch = best
    report = {
        "positions": len(y), "held_out": int(held.sum()),
        "mse_constant": float(np.mean((yt.mean() - yv) ** 2)),
        "mse_heuristic": float(np.mean((heur - yv) ** 2)),
        "mse_linear": float(np.mean((ones(xv) @ ridge - yv) ** 2)),
        "mse_network": mse, "noise_floor": floor, "best_epoch": epoch,
        "seconds": round(time.perf_counter() - t0, 1),
    }
    doc = {"deal": deal, "inputs": list(NAMES), "report": report,
           "w1": np.round(params[0], 5).tolist(), "b1": np.round(params[1], 5).tolist(),
           "w2": np.round(params[2], 5).tolist(), "b2": round(float(params[3][0]), 5)}
    out.write_text(json.dumps(doc, separators=(",", ":")) + "\n", encoding="utf-8")
    print(json.dumps(report, indent=1))


def _seed_range(text: str) -> range:
    a, _, b = text.partition(":")
    return range(int(a), int(b))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    gen = sub.add_parser("generate", help="positions and their exact split values")
    gen.add_argument("--deal", type=int, default=3)
    gen.add_argument("--seeds", type=_seed_range, default=range(0, 1000))
    gen.add_argument("--chunk", type=int, default=50)
    gen.add_argument("--splits", type=int, default=8)
    gen.add_argument("--node-limit", type=int, default=3_000_000)
    gen.add_argument("--level", default="hard:deal_value=1",
                     help="deals 1 and 2: who plays the next deal (both seats)")
    gen.add_argument("--budget-ms", type=float, default=30.0,
                     help="deals 1 and 2: its work a move")
    fit = sub.add_parser("train", help="fit the network on the chunks written (numpy)")
    fit.add_argument("--deal", type=int, default=3)
    fit.add_argument("--hidden", type=int, default=160)
    fit.add_argument("--epochs", type=int, default=200)
    fit.add_argument("--seed", type=int, default=1)
    fit.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    if args.command == "generate":
        generate(args.deal, args.seeds, args.chunk, args.splits, args.node_limit,
                 args.level, args.budget_ms)
    else:
        from diloti_qt.ai.deal_value import weights_path

        train(args.deal, args.hidden, args.epochs, args.seed,
              args.out or weights_path(args.deal))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
