"""Move patterns: predicates such as "any lay" or "a capture without the declaration"."""

from __future__ import annotations

from dataclasses import dataclass

from diloti_qt.engine import Action, Kind, Request, Verdict, parse_card
from diloti_qt.engine.check import REASON_RULES

SHORTHANDS = {
    "any-lay": {"action": Action.LAY},
    "any-capture": {"action": Action.CAPTURE},
    "any-declare": {"action": Action.DECLARE},
    "any-legal": {"legal": True},
    "any-illegal": {"legal": False},
}
# The engine's words: actions, kinds and reason codes (NOTATION).
ACTIONS = tuple(a.value for a in Action)
KINDS = tuple(k.value for k in Kind)
REASONS = tuple(REASON_RULES)
PATTERN_KEYS = {"action", "card", "legal", "reason", "kind", "value", "includes", "excludes",
                "uses_any"}


@dataclass(frozen=True)
class Pattern:
    """Every condition given must hold; table cards are those taken or combined with.

    reason: the engine's reason code for an illegal move; kind: the kind of a legal move.
    """

    actions: frozenset[str] | None = None
    cards: frozenset[int] | None = None
    legal: bool | None = None
    reasons: frozenset[str] | None = None
    kinds: frozenset[str] | None = None
    value: int | None = None
    includes: frozenset[int] = frozenset()
    excludes: frozenset[int] = frozenset()
    uses_any: frozenset[int] = frozenset()

    def matches(self, request: Request, verdict: Verdict) -> bool:
        used = set(request.cards)
        kind = verdict.move.kind if verdict.legal and verdict.move else None
        return (
            (self.actions is None or request.action in self.actions)
            and (self.cards is None or request.card in self.cards)
            and (self.legal is None or verdict.legal == self.legal)
            and (self.reasons is None or (not verdict.legal and verdict.reason in self.reasons))
            and (self.kinds is None or kind in self.kinds)
            and (self.value is None or (request.action == Action.DECLARE
                                        and request.value == self.value))
            and self.includes <= used
            and not (self.excludes & used)
            and (not self.uses_any or bool(self.uses_any & used))
        )


def _names(x: object, key: str, allowed: tuple[str, ...] | None = None) -> frozenset[str]:
    items = [x] if isinstance(x, str) else x
    if not isinstance(items, list) or not items or not all(isinstance(i, str) for i in items):
        raise ValueError(f"{key} must be a string or a list of strings")
    if allowed is not None:
        bad = [i for i in items if i not in allowed]
        if bad:
            raise ValueError(f"{key}: {bad[0]!r} is not one of {', '.join(allowed)}")
    return frozenset(items)


def _card_set(x: object, key: str) -> frozenset[int]:
    return frozenset(parse_card(c) for c in _names(x, key))


def parse_pattern(doc: object) -> Pattern:
    """A Pattern from a shorthand name ("any-lay") or an object of conditions."""
    if isinstance(doc, str):
        if doc not in SHORTHANDS:
            raise ValueError(f"unknown pattern {doc!r} (one of {', '.join(SHORTHANDS)})")
        doc = SHORTHANDS[doc]
    if not isinstance(doc, dict) or not doc:
        raise ValueError("a pattern is a shorthand name or a non-empty object of conditions")
    extra = set(doc) - PATTERN_KEYS
    if extra:
        raise ValueError(f"unknown condition {sorted(extra)[0]!r}")
    legal = doc.get("legal")
    if legal is not None and not isinstance(legal, bool):
        raise ValueError("legal must be true or false")
    value = doc.get("value")
    if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
        raise ValueError("value must be an integer")
    return Pattern(
        actions=_names(doc["action"], "action", ACTIONS) if "action" in doc else None,
        cards=_card_set(doc["card"], "card") if "card" in doc else None,
        legal=legal,
        reasons=_names(doc["reason"], "reason", REASONS) if "reason" in doc else None,
        kinds=_names(doc["kind"], "kind", KINDS) if "kind" in doc else None,
        value=value,
        includes=_card_set(doc["includes"], "includes") if "includes" in doc else frozenset(),
        excludes=_card_set(doc["excludes"], "excludes") if "excludes" in doc else frozenset(),
        uses_any=_card_set(doc["uses_any"], "uses_any") if "uses_any" in doc else frozenset(),
    )
