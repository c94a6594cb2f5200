"""The card width of a round: chosen once, from the window and what the table plans to hold,
so that a card stays where it was as the table fills and the hands empty (issue 38, D17:
the width followed every count, 112 -> 105 px, 71 -> 86 -> 90 px in one round)."""

from __future__ import annotations

from dataclasses import replace

from diloti_qt.engine.state import HAND_SIZE
from diloti_qt.presenter.snapshot import Pile, TableSnapshot, backs

from .layout import MIN_TEXT_PX, NO_WORDS, compute
from .places import Layout, TextRoom

# piles the round's width plans for: over 300 Medium-vs-Medium rounds the table held at
# most 5 in only 23 % of rounds, at most 9 in 99 %; with the backs at BACKS_SHARE two rows
# of table cards cost little. A table with more shrinks the cards once, for the round's rest
PLAN_LOOSE = 9


def round_card_width(snap: TableSnapshot, width: float, height: float, scale: float = 1.0,
                     words: TextRoom = NO_WORDS, text_px: float = MIN_TEXT_PX) -> float:
    """The widest cards at which every seat holds a full hand (while the stock lasts) and
    the table the cards it has now and PLAN_LOOSE loose cards in all. Cards larger than
    Medium (low vision) are as large as the table as it is holds them: their size is the
    point, and they shrink only when the table outgrows it."""
    used = {c for p in snap.piles for c in p.cards}
    spare = (c for c in range(52) if c not in used)
    # no more piles than cards still to be played (a lesson's last hands: a narrow table's
    # cards need not shrink for piles that can never come)
    to_play = sum(len(hand) for hand in snap.hands) + len(snap.stock)
    more = min(to_play, max(0, PLAN_LOOSE - len(snap.piles))) if scale <= 1.0 else 0
    empty = tuple(() for _ in range(snap.players))
    hands = tuple(backs(seat, HAND_SIZE if snap.stock else len(hand))  # no stock: no deal
                  for seat, hand in enumerate(snap.hands))  # to come (a lesson's position)
    full = replace(snap, hands=hands,
                   piles=snap.piles + tuple(Pile.of(next(spare)) for _ in range(more)),
                   captured=empty, xeri_cards=empty, in_play=None)
    return compute(full, width, height, scale, words, text_px).cw


class RoundSize:
    """Lays a table out at its round's card width, chosen at the round's start and again
    when the window, the card size or the text size change; it never grows in a round, and
    once a table held only smaller cards they keep that size to the round's end."""

    def __init__(self) -> None:
        self._key: tuple = ()
        self._cw = 0.0

    def layout(self, snap: TableSnapshot, width: float, height: float, scale: float,
               words: TextRoom, text_px: float) -> Layout:
        key = (snap.round_number, snap.players, snap.human, snap.dealer, width, height, scale,
               text_px)
        if key != self._key:
            self._key = key
            self._cw = round_card_width(snap, width, height, scale, words, text_px)
        lay = compute(snap, width, height, scale, words, text_px, self._cw)
        self._cw = min(self._cw, lay.cw)
        return lay
