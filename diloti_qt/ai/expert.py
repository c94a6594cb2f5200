"""Expert (L4): the search of Hard or information-set MCTS, tuned, on both cores.

Measured (arena, single rounds against Hard at equal budget): PIMC beat ISMCTS, playouts
to the end of the deal beat playouts to the end of the round by far, and Expert plays one
ply into the next deal and samples worlds that agree with the sweeps and the point captures
the other seats did not take (knowledge.Evidence); see the report on issue 4.

The work is split into two halves with seeds drawn from the caller's generator; each half
runs in a worker process (parallel.py) and the results are merged, so the answer is the
same whether the halves run in parallel or, as a fallback, one after the other. Each half
gets the full budget, so Expert does twice Hard's work in the same time. The time cap is
for the whole move, from the moment it is asked (ai/budget.py): the halves stop
HAND_OVER_S before the move's deadline so that their answers come back and merge within
it; halves that run one after the other share it (parallel.run_all), so without helper
processes a capped move may stop with less work done; a helper's answer that is not back
by the deadline is not waited for (the move is chosen from the other half, or from
Medium's estimates if none came back). In a two-player last deal it solves the whole deal
exactly, the root moves shared between the processes.
Which search Expert uses (`SearchConfig.algorithm`) was chosen by arena measurements.
"""

from __future__ import annotations

import random
import time

from diloti_qt.engine import Move, PlayerView

from . import parallel
from .base import DEFAULT
from .budget import (
    NO_DEADLINE,
    SOLVER_NODE_UNITS,
    Clock,
    Deadline,
    Effort,
    gc_held,
    work_for,
)
from .hard import (
    MoveValue,
    SearchConfig,
    SearchPlayer,
    candidates,
    known_world,
    mover_here,
    rank,
    sample_search,
    spread,
)
from .ismcts import ismcts_search
from .moves import SOLVER_NODES, view_moves
from .solver import OutOfNodesError, Solver

EXPERT_CONFIG = SearchConfig(candidates=7, solve_cards=10, after_deal=1, infer=True,
                             algorithm="pimc")
HALVES = 2
HAND_OVER_S = 0.04  # kept from the time cap for sending the halves' answers back and merging

# A half's (move, sum, samples, values world by world) per move, and whether the clock cut it.
Half = tuple[list[tuple[Move, float, int, tuple[float, ...]]], bool]


def _half(view: PlayerView, seed: int, budget: float, deadline: Deadline | None,
          cands: list[Move], config: SearchConfig, strained: bool = False) -> Half:
    """One process's share: (move, sum of values, samples) per candidate, and whether the
    deadline cut it short. `strained`: the move's search met a freak table (ai/moves.py),
    whose work this share pays for too."""
    rng = random.Random(seed)
    effort = Effort(budget, deadline or NO_DEADLINE)
    effort.strained = strained
    with gc_held():  # in a helper process too: its collections run between moves
        if config.algorithm == "ismcts":
            values = ismcts_search(view, rng, effort, cands, config, config.explore)
        else:
            values = sample_search(view, rng, effort, cands, config)
    return [(mv.move, mv.value * mv.samples, mv.samples, sum(mv.draws, ()))
            for mv in values], effort.cut


def _solve_part(view: PlayerView, moves: list[Move], node_limit: int, best_only: bool,
                deadline: Deadline | None,
                child_cost: float = 0.0) -> list[tuple[Move, int]] | None:
    """Exact values (side 0 minus side 1, future) of some root moves of a known world."""
    world = known_world(view)
    effort = Effort(1.0, deadline or NO_DEADLINE)
    solver = Solver(world, node_limit=node_limit, should_stop=effort.interrupted,
                    child_cost=child_cost)
    try:
        with gc_held():
            if best_only:
                return [solver.best_move(world, moves)]
            return solver.move_values(world, moves)
    except OutOfNodesError:
        return None


class ExpertPlayer(SearchPlayer):
    """L4: tuned search on both cores, exact in the two-player last deal."""

    name = "expert"
    default_budget = 0.6
    default_time_cap = 0.9

    def __init__(self, time_cap: float | None | str = DEFAULT,
                 config: SearchConfig | None = None, processes: bool = True,
                 clock: Clock = time.perf_counter, asked: float | None = None):
        super().__init__(time_cap, config or EXPERT_CONFIG, clock, asked)
        self.processes = processes
        if processes:
            parallel.warm_up_async()

    def prepare(self) -> None:
        """Start the worker processes ahead of the first move (optional)."""
        if self.processes:
            parallel.warm_up()

    def search(self, view, rng, effort, moves, keep, best_only, all_moves) -> list[MoveValue]:
        config = self.config
        budget = max(effort.left, 1) / work_for(1.0)  # what a freak table's moves left of it
        cands, prior = candidates(view, moves, config.candidates, keep, all_moves, effort)
        values = None
        if known_world(view) is not None and len(moves) > 1:
            every, _ = candidates(view, moves, 0, keep, True, effort)
            values = self._exact(view, effort, every, best_only and not keep and not all_moves)
        if values is None:
            if len(cands) == 1:
                values = [MoveValue(cands[0], prior[cands[0]], 0)]
            else:
                seeds = [rng.getrandbits(63) for _ in range(HALVES)]
                args = [(view, seed, budget, None, cands, config, effort.strained)
                        for seed in seeds]
                parts = self._run(_half, args, effort, 3)
                sums: dict[Move, list] = {}
                runs: list[dict[Move, tuple[float, ...]]] = []  # each half's worlds
                for part in parts:
                    if part is None:  # not back by the deadline: chosen without it
                        effort.cut = True
                        continue
                    rows, cut = part
                    effort.cut |= cut
                    runs.append({m: draws for m, _, _, draws in rows})
                    for m, total, n, _ in rows:
                        acc = sums.setdefault(m, [0.0, 0])
                        acc[0] += total
                        acc[1] += n
                values = [MoveValue(m, t / n, n, draws=tuple(run.get(m, ()) for run in runs))
                          for m, (t, n) in sums.items() if n]
                if not values:  # no half came back in time: Medium's estimates
                    values = [MoveValue(m, prior[m], 0) for m in cands]
        if all_moves or keep:
            values = spread(values, moves)
        return rank(values, prior)

    def _run(self, fn, args: list[tuple], effort: Effort, at: int) -> list:
        """fn(*a) for every a, in the helper processes if there are any: each gets its
        deadline (as its argument `at`) HAND_OVER_S before the search's, and an answer not
        back by the search's deadline is None."""
        return parallel.run_all(fn, args, self.processes,
                                deadline=effort.deadline.sooner(HAND_OVER_S), at=at,
                                wait=effort.deadline)

    def _exact(self, view, effort, cands, best_only) -> list[MoveValue] | None:
        """The whole rest of a two-player round solved exactly, root moves shared between
        the processes; None if it does not fit in the budget."""
        limit = max(1, int(effort.left / SOLVER_NODE_UNITS))
        parts = [cands[i::HALVES] for i in range(HALVES)]
        parts = [p for p in parts if p]
        child_cost = SOLVER_NODES if effort.strained else 0.0
        args = [(view, p, limit, best_only, None, child_cost) for p in parts]
        answers = self._run(_solve_part, args, effort, 4)
        if any(a is None for a in answers):  # too big, or not back by the deadline
            return None
        here = mover_here(view)
        sign = 1 if (view.seat & 1) == 0 else -1
        values = [MoveValue(m, here + sign * v, 0, True) for a in answers for m, v in a]
        if best_only:
            values.sort(key=lambda mv: -mv.value)
            values = values[:1]
        return values


class OraclePlayer(SearchPlayer):
    """Sees every card (measurement only, never offered to people): the true deal is its
    only world, searched like Hard's worlds, and solved exactly once few cards are left."""

    name = "oracle"
    default_budget = 0.2
    default_time_cap = 0.6

    def __init__(self, time_cap: float | None | str = DEFAULT,
                 config: SearchConfig | None = None, clock: Clock = time.perf_counter,
                 asked: float | None = None):
        super().__init__(time_cap, config or SearchConfig(candidates=8, solve_cards=12,
                                                          deal_solve_cards=12), clock, asked)
        self.node_limit = 60_000

    def choose(self, view: PlayerView, rng: random.Random, budget: float | None = None) -> Move:
        raise TypeError("the Oracle sees the whole state: call choose_full(state, rng, budget)")

    def choose_full(self, state, rng: random.Random, budget: float | None = None) -> Move:
        effort = self.effort(budget)  # the move's clock runs from here
        with gc_held():
            return self._choose_full(state, effort)

    def _choose_full(self, state, effort: Effort) -> Move:
        view = PlayerView.of(state, state.to_move)
        moves = view_moves(view)
        if len(moves) == 1:
            return moves[0]
        world = state.clone()
        in_hands = sum(len(h) for h in world.hands)
        if in_hands <= (self.config.solve_cards if not world.stock
                        else self.config.deal_solve_cards):
            # The rest of the round, or of the deal (then estimated), searched exactly.
            try:
                return Solver(world, node_limit=self.node_limit, horizon=True,
                              should_stop=effort.interrupted).best_move(world)[0]
            except OutOfNodesError:
                pass
        cands, prior = candidates(view, moves, self.config.candidates, effort=effort)
        self.clock_cut = effort.cut
        if len(cands) == 1:
            return cands[0]
        side = view.seat & 1
        from .hard import _world_values

        values = _world_values(world, side, mover_here(view), cands, self.config, effort)
        self.clock_cut = effort.cut
        scored = [MoveValue(m, v, 1) for m, v in zip(cands, values, strict=True)]
        return rank(scored, prior)[0].move
