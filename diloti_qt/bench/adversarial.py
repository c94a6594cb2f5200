"""Worst cases of the engine and the computer players on adversarial tables (issue 17).

Tables no real round reaches but a file or a player can hold: many small loose cards
(tens of thousands of legal moves) and very large families. For each, the time to read
the position, to stream every legal outcome (`engine legal`), to answer a `check`, and
each level's time to choose a move against its budget.
"""

from __future__ import annotations

import io
import json
import random
import time

SMALL = ["AS", "AH", "AD", "AC", "2S", "2H", "2D", "2C", "3S", "3H", "3D", "3C", "4S", "4H"]
# Twelve pairs worth ten (A+9, 2+8, 3+7 in every suit): a legal family of 24 cards.
PAIRS = [r + s for a, b in (("A", "9"), ("2", "8"), ("3", "7")) for s in "SHDC" for r in (a, b)]
# 25 cards worth 150 that cannot be split into tens.
NO_SPLIT = ["AS", "AH", "2S", "2H", "3S", "4S", "4H", "4D", "5S", "5H", "5D", "5C", "6S",
            "7S", "7H", "8S", "8H", "8D", "8C", "9S", "9H", "9D", "10S", "10H", "10D"]
LEVELS = ("random", "easy", "medium", "hard", "expert")


def _position(hand: str, table: list, other: str = "KC") -> dict:
    return {"format": "diloti-position/1", "rules": "pagat-2p", "dealer": 1, "to_move": 0,
            "hands": [hand.split(), other.split()], "table": table}


def _family(cards: list[str]) -> dict:
    return {"value": 10, "owner": 1, "kind": "family", "cards": cards}


def positions() -> dict[str, dict]:
    """Name -> position document; the last three are malformed (read and refused)."""
    return {
        "12 small loose cards": _position("4D 5S 6S 7S 8S 10S", SMALL[:12]),
        "14 small loose cards": _position("5S 6S 7S 8S 9S 10S", SMALL),
        "14 small loose cards, small hand": _position("4D 4C 5S 5H 10S 10H", SMALL),
        "24-card family of ten": _position("10S 10H 5S 5H 6D 4D", ["6S", _family(PAIRS)],
                                           other="10D"),
        "25 cards that cannot split": _position("JS", [_family(NO_SPLIT)]),
        "31 duplicate aces": _position("JS", [_family(["AS"] * 31)]),
    }


class _Counter(io.TextIOBase):
    def __init__(self) -> None:
        self.chars = 0

    def write(self, s: str) -> int:
        self.chars += len(s)
        return len(s)


def engine_figures() -> list[dict]:
    """Per table: seconds to read it (or be refused), to stream `legal`, outcomes, bytes."""
    from diloti_qt.engine import NotationError, iter_legal_moves, parse_position
    from diloti_qt.engine.cli import main as engine_main

    rows = []
    for name, doc in positions().items():
        t0 = time.perf_counter()
        try:
            state = parse_position(doc)
        except NotationError as e:
            rows.append({"table": name, "read_s": time.perf_counter() - t0,
                         "refused": str(e)})
            continue
        read = time.perf_counter() - t0
        sink = _Counter()
        t0 = time.perf_counter()
        # Every outcome, as issue 17 measured it (past the default limit of the command).
        engine_main(["legal", "-", "--limit", "1000000"], io.StringIO(json.dumps(doc)), sink,
                    io.StringIO())
        legal = time.perf_counter() - t0
        first = time.perf_counter()
        next(iter_legal_moves(state), None)
        first = time.perf_counter() - first
        rows.append({"table": name, "read_s": read, "legal_s": legal, "first_move_s": first,
                     "outcomes": sum(1 for _ in iter_legal_moves(state)),
                     "bytes": sink.chars})
    return rows


def ai_figures(budget: float = 0.2, levels=LEVELS) -> list[dict]:
    """Per level, its worst time to choose (wall clock and CPU of this process; Expert's
    halves run in its worker processes) over the tables that have a move, for `budget`."""
    from diloti_qt.ai import make_player
    from diloti_qt.engine import NotationError, PlayerView, parse_position

    tables = {}
    for name, doc in positions().items():
        try:
            tables[name] = parse_position(doc)
        except NotationError:
            pass
    rows = []
    for level in levels:
        player = make_player(level, reproducible=True)
        if hasattr(player, "prepare"):
            player.prepare()
        worst = {"level": level, "budget_s": budget, "wall_s": 0.0, "cpu_s": 0.0, "table": ""}
        for name, state in tables.items():
            view = PlayerView.of(state, state.to_move)
            t0, c0 = time.perf_counter(), time.process_time()
            player.choose(view, random.Random(0), budget)
            wall, cpu = time.perf_counter() - t0, time.process_time() - c0
            if wall > worst["wall_s"]:
                worst.update(wall_s=wall, cpu_s=cpu, table=name)
        rows.append(worst)
    return rows


def report(budget: float = 0.2) -> None:
    print("adversarial tables (issue 17): read, stream every legal outcome, first move")
    rows = engine_figures()
    for r in rows:
        if "refused" in r:
            print(f"  {r['table']:<34} refused in {r['read_s'] * 1e3:7.1f} ms "
                  f"({r['refused'][:60]})")
        else:
            print(f"  {r['table']:<34} read {r['read_s'] * 1e3:6.1f} ms, legal "
                  f"{r['legal_s']:6.2f} s for {r['outcomes']:,} outcomes "
                  f"({r['bytes'] / 1e6:.1f} MB), first move {r['first_move_s'] * 1e3:.2f} ms")
    worst = max((r for r in rows if "legal_s" in r), key=lambda r: r["legal_s"])
    print(f"  worst: legal on {worst['table']!r}: {worst['legal_s']:.2f} s")
    print(f"computer players on those tables, budget {budget * 1e3:.0f} ms "
          "(worst wall clock [CPU of this process])")
    for r in ai_figures(budget):
        print(f"  {r['level']:<8} {r['wall_s'] * 1e3:7.1f} ms [{r['cpu_s'] * 1e3:7.1f}] = "
              f"{r['wall_s'] / budget:4.2f} x budget, on {r['table']!r}")
