"""The game controller: wraps the engine, owns undo and seats, runs the computer's turns.

Its names are loaded when first asked for (diloti_qt/lazy_names.py): the window's first
frame names only light modules of this package (`pace`), not the controller and the engine
behind it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from diloti_qt.lazy_names import names_from

if TYPE_CHECKING:
    from .game import GameController
    from .pace import Pace
    from .port import MoveEvent, TableSource

__all__ = ["GameController", "MoveEvent", "Pace", "TableSource"]
__getattr__ = names_from(__name__, {"GameController": ".game", "MoveEvent": ".port",
                                    "Pace": ".pace", "TableSource": ".port"})
