"""Each platform difference's rule, for every system, checked here (diloti_qt/platform/)."""

from __future__ import annotations

import hashlib
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
    ours = folder(kind, APP, System.MACOS, {}, PurePosixPath(tmp_path))
    theirs = platformdirs_answer(MacOS(APP, appauthor=False, roaming=True), kind)
    assert ours == PurePosixPath(theirs)


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
