"""docs/storage.md says what the code does: every limit in its table is the value of the
constant it names, the file-size limits are the ones the readers apply, and the README's
layout section links the page."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from diloti_qt.scorepad.store import load_pad
from diloti_qt.storage import paths
from diloti_qt.storage.savegame import load_game
from diloti_qt.storage.settings import SettingsStore
from diloti_qt.storage.recorder import HistoryWriter
from diloti_qt.tutorial import read_progress
from tests.conftest import ROOT

DOC = (ROOT / "docs" / "storage.md").read_text(encoding="utf-8")
ROW = re.compile(r"^\| (?P<what>[^|]+?) \| (?P<number>[\d,]+)(?: (?P<unit>KiB|MiB))? \| "
                 r"`(?P<constant>diloti_qt(?:\.\w+)+)` \|$", re.M)
UNITS = {None: 1, "KiB": 1024, "MiB": 1024 * 1024}
LIMITS = {m.group("constant"): int(m.group("number").replace(",", "")) * UNITS[m.group("unit")]
          for m in ROW.finditer(DOC)}


def constant(dotted: str) -> int:
    module, _, name = dotted.rpartition(".")
    return getattr(importlib.import_module(module), name)


def test_the_table_has_every_limit_the_game_keeps():
    assert len(LIMITS) == len(ROW.findall(DOC)) == DOC.count("| `diloti_qt.")
    assert {
        "diloti_qt.storage.savegame.MAX_SAVE_BYTES", "diloti_qt.storage.atomic.DEFAULT_LIMIT",
        "diloti_qt.tutorial.progress.MAX_BYTES", "diloti_qt.storage.recorder.MAX_QUEUE_BYTES",
        "diloti_qt.storage.validate.MAX_TARGET", "diloti_qt.storage.validate.MAX_ROUNDS",
        "diloti_qt.storage.validate.MAX_UNDO", "diloti_qt.storage.validate.MAX_HISTORY_LINES",
    } <= set(LIMITS)


@pytest.mark.parametrize("name", sorted(LIMITS))
def test_a_documented_limit_is_the_codes(name):
    assert LIMITS[name] == constant(name)


def _queue() -> str:
    writer = HistoryWriter(lambda _id: None, lambda _notice: None)
    try:
        return ",".join(notice.code for notice in writer.start())
    finally:
        writer.close()


# each file-size limit of the table, the file it is for and how the game reads that file
READERS = {
    "diloti_qt.storage.savegame.MAX_SAVE_BYTES": (
        paths.autosave_path, lambda: ",".join(x.code for x in load_game().notices)),
    "diloti_qt.storage.atomic.DEFAULT_LIMIT": (
        paths.settings_path, lambda: ",".join(x.code for x in SettingsStore().load())),
    "diloti_qt.tutorial.progress.MAX_BYTES": (
        paths.tutorial_path,
        lambda: ",".join(x.code for x in read_progress(paths.tutorial_path()).notices)),
    "diloti_qt.storage.recorder.MAX_QUEUE_BYTES": (paths.history_queue_path, _queue),
}


@pytest.mark.parametrize("name", sorted(READERS))
def test_a_documented_file_size_is_where_the_reader_stops(name):
    """A (sparse) file one byte over the documented size is not read; one of that size is
    read (and, being zeros, found damaged)."""
    where, read = READERS[name]
    path: Path = where()
    path.parent.mkdir(parents=True, exist_ok=True)
    for size, verdict in ((LIMITS[name] + 1, "too-large"), (LIMITS[name], "corrupt")):
        with open(path, "wb") as f:
            f.truncate(size)
        assert read() == verdict
        assert not path.exists()  # kept aside under another name, not lost


def test_the_score_pad_file_has_the_settings_files_limit():
    path = paths.scorepad_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as f:
        f.truncate(LIMITS["diloti_qt.storage.atomic.DEFAULT_LIMIT"] + 1)
    assert [x.code for x in load_pad().notices] == ["too-large"]


def test_the_readme_layout_links_the_storage_page():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    layout = readme.split("## Layout", 1)[1]
    assert "(docs/storage.md)" in layout
