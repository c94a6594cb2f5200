"""Moves, cards, obligations and scores in words, through Qt's translation system."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from diloti_qt.engine import Action, Kind, Move, State, group_cards, preview, reserve_cards
from diloti_qt.engine.cards import RANK, SUIT, VALUE, pretty
from diloti_qt.history_events import shown_groups


def tr(text: str) -> str:
    return QCoreApplication.translate("Words", text)


def rank_name(rank: int) -> str:
    return [
        QCoreApplication.translate("Words", "ace"), QCoreApplication.translate("Words", "two"),
        QCoreApplication.translate("Words", "three"), QCoreApplication.translate("Words", "four"),
        QCoreApplication.translate("Words", "five"), QCoreApplication.translate("Words", "six"),
        QCoreApplication.translate("Words", "seven"),
        QCoreApplication.translate("Words", "eight"), QCoreApplication.translate("Words", "nine"),
        QCoreApplication.translate("Words", "ten"), QCoreApplication.translate("Words", "jack"),
        QCoreApplication.translate("Words", "queen"), QCoreApplication.translate("Words", "king"),
    ][rank]


def suit_name(suit: int) -> str:
    return [
        QCoreApplication.translate("Words", "spades"),
        QCoreApplication.translate("Words", "hearts"),
        QCoreApplication.translate("Words", "diamonds"),
        QCoreApplication.translate("Words", "clubs"),
    ][suit]


def card_long_name(card: int) -> str:
    """'seven of hearts' — for screen readers and tooltips."""
    return QCoreApplication.translate("Words", "{rank} of {suit}").format(
        rank=rank_name(RANK[card]), suit=suit_name(SUIT[card])
    )


def plural_value(value: int) -> str:
    """'sevens' as in 'family of sevens'."""
    return [
        "",
        QCoreApplication.translate("Words", "aces"), QCoreApplication.translate("Words", "twos"),
        QCoreApplication.translate("Words", "threes"),
        QCoreApplication.translate("Words", "fours"),
        QCoreApplication.translate("Words", "fives"),
        QCoreApplication.translate("Words", "sixes"),
        QCoreApplication.translate("Words", "sevens"),
        QCoreApplication.translate("Words", "eights"),
        QCoreApplication.translate("Words", "nines"),
        QCoreApplication.translate("Words", "tens"),
    ][value]


def cards_text(cards) -> str:
    return " ".join(pretty(c) for c in sorted(cards))


def group_loose(cards: list[int], value: int) -> list[list[int]]:
    """Split loose cards into groups worth `value` each, singles first (for display); the
    engine finds the split (R10)."""
    groups = group_cards(cards, value) if value else None
    if groups is None:
        return [sorted(cards)]
    return _shown(groups)


def _shown(groups) -> list[list[int]]:
    """Groups in display order: each led by its largest card, the smaller groups first."""
    return [list(g) for g in shown_groups(groups)]


def and_list(parts: list[str]) -> str:
    """'a, b and c' in the language of the moment."""
    if len(parts) <= 1:
        return "".join(parts)
    return QCoreApplication.translate("Words", "{first} and {last}").format(
        first=", ".join(parts[:-1]), last=parts[-1]
    )


def taken_text(state: State, move: Move, with_cards: bool = False) -> str:
    """What a capture takes: '6♠ and 2♥+4♦', 'the declared 7'; `with_cards` names what was
    declared: 'the declared 7 (A♥ + 6♠)' (the engine's preview says what is taken)."""
    p = preview(state, move)
    parts = ["+".join(pretty(c) for c in sorted(g)) for g in _shown(p.taken_groups())]
    for d in p.taken_decls:
        declared = QCoreApplication.translate("Words", "the declared {value}").format(
            value=d.value)
        if with_cards:
            cards = " + ".join(pretty(c) for c in sorted(d.cards, key=lambda c: (-VALUE[c], c)))
            declared = QCoreApplication.translate("Words", "{declared} ({cards})").format(
                declared=declared, cards=cards)
        parts.append(declared)
    return and_list(parts)


def is_xeri(state: State, move: Move) -> bool:
    return preview(state, move).xeri


def reserve_text(state: State, move: Move) -> str:
    keep = reserve_cards(state.hands[state.to_move], move.value, move.card)
    return pretty(keep[0]) if keep else ""


def describe(state: State, move: Move) -> str:
    """The move as the seat to move would choose it: 'Take 6♠ and 2♥+4♦'."""
    card = pretty(move.card)
    if move.action == Action.LAY:
        return QCoreApplication.translate("Words", "Lay {card}").format(card=card)
    if move.action == Action.CAPTURE:
        text = QCoreApplication.translate("Words", "Take {taken} with {card}").format(
            taken=taken_text(state, move, with_cards=True), card=card)
        if is_xeri(state, move):
            text += QCoreApplication.translate("Words", " — xeri!")
        return text
    keep = reserve_text(state, move)
    p = preview(state, move)
    touched = p.used_decls
    loose = cards_text(p.used_loose)
    if move.kind == Kind.DECLARE_SIMPLE:
        text = QCoreApplication.translate("Words", "Declare {value}: {card} on {cards}").format(
            value=move.value, card=card, cards=loose)
    elif move.kind == Kind.DECLARE_FAMILY:
        text = QCoreApplication.translate(
            "Words", "Family of {plural}: {card} with {cards}").format(
            plural=plural_value(move.value), card=card, cards=loose)
    elif move.kind == Kind.RAISE:
        (d,) = touched
        text = QCoreApplication.translate("Words", "Raise the {old} to {value} with {card}").format(
            old=d.value, value=move.value, card=card)
    else:
        (d,) = touched
        if d.family:
            text = QCoreApplication.translate(
                "Words", "Add {card} to the family of {plural}").format(
                card=" ".join(filter(None, [card, loose])), plural=plural_value(move.value))
        else:
            text = QCoreApplication.translate(
                "Words", "Make the {value} a family of {plural} with {card}").format(
                value=d.value, plural=plural_value(move.value),
                card=" ".join(filter(None, [card, loose])))
    if keep:
        text += QCoreApplication.translate("Words", " (you keep {card})").format(card=keep)
    return text


def obligation_text(state: State, seat: int) -> str:
    """What the owner of a declaration must and may do (R28–R30); '' if it owns none."""
    d = state.owned_by(seat)
    if d is None:
        return ""
    return obligation_sentence(d.value, d.family, state.hands[seat])


def obligation_sentence(value: int, family: bool, hand) -> str:
    """What the owner of a declaration of `value` (a family or not) holding `hand` must and
    may do (R28–R30)."""
    reserves = len(reserve_cards(hand, value))
    what = (QCoreApplication.translate("Words", "a family of {plural}").format(
        plural=plural_value(value)) if family else str(value))
    lines = [
        QCoreApplication.translate("Words", "You declared {what}.").format(what=what),
        QCoreApplication.translate(
            "Words",
            "On your turn: take it with your {value}, or take something else with another "
            "card, or add another {value} to it.").format(value=value),
        QCoreApplication.translate("Words", "You may not lay a card (R30)."),
    ]
    if reserves == 1:
        lines.append(QCoreApplication.translate(
            "Words", "Your last {value} may only take your declaration (R29).").format(
            value=value))
    return " ".join(lines)


def reason_text(code: str) -> str:
    """A short translatable sentence for an engine reason code."""
    texts = {
        "not-in-hand": QCoreApplication.translate("Words", "That card is not in your hand."),
        "not-on-table": QCoreApplication.translate("Words", "That card is not on the table."),
        "bad-groups": QCoreApplication.translate(
            "Words", "Those cards do not add up to groups worth your card."),
        "face-card-rules": QCoreApplication.translate(
            "Words", "A face card takes only one face card of its own rank."),
        "face-card-must-capture": QCoreApplication.translate(
            "Words", "This face card must take the equal face card on the table."),
        "declaration-not-whole": QCoreApplication.translate(
            "Words", "A declaration is taken only whole, by a card of its value."),
        "no-reserve": QCoreApplication.translate(
            "Words", "To declare a value you must keep another card of that value."),
        "bad-declaration": QCoreApplication.translate(
            "Words", "Those cards cannot make that declaration."),
        "cannot-raise": QCoreApplication.translate("Words", "That declaration cannot be raised."),
        "cannot-extend": QCoreApplication.translate(
            "Words", "That family cannot be extended."),
        "obligation": QCoreApplication.translate(
            "Words", "You own a declaration: you may not lay, nor start or raise another."),
        "must-capture": QCoreApplication.translate(
            "Words", "A house rule obliges this card to capture, or to take more."),
    }
    return texts.get(code, QCoreApplication.translate("Words", "That move is not allowed."))


def _points(n: int) -> str:
    if n == 1:
        return QCoreApplication.translate("Words", "1 point")
    return QCoreApplication.translate("Words", "{n} points").format(n=n)


def _hint_what(code: str, data: dict, taken: str = "") -> str:
    if code == "capture":
        taken = taken or and_list(list(data["taken"]))
        if data["points"]:
            return QCoreApplication.translate(
                "Words", "Take {taken} with {card}: {points}.").format(
                taken=taken, card=data["card"], points=_points(data["points"]))
        return QCoreApplication.translate("Words", "Take {taken} with {card}.").format(
            taken=taken, card=data["card"])
    if code == "xeri":
        return QCoreApplication.translate("Words", "It is a xeri: 10 more points!")
    if code == "lay":
        return QCoreApplication.translate("Words", "Lay {card}.").format(card=data["card"])
    if code == "declare":
        value, card = data["value"], data["card"]
        if data["kind"] == Kind.RAISE:
            text = QCoreApplication.translate(
                "Words", "Raise the declaration to {value} with {card}.")
        elif data["kind"] == Kind.EXTEND:
            text = QCoreApplication.translate(
                "Words", "Add {card} to the declared {value}.")
        elif data["kind"] == Kind.DECLARE_FAMILY:
            text = QCoreApplication.translate(
                "Words", "Declare a family of {plural} with {card} and {cards}.")
        else:
            text = QCoreApplication.translate(
                "Words", "Declare {value} with {card} and {cards}.")
        text = text.format(value=value, card=card, plural=plural_value(value),
                           cards=and_list(list(data["with"])))
        if data["reserve"] == 1:
            keep = QCoreApplication.translate("Words", "You keep one {value} to take it.")
        else:
            keep = QCoreApplication.translate(
                "Words", "You keep {count} cards of {value} to take it.")
        return f"{text} {keep.format(value=value, count=data['reserve'])}"
    if code == "safe":
        return QCoreApplication.translate("Words", "It leaves nothing to sweep.")
    if code == "exposed":
        return QCoreApplication.translate(
            "Words", "Still, the opponent could take %n point(s).", None, data["points"])
    if code == "sweep_risk":
        return QCoreApplication.translate(
            "Words", "But it leaves a sweep to {values} (about {percent}%).").format(
            values=and_list(list(data["values"])), percent=round(100 * data["chance"]))
    if code == "partner_next":
        return QCoreApplication.translate("Words", "Your partner plays next.")
    if code == "leftovers":
        return QCoreApplication.translate(
            "Words", "The cards left at the end now come to your side (R35).")
    return ""


def hint_text(parts, state: State | None = None, move: Move | None = None) -> str:
    """Why the hinted move is good, one short sentence per reason (from the AI's parts);
    given the `state` and the `move`, a capture says what is declared among what it takes:
    'Take the declared 7 (A♥ + 6♠) and 5♠+2♦ with 7♠'."""
    taken = ""
    if state is not None and move is not None and move.action == Action.CAPTURE:
        taken = taken_text(state, move, with_cards=True)
    return " ".join(filter(None, (_hint_what(code, data, taken) for code, data in parts)))
