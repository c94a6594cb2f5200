"""The player's own puzzles (issue 41): the costliest decisions of the player's kept matches,
where the Expert's comments found one (docs/NOTATION.md, "Puzzles").

From every kept two-player match whose Expert's comments are kept with its record (the
replay's "The Expert's comments"), each decision of the player's own seat that the comments
call costly (ui/replay/comments.is_costly: the loss at least MIN_LOSS and larger than its
error) is a candidate, the costliest first. Its position is the record's, replayed by the
engine. In a round's last deal (two players, the stock empty: every card is known) the
position is solved exactly (`python -m diloti_qt.ai solve`): the answers are the moves of the
best value, the margin is what the move played in the match lost against them (a decision
the exact values find costless is left out); elsewhere the answer is the Expert's preferred
move and the margin the Expert's estimated loss (`exact` False).

`own_puzzles` is bounded: at most 2 * MAX_PUZZLES decisions looked at, each exact solve
at most SOLVE_NODES search nodes and all of them together TOTAL_NODES (past either: the
Expert's estimate), at most MAX_PUZZLES kept. The
records are read by the job of ui/puzzles/gather.py, on a worker (no storage here: the
puzzles sit below it).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from diloti_qt.engine import Move, NotationError, State, check, parse_move

from . import Puzzle

MAX_PUZZLES = 50  # puzzles kept, the costliest first
SOLVE_NODES = 100_000  # one exact solve, at most (a last deal mostly needs far fewer)
TOTAL_NODES = 1_000_000  # every solve of one set together, at most (past it: estimates)

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class OwnPuzzle(Puzzle):
    """A Puzzle from the player's match: `key` (the record's id, round and move number:
    its name in the progress file), when it was played, the move played there and what
    it lost (`loss`: exact points, or the Expert's estimate when not `exact`). `values`
    are exact values when `exact`, else the Expert's estimates of its move and the played
    one only."""

    key: str = ""
    record_id: str = ""
    played_at: str = ""
    round: int = 0  # 0: the match's first round
    move_index: int = 0  # the move's number in its round (0: the first card played)
    played: Move | None = None
    loss: float = 0.0
    exact: bool = False


@dataclass(frozen=True)
class Candidate:
    """A costly decision of the comments, before its position is solved."""

    record_id: str
    played_at: str
    round: int
    move_index: int
    state: State
    played: Move
    best: Move
    loss: float
    played_value: float
    best_value: float
    deal: int
    players: tuple[str, str]


def own_key(record_id: str, round_index: int, move_index: int) -> str:
    """An own puzzle's name in the progress file: its record, round and move (stable)."""
    return f"{record_id}/{round_index}.{move_index}"


def candidates_of(record, comments: list[dict[int, dict]], seat: int, costly,
                  record_id: str = "", played_at: str = "") -> list[Candidate]:
    """The decisions of `seat` in `record` (a two-player engine.record.MatchRecord) that
    `costly(comment)` finds costly, from its Expert's comments as read for that seat (per
    round, move number -> comment: ui/replay/comments.read_comments), in the order played.
    A comment whose best move is not legal there, or is the move played, is left out."""
    if record.rules.players != 2:
        return []
    out: list[Candidate] = []
    for r, kept in enumerate(comments):
        found = sorted((m, c) for m, c in kept.items() if costly(c))
        if not found:
            continue
        positions = record.positions(r)
        moves = record.rounds[r].moves
        for m, c in found:
            state = positions[m]
            if state.to_move != seat:
                continue  # (two players: the side is the seat)
            try:
                verdict = check(state, parse_move(c["best"]))
            except NotationError:
                continue
            if not verdict.legal or verdict.move == moves[m]:
                continue
            out.append(Candidate(record_id, played_at, r, m, state.clone(), moves[m],
                                 verdict.move, float(c["loss"]), float(c["played_value"]),
                                 float(c["best_value"]), record.deal_number or 0,
                                 (record.players[0].name, record.players[1].name)))
    return out


def costliest(items: list) -> list:
    """`items` (with loss, record_id, round, move_index) the costliest first, then the
    newest match's (record ids sort by time), then in the order played."""
    items = sorted(items, key=lambda c: (c.round, c.move_index))
    items.sort(key=lambda c: c.record_id, reverse=True)
    items.sort(key=lambda c: -c.loss)
    return items


def last_deal(state: State) -> bool:
    """Whether the exact solver answers `state`: two players, the stock empty."""
    return (state.rules.players == 2 and not state.stock and not state.round_over
            and state.to_move is not None and bool(state.hands[state.to_move]))


class Budget:
    """The search nodes the exact solves of one set may still use."""

    def __init__(self, total: int = TOTAL_NODES) -> None:
        self.left = total


def solve(state: State, node_limit: int, budget: Budget | None = None):
    """Every legal move of the last-deal `state` with its exact value (ai.cli.solved_moves'
    values: the round's final points, mover's side minus the other's, best first), or None
    past `node_limit` nodes or the `budget`'s (what it used is taken from the budget)."""
    from diloti_qt.ai.evaluate import accrued
    from diloti_qt.ai.solver import OutOfNodesError, Solver
    from diloti_qt.engine import legal_moves, move_sort_key

    limit = node_limit if budget is None else min(node_limit, budget.left)
    if limit <= 0:
        return None
    p0, p1, _, _ = accrued(state.rules, state.captured, state.xeris)
    sign = -1 if state.rules.side_of(state.to_move) else 1
    before = sign * (p0 - p1)
    solver = Solver(state, limit)
    try:
        values = solver.move_values(state, legal_moves(state))
    except OutOfNodesError:
        values = None
    finally:
        if budget is not None:
            budget.left -= min(limit, solver.nodes)
    if values is None:
        return None
    return tuple(sorted(((m, before + sign * v) for m, v in values),
                        key=lambda mv: (-mv[1], move_sort_key(mv[0]))))


def puzzle_of(c: Candidate, node_limit: int = SOLVE_NODES,
              budget: Budget | None = None) -> OwnPuzzle | None:
    """The candidate as a puzzle: solved exactly in a last deal (None if the exact values
    find the played move as good as the best), else (or past the nodes) the Expert's
    estimate."""
    key = own_key(c.record_id, c.round, c.move_index)
    common = dict(deal=c.deal, players=c.players, state=c.state, reason="", rules=(),
                  explanation={}, plies=1, tempting=0, grade=1, key=key,
                  record_id=c.record_id, played_at=c.played_at, round=c.round,
                  move_index=c.move_index, played=c.played)
    values = solve(c.state, node_limit, budget) if last_deal(c.state) else None
    if values is not None:
        from .build import same_outcome_key

        best = values[0][1]
        played = next((v for m, v in values if m == c.played), None)
        if played is None:
            played = next(v for m, v in values
                          if same_outcome_key(m) == same_outcome_key(c.played))
        if played >= best:
            return None  # the exact values: the move cost nothing
        answers = tuple(m for m, v in values if v == best)
        return OwnPuzzle(answers=answers, margin=best - played, values=values,
                         loss=float(best - played), exact=True, **common)
    values = ((c.best, c.best_value), (c.played, c.played_value))
    return OwnPuzzle(answers=(c.best,), margin=max(1, round(c.loss)), values=values,
                     loss=round(c.loss, 1), exact=False, **common)


def own_puzzles(found: list[Candidate], limit: int = MAX_PUZZLES,
                node_limit: int = SOLVE_NODES, total_nodes: int = TOTAL_NODES) -> list[OwnPuzzle]:
    """The puzzles of the costliest `2 * limit` candidates (each solved exactly where it
    can be, within `total_nodes` for all), the costliest first by the loss the puzzle
    states, at most `limit`."""
    out = []
    budget = Budget(total_nodes)
    for c in costliest(list(found))[:2 * limit]:
        puzzle = puzzle_of(c, node_limit, budget)
        if puzzle is not None:
            out.append(puzzle)
    return costliest(out)[:limit]


__all__ = ["MAX_PUZZLES", "Candidate", "OwnPuzzle", "candidates_of", "own_key", "own_puzzles",
           "puzzle_of"]
