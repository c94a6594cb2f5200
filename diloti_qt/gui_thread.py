"""Hands a worker thread's answer to a QObject's method on the GUI thread, the worker holding
only a weak reference to that object.

Why: a worker callback that holds the QObject itself (a closure over `self`, a bound signal)
can drop the last reference to it on the worker thread, after queueing an event for it. The
wrapper is then torn down on the wrong thread while the GUI thread delivers the event, and
PySide calls the slot of a wrapper that is gone (a segmentation fault in
`SignalManager::qt_metacall`, one run of 30 of tests/storage/test_old_saves.py). Here the
event goes to one relay that lives as long as the process, and the receiver is looked up on
the GUI thread, where it is also freed.
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal, Slot


class _Relay(QObject):
    carried = Signal(object, object)  # weak reference to a bound method, its arguments

    def __init__(self) -> None:
        super().__init__()
        self.carried.connect(self._call)  # queued when emitted from another thread

    @Slot(object, object)
    def _call(self, target: weakref.WeakMethod, args: tuple) -> None:
        method = target()
        if method is not None:
            method(*args)


_relay: _Relay | None = None
_made = threading.Lock()


def to_gui_thread(method: Callable[..., None]) -> Callable[..., None]:
    """A function any thread may call with `method`'s arguments: `method` (a bound method of a
    QObject living on the GUI thread) is called with them there, later, if its object still
    lives. Call this on the GUI thread (the relay takes the thread it is made on)."""
    global _relay
    with _made:
        if _relay is None:
            _relay = _Relay()
        relay = _relay
    target = weakref.WeakMethod(method)

    def carry(*args: object) -> None:
        relay.carried.emit(target, args)

    return carry
