"""Deal numbers: a match's seed names every deal of it, on any machine (`engine deal`).

A match's deal number is the seed of its `random.Random` (Mersenne Twister seeded from a
non-negative integer: the same numbers on every platform and in every process, whatever
PYTHONHASHSEED says). The generator is used only to deal: the first dealer by lot (R4), the
shuffle, and turning up the opening table again (R6). Play never draws from it, so round k of
deal N is the same cards, dealt by the same seat, however rounds 1 … k-1 were played.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import random
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
              "  (prints the deal of round K, default 1, of match NUMBER as a position;"
              " NUMBER may be a date YYYY-MM-DD: that day's deal)")


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


# A deal anyone can check was fair (issue #41, NOTATION.md "Committed deals"): a table with
# friends deals each round from a secret seed of its own (SEED_BYTES random bytes), sends
# the SHA-256 of COMMIT_TAG + the seed's hex with the deal, and reveals the seed when the
# round is over. A new tag would make every commitment another.
COMMIT_TAG = "diloti-deal-commit/1:"
SEED_BYTES = 32


def deal_from_seed(rules: Rules, dealer: int, seed: bytes,
                   scores: list[int] | None = None) -> State:
    """The round `dealer` deals from the secret `seed` (SEED_BYTES bytes): the engine's own
    deal (deal_round: the shuffle, then turning the opening table up again if R6 says so)
    with `random.Random(int.from_bytes(seed, "big"))`, used for nothing else. Pure: the
    same cards for the same seed on every machine; `scores` are the totals before it."""
    if not isinstance(seed, bytes) or len(seed) != SEED_BYTES:
        raise ValueError(f"a round's seed is {SEED_BYTES} bytes")
    if not 0 <= dealer < rules.players:
        raise ValueError(f"the dealer is a seat (0-{rules.players - 1}), not {dealer!r}")
    return deal_round(rules, dealer, random.Random(int.from_bytes(seed, "big")), scores)


def deal_commitment(seed: bytes) -> str:
    """The commitment to a round's seed: the SHA-256 of the ASCII text COMMIT_TAG + the
    seed in lower-case hex, as 64 lower-case hex digits."""
    return hashlib.sha256((COMMIT_TAG + seed.hex()).encode("ascii")).hexdigest()


def seed_of_hex(text: object) -> bytes:
    """The seed written as SEED_BYTES * 2 lower-case hex digits; ValueError otherwise."""
    if not is_hex(text, SEED_BYTES * 2):
        raise ValueError(f"a round's seed is {SEED_BYTES * 2} lower-case hex digits")
    return bytes.fromhex(text)


def is_hex(text: object, digits: int = 64) -> bool:
    """Whether `text` is exactly `digits` lower-case hex digits (a seed, a commitment)."""
    return (isinstance(text, str) and len(text) == digits
            and all(c in "0123456789abcdef" for c in text))


def deal_problem(rules: Rules, commitment: str, seed_hex: str, dealt: State) -> str | None:
    """Why the revealed `seed_hex` does not prove the deal `dealt` (a round's start, the
    scores before it included) was fixed by `commitment`; None when it does: the seed
    hashes to the commitment and deals exactly those cards, by that dealer."""
    if not is_hex(commitment):
        return "the commitment is not 64 lower-case hex digits"
    try:
        seed = seed_of_hex(seed_hex)
    except ValueError as e:
        return str(e)
    if deal_commitment(seed) != commitment:
        return "the revealed seed does not match its commitment"
    if deal_from_seed(rules, dealt.dealer, seed, list(dealt.scores)).key() != dealt.key():
        return "the revealed seed deals other cards"
    return None


# The deal of the day (issue 41): the same number everywhere for a date, from the ISO date
# alone (NOTATION.md, "Deal of the day"); a new tag would give every day another deal.
DAY_TAG = "diloti-deal-of-the-day/1"
# The share line's words; the level's name as the app shows it (resources/i18n).
SHARE_WORDS = {
    "en": ("Diloti {day}: {mine}–{theirs} against {level}, deal {number}",
           {"random": "Random", "easy": "Easy", "medium": "Medium", "hard": "Hard",
            "expert": "Expert"}),
    "el": ("Δηλωτή {day}: {mine}–{theirs} με αντίπαλο {level}, μοίρασμα {number}",
           {"random": "Στην τύχη", "easy": "Εύκολος", "medium": "Μέτριος",
            "hard": "Δύσκολος", "expert": "Μάστορας"}),
}


def deal_of_the_day(day: datetime.date) -> int:
    """The day's deal number: the first 8 bytes of SHA-256 of "DAY_TAG:YYYY-MM-DD", as a
    big-endian number, modulo NEW_DEALS (a six-digit number at most, like a new match's).
    The same on every machine, in every time zone the date is read in."""
    if not isinstance(day, datetime.date) or isinstance(day, datetime.datetime):
        raise TypeError(f"the deal of the day needs a date, not {day!r}")
    digest = hashlib.sha256(f"{DAY_TAG}:{day.isoformat()}".encode("ascii")).digest()
    return int.from_bytes(digest[:8], "big") % NEW_DEALS


def share_line(day: datetime.date, mine: int, theirs: int, level: str,
               language: str = "en") -> str:
    """The line a player shares after the deal of the day: "Diloti 2026-12-07: 43–18
    against Expert, deal 123456" (the match's points, the player's first; the deal number
    is `deal_of_the_day(day)`, so anyone can play the same cards)."""
    if language not in SHARE_WORDS:
        raise ValueError(f"unknown language {language!r} (one of {', '.join(SHARE_WORDS)})")
    template, levels = SHARE_WORDS[language]
    if level not in levels:
        raise ValueError(f"unknown level {level!r} (one of {', '.join(levels)})")
    return template.format(day=day.isoformat(), mine=mine, theirs=theirs, level=levels[level],
                           number=deal_of_the_day(day))


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
    number = day_number(numbers[0])
    if number is None:
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


def day_number(text: str) -> int | None:
    """The deal of the day of an ISO date `YYYY-MM-DD` given as NUMBER; None if `text` is
    not a date of that form."""
    if len(text) != 10 or text[4] != "-":
        return None
    try:
        return deal_of_the_day(datetime.date.fromisoformat(text))
    except ValueError:
        raise NotationError(f"NUMBER: {text!r} is not a date YYYY-MM-DD") from None


def whole_number(text: str, field: str, high: int, low: int = 0) -> int:
    digits = text.isascii() and text.isdigit() and len(text) <= len(str(high))
    if not digits or not low <= int(text) <= high:
        raise NotationError(f"{field}: must be a whole number from {low} to {high}, "
                            f"not {text!r}")
    return int(text)
