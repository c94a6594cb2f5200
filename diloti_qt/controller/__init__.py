"""The game controller: wraps the engine, owns undo and seats, runs the computer's turns.

Its names are loaded when first asked for (PEP 562): the window's first frame names only
light modules of this package (`pace`), not the controller and the engine behind it."""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import GameController
    from .pace import Pace
    from .port import MoveEvent, TableSource

__all__ = ["GameController", "MoveEvent", "Pace", "TableSource"]
_HOME = {"GameController": ".game", "MoveEvent": ".port", "Pace": ".pace",
         "TableSource": ".port"}


def __getattr__(name: str):
    if name not in _HOME:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(_HOME[name], __name__), name)
    globals()[name] = value
    return value
