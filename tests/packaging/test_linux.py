"""Linux desktop integration: the .desktop and AppStream files validate and agree, and
install.sh puts them in place for the current user."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImageReader

from diloti_qt import __version__
from tests.packaging import PACKAGING, ROOT

APP_ID = "io.github.diloti_qt.DilotiQt"
LINUX = PACKAGING / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
MIME = LINUX / f"{APP_ID}.mime.xml"
INSTALL = LINUX / "install.sh"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def tool(name: str, package: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed (apt-get install {package})")
    return path


def entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment, method-assign]
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_file_validates() -> None:
    result = subprocess.run([tool("desktop-file-validate", "desktop-file-utils"), str(DESKTOP)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_metainfo_validates() -> None:
    result = subprocess.run([tool("appstreamcli", "appstream"), "validate", "--no-net",
                             str(METAINFO)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "E:" not in result.stdout and "W:" not in result.stdout, result.stdout


def test_desktop_file_content() -> None:
    desktop = entry(DESKTOP)
    assert desktop["Type"] == "Application"
    assert desktop["Categories"] == "Game;CardGame;"
    assert desktop["Name[el]"] == "Δηλωτή"
    assert desktop["Icon"] == "diloti-qt"
    assert desktop["Exec"] == "diloti-qt %u"  # a clicked invitation, or a .diloti file
    assert desktop["MimeType"] == ("application/x-diloti-match;x-scheme-handler/diloti;"
                                   "x-scheme-handler/dilotis;")
    assert desktop["Comment"] and desktop["Comment[el]"]
    assert "δηλωτή" in desktop["Keywords[el]"].split(";")


def test_metainfo_agrees_with_the_desktop_file_and_the_package() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert [c.text for c in root.iter("category")] == ["Game", "CardGame"]
    assert root.find("content_rating").get("type").startswith("oars-")
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    releases = [r.get("version") for r in root.iter("release")]
    assert releases[0] == __version__, "add a <release> for the new version"


def test_screenshot_in_metainfo_is_committed_at_its_declared_size() -> None:
    root = ET.parse(METAINFO).getroot()
    images = list(root.iter("image"))
    assert images
    for image in images:
        relative = image.text.split("/main/", 1)[1]
        size = QImageReader(str(ROOT / relative)).size()
        assert (size.width(), size.height()) == (int(image.get("width")),
                                                 int(image.get("height")))


def desktop_quoted(argument: str) -> str:
    """An Exec argument as the desktop entry spec quotes it, string escapes included."""
    for char, escaped in (("\\", "\\\\\\\\"), ('"', '\\\\"'), ("`", "\\\\`"),
                          ("$", "\\\\$"), ("%", "%%")):
        argument = argument.replace(char, escaped)
    return f'"{argument}"'


def run_install(data: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, XDG_DATA_HOME=str(data))
    return subprocess.run(["sh", str(INSTALL), *args], capture_output=True, text=True,
                          env=env, timeout=60, check=True)


def test_install_and_uninstall_for_the_current_user(tmp_path: Path) -> None:
    data = tmp_path / "share"
    program = tmp_path / 'odd "dir" $HOME `x` 100%' / "di lo\\ti"
    program.parent.mkdir()
    program.write_text("#!/bin/sh\n", encoding="utf-8")
    program.chmod(0o755)
    run_install(data, "--exec", str(program))
    installed = data / "applications" / DESKTOP.name
    desktop = entry(installed)
    assert desktop["Exec"] == desktop_quoted(str(program)) + " %u"
    assert (data / "mime" / "packages" / MIME.name).read_bytes() == MIME.read_bytes()
    assert desktop["Name[el]"] == "Δηλωτή"
    assert (data / "metainfo" / METAINFO.name).read_bytes() == METAINFO.read_bytes()
    for size in SIZES:
        assert (data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "diloti-qt.png").is_file()
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / "diloti-qt.svg").is_file()
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(installed)], capture_output=True,
                               text=True, timeout=60)
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout
    run_install(data, "--uninstall")
    left = [p for p in data.rglob("*") if p.is_file() and "diloti" in p.name.lower()]
    assert not left


def test_install_defaults_to_something_runnable(tmp_path: Path) -> None:
    data = tmp_path / "share"
    run_install(data)
    exec_line = entry(data / "applications" / DESKTOP.name)["Exec"]
    program = exec_line.split('"')[1]
    assert exec_line.endswith(" %u")
    assert os.access(program, os.X_OK), exec_line


def test_the_match_record_mime_type_is_declared_once_everywhere() -> None:
    import xml.etree.ElementTree as ET

    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(MIME).getroot()
    kinds = root.findall("m:mime-type", ns)
    assert [k.get("type") for k in kinds] == ["application/x-diloti-match"]
    assert [g.get("pattern") for g in kinds[0].findall("m:glob", ns)] == ["*.diloti"]
    assert "application/x-diloti-match" in entry(DESKTOP)["MimeType"].split(";")
    meta = ET.parse(METAINFO).getroot()
    assert [m.text for m in meta.iter("mediatype")] == ["application/x-diloti-match"]
