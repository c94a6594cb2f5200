"""The shipped puzzles (issue 41): two-player last-deal positions, solved exactly, whose
answer is worth a stated margin more than every other move (docs/NOTATION.md, "Puzzles").

`load_puzzles()` reads and checks `puzzles.json` (made by tools/make_puzzles.py): a file
that is not what it should be raises PuzzleFileError, naming the puzzle and the field.
Reading needs only the engine; making them (`build.py`) needs the solver.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from diloti_qt.engine import (
    Move,
    NotationError,
    State,
    check,
    move_json,
    parse_move,
    parse_position,
    position_json,
)

FORMAT = "diloti-puzzles/1"
PUZZLES_FILE = Path(__file__).with_name("puzzles.json")
KEYS = {"deal", "players", "position", "answers", "margin", "values", "reason", "rules",
        "explanation", "plies", "tempting", "grade"}
REASONS = ("xeri", "block-xeri", "leftovers", "majority", "cards")
RULE_IDS = ("R32", "R35", "R36")
LEVELS = ("random", "easy", "medium", "hard", "expert")


class PuzzleFileError(ValueError):
    """The puzzle file is missing, not JSON, or a puzzle in it is malformed."""


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: the position (the seat to move plays), its answers (moves of one
    outcome, the best), the margin in round points over every other move, every legal
    move's exact value (the round's final points of the mover's side minus the other's,
    best first), the main reason and the rule ids, the sentence in English and Greek, and
    its difficulty: `plies` until the point is won along the best line, `tempting` other
    moves Medium rates as high as the answer, `grade` 1 (easy) to 5."""

    deal: int
    players: tuple[str, str]
    state: State
    answers: tuple[Move, ...]
    margin: int
    values: tuple[tuple[Move, int], ...]
    reason: str
    rules: tuple[str, ...]
    explanation: dict[str, str]
    plies: int
    tempting: int
    grade: int

    @property
    def position(self) -> dict:
        return position_json(self.state)


def puzzle_doc(deal: int, players, position: dict, found, en: str, el: str) -> dict:
    """One puzzle as the file holds it (`found`: a build.Found)."""
    return {"deal": deal, "players": list(players), "position": position,
            "answers": [move_json(m) for m in found.answers], "margin": found.margin,
            "values": [[move_json(m), v] for m, v in found.values], "reason": found.reason,
            "rules": list(found.rules), "explanation": {"en": en, "el": el},
            "plies": found.plies, "tempting": found.tempting, "grade": found.grade}


def load_puzzles(path: Path = PUZZLES_FILE) -> list[Puzzle]:
    """Every puzzle of the file, checked; raises PuzzleFileError naming what is wrong."""
    try:
        doc = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as e:
        raise PuzzleFileError(f"{path}: cannot read: {e.strerror}") from None
    except (UnicodeDecodeError, ValueError) as e:
        raise PuzzleFileError(f"{path}: not JSON text: {e}") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise PuzzleFileError(f"{path}: not a puzzle file (format {FORMAT!r})")
    if set(doc) != {"format", "margin", "puzzles"} or not isinstance(doc["puzzles"], list):
        raise PuzzleFileError(f"{path}: keys must be format, margin and puzzles (a list)")
    margin = doc["margin"]
    if not _whole(margin, 1):
        raise PuzzleFileError(f"{path}: margin must be a whole number of points, not {margin!r}")
    out = []
    for i, entry in enumerate(doc["puzzles"]):
        try:
            out.append(read_puzzle(entry, margin))
        except (PuzzleFileError, NotationError) as e:
            raise PuzzleFileError(f"{path}: puzzle {i + 1}: {e}") from None
    return out


def _whole(value, low: int = 0) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= low


def _fail(field: str, why: str) -> PuzzleFileError:
    return PuzzleFileError(f"{field}: {why}")


def read_puzzle(entry: object, margin: int) -> Puzzle:
    """One puzzle of the file, checked against the rules: a complete two-player last-deal
    position, legal moves, answers of the best value and the margin they claim."""
    if not isinstance(entry, dict) or set(entry) != KEYS:
        raise _fail("keys", f"must be {', '.join(sorted(KEYS))}")
    state = parse_position(entry["position"])
    if state.rules.players != 2 or state.stock or state.round_over:
        raise _fail("position", "not a two-player position of a last deal")
    cards = [c for h in state.hands for c in h] + list(state.loose)
    cards += [c for d in state.decls for c in d.cards] + [c for p in state.captured for c in p]
    if len(cards) != 52:
        raise _fail("position", "not every card is in it: the other hand cannot be read")
    if (not isinstance(entry["values"], list) or not entry["values"]
            or not all(isinstance(v, list) and len(v) == 2 and _whole(v[1], -999)
                       for v in entry["values"])):
        raise _fail("values", "must be a list of [move, points]")
    values = tuple((_legal(state, m, "values"), v) for m, v in entry["values"])
    if not isinstance(entry["answers"], list) or not entry["answers"]:
        raise _fail("answers", "must be a list of moves")
    answers = tuple(_legal(state, m, "answers") for m in entry["answers"])
    best = max(v for _, v in values)
    if sorted(answers) != sorted(m for m, v in values if v == best):
        raise _fail("answers", "are not the moves of the best value")
    others = [v for _, v in values if v != best]
    if not _whole(entry["margin"], margin) or not others or best - max(others) != entry["margin"]:
        raise _fail("margin", f"must be the answer's lead over every other move, at least {margin}")
    if entry["reason"] not in REASONS:
        raise _fail("reason", f"must be one of {', '.join(REASONS)}")
    rules = entry["rules"]
    if not isinstance(rules, list) or any(r not in RULE_IDS for r in rules):
        raise _fail("rules", f"must list rule ids of {', '.join(RULE_IDS)}")
    words = entry["explanation"]
    if (not isinstance(words, dict) or set(words) != {"en", "el"}
            or not all(isinstance(t, str) and t for t in words.values())):
        raise _fail("explanation", "must be {\"en\": text, \"el\": text}")
    players = entry["players"]
    if not isinstance(players, list) or len(players) != 2 or any(p not in LEVELS for p in players):
        raise _fail("players", "must be two computer levels")
    for field, low, high in (("deal", 0, 2**63 - 1), ("plies", 1, 12), ("tempting", 0, 999),
                             ("grade", 1, 5)):
        if not _whole(entry[field], low) or entry[field] > high:
            raise _fail(field, f"must be a whole number from {low} to {high}")
    return Puzzle(entry["deal"], tuple(players), state, answers, entry["margin"], values,
                  entry["reason"], tuple(rules), dict(words), entry["plies"], entry["tempting"],
                  entry["grade"])


def _legal(state: State, doc: object, field: str) -> Move:
    verdict = check(state, parse_move(doc))
    if not verdict.legal:
        raise _fail(field, f"{json.dumps(doc, ensure_ascii=False)} is not legal here")
    return verdict.move


__all__ = ["FORMAT", "PUZZLES_FILE", "Puzzle", "PuzzleFileError", "load_puzzles", "puzzle_doc"]
