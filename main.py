"""Start the Diloti desktop game: `python main.py`."""

import sys

from diloti_qt.app import main

if __name__ == "__main__":
    if getattr(sys, "frozen", False):  # a frozen copy's worker processes start here too
        import multiprocessing

        multiprocessing.freeze_support()
    sys.exit(main())
