"""Sparing PySide its reads of our modules' source at start-up, on the one PySide this was
checked against (CHECKED_ON); on any other it does nothing and PySide reads them as before.

PySide reads the source of every module imported after it from disk, looking for "PySide6"
(its `__feature__` switch, for modules that ask for snake_case or true_property names; the
game asks for neither): some 10 ms for the modules of the first paint. The switch keeps a
table of what it read, `PySide6.support.feature.pyside_feature_dict` (module name: 0 "uses
PySide, no feature", -1 "ignore this module"), an internal of PySide: our own modules are
entered in it as using PySide without a feature, the standard library's as not using it, as
its reading would enter them."""

from __future__ import annotations

import os
import sys
from pathlib import Path

CHECKED_ON = (6, 11)  # PySide6 6.11 (6.11.3): its support/feature.py keeps the table as above


def spare_pyside_the_source_reads(version: tuple[int, ...] | None = None) -> bool:
    """Enter the game's and the standard library's modules in PySide's table; whether it was
    done (only on PySide CHECKED_ON, `version` or the one imported, that keeps the table)."""
    if version is None:  # (the PySide imported: importing it here would read this module)
        version = getattr(sys.modules.get("PySide6"), "__version_info__", ())
    if tuple(version[:2]) != CHECKED_ON:
        return False
    try:
        from PySide6.support import feature

        table = feature.pyside_feature_dict
    except (ImportError, AttributeError):
        return False
    if not isinstance(table, dict):
        return False
    stdlib = sys.stdlib_module_names
    for name in [*stdlib, *(m for m in list(sys.modules) if m.partition(".")[0] in stdlib)]:
        table.setdefault(name, -1)  # (-1: "ignore this module")
    package = Path(__file__).resolve().parent
    for folder, folders, files in os.walk(package):
        folders[:] = [f for f in folders if not f.startswith("__")]  # (not __pycache__)
        prefix = ".".join((package.name, *Path(folder).relative_to(package).parts))
        table.setdefault(prefix, 0)  # (0: "uses PySide, no feature")
        for file in files:
            if file.endswith(".py") and file != "__init__.py":
                table.setdefault(f"{prefix}.{file[:-3]}", 0)
    return True
