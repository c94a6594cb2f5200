"""The chance of winning the match from a moment in it (the replay's chart): the Expert's
estimate of the round's final points joined to the scores and the target, for players of
equal strength from then on.

The model. A round between equal players scores as measured by `measure_rounds` (Medium
against Medium: 2,500 rounds of pagat-2p, 1,200 of partnership-4p; the tables below): the
card points of each side (the 4 of the majority and the 7 in the cards, R36) and its xeris,
taken as independent. From the end of a round the chance is exact for that model: a table
over both scores to the target (R38: one side at the target wins, both the higher, a tie
plays on), built once per target. Within a round the Expert's estimate `expected` (final
round points, the side minus the other) is the differential's mean; what is left of the
round spreads it as the model's differential does, narrowed by the square root of the part
of the round still to play; the round's total points are the model's mean plus the xeris
already made beyond the model's share so far.

Bounds: the table has at most GRID² entries (scores in units of ceil(target / GRID)), each a
sum over the model's outcomes (at most ~120 after pruning those under MIN_P); a chance
within a round is one such sum. Pure Python, no Qt.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Sequence

from diloti_qt.engine.scoring import match_winner, side_points, xeri_points

GRID = 120  # score units per side in the table (a target up to 120 is exact, in points)
MIN_P = 2e-4  # outcomes of a round less likely than this are left out (then renormalised)

# (card points of side 0, of side 1) -> rounds seen; 7 between them when 26:26 (no majority)
CARD_POINTS = {
    2: {(0, 7): 12, (0, 11): 97, (1, 6): 26, (1, 10): 319, (2, 5): 69, (2, 9): 501,
        (3, 4): 94, (3, 8): 500, (4, 3): 94, (4, 7): 520, (5, 2): 69, (5, 6): 362,
        (6, 1): 26, (6, 5): 362, (7, 0): 12, (7, 4): 520, (8, 3): 500, (9, 2): 501,
        (10, 1): 319, (11, 0): 97},
    4: {(0, 11): 67, (1, 6): 15, (1, 10): 161, (2, 5): 30, (2, 9): 261, (3, 4): 32,
        (3, 8): 249, (4, 3): 32, (4, 7): 214, (5, 2): 30, (5, 6): 171, (6, 1): 15,
        (6, 5): 171, (7, 4): 214, (8, 3): 249, (9, 2): 261, (10, 1): 161, (11, 0): 67},
}
# (xeris of side 0, of side 1) -> rounds seen
XERIS = {
    2: {(0, 0): 3296, (0, 1): 643, (0, 2): 89, (0, 3): 23, (0, 4): 3, (1, 0): 643,
        (1, 1): 142, (1, 2): 17, (1, 3): 3, (1, 4): 1, (2, 0): 89, (2, 1): 17, (2, 2): 2,
        (2, 3): 1, (3, 0): 23, (3, 1): 3, (3, 2): 1, (4, 0): 3, (4, 1): 1},
    4: {(0, 0): 1796, (0, 1): 232, (0, 2): 51, (0, 3): 5, (0, 4): 1, (1, 0): 232,
        (1, 1): 16, (1, 2): 5, (2, 0): 51, (2, 1): 5, (3, 0): 5, (4, 0): 1},
}


def round_outcomes(players: int) -> list[tuple[int, int, float]]:
    """(points of side 0, points of side 1, probability) of a round between equal players."""
    cards, xeris = CARD_POINTS[players], XERIS[players]
    nc, nx = sum(cards.values()), sum(xeris.values())
    joint: dict[tuple[int, int], float] = {}
    for (ca, cb), wc in cards.items():
        for (xa, xb), wx in xeris.items():
            key = (ca + xeri_points(xa), cb + xeri_points(xb))
            joint[key] = joint.get(key, 0.0) + wc / nc * wx / nx
    kept = {k: p for k, p in joint.items() if p >= MIN_P}
    total = sum(kept.values())
    return [(a, b, p / total) for (a, b), p in sorted(kept.items())]


def expected_xeris(players: int) -> float:
    """Xeris of both sides in a round, on average (the model's)."""
    xeris = XERIS[players]
    return sum((a + b) * w for (a, b), w in xeris.items()) / sum(xeris.values())


class MatchOdds:
    """The chances of one match's rules (players and target): `settled` after a round,
    `in_round` during one."""

    def __init__(self, players: int, target: int) -> None:
        self.players, self.target = players, target
        self.outcomes = round_outcomes(players)
        self.mean_total = sum((a + b) * p for a, b, p in self.outcomes)
        # the differential's spread around its mean (0: the model's players are equal)
        diffs: dict[int, float] = {}
        for a, b, p in self.outcomes:
            diffs[a - b] = diffs.get(a - b, 0.0) + p
        self.diffs = sorted(diffs.items())
        self.xeris = expected_xeris(players)
        self.unit = max(1, math.ceil(target / GRID))
        self._table: list[list[float]] | None = None

    # -- the table from a round's end ---------------------------------------------------
    def _units(self, points: int) -> int:
        return points // self.unit

    def _build(self) -> list[list[float]]:
        """V[x][y]: side 0's chance at the start of a round with scores (x, y) in units
        below the target. O(T² · outcomes), T = min(target, GRID)."""
        t = math.ceil(self.target / self.unit)
        u = self.unit
        steps: dict[tuple[int, int], float] = {}
        for a, b, p in self.outcomes:  # in units: each side's points split between the two
            (qa, ra), (qb, rb) = divmod(a, u), divmod(b, u)  # nearest units, mean kept
            fa, fb = ra / u, rb / u
            for key, w in (((qa, qb), (1 - fa) * (1 - fb)), ((qa + 1, qb), fa * (1 - fb)),
                           ((qa, qb + 1), (1 - fa) * fb), ((qa + 1, qb + 1), fa * fb)):
                if w:
                    steps[key] = steps.get(key, 0.0) + p * w
        stay = steps.pop((0, 0), 0.0)  # a round worth less than a unit: as if played again
        moves = [(da, db, p / (1.0 - stay)) for (da, db), p in steps.items()]
        table = [[0.5] * t for _ in range(t)]
        for total in range(2 * t - 2, -1, -1):  # every step adds points: higher sums first
            for x in range(max(0, total - t + 1), min(t - 1, total) + 1):
                y = total - x
                v = 0.0
                for da, db, p in moves:
                    nx, ny = x + da, y + db
                    if nx >= t or ny >= t:
                        v += p * (1.0 if nx > ny else 0.0 if ny > nx else 0.5)
                    else:
                        v += p * table[nx][ny]
                table[x][y] = v
        return table

    def _value(self, a: int, b: int) -> float:
        """Side 0's chance at a round's end with scores (a, b), R38."""
        winner = match_winner([a, b], self.target)
        if winner is not None:
            return 1.0 if winner == 0 else 0.0
        if a >= self.target and b >= self.target:
            return 0.5  # an exact tie at the target: another round, between equals
        if self._table is None:
            self._table = self._build()
        t = len(self._table)
        x, y = min(self._units(a), t - 1), min(self._units(b), t - 1)
        return self._table[x][y]

    def settled(self, scores: Sequence[int], side: int) -> float:
        """`side`'s chance once a round is over with the match's `scores` (1 or 0 when the
        match is decided)."""
        v = self._value(int(scores[0]), int(scores[1]))
        return v if side == 0 else 1.0 - v

    # -- within a round -------------------------------------------------------------------
    def in_round(self, scores_before: Sequence[int], side: int, expected: float,
                 progress: float, xeris_so_far: int) -> float:
        """`side`'s chance during a round that began with `scores_before`: the Expert expects
        the round to end `expected` points in the side's favour; `progress` (0 to 1) of the
        round is played, with `xeris_so_far` xeris of both sides."""
        left = math.sqrt(max(0.0, 1.0 - progress))
        total = self.mean_total + xeri_points(xeris_so_far - self.xeris * progress)
        mine, theirs = (scores_before[0], scores_before[1]) if side == 0 else (
            scores_before[1], scores_before[0])
        chance = 0.0
        for d, p in self.diffs:
            diff = expected + left * d
            gain = max(0.0, (total + diff) / 2)
            loss = max(0.0, (total - diff) / 2)
            chance += p * self._value(mine + round(gain), theirs + round(loss))
        return min(1.0, max(0.0, chance))


@functools.lru_cache(maxsize=8)
def odds_for(players: int, target: int) -> MatchOdds:
    """One MatchOdds per rules' players and target (its table is built once)."""
    return MatchOdds(2 if players == 2 else 4, target)


def measure_rounds(profile: str, rounds: int, level: str = "medium",
                   seed: int = 7) -> tuple[dict, dict]:
    """The tables above, measured again: `rounds` rounds of `level` against itself under
    `profile` ((card points, xeris) counts per side pair). About 40 ms a round at Medium."""
    from diloti_qt.engine import Match, PlayerView, Rules

    from . import make_player

    rules = Rules.make(profile)
    players = [make_player(level) for _ in range(rules.players)]
    rng = random.Random(seed)
    cards: dict[tuple[int, int], int] = {}
    xeris: dict[tuple[int, int], int] = {}
    for r in range(rounds):
        state = Match(rules, seed * 100_003 + r).state
        while not state.round_over:
            seat = state.to_move
            state.apply(players[seat].choose(PlayerView.of(state, seat), rng, None))
        sides = side_points(rules, state.captured, state.xeris)
        c = tuple(s.total - s.xeri_points for s in sides)
        x = tuple(s.xeris for s in sides)
        cards[c] = cards.get(c, 0) + 1
        xeris[x] = xeris.get(x, 0) + 1
    return cards, xeris


def chances_of_match(record, seat: int,
                     estimates: Sequence[dict[int, float]]) -> list[list[float]]:
    """`seat`'s side's chance of winning at every moment of a finished match (an
    engine.record.MatchRecord): per round, before its first move, after each move (the
    last: the round's end, exact for the model). `estimates[r]` maps a position of round
    r (k moves played) to the Expert's estimate of the round's final points for the side;
    a position without one keeps the last estimate of its round (0 before the first).
    O(moves · the model's differentials) after the table."""
    rules = record.rules
    side = rules.side_of(seat)
    odds = odds_for(rules.players, rules.target)
    out: list[list[float]] = []
    for r, rnd in enumerate(record.rounds):
        n = len(rnd.moves)
        state = rnd.start.clone()
        before = list(state.scores)
        expected = 0.0
        series = []
        for k in range(n + 1):
            if k == n:
                series.append(odds.settled(state.scores, side))
                break
            expected = estimates[r].get(k, expected)
            series.append(odds.in_round(before, side, expected, k / n, sum(state.xeris)))
            state.apply(rnd.moves[k])
        out.append([round(c, 4) for c in series])
    return out
