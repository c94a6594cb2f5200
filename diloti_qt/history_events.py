"""The history of a match as plain events: what each move did, the deals, the round's
leftovers, and the lines of older saves, never as sentences.

One event type for every producer and reader: the local controller and the network seat make
events, saves keep them, and the table says them in the language of the moment
(controller/history_words.py). Plain data, no Qt: frozen dataclasses of ints, strings and
tuples, written to and read from JSON here (cards by their NOTATION names). A document read
from a file or the network is checked field by field (`event_from_json` raises EventError).
An event of a move is made from the engine's outcome of it (`outcome_events`), never
worked out again from the tables around it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from diloti_qt.engine import Decl, Kind, MoveOutcome, group_cards
from diloti_qt.engine.cards import DECK_SIZE, NAMES, VALUE, parse_card

MAX_SEATS = 4
MAX_TEXT_CHARS = 2000  # a line of an older save (storage shortens its own to 400)
MAX_ROUND = 100_000
MAX_VALUE = 10  # a declaration is worth 1-10 (R18)


class EventKind(str, Enum):
    """What an event tells. Its value is the JSON word."""

    LAY = "lay"  # a card laid on the table (R16)
    CAPTURE = "capture"  # cards taken (R10-R14), perhaps a xeri (R32)
    DECLARE = "declare"  # a new simple declaration (R19)
    FAMILY = "family"  # a new family (R20)
    RAISE = "raise"  # a simple declaration raised to a new value (R22)
    EXTEND = "extend"  # cards added to a family (R20, R21)
    JOIN = "join"  # a simple declaration made a family by adding to it (R21)
    LEFTOVERS = "leftovers"  # the cards left at the end go to the last capturer (R35)
    DEAL = "deal"  # the next cards dealt during a round (R6)
    ROUND = "round"  # a round begins: who deals, the table (R5)
    LINE = "line"  # a line of an older save, shown as it was written

    def __str__(self) -> str:
        return self.value


MOVES = frozenset({EventKind.LAY, EventKind.CAPTURE, EventKind.DECLARE, EventKind.FAMILY,
                   EventKind.RAISE, EventKind.EXTEND, EventKind.JOIN})
ON_A_DECLARATION = frozenset({EventKind.RAISE, EventKind.EXTEND, EventKind.JOIN})


class EventError(ValueError):
    """A history event document that does not read; the message names the field."""


@dataclass(frozen=True, slots=True)
class Declared:
    """A declaration as an event names it: taken whole by a capture, or built on."""

    value: int
    cards: tuple[int, ...]
    family: bool = False

    @classmethod
    def of(cls, decl: Decl) -> Declared:
        return cls(decl.value, tuple(sorted(decl.cards, key=lambda c: (-VALUE[c], c))),
                   decl.family)


@dataclass(frozen=True, slots=True)
class HistoryEvent:
    """One entry of the history. Which fields mean something depends on `kind`:

    - moves: `seat` played `card`. A capture took the loose cards `groups` (each worth the
      card) and the declarations `decls`, `xeri` if it swept the table. A declaring move
      made a pile worth `value` from `groups`: the cards it brings, the played card
      included (for a family, its components; for a simple declaration, one group). RAISE,
      EXTEND and JOIN built on the one declaration in `decls`.
    - LEFTOVERS: `cards` went to `seat`'s pile at the end of the round.
    - DEAL: `seat` dealt `each` more cards to every player; `stock` are left.
    - ROUND: round `number` begins; `seat` deals, `cards` lie on the table, `stock` are left.
    - LINE: `text`, from a save written before the history was kept as events.

    `by_computer` (moves only): a computer made the move in the friend's name at a table
    with friends (the stand-in, the turn clock); the local game never sets it.
    """

    kind: EventKind
    seat: int | None = None
    card: int | None = None
    groups: tuple[tuple[int, ...], ...] = ()
    decls: tuple[Declared, ...] = ()
    value: int = 0
    xeri: bool = False
    cards: tuple[int, ...] = ()
    number: int = 0
    each: int = 0
    stock: int = 0
    text: str = ""
    by_computer: bool = False

    @classmethod
    def line(cls, text: str) -> HistoryEvent:
        return cls(EventKind.LINE, text=text)

    @property
    def is_move(self) -> bool:
        return self.kind in MOVES

    @property
    def built_on(self) -> Declared | None:
        """The declaration a RAISE, EXTEND or JOIN changed."""
        return self.decls[0] if self.kind in ON_A_DECLARATION and self.decls else None

    def added(self) -> tuple[int, ...]:
        """The cards a declaring move brought to the pile, the played card first."""
        rest = sorted((c for g in self.groups for c in g if c != self.card),
                      key=lambda c: (-VALUE[c], c))
        return ((self.card,) if self.card is not None else ()) + tuple(rest)


# -- building events ----------------------------------------------------------------------------

def shown_groups(groups: Iterable[Iterable[int]]) -> list[tuple[int, ...]]:
    """Groups of cards in the order they are shown and said: each led by its largest card,
    the smaller groups first."""
    return sorted((tuple(sorted(g, key=lambda c: (-VALUE[c], c))) for g in groups),
                  key=lambda g: (len(g), g))


def _components(cards: Sequence[int], value: int) -> tuple[tuple[int, ...], ...]:
    groups = group_cards(list(cards), value) if value else None
    return tuple(shown_groups(groups if groups is not None else [cards]))


def move_event(outcome: MoveOutcome) -> HistoryEvent:
    """The event of the move the engine played (its outcome: State.apply, or the one the
    game service sent)."""
    seat, move = outcome.seat, outcome.move
    card = move.card
    if move.kind == Kind.LAY:
        return HistoryEvent(EventKind.LAY, seat, card)
    if move.kind == Kind.CAPTURE:
        return HistoryEvent(EventKind.CAPTURE, seat, card,
                            groups=tuple(shown_groups(outcome.taken_groups())),
                            decls=tuple(Declared.of(d) for d in outcome.decls),
                            xeri=outcome.xeri)
    brought = (card, *outcome.used_loose)
    if move.kind == Kind.DECLARE_SIMPLE:
        return HistoryEvent(EventKind.DECLARE, seat, card, groups=_components(brought, 0),
                            value=move.value)
    if move.kind == Kind.DECLARE_FAMILY:
        return HistoryEvent(EventKind.FAMILY, seat, card,
                            groups=_components(brought, move.value), value=move.value)
    (on,) = outcome.decls
    if move.kind == Kind.RAISE:
        kind, groups = EventKind.RAISE, _components(brought, 0)
    else:
        kind = EventKind.EXTEND if on.family else EventKind.JOIN
        groups = _components(brought, move.value)
    return HistoryEvent(kind, seat, card, groups=groups, decls=(Declared.of(on),),
                        value=move.value)


def outcome_events(outcome: MoveOutcome, by_computer: bool = False
                   ) -> tuple[HistoryEvent, ...]:
    """Every event one move adds to the history, in order: the move's own, then the deal
    that followed it or the round's leftovers going to their taker (R7, R35). The one
    producer of the history's moves: the controller, the online seat and the replay all
    call it with the engine's outcome. `by_computer`: a computer made the move in a
    friend's name (the online seat's, from the server's mark)."""
    move = move_event(outcome)
    if by_computer:
        move = replace(move, by_computer=True)
    events = [move]
    if outcome.deal is not None:
        deal = outcome.deal
        events.append(deal_event(deal.dealer, deal.each, deal.stock))
    end = outcome.end
    if end is not None and end.taker is not None:
        events.append(leftovers_event(end.taker, end.leftovers))
    return tuple(events)


def leftovers_event(seat: int, cards: Iterable[int]) -> HistoryEvent:
    return HistoryEvent(EventKind.LEFTOVERS, seat, cards=tuple(sorted(cards)))


def deal_event(dealer: int, each: int, stock: int) -> HistoryEvent:
    return HistoryEvent(EventKind.DEAL, dealer, each=each, stock=stock)


def round_event(number: int, dealer: int, table: Iterable[int], stock: int) -> HistoryEvent:
    return HistoryEvent(EventKind.ROUND, dealer, cards=tuple(table), number=number,
                        stock=stock)


# -- JSON ---------------------------------------------------------------------------------------

def _names(cards: Iterable[int]) -> list[str]:
    return [NAMES[c] for c in cards]


def event_to_json(event: HistoryEvent) -> dict[str, Any] | str:
    """A JSON value: a LINE is its text, any other event an object of its fields that
    differ from their defaults."""
    if event.kind is EventKind.LINE:
        return event.text
    doc: dict[str, Any] = {"kind": event.kind.value}
    if event.seat is not None:
        doc["seat"] = event.seat
    if event.card is not None:
        doc["card"] = NAMES[event.card]
    if event.groups:
        doc["groups"] = [_names(g) for g in event.groups]
    if event.decls:
        doc["decls"] = [{"value": d.value, "cards": _names(d.cards), "family": d.family}
                        for d in event.decls]
    for key in ("value", "number", "each", "stock"):
        if getattr(event, key):
            doc[key] = getattr(event, key)
    if event.xeri:
        doc["xeri"] = True
    if event.by_computer:
        doc["by_computer"] = True
    if event.cards:
        doc["cards"] = _names(event.cards)
    return doc


def _int(doc: dict, key: str, where: str, low: int, high: int, default: int | None = None
         ) -> int:
    x = doc.get(key, default)
    if x is None:
        raise EventError(f"{where}.{key}: missing")
    if not isinstance(x, int) or isinstance(x, bool) or not low <= x <= high:
        raise EventError(f"{where}.{key}: must be an integer {low}-{high}")
    return x


def _cards(x: Any, where: str) -> tuple[int, ...]:
    if not isinstance(x, list) or len(x) > DECK_SIZE:
        raise EventError(f"{where}: must be a list of at most {DECK_SIZE} cards")
    try:
        return tuple(parse_card(name) for name in x)
    except ValueError as e:
        raise EventError(f"{where}: {e}") from None


def _decl(x: Any, where: str) -> Declared:
    if not isinstance(x, dict):
        raise EventError(f"{where}: must be an object")
    family = x.get("family", False)
    if not isinstance(family, bool):
        raise EventError(f"{where}.family: must be true or false")
    cards = _cards(x.get("cards"), f"{where}.cards")
    if not cards:
        raise EventError(f"{where}.cards: a declaration has cards")
    return Declared(_int(x, "value", where, 1, MAX_VALUE), cards, family)


def _list(doc: dict, key: str, where: str) -> list:
    x = doc.get(key, [])
    if not isinstance(x, list) or len(x) > DECK_SIZE:
        raise EventError(f"{where}.{key}: must be a list of at most {DECK_SIZE} items")
    return x


def event_from_json(doc: Any, where: str = "event") -> HistoryEvent:
    """The event `event_to_json` wrote (or a text line of an older save), checked: raises
    EventError naming the bad field. Unknown fields are ignored (a newer writer's)."""
    if isinstance(doc, str):
        if len(doc) > MAX_TEXT_CHARS:
            raise EventError(f"{where}: a line of at most {MAX_TEXT_CHARS} characters")
        return HistoryEvent.line(doc)
    if not isinstance(doc, dict):
        raise EventError(f"{where}: must be an object or a line of text")
    try:
        kind = EventKind(doc.get("kind"))
    except ValueError:
        raise EventError(f"{where}.kind: not one of "
                         f"{', '.join(k.value for k in EventKind)}") from None
    if kind is EventKind.LINE:
        text = doc.get("text")
        if not isinstance(text, str):
            raise EventError(f"{where}.text: must be a line of text")
        return event_from_json(text, f"{where}.text")
    seat = _int(doc, "seat", where, 0, MAX_SEATS - 1)
    card = None
    if kind in MOVES:
        try:
            card = parse_card(doc.get("card"))
        except ValueError as e:
            raise EventError(f"{where}.card: {e}") from None
    groups = tuple(_cards(g, f"{where}.groups[{i}]")
                   for i, g in enumerate(_list(doc, "groups", where)))
    decls = tuple(_decl(d, f"{where}.decls[{i}]")
                  for i, d in enumerate(_list(doc, "decls", where)))
    xeri = doc.get("xeri", False)
    if not isinstance(xeri, bool):
        raise EventError(f"{where}.xeri: must be true or false")
    by_computer = doc.get("by_computer", False)
    if not isinstance(by_computer, bool) or by_computer and kind not in MOVES:
        raise EventError(f"{where}.by_computer: true, of a move, or absent")
    event = HistoryEvent(
        kind, seat, card, groups, decls,
        value=_int(doc, "value", where, 0, MAX_VALUE, 0),
        xeri=xeri,
        cards=_cards(doc.get("cards", []), f"{where}.cards"),
        number=_int(doc, "number", where, 0, MAX_ROUND, 0),
        each=_int(doc, "each", where, 0, DECK_SIZE, 0),
        stock=_int(doc, "stock", where, 0, DECK_SIZE, 0),
        by_computer=by_computer)
    _check_shape(event, where)
    return event


def _check_shape(e: HistoryEvent, where: str) -> None:
    """What each kind needs to be said: no card twice, the pieces its sentence names."""
    in_groups = [c for g in e.groups for c in g]
    mentioned = in_groups + [c for d in e.decls for c in d.cards] + list(e.cards)
    if e.card is not None and e.kind in (EventKind.LAY, EventKind.CAPTURE):
        mentioned.append(e.card)
    if len(set(mentioned)) != len(mentioned):
        raise EventError(f"{where}: names a card twice")
    if any(not g for g in e.groups):
        raise EventError(f"{where}.groups: a group has cards")
    declaring = e.kind in MOVES - {EventKind.LAY, EventKind.CAPTURE}
    if e.kind is EventKind.CAPTURE and not (e.groups or e.decls):
        raise EventError(f"{where}: a capture takes something")
    if declaring and (e.value < 1 or e.card not in in_groups):
        raise EventError(f"{where}: a declaration has a value and holds the played card")
    if e.kind in ON_A_DECLARATION and len(e.decls) != 1:
        raise EventError(f"{where}.decls: names the one declaration built on")
    if e.kind is EventKind.LEFTOVERS and not e.cards:
        raise EventError(f"{where}.cards: the leftovers are cards")
    if e.kind is EventKind.DEAL and e.each < 1:
        raise EventError(f"{where}.each: a deal gives cards")
    if e.kind is EventKind.ROUND and e.number < 1:
        raise EventError(f"{where}.number: rounds count from 1")


def events_to_json(events: Iterable[HistoryEvent]) -> list:
    return [event_to_json(e) for e in events]


__all__ = ["Declared", "EventError", "EventKind", "HistoryEvent", "deal_event",
           "event_from_json", "event_to_json", "events_to_json", "leftovers_event",
           "move_event", "outcome_events", "round_event", "shown_groups"]
