"""Every Bidi_Control character is refused in names and talk lines (issue 37: U+061C, the
ARABIC LETTER MARK, passed). The rule follows Python's Unicode data, not a list of code
points; this test holds it to the property's 12 code points (PropList.txt, Bidi_Control)."""

from __future__ import annotations

import json
import sys
import unicodedata

import pytest

from diloti_qt.net.protocol import ProtocolError, decode_client
from diloti_qt.net.talk import TalkError, clean_text, is_bidi_control

# PropList.txt: 061C; 200E..200F; 202A..202E; 2066..2069 ; Bidi_Control
BIDI_CONTROL = {0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)}


def test_the_rule_is_exactly_the_bidi_control_property():
    assert len(BIDI_CONTROL) == 12
    found = {c for c in range(sys.maxunicode + 1) if is_bidi_control(chr(c))}
    assert found == BIDI_CONTROL
    # why the three marks cannot come from their bidirectional class alone
    assert [unicodedata.bidirectional(c) for c in "\u200e\u200f\u061c"] == ["L", "R", "AL"]


@pytest.mark.parametrize("code", sorted(BIDI_CONTROL))
def test_no_bidi_control_passes_in_a_talk_line_or_a_name(code: int):
    mark = chr(code)
    with pytest.raises(TalkError):
        clean_text(f"a{mark}b")
    join = {"type": "join", "v": 1, "room": "ABCD", "name": f"An{mark}a"}
    with pytest.raises(ProtocolError):
        decode_client(json.dumps(join))


def test_arabic_and_hebrew_names_and_lines_still_pass():
    assert clean_text("مرحبا שלום") == "مرحبا שלום"
    join = {"type": "join", "v": 1, "room": "ABCD", "name": "فاطمة"}
    assert decode_client(json.dumps(join))["name"] == "فاطمة"
