"""A package's names loaded when first asked for (PEP 562): what the window's first frame
does not use is not imported for it (controller/, ui/table/)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from importlib import import_module


def names_from(package: str, homes: dict[str, str]) -> Callable[[str], object]:
    """The module `__getattr__` of `package` that imports each name of `homes` (name: the
    relative module it is defined in) once it is first asked for, and keeps it."""

    def __getattr__(name: str) -> object:  # noqa: N807 (PEP 562)
        if name not in homes:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(homes[name], package), name)
        setattr(sys.modules[package], name, value)
        return value

    return __getattr__
