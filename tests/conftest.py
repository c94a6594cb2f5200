"""Shared test set-up: offscreen Qt, the repository root and the shared folder."""

import os
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests never touch a real home: storage is redirected, subprocesses included.
os.environ["DILOTI_QT_HOME"] = tempfile.mkdtemp(prefix="diloti-test-")

ROOT = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("DILOTI_SHARED", ROOT.parent / "shared"))


@pytest.fixture(autouse=True)
def _storage_home(tmp_path, monkeypatch):
    monkeypatch.setenv("DILOTI_QT_HOME", str(tmp_path / "diloti-home"))


@pytest.fixture(autouse=True)
def _default_locale():
    """A test that sets the game's language (app.configure) leaves no locale behind."""
    import sys

    qtcore = sys.modules.get("PySide6.QtCore")
    before = qtcore.QLocale() if qtcore is not None else None
    yield
    qtcore = sys.modules.get("PySide6.QtCore")
    if qtcore is not None:
        qtcore.QLocale.setDefault(before if before is not None else qtcore.QLocale.system())
