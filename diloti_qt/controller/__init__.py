"""The game controller: wraps the engine, owns undo and seats, runs the computer's turns."""

from .game import GameController
from .pace import Pace
from .port import MoveEvent, TableSource

__all__ = ["GameController", "MoveEvent", "Pace", "TableSource"]
