"""Play again: after a match every seat may say "play again"; when all agree a new match
starts at the same table with the same seats, the next dealer in turn, and the series
score (matches won by each side) in the lobby. The host may change the rules between
matches; anyone may leave instead, and the others are told."""

from __future__ import annotations

import asyncio

import pytest

from diloti_qt.engine import legal_moves
from diloti_qt.engine.match import next_dealer
from diloti_qt.net.client import Client, RefusedError, autoplay
from diloti_qt.net.table import Table

from .helpers import chooser, run, running, seated_table, url

SHORT = {"profile": "pagat-2p", "variants": {"V-TARGET": 1}}  # one round is a match


async def finish(clients, seed=0) -> dict:
    ends = await asyncio.gather(*(autoplay(c, chooser(seed + i), timeout=30)
                                  for i, c in enumerate(clients)))
    assert all(e == ends[0] for e in ends)
    return ends[0]


async def over(client: Client) -> dict:
    return await client.until(lambda m: m["type"] == "lobby" and m["phase"] == "over")


async def after_a_match(server):
    """Host and Bob at a table whose first (one-round) match is over: (host, bob, table)."""
    host, bob = await seated_table(server, SHORT, ["friend", "friend"], 2)
    await finish([host, bob])
    await over(host)
    return host, bob, server.tables[host.room]


def test_two_matches_in_a_row_with_the_series_score(store):
    async def scenario():
        async with running(**store) as server:
            host, bob = await seated_table(server, SHORT, ["friend", "friend"], 2)
            table = server.tables[host.room]
            first_dealer = table.match.round_start.dealer
            end = await finish([host, bob])
            lobby = await over(bob)
            won = end["winner"]
            assert lobby["series"] == [1, 0] if won == 0 else [0, 1]
            assert lobby["match"] == 1 and table.not_agreed() == [0, 1]
            last_dealer = table.match.state.dealer
            await host.again()
            lobby = await bob.until(lambda m: m["type"] == "lobby" and m["seats"][0]["ready"])
            assert lobby["phase"] == "over" and table.match.rounds  # not yet: Bob decides
            await bob.again()
            views = [await c.next("view") for c in (host, bob)]
            assert all(v["match"] == 2 and v["round"] == 1 for v in views)
            assert all(v["outcomes"] == [] for v in views)  # the new match: nothing played
            assert host.match == bob.match == 2
            # the same seats, the next dealer in turn, a fresh deal
            assert [s.name for s in table.seats] == ["Host", "Friend 1"]
            dealer = table.match.round_start.dealer
            assert dealer == next_dealer(table.rules, last_dealer)
            assert views[0]["view"]["position"]["dealer"] == dealer
            assert table.match.state.scores == [0, 0] and table.phase.value == "playing"
            end2 = await finish([host, bob], seed=10)
            lobby = await over(host)
            assert lobby["match"] == 2 and sum(lobby["series"]) == 2
            assert lobby["series"][end2["winner"]] >= 1
            assert table.series.wins == lobby["series"]
            assert first_dealer in (0, 1)
            for c in (host, bob):
                await c.close()

    run(scenario(), 90)


def test_the_host_changes_the_target_between_matches():
    async def scenario():
        async with running() as server:
            host, bob = await seated_table(server, SHORT, ["friend", "friend"], 2)
            table = server.tables[host.room]
            await host.set_rules({"profile": "pagat-2p", "variants": {"V-TARGET": 31}})
            assert (await host.next("error"))["code"] == "not-now"  # not during a match
            await finish([host, bob])
            await over(host)
            await bob.again()
            await bob.set_rules({"profile": "pagat-2p", "variants": {"V-TARGET": 31}})
            assert (await bob.next("error"))["code"] == "not-host"
            await host.set_rules({"profile": "partnership-4p"})
            assert (await host.next("error"))["code"] == "bad-message"  # other seats
            await host.set_rules({"profile": "pagat-2p", "variants": {"V-TARGET": 11}})
            lobby = await bob.until(lambda m: m["type"] == "lobby"
                                    and m["rules"]["variants"].get("V-TARGET") == 11)
            assert not any(s["ready"] for s in lobby["seats"])  # agree again, to these rules
            await host.again()
            await bob.again()
            await bob.next("view")
            assert table.match.rules.target == 11 and table.rules.target == 11
            for c in (host, bob):
                await c.close()

    run(scenario(), 60)


def test_a_friend_who_leaves_after_the_match_frees_the_seat_and_the_others_are_told():
    async def scenario():
        async with running() as server:
            host, bob, table = await after_a_match(server)
            await host.again()
            await bob.send({"type": "leave"})
            left = await host.next("left")
            assert left == {"type": "left", "seat": 1, "name": "Friend 1"}
            lobby = await host.until(lambda m: m["type"] == "lobby"
                                     and m["seats"][1]["name"] is None)
            assert lobby["phase"] == "over" and table.not_agreed() == [1]
            assert bob.token is not None and table.seat_of(bob.token) is None
            # somebody new takes the free seat with the code, and agrees: a new match
            carol = await Client.connect(url(server))
            welcome = await carol.join(host.room, "Carol")
            assert welcome["seat"] == 1
            await carol.again()
            await carol.next("view")
            assert [s.name for s in table.seats] == ["Host", "Carol"]
            assert table.series.number == 2
            for c in (host, bob, carol):
                await c.close()

    run(scenario(), 60)


def test_a_computer_fills_the_free_seat_and_the_host_leaving_closes_the_table():
    async def scenario():
        async with running() as server:
            host, bob, table = await after_a_match(server)
            await bob.send({"type": "leave"})
            await host.next("left")
            await host.send({"type": "seat", "seat": 1, "who": "random"})
            await host.again()
            await host.next("view")
            assert table.seats[1].level == "random" and table.series.number == 2
            await finish([host])
            await over(host)
            dora = await Client.connect(url(server))
            with pytest.raises(RefusedError) as refused:  # a computer sits: no seat free
                await dora.join(host.room, "Dora")
            assert refused.value.code == "table-full"
            await host.send({"type": "leave"})
            await asyncio.wait_for(host.closed.wait(), 5)
            assert host.room not in server.tables
            await dora.close()

    run(scenario(), 60)


def test_the_others_are_told_the_host_closed_the_table_after_the_match():
    async def scenario():
        async with running() as server:
            host, bob = await seated_table(server, SHORT, ["friend", "friend"], 2)
            await finish([host, bob])
            await over(bob)
            await host.send({"type": "leave"})
            closed = await bob.next("closed")
            assert closed["why"] == "host-left" and bob.farewell == "host-left"
            await asyncio.wait_for(bob.closed.wait(), 5)
            await host.close()

    run(scenario(), 60)


class KeepAll:
    """A store keeping every move of the table, across its matches, as a real one does
    (the table's own list holds the current match's only)."""

    def __init__(self) -> None:
        self.moves: list[tuple[int, dict]] = []

    def changed(self, table: Table) -> None:
        pass

    def moved(self, table: Table, seq: int, seat: int, move: dict) -> None:
        assert seq == len(self.moves) + 1
        self.moves.append((seat, move))


def test_a_stored_series_is_restored_with_its_score_and_the_match_being_played():
    table, _seat, _token = Table.create("0000000000", "Ana", SHORT, ["friend", "random"])
    store = table.store = KeepAll()
    table.start(0)
    while table.phase.value == "playing":
        state = table.match.state
        table._apply(state.to_move, legal_moves(state)[0], None)
    assert table.phase.value == "over" and sum(table.series.wins) == 1
    table.set_rules(0, {"profile": "pagat-2p", "variants": {"V-TARGET": 21}})
    again = Table.restore(table.config(), store.moves)
    assert again.phase.value == "over" and again.series.wins == table.series.wins
    assert again.match.state == table.match.state  # the match replayed with its own rules
    assert again.rules.target == 21 and again.match.rules.target == 1
    table.set_ready(0, True)  # the computer agrees: the second match starts
    assert table.series.number == 2 and table.match.rules.target == 21
    for _ in range(5):
        state = table.match.state
        table._apply(state.to_move, legal_moves(state)[0], None)
    restored = Table.restore(table.config(), store.moves)
    assert restored.series.number == 2 and restored.seq == table.seq == len(store.moves)
    assert restored.match.state == table.match.state
    assert restored.series.wins == table.series.wins
