"""A brute-force reference: every conceivable request checked one by one (slow, for tests)."""

from __future__ import annotations

from itertools import combinations

from diloti_qt.engine import check
from diloti_qt.engine.check import Request
from diloti_qt.engine.state import State


def table_units(state: State) -> list[tuple[int, ...]]:
    """Loose cards one by one, declarations whole: every legal move uses whole units."""
    return [(c,) for c in state.loose] + [d.cards for d in state.decls]


def all_requests(state: State):
    units = table_units(state)
    hand = state.hands[state.to_move]
    for card in hand:
        yield Request(card, "lay")
        for size in range(1, len(units) + 1):
            for combo in combinations(units, size):
                cards = tuple(sorted(c for unit in combo for c in unit))
                yield Request(card, "capture", cards)
                for value in range(1, 11):
                    yield Request(card, "declare", cards, value)


def brute_legal(state: State) -> set:
    moves = set()
    for req in all_requests(state):
        verdict = check(state, req)
        if verdict.legal:
            moves.add(verdict.move)
    return moves
