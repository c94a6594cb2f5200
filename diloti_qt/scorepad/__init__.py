"""The score pad for matches played with real cards: the pad (pure Python), its file, its
place in the history. The dialog lives in diloti_qt/ui/dialogs/score_pad.py."""

from .pad import CardsMode, PadError, RoundEntry, ScoredRound, ScorePad, SideEntry

__all__ = ["CardsMode", "PadError", "RoundEntry", "ScorePad", "ScoredRound", "SideEntry"]
