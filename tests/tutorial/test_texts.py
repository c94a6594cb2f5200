"""Lesson texts are translated at display time in the "Tutorial" context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTranslator

from diloti_qt.tutorial import LessonRunner, lesson_by_id
from diloti_qt.tutorial.texts import feedback_text, tr


class Marking(QTranslator):
    """Translates the Tutorial context by wrapping each text in ⟨ ⟩."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"⟨{source}⟩" if context == "Tutorial" else None  # None: not translated


def test_lesson_texts_and_feedback_go_through_the_translator(qapp):
    lesson = lesson_by_id("declaring")
    runner = LessonRunner(lesson)
    translator = Marking()
    QCoreApplication.installTranslator(translator)
    try:
        assert tr(lesson.title) == f"⟨{lesson.title}⟩"
        wrong = runner.attempt({"card": "KH", "action": "lay"})
        assert wrong.source == "lesson" and feedback_text(wrong) == f"⟨{wrong.text}⟩"
        engine = runner.attempt({"card": "8C", "action": "capture", "take": ["5S"]})
        assert engine.source == "engine" and engine.reason == "bad-groups"
        assert feedback_text(engine) == (
            "⟨Those cards do not add up to groups worth your card. (R10, R11)⟩")
    finally:
        QCoreApplication.removeTranslator(translator)
    assert tr(lesson.title) == lesson.title
