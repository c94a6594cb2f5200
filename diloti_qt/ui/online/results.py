"""An online match, as the statistics keep it (the same record as an offline match), and
its match record as the Matches list keeps it."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from datetime import datetime, timezone

from diloti_qt.engine import RoundRecord, Rules
from diloti_qt.engine.record import MatchRecord, Player
from diloti_qt.net.mirror import SeatInfo
from diloti_qt.storage.history import (
    FinishedMatch,
    RoundResult,
    opponent_level,
    partner_level,
)


def online_finished_match(rules: Rules, seats: Sequence[SeatInfo], seat: int,
                          rounds: Sequence[RoundRecord], winner: int | None) -> FinishedMatch:
    """The match `seat` played at a table of `seats`: its finished `rounds` (their points
    per side, from the engine's outcomes) and the side that won it. Friends count as the
    level "human"; computers by their level."""
    if not rounds or winner is None:
        raise ValueError("only a finished match goes into the history")
    levels = {i: s.level for i, s in enumerate(seats) if s.computer}
    results = tuple(
        RoundResult(r.dealer, tuple(r.points), tuple(side.xeris for side in r.breakdown),
                    tuple(r.scores_after), tuple(side.as_json() for side in r.breakdown))
        for r in rounds)
    return FinishedMatch(
        played_at=datetime.now(timezone.utc), rules=rules.to_json(),
        level=opponent_level(levels, seat, rules), players=rules.players,
        human_side=rules.side_of(seat), winner_side=winner,
        final_scores=tuple(rounds[-1].scores_after), rounds=results, seed=None,
        partner=partner_level(levels, seat, rules),
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
