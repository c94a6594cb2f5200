"""Lessons as data: reading and validating the lesson JSON files under `lessons/`."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from importlib import resources

from diloti_qt.engine import NotationError, Request, parse_card, parse_move, parse_position
from diloti_qt.engine.state import State

from .patterns import Pattern, parse_pattern

LESSON_KEYS = {"id", "title", "rules", "summary", "steps"}
STEP_KEYS = {
    "position", "instruction", "highlight", "highlight_hand", "expected", "wrong", "success",
    "reply", "check_after",
}
WRONG_KEYS = {"move", "when", "text"}
CHECK_AFTER_KEYS = {"round_over", "round_points", "scores", "xeris", "match_winner", "table",
                    "to_move"}
RULE_ID = re.compile(r"^(R\d+|V-[A-Z-]+)$")
FILE_NAME = re.compile(r"^(\d\d)-([a-z0-9-]+)\.json$")


class LessonError(ValueError):
    """A lesson file that does not follow the lesson format; the message names the field."""


@dataclass(frozen=True)
class WrongMove:
    """An explanation shown when the learner's move matches `move` or `pattern`."""

    text: str
    move: Request | None = None
    pattern: Pattern | None = None
    move_doc: dict | None = None


@dataclass(frozen=True)
class Step:
    """One position to play from, what to do there and what to say about each attempt."""

    instruction: str
    expected: tuple[Request, ...]
    expected_docs: tuple[dict, ...]
    success: str
    position: dict | None = None  # None: continue from the previous step's result
    highlight: tuple[int, ...] = ()
    highlight_hand: tuple[int, ...] = ()
    wrong: tuple[WrongMove, ...] = ()
    reply: Request | None = None
    reply_doc: dict | None = None
    check_after: dict = field(default_factory=dict)

    def start_state(self) -> State:
        """The step's own position as a fresh State (only for steps with a position)."""
        if self.position is None:
            raise LessonError("this step continues from the previous one")
        return parse_position(self.position)


@dataclass(frozen=True)
class Lesson:
    """One lesson of the tutorial: its title, the rules it teaches and its steps."""
    id: str
    title: str
    rules: tuple[str, ...]
    summary: str
    steps: tuple[Step, ...]
    order: int = 0

    def texts(self) -> list[str]:
        """Every user-visible English text of the lesson, in reading order."""
        out = [self.title, self.summary]
        for step in self.steps:
            out += [step.instruction, *(w.text for w in step.wrong), step.success]
        return out


def _fail(where: str, problem: str) -> LessonError:
    return LessonError(f"{where}: {problem}")


def _text(doc: dict, key: str, where: str) -> str:
    value = doc.get(key)
    if not isinstance(value, str) or not value.strip():
        raise _fail(f"{where}.{key}", "must be a non-empty string")
    return value


def _move(doc: object, where: str) -> Request:
    try:
        return parse_move(doc)
    except NotationError as e:
        raise _fail(where, str(e)) from None


def _cards(doc: object, where: str) -> tuple[int, ...]:
    if not isinstance(doc, list):
        raise _fail(where, "must be a list of cards")
    try:
        return tuple(parse_card(c) for c in doc)
    except ValueError as e:
        raise _fail(where, str(e)) from None


def _step(doc: object, where: str, first: bool) -> Step:
    if not isinstance(doc, dict):
        raise _fail(where, "must be an object")
    extra = set(doc) - STEP_KEYS
    if extra:
        raise _fail(where, f"unknown key {sorted(extra)[0]!r}")
    position = doc.get("position")
    if position is None and first:
        raise _fail(f"{where}.position", "the first step needs a position")
    if position is not None:
        try:
            parse_position(position)
        except NotationError as e:
            raise _fail(f"{where}.position", str(e)) from None
    expected_docs = doc.get("expected")
    if not isinstance(expected_docs, list) or not expected_docs:
        raise _fail(f"{where}.expected", "must be a non-empty list of moves")
    expected = tuple(_move(m, f"{where}.expected[{i}]") for i, m in enumerate(expected_docs))
    wrong = []
    for i, w in enumerate(doc.get("wrong", [])):
        wwhere = f"{where}.wrong[{i}]"
        if not isinstance(w, dict) or set(w) - WRONG_KEYS:
            raise _fail(wwhere, "must be an object with 'text' and 'move' or 'when'")
        if ("move" in w) == ("when" in w):
            raise _fail(wwhere, "needs exactly one of 'move' and 'when'")
        text = _text(w, "text", wwhere)
        if "move" in w:
            wrong.append(WrongMove(text, move=_move(w["move"], f"{wwhere}.move"),
                                   move_doc=w["move"]))
        else:
            try:
                wrong.append(WrongMove(text, pattern=parse_pattern(w["when"])))
            except ValueError as e:
                raise _fail(f"{wwhere}.when", str(e)) from None
    reply_doc = doc.get("reply")
    reply = _move(reply_doc, f"{where}.reply") if reply_doc is not None else None
    check_after = doc.get("check_after", {})
    if not isinstance(check_after, dict) or set(check_after) - CHECK_AFTER_KEYS:
        raise _fail(f"{where}.check_after", f"keys must be among {sorted(CHECK_AFTER_KEYS)}")
    return Step(
        instruction=_text(doc, "instruction", where),
        expected=expected,
        expected_docs=tuple(expected_docs),
        success=_text(doc, "success", where),
        position=position,
        highlight=_cards(doc.get("highlight", []), f"{where}.highlight"),
        highlight_hand=_cards(doc.get("highlight_hand", []), f"{where}.highlight_hand"),
        wrong=tuple(wrong),
        reply=reply,
        reply_doc=reply_doc,
        check_after=check_after,
    )


def parse_lesson(doc: object, where: str = "lesson", order: int = 0) -> Lesson:
    """A Lesson from its JSON document; raises LessonError naming the bad field."""
    if not isinstance(doc, dict):
        raise _fail(where, "must be a JSON object")
    extra = set(doc) - LESSON_KEYS
    if extra:
        raise _fail(where, f"unknown key {sorted(extra)[0]!r}")
    lesson_id = _text(doc, "id", where)
    where = f"{where} {lesson_id!r}"
    rules = doc.get("rules")
    if not isinstance(rules, list) or not rules or not all(
        isinstance(r, str) and RULE_ID.match(r) for r in rules
    ):
        raise _fail(f"{where}.rules", "must be a non-empty list of rule ids like 'R12', 'V-SWEEP'")
    steps = doc.get("steps")
    if not isinstance(steps, list) or not steps:
        raise _fail(f"{where}.steps", "must be a non-empty list")
    return Lesson(
        id=lesson_id,
        title=_text(doc, "title", where),
        rules=tuple(rules),
        summary=_text(doc, "summary", where),
        steps=tuple(_step(s, f"{where}.steps[{i}]", i == 0) for i, s in enumerate(steps)),
        order=order,
    )


def lesson_files() -> list:
    """The lesson files shipped in the package, in curriculum order (by their number)."""
    folder = resources.files("diloti_qt.tutorial") / "lessons"
    files = [f for f in folder.iterdir() if f.name.endswith(".json")]
    return sorted(files, key=lambda f: f.name)


def load_lessons() -> list[Lesson]:
    """Every lesson of the curriculum, in order; raises LessonError on a malformed file."""
    lessons = []
    for f in lesson_files():
        m = FILE_NAME.match(f.name)
        if not m:
            raise LessonError(f"{f.name}: a lesson file is named NN-id.json")
        try:
            doc = json.loads(f.read_text(encoding="utf-8"))
        except json.JSONDecodeError as e:
            raise LessonError(f"{f.name}: not valid JSON: {e.msg} (line {e.lineno})") from None
        lesson = parse_lesson(doc, f.name, int(m.group(1)))
        if lesson.id != m.group(2):
            raise LessonError(f"{f.name}: id {lesson.id!r} does not match the file name")
        lessons.append(lesson)
    ids = [lesson.id for lesson in lessons]
    if len(set(ids)) != len(ids):
        raise LessonError("two lessons share an id")
    return lessons


def lesson_by_id(lesson_id: str) -> Lesson:
    for lesson in load_lessons():
        if lesson.id == lesson_id:
            return lesson
    raise KeyError(lesson_id)
