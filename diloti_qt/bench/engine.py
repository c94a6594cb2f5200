"""Engine speed: random full rounds per second, legal-move generation time, and the worst
cases on adversarial tables (`python -m diloti_qt.bench engine [--adversarial]`)."""

from __future__ import annotations

import random
import statistics
import time

from diloti_qt.engine import Rules, deal_round, legal_moves
from diloti_qt.engine.cards import parse_card
from diloti_qt.engine.state import State


def random_rounds(seconds: float, profile: str = "pagat-2p", seed: int = 1) -> tuple[int, float]:
    """Play uniform-random rounds for about `seconds`; return (rounds, elapsed)."""
    rules = Rules.make(profile)
    rng = random.Random(seed)
    rounds = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(20):
            state = deal_round(rules, rounds % rules.players, rng)
            while not state.round_over:
                moves = legal_moves(state)
                state.apply(moves[rng.randrange(len(moves))])
            rounds += 1
    return rounds, time.perf_counter() - start


def legal_move_times(rounds: int, profile: str = "pagat-2p", seed: int = 2) -> list[float]:
    """Seconds per legal-move generation over the positions of `rounds` random rounds."""
    rules = Rules.make(profile)
    rng = random.Random(seed)
    times = []
    clock = time.perf_counter
    for r in range(rounds):
        state = deal_round(rules, r % rules.players, rng)
        while not state.round_over:
            t0 = clock()
            moves = legal_moves(state)
            times.append(clock() - t0)
            state.apply(moves[rng.randrange(len(moves))])
    return times


def big_table_time() -> tuple[int, float]:
    """Legal moves with 14 loose numerals on the table (a worst case)."""
    names = ["AS", "AH", "AD", "AC", "2S", "2H", "2D", "2C", "3S", "3H", "3D", "3C", "4S", "4H"]
    hand = ["5S", "6S", "7S", "8S", "9S", "10S"]
    state = State(
        hands=[[parse_card(c) for c in hand], []],
        loose=[parse_card(c) for c in names],
        to_move=0,
        dealer=1,
    )
    t0 = time.perf_counter()
    moves = legal_moves(state)
    return len(moves), time.perf_counter() - t0


def main(argv: list[str] | None = None) -> None:
    from diloti_qt.engine import movegen

    from .adversarial import report

    if argv and "--adversarial" in argv:
        report()
        return
    rounds, elapsed = random_rounds(5.0)
    print(f"random rounds (pagat-2p, uniform legal moves): {rounds / elapsed:,.0f} per second "
          f"({rounds} rounds in {elapsed:.2f} s)")
    for profile in ("taverna-2p", "partnership-4p"):
        r, e = random_rounds(2.0, profile)
        print(f"random rounds ({profile}): {r / e:,.0f} per second")
    movegen._sums_cache.clear()
    times = sorted(legal_move_times(2000))
    median = statistics.median(times)
    p99 = times[int(len(times) * 0.99)]
    print(f"legal moves over {len(times):,} positions: median {median * 1e6:.1f} µs, "
          f"99th percentile {p99 * 1e6:.1f} µs, max {times[-1] * 1e3:.2f} ms")
    movegen._sums_cache.clear()
    count, seconds = big_table_time()
    print(f"14 loose numerals, 6 cards in hand: {count:,} legal moves in {seconds * 1e3:.1f} ms")
    report()
