"""The build backend: setuptools, plus the top-level resources/ carried into sdist and wheel.

The checkout keeps the deck, sounds, icons and translations in resources/ beside the package;
an installed wheel has no checkout, so the build copies them to diloti_qt/_resources, where
diloti_qt/resources.py looks first. pyproject.toml names this module (backend-path).
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import build_meta as _meta
from setuptools.build_meta import *  # noqa: F403 - the PEP 517 hooks, unchanged
from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = "resources"
INSTALLED = ("diloti_qt", "_resources")
# Translation sources and editor leftovers are not needed at run time; the compiled .qm are.
RUNTIME_ONLY = shutil.ignore_patterns("*.ts", "*~", ".*", "__pycache__")
# What an sdist needs beyond the package to build the same wheel again.
SDIST_EXTRA = ("packaging/diloti_build.py", "main.py")

__all__ = list(getattr(_meta, "__all__", ())) + ["BuildWithResources", "SdistWithResources"]


class BuildWithResources(build_py):
    """build_py that also places resources/ under the package."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # an editable install reads the checkout's resources/ directly
        target = Path(self.build_lib).joinpath(*INSTALLED)
        if target.exists():
            shutil.rmtree(target)
        shutil.copytree(ROOT / RESOURCES, target, ignore=RUNTIME_ONLY)


class SdistWithResources(sdist):
    """sdist whose tree also holds resources/ and this backend, so it builds the wheel alone."""

    def make_release_tree(self, base_dir: str, files: list[str]) -> None:
        super().make_release_tree(base_dir, files)
        base = Path(base_dir)
        target = base / RESOURCES
        if target.exists():
            shutil.rmtree(target)
        shutil.copytree(ROOT / RESOURCES, target, ignore=shutil.ignore_patterns("*~", ".*"))
        for name in SDIST_EXTRA:
            (base / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, base / name)
