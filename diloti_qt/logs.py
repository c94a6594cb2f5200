"""The game's log: a rotating file in the user's log folder, and standard error with
--verbose (the `logging` of the whole package goes to the `diloti_qt` logger)."""

from __future__ import annotations

import logging
import logging.handlers
import sys
from pathlib import Path

LOG_NAME = "diloti-qt.log"
MAX_BYTES = 1_000_000  # then the file rotates: a log never grows without bound
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_installed: list[logging.Handler] = []
_hooks: list = []  # the excepthook that `setup` replaced


def setup(verbose: bool = False, folder: Path | None = None) -> Path | None:
    """Log the package's INFO and above (DEBUG too with `verbose`, also on standard error)
    to `folder`/diloti-qt.log (the user's log folder by default); the file's path, or None
    if the folder cannot be written (then only standard error gets the messages). Calling
    it again replaces what an earlier call set up."""
    from diloti_qt.storage import paths

    close()
    logger = logging.getLogger("diloti_qt")
    logger.setLevel(logging.DEBUG if verbose else logging.INFO)
    formatter = logging.Formatter(FORMAT)
    path: Path | None = None
    try:
        folder = folder if folder is not None else paths.log_dir(create=True)
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / LOG_NAME
        file_handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except OSError as error:
        path = None
        verbose = True  # nowhere else to say it
        print(f"diloti-qt: no log file ({error}); logging to standard error",
              file=sys.stderr)
    else:
        file_handler.setFormatter(formatter)
        _installed.append(file_handler)
    if verbose:
        stream = logging.StreamHandler(sys.stderr)
        stream.setFormatter(formatter)
        _installed.append(stream)
    for handler in _installed:
        logger.addHandler(handler)
    _hooks.append(sys.excepthook)
    sys.excepthook = _log_uncaught
    return path


def _log_uncaught(kind, value, tb) -> None:
    """An exception nobody caught (in a slot, say) goes to the log with its traceback."""
    logging.getLogger("diloti_qt").critical("uncaught exception", exc_info=(kind, value, tb))
    (_hooks[-1] if _hooks else sys.__excepthook__)(kind, value, tb)


def close() -> None:
    """Take away what `setup` installed (main() may run inside another program)."""
    logger = logging.getLogger("diloti_qt")
    for handler in _installed:
        logger.removeHandler(handler)
        handler.close()
    _installed.clear()
    if _hooks:
        sys.excepthook = _hooks.pop()
