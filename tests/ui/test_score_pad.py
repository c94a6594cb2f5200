"""Game ▸ Score pad: a whole match typed with the keyboard alone (real key events to the
focused widget), refused entries said in words with the cursor on the field, corrections,
the result in the statistics, the large type; and the pad resumed after SIGKILL."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import textwrap
import threading
from typing import NamedTuple

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QLabel,
    QPushButton,
    QSpinBox,
)

from diloti_qt.engine import Rules
from diloti_qt.scorepad import CardsMode, ScorePad
from diloti_qt.scorepad.store import PadWriter, load_pad, pad_path
from diloti_qt.storage.history import MatchHistory
from diloti_qt.storage.recorder import HistoryWriter
from diloti_qt.ui.dialogs.score_pad import FONT_SCALE, ScorePadDialog

from ..conftest import ROOT
from ..scorepad.helpers import rnd

KEY = Qt.Key
ALT = Qt.KeyboardModifier.AltModifier


@pytest.fixture
def history(tmp_path):
    """The history worker the pad records through, on a history of its own."""
    recorder = HistoryWriter(lambda _match_id: None, lambda _notice: None,
                             tmp_path / "history.sqlite3")
    assert recorder.start() == []
    yield recorder
    recorder.close()


def stored_matches(recorder: HistoryWriter) -> list:
    """What the history holds once the worker has written everything handed to it."""
    assert recorder.settled()
    with MatchHistory.open(recorder.db_path)[0] as db:
        return db.recent()


def open_pad(qtbot, history, pad: ScorePad | None = None) -> ScorePadDialog:
    dialog = ScorePadDialog(history, PadWriter(pad_path()), pad)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=3000)
    return dialog


def focused():
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def press(key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(focused(), key, modifier)


def type_in(text: str) -> None:
    QTest.keyClicks(focused(), text)


def tab_to(widget, most: int = 4) -> None:
    """Tab until `widget` has the focus, as a person would: the fields of a round follow
    each other, so a few presses reach the next one (a long way round means the Tab order is
    wrong)."""
    for _ in range(most):
        if focused() is widget:
            return
        press(KEY.Key_Tab)
    if focused() is widget:
        return
    raise AssertionError(f"Tab never reached {widget.accessibleName() or widget}")


def type_side(form, side: int, spec: str) -> None:
    """Type one side's fields with the keyboard: "30 A2 D C X1" (see tests/scorepad/helpers)."""
    column = form.sides[side]
    words = spec.split()
    for word in words:
        if word.isdigit():
            tab_to(column.cards)
            type_in(word)
        elif word == "+":
            choose_more(form, side)
        elif word[0] == "A":
            tab_to(column.aces)
            type_in(word[1:])
        elif word in ("D", "C"):
            tab_to(column.ten_diamonds if word == "D" else column.two_clubs)
            press(KEY.Key_Space)
        elif word[0] == "X":
            tab_to(column.xeris)
            type_in(word[1:])


def choose_more(form, side: int) -> None:
    """The two "had more" buttons are one group, one Tab stop after the kind of count (Qt's
    radio groups): Tab into it, an arrow to the side, Space."""
    both = (form.sides[0].more, form.sides[1].more)
    tab_to(both[0], most=1)
    if side == 1:
        press(KEY.Key_Right)
    press(KEY.Key_Space)
    assert both[side].isChecked() and not both[1 - side].isChecked()


def choose_mode(qtbot, dialog, mode: CardsMode) -> None:
    """The kind of count by its mnemonic (a mnemonic clicks the button a moment later)."""
    key = {CardsMode.COUNTED: KEY.Key_O, CardsMode.MORE: KEY.Key_M, CardsMode.EVEN: KEY.Key_2}
    press(key[mode], ALT)  # "C&ounted", "Who had &more", "&26 each"
    qtbot.waitUntil(lambda: dialog.form.mode() is mode, timeout=2000)


def type_round(qtbot, dialog, first: str, second: str) -> None:
    """A round by keyboard: the kind of count, both columns, then Enter."""
    words = first.split() + second.split()
    mode = (CardsMode.EVEN if "=" in words else CardsMode.MORE if "+" in words
            else CardsMode.COUNTED)
    choose_mode(qtbot, dialog, mode)
    if mode is CardsMode.MORE:  # who had more comes first, then each column
        choose_more(dialog.form, 0 if "+" in first.split() else 1)
    type_side(dialog.form, 0, first.replace("+", ""))
    type_side(dialog.form, 1, second.replace("+", ""))
    press(KEY.Key_Return)


def test_a_whole_match_by_keyboard_alone(qtbot, history):
    dialog = open_pad(qtbot, history)
    setup = dialog.setup
    assert focused() is setup.name_edits[0]
    type_in("Anna")
    press(KEY.Key_Tab)
    type_in("Nikos")
    tab_to(setup.dealer_box)
    press(KEY.Key_Down)  # Nikos deals first
    press(KEY.Key_Return)
    pad = dialog.pad
    assert pad is not None and pad.players == ("Anna", "Nikos") and pad.first_dealer == 1
    assert dialog.heading.text() == "Round 1 · Nikos deals"
    assert focused() is dialog.form.sides[0].cards

    type_round(qtbot, dialog, "30 A2 D X1", "22 A2 C")  # R36: 4 + 2 + 2 + 10 : 2 + 1
    assert pad.totals == (18, 3) and dialog.heading.text() == "Round 2 · Anna deals"
    assert dialog.status.text() == "Round 1 added: 18 to 3."
    type_round(qtbot, dialog, "= A1 C", "= A3 D X2")  # 26 each: nobody has the 4
    assert pad.totals == (20, 28)
    type_round(qtbot, dialog, "A2 D X1", "+ A2 C X1")  # only who had more: Nikos
    assert pad.totals == (34, 45)
    assert [dialog.sheet.item(r, 1).text() for r in range(3)] == ["Nikos", "Anna", "Nikos"]
    type_round(qtbot, dialog, "40 A4 D C X3", "12")
    assert pad.totals == (75, 45) and pad.winner == 0
    assert dialog.heading.text() == "Anna wins the match, 75 to 45!"
    assert not dialog.form.isEnabled() and focused() is dialog.new_button
    (stored,) = stored_matches(history)
    assert stored.real_cards and stored.final_scores == (75, 45) and stored.won

    # a correction by keyboard: F6 to the sheet, up to round 2, Enter
    press(KEY.Key_F6)
    assert focused() is dialog.sheet
    press(KEY.Key_Up)
    press(KEY.Key_Up)
    press(KEY.Key_Return)
    assert pad.correcting == 1 and dialog.form.isEnabled()
    assert dialog.heading.text() == "Correcting round 2 (dealt by Anna)"
    assert focused() is dialog.form.sides[0].aces  # at 26 each the cards are not typed
    tab_to(dialog.form.sides[1].xeris, most=7)  # down Anna's column, then Nikos'
    type_in("4")
    press(KEY.Key_Return)  # Nikos would reach 65 in round 3: refused
    assert "With this correction Nikos would win after round 3" in dialog.message.text()
    assert pad.correcting == 1 and pad.totals == (75, 45)
    tab_to(dialog.form.sides[1].xeris, most=7)
    type_in("3")
    press(KEY.Key_Return)
    assert pad.correcting is None and pad.totals == (75, 55)
    assert dialog.status.text() == "Round 2 corrected."
    (stored,) = stored_matches(history)
    assert stored.final_scores == (75, 55) and [r.points for r in stored.rounds][1] == (2, 35)

    # Esc leaves a correction, then closes the pad (it stays saved)
    press(KEY.Key_F6)
    press(KEY.Key_Return)
    assert pad.correcting is not None
    press(KEY.Key_Escape)
    assert pad.correcting is None and dialog.isVisible()
    press(KEY.Key_Escape)
    assert not dialog.isVisible()
    assert load_pad().value == pad


def test_teams_and_a_house_target_by_keyboard(qtbot, history):
    dialog = open_pad(qtbot, history)
    setup = dialog.setup
    press(KEY.Key_T, ALT)  # "Two &teams of two"
    qtbot.waitUntil(lambda: setup.players() == 4, timeout=2000)
    tab_to(setup.name_edits[0], most=8)
    for name in ("Anna", "Babis", "Chara", "Dimitris"):
        type_in(name)
        press(KEY.Key_Tab)
    tab_to(setup.target_box, most=12)
    press(KEY.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_in("101")
    press(KEY.Key_Return)
    pad = dialog.pad
    assert pad.rules.players == 4 and pad.target == 101
    assert pad.side_names() == ("Anna & Chara", "Babis & Dimitris")
    type_round(qtbot, dialog, "40 A4 D C X6", "12")
    assert pad.totals == (71, 0) and pad.winner is None  # R38 with V-TARGET 101
    assert dialog.heading.text() == "Round 2 · Babis deals"  # R41: the next seat


class Refusal(NamedTuple):
    first: str
    second: str
    words: list[str]
    cursor: tuple[str, int]  # the field that gets the cursor: (row, side)


REFUSALS = [
    Refusal("28 A2 D", "25 A2 C", ["The cards add up to 53, not 52."], ("cards", 0)),
    Refusal("A2 D", "A2 C", ["Say which side had more cards."], ("cards", 0)),
    Refusal("26 A1 D", "26 A2 C", ["The aces add up to 3, not 4."], ("aces", 0)),
    Refusal("26 A2 D", "26 A2 D C", ["Both sides have the 10♦, but there is only one."],
            ("ten_diamonds", 0)),
    Refusal("26 A2 D", "26 A2", ["Nobody has the 2♣: tick it for the side that took it."],
            ("two_clubs", 0)),
    Refusal("49 A1", "3 A3 D C", ["Nikos took 3 cards: too few for 5 aces, 10♦ and 2♣."],
            ("aces", 1)),
    Refusal("48 A4 D C", "4 X3", ["Nikos took 4 cards: too few for 3 xeris"], ("xeris", 1)),
    Refusal("1 X0", "51 A4 D C", ["Anna took one card, but every capture takes two cards"],
            ("cards", 0)),
    Refusal("26 A2 D X13", "26 A2 C X12", ["25 xeris in one round, but a round has at most 24"],
            ("xeris", 0)),
    Refusal("30 A3 D C", "30 A3 D C",
            ["The cards add up to 60, not 52.", "The aces add up to 6, not 4.",
             "Both sides have the 10♦", "Both sides have the 2♣"], ("cards", 0)),
]


@pytest.mark.parametrize("case", REFUSALS, ids=[f"{c.first}|{c.second}" for c in REFUSALS])
def test_a_bad_entry_is_refused_in_words_with_the_cursor_on_the_field(qtbot, history, case):
    pad = ScorePad(Rules.make("pagat-2p"), ("Anna", "Nikos"))
    dialog = open_pad(qtbot, history, pad)
    mode = "more" if not any(w.isdigit() for w in (case.first + " " + case.second).split()) \
        else "counted"
    if mode == "more":  # no count and nobody said to have more
        choose_mode(qtbot, dialog, CardsMode.MORE)
    type_side(dialog.form, 0, case.first)
    type_side(dialog.form, 1, case.second)
    press(KEY.Key_Return)
    lines = dialog.message.text().splitlines()
    assert len(lines) == len(case.words)
    for line, words in zip(lines, case.words, strict=True):
        assert line.startswith(words)
    assert pad.rounds == []
    row, side = case.cursor
    assert focused() is dialog.form.sides[side].focus_widget(row)
    if isinstance(focused(), QSpinBox):
        press(KEY.Key_Up)  # any change clears the message
    else:
        press(KEY.Key_Space)
    assert dialog.message.text() == ""


def test_the_form_shows_what_each_row_is_worth_before_it_is_added(qtbot, history):
    pad = ScorePad(Rules.make("pagat-2p"), ("Anna", "Nikos"))
    pad.add_round(rnd("30 A2 D", "22 A2 C"))
    dialog = open_pad(qtbot, history, pad)
    type_side(dialog.form, 0, "28 A2 D X1")
    column = dialog.form.sides[0]
    shown = {row: label.text() for row, label in column.points.items()}
    assert shown == {"cards": "→ 4", "aces": "→ 2", "ten_diamonds": "→ 2", "two_clubs": "–",
                     "xeris": "→ 10"}
    type_side(dialog.form, 1, "29 A2 C")
    assert column.points["cards"].text() == "–"  # 28 : 29, the 4 go across (R36)
    assert dialog.form.sides[1].points["cards"].text() == "→ 4"
    for _ in range(3):  # back up the column: 2♣, 10♦, aces, cards
        press(KEY.Key_Backtab)
    assert focused() is dialog.form.sides[1].cards
    type_in("24")
    assert [label.text() for label in dialog.form.round_labels] == ["18", "3"]
    assert [label.text() for label in dialog.form.total_labels] == ["26", "6"]
    assert pad.draft == rnd("28 A2 D X1", "24 A2 C")  # the draft follows the keys


def test_the_pad_reads_from_a_cafe_chair(qtbot, history):
    """Everything in the pad is set at least FONT_SCALE times the application's type."""
    pad = ScorePad(Rules.make("pagat-2p"), ("Anna", "Nikos"))
    dialog = open_pad(qtbot, history, pad)
    base = QFont(QApplication.font()).pointSizeF()
    widgets = [w for w in dialog.findChildren(QLabel) + dialog.findChildren(QSpinBox)
               + dialog.findChildren(QCheckBox) + dialog.findChildren(QPushButton)
               if w.isVisible()]
    assert len(widgets) > 30
    smallest = min(w.font().pointSizeF() for w in widgets)
    assert smallest >= base * FONT_SCALE - 0.01
    assert dialog.sheet.font().pointSizeF() >= base * FONT_SCALE - 0.01


def test_game_menu_opens_one_pad_that_records_into_the_windows_history(qtbot):
    from diloti_qt.storage.settings import SettingsStore

    from .test_app_driver import make_window, show

    store = SettingsStore()
    store.load()
    window = make_window(qtbot, store=store)
    show(qtbot, window)
    window.score_pad_action.trigger()
    dialogs = window.findChildren(ScorePadDialog)
    assert len(dialogs) == 1 and dialogs[0].isVisible()
    window.score_pad_action.trigger()
    assert window.findChildren(ScorePadDialog) == dialogs  # the same one comes forward
    dialog = dialogs[0]
    dialog.setup.start_button.click()
    recorded = []
    window.session.recorded.connect(recorded.append)
    dialog.form.set_entry(rnd("40 A4 D C X5", "12"))
    dialog.add()
    assert dialog.pad.winner == 0
    qtbot.waitUntil(lambda: len(recorded) == 1, timeout=5000)  # written off the GUI thread
    assert window.session.history.get(recorded[0]).real_cards
    dialog.close()


def correct_first_round(dialog, first: str, second: str) -> None:
    dialog.correct(0)
    dialog.form.set_entry(rnd(first, second))
    dialog.add()
    assert dialog.pad.correcting is None, dialog.message.text()


def test_a_locked_history_delays_a_pads_result_and_never_blocks_the_window(qtbot):
    """Another program holds the history's write lock (a real second process): a won pad, a
    correction and a correction that takes the win back each wait in the worker's queue
    file, the window never waits on the lock, and the history ends as the pad says: the win
    in once, replaced by the correction, out again, also across a restart."""
    import json
    import time

    from diloti_qt.storage import paths
    from diloti_qt.storage.settings import SettingsStore

    from ..storage.test_recorder import locked_by_another_process
    from .test_app_driver import make_window, show

    store = SettingsStore()
    store.load()
    window = make_window(qtbot, store=store)
    show(qtbot, window)
    session = window.session
    writer = session.writer
    assert writer.settled()
    window.score_pad_action.trigger()
    (dialog,) = window.findChildren(ScorePadDialog)
    dialog.setup.start_button.click()

    def queued() -> dict:
        return json.loads(writer.queue_path.read_text(encoding="utf-8"))

    def in_history() -> list:
        assert writer.settled()
        return [m for m in session.history.recent() if m.real_cards]

    with locked_by_another_process(paths.history_path()):
        dialog.form.set_entry(rnd("40 A4 D C X5", "12"))  # 61: won at once
        begin = time.perf_counter()
        dialog.add()
        assert time.perf_counter() - begin < 0.2  # the lock is never waited on here
        assert dialog.pad.winner == 0
        assert writer.settled() and writer.pending == 1
        (waiting,) = queued()["matches"]
        assert waiting["pad_id"] == dialog.pad.id and waiting["final_scores"] == [61, 0]
        qtbot.waitUntil(lambda: [n.code for n in session.notices] == ["db-delayed"],
                        timeout=5000)  # said once, from the worker
    writer.retry_now()
    (match,) = in_history()
    assert match.pad_id == dialog.pad.id and match.final_scores == (61, 0)
    assert not writer.queue_path.exists()

    with locked_by_another_process(paths.history_path()):
        correct_first_round(dialog, "40 A4 D C X6", "12")  # still won, 71
        assert writer.settled() and writer.pending == 1
    writer.retry_now()
    (match,) = in_history()
    assert match.final_scores == (71, 0)  # replaced, not added

    with locked_by_another_process(paths.history_path()):
        correct_first_round(dialog, "40 A4 D C X4", "12")  # 51: the win is taken back
        assert dialog.pad.winner is None
        assert writer.settled() and writer.pending == 1
        assert queued() == {"format": "diloti-history-queue/1", "matches": [],
                            "removed_pads": [dialog.pad.id]}
        writer.close()  # the game quits while the history is locked
    again = HistoryWriter(lambda _match_id: None, lambda _notice: None, paths.history_path())
    assert again.start() == []  # the next start takes the win out
    assert again.settled() and again.pending == 0
    again.close()
    assert in_history() == [] and session.history.count() == 0
    dialog.close()


def test_a_window_without_a_session_records_its_pads_into_the_default_history(qtbot):
    from diloti_qt.storage import paths

    from .test_app_driver import make_window, show

    window = make_window(qtbot)  # no settings store: no Session
    show(qtbot, window)
    assert window.session is None
    window.score_pad_action.trigger()
    (dialog,) = window.findChildren(ScorePadDialog)
    recorder = dialog.recorder
    assert recorder is not None and recorder.db_path == paths.history_path()
    dialog.setup.start_button.click()
    dialog.form.set_entry(rnd("40 A4 D C X5", "12"))
    dialog.add()
    (match,) = stored_matches(recorder)
    assert match.real_cards and match.final_scores == (61, 0)
    dialog.close()


# -- resume after a crash ---------------------------------------------------------------------

CHILD = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from diloti_qt.scorepad.store import load_pad
    from diloti_qt.ui.dialogs.score_pad import ScorePadDialog

    app = QApplication([])
    dialog = ScorePadDialog(None)
    dialog.show()
    setup = dialog.setup
    QTest.keyClicks(setup.name_edits[0], "Anna")
    QTest.keyClicks(setup.name_edits[1], "Nikos")
    setup.start_button.click()
    form = dialog.form
    a, b = form.sides
    for box, text in ((a.cards, "30"), (a.aces, "2"), (a.xeris, "1"), (b.cards, "22"),
                      (b.aces, "2")):
        box.lineEdit().selectAll()
        QTest.keyClicks(box, text)
    a.ten_diamonds.click()
    b.two_clubs.click()
    dialog.add_button.click()
    a.cards.lineEdit().selectAll()
    QTest.keyClicks(a.cards, "27")  # round 2, half typed: nobody saves it on purpose

    def on_disk():
        pad = load_pad().value
        if pad is not None and len(pad.rounds) == 1 and pad.draft.sides[0].cards == 27:
            print("TYPED", flush=True)
        else:
            QTimer.singleShot(10, on_disk)

    on_disk()
    app.exec()
""")


def run_child(script: str, home, marker: str) -> subprocess.Popen:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DILOTI_QT_HOME=str(home),
               PYTHONPATH=str(ROOT))
    child = subprocess.Popen([sys.executable, "-c", script], env=env, cwd=ROOT,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line: list[str] = []
    reader = threading.Thread(target=lambda: line.append(child.stdout.readline()), daemon=True)
    reader.start()
    reader.join(60)
    if not line or line[0].strip() != marker:
        child.kill()
        raise AssertionError(f"the child never got there: {child.stderr.read()[-2000:]}")
    return child


def kill(child: subprocess.Popen) -> None:
    os.kill(child.pid, signal.SIGKILL)
    assert child.wait(30) == -signal.SIGKILL


def test_a_pad_killed_while_typing_resumes_as_typed(qtbot, history, tmp_path, monkeypatch):
    home = tmp_path / "crash-home"
    child = run_child(CHILD, home, "TYPED")
    kill(child)
    monkeypatch.setenv("DILOTI_QT_HOME", str(home))
    loaded = load_pad()
    assert loaded.source == "file" and loaded.notices == []
    pad = loaded.value
    assert pad.players == ("Anna", "Nikos") and pad.totals == (18, 3)
    dialog = open_pad(qtbot, history)  # Game ▸ Score pad after the restart
    assert dialog.pages.currentWidget() is dialog.pad_page
    assert dialog.sheet.rowCount() == 1 and dialog.sheet.item(0, 3).text() == "18"
    assert dialog.form.sides[0].cards.value() == 27
    assert dialog.heading.text() == "Round 2 · Nikos deals"


HAMMER = textwrap.dedent("""
    from diloti_qt.engine import Rules
    from diloti_qt.scorepad import CardsMode, ScorePad
    from diloti_qt.scorepad.store import PadWriter
    from tests.scorepad.helpers import rnd

    pad = ScorePad(Rules.make("pagat-2p"), ("Anna", "Nikos"))
    for _ in range(8):
        pad.add_round(rnd("= A2 D", "= A2 C"))  # 4 : 3 a round
    writer = PadWriter()
    count = 0
    while True:
        pad.draft = pad.draft.with_side(0, xeris=count % 27)
        writer.save(pad)
        count += 1
        if count == 200:
            writer.flush()
            print("WRITING", flush=True)
""")


def test_a_kill_in_the_middle_of_writing_never_leaves_a_torn_pad(tmp_path, monkeypatch):
    home = tmp_path / "torn-home"
    child = run_child(HAMMER, home, "WRITING")
    threading.Event().wait(0.3)  # writing all the while
    kill(child)
    monkeypatch.setenv("DILOTI_QT_HOME", str(home))
    loaded = load_pad()
    assert loaded.source == "file" and loaded.notices == []
    assert len(loaded.value.rounds) == 8 and loaded.value.totals == (32, 24)


def mnemonics(widgets) -> list[str]:
    keys = []
    for widget in widgets:
        text = widget.text() if hasattr(widget, "text") else ""
        found = re.search(r"&([^&\s])", text.replace("&&", ""))
        if found and widget.isVisibleTo(widget.window()):
            keys.append(found.group(1).lower())
    return keys


@pytest.mark.parametrize("language", ["en", "el"])
def test_each_page_of_the_pad_has_distinct_mnemonics(qtbot, history, qapp, language):
    """Alt+letter reaches one field only, in English and in Greek."""
    from PySide6.QtCore import QTranslator

    from tests.test_i18n import tool

    translator = QTranslator()
    if language == "el":
        assert translator.load(str(tool.QM))
        qapp.installTranslator(translator)
    try:
        played = ScorePad(Rules.make("pagat-2p"), ("Anna", "Nikos"))
        played.add_round(rnd("= A2 D", "= A2 C"))
        for pad in (None, played):
            dialog = ScorePadDialog(history, PadWriter(pad_path()), pad)
            qtbot.addWidget(dialog)
            dialog.show()
            page = dialog.pages.currentWidget()
            if pad is None:
                for players in (2, 4):
                    (dialog.setup.two_button if players == 2
                     else dialog.setup.four_button).setChecked(True)
                    widgets = page.findChildren(QLabel) + page.findChildren(QAbstractButton)
                    keys = mnemonics(widgets)
                    assert len(keys) == len(set(keys)) >= 8, keys
            else:
                for correcting in (False, True):
                    if correcting:
                        dialog.correct(0)  # "Cancel the correction" shows
                    keys = mnemonics(page.findChildren(QAbstractButton))
                    assert len(keys) == len(set(keys)) >= 7 + correcting, keys
            dialog.close()
    finally:
        qapp.removeTranslator(translator)


def test_the_cursor_put_on_a_refused_field_is_drawn(qtbot, history):
    """Refused after a click on "Add the round": the field with the mistake gets the focus
    with its frame drawn (Qt draws it only after a keyboard-like focus change)."""
    pad = ScorePad(Rules.make("pagat-2p"), ("Anna", "Nikos"))
    dialog = open_pad(qtbot, history, pad)
    dialog.form.set_entry(rnd("26 A2 D", "26 A2"))
    QTest.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert focused() is dialog.form.sides[0].two_clubs
    assert dialog.testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)


def _field_places(dialog) -> dict[str, tuple[int, int, int, int]]:
    """Where every field of the round form is drawn in the dialog: (x, y, width, height)."""
    places = {}
    for side, column in enumerate(dialog.form.sides):
        for row in ("cards", "aces", "ten_diamonds", "two_clubs", "xeris"):
            widget = column.field(row)
            top_left = widget.mapTo(dialog, widget.rect().topLeft())
            places[f"{row}{side}"] = (top_left.x(), top_left.y(), widget.width(),
                                      widget.height())
    return places


def test_the_form_stays_put_when_a_refusal_goes(qtbot, history):
    """Issue 27, fault 5: when a three-line refusal went, the Cards boxes grew to double height
    and the rows under them moved, so the next click landed on the wrong box."""
    pad = ScorePad(Rules.make("pagat-2p"), ("Anna", "Babis"))
    dialog = open_pad(qtbot, history, pad)
    dialog.resize(1100, 620)
    qtbot.waitUntil(lambda: dialog.width() == 1100)
    before = _field_places(dialog)
    spin_height = dialog.form.sides[0].aces.height()
    type_side(dialog.form, 0, "30 A3")
    type_side(dialog.form, 1, "22 A2")
    press(KEY.Key_Return)
    assert len(dialog.message.text().splitlines()) == 3
    QApplication.processEvents()
    assert _field_places(dialog) == before
    dialog.form.sides[1].ten_diamonds.click()  # the refusal goes
    assert dialog.message.text() == ""
    QApplication.processEvents()
    assert _field_places(dialog) == before
    assert dialog.form.sides[0].cards_cell.height() == spin_height


def test_the_totals_never_show_an_entry_the_pad_would_refuse(qtbot, history):
    """Issue 27, fault 5: 30 cards and 3 aces against 22 and 2 showed the running totals 7 : 2,
    a round that cannot be, until Add the round refused it."""
    pad = ScorePad(Rules.make("pagat-2p"), ("Anna", "Babis"))
    pad.add_round(rnd("30 A2 D", "22 A2 C"))  # 8 : 3
    dialog = open_pad(qtbot, history, pad)
    form = dialog.form
    type_side(form, 0, "30 A3")
    type_side(form, 1, "22 A2")
    assert [label.text() for label in form.round_labels] == ["–", "–"]
    assert [label.text() for label in form.total_labels] == ["–", "–"]
    assert form.sides[0].points["aces"].text() == "→ 3"  # each row still says its worth
    form.focus_field("aces", 0)
    type_in("2")  # now a round of one deck: 4 + 2 + 2 + 2 : 2
    form.sides[0].ten_diamonds.click()
    form.sides[0].two_clubs.click()
    assert [label.text() for label in form.round_labels] == ["9", "2"]
    assert [label.text() for label in form.total_labels] == ["17", "5"]


@pytest.mark.parametrize("felt", ["green", "contrast"])
def test_the_sheets_column_names_read_on_every_felt(qtbot, history, felt):
    """The pad's sheet took the felt's button colour for its header under its dark ink:
    "Round Deals Anna Total" at about 1.5:1 on the green felt (seen under Xvfb)."""
    from PySide6.QtGui import QPalette

    from diloti_qt.ui.table_look import felt_colour

    from .test_side_panel import contrast

    pad = ScorePad(Rules.make("pagat-2p"), ("Anna", "Nikos"))
    dialog = ScorePadDialog(history, PadWriter(pad_path()), pad)
    qtbot.addWidget(dialog)
    from diloti_qt.ui.table_look import dress

    dress(dialog, felt_colour(felt))
    dialog.show()
    header = dialog.sheet.horizontalHeader()
    palette = header.palette()
    assert contrast(palette.color(QPalette.ColorRole.ButtonText),
                    palette.color(QPalette.ColorRole.Button)) >= 7
