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


def test_the_service_unit_starts_the_server_with_options_it_takes(tmp_path):
    """deploy/diloti-qt-server@.service: its command line parses with the server's own
    options, and systemd (where it is installed) finds nothing wrong with the unit."""
    import re
    import shlex
    import shutil

    from diloti_qt.net.cli import parser

    unit = (ROOT / "deploy" / "diloti-qt-server@.service").read_text(encoding="utf-8")
    start = re.search(r"^ExecStart=(.*)$", unit, re.M).group(1)
    words = shlex.split(start.replace("%i", "8765"))
    assert words[0].endswith("/diloti-qt-server")
    values = {"${DILOTI_DATABASE}": "postgresql://diloti@db/diloti",
              "${DILOTI_PROXY}": "10.0.0.5"}
    args = parser().parse_args([values.get(w, w) for w in words[1:]])
    assert args.port == 8765 and args.database.startswith("postgresql://")
    assert args.trusted_proxy == ["10.0.0.5"] and args.data is None
    for variable in ("DILOTI_DATABASE", "PGPASSWORD", "DILOTI_PROXY"):
        assert variable in unit  # documented in the unit's header
    analyze = shutil.which("systemd-analyze")
    if analyze is not None:
        server = shutil.which("diloti-qt-server") or str(Path(sys.executable).parent /
                                                         "diloti-qt-server")
        env_file = tmp_path / "server.env"
        env_file.write_text("DILOTI_DATABASE=postgresql://x@y/z\nDILOTI_PROXY=10.0.0.5\n")
        local = (unit.replace("/opt/diloti/venv/bin/diloti-qt-server", server)
                 .replace("/etc/diloti/server.env", str(env_file)))
        path = tmp_path / "diloti-qt-server@8765.service"
        path.write_text(local, encoding="utf-8")
        out = subprocess.run([analyze, "verify", str(path)], capture_output=True, text=True,
                             timeout=60)
        problems = [line for line in (out.stdout + out.stderr).splitlines()
                    if "diloti-qt-server@" in line]
        assert problems == [], problems


def test_the_lease_is_an_option_with_bounds():
    from diloti_qt.net.cli import config_from, parser
    from diloti_qt.net.store import LEASE

    assert config_from(parser().parse_args([])).lease == LEASE
    assert config_from(parser().parse_args(["--lease", "7.5"])).lease == 7.5
    bad = subprocess.run([sys.executable, "-m", "diloti_qt.net", "--lease", "0.1"], env=ENV,
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "--lease must be" in bad.stderr
