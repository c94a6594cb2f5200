"""Cards as small integers: parsing, spelling, values and canonical order (RULES R1–R3)."""

from __future__ import annotations

from collections.abc import Iterable

from .echo import show

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}

DECK_SIZE = 52
ALL_CARDS = tuple(range(DECK_SIZE))

# card = rank_index * 4 + suit_index, so integer order is the canonical order (NOTATION).
RANK = tuple(c // 4 for c in ALL_CARDS)
SUIT = tuple(c % 4 for c in ALL_CARDS)
# R2: A = 1, 2–10 = pips; J, Q, K have no numeric value (0 here).
VALUE = tuple(r + 1 if r < 10 else 0 for r in RANK)
IS_FACE = tuple(r >= 10 for r in RANK)
NAMES = tuple(RANKS[RANK[c]] + SUITS[SUIT[c]] for c in ALL_CARDS)

ACE_VALUE = 1
TEN_OF_DIAMONDS = 9 * 4 + 2
TWO_OF_CLUBS = 1 * 4 + 3

_PARSE: dict[str, int] = {}
for _c in ALL_CARDS:
    _rank, _suit = RANKS[RANK[_c]], SUITS[SUIT[_c]]
    for _r in (_rank, "T") if _rank == "10" else (_rank,):
        _PARSE[_r + _suit] = _c


def parse_card(text: object) -> int:
    """Card from its spelling (`10D`, `TD`, `as`); raises ValueError if it is not one."""
    if not isinstance(text, str):
        raise ValueError(f"a card must be a string like '10D', not {show(text)}")
    card = _PARSE.get(text.strip().upper())
    if card is None:
        raise ValueError(f"{show(text)} is not a card (rank A,2-10,J,Q,K then suit S,H,D,C)")
    return card


def card_name(card: int) -> str:
    return NAMES[card]


def card_names(cards: Iterable[int]) -> list[str]:
    return [NAMES[c] for c in sorted(cards)]


def pretty(card: int) -> str:
    """Human spelling with a suit symbol, e.g. 10♦."""
    return RANKS[RANK[card]] + SUIT_SYMBOLS[SUITS[SUIT[card]]]


def make_card(rank: str, suit: str) -> int:
    return RANKS.index(rank) * 4 + SUITS.index(suit)
