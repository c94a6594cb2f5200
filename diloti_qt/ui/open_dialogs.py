"""The dialogs a window (or a keeper of its table) has open, by name: each is built when it
is first opened, kept while it is open and forgotten once it closes."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog


class OpenDialogs:
    """Open dialogs by name; none is made before it is opened."""

    def __init__(self) -> None:
        self._open: dict[str, QDialog] = {}

    def get(self, name: str) -> QDialog | None:
        """The dialog open under `name`, or None."""
        return self._open.get(name)

    def keep(self, name: str, dialog: QDialog) -> QDialog:
        """`dialog`, just built, open under `name` until it finishes (it deletes itself
        when closed)."""
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._open[name] = dialog
        dialog.finished.connect(lambda _=0: self._forget(name, dialog))
        dialog.destroyed.connect(lambda _=None: self._forget(name, dialog))
        return dialog

    def close(self, *names: str) -> None:
        """Close the dialogs open under `names` without their answers (nothing connected
        to their `finished` is told)."""
        for name in names:
            dialog = self._open.pop(name, None)
            if dialog is not None:
                dialog.finished.disconnect()
                dialog.close()

    def _forget(self, name: str, dialog: QDialog) -> None:
        if self._open.get(name) is dialog:
            del self._open[name]
