"""Shared test set-up: offscreen Qt, the repository root and the shared folder."""

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("DILOTI_SHARED", ROOT.parent / "shared"))
