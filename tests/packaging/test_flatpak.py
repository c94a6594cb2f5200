"""The Flatpak manifest agrees with its pinned wheels, the desktop files and the metainfo.

(The Flatpak itself is built by the release workflow; its runtimes are not reachable here. The
metainfo and .desktop file are validated by tests/packaging/test_linux.py.)
"""

from __future__ import annotations

import re

from tests.packaging import PACKAGING, ROOT

FLATPAK = PACKAGING / "flatpak"
APP_ID = "io.github.diloti_qt.DilotiQt"
MANIFEST = FLATPAK / f"{APP_ID}.yml"


def manifest() -> str:
    return MANIFEST.read_text(encoding="utf-8")


def test_every_pinned_wheel_is_a_source_with_the_same_hash() -> None:
    pinned = dict(re.findall(r"^(\S+)==\S+ --hash=sha256:([0-9a-f]{64})$",
                             (FLATPAK / "requirements.txt").read_text(encoding="utf-8"),
                             re.MULTILINE))
    sources = re.findall(r"path: wheels/([^-\s]+)-\S+\.whl\n\s+sha256: ([0-9a-f]{64})",
                         manifest())
    assert dict(sources) == pinned
    declared = {"platformdirs", "websockets", "zeroconf", "miniaudio"}
    assert declared <= set(pinned)


def test_the_manifest_names_the_app_base_and_permissions() -> None:
    text = manifest()
    assert re.search(rf"^id: {re.escape(APP_ID)}$", text, re.MULTILINE)
    assert "base: io.qt.PySide.BaseApp" in text
    assert "--share=network" in text and "command: diloti-qt" in text
    metainfo = (ROOT / "packaging/linux" / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    assert f"<id>{APP_ID}</id>" in metainfo


def test_every_file_the_manifest_installs_exists() -> None:
    installed = re.findall(r"install -Dm644 (\S+)", manifest())
    assert len(installed) == 3
    for name in installed:
        assert (ROOT / name).is_file(), name
