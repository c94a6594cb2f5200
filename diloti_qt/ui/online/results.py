"""An online match, as the statistics keep it (the same record as an offline match), and
its match record as the Matches list keeps it."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from datetime import datetime, timezone

from diloti_qt.engine.record import MatchRecord, Player
from diloti_qt.engine.scoring import XERI_POINTS
from diloti_qt.storage.history import (
    FinishedMatch,
    RoundResult,
    opponent_level,
    partner_level,
)


def online_finished_match(rules: dict, seats: list[dict], seat: int,
                          rounds: list[tuple[int, dict]]) -> FinishedMatch:
    """`rounds`: (dealer, round_end message part) of every round, the last one won.
    Friends count as the level "human"; computers by their level."""
    if not rounds or rounds[-1][1]["winner"] is None:
        raise ValueError("only a finished match goes into the history")
    players = len(seats)
    levels = {i: s["level"] for i, s in enumerate(seats) if s["kind"] == "computer"}
    results = tuple(
        RoundResult(dealer, tuple(end["points"]),
                    tuple(side["xeris"] // XERI_POINTS for side in end["breakdown"]),
                    tuple(end["scores"]), tuple(dict(side) for side in end["breakdown"]))
        for dealer, end in rounds)
    last = rounds[-1][1]
    return FinishedMatch(
        played_at=datetime.now(timezone.utc), rules=rules,
        level=opponent_level(levels, seat, players), players=players,
        human_side=seat % 2, winner_side=last["winner"], final_scores=tuple(last["scores"]),
        rounds=results, seed=None, partner=partner_level(levels, seat, players),
    )


def online_record(record: MatchRecord, seat_name: Callable[[int], str],
                  played_at: str | None) -> MatchRecord:
    """The server's record of a table with friends as this app keeps it: a computer named
    as the table named it (`seat_name`), and the time the statistics have for the match
    (so the Matches list finds its record); the moves are not touched."""
    players = tuple(Player(seat_name(s)[:60] or p.name, p.level) if p.level is not None
                    else p for s, p in enumerate(record.players))
    return dataclasses.replace(record, players=players,
                               played_at=played_at or record.played_at)
