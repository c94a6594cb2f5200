"""Checking a proposed move: the legal move it names, or a reason code and a sentence (R9–R30).

Written independently of the move generator so that each checks the other in the tests.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import IS_FACE, RANK, VALUE, pretty
from .shapes import family_fits, shape_of, splits
from .state import Decl, Move, State
from .vocab import Action, Kind

# NOTATION reason codes -> the rules they cite.
REASON_RULES = {
    "not-in-hand": "R9",
    "not-on-table": "R10",
    "bad-groups": "R10, R11",
    "face-card-rules": "R2, R13",
    "face-card-must-capture": "R13",
    "declaration-not-whole": "R14, R24",
    "no-reserve": "R18, R29",
    "bad-declaration": "R18–R20",
    "cannot-raise": "R22, R23",
    "cannot-extend": "V-JOIN-FAMILY, V-SOI-LOCKED",
    "obligation": "R28–R30",
    "must-capture": "V-MUST-CAPTURE, V-FORCED-SUMS, V-SWEEP",
}


class Request(NamedTuple):
    """A proposed move as a player states it (NOTATION 'Move')."""

    card: int
    action: Action | str
    cards: tuple[int, ...] = ()
    value: int = 0


class Verdict(NamedTuple):
    legal: bool
    move: Move | None = None
    reason: str | None = None
    message: str = ""
    rule: str = ""


def _no(reason: str, message: str, rule: str | None = None) -> Verdict:
    """An illegal verdict; the sentence ends by naming the rule broken."""
    rule = rule or REASON_RULES[reason]
    return Verdict(False, None, reason, f"{message.rstrip('.')} ({rule}).", rule)


def splits_into(values: list[int], target: int) -> bool:
    """True if `values` (may be empty) split into disjoint groups each summing to `target`
    (a memoised partition search on their shape: see shapes.py for its bound)."""
    return splits(shape_of(values), target)


def family_split(card_value: int, values: list[int], target: int, new: bool) -> bool:
    """Can the played card plus `values` form components of `target` (R20, R21)?

    The played card's component takes loose cards summing to target - card; the rest must
    split into whole components; a new family needs at least one more component. A search
    over the values' shape (shapes.family_fits), polynomial in the number of cards.
    """
    return family_fits(shape_of(values), target - card_value, target, new)


def _name_decl(d: Decl, seat: int) -> str:
    whose = "your" if d.owner == seat else f"seat {d.owner}'s"
    return f"{whose} {'family' if d.family else 'declaration'} of {d.value}"


def check_move(state: State, req: Request) -> Verdict:
    """Decide whether `req` is legal for the seat to move; if so return the Move it names."""
    seat = state.to_move
    card = req.card
    if seat is None or state.round_over or card not in state.hands[seat]:
        return _no("not-in-hand", f"{pretty(card)} is not in your hand.")
    rules = state.rules
    hand = state.hands[seat]
    decl_of = {c: d for d in state.decls for c in d.cards}
    loose = set(state.loose)
    for c in req.cards:
        if c not in loose and c not in decl_of:
            return _no("not-on-table", f"{pretty(c)} is not on the table.")
    own = state.owned_by(seat)
    v = VALUE[card]
    if req.action == Action.LAY:
        return _check_lay(state, card, v, own)
    if req.action == Action.CAPTURE:
        return _check_capture(state, req, v, own, hand, decl_of)
    return _check_declare(state, req, v, own, hand, decl_of, seat, rules)


def _could_capture(state: State, v: int) -> bool:
    if any(d.value == v for d in state.decls):
        return True
    values = [VALUE[c] for c in state.loose if VALUE[c] and VALUE[c] <= v]
    reachable = {0}
    for x in values:
        reachable |= {r + x for r in reachable if r + x <= v}
    return v in reachable


def _check_lay(state: State, card: int, v: int, own: Decl | None) -> Verdict:
    if IS_FACE[card] and any(RANK[c] == RANK[card] for c in state.loose):
        return _no(
            "face-card-must-capture",
            f"{pretty(card)} must take the equal face card on the table; it cannot be laid.",
        )
    if own is not None:
        return _no(
            "obligation",
            f"You own the {'family' if own.family else 'declaration'} of {own.value}: "
            "you may not lay a card.",
            "R30",
        )
    if v and state.rules.must_capture and _could_capture(state, v):
        return _no(
            "must-capture",
            f"{pretty(card)} can capture, and under this house rule a card that can capture "
            "may not be laid.",
            "V-MUST-CAPTURE",
        )
    return Verdict(True, Move(card, Action.LAY, (), 0, Kind.LAY))


def _check_capture(
    state: State, req: Request, v: int, own: Decl | None, hand: list[int], decl_of: dict
) -> Verdict:
    card = req.card
    taken = set(req.cards)
    move = Move(card, Action.CAPTURE, tuple(sorted(taken)), 0, Kind.CAPTURE)
    if not taken:
        return _no("bad-groups", "A capture must take at least one table card.")
    if IS_FACE[card]:
        same = {c for c in state.loose if RANK[c] == RANK[card]}
        need_all = len(same) == 3 and state.rules.triple_capture_all
        ok = taken == same if need_all else (len(taken) == 1 and taken <= same)
        if not ok:
            if need_all:
                text = f"{pretty(card)} must take all three equal face cards together."
                return _no("face-card-rules", text, "V-TRIPLE-FACES")
            return _no(
                "face-card-rules",
                f"{pretty(card)} takes only one face card of its own rank, nothing else.",
            )
        return Verdict(True, move)
    if any(IS_FACE[c] for c in taken):
        return _no("bad-groups", f"{pretty(card)} cannot take a face card.", "R2")
    whole: list[Decl] = []
    for d in {decl_of[c] for c in taken if c in decl_of}:
        if not taken.issuperset(d.cards):
            return _no("declaration-not-whole", "A declaration is taken only whole.", "R14")
        if d.value != v:
            return _no(
                "declaration-not-whole",
                f"The declaration of {d.value} is taken only by a card of value {d.value}; "
                "it is never part of a sum.",
                "R14",
            )
        whole.append(d)
    loose_taken = sorted(VALUE[c] for c in taken if c not in decl_of)
    if not splits_into(loose_taken, v):
        return _no(
            "bad-groups",
            f"The cards taken cannot be split into groups each worth {v}.",
        )
    if own is not None and own.value == v and own not in whole:
        if sum(1 for c in hand if VALUE[c] == v) == 1:
            return _no(
                "obligation",
                f"{pretty(card)} is your last {v}: you may spend it only to take your "
                f"declaration of {v}.",
                "R29",
            )
    rules = state.rules
    left = [VALUE[c] for c in state.loose if VALUE[c] and c not in taken]
    if rules.sweep and v in left:
        return _no(
            "must-capture",
            f"Under this house rule a capture with {pretty(card)} must also take every loose "
            f"card of its rank.",
            "V-SWEEP",
        )
    if rules.forced_sums and whole and _has_subset_sum(left, v):
        return _no(
            "must-capture",
            f"Taking a declaration of {v} obliges you to take every loose card or group "
            f"worth {v} too.",
            "V-FORCED-SUMS",
        )
    return Verdict(True, move)


def _has_subset_sum(values: list[int], target: int) -> bool:
    reachable = {0}
    for x in values:
        reachable |= {r + x for r in reachable if r + x <= target}
    return target in reachable


def _check_declare(
    state: State,
    req: Request,
    v: int,
    own: Decl | None,
    hand: list[int],
    decl_of: dict,
    seat: int,
    rules,
) -> Verdict:
    card, target = req.card, req.value
    used = set(req.cards)
    if IS_FACE[card]:
        return _no("bad-declaration", "Face cards are never part of a declaration.", "R2, R18")
    if not used:
        return _no("bad-declaration", "A declaration must use at least one table card.", "R18")
    if any(IS_FACE[c] for c in used):
        return _no("bad-declaration", "Face cards are never part of a declaration.", "R2, R18")
    touched = {decl_of[c] for c in used if c in decl_of}
    for d in touched:
        if not used.issuperset(d.cards):
            return _no("declaration-not-whole", "A declaration is used only whole.", "R14, R24")
    if len(touched) > 1:
        return _no(
            "bad-declaration", "Two declarations are never merged in one move.", "R24"
        )
    if not 1 <= target <= 10:
        return _no("bad-declaration", "A declaration is worth at most 10.", "R18")
    loose_vals = sorted(VALUE[c] for c in used if c not in decl_of)
    cards = tuple(sorted(used))
    if touched:
        d = next(iter(touched))
        if target == d.value:
            kind = Kind.EXTEND
            if not family_split(v, loose_vals, target, new=False):
                return _no(
                    "bad-declaration",
                    f"{pretty(card)} and the cards you chose do not make components of {target}.",
                    "R20, R21",
                )
            if d.family:
                if rules.soi_locked and len(d.cards) == 2:
                    return _no(
                        "cannot-extend",
                        "A pair family («σόι») can never be extended under this house rule.",
                        "V-SOI-LOCKED",
                    )
                if d.owner != seat:
                    if own is not None:
                        return _obligation_elsewhere(own)
                    if not rules.join_family:
                        return _no(
                            "cannot-extend",
                            "Only its owner may extend a family under this house rule.",
                            "V-JOIN-FAMILY",
                        )
            elif d.owner != seat and own is not None:
                return _obligation_elsewhere(own)
        elif target > d.value:
            kind = Kind.RAISE
            if d.family:
                return _no("cannot-raise", "A family is never raised.", "R23")
            if loose_vals and not rules.raise_table_cards:
                return _no(
                    "cannot-raise", "A raise adds exactly one card from your hand.", "R22"
                )
            if d.value + v + sum(loose_vals) != target:
                return _no(
                    "bad-declaration",
                    f"{d.value} raised with {pretty(card)} makes "
                    f"{d.value + v + sum(loose_vals)}, not {target}.",
                    "R22",
                )
            if d.owner == seat:
                if not rules.self_raise:
                    return _no(
                        "cannot-raise", "You may never raise your own declaration.", "R22"
                    )
            elif own is not None:
                return _obligation_elsewhere(own)
        else:
            return _no(
                "bad-declaration",
                f"A declaration of {d.value} can only be extended as {d.value} or raised "
                "above it.",
                "R20–R22",
            )
    else:
        if v + sum(loose_vals) == target:
            kind = Kind.DECLARE_SIMPLE
        elif family_split(v, loose_vals, target, new=True):
            kind = Kind.DECLARE_FAMILY
        else:
            return _no(
                "bad-declaration",
                f"{pretty(card)} and the cards you chose do not make {target}.",
                "R19, R20",
            )
        if own is not None:
            return _obligation_elsewhere(own)
    reserve = sum(1 for c in hand if VALUE[c] == target) - (v == target)
    if reserve <= 0:
        return _no(
            "no-reserve",
            f"To declare {target} you must keep another card of value {target} in your hand.",
            "R18",
        )
    return Verdict(True, Move(card, Action.DECLARE, cards, target, kind))


def _obligation_elsewhere(own: Decl) -> Verdict:
    return _no(
        "obligation",
        f"You own the {'family' if own.family else 'declaration'} of {own.value}: you may not "
        "start, raise or join another.",
        "R29",
    )
