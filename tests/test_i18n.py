"""The Greek translation: complete for the current sources, compiled, faithful to placeholders,
loaded by the app for Greek, and in use on the widgets (Qt's standard buttons included)."""

from __future__ import annotations

import html
import importlib.util
import os
import re
import subprocess
import sys
from datetime import datetime

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QDialogButtonBox,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QTextBrowser,
    QWidget,
)

from diloti_qt import app as app_module
from diloti_qt.controller import words
from diloti_qt.engine.cards import parse_card

from .conftest import ROOT

FIX = "run: python tools/i18n.py update, translate in resources/i18n/diloti_qt_el.ts, " \
      "python tools/i18n.py release"


def load_tool():
    spec = importlib.util.spec_from_file_location("diloti_i18n_tool", ROOT / "tools" / "i18n.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


tool = load_tool()


@pytest.fixture
def greek(qapp):
    """Our Greek translator installed on the application for the test's duration."""
    translator = QTranslator()
    assert translator.load(str(tool.QM))
    qapp.installTranslator(translator)
    yield translator
    qapp.removeTranslator(translator)


def test_every_source_string_has_a_finished_greek_translation(tmp_path):
    fresh = tmp_path / "fresh_el.ts"
    found = tool.extract(fresh)
    assert not found.problems, "\n".join(found.problems)
    extracted = {key: entry for key, entry in tool.read_ts(fresh).items()
                 if entry.kind not in ("obsolete", "vanished")}
    assert len(extracted) > 700
    committed = tool.read_ts(tool.TS)
    missing = []
    for key, entry in sorted(extracted.items()):
        ours = committed.get(key)
        if ours is None or not ours.finished or ours.numerus != entry.numerus:
            context, source, comment = key
            state = "missing" if ours is None else "unfinished"
            missing.append(f"  {state}: [{context}] {source!r} {comment or ''} "
                           f"({', '.join(entry.lines)})")
    assert not missing, (f"{len(missing)} string(s) without a finished Greek translation "
                         f"({FIX}):\n" + "\n".join(missing))


def test_the_extractor_finds_everything_lupdate_finds_in_the_python_sources(tmp_path):
    direct = tool.lupdate_direct(tmp_path / "direct.ts")
    ours = {m.key for m in tool.scan().messages}
    gaps = sorted(key for key in direct - ours if key[0])
    assert not gaps, f"tools/i18n.py scan() misses: {gaps}"
    assert ("MainWindow", "&Undo", "") in ours  # through the module's _tr() helper
    assert ("MainWindow", "&Undo", "") not in direct  # which lupdate alone cannot see
    plural = [m for m in tool.scan().messages if m.source == "%n card(s)"]
    assert plural and all(m.numerus for m in plural)


def test_the_committed_qm_is_built_from_the_committed_ts(tmp_path):
    rebuilt = tmp_path / "rebuilt.qm"
    tool.release(tool.TS, rebuilt)
    assert tool.QM.read_bytes() == rebuilt.read_bytes(), \
        "resources/i18n/diloti_qt_el.qm is stale: run python tools/i18n.py release"


def test_translations_keep_placeholders_rule_ids_cards_and_mnemonics():
    wrong = []
    for (context, source, _), entry in tool.read_ts(tool.TS).items():
        if entry.kind in ("obsolete", "vanished"):
            continue
        for form in entry.forms:
            for problem in tool.token_problems(source, form):
                wrong.append(f"[{context}] {source!r} -> {form!r}: {problem}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize(("source", "translation"), [
    ("Hint: {why}", "Βοήθεια: {γιατί}"),
    ("You may not lay a card (R30).", "Δεν μπορείς να ρίξεις χαρτί κάτω."),
    ("Take the 6♠ with your 6♦.", "Πάρε το 6♠ με το 9♦ σου."),
    ("&Undo", "Αναίρεση"),
    ("<b>Take</b>", "Παίρνεις"),
    ("%n card(s)", "χαρτιά"),
])
def test_the_token_check_catches_a_lost_token(source, translation):
    assert tool.token_problems(source, translation)


def test_key_strings_read_in_greek(greek):
    tr = QCoreApplication.translate
    assert tr("MainWindow", "&Undo") == "&Αναίρεση"
    assert tr("MainWindow", "&New match…") == "&Νέα παρτίδα…"
    assert tr("Words", " — xeri!") == " — ξερή!"
    assert tr("Words", "Raise the {old} to {value} with {card}").startswith("Ανέβασε")
    assert tr("Table", "Your turn") == "Σειρά σου"
    assert tr("Table", "%n card(s)", None, 1) == "1 χαρτί"
    assert tr("Table", "%n card(s)", None, 14) == "14 χαρτιά"
    assert tr("Table", "%n xeri(s)", None, 2) == "2 ξερές"
    assert tr("Tutorial", "The xeri («ξερή»)") == "Η ξερή"
    # a hint is «υπόδειξη»; «Βοήθεια» is the Help menu's word (issue 27, item 2)
    assert tr("MainWindow", "&Hint") == "&Υπόδειξη"
    assert tr("MainWindow", "Hint: {why}") == "Υπόδειξη: {why}"
    assert tr("Table", "Hint: {why}") == "Υπόδειξη: {why}"


def test_qt_standard_buttons_and_edit_menus_are_greek(greek):
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.Cancel
                               | QDialogButtonBox.StandardButton.Close)
    texts = {b.text() for b in buttons.buttons()}
    assert texts == {"Εντάξει", "Άκυρο", "Κλείσιμο"}
    line = QLineEdit()
    menu = line.createStandardContextMenu()
    labels = [a.text().split("\t")[0] for a in menu.actions() if a.text()]
    assert "&Αναίρεση" in labels and "Επιλογή όλων" in labels
    assert not [text for text in labels if text.isascii()], labels
    menu.deleteLater()


def test_card_names_in_english_and_greek(qapp):
    seven_hearts, ten_diamonds, queen_spades = (parse_card(c) for c in ("7H", "10D", "QS"))
    assert words.card_long_name(seven_hearts) == "seven of hearts"
    translator = QTranslator()
    assert translator.load(str(tool.QM))
    qapp.installTranslator(translator)
    try:
        assert words.card_long_name(seven_hearts) == "εφτά κούπα"
        assert words.card_long_name(ten_diamonds) == "δέκα καρό"
        assert words.card_long_name(queen_spades) == "ντάμα μπαστούνι"
        assert words.plural_value(7) == "εφτάρια"
    finally:
        qapp.removeTranslator(translator)
    assert words.card_long_name(ten_diamonds) == "ten of diamonds"


def test_the_language_setting_el_installs_greek(qapp):
    installed = app_module.configure(qapp, "el")
    try:
        assert QCoreApplication.translate("MainWindow", "&Quit") == "Έ&ξοδος"
        from diloti_qt.ui.dialogs.statistics import local_time, number

        assert number(2.5, 1) == "2,5"  # Greek decimal comma, day before month
        assert local_time(datetime(2026, 12, 3, 18, 30)).startswith("3/12/2026 ")
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        assert box.buttons()[0].text() == "Άκυρο"
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
    installed = app_module.configure(qapp, "en")
    try:
        assert QCoreApplication.translate("MainWindow", "&Quit") == "&Quit"
        assert number(2.5, 1) == "2.5"
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)


@pytest.mark.parametrize("language", ["en", "de"])
def test_english_plurals_read_naturally(qapp, language):
    # Any language without its own catalogue gets English, with real plural forms.
    installed = app_module.configure(qapp, language)
    try:
        def table(text, n):
            return QCoreApplication.translate("Table", text, None, n)

        assert table("%n card(s)", 1) == "1 card"
        assert table("%n card(s)", 3) == "3 cards"
        assert table("%n xeri(s)", 2) == "2 xeris"
        assert table("Stock: %n card(s) left to deal", 1) == "Stock: 1 card left to deal"
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)


PROBE = """
import sys
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
from diloti_qt import app
qapp = QApplication([])
app.configure(qapp, sys.argv[1])
print(QCoreApplication.translate("Words", "seven"))
"""


@pytest.mark.parametrize(("env", "setting", "expected"), [
    ({"LANG": "el_GR.UTF-8", "LC_ALL": "", "LANGUAGE": ""}, "system", "εφτά"),
    ({"LANG": "C.UTF-8", "LC_ALL": "", "LANGUAGE": "el"}, "system", "εφτά"),
    ({"LANG": "en_US.UTF-8", "LC_ALL": "", "LANGUAGE": ""}, "system", "seven"),
    ({"LANG": "el_GR.UTF-8", "LC_ALL": "", "LANGUAGE": ""}, "en", "seven"),
])
def test_the_system_locale_picks_the_language(env, setting, expected):
    done = subprocess.run([sys.executable, "-c", PROBE, setting], cwd=ROOT, timeout=60,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **env},
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == expected


class Recorder(QTranslator):
    """Answers with the Greek translator and notes every lookup of our own contexts that it
    cannot answer."""

    def __init__(self, real: QTranslator, ours: set[str]) -> None:
        super().__init__()
        self.real, self.ours = real, ours
        self.asked: set[tuple[str, str]] = set()
        self.unanswered: set[tuple[str, str]] = set()

    def translate(self, context, source, disambiguation=None, n=-1):
        answer = self.real.translate(context, source, disambiguation, n)
        if context in self.ours:
            self.asked.add((context, source))
            if not answer:
                self.unanswered.add((context, source))
        return answer or None

    def isEmpty(self) -> bool:  # noqa: N802
        return False


ASCII_WORD = re.compile(r"[A-Za-z]{3,}")
PROFILE_ID = re.compile(r"\b[a-z]+-\d+p\b")  # shown as ids, like the rule ids
NOT_ENGLISH = {"pagat", "com", "GNU", "General", "Public", "License", "Enter", "Ctrl", "Shift",
               "English", "Diloti", "MUST", "CAPTURE", "FORCED", "SUMS", "SWEEP", "TRIPLE",
               "FACES", "SELF", "RAISE", "TABLE", "CARDS", "JOIN", "FAMILY", "SOI", "LOCKED",
               "FIRST", "XERI", "TARGET", "DIRECTION", "capture", "all", "yes",
               "CSV", "JSON"}  # file formats


def english_on_screen(app) -> list[str]:
    """Texts on every open widget (titles, labels, buttons, tips, menus, list and table cells,
    scene tooltips) that still hold English words."""
    texts: list[str] = []
    for top in app.topLevelWidgets():
        if not top.isVisible():
            continue  # a window closed by an earlier test is not on screen
        for widget in [top, *top.findChildren(QWidget)]:
            texts += [widget.windowTitle() if widget.isWindow() else "", widget.toolTip(),
                      widget.statusTip(), widget.accessibleName()]
            if isinstance(widget, QLabel | QAbstractButton):
                texts.append(widget.text())
            if isinstance(widget, QGroupBox):
                texts.append(widget.title())
            if isinstance(widget, QLineEdit):
                texts.append(widget.placeholderText())
            if isinstance(widget, QTextBrowser):
                texts.append(widget.toPlainText())
            if isinstance(widget, QComboBox):
                texts += [widget.itemText(i) for i in range(widget.count())]
            if isinstance(widget, QAbstractItemView) and widget.model() is not None:
                model = widget.model()
                for row in range(min(model.rowCount(), 60)):
                    index = model.index(row, 0)
                    texts += [model.data(index), model.data(index, Qt.ItemDataRole.ToolTipRole)]
                    texts.append(model.headerData(row, Qt.Orientation.Vertical))
                texts.append(model.headerData(0, Qt.Orientation.Horizontal))
            if isinstance(widget, QGraphicsView) and widget.scene() is not None:
                texts += [item.toolTip() for item in widget.scene().items()]
            for action in widget.actions():
                texts += [action.text(), action.toolTip(), action.statusTip()]
    wrong = set()
    for text in texts:
        plain = html.unescape(re.sub(r"<[^>]+>", " ", text)) if isinstance(text, str) else ""
        plain = PROFILE_ID.sub(" ", plain)
        english = [w for w in ASCII_WORD.findall(plain) if w not in NOT_ENGLISH]
        if english:
            wrong.add(f"{' '.join(english[:8])} in {plain[:80]!r}")
    return sorted(wrong)


def test_playing_in_greek_looks_up_only_translated_strings_and_shows_no_english(qapp, qtbot):
    from diloti_qt.engine import Rules

    real = QTranslator()
    assert real.load(str(tool.QM))
    ours = {key[0] for key in tool.read_ts(tool.TS) if not key[0].startswith("Q")}
    recorder = Recorder(real, ours)
    qapp.installTranslator(recorder)
    try:
        window = app_module.create_window(None, "thread")
        qtbot.addWidget(window)
        window.set_pace("instant", save=False)
        window.resize(1280, 800)
        window.local_match.controller.new_match(Rules.make("pagat-2p"), seed=5,
                                                levels={0: "easy", 1: "easy"})
        window.show()
        qtbot.waitUntil(lambda: window.local_match.dialog("round") is not None
                        or window.local_match.dialog("match") is not None, timeout=60000)
        hooks = window.tutorial_hooks
        window.local_match.open_new_game_dialog()
        window.show_statistics()
        window.show_preferences()
        hooks.show_rule("R30")
        hooks.coach_action.setChecked(True)
        hooks.open_tutorial()
        qapp.processEvents()
        english = english_on_screen(qapp)
        hooks.tutorial_window.close()
        window.close()
    finally:
        qapp.removeTranslator(recorder)
        for widget in qapp.topLevelWidgets():  # the dialogs it opened
            widget.close()
    assert len(recorder.asked) > 100
    assert ("History", "{who} took {taken} with {card}") in recorder.asked
    assert ("Tutorial", "Card values and face cards") in recorder.asked
    assert ("StatisticsDialog", "Statistics") in recorder.asked
    assert not recorder.unanswered, (
        f"looked up at run time without a Greek translation ({FIX}): "
        f"{sorted(recorder.unanswered)}")
    assert not english, f"English on the Greek screens (not translated?): {english}"
