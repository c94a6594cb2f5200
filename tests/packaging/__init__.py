"""Packaging tests: icons, Linux desktop files, the PyInstaller bundle."""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import tempfile
from collections.abc import Iterator
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


@contextlib.contextmanager
def building_in_the_checkout() -> Iterator[None]:
    """Held while a build writes in the checkout (its egg-info and build/ folder): two workers
    of a run, or two runs of the suite at once, build one after the other."""
    try:
        import fcntl
    except ImportError:  # Windows: one run at a time
        yield
        return
    key = hashlib.sha1(str(ROOT).encode()).hexdigest()[:12]
    with open(Path(tempfile.gettempdir()) / f"diloti-build-{key}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
