"""Saved tutorial progress: round trip, atomic write, tolerance of missing or corrupt files."""

from __future__ import annotations

import json

from diloti_qt.tutorial import load_progress, save_progress


def test_round_trip_and_overwrite(tmp_path):
    path = tmp_path / "sub" / "tutorial.json"
    save_progress(path, {"cards", "xeri"})
    assert load_progress(path) == {"cards", "xeri"}
    save_progress(path, {"cards"})
    assert load_progress(path) == {"cards"}
    assert json.loads(path.read_text(encoding="utf-8"))["done"] == ["cards"]
    assert [p.name for p in path.parent.iterdir()] == ["tutorial.json"]  # no temp files left


def test_missing_corrupt_or_foreign_files_mean_no_progress(tmp_path):
    path = tmp_path / "p.json"
    assert load_progress(path) == set()
    for text in ("{not json", "[1, 2]", '{"format": "other", "done": ["a"]}',
                 '{"format": "diloti-tutorial-progress/1", "done": "a"}'):
        path.write_text(text, encoding="utf-8")
        assert load_progress(path) == set()
    path.write_bytes(b"\xff\xfe\x00")
    assert load_progress(path) == set()
    assert load_progress(tmp_path) == set()  # a directory


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
    try:
        save_progress(path, {"b"})
    except OSError:
        pass
    else:
        raise AssertionError("the failure must propagate")
    assert load_progress(path) == {"a"}
    assert [p.name for p in tmp_path.iterdir()] == ["p.json"]
