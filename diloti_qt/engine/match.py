"""Match flow: rounds to the target, dealer alternation, the tie rule (R4, R37, R38)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .rules import PAGAT_2P, Rules
from .scoring import SidePoints, side_points
from .state import State, deal_round


def next_dealer(rules: Rules, dealer: int) -> int:
    """R4, R41: the deal passes to the next seat (the player on the dealer's right)."""
    return (dealer + 1) % rules.players


@dataclass
class RoundRecord:
    """A finished round of a match: its dealer, the points and how they were made, the
    scores after."""
    dealer: int
    points: list[int]
    breakdown: tuple[SidePoints, ...]  # per side: what it scored (R36)
    scores_after: list[int]
    # The round's deal and its moves (for the match record); absent in a round restored
    # from a save of an older version or from a position that was not a deal.
    start: State | None = field(default=None, compare=False, repr=False)
    moves: tuple = field(default=(), compare=False, repr=False)


@dataclass
class Match:
    """A match from the first deal to the winner. The seed fixes every deal (chance), except
    the rounds given `decks`: round k is dealt from decks[k] (a record's deals, played again)
    while there is one, then from the seed."""

    rules: Rules = PAGAT_2P
    seed: int = 0
    first_dealer: int | None = None
    rounds: list[RoundRecord] = field(default_factory=list)
    decks: tuple[tuple[int, ...], ...] = ()  # each top first, as deal_round stacks a deck
    # a round dealt again from its own secret seed (a friends' table's committed deals,
    # deals.deal_from_seed): round number -> seed, kept for the reveal and the record
    deal_seeds: dict[int, bytes] = field(default_factory=dict, compare=False)
    state: State = field(init=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)
        dealer = self.first_dealer
        if dealer is None:
            dealer = self.rng.randrange(self.rules.players)  # R4: by lot
        self.state = deal_round(self.rules, dealer, self.rng, deck=self._deck(0))
        self.round_start = self.state.clone()  # the deal, for the round review
        self._recorded = False

    def _deck(self, index: int) -> list[int] | None:
        return list(self.decks[index]) if index < len(self.decks) else None

    @property
    def deal_number(self) -> int | None:
        """The number that deals this match again (its seed); None when given decks deal
        it (no number names them)."""
        return None if self.decks else self.seed

    @property
    def scores(self) -> list[int]:
        return list(self.state.scores)

    @property
    def winner(self) -> int | None:
        return self.state.match_winner if self.state.round_over else None

    @property
    def over(self) -> bool:
        return self.winner is not None

    def finish_round(self) -> RoundRecord:
        """Record the round just ended (the state must be over); safe to call twice."""
        s = self.state
        if not s.round_over:
            raise RuntimeError("the round is not over")
        if not self._recorded:
            self.rounds.append(RoundRecord(
                s.dealer, list(s.round_points or []),
                side_points(s.rules, s.captured, s.xeris), list(s.scores),
                self.round_start.clone(), tuple(m for _seat, m in s.history),
            ))
            self._recorded = True
        return self.rounds[-1]

    def next_round(self, deck: list[int] | None = None) -> State:
        """Deal the next round; the deal passes to the next seat (R4, R41)."""
        s = self.state
        if not s.round_over or s.match_winner is not None:
            raise RuntimeError("the next round starts only after a round without a winner")
        self.finish_round()
        dealer = next_dealer(self.rules, s.dealer)
        if deck is None:
            deck = self._deck(len(self.rounds))  # the round about to be dealt
        self.state = deal_round(self.rules, dealer, self.rng, s.scores, deck)
        self.round_start = self.state.clone()
        self._recorded = False
        return self.state

    def round_decisions(self) -> list[tuple[State, object]]:
        """(state before the move, move) for every move of the current round so far."""
        state = self.round_start.clone()
        out = []
        for _seat, move in self.state.history:
            out.append((state.clone(), move))
            state.apply(move)
        return out

    def save_point(self) -> tuple:
        """Everything `restore` needs to go back to this moment (for undo)."""
        return (self.state.clone(), len(self.rounds), self._recorded)

    def restore(self, point: tuple) -> None:
        state, rounds, recorded = point
        self.state = state.clone()
        del self.rounds[rounds:]
        self._recorded = recorded

    @property
    def round_number(self) -> int:
        """1 for the first round."""
        return len(self.rounds) + (0 if self._recorded else 1)
