"""A bot that plays a whole match at a diloti-qt-server through the protocol alone.

    python examples/bot_client.py --server ws://127.0.0.1:8765 [--level easy] [--seed 1]

It opens a table with one computer seat (the server's, of --opponent's level), plays the
other seat with one of the game's own computer players (--level), finishes the match,
prints the final score and exits 0. Everything it knows comes from the server's messages
(docs/PROTOCOL.md), kept by the game's TableMirror: the `view` it is sent is read back with
the engine's position parser, what each move did with the engine's outcome reader, and an
update it cannot read makes it ask for its whole view again (`sync`). Its moves are sent as
NOTATION's move JSON. Exit status 1 when the server refuses or the connection ends before
the match does.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys

from websockets.asyncio.client import connect

from diloti_qt.ai import make_player
from diloti_qt.engine import move_json
from diloti_qt.net.mirror import HeardKind, TableMirror
from diloti_qt.net.protocol import PROTOCOL, ROBOT_LEVELS, VERSION, decode_server


def arguments(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--server", required=True, help="the server's address, ws://HOST:PORT")
    p.add_argument("--level", default="easy", choices=ROBOT_LEVELS,
                   help="the level this bot plays at (default easy)")
    p.add_argument("--opponent", default="easy", choices=ROBOT_LEVELS,
                   help="the level of the server's computer seat (default easy)")
    p.add_argument("--profile", default="pagat-2p", help="rules profile (two players)")
    p.add_argument("--seed", type=int, default=1, help="the bot's random seed")
    p.add_argument("--name", default="Bot", help="the bot's name at the table")
    p.add_argument("--pace", type=float, default=10.0,
                   help="messages a second at most (default 10; the server allows 20)")
    return p.parse_args(argv)


async def play(args: argparse.Namespace) -> tuple[list[int], int]:
    """The final scores and the winning side."""
    player, rng = make_player(args.level), random.Random(args.seed)
    async with connect(args.server, subprotocols=None, max_size=1 << 20) as ws:
        gap, last = 1.0 / args.pace, [0.0]
        loop = asyncio.get_running_loop()

        async def send(doc: dict) -> None:
            # A server limits messages per second per connection (20 by default): a bot
            # that answers at once would be refused, so it keeps to its own pace.
            wait = last[0] + gap - loop.time()
            if wait > 0:
                await asyncio.sleep(wait)
            last[0] = loop.time()
            await ws.send(json.dumps(doc))

        await send({"type": "create", "v": VERSION, "name": args.name,
                    "rules": {"profile": args.profile}, "seats": ["friend", args.opponent]})
        answered: int | None = None  # the last position (seq) a move was sent for
        table = TableMirror()
        async for raw in ws:
            msg = decode_server(raw)  # a server is a stranger too: validated first
            heard = table.absorb(msg)  # and what the engine reads, read by the engine
            if heard.kind is HeardKind.ERROR:
                if msg["code"] == "illegal":  # choose again at the same position
                    answered = None
                    continue
                raise RuntimeError(f"refused: {msg['code']}: {msg['message']}")
            if heard.kind is HeardKind.SYNC:  # an update it could not read
                await send({"type": "sync"})
                continue
            if heard.kind is HeardKind.WELCOME:
                print(f"{PROTOCOL}: table {table.room}, seat {table.seat + 1}", flush=True)
                await send({"type": "start"})
                continue
            end = heard.outcome.end if heard.kind is HeardKind.MOVE else None
            if end is not None:
                print(f"round over: {end.totals[0]}-{end.totals[1]}, "
                      f"match {end.scores[0]}-{end.scores[1]}", flush=True)
                if end.winner is not None:
                    return list(end.scores), end.winner
                await send({"type": "ready", "ready": True})
                continue
            if table.my_turn and answered != table.seq:
                answered = table.seq
                move = player.choose(table.view, rng, None)
                await send({"type": "move", "move": move_json(move)})
    raise RuntimeError("the server closed the connection before the match ended")


def main(argv: list[str] | None = None) -> int:
    args = arguments(argv)
    try:
        scores, winner = asyncio.run(play(args))
    except (OSError, RuntimeError, ValueError) as e:
        print(f"bot_client: {e}", file=sys.stderr)
        return 1
    side = "the bot's" if winner == 0 else "the server computer's"
    print(f"final score {scores[0]}-{scores[1]}: {side} side wins")
    return 0


if __name__ == "__main__":
    sys.exit(main())
