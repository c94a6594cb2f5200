"""Random positions with declarations, for comparing the engine's questions with each other."""

from __future__ import annotations

import random

from diloti_qt.engine import PROFILES, VARIANTS, Rules
from diloti_qt.engine.cards import ALL_CARDS, VALUE
from diloti_qt.engine.state import Decl, State


def random_rules(rng: random.Random) -> Rules:
    """A random profile with every variant drawn at random."""
    overrides = {vid: rng.choice(options) for vid, options in VARIANTS.items()
                 if vid != "V-TARGET"}
    return Rules.make(rng.choice(sorted(PROFILES)), overrides)


def _take_sum(pool: list[int], value: int, rng: random.Random) -> list[int] | None:
    """Numerals from `pool` adding up to `value` (taken out of it), or None."""
    rng.shuffle(pool)
    picked, total = [], 0
    for c in list(pool):
        v = VALUE[c]
        if v and total + v <= value:
            picked.append(c)
            total += v
            if total == value:
                for x in picked:
                    pool.remove(x)
                return picked
    return None


def random_position(rng: random.Random, loose: tuple[int, int] = (0, 10),
                    small: bool = False) -> State:
    """A position of the seat to move with random loose cards (only aces to fours if
    `small`), up to one declaration per seat (simple or family) and a random hand."""
    rules = random_rules(rng)
    n = rules.players
    deck = [c for c in ALL_CARDS if not small or 1 <= VALUE[c] <= 4 or rng.random() < 0.2]
    rng.shuffle(deck)
    pool = list(deck)
    seat = rng.randrange(n)
    decls: list[Decl] = []
    for owner in range(n):
        if rng.random() < 0.45:
            value = rng.randint(2, 10)
            first = _take_sum(pool, value, rng)
            if first is None or len(first) < 2 and rng.random() < 0.5:
                continue
            family = rng.random() < 0.5 or len(first) < 2
            cards = list(first)
            if family:
                second = _take_sum(pool, value, rng)
                if second is None:
                    pool.extend(first)
                    continue
                cards += second
            decls.append(Decl(value, owner, family, tuple(sorted(cards))))
    count = rng.randint(*loose)
    table = pool[:count]
    used = set(table) | {c for d in decls for c in d.cards}
    rest = [c for c in ALL_CARDS if c not in used]
    rng.shuffle(rest)
    hand = rest[: rng.randint(1, 6)]
    hands = [[] for _ in range(n)]
    hands[seat] = hand
    other = rest[len(hand):]
    for s in range(n):
        if s != seat:
            hands[s] = other[:3]
            other = other[3:]
    return State(rules=rules, dealer=(seat - 1) % n, to_move=seat, hands=hands, loose=table,
                 decls=decls, round_opening=rng.random() < 0.1)
