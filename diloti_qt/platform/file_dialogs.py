"""Which file dialog asks where to save (the history's and a match's export) on each system.

- Windows and macOS: the system's own (the Explorer dialog, the save sheet), which players
  know, with their places (OneDrive, iCloud Drive) and in the system's language.
- Linux in a sandbox (the Flatpak, a Snap): the system's own, which Qt then asks of the
  desktop portal. The Flatpak has no access to the player's folders: only a file chosen in
  the portal's dialog is let through, so Qt's own dialog would save inside the sandbox.
- Linux otherwise: Qt's own dialog. The system's there is GTK's or KDE's only when a matching
  Qt theme plugin is found (PySide6 ships GTK's, the bundle leaves it out), so which one
  appears would depend on how the game was installed; Qt's own is the same everywhere, and
  its words are the game's (PySide6 ships no Greek catalogue for them, ui/dialogs/
  file_dialog.py gives them in the game's language).
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum

from diloti_qt.platform import System

FLATPAK_INFO = "/.flatpak-info"  # present inside every Flatpak sandbox
SANDBOX_ENV = ("FLATPAK_ID", "SNAP")


class Dialog(Enum):
    SYSTEM = "the system's own"
    QT = "Qt's own, in the game's language"


def sandboxed(env: Mapping[str, str], flatpak_info_exists: bool) -> bool:
    """Whether the game runs in a Flatpak or Snap sandbox."""
    return flatpak_info_exists or any(env.get(name) for name in SANDBOX_ENV)


def dialog(system: System, in_sandbox: bool) -> Dialog:
    """The file dialog the game opens on `system`."""
    if system is System.LINUX and not in_sandbox:
        return Dialog.QT
    return Dialog.SYSTEM
