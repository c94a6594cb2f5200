"""Locate the bundled resources (deck, icons, translations) from source or a PyInstaller bundle."""

from __future__ import annotations

import os
import sys
from pathlib import Path

ENV_OVERRIDE = "DILOTI_RESOURCES"


def resources_root() -> Path:
    """The `resources/` folder: $DILOTI_RESOURCES, the frozen bundle's, or the source tree's."""
    override = os.environ.get(ENV_OVERRIDE)
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def resource_path(*parts: str) -> Path:
    """The path of a resource, e.g. `resource_path("cards", "AS.svg")`; it may not exist."""
    return resources_root().joinpath(*parts)
