"""Issue 17 item 3: `python -m diloti_qt.engine legal` streams its answer.

Twelve loose aces, twos and threes with a hand of middle cards have 10,596 legal moves
(3.4 MB of JSON). The answer used to be built whole (13 MB of Python objects) before a
byte was written; now each outcome is written as it is found.
"""

from __future__ import annotations

import io
import json
import tracemalloc

from diloti_qt.engine import cli, legal_outcomes, parse_position

SMALL = ["AS", "AH", "AD", "AC", "2S", "2H", "2D", "2C", "3S", "3H", "3D", "3C"]
POSITION = {"format": "diloti-position/1", "rules": "pagat-2p", "dealer": 1, "to_move": 0,
            "hands": [["4D", "5S", "6S", "7S", "8S", "10S"], ["KC"]], "table": SMALL}


class Sink(io.TextIOBase):
    """A standard output that keeps only what a test asks of it."""

    def __init__(self, keep: bool) -> None:
        self.parts: list[str] = []
        self.chars = 0
        self.writes = 0
        self.keep = keep

    def write(self, s: str) -> int:
        self.chars += len(s)
        self.writes += 1
        if self.keep:
            self.parts.append(s)
        return len(s)


def test_legal_on_a_table_of_small_cards_streams_in_bounded_memory():
    sink = Sink(keep=False)
    tracemalloc.start()
    try:
        status = cli.main(["legal", "-", "--limit", "20000"],  # 10,596: past the default
                          io.StringIO(json.dumps(POSITION)), sink, io.StringIO())
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert status == 0 and sink.chars > 3_000_000
    assert sink.writes > 10_000  # one write per outcome at least
    assert peak < 2_000_000, f"{peak / 1e6:.1f} MB held at once"


def test_the_streamed_answer_is_the_list_of_outcomes():
    position = dict(POSITION, table=SMALL[:8])
    sink = Sink(keep=True)
    assert cli.main(["legal", "-"], io.StringIO(json.dumps(position)), sink,
                    io.StringIO()) == 0
    text = "".join(sink.parts)
    assert text.endswith("]\n") and text.count("\n") == 1
    streamed = json.loads(text)
    listed = legal_outcomes(parse_position(position))
    key = json.dumps
    assert sorted(map(key, streamed)) == sorted(map(key, listed))
    assert len(streamed) == len(listed) > 500
