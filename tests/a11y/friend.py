"""A friend at the table for the screen-reader tests, through the protocol alone: joins the
table an invitation names, says it is ready, and on each of its turns plays what an Easy
computer would, until the connection ends.

    python -m tests.a11y.friend INVITATION NAME
"""

from __future__ import annotations

import asyncio
import json
import random
import sys

from websockets.asyncio.client import connect

from diloti_qt.ai import make_player
from diloti_qt.engine import move_json
from diloti_qt.net.invite import parse_invite
from diloti_qt.net.protocol import VERSION, decode_server
from diloti_qt.net.wire import read_move, read_view

THINK_S = 0.1  # before each move: the table's host sees one move land at a time


async def sit_and_play(invitation: str, name: str) -> None:
    url, room = parse_invite(invitation)
    player, rng = make_player("easy"), random.Random(1)
    async with connect(url) as ws:
        await ws.send(json.dumps({"type": "join", "v": VERSION, "room": room, "name": name}))
        moves: list = []  # this round's, as the updates tell them
        played_at = None  # the position (seq) a move was sent for
        async for raw in ws:
            msg = decode_server(raw)
            kind = msg["type"]
            if kind == "welcome":
                await ws.send(json.dumps({"type": "ready", "ready": True}))
            if kind == "update":
                moves.append((msg["seat"], read_move(msg["move"], msg["kind"])))
            if kind == "deal":
                moves = []
            if kind not in ("view", "update", "deal"):
                continue
            view = read_view(msg["view"], tuple(moves))
            moves = list(view.history)
            if view.to_move == view.seat and not view.round_over and played_at != msg["seq"]:
                played_at = msg["seq"]
                await asyncio.sleep(THINK_S)
                move = player.choose(view, rng, None)
                await ws.send(json.dumps({"type": "move", "move": move_json(move)}))


if __name__ == "__main__":
    print("joining", flush=True)
    asyncio.run(sit_and_play(sys.argv[1], sys.argv[2]))
