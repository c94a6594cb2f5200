"""`main.py --smoke`: the real window plays one round computer against computer, prints a
JSON summary and exits 0."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

from ..conftest import ROOT


def run_smoke(*extra: str) -> tuple[subprocess.CompletedProcess, float]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    t0 = time.perf_counter()
    done = subprocess.run([sys.executable, "main.py", "--smoke", *extra], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=90)
    return done, time.perf_counter() - t0


def test_smoke_plays_one_round_and_prints_a_json_summary():
    done, seconds = run_smoke()
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1, done.stdout
    summary = json.loads(lines[0])
    points, xeris = summary["round_points"], summary["xeris"]
    assert len(points) == 2 and len(xeris) == 2
    assert sum(points) - 10 * sum(xeris) in (7, 11)
    assert summary["moves"] == 48
    assert summary["scores"] == points
    assert [side["total"] for side in summary["breakdown"]] == points
    assert [side["xeris"] for side in summary["breakdown"]] == [10 * x for x in xeris]
    assert sum(side["cards"] for side in summary["breakdown"]) == 52
    assert 0 < summary["first_paint_ms"] < summary["seconds"] * 1000 + 5000
    assert summary["seconds"] < 30 and seconds < 60


def test_smoke_rounds_depend_on_the_seed():
    first, _ = run_smoke("--seed", "1")
    second, _ = run_smoke("--seed", "2")
    assert first.returncode == 0 and second.returncode == 0, first.stderr + second.stderr
    a, b = (json.loads(d.stdout.strip().splitlines()[-1]) for d in (first, second))
    assert a["breakdown"] != b["breakdown"]


def test_the_levels_check_starts_no_helper_processes(monkeypatch):
    """--smoke makes every level to check the bundle has their modules; the Expert started
    its helper processes as it was made, the run ended before they were up, and each helper
    died with a traceback on stderr (a windowed bundle shows that as an error box)."""
    import threading

    from diloti_qt import app
    from diloti_qt.ai import parallel

    monkeypatch.setenv(app.AI_PROCESSES_ENV, "")  # so that the test's end puts it back
    monkeypatch.delenv(app.AI_PROCESSES_ENV)
    for name, fresh in (("_pool", None), ("_broken", False), ("_warming", False)):
        monkeypatch.setattr(parallel, name, fresh)
    try:
        assert app._levels()["expert"] == "ExpertPlayer"
        for thread in threading.enumerate():
            if thread.name == "diloti-ai-warm-up":
                thread.join(10)
        assert parallel._pool is None
    finally:
        parallel.shutdown()
