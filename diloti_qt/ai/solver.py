"""Exact solution of the end of a round when every card is known (stock empty).

Minimax with alpha-beta, a transposition table of bounds and move ordering, over the
difference of round points (side 0 minus side 1) still to be won: captured points, xeris
(R32), the leftovers to the last capturer (R35) and the majority at the end (R36).
Positions that reach the same hands and table with the same card split are the same node
whatever the order of play, so the table pays off a lot.
"""

from __future__ import annotations

from collections.abc import Callable

from diloti_qt.engine import (
    Action,
    Decl,
    Move,
    State,
    TooManyMovesError,
    table_after,
    xeri_allowed,
)
from diloti_qt.engine.cards import RANK
from diloti_qt.engine.movegen import legal_moves

from .evaluate import (
    CLASS_OF,
    MAJORITY,
    PTS,
    XERI,
    best_capture,
    majority_estimate,
    table_key,
)
from .deal_value import features
from .moves import FREE_MOVES, SOLVER_NODES, Choices, Position, cost, long_moves

INF = 10_000
POLL_NODES = 64  # nodes between two looks at the clock (~2.5 ms of the reference machine)
_CAPTURE, _DECLARE = Action.CAPTURE, Action.DECLARE  # bound once for the search's loops

# Cards that differ only by a suit that does not score are interchangeable for the rest of
# the round (R3): the transposition table and the move list treat them as one.
CANON: tuple[int, ...] = tuple(
    c if PTS[c] and RANK[c] else RANK[c] * 4 for c in range(52)
)


def _canon(cards) -> tuple[int, ...]:
    return tuple(sorted(CANON[c] for c in cards))


class OutOfNodesError(Exception):
    """The node budget ran out before the solution was found."""


class Solver:
    """Solves positions of one round; reuse one instance for positions of the same round.

    A node is the tuple (to_move, hands, canonical hands, loose, declarations, side of the
    last capturer, cards side 0 captured during the search, whether a sweep scores a xeri
    (R33), cards in hands).
    Values are future points of side 0 minus side 1.
    """

    def __init__(self, state: State, node_limit: int = 200_000,
                 should_stop: Callable[[], bool] | None = None, horizon: bool = False,
                 child_cost: float = 0.0, deal_value=None) -> None:
        if state.stock and not horizon:
            raise ValueError("the solver needs an empty stock (or horizon=True)")
        self.rules = state.rules
        self.players = state.rules.players
        self.dealer_side = state.dealer & 1
        # R33: whether a sweep scores once a card has been played (always, by the rules).
        self.later_xeri = xeri_allowed(state, first_card=False)
        c = [0, 0]
        for seat, pile in enumerate(state.captured):
            c[seat & 1] += len(pile)
        self.base0 = c[0]
        in_play = len(state.loose) + sum(len(d.cards) for d in state.decls)
        in_play += sum(len(h) for h in state.hands)
        # Every card in play ends in a pile (R35): side 1 gets what side 0 does not.
        self.total = c[0] + c[1] + in_play
        self.base1 = c[1]
        self.in_play = in_play
        # With cards in the stock, the search stops at the end of the deal and estimates
        # the rest: the majority from the counts, and what the first player of the next
        # deal (the dealer's neighbour, R8) can take from the table with its new cards.
        self.stock = len(state.stock)
        n = state.rules.players
        self.next_side = (state.dealer + 1) % n & 1
        self.next_classes = tuple(sorted({CLASS_OF[c] for c in state.stock[:6]}))
        # With a learned value of the deal's end (ai/deal_value.py: two players), the
        # horizon is valued by it instead of the estimate below.
        self.deal_value = deal_value if n == 2 and state.stock else None
        self.coming = tuple(state.stock)
        self.node_limit = node_limit
        self.should_stop = should_stop  # polled every POLL_NODES nodes (a deadline, a stop)
        self.nodes = 0
        self.next_poll = POLL_NODES
        # Nodes charged per child of a node besides a freak table's long lists (ai/moves.py):
        # a search already strained by a freak table pays for every move it looks at.
        self.child_cost = child_cost
        self.tt: dict[tuple, tuple[int, int, Move | None]] = {}

    # -- the public questions ------------------------------------------------------------------
    def root(self, state: State) -> tuple:
        hands = tuple(tuple(h) for h in state.hands)
        lc = None if state.last_capturer is None else state.last_capturer & 1
        return (state.to_move, hands, tuple(_canon(h) for h in hands), tuple(state.loose),
                tuple(sorted(state.decls, key=Decl.sort_key)), lc, 0, xeri_allowed(state),
                sum(len(h) for h in hands))

    def value(self, state: State) -> int:
        """Exact future points of side 0 minus side 1 from `state`, to the end of the round."""
        return self.search(self.root(state), -INF, INF)

    def move_values(self, state: State, moves: list[Move] | None = None) -> list[tuple[Move, int]]:
        """Exact future point difference (side 0 minus side 1) after each move of the seat
        to move, counting what the move itself wins."""
        node = self.root(state)
        if moves is None:
            moves = self._moves(node[0], node[1], node[3], node[4])
        out = []
        for m in moves:
            gain, child = self._child(node, m)
            out.append((m, gain + self.search(child, -INF, INF)))
        return out

    def best_move(self, state: State, moves: list[Move] | None = None) -> tuple[Move, int]:
        """The best move (of `moves`, default all) for the side to move and its exact value
        (side 0 minus side 1)."""
        node = self.root(state)
        if moves is None:
            moves = self._moves(node[0], node[1], node[3], node[4])
        maximize = (node[0] & 1) == 0
        alpha, beta = -INF, INF
        best = None
        best_v = -INF if maximize else INF
        for m in self._ordered(node, moves, None):
            gain, child = self._child(node, m)
            v = gain + self.search(child, alpha - gain, beta - gain)
            if maximize and v > best_v:
                best, best_v = m, v
                alpha = max(alpha, v)
            elif not maximize and v < best_v:
                best, best_v = m, v
                beta = min(beta, v)
        return best, best_v

    # -- the search ----------------------------------------------------------------------------
    def _moves(self, to_move, hands, loose, decls) -> list[Move]:
        """The moves searched at a node; on a freak table each child costs a node more."""
        pos = Position(self.rules, to_move, hands, loose, decls)
        try:  # search_moves, inline: once per node
            moves = legal_moves(pos, None, FREE_MOVES)
        except TooManyMovesError:
            moves = long_moves(pos)
        if self.child_cost or type(moves) is Choices:
            self.nodes += cost(moves, SOLVER_NODES) + len(moves) * self.child_cost
        return moves

    def _child(self, node: tuple, m: Move) -> tuple[int, tuple]:
        seat, hands, chands, loose, decls, lc, c0, xeri_ok, left = node
        result = table_after(loose, decls, seat, m, xeri_ok)
        new_loose = result.loose
        new_decls = result.decls
        card = m.card
        hand = tuple(c for c in hands[seat] if c != card)
        new_hands = hands[:seat] + (hand,) + hands[seat + 1:]
        new_chands = chands[:seat] + (_canon(hand),) + chands[seat + 1:]
        gain = 0
        if m.action == _CAPTURE:
            pts = PTS[card]
            for c in m.cards:
                pts += PTS[c]
            if result.xeri:
                pts += XERI
            lc = seat & 1
            if lc == 0:
                c0 += 1 + len(m.cards)
                gain = pts
            else:
                gain = -pts
        elif len(new_decls) > 1:
            new_decls.sort(key=Decl.sort_key)
        nxt = None
        if left > 1:
            n = self.players
            for step in range(1, n + 1):
                s = (seat + step) % n
                if new_hands[s]:
                    nxt = s
                    break
        return gain, (nxt, new_hands, new_chands, tuple(new_loose), tuple(new_decls), lc, c0,
                      self.later_xeri, left - 1)

    def _deal_end(self, node: tuple) -> float:
        _, _, _, loose, decls, lc, c0, _, _ = node
        on_table = len(loose) + sum(len(d.cards) for d in decls)
        taken = self.in_play - on_table
        if self.deal_value is not None:
            piles = (self.base0 + c0, self.base1 + taken - c0)
            v = self.deal_value.value(features(loose, decls, self.coming, piles, lc,
                                               self.next_side))
            return v if self.next_side == 0 else -v
        v = majority_estimate(self.base0 + c0, self.base1 + taken - c0, on_table + self.stock)
        if on_table:
            key = table_key(loose, decls)
            threat = 0.0
            for cls in self.next_classes:
                g = best_capture(loose, decls, cls, True, key)[0]
                if g > threat:
                    threat = g
            v += -threat if self.next_side == 0 else threat
        return v

    def _end(self, node: tuple) -> int:
        """R35 leftovers and the R36 majority once every card is played."""
        if self.stock:
            return self._deal_end(node)
        _, _, _, loose, decls, lc, c0, _, _ = node
        n_left = len(loose)
        pts = 0
        for c in loose:
            pts += PTS[c]
        for d in decls:
            n_left += len(d.cards)
            for c in d.cards:
                pts += PTS[c]
        taker = self.dealer_side if lc is None else lc
        cards0 = self.base0 + c0 + (n_left if taker == 0 else 0)
        cards1 = self.total - cards0
        v = pts if taker == 0 else -pts
        if cards0 > cards1:
            v += MAJORITY
        elif cards1 > cards0:
            v -= MAJORITY
        return v

    def search(self, node: tuple, alpha: int, beta: int) -> int:
        to_move = node[0]
        if to_move is None:
            return self._end(node)
        _, hands, chands, loose, decls, lc, c0, xeri_ok, left = node
        maximize = (to_move & 1) == 0
        if left == 1:  # the round's last card: no need to remember anything
            best = -INF if maximize else INF
            for m in self._moves(to_move, hands, loose, decls):
                gain, child = self._child(node, m)
                v = gain + self._end(child)
                if (v > best) if maximize else (v < best):
                    best = v
            return best
        key = (to_move, chands, _canon(loose),
               tuple((d.value, d.owner, d.family, _canon(d.cards)) for d in decls) if decls
               else (), lc, c0, xeri_ok)
        entry = self.tt.get(key)
        best_first = None
        if entry is not None:
            lo, hi, best_first = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        self.nodes += 1
        if self.nodes >= self.next_poll:
            self.next_poll = self.nodes + POLL_NODES
            if self.should_stop is not None and self.should_stop():
                raise OutOfNodesError
        if self.nodes > self.node_limit:
            raise OutOfNodesError
        a0, b0 = alpha, beta
        moves = _distinct(self._moves(to_move, hands, loose, decls))
        best_m = None
        if maximize:
            best = -INF
            for m in self._ordered(node, moves, best_first):
                gain, child = self._child(node, m)
                v = gain + self.search(child, alpha - gain, beta - gain)
                if v > best:
                    best, best_m = v, m
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
        else:
            best = INF
            for m in self._ordered(node, moves, best_first):
                gain, child = self._child(node, m)
                v = gain + self.search(child, alpha - gain, beta - gain)
                if v < best:
                    best, best_m = v, m
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        lo, hi = (entry[0], entry[1]) if entry is not None else (-INF, INF)
        if best <= a0:
            hi = min(hi, best)
        elif best >= b0:
            lo = max(lo, best)
        else:
            lo = hi = best
        self.tt[key] = (lo, hi, best_m)
        return best

    def _ordered(self, node: tuple, moves: list[Move], first: Move | None) -> list[Move]:
        """Likely best first: the remembered best, captures by worth (xeris first), then
        declarations, then lays of the least valuable cards."""
        loose, decls, xeri_ok = node[3], node[4], node[7]
        n_table = len(loose)
        for d in decls:
            n_table += len(d.cards)
        keyed = []
        for m in moves:
            action = m.action
            if action == _CAPTURE:
                gain = PTS[m.card]
                for c in m.cards:
                    gain += PTS[c]
                if xeri_ok and len(m.cards) == n_table:
                    gain += XERI
                k = (0, -gain - 0.01 * len(m.cards))
            elif action == _DECLARE:
                k = (1, -len(m.cards))
            else:
                k = (2, PTS[m.card] + 0.01 * m.card)
            if m == first:
                k = (-1, 0)
            keyed.append((k, m))
        keyed.sort(key=lambda km: km[0])
        return [m for _, m in keyed]


def _distinct(moves: list[Move]) -> list[Move]:
    """One move per outcome up to interchangeable cards."""
    seen = set()
    out = []
    for m in moves:
        k = (CANON[m.card], m.action, _canon(m.cards), m.value, m.kind)
        if k not in seen:
            seen.add(k)
            out.append(m)
    return out


def solve_values(state: State, moves: list[Move] | None = None,
                 node_limit: int = 200_000,
                 should_stop: Callable[[], bool] | None = None) -> list[tuple[Move, int]]:
    """Exact future point difference, *for the side to move*, of each legal move (raises
    OutOfNodesError past `node_limit` or when `should_stop` says so)."""
    solver = Solver(state, node_limit, should_stop)
    sign = 1 if (state.to_move & 1) == 0 else -1
    return [(m, sign * v) for m, v in solver.move_values(state, moves)]

