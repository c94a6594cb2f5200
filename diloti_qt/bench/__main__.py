"""`python -m diloti_qt.bench engine`: print benchmark figures."""

import sys

USAGE = "usage: python -m diloti_qt.bench engine"


def main(argv: list[str]) -> int:
    if argv[:1] == ["engine"]:
        from .engine import main as engine_main

        engine_main()
        return 0
    print(USAGE, file=sys.stderr)
    return 2


sys.exit(main(sys.argv[1:]))
