"""The words of a turn: a move's action and its kind (RULES R9, NOTATION "Move", "Outcome").

String-valued enums: a member equals, hashes, prints and serialises as its NOTATION word
(`Action.LAY == "lay"`, `json.dumps(Kind.RAISE) == '"raise"'`), so positions, saves and
move JSON read and write exactly as before, and code may compare with either.
"""

from __future__ import annotations

from enum import Enum


class _Word(str, Enum):
    """A NOTATION word (the `enum.StrEnum` of Python 3.11, also on 3.10)."""

    def __str__(self) -> str:
        return str.__str__(self)

    def __format__(self, spec: str) -> str:
        return str.__format__(str.__str__(self), spec)


class Action(_Word):
    """What the played card does (R9): stays loose, takes cards, or declares."""

    LAY = "lay"
    CAPTURE = "capture"
    DECLARE = "declare"


class Kind(_Word):
    """Which kind of move the engine found an action to be (NOTATION "Outcome")."""

    LAY = "lay"                          # R16
    CAPTURE = "capture"                  # R10–R14
    DECLARE_SIMPLE = "declare-simple"    # R19: a new simple declaration
    DECLARE_FAMILY = "declare-family"    # R20: a new family
    EXTEND = "extend"                    # R20, R21: components added to a declaration
    RAISE = "raise"                      # R22: a simple declaration takes a new value

    @property
    def action(self) -> Action:
        if self is Kind.LAY:
            return Action.LAY
        if self is Kind.CAPTURE:
            return Action.CAPTURE
        return Action.DECLARE

    @property
    def makes_family(self) -> bool:
        """The pile the move leaves is a family (R20, R21)."""
        return self in (Kind.DECLARE_FAMILY, Kind.EXTEND)


__all__ = ["Action", "Kind"]
