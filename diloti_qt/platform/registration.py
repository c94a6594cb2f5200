"""How each system learns that diloti:// and dilotis:// links (invitations to a table) and
.diloti files (match records) open the game: the registration of the schemes and the type.

Windows reads it from the registry (HKCU\\Software\\Classes): written as .reg text for an
installer or `reg import`, and as register.cmd, which the Windows download carries beside the
game for a player to double-click once (packaging/build.py). macOS reads the app's Info.plist
(CFBundleURLTypes and CFBundleDocumentTypes, which packaging/diloti-qt.spec puts in
Diloti.app), Linux the .desktop file's MimeType (x-scheme-handler/… and the record's MIME
type, whose glob and magic are in packaging/linux/…mime.xml). What a link or a file means
is another module's job.
"""

from __future__ import annotations

from diloti_qt.platform import System

SCHEMES = ("diloti", "dilotis")  # dilotis://: the table's server is behind TLS (wss://)
RECORD_MIME = "application/x-diloti-match"
RECORD_EXTENSION = "diloti"
APP_ID = "io.github.diloti_qt.DilotiQt"
CLASSES = r"Software\Classes"  # under HKEY_CURRENT_USER: the user's own, no administrator
RECORD_KIND = "Diloti.Match"


def windows_entries(exe: str) -> list[tuple[str, str | None, str]]:
    """The registry values, as (key under HKCU, value name or None for the default, data),
    that make `exe` open the schemes and the record's extension."""
    opens = f'"{exe}" "%1"'
    entries: list[tuple[str, str | None, str]] = []
    for scheme in SCHEMES:
        key = rf"{CLASSES}\{scheme}"
        entries += [(key, None, "URL:Diloti"), (key, "URL Protocol", ""),
                    (rf"{key}\DefaultIcon", None, f'"{exe}",0'),
                    (rf"{key}\shell\open\command", None, opens)]
    extension = rf"{CLASSES}\.{RECORD_EXTENSION}"
    entries += [(extension, None, RECORD_KIND), (extension, "Content Type", RECORD_MIME),
                (rf"{CLASSES}\{RECORD_KIND}", None, "Diloti match"),
                (rf"{CLASSES}\{RECORD_KIND}\shell\open\command", None, opens)]
    return entries


def windows_reg(exe: str) -> str:
    """A .reg file (UTF-16 in practice; this is its text) registering the schemes and the
    record's extension for the user."""
    def quoted(text: str) -> str:
        return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'

    lines = ["Windows Registry Editor Version 5.00"]
    key = None
    for at, name, data in windows_entries(exe):
        if at != key:
            lines += ["", rf"[HKEY_CURRENT_USER\{at}]"]
            key = at
        lines.append(f"{'@' if name is None else quoted(name)}={quoted(data)}")
    return "\r\n".join([*lines, ""])


def windows_register_cmd(exe_name: str) -> str:
    """register.cmd, shipped beside `exe_name` in the Windows download: double-clicked once,
    it makes that copy of the game open the links and the files for the user (no installer,
    no administrator); `register.cmd --uninstall` takes it back."""
    def quoted(text: str) -> str:  # reg.exe reads \" as a quote; a batch file %% as %
        return '"' + text.replace('"', '\\"').replace("%1", "%%1") + '"'

    added = [f'reg add "HKCU\\{key}" {"/ve" if name is None else "/v " + quoted(name)} '
             f'/d {quoted(data)} /f >nul || goto failed'
             for key, name, data in windows_entries("%EXE%")]
    tops = dict.fromkeys(key.split("\\")[2] for key, _, _ in windows_entries("%EXE%"))
    removed = [f'reg delete "HKCU\\{CLASSES}\\{top}" /f >nul 2>nul' for top in tops]
    lines = ["@echo off",
             "rem Diloti: this copy of the game opens diloti:// and dilotis:// invitations",
             "rem and .diloti match files (for you only). --uninstall takes that back.",
             "setlocal",
             f'set "EXE=%~dp0{exe_name}"',
             'if /i "%~1"=="--uninstall" goto uninstall',
             *added,
             "echo Diloti now opens invitations and match files.",
             "goto done",
             ":uninstall",
             *removed,
             "echo Diloti no longer opens invitations and match files.",
             "goto done",
             ":failed",
             "echo The registry could not be written. 1>&2",
             'if "%~1"=="" pause',
             "exit /b 1",
             ":done",
             'if "%~1"=="" pause',  # double-clicked: keep the window until a key is pressed
             "exit /b 0", ""]
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
