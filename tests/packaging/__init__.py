"""Packaging tests: icons, Linux desktop files, the PyInstaller bundle."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent.parent
PACKAGING = ROOT / "packaging"


def load(name: str) -> ModuleType:
    """Import packaging/<name>.py under a private module name."""
    spec = importlib.util.spec_from_file_location(f"_diloti_packaging_{name}",
                                                  PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
