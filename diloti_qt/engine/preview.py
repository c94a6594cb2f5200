"""What a move does, without doing it: captures, the table after it, a xeri, owners.

`preview(position, move)` answers the UI, the words and the tutorial; `state.table_after`
is the same change on bare lists, for searches that play millions of moves, and
`state.xeri_allowed` the one home of R33 / V-FIRST-XERI. Nothing here changes its input.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from .cards import VALUE
from .rules import Rules
from .shapes import group_cards
from .state import Decl, Move, State, reserve_cards, table_after, xeri_allowed
from .view import PlayerView
from .vocab import Action, Kind


class Position(Protocol):
    """What a preview reads: a State, or a PlayerView of the seat to move."""

    rules: Rules
    to_move: int | None
    round_opening: bool
    loose: Sequence[int]
    decls: Sequence[Decl]


@dataclass(frozen=True)
class Preview:
    """What `move` does from a position, for the seat to move (NOTATION 'Outcome')."""

    move: Move
    seat: int
    taken: tuple[int, ...]         # table cards captured, canonical order (not the card)
    taken_decls: tuple[Decl, ...]  # declarations captured whole (R14, R25)
    used_decls: tuple[Decl, ...]   # existing declarations taken or built on by the move
    loose: tuple[int, ...]         # loose cards after the move
    decls: tuple[Decl, ...]        # declarations after the move, canonical order
    xeri: bool                     # R32, R33
    owner_after: int | None        # the owner of a pile made or changed by the move (R26)
    released: tuple[int, ...]      # seats whose obligation ends: their reserve is free (R27)
    reserve: tuple[int, ...]       # a declaring move: the mover's cards of the value kept

    @property
    def kind(self) -> Kind | str:
        return self.move.kind

    @property
    def used_loose(self) -> tuple[int, ...]:
        """The loose table cards the move takes or combines with."""
        in_decls = {c for d in self.used_decls for c in d.cards}
        return tuple(c for c in sorted(self.move.cards) if c not in in_decls)

    def taken_groups(self) -> list[tuple[int, ...]]:
        """The loose cards taken, split into groups worth the played card (R10; face cards
        one by one): see `group_cards`."""
        if self.move.action != Action.CAPTURE:
            return []
        v = VALUE[self.move.card]
        loose = list(self.used_loose)
        if not v:
            return [(c,) for c in loose]
        return group_cards(loose, v) or ([tuple(loose)] if loose else [])


def preview(position: Position, move: Move, hand: Sequence[int] | None = None) -> Preview:
    """What `move` (a legal move of the seat to move) does. `position` is a State or a
    PlayerView of the seat to move; `hand` defaults to that seat's hand."""
    seat = position.to_move
    if hand is None:
        if isinstance(position, State):
            hand = position.hands[seat]
        elif isinstance(position, PlayerView) and position.seat == seat:
            hand = position.hand
        else:
            raise ValueError("preview needs a State or the view of the seat to move")
    loose, decls = position.loose, position.decls
    used = set(move.cards)
    used_decls = tuple(sorted((d for d in decls if d.cards[0] in used), key=Decl.sort_key))
    after = table_after(loose, decls, seat, move, xeri_allowed(position))
    capture = move.action == Action.CAPTURE
    reserve: tuple[int, ...] = ()
    if move.action == Action.DECLARE:
        reserve = reserve_cards(hand, move.value, move.card)
    released = tuple(sorted({d.owner for d in used_decls} - {after.owner_after}))
    return Preview(
        move=move,
        seat=seat,
        taken=tuple(sorted(move.cards)) if capture else (),
        taken_decls=used_decls if capture else (),
        used_decls=used_decls,
        loose=tuple(after.loose),
        decls=tuple(sorted(after.decls, key=Decl.sort_key)),
        xeri=after.xeri,
        owner_after=after.owner_after,
        released=released,
        reserve=reserve,
    )


__all__ = ["Position", "Preview", "group_cards", "preview"]
