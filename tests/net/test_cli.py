"""The dedicated server's command line: headless, no Qt imported, clear errors."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}


def test_the_service_and_its_command_line_never_import_qt():
    code = ("import sys, diloti_qt.net.cli, diloti_qt.net.server, diloti_qt.net.client, "
            "diloti_qt.net.discovery, diloti_qt.net.host; "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')]; "
            "print(bad); sys.exit(1 if bad else 0)")
    out = subprocess.run([sys.executable, "-c", code], env=ENV, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stdout + out.stderr


def test_console_script_is_declared():
    text = (ROOT / "pyproject.toml").read_text()
    scripts = text.split("[project.scripts]")[1].split("[")[0]
    assert 'diloti-qt-server = "diloti_qt.net.cli:main"' in scripts
    deps = text.split("dependencies = [")[1].split("]")[0]
    assert '"websockets>=' in deps and '"zeroconf>=' in deps


def test_help_and_bad_arguments():
    ok = subprocess.run([sys.executable, "-m", "diloti_qt.net", "--help"], env=ENV,
                        capture_output=True, text=True, timeout=60)
    assert ok.returncode == 0 and "--data" in ok.stdout and "--port" in ok.stdout
    bad = subprocess.run([sys.executable, "-m", "diloti_qt.net", "--port", "99999"], env=ENV,
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
