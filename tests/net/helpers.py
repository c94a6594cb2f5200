"""Shared set-up for the game service's tests: a server on 127.0.0.1, seated clients,
fast computer-like choosers, and the no-leak check."""

from __future__ import annotations

import asyncio
import dataclasses
import random
import re
from contextlib import asynccontextmanager

from diloti_qt.engine import Decl, PlayerView
from diloti_qt.engine.cards import NAMES, pretty
from diloti_qt.net.client import Client
from diloti_qt.net.server import GameServer, ServerConfig

FAST = {"rate": 10_000.0, "burst": 10_000.0, "robot_mode": "thread"}


@asynccontextmanager
async def running(**overrides):
    config = ServerConfig(**{**FAST, **overrides})
    server = GameServer(config)
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


def url(server: GameServer) -> str:
    return f"ws://127.0.0.1:{server.port}"


async def seated_table(server: GameServer, rules, seats: list[str], friends: int,
                       stand_in: str = "easy") -> list[Client]:
    """A started table: the host plus `friends - 1` joined, ready clients."""
    host = await Client.connect(url(server))
    welcome = await host.create("Host", rules, seats, stand_in=stand_in)
    clients = [host]
    for i in range(1, friends):
        c = await Client.connect(url(server))
        await c.join(welcome["room"], f"Friend {i}")
        await c.ready()
        clients.append(c)
    for c in clients[1:]:
        await host.until(lambda m, c=c: m["type"] == "lobby"
                         and m["seats"][c.seat]["ready"])
    await host.start()
    for c in clients:
        await c.next("view")
    return clients


def chooser(seed: int):
    rng = random.Random(seed)
    return lambda view: rng.choice(sorted(view.legal_moves()))


CARD_TOKEN = re.compile(r'"((?:10|[2-9AJQK])[SHDC])"')


class LeakWatch:
    """Server observer: for every message sent to a seat, the cards it must not hold
    (other hands and the stock at that moment) are checked against its text; a watcher
    (no seat: -1) must hold no hand's card at all. `sent` is keyed (room, seat) for a seat
    and (room, "watcher", id) for a watcher."""

    def __init__(self, server: GameServer) -> None:
        self.sent: dict[tuple, list[str]] = {}
        self.leaks: list[str] = []
        self.checked = 0
        self.checked_watching = 0
        server.observer = self.see

    def see(self, session, text: str) -> None:
        table = session.table
        if table is None:
            return
        key = ((table.room, session.seat) if session.watcher is None
               else (table.room, "watcher", session.watcher))
        self.sent.setdefault(key, []).append(text)
        if table.match is None:
            return
        if session.watcher is not None:
            self.checked_watching += 1
        state = table.match.state
        hidden = set(state.stock)
        for seat, hand in enumerate(state.hands):
            if seat != session.seat:
                hidden.update(hand)
        named = set(CARD_TOKEN.findall(text))
        self.checked += 1
        for card in hidden:
            if NAMES[card] in named or pretty(card) in text:
                self.leaks.append(f"seat {session.seat} was sent {NAMES[card]}: {text[:200]}")


def record(client: Client) -> list[str]:
    """Every raw message the client receives from now on."""
    got: list[str] = []
    client.on_message = lambda msg, raw: got.append(raw)
    return got


def run(coro, timeout: float = 60.0):
    return asyncio.run(asyncio.wait_for(coro, timeout))


def canonical(view: PlayerView) -> PlayerView:
    """`view` with its table in the notation's canonical order (NOTATION.md: loose cards in
    card order, then the declarations by value, owner and cards), the order a view sent
    over the wire has; the engine keeps its declarations in the order it made them."""
    return dataclasses.replace(view, loose=tuple(sorted(view.loose)),
                               decls=tuple(sorted(view.decls, key=Decl.sort_key)))
