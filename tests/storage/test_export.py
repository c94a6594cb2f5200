"""The history export: CSV and JSON hold every match (app matches, score pads, rows from
before the breakdowns were kept) and read back to the same matches; the CSV columns are the
documented ones; a file that is not an export is refused with the place named."""

from __future__ import annotations

import csv
import io
import json
import re
from datetime import datetime, timedelta, timezone

import pytest

from diloti_qt.bench.export import random_match
from diloti_qt.engine import Match, Rules
from diloti_qt.scorepad import ScorePad
from diloti_qt.scorepad.store import finished_pad
from diloti_qt.storage.export import (
    CSV_COLUMNS,
    ExportFormatError,
    all_matches,
    export_history,
    history_csv,
    history_json,
    matches_from_csv,
    matches_from_json,
    read_export,
)
from diloti_qt.storage.history import FinishedMatch, MatchHistory, RoundResult, finished_match

from ..conftest import ROOT
from ..scorepad.helpers import rnd

START = datetime(2026, 3, 1, 18, 0, tzinfo=timezone.utc)


def played(profile: str, seed: int) -> Match:
    return random_match(Rules.make(profile, {"V-TARGET": 31}), seed)


def won_pad(players: int) -> ScorePad:
    if players == 2:
        pad = ScorePad(Rules.make("taverna-2p"), ("Anna", "Nikos, \"the\" kafeneio; owner"))
        pad.add_round(rnd("A2 D X1", "+ A2 C"))
        pad.add_round(rnd("40 A4 D C X5", "12"))
    else:
        pad = ScorePad(Rules.make("partnership-4p"), ("Άννα", "Μπάμπης", "Χαρά", "Δημήτρης"), 3)
        pad.add_round(rnd("= A2 D X5", "= A2 C X6"))
    return pad


@pytest.fixture
def history(tmp_path):
    db, _ = MatchHistory.open(tmp_path / "history.sqlite3")
    when = iter(START + timedelta(hours=h) for h in range(100))
    db.add(finished_match(played("pagat-2p", 1), {1: "hard"}, 0, next(when)))
    db.add(finished_match(played("partnership-4p", 2), {1: "easy", 2: "expert", 3: "easy"}, 0,
                          next(when)))
    db.add(finished_pad(won_pad(2), next(when)))
    db.add(finished_pad(won_pad(4), next(when)))
    old = FinishedMatch(next(when), {"profile": "pagat-2p"}, "medium", 2, 1, 1, (64, 12),
                        (RoundResult(0, (64, 12), (5, 0), (64, 12)),), None)
    db.add(old)  # a row from before rounds kept their breakdown (and no deal number)
    yield db
    db.close()


@pytest.mark.parametrize("fmt", ["csv", "json"])
def test_an_export_reads_back_to_the_same_matches(history, tmp_path, fmt):
    matches = all_matches(history)
    assert len(matches) == 5 and sum(m.real_cards for m in matches) == 2
    path = tmp_path / f"history.{fmt}"
    assert export_history(matches, path, fmt) == 5
    back = read_export(path)
    assert back == matches
    assert [m.id for m in back] == [m.id for m in matches]


def test_the_csv_has_a_row_per_round_with_the_match_on_each(history):
    matches = all_matches(history)
    rows = list(csv.DictReader(io.StringIO(history_csv(matches))))
    assert len(rows) == sum(len(m.rounds) for m in matches)
    pad_rows = [r for r in rows if r["source"] == "real-cards"]
    assert [(r["side0"], r["side1"], r["round"], r["total0"], r["total1"]) for r in pad_rows] \
        == [("Anna", 'Nikos, "the" kafeneio; owner', "1", "14", "7"),
            ("Anna", 'Nikos, "the" kafeneio; owner', "2", "75", "7"),
            ("Άννα & Χαρά", "Μπάμπης & Δημήτρης", "1", "54", "63")]
    assert pad_rows[0]["cards0"] == "" and pad_rows[0]["majority1"] == "4"  # who had more
    assert pad_rows[2]["cards0"] == "26" and pad_rows[2]["dealer"] == "3"
    app = [r for r in rows if r["source"] == "app"]
    assert {r["deal"] for r in app if r["opponents"] == "hard"} == {"1"}
    assert all(int(r["cards0"]) + int(r["cards1"]) == 52 for r in app if r["cards0"])


def test_the_json_names_what_each_match_was(history):
    doc = json.loads(json.dumps(history_json(all_matches(history))))
    assert doc["format"] == "diloti-history/1"
    sources = [(m["source"], m["opponents"], m["names"]) for m in doc["matches"]]
    assert sources[2] == ("real-cards", "real-cards", ["Anna", 'Nikos, "the" kafeneio; owner'])
    assert sources[1][:2] == ("app", "easy")
    assert doc["matches"][1]["partner"] == "expert" and doc["matches"][1]["deal"] == 2


def test_the_csv_columns_are_the_documented_ones():
    doc = (ROOT / "docs" / "history-export.md").read_text(encoding="utf-8")
    documented = re.findall(r"^\| `([a-z_0-9]+)` \|", doc, flags=re.M)
    assert tuple(documented) == CSV_COLUMNS


@pytest.mark.parametrize("text, words", [
    ("", "the header"),
    ("a,b,c\n1,2,3\n", "the header"),
    (",".join(CSV_COLUMNS) + "\n" + ",".join(["x"] * len(CSV_COLUMNS)) + "\n", "line 2"),
])
def test_a_csv_that_is_not_an_export_is_refused(text, words):
    with pytest.raises(ExportFormatError, match=words):
        matches_from_csv(text)


@pytest.mark.parametrize("doc, words", [
    ([], "not a diloti-history/1"),
    ({"format": "diloti-history/1", "matches": {}}, "matches: must be a list"),
    ({"format": "diloti-history/1", "matches": [{"id": 1}]}, r"matches\[0\]"),
])
def test_a_json_that_is_not_an_export_is_refused(doc, words):
    with pytest.raises(ExportFormatError, match=words):
        matches_from_json(doc)


def test_an_empty_history_exports_an_empty_file(tmp_path):
    db, _ = MatchHistory.open(tmp_path / "empty.sqlite3")
    with db:
        assert all_matches(db) == []
        for fmt in ("csv", "json"):
            assert export_history([], tmp_path / f"e.{fmt}", fmt) == 0
            assert read_export(tmp_path / f"e.{fmt}") == []


def test_the_export_benchmark_prints_its_figures(capsys):
    """`python -m diloti_qt.bench export` (its figure is printed, never asserted: timing
    belongs to the benchmark, not to a unit test)."""
    from diloti_qt.bench.export import main

    assert main(["--matches", "12"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("history: 12 matches")
    assert [line.split(":")[0] for line in lines[1:]] == ["export csv", "export json"]
    assert all(re.search(r"\d+\.\d{3} s \(read", line) for line in lines[1:])


def test_names_a_spreadsheet_would_run_as_formulas_are_written_as_text(tmp_path):
    pad = ScorePad(Rules.make("pagat-2p"), ("=HYPERLINK(\"http://x\")", "+30 @home"))
    pad.add_round(rnd("40 A4 D C X5", "12"))
    match = finished_pad(pad, START)
    text = history_csv([match])
    cells = next(csv.DictReader(io.StringIO(text)))
    assert cells["side0"] == "'=HYPERLINK(\"http://x\")" and cells["side1"] == "'+30 @home"
    assert matches_from_csv(text)[0].names == match.names  # and they read back as typed


HOSTILE_TEXTS = ["=cmd|'/C calc'!A", "+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1", "'=x", "''+y",
                 "'plain", "ok"]


@pytest.mark.parametrize("text", HOSTILE_TEXTS)
def test_every_cell_of_the_csv_is_text_a_spreadsheet_never_runs(text):
    """Issue 28 item 11: a level a server named went raw into `opponents` and `partner`;
    whatever the source of a cell (level, partner, profile, names, breakdown), none starts a
    formula, and the file reads back to the same match."""
    rules = {"profile": text, "variants": {"V-TARGET": 61}}
    breakdown = tuple({"cards": 26, "majority": 0, "aces": 2, "ten_diamonds": d * 2,
                       "two_clubs": 1 - d, "xeris": 0, "total": (3, 61)[d]} for d in (0, 1))
    match = FinishedMatch(START, rules, text, 4, 0, 1, (3, 61), (RoundResult(
        0, (3, 61), (0, 0), (3, 61), breakdown),), 7, text, names=(text, text))
    csv_text = history_csv([match])
    for row in csv.reader(io.StringIO(csv_text)):
        for cell in row:
            assert not cell.startswith(("=", "+", "-", "@", "\t", "\r")), (cell, row)
    assert matches_from_csv(csv_text) == [match]


def test_a_csv_row_with_missing_or_extra_cells_is_refused():
    text = history_csv([finished_pad(won_pad(2), START)])
    header, row = text.splitlines()[:2]
    for bad in (row.rsplit(",", 1)[0], row + ",extra"):
        with pytest.raises(ExportFormatError, match="line 2: not"):
            matches_from_csv(f"{header}\r\n{bad}\r\n")
