"""What a lesson text says about the table, read as checkable claims (no tests here).

Each entry of CLAIMS is a phrase of the lessons' English that states a fact of the position
the text is shown on — who owns a declaration, where a named card lies, what the felt holds,
the score — with the check of that fact. Present-tense statements only: a future or a
condition ("it becomes yours", "would", "if you lay it") states nothing about the table now,
and NOT_CLAIMS lists such phrases. GUARDED words (ownership, release) must be read by
some entry, so a new sentence about who owns what cannot slip past unchecked.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from diloti_qt.engine import Kind, legal_moves, parse_card
from diloti_qt.engine.cards import RANK, VALUE
from diloti_qt.engine.state import State

LEARNER, COMPUTER, PARTNER = 0, 1, 2
SUIT_LETTERS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
CARD = r"(?:10|[2-9AJQK])[♠♥♦♣]"
CARD_RE = re.compile(CARD)
RANK_WORDS = {"ace": 0, "jack": 10, "queen": 11, "king": 12}
PLURALS = {"twos": 2, "threes": 3, "fours": 4, "fives": 5, "sixes": 6, "sevens": 7,
           "eights": 8, "nines": 9, "tens": 10}


def number(name: str = "v") -> str:
    """A value (not a card's rank) as the named group."""
    return rf"(?P<{name}>\d+)(?![♠♥♦♣\d])"


NUMBER = number()


def card_of(text: str) -> int:
    return parse_card(text[:-1] + SUIT_LETTERS[text[-1]])


# -- facts of a position -------------------------------------------------------------------
def owns(state: State, seat: int, value: int | None = None) -> bool:
    return any(d.owner == seat and (value is None or d.value == value) for d in state.decls)


def side(state: State, seat: int) -> int:
    return state.rules.side_of(seat)


def belongs_to(state: State, seat: int, card: int) -> bool:
    """In the seat's hand, its side's capture pile, or a declaration it owns."""
    return (card in state.hands[seat] or card in state.captured[side(state, seat)]
            or any(d.owner == seat and card in d.cards for d in state.decls))


def visible(state: State, card: int) -> bool:
    return card in state.table_cards() or card in state.hands[LEARNER]


def last_card(state: State) -> bool:
    hands = state.hands
    return (len(hands[LEARNER]) == 1 and not state.stock
            and all(not h for seat, h in enumerate(hands) if seat != LEARNER))


def can_raise(state: State, seat: int) -> bool:
    """Whether `seat`, to move, has a legal raise (R22) on this table (the engine's list)."""
    return state.to_move == seat and any(m.kind == Kind.RAISE for m in legal_moves(state))


def _v(m: re.Match) -> int | None:
    groups = m.groupdict()
    if groups.get("w"):
        return PLURALS[groups["w"]]
    values = [v for k, v in groups.items() if k.startswith("v") and v]
    return int(values[0]) if values else None


def _card(m: re.Match, group: str = "c") -> int:
    return card_of(m.group(group))


@dataclass(frozen=True)
class Claim:
    name: str
    pattern: re.Pattern
    holds: Callable[[State, re.Match], bool]


def claim(name: str, pattern: str, holds: Callable[[State, re.Match], bool]) -> Claim:
    return Claim(name, re.compile(pattern), holds)


C = rf"(?P<c>{CARD})"
CLAIMS: tuple[Claim, ...] = (
    # who owns what
    claim("the learner owns it", r"\b(?:is|are) (?:still |now )?yours\b(?! too)",
          lambda s, m: owns(s, LEARNER)),
    claim("the learner is its owner", r"\byou are its owner\b", lambda s, m: owns(s, LEARNER)),
    claim("the learner owns a declaration",
          rf"\b[Yy]ou own (?:the declared {NUMBER}|the {number('v2')}|a declaration\b|"
          r"a «σόι»|it\b)",
          lambda s, m: owns(s, LEARNER, _v(m))),
    claim("the learner owns nothing", r"\b[Yy]ou own (?:nothing|no declaration)\b",
          lambda s, m: not owns(s, LEARNER)),
    claim("the computer declared", rf"\b[Tt]he computer declared (?:{NUMBER}|a family of "
          r"(?P<w>\w+))", lambda s, m: owns(s, COMPUTER, _v(m))),
    claim("both declared", rf"\bBoth of you declared {NUMBER}",
          lambda s, m: owns(s, LEARNER, _v(m)) and owns(s, COMPUTER, _v(m))),
    claim("the partner declared", rf"\b[Yy]our partner declared {NUMBER}",
          lambda s, m: owns(s, PARTNER, _v(m))),
    claim("the computer's declaration", rf"\bthe computer's (?:declared {NUMBER}|{number('v2')}|"
          r"family of (?P<w>\w+))", lambda s, m: owns(s, COMPUTER, _v(m))),
    claim("the pile is the computer's", r"\b[Tt]he pile is the computer's\b",
          lambda s, m: owns(s, COMPUTER)),
    claim("the learner is released", r"\byou are released\b",
          lambda s, m: not owns(s, LEARNER)),
    # what the learner may do now (lesson 7 offered to raise back a declared 10: R18, R22)
    claim("whether the learner can raise it",
          r"\b[Yy]ou (?:could|can|may)(?P<not> ?not|n't)? raise (?:it|this one)\b",
          lambda s, m: can_raise(s, LEARNER) != bool(m.group("not"))),
    claim("the computer owns nothing",
          r"\b(?:[Tt]he computer is released|[Tt]he computer's obligation is over|"
          r"[Ii]ts obligation is over)", lambda s, m: not owns(s, COMPUTER)),
    # where a named card lies
    claim("the learner's card", rf"\b[Yy]our {C}", lambda s, m: belongs_to(s, LEARNER, _card(m))),
    claim("the computer's card", rf"\b(?:its|[Tt]he computer's) {C}",
          lambda s, m: belongs_to(s, COMPUTER, _card(m))),
    claim("the computer keeps it", rf"{C} it keeps\b",
          lambda s, m: belongs_to(s, COMPUTER, _card(m))),
    claim("the computer laid it", rf"\b[Tt]he computer laid the {C}",
          lambda s, m: _card(m) in s.loose and bool(s.history) and s.history[-1][0] == COMPUTER
          and s.history[-1][1].action == "lay" and s.history[-1][1].card == _card(m)),
    claim("it lies loose", rf"{C} (?:now lies loose|is now a loose table card)",
          lambda s, m: _card(m) in s.loose),
    claim("while it lies loose", rf"\b[Ww]hile the {C} lies loose",
          lambda s, m: _card(m) in s.loose),
    claim("the learner holds it", rf"\b(?:you (?:still )?hold the {C}|[Yy]ou keep (?:the |your )?"
          rf"(?P<k>{CARD})|(?P<h>{CARD}) stays in your hand|[Tt]he (?P<i>{CARD}) in your hand)",
          lambda s, m: card_of(next(g for g in m.group("c", "k", "h", "i") if g))
          in s.hands[LEARNER]),
    claim("the learner holds that value", rf"\byou hold an? {NUMBER}",
          lambda s, m: any(VALUE[c] == _v(m) for c in s.hands[LEARNER])),
    claim("the learner holds none of it", rf"\byou hold no (?:other )?{NUMBER}",
          lambda s, m: all(VALUE[c] != _v(m) for c in s.hands[LEARNER])),
    claim("the learner keeps another", rf"\b[Yy]ou keep your other {NUMBER}",
          lambda s, m: sum(VALUE[c] == _v(m) for c in s.hands[LEARNER]) >= 2),
    claim("left on the table for the learner", rf"\b[Tt]he {C} left on the table is yours too",
          lambda s, m: _card(m) in s.captured[side(s, LEARNER)]),
    # the felt, the round and the score
    claim("no such face card on the table",
          r"\b[Tt]here is no (?P<r>jack|queen|king|ace) on the table",
          lambda s, m: all(RANK[c] != RANK_WORDS[m.group("r")] for c in s.table_cards())),
    claim("none of that rank on the table",
          r"\b[Aa] (?P<r>jack|queen|king) takes only a (?P=r), and there is none on the table",
          lambda s, m: all(RANK[c] != RANK_WORDS[m.group("r")] for c in s.table_cards())),
    claim("a face card lies loose",
          r"\b[Ww]hile an? (?P<r>jack|queen|king) lies loose",
          lambda s, m: any(RANK[c] == RANK_WORDS[m.group("r")] for c in s.loose)),
    claim("the table is empty", r"\b[Tt]he table is empty\b", lambda s, m: not s.table_cards()),
    claim("the round is over", r"\b[Tt]he round is over\b", lambda s, m: s.round_over),
    claim("the last card", r"(?:\b[Tt]his is the last card of the round|\b[Tt]he last card of "
          r"(?:another|this) round|\b[Tt]he last card again|, the last card of the round)",
          lambda s, m: last_card(s)),
    claim("a new round", r"\b[Aa] new round has just been dealt",
          lambda s, m: s.round_opening),
    claim("the computer holds none", rf"\b[Tt]he computer holds no {NUMBER}",
          lambda s, m: all(VALUE[c] != _v(m) for c in s.hands[COMPUTER])),
    claim("the scores", r"\b[Yy]ou have (?P<a>\d+)(?: points)?, the computer (?P<b>\d+)\b",
          lambda s, m: s.scores == [int(m.group("a")), int(m.group("b"))]),
    claim("the learner's score", r"\b[Yy]ou have (?P<a>\d+)\.",
          lambda s, m: s.scores[side(s, LEARNER)] == int(m.group("a"))),
    claim("the learner reaches", r"\b[Yy]ou reach (?P<a>\d+)\b",
          lambda s, m: s.scores[side(s, LEARNER)] == int(m.group("a"))),
    claim("the computer reaches", r"\bthe computer scores \d+ and reaches (?P<b>\d+)\b",
          lambda s, m: s.scores[side(s, COMPUTER)] == int(m.group("b"))),
    claim("the computer stays", r"\b[Tt]he computer stays at (?P<b>\d+)\b",
          lambda s, m: s.scores[side(s, COMPUTER)] == int(m.group("b"))),
    claim("the target", r"\b(?:the target is|[Tt]his match is played to) (?P<t>\d+)\b",
          lambda s, m: s.rules.target == int(m.group("t"))),
)

# Phrases that sound like ownership but claim nothing about the table now: general rules,
# what happened, what a move will do.
NOT_CLAIMS = (
    re.compile(r"\b[Ww]hile you own a declaration\b"),
    re.compile(r"\bbec(?:ame|omes) yours\b"),
    re.compile(r"\b(?:was|is then) released\b"),
)
GUARDED = re.compile(r"\b[Yy]ours\b|\b[Yy]ou own\b|\bis the computer's\b|\breleased\b|"
                     r"\bobligation is over\b")


@dataclass(frozen=True)
class Contradiction:
    claim: str
    phrase: str


def contradictions(text: str, state: State, cards_must_be_visible: bool) -> list[Contradiction]:
    """The claims of `text` that `state` contradicts, and guarded phrases no claim reads.

    With `cards_must_be_visible`, any card named outside a claim must be on the felt or in the
    learner's hand (an instruction never points at a card the learner cannot see)."""
    found: list[Contradiction] = []
    read_cards: set[tuple[int, int]] = set()
    read_guards: set[tuple[int, int]] = set()
    for entry in CLAIMS:
        for m in entry.pattern.finditer(text):
            read_guards.add(m.span())
            read_cards.update(c.span() for c in CARD_RE.finditer(text, *m.span()))
            if not entry.holds(state, m):
                found.append(Contradiction(entry.name, m.group(0)))
    for phrase in NOT_CLAIMS:
        read_guards.update(m.span() for m in phrase.finditer(text))
    for m in GUARDED.finditer(text):
        if not any(a <= m.start() and m.end() <= b for a, b in read_guards):
            found.append(Contradiction("unread claim (add it to CLAIMS or reword it)",
                                       _around(text, m)))
    if cards_must_be_visible:
        for m in CARD_RE.finditer(text):
            inside = any(a <= m.start() and m.end() <= b for a, b in read_cards)
            if not inside and not visible(state, card_of(m.group(0))):
                found.append(Contradiction("a card the learner cannot see", m.group(0)))
    return found


def _around(text: str, m: re.Match) -> str:
    return text[max(0, m.start() - 40): m.end() + 40]
