"""Round points (R36, R43) from captured cards or from counts, and the match winner (R37, R38)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from .cards import ALL_CARDS, DECK_SIZE, RANK, TEN_OF_DIAMONDS, TWO_OF_CLUBS

# R36: the points of a round.
MAJORITY_POINTS = 4
ACE_POINTS = 1
TEN_OF_DIAMONDS_POINTS = 2
TWO_OF_CLUBS_POINTS = 1
XERI_POINTS = 10

# R36: the points each card is worth in the count: aces 1, 10♦ 2, 2♣ 1, the rest 0.
CARD_POINTS: tuple[int, ...] = tuple(
    ACE_POINTS if RANK[c] == 0 else TEN_OF_DIAMONDS_POINTS if c == TEN_OF_DIAMONDS
    else TWO_OF_CLUBS_POINTS if c == TWO_OF_CLUBS else 0
    for c in ALL_CARDS
)

ACES_IN_DECK = 4  # R1: one 52-card deck, so 4 aces, one 10♦, one 2♣
CARDS_PER_XERI = 2  # a xeri is a capture (R32): the played card and at least one table card
CARDS_PER_CAPTURE = 2  # so a side that took any cards took at least two (R35 adds to those)
# R5, R41: 4 cards go on the table first (state.TABLE_SIZE; state imports this module), so 48
# are played. A xeri leaves the table empty, and the next card can only be laid: no two cards
# in a row score a xeri, with or without V-FIRST-XERI, so a round has at most 24.
CARDS_PLAYED = DECK_SIZE - 4
MAX_XERIS = CARDS_PLAYED // 2
FEWER_MOST = (DECK_SIZE - 1) // 2  # R36: the side with fewer cards took at most 25


class Tally(NamedTuple):
    """What one side took in a round, as counted at its end (R36): card count (None when
    only who had more is known), aces, 10♦ and 2♣ (0 or 1 each) and xeris."""

    cards: int | None
    aces: int = 0
    ten_diamonds: int = 0
    two_clubs: int = 0
    xeris: int = 0


class TallyProblem(NamedTuple):
    """Why counts cannot be a round of one deck: a reason code, the side it concerns (None
    for both), and the number that is wrong.

    Codes: `negative` (a count below 0), `cards-total` (the cards do not add up to 52),
    `cards-missing` (one side's cards counted, the other's not), `more-missing` (cards not
    counted and no side named as having more), `aces-total` (not 4 aces), `ten-diamonds` /
    `two-clubs` (not taken by exactly one side), `point-cards` (more aces, 10♦ and 2♣ than
    the cards that side took), `xeris` (more xeris than the cards taken allow, R32),
    `one-card` (a side took exactly one card: every capture takes two or more),
    `xeris-round` (more xeris than a round can have, MAX_XERIS), and when only who had more
    is known: `xeris-fewer` (the side with fewer cards, at most 25, cannot hold its xeris)
    and `cards-needed` (the xeris and point cards of both sides need more than 52 cards).
    """

    code: str
    side: int | None
    value: int


def xeri_points(count: int) -> float:
    """What `count` xeris score (R36: XERI_POINTS each; a model's expected count may be a
    fraction)."""
    return XERI_POINTS * count


def card_points(card: int) -> int:
    """Points `card` is worth in the count (R36): aces 1, 10♦ 2, 2♣ 1."""
    return CARD_POINTS[card]


def majority_side(cards: Sequence[int]) -> int | None:
    """R36: the side that took more cards; None at 26:26 (nobody gets the 4 points)."""
    a, b = cards
    if a == b:
        return None
    return 0 if a > b else 1


def tally_majority(tallies: Sequence[Tally], more: int | None = None) -> int | None:
    """The side that gets the 4 points (R36): from the counted cards, or `more` (the side
    said to have had more) when the cards were not counted."""
    if all(t.cards is not None for t in tallies):
        return majority_side([t.cards for t in tallies])
    return more


class SidePoints(NamedTuple):
    """What one side scored in a round (R36; per team with four players, R40, R43): its
    cards (None when only who had more was known), then the points of each line, the
    xeris as a count and as points, and the total."""

    cards: int | None
    majority: int
    aces: int
    ten_diamonds: int
    two_clubs: int
    xeris: int  # how many (each worth XERI_POINTS)
    total: int

    @property
    def xeri_points(self) -> int:
        return XERI_POINTS * self.xeris

    def as_json(self) -> dict:
        """The score sheet's line of this side as files and the wire keep it: every entry
        in points (`xeris` too), and the cards."""
        return {"cards": self.cards, "majority": self.majority, "aces": self.aces,
                "ten_diamonds": self.ten_diamonds, "two_clubs": self.two_clubs,
                "xeris": self.xeri_points, "total": self.total}

    @classmethod
    def from_json(cls, doc: Mapping[str, int | None]) -> SidePoints:
        """The line `as_json` wrote (a stored or received one: its numbers already
        checked to be integers; an entry a score pad did not count may be missing)."""
        xeri_points = doc.get("xeris") or 0
        return cls(doc.get("cards"), doc.get("majority") or 0, doc.get("aces") or 0,
                   doc.get("ten_diamonds") or 0, doc.get("two_clubs") or 0,
                   xeri_points // XERI_POINTS, doc.get("total") or 0)


SIDE_POINTS_KEYS = ("cards", "majority", "aces", "ten_diamonds", "two_clubs", "xeris", "total")


def tally_points(rules, tallies: Sequence[Tally], majority: int | None
                 ) -> tuple[SidePoints, ...]:
    """Per side: cards, majority, aces, ten of diamonds, two of clubs, xeris and total
    (R36; per team with four players, R40, R43). `majority` is the side with more cards
    (`tally_majority`), None when neither side gets the 4."""
    if len(tallies) != rules.sides:
        raise ValueError(f"one tally per side ({rules.sides}), not {len(tallies)}")
    sides = []
    for side, t in enumerate(tallies):
        most = MAJORITY_POINTS if side == majority else 0
        aces = ACE_POINTS * t.aces
        ten = TEN_OF_DIAMONDS_POINTS * t.ten_diamonds
        two = TWO_OF_CLUBS_POINTS * t.two_clubs
        sides.append(SidePoints(t.cards, most, aces, ten, two, t.xeris,
                                most + aces + ten + two + XERI_POINTS * t.xeris))
    return tuple(sides)


def tally_breakdown(rules, tallies: Sequence[Tally], majority: int | None) -> list[dict]:
    """`tally_points` as the score sheet's JSON lines (SidePoints.as_json)."""
    return [p.as_json() for p in tally_points(rules, tallies, majority)]


def tally_problems(tallies: Sequence[Tally], more: int | None = None) -> list[TallyProblem]:
    """Everything that keeps `tallies` from being a round played with one deck (R1, R32,
    R36), in the order a person checks a sheet; empty when they can be one. `more` is the
    side said to have had more cards when the cards were not counted."""
    for side, t in enumerate(tallies):
        if any(v is not None and v < 0 for v in t):
            return [TallyProblem("negative", side, min(v for v in t if v is not None))]
    problems: list[TallyProblem] = []
    counted = [t.cards is not None for t in tallies]
    if all(counted):
        total = sum(t.cards for t in tallies)
        if total != DECK_SIZE:
            problems.append(TallyProblem("cards-total", None, total))
    elif any(counted):
        problems.append(TallyProblem("cards-missing", counted.index(False), 0))
    elif more not in range(len(tallies)):
        problems.append(TallyProblem("more-missing", None, 0))
    aces = sum(t.aces for t in tallies)
    if aces != ACES_IN_DECK:
        problems.append(TallyProblem("aces-total", None, aces))
    for code, held in (("ten-diamonds", [t.ten_diamonds for t in tallies]),
                       ("two-clubs", [t.two_clubs for t in tallies])):
        if sorted(held) != [0] * (len(held) - 1) + [1]:
            problems.append(TallyProblem(code, None, sum(held)))
    xeris = sum(t.xeris for t in tallies)
    if xeris > MAX_XERIS:
        problems.append(TallyProblem("xeris-round", None, xeris))
    for side, t in enumerate(tallies):
        if t.cards is None:
            continue
        if t.cards == 1:
            problems.append(TallyProblem("one-card", side, 1))
        point_cards = t.aces + t.ten_diamonds + t.two_clubs
        if point_cards > t.cards:
            problems.append(TallyProblem("point-cards", side, point_cards))
        if t.xeris * CARDS_PER_XERI > t.cards:
            problems.append(TallyProblem("xeris", side, t.xeris))
    if not any(counted) and more in range(len(tallies)):
        problems.extend(_uncounted_problems(tallies, more))
    return problems


def cards_needed(tally: Tally) -> int:
    """The fewest cards a side can have taken with this tally's xeris and point cards: two
    per xeri (R32), one per ace, 10♦ and 2♣, and none or at least two (every capture)."""
    need = max(tally.xeris * CARDS_PER_XERI, tally.aces + tally.ten_diamonds + tally.two_clubs)
    return need and max(need, CARDS_PER_CAPTURE)


def _uncounted_problems(tallies: Sequence[Tally], more: int) -> list[TallyProblem]:
    """Only who had more is known (two sides): that side took 27 to 52 cards, the other 0 to
    25 (R36); is there a split of the deck that holds both sides' xeris and point cards?"""
    fewer = 1 - more
    need_more, need_fewer = cards_needed(tallies[more]), cards_needed(tallies[fewer])
    if tallies[fewer].xeris * CARDS_PER_XERI > FEWER_MOST:
        return [TallyProblem("xeris-fewer", fewer, tallies[fewer].xeris)]
    splits = [a for a in range(DECK_SIZE // 2 + 1, DECK_SIZE + 1)
              if a >= need_more and DECK_SIZE - a >= need_fewer
              and 1 not in (a, DECK_SIZE - a)]
    if not splits:
        return [TallyProblem("cards-needed", None, need_more + need_fewer)]
    return []


def side_tallies(rules, captured: Sequence[Sequence[int]], xeris: Sequence[int]) -> list[Tally]:
    """The tally of each side from the captured piles of every seat (R40: per team)."""
    counts = [[0, 0, 0, 0, 0] for _ in range(rules.sides)]
    for seat, pile in enumerate(captured):
        side = counts[rules.side_of(seat)]
        side[0] += len(pile)
        for c in pile:
            if RANK[c] == 0:
                side[1] += 1
            elif c == TEN_OF_DIAMONDS:
                side[2] += 1
            elif c == TWO_OF_CLUBS:
                side[3] += 1
        side[4] += xeris[seat]
    return [Tally(*side) for side in counts]


def side_points(rules, captured: Sequence[Sequence[int]], xeris: Sequence[int]
                ) -> tuple[SidePoints, ...]:
    """Per side, what it scored from the captured piles and xeris of every seat."""
    tallies = side_tallies(rules, captured, xeris)
    return tally_points(rules, tallies, tally_majority(tallies))


def side_breakdown(rules, captured: Sequence[Sequence[int]], xeris: Sequence[int]) -> list[dict]:
    """Per side: cards, majority, aces, ten of diamonds, two of clubs, xeris and total."""
    return [p.as_json() for p in side_points(rules, captured, xeris)]


def round_points(rules, captured: Sequence[Sequence[int]], xeris: Sequence[int]) -> list[int]:
    return [side.total for side in side_points(rules, captured, xeris)]


def match_winner(scores: Sequence[int], target: int) -> int | None:
    """R38: one side at the target wins; both: the higher; an exact tie plays on."""
    reached = [s >= target for s in scores]
    if reached[0] and reached[1]:
        if scores[0] == scores[1]:
            return None
        return 0 if scores[0] > scores[1] else 1
    if reached[0]:
        return 0
    if reached[1]:
        return 1
    return None
