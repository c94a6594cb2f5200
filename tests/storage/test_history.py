"""Match history in SQLite: 100 matches checked against direct computation, WAL, bad files."""

from __future__ import annotations

import random
import sqlite3
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from diloti_qt.engine import Match, Rules, legal_moves
from diloti_qt.storage import history as history_module
from diloti_qt.storage import paths
from diloti_qt.storage.history import (
    SCHEMA_VERSION,
    FinishedMatch,
    MatchHistory,
    RoundResult,
    Streaks,
    Tally,
    finished_match,
    opponent_level,
)

LEVELS = ("easy", "medium", "hard")
START = datetime(2026, 1, 1, 12, 0, tzinfo=timezone.utc)


def synthetic(rng: random.Random, when: datetime) -> FinishedMatch:
    players = rng.choice((2, 4))
    human_side = rng.choice((0, 1))
    rounds = []
    scores = [0, 0]
    for _ in range(rng.randint(1, 7)):
        xeris = (rng.randint(0, 3), rng.randint(0, 3))
        points = (rng.randint(0, 11) + 10 * xeris[0], rng.randint(0, 11) + 10 * xeris[1])
        scores = [scores[0] + points[0], scores[1] + points[1]]
        rounds.append(RoundResult(rng.randrange(players), points, xeris, tuple(scores)))
    winner = 0 if scores[0] > scores[1] else 1
    profile = "pagat-2p" if players == 2 else "partnership-4p"
    return FinishedMatch(when, Rules.make(profile).to_json(), rng.choice(LEVELS), players,
                         human_side, winner, tuple(scores), tuple(rounds), rng.randrange(10**6))


@pytest.fixture
def hundred() -> list[FinishedMatch]:
    rng = random.Random(2026)
    return [synthetic(rng, START + timedelta(hours=i)) for i in range(100)]


@pytest.fixture
def db(storage_home: Path):
    history, notices = MatchHistory.open()
    assert notices == []
    yield history
    history.close()


def runs(wins: list[bool]) -> Streaks:
    best = current = 0
    for won in wins:
        current = current + 1 if won else 0
        best = max(best, current)
    return Streaks(current, best)


def test_the_database_after_100_matches(db: MatchHistory, hundred: list[FinishedMatch]):
    order = list(range(100))
    random.Random(1).shuffle(order)
    ids = {i: db.add(hundred[i]) for i in order}
    assert db.count() == 100

    for level in LEVELS:
        mine = [m for m in hundred if m.level == level]
        won = sum(m.won for m in mine)
        assert db.results_by_level()[level] == Tally(len(mine), won)
        assert db.results(level).lost == len(mine) - won
        assert db.streaks(level) == runs([m.won for m in mine])
        rounds = [(r, m) for m in mine for r in m.rounds]
        you = sum(r.points[m.human_side] for r, m in rounds) / len(rounds)
        them = sum(r.points[1 - m.human_side] for r, m in rounds) / len(rounds)
        assert db.average_round_points(level).you == pytest.approx(you)
        assert db.average_round_points(level).opponents == pytest.approx(them)
    assert sum(r.played for r in db.results_by_level().values()) == 100
    assert db.results() == Tally(100, sum(m.won for m in hundred))
    assert db.streaks() == runs([m.won for m in hundred])
    assert db.streaks().best >= 2

    all_rounds = [(r, m) for m in hundred for r in m.rounds]
    xeris_you = sum(r.xeris[m.human_side] for r, m in all_rounds) / len(all_rounds)
    xeris_them = sum(r.xeris[1 - m.human_side] for r, m in all_rounds) / len(all_rounds)
    assert db.xeris_per_round().you == pytest.approx(xeris_you)
    assert db.xeris_per_round().opponents == pytest.approx(xeris_them)
    points_you = sum(r.points[m.human_side] for r, m in all_rounds) / len(all_rounds)
    assert db.average_round_points().you == pytest.approx(points_you)

    for i in (0, 37, 99):
        assert db.score_progression(ids[i]) == [r.scores_after for r in hundred[i].rounds]
        assert db.get(ids[i]) == hundred[i]
    newest = db.recent(limit=5)
    assert [m.played_at for m in newest] == [m.played_at for m in hundred[:-6:-1]]
    assert db.recent(limit=5, offset=95)[-1] == hundred[0]


def test_streak_follows_play_time_not_insertion_order(db: MatchHistory, hundred):
    base = hundred[0]
    results = [True, True, False, True, True, True, False, True, True]
    for i, won in reversed(list(enumerate(results))):
        db.add(FinishedMatch(START + timedelta(days=i), base.rules, "easy", 2, 0,
                             0 if won else 1, (61, 30), base.rounds))
    assert db.streaks() == Streaks(current=2, best=3)
    db.add(FinishedMatch(START + timedelta(days=30), base.rules, "easy", 2, 0, 1, (30, 61),
                         base.rounds))
    assert db.streaks() == Streaks(current=0, best=3)


def test_empty_history_has_zero_statistics(db: MatchHistory):
    assert db.results() == Tally(0, 0)
    assert db.results_by_level() == {}
    assert db.streaks() == Streaks(0, 0)
    assert db.average_round_points().you == 0.0
    assert db.score_progression(1) == []
    assert db.get(1) is None


def test_a_real_finished_match(db: MatchHistory):
    match = Match(Rules.make("taverna-4p"), 5)
    rng = random.Random(5)
    while not match.over:
        if match.state.round_over:
            match.next_round()
            continue
        match.state.apply(rng.choice(legal_moves(match.state)))
    match.finish_round()
    levels = {1: "medium", 2: "easy", 3: "medium"}
    record = finished_match(match, levels, human=0)
    assert record.level == "medium" and record.players == 4
    match_id = db.add(record)
    assert db.score_progression(match_id) == [tuple(r.scores_after) for r in match.rounds]
    stored = db.get(match_id)
    assert stored.won == (match.winner == 0)
    assert [r.points for r in stored.rounds] == [tuple(r.points) for r in match.rounds]
    assert [sum(r.xeris) for r in stored.rounds] == [
        r.breakdown[0].xeris + r.breakdown[1].xeris for r in match.rounds]
    assert stored.rules == match.rules.to_json()
    assert Rules.make(stored.rules["profile"], stored.rules["variants"]) == match.rules


def test_unfinished_match_is_refused():
    with pytest.raises(ValueError):
        finished_match(Match(Rules.make("pagat-2p"), 1), {1: "easy"})


def test_opponent_level_names_the_other_side():
    two, four = Rules.make("pagat-2p"), Rules.make("partnership-4p")
    assert opponent_level({1: "hard"}, 0, two) == "hard"
    assert opponent_level({1: "hard", 2: "easy", 3: "hard"}, 0, four) == "hard"
    assert opponent_level({1: "hard", 2: "easy", 3: "medium"}, 0, four) == "hard+medium"


def test_wal_mode_durable_and_survives_reopening(db: MatchHistory, hundred):
    assert db.journal_mode == "wal"
    assert db.conn.execute("PRAGMA synchronous").fetchone()[0] == 2
    db.add(hundred[0])
    path = paths.history_path()
    assert path.with_name(path.name + "-wal").exists()
    db.close()
    again, notices = MatchHistory.open()
    assert notices == [] and again.count() == 1 and again.schema_version == SCHEMA_VERSION
    assert again.journal_mode == "wal"
    again.close()


def test_a_failed_insert_leaves_nothing_half_written(db: MatchHistory, hundred):
    bad = FinishedMatch(START, hundred[0].rules, "easy", 3, 0, 0, (61, 0), hundred[0].rounds)
    note = db.record(bad)
    assert note is not None and note.code == "db-write-failed"
    assert db.count() == 0
    assert db.conn.execute("SELECT COUNT(*) FROM rounds").fetchone()[0] == 0
    assert db.record(hundred[0]) is None and db.count() == 1


def _filled(path: Path, hundred, n: int = 30) -> bytes:
    history, _ = MatchHistory.open(path)
    for m in hundred[:n]:
        history.add(m)
    history.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    history.close()
    return path.read_bytes()


@pytest.mark.parametrize("damage", [
    lambda data: b"this is not a database at all" * 100,
    lambda data: data[: len(data) // 2],
    lambda data: data[:4096] + b"\x00" * 4096 + data[8192:],
])
def test_corrupt_database_is_set_aside_and_a_new_one_started(storage_home: Path, hundred,
                                                             damage):
    path = paths.history_path()
    path.parent.mkdir(parents=True)
    bad = damage(_filled(path, hundred))
    path.write_bytes(bad)
    history, notices = MatchHistory.open()
    (note,) = notices
    assert note.code == "db-corrupt" and note.kept.read_bytes() == bad
    assert note.kept.name.startswith("history.sqlite3.corrupt-")
    assert str(note.kept) in note.text
    assert history.count() == 0 and history.journal_mode == "wal"
    history.add(hundred[0])
    assert history.count() == 1
    history.close()


def test_another_programs_database_is_not_touched_in_place(storage_home: Path):
    path = paths.history_path()
    path.parent.mkdir(parents=True)
    with sqlite3.connect(path) as other:
        other.execute("CREATE TABLE contacts (name TEXT)")
        other.execute("INSERT INTO contacts VALUES ('Eleni')")
    other.close()
    history, notices = MatchHistory.open()
    assert [n.code for n in notices] == ["db-corrupt"]
    kept = sqlite3.connect(notices[0].kept)
    assert kept.execute("SELECT name FROM contacts").fetchall() == [("Eleni",)]
    kept.close()
    history.close()


def test_newer_schema_is_set_aside(storage_home: Path, hundred):
    path = paths.history_path()
    path.parent.mkdir(parents=True)
    _filled(path, hundred, 3)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE schema_version SET version = 99")
    conn.close()
    history, notices = MatchHistory.open()
    assert [n.code for n in notices] == ["db-future"]
    assert "newer version" in notices[0].text
    assert history.count() == 0
    old = sqlite3.connect(notices[0].kept)
    assert old.execute("SELECT COUNT(*) FROM matches").fetchone()[0] == 3
    old.close()
    history.close()


def test_an_unopenable_location_falls_back_to_memory(storage_home: Path, hundred):
    path = paths.history_path()
    path.mkdir(parents=True)
    history, notices = MatchHistory.open()
    assert [n.code for n in notices] == ["db-unavailable"]
    assert path.is_dir()
    history.add(hundred[0])
    assert history.count() == 1
    history.close()


def test_migrations_upgrade_an_existing_database_keeping_its_matches(
    storage_home: Path, hundred, monkeypatch
):
    path = paths.history_path()
    path.parent.mkdir(parents=True)
    _filled(path, hundred, 5)
    migrations = dict(history_module.MIGRATIONS)
    migrations[SCHEMA_VERSION + 1] = ("ALTER TABLE matches ADD COLUMN note TEXT",)
    monkeypatch.setattr(history_module, "MIGRATIONS", migrations)
    monkeypatch.setattr(history_module, "SCHEMA_VERSION", SCHEMA_VERSION + 1)
    history, notices = MatchHistory.open()
    assert notices == [] and history.schema_version == SCHEMA_VERSION + 1
    assert history.count() == 5
    columns = [row[1] for row in history.conn.execute("PRAGMA table_info(matches)")]
    assert "note" in columns
    history.close()
