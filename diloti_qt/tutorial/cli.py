"""`python -m diloti_qt.tutorial`: list the lessons, check them headless, print the strings."""

from __future__ import annotations

import json
import sys
from typing import TextIO

from .lesson import Lesson, LessonError, load_lessons
from .runner import LessonRunner

USAGE = "usage: python -m diloti_qt.tutorial --list [--json] | --check | --strings"

STRINGS_HEADER = '''"""Every tutorial text, for lupdate: python -m diloti_qt.tutorial --strings."""
# ruff: noqa: E501

from PySide6.QtCore import QT_TRANSLATE_NOOP

STRINGS = (
'''


class UsageError(Exception):
    pass


def lesson_list(lessons: list[Lesson]) -> list[dict]:
    return [{"id": x.id, "title": x.title, "rules": list(x.rules), "steps": len(x.steps)}
            for x in lessons]


def strings_module(lessons: list[Lesson]) -> str:
    """The text of strings.py: one QT_TRANSLATE_NOOP entry per distinct English text."""
    from .runner import NOT_NOW, UNEXPECTED

    seen: dict[str, None] = {}
    for lesson in lessons:
        for text in lesson.texts():
            seen.setdefault(text, None)
    for text in (UNEXPECTED, NOT_NOW):
        seen.setdefault(text, None)
    lines = [STRINGS_HEADER]
    for text in seen:
        literal = json.dumps(text, ensure_ascii=False)
        lines.append(f'    QT_TRANSLATE_NOOP("Tutorial", {literal}),\n')
    lines.append(")\n")
    return "".join(lines)


def check_all(lessons: list[Lesson], out: TextIO) -> int:
    """Play every lesson with its first expected moves; 0 if all succeed."""
    failures = 0
    for lesson in lessons:
        try:
            runner = LessonRunner(lesson)
            while True:
                feedback = runner.attempt(runner.demo_move())
                if not feedback.ok:
                    raise LessonError(f"step {runner.index + 1}: {feedback.text}")
                if not runner.next_step():
                    break
            out.write(f"ok    {lesson.id} ({len(lesson.steps)} steps)\n")
        except (LessonError, ValueError) as e:
            failures += 1
            out.write(f"FAIL  {lesson.id}: {e}\n")
    return 1 if failures else 0


def run(argv: list[str], out: TextIO) -> int:
    args = set(argv)
    if len(args) != len(argv) or not argv:
        raise UsageError(USAGE)
    lessons = load_lessons()
    if args == {"--list", "--json"}:
        json.dump(lesson_list(lessons), out, ensure_ascii=False, indent=1)
        out.write("\n")
        return 0
    if args == {"--list"}:
        for n, item in enumerate(lesson_list(lessons), start=1):
            out.write(f"{n:2d}. {item['title']}  [{item['id']}]\n"
                      f"    rules: {', '.join(item['rules'])}\n")
        return 0
    if args == {"--check"}:
        return check_all(lessons, out)
    if args == {"--strings"}:
        out.write(strings_module(lessons))
        return 0
    raise UsageError(USAGE)


def main(argv: list[str] | None = None, stdout: TextIO | None = None,
         stderr: TextIO | None = None) -> int:
    """Exit status 0 on success, 1 when --check finds a broken lesson, 2 on bad arguments."""
    argv = sys.argv[1:] if argv is None else argv
    try:
        return run(argv, stdout or sys.stdout)
    except UsageError as e:
        print(f"error: {e}", file=stderr or sys.stderr)
    except LessonError as e:
        print(f"error: broken lesson file: {e}", file=stderr or sys.stderr)
    return 2
