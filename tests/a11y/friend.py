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
from diloti_qt.net.mirror import HeardKind, TableMirror

THINK_S = 0.1  # before each move: the table's host sees one move land at a time


async def sit_and_play(invitation: str, name: str) -> None:
    url, room = parse_invite(invitation)
    player, rng = make_player("easy"), random.Random(1)
    async with connect(url) as ws:
        await ws.send(json.dumps({"type": "join", "v": VERSION, "room": room, "name": name}))
        table = TableMirror()  # what the seat knows, as the server tells it
        played_at = None  # the position (seq) a move was sent for
        async for raw in ws:
            msg = decode_server(raw)
            heard = table.absorb(msg)
            if heard.kind is HeardKind.WELCOME:
                await ws.send(json.dumps({"type": "ready", "ready": True}))
            elif heard.kind is HeardKind.SYNC:
                await ws.send(json.dumps({"type": "sync"}))
            if heard.kind not in (HeardKind.VIEW, HeardKind.MOVE, HeardKind.DEAL):
                continue
            if table.my_turn and played_at != table.seq:
                played_at = table.seq
                await asyncio.sleep(THINK_S)
                move = player.choose(table.view, rng, None)
                await ws.send(json.dumps({"type": "move", "move": move_json(move)}))


if __name__ == "__main__":
    print("joining", flush=True)
    asyncio.run(sit_and_play(sys.argv[1], sys.argv[2]))
