"""Talk at a table: the quick phrases (sent as ids, each app says them in its own language),
short free text checked by the server, the pace a seat may talk at, and the last lines a
seat that comes back is given again. No I/O: the table stores and sends what this makes.

Each line is numbered (1, 2, … at its table): the stores keep it as a row of its own under
that number, never inside the table's configuration, and only the last MAX_LINES rows.

The bound: a table keeps at most MAX_LINES lines; each seat's pace keeps at most RATE_LINES
time stamps; checking a line is linear in its at most MAX_TEXT characters.
"""

from __future__ import annotations

import re
import sys
import time
import unicodedata
from collections import deque
from collections.abc import Callable
from enum import Enum

MAX_TEXT = 200  # characters of one free line
MAX_LINES = 50  # lines a table keeps (and gives back to a seat that comes back)
RATE_LINES = 5  # lines a seat may say ...
RATE_SECONDS = 10.0  # ... within this many seconds


class Phrase(str, Enum):
    """The quick phrases: the wire carries the id, every app its own words for it."""

    HELLO = "hello"
    GOOD_LUCK = "good-luck"
    BRAVO = "bravo"
    NICE_PLAY = "nice-play"
    WELL_PLAYED = "well-played"
    THANKS = "thanks"
    SORRY = "sorry"
    ONE_MOMENT = "one-moment"
    YOUR_TURN = "your-turn"
    OOPS = "oops"
    GOOD_GAME = "good-game"
    ONE_MORE = "one-more"
    BYE = "bye"


PHRASES = tuple(p.value for p in Phrase)

# Unicode's Bidi_Control property (PropList.txt) is the explicit formatting characters
# (embeddings, overrides, isolates and their ends: these bidirectional classes) and the three
# implicit marks, whose classes are those of letters (L, R, AL): they are named.
EXPLICIT_BIDI_CLASSES = frozenset({"LRE", "RLE", "LRO", "RLO", "PDF", "LRI", "RLI", "FSI",
                                   "PDI"})
BIDI_MARKS = frozenset(unicodedata.lookup(name) for name in (
    "LEFT-TO-RIGHT MARK", "RIGHT-TO-LEFT MARK", "ARABIC LETTER MARK"))


def is_bidi_control(char: str) -> bool:
    """Whether `char` has Unicode's Bidi_Control property (by Python's Unicode data)."""
    return char in BIDI_MARKS or unicodedata.bidirectional(char) in EXPLICIT_BIDI_CLASSES


def _bidi_controls() -> str:
    """Every Bidi_Control character, for a regular expression's class (one pass over the
    code points' bidirectional classes: about 0.1 s, once per process)."""
    found = sorted({*BIDI_MARKS, *(chr(c) for c in range(sys.maxunicode + 1)
                                   if unicodedata.bidirectional(chr(c))
                                   in EXPLICIT_BIDI_CLASSES)})
    return "".join(f"\\u{ord(c):04x}" if ord(c) < 0x10000 else f"\\U{ord(c):08x}"
                   for c in found)


# Control characters (C0, DEL, C1), every Bidi_Control character (direction marks,
# embeddings, overrides and isolates), line and paragraph separators, zero-width and
# invisible operators and the byte-order mark: a line or a name must not hide text or turn
# the table's words around. ZWJ and ZWNJ stay (emoji sequences, Persian).
NOT_PLAIN = (r"\x00-\x1f\x7f-\x9f\u200b\u2028-\u202e\u2060-\u206f\ufeff"
             + _bidi_controls())
_FORBIDDEN_CHARS = NOT_PLAIN + r"\ufff9-\ufffb"
_FORBIDDEN = re.compile(f"[{_FORBIDDEN_CHARS}]")
TEXT_RE = re.compile(f"[^{_FORBIDDEN_CHARS}]+")  # a line as it may be heard (schemas)


class TalkError(ValueError):
    """A line refused: `code` is a protocol error code (bad-message or rate-limited)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def clean_text(text: str) -> str:
    """The free line as it is said (runs of spaces made one); TalkError when it is blank,
    too long, or holds a control or direction character."""
    if len(text) > MAX_TEXT:
        raise TalkError("bad-message", f"text: at most {MAX_TEXT} characters")
    if _FORBIDDEN.search(text):
        raise TalkError("bad-message", "text: control and direction characters are not "
                                       "allowed")
    text = " ".join(text.split())
    if not text:
        raise TalkError("bad-message", "text: must not be blank")
    return text


class LineLimit:
    """At most RATE_LINES lines per RATE_SECONDS for each seat (a sliding window). (Not a
    pace: the game's Pace is how fast the table moves, controller/pace.py.)"""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._said: dict[int, deque[float]] = {}

    def take(self, seat: int) -> bool:
        now = self.clock()
        said = self._said.setdefault(seat, deque(maxlen=RATE_LINES))
        if len(said) == RATE_LINES and now - said[0] < RATE_SECONDS:
            return False
        said.append(now)
        return True


class Talk:
    """A table's talk: its last lines, in order, and each seat's line limit."""

    def __init__(self, lines: list[dict] | None = None, count: int = 0) -> None:
        self.lines: deque[dict] = deque(lines or (), maxlen=MAX_LINES)
        self.count = max(count, len(self.lines))  # lines said at the table: the last's number
        self.limit = LineLimit()

    def say(self, seat: int, name: str, phrase: str | None, text: str | None,
            seq: int) -> dict:
        """The line `seat` (called `name`) says: a phrase id or a free text (exactly one),
        at move `seq` of the table; kept among the last lines. TalkError when refused."""
        if (phrase is None) == (text is None):
            raise TalkError("bad-message", "say: a phrase or a text, not both")
        if phrase is not None and phrase not in PHRASES:
            raise TalkError("bad-message", "phrase: not a known phrase")
        line: dict = {"seat": seat, "name": name, "seq": seq}
        if phrase is not None:
            line["phrase"] = phrase
        else:
            line["text"] = clean_text(text)
        if not self.limit.take(seat):
            raise TalkError("rate-limited", f"At most {RATE_LINES} lines in "
                                            f"{RATE_SECONDS:g} seconds.")
        self.lines.append(line)
        self.count += 1
        return line

    def config(self) -> list[dict]:
        return list(self.lines)

    @classmethod
    def restore(cls, lines: object, count: int = 0) -> Talk:
        """The stored lines (the last MAX_LINES of them are kept), each checked again
        (ValueError when one is not a line); `count`: the last one's number."""
        if lines is None:
            return cls(count=count)
        if not isinstance(lines, list):
            raise ValueError("talk: not a list of lines")
        lines = lines[-MAX_LINES:]
        for line in lines:
            if not (isinstance(line, dict) and isinstance(line.get("seat"), int)
                    and isinstance(line.get("name"), str) and isinstance(line.get("seq"), int)
                    and (line.get("phrase") in PHRASES
                         or (isinstance(line.get("text"), str)
                             and clean_text(line["text"]) == line["text"]))):
                raise ValueError("talk: a stored line is not a line")
        return cls(lines, count)
