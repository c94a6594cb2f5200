"""Round review: a player's costliest decisions of a finished round, by the Expert's estimate.

For every move the seat made (or, for a match's comments, every move its side made: its
partner's too), the Expert looks at the position as the seat that decided saw it (that
seat's view only, never the whole deal), estimates the move that was played and its own
preferred move, and the difference is the points the decision probably lost. No UI here:
each item carries the state before the move so that the table can be shown as it was.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from diloti_qt.engine import Move, PlayerView, State

from .explain import Explanation, describe_move
from .hard import paired_error
from .moves import view_moves


class Whose(Enum):
    """Whose decisions a review looks at, for a player at a seat."""

    SEAT = "seat"  # the seat's own (the round review: "your decisions")
    SIDE = "side"  # every seat of its side: with four players its partner's too (comments)


def reviewed(state: State, seat: int, whose: Whose) -> bool:
    """Whether the decision at `state` (its seat to move decides) is one a review of
    `whose` decisions for the player at `seat` looks at (the engine says who partners)."""
    if whose is Whose.SEAT:
        return state.to_move == seat
    return state.to_move is not None and \
        state.rules.side_of(state.to_move) == state.rules.side_of(seat)


@dataclass(frozen=True)
class ReviewItem:
    """One decision of a round as the review saw it: what was played, what was best, the
    cost."""
    index: int                 # the move's number in the round (0 = first card played)
    state: State               # the position before the move (show the table as it was)
    seat: int                  # the seat that decided (the values: its side's)
    played: Move
    best: Move
    played_value: float        # estimated final round points, seat's side minus the other
    best_value: float
    loss: float                # best_value - played_value, never negative
    played_why: Explanation
    best_why: Explanation
    # Two standard errors of `loss` (0 when both values are exact): a decision is said to
    # have cost points only when its loss is larger than this (worth_listing).
    error: float = 0.0


def round_decisions(initial: State,
                    history: Iterable[tuple[int, Move]]) -> list[tuple[State, Move]]:
    """(state before the move, move) for every move of a round, replayed from its deal."""
    state = initial.clone()
    out = []
    for seat, move in history:
        if state.to_move != seat:
            raise ValueError(f"history says seat {seat} moves, the round says {state.to_move}")
        out.append((state.clone(), move))
        state.apply(move)
    return out


def estimate(index: int, state: State, played: Move, budget: float | None = 0.25,
             level: str = "expert", player=None) -> ReviewItem | None:
    """The Expert's one estimate of a decision: `played` at `state`, move number `index` of
    its round, from the view of the seat that decided; None when that seat had no choice.
    The round review and the match's comments (the replay) both ask it, so a decision costs
    the same wherever it is shown: its generator is seeded by the move's number, and its
    search is a fixed amount of work (`budget`, ai/budget.py) with no clock to cut it (a
    search cut by the clock gives a figure that depends on how busy the machine was; the
    review runs off the GUI thread and can be cancelled, so no move waits for it)."""
    if player is None:
        player = review_player(level)
    decider = state.to_move
    view = PlayerView.of(state, decider)  # what that seat knew: its hand, not the deal
    moves = view_moves(view)
    if len(moves) < 2:
        return None
    ranked = player.evaluate(view, random.Random(f"review:{index}"), budget, moves,
                             keep=(played,))
    best = ranked[0]
    mine = next((mv for mv in ranked if mv.move == played), None)
    if mine is None:
        return None
    error = 0.0 if best.move == played else 2 * paired_error(best, mine)
    return ReviewItem(index, state, decider, played, best.move, mine.value, best.value,
                      max(0.0, best.value - mine.value), describe_move(view, played),
                      describe_move(view, best.move), error)


def review_player(level: str = "expert"):
    """The player a review asks: no clock, and the Expert without helper processes. Whether
    the helpers' pool was up, still starting or gone changed how the Expert split its work,
    so the same decision cost 7.5 points in the replay and 8.5 in the round review (issue
    38, D8); the app's review workers had no helpers anyway (DILOTI_AI_PROCESSES=0)."""
    if level == "expert":
        from .expert import ExpertPlayer

        return ExpertPlayer(time_cap=None, processes=False)
    from . import make_player

    return make_player(level, reproducible=True)


def worth_listing(item: ReviewItem | None, min_loss: float, keep_all: bool) -> bool:
    """Whether a review lists `item`: every decision with a choice (`keep_all`), or one
    whose move lost at least `min_loss` points to another, more than the estimate's error
    (two standard errors: a smaller loss may be the sampling's luck)."""
    return item is not None and (keep_all or (item.loss >= min_loss and item.loss > item.error
                                              and item.best != item.played))


def review_decisions(decisions: Sequence[tuple[State, Move]], seat: int,
                     budget: float | None = 0.25, level: str = "expert", top: int = 5,
                     min_loss: float = 0.5,
                     progress: Callable[[int, int], None] | None = None,
                     keep_all: bool = False, whose: Whose = Whose.SEAT) -> list[ReviewItem]:
    """The `top` decisions of `seat` (`whose`: or of its side) that lost the most (at least
    `min_loss` points), costliest first, each looked at from the view of the seat that
    decided (`decisions` from the round's first move: each is numbered by its place).
    Each is `estimate`d, as the round review's jobs are. `progress(done, total)` is called
    after each decision (for a progress bar). `keep_all` keeps every decision that had a
    choice, also the Expert's own move (its values: the chance of winning)."""
    player = review_player(level)
    mine = [(i, s, m) for i, (s, m) in enumerate(decisions) if reviewed(s, seat, whose)]
    items = []
    for k, (i, state, played) in enumerate(mine):
        item = estimate(i, state, played, budget, level, player)
        if worth_listing(item, min_loss, keep_all):
            items.append(item)
        if progress is not None:
            progress(k + 1, len(mine))
    items.sort(key=lambda it: (-it.loss, it.index))
    return items[:top]


def review_round(initial: State, history: Iterable[tuple[int, Move]], seat: int,
                 budget: float | None = 0.25, level: str = "expert", top: int = 5,
                 min_loss: float = 0.5, whose: Whose = Whose.SEAT) -> list[ReviewItem]:
    """Review a finished round from its deal (`initial`, before the first card) and its
    history (the final state's `history`)."""
    return review_decisions(round_decisions(initial, history), seat, budget, level, top,
                            min_loss, whose=whose)
