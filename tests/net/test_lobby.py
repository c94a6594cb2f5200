"""Tables and seats without sockets: the lobby's rules (who may do what, when), room codes
and tokens, the protocol's schemas (one case per situation)."""

from __future__ import annotations

import json

import pytest

from diloti_qt.net.codes import ROOM_BITS, new_room_code, normalize_room, show_room
from diloti_qt.net.protocol import ErrorCode, Phase, ProtocolError, decode_client
from diloti_qt.net.table import Table, TableError


def lobby(seats=("friend", "friend", "friend", "easy"), profile="partnership-4p"):
    sent = []
    table, seat, token = Table.create("ABCDEFGHJK", "Ana", {"profile": profile}, list(seats))
    table.send = lambda s, text: sent.append((s, json.loads(text)))
    return table, token, sent


def refused(code: ErrorCode, fn, *args):
    with pytest.raises(TableError) as info:
        fn(*args)
    assert info.value.code is code
    return info.value


def test_join_fills_friend_seats_in_order_then_the_table_is_full():
    table, _, sent = lobby()
    assert table.join("Βασίλης")[0] == 1
    assert table.join("Γιώργος")[0] == 2
    refused(ErrorCode.TABLE_FULL, table.join, "Δημήτρης")
    assert [s.name for s in table.seats] == ["Ana", "Βασίλης", "Γιώργος", None]


def test_names_are_trimmed_and_blank_names_refused():
    table, _, _ = lobby()
    assert table.seats[table.join("  Ελένη   Π. ")[0]].name == "Ελένη Π."
    refused(ErrorCode.BAD_MESSAGE, table.join, "   ")


def test_only_the_host_swaps_seats_sets_computers_and_starts():
    table, _, _ = lobby()
    friend, _ = table.join("B")
    refused(ErrorCode.NOT_HOST, table.swap, friend, 0, 1)
    refused(ErrorCode.NOT_HOST, table.set_seat, friend, 3, "hard")
    refused(ErrorCode.NOT_HOST, table.start, friend)


def test_swap_moves_the_host_with_its_seat():
    table, _, _ = lobby()
    table.swap(0, 0, 2)
    assert table.host == 2 and table.seats[2].name == "Ana"


def test_sit_moves_to_an_empty_friend_seat_only():
    table, _, _ = lobby()
    friend, _ = table.join("B")
    refused(ErrorCode.SEAT_TAKEN, table.sit, friend, 3)  # a computer's seat
    refused(ErrorCode.SEAT_TAKEN, table.sit, friend, 0)  # the host's
    table.sit(friend, 2)
    assert table.seats[2].name == "B" and not table.seats[1].taken


def test_start_needs_every_friend_seat_filled_and_ready():
    table, _, _ = lobby()
    e = refused(ErrorCode.NOT_NOW, table.start, 0)
    assert "Seat 2 is empty" in str(e)
    b, _ = table.join("B")
    c, _ = table.join("C")
    table.set_ready(b, True)
    refused(ErrorCode.NOT_NOW, table.start, 0)  # C is not ready
    table.set_ready(c, True)
    table.start(0)
    assert table.phase is Phase.PLAYING and table.match.rules.players == 4


def test_the_host_puts_a_computer_on_an_empty_or_absent_seat_not_on_a_present_friend():
    table, _, _ = lobby()
    b, _ = table.join("B")
    refused(ErrorCode.SEAT_TAKEN, table.set_seat, 0, b, "easy")
    refused(ErrorCode.SEAT_TAKEN, table.set_seat, 0, 0, "easy")  # the host's own seat
    table.disconnect(b)
    table.set_seat(0, b, "hard")
    assert table.seats[b].level == "hard" and table.seats[b].token_hash is None
    table.set_seat(0, 2, "medium")
    table.start(0)
    assert [s.kind.value for s in table.seats] == ["friend", "computer", "computer",
                                                   "computer"]


def test_lobby_messages_change_nothing_once_the_match_runs():
    table, _, _ = lobby(("friend", "easy", "easy", "easy"))
    table.start(0)
    for fn, args in ((table.set_ready, (0, True)), (table.sit, (0, 1)),
                     (table.swap, (0, 0, 1)), (table.start, (0,))):
        refused(ErrorCode.NOT_NOW, fn, *args)


def test_a_move_out_of_turn_or_illegal_changes_nothing_and_says_why():
    table, _, _ = lobby(("friend", "friend"), "pagat-2p")
    b, _ = table.join("B")
    table.set_ready(b, True)
    table.start(0)
    state = table.match.state
    mover = state.to_move
    other = 1 - mover
    before = state.key()
    from diloti_qt.engine.cards import NAMES

    refused(ErrorCode.NOT_YOUR_TURN, table.play, other,
            {"card": NAMES[state.hands[other][0]], "action": "lay"})
    e = refused(ErrorCode.ILLEGAL, table.play, mover,
                {"card": NAMES[state.hands[other][0]], "action": "lay"})
    assert e.extra["reason"] == "not-in-hand" and "R9" in e.extra["rule"]
    refused(ErrorCode.BAD_MESSAGE, table.play, mover, {"card": "7H", "action": "fly"})
    assert table.match.state.key() == before and table.seq == 0


def test_room_codes_have_fifty_bits_and_forgive_typing():
    assert ROOM_BITS >= 40
    codes = {new_room_code() for _ in range(2000)}
    assert len(codes) == 2000
    code = "0123456789"
    assert normalize_room(show_room(code).lower().replace("0", "o").replace("1", "l")) == code
    assert normalize_room("ABCDE-FGHJ") is None  # too short
    assert normalize_room("ABCDE-FGHJU") is None  # U is not a symbol


def test_token_is_checked_by_hash_and_never_stored_plain():
    table, token, _ = lobby()
    assert table.seat_of(token) == 0
    assert table.seat_of(token[:-1] + ("A" if token[-1] != "A" else "B")) is None
    assert token not in json.dumps(table.config())


@pytest.mark.parametrize("text, code", [
    (b"\x00\x01", ErrorCode.NOT_TEXT),
    ("x" * 5000, ErrorCode.TOO_LARGE),
    ("{", ErrorCode.BAD_JSON),
    ('{"type": "start", "type": "start"}', ErrorCode.BAD_JSON),
    ('{"type": "move", "move": {"card": "7H", "action": "lay", "value": NaN}}',
     ErrorCode.BAD_JSON),
    ("[" * 3000, ErrorCode.BAD_JSON),
    ("[]", ErrorCode.BAD_MESSAGE),
    ('{"type": "teleport"}', ErrorCode.BAD_MESSAGE),
    ('{"type": "start", "seat": 2}', ErrorCode.BAD_MESSAGE),
    ('{"type": "move", "move": {"card": "7H", "action": "lay", "seat": 1}}',
     ErrorCode.BAD_MESSAGE),
    ('{"type": "ready", "ready": 1}', ErrorCode.BAD_MESSAGE),
    ('{"type": "sit", "seat": true}', ErrorCode.BAD_MESSAGE),
    ('{"type": "join", "v": 2, "room": "ABCDEFGHJK", "name": "a\\u202eb"}',
     ErrorCode.BAD_MESSAGE),
    ('{"type": "join", "v": 2, "room": "ABCDEFGHJK", "name": "' + "n" * 25 + '"}',
     ErrorCode.BAD_MESSAGE),
    ('{"type": "create", "v": 2, "name": "a", "rules": {"profile": "x"}, '
     '"seats": ["friend", "easy"]}', ErrorCode.BAD_MESSAGE),
    ('{"type": "create", "v": 2, "name": "a", "rules": {"profile": "pagat-2p"}, '
     '"seats": ["friend", "oracle"]}', ErrorCode.BAD_MESSAGE),
])
def test_schema_refuses_with_a_clear_code(text, code):
    with pytest.raises(ProtocolError) as info:
        decode_client(text)
    assert info.value.code is code
    assert str(info.value)


def test_schema_errors_name_the_field():
    with pytest.raises(ProtocolError) as info:
        decode_client('{"type": "move", "move": {"card": 7, "action": "lay"}}')
    assert str(info.value).startswith("move.card:")


def test_create_refuses_seats_that_do_not_fit_the_rules():
    with pytest.raises(TableError):
        Table.create("ABCDEFGHJK", "A", {"profile": "pagat-2p"}, ["friend"] * 4)
    with pytest.raises(TableError):
        Table.create("ABCDEFGHJK", "A", {"profile": "pagat-2p"}, ["easy", "friend"])
    with pytest.raises(TableError):
        Table.create("ABCDEFGHJK", "A", {"profile": "pagat-2p",
                                         "variants": {"V-TARGET": "many"}}, ["friend"] * 2)


def test_a_computer_that_fails_still_moves_and_a_stale_answer_is_dropped():
    table, _, _ = lobby(("friend", "easy"), "pagat-2p")
    table.start(0)
    if table.match.state.to_move == 0:
        from diloti_qt.engine import legal_moves, move_json

        table.play(0, move_json(legal_moves(table.match.state)[0]))
    seat, level, view, seq = table.robot_turn()
    assert (seat, level) == (1, "easy") and view.seat == 1 and view.hand_sizes[0] > 0
    assert not table.robot_move(seat, seq + 1, None)  # stale: refused, nothing changes
    assert table.seq == seq
    assert table.robot_move(seat, seq, None)  # a failed player: the first legal move
    assert table.seq == seq + 1 and table.moves[-1][0] == 1
