"""Moves a computer made for an away friend read as the computer's (issue #37 F10): Vasilis
leaves during the match, a computer plays his seat; Ana's history says "A computer, for
Vasilis, …" as the moves happen, and when he comes back his own app's history says
"A computer, for you, …" for those moves (from the whole view's `computer_moves`) and
"You …" for his own. In Greek the same sentences read «Ένας υπολογιστής, στη θέση σου, …».
Before the change all of them read as Vasilis's own ("Vasilis took…", "You took…")."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

from PySide6.QtCore import QTranslator

from diloti_qt.controller.history_words import sentence
from diloti_qt.history_events import EventKind, HistoryEvent, event_from_json, event_to_json
from diloti_qt.ui.online.dialog import open_friends_dialog

from ..conftest import ROOT
from .online_driver import FakeBrowser, click, host_and_guest

TS = ROOT / "resources" / "i18n" / "diloti_qt_el.ts"
QM = ROOT / "resources" / "i18n" / "diloti_qt_el.qm"
FOR_YOU, FOR_HIM = "A computer, for you, ", "A computer, for Vasilis, "


def texts(window) -> list[str]:
    """The window's history, in words, as its history view shows it."""
    model = window.online.pane.history_model
    return [model.data(model.index(r, 0)) for r in range(model.rowCount())]


def test_the_returning_friend_reads_the_computers_moves_as_the_computers(qtbot):
    host_win, guest_win = host_and_guest(qtbot, guest_store=True, grace=120.0)
    guest_seat = guest_win.online.connection.seat
    rng = random.Random(5)

    def host_plays() -> None:
        seat = host_win.online.seat
        if seat.is_human_turn():
            seat.play(rng.choice(seat.legal_moves()))

    def guest_plays() -> None:
        seat = guest_win.online.seat
        if seat.is_human_turn():
            seat.play(rng.choice(seat.legal_moves()))

    # Vasilis plays a move of his own, then leaves: a computer plays his seat
    def guest_moved() -> bool:
        host_plays()
        guest_plays()
        return any(e.seat == guest_seat and e.kind in (EventKind.LAY, EventKind.CAPTURE,
                                                       EventKind.DECLARE, EventKind.FAMILY,
                                                       EventKind.RAISE, EventKind.EXTEND,
                                                       EventKind.JOIN)
                   for e in host_win.online.seat.history)

    qtbot.waitUntil(guest_moved, timeout=20000)
    guest_win.online.leave()
    qtbot.waitUntil(lambda: host_win.online.seat.seats[guest_seat].stand_in
                    or any(e.by_computer for e in host_win.online.seat.history),
                    timeout=10000)

    def computer_moved_twice() -> bool:
        host_plays()
        return sum(e.by_computer for e in host_win.online.seat.history) >= 2

    qtbot.waitUntil(computer_moved_twice, timeout=30000)
    # live, at Ana's app: the computer's moves say so, Vasilis's own do not
    host_events = host_win.online.seat.history
    marked = [e for e in host_events if e.by_computer]
    assert marked and all(e.seat == guest_seat for e in marked)
    host_texts = texts(host_win)
    assert sum(t.startswith(FOR_HIM) for t in host_texts) == len(marked), host_texts
    assert any(t.startswith("Vasilis ") for t in host_texts), host_texts
    # Vasilis comes back to the same seat: his whole view marks the computer's moves
    again = open_friends_dialog(guest_win, browser_factory=FakeBrowser)
    click(qtbot, again.join_button)
    qtbot.waitUntil(lambda: guest_win.online is not None and guest_win.online.mounted
                    and guest_win.online.connection.seat == guest_seat, timeout=15000)
    round_now = host_win.online.seat.round_number
    assert guest_win.online.seat.round_number == round_now == 1
    qtbot.waitUntil(lambda: sum(e.by_computer for e in guest_win.online.seat.history)
                    >= len(marked), timeout=10000)
    guest_texts = texts(guest_win)
    mine = [t for t in guest_texts if t.startswith(FOR_YOU)]
    assert len(mine) >= len(marked), guest_texts
    assert any(t.startswith("You ") for t in guest_texts), guest_texts  # his own move
    assert not any(t.startswith(FOR_HIM) for t in guest_texts)
    # the same events at both apps, the computer's marked alike
    n = len(marked)
    assert [e for e in guest_win.online.seat.history if e.by_computer][:n] == marked


def test_the_computers_move_in_greek_and_through_a_save(qapp):
    """The two subjects are translated (informal «σου»; the verbs are the existing
    sentences'), and the mark goes through the events' JSON."""
    root = ET.parse(TS).getroot()
    found = {m.findtext("source"): m.find("translation") for m in root.iter("message")}
    for source in ("A computer, for you,", "A computer, for {who},"):
        tr = found[source]
        assert tr is not None and tr.get("type") is None and tr.text, source
    assert "σου" in found["A computer, for you,"].text
    assert "{who}" in found["A computer, for {who},"].text
    event = HistoryEvent(EventKind.LAY, 1, 5, by_computer=True)
    assert event_from_json(event_to_json(event)) == event
    assert event_to_json(HistoryEvent(EventKind.LAY, 1, 5))  # no mark: no key
    assert "by_computer" not in event_to_json(HistoryEvent(EventKind.LAY, 1, 5))
    english = sentence(event, 1, lambda seat: "Vasilis")
    assert english.startswith(FOR_YOU + "laid ")
    assert sentence(event, 0, lambda seat: "Vasilis").startswith(FOR_HIM + "laid ")
    translator = QTranslator()
    assert translator.load(str(QM))
    qapp.installTranslator(translator)
    try:
        greek = sentence(event, 1, lambda seat: "Vasilis")
        other = sentence(event, 0, lambda seat: "Vasilis")
    finally:
        qapp.removeTranslator(translator)
    assert greek.startswith("Ένας υπολογιστής, στη θέση σου, "), greek
    assert other.startswith("Ένας υπολογιστής, αντί για Vasilis, "), other
    assert sentence(event, 1, lambda seat: "Vasilis") == english  # English again
