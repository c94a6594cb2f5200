"""What a move did, told once by the engine: `State.apply` returns a MoveOutcome.

The seat and its move (with the kind the engine found), the table cards it took and the
declarations it took whole or built on, a xeri, the declaration it made or changed (its
owner and the piles it was made from), the deal that followed when the hands ran out, and
at the end of a round the leftovers, their taker and the round's points per side. Only
public facts: everyone at the table saw them (the cards of a deal are not named, only how
many each seat got). Every other layer reads this instead of working it out again.

Frozen NamedTuples: they are built for every move a search plays, and a tuple is the
cheapest frozen record Python makes.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import VALUE
from .pieces import Decl, Move
from .scoring import SidePoints
from .shapes import group_cards
from .vocab import Action, Kind


class Deal(NamedTuple):
    """The next cards dealt from the stock when every hand was empty (R7, R41): `each`
    cards to every seat, from the seat after `dealer` round to the dealer; `stock` cards
    are left."""

    dealer: int
    each: int
    stock: int


class RoundEnd(NamedTuple):
    """The end of a round (R35–R38): the cards left on the table went to `taker` (the last
    capturer, or the dealer when nobody captured; None when the table was empty), each
    side's points, the match totals after the round and the match's winning side (None
    while the match goes on)."""

    leftovers: tuple[int, ...]
    taker: int | None
    points: tuple[SidePoints, ...]
    scores: tuple[int, ...]
    winner: int | None

    @property
    def totals(self) -> tuple[int, ...]:
        """The round's points per side."""
        return tuple(p.total for p in self.points)


class MoveOutcome(NamedTuple):
    """What `seat` playing `move` did (NOTATION "Played outcome").

    - `taken`: the table cards a capture took (loose cards and every card of the
      declarations it took), canonical order, without the played card; () otherwise.
    - `decls`: the declarations the move took whole (a capture) or built on (a raise, an
      extension), as they lay before the move.
    - `xeri`: the capture cleared the table and scores a xeri (R32, R33).
    - `pile`: the declaration the move made or changed, as it lies after the move (its
      owner is `owner_after`); it lies where the first of the piles it was made from lay
      (`from_piles`), a laid card goes after every pile.
    - `deal`: the deal that followed the move, if the hands were empty and the stock not.
    - `end`: the round's end, if the move was its last.
    """

    seat: int
    move: Move
    taken: tuple[int, ...] = ()
    decls: tuple[Decl, ...] = ()
    xeri: bool = False
    pile: Decl | None = None
    deal: Deal | None = None
    end: RoundEnd | None = None

    @property
    def kind(self) -> Kind | str:
        return self.move.kind

    @property
    def card(self) -> int:
        return self.move.card

    @property
    def owner_after(self) -> int | None:
        """The seat that owns the declaration the move made or changed, else None."""
        return self.pile.owner if self.pile is not None else None

    @property
    def round_over(self) -> bool:
        return self.end is not None

    @property
    def used_loose(self) -> tuple[int, ...]:
        """The loose table cards the move took or combined with, canonical order."""
        if not self.decls:
            return tuple(sorted(self.move.cards))
        in_decls = {c for d in self.decls for c in d.cards}
        return tuple(c for c in sorted(self.move.cards) if c not in in_decls)

    @property
    def from_piles(self) -> tuple[tuple[int, ...], ...]:
        """The piles of the table before the move that it took or combined with, each as
        its cards: every loose card used, then every declaration used."""
        return tuple((c,) for c in self.used_loose) + tuple(d.cards for d in self.decls)

    def taken_groups(self) -> list[tuple[int, ...]]:
        """The loose cards a capture took, split into groups worth the played card (R10;
        face cards one by one): see `shapes.group_cards`."""
        if self.move.action != Action.CAPTURE:
            return []
        loose = list(self.used_loose)
        value = VALUE[self.move.card]
        if not value:
            return [(c,) for c in loose]
        return group_cards(loose, value) or ([tuple(loose)] if loose else [])


__all__ = ["Deal", "MoveOutcome", "RoundEnd"]
