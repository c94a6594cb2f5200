"""A finished round is played again once for whatever needs its positions: the record is
built by one checking replay that keeps them, the store hands the record it just saved to
the viewer without reading it again, and the round review's decisions are played only when
the review first reads them (and once for the window and the end-of-round sheet)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from diloti_qt.controller.review import RoundDecisions, finished_round
from diloti_qt.engine.record import dump_record, load_record, record_of_match
from diloti_qt.engine.state import State
from diloti_qt.storage.records import RecordStore

from tests.engine.test_record import PLAYERS, played_match

PLAYED_AT = "2026-12-01T10:00:00+00:00"


@pytest.fixture
def applies(monkeypatch):
    """How many moves the engine has played since the fixture was made (State.apply)."""
    count = [0]
    apply = State.apply

    def counted(self, move):
        count[0] += 1
        return apply(self, move)

    monkeypatch.setattr(State, "apply", counted)
    return count


def moves_of(record) -> int:
    return sum(len(r.moves) for r in record.rounds)


def test_building_a_record_plays_each_move_once_and_keeps_the_positions(applies):
    match, _ = played_match(5)
    applies[0] = 0
    record = record_of_match(match, PLAYERS, PLAYED_AT, 5, keep_replay=True)
    assert applies[0] == moves_of(record)  # one checking replay (it was two)
    before = applies[0]
    for i in range(len(record.rounds)):
        positions = record.positions(i)
        assert len(positions) == len(record.rounds[i].moves) + 1
        assert record.replayed(i).outcomes[-1].end is not None  # the round's last move
    record.breakdowns()
    assert applies[0] == before  # every reader shares that replay
    # the same positions as a record read from its file and played on first use
    again = load_record(dump_record(record))
    assert again.replays == {}
    assert [s.key() for s in again.positions(0)] == [s.key() for s in record.positions(0)]


def test_a_record_without_a_kept_replay_is_played_once_for_every_reader(applies):
    match, _ = played_match(7)
    record = load_record(dump_record(record_of_match(match, PLAYERS, PLAYED_AT, 7)))
    applies[0] = 0
    record.positions(1)
    record.replayed(1)
    record.positions(1)
    assert applies[0] == len(record.rounds[1].moves)


def test_the_record_just_saved_opens_without_being_read_or_played_again(tmp_path, applies):
    match, _ = played_match(5)
    record = record_of_match(match, PLAYERS, PLAYED_AT, 5, keep_replay=True)
    store = RecordStore(tmp_path / "records")
    entry = store.save(record, 0)
    applies[0] = 0
    shown = store.load(entry.id)
    assert shown.replays.keys() == set(range(len(record.rounds)))
    assert shown.you == 0 and shown.scores == record.scores
    for i in range(len(shown.rounds)):
        shown.positions(i)
    assert applies[0] == 0
    # another store (another session) reads the file: one checking replay, kept
    other = RecordStore(tmp_path / "records").load(entry.id)
    assert applies[0] == moves_of(record)
    for i in range(len(other.rounds)):
        other.positions(i)
    assert applies[0] == moves_of(record) and other == shown


def test_a_record_file_changed_since_it_was_kept_is_read_again(tmp_path):
    match, _ = played_match(5)
    store = RecordStore(tmp_path / "records")
    entry = store.save(record_of_match(match, PLAYERS, PLAYED_AT, 5, keep_replay=True), 0)
    path = tmp_path / "records" / f"{entry.id}.diloti"
    path.write_bytes(b'{"format": "diloti-match/2"}')  # damaged by someone else
    from diloti_qt.engine.record import RecordError

    with pytest.raises(RecordError):
        store.load(entry.id)


def test_comments_kept_are_what_a_reader_of_the_file_finds(tmp_path):
    match, _ = played_match(5)
    store = RecordStore(tmp_path / "records")
    entry = store.save(record_of_match(match, PLAYERS, PLAYED_AT, 5, keep_replay=True), 0)
    comments = {"version": 3, "seat": 0, "rounds": [(1, 2)]}  # a tuple: a list in JSON
    kept = store.set_comments(entry.id, comments)
    assert kept.comments == {"version": 3, "seat": 0, "rounds": [[1, 2]]}
    assert kept.comments == RecordStore(tmp_path / "records").load(entry.id).comments
    assert store.get(entry.id).commented


def _controller(match, human: int = 0):
    return SimpleNamespace(match=match, state=match.state, human=human,
                           seats=SimpleNamespace(levels={1: "random"}))


def test_a_finished_round_is_played_again_only_when_its_review_reads_it(applies):
    match, _ = played_match(5)
    c = _controller(match)
    applies[0] = 0
    finished = finished_round(c)
    assert finished_round(c) is finished  # the window and the sheet share it
    assert isinstance(finished.decisions, RoundDecisions)
    assert finished.has_choices() and applies[0] == 0
    moves = len(match.state.history)
    assert len(finished.decisions) == moves and applies[0] == 0
    decisions = list(finished.decisions)
    assert applies[0] == moves
    assert finished.decisions[0][0].to_move == match.round_start.to_move
    assert decisions == match.round_decisions()
    list(finished.decisions)
    assert applies[0] == 2 * moves  # (round_decisions above); the review's replay: once
