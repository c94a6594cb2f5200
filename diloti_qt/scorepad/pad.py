"""A score pad: the rounds of a match played with real cards, scored by the engine's rules.

Everything a round is worth comes from diloti_qt.engine.scoring (R36 per side, R40/R43 per
team, R37 totals, R38 winner and tie) and who deals from diloti_qt.engine.match (R4, R41);
this module only keeps what was typed and walks the rounds in order.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from enum import Enum

from diloti_qt.engine.cards import DECK_SIZE
from diloti_qt.engine.match import next_dealer
from diloti_qt.engine.rules import Rules
from diloti_qt.engine.scoring import (
    Tally,
    TallyProblem,
    match_winner,
    tally_breakdown,
    tally_majority,
    tally_problems,
)

MAX_NAME = 40


class CardsMode(str, Enum):
    """How the cards were counted at the end of a round."""

    COUNTED = "counted"  # both piles counted
    MORE = "more"  # only who had more is known
    EVEN = "even"  # 26 each: nobody gets the 4 (R36)


@dataclass(frozen=True)
class SideEntry:
    """What one side (a player, or a team: R40) took, as typed: the card count (COUNTED
    only), aces, whether it took the 10♦ and the 2♣, and its xeris."""

    cards: int = 0
    aces: int = 0
    ten_diamonds: bool = False
    two_clubs: bool = False
    xeris: int = 0


@dataclass(frozen=True)
class RoundEntry:
    """One round as typed on the pad; `more` is the side that had more cards (MORE only)."""

    mode: CardsMode = CardsMode.COUNTED
    sides: tuple[SideEntry, SideEntry] = (SideEntry(), SideEntry())
    more: int | None = None

    def tallies(self) -> list[Tally]:
        """The engine's tallies: cards as counted, 26 each, or not counted."""
        out = []
        for s in self.sides:
            if self.mode is CardsMode.COUNTED:
                cards: int | None = s.cards
            elif self.mode is CardsMode.EVEN:
                cards = DECK_SIZE // len(self.sides)
            else:
                cards = None
            out.append(Tally(cards, s.aces, int(s.ten_diamonds), int(s.two_clubs), s.xeris))
        return out

    def said_more(self) -> int | None:
        return self.more if self.mode is CardsMode.MORE else None

    def problems(self) -> list[TallyProblem]:
        """Why these counts cannot be one round of one deck (the engine's checks, R1, R36)."""
        return tally_problems(self.tallies(), self.said_more())

    def breakdown(self, rules: Rules) -> list[dict]:
        """Each side's points row by row, as the engine scores them (R36, R43)."""
        tallies = self.tallies()
        return tally_breakdown(rules, tallies, tally_majority(tallies, self.said_more()))

    def with_side(self, side: int, **changes) -> RoundEntry:
        sides = list(self.sides)
        sides[side] = replace(sides[side], **changes)
        return replace(self, sides=(sides[0], sides[1]))


@dataclass(frozen=True)
class ScoredRound:
    """A round on the sheet: its number (1 …), dealer seat, entry, breakdown, points and the
    running totals after it (R37)."""

    number: int
    dealer: int
    entry: RoundEntry
    breakdown: list[dict]
    points: tuple[int, int]
    totals: tuple[int, int]


class PadError(ValueError):
    """An entry the pad refuses; `problems` say why (the engine's TallyProblem codes, and
    `over`: the match is already won, `ends-early`: with this correction the match would be
    won after round `value` by side `side` while later rounds were played, `no-round`)."""

    def __init__(self, problems: list[TallyProblem]) -> None:
        super().__init__(", ".join(p.code for p in problems))
        self.problems = problems


@dataclass
class ScorePad:
    """The pad of one match. Seats are in playing order (the next seat sits on the right,
    R41); with four players seats 0 and 2 are one team, 1 and 3 the other (R40). Seat 0 is
    the person keeping the pad (their side is "you" in the statistics)."""

    rules: Rules
    players: tuple[str, ...]
    first_dealer: int = 0
    rounds: list[RoundEntry] = field(default_factory=list)
    id: str = field(default_factory=lambda: uuid.uuid4().hex)
    started_at: datetime = field(
        default_factory=lambda: datetime.now(timezone.utc).replace(microsecond=0))
    draft: RoundEntry = field(default_factory=RoundEntry)  # the entry being typed
    correcting: int | None = None  # the index of the round the draft corrects

    def __post_init__(self) -> None:
        if len(self.players) != self.rules.players:
            raise ValueError(f"{self.rules.players} player names, not {len(self.players)}")
        if not 0 <= self.first_dealer < self.rules.players:
            raise ValueError(f"no seat {self.first_dealer} to deal first")

    # -- reading ------------------------------------------------------------------------------
    @property
    def target(self) -> int:
        return self.rules.target

    def side_names(self) -> tuple[str, str]:
        """The players with two; "A & C" and "B & D" with four (R40: partners opposite)."""
        if self.rules.players == 2:
            return self.players[0], self.players[1]
        p = self.players
        return f"{p[0]} & {p[2]}", f"{p[1]} & {p[3]}"

    def dealer_of(self, index: int) -> int:
        """The seat that deals round `index` (0 for the first): it passes on (R4, R41)."""
        dealer = self.first_dealer
        for _ in range(index):
            dealer = next_dealer(self.rules, dealer)
        return dealer

    def sheet(self) -> list[ScoredRound]:
        """Every round with its points and running totals (R36, R37)."""
        return _walk(self.rules, self.first_dealer, self.rounds)

    @property
    def totals(self) -> tuple[int, int]:
        sheet = self.sheet()
        return sheet[-1].totals if sheet else (0, 0)

    @property
    def winner(self) -> int | None:
        """R38 after the last round: the side that won, or None while the match goes on."""
        return match_winner(self.totals, self.target) if self.rounds else None

    @property
    def over(self) -> bool:
        return self.winner is not None

    def next_dealer(self) -> int | None:
        """The seat that deals the next round; None once the match is won."""
        return None if self.over else self.dealer_of(len(self.rounds))

    def preview(self, entry: RoundEntry) -> ScoredRound:
        """What `entry` would score as the next round (or as the round it corrects)."""
        index = len(self.rounds) if self.correcting is None else self.correcting
        rounds = self.rounds[:index] + [entry]
        return _walk(self.rules, self.first_dealer, rounds)[-1]

    # -- changing -----------------------------------------------------------------------------
    def add_round(self, entry: RoundEntry) -> ScoredRound:
        """Score `entry` as the next round; raises PadError (nothing changes) if the counts
        cannot be a round or the match is already won."""
        if self.over:
            raise PadError([TallyProblem("over", self.winner, len(self.rounds))])
        _check(entry)
        self.rounds.append(entry)
        self.draft = RoundEntry()
        return self.sheet()[-1]

    def correct_round(self, index: int, entry: RoundEntry) -> ScoredRound:
        """Replace round `index` (0 for the first); refused (PadError) if the counts cannot
        be a round, or if the match would then be won before the last round played."""
        if not 0 <= index < len(self.rounds):
            raise PadError([TallyProblem("no-round", None, index + 1)])
        _check(entry)
        rounds = self.rounds[:index] + [entry] + self.rounds[index + 1:]
        sheet = _walk(self.rules, self.first_dealer, rounds)
        for scored in sheet[:-1]:
            winner = match_winner(scored.totals, self.target)
            if winner is not None:
                raise PadError([TallyProblem("ends-early", winner, scored.number)])
        self.rounds = rounds
        self.correcting = None
        self.draft = RoundEntry()
        return sheet[index]

    def remove_last_round(self) -> RoundEntry:
        """Take the last round off the sheet (it becomes the draft, to be typed again)."""
        if not self.rounds:
            raise PadError([TallyProblem("no-round", None, 0)])
        entry = self.rounds.pop()
        self.correcting = None
        self.draft = entry
        return entry

    def start_correcting(self, index: int) -> RoundEntry:
        """Put round `index` into the draft, to be corrected."""
        if not 0 <= index < len(self.rounds):
            raise PadError([TallyProblem("no-round", None, index + 1)])
        self.correcting = index
        self.draft = self.rounds[index]
        return self.draft

    def cancel_correcting(self) -> None:
        self.correcting = None
        self.draft = RoundEntry()


def _check(entry: RoundEntry) -> None:
    problems = entry.problems()
    if problems:
        raise PadError(problems)


def _walk(rules: Rules, first_dealer: int, rounds: list[RoundEntry]) -> list[ScoredRound]:
    out: list[ScoredRound] = []
    totals = (0, 0)
    dealer = first_dealer
    for i, entry in enumerate(rounds):
        if i:
            dealer = next_dealer(rules, dealer)
        breakdown = entry.breakdown(rules)
        points = (breakdown[0]["total"], breakdown[1]["total"])
        totals = (totals[0] + points[0], totals[1] + points[1])  # R37
        out.append(ScoredRound(i + 1, dealer, entry, breakdown, points, totals))
    return out


def clean_name(text: str, fallback: str) -> str:
    """A name as the pad keeps it: one line, trimmed, at most MAX_NAME characters."""
    name = " ".join(str(text).split())[:MAX_NAME]
    return name or fallback
