"""The release workflow is linted and pinned, and its Linux job's script runs here."""

from __future__ import annotations

import hashlib
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging import PACKAGING, ROOT, building_in_the_checkout

WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
USES = re.compile(r"^\s*-?\s*uses:\s*(\S+)", re.MULTILINE)


WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.y*ml"))


def tool(name: str) -> str:
    """A linter the test extra installs: on PATH, or beside this Python."""
    found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
    assert found, f"{name} is missing: pip install -e '.[test]'"
    return found


def actionlint(*files: Path) -> subprocess.CompletedProcess[str]:
    """actionlint (the kjanat fork's PyPI wheel carries the binary; upstream's PyPI package
    downloads it while installing), with ShellCheck on every `run:` script."""
    shellcheck = shutil.which("shellcheck")
    assert shellcheck, "shellcheck is missing: apt-get install shellcheck (.ci/run does)"
    return subprocess.run([tool("actionlint"), "-no-color", f"-shellcheck={shellcheck}",
                           *map(str, files)], capture_output=True, text=True, timeout=120)


def test_zizmor_finds_nothing_in_the_release_workflow() -> None:
    result = subprocess.run([tool("zizmor"), "--offline", "--no-progress", str(WORKFLOW)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


def test_actionlint_finds_nothing_in_the_workflows() -> None:
    assert WORKFLOW in WORKFLOWS
    result = actionlint(*WORKFLOWS)
    assert result.returncode == 0, result.stdout + result.stderr


def test_actionlint_fails_a_broken_workflow(tmp_path: Path) -> None:
    """The same workflow with three mistakes of the kinds a release workflow makes: a runner
    that does not exist, a matrix key that is not defined, a shell word left unquoted."""
    text = WORKFLOW.read_text(encoding="utf-8")
    broken = (text.replace("- os: windows-2022", "- os: windows-2002", 1)
              .replace("${{ matrix.what }}", "${{ matrix.which }}", 1)
              .replace('gh release create "$TAG"', "gh release create $TAG", 1))
    assert broken.count("windows-2002") == 1 and "matrix.which" in broken
    assert "create $TAG " in broken
    (tmp_path / "release.yml").write_text(broken, encoding="utf-8")
    result = actionlint(tmp_path / "release.yml")
    assert result.returncode == 1, result.stdout + result.stderr
    for kind, what in (("[runner-label]", "windows-2002"), ("[expression]", "which"),
                       ("[shellcheck]", "SC2086")):
        assert any(kind in line and what in line for line in result.stdout.splitlines()), (
            kind, result.stdout)


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
    with building_in_the_checkout():
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
