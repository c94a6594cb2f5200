"""Card values as multisets ("shapes"): the partition searches behind captures and families.

Whether loose numerals split into groups worth a value (R10, R11) or form a family's
components (R20, R21) depends only on their values, so these searches work on a *shape*:
a tuple `s` of 11 counts where `s[v]` is how many cards of value v there are (`s[0]` is
unused). A group is worth at most 10, so a group is one of the 138 partitions of a number
1..10 into parts 1..10 (`PARTITIONS[t]`: 42 for t = 10), and every question below scans
those instead of subsets of cards.

Bound: `splits` is memoised on shapes; a shape with counts c_1..c_10 has at most
P = ∏(c_v + 1) sub-shapes (375 for four aces, twos and threes and two fours; 5^10 for all
forty numerals of a deck, however many times a card is listed), and each is expanded once
over at most 42 partitions, so one question costs O(42 · P) — polynomial in the number of
cards (of degree at most 10, and far less on any real table). Impossible totals are refused
before any search.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from .cards import VALUE

MAX_VALUE = 10
Shape = tuple[int, ...]
EMPTY: Shape = (0,) * (MAX_VALUE + 1)


def shape_of(values: Iterable[int]) -> Shape:
    """The shape of numeral values (each 1..10)."""
    counts = [0] * (MAX_VALUE + 1)
    for v in values:
        counts[v] += 1
    return tuple(counts)


def total(shape: Shape) -> int:
    return sum(v * k for v, k in enumerate(shape))


def size(shape: Shape) -> int:
    return sum(shape) - shape[0]


def fits(part: Shape, shape: Shape) -> bool:
    """Whether `part` is a sub-multiset of `shape`."""
    for a, b in zip(part, shape, strict=True):
        if a > b:
            return False
    return True


def minus(shape: Shape, part: Shape) -> Shape:
    return tuple(a - b for a, b in zip(shape, part, strict=True))


def plus(shape: Shape, part: Shape) -> Shape:
    return tuple(a + b for a, b in zip(shape, part, strict=True))


def _partitions(t: int, largest: int) -> list[list[int]]:
    if t == 0:
        return [[]]
    out = []
    for first in range(min(t, largest), 0, -1):
        for rest in _partitions(t - first, first):
            out.append([first, *rest])
    return out


_GROUPS = [_partitions(t, MAX_VALUE) for t in range(MAX_VALUE + 1)]
# PARTITIONS[t]: every group of values worth t, as shapes (largest parts first).
PARTITIONS: tuple[tuple[Shape, ...], ...] = tuple(
    tuple(shape_of(p) for p in groups) for groups in _GROUPS
)


def _sparse(shape: Shape) -> tuple[tuple[int, int], ...]:
    return tuple((v, k) for v, k in enumerate(shape) if v and k)


# The same with their (value, count) pairs, for quick fitting.
_SPARSE = tuple(tuple((g, _sparse(g)) for g in groups) for groups in PARTITIONS)
# _HOLDING[t][x]: the groups worth t that hold a card of value x and none larger.
_HOLDING = tuple(
    tuple(tuple(sparse for g, (g_shape, sparse) in zip(_GROUPS[t], _SPARSE[t], strict=True)
                if g[0] == x) for x in range(MAX_VALUE + 1)) if t else ((),) * (MAX_VALUE + 1)
    for t in range(MAX_VALUE + 1)
)


def _fits(sparse: tuple[tuple[int, int], ...], shape: Shape) -> bool:
    for v, k in sparse:
        if shape[v] < k:
            return False
    return True


def _less(shape: Shape, sparse: tuple[tuple[int, int], ...]) -> Shape:
    rest = list(shape)
    for v, k in sparse:
        rest[v] -= k
    return tuple(rest)


def groups_in(shape: Shape, t: int) -> Iterator[Shape]:
    """The groups worth `t` (0..10) that `shape` holds; for t = 0 only the empty group."""
    if 0 <= t <= MAX_VALUE:
        for g, sparse in _SPARSE[t]:
            if _fits(sparse, shape):
                yield g


def has_sum(shape: Shape, t: int) -> bool:
    """Whether some of the values (at least one) add up to exactly `t` (1..10)."""
    return t > 0 and next(groups_in(shape, t), None) is not None


_SPLITS: dict[tuple[Shape, int], bool] = {}
_SPLITS_LIMIT = 1 << 20  # entries kept between questions (each question keeps all it needs)


def splits(shape: Shape, t: int) -> bool:
    """Whether `shape` splits into disjoint groups each worth `t` (R10); the empty shape
    does (into no group)."""
    if not 1 <= t <= MAX_VALUE:
        return False
    if len(_SPLITS) > _SPLITS_LIMIT:
        _SPLITS.clear()
    return _splits(shape, t, total(shape))


def _splits(shape: Shape, t: int, s: int) -> bool:
    if s == 0:
        return True
    if s % t:
        return False
    key = (shape, t)
    found = _SPLITS.get(key)
    if found is not None:
        return found
    x = MAX_VALUE
    while not shape[x]:
        x -= 1
    found = False
    if x <= t:
        # The largest value is in some group: try each group holding it.
        for sparse in _HOLDING[t][x]:
            if _fits(sparse, shape) and _splits(_less(shape, sparse), t, s - t):
                found = True
                break
    _SPLITS[key] = found
    return found


def family_fits(shape: Shape, first: int, t: int, new: bool) -> bool:
    """Whether a played card worth `t - first` and `shape` form components worth `t`
    (R20, R21): `first` of the values complete the card's component, the rest split into
    whole components; a new family needs at least one more component."""
    if first < 0 or not 1 <= t <= MAX_VALUE:
        return False
    if (total(shape) - first) % t:
        return False
    for m in groups_in(shape, first):
        rest = minus(shape, m)
        if (not new or size(rest)) and splits(rest, t):
            return True
    return False


def split_witness(shape: Shape, t: int) -> list[Shape] | None:
    """One split of `shape` into groups worth `t` (largest values first), or None."""
    if not splits(shape, t):
        return None
    out = []
    while size(shape):
        x = max(v for v in range(1, MAX_VALUE + 1) if shape[v])
        rest = list(shape)
        rest[x] -= 1
        rest_t = tuple(rest)
        for g in groups_in(rest_t, t - x):
            left = minus(rest_t, g)
            if splits(left, t):
                group = list(g)
                group[x] += 1
                out.append(tuple(group))
                shape = left
                break
    return out


def sub_shapes(shape: Shape, top: int = MAX_VALUE) -> Iterator[Shape]:
    """Every sub-multiset of `shape` using values up to `top`, larger counts first."""
    counts = [0] * (MAX_VALUE + 1)
    values = [v for v in range(1, min(top, MAX_VALUE) + 1) if shape[v]]

    def walk(i: int) -> Iterator[Shape]:
        if i == len(values):
            yield tuple(counts)
            return
        v = values[i]
        for k in range(shape[v], -1, -1):
            counts[v] = k
            yield from walk(i + 1)
        counts[v] = 0

    return walk(0)


def group_cards(cards: Sequence[int], value: int) -> list[tuple[int, ...]] | None:
    """`cards` (numerals) split into groups each worth `value` (R10, R20), each group in
    card order, the group of the largest card first; None if they do not split. A
    partition search on their values (shapes.split_witness), never over subsets."""
    groups = split_witness(shape_of(VALUE[c] for c in cards), value)
    if groups is None:
        return None
    pool = sorted(cards, key=lambda c: (-VALUE[c], c))
    out = []
    for g in groups:
        need = list(g)
        picked = []
        for c in pool:
            if need[VALUE[c]]:
                need[VALUE[c]] -= 1
                picked.append(c)
        for c in picked:
            pool.remove(c)
        out.append(tuple(sorted(picked)))
    return out
