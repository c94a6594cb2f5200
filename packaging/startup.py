"""Time to the first painted window: the built bundle and `python main.py` beside GNOME
Aisleriot, launched in turn from fresh homes under one X display and timed from outside the
same way (diloti_qt/bench/startup.py), with the memory of each at that moment."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from build import ROOT  # noqa: E402
from diloti_qt.bench.startup import run  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="folder holding the built bundle (default: dist/)")
    parser.add_argument("--runs", type=int, default=7, help="measured launches of each")
    parser.add_argument("--display", help="an X display to measure on (default: an Xvfb of "
                                          "its own)")
    args = parser.parse_args(argv)
    try:
        print("\n".join(run(args.runs, args.display, args.dist.resolve())))
    except RuntimeError as e:
        print(f"startup.py: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
