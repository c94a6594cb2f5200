"""Legal moves on any table, without listing them all: a stream, one card's reach, any move.

`legal_moves` (movegen.py) lists every move at once, which is what a search wants on a real
table; on a table of many small loose cards the moves number in the tens of thousands
(a family of tens can be built from the same table in very many ways). These questions
stay cheap there:

- `iter_legal_moves(state, card=None)`: the same moves, exact, one at a time (in an order
  of their own). Groups are found on value shapes (shapes.py), so the work between two
  moves is bounded by the shapes of the table, never by the moves already given.
- `card_reach(state, card)`: which table cards some legal move of `card` takes or builds
  on, and whether it can be laid, by scanning groups worth at most 10 (no move is listed):
  O(targets · 42² · 10) per card.
- `has_legal_move(state)`: whether the seat to move can move at all.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, product
from typing import NamedTuple

from .cards import VALUE
from .movegen import _face_moves, _may_extend, _may_raise
from .shapes import (
    EMPTY,
    MAX_VALUE,
    PARTITIONS,
    Shape,
    family_fits,
    fits,
    groups_in,
    has_sum,
    minus,
    plus,
    shape_of,
    size,
    splits,
    sub_shapes,
)
from .state import Decl, Move, State, owned_by
from .vocab import Action, Kind


class _Table:
    """The facts every card's moves read: loose numerals by value, owner, reserves."""

    __slots__ = ("state", "seat", "rules", "decls", "own", "counts", "by_value", "shape")

    def __init__(self, state: State) -> None:
        self.state = state
        self.seat = seat = state.to_move
        self.rules = state.rules
        self.decls = state.decls
        self.own = owned_by(state.decls, seat)
        self.counts = [0] * (MAX_VALUE + 1)
        for c in state.hands[seat]:
            self.counts[VALUE[c]] += 1
        self.by_value: list[list[int]] = [[] for _ in range(MAX_VALUE + 1)]
        for c in state.loose:
            if VALUE[c]:
                self.by_value[VALUE[c]].append(c)
        self.shape = tuple(len(cards) for cards in self.by_value)

    def reserve(self, target: int, v: int) -> bool:
        """R18: another card of `target` stays in hand after playing a card of value v."""
        return self.counts[target] - (target == v) > 0

    def cards_of(self, shape: Shape) -> Iterator[tuple[int, ...]]:
        """Every choice of loose cards with these values (suits differ: distinct moves)."""
        choices = [combinations(self.by_value[v], k) for v, k in enumerate(shape) if k]
        for picked in product(*choices):
            yield tuple(sorted(c for group in picked for c in group))


def iter_legal_moves(state: State, card: int | None = None,
                     action: Action | str | None = None) -> Iterator[Move]:
    """Every legal move of the seat to move (of `card` only, and of `action` only, if
    given), each outcome once: the same set as `legal_moves`, streamed."""
    seat = state.to_move
    if seat is None or state.round_over or not state.hands[seat]:
        return
    table = _Table(state)
    for c in state.hands[seat]:
        if card is None or c == card:
            if VALUE[c]:
                yield from _numeral_moves(table, c, action)
            else:
                faces: list[Move] = []
                _face_moves(c, state.loose, table.own, state.rules, faces)
                yield from (m for m in faces if action is None or m.action == action)


def has_legal_move(state: State) -> bool:
    """Whether the seat to move has a legal move (False once the round is over)."""
    return next(iter_legal_moves(state), None) is not None


def _decl_sets(decls_v: list[Decl]) -> list[tuple[Decl, ...]]:
    sets: list[tuple[Decl, ...]] = [()]
    for d in decls_v:
        sets += [s + (d,) for s in sets]
    return sets


def _numeral_moves(t: _Table, card: int, action: Action | str | None) -> Iterator[Move]:
    if action is None or action == Action.CAPTURE:
        yield from _captures(t, card)
    if action is None or action == Action.LAY:
        yield from _lays(t, card)
    if action is None or action == Action.DECLARE:
        yield from _declarations(t, card)


def _captures(t: _Table, card: int) -> Iterator[Move]:
    v = VALUE[card]
    rules, own, shape = t.rules, t.own, t.shape
    """R10, R11, R14, R25, R29, V-SWEEP, V-FORCED-SUMS."""
    decls_v = [d for d in t.decls if d.value == v]
    last_reserve = own is not None and own.value == v and t.counts[v] == 1  # R29
    can_group = has_sum(shape, v)
    for ds in _decl_sets(decls_v):
        if last_reserve and own not in ds:
            continue
        if not ds and not can_group:
            continue
        decl_cards = tuple(c for d in ds for c in d.cards)
        for k in sub_shapes(shape, v):
            if not (ds or size(k)) or not splits(k, v):
                continue
            if rules.sweep and k[v] != shape[v]:
                continue
            if ds and rules.forced_sums and has_sum(minus(shape, k), v):
                continue
            for loose in t.cards_of(k):
                yield Move(card, Action.CAPTURE, tuple(sorted(loose + decl_cards)), 0, Kind.CAPTURE)


def _lays(t: _Table, card: int) -> Iterator[Move]:
    """R12, R16, R30, V-MUST-CAPTURE."""
    v = VALUE[card]
    if t.own is None and not (t.rules.must_capture and (
            has_sum(t.shape, v) or any(d.value == v for d in t.decls))):
        yield Move(card, Action.LAY, (), 0, Kind.LAY)


def _declarations(t: _Table, card: int) -> Iterator[Move]:
    """R18–R24."""
    v = VALUE[card]
    rules, own, shape = t.rules, t.own, t.shape
    for target in range(v, MAX_VALUE + 1):
        if not t.reserve(target, v):
            continue
        first = target - v
        if own is None:
            if first:
                for g in groups_in(shape, first):
                    for loose in t.cards_of(g):
                        yield Move(card, Action.DECLARE, loose, target, Kind.DECLARE_SIMPLE)
            for k in sub_shapes(shape, target):
                if size(k) and family_fits(k, first, target, new=True):
                    for loose in t.cards_of(k):
                        yield Move(card, Action.DECLARE, loose, target, Kind.DECLARE_FAMILY)
        for d in t.decls:
            if d.value == target and _may_extend(d, t.seat, own, rules):
                for k in sub_shapes(shape, target):
                    if family_fits(k, first, target, new=False):
                        for loose in t.cards_of(k):
                            yield Move(card, Action.DECLARE, tuple(sorted(loose + d.cards)),
                                       target, Kind.EXTEND)
            if not d.family and d.value + v <= target and _may_raise(d, t.seat, own, rules):
                extra = target - d.value - v
                if extra == 0:
                    yield Move(card, Action.DECLARE, d.cards, target, Kind.RAISE)
                elif rules.raise_table_cards:  # V-RAISE-TABLE-CARDS
                    for g in groups_in(shape, extra):
                        for loose in t.cards_of(g):
                            yield Move(card, Action.DECLARE, tuple(sorted(loose + d.cards)),
                                       target, Kind.RAISE)


# -- reach ---------------------------------------------------------------------------------------

class CardReach(NamedTuple):
    """What the legal moves of one card can do (for drop targets and highlights)."""

    card: int
    can_lay: bool
    captures: frozenset[int]  # table cards that some legal capture with the card takes
    builds: frozenset[int]    # table cards that some legal declaration with it uses

    @property
    def cards(self) -> frozenset[int]:
        return self.captures | self.builds

    @property
    def can_move(self) -> bool:
        return self.can_lay or bool(self.captures) or bool(self.builds)


def card_reach(state: State, card: int) -> CardReach:
    """Which table cards the legal moves of `card` (in the hand of the seat to move) take
    or build on, and whether it may be laid; nothing is listed. A card not in that hand
    reaches nothing."""
    seat = state.to_move
    if seat is None or state.round_over or card not in state.hands[seat]:
        return CardReach(card, False, frozenset(), frozenset())
    t = _Table(state)
    if not VALUE[card]:
        faces: list[Move] = []
        _face_moves(card, state.loose, t.own, state.rules, faces)
        taken = frozenset(c for m in faces for c in m.cards)
        return CardReach(card, any(m.action == Action.LAY for m in faces), taken, frozenset())
    v = VALUE[card]
    shape, own, rules = t.shape, t.own, t.rules
    decls_v = [d for d in t.decls if d.value == v]
    # Any group worth v can be taken (with the owner's own pile when it must, and more
    # groups when a house rule asks for them), and so can every declaration of value v.
    capture_values = _values_in(groups_in(shape, v))
    taken = {c for x in capture_values for c in t.by_value[x]}
    taken.update(c for d in decls_v for c in d.cards)
    can_group = bool(capture_values)
    can_lay = own is None and not (rules.must_capture and (can_group or decls_v))
    build_values: set[int] = set()
    built: set[int] = set()
    for target in range(v, MAX_VALUE + 1):
        if not t.reserve(target, v):
            continue
        first = target - v
        firsts = [EMPTY] if first == 0 else list(groups_in(shape, first))
        pairs = _values_with_component(shape, firsts, target)
        if own is None:
            if first:
                build_values |= _values_in(firsts)
            build_values |= pairs
        for d in t.decls:
            if d.value == target and firsts and _may_extend(d, t.seat, own, rules):
                built.update(d.cards)
                build_values |= _values_in(firsts) | pairs
            if not d.family and d.value + v <= target and _may_raise(d, t.seat, own, rules):
                extra = target - d.value - v
                if extra == 0:
                    built.update(d.cards)
                elif rules.raise_table_cards and has_sum(shape, extra):
                    built.update(d.cards)
                    build_values |= _values_in(groups_in(shape, extra))
    built.update(c for x in build_values for c in t.by_value[x])
    return CardReach(card, can_lay, frozenset(taken), frozenset(built))


def _values_in(groups) -> set[int]:
    return {x for g in groups for x in range(1, MAX_VALUE + 1) if g[x]}


def _values_with_component(shape: Shape, firsts: list[Shape], target: int) -> set[int]:
    """Values of the cards in some `first` group plus a disjoint component worth `target`."""
    out: set[int] = set()
    for m in firsts:
        for p in PARTITIONS[target]:
            both = plus(m, p)
            if fits(both, shape):
                out |= {x for x in range(1, MAX_VALUE + 1) if both[x]}
    return out


__all__ = ["CardReach", "card_reach", "has_legal_move", "iter_legal_moves", "shape_of"]
