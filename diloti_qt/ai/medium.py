"""Medium (L2): greedy, with card counting and a look at the reply.

For each legal move Medium adds what the move wins now (points, cards, a xeri) and what a
declaration should win later, and subtracts what the next opponent can be expected to win
on the table it leaves: for every kind of card the opponent may hold, the best capture it
would have (a sweep counts 10 more), weighted by the chance that the opponent holds that
kind and no better one, from the unseen cards (card counting). Near the end of a round it
knows who takes the leftovers (R35), and in a two-player last deal, where counting tells
it the opponent's hand exactly, it plays the last cards perfectly.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from diloti_qt.engine import Action, Move, PlayerView, owned_by, table_after, xeri_allowed

from .base import Clocked
from .budget import Effort, gc_held
from .evaluate import (
    CARD_WORTH,
    CLASS_OF,
    PTS,
    XERI,
    accrued,
    best_capture,
    expected_best,
    table_key,
    view_estimate,
)
from .knowledge import class_counts, reserve_needs
from .moves import view_moves
from .solver import OutOfNodesError, solve_values


@dataclass(frozen=True)
class MediumConfig:
    """Medium's weights, set by arena measurements (see the report on issue 4)."""

    lay_risk: float = 0.5       # a laid scoring card may be taken later even if not now
    decl_keep: float = 0.85     # share of a safe declaration's worth we count on collecting
    own_follow: float = 0.25    # share of our own best next capture on the table we leave
    leftover: float = 0.5       # weight of the table going to the last capturer, late
    exact_cards: int = 8        # two-player last deal: solve exactly from this many cards
    redeal_threat: bool = True  # the deal's last card: count the first reply after redeal
    all_rivals: bool = True     # four players: both opponents may take our pile before we
                                # play again (not only the next one)


MEDIUM = MediumConfig()
CAPTURE, LAY = Action.CAPTURE, Action.LAY  # bound once for the estimate's loop


class Scored(NamedTuple):
    """A move with Medium's estimate and the parts it was built from (for explanations)."""

    move: Move
    value: float          # estimated final round points, mover's side minus the other side
    gain: float           # what the move wins now (points and cards, xeri included)
    xeri: bool
    threat: float         # expected worth of the opponent's best reply
    sweep_risk: float     # chance that the opponent can sweep the table left
    later: float          # what a declaration (or a set-up) should win later


def next_seat(view: PlayerView, after: int) -> int | None:
    """The seat that plays after `after` once the viewer has played one card."""
    n = len(view.hand_sizes)
    for step in range(1, n + 1):
        s = (after + step) % n
        size = view.hand_sizes[s] - (1 if s == view.seat else 0)
        if size > 0:
            return s
    return None


def score_moves(view: PlayerView, moves: list[Move] | None = None,
                config: MediumConfig = MEDIUM, effort: Effort | None = None) -> list[Scored]:
    """Medium's estimate of every move it looks at (ai/moves.py; or of `moves`), in the
    given order. With `effort`, once its deadline has passed only the moves estimated so
    far are returned (at least one; `effort.cut` is set), without the exact solve."""
    if moves is None:
        moves = view_moves(view)
    seat = view.seat
    side = seat & 1
    base = view_estimate(view)
    if side:
        base = -base
    unseen = view.unseen()
    counts = class_counts(unseen)
    pool = max(len(unseen), 1)
    opp = next_seat(view, seat)
    opp_hand = view.hand_sizes[opp] if opp is not None else 0
    if opp is None and view.stock_size and config.redeal_threat:
        # The deal's last card: after the redeal the dealer's neighbour plays first, with
        # six new cards, and may sweep what is left (R7, R8, R33).
        opp = (view.dealer + 1) % len(view.hand_sizes)
        opp_hand = 6
    opp_is_partner = opp is not None and (opp & 1) == side
    rivals_hand = opp_hand if not opp_is_partner else 0
    if config.all_rivals and len(view.hand_sizes) > 2 and opp is not None:
        rivals_hand = rival_cards(view, opp, redeal=view.hand_sizes[opp] == 0)
    need = reserve_needs(view).get(opp) if opp is not None else None
    xeri_ok = xeri_allowed(view)
    rest_classes: dict[int, list[int]] = {}
    for c in view.hand:
        rest_classes.setdefault(CLASS_OF[c], []).append(c)
    in_hands = sum(view.hand_sizes)
    # Leftovers (R35): late in the last deal, the table goes to whoever captured last.
    leftover_w = 0.0
    if view.stock_size == 0:
        leftover_w = config.leftover * max(0.0, 1.0 - in_hands / (6.0 * len(view.hand_sizes)))
    out = []
    for m in moves:
        if out and effort is not None and effort.interrupted():
            return out  # out of time: the moves estimated so far (a freak table's sample)
        result = table_after(view.loose, view.decls, seat, m, xeri_ok)
        loose = result.loose
        decls = result.decls
        key = table_key(loose, decls)
        gain = 0.0
        action = m.action
        if action == CAPTURE:
            gain = PTS[m.card] + sum(PTS[c] for c in m.cards)
            gain += CARD_WORTH * (1 + len(m.cards))
            if result.xeri:
                gain += XERI
        elif action == LAY:
            gain = -config.lay_risk * PTS[m.card]
        # The opponent's best reply, over the kinds of card it may hold.
        threat = 0.0
        risk = 0.0
        if opp is not None and opp_hand > 0 and not opp_is_partner:
            gains = []
            sweeps = []
            floor = 0.0
            sure_sweep = 0.0
            for cls in range(1, 14):
                n = counts[cls]
                if not n:
                    continue
                g, sweep = best_capture(loose, decls, cls, True, key)
                if g <= 0:
                    continue
                g += CARD_WORTH
                if cls == need:  # it must hold a card of its declaration's value (R18)
                    floor = g
                    sure_sweep = 1.0 if sweep else 0.0
                gains.append((g, n))
                if sweep:
                    sweeps.append((1.0, n))
            threat = expected_best(gains, pool, opp_hand, floor)
            if sweeps:
                risk = expected_best(sweeps, pool, opp_hand, sure_sweep)
        # What we could take next time from what is left, if the opponent leaves it.
        follow = 0.0
        for cls, cards in rest_classes.items():
            if cards == [m.card]:
                continue
            g, _ = best_capture(loose, decls, cls, True, key)
            if g > follow:
                follow = g
        later = config.own_follow * follow
        if result.owner_after is not None:
            d = owned_by(decls, seat)
            if d is not None:
                worth = sum(PTS[c] for c in d.cards) + CARD_WORTH * (len(d.cards) + 1)
                p_safe = 1.0
                if not opp_is_partner:
                    p_safe = 1.0 - _p_holds(counts[d.value], pool, rivals_hand)
                later = config.decl_keep * worth * p_safe
        if leftover_w:
            table = sum(PTS[c] + CARD_WORTH for c in loose)
            table += sum(PTS[c] + CARD_WORTH for d in decls for c in d.cards)
            mine = action == CAPTURE or (
                view.last_capturer is not None and (view.last_capturer & 1) == side)
            later += leftover_w * table if mine else -leftover_w * table
        out.append(Scored(m, base + gain - threat + later, gain, bool(result.xeri), threat,
                          risk, later))
    exact = exact_values(view, moves, config.exact_cards,
                         should_stop=None if effort is None else effort.interrupted)
    if exact is not None:
        out = [s._replace(value=v) for s, v in zip(out, exact, strict=True)]
    return out


def exact_values(view: PlayerView, moves: list[Move], max_cards: int = 8,
                 node_limit: int = 5_000,
                 should_stop: Callable[[], bool] | None = None) -> list[float] | None:
    """Two players, stock empty: the unseen cards are the opponent's hand, so the rest of
    the round can be solved exactly. Final round point difference (mover's side) per move,
    or None when it does not apply, is too big or `should_stop` says stop (polled)."""
    if view.stock_size or len(view.hand_sizes) != 2 or sum(view.hand_sizes) > max_cards:
        return None
    unseen = view.unseen()
    opp = 1 - view.seat
    if len(unseen) != view.hand_sizes[opp]:
        return None
    hands: list[list[int]] = [[], []]
    hands[view.seat] = list(view.hand)
    hands[opp] = unseen
    state = view.as_state(hands, [])
    p0, p1, _, _ = accrued(view.rules, view.captured, view.xeris)
    here = p0 - p1 if view.rules.side_of(view.seat) == 0 else p1 - p0
    try:
        values = solve_values(state, moves, node_limit, should_stop)
    except OutOfNodesError:
        return None
    return [float(here + v) for _, v in values]


def rival_cards(view: PlayerView, first: int, redeal: bool = False) -> int:
    """Cards the other side will hold on its turns from seat `first` until the viewer plays
    again (after a redeal every hand holds six, R7, R41)."""
    n = len(view.hand_sizes)
    total = 0
    for step in range(n):
        s = (first + step) % n
        if s == view.seat:
            break
        if (s & 1) != (view.seat & 1):
            total += 6 if redeal else view.hand_sizes[s]
    return total


def _p_holds(n: int, pool: int, hand: int) -> float:
    """P(a hand of `hand` cards drawn from `pool` holds at least one of `n` given cards)."""
    if n <= 0 or hand <= 0:
        return 0.0
    if pool - n < hand:
        return 1.0
    p = 1.0
    for i in range(hand):
        p *= (pool - n - i) / (pool - i)
    return 1.0 - p


def best_of(scored: list[Scored]) -> Move:
    """The highest estimate; ties go to a fixed order so that the choice is reproducible."""
    best = max(s.value for s in scored)
    top = [s.move for s in scored if s.value >= best - 1e-9]
    return min(top, key=tiebreak)


def tiebreak(m: Move) -> tuple:
    return (m.card, m.action, m.value, m.cards)


class MediumPlayer(Clocked):
    """L2: greedy plus card counting, reply awareness, declarations and leftovers; within
    its budget on the clock (on a freak table it may have to answer with the best of the
    moves it had time to estimate)."""

    name = "medium"

    def __init__(self, config: MediumConfig = MEDIUM, **clocked) -> None:
        super().__init__(**clocked)
        self.config = config

    def choose(self, view: PlayerView, rng: random.Random, budget: float | None = None) -> Move:
        effort = Effort(0.0, self.deadline())
        with gc_held():
            moves = view_moves(view)
            if len(moves) == 1:
                return moves[0]
            scored = score_moves(view, moves, self.config, effort)
            self.clock_cut = effort.cut
            return best_of(scored)


__all__ = ["MediumPlayer", "Scored", "best_of", "score_moves"]
