"""docs/PROTOCOL.md stays exact: every message type both ways and every error code is
described, and every example passes the schema the server (or our client) applies; the
example views are also possible positions for the engine."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from diloti_qt.net.protocol import (
    CLIENT_MESSAGES,
    SERVER_MESSAGES,
    ErrorCode,
    decode_client,
    decode_server,
)
from diloti_qt.engine import parse_played
from diloti_qt.net.wire import read_view

DOC = Path(__file__).resolve().parents[2] / "docs" / "PROTOCOL.md"
EXAMPLE = re.compile(r"<!-- (client|server) -->\n```json\n(.*?)\n```", re.S)


def examples() -> list[tuple[str, str]]:
    return EXAMPLE.findall(DOC.read_text(encoding="utf-8"))


def test_every_message_type_has_a_section_and_an_example():
    text = DOC.read_text(encoding="utf-8")
    shown = {(side, json.loads(raw)["type"]) for side, raw in examples()}
    for side, known in (("client", CLIENT_MESSAGES), ("server", SERVER_MESSAGES)):
        for kind in known:
            assert (side, kind) in shown, f"no {side} example of {kind!r}"
            assert re.search(rf"^### .*\b{kind}\b", text, re.M), f"no section for {kind!r}"


def test_every_error_code_is_in_the_table():
    text = DOC.read_text(encoding="utf-8")
    for code in ErrorCode:
        assert f"| `{code.value}` |" in text, code


@pytest.mark.parametrize("side,raw", examples())
def test_every_example_passes_its_schema(side, raw):
    decode = decode_client if side == "client" else decode_server
    msg = decode(raw)
    if "view" in msg and side == "server":
        view = read_view(msg["view"])  # the engine's parser: a possible position too
        assert view.seat == msg["view"]["seat"]
        for outcome in ([msg["outcome"]] if "outcome" in msg else msg.get("outcomes", [])):
            parse_played(outcome, view.rules)  # NOTATION's played outcome, read back
