"""Why no legal move of the seat to move fits a card dropped on the table, in words with
the rule ids (the moves that do fit are one_card's). Asked of the engine on that seat's
own position, so the same answers serve a local match (the whole state) and an online
seat (its view only)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from diloti_qt.engine import Action, Request, State, check
from diloti_qt.engine.cards import IS_FACE, RANK, VALUE, pretty

from . import one_card, words


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
    # plain words, then what the card can do instead: a newcomer's first refusal was a
    # rule about "groups" and a rule id, and said nothing of what to do (issue 38, D14)
    if verdict.reason == "bad-groups" and wanted:
        said = _no_such_capture(card, wanted)
    else:
        said = reason_sentence(state, seat, verdict.reason)
    return f"{said} {instead(state, card)}", verdict.rule


def _no_such_capture(card: int, wanted: tuple[int, ...]) -> str:
    """Why `card` does not take the `wanted` table cards, without the rules' words: a face
    card among them (R2), else they do not make its value (R10)."""
    face = next((c for c in wanted if IS_FACE[c]), None)
    name = pretty(card)
    if face is not None and not IS_FACE[card]:
        return [
            QCoreApplication.translate(
                "Controller", "{card} cannot take a jack: face cards have no number, and "
                              "only a jack takes a jack."),
            QCoreApplication.translate(
                "Controller", "{card} cannot take a queen: face cards have no number, and "
                              "only a queen takes a queen."),
            QCoreApplication.translate(
                "Controller", "{card} cannot take a king: face cards have no number, and "
                              "only a king takes a king."),
        ][RANK[face] - 10].format(card=name)
    return QCoreApplication.translate(
        "Controller", "{card} takes only cards of value {value}, or cards that add up to "
                      "{value}.").format(card=name, value=VALUE[card])


def _or_list(parts: list[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return QCoreApplication.translate("Controller", "{first} or {last}").format(
        first=", ".join(parts[:-1]), last=parts[-1])


def instead(state: State, card: int) -> str:
    """What `card` can do on this table, in one sentence: the most it can take, the values
    it can declare, whether it can be laid (its legal moves, bounded: one_card)."""
    moves = one_card.of_card(state, card).moves
    name = pretty(card)
    captures = [m for m in moves if m.action == Action.CAPTURE]
    values = sorted({m.value for m in moves if m.action == Action.DECLARE})
    lay = any(m.action == Action.LAY for m in moves)
    if not captures and not values:
        if lay:
            return QCoreApplication.translate(
                "Controller", "Your {card} takes nothing on this table: you can only lay "
                              "it.").format(card=name)
        return QCoreApplication.translate(
            "Controller", "Your {card} cannot be played now: play another card.").format(
            card=name)
    parts = []
    if captures:  # the capture taking the most: every group it could take at once
        most = max(captures, key=lambda m: len(m.cards))
        parts.append(QCoreApplication.translate("Controller", "take {cards}").format(
            cards=words.taken_text(state, most)))
    if values:
        parts.append(QCoreApplication.translate("Controller", "declare {values}").format(
            values=_or_list([str(v) for v in values])))
    if lay:
        parts.append(QCoreApplication.translate("Controller", "lay it"))
    return QCoreApplication.translate("Controller", "With your {card} you can {what}.").format(
        card=name, what=_or_list(parts))


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
