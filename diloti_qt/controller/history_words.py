"""The history's events in full sentences, in the language of the moment.

Nothing is kept in words: the same event reads "Computer took 9♣ with 9♦ — xeri!" in
English and «Ο υπολογιστής μάζεψε το 9♣ με το 9♦ — ξερή!» in Greek, whenever it is shown.
The seat whose table it is reads in the second person ("You took…", «Μάζεψες…»); another
seat is the subject its source names (`subject(seat)`: "Computer", «Ο υπολογιστής»). Greek
needs its articles with the cards ("το 9♣", "τα 2♥+4♦"), so cards are said through small
translated phrases, and each kind of event has its own two sentences (one table below).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from diloti_qt.engine.cards import pretty
from diloti_qt.history_events import Declared, EventKind, HistoryEvent

from .words import and_list, cards_text, group_loose

Subject = Callable[[int], str]


def _tr(text: str) -> str:
    return QCoreApplication.translate("History", text)


# -- cards and declarations as parts of a sentence ------------------------------------------------

def the_card(card: int) -> str:
    """One card named in a sentence: "9♣" (Greek: «το 9♣»)."""
    return _tr("{card}").format(card=pretty(card))


def the_group(cards: Sequence[int]) -> str:
    """Cards that go together, "2♥+4♦" (Greek: «τα 2♥+4♦»); one card as `the_card`."""
    if len(cards) == 1:
        return the_card(cards[0])
    return QCoreApplication.translate("History", "{cards}", "several cards joined with +").format(
        cards="+".join(pretty(c) for c in cards))


def a_family(value: int) -> str:
    """'a family of sevens' (Greek: «δηλωμένα εφτάρια»)."""
    return [
        "",
        _tr("a family of aces"), _tr("a family of twos"), _tr("a family of threes"),
        _tr("a family of fours"), _tr("a family of fives"), _tr("a family of sixes"),
        _tr("a family of sevens"), _tr("a family of eights"), _tr("a family of nines"),
        _tr("a family of tens"),
    ][value]


def the_family(value: int) -> str:
    """'the family of sevens' (Greek: «τα δηλωμένα εφτάρια»)."""
    return [
        "",
        _tr("the family of aces"), _tr("the family of twos"), _tr("the family of threes"),
        _tr("the family of fours"), _tr("the family of fives"), _tr("the family of sixes"),
        _tr("the family of sevens"), _tr("the family of eights"), _tr("the family of nines"),
        _tr("the family of tens"),
    ][value]


def _plain(groups: Sequence[Sequence[int]]) -> str:
    """Groups without articles, after a colon: '7♠, 3♥+4♦ and 7♣'."""
    return and_list(["+".join(pretty(c) for c in g) for g in groups])


def the_declared(d: Declared) -> str:
    """A declaration taken: 'the declared 7 (6♠+A♥)', 'the family of sevens (7♠ · 4♦+3♥)'."""
    if d.family:
        parts = " · ".join("+".join(pretty(c) for c in g)
                           for g in group_loose(list(d.cards), d.value))
        return _tr("{family} ({cards})").format(family=the_family(d.value), cards=parts)
    return _tr("the declared {value} ({cards})").format(
        value=d.value, cards="+".join(pretty(c) for c in d.cards))


def _on(cards: Sequence[int]) -> str:
    if not cards:
        return _tr("on the table")
    if len(cards) == 1:
        return _tr("on {card}").format(card=pretty(cards[0]))
    return QCoreApplication.translate("History", "on {cards}", "several cards").format(
        cards=and_list([pretty(c) for c in cards]))


def _xeri(event: HistoryEvent) -> str:
    return _tr(" — xeri!") if event.xeri else ""


# -- one function per kind: (the sentence for the seat whose table it is, for another) ------------

def _lay(e: HistoryEvent, you: bool, who: str) -> str:
    card = the_card(e.card)
    if you:
        return _tr("You laid {card}").format(card=card)
    return _tr("{who} laid {card}").format(who=who, card=card)


def _capture(e: HistoryEvent, you: bool, who: str) -> str:
    taken = and_list([the_group(g) for g in e.groups] + [the_declared(d) for d in e.decls])
    card = the_card(e.card)
    if you:
        text = _tr("You took {taken} with {card}").format(taken=taken, card=card)
    else:
        text = _tr("{who} took {taken} with {card}").format(who=who, taken=taken, card=card)
    return text + _xeri(e)


def _declare(e: HistoryEvent, you: bool, who: str) -> str:
    card, *under = e.added()
    on = _on(under)
    if you:
        return _tr("You declared {value}, putting {card} {on}").format(
            value=e.value, card=the_card(card), on=on)
    return _tr("{who} declared {value}, putting {card} {on}").format(
        who=who, value=e.value, card=the_card(card), on=on)


def _family(e: HistoryEvent, you: bool, who: str) -> str:
    family, card, parts = a_family(e.value), the_card(e.card), _plain(e.groups)
    if you:
        return _tr("You declared {family} with {card}: {parts}").format(
            family=family, card=card, parts=parts)
    return _tr("{who} declared {family} with {card}: {parts}").format(
        who=who, family=family, card=card, parts=parts)


def _raise(e: HistoryEvent, you: bool, who: str) -> str:
    cards = and_list([the_card(c) for c in e.added()])
    old = e.built_on.value
    if you:
        return _tr("You raised the {old} to {value} with {cards}").format(
            old=old, value=e.value, cards=cards)
    return _tr("{who} raised the {old} to {value} with {cards}").format(
        who=who, old=old, value=e.value, cards=cards)


def _extend(e: HistoryEvent, you: bool, who: str) -> str:
    cards, family = and_list([the_group(g) for g in e.groups]), the_family(e.value)
    if you:
        return _tr("You added {cards} to {family}").format(cards=cards, family=family)
    return _tr("{who} added {cards} to {family}").format(who=who, cards=cards, family=family)


def _join(e: HistoryEvent, you: bool, who: str) -> str:
    cards, family = and_list([the_group(g) for g in e.groups]), a_family(e.value)
    old = e.built_on.value
    if you:
        return _tr("You added {cards} to the declared {old}, making it {family}").format(
            cards=cards, old=old, family=family)
    return _tr("{who} added {cards} to the declared {old}, making it {family}").format(
        who=who, cards=cards, old=old, family=family)


def _leftovers(e: HistoryEvent, you: bool, who: str) -> str:
    cards = cards_text(e.cards)
    if you:
        return _tr("You took the cards left on the table: {cards} (R35)").format(cards=cards)
    return _tr("{who} took the cards left on the table: {cards} (R35)").format(
        who=who, cards=cards)


def _deal(e: HistoryEvent, you: bool, who: str) -> str:
    if e.stock == 0:
        if you:
            return _tr("You dealt the last cards, {each} to each player.").format(each=e.each)
        return _tr("{who} dealt the last cards, {each} to each player.").format(
            who=who, each=e.each)
    if you:
        text = QCoreApplication.translate(
            "History", "You dealt {each} more cards to each player; %n card(s) left in the "
            "stock.", None, e.stock)
    else:
        text = QCoreApplication.translate(
            "History", "{who} dealt {each} more cards to each player; %n card(s) left in the "
            "stock.", None, e.stock)
    return text.format(who=who, each=e.each)


def _round(e: HistoryEvent, you: bool, who: str) -> str:
    table = cards_text(e.cards) or "—"
    if you:
        return _tr("Round {n}. You deal; on the table: {cards}.").format(n=e.number,
                                                                          cards=table)
    return _tr("Round {n}. {who} deals; on the table: {cards}.").format(
        n=e.number, who=who, cards=table)


SENTENCES: dict[EventKind, Callable[[HistoryEvent, bool, str], str]] = {
    EventKind.LAY: _lay,
    EventKind.CAPTURE: _capture,
    EventKind.DECLARE: _declare,
    EventKind.FAMILY: _family,
    EventKind.RAISE: _raise,
    EventKind.EXTEND: _extend,
    EventKind.JOIN: _join,
    EventKind.LEFTOVERS: _leftovers,
    EventKind.DEAL: _deal,
    EventKind.ROUND: _round,
}


def sentence(event: HistoryEvent, human: int, subject: Subject) -> str:
    """`event` in words now, for the table of seat `human`; `subject(seat)` names another
    seat as the subject of a sentence. A line of an older save is shown as written."""
    if event.kind is EventKind.LINE:
        return event.text
    you = event.seat == human
    if event.by_computer:  # a computer's move in the friend's name (a table with friends)
        who = (_tr("A computer, for you,") if you
               else _tr("A computer, for {who},").format(who=subject(event.seat)))
        return SENTENCES[event.kind](event, False, who)
    who = "" if you or event.seat is None else subject(event.seat)
    return SENTENCES[event.kind](event, you, who)
