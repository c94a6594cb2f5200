"""The pieces a position and a move are made of: a declaration on the table, one turn."""

from __future__ import annotations

from typing import NamedTuple

from .vocab import Action, Kind


class Decl(NamedTuple):
    """A declaration on the table (R19–R21): value, owning seat, kind, its cards (sorted)."""

    value: int
    owner: int
    family: bool
    cards: tuple[int, ...]

    @property
    def kind(self) -> str:
        return "family" if self.family else "simple"

    def sort_key(self) -> tuple:
        return (self.value, self.owner, self.cards)


class Move(NamedTuple):
    """One turn (R9). `cards` are the table cards taken (capture) or combined with (declare)."""

    card: int
    action: Action
    cards: tuple[int, ...] = ()
    value: int = 0  # announced value of a declaring move
    kind: Kind | str = ""  # the engine's Kind; "" in a move built elsewhere
