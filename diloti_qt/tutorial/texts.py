"""Tutorial texts on screen: the lessons' English strings translated at display time."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .runner import Feedback

CONTEXT = "Tutorial"


def tr(text: str) -> str:
    """A lesson text (title, instruction, explanation) in the user's language."""
    return QCoreApplication.translate(CONTEXT, text)


def feedback_text(feedback: Feedback) -> str:
    """What to show for an attempt: the lesson's own words, or the engine's reason in words."""
    if feedback.source != "engine":
        return tr(feedback.text)
    from diloti_qt.controller.words import reason_text

    sentence = reason_text(feedback.reason or "")
    if not feedback.rule:
        return sentence
    return QCoreApplication.translate(CONTEXT, "{sentence} ({rules})").format(
        sentence=sentence, rules=feedback.rule)
