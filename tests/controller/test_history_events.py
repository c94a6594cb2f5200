"""The history as events (issue 15): every kind of move makes its event and has a full
sentence in English and in Greek, one case per situation (table-driven, like Kajongg's
scoringtest); events are plain data that go through JSON and reject hostile documents."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from diloti_qt.controller.history_words import sentence
from diloti_qt.engine import Kind, legal_moves, parse_card, parse_position, pretty
from diloti_qt.history_events import (
    Declared,
    EventError,
    EventKind,
    HistoryEvent,
    deal_event,
    event_from_json,
    event_to_json,
    leftovers_event,
    move_event,
    round_event,
)

from ..conftest import ROOT

QM = ROOT / "resources" / "i18n" / "diloti_qt_el.qm"
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")


def cards(*names: str) -> tuple[int, ...]:
    return tuple(parse_card(n) for n in names)


def subject(seat: int) -> str:
    return QCoreApplication.translate(
        "Controller", "Computer", "the subject of a sentence: Computer took 9♣ with 9♦")


@pytest.fixture
def greek(qapp):
    translator = QTranslator()
    assert translator.load(str(QM))

    def install():
        qapp.installTranslator(translator)

    yield install
    qapp.removeTranslator(translator)


def position(hands, table, to_move=0, stock=()):
    return parse_position({"format": "diloti-position/1", "rules": "pagat-2p", "dealer": 1,
                           "to_move": to_move, "hands": hands, "table": table,
                           "stock": list(stock)})


def decl(value, owner, kind, *names):
    return {"value": value, "owner": owner, "kind": kind, "cards": list(names)}


# One case per kind of move: a position, the card played, the engine's kind of the move
# chosen (of those, the one using the most table cards), the event kind it makes, and its
# sentence in English and Greek (seat 0 is the table's own seat, "you"; seat 1 the computer).
MOVES = [
    ("lay", [["3H", "9C"], ["KS"]], ["5S"], 0, "3H", Kind.LAY, EventKind.LAY,
     "You laid 3♥", "Έριξες κάτω το 3♥"),
    ("lay by the computer", [["KS"], ["3H", "9C"]], ["5S"], 1, "3H", Kind.LAY,
     EventKind.LAY, "Computer laid 3♥", "Ο υπολογιστής έριξε κάτω το 3♥"),
    ("a xeri", [["KS"], ["9D"]], ["9C"], 1, "9D", Kind.CAPTURE, EventKind.CAPTURE,
     "Computer took 9♣ with 9♦ — xeri!", "Ο υπολογιστής μάζεψε το 9♣ με το 9♦ — ξερή!"),
    ("a capture of two groups", [["6S", "KD"], ["KS"]], ["6C", "2H", "4D", "9S"], 0, "6S",
     Kind.CAPTURE, EventKind.CAPTURE, "You took 6♣ and 4♦+2♥ with 6♠",
     "Μάζεψες το 6♣ και τα 4♦+2♥ με το 6♠"),
    ("a declaration taken whole", [["7S"], ["KS"]],
     ["3C", "4H", decl(7, 1, "simple", "AH", "6S")], 0, "7S", Kind.CAPTURE,
     EventKind.CAPTURE, "You took 4♥+3♣ and the declared 7 (6♠+A♥) with 7♠ — xeri!",
     "Μάζεψες τα 4♥+3♣ και τα δηλωμένα 7 (6♠+A♥) με το 7♠ — ξερή!"),
    ("a family taken whole", [["KS"], ["8D"]],
     ["6C", "2D", decl(8, 0, "family", "8C", "5H", "3S")], 1, "8D", Kind.CAPTURE,
     EventKind.CAPTURE,
     "Computer took 6♣+2♦ and the family of eights (8♣ · 5♥+3♠) with 8♦ — xeri!",
     "Ο υπολογιστής μάζεψε τα 6♣+2♦ και τα δηλωμένα οχτάρια (8♣ · 5♥+3♠) με το 8♦ — ξερή!"),
    ("a simple declaration", [["5S", "8C"], ["KS"]], ["3H"], 0, "5S",
     Kind.DECLARE_SIMPLE, EventKind.DECLARE, "You declared 8, putting 5♠ on 3♥",
     "Δήλωσες 8: έβαλες το 5♠ πάνω στο 3♥"),
    ("a declaration on two cards", [["KS"], ["5S", "8C"]], ["2H", "AD"], 1, "5S",
     Kind.DECLARE_SIMPLE, EventKind.DECLARE,
     "Computer declared 8, putting 5♠ on 2♥ and A♦",
     "Ο υπολογιστής δήλωσε 8: έβαλε το 5♠ πάνω στα 2♥ και A♦"),
    ("a family", [["7S", "7H"], ["KS"]], ["3H", "4D", "7C"], 0, "7S", Kind.DECLARE_FAMILY,
     EventKind.FAMILY, "You declared a family of sevens with 7♠: 7♠, 7♣ and 4♦+3♥",
     "Έκανες δηλωμένα εφτάρια με το 7♠: 7♠, 7♣ και 4♦+3♥"),
    ("a raise", [["3H", "8S"], ["KS"]], [decl(5, 1, "simple", "2C", "3D")], 0, "3H",
     Kind.RAISE, EventKind.RAISE, "You raised the 5 to 8 with 3♥",
     "Ανέβασες τα δηλωμένα 5 σε 8 με το 3♥"),
    ("a family made of a simple declaration", [["7S", "7H"], ["KS"]],
     [decl(7, 0, "simple", "3H", "4D")], 0, "7S", Kind.EXTEND, EventKind.JOIN,
     "You added 7♠ to the declared 7, making it a family of sevens",
     "Πρόσθεσες το 7♠ στα δηλωμένα 7 και τα έκανες δηλωμένα εφτάρια"),
    ("a family extended", [["KS"], ["7S", "7H"]],
     [decl(7, 1, "family", "7C", "3H", "4D")], 1, "7S", Kind.EXTEND, EventKind.EXTEND,
     "Computer added 7♠ to the family of sevens",
     "Ο υπολογιστής μεγάλωσε τα δηλωμένα εφτάρια με το 7♠"),
]


@pytest.mark.parametrize(("case", "hands", "table", "to_move", "played", "kind", "made",
                          "english", "greek_text"), MOVES, ids=[m[0] for m in MOVES])
def test_every_kind_of_move_makes_its_event_and_its_sentences(
        qapp, greek, case, hands, table, to_move, played, kind, made, english, greek_text):
    state = position(hands, table, to_move)
    move = max((m for m in legal_moves(state) if m.card == parse_card(played)
                and m.kind == kind), key=lambda m: len(m.cards))  # the move taking the most
    event = move_event(state.apply(move))
    assert event.kind is made and event.seat == to_move and event.card == move.card
    assert sentence(event, 0, subject) == english
    assert event_from_json(json.loads(json.dumps(event_to_json(event)))) == event
    greek()
    assert sentence(event, 0, subject) == greek_text


# Every event kind, said by the table's own seat and by another: nothing left untranslated.
EVENTS = [
    HistoryEvent(EventKind.LAY, 1, parse_card("QH")),
    HistoryEvent(EventKind.CAPTURE, 1, parse_card("QD"), groups=(cards("QH"),), xeri=True),
    HistoryEvent(EventKind.CAPTURE, 1, parse_card("7S"), groups=(cards("4H", "3C"),),
                 decls=(Declared(7, cards("7C", "4D", "3H"), True),)),
    HistoryEvent(EventKind.DECLARE, 1, parse_card("5S"), groups=(cards("5S", "3H"),), value=8),
    HistoryEvent(EventKind.DECLARE, 1, parse_card("5S"), groups=(cards("5S"),), value=5),
    HistoryEvent(EventKind.FAMILY, 1, parse_card("AS"), groups=(cards("AS"), cards("AH")),
                 value=1),
    HistoryEvent(EventKind.RAISE, 1, parse_card("2S"), groups=(cards("2S", "AH"),),
                 decls=(Declared(5, cards("3D", "2C")),), value=8),
    HistoryEvent(EventKind.EXTEND, 1, parse_card("10S"), groups=(cards("10S"),),
                 decls=(Declared(10, cards("10C")), ), value=10),
    HistoryEvent(EventKind.JOIN, 1, parse_card("6S"), groups=(cards("6S"), cards("4H", "2C")),
                 decls=(Declared(6, cards("5D", "AC")),), value=6),
    leftovers_event(1, cards("2H", "4H", "5S")),
    deal_event(1, 6, 24),
    deal_event(1, 6, 1),
    deal_event(1, 6, 0),
    round_event(3, 1, cards("5S", "KD", "9C", "2H"), 36),
]


@pytest.mark.parametrize("seat", [0, 1], ids=["you", "the computer"])
@pytest.mark.parametrize("event", EVENTS, ids=lambda e: f"{e.kind.value}")
def test_every_event_has_a_full_sentence_in_both_languages(qapp, greek, event, seat):
    event = HistoryEvent(**{**{f: getattr(event, f) for f in event.__slots__}, "seat": seat})
    english = sentence(event, 0, subject)
    greek()
    greek_text = sentence(event, 0, subject)
    for text in (english, greek_text):
        assert text and "{" not in text and "%n" not in text, text
    assert greek_text != english
    assert not ENGLISH_WORD.findall(greek_text), greek_text
    assert (english.startswith(("You", "Round")) if seat == 0
            else english.startswith(("Computer", "Round"))), english
    named = {c for g in event.groups for c in g} | set(event.cards)
    named |= {event.card} if event.card is not None else set()
    if event.kind is EventKind.CAPTURE:
        named |= {c for d in event.decls for c in d.cards}
    for text in (english, greek_text):
        assert all(pretty(c) in text for c in named), text


def test_a_line_of_an_older_save_is_shown_as_it_was_written(qapp, greek):
    line = HistoryEvent.line("You took Q♥ with Q♦")
    greek()
    assert sentence(line, 0, subject) == "You took Q♥ with Q♦"
    assert event_to_json(line) == "You took Q♥ with Q♦"
    assert event_from_json("You took Q♥ with Q♦") == line


HOSTILE = [
    ("not an object", 7, "event"),
    ("an unknown kind", {"kind": "teleport", "seat": 0}, "kind"),
    ("no seat", {"kind": "lay", "card": "3H"}, "seat"),
    ("a seat out of range", {"kind": "lay", "seat": 9, "card": "3H"}, "seat"),
    ("a seat that is not a number", {"kind": "lay", "seat": True, "card": "3H"}, "seat"),
    ("a bad card", {"kind": "lay", "seat": 0, "card": "1Z"}, "card"),
    ("a card named twice", {"kind": "capture", "seat": 0, "card": "9D",
                            "groups": [["9C"], ["9C"]]}, "twice"),
    ("a capture of nothing", {"kind": "capture", "seat": 0, "card": "9D"}, "takes"),
    ("a raise of nothing", {"kind": "raise", "seat": 0, "card": "3H", "value": 8,
                            "groups": [["3H"]]}, "decls"),
    ("a declaration without its card", {"kind": "declare", "seat": 0, "card": "3H",
                                        "value": 8, "groups": [["5S"]]}, "value"),
    ("a declaration worth 99", {"kind": "declare", "seat": 0, "card": "3H", "value": 99,
                                "groups": [["3H"]]}, "value"),
    ("a huge list", {"kind": "leftovers", "seat": 0, "cards": ["3H"] * 100}, "cards"),
    ("an empty group", {"kind": "capture", "seat": 0, "card": "9D", "groups": [[]]},
     "group"),
    ("leftovers of nothing", {"kind": "leftovers", "seat": 0}, "cards"),
    ("a deal of no cards", {"kind": "deal", "seat": 0, "stock": 3}, "each"),
    ("round zero", {"kind": "round", "seat": 0, "stock": 3}, "number"),
    ("a line too long", "x" * 5000, "characters"),
    ("a line that is not text", {"kind": "line", "text": 5}, "text"),
    ("a flag that is not one", {"kind": "capture", "seat": 0, "card": "9D",
                                "groups": [["9C"]], "xeri": "yes"}, "xeri"),
]


@pytest.mark.parametrize(("case", "doc", "named"), HOSTILE, ids=[h[0] for h in HOSTILE])
def test_a_hostile_event_document_is_refused_naming_the_field(case, doc, named):
    with pytest.raises(EventError, match=named):
        event_from_json(doc)


def test_unknown_fields_of_a_newer_writer_are_ignored():
    doc = {"kind": "lay", "seat": 1, "card": "3H", "said_with": "a smile"}
    assert event_from_json(doc) == HistoryEvent(EventKind.LAY, 1, parse_card("3H"))
