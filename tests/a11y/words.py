"""The game's words in a language, for the screen-reader tests to say what they expect."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

GREEK = re.compile("[\u0370-\u03ff]")


class Words:
    """`words(context, text)`: the game's `text` as it reads in the language installed."""

    def __init__(self, language: str) -> None:
        self.language = language

    def __call__(self, context: str, text: str, disambiguation: str | None = None,
                 n: int = -1) -> str:
        return QCoreApplication.translate(context, text, disambiguation, n)

    def pattern(self, context: str, text: str) -> str:
        """A regular expression for `text` with each {field} standing for anything."""
        parts = re.split(r"\{\w+\}", self(context, text))
        return ".+?".join(re.escape(p) for p in parts)

    def in_language(self, text: str) -> bool:
        """Whether `text` reads in this language (Greek letters in Greek, none in English)."""
        return bool(GREEK.search(text)) == (self.language == "el")
