"""Round entries written the short way a score sheet is read, for the score pad's tests.

A side is "28 A2 D C X1": 28 cards, 2 aces, the 10♦ (D), the 2♣ (C), 1 xeri. Instead of a
count, "+" says the side had more cards (cards not counted) and "=" says 26 each.
"""

from __future__ import annotations

from diloti_qt.scorepad import CardsMode, RoundEntry, SideEntry


def side(spec: str) -> tuple[SideEntry, str]:
    cards, aces, ten, two, xeris, mark = 0, 0, False, False, 0, ""
    for word in spec.split():
        if word in "+-=":
            mark = word
        elif word.isdigit():
            cards = int(word)
        elif word[0] == "A":
            aces = int(word[1:])
        elif word == "D":
            ten = True
        elif word == "C":
            two = True
        elif word[0] == "X":
            xeris = int(word[1:])
        else:
            raise ValueError(f"not a side: {spec!r}")
    return SideEntry(cards, aces, ten, two, xeris), mark


def rnd(first: str, second: str) -> RoundEntry:
    (a, mark_a), (b, mark_b) = side(first), side(second)
    if "=" in (mark_a, mark_b):
        return RoundEntry(CardsMode.EVEN, (a, b))
    if "+" in (mark_a, mark_b):
        return RoundEntry(CardsMode.MORE, (a, b), 0 if mark_a == "+" else 1)
    return RoundEntry(CardsMode.COUNTED, (a, b))
