"""An update the guest's app cannot read (damaged on the way) makes it ask the server for
its whole view (`sync`) and show it: the guest's table, history and hand come right, and
play goes on (issue 23). The state lives once, on the GUI thread: the connection's
TableMirror is what the seat, the lobby and the table read."""

from __future__ import annotations

import asyncio
import dataclasses
import logging

from diloti_qt.engine import Decl, PlayerView
from diloti_qt.net.messages import ServerMessage, Update

from .online_driver import host_and_guest, settled


def _in_transit(connection, spoil) -> None:
    """Every typed message the guest's client hands over goes through `spoil` first (set
    on the network thread, where the client lives)."""
    async def install() -> None:
        hand_over = connection.client.on_heard
        connection.client.on_heard = lambda msg: hand_over(spoil(msg))

    asyncio.run_coroutine_threadsafe(install(), connection.loop).result(5)


def test_a_damaged_update_brings_the_whole_view_and_the_table_comes_right(qtbot, caplog):
    host_win, guest_win = host_and_guest(qtbot)
    windows = (host_win, guest_win)
    qtbot.waitUntil(lambda: settled(*windows), timeout=10000)
    guest = guest_win.online
    server = host_win.online.connection.service.server
    table = server.tables[host_win.online.connection.room]
    spoilt: list[int] = []

    def spoil(msg: ServerMessage) -> ServerMessage:
        if not isinstance(msg, Update) or spoilt:
            return msg
        spoilt.append(msg.seq)
        outcome = msg.outcome  # a kind this move cannot be: no move has this outcome
        return dataclasses.replace(msg, outcome={
            **outcome, "kind": "lay" if outcome["kind"] == "raise" else "raise"})

    _in_transit(guest.connection, spoil)
    caplog.set_level(logging.WARNING, logger="diloti_qt.ui.online.connection")
    for _ in range(2):  # the damaged move, then one more: play goes on
        mover = next(w for w in windows if w.online.presenter.human_turn())
        seq = table.seq
        mover.online.connection.play(mover.online.seat.legal_moves()[0])
        qtbot.waitUntil(lambda s=seq: guest.connection.table.seq == s + 1
                        and settled(*windows), timeout=15000)
    assert spoilt == [table.seq - 1]
    assert "asking for the whole view again" in caplog.text
    state = table.match.state
    seen = guest.seat.view()
    truth = PlayerView.of(state, 1)
    assert seen.hand == truth.hand and seen.history == truth.history
    assert sorted(seen.loose) == sorted(truth.loose)
    assert sorted(seen.decls, key=Decl.sort_key) == sorted(truth.decls, key=Decl.sort_key)
    # the history says every move once, as the host's does
    assert guest.seat.history == host_win.online.seat.history
    snap = guest.presenter.snapshot
    assert snap.hand == truth.hand
    assert sorted(snap.table_cards()) == sorted(state.table_cards())
    for w in (guest_win, host_win):
        w.online.leave()


def test_a_table_of_another_version_says_which_side_must_update(qtbot):
    """A diloti-net/1 server (it names no version in its refusal) and a newer one (it
    does): the app says which side must update, never a silent failure."""
    import json

    from websockets.asyncio.server import serve

    from diloti_qt.net.host import ServiceHost
    from diloti_qt.net.protocol import VERSION
    from diloti_qt.net.server import ServerConfig
    from diloti_qt.ui.online.connection import OnlineConnection
    from diloti_qt.ui.online.words import error_text

    async def old_server(ws) -> None:  # what a server of diloti-net/1 answers
        await ws.recv()
        await ws.send(json.dumps({"type": "error", "code": "version",
                                  "message": "This server speaks protocol version 1."}))

    said = []
    host = ServiceHost(ServerConfig(host="127.0.0.1"))  # a loop to run the old one on
    host.start()
    try:
        old = host.submit(_serving(serve, old_server)).result(5)
        port = old.sockets[0].getsockname()[1]
        c = OnlineConnection()
        c.refused.connect(lambda code, reason: said.append(error_text(code, reason or None)))
        c.join_table(f"ws://127.0.0.1:{port}", "ABCDE12345", "Ana")
        qtbot.waitUntil(lambda: bool(said), timeout=10000)
        c.close(wait=5)
        host.submit(_closed(old)).result(5)
    finally:
        host.stop()
    assert said == ["This table runs an older diloti-qt: ask whoever runs it to update "
                    "the game."]
    assert error_text("version", f"diloti-net/{VERSION + 1}") == (
        "This table needs a newer diloti-qt: update the game to join it.")
    assert error_text("version", "diloti-net/1") == said[0]


async def _serving(serve, handler):
    return await serve(handler, "127.0.0.1", 0)


async def _closed(server) -> None:
    server.close()
    await server.wait_closed()
