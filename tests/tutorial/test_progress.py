"""Saved tutorial progress: round trip, atomic write with a previous copy, and a damaged file
set aside (never read as "no progress" and then overwritten)."""

from __future__ import annotations

import json
import os

import pytest

from diloti_qt.tutorial import load_progress, read_progress, save_progress


def names(folder) -> set[str]:
    return {p.name for p in folder.iterdir()}


def test_round_trip_and_overwrite(tmp_path):
    path = tmp_path / "sub" / "tutorial.json"
    save_progress(path, {"cards", "xeri"})
    assert load_progress(path) == {"cards", "xeri"}
    save_progress(path, {"cards"})
    assert load_progress(path) == {"cards"}
    assert json.loads(path.read_text(encoding="utf-8"))["done"] == ["cards"]
    assert json.loads((path.parent / "tutorial.json.bak").read_text())["done"] == ["cards",
                                                                                 "xeri"]
    assert names(path.parent) == {"tutorial.json", "tutorial.json.bak"}  # no temp files left


def test_a_missing_file_is_no_progress_and_quiet(tmp_path):
    loaded = read_progress(tmp_path / "p.json")
    assert (loaded.value, loaded.notices) == (None, [])
    assert load_progress(tmp_path / "p.json") == set()


@pytest.mark.parametrize("content", [
    b"{not json", b"[1, 2]", b'{"format": "other", "done": ["a"]}',
    b'{"format": "diloti-tutorial-progress/1", "done": "a"}', b"\xff\xfe\x00",
])
def test_a_damaged_file_is_set_aside_with_a_notice_and_never_overwritten(tmp_path, content):
    """Issue 17 item 9: a damaged tutorial.json was read as "no progress" and the next lesson
    finished overwrote it, with no copy kept."""
    path = tmp_path / "tutorial.json"
    path.write_bytes(content)
    loaded = read_progress(path)
    assert loaded.value is None and [nt.code for nt in loaded.notices] == ["corrupt"]
    kept = loaded.notices[0].kept
    assert kept.read_bytes() == content and kept.name.startswith("tutorial.json.corrupt-")
    save_progress(path, {"cards"})
    assert kept.read_bytes() == content  # the learner's old file is still there
    assert load_progress(path) == {"cards"}


def test_a_damaged_file_falls_back_to_its_previous_copy(tmp_path):
    path = tmp_path / "tutorial.json"
    save_progress(path, {"cards"})
    save_progress(path, {"cards", "xeri"})
    path.write_text("{trunc", encoding="utf-8")
    loaded = read_progress(path)
    assert loaded.value == {"cards"} and loaded.source == "backup"


def test_a_newer_format_is_set_aside_as_such(tmp_path):
    path = tmp_path / "tutorial.json"
    path.write_text('{"format": "diloti-tutorial-progress/2", "done": ["a"]}')
    assert [nt.code for nt in read_progress(path).notices] == ["future"]


def test_a_folder_or_a_named_pipe_is_left_untouched(tmp_path):
    folder = tmp_path / "tutorial.json"
    folder.mkdir()
    assert load_progress(folder) == set() and folder.is_dir()
    if hasattr(os, "mkfifo"):
        pipe = tmp_path / "pipe.json"
        os.mkfifo(pipe)
        loaded = read_progress(pipe)  # returns at once: a pipe is never opened for reading
        assert loaded.value is None and [nt.code for nt in loaded.notices] == ["unreadable"]
        assert pipe.exists()


def test_non_string_entries_are_ignored(tmp_path):
    path = tmp_path / "p.json"
    path.write_text('{"format": "diloti-tutorial-progress/1", "done": ["a", 3, null]}',
                    encoding="utf-8")
    assert load_progress(path) == {"a"}


def test_a_failed_write_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "p.json"
    save_progress(path, {"a"})

    def boom(*args):
        raise OSError("disk full")

    monkeypatch.setattr("os.replace", boom)
    with pytest.raises(OSError):
        save_progress(path, {"b"})
    monkeypatch.undo()
    assert load_progress(path) == {"a"}
    assert names(tmp_path) == {"p.json"}
