"""The typed undo record (like KDE KPat's gamestate.h): a save point and the history."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from diloti_qt.engine import State
from diloti_qt.history_events import HistoryEvent


class SavePoint(NamedTuple):
    """What `Match.restore` needs to go back to one moment of the match."""

    state: State
    rounds: int  # how many rounds were recorded then
    recorded: bool  # whether the round in `state` had been recorded (it was over)


@dataclass
class UndoStep:
    """One step back: the match at the human's turn, and the history of that moment."""

    point: SavePoint
    history: list[HistoryEvent] = field(default_factory=list)
