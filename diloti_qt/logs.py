"""The game's log: a rotating file in the user's log folder, and standard error with
--verbose (the `logging` of the whole package goes to the `diloti_qt` logger)."""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

LOG_NAME = "diloti-qt.log"
MAX_BYTES = 1_000_000  # then the file rotates: a log never grows without bound
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_installed: list[logging.Handler] = []


class RotatingFile(logging.FileHandler):
    """A log file that rotates at `max_bytes` (diloti-qt.log -> .1 -> ... -> .`backups`),
    like logging.handlers.RotatingFileHandler, which is not imported for it: that module
    brings socket, pickle and queue with it, 8 ms before the first paint."""

    def __init__(self, path: Path, max_bytes: int, backups: int) -> None:
        super().__init__(path, encoding="utf-8", delay=True)
        self.maxBytes = max_bytes  # noqa: N815 (the names of RotatingFileHandler)
        self.backupCount = backups  # noqa: N815

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self.stream is not None and self.stream.tell() + len(self.format(record)) + 1 \
                    > self.maxBytes:
                self.rotate()
        except (OSError, ValueError):
            self.handleError(record)
        super().emit(record)

    def rotate(self) -> None:
        """The current file becomes .1, .1 becomes .2 and so on; the oldest goes."""
        from diloti_qt.platform import file_replace

        if self.stream is not None:
            self.stream.close()
            self.stream = None
        for n in range(self.backupCount, 0, -1):
            older = f"{self.baseFilename}.{n - 1}" if n > 1 else self.baseFilename
            if os.path.exists(older):  # a log viewer may hold it (Windows): retried
                file_replace.move(older, f"{self.baseFilename}.{n}")
        self.stream = self._open()
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
        file_handler = RotatingFile(path, MAX_BYTES, BACKUPS)
        file_handler.stream = file_handler._open()  # an unwritable file fails here, now
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
