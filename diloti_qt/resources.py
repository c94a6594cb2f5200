"""Locate the bundled resources (deck, icons, translations): checkout, wheel or bundle."""

from __future__ import annotations

import os
import sys
from pathlib import Path

ENV_OVERRIDE = "DILOTI_RESOURCES"
# Where setup.py's build step copies the checkout's top-level resources/ inside the package,
# so an installed wheel carries them (the checkout itself keeps them at the top level).
INSTALLED = "_resources"


def resources_root() -> Path:
    """The `resources/` folder: $DILOTI_RESOURCES, the frozen bundle's, the installed package's,
    or the source tree's."""
    override = os.environ.get(ENV_OVERRIDE)
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "resources"
    installed = Path(__file__).resolve().parent / INSTALLED
    if installed.is_dir():
        return installed
    return Path(__file__).resolve().parent.parent / "resources"


def resource_path(*parts: str) -> Path:
    """The path of a resource, e.g. `resource_path("cards", "AS.svg")`; it may not exist."""
    return resources_root().joinpath(*parts)
