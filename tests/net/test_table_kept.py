"""What a table holds besides its moves is stored through the store interface, in SQLite
and in PostgreSQL alike: the series (matches won, the match being played), the talk's last
lines, the host's consent to watchers, and a friend's seat played by a computer under the
friend's name. A new server on the same store gives it all back."""

from __future__ import annotations

import asyncio

from diloti_qt.net.client import Client, autoplay, room_url

from .helpers import chooser, run, running, seated_table, url

SHORT = {"profile": "pagat-2p", "variants": {"V-TARGET": 1}}


def test_the_series_the_talk_the_consent_and_bobs_seat_survive_a_new_server(storage):
    async def scenario():
        async with running(grace=60.0, **storage) as server:
            host, bob = await seated_table(server, SHORT, ["friend", "friend"], 2)
            room, host_token, bob_token = host.room, host.token, bob.token
            await asyncio.gather(autoplay(host, chooser(1), timeout=30),
                                 autoplay(bob, chooser(2), timeout=30))
            for c in (host, bob):
                await c.until(lambda m: m["type"] == "lobby" and m["phase"] == "over")
                await c.again()
            for c in (host, bob):
                await c.next("view")
            mover = next(c for c in (host, bob) if c.my_turn)
            await mover.play(mover.view.legal_moves()[0])
            await host.until(lambda m: m["type"] == "update")
            await host.say(phrase="bravo")
            await bob.say(text="Καλή φάση!")
            await host.allow_watchers(True)
            await host.until(lambda m: m["type"] == "lobby" and m["watch"])
            bob.abort()
            await host.until(lambda m: m["type"] == "seats" and not m["seats"][1]["connected"])
            await host.send({"type": "seat", "seat": 1, "who": "hard"})
            await host.until(lambda m: m["type"] == "seats" and m["seats"][1]["stand_in"])
            table = server.tables[room]
            wins, seq = list(table.series.wins), table.seq
            await asyncio.sleep(0.3)  # the queued writes (PostgreSQL) are committed
            await host.close()
        async with running(grace=60.0, **storage) as server:
            back = await Client.connect(room_url(url(server), room))
            await back.resume(room, host_token)
            lobby = await back.next("lobby")
            assert lobby["series"] == wins and sum(wins) == 1 and lobby["match"] == 2
            assert lobby["watch"] is True and lobby["phase"] == "playing"
            bob_seat = lobby["seats"][1]
            assert (bob_seat["name"], bob_seat["stand_in"], bob_seat["level"]) == (
                "Friend 1", True, "hard")
            view = await back.next("view")
            assert view["match"] == 2 and view["seq"] >= seq
            talk = await back.next("talk")
            assert [(x["name"], x.get("phrase") or x.get("text")) for x in talk["lines"]] == [
                ("Host", "bravo"), ("Friend 1", "Καλή φάση!")]
            bob2 = await Client.connect(room_url(url(server), room))
            assert (await bob2.resume(room, bob_token))["seat"] == 1  # his seat, still
            full = await bob2.next("view")
            assert full["seats"][1]["name"] == "Friend 1" and not full["seats"][1]["stand_in"]
            for c in (back, bob2):
                await c.close()

    run(scenario(), 120)
