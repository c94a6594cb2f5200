"""Qt item models over the controller's state: the single source of truth views read."""

from .hand import HandModel
from .history import HistoryModel
from .roles import Roles
from .scores import ScoreModel
from .table import TableModel

__all__ = ["HandModel", "HistoryModel", "Roles", "ScoreModel", "TableModel"]
