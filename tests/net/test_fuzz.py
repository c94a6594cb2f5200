"""Hostile input: thousands of malformed, oversized, out-of-turn and other-seat messages.
The server stays up, the games in progress are untouched, every bad message gets an
error (a frame over the transport limit closes its connection with 1009)."""

from __future__ import annotations

import asyncio
import json
import random

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from diloti_qt.engine import move_json
from diloti_qt.engine.cards import NAMES
from diloti_qt.net.client import Client, RefusedError, autoplay
from diloti_qt.net.protocol import CLIENT_MESSAGES, OPENING, VERSION, ProtocolError, decode_client

from .helpers import chooser, run, running, seated_table, url

VALID = [
    {"type": "create", "v": VERSION, "name": "x", "rules": {"profile": "pagat-2p"},
     "seats": ["friend", "easy"]},
    {"type": "join", "v": VERSION, "room": "ABCDE-FGHJK", "name": "x"},
    {"type": "resume", "v": VERSION, "room": "ABCDEFGHJK", "token": "a" * 32},
    {"type": "ready", "ready": True}, {"type": "sit", "seat": 1},
    {"type": "swap", "a": 0, "b": 1}, {"type": "seat", "seat": 1, "who": "easy"},
    {"type": "start"}, {"type": "leave"}, {"type": "sync"},
    {"type": "move", "move": {"card": "7H", "action": "lay"}, "ref": 3},
    {"type": "move", "move": {"card": "6D", "action": "capture", "take": ["6S"]}},
    {"type": "move", "move": {"card": "3D", "action": "declare", "value": 8, "with": ["5S"]}},
    {"type": "watch", "v": VERSION, "room": "ABCDE-FGHJK", "name": "x"},
    {"type": "say", "phrase": "bravo"}, {"type": "say", "text": "Καλή φάση"},
    {"type": "rules", "rules": {"profile": "pagat-2p", "variants": {"V-TARGET": 31}}},
    {"type": "watchers", "allow": True},
    {"type": "clock", "seconds": 30}, {"type": "here"},
]
JUNK = [None, True, 0, -1, 2**70, 1.5, "", "x" * 300, [], {}, [[[]]], {"a": {"b": {}}},
        "7H", "🂡", "\u202e", "\x00"]


def mutate(rng: random.Random, doc: dict) -> object:
    doc = json.loads(json.dumps(doc))
    roll = rng.random()
    keys = list(doc)
    if roll < 0.25 and keys:
        del doc[rng.choice(keys)]
    elif roll < 0.5 and keys:
        doc[rng.choice(keys)] = rng.choice(JUNK)
    elif roll < 0.6:
        doc[rng.choice(["seat", "as", "table", "__proto__", "room"])] = rng.choice(JUNK)
    elif roll < 0.7 and "move" in doc:
        doc["move"][rng.choice(["card", "action", "take", "with", "value", "seat"])] = \
            rng.choice(JUNK)
    elif roll < 0.8:
        doc["type"] = rng.choice(JUNK + ["Move", "moves", "admin", "state"])
    elif roll < 0.9:
        doc["v"] = rng.choice([0, 2, 99, "1", None])
    else:
        return rng.choice(JUNK)
    return doc


def raw_garbage(rng: random.Random) -> str | bytes:
    kind = rng.randrange(8)
    if kind == 0:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64)))  # binary
    if kind == 1:
        return "".join(chr(rng.randrange(32, 0x3000)) for _ in range(rng.randrange(1, 80)))
    if kind == 2:
        return "[" * rng.randrange(900, 4000)  # deep nesting
    if kind == 3:
        return '{"type": "move", "move": NaN}'
    if kind == 4:
        return '{"type": "start", "type": "start"}'  # a repeated key
    if kind == 5:
        return json.dumps({"type": "move", "pad": "x" * rng.randrange(4100, 60_000)})
    if kind == 6:
        return "1" * 5000
    return '{"type": "ready", "ready": tru'


def is_bad_for(doc_text: str | bytes, seated: bool) -> bool:
    """Would this message be refused? (A valid opening message from a stranger is not
    refused by the schema: the generator keeps only those the table must refuse.)"""
    try:
        msg = decode_client(doc_text)
    except ProtocolError:
        return True
    return not seated and msg["type"] not in OPENING


def snapshot(table):
    return (table.seq, table.match.state.key(), tuple(table.match.state.history),
            [s.info() for s in table.seats], table.phase)


async def count_errors(ws, expected: int) -> int:
    got = 0
    try:
        while got < expected:
            msg = json.loads(await asyncio.wait_for(ws.recv(), 10))
            if msg["type"] == "error":
                got += 1
    except ConnectionClosed:
        pass
    return got


def test_fuzz_thousands_of_bad_messages(store):
    rng = random.Random(16)

    async def scenario():
        async with running(max_misses=10_000, **store) as server:
            # Two games in progress to protect.
            a = await seated_table(server, "pagat-2p", ["friend", "friend"], 2)
            b = await seated_table(server, "partnership-4p", ["friend", "easy", "friend",
                                                               "easy"], 2)
            tables = [server.tables[a[0].room], server.tables[b[0].room]]
            await asyncio.sleep(0.3)  # let b's computers reach a friend's turn
            before = [snapshot(t) for t in tables]

            # 1. Strangers: junk, mutations and oversized frames, unseated.
            sent = 0
            errors = 0
            for _ in range(4):
                async with connect(url(server), max_size=None) as ws:
                    batch = []
                    while len(batch) < 500:
                        msg = (raw_garbage(rng) if rng.random() < 0.4
                               else json.dumps(mutate(rng, rng.choice(VALID))))
                        if is_bad_for(msg, seated=False):
                            batch.append(msg)
                    for msg in batch:
                        await ws.send(msg)
                    sent += len(batch)
                    errors += await count_errors(ws, len(batch))
            assert errors == sent

            # 2. Seated players at the protected table: out of turn, other seats' cards,
            #    illegal moves, lobby messages during play, mutated messages.
            state = tables[0].match.state
            mover = a[state.to_move]
            waiter = a[1 - state.to_move]
            others_card = state.hands[mover.seat][0]
            stock_card = state.stock[0]
            seated_sent = 0
            for client, n in ((waiter, 400), (mover, 400)):
                bad = []
                while len(bad) < n:
                    roll = rng.random()
                    if roll < 0.3:
                        card = rng.choice([others_card, stock_card] +
                                          list(tables[0].match.state.hands[1 - client.seat]))
                        doc = {"type": "move", "move": {"card": NAMES[card], "action": "lay"}}
                    elif roll < 0.45:
                        doc = rng.choice([{"type": "start"}, {"type": "ready", "ready": True},
                                          {"type": "sit", "seat": 1},
                                          {"type": "swap", "a": 0, "b": 1},
                                          {"type": "seat", "seat": 1, "who": "easy"}])
                    elif roll < 0.55:
                        doc = {"type": "resume", "v": VERSION, "room": client.room,
                               "token": "b" * 32}  # a second seat: refused
                    else:
                        doc = mutate(rng, rng.choice(VALID))
                    text = json.dumps(doc)
                    if refused_when_seated(tables[0], client, waiter, text):
                        bad.append(text)
                got_before = len(client.errors)
                for text in bad:
                    await client.send_raw(text)
                want = got_before + len(bad)
                await client.until(lambda m, c=client, k=want: len(c.errors) >= k,
                                   timeout=20)
                seated_sent += len(bad)
                assert len(client.errors) - got_before == len(bad)
            assert sent + seated_sent >= 2800

            # 3. A frame over the transport limit closes that connection (1009), nothing else.
            async with connect(url(server), max_size=None) as ws:
                await ws.send("x" * 70_000)
                try:
                    await asyncio.wait_for(ws.recv(), 10)
                except ConnectionClosed as e:
                    assert e.rcvd is not None and e.rcvd.code == 1009

            # The games in progress are untouched, and the server still plays them out.
            assert [snapshot(t) for t in tables] == before
            ends = await asyncio.gather(*(autoplay(c, chooser(i)) for i, c in enumerate(a)))
            assert ends[0]["winner"] is not None
            for c in a + b:
                await c.close()

    run(scenario(), 120)


def refused_when_seated(table, client, waiter, text: str) -> bool:
    """Messages a seated player sends during the match that the table must refuse: bad
    shapes, lobby and opening messages, moves out of turn or illegal ones."""
    if is_bad_for(text, seated=True):
        return True
    doc = json.loads(text)
    kind = doc["type"]
    if kind in ("leave", "say", "here"):  # heard, or refused only for its pace (test_talk.py)
        return False
    if kind == "seat" and client.seat == table.host and doc["seat"] != table.host and \
            doc["seat"] < len(table.seats) and table.seats[doc["seat"]].taken:
        return False  # the host lets a computer play for a friend (present or not)
    if kind == "watchers":  # the host's consent, at any time
        return client.seat != table.host
    if kind == "move":
        return client is waiter or _illegal(table, doc)
    return True


def _illegal(table, doc) -> bool:
    from diloti_qt.engine import check, parse_move

    try:
        return not check(table.match.state, parse_move(doc["move"])).legal
    except ValueError:
        return True


def test_rate_limit_and_connection_limit_and_unknown_rooms():
    async def scenario():
        async with running(rate=5.0, burst=5.0, max_per_address=3, max_misses=5) as server:
            # Rate: a burst beyond the bucket gets rate-limited errors, not silence.
            c = await Client.connect(url(server))
            for _ in range(30):
                await c.send({"type": "start"})
            await c.until(lambda m: len(c.errors) >= 30)
            codes = [e["code"] for e in c.errors]
            assert codes.count("rate-limited") >= 20 and codes[0] == "not-seated"
            # Connections per address: the fourth is refused at the handshake.
            more = [await Client.connect(url(server)) for _ in range(2)]
            try:
                await Client.connect(url(server))
            except Exception as e:  # noqa: BLE001 - websockets' InvalidStatus
                assert "429" in str(e)
            else:
                raise AssertionError("a fourth connection from one address was let in")
            for m in more:
                await m.close()
            await c.close()
            # Unknown codes: one answer for every wrong code; guessing gets the
            # connection closed.
            g = await Client.connect(url(server))
            for code in ["ZZZZZ-ZZZZZ", "not a code", "00000-00000", "ABCDEFGHJK", "1", "2"]:
                await g.send({"type": "join", "v": VERSION, "room": code, "name": "g"})
                await asyncio.sleep(0.25)  # within the rate limit: only the misses count
            await asyncio.wait_for(g.closed.wait(), 10)
            answers = {(e["code"], e["message"]) for e in g.errors}
            assert len(answers) == 1 and next(iter(answers))[0] == "not-found"

    run(scenario(), 60)


def test_one_address_cannot_fill_the_server_with_tables():
    async def scenario():
        async with running(max_creates=2) as server:
            made = []
            for _ in range(3):
                c = await Client.connect(url(server))
                try:
                    await c.create("x", "pagat-2p", ["friend", "easy"])
                    made.append(c)
                except RefusedError as e:
                    assert e.code == "rate-limited"
                await c.close()
            assert len(made) == 2 and len(server.tables) == 2

    run(scenario())


def test_every_client_message_type_has_a_schema_and_a_valid_example():
    kinds = {d["type"] for d in VALID}
    assert kinds == set(CLIENT_MESSAGES)
    for doc in VALID:
        decode_client(json.dumps(doc))
    # A move of a legal shape is still NOTATION's: move_json round-trips through the schema.
    from diloti_qt.engine import Move

    decode_client(json.dumps({"type": "move", "move": move_json(Move(4, "lay"))}))
