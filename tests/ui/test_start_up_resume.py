"""Start-up with a match to resume: checking the save names the computer levels without
loading the players (they come after the first paint, with the computer's worker)."""

from __future__ import annotations

import subprocess
import sys

from ..conftest import ROOT


def test_the_level_names_are_the_levels():
    from diloti_qt import ai

    assert ai.LEVEL_NAMES == tuple(ai.LEVELS)


def test_checking_a_saves_levels_loads_no_player():
    probe = ("import sys; from diloti_qt.storage import validate; names = validate.levels(); "
             "print(sorted(m for m in ('diloti_qt.ai.expert', 'diloti_qt.ai.hard', "
             "'diloti_qt.ai.simple', 'multiprocessing') if m in sys.modules), 'expert' in names)")
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, env={"PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["[]", "True"], done.stdout
