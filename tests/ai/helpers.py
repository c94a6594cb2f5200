"""Helpers for the AI tests: positions from seeded games, hidden-card permutations."""

from __future__ import annotations

import random

from diloti_qt.ai.simple import EasyPlayer, RandomPlayer
from diloti_qt.engine import PlayerView, Rules, State, deal_round
from diloti_qt.engine.cards import VALUE

PROFILES = ("pagat-2p", "taverna-2p", "taverna-4p", "partnership-4p")


def random_positions(profile: str, seed: int, count: int) -> list[State]:
    """`count` positions of rounds played by a mix of Random and Easy (which declares
    nothing, so Random supplies the declarations), spread over whole rounds."""
    rules = Rules.make(profile)
    rng = random.Random(seed)
    players = [RandomPlayer(), EasyPlayer()]
    out: list[State] = []
    while len(out) < count:
        state = deal_round(rules, rng.randrange(rules.players), rng)
        picks = set(rng.sample(range(6 * 8), 3))
        step = 0
        while not state.round_over:
            if step in picks and len(out) < count:
                out.append(state.clone())
            who = players[0] if rng.random() < 0.6 else players[1]
            state.apply(who.choose(PlayerView.of(state, state.to_move), rng))
            step += 1
    return out


def permute_hidden(state: State, seat: int, rng: random.Random) -> State | None:
    """The same position with the cards `seat` cannot see (other hands, stock) dealt
    differently, keeping every hand size and every owner's reserve (R18); None if no
    different deal was found."""
    others = [s for s in range(state.players) if s != seat]
    pool = [c for s in others for c in state.hands[s]] + list(state.stock)
    needs = {d.owner: d.value for d in state.decls if d.owner != seat}
    for _ in range(200):
        rng.shuffle(pool)
        hands = [list(h) for h in state.hands]
        pos = 0
        for s in others:
            n = len(state.hands[s])
            hands[s] = sorted(pool[pos:pos + n])
            pos += n
        if any(not any(VALUE[c] == v for c in hands[s]) for s, v in needs.items()):
            continue
        stock = pool[pos:]
        if hands == state.hands and stock == state.stock:
            continue
        other = state.clone()
        other.hands = hands
        other.stock = stock
        return other
    return None


class FakeClock:
    """A clock for the deadline tests (no wall clock): it reads `now`, and every read moves
    it on by `step` (the work between two looks at the clock); `advance(s)` is a slow stage
    (a position whose moves take long to generate, a busy machine)."""

    def __init__(self, step: float = 0.0) -> None:
        self.now = 0.0
        self.step = step
        self.reads = 0

    def __call__(self) -> float:
        t = self.now
        self.now += self.step
        self.reads += 1
        return t

    def advance(self, seconds: float) -> None:
        self.now += seconds
