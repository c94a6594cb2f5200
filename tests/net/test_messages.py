"""Every message is read once at the edge into its typed value (net/messages.py), and each
side has one table of handlers keyed by the kind: every kind round-trips to the same
bytes, every hostile variant of every kind is refused with the same sentence as the schema
gives, and a kind without a handler fails here."""

from __future__ import annotations

import asyncio
import dataclasses
import json
from pathlib import Path

import pytest

from diloti_qt.net import mirror, server
from diloti_qt.net.client import Client, autoplay
from diloti_qt.net.messages import (
    CLIENT_TYPES,
    SERVER_TYPES,
    ClientKind,
    Credentials,
    Create,
    Join,
    Play,
    Resume,
    Say,
    ServerKind,
    Watch,
    Watching,
    Welcome,
    client_message,
    encode,
    read_client,
    read_server,
)
from diloti_qt.net.protocol import (
    CLIENT_MESSAGES,
    SERVER_MESSAGES,
    VERSION,
    ErrorCode,
    ProtocolError,
    decode_client,
    decode_server,
    dumps,
)
from diloti_qt.net.wire import ViewError

from .helpers import chooser, running, seated_table, url

DOC = Path(__file__).resolve().parents[2] / "docs" / "PROTOCOL.md"


def doc_examples(side: str) -> dict[str, list[str]]:
    """PROTOCOL.md's examples of one side, by message type (every type has one)."""
    found: dict[str, list[str]] = {}
    text = DOC.read_text(encoding="utf-8")
    for raw in text.split(f"<!-- {side} -->\n```json\n")[1:]:
        raw = raw.split("\n```", 1)[0]
        found.setdefault(json.loads(raw)["type"], []).append(raw)
    return found


CLIENT_EXAMPLES = doc_examples("client")
SERVER_EXAMPLES = doc_examples("server")
SIDES = (("client", ClientKind, CLIENT_EXAMPLES, read_client, decode_client, CLIENT_MESSAGES),
         ("server", ServerKind, SERVER_EXAMPLES, read_server, decode_server, SERVER_MESSAGES))
EVERY = [(side, kind) for side, kinds, *_ in SIDES for kind in kinds]


def side_of(side: str):
    return next(s for s in SIDES if s[0] == side)


def test_every_kind_has_its_dataclass_its_schema_and_an_example():
    for _, kinds, examples, _, _, schemas in SIDES:
        assert {k.value for k in kinds} == set(schemas) == set(examples)
    assert set(CLIENT_TYPES) == set(ClientKind) and set(SERVER_TYPES) == set(ServerKind)
    for kind, cls in {**CLIENT_TYPES, **SERVER_TYPES}.items():
        assert cls.kind is kind


@pytest.mark.parametrize("side,kind", EVERY, ids=[f"{s}-{k.value}" for s, k in EVERY])
def test_every_kind_round_trips_to_the_same_bytes(side, kind):
    """Read, written back, read again: the same value, and the very bytes a compact
    writer of the example gives (the field order is the wire's)."""
    _, _, examples, read, _, _ = side_of(side)
    for raw in examples[kind.value]:
        msg = read(raw)
        assert msg.kind is kind and type(msg) is {**CLIENT_TYPES, **SERVER_TYPES}[kind]
        text = encode(msg)
        if side == "client":  # what our client writes (the server's own: below)
            assert text == dumps(json.loads(raw))
        again = read(text)
        assert again == msg and again.to_json() == json.loads(raw) == msg.as_sent()
        assert dataclasses.replace(msg).doc is None  # a changed copy is written anew


def hostile(doc: dict) -> list[tuple[dict, str]]:
    """Variants of a valid message no peer may send, with the sentence each gets."""
    out = [({**doc, "extra": 1}, "extra: is not a known field"),
           ({**doc, "type": doc["type"] + "!"}, "type: not a known message type")]
    for key in doc:
        if key != "type":
            out.append(({k: v for k, v in doc.items() if k != key}, f"{key}: is missing"))
            out.append(({**doc, key: {"a": [None]}}, key))
    return out


@pytest.mark.parametrize("side,kind", EVERY, ids=[f"{s}-{k.value}" for s, k in EVERY])
def test_a_hostile_message_of_every_kind_is_refused_with_its_sentence(side, kind):
    _, _, examples, read, decode, schemas = side_of(side)
    doc = json.loads(examples[kind.value][0])
    optional = set(schemas[kind.value].optional)
    refused = 0
    for bad, sentence in hostile(doc):
        if sentence.endswith("is missing") and sentence.split(":")[0] in optional:
            continue  # an optional field may be left out
        with pytest.raises(ProtocolError) as typed:
            read(json.dumps(bad))
        with pytest.raises(ProtocolError) as plain:
            decode(json.dumps(bad))
        assert typed.value.code is ErrorCode.BAD_MESSAGE
        assert str(typed.value) == str(plain.value) and str(typed.value).startswith(sentence)
        refused += 1
    assert refused >= 2
    for raw, code in (("[1]", ErrorCode.BAD_MESSAGE), ("{", ErrorCode.BAD_JSON),
                      (b"{}", ErrorCode.NOT_TEXT), (" " * (1 << 21), ErrorCode.TOO_LARGE)):
        with pytest.raises(ProtocolError) as e:
            read(raw)
        assert e.value.code is code


def test_each_side_has_a_handler_for_every_kind():
    assert set(server.HANDLERS) == set(ClientKind)
    assert set(mirror.HANDLERS) == set(ServerKind)
    assert all(callable(h) for h in (*server.HANDLERS.values(), *mirror.HANDLERS.values()))


def test_a_client_sends_the_bytes_it_always_sent():
    """The typed messages are written as the dicts earlier releases wrote."""
    rules = {"profile": "pagat-2p"}
    pairs = [
        (Create(VERSION, "Anna", rules, ["friend", "easy"], "medium"),
         {"type": "create", "v": VERSION, "name": "Anna", "rules": rules,
          "seats": ["friend", "easy"], "stand_in": "medium"}),
        (Join(VERSION, "7KQ2MXW4PA", "Bob"),
         {"type": "join", "v": VERSION, "room": "7KQ2MXW4PA", "name": "Bob"}),
        (Play({"card": "7C", "action": "lay"}, 3),
         {"type": "move", "move": {"card": "7C", "action": "lay"}, "ref": 3}),
        (Play({"card": "7C", "action": "lay"}),
         {"type": "move", "move": {"card": "7C", "action": "lay"}}),
        (Say(text="hi"), {"type": "say", "text": "hi"}),
        (Say("bravo"), {"type": "say", "phrase": "bravo"}),
    ]
    for msg, doc in pairs:
        assert encode(msg) == dumps(doc)
        assert client_message(decode_client(encode(msg))) == msg


def test_credentials_come_from_the_opening_and_the_answer():
    token = "pP52yXh8QA118HPF_YPsmcONQ67Bf8E-"
    asked = Credentials.asked(Resume(VERSION, "7KQ2MXW4PA", token))
    assert (asked.room, asked.token, asked.watching) == ("7KQ2MXW4PA", token, False)
    seated = asked.welcomed(Welcome(VERSION, "7KQ2MXW4PA", 1, False, 120))
    assert seated.token == token and seated.seat == 1 and seated.grace == 120  # kept
    assert seated.kept and seated.coming_back() == Resume(VERSION, "7KQ2MXW4PA", token)
    new = Credentials.asked(Join(VERSION, "7kq2m-xw4pa", "Bob")).welcomed(
        Welcome(VERSION, "7KQ2MXW4PA", 2, False, 60, token))
    assert (new.room, new.token, new.name) == ("7KQ2MXW4PA", token, "Bob")
    watcher = Credentials.asked(Watch(VERSION, "7kq2m", "Eve")).watched(
        Watching(VERSION, "7KQ2MXW4PA"))
    assert watcher.watching and not watcher.kept
    assert watcher.coming_back() == Watch(VERSION, "7KQ2MXW4PA", "Eve")


def test_the_server_refuses_a_hostile_message_of_every_kind_as_the_schema_does():
    """Over the wire: each client kind, spoilt, gets `bad-message` with the schema's
    sentence; the connection goes on (a valid opening is still answered)."""
    async def main() -> None:
        async with running() as srv:
            client = await Client.connect(url(srv))
            for n, kind in enumerate(ClientKind, 1):
                doc = json.loads(CLIENT_EXAMPLES[kind.value][0])
                await client.send({**doc, "extra": 1})
                await client.until(lambda m, n=n: len(client.errors) >= n)
                error = client.errors[-1]
                assert error["code"] == ErrorCode.BAD_MESSAGE.value
                assert error["message"] == "extra: is not a known field"
            welcome = await client.create("Anna", "pagat-2p", ["friend", "easy"])
            assert client.credentials.room == welcome["room"] and client.token
            await client.close()
    asyncio.run(main())


def test_what_the_server_writes_reads_back_to_the_same_bytes():
    """Every message a server sends through a match, a talk, a refusal and a goodbye is
    written again by its dataclass to the very same text."""
    async def main() -> set[ServerKind]:
        async with running() as srv:
            sent: list[str] = []
            srv.observer = lambda session, text: sent.append(text)
            host, guest = await seated_table(srv, {"profile": "pagat-2p", "variants": {
                "V-TARGET": 1}}, ["friend", "friend"], 2)
            await host.say("bravo")
            await guest.say(text="hi")
            await guest.next("said")
            await host.send({"type": "sit", "seat": 7})
            await host.next("error")
            await asyncio.gather(autoplay(host, chooser(1)), autoplay(guest, chooser(2)))
            await host.next("record")
            await guest.send({"type": "leave"})
            await host.next("left")
            await host.close()
            await guest.close()
        kinds = set()
        for text in sent:
            msg = read_server(text)
            assert encode(msg) == text, msg.kind
            kinds.add(msg.kind)
        return kinds
    kinds = asyncio.run(main())
    assert kinds >= {ServerKind.WELCOME, ServerKind.LOBBY, ServerKind.VIEW, ServerKind.UPDATE,
                     ServerKind.SAID, ServerKind.ERROR, ServerKind.RECORD, ServerKind.LEFT}


def test_a_seated_client_keeps_its_credentials_in_one_object():
    async def main() -> None:
        async with running() as srv:
            host = await Client.connect(url(srv))
            welcome = await host.create("Anna", "pagat-2p", ["friend", "friend"])
            guest = await Client.connect(url(srv))
            await guest.join(welcome["room"], "Bob")
            seat = guest.credentials
            assert (seat.room, seat.seat, seat.name, seat.host) == (welcome["room"], 1,
                                                                    "Bob", False)
            assert seat.token and seat.grace == round(srv.config.grace)
            assert (guest.room, guest.seat, guest.token) == (seat.room, seat.seat,
                                                             seat.token)
            again = await Client.connect(url(srv))  # a second connection takes the seat
            await again.open(seat.coming_back())
            assert again.credentials.seat == 1 and again.credentials.token == seat.token
            await again.close()
            await guest.close()
            await host.close()
    asyncio.run(main())


def test_a_light_mirror_keeps_who_the_seat_is_and_reads_nothing_for_the_engine():
    """The desktop app's network thread keeps a light mirror: the credentials and the
    messages as sent, never a rule, a view or a record read (the GUI thread's mirror
    reads them, and says what it cannot read)."""
    lobby = json.loads(SERVER_EXAMPLES["lobby"][0])
    lobby["rules"] = {"profile": "pagat-2p", "variants": {"V-TARGET": "no number"}}
    odd = read_server(json.dumps(lobby))
    light, full = mirror.TableMirror(read_views=False), mirror.TableMirror()
    for table in (light, full):
        table.absorb(read_server(SERVER_EXAMPLES["welcome"][0]))
        assert table.credentials.room == table.room and table.seat is not None
    assert light.absorb(odd).kind is mirror.HeardKind.LOBBY
    assert light.lobby is None and light.lobby_sent == lobby and light.match == lobby["match"]
    with pytest.raises(ViewError):
        full.absorb(odd)
    view = read_server(SERVER_EXAMPLES["view"][0])
    assert light.absorb(view).kind is mirror.HeardKind.VIEW
    assert light.view is None and light.view_doc == view.view and light.seq == view.seq
