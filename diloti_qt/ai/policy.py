"""The fast playout policy of the search levels, on full states ("worlds").

Inside a sampled world every card is known, so the policy plays what wins most now minus
what the next opponent's actual best reply would win on the table left, plus the worth of
a declaration that nobody after us can take. It is deterministic: ties go to card order.
"""

from __future__ import annotations

from diloti_qt.engine.movegen import legal_moves
from diloti_qt.engine.state import Move, State, play_on_table

from .evaluate import CARD_WORTH, CLASS_OF, PTS, XERI, best_capture, state_estimate, table_key

LAY_RISK = 0.5
DECL_KEEP = 0.8


def _next_seat(state: State, seat: int) -> int | None:
    hands = state.hands
    n = len(hands)
    for step in range(1, n + 1):
        s = (seat + step) % n
        if s == seat:
            return s if len(hands[s]) > 1 else None
        if hands[s]:
            return s
    return None


def policy_move(state: State, moves: list[Move] | None = None) -> Move:
    """The policy's move for the seat to move."""
    if moves is None:
        moves = legal_moves(state)
    if len(moves) == 1:
        return moves[0]
    seat = state.to_move
    side = seat & 1
    opp = _next_seat(state, seat)
    opp_classes: tuple[int, ...] = ()
    if opp is not None and (opp & 1) != side:
        opp_classes = tuple({CLASS_OF[c] for c in state.hands[opp]})
    xeri_ok = not state.round_opening or state.rules.first_xeri
    loose0 = state.loose
    decls0 = state.decls
    best = None
    best_v = -1e9
    for m in moves:
        loose = loose0[:]
        decls = decls0[:]
        result = play_on_table(loose, decls, seat, m, xeri_ok)
        action = m.action
        if action == "capture":
            v = PTS[m.card] + CARD_WORTH * (1 + len(m.cards))
            for c in m.cards:
                v += PTS[c]
            if result.xeri:
                v += XERI
        elif action == "lay":
            v = -LAY_RISK * PTS[m.card]
        else:
            v = 0.0
        threat = 0.0
        if opp_classes and (loose or decls):
            key = table_key(loose, decls)
            for cls in opp_classes:
                g = best_capture(loose, decls, cls, True, key)[0]
                if g > threat:
                    threat = g
        if result.owner_after is not None and threat == 0.0:
            for d in decls:
                if d.owner == seat:
                    v += DECL_KEEP * (sum(PTS[c] for c in d.cards) + CARD_WORTH * len(d.cards))
                    break
        v -= threat
        if v > best_v:
            best, best_v = m, v
    return best


def playout(state: State, to_deal_end: bool = True, limit: int = 200) -> int:
    """Play the policy in place until the deal ends (the next redeal) or the round ends;
    return the number of plies played."""
    stock = len(state.stock)
    plies = 0
    while not state.round_over and plies < limit:
        state.apply(policy_move(state))
        plies += 1
        if to_deal_end and len(state.stock) != stock:
            break
    return plies


def playout_value(state: State, side: int, to_deal_end: bool = True) -> tuple[float, int]:
    """(estimated final round points of `side` minus the other side, plies played)."""
    plies = playout(state, to_deal_end)
    v = state_estimate(state)
    return (v if side == 0 else -v), plies
