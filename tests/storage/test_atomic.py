"""Atomic writes keep a .bak; bad files are set aside with a timestamp, never deleted."""

from __future__ import annotations

import json
import os
import re
from datetime import datetime
from pathlib import Path

import pytest

from diloti_qt.storage import atomic
from diloti_qt.storage.atomic import (
    CorruptFileError,
    FutureVersionError,
    atomic_write_bytes,
    backup_path,
    read_json,
    set_aside,
    write_json,
)

ASIDE = re.compile(r"autosave\.json\.(corrupt|future)-\d{8}T\d{6}(-\d+)?")


def versioned(doc):
    if doc.get("version", 1) > 1:
        raise FutureVersionError("newer")
    if "n" not in doc:
        raise CorruptFileError("no n")
    return doc["n"]


def names(directory: Path) -> set[str]:
    return {p.name for p in directory.iterdir()}


def test_write_then_read_keeps_the_previous_file_as_bak(tmp_path: Path):
    path = tmp_path / "sub" / "autosave.json"
    assert write_json(path, {"n": 1}) is None
    assert not backup_path(path).exists()
    assert write_json(path, {"n": 2}) is None
    assert json.loads(backup_path(path).read_text()) == {"n": 1}
    assert write_json(path, {"n": 3}) is None
    assert json.loads(backup_path(path).read_text()) == {"n": 2}
    loaded = read_json(path, versioned)
    assert (loaded.value, loaded.source, loaded.notices) == (3, "file", [])
    assert names(path.parent) == {"autosave.json", "autosave.json.bak"}


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path: Path, monkeypatch):
    path = tmp_path / "autosave.json"
    write_json(path, {"n": 1})

    def refuse(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "replace", refuse)
    result = write_json(path, {"n": 2})
    assert result is not None and result.code == "write-failed"
    assert "No space left on device" in result.text and str(path) in result.text
    assert json.loads(path.read_text()) == {"n": 1}
    assert names(tmp_path) == {"autosave.json"}


def test_write_is_fsynced_before_it_replaces(tmp_path: Path, monkeypatch):
    path = tmp_path / "autosave.json"
    events = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(atomic.os, "fsync", lambda fd: (events.append("fsync"), real_fsync(fd)))
    monkeypatch.setattr(atomic.os, "replace",
                        lambda a, b: (events.append(("replace", Path(b).name)), real_replace(a, b)))
    write_json(path, {"n": 1})
    assert events.index("fsync") < events.index(("replace", "autosave.json"))


@pytest.mark.parametrize("content", [b'{"n": 1, "x": [1, 2', b"", b"\xff\xfe garbage", b"[1, 2]"])
def test_corrupt_or_truncated_file_is_set_aside_and_reported(tmp_path: Path, content: bytes):
    path = tmp_path / "autosave.json"
    path.write_bytes(content)
    loaded = read_json(path, versioned)
    assert loaded.value is None and loaded.source == "none"
    (note,) = loaded.notices
    assert note.code == "corrupt" and ASIDE.fullmatch(note.kept.name)
    assert "corrupt-" in note.kept.name
    assert note.kept.read_bytes() == content
    assert str(note.kept) in note.text and str(path) in note.text
    assert names(tmp_path) == {note.kept.name}


def test_future_version_is_set_aside_with_its_own_message(tmp_path: Path):
    path = tmp_path / "autosave.json"
    path.write_text('{"version": 2, "n": 5}')
    loaded = read_json(path, versioned)
    (note,) = loaded.notices
    assert loaded.value is None and note.code == "future"
    assert note.kept.name.startswith("autosave.json.future-")
    assert "newer version" in note.text
    assert json.loads(note.kept.read_text()) == {"version": 2, "n": 5}


def test_good_backup_is_used_and_put_back_in_place(tmp_path: Path):
    path = tmp_path / "autosave.json"
    write_json(path, {"n": 1})
    write_json(path, {"n": 2})
    path.write_bytes(path.read_bytes()[:5])
    loaded = read_json(path, versioned)
    assert (loaded.value, loaded.source) == (1, "backup")
    (note,) = loaded.notices
    assert note.code == "corrupt" and "previous copy" in note.text
    assert read_json(path, versioned).value == 1
    assert note.kept.read_bytes() == b'{"n":'


def test_bad_main_and_bad_backup_are_both_kept(tmp_path: Path):
    path = tmp_path / "autosave.json"
    path.write_text("{")
    backup_path(path).write_text('{"version": 9}')
    loaded = read_json(path, versioned)
    assert loaded.value is None
    assert [nt.code for nt in loaded.notices] == ["corrupt", "future"]
    assert {p.read_text() for p in tmp_path.iterdir()} == {"{", '{"version": 9}'}
    assert len(names(tmp_path)) == 2


def test_missing_file_is_a_quiet_first_start(tmp_path: Path):
    loaded = read_json(tmp_path / "autosave.json", versioned)
    assert (loaded.value, loaded.source, loaded.notices) == (None, "missing", [])


def test_an_unexpected_error_in_parse_never_reaches_the_caller(tmp_path: Path):
    path = tmp_path / "autosave.json"
    path.write_text('{"n": {"deep": 1}}')
    loaded = read_json(path, lambda doc: doc["n"]["deep"].upper())
    assert loaded.value is None and loaded.notices[0].code == "corrupt"


def test_unreadable_file_is_left_untouched(tmp_path: Path):
    path = tmp_path / "autosave.json"
    path.mkdir()
    loaded = read_json(path, versioned)
    assert loaded.value is None and [nt.code for nt in loaded.notices] == ["unreadable"]
    assert path.is_dir()


def test_a_file_that_cannot_be_moved_is_never_overwritten(tmp_path: Path, monkeypatch):
    path = tmp_path / "autosave.json"
    path.write_text("{broken")

    def refuse(src, dst):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(atomic.os, "rename", refuse)
    loaded = read_json(path, versioned)
    assert [nt.code for nt in loaded.notices] == ["not-moved"]
    assert write_json(path, {"n": 1}).code == "write-failed"
    assert path.read_text() == "{broken"


def test_writing_over_a_damaged_file_sets_it_aside_and_spares_the_backup(tmp_path: Path):
    path = tmp_path / "autosave.json"
    write_json(path, {"n": 1})
    write_json(path, {"n": 2})
    path.write_text("{damaged")
    assert write_json(path, {"n": 3}) is None
    assert json.loads(backup_path(path).read_text()) == {"n": 1}
    (aside,) = [p for p in tmp_path.iterdir() if ASIDE.fullmatch(p.name)]
    assert aside.read_text() == "{damaged"
    assert json.loads(path.read_text()) == {"n": 3}


def test_set_aside_never_overwrites_and_moves_sqlite_companions(tmp_path: Path):
    now = datetime(2026, 11, 30, 8, 15, 0)
    first = tmp_path / "history.sqlite3"
    first.write_text("one")
    (tmp_path / "history.sqlite3-wal").write_text("wal")
    kept = set_aside(first, "corrupt", now)
    assert kept.name == "history.sqlite3.corrupt-20261130T081500"
    assert (tmp_path / "history.sqlite3.corrupt-20261130T081500-wal").read_text() == "wal"
    first.write_text("two")
    again = set_aside(first, "corrupt", now)
    assert again.name == "history.sqlite3.corrupt-20261130T081500-2"
    assert (kept.read_text(), again.read_text()) == ("one", "two")


def test_bytes_writer_without_backup(tmp_path: Path):
    path = tmp_path / "f.bin"
    atomic_write_bytes(path, b"a", backup=False)
    atomic_write_bytes(path, b"b", backup=False)
    assert path.read_bytes() == b"b" and names(tmp_path) == {"f.bin"}


def test_backup_falls_back_to_a_copy_without_hard_links(tmp_path: Path, monkeypatch):
    path = tmp_path / "settings.json"
    write_json(path, {"n": 1})

    def no_links(src, dst):
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr(atomic.os, "link", no_links)
    write_json(path, {"n": 2})
    assert json.loads(backup_path(path).read_text()) == {"n": 1}
    assert json.loads(path.read_text()) == {"n": 2}


def test_notice_renders_through_a_translator(tmp_path: Path):
    path = tmp_path / "autosave.json"
    path.write_text("{")
    (note,) = read_json(path, versioned).notices
    seen = []

    def translate(context: str, text: str) -> str:
        seen.append((context, text))
        return "«{name}» → «{kept}»"

    assert note.render(translate) == f"«{path}» → «{note.kept}»"
    assert seen == [("Storage", note.template)]
    assert note.render() == note.text == str(note)
