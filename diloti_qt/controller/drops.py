"""What a card dropped on the table means for the seat to move: the legal moves that fit
the drop, or why none does. Asked of the engine on that seat's own position, so the same
answers serve a local match (the whole state) and an online seat (its view only)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from diloti_qt.engine import Move, Request, State, check
from diloti_qt.engine.cards import VALUE

from . import words


def fitting(moves: Iterable[Move], target: frozenset[int] | None,
            selection: frozenset[int] = frozenset()) -> list[Move]:
    """The moves (of one card) that a drop on `target` (a pile's cards; None = the felt)
    means, with `selection` (selected table cards) naming the cards precisely."""
    moves = list(moves)
    wanted = set(selection) | set(target or ())
    if not wanted:
        return [m for m in moves if m.action == "lay"]
    out = []
    for m in moves:
        used = set(m.cards)
        if m.action == "lay":
            continue
        if selection and used != wanted:
            continue
        if not selection and not wanted <= used:
            continue
        out.append(m)
    return out


def refusal(state: State, seat: int, card: int, target: frozenset[int] | None,
            selection: frozenset[int] = frozenset()) -> tuple[str, str]:
    """A sentence and rule ids saying why no legal move of `seat` (the seat to move in
    `state`) fits the drop: the engine's verdict on what the drop asks for."""
    wanted = tuple(sorted(set(selection) | set(target or ())))
    if not wanted:
        verdict = check(state, Request(card, "lay"))
    else:
        verdict = check(state, Request(card, "capture", wanted))
        if verdict.legal or verdict.reason in ("bad-groups",):
            total = VALUE[card] + sum(VALUE[c] for c in wanted)
            declare = check(state, Request(card, "declare", wanted, total))
            if not declare.legal and verdict.legal:
                verdict = declare
    if verdict.legal:
        return QCoreApplication.translate(
            "Controller", "Select exactly the table cards you mean, then drop again."), ""
    return reason_sentence(state, seat, verdict.reason), verdict.rule


def reason_sentence(state: State, seat: int, code: str) -> str:
    """The engine's reason code in words, for `seat` (its own obligation named)."""
    own = state.owned_by(seat)
    if code == "obligation" and own is not None:
        return QCoreApplication.translate(
            "Controller",
            "You own the {value}: you may not lay a card, nor start, raise or join "
            "another declaration.").format(value=own.value)
    return words.reason_text(code)


def wait_sentence() -> str:
    return QCoreApplication.translate("Controller", "Wait for your turn.")
