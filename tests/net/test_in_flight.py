"""A move sent again (issue 37, F1): a seat whose move the server stored, but whose answer
it never heard (the connection dropped, the server was killed after storing it), resumes
and sends the same move with the same ref. The server does not play it twice, and does not
refuse it either (a refusal would make the app drop a move that was played): it answers
with the seat's whole view, where the move is. Nothing is stored for this but the moves,
so it holds after a restart too (a real process killed with SIGKILL)."""

from __future__ import annotations

import asyncio
import os
import signal

from diloti_qt.engine import move_json
from diloti_qt.engine.cards import NAMES
from diloti_qt.net.client import Client, room_url

from .helpers import run, running, seated_table, url
from .test_restart import start_server


async def settle(*clients: Client) -> None:
    """Every message the server owed each client has arrived: each asks for its view and
    reads up to the answer (the server answers a connection's requests in order)."""
    for c in clients:
        await c.send({"type": "sync"})
        await c.next("view")


def mover_and_other(clients: list[Client]) -> tuple[Client, Client]:
    a, b = clients
    return (a, b) if a.my_turn else (b, a)


async def resumed(server_url: str, c: Client) -> Client:
    """`c`'s seat taken back on a new connection (its welcome, lobby and view read)."""
    n = await Client.connect(room_url(server_url, c.room))
    await n.resume(c.room, c.token)
    await n.next("view")
    return n


async def sent_again_is_acknowledged(server_url: str, mover: Client, other: Client,
                                     move: dict, ref: int, seq: int) -> Client:
    """The mover (on a new connection) sends `move` again with `ref`: its whole view comes
    back, the move in it once; no error; the other seat hears no second update."""
    again = await resumed(server_url, mover)
    assert again.seq == seq
    assert sum(1 for s, m in again.history if s == again.seat and move_json(m) == move) == 1
    other_seq = other.seq
    await again.play(move, ref)
    answer = await again.next("view", "update", "error")
    assert answer["type"] == "view", answer
    assert answer["seq"] == seq and not again.errors
    assert [o for o in answer["outcomes"] if o["seat"] == again.seat
            and o["move"] == move] != []
    await settle(again, other)
    assert other.seq == other_seq and again.seq == seq and not again.errors
    assert not other.errors
    return again


def test_a_move_sent_again_after_a_resume_is_acknowledged_not_played_twice():
    async def scenario():
        async with running() as server:
            clients = await seated_table(server, "pagat-2p", ["friend", "friend"], 2)
            mover, other = mover_and_other(clients)
            move = move_json(sorted(mover.view.legal_moves())[0])
            await mover.play(move, 7)
            update = await mover.next("update")
            assert update["ref"] == 7
            seq = update["seq"]
            await other.until(lambda m: m["type"] == "update" and m["seq"] == seq)
            mover.abort()  # the answer "never arrived": the seat comes back and sends again
            again = await sent_again_is_acknowledged(url(server), mover, other, move, 7, seq)
            # once the other seat has moved too (the mover's turn again), still the same
            await other.play(sorted(other.view.legal_moves())[0], 1)
            await again.until(lambda m: m["type"] == "update" and m["seq"] == seq + 1)
            assert again.my_turn
            third = await sent_again_is_acknowledged(url(server), again, other, move, 7,
                                                     seq + 1)
            # a move the seat did not play is judged as ever: refused, with its ref
            not_mine = {"card": NAMES[other.view.hand[0]], "action": "lay"}
            await third.play(not_mine, 9)
            refused = await third.next("error")
            assert refused["ref"] == 9 and refused["code"] == "illegal"
            for c in (third, other):
                await c.close()

    run(scenario(), 60)


def test_a_move_stored_before_the_server_was_killed_is_acknowledged_after_its_restart(
        tmp_path):
    async def scenario():
        storage = {"data": tmp_path}
        proc, server_url = await start_server(storage)
        try:
            host = await Client.connect(server_url)
            welcome = await host.create("Host", "pagat-2p", ["friend", "friend"])
            friend = await Client.connect(room_url(server_url, welcome["room"]))
            await friend.join(welcome["room"], "Friend")
            await friend.ready()
            await host.until(lambda m: m["type"] == "lobby" and m["seats"][1]["ready"])
            await host.start()
            for c in (host, friend):
                await c.next("view")
            mover, other = mover_and_other([host, friend])
            move = move_json(sorted(mover.view.legal_moves())[0])
            await mover.play(move, 3)
            seq = (await other.next("update"))["seq"]  # stored before anyone hears of it
            os.kill(proc.pid, signal.SIGKILL)
            await proc.wait()
            for c in (host, friend):
                await asyncio.wait_for(c.closed.wait(), 10)
            proc, server_url = await start_server(storage)  # the same data folder
            back = await resumed(server_url, other)
            again = await sent_again_is_acknowledged(server_url, mover, back, move, 3, seq)
            for c in (again, back):
                await c.close()
        finally:
            if proc.returncode is None:
                proc.send_signal(signal.SIGTERM)
                try:
                    await asyncio.wait_for(proc.wait(), 10)
                except asyncio.TimeoutError:
                    proc.kill()
            await proc.wait()

    run(scenario(), 90)
