"""TableSnapshot: what the table shows at one moment, built from what one seat may see.

The seat's own hand, the table, the capture piles and the counts: every other hand and the
stock are only sizes, shown as backs that carry no card. A back is named by a *hidden key*
(an integer above the deck's 52 cards) so that the table can give it a place and a sprite.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from diloti_qt.controller.seats import clockwise
from diloti_qt.controller.words import group_loose
from diloti_qt.engine import Decl, PlayerView
from diloti_qt.engine.cards import VALUE
from diloti_qt.history_events import EventKind, HistoryEvent

from .order import Opening, plain_order, table_order

HAND_KEYS = 64  # hand_key(seat, i) = 64 + 16 * seat + i: the backs of another seat's hand
STOCK_KEYS = 128  # stock_key(i) = 128 + i: the backs of the stock, top first


def hand_key(seat: int, i: int) -> int:
    return HAND_KEYS + 16 * seat + i


def stock_key(i: int) -> int:
    return STOCK_KEYS + i


def is_hidden(key: int) -> bool:
    """Whether `key` names a back, not a card."""
    return key >= HAND_KEYS


def pile_key(pile: int | Decl) -> tuple:
    """A pile's identity: its loose card, or everything that makes the declaration."""
    if isinstance(pile, Decl):
        return ("decl", pile.value, pile.owner, pile.family, pile.cards)
    return ("loose", pile)


@dataclass(frozen=True)
class Pile:
    """One table pile: a loose card or a declaration."""

    key: tuple
    kind: str  # loose | simple | family
    cards: tuple[int, ...]
    value: int
    owner: int | None

    @property
    def is_decl(self) -> bool:
        return self.kind != "loose"

    @classmethod
    def of(cls, pile: int | Decl) -> Pile:
        if isinstance(pile, Decl):
            return cls(pile_key(pile), pile.kind, tuple(pile.cards), pile.value, pile.owner)
        return cls(pile_key(pile), "loose", (pile,), 0, None)

    @property
    def item(self) -> int | Decl:
        """The loose card, or the declaration, this pile shows."""
        if not self.is_decl:
            return self.cards[0]
        return Decl(self.value, self.owner, self.kind == "family", self.cards)


@dataclass(frozen=True)
class TableSnapshot:
    """The table at one stage. `hands[seat]` holds the human's cards and hidden keys for
    the other seats; `piles` are in display order; `in_play` is a capture's played card
    lying on the first pile it takes, before the cards fly to the pile."""

    players: int
    human: int
    hands: tuple[tuple[int, ...], ...]
    piles: tuple[Pile, ...]
    stock: tuple[int, ...]
    captured: tuple[tuple[int, ...], ...]
    xeri_cards: tuple[tuple[int, ...], ...]
    dealer: int
    to_move: int | None
    round_over: bool
    scores: tuple[int, ...]
    target: int
    round_number: int
    side_of: tuple[int, ...] = (0, 1)
    clockwise: bool = False  # V-DIRECTION: the display is mirrored, the turn order is not
    in_play: tuple[int, tuple[int, ...]] | None = None

    @property
    def hand(self) -> tuple[int, ...]:
        """The human's own cards (none for a watcher: the bottom hand is backs)."""
        return tuple(c for c in self.hands[self.human] if not is_hidden(c))

    def pile_of(self, card: int) -> Pile | None:
        for p in self.piles:
            if card in p.cards:
                return p
        return None

    def owned_by(self, seat: int) -> Pile | None:
        for p in self.piles:
            if p.owner == seat:
                return p
        return None

    def table_cards(self) -> list[int]:
        return [c for p in self.piles for c in p.cards]

    def shown_cards(self) -> set[int]:
        """Every card this snapshot shows face up (the hands' cards, not their backs, and
        the table)."""
        cards = {c for hand in self.hands for c in hand if not is_hidden(c)}
        cards |= set(self.table_cards())
        if self.in_play is not None:
            cards.add(self.in_play[0])
        return cards


def components(pile: Pile) -> list[list[int]]:
    """A declaration's cards in its components (a family) or as one group, big values
    first: how the table fans them out and the tooltip lists them."""
    if pile.kind == "family":
        groups = group_loose(list(pile.cards), pile.value)
        return [sorted(g, key=lambda c: (-VALUE[c], c)) for g in groups]
    return [sorted(pile.cards, key=lambda c: (-VALUE[c], c))]


def backs(seat: int, count: int) -> tuple[int, ...]:
    return tuple(hand_key(seat, i) for i in range(count))


def replayed(view: PlayerView, opening: Opening) -> list[int | Decl]:
    """The view's table in display order, replayed from the round's opening table and
    moves: O(round), once per change that was not a move (a sync)."""
    return table_order(opening, view.history, view.loose, view.decls)


def xeris_told(history: Sequence[HistoryEvent], players: int) -> tuple[tuple[int, ...], ...]:
    """The card of each xeri of the round so far, per seat, as the history tells them (its
    events since the round was dealt): O(history), once per sync."""
    start = 0
    for i, event in enumerate(history):
        if event.kind is EventKind.ROUND:
            start = i + 1
    cards: list[list[int]] = [[] for _ in range(players)]
    for event in history[start:]:
        if event.kind is EventKind.CAPTURE and event.xeri and event.seat < players:
            cards[event.seat].append(event.card)
    return tuple(tuple(c) for c in cards)


def undealt(snap: TableSnapshot) -> TableSnapshot:
    """`snap` before its deal: every card of the hands and the table still in the stock,
    nobody to move (what shows while a deal flies from the stock)."""
    dealt = tuple(c for hand in snap.hands for c in hand) + tuple(snap.table_cards())
    return replace(snap, hands=tuple(() for _ in snap.hands), piles=(),
                   stock=snap.stock + dealt, to_move=None, in_play=None)


def from_view(view: PlayerView, round_number: int,
              piles: Iterable[int | Decl] | None = None,
              xeri_cards: Sequence[Sequence[int]] = ()) -> TableSnapshot:
    """The table as `view`'s seat sees it, its `piles` in display order (default: the plain
    order of a table nobody has played on); `xeri_cards` name the cards that made each
    seat's xeris (a view counts them only: they come from the outcomes)."""
    n = len(view.hand_sizes)
    rules = view.rules
    open_hands = getattr(view, "hands", ())  # a replay's view shows every hand face up
    return TableSnapshot(
        players=n,
        human=view.seat,
        hands=tuple(view.hand if s == view.seat and len(view.hand) == view.hand_sizes[s]
                    else tuple(open_hands[s]) if open_hands  # a watcher holds no hand:
                    else backs(s, view.hand_sizes[s]) for s in range(n)),  # all backs
        piles=tuple(Pile.of(p) for p in (plain_order(view.loose, view.decls)
                                         if piles is None else piles)),
        stock=tuple(stock_key(i) for i in range(view.stock_size)),
        captured=tuple(tuple(p) for p in view.captured),
        xeri_cards=fit_xeris(view.captured, view.xeris, xeri_cards),
        dealer=view.dealer,
        to_move=view.to_move,
        round_over=view.round_over,
        scores=tuple(view.scores),
        target=rules.target,
        round_number=round_number,
        side_of=tuple(rules.side_of(s) for s in range(n)),
        clockwise=clockwise(rules),
    )


def fit_xeris(captured: Sequence[Sequence[int]], xeris: Sequence[int],
              remembered: Sequence[Sequence[int]]) -> tuple[tuple[int, ...], ...]:
    """The capturing card of every xeri per seat: the ones told, trimmed to the count or
    completed from the pile (a loaded position counts xeris its history does not tell)."""
    out = []
    for seat, pile in enumerate(captured):
        known = [c for c in (remembered[seat] if seat < len(remembered) else [])
                 if c in pile][: xeris[seat]]
        spare = [c for c in pile if c not in known]
        while len(known) < xeris[seat] and spare:
            known.append(spare.pop(0))
        out.append(tuple(known))
    return tuple(out)


def without_played(snap: TableSnapshot, seat: int, card: int) -> TableSnapshot:
    """`snap` with `card` gone from `seat`'s hand (another seat's hand loses a back)."""
    hands = list(snap.hands)
    if card in hands[seat]:  # the seat's own hand, or a replay's (every hand shown)
        hands[seat] = tuple(c for c in hands[seat] if c != card)
    else:
        hands[seat] = hands[seat][:-1]
    return replace(snap, hands=tuple(hands))
