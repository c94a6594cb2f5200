"""A table's series of matches: the matches each side has won, and what the match being
played (or just finished) was started with, so that a stored table replays the right match
and the next one is dealt by the next dealer in turn. No I/O."""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field

from diloti_qt.engine import Match, Rules
from diloti_qt.engine.match import next_dealer
from diloti_qt.engine.notation import parse_rules


@dataclass
class Series:
    """The matches played in a row at a table: wins per side and the match being played."""
    wins: list[int] = field(default_factory=lambda: [0, 0])  # matches won by side 0, 1
    number: int = 0  # the match being played or just finished (1 for the first; 0: none)
    rules: dict | None = None  # that match's rules (the table's may change after it)
    seed: int = 0  # its deals
    dealer: int | None = None  # its first dealer (None: by lot, from the seed)
    start: int = 0  # the table's moves played before it (its first move is start + 1)

    def begin(self, rules: Rules, seed: int, dealer: int | None, start: int) -> Match:
        """A new match of the series: the next number, the given rules and deals."""
        self.number += 1
        self.rules, self.seed, self.dealer, self.start = rules.to_json(), seed, dealer, start
        return self.match()

    def match(self) -> Match:
        """The current match as it was dealt (before any move)."""
        return Match(parse_rules(self.rules), seed=self.seed, first_dealer=self.dealer)

    def next(self, rules: Rules, finished: Match | None, start: int) -> Match:
        """The match after `finished` (None: the first), at the table's current rules:
        the deal passes to the seat after the last dealer of the match before (R4)."""
        dealer = None
        if finished is not None:
            dealer = next_dealer(finished.rules, finished.state.dealer)
        return self.begin(rules, secrets.randbits(63), dealer, start)

    def won(self, side: int) -> None:
        self.wins[side] += 1

    def config(self) -> dict:
        return {"wins": list(self.wins), "number": self.number, "rules": self.rules,
                "seed": self.seed, "dealer": self.dealer, "start": self.start}

    @classmethod
    def restore(cls, doc: object, players: int) -> Series:
        """The stored series, checked (ValueError when it is not one this server writes)."""
        if not isinstance(doc, dict):
            raise ValueError("series: not an object")
        wins, number, seed, dealer, start = (doc.get(k) for k in
                                             ("wins", "number", "seed", "dealer", "start"))
        if not (isinstance(wins, list) and len(wins) == 2
                and all(isinstance(w, int) and w >= 0 for w in wins)
                and isinstance(number, int) and number >= 0 and isinstance(seed, int)
                and (dealer is None or (isinstance(dealer, int) and 0 <= dealer < players))
                and isinstance(start, int) and start >= 0):
            raise ValueError("series: a field is not what it should be")
        rules = doc.get("rules")
        if number and parse_rules(rules).players != players:
            raise ValueError("series: the match's rules are for other seats")
        return cls(list(wins), number, rules, seed, dealer, start)
