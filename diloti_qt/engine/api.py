"""The engine's small public surface: legal outcomes, checking and applying moves."""

from __future__ import annotations

from .check import Request, Verdict, check_move
from .movegen import legal_moves
from .notation import outcome_json
from .state import Move, State


def legal_outcomes(state: State) -> list[dict]:
    """NOTATION outcomes of every legal move, in a stable order."""
    moves = sorted(legal_moves(state), key=move_sort_key)
    return [outcome_json(state, m) for m in moves]


def move_sort_key(move: Move) -> tuple:
    return (move.card, move.action, move.value, len(move.cards), move.cards)


def check(state: State, request: Request) -> Verdict:
    return check_move(state, request)


def play(state: State, move: Move) -> State:
    """A new state after `move` (which must be legal); `state` is left unchanged."""
    nxt = state.clone()
    nxt.apply(move)
    return nxt


def as_request(move: Move) -> Request:
    return Request(move.card, move.action, move.cards, move.value)
