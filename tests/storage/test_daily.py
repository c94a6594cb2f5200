"""The deal of the day kept from the match history (issue 41): which finished match counts for
a day, the first one only, and the line to share."""

from __future__ import annotations

import datetime

from diloti_qt.engine import Rules
from diloti_qt.engine.deals import deal_of_the_day
from diloti_qt.storage.daily import DAILY_LEVEL, counts_for, daily_rules, day_results
from diloti_qt.storage.history import FinishedMatch, MatchHistory, RoundResult

DAY = datetime.date(2026, 12, 7)


def at(day: datetime.date, hour: int) -> datetime.datetime:
    """A moment of that day where the player is (local time)."""
    return datetime.datetime(day.year, day.month, day.day, hour).astimezone()


def finished(day: datetime.date, scores=(61, 40), hour: int = 12, seed: int | None = None,
             level: str = DAILY_LEVEL, rules: Rules | None = None,
             human_side: int = 0) -> FinishedMatch:
    rounds = (RoundResult(0, scores, (0, 0), scores, ({"total": scores[0]},
                                                     {"total": scores[1]})),)
    winner = 0 if scores[0] >= scores[1] else 1
    return FinishedMatch(at(day, hour), (rules or daily_rules()).to_json(), level, 2,
                         human_side, winner, scores, rounds,
                         seed=deal_of_the_day(day) if seed is None else seed)


def history(tmp_path, *matches: FinishedMatch) -> MatchHistory:
    h, _ = MatchHistory.open(tmp_path / "history.sqlite3")
    for m in matches:
        h.add(m)
    return h


def test_only_the_days_deal_as_stated_counts():
    assert counts_for(finished(DAY), DAY)
    assert counts_for(finished(DAY + datetime.timedelta(days=1), hour=0, seed=deal_of_the_day(
        DAY)), DAY)  # begun before midnight
    assert not counts_for(finished(DAY, seed=deal_of_the_day(DAY) + 1), DAY)
    assert not counts_for(finished(DAY, level="easy"), DAY)
    assert not counts_for(finished(DAY, rules=Rules.make("pagat-2p", {"V-TARGET": 31})), DAY)
    assert not counts_for(finished(DAY - datetime.timedelta(days=1), seed=deal_of_the_day(DAY)),
                          DAY)  # played from its number the day before it was the day's


def test_the_first_result_of_a_day_is_kept_and_shared(tmp_path):
    yesterday = DAY - datetime.timedelta(days=1)
    h = history(tmp_path,
                finished(DAY, (61, 43), hour=9),
                finished(DAY, (12, 61), hour=10),  # played again: practice
                finished(yesterday, (30, 61), hour=20, human_side=1),
                finished(DAY, (61, 0), hour=8, level="easy"))  # not as stated
    days = day_results(h, DAY, days=3)
    assert [d.day for d in days] == [DAY, yesterday, DAY - datetime.timedelta(days=2)]
    assert [d.number for d in days] == [deal_of_the_day(d.day) for d in days]
    assert days[0].scores == (61, 43) and days[0].match.won
    assert days[0].share() == f"Diloti 2026-12-07: 61–43 against Expert, deal {days[0].number}"
    assert days[0].share("el").startswith("Δηλωτή 2026-12-07: 61–43 με αντίπαλο Μάστορας")
    assert days[1].scores == (61, 30) and days[1].match.won  # the player sat at side 1
    assert days[2].match is None and days[2].scores is None and days[2].share() == ""
    h.close()
