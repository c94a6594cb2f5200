"""Deal numbers: a match's seed names every deal of it, on any machine (`engine deal`).

A match's deal number is the seed of its `random.Random` (Mersenne Twister seeded from a
non-negative integer: the same numbers on every platform and in every process, whatever
PYTHONHASHSEED says). The generator is used only to deal: the first dealer by lot (R4), the
shuffle, and turning up the opening table again (R6). Play never draws from it, so round k of
deal N is the same cards, dealt by the same seat, however rounds 1 … k-1 were played.
"""

from __future__ import annotations

import json
from typing import TextIO

from .match import Match, next_dealer
from .notation import NotationError, position_json
from .rules import DEFAULT_PROFILE, PROFILES, Rules
from .state import State, deal_round

MAX_DEAL = 2**63 - 1  # fits the history's INTEGER column
# A new match draws its deal number below this: six digits at most, easy to read out to a
# friend who wants to play the same deal (any number up to MAX_DEAL can be asked for).
NEW_DEALS = 1_000_000
MAX_ROUND = 999  # far more rounds than any match to 61 or 101 plays
DEAL_USAGE = ("usage: python -m diloti_qt.engine deal NUMBER [--profile P] [--round K]"
              "  (prints the deal of round K, default 1, of match NUMBER as a position)")


def check_deal_number(number: object) -> int:
    """`number` if it is a deal number (0 … 2**63 - 1); raises ValueError otherwise."""
    if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number <= MAX_DEAL:
        raise ValueError(f"a deal number is a whole number from 0 to {MAX_DEAL}, not {number!r}")
    return number


def round_deal(rules: Rules, number: int, round_number: int = 1) -> State:
    """The position at the start of round `round_number` of the match with deal number
    `number` (what `Match(rules, number)` deals then), with the scores at 0."""
    check_deal_number(number)
    if not 1 <= round_number <= MAX_ROUND:
        raise ValueError(f"a round number is 1 to {MAX_ROUND}, not {round_number!r}")
    match = Match(rules, number)
    state = match.state
    for _ in range(round_number - 1):
        state = deal_round(rules, next_dealer(rules, state.dealer), match.rng)
    return state


def deal_command(args: list[str], stdout: TextIO) -> int:
    """`deal NUMBER [--profile P] [--round K]`: print the position; raises NotationError
    (naming the bad argument) on malformed input."""
    options = {"--profile": DEFAULT_PROFILE, "--round": "1"}
    numbers: list[str] = []
    rest = list(args)
    while rest:
        arg = rest.pop(0)
        name, eq, value = arg.partition("=")
        if name in options:
            if not eq:
                if not rest:
                    raise NotationError(f"{name}: needs a value. {DEAL_USAGE}")
                value = rest.pop(0)
            options[name] = value
        elif arg.startswith("--"):
            raise NotationError(f"{arg}: unknown option. {DEAL_USAGE}")
        else:
            numbers.append(arg)
    if len(numbers) != 1:
        raise NotationError(f"NUMBER: give exactly one deal number. {DEAL_USAGE}")
    number = whole_number(numbers[0], "NUMBER", MAX_DEAL)
    round_number = whole_number(options["--round"], "--round", MAX_ROUND, low=1)
    profile = options["--profile"]
    if profile not in PROFILES:
        raise NotationError(f"--profile: unknown profile {profile!r} "
                            f"(one of {', '.join(PROFILES)})")
    state = round_deal(Rules.make(profile), number, round_number)
    json.dump(position_json(state), stdout, ensure_ascii=False)
    stdout.write("\n")
    return 0


def whole_number(text: str, field: str, high: int, low: int = 0) -> int:
    digits = text.isascii() and text.isdigit() and len(text) <= len(str(high))
    if not digits or not low <= int(text) <= high:
        raise NotationError(f"{field}: must be a whole number from {low} to {high}, "
                            f"not {text!r}")
    return int(text)
