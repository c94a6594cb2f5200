"""Pace: the one home of every duration of play (like KDE KPat's speeds.h)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


@dataclass(frozen=True)
class Durations:
    """Milliseconds, for one pace."""

    flight: int  # a card's flight across the table
    read: int  # a move stays still after it lands, so it can be read
    stagger: int  # between two cards of a deal
    think: int  # the computer waits before it plays, so its turn is seen
    xeri: int  # the "Xeri!" flourish
    reply: int  # a lesson's scripted reply waits this long more than a computer's move
    show_me: int  # a lesson's "Show me" points at the move this long before playing it


class Pace(str, Enum):
    """How fast the table plays: a setting (Settings ▸ Animation speed); tests use instant,
    where every stage of a move still happens, in zero time."""

    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"

    @classmethod
    def of(cls, value: object) -> Pace:
        """The pace named `value` (a Pace or its name); normal for anything else."""
        try:
            return cls(value)
        except ValueError:
            return cls.NORMAL

    @property
    def ms(self) -> Durations:
        return _DURATIONS[self]


_DURATIONS = {
    Pace.NORMAL: Durations(flight=250, read=550, stagger=55, think=600, xeri=1100, reply=900,
                           show_me=1200),
    Pace.FAST: Durations(flight=120, read=250, stagger=22, think=250, xeri=650, reply=400,
                         show_me=700),
    Pace.INSTANT: Durations(flight=0, read=0, stagger=0, think=0, xeri=0, reply=0, show_me=0),
}
