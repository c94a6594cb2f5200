"""The fast playout policy of the search levels, on full states ("worlds").

Inside a sampled world every card is known, so the policy plays what wins most now minus
what the next opponent's actual best reply would win on the table left, plus the worth of
a declaration that nobody after us can take. It is deterministic: ties go to card order.
"""

from __future__ import annotations

from diloti_qt.engine import (
    Action,
    Move,
    State,
    TooManyMovesError,
    owned_by,
    table_after,
    xeri_allowed,
)
from diloti_qt.engine.movegen import legal_moves

from .budget import Effort
from .evaluate import CARD_WORTH, CLASS_OF, PTS, XERI, best_capture, state_estimate, table_key
from .moves import FREE_MOVES, MEDIUM_UNITS, POLICY_UNITS, long_moves, search_moves

LAY_RISK = 0.5
DECL_KEEP = 0.8
_CAPTURE, _LAY = Action.CAPTURE, Action.LAY  # bound once for the playouts' loop

# (table, -3, the next opponent's card classes) -> its best capture's worth.
_THREAT: dict[tuple, float] = {}


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
    """The policy's move for the seat to move (of `moves`, default: those it looks at)."""
    if moves is None:
        moves = search_moves(state)
    if len(moves) == 1:
        return moves[0]
    seat = state.to_move
    side = seat & 1
    opp = _next_seat(state, seat)
    opp_classes: tuple[int, ...] = ()
    if opp is not None and (opp & 1) != side:
        opp_classes = tuple(sorted({CLASS_OF[c] for c in state.hands[opp]}))
    elif opp is None and state.stock:
        # The deal's last card: the dealer's neighbour plays first after the redeal, with
        # the next six cards of the stock (R7, R8), and may sweep what is left.
        first = (state.dealer + 1) % len(state.hands)
        if (first & 1) != side:
            opp_classes = tuple(sorted({CLASS_OF[c] for c in state.stock[:6]}))
    xeri_ok = xeri_allowed(state)
    loose0 = state.loose
    decls0 = state.decls
    best = None
    best_v = -1e9
    for m in moves:
        result = table_after(loose0, decls0, seat, m, xeri_ok)
        loose = result.loose
        decls = result.decls
        action = m.action
        if action == _CAPTURE:
            v = PTS[m.card] + CARD_WORTH * (1 + len(m.cards))
            for c in m.cards:
                v += PTS[c]
            if result.xeri:
                v += XERI
        elif action == _LAY:
            v = -LAY_RISK * PTS[m.card]
        else:
            v = 0.0
        threat = 0.0
        if opp_classes and (loose or decls):
            table = table_key(loose, decls)
            key = (*table, -3, *opp_classes)  # flat (see evaluate.table_key)
            threat = _THREAT.get(key)
            if threat is None:
                threat = 0.0
                for cls in opp_classes:
                    g = best_capture(loose, decls, cls, True, table)[0]
                    if g > threat:
                        threat = g
                if len(_THREAT) > 200_000:
                    _THREAT.clear()
                _THREAT[key] = threat
        if result.owner_after is not None and threat == 0.0:
            d = owned_by(decls, seat)
            if d is not None:
                v += DECL_KEEP * (sum(PTS[c] for c in d.cards) + CARD_WORTH * len(d.cards))
        v -= threat
        if v > best_v:
            best, best_v = m, v
    return best


def fair_move(state: State, moves: list[Move] | None = None) -> Move:
    """Medium's move for the seat to move, from that seat's own view (it ignores the other
    hidden cards of the world, as a real player would)."""
    from diloti_qt.engine import PlayerView

    from .medium import best_of, score_moves

    if moves is None:
        moves = search_moves(state)
    if len(moves) == 1:
        return moves[0]
    return best_of(score_moves(PlayerView.of(state, state.to_move), moves))


# Cost of one ply of each playout policy, in work units (budget.py).
PLY_COST = {"greedy": 1.0, "fair": 6.0}
# ... and of each move it looks at on a freak table (ai/moves.py).
MOVE_COST = {"greedy": POLICY_UNITS, "fair": MEDIUM_UNITS}


def playout(state: State, to_deal_end: bool = True, limit: int = 200, after: int = 0,
            stock: int | None = None, policy: str = "greedy",
            effort: Effort | None = None) -> int:
    """Play the policy in place until the deal that was running when the stock held
    `stock` cards (default: now) has ended and `after` more plies are played, or until the
    round ends (also when not `to_deal_end`); return the number of plies played. With
    `effort`, a freak table's moves are charged to it and the playout stops early when it
    says so (Effort.exhausted: the clock, a stop request, a freak table's spent budget)."""
    if stock is None:
        stock = len(state.stock)
    plies = 0
    extra = -1
    greedy = policy == "greedy"
    per_move = MOVE_COST[policy]
    while not state.round_over and plies < limit:
        if to_deal_end and extra < 0 and len(state.stock) != stock:
            extra = after
        if extra == 0:
            break
        if effort is not None and not plies & 15 and effort.exhausted():  # every 16th ply
            break
        try:  # search_moves, inline: the playouts' loop
            moves = legal_moves(state, None, FREE_MOVES)
        except TooManyMovesError:
            moves = long_moves(state, effort, per_move)
        if not moves:  # a stuck seat (an owner without its reserve, in an unreachable
            break      # position given from outside): the playout ends where it stands
        state.apply(policy_move(state, moves) if greedy else fair_move(state, moves))
        plies += 1
        if extra > 0:
            extra -= 1
    return plies


def playout_value(state: State, side: int, to_deal_end: bool = True, after: int = 0,
                  stock: int | None = None, policy: str = "greedy",
                  effort: Effort | None = None) -> tuple[float, int]:
    """(estimated final round points of `side` minus the other side, plies played)."""
    plies = playout(state, to_deal_end, after=after, stock=stock, policy=policy,
                    effort=effort)
    v = state_estimate(state)
    return (v if side == 0 else -v), plies


def playout_to_deal_value(state: State, side: int, stock: int, policy: str = "greedy",
                          effort: Effort | None = None) -> tuple[float, int]:
    """playout_value to the end of the deal, valued there by the learned value of the deal's
    end (ai/deal_value.py) where one has shipped (two players), else by the round
    estimate."""
    from .deal_value import deal_start_value
    from .evaluate import accrued

    plies = playout(state, True, after=0, stock=stock, policy=policy, effort=effort)
    ahead = deal_start_value(state)
    if ahead is None:
        v = state_estimate(state)
    else:
        p0, p1, _, _ = accrued(state.rules, state.captured, state.xeris)
        v = p0 - p1 + ahead
    return (v if side == 0 else -v), plies
