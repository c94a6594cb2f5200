"""Independent brute-force reference implementation of the Diloti rules of record (RULES.md)."""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

# Interpretations of points the rulebook leaves open (the report lists them too):
#
# I1  R28/R29: "the reserve" is any card of the owned pile's value.  An owner may spend a card
#     of that value elsewhere (capture) as long as another one stays in hand; only the *last*
#     one is bound to capturing the own pile.  Formally: after every move, if the mover still
#     owns a declaration, its remaining hand holds a card of that declaration's value.
# I2  V-SELF-RAISE=yes: the owner raising its own simple needs a reserve of the new value T'
#     (R22) and not of the old one; the old obligation ends because the pile changed (R27).
# I3  R29 "raise or join another pile": an owner may not absorb someone else's simple into a
#     family, nor extend someone else's family, nor raise any pile but (V-SELF-RAISE) its own.
# I4  R20/R24: a family absorbs at most one existing simple; any move naming two existing
#     declarations is illegal.  Absorbing a simple (own or other) is kind "extend" (NOTATION).
# I5  V-SOI-LOCKED: a «σόι» is any family of exactly two cards (two cards can only make a family
#     of value T if both are single cards of value T); it cannot be extended by anyone.
# I6  V-TRIPLE-FACES=capture-all: whenever three loose face cards of one rank lie on the table
#     (only possible from the opening four), the fourth card of that rank must take all three;
#     with fewer than three, R13 (exactly one) applies.
# I7  V-MUST-CAPTURE=yes: "could capture" means some capture with that card is legal under all
#     other rules in force (face cards included; a face card with no equal loose face may lay).
# I8  V-FORCED-SUMS=yes: only *loose* numerals count; declarations of the same value may stay.
#     It applies only to captures that take at least one declaration.
# I9  V-SWEEP=yes: applies to every numeral capture (also ones taking declarations); only loose
#     cards of the capturing card's rank count.
# I10 R32: any capture that empties the table (no loose card, no declaration) is a xeri,
#     including a face-card capture; R33/V-FIRST-XERI only exempt the round's very first card.
# I11 R35/NOTATION play: the end-of-round transfer of leftovers (loose cards and, should any
#     survive, declaration cards) does not change last_capturer.
# I12 V-JOIN-FAMILY=no forbids extending a family owned by another seat, partners included.
# I13 A move's table cards are whole items: a set naming part of a declaration is illegal for
#     captures (R14) and for declarations (NOTATION: a declaration is given by all its cards).

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
FACE_RANKS = ("J", "Q", "K")
DECK = tuple(r + s for r in RANKS for s in SUITS)
FORMAT = "diloti-position/1"

VARIANT_DEFAULTS: dict[str, Any] = {
    "V-MUST-CAPTURE": "no",
    "V-FORCED-SUMS": "no",
    "V-SWEEP": "no",
    "V-TRIPLE-FACES": "redeal",
    "V-SELF-RAISE": "no",
    "V-RAISE-TABLE-CARDS": "no",
    "V-JOIN-FAMILY": "yes",
    "V-SOI-LOCKED": "no",
    "V-FIRST-XERI": "no",
    "V-TARGET": 61,
    "V-DIRECTION": "counter-clockwise",
}
VARIANT_OPTIONS: dict[str, tuple[Any, ...]] = {
    "V-MUST-CAPTURE": ("no", "yes"),
    "V-FORCED-SUMS": ("no", "yes"),
    "V-SWEEP": ("no", "yes"),
    "V-TRIPLE-FACES": ("redeal", "capture-all"),
    "V-SELF-RAISE": ("no", "yes"),
    "V-RAISE-TABLE-CARDS": ("no", "yes"),
    "V-JOIN-FAMILY": ("yes", "no"),
    "V-SOI-LOCKED": ("no", "yes"),
    "V-FIRST-XERI": ("no", "yes"),
    "V-TARGET": (61, 101),
    "V-DIRECTION": ("counter-clockwise", "clockwise"),
}
_TAVERNA = {
    "V-MUST-CAPTURE": "yes",
    "V-FORCED-SUMS": "yes",
    "V-TRIPLE-FACES": "capture-all",
    "V-SOI-LOCKED": "yes",
}
PROFILES: dict[str, tuple[int, dict[str, Any]]] = {
    "pagat-2p": (2, {}),
    "taverna-2p": (2, _TAVERNA),
    "taverna-4p": (4, _TAVERNA),
    "partnership-4p": (4, {}),
}


def parse_card(text: str) -> str:
    """Canonical spelling of a card: `T` means 10, case-insensitive."""
    upper = text.strip().upper()
    rank, suit = upper[:-1], upper[-1]
    if rank == "T":
        rank = "10"
    if rank not in RANKS or suit not in SUITS:
        raise ValueError(f"not a card: {text!r}")
    return rank + suit


def rank_of(card: str) -> str:
    return card[:-1]


def value_of(card: str) -> int | None:
    """R2: A = 1, 2-10 pip value, J/Q/K no value."""
    rank = rank_of(card)
    if rank in FACE_RANKS:
        return None
    return 1 if rank == "A" else int(rank)


def card_key(card: str) -> tuple[int, int]:
    return RANKS.index(rank_of(card)), SUITS.index(card[-1])


def sort_cards(cards: Any) -> list[str]:
    return sorted(cards, key=card_key)


@dataclass(frozen=True)
class Decl:
    """A declaration pile on the table."""

    value: int
    owner: int
    kind: str
    cards: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"value": self.value, "owner": self.owner, "kind": self.kind,
                "cards": sort_cards(self.cards)}


Item = str | Decl


def make_decl(value: int, owner: int, kind: str, cards: Any) -> Decl:
    return Decl(value, owner, kind, tuple(sort_cards(cards)))


def item_cards(item: Item) -> list[str]:
    return [item] if isinstance(item, str) else list(item.cards)


@dataclass
class State:
    """A parsed format-1 position."""

    profile: str
    variants: dict[str, Any]
    players: int
    dealer: int
    to_move: int | None
    round_opening: bool
    hands: list[list[str]]
    loose: list[str]
    decls: list[Decl]
    stock: list[str]
    captured: list[list[str]]
    xeris: list[int]
    last_capturer: int | None
    scores: list[int]

    def on(self, variant: str) -> bool:
        return self.variants[variant] == "yes"

    def items(self) -> list[Item]:
        return [*self.loose, *self.decls]

    def owned_by(self, seat: int) -> Decl | None:
        """R26: a seat owns at most one declaration."""
        for decl in self.decls:
            if decl.owner == seat:
                return decl
        return None

    def side_of(self, seat: int) -> int:
        """R40: four players play as teams {0, 2} and {1, 3}."""
        return seat % 2 if self.players == 4 else seat


def resolve_rules(rules: Any) -> tuple[str, int, dict[str, Any]]:
    """Profile name, number of players and every variant value (RULES sections V and P)."""
    if isinstance(rules, str):
        profile, overrides = rules, {}
    else:
        profile, overrides = rules["profile"], dict(rules.get("variants") or {})
    players, profile_variants = PROFILES[profile]
    variants = {**VARIANT_DEFAULTS, **profile_variants, **overrides}
    return profile, players, variants


def parse_table(entries: list[Any]) -> tuple[list[str], list[Decl]]:
    loose: list[str] = []
    decls: list[Decl] = []
    for entry in entries:
        if isinstance(entry, str):
            loose.append(parse_card(entry))
        else:
            decls.append(make_decl(int(entry["value"]), int(entry["owner"]), entry["kind"],
                                   [parse_card(c) for c in entry["cards"]]))
    return loose, decls


def parse_position(doc: dict[str, Any]) -> State:
    profile, players, variants = resolve_rules(doc["rules"])
    loose, decls = parse_table(doc.get("table") or [])
    captured = doc.get("captured") or [[] for _ in range(players)]
    return State(
        profile=profile,
        variants=variants,
        players=players,
        dealer=doc["dealer"],
        to_move=doc.get("to_move"),
        round_opening=bool(doc.get("round_opening", False)),
        hands=[[parse_card(c) for c in hand] for hand in doc["hands"]],
        loose=loose,
        decls=decls,
        stock=[parse_card(c) for c in doc.get("stock") or []],
        captured=[[parse_card(c) for c in pile] for pile in captured],
        xeris=list(doc.get("xeris") or [0] * players),
        last_capturer=doc.get("last_capturer"),
        scores=list(doc.get("scores") or [0, 0]),
    )


def canonical_table(loose: list[str], decls: list[Decl]) -> list[Any]:
    """NOTATION: loose cards in card order, then declarations by value, owner, then cards."""
    ordered = sorted(decls, key=lambda d: (d.value, d.owner, [card_key(c) for c in d.cards]))
    return [*sort_cards(loose), *(d.to_json() for d in ordered)]


def position_to_json(state: State) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "rules": {"profile": state.profile, "variants": dict(state.variants)},
        "dealer": state.dealer,
        "to_move": state.to_move,
        "round_opening": state.round_opening,
        "hands": [list(hand) for hand in state.hands],
        "table": canonical_table(state.loose, state.decls),
        "stock": list(state.stock),
        "captured": [list(pile) for pile in state.captured],
        "xeris": list(state.xeris),
        "last_capturer": state.last_capturer,
        "scores": list(state.scores),
    }


# --------------------------------------------------------------------------- arithmetic


def splits_into_groups(values: list[int], target: int) -> bool:
    """True when all of `values` can be split into groups that each sum to `target` (R10, R20)."""
    if not values:
        return True
    first, rest = values[0], values[1:]
    for size in range(len(rest) + 1):
        for chosen in itertools.combinations(range(len(rest)), size):
            if first + sum(rest[i] for i in chosen) == target:
                remaining = [rest[i] for i in range(len(rest)) if i not in chosen]
                if splits_into_groups(remaining, target):
                    return True
    return False


def some_group_sums_to(values: list[int], target: int) -> bool:
    """True when some non-empty subset of `values` sums to `target`."""
    return any(sum(combo) == target
               for size in range(1, len(values) + 1)
               for combo in itertools.combinations(values, size))


def nonempty_subsets(items: list[Item]) -> Iterator[tuple[Item, ...]]:
    for size in range(1, len(items) + 1):
        yield from itertools.combinations(items, size)


def _without(cards: list[str], card: str) -> list[str]:
    rest = list(cards)
    rest.remove(card)
    return rest


# --------------------------------------------------------------------------- legality
# Each function returns a reason code (NOTATION "Reason codes") or None when the move is legal.


def capture_reason(state: State, card: str, items: tuple[Item, ...]) -> str | None:
    seat = state.to_move
    assert seat is not None
    if not items:
        return "bad-groups"
    value = value_of(card)
    if value is None:
        equal_loose = [c for c in state.loose if rank_of(c) == rank_of(card)]
        if any(not isinstance(i, str) or rank_of(i) != rank_of(card) for i in items):
            return "face-card-rules"  # R2, R13: a face card takes only equal face cards
        triple = state.variants["V-TRIPLE-FACES"] == "capture-all" and len(equal_loose) == 3
        if len(items) != (3 if triple else 1):
            return "face-card-rules"  # R13 exactly one; I6 all three under capture-all
    else:
        if any(isinstance(i, str) and value_of(i) is None for i in items):
            return "bad-groups"  # R2: face cards are never part of a sum
        taken_decls = [i for i in items if isinstance(i, Decl)]
        if any(d.value != value for d in taken_decls):
            return "declaration-not-whole"  # R14, R24: a declaration is never a summand
        loose_values = [value_of(i) or 0 for i in items if isinstance(i, str)]
        if not splits_into_groups(loose_values, value):
            return "bad-groups"  # R10
        left = [c for c in state.loose if c not in items]
        left_values = [v for v in map(value_of, left) if v is not None]
        if state.on("V-FORCED-SUMS") and taken_decls and some_group_sums_to(left_values, value):
            return "must-capture"  # V-FORCED-SUMS, I8
        if state.on("V-SWEEP") and any(rank_of(c) == rank_of(card) for c in left):
            return "must-capture"  # V-SWEEP, I9
    own = state.owned_by(seat)
    rest = _without(state.hands[seat], card)
    if own is not None and own not in items and all(value_of(c) != own.value for c in rest):
        return "obligation"  # R29: the last reserve card only captures the own pile (I1)
    return None


def could_capture(state: State, card: str) -> bool:
    return any(capture_reason(state, card, s) is None for s in nonempty_subsets(state.items()))


def lay_reason(state: State, card: str) -> str | None:
    seat = state.to_move
    assert seat is not None
    if state.owned_by(seat) is not None:
        return "obligation"  # R30
    if value_of(card) is None and any(rank_of(c) == rank_of(card) for c in state.loose):
        return "face-card-must-capture"  # R13, R17
    if state.on("V-MUST-CAPTURE") and could_capture(state, card):
        return "must-capture"  # V-MUST-CAPTURE, I7
    return None


def declare_result(state: State, card: str, items: tuple[Item, ...],
                   target: int) -> tuple[str, Decl] | str:
    """(kind, resulting declaration) for a legal declaration, else a reason code (R18-R29)."""
    seat = state.to_move
    assert seat is not None
    value = value_of(card)
    if value is None or not items or not 1 <= target <= 10:
        return "bad-declaration"  # R18
    if any(isinstance(i, str) and value_of(i) is None for i in items):
        return "bad-declaration"  # R18: only numerals
    rest = _without(state.hands[seat], card)
    if all(value_of(c) != target for c in rest):
        return "no-reserve"  # R18
    used = [i for i in items if isinstance(i, Decl)]
    loose = [i for i in items if isinstance(i, str)]
    loose_values = [value_of(c) or 0 for c in loose]
    pile_cards = [card, *loose, *(c for d in used for c in d.cards)]
    own = state.owned_by(seat)
    if len(used) > 1:
        return "bad-declaration"  # R24, I4
    if not used:
        if own is not None:
            return "obligation"  # R29: no new declaration while owning one
        total = value + sum(loose_values)
        if total == target:
            return "declare-simple", make_decl(target, seat, "simple", pile_cards)  # R19
        if total >= 2 * target and splits_into_groups([value, *loose_values], target):
            return "declare-family", make_decl(target, seat, "family", pile_cards)  # R20
        return "bad-declaration"
    pile = used[0]
    if pile.kind == "family":
        if target != pile.value:
            return "cannot-raise"  # R23
        if not splits_into_groups([value, *loose_values], target):
            return "bad-declaration"  # R21
        if state.on("V-SOI-LOCKED") and len(pile.cards) == 2:
            return "cannot-extend"  # V-SOI-LOCKED, I5
        if pile.owner != seat:
            if own is not None:
                return "obligation"  # R29, I3
            if not state.on("V-JOIN-FAMILY"):
                return "cannot-extend"  # V-JOIN-FAMILY, I12
        return "extend", make_decl(target, seat, "family", pile_cards)  # R21
    if target == pile.value:
        if not splits_into_groups([value, *loose_values], target):
            return "bad-declaration"  # R20
        if pile.owner != seat and own is not None:
            return "obligation"  # R29, I3
        return "extend", make_decl(target, seat, "family", pile_cards)  # R20, R21, I4
    if target != pile.value + value + sum(loose_values):
        return "bad-declaration"  # R22
    if loose and not state.on("V-RAISE-TABLE-CARDS"):
        return "cannot-raise"  # R22, V-RAISE-TABLE-CARDS
    if pile.owner == seat:
        if not state.on("V-SELF-RAISE"):
            return "cannot-raise"  # R22, V-SELF-RAISE (I2)
    elif own is not None:
        return "cannot-raise"  # R22: only a player owning nothing raises
    return "raise", make_decl(target, seat, "simple", pile_cards)


# --------------------------------------------------------------------------- outcomes


def _outcome(state: State, card: str, action: str, items: tuple[Item, ...], target: int,
             kind: str, new_decl: Decl | None) -> dict[str, Any]:
    loose = [c for c in state.loose if c not in items]
    decls = [d for d in state.decls if d not in items]
    taken: list[str] = []
    move: dict[str, Any] = {"card": card, "action": action}
    if action == "lay":
        loose.append(card)
    elif action == "capture":
        taken = sort_cards(c for i in items for c in item_cards(i))
        move["take"] = taken
    else:
        assert new_decl is not None
        decls.append(new_decl)
        move["value"] = target
        move["with"] = sort_cards(c for i in items for c in item_cards(i))
    first_exempt = state.round_opening and not state.on("V-FIRST-XERI")  # R33
    xeri = action == "capture" and not loose and not decls and not first_exempt  # R32, I10
    return {
        "move": move,
        "kind": kind,
        "taken": taken,
        "xeri": xeri,
        "table": canonical_table(loose, decls),
        "owner_after": new_decl.owner if new_decl is not None else None,
    }


def _evaluate(state: State, card: str, action: str, items: tuple[Item, ...],
              target: int = 0) -> dict[str, Any] | str:
    if action == "lay":
        reason = lay_reason(state, card)
        return reason or _outcome(state, card, "lay", (), 0, "lay", None)
    if action == "capture":
        reason = capture_reason(state, card, items)
        return reason or _outcome(state, card, "capture", items, 0, "capture", None)
    result = declare_result(state, card, items, target)
    if isinstance(result, str):
        return result
    kind, decl = result
    return _outcome(state, card, "declare", items, target, kind, decl)


def canonical_json(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"))


def legal_outcomes(position: dict[str, Any]) -> list[dict[str, Any]]:
    """Every distinct outcome of the mover's legal moves, by brute force over all candidates."""
    state = parse_position(position)
    if state.to_move is None:
        return []
    subsets = list(nonempty_subsets(state.items()))
    found: dict[str, dict[str, Any]] = {}
    for card in state.hands[state.to_move]:
        candidates: list[tuple[str, tuple[Item, ...], int]] = [("lay", (), 0)]
        candidates += [("capture", s, 0) for s in subsets]
        candidates += [("declare", s, t) for s in subsets for t in range(1, 11)]
        for action, items, target in candidates:
            result = _evaluate(state, card, action, items, target)
            if not isinstance(result, str):
                found.setdefault(canonical_json(result), result)
    return list(found.values())


def check(position: dict[str, Any], move: dict[str, Any]) -> dict[str, Any]:
    """{"legal": true, "outcome": ...} or {"legal": false, "reason": CODE}."""
    state = parse_position(position)
    seat = state.to_move
    card = parse_card(move["card"])
    if seat is None or card not in state.hands[seat]:
        return {"legal": False, "reason": "not-in-hand"}
    action = move["action"]
    items: tuple[Item, ...] = ()
    if action in ("capture", "declare"):
        named = {parse_card(c) for c in move.get("take" if action == "capture" else "with", [])}
        on_table = set(state.loose) | {c for d in state.decls for c in d.cards}
        if not named <= on_table:
            return {"legal": False, "reason": "not-on-table"}
        for decl in state.decls:
            if named & set(decl.cards) and not set(decl.cards) <= named:
                return {"legal": False, "reason": "declaration-not-whole"}  # R14, I13
        items = tuple(i for i in state.items() if set(item_cards(i)) <= named)
    elif action != "lay":
        raise ValueError(f"unknown action {action!r}")
    result = _evaluate(state, card, action, items, int(move.get("value", 0)))
    if isinstance(result, str):
        return {"legal": False, "reason": result}
    return {"legal": True, "outcome": result}


# --------------------------------------------------------------------------- play


def round_points(state: State) -> list[int]:
    """R36 per side (R40, R43)."""
    cards = [0, 0]
    points = [0, 0]
    for seat in range(state.players):
        side = state.side_of(seat)
        cards[side] += len(state.captured[seat])
        points[side] += 10 * state.xeris[seat]
        for c in state.captured[seat]:
            if rank_of(c) == "A":
                points[side] += 1
            elif c == "10D":
                points[side] += 2
            elif c == "2C":
                points[side] += 1
    if cards[0] != cards[1]:
        points[0 if cards[0] > cards[1] else 1] += 4
    return points


def match_winner(scores: list[int], target: int) -> int | None:
    """R38: one side at the target wins; both: the higher total; exact tie: nobody yet."""
    reached = [side for side in (0, 1) if scores[side] >= target]
    if len(reached) == 1:
        return reached[0]
    if len(reached) == 2 and scores[0] != scores[1]:
        return 0 if scores[0] > scores[1] else 1
    return None


def play(position: dict[str, Any], move: dict[str, Any]) -> dict[str, Any]:
    """The position after a legal move (NOTATION "play"); ValueError if the move is illegal."""
    answer = check(position, move)
    if not answer["legal"]:
        raise ValueError(f"illegal move: {answer['reason']}")
    outcome = answer["outcome"]
    state = parse_position(position)
    seat = state.to_move
    assert seat is not None
    card = parse_card(move["card"])
    state.hands[seat].remove(card)
    state.loose, state.decls = parse_table(outcome["table"])
    if outcome["kind"] == "capture":
        state.captured[seat] += [card, *outcome["taken"]]  # R15
        state.last_capturer = seat
        if outcome["xeri"]:
            state.xeris[seat] += 1
    state.round_opening = False
    state.to_move = (seat + 1) % state.players  # R8, R41
    result = position_to_json(state)
    result["round_over"] = False
    if any(state.hands):
        return result
    if state.stock:  # R7, R41: blocks of 6, seat after the dealer first, dealer last
        for k in range(state.players):
            receiver = (state.dealer + 1 + k) % state.players
            state.hands[receiver] = state.stock[:6]
            state.stock = state.stock[6:]
        state.to_move = (state.dealer + 1) % state.players
        result = position_to_json(state)
        result["round_over"] = False
        return result
    receiver = state.last_capturer if state.last_capturer is not None else state.dealer
    state.captured[receiver] += sort_cards(
        [*state.loose, *(c for d in state.decls for c in d.cards)])  # R35, R43, I11
    state.loose, state.decls = [], []
    points = round_points(state)
    state.scores = [state.scores[0] + points[0], state.scores[1] + points[1]]  # R37
    state.to_move = None
    result = position_to_json(state)
    result["round_over"] = True
    result["round_points"] = points
    result["match_winner"] = match_winner(state.scores, int(state.variants["V-TARGET"]))
    return result


# --------------------------------------------------------------------------- dealing


def _opening_needs_redeal(table: list[str], triple_faces: str) -> bool:
    """R6 / V-TRIPLE-FACES: redeal on 3+ equal face cards (capture-all: only on 4)."""
    most = max((sum(rank_of(c) == r for c in table) for r in FACE_RANKS), default=0)
    return most >= (4 if triple_faces == "capture-all" else 3)


def deal_round(rng: random.Random, rules: Any, dealer: int,
               scores: list[int] | None = None) -> dict[str, Any]:
    """A round-opening position from a shuffled deck (R5, R6, R41)."""
    profile, players, variants = resolve_rules(rules)
    deck = list(DECK)
    rng.shuffle(deck)
    hands: list[list[str]] = [[] for _ in range(players)]
    for k in range(players):
        hands[(dealer + 1 + k) % players] = deck[:6]
        deck = deck[6:]
    table, stock = deck[:4], deck[4:]
    while _opening_needs_redeal(table, variants["V-TRIPLE-FACES"]):
        stock += table
        rng.shuffle(stock)
        table, stock = stock[:4], stock[4:]
    return {
        "format": FORMAT,
        "rules": {"profile": profile, "variants": variants},
        "dealer": dealer,
        "to_move": (dealer + 1) % players,
        "round_opening": True,
        "hands": hands,
        "table": sort_cards(table),
        "stock": stock,
        "captured": [[] for _ in range(players)],
        "xeris": [0] * players,
        "last_capturer": None,
        "scores": list(scores or [0, 0]),
    }
