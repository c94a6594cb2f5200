"""Shared arithmetic of the computer players: card points, table threats, round estimates.

Every estimate is in *round points*: the expected final round points (R36) of one side
minus the other's. Side 0 is seats 0 (and 2); side 1 is seats 1 (and 3) (R40).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from diloti_qt.engine import CARD_POINTS
from diloti_qt.engine.cards import ALL_CARDS, RANK, VALUE
from diloti_qt.engine.movegen import loose_sums
from diloti_qt.engine.shapes import splits
from diloti_qt.engine.state import Decl, State

XERI = 10
MAJORITY = 4

# Points each card is worth in the count (R36), the engine's table under a short name.
PTS: tuple[int, ...] = CARD_POINTS

# The marginal worth of one captured card toward the majority, used by the fast heuristics
# (the round estimate below computes the majority properly from the counts).
CARD_WORTH = 0.3

# Spread of the final card split: sd of (side 0 cards - side 1 cards) per sqrt(cards left).
MAJORITY_SD = 1.4

# Card classes: a numeral's value 1..10, or 11 + rank offset for J, Q, K (face cards only
# capture their own rank, R2, R13).
CLASS_OF: tuple[int, ...] = tuple(VALUE[c] if VALUE[c] else 1 + RANK[c] for c in ALL_CARDS)
CLASSES = tuple(range(1, 14))


def side_points(cards: Iterable[int]) -> int:
    return sum(PTS[c] for c in cards)


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def majority_estimate(count0: int, count1: int, left: int, lean: float = 0.0) -> float:
    """Expected majority points of side 0 minus side 1 (R36), given captured counts and the
    cards still to be captured; `lean` shifts the expected split of those cards."""
    if left <= 0:
        if count0 == count1:
            return 0.0
        return MAJORITY if count0 > count1 else -MAJORITY
    margin = count0 - count1 + lean
    sd = MAJORITY_SD * math.sqrt(left)
    # Side 0 wins the majority when its final margin is >= 1 (odd totals) / >= 2 (even).
    p0 = _phi((margin - 0.5) / sd)
    p1 = _phi((-margin - 0.5) / sd)
    return MAJORITY * (p0 - p1)


def accrued(rules, captured: Sequence[Sequence[int]], xeris: Sequence[int]) -> tuple:
    """(points of side 0, points of side 1, cards of side 0, cards of side 1), no majority."""
    pts = [0, 0]
    cnt = [0, 0]
    for seat, pile in enumerate(captured):
        s = seat & 1
        cnt[s] += len(pile)
        pts[s] += sum(PTS[c] for c in pile) + XERI * xeris[seat]
    return pts[0], pts[1], cnt[0], cnt[1]


def state_estimate(state: State, lean_cards: float = 0.0) -> float:
    """Expected final round points of side 0 minus side 1, from a full state.

    Points already captured count as they are; the cards still in play are split evenly
    in expectation except for the majority, which depends on the counts so far.
    """
    if state.round_over:
        rp = state.round_points or [0, 0]
        return float(rp[0] - rp[1])
    p0, p1, c0, c1 = accrued(state.rules, state.captured, state.xeris)
    left = len(state.loose) + len(state.stock) + sum(len(d.cards) for d in state.decls)
    left += sum(len(h) for h in state.hands)
    return p0 - p1 + majority_estimate(c0, c1, left, lean_cards)


def view_estimate(view) -> float:
    """The same estimate from a player's view (it needs nothing hidden), for side 0."""
    p0, p1, c0, c1 = accrued(view.rules, view.captured, view.xeris)
    left = len(view.loose) + view.stock_size + sum(len(d.cards) for d in view.decls)
    left += sum(view.hand_sizes)
    return p0 - p1 + majority_estimate(c0, c1, left)


# -- what a card of each class could take from a table ------------------------------------------

_BEST: dict[tuple, tuple[float, bool]] = {}
_BEST_LIMIT = 100_000


def table_key(loose: Sequence[int], decls: Sequence[Decl]) -> tuple[int, ...]:
    """A table's cards as one flat tuple of ints: the loose cards, -2, then each
    declaration's cards (in a fixed order) followed by -1. Flat, so that Python's garbage
    collector stops tracking the caches' keys on its first look at them: nested keys stayed
    tracked for several collections, and a collection walked the hundreds of thousands of
    them (issue 28: 30-180 ms of CPU in the middle of a move)."""
    if not decls:
        return (*loose, -2)
    return (*loose, -2, *(c for cards in sorted(d.cards for d in decls) for c in (*cards, -1)))


def best_capture(loose: Sequence[int], decls: Sequence[Decl], cls: int, xeri_ok: bool = True,
                 key: tuple | None = None) -> tuple[float, bool]:
    """(worth, xeri) of the best capture a card of class `cls` could make on this table,
    counting the points and cards taken (not the played card) and a xeri; (0, False) when
    it cannot capture. Approximate for house rules that force or forbid some captures."""
    if key is None:
        key = table_key(loose, decls)
    k = (*key, cls, xeri_ok)  # flat: see table_key
    found = _BEST.get(k)
    if found is not None:
        return found
    if cls > 10:  # a face card takes exactly one equal face card (R13)
        rank = cls - 1
        same = [c for c in loose if RANK[c] == rank]
        if not same:
            found = (0.0, False)
        else:
            xeri = xeri_ok and len(loose) == 1 and not decls
            found = (CARD_WORTH + (XERI if xeri else 0), xeri)
    else:
        nums = [c for c in loose if VALUE[c]]
        n_faces = len(loose) - len(nums)
        dv = [d for d in decls if d.value == cls]
        base = 0.0
        for d in dv:
            base += sum(PTS[c] for c in d.cards) + CARD_WORTH * len(d.cards)
        if len(nums) > SHAPE_NUMS:
            best, taken = best_union(nums, cls, CARD_WORTH)
            full = taken == len(nums)
        else:  # over the table's subsets (inline: the playouts' hottest loop)
            sums = loose_sums(tuple(VALUE[c] for c in nums))
            best = -1.0
            best_mask = 0
            for mask in sums.parts(cls):
                g = 0.0
                m = mask
                while m:
                    low = m & -m
                    c = nums[low.bit_length() - 1]
                    g += PTS[c] + CARD_WORTH
                    m ^= low
                if g > best:
                    best, best_mask = g, mask
            full = best_mask == (1 << len(nums)) - 1
        if best < 0:
            if not dv:
                found = (0.0, False)
                _store(k, found)
                return found
            best, full = 0.0, not nums
        xeri = xeri_ok and full and not n_faces and len(dv) == len(decls)
        found = (base + best + (XERI if xeri else 0), xeri)
    _store(k, found)
    return found


# More loose numerals than this (never in real play: 10 at most in 360 measured rounds)
# and the best capture is found on value shapes, in O(∏(c_v + 1)) (engine/shapes.py).
SHAPE_NUMS = 10
_UNION: dict[tuple, tuple[float, int]] = {}


def best_union(nums: Sequence[int], cls: int, per_card: float) -> tuple[float, int]:
    """(worth, cards) of the best capture of loose numerals `nums` by a card of value `cls`:
    the most points plus `per_card` for each card taken, over every union of groups worth
    `cls` (R10); worth -1 when there is none. Found on value shapes: within a value the
    cards with points are taken first."""
    # (value, points) of each card, as one flat, sorted tuple of ints (see table_key).
    key = (*sorted(VALUE[c] * 16 + PTS[c] for c in nums), cls, per_card)
    found = _UNION.get(key)
    if found is not None:
        return found
    counts = [0] * 11
    points: list[list[int]] = [[] for _ in range(11)]
    for c in nums:
        counts[VALUE[c]] += 1
        points[VALUE[c]].append(PTS[c])
    top = [[0] for _ in range(11)]  # top[v][k]: the points of the k richest cards of value v
    for v, pts in enumerate(points):
        for p in sorted(pts, reverse=True):
            top[v].append(top[v][-1] + p)
    values = [v for v in range(1, min(cls, 10) + 1) if counts[v]]
    # most[i]: the most that values[i:] can add (every card taken), to prune by.
    most = [0.0] * (len(values) + 1)
    for i in range(len(values) - 1, -1, -1):
        v = values[i]
        most[i] = most[i + 1] + top[v][counts[v]] + per_card * counts[v]
    k = [0] * 11
    best, best_n = -1.0, 0

    def walk(i: int, tot: int, n: int, pts: int) -> None:
        nonlocal best, best_n
        if pts + per_card * n + most[i] <= best:
            return
        if i == len(values):
            if n and not tot % cls and splits(tuple(k), cls):
                best, best_n = pts + per_card * n, n
            return
        v = values[i]
        for c in range(counts[v], -1, -1):  # more cards first
            k[v] = c
            walk(i + 1, tot + v * c, n + c, pts + top[v][c])
        k[v] = 0

    walk(0, 0, 0, 0)
    if len(_UNION) > _BEST_LIMIT:
        _UNION.clear()
    found = _UNION[key] = (best, best_n)
    return found


def _store(k: tuple, value: tuple) -> None:
    if len(_BEST) > _BEST_LIMIT:
        _BEST.clear()
    _BEST[k] = value


def hold_probabilities(counts: Sequence[int], pool: int, hand: int) -> list[float]:
    """P(a random `hand` of `pool` unseen cards holds none of the first k classes' cards),
    for k = 0..len(counts), given each class's number of unseen cards in `counts` order."""
    out = [1.0]
    s = 0
    for n in counts:
        s += n
        if hand <= 0 or s <= 0:
            out.append(1.0 if hand <= 0 or s <= 0 else 0.0)
            continue
        if pool - s < hand:
            out.append(0.0)
            continue
        p = 1.0
        for i in range(hand):
            p *= (pool - s - i) / (pool - i)
        out.append(p)
    return out


def expected_best(gains: list[tuple[float, int]], pool: int, hand: int,
                  floor: float = 0.0) -> float:
    """E[max(floor, best gain)] of a hand of `hand` cards drawn from `pool` unseen ones,
    where each class offers (gain, unseen cards of the class)."""
    items = sorted((g for g in gains if g[0] > floor and g[1] > 0), reverse=True)
    if not items or hand <= 0 or pool <= 0:
        return floor
    q = hold_probabilities([n for _, n in items], pool, hand)
    return sum(g * (q[i] - q[i + 1]) for i, (g, _) in enumerate(items)) + floor * q[-1]
