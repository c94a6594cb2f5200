"""Why no legal move of the seat to move fits a card dropped on the table, in words with
the rule ids (the moves that do fit are one_card's). Asked of the engine on that seat's
own position, so the same answers serve a local match (the whole state) and an online
seat (its view only)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from diloti_qt.engine import Request, State, check
from diloti_qt.engine.cards import VALUE

from . import words


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
            # cards that do not take but would declare their sum: when an owner's duty is
            # what forbids that declaration, the duty (R29) is the reason, not the sums
            if not declare.legal and (verdict.legal or declare.reason == "obligation"):
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
