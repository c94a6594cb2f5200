"""`python -m diloti_qt.net`: the dedicated server (the same as `diloti-qt-server`)."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
