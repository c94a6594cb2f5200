"""The computer players are pure Python: no module of diloti_qt.ai imports Qt (ARCHITECTURE),
so they run in worker processes, on a server and on the command line without PySide6."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import diloti_qt.ai
from tests.conftest import ROOT


def test_ai_never_imports_qt():
    modules = sorted(f"diloti_qt.ai.{m.name}" for m in pkgutil.iter_modules(diloti_qt.ai.__path__)
                     if m.name not in ("__main__",))
    assert "diloti_qt.ai.arena" in modules and len(modules) > 10
    code = (f"import sys, importlib; [importlib.import_module(m) for m in {modules!r}]; "
            "import diloti_qt.bench.ai; "
            "print(sorted(m for m in sys.modules if m.startswith('PySide6')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
