"""Information-set Monte Carlo tree search (single observer, with availability counts).

Every iteration samples a world consistent with the view, walks down one tree shared by
all worlds using only the moves that exist in that world (a sampled opponent hand decides
which opponent moves are available), expands one new move, finishes the deal with the
playout policy and backs the round estimate up the path. Children are chosen by UCB where
the exploration term counts how often a move was *available*, not how often its parent
was visited. At the root only the most promising moves by Medium's estimate are searched.
"""

from __future__ import annotations

import math
import random

from diloti_qt.engine import Move, PlayerView

from .budget import Effort
from .evaluate import state_estimate
from .hard import MoveValue, SearchConfig, move_class
from .knowledge import Evidence, sample_world
from .moves import search_moves
from .policy import playout

EXPLORE = 6.0  # UCB exploration, in round points


class _Node:
    __slots__ = ("move", "side", "children", "visits", "avail", "total")

    def __init__(self, move: Move | None, side: int) -> None:
        self.move = move
        self.side = side          # the side that made `move`
        self.children: dict[tuple, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0          # sum of rewards for `side`


def ismcts_search(view: PlayerView, rng: random.Random, effort: Effort, cands: list[Move],
                  config: SearchConfig, explore: float = EXPLORE,
                  iterations: int | None = None) -> list[MoveValue]:
    """Estimates of the root candidates (mean reward; samples = visits)."""
    side = view.seat & 1
    unseen = view.unseen()
    evidence = Evidence(view, config.infer_points) if config.infer else None
    root = _Node(None, 1 - side)
    allowed = {move_class(m): m for m in cands}
    done = 0
    while True:
        if iterations is not None:
            if done >= iterations:
                break
        elif done >= 2 * len(cands) and effort.over() or done and effort.exhausted():
            break
        done += 1
        state = sample_world(view, rng, unseen, evidence)
        stock = len(state.stock)
        node = root
        path = [root]
        steps = 0
        while not state.round_over and (not config.to_deal_end or len(state.stock) == stock):
            moves = search_moves(state, effort)
            steps += 1
            mover = state.to_move & 1
            if node is root:
                avail = [(k, allowed[k]) for k in allowed]
            else:
                seen = {}
                for m in moves:
                    k = move_class(m)
                    if k not in seen:
                        seen[k] = m
                avail = list(seen.items())
            untried = [(k, m) for k, m in avail if k not in node.children]
            for k, _ in avail:
                child = node.children.get(k)
                if child is not None:
                    child.avail += 1
            if untried:
                k, m = untried[rng.randrange(len(untried))] if node is not root else untried[0]
                child = _Node(m, mover)
                child.avail = 1
                node.children[k] = child
                state.apply(_same_in_world(m, moves))
                path.append(child)
                node = child
                break
            best = None
            best_u = -math.inf
            for k, _ in avail:
                child = node.children[k]
                u = child.total / child.visits + explore * math.sqrt(
                    math.log(child.avail) / child.visits)
                if u > best_u:
                    best, best_u = child, u
            state.apply(_same_in_world(best.move, moves))
            path.append(best)
            node = best
        plies = 0
        if not state.round_over:
            plies = playout(state, config.to_deal_end, after=config.after_deal, stock=stock,
                            effort=effort)
        effort.spend(steps + plies + 1)
        r = state_estimate(state)
        for n in path:
            n.visits += 1
            n.total += r if n.side == 0 else -r
    out = []
    for k, m in allowed.items():
        child = root.children.get(k)
        if child is not None and child.visits:
            out.append(MoveValue(m, child.total / child.visits, child.visits))
    return out


def _same_in_world(m: Move, moves: list[Move]) -> Move:
    """The move of this world equivalent to `m` (the same cards up to non-scoring suits)."""
    if m in moves:
        return m
    k = move_class(m)
    for x in moves:
        if move_class(x) == k:
            return x
    raise AssertionError("an available move has an equivalent in the world")
