"""Replacing a file a reader holds (diloti_qt/platform/file_replace.py): Windows refuses the
move while the file is open and the game tries again for a bounded time; POSIX never refuses
for that, so a PermissionError there is a real one. The refusal is injected: the real files
are moved by the real os.replace once the "reader" lets go."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from diloti_qt.platform import System, file_replace
from diloti_qt.storage import atomic

REAL_REPLACE = os.replace  # the fixture below stands a reader in front of it


class Reader:
    """A move that the system refuses while a reader holds the file, `times` times."""

    def __init__(self, times: int, error: OSError | None = None) -> None:
        self.times = times
        self.error = error or PermissionError(13, "The process cannot access the file "
                                                  "because it is being used by another process")
        self.calls = 0

    def __call__(self, source, target) -> None:
        self.calls += 1
        if self.calls <= self.times:
            raise self.error
        REAL_REPLACE(source, target)


def files(tmp_path: Path) -> tuple[Path, Path]:
    old, new = tmp_path / "settings.json", tmp_path / ".settings.json.tmp"
    old.write_text("old")
    new.write_text("new")
    return old, new


def test_windows_tries_again_while_a_reader_holds_the_file(tmp_path: Path) -> None:
    old, new = files(tmp_path)
    slept: list[float] = []
    reader = Reader(times=3)
    retries = file_replace.move(new, old, System.WINDOWS, how=reader, sleep=slept.append)
    assert retries == 3 and reader.calls == 4
    assert slept == list(file_replace.RETRY_DELAYS_S[:3])
    assert old.read_text() == "new" and not new.exists()


def test_windows_gives_up_within_its_bound_and_leaves_both_files(tmp_path: Path) -> None:
    old, new = files(tmp_path)
    slept: list[float] = []
    reader = Reader(times=1000)
    with pytest.raises(PermissionError):
        file_replace.move(new, old, System.WINDOWS, how=reader, sleep=slept.append)
    assert reader.calls == len(file_replace.RETRY_DELAYS_S) + 1
    assert sum(slept) == pytest.approx(file_replace.MAX_WAIT_S) and sum(slept) < 1.0
    assert old.read_text() == "old" and new.read_text() == "new"


@pytest.mark.parametrize("system", [System.LINUX, System.MACOS])
def test_posix_raises_a_permission_error_at_once(system: System, tmp_path: Path) -> None:
    old, new = files(tmp_path)
    slept: list[float] = []
    reader = Reader(times=1)
    with pytest.raises(PermissionError):
        file_replace.move(new, old, system, how=reader, sleep=slept.append)
    assert reader.calls == 1 and slept == []


@pytest.mark.parametrize("system", list(System))
def test_other_errors_are_never_retried(system: System, tmp_path: Path) -> None:
    old, new = files(tmp_path)
    full = Reader(times=1, error=OSError(28, "No space left on device"))
    slept: list[float] = []
    with pytest.raises(OSError, match="No space"):
        file_replace.move(new, old, system, how=full, sleep=slept.append)
    assert full.calls == 1 and slept == []


def test_the_folder_is_synced_on_posix_only(tmp_path: Path) -> None:
    assert file_replace.sync_folder(tmp_path, System.LINUX)
    assert file_replace.sync_folder(tmp_path, System.MACOS)
    assert not file_replace.sync_folder(tmp_path, System.WINDOWS)
    assert not file_replace.sync_folder(tmp_path / "gone", System.LINUX)


@pytest.fixture
def windows_reader(monkeypatch: pytest.MonkeyPatch):
    """The game's writes under Windows' rule, with a reader holding the file `times` times
    (every move the storage layer makes goes through file_replace.move; the waits are real,
    so a reader that never lets go costs the whole MAX_WAIT_S)."""

    def hold(times: int) -> Reader:
        reader = Reader(times)
        monkeypatch.setattr(file_replace, "current", lambda: System.WINDOWS)
        monkeypatch.setattr(os, "replace", reader)
        return reader

    return hold


def test_an_atomic_write_waits_for_a_brief_reader(tmp_path: Path, windows_reader) -> None:
    path = tmp_path / "settings.json"
    atomic.write_json(path, {"v": 1})
    reader = windows_reader(2)
    assert atomic.write_json(path, {"v": 2}) is None
    assert atomic.read_json(path).value == {"v": 2}
    assert atomic.read_json(atomic.backup_path(path)).value == {"v": 1}
    assert reader.calls > 2


def test_an_atomic_write_a_reader_blocks_for_good_keeps_the_old_file(tmp_path: Path,
                                                                     windows_reader) -> None:
    path = tmp_path / "settings.json"
    atomic.write_json(path, {"v": 1})
    windows_reader(1000)
    notice = atomic.write_json(path, {"v": 2})
    assert notice is not None and notice.code == "write-failed"
    assert atomic.read_json(path).value == {"v": 1}
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []
