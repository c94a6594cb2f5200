"""The card-drawing benchmark (`python -m diloti_qt.bench cards`) prints a figure for each
kind of card, drawn the game's way beside the stretched way it replaced."""

from __future__ import annotations

import os
import re
import subprocess
import sys


def test_the_card_drawing_benchmark_prints_each_kind_both_ways():
    done = subprocess.run(
        [sys.executable, "-m", "diloti_qt.bench", "cards", "--widths", "110-111",
         "--rounds", "1"], capture_output=True, text=True, timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "widths 110-111 px" in lines[0]
    kinds = {}
    for line in lines[1:]:
        m = re.match(r"\s+(.+?)\s*: one scale ([\d.]+) ms, stretched ([\d.]+) ms \(([\d.]+)x\)",
                     line)
        assert m, line
        kinds[m[1]] = (float(m[2]), float(m[3]))
    assert set(kinds) == {"meander back", "laurel back", "court cards", "other faces"}
    assert all(ours > 0 and before > 0 for ours, before in kinds.values())
