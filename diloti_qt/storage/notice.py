"""Notices: what storage tells the person when a file had to be set aside or could not be saved."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

CONTEXT = "Storage"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802
    """Marks `text` for Qt's lupdate without importing Qt; translation happens in `render`."""
    return text


CORRUPT = QT_TRANSLATE_NOOP(
    "Storage",
    "The file {name} could not be read: it is damaged or incomplete. It has been kept as "
    "{kept} and the game starts without it.")
CORRUPT_BACKUP_USED = QT_TRANSLATE_NOOP(
    "Storage",
    "The file {name} could not be read: it is damaged or incomplete. It has been kept as "
    "{kept} and the previous copy was used instead.")
# A newer version's file: what to do to get it back (it is only renamed, never changed).
FUTURE = QT_TRANSLATE_NOOP(
    "Storage",
    "The file {name} was written by a newer version of Diloti, which this version cannot "
    "read. It has been kept as {kept} and this version starts without it. To use it again, "
    "update Diloti to its newest version, then, with the game closed, rename {kept} back to "
    "{name}.")
FUTURE_BACKUP_USED = QT_TRANSLATE_NOOP(
    "Storage",
    "The file {name} was written by a newer version of Diloti, which this version cannot "
    "read. It has been kept as {kept} and the previous copy was used instead. To use the "
    "newer file again, update Diloti to its newest version, then, with the game closed, "
    "rename {kept} back to {name}.")
UNPLAYABLE = QT_TRANSLATE_NOOP(
    "Storage",
    "The saved match {name} cannot be continued: it does not follow the rules of the game. "
    "It has been kept as {kept} and a new match starts.")
UNPLAYABLE_BACKUP_USED = QT_TRANSLATE_NOOP(
    "Storage",
    "The saved match {name} cannot be continued: it does not follow the rules of the game. "
    "It has been kept as {kept} and the previous copy was used instead.")
TOO_LARGE = QT_TRANSLATE_NOOP(
    "Storage",
    "The file {name} is larger than {limit} MB, more than it can ever need, and was not read. "
    "It has been kept as {kept} and the game starts without it.")
TOO_LARGE_BACKUP_USED = QT_TRANSLATE_NOOP(
    "Storage",
    "The file {name} is larger than {limit} MB, more than it can ever need, and was not read. "
    "It has been kept as {kept} and the previous copy was used instead.")
UNREADABLE = QT_TRANSLATE_NOOP(
    "Storage",
    "The file {name} could not be opened ({error}). The game starts without it; the file "
    "was left untouched.")
NOT_MOVED = QT_TRANSLATE_NOOP(
    "Storage",
    "The file {name} could not be read and could not be set aside ({error}). The game starts "
    "without it; the file was left untouched.")
WRITE_FAILED = QT_TRANSLATE_NOOP(
    "Storage",
    "{name} could not be saved ({error}). The previous copy is unchanged.")
DB_CORRUPT = QT_TRANSLATE_NOOP(
    "Storage",
    "The match history {name} could not be opened: it is damaged. It has been kept as {kept} "
    "and a new, empty history was started.")
DB_FUTURE = QT_TRANSLATE_NOOP(
    "Storage",
    "The match history {name} was written by a newer version of Diloti. It has been kept as "
    "{kept} and a new, empty history was started. To see those matches again, update Diloti "
    "to its newest version, then, with the game closed, rename {kept} back to {name}.")
DB_UNAVAILABLE = QT_TRANSLATE_NOOP(
    "Storage",
    "The match history {name} could not be opened ({error}). Your statistics cannot be shown "
    "in this session; finished matches are kept and added to it once it can be opened.")
DB_DELAYED = QT_TRANSLATE_NOOP(
    "Storage",
    "The match history {name} cannot be written right now ({error}). Finished matches are "
    "kept and will be added to it as soon as it can be written.")
DB_QUEUE_FAILED = QT_TRANSLATE_NOOP(
    "Storage",
    "Finished matches waiting for the match history could not be kept on disk ({error}). "
    "They are added to the history if it can be written before the game closes.")
SHOW_FAILED = QT_TRANSLATE_NOOP(
    "Storage",
    "Your match was resumed, but its last round could not be shown ({error}). You can play "
    "on.")
DB_WRITE_FAILED = QT_TRANSLATE_NOOP(
    "Storage",
    "The finished match could not be added to the match history ({error}).")
BAD_SETTINGS = QT_TRANSLATE_NOOP(
    "Storage",
    "Some settings had values this version cannot use and were reset to their defaults: "
    "{keys}.")


@dataclass(frozen=True)
class Notice:
    """A message for the person: an English template, its values and what happened to files.

    `code` is for programs (corrupt, future, unplayable, too-large, unreadable, not-moved,
    write-failed, db-corrupt, db-future, db-unavailable, db-write-failed, db-delayed,
    db-bad-rows, bad-settings, show-failed); `detail` is for logs only.
    """

    code: str
    template: str
    params: Mapping[str, str] = field(default_factory=dict)
    kept: Path | None = None
    detail: str = ""

    @property
    def text(self) -> str:
        return self.template.format(**self.params)

    def render(self, translate: Callable[[str, str], str] | None = None) -> str:
        """The message, translated by e.g. `QCoreApplication.translate` when given."""
        template = translate(CONTEXT, self.template) if translate else self.template
        return template.format(**self.params)

    def __str__(self) -> str:
        return self.text
