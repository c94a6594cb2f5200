"""Build the sdist and wheel, install the wheel into a new venv away from the checkout, play it.

The new environment reuses pip's cache of the dependencies' wheels (the test install of the
checkout filled it), so this takes well under a minute on a warm machine.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tarfile
import venv
import zipfile
from pathlib import Path

import pytest

from diloti_qt import __version__
from tests.packaging import ROOT, building_in_the_checkout

RESOURCES = ROOT / "resources"
# Run time needs the compiled translations, not their sources.
NOT_SHIPPED = {".ts"}


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    with building_in_the_checkout():
        result = subprocess.run(
            [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(ROOT)],
            capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return out


def wheel_of(dist: Path) -> Path:
    (wheel,) = dist.glob("diloti_qt-*.whl")
    return wheel


def sdist_of(dist: Path) -> Path:
    (sdist,) = dist.glob("diloti_qt-*.tar.gz")
    return sdist


def runtime_resources() -> set[str]:
    return {p.relative_to(RESOURCES).as_posix() for p in RESOURCES.rglob("*")
            if p.is_file() and p.suffix not in NOT_SHIPPED}


def test_the_version_comes_from_the_package(dist: Path) -> None:
    assert wheel_of(dist).name == f"diloti_qt-{__version__}-py3-none-any.whl"
    assert sdist_of(dist).name == f"diloti_qt-{__version__}.tar.gz"


def test_the_wheel_carries_every_resource_and_no_test(dist: Path) -> None:
    names = set(zipfile.ZipFile(wheel_of(dist)).namelist())
    shipped = {n.removeprefix("diloti_qt/_resources/") for n in names
               if n.startswith("diloti_qt/_resources/")}
    assert shipped == runtime_resources()
    assert {"cards/back.svg", "i18n/diloti_qt_el.qm", "icons/diloti-qt.svg"} <= shipped
    lessons = {p.name for p in (ROOT / "diloti_qt" / "tutorial" / "lessons").glob("*.json")}
    assert lessons and {f"diloti_qt/tutorial/lessons/{n}" for n in lessons} <= names
    assert not [n for n in names if n.startswith("tests/") or "/tests/" in n]


def test_the_sdist_builds_the_same_wheel_alone(dist: Path) -> None:
    with tarfile.open(sdist_of(dist)) as tar:
        names = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
    assert {f"resources/{n}" for n in runtime_resources()} <= names
    assert {"pyproject.toml", "packaging/diloti_build.py", "README.md"} <= names


def test_twine_check_passes(dist: Path) -> None:
    result = subprocess.run([sys.executable, "-m", "twine", "check", "--strict",
                             str(wheel_of(dist)), str(sdist_of(dist))],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.timeout(600)
def test_the_installed_wheel_plays_away_from_the_checkout(
        dist: Path, tmp_path: Path) -> None:
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    bindir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    python = bindir / "python"
    away = tmp_path / "elsewhere"
    away.mkdir()
    env = {k: v for k, v in os.environ.items()
           if k not in {"PYTHONPATH", "DILOTI_RESOURCES", "VIRTUAL_ENV", "PYTHONHOME"}}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path / "home"),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_STATE_HOME=str(tmp_path / "state"), XDG_CACHE_HOME=str(tmp_path / "cache"),
               PIP_DISABLE_PIP_VERSION_CHECK="1")

    def run(*args: str | Path) -> str:
        result = subprocess.run([str(a) for a in args], capture_output=True, text=True,
                                cwd=away, env=env, timeout=300)
        assert result.returncode == 0, f"{args}: {result.stdout[-2000:]}{result.stderr[-2000:]}"
        return result.stdout

    run(python, "-m", "pip", "install", "--quiet", wheel_of(dist))

    where = json.loads(run(python, "-c", "import json, diloti_qt, diloti_qt.resources as r; "
                                         "print(json.dumps([diloti_qt.__file__, "
                                         "str(r.resources_root())]))"))
    for path in map(Path, where):
        assert env_dir in path.resolve().parents and ROOT not in path.resolve().parents
    assert run(bindir / "diloti-qt", "--version").split() == ["diloti-qt", __version__]
    summary = json.loads(run(bindir / "diloti-qt", "--smoke"))
    assert summary["moves"] > 0 and len(summary["scores"]) == 2
    assert "usage: diloti-qt-server" in run(bindir / "diloti-qt-server", "--help")
    dealt = run(python, "-m", "diloti_qt.engine", "deal", "4711")
    here = subprocess.run([sys.executable, "-m", "diloti_qt.engine", "deal", "4711"],
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert dealt == here.stdout and json.loads(dealt)["format"] == "diloti-position/1"
    lessons = run(python, "-m", "diloti_qt.tutorial", "--check").splitlines()
    assert len(lessons) == len(list((ROOT / "diloti_qt/tutorial/lessons").glob("*.json")))
    assert all(line.startswith("ok") for line in lessons)
