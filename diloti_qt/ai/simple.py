"""The two simplest levels: Random (L0, uniform over legal moves) and Easy (L1, greedy).

Neither looks at the clock: all either does is bounded on any table (about 2 ms at most on
the reference machine, the freak tables of bench/adversarial.py included: ai/moves.py), so
each answers within its budget on the clock plus budget.SLACK_S."""

from __future__ import annotations

import random

from diloti_qt.engine import (
    Action,
    Move,
    PlayerView,
    State,
    card_points,
    table_after,
    xeri_allowed,
)
from diloti_qt.engine.cards import VALUE

from .base import Clocked
from .moves import view_moves


class RandomPlayer(Clocked):
    """L0: a uniformly random legal move; a baseline and a fuzzer."""

    name = "random"

    def choose(self, view: PlayerView, rng: random.Random, budget: float | None = None) -> Move:
        moves = view_moves(view)
        return moves[rng.randrange(len(moves))]


def capture_gain(view: PlayerView, move: Move) -> float:
    """Greedy worth of a capture: scoring cards, card count and a xeri."""
    taken = (move.card, *move.cards)
    gain = sum(card_points(c) for c in taken) + 0.1 * len(taken)
    if table_after(view.loose, view.decls, view.seat, move, xeri_allowed(view)).xeri:
        gain += 10
    return gain


def lay_cost(card: int) -> float:
    """How much laying a card gives away: its points, and low cards are easy to sum."""
    return card_points(card) * 3 + (0.5 if VALUE[card] and VALUE[card] <= 5 else 0.0)


class EasyPlayer(Clocked):
    """L1: the capture worth most, else lay the least valuable card; never declares."""

    name = "easy"

    def choose(self, view: PlayerView, rng: random.Random, budget: float | None = None) -> Move:
        moves = view_moves(view)
        captures = [m for m in moves if m.action == Action.CAPTURE]
        if captures:
            return max(captures, key=lambda m: (capture_gain(view, m), -m.card))
        lays = [m for m in moves if m.action == Action.LAY]
        if lays:
            return min(lays, key=lambda m: (lay_cost(m.card), m.card))
        return moves[rng.randrange(len(moves))]


def easy_order(view: PlayerView, moves: list[Move]) -> list[Move]:
    """Easy's preference over all moves: captures by worth, then lays, then the rest."""
    def key(m: Move) -> tuple:
        if m.action == Action.CAPTURE:
            return (0, -capture_gain(view, m), -m.card)
        if m.action == Action.LAY:
            return (1, lay_cost(m.card), m.card)
        return (2, m.card, m.value, m.cards)

    return sorted(moves, key=key)


def easy_value(view: PlayerView, move: Move) -> float:
    """Easy's only estimate: the round's points so far (mover's side minus the other) plus
    the points a capture wins at once (scoring cards and a xeri); it looks no further."""
    from .evaluate import PTS, XERI, view_estimate

    base = view_estimate(view)
    if view.seat & 1:
        base = -base
    if move.action != Action.CAPTURE:
        return base
    xeri = table_after(view.loose, view.decls, view.seat, move, xeri_allowed(view)).xeri
    return base + PTS[move.card] + sum(PTS[c] for c in move.cards) + (XERI if xeri else 0)


def seat_view(state: State, seat: int | None = None) -> PlayerView:
    return PlayerView.of(state, state.to_move if seat is None else seat)
