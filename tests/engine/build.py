"""Compact position builders for rule tests."""

from __future__ import annotations

from diloti_qt.engine import check, legal_moves, parse_position
from diloti_qt.engine.cards import card_name, parse_card
from diloti_qt.engine.check import Request, Verdict
from diloti_qt.engine.state import State


def pos(
    hands,
    table=(),
    profile: str = "pagat-2p",
    variants: dict | None = None,
    to_move: int = 0,
    dealer: int | None = None,
    stock=(),
    captured=None,
    opening: bool = False,
    xeris=None,
    last=None,
    scores=None,
) -> State:
    """Table items: 'KD' loose, or ('simple'|'family', value, owner, 'C1 C2 ...')."""
    n = len(hands)
    items = []
    for t in table:
        if isinstance(t, str):
            items.append(t)
        else:
            kind, value, owner, cards = t
            items.append({"value": value, "owner": owner, "kind": kind, "cards": cards.split()})
    doc = {
        "format": "diloti-position/1",
        "rules": {"profile": profile, "variants": variants or {}},
        "dealer": (to_move - 1) % n if dealer is None else dealer,
        "to_move": to_move,
        "round_opening": opening,
        "hands": [h.split() if isinstance(h, str) else list(h) for h in hands],
        "table": items,
        "stock": list(stock.split() if isinstance(stock, str) else stock),
        "captured": captured or [[] for _ in range(n)],
        "xeris": xeris or [0] * n,
        "last_capturer": last,
        "scores": scores or [0, 0],
    }
    return parse_position(doc)


def cards(text: str) -> tuple[int, ...]:
    return tuple(sorted(parse_card(c) for c in text.split()))


def lay(card: str) -> Request:
    return Request(parse_card(card), "lay")


def take(card: str, table: str) -> Request:
    return Request(parse_card(card), "capture", cards(table))


def declare(card: str, value: int, table: str) -> Request:
    return Request(parse_card(card), "declare", cards(table), value)


def verdict(state: State, request: Request) -> Verdict:
    return check(state, request)


def legal(state: State, request: Request) -> bool:
    v = check(state, request)
    if v.legal:
        assert v.move in set(legal_moves(state)), "checker and generator agree"
    return v.legal


def reason(state: State, request: Request) -> str | None:
    v = check(state, request)
    assert not v.legal, f"{request} should be illegal"
    assert v.move is None
    return v.reason


def names(cs) -> list[str]:
    return [card_name(c) for c in sorted(cs)]


def kinds(state: State, card: str | None = None) -> set[str]:
    c = parse_card(card) if card else None
    return {m.kind for m in legal_moves(state) if c is None or m.card == c}


def apply(state: State, request: Request) -> State:
    v = check(state, request)
    assert v.legal, v
    nxt = state.clone()
    nxt.apply(v.move)
    return nxt
