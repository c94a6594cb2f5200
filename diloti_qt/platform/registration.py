"""How each system learns that diloti:// and dilotis:// links (invitations to a table) and
.diloti files (match records) open the game: the registration of the schemes and the type.

Windows reads it from the registry (HKCU\\Software\\Classes, written here as .reg text for an
installer or `reg import`), macOS from the app's Info.plist (CFBundleURLTypes and
CFBundleDocumentTypes, which packaging/diloti-qt.spec puts in Diloti.app), Linux from the
.desktop file's MimeType (x-scheme-handler/… and the record's MIME type, whose glob and magic
are in packaging/linux/…mime.xml). What a link or a file means is another module's job.
"""

from __future__ import annotations

from diloti_qt.platform import System

SCHEMES = ("diloti", "dilotis")  # dilotis://: the table's server is behind TLS (wss://)
RECORD_MIME = "application/x-diloti-match"
RECORD_EXTENSION = "diloti"
APP_ID = "io.github.diloti_qt.DilotiQt"


def windows_reg(exe: str) -> str:
    """A .reg file (UTF-16 in practice; this is its text) registering the schemes and the
    record's extension for the user."""
    command = exe.replace("\\", "\\\\").replace('"', '\\"')
    lines = ["Windows Registry Editor Version 5.00", ""]
    classes = r"HKEY_CURRENT_USER\Software\Classes"
    for scheme in SCHEMES:
        key = rf"{classes}\{scheme}"
        lines += [f"[{key}]", '@="URL:Diloti"', '"URL Protocol"=""', "",
                  f"[{key}\\DefaultIcon]", f'@="\\"{command}\\",0"', "",
                  f"[{key}\\shell\\open\\command]", f'@="\\"{command}\\" \\"%1\\""', ""]
    kind = "Diloti.Match"
    lines += [rf"[{classes}\.{RECORD_EXTENSION}]", f'@="{kind}"',
              f'"Content Type"="{RECORD_MIME}"', "",
              rf"[{classes}\{kind}]", '@="Diloti match"', "",
              rf"[{classes}\{kind}\shell\open\command]", f'@="\\"{command}\\" \\"%1\\""', ""]
    return "\r\n".join(lines)


def macos_url_types() -> list[dict[str, object]]:
    """The Info.plist CFBundleURLTypes entry."""
    return [{"CFBundleURLName": APP_ID, "CFBundleURLSchemes": list(SCHEMES),
             "CFBundleTypeRole": "Viewer"}]


def macos_document_types() -> list[dict[str, object]]:
    """The Info.plist CFBundleDocumentTypes entry: a match record opens in the game."""
    return [{"CFBundleTypeName": "Diloti match", "CFBundleTypeRole": "Viewer",
             "CFBundleTypeExtensions": [RECORD_EXTENSION],
             "CFBundleTypeMIMETypes": [RECORD_MIME]}]


def linux_mime_types() -> str:
    """The .desktop file's MimeType value."""
    return "".join(f"{t};" for t in (RECORD_MIME, *(f"x-scheme-handler/{s}" for s in SCHEMES)))


def describe(system: System) -> str:
    """Where the registration lives on `system` (for the log and the packaging notes)."""
    return {System.WINDOWS: r"HKCU\Software\Classes\diloti, \dilotis, \.diloti",
            System.MACOS: "Diloti.app/Contents/Info.plist CFBundleURLTypes, "
                          "CFBundleDocumentTypes",
            System.LINUX: f"{APP_ID}.desktop MimeType"}[system]
