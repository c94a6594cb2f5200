"""Guards against a Qt binding bug that crashed the app: Signal.emit() in PySide6 6.12.0
released a reference to True it did not own, so a long game aborted the interpreter."""

import sys

from PySide6.QtCore import QObject, Signal


class _Emitter(QObject):
    changed = Signal(bool)


def test_emitting_signals_does_not_corrupt_reference_counts(qapp):
    emitter = _Emitter()
    emitter.changed.connect(lambda value: None)
    before = sys.getrefcount(True)
    for _ in range(200):
        emitter.changed.emit(True)
    assert abs(sys.getrefcount(True) - before) < 50
