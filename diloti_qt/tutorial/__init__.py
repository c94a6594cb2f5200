"""The tutorial: lessons as data, a headless runner that checks moves, and saved progress."""

from .lesson import Lesson, LessonError, Step, WrongMove, lesson_by_id, load_lessons, parse_lesson
from .progress import load_progress, read_progress, save_progress
from .runner import Feedback, LessonRunner

__all__ = [
    "Feedback", "Lesson", "LessonError", "LessonRunner", "Step", "WrongMove", "lesson_by_id",
    "load_lessons", "load_progress", "parse_lesson", "read_progress", "save_progress",
]
