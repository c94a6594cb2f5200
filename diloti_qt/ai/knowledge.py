"""What a seat knows about the hidden cards, and full states ("worlds") consistent with it.

A level receives only a PlayerView. To search, Hard and Expert *sample* the hidden cards:
the other hands and the stock are filled from the cards the seat has not seen, so that
every hand has its known size, the stock its known size, and every other seat that owns
a declaration of value T holds a card of value T (its reserve, R18, R28, R29).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from diloti_qt.engine import Action, Move, PlayerView, State, table_after, xeri_allowed
from diloti_qt.engine.cards import VALUE

from .evaluate import CARD_WORTH, CLASS_OF, PTS, XERI, best_capture, table_key

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


class Evidence:
    """What the other seats' play in the current deal says about their hands: a seat that
    faced a table it could have swept (a xeri, 10 points) and did not, probably held no
    card that sweeps it (every level and nearly every person takes a xeri); a seat that
    could have taken points (an ace, 10♦, 2♣) with a kind of card and took clearly less,
    probably held none of that kind either. Each observation is a (seat, kinds, chance)
    item: the chance that a world giving that seat one of those kinds is kept."""

    MISS = 0.1          # a missed sweep
    MISS_POINTS = 0.15  # a missed capture worth at least POINTS_GAP more than the move's
    POINTS_GAP = 1.5    # (measured: Hard held such a card in 8% of those cases)

    def __init__(self, view: PlayerView, points: bool = True) -> None:
        self.items: list[tuple[int, frozenset[int], float]] = []
        for seat, move, loose, decls, xeri_ok, played in others_decisions(view):
            later = {CLASS_OF[c] for c in played}
            self._observe(seat, move, loose, decls, xeri_ok, later, points)

    def _observe(self, seat, move, loose, decls, xeri_ok, later, points) -> None:
        classes = _sweeping_classes(loose, decls, xeri_ok)
        if classes and not (move.action == Action.CAPTURE and _clears(loose, decls, move)):
            if not classes & later:
                self.items.append((seat, frozenset(classes), self.MISS))
        if not points or move.action == Action.DECLARE or not (loose or decls):
            return
        taken = 0.0
        if move.action == Action.CAPTURE:
            taken = PTS[move.card] + sum(PTS[c] for c in move.cards)
            taken += CARD_WORTH * (1 + len(move.cards))
            if xeri_ok and _clears(loose, decls, move):
                taken += XERI
        key = table_key(loose, decls)
        missed = {cls for cls in range(1, 14) if cls not in classes and cls not in later
                  and best_capture(loose, decls, cls, xeri_ok, key)[0]
                  >= max(taken, 0.0) + self.POINTS_GAP}
        if missed:
            self.items.append((seat, frozenset(missed), self.MISS_POINTS))

    def violations(self, hands: list[list[int]], sweeps_only: bool = False) -> int:
        """How many observations the hands contradict."""
        count = 0
        for seat, classes, chance in self.items:
            if sweeps_only and chance != self.MISS:
                continue
            if any(CLASS_OF[c] in classes for c in hands[seat]):
                count += 1
        return count

    def keep_chance(self, hands: list[list[int]]) -> float:
        """The chance that a world with these hands is kept (1: it contradicts nothing)."""
        p = 1.0
        for seat, classes, chance in self.items:
            if any(CLASS_OF[c] in classes for c in hands[seat]):
                p *= chance
        return p


HAND = 6


def others_decisions(view: PlayerView) -> Iterator[tuple[int, Move, list, list, bool, list]]:
    """The other seats' moves of the current deal, each as (seat, move, the loose cards and
    the declarations it faced, whether a sweep scored then, the cards it played from then on
    in the deal, this move's first). Nothing for a partial position (the view does not add up
    to a regular round)."""
    history = view.history
    n = len(view.hand_sizes)
    if not history:
        return
    start = (len(history) // (HAND * n)) * (HAND * n)
    deal = history[start:]
    for s in range(n):
        if view.hand_sizes[s] + sum(1 for seat, _ in deal if seat == s) != HAND:
            return
    table = _opening_table(view)
    if table is None:
        return
    loose, decls = table
    for i, (seat, move) in enumerate(history):
        xeri_ok = xeri_allowed(view, first_card=i == 0)
        if i >= start and seat != view.seat:
            played = [m.card for t, m in deal[i - start:] if t == seat]
            yield seat, move, loose, decls, xeri_ok, played
        loose, decls = table_after(loose, decls, seat, move, xeri_ok)[:2]


def _opening_table(view: PlayerView):
    """The round's first four table cards: the table and the piles hold every card played
    and those; None if the view does not add up (a partial position)."""
    played = {m.card for _, m in view.history}
    on_board = set(view.loose)
    for d in view.decls:
        on_board.update(d.cards)
    for pile in view.captured:
        on_board.update(pile)
    opening = sorted(on_board - played)
    if len(opening) != 4 or not played <= on_board:
        return None
    return opening, []


def _clears(loose, decls, move) -> bool:
    return len(move.cards) == len(loose) + sum(len(d.cards) for d in decls)


def _sweeping_classes(loose, decls, xeri_ok: bool) -> set[int]:
    if not xeri_ok or not (loose or decls):
        return set()
    key = table_key(loose, decls)
    return {cls for cls in range(1, 14) if best_capture(loose, decls, cls, True, key)[1]}


def sample_world(view: PlayerView, rng: random.Random, unseen: list[int] | None = None,
                 evidence: Evidence | None = None) -> State:
    """A full state agreeing with everything `view` knows, hidden cards drawn at random;
    with `evidence`, worlds that contradict the others' play are mostly rejected."""
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
        if ok and evidence is not None and evidence.items:
            keep = evidence.keep_chance(hands)
            if keep < 1.0 and rng.random() >= keep:
                ok = False
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
