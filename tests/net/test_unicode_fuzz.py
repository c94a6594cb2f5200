"""Protocol fuzz over all of Unicode: every string field (and the free-form keys) of every
client message gets text drawn from every code point, lone surrogates included (valid
JSON through its escapes, never sendable UTF-8). The server stays up, every bad message
gets an error, nothing a stranger sent breaks a later broadcast, and the table under fire
still plays."""

from __future__ import annotations

import asyncio
import copy
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.asyncio.client import connect

from diloti_qt.engine import legal_moves
from diloti_qt.net.client import Client
from diloti_qt.net.protocol import CLIENT_MESSAGES, OPENING, VERSION, ProtocolError, decode_client
from diloti_qt.net.schema import encodable
from diloti_qt.net.talk import TalkError, clean_text

from .helpers import running, url
from .test_fuzz import VALID

CHAR = st.one_of(st.characters(exclude_categories=()), st.characters(categories=["Cs"]),
                 st.sampled_from("\x00\u202e\ufeff\U0010ffff\ud800\udfff"))
# Built from characters: st.text() never draws a lone surrogate, which is the point here.
TEXT = st.lists(CHAR, max_size=24).map("".join)


def string_fields(doc, path=()):
    """Paths to every string in `doc` (values; list items)."""
    if isinstance(doc, str):
        yield path
    elif isinstance(doc, dict):
        for k, v in doc.items():
            yield from string_fields(v, (*path, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from string_fields(v, (*path, i))


def with_text(doc: dict, path: tuple, text: str) -> dict:
    doc = copy.deepcopy(doc)
    where = doc
    for key in path[:-1]:
        where = where[key]
    where[path[-1]] = text
    return doc


BASE = [*VALID, {"type": "create", "v": VERSION, "name": "x", "seats": ["friend", "easy"],
                 "rules": {"profile": "pagat-2p", "variants": {"target": 61}}}]
FIELDS = sorted({(i, path) for i, doc in enumerate(BASE) for path in string_fields(doc)},
                key=repr)
# Keys a stranger chooses: a field name, and a variant's name.
KEYS = [(i, ()) for i in range(len(BASE))] + [(len(BASE) - 1, ("rules", "variants"))]
assert {doc["type"] for doc in BASE} == set(CLIENT_MESSAGES)


def with_key(doc: dict, path: tuple, key: str) -> dict:
    doc = copy.deepcopy(doc)
    where = doc
    for k in path:
        where = where[k]
    where[key] = 1
    return doc


async def reply(ws) -> dict:
    return json.loads(await asyncio.wait_for(ws.recv(), 5))


def test_text_from_all_of_unicode_in_every_string_field(store):
    loop = asyncio.new_event_loop()
    holder = running(max_misses=10**6, max_creates=10**6, **store)
    server = loop.run_until_complete(holder.__aenter__())
    try:
        host = loop.run_until_complete(Client.connect(url(server)))
        welcome = loop.run_until_complete(host.create("Host", "pagat-2p", ["friend", "friend"]))
        guest = loop.run_until_complete(connect(url(server)))
        loop.run_until_complete(guest.send(json.dumps(
            {"type": "join", "v": VERSION, "room": welcome["room"], "name": "Guest"})))
        assert loop.run_until_complete(reply(guest))["type"] == "welcome"
        assert loop.run_until_complete(reply(guest))["type"] == "lobby"

        async def one(doc: dict) -> None:
            raw = json.dumps(doc)  # \ud800 goes as JSON's escape: valid text, as a client can
            try:
                decode_client(raw)
                bad = False
            except ProtocolError:
                bad = True
            # Judged on what the server reads: JSON joins an escaped high and low surrogate
            # drawn side by side ("\ud800\udc00") into one valid character (U+10000).
            unsendable = not all(encodable(p) for p in _texts(json.loads(raw)))
            if doc["type"] in OPENING:  # a stranger's first message, on its own connection
                async with connect(url(server)) as ws:
                    await ws.send(raw)
                    answer = await reply(ws)
            else:  # the seated guest: every such change is refused in the lobby
                await guest.send(raw)
                answer = await reply(guest)
            if doc["type"] == "say" and not (bad or unsendable):
                said_or_refused(doc, answer)
            elif bad or unsendable or doc["type"] not in OPENING:
                assert answer["type"] == "error", (doc, answer)
            if unsendable:
                assert answer["code"] == "bad-message", (doc, answer)
            assert answer.get("code") != "internal", (doc, answer)

        @settings(max_examples=400, deadline=None, database=None,
                  suppress_health_check=list(HealthCheck))
        @given(data=st.data())
        def fuzz(data):
            if data.draw(st.integers(0, 4)) == 0:
                i, path = data.draw(st.sampled_from(KEYS))
                doc = with_key(BASE[i], path, data.draw(TEXT))
            else:
                i, path = data.draw(st.sampled_from(FIELDS))
                text = data.draw(TEXT)
                doc = with_text(BASE[i], path, text)
                if path == ("type",) and text in CLIENT_MESSAGES:
                    return  # another message, not a bad one (it may leave the table)
                if doc == BASE[i]:
                    return
            loop.run_until_complete(one(doc))

        fuzz()
        # The table under fire still works: the lobby broadcasts, the match plays.
        table = server.tables[host.room]
        assert not table.seats[1].ready and host.errors == []

        async def still_works() -> None:
            await guest.send(json.dumps({"type": "ready", "ready": True}))
            await host.until(lambda m: m["type"] == "lobby" and m["seats"][1]["ready"])
            await host.start()
            await host.next("view")
            if not host.my_turn:
                return
            seq = host.seq
            await host.play(legal_moves(table.match.state)[0])
            await host.until(lambda m: m["type"] == "update" and m["seq"] == seq + 1)

        loop.run_until_complete(still_works())
        assert table.seq >= 0 and host.errors == []
        loop.run_until_complete(guest.close())
        loop.run_until_complete(host.close())
    finally:
        loop.run_until_complete(holder.__aexit__(None, None, None))
        loop.close()


def said_or_refused(doc: dict, answer: dict) -> None:
    """A line the schema lets through: heard as the server cleans it, or refused for its
    characters (the server's own check) or its pace; never taken as something else."""
    # the text as the server reads it: JSON joins an escaped high and low surrogate drawn
    # one after the other into the one character they make
    text = json.loads(json.dumps(doc["text"])) if "text" in doc else None
    if answer["type"] == "said":
        assert answer.get("phrase") == doc.get("phrase"), (doc, answer)
        if text is not None:
            assert answer["text"] == clean_text(text), (doc, answer)
        return
    assert answer["type"] == "error", (doc, answer)
    if answer["code"] == "bad-message":
        try:
            clean_text(text)
        except TalkError:
            return
        raise AssertionError(f"a good line was refused: {doc}, {answer}")
    assert answer["code"] == "rate-limited", (doc, answer)


def _texts(doc):
    if isinstance(doc, str):
        yield doc
    elif isinstance(doc, dict):
        for k, v in doc.items():
            yield k
            yield from _texts(v)
    elif isinstance(doc, list):
        for v in doc:
            yield from _texts(v)
