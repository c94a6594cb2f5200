"""A learned value of the public position at the end of a deal (two players; issue 40).

At the end of a deal both hands are empty: the table, the declarations, the piles' sizes,
the last capturer and the set of cards still to come are public. `features()` turns that
into a short vector seen from the side that plays first in the next deal (R8: the dealer's
neighbour); `DealValue` is a network with one hidden layer (ReLU) trained offline by
tools/deal_value.py on exact targets (every last deal solved by ai/solver.py), whose
weights ship beside this module. Inference is pure Python and uses that most inputs are
zero: a value costs about (nonzero inputs + 1) × hidden multiply-adds.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from functools import cache
from pathlib import Path

from diloti_qt.engine import Decl
from diloti_qt.engine.cards import RANK, TEN_OF_DIAMONDS, TWO_OF_CLUBS

from .evaluate import CLASS_OF, MAJORITY, PTS, majority_estimate

DEALS = (1, 2, 3)  # two players: the ends of deals 1-3 have a value (deal 4 is solved)
STOCK_AT_END = {1: 36, 2: 24, 3: 12}  # cards still to come at the end of each deal


def weights_path(deal: int) -> Path:
    return Path(__file__).with_name(f"deal_value_{deal}.json")
HALF = 26  # a side with more than HALF of the 52 cards has the majority (R36)

# The inputs, in order (names for the training report and the tests).
NAMES: tuple[str, ...] = (
    tuple(f"table class {c}" for c in range(1, 14))
    + ("table aces", "table 10D", "table 2C")
    + tuple(f"coming class {c}" for c in range(1, 14))
    + ("coming aces", "coming 10D", "coming 2C")
    + tuple(f"{who} declares {v}" for who in ("first", "second") for v in range(1, 14))
    + tuple(f"{who} declaration {what}" for who in ("first", "second")
            for what in ("cards", "points", "family"))
    + ("pile lead", "first has half", "second has half", "first pile", "second pile")
    + ("last capturer first", "last capturer second", "no capturer yet", "loose cards")
    + ("majority guess",)
)
SIZE = len(NAMES)
_TABLE, _TABLE_PTS = 0, 13
_COMING, _COMING_PTS = 16, 29
_DECL = 32            # + 13 * side + value - 1
_DECL_INFO = 58       # + 3 * side
_PILES = 64
_LAST = 69
_LOOSE = 72
_GUESS = 73


def _points_inputs(out: list[float], at: int, cards: Iterable[int]) -> None:
    for c in cards:
        if RANK[c] == 0:
            out[at] += 0.5
        elif c == TEN_OF_DIAMONDS:
            out[at + 1] = 1.0
        elif c == TWO_OF_CLUBS:
            out[at + 2] = 1.0


def features(loose: Sequence[int], decls: Sequence[Decl], coming: Iterable[int],
             piles: Sequence[int], last_capturer: int | None, first: int) -> list[float]:
    """The inputs for the end of a deal: `piles` = cards captured by side 0 and side 1,
    `last_capturer` a seat or None, `first` the side that plays first in the next deal."""
    out = [0.0] * SIZE
    for c in loose:
        out[_TABLE + CLASS_OF[c] - 1] += 0.5
    _points_inputs(out, _TABLE_PTS, loose)
    for c in coming:
        out[_COMING + CLASS_OF[c] - 1] += 0.5
    _points_inputs(out, _COMING_PTS, coming)
    for d in decls:
        side = 0 if (d.owner & 1) == first else 1
        out[_DECL + 13 * side + min(d.value, 13) - 1] = 1.0
        info = _DECL_INFO + 3 * side
        out[info] = len(d.cards) / 4
        out[info + 1] = float(sum(PTS[c] for c in d.cards))
        out[info + 2] = 1.0 if d.family else 0.0
    mine, theirs = piles[first], piles[1 - first]
    out[_PILES] = (mine - theirs) / 10
    out[_PILES + 1] = 1.0 if mine > HALF else 0.0
    out[_PILES + 2] = 1.0 if theirs > HALF else 0.0
    out[_PILES + 3] = mine / HALF
    out[_PILES + 4] = theirs / HALF
    if last_capturer is None:
        out[_LAST + 2] = 1.0
    else:
        out[_LAST + (0 if (last_capturer & 1) == first else 1)] = 1.0
    out[_LOOSE] = len(loose) / 4
    # What the piles say of the majority alone (the estimate the search used before).
    left = 2 * HALF - mine - theirs
    out[_GUESS] = majority_estimate(mine, theirs, left) / MAJORITY
    return out


def state_features(state) -> tuple[list[float], int]:
    """features() of a State at the end of a deal (hands empty; the stock's order is not
    read) and the side that plays first next."""
    n = state.rules.players
    first = (state.dealer + 1) % n & 1
    piles = [0, 0]
    for seat, pile in enumerate(state.captured):
        piles[seat & 1] += len(pile)
    return features(state.loose, state.decls, state.stock, piles, state.last_capturer,
                    first), first


class DealValue:
    """value(x): expected future round points of the side that plays first next, minus the
    other side's, at the end of a deal."""

    def __init__(self, w1: list[list[float]], b1: list[float], w2: list[float],
                 b2: float) -> None:
        if len(w1) != SIZE or any(len(row) != len(b1) for row in w1) or len(w2) != len(b1):
            raise ValueError("the weights do not fit the features")
        self.w1 = [tuple(row) for row in w1]  # one row per input
        self.b1 = tuple(b1)
        self.w2 = tuple(w2)
        self.b2 = b2

    @classmethod
    def from_json(cls, doc: dict) -> DealValue:
        if doc.get("inputs") != list(NAMES):
            raise ValueError("the weights were trained on other features")
        return cls(doc["w1"], doc["b1"], doc["w2"], float(doc["b2"]))

    @property
    def weights(self) -> int:
        return SIZE * len(self.b1) + 2 * len(self.b1) + 1

    def value(self, x: Sequence[float]) -> float:
        hidden = list(self.b1)
        w1 = self.w1
        for i, xi in enumerate(x):
            if xi:
                row = w1[i]
                hidden = [h + xi * w for h, w in zip(hidden, row)]
        total = self.b2
        for h, w in zip(hidden, self.w2):
            if h > 0.0:
                total += h * w
        return total


@cache
def shipped(deal: int) -> DealValue | None:
    """The weights of the end of `deal` that ship with the game (None before its first
    training)."""
    try:
        doc = json.loads(weights_path(deal).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    return DealValue.from_json(doc)


def deal_ending(stock: int, players: int) -> int | None:
    """The deal being played while the stock holds `stock` cards, if its end has a value."""
    if players != 2:
        return None
    return next((d for d, left in STOCK_AT_END.items() if left == stock), None)


def for_stock(stock: int, players: int) -> DealValue | None:
    """The shipped value of the end of the deal played while the stock holds `stock`."""
    deal = deal_ending(stock, players)
    return None if deal is None else shipped(deal)


def deal_start_value(state, net: DealValue | None = None) -> float | None:
    """The learned value (side 0 minus side 1, future round points) of a two-player state
    whose deal has just been dealt and not yet played, read as the end of the deal before
    made public (its hands not seen): None for any other state or without weights (`net`:
    the shipped ones of that deal's end by default)."""
    if (state.rules.players != 2 or state.round_over
            or len(state.hands[0]) != 6 or len(state.hands[1]) != 6):
        return None
    coming = state.hands[0] + state.hands[1] + state.stock
    if net is None:
        deal = next((d for d, left in STOCK_AT_END.items() if left == len(coming)), None)
        net = None if deal is None else shipped(deal)
        if net is None:
            return None
    first = (state.dealer + 1) % 2
    piles = [len(state.captured[0]), len(state.captured[1])]
    v = net.value(features(state.loose, state.decls, coming, piles, state.last_capturer,
                           first))
    return v if first == 0 else -v
