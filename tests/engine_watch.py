"""Helpers (no tests here): watch what the GUI thread asks of the engine's move generation.

`EngineWatch` replaces the engine's `legal_moves` and `iter_legal_moves` wherever the
package holds them (each module that imported them, the engine's own modules too) with
wrappers that record the calls made on the GUI thread: the full list (no `card`, no
`limit`) with the stack that asked for it, and the longest stream. The computer players
think in other threads and are not counted.
"""

from __future__ import annotations

import sys
import threading
import traceback

from diloti_qt.engine import lazy, movegen

REAL_LEGAL_MOVES = movegen.legal_moves
REAL_ITER_LEGAL_MOVES = lazy.iter_legal_moves


def _on_gui_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


class EngineWatch:
    def __init__(self, monkeypatch) -> None:
        self.full: list[str] = []  # where the GUI thread asked for every legal move
        self.bounded = 0  # calls with a card or a limit
        self.longest_stream = 0  # the most moves one stream gave the GUI thread
        self.streamed = 0  # moves streamed to the GUI thread in all
        for name, module in list(sys.modules.items()):
            if not name.startswith("diloti_qt") or module is None:
                continue
            if getattr(module, "legal_moves", None) is REAL_LEGAL_MOVES:
                monkeypatch.setattr(module, "legal_moves", self._listed)
            if getattr(module, "iter_legal_moves", None) is REAL_ITER_LEGAL_MOVES:
                monkeypatch.setattr(module, "iter_legal_moves", self._streamed)

    def _listed(self, state, card=None, limit=None):
        if _on_gui_thread():
            if card is None and limit is None:
                self.full.append("".join(traceback.format_stack(limit=6)[:-1]))
            else:
                self.bounded += 1
        return REAL_LEGAL_MOVES(state, card, limit)

    def _streamed(self, state, card=None, action=None):
        gui = _on_gui_thread()
        given = 0
        for move in REAL_ITER_LEGAL_MOVES(state, card, action):
            if gui:
                given += 1
                self.streamed += 1
                self.longest_stream = max(self.longest_stream, given)
            yield move

    def assert_no_full_list(self) -> None:
        assert not self.full, "the GUI thread built the full list of legal moves:\n" + \
            "\n---\n".join(self.full[:3])
