"""An online match, as the statistics keep it (the same record as an offline match)."""

from __future__ import annotations

from datetime import datetime, timezone

from diloti_qt.engine.notation import parse_rules
from diloti_qt.engine.scoring import SidePoints
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
    table_rules = parse_rules(rules)
    levels = {i: s["level"] for i, s in enumerate(seats) if s["kind"] == "computer"}
    results = []
    for dealer, end in rounds:
        sides = tuple(SidePoints.from_json(side) for side in end["breakdown"])
        results.append(RoundResult(dealer, tuple(end["points"]),
                                   tuple(side.xeris for side in sides), tuple(end["scores"]),
                                   tuple(side.as_json() for side in sides)))
    last = rounds[-1][1]
    return FinishedMatch(
        played_at=datetime.now(timezone.utc), rules=rules,
        level=opponent_level(levels, seat, table_rules), players=players,
        human_side=table_rules.side_of(seat), winner_side=last["winner"],
        final_scores=tuple(last["scores"]), rounds=tuple(results), seed=None,
        partner=partner_level(levels, seat, table_rules),
    )
