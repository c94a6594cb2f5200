"""Watch a table: with the host's consent (a lobby setting) anyone with the code watches —
the table, the piles, the history, the scores, the talk — and is never sent a card of any
hand (the no-leak check over every message of whole rounds). At most 8 watchers, listed in
the lobby; a watcher cannot play or talk; withdrawing the consent sends them away."""

from __future__ import annotations

import asyncio

import pytest

from diloti_qt.engine import PlayerView
from diloti_qt.net.client import Client, RefusedError, autoplay
from diloti_qt.net.watchers import MAX_WATCHERS

from .helpers import LeakWatch, canonical, chooser, record, run, running, url


async def lobby_with_watchers(client: Client, names: list[str]) -> dict:
    return await client.until(lambda m: m["type"] == "lobby" and m["watchers"] == names)


def test_nobody_watches_without_the_hosts_consent():
    async def scenario():
        async with running() as server:
            host = await Client.connect(url(server))
            welcome = await host.create("Ana", "pagat-2p", ["friend", "friend"])
            lobby = await host.next("lobby")
            assert lobby["watch"] is False and lobby["watchers"] == []
            eve = await Client.connect(url(server))
            with pytest.raises(RefusedError) as refused:
                await eve.watch(welcome["room"], "Eve")
            assert refused.value.code == "no-watchers"
            bob = await Client.connect(url(server))
            await bob.join(welcome["room"], "Bob")
            await bob.allow_watchers(True)
            assert (await bob.next("error"))["code"] == "not-host"
            for c in (host, eve, bob):
                await c.close()

    run(scenario())


def test_a_watcher_sees_whole_rounds_and_never_a_card_of_any_hand(store):
    async def scenario():
        async with running(**store) as server:
            watch = LeakWatch(server)
            rules = {"profile": "pagat-2p", "variants": {"V-TARGET": 25}}
            host = await Client.connect(url(server))
            welcome = await host.create("Ana", rules, ["friend", "friend"])
            room = welcome["room"]
            await host.allow_watchers(True)
            await host.until(lambda m: m["type"] == "lobby" and m["watch"])
            bob = await Client.connect(url(server))
            await bob.join(room, "Bob")
            watchers = []
            for name in ("Eve", "Zoe"):
                w = await Client.connect(url(server))
                assert (await w.watch(room, name))["room"] == room
                watchers.append(w)
            lobby = await lobby_with_watchers(bob, ["Eve", "Zoe"])
            assert lobby["watch"] is True
            received = [record(w) for w in watchers]
            await bob.ready()
            await host.until(lambda m: m["type"] == "lobby" and m["seats"][1]["ready"])
            await host.start()
            table = server.tables[room]
            await host.say(phrase="good-luck")
            ends = await asyncio.gather(autoplay(host, chooser(1), timeout=30),
                                        autoplay(bob, chooser(2), timeout=30))
            assert len(table.match.rounds) >= 2  # whole rounds, and the deals between
            state = table.match.state
            for w, got in zip(watchers, received, strict=True):
                await w.until(lambda m: m["type"] == "lobby" and m["phase"] == "over")
                # it saw the end, the scores and the table as every seat did
                assert list(w.view.scores) == ends[0]["scores"]
                public = canonical(PlayerView.of(state, 0))
                assert w.view.loose == public.loose and w.view.captured == public.captured
                assert w.view.hand == () and list(w.view.hand_sizes) == [
                    len(h) for h in state.hands]
                assert not w.my_turn
                assert [line["phrase"] for line in w.talk] == ["good-luck"]
                kinds = {json_type(raw) for raw in got}
                assert {"view", "update", "deal", "said", "lobby"} <= kinds
            assert watch.checked_watching > 2 * 48 * 2  # every message to them, checked
            assert watch.leaks == []
            for c in (host, bob, *watchers):
                await c.close()

    run(scenario(), 90)


def json_type(raw: str) -> str:
    import json

    return json.loads(raw)["type"]


def test_a_watcher_who_comes_mid_match_gets_the_table_and_the_talk_and_cannot_play():
    async def scenario():
        async with running() as server:
            watch = LeakWatch(server)
            host = await Client.connect(url(server))
            welcome = await host.create("Ana", "pagat-2p", ["friend", "easy"])
            room = welcome["room"]
            await host.allow_watchers(True)
            await host.start()
            await host.next("view")
            await host.say(text="Γεια σας")
            await host.next("said")
            eve = await Client.connect(url(server))
            await eve.watch(room, "Eve")
            view = await eve.next("view")
            assert view["view"]["watcher"] is True and eve.view.hand == ()
            talk = await eve.next("talk")
            assert [line["text"] for line in talk["lines"]] == ["Γεια σας"]
            table = server.tables[room]
            seq = table.seq
            for doc in ({"type": "say", "phrase": "bravo"}, {"type": "ready", "ready": True},
                        {"type": "move", "move": {"card": "AS", "action": "lay"}},
                        {"type": "start"}):
                await eve.send(doc)
                assert (await eve.next("error"))["code"] == "not-seated", doc
            assert table.seq == seq and len(table.talk.lines) == 1
            await eve.send({"type": "leave"})
            lobby = await lobby_with_watchers(host, [])
            assert lobby["watch"] is True
            assert watch.leaks == []
            await host.close()

    run(scenario())


def test_at_most_eight_watchers_and_the_consent_withdrawn_sends_them_away():
    async def scenario():
        async with running() as server:
            host = await Client.connect(url(server))
            welcome = await host.create("Ana", "pagat-2p", ["friend", "easy"])
            room = welcome["room"]
            await host.allow_watchers(True)
            watchers = []
            for i in range(MAX_WATCHERS):
                w = await Client.connect(url(server))
                await w.watch(room, f"W{i}")
                watchers.append(w)
            names = [f"W{i}" for i in range(MAX_WATCHERS)]
            await lobby_with_watchers(host, names)
            ninth = await Client.connect(url(server))
            with pytest.raises(RefusedError) as refused:
                await ninth.watch(room, "Nine")
            assert refused.value.code == "table-full"
            watchers[3].abort()  # a watcher's connection drops: the lobby lists the rest
            await lobby_with_watchers(host, names[:3] + names[4:])
            await host.allow_watchers(False)
            for w in watchers[:3] + watchers[4:]:
                gone = await w.next("error")
                assert gone["code"] == "no-watchers"
                await asyncio.wait_for(w.closed.wait(), 5)
            lobby = await lobby_with_watchers(host, [])
            assert lobby["watch"] is False
            await ninth.close()
            await host.close()

    run(scenario())


def test_the_leak_check_catches_any_hands_card_sent_to_a_watcher():
    """The check itself can fail for a watcher: even the bottom seat's card is a leak."""
    async def scenario():
        async with running() as server:
            from diloti_qt.engine.cards import NAMES

            watch = LeakWatch(server)
            host = await Client.connect(url(server))
            welcome = await host.create("Ana", "pagat-2p", ["friend", "easy"])
            await host.allow_watchers(True)
            eve = await Client.connect(url(server))
            await eve.watch(welcome["room"], "Eve")
            await host.start()
            await eve.next("view")
            table = server.tables[welcome["room"]]
            [session] = server.watching[table.room].values()
            server._send(session, f'{{"x":"{NAMES[table.match.state.hands[0][0]]}"}}')
            assert len(watch.leaks) == 1
            for c in (host, eve):
                await c.close()

    run(scenario())
