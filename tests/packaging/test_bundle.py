"""Build the PyInstaller bundle into a temporary folder and play its --smoke round."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging import PACKAGING, ROOT, building_in_the_checkout, load

build = load("build")
MAX_MB = 200


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    assert importlib.util.find_spec("PyInstaller") is not None, \
        "PyInstaller is missing: pip install -e '.[test]' installs it"
    base = tmp_path_factory.mktemp("bundle")
    with building_in_the_checkout():
        result = subprocess.run(
            [sys.executable, str(PACKAGING / "build.py"), "--no-install",
             "--dist", str(base / "dist"), "--work", str(base / "build")],
            capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "bundle size:" in result.stdout
    return base / "dist"


@pytest.mark.timeout(900)
def test_bundle_holds_the_resources_and_no_unused_qt(dist: Path) -> None:
    exe = build.executable(dist)
    assert exe.is_file()
    files = {p.relative_to(exe.parent).as_posix() for p in exe.parent.rglob("*")}
    internal = "_internal/resources"
    for name in ("cards/AS.svg", "cards/back.svg", "cards4/10D.svg", "icons/diloti-qt.svg",
                 "icons/hicolor/256x256/apps/diloti-qt.png", "cards/back-laurel.svg",
                 "sounds/card.wav", "sounds/xeri.wav"):
        assert f"{internal}/{name}" in files, name
    package_data = [p.relative_to(ROOT).as_posix() for p in (ROOT / "diloti_qt").rglob("*")
                    if p.is_file() and p.suffix not in (".py", ".pyc", ".md")
                    and "__pycache__" not in p.parts]
    missing = [name for name in package_data if f"_internal/{name}" not in files]
    assert not missing, f"package data left out of the bundle: {missing}"
    i18n = sorted(p.name for p in (ROOT / "resources" / "i18n").glob("*.qm"))
    assert i18n == sorted(Path(f).name for f in files if f.startswith(f"{internal}/i18n/"))
    bench = ROOT / "diloti_qt" / "bench"
    modules = [p.relative_to(ROOT).with_suffix(".pyc").as_posix()
               for p in (ROOT / "diloti_qt").rglob("*.py")
               if "__pycache__" not in p.parts and bench not in p.parents]
    left_out = [m for m in modules if f"_internal/{m}" not in files]
    assert not left_out, f"modules of the game left out of the bundle: {left_out}"
    # The benchmarks run from a checkout only (issue 39): none of them ships.
    assert not [f for f in files if f.startswith("_internal/diloti_qt/bench")]
    for unused in ("QtQml", "QtQuick", "Qt3D", "QtPdf", "libqgtk3", "qmltooling"):
        assert not [f for f in files if unused in f], unused
    assert build.folder_size(exe.parent) < MAX_MB * 1e6


@pytest.mark.timeout(900)
def test_bundle_plays_a_smoke_round(dist: Path) -> None:
    result = build.run_bundle(build.executable(dist), ["--smoke"], timeout=180)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
    assert lines, result.stdout + result.stderr
    summary = json.loads(lines[-1])
    assert isinstance(summary, dict) and summary
    # A friend's table on a server behind TLS is joined at a wss:// address: the bundle
    # carries ssl (it once left it out).
    assert summary["tls"].startswith("OpenSSL"), summary["tls"]
    # Every level a player can choose is there (they are imported by name when first used;
    # the bundle once carried only Easy's module).
    assert summary["levels"] == {"easy": "EasyPlayer", "medium": "MediumPlayer",
                                 "hard": "HardPlayer", "expert": "ExpertPlayer"}


@pytest.mark.timeout(900)
@pytest.mark.skipif(os.name != "posix", reason="the local socket's file is POSIX's")
def test_the_bundle_starts_as_a_player_starts_it_and_a_second_start_raises_it(
        dist: Path, tmp_path: Path) -> None:
    """The bundle left QtNetwork out, which the lock of one game per home answers through;
    --smoke never takes the lock, so only a real start shows it."""
    import signal
    import time

    from diloti_qt.ui.instance import socket_name

    home = tmp_path / "home"
    env = dict(os.environ, DILOTI_QT_HOME=str(home), QT_QPA_PLATFORM="offscreen",
               DILOTI_SOUND="off")
    exe = str(build.executable(dist))
    socket = Path(socket_name(home / "state" / "diloti-qt.lock"))
    first = subprocess.Popen([exe], env=env, start_new_session=True,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while not socket.exists() and first.poll() is None and time.monotonic() < deadline:
            time.sleep(0.1)  # it listens once its table is painted
        assert socket.exists() and first.poll() is None, first.stderr.read()
        second = subprocess.run([exe], env=env, capture_output=True, text=True, timeout=60)
        assert second.returncode == 0 and first.poll() is None
        log = (home / "log" / "diloti-qt.log").read_text(encoding="utf-8")
        assert "Traceback" not in log and "ERROR" not in log, log
    finally:
        os.killpg(first.pid, signal.SIGKILL)
        first.wait(10)


@pytest.mark.timeout(900)
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="install.sh is for Linux")
def test_bundle_installs_its_own_menu_entry(dist: Path, tmp_path: Path) -> None:
    exe = build.executable(dist)
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path))
    subprocess.run(["sh", str(exe.parent / "install.sh")], env=env, check=True, timeout=60,
                   capture_output=True)
    desktop = (tmp_path / "applications" / "io.github.diloti_qt.DilotiQt.desktop").read_text(
        encoding="utf-8")
    assert f'\nExec="{exe}" %u\n' in desktop  # a diloti:// link or a .diloti file
    assert (tmp_path / "icons" / "hicolor" / "48x48" / "apps" / "diloti-qt.png").is_file()
    assert (tmp_path / "metainfo" / "io.github.diloti_qt.DilotiQt.metainfo.xml").is_file()
