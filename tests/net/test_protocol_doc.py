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


def sections() -> dict[str, str]:
    """Each `###` section's text by its heading (up to the next heading of any level)."""
    text = DOC.read_text(encoding="utf-8")
    parts = re.split(r"^(#{2,3} .*)$", text, flags=re.M)
    return {parts[i][4:].strip(): parts[i + 1] for i in range(1, len(parts), 2)
            if parts[i].startswith("### ")}


def section_of(kind: str) -> str:
    return sections()[kind]  # a server message's section is headed by its type


def keys(spec) -> set[str]:
    return (set(spec.required) | set(spec.optional)) - {"type"}


def test_every_field_the_server_sends_is_named_where_it_is_described():
    """Someone writing a client reads what every field means, not only its example (F12):
    each top-level field of a server message is named in its section, and the parts it
    carries (a seat's info, the view, the clock, an outcome, a round's points, a finished
    round, the record) where they are told."""
    from diloti_qt.net import protocol as p

    where = {kind: keys(spec) for kind, spec in SERVER_MESSAGES.items()}
    where["lobby"] |= keys(p.SEAT_INFO)
    where["view"] |= (keys(p.VIEW) | keys(p.TURN) | keys(p.ROUND_DONE)
                      | keys(p.OPENING_TABLE) | set(p.POSITION.optional))
    where["update"] |= keys(p.OUTCOME) | keys(p.SIDE_POINTS) | set(
        p.OUTCOME.required["round_end"].required) | set(p.OUTCOME.required["deal"].required)
    where["said"] |= keys(p.LINE)
    where["record"] |= keys(p.RECORD) | keys(p.RECORD.required["result"])
    missing = {kind: sorted(f for f in fields if f"`{f}`" not in section_of(kind))
               for kind, fields in where.items()}
    assert not any(missing.values()), {k: v for k, v in missing.items() if v}


def test_no_heading_twice_and_the_points_say_what_cards_is():
    text = DOC.read_text(encoding="utf-8")
    headings = re.findall(r"^#+ (.*)$", text, re.M)
    assert len(headings) == len(set(headings)), headings
    update = section_of("update")
    # a round's `cards` is how many cards the side took, not points (NOTATION R36)
    assert re.search(r"`cards`[^.;]*\bnumber of cards\b", update), update
    assert '{"profile"' not in update.split("```")[-1]  # prose, not a stray example


def test_the_invitation_format_is_described():
    """The one line a host hands friends, as net/invite.py reads and writes it."""
    from diloti_qt.net.invite import DEFAULT_PORTS, SCHEMES, make_invite

    text = DOC.read_text(encoding="utf-8")
    [part] = re.findall(r"^## Invitations\n(.*?)(?=^## )", text, re.M | re.S)
    for scheme, ws in SCHEMES.items():
        assert f"`{scheme}://" in part and f"`{ws}://" in part
    for port in DEFAULT_PORTS.values():
        assert str(port) in part
    example = make_invite("ws://192.168.1.20:8765", "7KQ2MXW4PA")
    assert f"`{example}`" in part, example
