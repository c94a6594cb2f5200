"""Qt item models over the controller's state: the single source of truth views read."""

from .hand import HandModel
from .history import HistoryModel
from .legal_moves import LegalMovesModel
from .roles import Roles
from .scores import ScoreModel
from .table import TableModel

__all__ = ["HandModel", "HistoryModel", "LegalMovesModel", "Roles", "ScoreModel", "TableModel"]
