"""Fit and check the model of play behind the Expert's inference (ai/inference.py).

    python tools/inference_fit.py fit [--rounds 300] [--seed 1]
    python tools/inference_fit.py check [--positions 300] [--worlds 200] [--seed 50000]

`fit` plays seeded self-play rounds (Medium against Medium and Hard against Hard, 50 ms of
work), keeps every decision with the mover's true hand, and fits the weights of the move
score by maximum likelihood of the moves played (numpy; a tool dependency only). It prints
the weights to paste into ai/inference.py and the log-likelihood per decision beside the
uniform choice's.

`check` measures what the inference is for: on held-out positions (other seeds; the seat to
move has seen the other seat play this deal) it asks each sampler for the chance that the
other seat holds each unseen card and scores the truth: Brier score (sum over unseen cards
of the squared error) and log loss, for the uniform sampler, today's hand-set rules
(knowledge.Evidence) and the likelihood (with and without those rules).
Seeds below 100,000 only (ai/arena.py keeps the rest for acceptance).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from diloti_qt.ai import make_player  # noqa: E402
from diloti_qt.ai.inference import (  # noqa: E402
    CANDIDATES,
    FEATURES,
    WEIGHTS,
    Likelihood,
    move_features,
    weighted_world,
)
from diloti_qt.ai.knowledge import Evidence, sample_world  # noqa: E402
from diloti_qt.engine import Match, PlayerView, Rules, legal_moves, xeri_allowed  # noqa: E402

PAIRINGS = (("medium", None), ("hard", 50.0))


def games(rounds: int, seed: int):
    """(state before the move, the move) of every move of seeded self-play rounds."""
    rules = Rules.make("pagat-2p")
    for r in range(rounds):
        level, ms = PAIRINGS[r % len(PAIRINGS)]
        players = [make_player(level, time_cap=None if ms is None else ms / 1000,
                               reproducible=True) for _ in range(2)]
        state = Match(rules, seed=seed * 100_003 + r).state
        rngs = [random.Random(f"fit:{seed}:{r}:{s}") for s in range(2)]
        while not state.round_over:
            seat = state.to_move
            budget = None if ms is None else ms / 1000
            move = players[seat].choose(PlayerView.of(state, seat), rngs[seat], budget)
            yield state.clone(), move
            state.apply(move)


def fit(rounds: int, seed: int) -> None:
    import numpy as np

    t0 = time.perf_counter()
    groups = []  # per decision: (feature rows of the legal moves, index of the move played)
    for state, move in games(rounds, seed):
        moves = legal_moves(state)
        if len(moves) < 2 or len(moves) > 400:
            continue
        xeri_ok = xeri_allowed(state)
        rows = [move_features(state.loose, state.decls, state.to_move, m, xeri_ok)
                for m in moves]
        groups.append((np.array(rows), moves.index(move)))
    w = np.array(WEIGHTS, dtype=float)

    def loglik(w):
        total, grad = 0.0, np.zeros_like(w)
        for rows, k in groups:
            s = rows @ w
            s -= s.max()
            p = np.exp(s)
            p /= p.sum()
            total += math.log(p[k])
            grad += rows[k] - p @ rows
        return total / len(groups), grad / len(groups)

    uniform = -sum(math.log(len(rows)) for rows, _ in groups) / len(groups)
    lr = 0.5
    for step in range(300):
        value, grad = loglik(w)
        w += lr * grad
        if step % 50 == 0:
            print(f"step {step}: log-likelihood per decision {value:.4f}", flush=True)
    value, _ = loglik(w)
    print(f"{len(groups)} decisions, {time.perf_counter() - t0:.0f} s")
    print(f"log-likelihood per decision: fitted {value:.4f}, uniform {uniform:.4f}, "
          f"the shipped weights {loglik(np.array(WEIGHTS))[0]:.4f}")
    for name, x in zip(FEATURES, w, strict=True):
        print(f"  {name:16} {x:+.3f}")
    print("WEIGHTS = (" + ", ".join(f"{x:.3g}" for x in w) + ")")


def positions(count: int, seed: int):
    """Views of a seat to move that has seen the other seat play in this deal, with the
    other seat's true hand."""
    got = 0
    rnd = 0
    while got < count:
        rnd += 1
        for state, _move in games(1, seed + rnd):
            seat = state.to_move
            other = 1 - seat
            view = PlayerView.of(state, seat)
            if not state.hands[other] or not view.history:
                continue
            per_deal = 12
            start = (len(view.history) // per_deal) * per_deal
            if not any(s == other for s, _ in view.history[start:]):
                continue
            if random.Random(f"pick:{seed}:{rnd}:{len(view.history)}").random() < 0.25:
                yield view, set(state.hands[other])
                got += 1
                if got >= count:
                    return


def check(count: int, worlds: int, seed: int, candidates: int = CANDIDATES) -> None:
    t0 = time.perf_counter()
    samplers = ("uniform", "rules (today)", "likelihood", "likelihood + rules")
    scores = {name: [0.0, 0.0] for name in samplers}
    n = 0
    for view, truth in positions(count, seed):
        n += 1
        unseen = view.unseen()
        other = 1 - view.seat
        for name in samplers:
            rng = random.Random(f"check:{seed}:{n}")
            evidence = Evidence(view) if "rules" in name else None
            like = Likelihood(view) if name.startswith("likelihood") else None
            held = dict.fromkeys(unseen, 0)
            for _ in range(worlds):
                world = (weighted_world(view, rng, like, unseen, evidence, candidates)
                         if like is not None else sample_world(view, rng, unseen, evidence))
                for c in world.hands[other]:
                    held[c] += 1
            brier = loss = 0.0
            for c in unseen:
                p = min(max(held[c] / worlds, 1e-3), 1 - 1e-3)
                y = 1.0 if c in truth else 0.0
                brier += (p - y) ** 2
                loss -= y * math.log(p) + (1 - y) * math.log(1 - p)
            scores[name][0] += brier
            scores[name][1] += loss
    print(f"{n} held-out positions (seeds from {seed}), {worlds} worlds each, "
          f"{time.perf_counter() - t0:.0f} s")
    for name, (brier, loss) in scores.items():
        print(f"  {name:20} Brier {brier / n:.4f}   log loss {loss / n:.4f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    f = sub.add_parser("fit")
    f.add_argument("--rounds", type=int, default=300)
    f.add_argument("--seed", type=int, default=1)
    c = sub.add_parser("check")
    c.add_argument("--positions", type=int, default=300)
    c.add_argument("--worlds", type=int, default=200)
    c.add_argument("--seed", type=int, default=50_000)
    c.add_argument("--candidates", type=int, default=CANDIDATES,
                   help="candidate worlds drawn for each world kept")
    args = parser.parse_args(argv)
    if args.seed >= 100_000:
        raise SystemExit("seeds from 100,000 are not for fitting or checking here")
    if args.command == "fit":
        fit(args.rounds, args.seed)
    else:
        check(args.positions, args.worlds, args.seed, args.candidates)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
