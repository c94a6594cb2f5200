"""The match history out: CSV (a row per round) and JSON (a document per match) with the
columns documented in docs/history-export.md, and both read back (round trip)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable, Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from diloti_qt.engine.scoring import SidePoints

from .atomic import atomic_write_bytes, encode_json
from .history import REAL_CARDS, FinishedMatch, MatchHistory, RoundResult

JSON_FORMAT = "diloti-history/1"
SOURCE_APP, SOURCE_CARDS = "app", "real-cards"

MATCH_COLUMNS = ("match", "played_at", "source", "profile", "players", "opponents", "partner",
                 "side0", "side1", "you", "winner", "final0", "final1", "deal", "pad", "rules")
ROUND_COLUMNS = ("round", "dealer", "points0", "points1", "total0", "total1", "xeris0",
                 "xeris1", "cards0", "cards1", "majority0", "majority1", "aces0", "aces1",
                 "ten_diamonds0", "ten_diamonds1", "two_clubs0", "two_clubs1")
CSV_COLUMNS = MATCH_COLUMNS + ROUND_COLUMNS
BREAKDOWN_KEYS = ("cards", "majority", "aces", "ten_diamonds", "two_clubs")


class ExportFormatError(ValueError):
    """A file that is not an export of this program; the message names the place."""


def all_matches(history: MatchHistory) -> list[FinishedMatch]:
    """Every match of the history with its rounds, oldest first."""
    return list(reversed(history.recent(max(1, history.count()))))


def source(match: FinishedMatch) -> str:
    return SOURCE_CARDS if match.real_cards else SOURCE_APP


# -- JSON -------------------------------------------------------------------------------------

def match_json(match: FinishedMatch) -> dict:
    return {
        "id": match.id,
        "played_at": _utc(match.played_at),
        "source": source(match),
        "rules": dict(match.rules),
        "players": match.players,
        "opponents": match.level,
        "partner": match.partner,
        "names": list(match.names),
        "you": match.human_side,
        "winner": match.winner_side,
        "final": list(match.final_scores),
        "deal": match.seed,
        "pad": match.pad_id,
        "rounds": [{"dealer": r.dealer, "points": list(r.points), "totals": list(r.scores_after),
                    "xeris": list(r.xeris), "breakdown": [dict(side) for side in r.breakdown]}
                   for r in match.rounds],
    }


def history_json(matches: Iterable[FinishedMatch]) -> dict:
    return {"format": JSON_FORMAT, "exported_at": _utc(datetime.now(timezone.utc)),
            "matches": [match_json(m) for m in matches]}


def matches_from_json(doc: Any) -> list[FinishedMatch]:
    """The matches of a JSON export; raises ExportFormatError naming the bad place."""
    if not isinstance(doc, dict) or doc.get("format") != JSON_FORMAT:
        raise ExportFormatError(f"not a {JSON_FORMAT} document")
    items = doc.get("matches")
    if not isinstance(items, list):
        raise ExportFormatError("matches: must be a list")
    out = []
    for i, m in enumerate(items):
        where = f"matches[{i}]"
        try:
            rounds = tuple(
                RoundResult(r["dealer"], _pair(r["points"]), _pair(r["xeris"]),
                            _pair(r["totals"]), tuple(dict(side) for side in r["breakdown"]))
                for r in m["rounds"])
            out.append(FinishedMatch(
                played_at=datetime.fromisoformat(m["played_at"]), rules=dict(m["rules"]),
                level=m["opponents"], players=m["players"], human_side=m["you"],
                winner_side=m["winner"], final_scores=_pair(m["final"]), rounds=rounds,
                seed=m["deal"], partner=m["partner"], id=m["id"], pad_id=m["pad"],
                names=tuple(m["names"])))
        except (KeyError, TypeError, ValueError) as e:
            raise ExportFormatError(f"{where}: {type(e).__name__}: {e}") from None
    return out


# -- CSV --------------------------------------------------------------------------------------

def csv_rows(match: FinishedMatch) -> list[dict]:
    """The rows of one match: one per round, the match's columns on each (a match without
    rounds has one row with empty round columns)."""
    names = list(match.names) + [""] * (2 - len(match.names))
    head = {
        "match": match.id if match.id is not None else "", "played_at": _utc(match.played_at),
        "source": source(match), "profile": match.rules.get("profile", ""),
        "players": match.players, "opponents": match.level, "partner": match.partner,
        "side0": names[0], "side1": names[1], "you": match.human_side,
        "winner": match.winner_side, "final0": match.final_scores[0],
        "final1": match.final_scores[1], "deal": _blank(match.seed),
        "pad": _blank(match.pad_id), "rules": json.dumps(dict(match.rules), sort_keys=True),
    }
    if not match.rounds:
        return [{key: _cell(value) for key, value in
                 dict(head, **dict.fromkeys(ROUND_COLUMNS, "")).items()}]
    rows = []
    for number, r in enumerate(match.rounds, start=1):
        row = dict(head, round=number, dealer=r.dealer, points0=r.points[0],
                   points1=r.points[1], total0=r.scores_after[0], total1=r.scores_after[1],
                   xeris0=r.xeris[0], xeris1=r.xeris[1])
        for key in BREAKDOWN_KEYS:
            for side in (0, 1):
                value = r.breakdown[side].get(key) if len(r.breakdown) == 2 else None
                row[f"{key}{side}"] = _blank(value)
        rows.append({key: _cell(value) for key, value in row.items()})
    return rows


def history_csv(matches: Iterable[FinishedMatch]) -> str:
    """The CSV export; every cell goes through `_cell`, whatever its source (a name typed
    on the pad, a level a server named, a breakdown read from the history)."""
    out = io.StringIO()
    writer = csv.DictWriter(out, CSV_COLUMNS, lineterminator="\r\n")
    writer.writeheader()
    for match in matches:
        writer.writerows(csv_rows(match))
    return out.getvalue()


def matches_from_csv(text: str) -> list[FinishedMatch]:
    """The matches of a CSV export (rows of one match are consecutive); raises
    ExportFormatError naming the bad line."""
    reader = csv.DictReader(io.StringIO(text))
    if tuple(reader.fieldnames or ()) != CSV_COLUMNS:
        raise ExportFormatError("the header is not the one of a diloti-qt history export")
    groups: list[list[dict]] = []
    for raw in reader:
        if None in raw or None in raw.values():  # more or fewer cells than the header
            raise ExportFormatError(f"line {reader.line_num}: not {len(CSV_COLUMNS)} cells")
        row = {key: _text_from_cell(value) for key, value in raw.items()}
        if groups and _same_match(groups[-1][0], row):
            groups[-1].append(row)
        else:
            groups.append([row])
    out = []
    for rows in groups:
        first = rows[0]
        try:
            rounds = tuple(_round_from_csv(row) for row in rows if row["round"] != "")
            names = tuple(n for n in (first["side0"], first["side1"]) if n)
            out.append(FinishedMatch(
                played_at=datetime.fromisoformat(first["played_at"]),
                rules=json.loads(first["rules"]), level=first["opponents"],
                players=int(first["players"]), human_side=int(first["you"]),
                winner_side=int(first["winner"]),
                final_scores=(int(first["final0"]), int(first["final1"])), rounds=rounds,
                seed=_int_or_none(first["deal"]), partner=first["partner"],
                id=_int_or_none(first["match"]), pad_id=first["pad"] or None, names=names))
        except (KeyError, TypeError, ValueError) as e:
            raise ExportFormatError(f"line {reader.line_num}: {type(e).__name__}: {e}") from None
    return out


# A spreadsheet runs a cell that starts with one of these as a formula: such a cell is
# written with a leading apostrophe (the spreadsheets' "text" mark) instead, and so is a cell
# that already starts with apostrophes before one of these (so that reading back is exact).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def _needs_mark(text: str) -> bool:
    return text.lstrip("'").startswith(FORMULA_STARTS)


def _cell(value: Any) -> Any:
    """A value as the CSV writes it: numbers as they are, any other text marked when a
    spreadsheet would run it (bool is text here: it never occurs, and True is not 1)."""
    if type(value) is int:
        return value
    text = str(value)
    return "'" + text if _needs_mark(text) else text


def _text_from_cell(cell: str) -> str:
    return cell[1:] if cell.startswith("'") and _needs_mark(cell[1:]) else cell


def _round_from_csv(row: dict) -> RoundResult:
    points = (int(row["points0"]), int(row["points1"]))
    xeris = (int(row["xeris0"]), int(row["xeris1"]))
    breakdown: tuple = ()
    if row["majority0"] != "":
        breakdown = tuple(
            SidePoints(_int_or_none(row[f"cards{side}"]), int(row[f"majority{side}"]),
                       int(row[f"aces{side}"]), int(row[f"ten_diamonds{side}"]),
                       int(row[f"two_clubs{side}"]), xeris[side], points[side]).as_json()
            for side in (0, 1))
    return RoundResult(int(row["dealer"]), points, xeris,
                       (int(row["total0"]), int(row["total1"])), breakdown)


def _same_match(a: dict, b: dict) -> bool:
    return all(a[key] == b[key] for key in MATCH_COLUMNS)


# -- files ------------------------------------------------------------------------------------

def export_history(matches: Sequence[FinishedMatch], path: Path, fmt: str) -> int:
    """Write `matches` to `path` as "csv" or "json" at once (atomically); returns how many
    matches were written. Raises OSError when the disk refuses."""
    if fmt == "csv":
        data = history_csv(matches).encode("utf-8-sig")  # spreadsheets then read UTF-8
    elif fmt == "json":
        data = encode_json(history_json(matches))
    else:
        raise ValueError(f"unknown export format {fmt!r}")
    atomic_write_bytes(Path(path), data, backup=False)
    return len(matches)


def read_export(path: Path) -> list[FinishedMatch]:
    """The matches of an export file (CSV or JSON, by its content)."""
    text = Path(path).read_bytes().decode("utf-8-sig")
    if text.lstrip().startswith("{"):
        try:
            return matches_from_json(json.loads(text))
        except json.JSONDecodeError as e:
            raise ExportFormatError(f"not valid JSON: {e}") from None
    return matches_from_csv(text)


# -- small helpers ----------------------------------------------------------------------------

def _utc(moment: datetime) -> str:
    if moment.tzinfo is None:
        moment = moment.astimezone()
    return moment.astimezone(timezone.utc).isoformat(timespec="seconds")


def _pair(values: Any) -> tuple[int, int]:
    a, b = values
    return int(a), int(b)


def _blank(value: Any) -> Any:
    return "" if value is None else value


def _int_or_none(text: str) -> int | None:
    return None if text == "" else int(text)


__all__ = ["CSV_COLUMNS", "JSON_FORMAT", "REAL_CARDS", "ExportFormatError", "all_matches",
           "export_history", "history_csv", "history_json", "matches_from_csv",
           "matches_from_json", "read_export"]
