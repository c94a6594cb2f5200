"""Entry point of `python -m diloti_qt.engine`."""

import sys

from .cli import main

sys.exit(main())
