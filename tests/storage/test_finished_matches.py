"""One finished-match service (issue 39): the history worker keeps a match's record and its
statistics row, the row derived from the record, through one queue file — so a record and
its row never disagree, a row is never stored without its record, and neither a locked
database nor an unwritable records folder loses a result."""

from __future__ import annotations

import json
import threading
from datetime import datetime, timezone
from pathlib import Path

import pytest

from diloti_qt.engine.record import Player, dump_record, load_record, record_of_match
from diloti_qt.storage.history import MatchHistory, finished_match, record_row, utc_text
from diloti_qt.storage.recorder import (
    HistoryWriter,
    KeptMatch,
    finished_from_json,
    parse_queue,
    queue_to_json,
)
from diloti_qt.storage.records import RecordStore

from tests.engine.test_record import played_match
from tests.storage.test_recorder import locked_by_another_process, result

PLAYED_AT = datetime(2026, 12, 7, 21, 0, 5, tzinfo=timezone.utc)  # as stored: to the second


def players_of(match) -> list[Player]:
    return [Player("You", None)] + [Player(f"Computer {s}", "easy")
                                    for s in range(1, match.rules.players)]


def levels_of(match) -> dict[int, str]:
    return {s: "easy" for s in range(1, match.rules.players)}


class Service:
    """A writer with its records store, and what it reported."""

    def __init__(self, tmp_path: Path, **kwargs) -> None:
        self.db = tmp_path / "history.sqlite3"
        self.store = RecordStore(tmp_path / "records")
        self.ids: list[int] = []
        self.entries: list = []
        self.notices: list = []
        self.writer = HistoryWriter(self.ids.append, self.notices.append, self.db,
                                    records=self.store, kept=self.entries.append, **kwargs)

    def finish(self, seed: int, profile: str = "pagat-2p", seat: int = 0):
        match, _ = played_match(seed, profile)
        row = finished_match(match, levels_of(match), seat, PLAYED_AT)
        self.writer.keep_match(match, players_of(match), seat, match.deal_number,
                               utc_text(PLAYED_AT), row)
        return match, row

    def rows(self):
        with MatchHistory.open(self.db)[0] as history:
            return history.recent()


@pytest.fixture
def service(tmp_path: Path):
    made = []

    def make(**kwargs) -> Service:
        made.append(Service(tmp_path, **kwargs))
        return made[-1]

    yield make
    for s in made:
        s.writer.close()


@pytest.mark.parametrize("profile", ["pagat-2p", "partnership-4p"])
def test_the_row_is_derived_from_the_record_and_is_the_matchs_own(profile):
    match, _ = played_match(31, profile)
    record = record_of_match(match, players_of(match), utc_text(PLAYED_AT), match.deal_number)
    assert record_row(record, 0) == finished_match(match, levels_of(match), 0, PLAYED_AT)
    # read back from its file, the same row
    assert record_row(load_record(dump_record(record)), 0) == record_row(record, 0)


def test_a_finished_match_is_kept_once_as_a_record_and_its_row(service, monkeypatch):
    import diloti_qt.engine.record as engine_record

    threads = []
    build = engine_record.build_record

    def watched(*args, **kwargs):
        threads.append(threading.current_thread())
        return build(*args, **kwargs)

    monkeypatch.setattr(engine_record, "build_record", watched)
    s = service()
    assert s.writer.start() == []
    match, row = s.finish(5)
    assert s.writer.settled()
    assert threads and threading.main_thread() not in threads  # built off the caller's
    (entry,) = s.store.entries()
    assert s.entries == [entry] and len(s.ids) == 1 and s.notices == []
    (stored,) = s.rows()
    record = s.store.load(entry.id)
    assert stored == record_row(record, entry.seat) == row  # they cannot disagree
    assert (entry.played_at, entry.deal_number, entry.scores) == (
        utc_text(row.played_at), row.seed, row.final_scores)
    assert record.replays  # the viewer shows it without playing it again
    assert not s.writer.queue_path.exists()


def test_a_match_without_its_moves_keeps_its_row_alone(service):
    s = service()
    s.writer.start()
    match, _ = played_match(7)
    for r in match.rounds:  # as a match resumed from an older save
        r.start = None
    row = finished_match(match, levels_of(match), 0, PLAYED_AT)
    s.writer.keep_match(match, players_of(match), 0, match.deal_number, utc_text(PLAYED_AT),
                        row)
    assert s.writer.settled()
    assert s.rows() == [row] and s.store.entries() == [] and s.notices == []
    # the record alone asked for (Session.keep_record): nothing to keep, nothing waits
    s.writer.keep_match(match, players_of(match), 0, match.deal_number, utc_text(PLAYED_AT))
    assert s.writer.settled() and s.writer.pending == 0
    assert s.rows() == [row] and s.store.entries() == []


def test_the_record_alone_asked_for_is_kept_without_a_row(service):
    s = service()
    s.writer.start()
    match, _ = played_match(8)
    s.writer.keep_match(match, players_of(match), 1, None, utc_text(PLAYED_AT))
    assert s.writer.settled() and s.writer.pending == 0
    (entry,) = s.store.entries()
    assert entry.seat == 1 and entry.deal_number is None and s.rows() == []


def test_a_locked_history_keeps_the_record_and_its_row_waits_then_is_written_once(service):
    s = service(retry=(60.0,))
    s.writer.start()
    assert s.writer.settled()
    with locked_by_another_process(s.db):
        _, row = s.finish(5)
        assert s.writer.settled()
        assert len(s.store.entries()) == 1 and s.writer.pending == 1
        # what waits on disk is the row alone now: its record is kept
        doc = json.loads(s.writer.queue_path.read_text())
        assert [finished_from_json(m) for m in doc["matches"]] == [row]
        assert "record" not in doc["matches"][0]
        assert [n.code for n in s.notices] == ["db-delayed"]
    s.writer.retry_now()
    assert s.writer.settled()
    assert s.rows() == [row] and len(s.store.entries()) == 1 and len(s.entries) == 1
    assert not s.writer.queue_path.exists()


def test_an_unwritable_records_folder_holds_the_row_back_and_loses_nothing(tmp_path, service):
    blocker = tmp_path / "records"
    blocker.write_bytes(b"a file where the folder should be")  # root may write anywhere
    s = service(retry=(60.0,))
    s.writer.start()
    _, row = s.finish(5)
    s.writer.record(result(1))  # a result without a record is not held up by it
    assert s.writer.settled()
    assert [n.code for n in s.notices] == ["records-delayed"]
    assert str(blocker) in s.notices[0].text
    assert s.rows() == [result(1)]  # no row without its record
    (waiting,) = parse_queue(json.loads(s.writer.queue_path.read_text()))
    assert isinstance(waiting, KeptMatch) and waiting.row == row
    s.finish(6)
    assert s.writer.settled() and s.writer.pending == 2
    assert [n.code for n in s.notices] == ["records-delayed"]  # said once
    blocker.unlink()
    s.writer.retry_now()
    assert s.writer.settled() and s.writer.pending == 0
    assert len(s.store.entries()) == 2 and len(s.rows()) == 3


def test_what_waits_is_written_at_the_next_start_and_never_kept_twice(tmp_path, service):
    first = service(retry=(60.0,))
    first.writer.start()
    (tmp_path / "records").write_bytes(b"")
    _, row = first.finish(5)
    assert first.writer.settled() and first.writer.pending == 1
    first.writer.close()
    (tmp_path / "records").unlink()
    # the record was written, but the program was killed before the queue was changed
    (waiting,) = parse_queue(json.loads(first.writer.queue_path.read_text()))
    RecordStore(tmp_path / "records").save(waiting.record, 0)
    second = service()
    assert second.writer.start() == []
    assert second.writer.settled()
    assert len(second.store.entries()) == 1 and second.entries == []
    assert second.rows() == [row]
    assert not second.writer.queue_path.exists()


def test_a_friends_tables_record_comes_after_its_row_through_the_same_queue(service):
    s = service()
    s.writer.start()
    match, _ = played_match(9)
    record = record_of_match(match, players_of(match), utc_text(PLAYED_AT), None)
    s.writer.keep_record(record, 1)
    assert s.writer.settled()
    (entry,) = s.store.entries()
    assert entry.seat == 1 and s.entries == [entry] and s.rows() == []


def test_the_queue_keeps_records_and_a_reader_without_them_keeps_the_rows():
    match, _ = played_match(5)
    record = record_of_match(match, players_of(match), utc_text(PLAYED_AT), 5)
    row = record_row(record, 0)
    waiting = [KeptMatch(record, 0, row), KeptMatch(record, 1, None), result(2)]
    doc = json.loads(json.dumps(queue_to_json(waiting)))
    back = parse_queue(doc)
    assert [type(c) for c in back] == [KeptMatch, result(2).__class__, KeptMatch]
    assert back[0].record == record and back[0].row == row and back[2].seat == 1
    # an older version reads "matches" only, each a row: it keeps every result
    assert [finished_from_json(m) for m in doc["matches"]] == [row, result(2)]
    # a damaged record waiting in the queue: its row is kept, the queue still reads
    doc["matches"][0]["record"]["rounds"] = []
    assert parse_queue(doc)[0] == row


def test_a_match_is_on_disk_as_its_row_before_its_record_is_built(service, monkeypatch):
    import diloti_qt.engine.record as engine_record

    s = service()
    seen = []
    build = engine_record.build_record

    def watched(*args, **kwargs):
        seen.append(json.loads(s.writer.queue_path.read_text())["matches"])
        return build(*args, **kwargs)

    monkeypatch.setattr(engine_record, "build_record", watched)
    s.writer.start()
    assert s.writer.settled()
    _, row = s.finish(5)
    assert s.writer.settled()
    assert [[finished_from_json(m) for m in doc] for doc in seen] == [[row]]
    assert s.rows() == [row] and len(s.store.entries()) == 1
