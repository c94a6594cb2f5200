"""How each system learns that diloti:// links open the game: the URL scheme's registration.

Windows reads it from the registry (HKCU\\Software\\Classes\\diloti, written here as .reg
text for an installer or `reg import`), macOS from the app's Info.plist (CFBundleURLTypes,
which packaging/diloti-qt.spec puts in Diloti.app), Linux from the .desktop file's MimeType
(x-scheme-handler/diloti). The scheme's meaning and its handler are another module's job.
"""

from __future__ import annotations

from diloti_qt.platform import System

SCHEME = "diloti"
APP_ID = "io.github.diloti_qt.DilotiQt"


def windows_reg(exe: str) -> str:
    """A .reg file (UTF-16 in practice; this is its text) registering the scheme for the user."""
    key = rf"HKEY_CURRENT_USER\Software\Classes\{SCHEME}"
    command = exe.replace("\\", "\\\\").replace('"', '\\"')
    return "\r\n".join([
        "Windows Registry Editor Version 5.00", "",
        f"[{key}]", '@="URL:Diloti"', '"URL Protocol"=""', "",
        f"[{key}\\DefaultIcon]", f'@="\\"{command}\\",0"', "",
        f"[{key}\\shell\\open\\command]", f'@="\\"{command}\\" \\"%1\\""', ""])


def macos_url_types() -> list[dict[str, object]]:
    """The Info.plist CFBundleURLTypes entry."""
    return [{"CFBundleURLName": APP_ID, "CFBundleURLSchemes": [SCHEME],
             "CFBundleTypeRole": "Viewer"}]


def linux_mime_types() -> str:
    """The .desktop file's MimeType value."""
    return f"x-scheme-handler/{SCHEME};"


def describe(system: System) -> str:
    """Where the registration lives on `system` (for the log and the packaging notes)."""
    return {System.WINDOWS: r"HKCU\Software\Classes\diloti",
            System.MACOS: "Diloti.app/Contents/Info.plist CFBundleURLTypes",
            System.LINUX: f"{APP_ID}.desktop MimeType"}[system]
