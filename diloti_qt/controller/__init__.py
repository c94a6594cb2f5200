"""The game controller: wraps the engine, owns undo and seats, runs the computer's turns."""

from .game import PACES, GameController, MoveEvent

__all__ = ["PACES", "GameController", "MoveEvent"]
