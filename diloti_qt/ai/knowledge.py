"""What a seat knows about the hidden cards, and full states ("worlds") consistent with it.

A level receives only a PlayerView. To search, Hard and Expert *sample* the hidden cards:
the other hands and the stock are filled from the cards the seat has not seen, so that
every hand has its known size, the stock its known size, and every other seat that owns
a declaration of value T holds a card of value T (its reserve, R18, R28, R29).
"""

from __future__ import annotations

import random

from diloti_qt.engine import PlayerView, State
from diloti_qt.engine.cards import VALUE

from .evaluate import CLASS_OF

_TRIES = 40


def reserve_needs(view: PlayerView) -> dict[int, int]:
    """Seat -> the value it must hold a card of, for every other seat owning a declaration."""
    return {d.owner: d.value for d in view.decls if d.owner != view.seat}


def hidden_seats(view: PlayerView) -> list[int]:
    return [s for s in range(len(view.hand_sizes)) if s != view.seat]


def class_counts(cards) -> list[int]:
    """Unseen cards per class (index 1..13, see evaluate.CLASS_OF)."""
    counts = [0] * 14
    for c in cards:
        counts[CLASS_OF[c]] += 1
    return counts


def sample_world(view: PlayerView, rng: random.Random, unseen: list[int] | None = None) -> State:
    """A full state agreeing with everything `view` knows, hidden cards drawn at random."""
    pool = list(view.unseen() if unseen is None else unseen)
    seats = hidden_seats(view)
    sizes = [view.hand_sizes[s] for s in seats]
    need = sum(sizes) + view.stock_size
    needs = reserve_needs(view)
    hands: list[list[int]] = [[] for _ in view.hand_sizes]
    hands[view.seat] = list(view.hand)
    for _ in range(_TRIES):
        rng.shuffle(pool)
        picked = pool[:need]
        pos = 0
        ok = True
        for s, n in zip(seats, sizes, strict=True):
            hand = picked[pos:pos + n]
            pos += n
            v = needs.get(s)
            if v is not None and not any(VALUE[c] == v for c in hand):
                ok = False
                break
            hands[s] = hand
        if ok:
            return view.as_state(hands, picked[pos:])
    return view.as_state(*_forced(view, pool, seats, sizes, needs, rng))


def _forced(view, pool, seats, sizes, needs, rng) -> tuple[list[list[int]], list[int]]:
    """Rare fallback: give each owner a reserve card first, then fill at random."""
    rng.shuffle(pool)
    hands: list[list[int]] = [[] for _ in view.hand_sizes]
    hands[view.seat] = list(view.hand)
    rest = list(pool)
    for s, n in zip(seats, sizes, strict=True):
        v = needs.get(s)
        if v is not None and n > 0:
            for i, c in enumerate(rest):
                if VALUE[c] == v:
                    hands[s].append(rest.pop(i))
                    break
    for s, n in zip(seats, sizes, strict=True):
        while len(hands[s]) < n and rest:
            hands[s].append(rest.pop())
    stock = rest[:view.stock_size]
    return hands, stock


def view_of_world(world: State, seat: int) -> PlayerView:
    return PlayerView.of(world, seat)
