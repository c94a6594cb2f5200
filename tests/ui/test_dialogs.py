"""The dialogs: new match (rules, overrides, level, target), end of round, end of match."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

import diloti_qt.ai as ai
from diloti_qt.engine import Rules
from diloti_qt.engine.match import RoundRecord
from diloti_qt.engine.rules import PROFILES, VARIANTS
from diloti_qt.engine.scoring import SidePoints
from diloti_qt.ui.dialogs import about
from diloti_qt.ui.dialogs.end_of_round import EndOfRoundDialog
from diloti_qt.ui.dialogs.new_game import NewGameDialog, profile_defaults
from diloti_qt.ui.dialogs.rules_summary import RulesSummaryDialog
from diloti_qt.ui.match_setup import player_levels

from .test_app_driver import make_window, show, start, wait_round_sheet


def open_new_game(qtbot, window) -> NewGameDialog:
    window.new_action.trigger()
    dialog = window.local_match.dialog("new")
    assert isinstance(dialog, NewGameDialog) and dialog.isVisible()
    return dialog


def choose(box, value) -> None:
    index = box.findData(value)
    assert index >= 0, value
    box.setCurrentIndex(index)


def test_new_game_dialog_builds_the_rules_of_a_profile_with_overrides(qtbot):
    window = make_window(qtbot)
    start(window)
    show(qtbot, window)
    dialog = open_new_game(qtbot, window)
    choose(dialog.profile_box, "taverna-2p")
    assert dialog.values() == profile_defaults("taverna-2p")
    assert dialog.variant_boxes["V-MUST-CAPTURE"].currentData() == "yes"
    choose(dialog.variant_boxes["V-MUST-CAPTURE"], "no")
    choose(dialog.variant_boxes["V-SWEEP"], "yes")
    dialog.target_box.setValue(101)
    choose(dialog.level_box, player_levels()[-1])
    with qtbot.waitSignal(window.local_match.controller.new_match_started):
        dialog.accept()
    c = window.local_match.controller
    assert c.rules == Rules.make(
        "taverna-2p", {"V-MUST-CAPTURE": "no", "V-SWEEP": "yes", "V-TARGET": 101})
    assert c.rules.target == 101 and c.rules.sweep and not c.rules.must_capture
    assert c.rules.forced_sums and c.rules.soi_locked
    assert c.seats.levels == {1: player_levels()[-1]}
    assert c.state.round_over is False and not any(e.is_move for e in c.history)
    assert window.target_label.text() == "Target 101"
    qtbot.waitUntil(lambda: window.local_match.dialog("new") is None, timeout=2000)


def test_changing_the_profile_resets_the_overrides_and_cancel_changes_nothing(qtbot):
    window = make_window(qtbot)
    start(window, "pagat-2p", {"V-TARGET": 41})
    show(qtbot, window)
    dialog = open_new_game(qtbot, window)
    assert dialog.profile() == "pagat-2p" and dialog.target_box.value() == 41
    choose(dialog.variant_boxes["V-SELF-RAISE"], "yes")
    dialog.target_box.setValue(250)
    choose(dialog.profile_box, "partnership-4p")
    assert dialog.values() == profile_defaults("partnership-4p")
    assert dialog.variant_boxes["V-DIRECTION"].isEnabled()
    choose(dialog.profile_box, "taverna-2p")
    assert not dialog.variant_boxes["V-DIRECTION"].isEnabled()
    assert dialog.rules() == Rules.make("taverna-2p")
    dialog.target_box.setValue(250)
    assert dialog.rules().target == 250
    seed_state = window.local_match.controller.state.clone()
    dialog.reject()
    assert window.local_match.controller.state == seed_state
    assert window.local_match.controller.rules == Rules.make("pagat-2p", {"V-TARGET": 41})


def test_new_game_dialog_offers_every_profile_variant_and_player_level(qtbot):
    window = make_window(qtbot)
    start(window)
    dialog = NewGameDialog(window.local_match.controller, window)
    qtbot.addWidget(dialog)
    profiles = [dialog.profile_box.itemData(i) for i in range(dialog.profile_box.count())]
    assert profiles == list(PROFILES)
    for i in range(dialog.profile_box.count()):
        dialog.profile_box.setCurrentIndex(i)
        assert dialog.profile_description.text()
    for vid, options in VARIANTS.items():
        if vid == "V-TARGET":
            continue
        box = dialog.variant_boxes[vid]
        assert [box.itemData(i) for i in range(box.count())] == list(options)
        assert box.toolTip()
    assert dialog.target_box.minimum() == 1 and dialog.target_box.maximum() >= 1000
    levels = [dialog.level_box.itemData(i) for i in range(dialog.level_box.count())]
    assert levels == list(player_levels())
    assert "random" not in levels and "oracle" not in levels
    assert levels == [lv for lv in ai.LEVELS if lv not in ("random", "oracle")]
    assert levels == list(ai.PLAYER_LEVELS)
    names = [dialog.level_box.itemText(i) for i in range(dialog.level_box.count())]
    assert names[0] == "Easy" and all(n[0].isupper() for n in names)


def expected_cells(side: dict) -> dict[str, str]:
    dash = "–"
    return {
        "cards": f"{side['cards']} → 4" if side["majority"] else str(side["cards"]),
        "aces": str(side["aces"]) if side["aces"] else dash,
        "ten_diamonds": str(side["ten_diamonds"]) if side["ten_diamonds"] else dash,
        "two_clubs": str(side["two_clubs"]) if side["two_clubs"] else dash,
        "xeris": f"{side['xeris'] // 10} → {side['xeris']}" if side["xeris"] else dash,
        "round": str(side["total"]),
    }


def test_end_of_round_sheet_shows_the_breakdown_and_deals_the_next_round(qtbot):
    window = make_window(qtbot)
    show(qtbot, window)
    start(window, seed=7, levels={0: "easy", 1: "easy"})
    dialog = wait_round_sheet(qtbot, window)
    c = window.local_match.controller
    assert dialog is window.local_match.dialog("round") and dialog.isVisible()
    record = c.match.rounds[-1]
    assert len(c.match.rounds) == 1 and dialog.windowTitle() == "End of round 1"
    for side in (0, 1):
        for key, text in expected_cells(record.breakdown[side].as_json()).items():
            assert dialog.breakdown.text(key, side) == text, key
        assert dialog.breakdown.text("total", side) == str(record.scores_after[side])
        assert dialog.sheet.text("round1", side) == str(record.points[side])
        assert dialog.sheet.text("total", side) == str(c.match.scores[side])
    assert dialog.breakdown.text("header", 0) == "You"
    assert dialog.breakdown.text("header", 1) == "Computer"
    a, b = record.points
    assert str(max(a, b)) in dialog.heading.text() and str(min(a, b)) in dialog.heading.text()
    assert "61" in dialog.needs.text()
    assert window.next_round_action.isEnabled()
    dialog.next_button.click()
    assert window.local_match.dialog("round") is None
    assert not c.state.round_over and c.state.dealer != record.dealer
    assert c.match.round_number == 2
    c.shutdown()


def play_to_match_end(qtbot, window, timeout: int = 60000) -> None:
    def over() -> bool:
        if window.local_match.dialog("match") is not None:
            return True
        if window.local_match.dialog("round") is not None:
            window.local_match.dialog("round").next_button.click()
        return False

    qtbot.waitUntil(over, timeout=timeout)


def test_end_of_match_sheet_names_the_winner_and_offers_a_new_match(qtbot):
    window = make_window(qtbot)
    show(qtbot, window)
    c = window.local_match.controller
    start(window, overrides={"V-TARGET": 12}, seed=7, levels={0: "easy", 1: "easy"})
    play_to_match_end(qtbot, window)
    dialog = window.local_match.dialog("match")
    assert c.match.over and dialog.isVisible()
    winner = c.match.winner
    scores = c.match.scores
    heading = dialog.heading.text()
    if winner == 0:
        assert heading == f"You win the match, {scores[0]} to {scores[1]}!"
    else:
        assert heading == f"The computer wins the match, {scores[1]} to {scores[0]}."
    assert dialog.sheet.text("total", winner) == str(scores[winner])
    assert dialog.sheet.text(f"round{len(c.match.rounds)}", 0) == str(c.match.rounds[-1].points[0])
    assert not window.next_round_action.isEnabled()

    dialog.rematch_button.click()
    qtbot.waitUntil(lambda: window.local_match.dialog("match") is None, timeout=2000)
    assert not c.match.rounds and c.rules.target == 12
    assert c.seats.levels == {0: "easy", 1: "easy"}
    c.shutdown()


def test_end_of_match_new_match_button_opens_the_new_game_dialog(qtbot):
    window = make_window(qtbot)
    show(qtbot, window)
    c = window.local_match.controller
    start(window, overrides={"V-TARGET": 1}, seed=7, levels={0: "easy", 1: "easy"})
    play_to_match_end(qtbot, window)
    c.shutdown()
    window.local_match.dialog("match").new_button.click()
    qtbot.waitUntil(lambda: window.local_match.dialog("new") is not None, timeout=2000)
    match = window.local_match
    assert match.dialog("match") is None and match.dialog("new").isVisible()


def test_partnership_sheet_speaks_of_sides(qtbot):
    window = make_window(qtbot)
    start(window, "partnership-4p", levels={1: "easy", 2: "easy", 3: "easy"})
    c = window.local_match.controller
    c.shutdown()
    breakdown = [
        {"cards": 30, "majority": 4, "aces": 3, "ten_diamonds": 0, "two_clubs": 1,
         "xeris": 10, "total": 18},
        {"cards": 22, "majority": 0, "aces": 1, "ten_diamonds": 2, "two_clubs": 0,
         "xeris": 0, "total": 3},
    ]
    c.match.rounds.append(RoundRecord(0, [18, 3], tuple(SidePoints.from_json(side)
                                                        for side in breakdown), [18, 3]))
    dialog = EndOfRoundDialog(c, c.match.rounds[-1], window)
    qtbot.addWidget(dialog)
    assert dialog.breakdown.text("header", 0) == "Us"
    assert dialog.breakdown.text("header", 1) == "Them"
    assert dialog.breakdown.text("cards", 0) == "30 → 4"
    assert dialog.breakdown.text("xeris", 0) == "1 → 10"
    assert dialog.breakdown.text("ten_diamonds", 1) == "2"
    assert dialog.heading.text() == "Your side takes the round, 18 to 3."
    assert "your side needs 43" in dialog.needs.text()


def test_help_rules_summary_and_about(qtbot):
    window = make_window(qtbot)
    start(window)
    window.rules_action.trigger()
    dialogs = window.findChildren(RulesSummaryDialog)
    assert dialogs and dialogs[-1].isVisible()
    window.about_action.trigger()  # returns at once: the box is window-modal, not exec'd
    box = window.findChild(QMessageBox, "aboutBox")
    assert box is not None and box.isVisible() and box.parent() is window
    assert "Δηλωτή" in box.text() and about.__version__ in box.text()
    box.close()


def test_a_first_time_player_meets_medium_and_every_level_is_described(qtbot):
    from diloti_qt.storage.settings import SettingsStore
    from diloti_qt.ui.dialogs.new_game import level_texts

    store = SettingsStore()
    store.load()  # a fresh home: no settings yet
    window = make_window(qtbot, store=store)
    window.local_match.resume_or_start()
    c = window.local_match.controller
    assert c.seats.levels == {1: "medium"}  # Easy lost a newcomer's first match in one round
    show(qtbot, window)
    dialog = open_new_game(qtbot, window)
    assert dialog.level() == "medium"
    texts = level_texts()
    assert set(texts) == set(player_levels())
    assert len(set(texts.values())) == len(texts)
    for row, level in enumerate(player_levels()):
        choose(dialog.level_box, level)
        assert dialog.level_description.text() == texts[level]
        assert dialog.level_description.isVisible()
        tip = dialog.level_box.itemData(row, Qt.ItemDataRole.ToolTipRole)
        assert tip == texts[level]
    choose(dialog.level_box, "hard")
    with qtbot.waitSignal(c.new_match_started):
        dialog.accept()
    assert c.seats.levels == {1: "hard"}
    window.close()
    again = SettingsStore()
    again.load()
    assert again.settings.last_level == "hard"  # the choice is remembered
    later = make_window(qtbot, store=again)
    later.local_match.start_match()
    assert later.local_match.controller.seats.levels == {1: "hard"}
