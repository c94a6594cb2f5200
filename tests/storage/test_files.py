"""Only regular files of a sensible size are opened, symbolic links are written through, and
the temporaries of a killed writer are cleaned (issue 17 items 7 and 8), with real named
pipes and links."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest

from diloti_qt.storage import paths
from diloti_qt.storage.settings import SettingsStore
from diloti_qt.storage.atomic import backup_path, read_json, write_json
from diloti_qt.storage.files import read_bounded, remove_stale_temps
from diloti_qt.storage.savegame import load_game, write_saved_game

from .test_savegame import assert_same_match, mid_round_game

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
needs_links = pytest.mark.skipif(os.name != "posix", reason="symbolic links need privileges")


def returns_within(seconds: float, call):
    """call() in a thread; its result, or AssertionError if it is still blocked after
    `seconds` (the thread is a daemon: a blocked open() cannot hang the test run)."""
    box = {}
    thread = threading.Thread(target=lambda: box.update(value=call()), daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"still blocked after {seconds} s"
    return box["value"]


def unblock(fifo: Path) -> None:
    """Give a reader blocked on `fifo` (on the old code) its end of file."""
    try:
        fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
    except OSError:
        return
    os.close(fd)


@needs_fifo
def test_a_named_pipe_as_the_autosave_neither_blocks_nor_is_replaced(storage_home: Path):
    """Issue 17 item 7: a named pipe as autosave.json blocked start-up forever."""
    path = paths.autosave_path()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    try:
        loaded = returns_within(5, load_game)
    finally:
        unblock(path)
    assert loaded.value is None and [n.code for n in loaded.notices] == ["unreadable"]
    assert "named pipe" in loaded.notices[0].text
    note = returns_within(5, lambda: write_saved_game(mid_round_game()))
    assert note is not None and note.code == "write-failed"
    assert path.is_fifo()  # left as it was: never opened, never replaced


@needs_fifo
def test_a_named_pipe_as_the_settings_does_not_block(storage_home: Path):
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    store = SettingsStore()
    try:
        notices = returns_within(5, store.load)
    finally:
        unblock(path)
    assert [n.code for n in notices] == ["unreadable"] and path.is_fifo()
    assert store.settings.language == "system"


def test_a_device_is_never_read(storage_home: Path, tmp_path: Path):
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero")
    path = tmp_path / "settings.json"
    path.symlink_to("/dev/zero")
    loaded = returns_within(5, lambda: read_json(path))
    assert loaded.value is None and "device" in loaded.notices[0].text
    assert path.is_symlink()


def test_reading_stops_at_the_limit(tmp_path: Path):
    path = tmp_path / "big.json"
    path.write_bytes(b" " * 1001)
    with pytest.raises(ValueError):
        read_bounded(path, 1000)
    assert read_bounded(path, 1001) == b" " * 1001
    loaded = read_json(path, limit=1000)
    assert loaded.value is None and [n.code for n in loaded.notices] == ["too-large"]
    assert loaded.notices[0].kept.stat().st_size == 1001


@needs_links
def test_a_symlinked_autosave_is_written_through(storage_home: Path, tmp_path: Path):
    """Issue 17 item 7: a symlinked autosave.json was replaced by a plain file on the first
    save (dotfile set-ups silently diverged)."""
    dotfiles = tmp_path / "dotfiles"
    dotfiles.mkdir()
    target = dotfiles / "diloti-autosave.json"
    link = paths.autosave_path()
    link.parent.mkdir(parents=True)
    link.symlink_to(target)
    game = mid_round_game()
    assert write_saved_game(game) is None
    assert write_saved_game(game) is None
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert json.loads(target.read_text())["format"] == "diloti-save/3"
    assert backup_path(target).exists()  # the previous copy lives beside the target
    assert {p.name for p in link.parent.iterdir()} == {"autosave.json"}
    loaded = load_game()
    assert loaded.source == "file"
    assert_same_match(game.match, loaded.value.match)


@needs_links
def test_a_damaged_link_target_is_set_aside_beside_it_and_the_link_stays(storage_home: Path,
                                                                        tmp_path: Path):
    target = tmp_path / "real-settings.json"
    link = paths.settings_path()
    link.parent.mkdir(parents=True)
    link.symlink_to(target)
    store = SettingsStore()
    assert store.update(language="el") is None
    target.write_text("{damaged")
    notices = SettingsStore().load()
    assert [n.code for n in notices] == ["corrupt"]
    assert notices[0].kept.parent == tmp_path and link.is_symlink()
    assert store.update(language="en") is None
    assert link.is_symlink() and json.loads(target.read_text())["language"] == "en"


@needs_links
def test_a_symlinked_settings_file_stays_a_link(storage_home: Path, tmp_path: Path):
    target = tmp_path / "settings.json"
    target.write_text(json.dumps({"format": "diloti-settings/1", "language": "el"}))
    link = paths.settings_path()
    link.parent.mkdir(parents=True)
    link.symlink_to(target)
    store = SettingsStore()
    assert store.load() == [] and store.settings.language == "el"
    assert store.update(hints=False) is None
    assert link.is_symlink()
    assert json.loads(target.read_text())["hints"] is False


def test_a_write_over_a_folder_is_refused_and_leaves_it(tmp_path: Path):
    path = tmp_path / "autosave.json"
    path.mkdir()
    (path / "inside").write_text("kept")
    note = write_json(path, {"n": 1})
    assert note.code == "write-failed" and (path / "inside").read_text() == "kept"


def test_stale_temporaries_are_removed_and_nothing_else(storage_home: Path):
    """Issue 17 item 8: kill -9 left `.autosave.json.*.tmp` files that were never removed."""
    state = paths.state_dir(create=True)
    config = paths.config_dir(create=True)
    stale = [state / ".autosave.json.k3j2_1x.tmp", state / ".autosave.json.bak.a8b.tmp",
             config / ".settings.json.zz9.tmp", state / ".scorepad.json.q1w2.tmp"]
    for temp in stale:
        temp.write_text("half written")
    keep = [state / "autosave.json", state / ".other.json.a.tmp", state / "autosave.json.bak",
            config / "settings.json"]
    for file in keep:
        file.write_text("{}")
    link = state / ".autosave.json.link.tmp"
    link.symlink_to(state / "autosave.json")
    removed = remove_stale_temps(paths.json_files())
    assert sorted(removed) == sorted(stale)
    assert all(not temp.exists() for temp in stale)
    assert all(file.exists() for file in keep) and link.is_symlink()


@needs_links
def test_clearing_a_symlinked_autosave_keeps_the_link(storage_home: Path, tmp_path: Path):
    """At the end of a match the save is cleared: the target goes, the link stays, and the
    next match's save is written through it again."""
    from diloti_qt.ui.autosave import _clear

    target = tmp_path / "diloti-autosave.json"
    link = paths.autosave_path()
    link.parent.mkdir(parents=True)
    link.symlink_to(target)
    write_saved_game(mid_round_game())
    write_saved_game(mid_round_game())
    _clear(link)
    assert link.is_symlink() and not target.exists() and not backup_path(target).exists()
    assert write_saved_game(mid_round_game()) is None
    assert link.is_symlink() and target.is_file()
