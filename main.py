"""Start the Diloti desktop game: `python main.py`."""

import multiprocessing
import sys

from diloti_qt.app import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
