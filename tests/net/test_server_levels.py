"""A client takes from a server only the computer levels there are (issue 28 item 11): a
level name is written into the history and its export, so `=cmd|'/C calc'!A` is refused
like any other message that breaks the protocol."""

from __future__ import annotations

import pytest

from diloti_qt.net.protocol import (
    ROBOT_LEVELS,
    ErrorCode,
    ProtocolError,
    decode_server,
    dumps,
)


def lobby(level: object, stand_in: object = "medium") -> str:
    seat = {"kind": "computer", "level": level, "name": None, "ready": True,
            "connected": False, "stand_in": False}
    friend = {"kind": "friend", "level": None, "name": "Anna", "ready": False,
              "connected": True, "stand_in": False}
    return dumps({"type": "lobby", "room": "ABC-123", "rules": {"profile": "pagat-2p"},
                  "host": 0, "phase": "lobby", "stand_in": stand_in, "seats": [friend, seat],
                  "series": [0, 0], "match": 0, "watch": False, "watchers": []})


@pytest.mark.parametrize("level", ROBOT_LEVELS)
def test_every_level_of_ours_is_taken(level):
    assert decode_server(lobby(level, level))["seats"][1]["level"] == level


@pytest.mark.parametrize("level", ["=cmd|'/C calc'!A", "oracle", "Hard", "", "easy+hard", 3])
def test_a_level_that_is_not_one_is_refused(level):
    for raw in (lobby(level), lobby("hard", level)):
        with pytest.raises(ProtocolError) as refused:
            decode_server(raw)
        assert refused.value.code is ErrorCode.BAD_MESSAGE


def test_a_computer_seat_without_a_level_is_refused():
    """It would reach the history as a level of None (and a friend's seat has none)."""
    with pytest.raises(ProtocolError, match=r"seats\[1\]\.level"):
        decode_server(lobby(None))
