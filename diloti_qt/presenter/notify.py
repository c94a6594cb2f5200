"""Plain-Python signals for the presenter, and the clock it waits on without a table."""

from __future__ import annotations

import inspect
import weakref
from collections.abc import Callable
from typing import Protocol

import shiboken6
from PySide6.QtCore import QTimer


class Notifier:
    """`connect(slot)`, `emit(*args)`. A bound method is held weakly and dropped once its
    object is gone (a Qt object deleted by Qt included), so listening never keeps an item
    model or a widget alive, nor calls into a deleted one."""

    def __init__(self) -> None:
        self._slots: list[Callable[[], Callable | None]] = []

    def connect(self, slot: Callable[..., object]) -> None:
        if inspect.ismethod(slot):
            self._slots.append(weakref.WeakMethod(slot))
        else:
            self._slots.append(lambda: slot)

    def emit(self, *args) -> None:
        for ref in list(self._slots):
            slot = ref()
            if slot is None or (inspect.ismethod(slot)
                                and isinstance(slot.__self__, shiboken6.Object)
                                and not shiboken6.isValid(slot.__self__)):
                self._slots.remove(ref)
                continue
            slot(*args)


class Timer(Protocol):
    def cancel(self) -> None: ...


class Clock(Protocol):
    """Calls back after a while (a QTimer; tests step a clock of their own)."""

    def after(self, ms: int, callback: Callable[[], None]) -> Timer: ...


class _QtTimer:
    def __init__(self, ms: int, callback: Callable[[], None]) -> None:
        self._timer = QTimer()
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(callback)
        self._timer.start(ms)

    def cancel(self) -> None:
        self._timer.stop()


class QtClock:
    def after(self, ms: int, callback: Callable[[], None]) -> Timer:
        return _QtTimer(ms, callback)
