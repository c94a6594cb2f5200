"""The typed save of a match in progress: what a controller needs to continue it exactly."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from diloti_qt.engine import Match
from diloti_qt.history_events import HistoryEvent


@dataclass
class SavedUndoStep:
    """One undo step: a `Match.save_point()` tuple and the history at that moment."""

    point: tuple
    history: list[HistoryEvent]


@dataclass
class SavedGame:
    """Everything a controller needs to continue a match exactly where it stopped."""

    match: Match
    human: int = 0
    levels: dict[int, str] = field(default_factory=lambda: {1: "easy"})
    history: list[HistoryEvent] = field(default_factory=list)
    undo: list[SavedUndoStep] = field(default_factory=list)
    ai_rng: random.Random | None = None
    saved_at: str = ""
    # The person has played a move in this match. Kept apart from the move list, which a
    # repaired save no longer has: the match is still one in progress, not to be abandoned
    # without a question.
    person_played: bool = False
