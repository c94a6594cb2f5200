"""The coach in a normal game, the rules reference window, and the menu entries."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QListView, QMainWindow

from diloti_qt.controller.game import GameController
from diloti_qt.engine import VARIANTS, Rules, parse_position
from diloti_qt.ui.side_panel import SidePanel
from diloti_qt.ui.tutorial.coach import CoachPanel, rules_explained, their_duties, your_duty
from diloti_qt.ui.tutorial.install import install
from diloti_qt.ui.tutorial.rulebook import SECTIONS
from diloti_qt.ui.tutorial.rulebook import VARIANTS as VARIANT_TEXTS
from diloti_qt.ui.tutorial.rules_reference import RulesReferenceDialog, reference_html
from tests.conftest import RULES_MD


def position(hand, table, opponent, **extra) -> dict:
    doc = {"format": "diloti-position/1", "rules": "pagat-2p", "dealer": 1, "to_move": 0,
           "hands": [hand, opponent], "table": table}
    doc.update(extra)
    return doc


@pytest.fixture
def game(qtbot):
    c = GameController()
    c.pace = "instant"
    c.new_match(Rules.make(), seed=3, levels={1: "easy"})
    qtbot.waitUntil(lambda: c.is_human_turn() or c.state.round_over, timeout=5000)
    yield c
    c.shutdown()


def load(c: GameController, doc: dict) -> None:
    c.match.state = parse_position(doc)
    c.state_changed.emit()


def test_the_coach_explains_your_duty_and_your_last_reserve(game, qtbot):
    panel = CoachPanel(game)
    qtbot.addWidget(panel)
    load(game, position(["8C", "9D"], ["9C", {"value": 8, "owner": 0, "kind": "simple",
                                               "cards": ["5S", "3H"]}], ["6S", "8D"]))
    duty = your_duty(game)
    assert "You declared 8" in duty and "(R30)" in duty
    assert "8♣ is your last 8" in duty
    assert re.search(r'\(<a href="R30"[^>]*>R30</a>\)', panel.duty.text())


def test_the_coach_says_what_the_opponents_declaration_forces_and_allows(game, qtbot):
    panel = CoachPanel(game)
    qtbot.addWidget(panel)
    load(game, position(["9D", "3C", "QH"], ["KS", {"value": 9, "owner": 1, "kind": "simple",
                                                    "cards": ["5S", "4H"]}], ["9S", "2C"]))
    assert your_duty(game) == ""
    (text,) = their_duties(game)
    assert text.startswith("Computer declared 9. The owner must keep a 9")
    assert "You can take it: Take the declared 9 (5♠ + 4♥) with 9♦" in text
    assert not panel.theirs.isHidden() and "Computer declared 9" in panel.theirs.text()
    load(game, position(["3C", "KD"], [{"value": 9, "owner": 1, "kind": "family",
                                        "cards": ["9H", "5S", "4H"]}], ["9S", "2C"]))
    (text,) = their_duties(game)
    assert "Only a card of value 9 takes it" in text and "never raised (R23)" in text
    load(game, position(["AC", "7D"], [{"value": 6, "owner": 1, "kind": "simple",
                                        "cards": ["4S", "2H"]}], ["6S", "2C"]))
    (text,) = their_duties(game)
    assert "You can raise it: Raise the 6 to 7 with A♣" in text


def test_the_coach_explains_a_refused_move_with_the_rule_itself(game, qtbot):
    panel = CoachPanel(game)
    qtbot.addWidget(panel)
    panel.status_message("Nice card")  # no rule: not a refusal
    assert panel.refusal_text == ""
    panel.explain_refusal("You own the 8: you may not lay a card.", "R30")
    assert panel.refusal_text == "You own the 8: you may not lay a card. (R30)"
    assert "While you own a pile you may not lay a card." in panel.refusal.text()
    assert rules_explained("(R29, R30) and V-SWEEP").splitlines()[2].startswith("V-SWEEP: ")


def test_the_rulebook_has_every_rule_and_house_rule_of_the_rules_of_record():
    rulebook = RULES_MD.read_text(encoding="utf-8")
    ids = set(re.findall(r"\*\*(R\d+)\*\*", rulebook))
    ours = {rid for _title, rules in SECTIONS for rid, _text in rules}
    assert ours == ids
    assert {vid for vid, _text in VARIANT_TEXTS} == set(VARIANTS)


def test_the_reference_window_shows_filters_and_jumps(qtbot):
    page = reference_html()
    for rid in ("R1", "R14", "R30", "R43", "V-SOI-LOCKED", "taverna-2p"):
        assert f'<a name="{rid}"></a>' in page
    assert "R39" not in page
    found = reference_html("σόι")
    assert "V-SOI-LOCKED" in found and "R30" not in found
    assert "No rule matches" in reference_html("zzzz")
    dialog = RulesReferenceDialog()
    qtbot.addWidget(dialog)
    dialog.search.setText("R30")
    assert "R29" not in dialog.browser.toPlainText() and "R30" in dialog.browser.toPlainText()
    dialog.show_rule("R22")
    assert dialog.search.text() == "" and "R1 " in dialog.browser.toPlainText()


def test_install_adds_the_tutorial_the_reference_and_the_coach(game, qtbot, tmp_path):
    window = QMainWindow()
    qtbot.addWidget(window)
    window.table = None  # no card table: nothing for the coach to follow
    window.prefs = None  # no settings: the tutorial keeps its own look
    help_menu = window.menuBar().addMenu("&Help")
    window.rules_action = help_menu.addAction("Rules summary")
    window.about_action = help_menu.addAction("About")
    window.settings_menu = window.menuBar().addMenu("&Settings")
    window.side_panel = SidePanel()
    window.side_panel.add_page("history", QListView(), QIcon(), "History", "The history")
    window.setCentralWidget(window.side_panel)
    hooks = install(window, game, tmp_path / "p.json")
    texts = [a.text() for a in help_menu.actions()]
    assert texts == ["&Learn Diloti (tutorial)…", "Rules summary", "Rules &reference…",
                     "About"]
    assert hooks.coach_action in window.settings_menu.actions()
    window.show()
    hooks.coach_action.setChecked(True)
    panel = window.side_panel
    assert hooks.coach_page is not None and panel.page_shown("coach")
    assert panel.page() == "coach" and hooks.coach_page.isVisible()
    panel.show_page("history")  # the coach goes behind its button: still switched on
    qtbot.wait(10)
    assert hooks.coach_action.isChecked() and panel.page_shown("coach")
    assert "You own no declaration" in hooks.coach.duty.text()
    hooks.coach_action.setChecked(False)  # switched off: out of the row
    assert not panel.page_shown("coach") and panel.page() == "history"
    hooks.reference_action.trigger()
    assert hooks.rules_dialog.isVisible()
    hooks.tutorial_action.trigger()
    tutorial = hooks.tutorial_window
    assert tutorial.isVisible() and tutorial.controller.lesson.id == "cards"
    tutorial.close()


def test_the_coachs_rule_links_read_on_the_felt(qtbot):
    """The "(R9)" link was Qt's default blue on the panel's dark green, about 1:1 (issue 27,
    item 4): drawn in the window, no pixel of it is blue and it contrasts like the text."""
    from PySide6.QtGui import QColor

    from tests.ui.test_app_driver import make_window, show, start

    window = make_window(qtbot)
    start(window, seed=3)
    show(qtbot, window)
    panel = window.findChild(CoachPanel)
    assert 'href="R9"' in panel.duty.text()
    image = panel.duty.grab().toImage()
    colours = [QColor(image.pixel(x, y)) for y in range(image.height())
               for x in range(image.width())]
    blue = [c for c in colours if c.blue() > c.red() + 60 and c.blue() > c.green() + 40]
    gold = [c for c in colours if c.red() > 200 and c.green() > 150 and c.blue() < 120]
    assert not blue and gold
