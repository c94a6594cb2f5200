"""Inference from play by likelihood: how likely the other seats' moves in this deal are
under a model of play, for each guess of their hands (issue 40).

The model is a softmax over a seat's legal moves of a linear score of public features of
each move (what it captures, whether it sweeps, lays or declares, what it leaves exposed on
the table); its weights were fitted by maximum likelihood on self-play logs
(tools/inference_fit.py, which prints them). A guess of a seat's hand `H` makes its observed
move `m` at decision `i` as likely as

    exp(s(m)) / sum over the moves of every card c in H_i of exp(s(move))

where `H_i` is `H` plus the cards the seat played from decision `i` on. The numerator is the
same for every guess, and the denominator is a sum over cards, so each decision keeps one
number per kind of card (its class and its points: cards alike in both have the same moves)
and weighing a guessed hand costs a few additions. `Likelihood.weight(hands)` is the
product over the deal's decisions, up to a constant; `sample_world` draws candidate worlds
(knowledge.sample_world) and keeps one in proportion to its weight (sampling importance
resampling), so the worlds a search sees follow the others' play.

A card's moves are generated with the seat's known cards beside it (the seat may hold more
that would allow a declaration): an approximation that leaves declarations needing an
unseen second card out of a card's sum.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from diloti_qt.engine import Action, Decl, Move, PlayerView, State, table_after
from diloti_qt.engine.movegen import TooManyMovesError, legal_moves

from .evaluate import CLASS_OF, PTS, best_capture, table_key
from .knowledge import Evidence, others_decisions, sample_world
from .moves import Position

# The features of a move (FEATURES names them) and their fitted weights.
FEATURES = ("points taken", "cards taken", "sweep", "lay", "lay points", "lay face",
            "declare", "declared points", "exposed points", "exposed cards", "sweepable",
            "threat")
WEIGHTS = (0.67, 0.613, 2.62, -0.639, -0.378, -0.0078, 1.08, 0.977, -0.434, -0.116, -0.198,
           -2.17)
CANDIDATES = 8   # candidate worlds drawn for each world kept
# Work (ai/budget.py units, a playout ply each) charged to a search, measured against the
# playouts' plies in one process on the 2-core machine (60 positions, load ~4): a candidate
# world drawn and weighed costs 0.43 plies, one of the others' decisions prepared 9.3.
CANDIDATE_UNITS = 0.45
LIKELIHOOD_UNITS = 10.0
MOVE_LIMIT = 400  # a freak table: that card's moves are not weighed (ai/moves.py)


def move_features(loose: Sequence[int], decls: Sequence[Decl], seat: int, move: Move,
                  xeri_ok: bool) -> tuple[float, ...]:
    """FEATURES of `move` played by `seat` on this table; public facts only."""
    after = table_after(loose, decls, seat, move, xeri_ok)
    taken = pts = 0.0
    sweep = lay = lay_pts = lay_face = declare = declared = 0.0
    if move.action == Action.CAPTURE:
        taken = 1 + len(move.cards)
        pts = PTS[move.card] + sum(PTS[c] for c in move.cards)
        sweep = 1.0 if after.xeri else 0.0
    elif move.action == Action.LAY:
        lay = 1.0
        lay_pts = PTS[move.card]
        lay_face = 1.0 if CLASS_OF[move.card] > 10 else 0.0
    else:
        declare = 1.0
        declared = PTS[move.card] + sum(PTS[c] for c in move.cards)
    exposed = sum(PTS[c] for c in after.loose)
    cards = len(after.loose)
    for d in after.decls:
        exposed += sum(PTS[c] for c in d.cards)
        cards += len(d.cards)
    # What the next seat could take from the table left, over the 13 kinds of card: how
    # many kinds would sweep it and the mean worth of the best capture.
    sweepable = threat = 0.0
    if after.loose or after.decls:
        key = table_key(after.loose, after.decls)
        for cls in range(1, 14):
            worth, xeri = best_capture(after.loose, after.decls, cls, True, key)
            threat += worth
            sweepable += xeri
    return (pts, taken, sweep, lay, lay_pts, lay_face, declare, declared, exposed,
            cards / 4, sweepable / 13, threat / 13)


def score(features: Sequence[float], weights: Sequence[float] = WEIGHTS) -> float:
    return sum(f * w for f, w in zip(features, weights, strict=True))


def card_kind(card: int) -> tuple[int, int]:
    """Cards of one kind have the same moves and scores: the class and the points."""
    return CLASS_OF[card], PTS[card]


def card_mass(rules, seat: int, card: int, known: Sequence[int], loose, decls,
              xeri_ok: bool, weights: Sequence[float]) -> float:
    """The sum of exp(score) over the legal moves of `card` for `seat` holding it beside
    `known`, on this table."""
    hands: list[list[int]] = [[] for _ in range(rules.players)]
    hands[seat] = sorted({card, *known})
    table = Position(rules, seat, hands, list(loose), list(decls))
    try:
        moves = legal_moves(table, card, MOVE_LIMIT)
    except TooManyMovesError:
        return 0.0
    return sum(math.exp(score(move_features(loose, decls, seat, m, xeri_ok), weights))
               for m in moves)


class Likelihood:
    """The others' decisions in the current deal, ready to weigh guesses of their hands."""

    def __init__(self, view: PlayerView, weights: Sequence[float] = WEIGHTS) -> None:
        # Per decision: (seat, {card kind: mass}, the mass of the cards it is known to hold).
        self.decisions: list[tuple[int, dict[tuple[int, int], float], float]] = []
        unseen = view.unseen()
        for seat, _move, loose, decls, xeri_ok, played in others_decisions(view):
            masses: dict[tuple[int, int], float] = {}
            for c in unseen:
                kind = card_kind(c)
                if kind not in masses:
                    masses[kind] = card_mass(view.rules, seat, c, played, loose, decls,
                                             xeri_ok, weights)
            fixed = sum(card_mass(view.rules, seat, c, played, loose, decls, xeri_ok,
                                  weights) for c in played)
            self.decisions.append((seat, masses, fixed))

    def log_weight(self, hands: Sequence[Sequence[int]]) -> float:
        """log of the guess's likelihood, up to a constant the same for every guess."""
        total = 0.0
        for seat, masses, fixed in self.decisions:
            z = fixed
            for c in hands[seat]:
                z += masses.get(card_kind(c), 0.0)
            total -= math.log(z) if z > 0 else 0.0
        return total


def weighted_world(view: PlayerView, rng: random.Random, likelihood: Likelihood,
                   unseen: list[int] | None = None, evidence: Evidence | None = None,
                   candidates: int = CANDIDATES) -> State:
    """A world drawn in proportion to its likelihood: `candidates` worlds from
    knowledge.sample_world, one of them kept with chance proportional to its weight."""
    if not likelihood.decisions:
        return sample_world(view, rng, unseen, evidence)
    worlds = [sample_world(view, rng, unseen, evidence) for _ in range(candidates)]
    logs = [likelihood.log_weight(w.hands) for w in worlds]
    top = max(logs)
    weights = [math.exp(x - top) for x in logs]
    return rng.choices(worlds, weights)[0]
