"""Hard (L3): determinized search (perfect-information Monte Carlo).

Hard samples full deals ("worlds") consistent with its view (knowledge.sample_world: hand
sizes, stock size, reserves of declarations), plays each of its most promising moves in
every world, continues with the playout policy to the end of the deal and scores the
result with the round estimate; the move with the best average wins. Once the stock is
empty it solves the rest of the round exactly (solver.py): in a two-player last deal the
unseen cards are exactly the opponent's hand, so that solution is the true one; with four
players it solves each sampled world once few enough cards are left. If the exact solution
does not fit in the budget it falls back to sampling.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import NamedTuple

from diloti_qt.engine import Move, PlayerView

from .base import DEFAULT, Clocked
from .budget import RESERVE_S, SOLVER_NODE_UNITS, Clock, Deadline, Effort, gc_held
from .deal_value import for_stock
from .evaluate import accrued
from .inference import CANDIDATE_UNITS, LIKELIHOOD_UNITS, Likelihood, weighted_world
from .knowledge import Evidence, sample_world
from .medium import score_moves, tiebreak
from .moves import MEDIUM_UNITS, SOLVER_NODES, cost, view_moves
from .policy import PLY_COST, playout_to_deal_value, playout_value
from .solver import CANON, OutOfNodesError, Solver

MAX_WORLDS = 5000  # a safety net: the work count ends every search long before


class MoveValue(NamedTuple):
    """A move and a level's estimate of it: the final round points of the mover's side
    minus the other side's (expected), and how many samples it rests on (0: exact).
    `draws`: its value in each sampled world, in runs of worlds that every move searched
    shared (one run per search; the Expert's halves are two), so that two moves can be
    compared world by world (`paired_error`)."""

    move: Move
    value: float
    samples: int
    exact: bool = False
    draws: tuple[tuple[float, ...], ...] = ()


def paired_error(a: MoveValue, b: MoveValue) -> float:
    """The standard error of a.value - b.value, from their values in the same worlds (the
    worlds' luck cancels); 0 for exact values, inf when they share too few worlds."""
    if a.exact and b.exact:
        return 0.0
    diffs = [x - y for run_a, run_b in zip(a.draws, b.draws) for x, y in zip(run_a, run_b)]
    n = len(diffs)
    if n < 2:
        return float("inf")
    mean = sum(diffs) / n
    return (sum((d - mean) ** 2 for d in diffs) / (n - 1) / n) ** 0.5


@dataclass(frozen=True)
class SearchConfig:
    """How the Hard and Expert searches spend their budget (the tunable knobs)."""
    candidates: int = 6          # moves searched, the best ones by Medium's estimate
    min_worlds: int = 2          # worlds sampled even when the budget is tiny
    to_deal_end: bool = True     # playouts stop at the end of the deal (else: of the round)
    after_deal: int = 0          # ... and this many plies into the next deal
    deal_solve_cards: int = 0    # worlds: search the rest of the deal exactly from this many
    playout: str = "greedy"      # playout policy: "greedy" (sees the world) or "fair" (Medium)
    infer: bool = False          # worlds follow the others' missed sweeps (knowledge.Evidence)
    infer_points: bool = True    # ... and their missed point captures
    solve_cards: int = 8         # sampled worlds are solved exactly from this many cards
    prune_after: int = 8         # worlds before hopeless candidates are dropped
    prune_margin: float = 3.0    # ... when this many points (+2 standard errors) behind
    algorithm: str = "pimc"      # Expert: "pimc" (as Hard) or "ismcts"
    explore: float = 6.0         # ISMCTS exploration constant, in round points
    deal_value: bool = False     # playouts valued at the deal's end by ai/deal_value.py
    likelihood: int = 0          # worlds follow the others' play (ai/inference.py): one
    #                              kept of this many candidates (0: off)


class SearchPlayer(Clocked):
    """Common machinery of the search levels: budgets, the clock, stopping, best-first
    results.

    A move does `budget` seconds of work (the reference machine's; default: the level's
    `default_budget`) within its budget on the clock, `time_cap` (default: the level's
    `default_time_cap`, which matters on a machine slower or busier than the reference
    one); pass None for strictly reproducible answers (the arena's --work and the command
    line do). The clock of a move starts first thing in `choose()` (ai/budget.py)."""

    name = "search"
    default_budget = 0.2
    default_time_cap: float | None = 0.6

    def __init__(self, time_cap: float | None | str = DEFAULT,
                 config: SearchConfig | None = None, clock: Clock = time.perf_counter,
                 asked: float | None = None):
        super().__init__(time_cap, clock, asked)
        self.config = config or SearchConfig()

    def effort(self, budget: float | None, deadline: Deadline | None = None) -> Effort:
        """The work of one move's search; it stops RESERVE_S before the move's `deadline`
        (default: a move asked now)."""
        if deadline is None:
            deadline = self.deadline()
        return Effort(self.default_budget if budget is None else budget,
                      deadline.sooner(RESERVE_S))

    def choose(self, view: PlayerView, rng: random.Random, budget: float | None = None) -> Move:
        deadline = self.deadline()  # the move's clock runs from here: moves included
        with gc_held():
            moves = view_moves(view)
            if len(moves) == 1:
                return moves[0]
            return self.evaluate(view, rng, budget, moves, best_only=True,
                                 deadline=deadline)[0].move

    def evaluate(self, view: PlayerView, rng: random.Random, budget: float | None = None,
                 moves: list[Move] | None = None, keep: tuple[Move, ...] = (),
                 best_only: bool = False, all_moves: bool = False,
                 deadline: Deadline | None = None) -> list[MoveValue]:
        """Estimates of the moves searched, best first. `keep` moves are always searched;
        `all_moves` searches every move it looks at (ai/moves.py: every legal move but on a
        freak table), for explanations and reviews. `deadline`: the move's (default: one
        starting now, of the player's time cap)."""
        if deadline is None:
            deadline = self.deadline()
        with gc_held():
            if moves is None:
                moves = view_moves(view)
            effort = self.effort(budget, deadline)
            effort.strain(cost(moves, MEDIUM_UNITS))  # the candidates' estimates (freak table)
            values = self.search(view, rng, effort, moves, keep, best_only, all_moves)
        self.clock_cut = effort.cut
        return values

    def search(self, view, rng, effort, moves, keep, best_only, all_moves) -> list[MoveValue]:
        raise NotImplementedError


def rank(values: list[MoveValue], prior: dict[Move, float]) -> list[MoveValue]:
    """Best first; equal values go to Medium's preference, then to card order."""
    return sorted(values, key=lambda mv: (-round(mv.value, 9), -prior.get(mv.move, 0.0),
                                          tiebreak(mv.move)))


def mover_here(view: PlayerView) -> int:
    """Points already won this round by the mover's side minus the other side (no majority)."""
    p0, p1, _, _ = accrued(view.rules, view.captured, view.xeris)
    return p0 - p1 if (view.seat & 1) == 0 else p1 - p0


def known_world(view: PlayerView):
    """Two players with the stock empty: every card is known (the unseen are the opponent's
    hand), so the world is certain; None otherwise."""
    if view.stock_size or len(view.hand_sizes) != 2:
        return None
    unseen = view.unseen()
    opp = 1 - view.seat
    if len(unseen) != view.hand_sizes[opp]:
        return None
    hands = [[], []]
    hands[view.seat] = list(view.hand)
    hands[opp] = unseen
    return view.as_state(hands, [])


def exact_search(view: PlayerView, effort: Effort, moves: list[Move],
                 best_only: bool) -> list[MoveValue] | None:
    """Solve a known world exactly within the effort left; None if it does not fit."""
    world = known_world(view)
    if world is None:
        return None
    limit = max(1, int(effort.left / SOLVER_NODE_UNITS))
    solver = Solver(world, node_limit=limit, should_stop=effort.exhausted,
                    child_cost=SOLVER_NODES if effort.strained else 0.0)
    here = mover_here(view)
    sign = 1 if (view.seat & 1) == 0 else -1
    try:
        if best_only:
            move, v = solver.best_move(world)
            out = [MoveValue(move, here + sign * v, 0, True)]
        else:
            out = [MoveValue(m, here + sign * v, 0, True)
                   for m, v in solver.move_values(world, moves)]
    except OutOfNodesError:
        effort.spend(solver.nodes * SOLVER_NODE_UNITS)
        return None
    effort.spend(solver.nodes * SOLVER_NODE_UNITS)
    return out


def sample_search(view: PlayerView, rng: random.Random, effort: Effort, cands: list[Move],
                  config: SearchConfig, worlds: int | None = None) -> list[MoveValue]:
    """Perfect-information Monte Carlo over sampled worlds: every candidate is played in
    every world (common random numbers), so they are compared on the same deals. Stops
    when the effort is spent (after at least `min_worlds`), or after `worlds` worlds."""
    side = view.seat & 1
    here = mover_here(view)
    unseen = view.unseen()
    evidence = Evidence(view, config.infer_points) if config.infer else None
    likelihood = None
    if config.likelihood:
        likelihood = Likelihood(view)
        effort.spend(LIKELIHOOD_UNITS * len(likelihood.decisions))
    live = list(range(len(cands)))
    sums = [0.0] * len(cands)
    sq = [0.0] * len(cands)
    counts = [0] * len(cands)
    draws: list[list[float]] = [[] for _ in cands]
    n = 0
    while True:
        if worlds is not None:
            if n >= worlds:
                break
        elif (n >= config.min_worlds and effort.over() or n >= MAX_WORLDS
              or n and effort.exhausted()):
            break
        if likelihood is not None:
            world = weighted_world(view, rng, likelihood, unseen, evidence, config.likelihood)
            effort.spend(CANDIDATE_UNITS * config.likelihood)
        else:
            world = sample_world(view, rng, unseen, evidence)
        n += 1
        values = _world_values(world, side, here, [cands[i] for i in live], config, effort)
        if n > 1 and effort.exhausted():
            break  # this world's playouts may have been cut short: keep the whole ones
        for i, v in zip(live, values, strict=True):
            sums[i] += v
            sq[i] += v * v
            counts[i] += 1
            draws[i].append(v)
        if (worlds is None and len(live) > 2 and n >= config.prune_after
                and n % config.prune_after == 0):
            live = _prune(live, sums, sq, counts, config.prune_margin)
    return [MoveValue(cands[i], sums[i] / counts[i], counts[i], draws=(tuple(draws[i]),))
            for i in range(len(cands)) if counts[i]]


def _prune(live, sums, sq, counts, margin) -> list[int]:
    means = {i: sums[i] / counts[i] for i in live}
    best = max(live, key=lambda i: means[i])
    n = counts[best]
    var = max(sq[best] / n - means[best] ** 2, 1.0)
    se = (2 * var / n) ** 0.5
    keep = [i for i in live if means[i] >= means[best] - margin - 2 * se]
    return keep if len(keep) >= 2 else sorted(live, key=lambda i: -means[i])[:2]


def _world_values(world, side: int, here: int, moves: list[Move], config: SearchConfig,
                  effort: Effort) -> list[float]:
    """The value of each move in one world, for `side`: exact if few cards are left."""
    in_hands = sum(len(h) for h in world.hands)
    if (in_hands <= config.solve_cards if not world.stock
            else in_hands <= config.deal_solve_cards):
        solver = Solver(world, node_limit=50_000, horizon=True,
                        child_cost=SOLVER_NODES if effort.strained else 0.0,
                        deal_value=(for_stock(len(world.stock), len(world.hands))
                                    if config.deal_value else None))
        solver.should_stop = lambda: effort.exhausted(solver.nodes * SOLVER_NODE_UNITS)
        try:
            values = solver.move_values(world, moves)
        except OutOfNodesError:
            values = None
        finally:
            # The closure holds the solver: without this the pair is a reference cycle, and
            # the solver's table (up to 50,000 entries) waits for a garbage collection
            # that then frees it in the middle of a later move.
            solver.should_stop = None
        effort.spend(solver.nodes * SOLVER_NODE_UNITS + len(moves) + 1)
        if values is not None:
            sign = 1 if side == 0 else -1
            return [here + sign * v for _, v in values]
    out = []
    stock = len(world.stock)
    learned = config.deal_value and for_stock(stock, len(world.hands)) is not None
    for m in moves:
        s = world.clone()
        s.apply(m)
        if learned:
            v, plies = playout_to_deal_value(s, side, stock, config.playout, effort)
        else:
            v, plies = playout_value(s, side, config.to_deal_end, config.after_deal, stock,
                                     config.playout, effort)
        effort.spend(plies * PLY_COST[config.playout] + 1)
        out.append(v)
    return out


def move_class(m: Move) -> tuple:
    """Moves that differ only by cards of a non-scoring suit lead to equivalent futures."""
    return (CANON[m.card], m.action, tuple(sorted(CANON[c] for c in m.cards)), m.value, m.kind)


def candidates(view: PlayerView, moves: list[Move], count: int, keep=(),
               all_moves: bool = False,
               effort: Effort | None = None) -> tuple[list[Move], dict[Move, float]]:
    """The `count` best distinct moves by Medium's estimate (plus `keep`; every distinct
    move if `all_moves`), and every move's estimate (with `effort`: of the moves estimated
    before its deadline)."""
    scored = score_moves(view, moves, effort=effort)
    prior = {s.move: s.value for s in scored}
    order = sorted(scored, key=lambda s: (-s.value, tiebreak(s.move)))
    seen = set()
    cands = []
    for s in order:
        k = move_class(s.move)
        if k in seen:
            continue
        seen.add(k)
        cands.append(s.move)
    if not all_moves:
        cands = cands[:count]
    for m in keep:
        if m not in cands and m in prior:
            cands.append(m)
    return cands, prior


def spread(values: list[MoveValue], moves: list[Move]) -> list[MoveValue]:
    """Give every move the estimate of the equivalent move that was searched."""
    by_class = {move_class(mv.move): mv for mv in values}
    out = []
    for m in moves:
        mv = by_class.get(move_class(m))
        if mv is not None:
            out.append(mv if mv.move == m else mv._replace(move=m))
    return out


class HardPlayer(SearchPlayer):
    """L3: determinized search with the playout policy; exact once the stock is empty."""

    name = "hard"
    default_budget = 0.2
    default_time_cap = 0.6

    def search(self, view, rng, effort, moves, keep, best_only, all_moves) -> list[MoveValue]:
        cands, prior = candidates(view, moves, self.config.candidates, keep, all_moves, effort)
        exact = exact_search(view, effort, cands, best_only and not keep and not all_moves)
        if exact is not None:
            values = exact
        elif len(cands) == 1:
            values = [MoveValue(cands[0], prior[cands[0]], 0)]
        else:
            values = sample_search(view, rng, effort, cands, self.config)
        if all_moves or keep:
            values = spread(values, moves)
        return rank(values, prior)
