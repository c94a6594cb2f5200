"""The release workflow is linted and pinned, and its Linux job's script runs here."""

from __future__ import annotations

import hashlib
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging import PACKAGING, ROOT

WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
USES = re.compile(r"^\s*-?\s*uses:\s*(\S+)", re.MULTILINE)


def test_zizmor_finds_nothing_in_the_release_workflow() -> None:
    zizmor = shutil.which("zizmor") or str(Path(sys.executable).parent / "zizmor")
    result = subprocess.run([zizmor, "--offline", "--no-progress", str(WORKFLOW)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_action_is_pinned_by_commit() -> None:
    uses = USES.findall(WORKFLOW.read_text(encoding="utf-8"))
    assert len(uses) >= 5
    for action in uses:
        name, _, ref = action.partition("@")
        assert re.fullmatch(r"[0-9a-f]{40}", ref), f"{name} is pinned to {ref!r}, not a commit"


def test_the_workflow_calls_the_release_script_on_every_system() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    assert "python packaging/release.py --out release ${{ matrix.what }}" in text
    for runner in ("ubuntu-", "windows-", "macos-"):
        assert f"- os: {runner}" in text
    assert "id-token: write" in text and "pypa/gh-action-pypi-publish@" in text


@pytest.mark.timeout(300)
def test_the_linux_jobs_dists_step_runs_here(tmp_path: Path) -> None:
    result = subprocess.run([sys.executable, str(PACKAGING / "release.py"), "--out",
                             str(tmp_path), "--dists"], capture_output=True, text=True,
                            timeout=280, cwd=ROOT)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assets = tmp_path / "assets"
    sums = (assets / "SHA256SUMS-linux.txt").read_text(encoding="utf-8").splitlines()
    listed = dict(reversed(line.split("  ", 1)) for line in sums)
    assert {n for n in listed if n.endswith(".whl")} and {n for n in listed
                                                            if n.endswith(".tar.gz")}
    for name, digest in listed.items():
        assert hashlib.sha256((assets / name).read_bytes()).hexdigest() == digest
