"""Tables at a game server for the screen-reader tests, kept by players through the protocol
alone (no app):

    python -m tests.a11y.tables ws://HOST:PORT

- A four-player table (partners: seats 0 and 2) that Anna hosts, with an Easy computer at
  seats 1 and 3 and seat 2 left for a friend to join; Anna starts the match once that
  friend says ready, says «good luck» when the cards are dealt and plays as an Easy
  computer would. It prints `guest INVITATION`, and `heard SEAT WORDS` for each line said
  at it (WORDS: a quick phrase's id or the text).
- A two-player table that Eleni hosts and Nikos joins, watchers allowed; it prints
  `watch INVITATION` once Nikos is ready, and Eleni starts the match when told: a line
  `start` on stdin.
  Each plays one move and then holds, so the table stays still while the watcher reads it;
  each prints `hand SEAT CARDS` (NOTATION, space-separated) as its hand changes.

It runs until it is ended (or the server goes).
"""

from __future__ import annotations

import asyncio
import json
import random
import sys

from websockets.asyncio.client import connect

from diloti_qt.ai import make_player
from diloti_qt.engine import move_json
from diloti_qt.engine.cards import card_name
from diloti_qt.net.invite import make_invite
from diloti_qt.net.mirror import TableMirror
from diloti_qt.net.protocol import VERSION, decode_server

GUEST_SEAT = 2
THINK_S = 0.15  # before each move: the guest hears one move at a time


def say(line: str) -> None:
    print(line, flush=True)


class Player:
    """One seat through the protocol: plays as an Easy computer would on its turns, at
    most `moves` times (None: always)."""

    def __init__(self, ws, moves: int | None = None, show_hand: bool = False) -> None:
        self.ws = ws
        self.moves_left = moves
        self.show_hand = show_hand
        self.player, self.rng = make_player("easy"), random.Random(1)
        self.table = TableMirror()  # what this seat knows, as the app's client keeps it
        self.played_at = None  # the position (seq) a move was sent for
        self.hand: list[str] | None = None

    @property
    def seat(self) -> int | None:
        return self.table.seat

    async def send(self, **msg) -> None:
        await self.ws.send(json.dumps(msg))

    async def heard(self, msg: dict) -> None:
        """Play on this seat's turn; say its hand when it changed."""
        self.table.absorb(msg)
        view = self.table.view
        if msg["type"] not in ("view", "update", "deal") or view is None:
            return
        hand = [card_name(c) for c in view.hand]
        if self.show_hand and hand != self.hand:
            say(f"hand {self.seat} {' '.join(hand)}")
        self.hand = hand
        if self.table.my_turn and self.played_at != self.table.seq and self.moves_left != 0:
            self.played_at = self.table.seq
            if self.moves_left is not None:
                self.moves_left -= 1
            await asyncio.sleep(THINK_S)
            move = self.player.choose(view, self.rng, None)
            await self.send(type="move", move=move_json(move))


async def messages(ws):
    async for raw in ws:
        yield decode_server(raw)


async def guest_table(server: str) -> None:
    """Anna's four-player table: she starts when the friend at seat 2 is ready."""
    async with connect(server) as ws:
        anna = Player(ws)
        await anna.send(type="create", v=VERSION, name="Anna",
                        rules={"profile": "partnership-4p", "variants": {}},
                        seats=["friend", "easy", "friend", "easy"], stand_in="easy")
        started = greeted = False
        async for msg in messages(ws):
            kind = msg["type"]
            if kind == "welcome":
                say(f"guest {make_invite(server, msg['room'])}")
            if kind == "lobby" and msg["phase"] == "lobby" and not started:
                friend = msg["seats"][GUEST_SEAT]
                if friend["name"] and friend["ready"] and friend["connected"]:
                    started = True
                    await anna.send(type="start")
            if kind == "said":
                say(f"heard {msg['seat']} {msg.get('phrase') or msg.get('text')}")
            if kind == "view" and not greeted:
                greeted = True
                await anna.send(type="say", phrase="good-luck")
            await anna.heard(msg)


async def watched_table(server: str) -> None:
    """Eleni and Nikos at a two-player table anyone may watch; one move each, then still."""
    async with connect(server) as host:
        eleni = Player(host, moves=1, show_hand=True)
        await eleni.send(type="create", v=VERSION, name="Eleni",
                         rules={"profile": "pagat-2p", "variants": {}},
                         seats=["friend", "friend"], stand_in="easy")
        await eleni.send(type="watchers", allow=True)
        nikos_task = starting = None
        invited = False
        async for msg in messages(host):
            kind = msg["type"]
            if kind == "welcome":
                room = msg["room"]
                nikos_task = asyncio.ensure_future(_nikos(server, room))
            if kind == "lobby" and msg["phase"] == "lobby":
                nikos = msg["seats"][1]
                if nikos["name"] and nikos["ready"] and msg["watch"] and not invited:
                    invited = True
                    say(f"watch {make_invite(server, room)}")
                    starting = asyncio.ensure_future(_start_when_told(eleni))
            await eleni.heard(msg)
        for task in (nikos_task, starting):
            if task is not None:
                task.cancel()


async def _start_when_told(eleni: Player) -> None:
    """The match starts when a line "start" comes on stdin (the watcher has read the
    lobby by then)."""
    loop = asyncio.get_running_loop()
    while (await loop.run_in_executor(None, sys.stdin.readline)).strip() != "start":
        pass
    await eleni.send(type="start")


async def _nikos(server: str, room: str) -> None:
    async with connect(server) as ws:
        nikos = Player(ws, moves=1, show_hand=True)
        await nikos.send(type="join", v=VERSION, room=room, name="Nikos")
        async for msg in messages(ws):
            if msg["type"] == "welcome":
                await nikos.send(type="ready", ready=True)
            await nikos.heard(msg)


async def main(server: str) -> None:
    await asyncio.gather(guest_table(server), watched_table(server))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
