"""Entry point of the frozen bundle: serve multiprocessing workers, otherwise start the game."""

import multiprocessing
import sys

from diloti_qt.app import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
