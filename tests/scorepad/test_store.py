"""The score pad on disk (read back exactly; bad or newer files set aside, the .bak used;
every stored round checked again by the rules) and in the history (schema 3: played with
real cards, a correction replaces the stored match, older databases upgrade)."""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime, timezone
from pathlib import Path

import pytest

from diloti_qt.engine import Rules
from diloti_qt.engine.scoring import MAX_XERIS
from diloti_qt.scorepad import ScorePad
from diloti_qt.scorepad.store import (
    PadWriter,
    finished_pad,
    load_pad,
    pad_from_json,
    pad_path,
    pad_to_json,
)
from diloti_qt.storage import history as history_module
from diloti_qt.storage.atomic import CorruptFileError, FutureVersionError, write_json
from diloti_qt.storage.history import REAL_CARDS, MatchHistory

from .helpers import rnd


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("DILOTI_QT_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def pad_in_progress() -> ScorePad:
    pad = ScorePad(Rules.make("partnership-4p", {"V-TARGET": 101}),
                   ("Anna", "Babis", "Chara", "Dimitris"), first_dealer=2)
    pad.add_round(rnd("30 A2 D", "22 A2 C"))
    pad.add_round(rnd("A1", "+ A3 D C X1"))
    pad.start_correcting(0)
    pad.draft = rnd("30 A2 D X1", "22 A2")  # half-typed: no 2♣ yet
    return pad


def won_pad() -> ScorePad:
    pad = ScorePad(Rules.make("pagat-2p"), ("Anna", "Nikos"), first_dealer=1)
    pad.add_round(rnd("30 A2 D X5", "22 A2 C X3"))
    pad.add_round(rnd("= A2 D", "= A2 C X3"))
    assert pad.winner == 1
    return pad


def test_a_pad_reads_back_exactly_with_its_draft():
    pad = pad_in_progress()
    doc = json.loads(json.dumps(pad_to_json(pad)))
    again = pad_from_json(doc)
    assert again == pad
    assert again.correcting == 0 and again.draft == pad.draft and again.totals == pad.totals


def test_load_finds_the_pad_the_writer_wrote_and_clear_removes_it(home):
    assert load_pad().source == "missing"
    writer = PadWriter()
    pad = pad_in_progress()
    writer.save(pad)
    writer.flush()
    loaded = load_pad()
    assert loaded.source == "file" and loaded.value == pad
    writer.clear()
    writer.flush()
    writer.close()
    assert not pad_path().exists() and load_pad().source == "missing"


def test_the_writer_keeps_the_newest_of_many_saves():
    writer = PadWriter()
    pad = ScorePad(Rules.make("pagat-2p"), ("Anna", "Nikos"))
    for xeris in range(MAX_XERIS + 1):
        pad.draft = pad.draft.with_side(0, xeris=xeris)
        writer.save(pad)
    writer.flush()
    writer.close()
    assert load_pad().value.draft.sides[0].xeris == MAX_XERIS


def test_a_disk_that_refuses_the_write_is_reported(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be")
    notices = []
    writer = PadWriter(blocker / "scorepad.json", failed=notices.append)
    writer.save(pad_in_progress())
    writer.flush()
    writer.close()
    assert len(notices) == 1 and notices[0].code == "write-failed"


def edit(doc: dict, path: str, value) -> dict:
    """`doc` with the field at a dotted path ("rounds.0.sides.1.aces") set to `value`."""
    doc = json.loads(json.dumps(doc))
    *parents, last = path.split(".")
    node = doc
    for key in parents:
        node = node[int(key)] if isinstance(node, list) else node[key]
    if isinstance(node, list):
        node[int(last)] = value
    elif value is KeyError:
        del node[last]
    else:
        node[last] = value
    return doc


BAD = [
    ("format", "diloti-save/1", "pad.format"),
    ("id", "../../etc", "pad.id"),
    ("started_at", "yesterday", "pad.started_at"),
    ("rules", {"profile": "poker"}, "pad.rules"),
    ("players", ["Anna", "Babis"], "pad.players"),
    ("players", ["Anna", "", "Chara", "Dimitris"], "pad.players"),
    ("players", ["A" * 41, "Babis", "Chara", "Dimitris"], "pad.players"),
    ("first_dealer", 4, "pad.first_dealer"),
    ("first_dealer", True, "pad.first_dealer"),
    ("rounds", {"0": 1}, "pad.rounds"),
    ("rounds", [{}] * 1000, "pad.rounds"),
    ("rounds.0.mode", "guess", "pad.rounds[0].mode"),
    ("rounds.0.sides", [], "pad.rounds[0].sides"),
    ("rounds.0.sides.1.aces", 5, "pad.rounds[0].sides[1].aces"),
    ("rounds.0.sides.1.aces", "2", "pad.rounds[0].sides[1].aces"),
    ("rounds.0.sides.1.xeris", KeyError, "pad.rounds[0].sides[1].xeris"),
    ("rounds.0.sides.1.ten_diamonds", 1, "pad.rounds[0].sides[1].ten_diamonds"),
    # a round the rules refuse (two 10♦), as if typed past the pad's checks
    ("rounds.0.sides.1.ten_diamonds", True, "pad.rounds[0]: cannot be a round"),
    ("rounds.1.more", None, "pad.rounds[1]: cannot be a round"),
]


@pytest.mark.parametrize("path, value, words", BAD, ids=[f"{b[0]}={b[1]!r:.20}" for b in BAD])
def test_a_bad_pad_file_is_refused_naming_the_field(path, value, words):
    doc = edit(pad_to_json(pad_in_progress()), path, value)
    with pytest.raises(CorruptFileError) as refused:
        pad_from_json(doc)
    assert words in str(refused.value)


def test_rounds_past_the_winning_round_are_refused():
    doc = pad_to_json(won_pad())
    doc["rounds"].append(doc["rounds"][0])
    with pytest.raises(CorruptFileError, match=r"pad.rounds\[2\]: cannot be a round"):
        pad_from_json(doc)


def test_a_draft_that_does_not_read_is_dropped_and_the_rounds_kept():
    pad = pad_in_progress()
    doc = edit(pad_to_json(pad), "draft.sides.0.cards", 99)
    again = pad_from_json(doc)
    assert again.rounds == pad.rounds and again.correcting is None
    assert again.draft == type(pad.draft)()


def test_a_newer_pad_is_not_read_as_this_one():
    doc = edit(pad_to_json(pad_in_progress()), "format", "diloti-scorepad/2")
    with pytest.raises(FutureVersionError):
        pad_from_json(doc)


def test_a_damaged_pad_file_is_set_aside_and_the_backup_used(home):
    good = pad_in_progress()
    assert write_json(pad_path(), pad_to_json(good)) is None
    assert write_json(pad_path(), pad_to_json(good)) is None  # the first becomes the .bak
    pad_path().write_text('{"format": "diloti-scorepad/1", "id": ')  # torn by hand
    loaded = load_pad()
    assert loaded.source == "backup" and loaded.value == good
    kept = list(pad_path().parent.glob("scorepad.json.corrupt-*"))
    assert len(kept) == 1 and loaded.notices and loaded.notices[0].kept == kept[0]


# -- in the history ---------------------------------------------------------------------------

def test_a_won_pad_goes_into_the_history_marked_as_played_with_real_cards(home):
    pad = won_pad()
    when = datetime(2026, 5, 1, 20, 30, tzinfo=timezone.utc)
    record = finished_pad(pad, when)
    history, notices = MatchHistory.open()
    with history:
        match_id = history.add(record)
        stored = history.get(match_id)
    assert stored == record and stored.real_cards and stored.level == REAL_CARDS
    assert stored.names == ("Anna", "Nikos") and stored.winner_side == 1 and not stored.won
    assert [r.scores_after for r in stored.rounds] == [(58, 33), (62, 66)]
    assert [r.dealer for r in stored.rounds] == [1, 0]
    assert stored.rounds[0].breakdown[1] == {"cards": 22, "majority": 0, "aces": 2,
                                             "ten_diamonds": 0, "two_clubs": 1, "xeris": 30,
                                             "total": 33}
    assert stored.rounds[1].breakdown[0]["cards"] == 26


def test_a_pad_still_in_play_is_not_a_finished_match():
    with pytest.raises(ValueError):
        finished_pad(pad_in_progress())


def test_a_corrected_pad_replaces_its_match_in_the_history(home):
    pad = won_pad()
    history, _ = MatchHistory.open()
    with history:
        history.add(finished_pad(pad))
        pad.correct_round(1, rnd("= A2 D X2", "= A2 C X3"))
        assert pad.winner == 0
        history.add(finished_pad(pad))
        assert history.count() == 1
        (only,) = history.recent()
        assert only.winner_side == 0 and only.final_scores == pad.totals
        rounds = history.conn.execute("SELECT COUNT(*) FROM rounds").fetchone()[0]
        assert rounds == 2


def test_a_version_2_history_upgrades_keeping_its_matches(home, monkeypatch):
    """Schema 3 adds the pad id and the names; the matches of before are the app's."""
    monkeypatch.setattr(history_module, "SCHEMA_VERSION", 2)
    old, _ = MatchHistory.open()
    with old:
        assert old.schema_version == 2
        old.conn.execute(
            "INSERT INTO matches (played_at, rules, profile, level, players, human_side,"
            " winner_side, score0, score1, seed) VALUES ('2026-01-01T10:00:00+00:00',"
            " '{\"profile\": \"pagat-2p\"}', 'pagat-2p', 'hard', 2, 0, 0, 63, 40, 4711)")
    monkeypatch.setattr(history_module, "SCHEMA_VERSION", 3)
    history, notices = MatchHistory.open()
    with history:
        assert notices == [] and history.schema_version == 3
        (match,) = history.recent()
        assert match.pad_id is None and match.names == () and not match.real_cards
        assert match.seed == 4711 and match.level == "hard"
        with pytest.raises(sqlite3.IntegrityError):  # one match per pad
            for _ in range(2):
                history.conn.execute("INSERT INTO matches (played_at, rules, profile, level,"
                                     " players, human_side, winner_side, score0, score1,"
                                     " pad_id) VALUES ('x', '{}', '', '', 2, 0, 0, 1, 0, 'p')")
