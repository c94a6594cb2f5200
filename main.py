"""Start the Diloti desktop game: `python main.py`."""

import sys

from diloti_qt.app import main

if __name__ == "__main__":
    sys.exit(main())
