"""The state of one round: hands, table, stock, piles; applying moves, dealing, ending a round."""

from __future__ import annotations

import random
from bisect import insort
from collections.abc import Sequence
from typing import NamedTuple, Protocol

from .cards import ALL_CARDS, IS_FACE, RANK, VALUE
from .pieces import Decl, Move
from .rules import PAGAT_2P, Rules
from .outcome import Deal, MoveOutcome, RoundEnd
from .scoring import match_winner, side_points
from .vocab import Action, Kind

HAND_SIZE = 6
TABLE_SIZE = 4


def owned_by(decls: Sequence[Decl], seat: int) -> Decl | None:
    """The declaration `seat` owns (R26: at most one), or None."""
    for d in decls:
        if d.owner == seat:
            return d
    return None


def reserve_cards(hand: Sequence[int], value: int, played: int | None = None) -> tuple[int, ...]:
    """The cards of `hand` worth `value`, less `played`: the reserve that a declaration of
    `value` needs (R18) and that its owner may spend only on its own pile (R29)."""
    return tuple(c for c in hand if c != played and VALUE[c] == value)


class RoundClock(Protocol):
    """What R33 reads: a State or a PlayerView."""

    rules: Rules
    round_opening: bool


def xeri_allowed(position: RoundClock, first_card: bool | None = None) -> bool:
    """Whether a capture that clears the table now scores a xeri (R32, R33, V-FIRST-XERI):
    never with the round's very first card, unless the house rule allows it. `first_card`
    (whether the move is the round's first card) overrides the position's `round_opening`,
    for replaying a round's history."""
    first = position.round_opening if first_card is None else first_card
    return not first or position.rules.first_xeri


class TableAfter(NamedTuple):
    """The table right after a move (before any redeal or end-of-round transfer)."""

    loose: list[int]
    decls: list[Decl]
    xeri: bool
    owner_after: int | None


class State:
    """One round in progress. Mutable: `apply` changes it in place; `clone` copies it."""

    __slots__ = (
        "rules", "dealer", "to_move", "round_opening", "hands", "loose", "decls", "stock",
        "captured", "xeris", "last_capturer", "scores", "round_over", "round_points",
        "match_winner", "history",
    )

    def __init__(
        self,
        rules: Rules = PAGAT_2P,
        dealer: int = 0,
        to_move: int | None = 1,
        hands: list[list[int]] | None = None,
        loose: list[int] | None = None,
        decls: list[Decl] | None = None,
        stock: list[int] | None = None,
        captured: list[list[int]] | None = None,
        xeris: list[int] | None = None,
        last_capturer: int | None = None,
        scores: list[int] | None = None,
        round_opening: bool = False,
    ) -> None:
        n = rules.players
        self.rules = rules
        self.dealer = dealer
        self.to_move = to_move
        self.round_opening = round_opening
        self.hands = [sorted(h) for h in hands] if hands else [[] for _ in range(n)]
        self.loose = sorted(loose or [])
        self.decls = list(decls or [])
        self.stock = list(stock or [])
        self.captured = [list(p) for p in captured] if captured else [[] for _ in range(n)]
        self.xeris = list(xeris) if xeris else [0] * n
        self.last_capturer = last_capturer
        self.scores = list(scores) if scores else [0, 0]
        self.round_over = False
        self.round_points: list[int] | None = None
        self.match_winner: int | None = None
        self.history: list[tuple[int, Move]] = []

    # -- copying and comparing -------------------------------------------------------------
    def clone(self) -> State:
        s = State.__new__(State)
        s.rules = self.rules
        s.dealer = self.dealer
        s.to_move = self.to_move
        s.round_opening = self.round_opening
        s.hands = [h[:] for h in self.hands]
        s.loose = self.loose[:]
        s.decls = self.decls[:]
        s.stock = self.stock[:]
        s.captured = [p[:] for p in self.captured]
        s.xeris = self.xeris[:]
        s.last_capturer = self.last_capturer
        s.scores = self.scores[:]
        s.round_over = self.round_over
        s.round_points = self.round_points
        s.match_winner = self.match_winner
        s.history = self.history[:]
        return s

    def key(self) -> tuple:
        """Everything that determines the future of the round (not the history)."""
        return (
            self.rules, self.dealer, self.to_move, self.round_opening,
            tuple(tuple(h) for h in self.hands), tuple(self.loose),
            tuple(sorted(d.sort_key() + (d.family,) for d in self.decls)),
            tuple(self.stock), tuple(tuple(sorted(p)) for p in self.captured),
            tuple(self.xeris), self.last_capturer, tuple(self.scores), self.round_over,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.key() == other.key()

    __hash__ = None  # mutable

    # -- reading ---------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.rules.players

    def owned_by(self, seat: int) -> Decl | None:
        return owned_by(self.decls, seat)

    def table_cards(self) -> list[int]:
        cards = list(self.loose)
        for d in self.decls:
            cards.extend(d.cards)
        return cards

    def sorted_decls(self) -> list[Decl]:
        return sorted(self.decls, key=Decl.sort_key)

    def all_cards(self) -> list[int]:
        cards = self.table_cards() + self.stock
        for h in self.hands:
            cards.extend(h)
        for p in self.captured:
            cards.extend(p)
        return cards

    # -- changing --------------------------------------------------------------------------
    def apply(self, move: Move) -> MoveOutcome:
        """Play a legal move for the seat to move (legality is not re-checked); what it did
        comes back as a MoveOutcome (outcome.py), the deal or the round's end included."""
        seat = self.to_move
        self.hands[seat].remove(move.card)
        action = move.action
        taken: tuple[int, ...] = ()
        used_decls: tuple[Decl, ...] = ()
        xeri = False
        pile = None
        if action == _LAY:  # the common case, in place
            insort(self.loose, move.card)
        else:
            used = move.cards
            used_set = set(used)
            loose = [c for c in self.loose if c not in used_set]
            kept = []
            for d in self.decls:
                if d.cards[0] in used_set:
                    used_decls += (d,)
                else:
                    kept.append(d)
            if action == _CAPTURE:
                taken = tuple(sorted(used))
                xeri = not loose and not kept and xeri_allowed(self)
                self.captured[seat].append(move.card)
                self.captured[seat].extend(used)
                self.last_capturer = seat
                if xeri:
                    self.xeris[seat] += 1
            else:
                pile = Decl(move.value, seat, move.kind in _FAMILY_KINDS,
                            tuple(sorted(used + (move.card,))))
                kept.append(pile)
            self.loose = loose
            self.decls = kept
        self.round_opening = False
        self.history.append((seat, move))
        deal = end = None
        hands = self.hands
        n = len(hands)
        for step in range(1, n + 1):
            nxt = (seat + step) % n
            if hands[nxt]:
                self.to_move = nxt
                break
        else:
            if self.stock:
                deal = self.deal_from_stock()
            else:
                end = self.end_round()
        return MoveOutcome(seat, move, taken, used_decls, xeri, pile, deal, end)

    def deal_from_stock(self) -> Deal:
        """R7, R41: 6 cards each, from the seat after the dealer round to the dealer."""
        n = len(self.hands)
        for i in range(1, n + 1):
            seat = (self.dealer + i) % n
            block = self.stock[:HAND_SIZE]
            del self.stock[:HAND_SIZE]
            self.hands[seat].extend(block)
            self.hands[seat].sort()
        self.to_move = (self.dealer + 1) % n  # R8
        return Deal(self.dealer, HAND_SIZE, len(self.stock))

    def end_round(self) -> RoundEnd:
        """R35 leftovers, R36 points, R37–R38 match totals and winner."""
        leftovers = self.table_cards()
        taker = None
        if leftovers:
            taker = self.last_capturer if self.last_capturer is not None else self.dealer
            self.captured[taker].extend(leftovers)
            self.loose = []
            self.decls = []
        points = side_points(self.rules, self.captured, self.xeris)
        self.round_points = [p.total for p in points]
        self.scores = [s + p for s, p in zip(self.scores, self.round_points, strict=True)]
        self.match_winner = match_winner(self.scores, self.rules.target)
        self.round_over = True
        self.to_move = None
        return RoundEnd(tuple(sorted(leftovers)), taker, points, tuple(self.scores), self.match_winner)


# Bound once: table_after runs for every move a search looks at.
_LAY, _CAPTURE = Action.LAY, Action.CAPTURE
_FAMILY_KINDS = frozenset((Kind.DECLARE_FAMILY, Kind.EXTEND))


def table_after(loose: Sequence[int], decls: Sequence[Decl], seat: int, move: Move,
                xeri_ok: bool) -> TableAfter:
    """The table after `seat` plays `move` on `loose` (sorted) and `decls` (R10–R34);
    `xeri_ok` is `xeri_allowed(...)` of the position. New lists: the inputs are unchanged.
    (The fast form of `preview.preview`, for searches.)"""
    action = move.action
    if action == _LAY:
        new_loose = list(loose)
        insort(new_loose, move.card)
        return TableAfter(new_loose, list(decls), False, None)
    used = move.cards
    if used:
        used_set = set(used)
        new_loose = [c for c in loose if c not in used_set]
        new_decls = [d for d in decls if d.cards[0] not in used_set]
    else:
        new_loose, new_decls = list(loose), list(decls)
    if action == _CAPTURE:
        return TableAfter(new_loose, new_decls, xeri_ok and not new_loose and not new_decls,
                          None)
    family = move.kind in _FAMILY_KINDS
    new_decls.append(Decl(move.value, seat, family, tuple(sorted(used + (move.card,)))))
    return TableAfter(new_loose, new_decls, False, seat)


# -- dealing -----------------------------------------------------------------------------------

def table_needs_redeal(table: list[int], rules: Rules) -> bool:
    """R6 / V-TRIPLE-FACES: 3 or 4 equal face cards among the opening four."""
    counts: dict[int, int] = {}
    for c in table:
        if IS_FACE[c]:
            counts[RANK[c]] = counts.get(RANK[c], 0) + 1
    for count in counts.values():
        if count == 4 or (count == 3 and not rules.triple_capture_all):
            return True
    return False


def shuffled_deck(rng: random.Random) -> list[int]:
    deck = list(ALL_CARDS)
    rng.shuffle(deck)
    return deck


def deal_round(
    rules: Rules,
    dealer: int,
    rng: random.Random,
    scores: list[int] | None = None,
    deck: list[int] | None = None,
) -> State:
    """Deal a new round (R5–R8, R41). `deck` stacks the cards (top first); else `rng` shuffles.

    `rng` also reshuffles the stock when the opening table must be turned up again (R6).
    """
    cards = list(deck) if deck is not None else shuffled_deck(rng)
    if sorted(cards) != list(ALL_CARDS):
        raise ValueError("a deck must hold each of the 52 cards once")
    n = rules.players
    hands: list[list[int]] = [[] for _ in range(n)]
    for i in range(1, n + 1):
        hands[(dealer + i) % n] = cards[:HAND_SIZE]
        del cards[:HAND_SIZE]
    table, stock = cards[:TABLE_SIZE], cards[TABLE_SIZE:]
    while table_needs_redeal(table, rules):
        stock.extend(table)
        rng.shuffle(stock)
        table, stock = stock[:TABLE_SIZE], stock[TABLE_SIZE:]
    return State(
        rules=rules,
        dealer=dealer,
        to_move=(dealer + 1) % n,
        hands=hands,
        loose=table,
        stock=stock,
        scores=list(scores) if scores else [0, 0],
        round_opening=True,
    )

