"""Legal-move generation: every distinct outcome for the seat to move (R9–R30, variants)."""

from __future__ import annotations

from .cards import RANK, VALUE
from .state import Decl, Move, State
from .vocab import Action, Kind

MAX_VALUE = 10
_CACHE_LIMIT = 200_000
# Bound once for the generator's loops.
_LAY, _CAPTURE, _DECLARE = Action.LAY, Action.CAPTURE, Action.DECLARE
_K_LAY, _K_CAPTURE, _K_RAISE, _K_EXTEND = Kind.LAY, Kind.CAPTURE, Kind.RAISE, Kind.EXTEND
_K_SIMPLE, _K_FAMILY = Kind.DECLARE_SIMPLE, Kind.DECLARE_FAMILY


class TooManyMovesError(Exception):
    """More legal moves (or table combinations) than the caller's `limit`."""


class LooseSums:
    """Subset sums of a table's loose numerals, by value tuple (ascending), cached.

    Held as tuples of ints, never lists: Python's cyclic garbage collector stops tracking
    those, and a full collection walks every tracked object of the process (with up to
    200,000 of these cached, lists made it take 150-260 ms, in the middle of a computer
    player's move: issue 28)."""

    __slots__ = ("values", "by_sum", "_parts", "_too_many")

    def __init__(self, values: tuple[int, ...]) -> None:
        self.values = values
        by_sum: list[list[int]] = [[] for _ in range(MAX_VALUE + 1)]
        n = len(values)

        def walk(start: int, mask: int, total: int) -> None:
            for i in range(start, n):
                t = total + values[i]
                if t > MAX_VALUE:
                    break  # values ascend
                m = mask | (1 << i)
                by_sum[t].append(m)
                walk(i + 1, m, t)

        walk(0, 0, 0)
        self.by_sum: tuple[tuple[int, ...], ...] = tuple(tuple(masks) for masks in by_sum)
        self._parts: dict[int, tuple[int, ...]] = {}
        self._too_many: dict[int, int] = {}  # v -> a limit that parts(v) went past

    def parts(self, v: int, limit: int | None = None) -> tuple[int, ...]:
        """Non-empty masks that split into disjoint groups each summing to v (R10).
        With `limit`, raises TooManyMovesError rather than find more than `limit` of them."""
        found = self._parts.get(v)
        if found is None:
            if limit is not None and limit <= self._too_many.get(v, -1):
                raise TooManyMovesError  # already found more than this many
            reach = {0}
            for g in self.by_sum[v]:
                reach.update([r | g for r in reach if not r & g])
                if limit is not None and len(reach) > limit + 1:
                    self._too_many[v] = limit
                    raise TooManyMovesError
            reach.discard(0)
            found = tuple(sorted(reach))
            self._parts[v] = found
        return found


_sums_cache: dict[tuple[int, ...], LooseSums] = {}


def loose_sums(values: tuple[int, ...]) -> LooseSums:
    found = _sums_cache.get(values)
    if found is None:
        if len(_sums_cache) > _CACHE_LIMIT:
            _sums_cache.clear()
        found = _sums_cache[values] = LooseSums(values)
    return found


def _mask_cards(nums: list[int], mask: int) -> tuple[int, ...]:
    out = []
    while mask:
        low = mask & -mask
        out.append(nums[low.bit_length() - 1])
        mask ^= low
    return tuple(out)


def legal_moves(state: State, card: int | None = None, limit: int | None = None) -> list[Move]:
    """All legal moves of the seat to move (of its `card` only, if given), one per distinct
    outcome, in a fixed order. The work grows with the table's combinations; with `limit`
    it stops with TooManyMovesError as soon as more than `limit` moves or combinations of table
    cards are found (iter_legal_moves streams any table)."""
    seat = state.to_move
    if seat is None or state.round_over:
        return []
    hand = state.hands[seat]
    if not hand:
        return []
    rules = state.rules
    loose = state.loose
    nums = [c for c in loose if VALUE[c]]
    sums = loose_sums(tuple(VALUE[c] for c in nums))
    decls = state.decls
    own = None
    for d in decls:
        if d.owner == seat:
            own = d
            break
    counts = [0] * (MAX_VALUE + 1)
    for c in hand:
        counts[VALUE[c]] += 1

    moves: list[Move] = []
    by_value: dict[int, list[tuple]] = {}
    mask_cards: dict[int, tuple[int, ...]] = {}
    if card is not None:
        hand = [card] if card in hand else []
    for card in hand:
        v = VALUE[card]
        if not v:
            _face_moves(card, loose, own, rules, moves)
            continue
        shapes = by_value.get(v)
        if shapes is None:
            shapes = by_value[v] = _numeral_shapes(
                v, seat, nums, sums, decls, own, counts, rules, mask_cards, limit
            )
        for action, cards, value, kind in shapes:
            moves.append(Move(card, action, cards, value, kind))
    if limit is not None and len(moves) > limit:
        raise TooManyMovesError
    return moves


def _face_moves(card: int, loose: list[int], own: Decl | None, rules, moves: list) -> None:
    rank = RANK[card]
    same = [c for c in loose if RANK[c] == rank]
    if not same:
        if own is None:  # R30
            moves.append(Move(card, _LAY, (), 0, _K_LAY))
    elif len(same) == 3 and rules.triple_capture_all:  # V-TRIPLE-FACES
        moves.append(Move(card, _CAPTURE, tuple(same), 0, _K_CAPTURE))
    else:  # R13: exactly one equal face card
        for c in same:
            moves.append(Move(card, _CAPTURE, (c,), 0, _K_CAPTURE))


def _numeral_shapes(
    v: int,
    seat: int,
    nums: list[int],
    sums: LooseSums,
    decls: list[Decl],
    own: Decl | None,
    counts: list[int],
    rules,
    cache: dict[int, tuple[int, ...]],
    limit: int | None = None,
) -> list[tuple]:
    """Moves of any card of value v, as (action, table cards, value, kind)."""
    out: list[tuple] = []
    by_sum = sums.by_sum
    parts_v = sums.parts(v, limit)

    def cards_of(mask: int) -> tuple[int, ...]:
        found = cache.get(mask)
        if found is None:
            found = cache[mask] = _mask_cards(nums, mask)
        return found

    # -- captures (R10, R11, R14, R25) ------------------------------------------------------
    decls_v = [d for d in decls if d.value == v]
    last_reserve = own is not None and own.value == v and counts[v] == 1  # R29
    if rules.sweep:
        singles = 0
        for i, c in enumerate(nums):
            if VALUE[c] == v:
                singles |= 1 << i
    decl_sets: list[tuple[Decl, ...]] = [()]
    for d in decls_v:
        decl_sets += [s + (d,) for s in decl_sets]
    for ds in decl_sets:
        if last_reserve and own not in ds:
            continue
        decl_cards: tuple[int, ...] = ()
        for d in ds:
            decl_cards += d.cards
        for mask in ((0,) + parts_v) if ds else parts_v:
            if rules.sweep and singles & ~mask:  # V-SWEEP
                continue
            if ds and rules.forced_sums:  # V-FORCED-SUMS
                if any(not g & mask for g in by_sum[v]):
                    continue
            taken = cards_of(mask)
            if decl_cards:
                taken = tuple(sorted(taken + decl_cards))
            out.append((_CAPTURE, taken, 0, _K_CAPTURE))

    # -- lay (R12, R16, R30, V-MUST-CAPTURE) ------------------------------------------------
    if own is None and not (rules.must_capture and (parts_v or decls_v)):
        out.append((_LAY, (), 0, _K_LAY))

    # -- declarations (R18–R24) -------------------------------------------------------------
    for target in range(v, MAX_VALUE + 1):
        if counts[target] - (target == v) <= 0:  # R18 reserve
            continue
        firsts = (0,) if target == v else by_sum[target - v]
        parts_t = sums.parts(target, limit)
        if own is None:
            if target > v:
                for m in firsts:
                    out.append((_DECLARE, cards_of(m), target, _K_SIMPLE))
            unions = set()
            for m1 in firsts:
                for p in parts_t:
                    if not p & m1:
                        unions.add(m1 | p)
            if limit is not None and len(unions) > limit:  # (at most 1,702 · limit)
                raise TooManyMovesError
            for u in sorted(unions):
                out.append((_DECLARE, cards_of(u), target, _K_FAMILY))
        for d in decls:
            if d.value == target and _may_extend(d, seat, own, rules):
                unions = set(firsts)
                for m1 in firsts:
                    for p in parts_t:
                        if not p & m1:
                            unions.add(m1 | p)
                if limit is not None and len(unions) > limit:
                    raise TooManyMovesError
                for u in sorted(unions):
                    cards = tuple(sorted(cards_of(u) + d.cards))
                    out.append((_DECLARE, cards, target, _K_EXTEND))
            if not d.family and d.value + v <= target and _may_raise(d, seat, own, rules):
                extra = target - d.value - v
                if extra == 0:
                    out.append((_DECLARE, d.cards, target, _K_RAISE))
                elif rules.raise_table_cards:  # V-RAISE-TABLE-CARDS
                    for m in by_sum[extra]:
                        cards = tuple(sorted(cards_of(m) + d.cards))
                        out.append((_DECLARE, cards, target, _K_RAISE))
    return out  # with `limit`: at most ~10 · (limit + 3,400) shapes, checked by the caller


def _may_extend(d: Decl, seat: int, own: Decl | None, rules) -> bool:
    """R20, R21, R29, V-JOIN-FAMILY, V-SOI-LOCKED."""
    if d.family:
        if rules.soi_locked and len(d.cards) == 2:
            return False
        return d.owner == seat or (own is None and rules.join_family)
    return d.owner == seat or own is None


def _may_raise(d: Decl, seat: int, own: Decl | None, rules) -> bool:
    """R22, R29, V-SELF-RAISE."""
    if d.owner == seat:
        return rules.self_raise
    return own is None
