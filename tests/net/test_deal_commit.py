"""Committed deals on the wire (issue #41, docs/PROTOCOL.md "Committed deals"): every
round's deal comes with a SHA-256 commitment and no seed; the round's last update reveals
the seed, which hashes to the commitment and deals exactly the cards dealt; watchers hear
both; the record keeps them; a table stored and loaded again reveals the same seed."""

from __future__ import annotations

import asyncio
import json

from diloti_qt.engine import Rules
from diloti_qt.engine.deals import deal_commitment, deal_from_seed
from diloti_qt.engine.record import load_record
from diloti_qt.net.client import Client, autoplay, room_url

from .helpers import LeakWatch, chooser, record, run, running, url
from .test_reconnect import play_until

RULES = {"profile": "pagat-2p", "variants": {"V-TARGET": 21}}


def rounds_heard(raws: list[str]) -> list[dict]:
    """Per round, as one client heard it: the message that dealt it (round, commitment,
    the dealt view), the index of every message before the reveal, and the seed."""
    rounds: list[dict] = []
    for i, raw in enumerate(raws):
        msg = json.loads(raw)
        if msg["type"] in ("deal", "view") and "commitment" in msg and (
                not rounds or rounds[-1]["round"] != msg["round"]):
            rounds.append({"round": msg["round"], "commitment": msg["commitment"],
                           "view": msg["view"], "first": i, "seed": None})
        if msg["type"] == "update" and "seed" in msg:
            rounds[-1]["seed"], rounds[-1]["reveal"] = msg["seed"], i
            assert msg["outcome"]["round_end"] is not None  # only the round's last move
        elif msg["type"] == "update":
            assert msg["outcome"]["round_end"] is None or "seed" in msg
    return rounds


def check_round(heard: dict, raws: list[str], watcher: bool) -> None:
    seed = bytes.fromhex(heard["seed"])
    assert deal_commitment(seed) == heard["commitment"]
    view = heard["view"]
    position = view["position"]
    rules = Rules.make("pagat-2p", {"V-TARGET": 21})
    dealt = deal_from_seed(rules, position["dealer"], seed, position["scores"])
    from diloti_qt.engine.cards import NAMES
    assert sorted(NAMES[c] for c in dealt.loose) == sorted(position["table"])
    if not watcher:
        mine = dealt.hands[view["seat"]]
        assert sorted(NAMES[c] for c in mine) == sorted(position["hands"][view["seat"]])
    # no message before the reveal holds the seed
    assert not any(heard["seed"] in raw for raw in raws[:heard["reveal"]])


def test_every_round_is_committed_then_revealed_to_seats_and_watchers():
    async def scenario():
        async with running() as server:
            watch = LeakWatch(server)
            host = await Client.connect(url(server))
            welcome = await host.create("Ana", RULES, ["friend", "friend"])
            room = welcome["room"]
            await host.allow_watchers(True)
            await host.until(lambda m: m["type"] == "lobby" and m["watch"])
            bob = await Client.connect(url(server))
            await bob.join(room, "Bob")
            eve = await Client.connect(url(server))
            await eve.watch(room, "Eve")
            heard = {name: record(c) for name, c in (("ana", host), ("bob", bob),
                                                     ("eve", eve))}
            await bob.ready()
            await host.until(lambda m: m["type"] == "lobby" and m["seats"][1]["ready"])
            await host.start()
            end_record = asyncio.ensure_future(eve.until(lambda m: m["type"] == "record",
                                                         timeout=60))
            ends = await asyncio.gather(autoplay(host, chooser(1)), autoplay(bob, chooser(2)))
            assert ends[0] == ends[1]
            doc = (await end_record)["record"]
            per_client = {name: rounds_heard(raws) for name, raws in heard.items()}
            played = len(doc["rounds"])
            for name, rounds in per_client.items():
                assert [r["round"] for r in rounds] == list(range(1, played + 1)), name
                for r in rounds:
                    check_round(r, heard[name], name == "eve")
            # every client heard the same commitments and seeds, and the record keeps them
            same = [(r["commitment"], r["seed"]) for r in per_client["ana"]]
            for rounds in per_client.values():
                assert [(r["commitment"], r["seed"]) for r in rounds] == same
            assert [(r["commitment"], r["seed"]) for r in doc["rounds"]] == same
            assert len({c for c, _ in same}) == played  # a seed of its own for each round
            assert load_record(json.dumps(doc)).rounds[0].seed == same[0][1]
            # the mirrors checked every deal
            for c in (host, bob, eve):
                checks = c.table.deal_checks
                assert sorted(checks) == list(range(1, played + 1))
                assert all(check.checked for check in checks.values()), checks
            assert watch.leaks == []
            for c in (host, bob, eve):
                await c.close()

    run(scenario(), 120)


def test_a_table_loaded_again_reveals_the_seed_it_committed_to(storage):
    async def scenario():
        async with running(**storage) as server:
            host = await Client.connect(url(server))
            welcome = await host.create("Ana", RULES, ["friend", "friend"])
            bob = await Client.connect(url(server))
            await bob.join(welcome["room"], "Bob")
            first = record(host)
            await bob.ready()
            await host.until(lambda m: m["type"] == "lobby" and m["seats"][1]["ready"])
            await host.start()
            clients = [host, bob]
            await play_until(clients, lambda: host.seq >= 5 and host.my_turn)
            await asyncio.sleep(0.2)
            (dealt,) = rounds_heard(first)
            assert dealt["seed"] is None and not any('"seed"' in raw for raw in first)
            keys = [(c.room, c.token) for c in clients]
            for c in clients:
                await c.close()
        async with running(**storage) as server:
            again = []
            for room, token in keys:
                c = await Client.connect(room_url(url(server), room))
                await c.resume(room, token)
                again.append(c)
            raws = record(again[0])
            views = [await c.next("view") for c in again]
            assert all(v["commitment"] == dealt["commitment"] and "seed" not in v
                       for v in views)
            def revealed() -> int | None:
                return next((i for i, raw in enumerate(raws)
                             if raw.startswith('{"type":"update"') and '"seed"' in raw), None)

            await asyncio.wait_for(play_until(again, lambda: revealed() is not None), 60)
            at = revealed()
            seed = json.loads(raws[at])["seed"]
            assert deal_commitment(bytes.fromhex(seed)) == dealt["commitment"]
            assert not any(seed in raw for raw in raws[:at])
            check = again[0].table.deal_checks[1]
            assert check.seed == seed and check.problem is None
            for c in again:
                await c.close()

    run(scenario(), 120)


def test_a_mirror_says_why_a_deal_could_not_be_checked():
    """The messages one seat heard, fed again to a fresh mirror: as sent, every deal is
    checked; with another seed revealed, it does not match; with another seed honestly
    committed to, it deals other cards; with the seed left out, it was not revealed."""
    from diloti_qt.net.mirror import DealProblem, TableMirror
    from diloti_qt.net.protocol import decode_server

    async def scenario() -> list[str]:
        async with running() as server:
            host = await Client.connect(url(server))
            welcome = await host.create("Ana", RULES, ["friend", "friend"])
            bob = await Client.connect(url(server))
            await bob.join(welcome["room"], "Bob")
            raws = record(host)
            await bob.ready()
            await host.until(lambda m: m["type"] == "lobby" and m["seats"][1]["ready"])
            await host.start()
            await asyncio.gather(autoplay(host, chooser(3)), autoplay(bob, chooser(4)))
            for c in (host, bob):
                await c.close()
            return raws

    raws = run(scenario(), 120)
    (first, *_rest) = rounds_heard(raws)
    other = bytes(range(32))

    def fed(change) -> dict:
        mirror = TableMirror()
        for raw in raws:
            doc = json.loads(raw)
            change(doc)
            mirror.absorb(decode_server(json.dumps(doc)))
        return mirror.deal_checks

    assert all(c.checked for c in fed(lambda doc: None).values())

    def reveal_other(doc):
        if doc.get("seed") == first["seed"]:
            doc["seed"] = other.hex()

    def commit_other(doc):
        reveal_other(doc)
        if doc.get("commitment") == first["commitment"]:
            doc["commitment"] = deal_commitment(other)

    def hide(doc):
        if doc.get("seed") == first["seed"]:
            del doc["seed"]

    assert fed(reveal_other)[1].problem is DealProblem.MISMATCH
    assert fed(commit_other)[1].problem is DealProblem.OTHER_CARDS
    assert fed(hide)[1].problem is DealProblem.NOT_REVEALED


def test_a_table_stored_before_committed_deals_finishes_its_match_without_them():
    """A config without `deal_key` (an older server's) deals its match from the match's
    seed as it did, with no commitment; its next match commits. With the key, the table
    loaded again is the one stored, card for card, and commits to the same seed."""
    from diloti_qt.net.table import Table

    table, _, _ = Table.create("ROOMD", "Ana", RULES, ["friend", "easy"])
    table.start(0)
    config = table.config()
    assert len(config["deal_key"]) == 64
    again = Table.restore(config, [])
    assert again.match.state == table.match.state
    assert again.commitment_json() == table.commitment_json() != ""
    old = {k: v for k, v in config.items() if k != "deal_key"}
    before = Table.restore(old, [])
    assert before.deal_key is None and before.commitment_json() == ""
    assert '"commitment"' not in before.view_text(0)
    assert before.match.state == before.series.match().state  # dealt from the match's seed
    assert before.match.state != table.match.state
    before._begin(before.series.next(before.rules, before.match, before.seq))  # next match
    assert before.deal_key is not None and before.commitment_json() != ""
