"""Input echoed back in error messages: always one short line, whatever the input held."""

from __future__ import annotations

SHOWN = 40  # characters of an echoed value at most


def show(value: object, limit: int = SHOWN) -> str:
    """`repr(value)` cut to `limit` characters (control characters escaped by repr)."""
    try:
        text = repr(value)
    except ValueError:  # an integer of more digits than Python converts
        return "a number too long to show"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def one_line(text: str, limit: int = 400) -> str:
    """`text` with line breaks and other control characters escaped, at most `limit`
    characters: an error message that stays one line."""
    out = []
    for ch in text:
        if ch < " " or ch in "\x7f\x85\u2028\u2029":
            out.append(ch.encode("unicode_escape").decode("ascii"))
        else:
            out.append(ch)
    line = "".join(out)
    return line if len(line) <= limit else line[: limit - 3] + "..."
