"""Entry point of `python -m diloti_qt.tutorial`."""

import sys

from .cli import main

sys.exit(main())
