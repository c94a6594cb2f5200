"""Invitations (net/invite.py): a round trip keeps the server and the code, TLS included;
hostile or mistyped text is refused with the problem named."""

import pytest

from diloti_qt.net.codes import new_room_code
from diloti_qt.net.invite import InviteError, Problem, make_invite, parse_invite


@pytest.mark.parametrize("server", ["ws://127.0.0.1:8765/", "wss://play.example.org:443/",
                                    "ws://[::1]:9000", "ws://Host-1.Example.org:1"])
def test_round_trip(server):
    room = new_room_code()
    invite = make_invite(server, room)
    url, code = parse_invite(invite)
    assert code == room
    assert url.split("://")[0] == server.split("://")[0]  # wss stays wss
    assert url.lower().rstrip("/") == server.lower().rstrip("/")


def test_forms():
    assert make_invite("wss://a.org:443/", "7KQ2MXW4PA") == "dilotis://a.org:443/7KQ2M-XW4PA"
    assert parse_invite(" diloti://play.example.org:8765/7kq2m-xw4pa ") == (
        "ws://play.example.org:8765/", "7KQ2MXW4PA")
    assert parse_invite("DILOTI://h/7KQ2M-XW4PA") == ("ws://h:8765/", "7KQ2MXW4PA")
    assert parse_invite("dilotis://h/7KQ2M-XW4PA") == ("wss://h:443/", "7KQ2MXW4PA")


@pytest.mark.parametrize(("text", "problem"), [
    ("", Problem.EMPTY),
    ("   ", Problem.EMPTY),
    ("diloti://h:1/" + "A" * 300, Problem.TOO_LONG),
    ("diloti://h:1/7KQ2M XW4PA", Problem.CHARACTERS),
    ("diloti://h:1/7KQ2M-XW4PA\n", None),
    ("diloti://h\u202e:1/7KQ2M-XW4PA", Problem.CHARACTERS),
    ("diloti://h:1/7KQ2M-XW4PA\x00", Problem.CHARACTERS),
    ("diloti://ηλ.gr:1/7KQ2M-XW4PA", Problem.CHARACTERS),
    ("7KQ2M-XW4PA", Problem.SHAPE),
    ("diloti://h:1", Problem.SHAPE),
    ("diloti://h:1/7KQ2M-XW4PA/more", Problem.SHAPE),
    ("diloti://h:1/7KQ2M-XW4PA?tls=1", Problem.CODE),
    ("diloti://user@h:1/7KQ2M-XW4PA", Problem.HOST),
    ("http://h:1/7KQ2M-XW4PA", Problem.SCHEME),
    ("ws://h:1/7KQ2M-XW4PA", Problem.SCHEME),
    ("diloti://:1/7KQ2M-XW4PA", Problem.HOST),
    ("diloti://-bad-.org:1/7KQ2M-XW4PA", Problem.HOST),
    ("diloti://a..b:1/7KQ2M-XW4PA", Problem.HOST),
    ("diloti://h:0/7KQ2M-XW4PA", Problem.PORT),
    ("diloti://h:65536/7KQ2M-XW4PA", Problem.PORT),
    ("diloti://h:80a/7KQ2M-XW4PA", Problem.PORT),
    ("diloti://h:/7KQ2M-XW4PA", Problem.PORT),
    ("diloti://h:1/", Problem.CODE),
    ("diloti://h:1/7KQ2M-XW4P", Problem.CODE),
    ("diloti://h:1/7KQ2M-XW4PU", Problem.CODE),
])
def test_refusals(text, problem):
    if problem is None:  # a trailing newline of a copied line is fine
        assert parse_invite(text)[1] == "7KQ2MXW4PA"
        return
    with pytest.raises(InviteError) as e:
        parse_invite(text)
    assert e.value.problem is problem


@pytest.mark.parametrize(("server", "room"), [("http://h:1/", "7KQ2MXW4PA"),
                                              ("ws://h:1/", "short"),
                                              ("ws://h:1/deep/path", "7KQ2MXW4PA")])
def test_no_invitation_for_bad_parts(server, room):
    with pytest.raises(ValueError):
        make_invite(server, room)
