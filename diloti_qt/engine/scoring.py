"""Round points (R36, R43) and the match winner (R37, R38)."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import ALL_CARDS, RANK, TEN_OF_DIAMONDS, TWO_OF_CLUBS

MAJORITY_POINTS = 4
XERI_POINTS = 10

# R36: the points each card is worth in the count: aces 1, 10♦ 2, 2♣ 1, the rest 0.
CARD_POINTS: tuple[int, ...] = tuple(
    1 if RANK[c] == 0 else 2 if c == TEN_OF_DIAMONDS else 1 if c == TWO_OF_CLUBS else 0
    for c in ALL_CARDS
)


def card_points(card: int) -> int:
    """Points `card` is worth in the count (R36): aces 1, 10♦ 2, 2♣ 1."""
    return CARD_POINTS[card]


def side_breakdown(rules, captured: Sequence[Sequence[int]], xeris: Sequence[int]) -> list[dict]:
    """Per side: cards, majority, aces, ten of diamonds, two of clubs, xeris and total."""
    sides = [
        {"cards": 0, "majority": 0, "aces": 0, "ten_diamonds": 0, "two_clubs": 0, "xeris": 0}
        for _ in range(2)
    ]
    for seat, pile in enumerate(captured):
        side = sides[rules.side_of(seat)]
        side["cards"] += len(pile)
        for c in pile:
            if RANK[c] == 0:
                side["aces"] += CARD_POINTS[c]
            elif c == TEN_OF_DIAMONDS:
                side["ten_diamonds"] += CARD_POINTS[c]
            elif c == TWO_OF_CLUBS:
                side["two_clubs"] += CARD_POINTS[c]
        side["xeris"] += XERI_POINTS * xeris[seat]
    a, b = sides[0]["cards"], sides[1]["cards"]
    if a != b:
        sides[0 if a > b else 1]["majority"] = MAJORITY_POINTS
    for side in sides:
        side["total"] = (
            side["majority"] + side["aces"] + side["ten_diamonds"] + side["two_clubs"]
            + side["xeris"]
        )
    return sides


def round_points(rules, captured: Sequence[Sequence[int]], xeris: Sequence[int]) -> list[int]:
    return [side["total"] for side in side_breakdown(rules, captured, xeris)]


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
