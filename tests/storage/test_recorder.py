"""The history worker (issue 17 item 5): a write lock held by another process, or a read-only
database, delays a finished match instead of losing it; it waits in a queue file; it is said
once; damaged rows are skipped when reading."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import time
from contextlib import contextmanager
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from diloti_qt.engine import Rules
from diloti_qt.storage.history import (
    FinishedMatch,
    MatchHistory,
    RoundResult,
    SidePair,
    Streaks,
    Tally,
)
from diloti_qt.storage.recorder import (
    HistoryWriter,
    finished_from_json,
    finished_to_json,
)


def result(i: int) -> FinishedMatch:
    rounds = (RoundResult(0, (9, 2), (1, 0), (9, 2), ({"total": 9}, {"total": 2})),)
    return FinishedMatch(datetime(2026, 3, 1, tzinfo=timezone.utc) + timedelta(hours=i),
                         Rules.make("pagat-2p", {"V-TARGET": 9}).to_json(), "easy", 2, 0, 0,
                         (9, 2), rounds, seed=i)


@contextmanager
def locked_by_another_process(db: Path):
    """Another program holds the database's write lock until the block ends."""
    code = ("import sqlite3, sys\n"
            f"c = sqlite3.connect({str(db)!r}, isolation_level=None)\n"
            "c.execute('BEGIN IMMEDIATE')\n"
            "print('locked', flush=True)\n"
            "sys.stdin.read()\n"
            "c.execute('ROLLBACK')\n")
    holder = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"
        yield
    finally:
        holder.stdin.close()
        holder.wait(10)


class Collect:
    def __init__(self) -> None:
        self.ids: list[int] = []
        self.notices: list = []

    def writer(self, db: Path, **kwargs) -> HistoryWriter:
        return HistoryWriter(self.ids.append, self.notices.append, db, **kwargs)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "history.sqlite3"
    history, notices = MatchHistory.open(path)
    assert notices == []
    history.close()
    return path


def test_results_are_written_off_the_calling_thread(db: Path):
    seen = Collect()
    writer = seen.writer(db)
    assert writer.start() == []
    writer.record(result(1))
    assert writer.settled()
    with MatchHistory.open(db)[0] as history:
        assert history.count() == 1 and history.recent()[0] == result(1)
    assert len(seen.ids) == 1 and seen.notices == []
    assert not writer.queue_path.exists()
    writer.close()


def test_a_write_lock_held_by_another_process_delays_the_result_and_loses_nothing(db: Path):
    seen = Collect()
    writer = seen.writer(db, retry=(60.0,))
    writer.start()
    assert writer.settled()
    with locked_by_another_process(db):
        start = time.perf_counter()
        writer.record(result(1))
        writer.record(result(2))
        assert time.perf_counter() - start < 0.05  # the caller (the GUI thread) never waits
        assert writer.settled()
        assert writer.pending == 2
        queued = json.loads(writer.queue_path.read_text())["matches"]
        assert [finished_from_json(m) for m in queued] == [result(1), result(2)]
        writer.record(result(3))
        assert writer.settled()
        assert [n.code for n in seen.notices] == ["db-delayed"]  # said once, not each time
        reader, _ = MatchHistory.open(db)
        start = time.perf_counter()
        assert reader.count() == 0 and time.perf_counter() - start < 1  # reading goes on
    writer.retry_now()
    assert writer.settled()
    assert reader.count() == 3 and writer.pending == 0 and not writer.queue_path.exists()
    assert len(seen.ids) == 3 and len(seen.notices) == 1
    reader.close()
    writer.close()


def test_results_left_waiting_are_written_at_the_next_start_never_twice(db: Path):
    first = Collect().writer(db, retry=(60.0,))
    first.start()
    with locked_by_another_process(db):
        first.record(result(1))
        first.record(result(2))
        assert first.settled()
        first.close()
    with MatchHistory.open(db)[0] as history:
        history.add(result(1))  # written, but the program was killed before the queue was
    second = Collect()
    writer = second.writer(db)
    assert writer.start() == []
    assert writer.settled()
    with MatchHistory.open(db)[0] as history:
        assert history.count() == 2
        assert sorted(m.seed for m in history.recent()) == [1, 2]
    assert not writer.queue_path.exists()
    writer.close()


def test_a_read_only_history_is_said_at_start_and_keeps_results(db: Path, monkeypatch):
    """A read-only file: simulated with SQLite's own read-only mode, since the tests may run as
    root (for whom a file without write permission is still writable)."""
    real_connect = MatchHistory.connect

    def read_only(path, timeout=0.25):
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None,
                               timeout=timeout)
        return MatchHistory(conn, Path(path))

    monkeypatch.setattr(MatchHistory, "connect", classmethod(lambda cls, *a, **k: read_only(*a)))
    seen = Collect()
    writer = seen.writer(db, retry=(60.0,))
    writer.start()
    assert writer.settled()
    assert [n.code for n in seen.notices] == ["db-delayed"]  # at start, before any loss
    assert "readonly" in seen.notices[0].params["error"]
    for i in range(13):
        writer.record(result(i))
    assert writer.settled() and writer.pending == 13 and len(seen.notices) == 1
    monkeypatch.setattr(MatchHistory, "connect", real_connect)
    writer.retry_now()
    assert writer.settled() and writer.pending == 0
    with MatchHistory.open(db)[0] as history:
        assert history.count() == 13
    writer.close()


def test_a_damaged_queue_file_is_set_aside(db: Path):
    writer = Collect().writer(db)
    writer.queue_path.write_text('{"format": "diloti-history-queue/1", "matches": [{"x": 1}]}')
    (note,) = writer.start()
    assert note.code == "corrupt" and note.kept.exists()
    writer.close()


def test_a_queued_match_round_trips_through_json():
    from dataclasses import replace

    for match in (result(4), replace(result(5), pad_id="pad-1", names=("Anna", "Nikos"))):
        assert finished_from_json(json.loads(json.dumps(finished_to_json(match)))) == match


def pad_result(i: int, points: tuple[int, int] = (9, 2)) -> FinishedMatch:
    """A score pad's won match (the same pad for every `i`, its `i`-th state)."""
    from dataclasses import replace

    rounds = (RoundResult(0, points, (0, 0), points, ({"total": points[0]},
                                                      {"total": points[1]})),)
    return replace(result(0), seed=None, level="real-cards", rounds=rounds,
                   final_scores=points, pad_id="pad1", names=("Anna", "Nikos"))


def test_a_pads_last_change_replaces_the_one_waiting_and_a_removal_survives_a_restart(db):
    """A score pad's correction replaces its match (issue 18); taking the win back takes it
    out. While the history is locked only the pad's last change waits, in the queue file,
    and the next start carries it out."""
    first = Collect().writer(db, retry=(60.0,))
    first.start()
    assert first.settled()
    first.record(pad_result(1))
    assert first.settled()
    with locked_by_another_process(db):
        first.record(pad_result(2, (9, 3)))
        first.record(result(7))
        first.remove_pad("pad1")
        assert first.settled() and first.pending == 2  # the removal and the app's match
        doc = json.loads(first.queue_path.read_text())
        assert doc["removed_pads"] == ["pad1"]
        assert [finished_from_json(m) for m in doc["matches"]] == [result(7)]
        first.close()
    with MatchHistory.open(db)[0] as history:
        assert [m.pad_id for m in history.recent()] == ["pad1"]  # not yet taken out
    seen = Collect()
    second = seen.writer(db)
    assert second.start() == []
    assert second.settled() and second.pending == 0
    with MatchHistory.open(db)[0] as history:
        assert [(m.seed, m.pad_id) for m in history.recent()] == [(7, None)]
    assert len(seen.ids) == 2 and 0 in seen.ids  # 0: a pad's match was taken out
    assert not second.queue_path.exists()
    second.close()


def test_a_pad_correction_keeping_the_final_scores_still_replaces_its_match(db):
    """`add_once` never skips a pad's match: the same time and totals may hold other
    rounds (a correction of an earlier round)."""
    writer = Collect().writer(db)
    writer.start()
    writer.record(pad_result(1))
    assert writer.settled()
    from dataclasses import replace

    other_dealer = (RoundResult(1, (9, 2), (0, 0), (9, 2), ({"total": 9}, {"total": 2})),)
    writer.record(replace(pad_result(2), rounds=other_dealer))
    assert writer.settled()
    with MatchHistory.open(db)[0] as history:
        (stored,) = history.recent()
        assert stored.rounds[0].dealer == 1
    writer.close()


def test_a_queue_with_a_removal_round_trips_and_a_bad_one_is_refused():
    from diloti_qt.storage.atomic import CorruptFileError
    from diloti_qt.storage.recorder import PadRemoval, parse_queue, queue_to_json

    changes = [PadRemoval("pad9"), result(1), pad_result(2)]
    assert parse_queue(json.loads(json.dumps(queue_to_json(changes)))) == changes
    assert "removed_pads" not in queue_to_json([result(1)])  # as older versions wrote it
    with pytest.raises(CorruptFileError):
        parse_queue({"format": "diloti-history-queue/1", "matches": [],
                     "removed_pads": [7]})


# -- reading: damaged rows ----------------------------------------------------------------

@pytest.mark.parametrize("damage", [
    "UPDATE rounds SET breakdown = '{broken' WHERE match_id = 2",
    "UPDATE matches SET rules = '[1, 2' WHERE id = 2",
    "UPDATE matches SET played_at = 'yesterday' WHERE id = 2",
    "UPDATE matches SET played_at = '0001-01-01T00:00:00' WHERE id = 2",
    "UPDATE matches SET level = x'07' WHERE id = 2",
    "UPDATE rounds SET breakdown = '[{\"total\": \"x\"}]' WHERE match_id = 2",
])
def test_a_damaged_row_is_skipped_and_reported(db: Path, damage):
    """A single malformed row made Statistics raise JSONDecodeError and never open."""
    with MatchHistory.open(db)[0] as history:
        for i in range(3):
            history.add(result(i))
        history.conn.execute(damage)
        assert [m.seed for m in history.recent()] == [2, 0]  # ids 3 and 1 (seeds 2 and 0)
        assert history.bad_rows == {2}
        assert history.get(2) is None and history.count() == 2  # counted as listed


def test_every_figure_leaves_the_damaged_rows_out(db: Path):
    """The totals came from SQL over every row, so Statistics said "4 played" with 2 matches
    listed. Now the counts, streaks, averages and opponents are those of the matches that
    read back, wherever the damaged rows are (here the oldest, which `recent(1)` never
    reads), and the check holds while another program holds the write lock."""
    from dataclasses import replace

    lost = (RoundResult(0, (2, 9), (0, 1), (2, 9), ({"total": 2}, {"total": 9})),)
    with MatchHistory.open(db)[0] as history:
        history.add(replace(result(0), level="hard", winner_side=1, final_scores=(2, 9),
                            rounds=lost))
        history.add(replace(result(1), winner_side=1, final_scores=(2, 9), rounds=lost))
        history.add(result(2))
        history.add(result(3))
        history.conn.execute("UPDATE rounds SET breakdown = '{broken' WHERE match_id = 1")
        history.conn.execute("UPDATE matches SET played_at = 'soon' WHERE id = 2")
    with locked_by_another_process(db):
        history, notices = MatchHistory.open(db)
        assert notices == []
        assert [m.seed for m in history.recent(1)] == [3]
        assert history.results().played == 2 and history.results().won == 2
        assert history.count() == 2 and history.bad_rows == {1, 2}
        assert history.results_by_opponent() == {(2, "easy"): Tally(2, 2)}
        assert history.results_by_level() == {"easy": Tally(2, 2)}
        assert history.opponents() == [(2, "easy")] and history.levels() == ["easy"]
        assert history.results("hard") == Tally(0, 0)
        assert history.streaks() == Streaks(2, 2)  # the two losses are not read
        assert history.average_round_points() == SidePair(9.0, 2.0)
        assert history.xeris_per_round() == SidePair(1.0, 0.0)
        assert [m.seed for m in history.recent()] == [3, 2]
        assert history.read_error is None
    history.add(result(4))  # a new match is read (once) and counted
    assert history.results().played == 3 and history.bad_rows == {1, 2}
    history.close()


def test_a_refused_query_gives_an_empty_answer_and_says_why(db: Path):
    history, _ = MatchHistory.open(db)
    history.conn.execute("DROP TABLE rounds")
    assert history.average_round_points().you == 0.0
    assert "rounds" in history.read_error
    history.close()
