"""Talk at the table: quick phrases (ids every app says in its own language) and short
free text, heard by every seat; the server refuses text that is too long, blank, or holds
control or direction characters, and a seat that talks faster than 5 lines in 10 s; the
last 50 lines come back to a seat that reconnects, and survive a restart."""

from __future__ import annotations

import itertools

import pytest

from diloti_qt.net.client import Client
from diloti_qt.net.table import NoStore, Table
from diloti_qt.net.talk import MAX_LINES, PHRASES, RATE_LINES, RATE_SECONDS, TalkError, clean_text

from .helpers import run, running, seated_table, url


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def said(client: Client, seat: int | None = None) -> dict:
    """The next line heard (of `seat`, if given) or refusal."""
    return await client.until(lambda m: m["type"] == "error" or (
        m["type"] == "said" and seat in (None, m["seat"])))


def test_phrases_and_free_text_are_heard_by_every_seat():
    async def scenario():
        async with running() as server:
            host, bob = await seated_table(server, "pagat-2p", ["friend", "friend"], 2)
            seq = host.seq
            await host.say(phrase="bravo")
            for c in (host, bob):
                line = await said(c)
                assert line == {"type": "said", "seat": 0, "name": "Host", "seq": seq,
                                "phrase": "bravo"}
            await bob.say(text="  Καλή   φάση, Host! 👨\u200d👩\u200d👧 ")
            for c in (host, bob):
                line = await said(c)
                assert line["seat"] == 1 and line["name"] == "Friend 1"
                assert line["text"] == "Καλή φάση, Host! 👨\u200d👩\u200d👧"
            assert [x.get("phrase") or x.get("text") for x in bob.talk] == [
                "bravo", "Καλή φάση, Host! 👨\u200d👩\u200d👧"]
            assert len(PHRASES) >= 12
            for c in (host, bob):
                await c.close()

    run(scenario())


REFUSED_TEXT = ["", "   ", "a\u202eb", "a\u2066b\u2069", "a\u200bb", "line\nbreak", "\x00",
                "tab\there", "a\u200e", "\ufeffx", "x" * 201,
                "a\u061cb"]


@pytest.mark.parametrize("text", REFUSED_TEXT)
def test_the_server_refuses_text_that_is_not_a_short_plain_line(text):
    async def scenario():
        async with running() as server:
            host, bob = await seated_table(server, "pagat-2p", ["friend", "friend"], 2)
            await host.say(text=text)
            answer = await said(host)
            assert answer["type"] == "error" and answer["code"] == "bad-message", answer
            await host.say(phrase="thanks")  # the refusal changed nothing
            assert (await said(bob))["phrase"] == "thanks"
            assert [line["phrase"] for line in server.tables[host.room].talk.lines] == ["thanks"]
            for c in (host, bob):
                await c.close()

    run(scenario())


def test_neither_or_both_or_an_unknown_phrase_is_refused():
    async def scenario():
        async with running() as server:
            host, bob = await seated_table(server, "pagat-2p", ["friend", "friend"], 2)
            for doc in ({"type": "say"}, {"type": "say", "phrase": "bravo", "text": "hi"},
                        {"type": "say", "phrase": "rude-word"}, {"type": "say", "text": 7}):
                await host.send(doc)
                assert (await said(host))["code"] == "bad-message", doc
            assert not server.tables[host.room].talk.lines
            for c in (host, bob):
                await c.close()

    run(scenario())


def test_a_seat_says_at_most_five_lines_in_ten_seconds():
    async def scenario():
        async with running() as server:
            host, bob = await seated_table(server, "pagat-2p", ["friend", "friend"], 2)
            clock = server.tables[host.room].talk.limit.clock = Clock()
            for i in range(RATE_LINES):
                await host.say(text=f"line {i}")
                assert (await said(host))["type"] == "said"
                clock.now += 1.0
            await host.say(phrase="sorry")
            refused = await said(host)
            assert refused["code"] == "rate-limited" and "10 seconds" in refused["message"]
            await bob.say(phrase="one-moment")  # another seat has its own pace
            assert (await said(bob, 1))["phrase"] == "one-moment"
            clock.now += RATE_SECONDS - RATE_LINES + 1.0  # the first line is 10 s old
            await host.say(phrase="sorry")
            assert (await said(host, 0))["phrase"] == "sorry"
            for c in (host, bob):
                await c.close()

    run(scenario())


def test_the_last_fifty_lines_come_back_to_a_seat_that_reconnects(store):
    async def scenario():
        async with running(grace=30.0, **store) as server:
            host, bob = await seated_table(server, "pagat-2p", ["friend", "friend"], 2)
            table = server.tables[host.room]
            clock = table.talk.limit.clock = Clock()
            bob.abort()
            for i in range(60):
                clock.now += 10.0
                await host.say(text=f"line {i}")
                await said(host)
            back = await Client.connect(url(server))
            await back.resume(bob.room, bob.token)
            talk = await back.next("talk")
            assert len(talk["lines"]) == MAX_LINES == 50
            assert [line["text"] for line in talk["lines"]] == [f"line {i}" for i in range(10, 60)]
            assert all(line["seat"] == 0 and line["name"] == "Host" for line in talk["lines"])
            for c in (host, back):
                await c.close()

    run(scenario())


class KeepTalk(NoStore):
    def __init__(self) -> None:
        self.rows: list[tuple[int, dict]] = []
        self.configs = 0

    def changed(self, table: Table) -> None:
        self.configs += 1

    def said(self, table: Table, number: int, line: dict) -> None:
        self.rows.append((number, dict(line)))


def test_talk_is_stored_as_rows_of_its_own_and_the_old_form_still_read():
    table, _seat, _token = Table.create("0000000000", "Ana", {"profile": "pagat-2p"},
                                        ["friend", "random"])
    store = table.store = KeepTalk()
    clock = table.talk.limit.clock = Clock()
    table.say(0, "hello", None)
    for i in range(3):
        clock.now += 5
        table.say(0, None, f"«{i}»")
    assert store.configs == 0 and "talk" not in table.config()
    assert [n for n, _ in store.rows] == [1, 2, 3, 4]
    restored = Table.restore(table.config(), [], store.rows)
    assert list(restored.talk.lines) == list(table.talk.lines)
    assert [line.get("text") for line in restored.talk.lines] == [None, "«0»", "«1»", "«2»"]
    assert restored.talk.count == 4
    old = {**table.config(), "talk": [line for _, line in store.rows]}  # before rows
    assert list(Table.restore(old, []).talk.lines) == list(table.talk.lines)
    bad_line = {"seat": 0, "name": "Ana", "seq": 0, "text": "a\u202eb"}
    with pytest.raises(ValueError):
        Table.restore({**table.config(), "talk": [bad_line]}, [])
    with pytest.raises(ValueError):
        Table.restore(table.config(), [], [(1, bad_line)])


def test_clean_text_keeps_what_people_write():
    assert clean_text("Μπράβο!  Καλή φάση") == "Μπράβο! Καλή φάση"
    assert clean_text("x" * 200) == "x" * 200
    for bad in ("x" * 201, "\u202d", "a\u2028b"):
        with pytest.raises(TalkError):
            clean_text(bad)
    assert list(itertools.islice(PHRASES, 3)) == ["hello", "good-luck", "bravo"]
