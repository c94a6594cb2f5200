"""The deal of the day as the player keeps it: the stated rules and level, and which finished
match counts for each day, read from the match history (nothing is stored apart: one place
per fact)."""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from diloti_qt.engine import Rules
from diloti_qt.engine.deals import deal_of_the_day, share_line

from .history import FinishedMatch, MatchHistory

# Everyone plays the day's deal with the same rules, against the same computer, so that
# the shared lines compare: the classic two-player game to 61, against the Expert.
DAILY_PROFILE = "pagat-2p"
DAILY_TARGET = 61
DAILY_LEVEL = "expert"
DAYS_SHOWN = 14


def daily_rules() -> Rules:
    return Rules.make(DAILY_PROFILE, {"V-TARGET": DAILY_TARGET})


@dataclass(frozen=True)
class DayResult:
    """A day, its deal number, and the match that counts for it (None: not played)."""

    day: datetime.date
    number: int
    match: FinishedMatch | None = None

    @property
    def scores(self) -> tuple[int, int] | None:
        """(the player's points, the computer's), once played."""
        if self.match is None:
            return None
        mine = self.match.final_scores[self.match.human_side]
        return mine, self.match.final_scores[1 - self.match.human_side]

    def share(self, language: str = "en") -> str:
        """The line to share ("" before it is played)."""
        scores = self.scores
        if scores is None:
            return ""
        return share_line(self.day, *scores, DAILY_LEVEL, language)


def local_day(moment: datetime.datetime) -> datetime.date:
    """The calendar day a moment falls on where the player is."""
    if moment.tzinfo is not None:
        moment = moment.astimezone()
    return moment.date()


def counts_for(match: FinishedMatch, day: datetime.date) -> bool:
    """Whether a finished match is that day's deal played as stated: the day's number, the
    stated rules and level, two players, in the app (not real cards), finished that day or
    the next (a match begun before midnight)."""
    stated = daily_rules().to_json()
    return (match.seed == deal_of_the_day(day) and match.players == 2
            and not match.real_cards and match.level == DAILY_LEVEL
            and dict(match.rules) == stated
            and local_day(match.played_at) in (day, day + datetime.timedelta(days=1)))


def day_results(history: MatchHistory, today: datetime.date,
                days: int = DAYS_SHOWN) -> list[DayResult]:
    """The last `days` days, today first, each with the first match that counts for it
    (later ones are practice: the first result is the one kept). One query for all the
    days' numbers: a scan of the history's matches."""
    wanted = [today - datetime.timedelta(days=i) for i in range(days)]
    numbers = {day: deal_of_the_day(day) for day in wanted}
    played = history.with_seeds(numbers.values())
    results = []
    for day in wanted:
        first = next((m for m in played if counts_for(m, day)), None)
        results.append(DayResult(day, numbers[day], first))
    return results
