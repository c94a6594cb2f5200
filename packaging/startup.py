"""Time to the first painted table: the built bundle against `python main.py` (warm caches)."""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from build import ROOT, executable  # noqa: E402

FLAG = "--first-paint-exit"


def first_paint(command: list[str]) -> tuple[float, float]:
    """(ms to the first painted table as the app reports it, ms until the process exited)."""
    env = dict(os.environ, DILOTI_T0=repr(time.time()))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    start = time.perf_counter()
    out = subprocess.run([*command, FLAG], capture_output=True, text=True, env=env,
                         timeout=120, cwd=ROOT)
    wall = (time.perf_counter() - start) * 1000
    if out.returncode != 0:
        raise RuntimeError(f"{command} {FLAG} failed: {out.stderr.strip()}")
    line = [s for s in out.stdout.splitlines() if s.startswith("{")][-1]
    return json.loads(line)["first_paint_ms"], wall


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="folder holding the built bundle (default: dist/)")
    parser.add_argument("--runs", type=int, default=7, help="measured runs of each")
    args = parser.parse_args(argv)
    commands = {
        "bundle": [str(executable(args.dist.resolve()))],
        "python main.py": [sys.executable, str(ROOT / "main.py")],
    }
    for command in commands.values():
        first_paint(command)
    figures: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    for _ in range(args.runs):
        for name, command in commands.items():
            figures[name].append(first_paint(command))
    for name, runs in figures.items():
        paint = statistics.median(p for p, _ in runs)
        wall = statistics.median(w for _, w in runs)
        print(f"{name:>15}: first paint {paint:6.0f} ms, process exit {wall:6.0f} ms "
              f"(median of {len(runs)}; paints {sorted(round(p) for p, _ in runs)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
