"""Each platform difference's rule, for every system, checked here (diloti_qt/platform/)."""

from __future__ import annotations

import hashlib
import re
import os
from pathlib import Path, PurePosixPath, PureWindowsPath

import pytest
from platformdirs.macos import MacOS
from platformdirs.unix import Unix

from diloti_qt.platform import System, current, local_names
from diloti_qt.platform.storage_paths import Kind, folder
from diloti_qt.storage import paths

APP = "diloti-qt"
MAC_TMPDIR = "/var/folders/zz/zyxvpxvq6csfxvn_n0000000000000/T/"  # the shape macOS gives


def platformdirs_answer(dirs: Unix | MacOS, kind: Kind) -> str:
    return {Kind.CONFIG: dirs.user_config_dir, Kind.DATA: dirs.user_data_dir,
            Kind.STATE: dirs.user_state_dir, Kind.LOG: dirs.user_log_dir}[kind]


@pytest.mark.parametrize("kind", list(Kind))
@pytest.mark.parametrize("xdg", [False, True])
def test_linux_folders_are_platformdirs_xdg_ones(kind: Kind, xdg: bool, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        if xdg:
            monkeypatch.setenv(name, str(tmp_path / name.lower()))
        else:
            monkeypatch.delenv(name, raising=False)
    ours = folder(kind, APP, System.LINUX, os.environ, PurePosixPath(tmp_path))
    theirs = platformdirs_answer(Unix(APP, appauthor=False, roaming=kind is Kind.CONFIG), kind)
    assert ours == PurePosixPath(theirs)


@pytest.mark.parametrize("kind", list(Kind))
def test_macos_folders_are_platformdirs_macos_ones(kind: Kind, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    # platformdirs 4.x on macOS follows XDG_* when a shell sets them; the game keeps to
    # Application Support there, as every Mac app does (XDG is the Linux desktop's rule)
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.delenv(name, raising=False)
    ours = folder(kind, APP, System.MACOS, {}, PurePosixPath(tmp_path))
    theirs = platformdirs_answer(MacOS(APP, appauthor=False, roaming=True), kind)
    assert ours == PurePosixPath(theirs)
    xdg = {"XDG_CONFIG_HOME": "/x/c", "XDG_DATA_HOME": "/x/d", "XDG_STATE_HOME": "/x/s"}
    assert folder(kind, APP, System.MACOS, xdg, PurePosixPath(tmp_path)) == ours


def test_windows_keeps_settings_roaming_and_the_rest_local() -> None:
    env = {"APPDATA": r"C:\Users\Eleni\AppData\Roaming",
           "LOCALAPPDATA": r"C:\Users\Eleni\AppData\Local"}
    home = PureWindowsPath(r"C:\Users\Eleni")
    where = {kind: folder(kind, APP, System.WINDOWS, env, home) for kind in Kind}
    assert where[Kind.CONFIG] == PureWindowsPath(r"C:\Users\Eleni\AppData\Roaming\diloti-qt")
    assert where[Kind.DATA] == where[Kind.STATE] == PureWindowsPath(
        r"C:\Users\Eleni\AppData\Local\diloti-qt")
    assert where[Kind.LOG] == PureWindowsPath(r"C:\Users\Eleni\AppData\Local\diloti-qt\Logs")
    # without the variables (a stripped environment) the profile's usual folders
    assert folder(Kind.CONFIG, APP, System.WINDOWS, {}, home) == PureWindowsPath(
        r"C:\Users\Eleni\AppData\Roaming\diloti-qt")


def test_the_game_uses_this_systems_rule(monkeypatch: pytest.MonkeyPatch,
                                         tmp_path: Path) -> None:
    monkeypatch.delenv(paths.HOME_ENV, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    assert paths.autosave_path().parent == Path(
        folder(Kind.STATE, APP, current(), os.environ, Path.home()))


def test_unix_socket_names_are_the_lock_paths_hash_and_fit(tmp_path: Path) -> None:
    lock = str(tmp_path / "state" / "diloti-qt.lock")
    expected = "diloti-qt-" + hashlib.sha1(os.path.realpath(lock).encode()).hexdigest()[:16]
    for system in (System.LINUX, System.MACOS):
        name = local_names.server_name(lock, system)
        assert name == expected  # the name a running game of an older copy listens on
        assert local_names.fits(MAC_TMPDIR, name, system)
    assert not local_names.fits(MAC_TMPDIR + "x" * 40, expected, System.MACOS)


def test_the_socket_is_in_the_users_runtime_folder_or_its_own_never_the_shared_one() -> None:
    """Issue 37: in the shared temporary folder another user could bind the name first."""
    env = {"XDG_RUNTIME_DIR": "/run/user/1000"}
    assert local_names.socket_folders(System.LINUX, env, 1000, "/tmp") == (
        "/run/user/1000", "/tmp/diloti-qt-1000")
    assert local_names.socket_folders(System.LINUX, {}, 1000, "/tmp") == (
        "/tmp/diloti-qt-1000",)
    assert local_names.socket_folders(System.LINUX, {"XDG_RUNTIME_DIR": "run"}, 7, "/tmp") \
        == ("/tmp/diloti-qt-7",)  # a relative runtime folder is not one
    assert local_names.socket_folders(System.MACOS, env, 501, MAC_TMPDIR) == (
        MAC_TMPDIR + "diloti-qt-501",)  # $TMPDIR is the user's own there
    assert local_names.socket_folders(System.WINDOWS, env, 0, "C:\\Temp") == ()
    name = local_names.server_name("/home/eleni/.local/state/diloti-qt/diloti-qt.lock",
                                   System.MACOS)
    assert local_names.fits(MAC_TMPDIR + "diloti-qt-501", name, System.MACOS)


def test_a_socket_folder_is_private_only_when_the_users_alone() -> None:
    import stat

    folder = stat.S_IFDIR
    assert local_names.private(folder | 0o700, 1000, 1000)
    assert not local_names.private(folder | 0o700, 1001, 1000)  # made by another user
    assert not local_names.private(folder | 0o1777, 1000, 1000)  # open to others
    assert not local_names.private(folder | 0o750, 1000, 1000)
    assert not local_names.private(stat.S_IFLNK | 0o700, 1000, 1000)  # a link to elsewhere
    assert not local_names.private(stat.S_IFSOCK | 0o700, 1000, 1000)


def test_windows_pipe_names_differ_per_user_not_per_spelling() -> None:
    lock = r"C:\Users\Eleni\AppData\Local\diloti-qt\diloti-qt.lock"
    eleni = local_names.server_name(lock, System.WINDOWS, "eleni")
    assert eleni == local_names.server_name(lock.upper(), System.WINDOWS, "Eleni")
    assert eleni != local_names.server_name(lock, System.WINDOWS, "nikos")
    assert eleni.startswith("diloti-qt-") and local_names.fits("", eleni, System.WINDOWS)


def test_greek_fonts_keep_the_systems_order_and_only_the_installed() -> None:
    from diloti_qt.platform import greek_fonts

    assert greek_fonts.families(System.WINDOWS, ["arial", "Segoe UI", "Wingdings"]) == [
        "Segoe UI", "Arial"]
    assert greek_fonts.families(System.MACOS, ["Helvetica Neue"]) == ["Helvetica Neue"]
    assert greek_fonts.families(System.LINUX, []) == []


def test_greek_fonts_here_cover_greek(qapp) -> None:
    from PySide6.QtGui import QFont, QFontDatabase

    from diloti_qt.platform import greek_fonts

    applied = greek_fonts.apply(qapp, current())
    assert applied, "no font with Greek installed (.ci/run installs fonts-dejavu-core)"
    for family in applied:
        assert QFontDatabase.WritingSystem.Greek in QFontDatabase.writingSystems(family)
    family = qapp.font().family().casefold()
    assert {f.casefold() for f in applied} - {family} <= {
        f.casefold() for f in QFont.substitutes(qapp.font().family())}


def test_the_scheme_registration_for_each_system_as_text() -> None:
    import plistlib

    from diloti_qt.platform import registration

    reg = registration.windows_reg(r"C:\Program Files\Diloti\diloti-qt.exe").split("\r\n")
    assert reg[0] == "Windows Registry Editor Version 5.00"
    assert r"[HKEY_CURRENT_USER\Software\Classes\diloti]" in reg and '"URL Protocol"=""' in reg
    assert r'@="\"C:\\Program Files\\Diloti\\diloti-qt.exe\" \"%1\""' in reg
    plist = plistlib.loads(plistlib.dumps({"CFBundleURLTypes": registration.macos_url_types()}))
    assert plist["CFBundleURLTypes"][0]["CFBundleURLSchemes"] == ["diloti", "dilotis"]
    assert r"[HKEY_CURRENT_USER\Software\Classes\dilotis]" in reg
    assert r"[HKEY_CURRENT_USER\Software\Classes\.diloti]" in reg
    documents = registration.macos_document_types()[0]
    assert documents["CFBundleTypeExtensions"] == ["diloti"]
    # The .desktop file that ships says exactly what the module says.
    desktop = (Path(__file__).resolve().parents[2] / "packaging" / "linux"
               / "io.github.diloti_qt.DilotiQt.desktop").read_text(encoding="utf-8")
    assert f"\nMimeType={registration.linux_mime_types()}\n" in desktop
    assert len({registration.describe(s) for s in System}) == 3


REG_VALUE = re.compile(r'^(@|"((?:[^"\\]|\\.)*)")="((?:[^"\\]|\\.)*)"$')
CMD_ADD = re.compile(r'^reg add "HKCU\\(.+?)" (/ve|/v "((?:[^"\\]|\\.)*)") '
                     r'/d "((?:[^"\\]|\\.)*)" /f >nul \|\| goto failed$')


def reg_file_values(text: str) -> set[tuple[str, str | None, str]]:
    """What `reg import` would write: (key under HKCU, name or None, data)."""
    values, key = set(), ""
    for line in text.split("\r\n")[1:]:
        if line.startswith("[HKEY_CURRENT_USER\\"):
            key = line[len("[HKEY_CURRENT_USER\\"):-1]
        elif line:
            match = REG_VALUE.match(line)
            assert match, line
            unescape = lambda s: re.sub(r"\\(.)", r"\1", s)  # noqa: E731
            name = None if match.group(1) == "@" else unescape(match.group(2))
            values.add((key, name, unescape(match.group(3))))
    return values


def register_cmd_values(text: str, folder: str) -> set[tuple[str, str | None, str]]:
    """What register.cmd's `reg add` lines write when the batch file sits in `folder`."""
    exe = re.search(r'^set "EXE=%~dp0(.+)"\r$', text, re.MULTILINE).group(1)
    values = set()
    for line in text.split("\r\n"):
        if line.startswith("reg add"):
            match = CMD_ADD.match(line)
            assert match, line

            def batch(s: str) -> str:  # %EXE% and %% expanded, then reg.exe's \" read
                s = s.replace("%EXE%", folder + exe).replace("%%", "%")
                return s.replace('\\"', '"')

            name = None if match.group(2) == "/ve" else batch(match.group(3))
            values.add((match.group(1), name, batch(match.group(4))))
    return values


def test_the_windows_downloads_register_cmd_writes_what_the_reg_file_says(tmp_path: Path):
    from diloti_qt.platform import registration
    from tests.packaging import load

    folder = "C:\\Users\\Eleni\\Downloads\\diloti-qt\\"
    exe = folder + "diloti-qt.exe"
    written = load("build").write_register_cmd(tmp_path)
    text = written.read_bytes().decode("ascii")
    assert "\r\n" in text and text == registration.windows_register_cmd("diloti-qt.exe")
    expected = reg_file_values(registration.windows_reg(exe))
    assert len(expected) == 12
    assert ("Software\\Classes\\diloti\\shell\\open\\command", None, f'"{exe}" "%1"') in expected
    assert register_cmd_values(text, folder) == expected
    removed = re.findall(r'^reg delete "HKCU\\Software\\Classes\\(.+?)" /f', text, re.MULTILINE)
    assert removed == ["diloti", "dilotis", ".diloti", "Diloti.Match"]


def test_a_windows_pipe_name_needs_the_homes_secret() -> None:
    """Issue 37: the pipe's name was the user's name and the usual path hashed, so another
    user could work it out, create the pipe first and be handed the player's invitations.
    The home's secret joins the hash: another secret, another name."""
    lock = r"C:\Users\Eleni\AppData\Local\diloti-qt\diloti-qt.lock"
    guessable = local_names.server_name(lock, System.WINDOWS, "eleni")
    kept = local_names.server_name(lock, System.WINDOWS, "eleni", "0" * 32)
    assert kept != guessable
    assert kept != local_names.server_name(lock, System.WINDOWS, "eleni", "1" * 32)
    assert kept == local_names.server_name(lock.upper(), System.WINDOWS, "Eleni", "0" * 32)


def test_the_homes_secret_is_made_once_for_this_user_alone(tmp_path) -> None:
    import stat as stat_module

    from diloti_qt.ui.instance import SECRET_NAME, home_secret

    first = home_secret(tmp_path / "home")
    assert len(first) == 32 and home_secret(tmp_path / "home") == first  # kept
    path = tmp_path / "home" / SECRET_NAME
    assert stat_module.S_IMODE(path.stat().st_mode) == 0o600
    path.write_text("not a secret")  # damaged: replaced by a new one
    again = home_secret(tmp_path / "home")
    assert len(again) == 32 and again != first and home_secret(tmp_path / "home") == again
