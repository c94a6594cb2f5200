"""Four at the table in the whole program: choosing two or four players and the partner's
level, the team sheets at the end of a round and of the match, saving and resuming, the
statistics with a partner, and the coach on your partner's pile (R40–R43)."""

from __future__ import annotations

import html
from datetime import datetime, timedelta, timezone

import pytest
from PySide6.QtCore import Qt

from diloti_qt.engine import Rules, legal_moves, parse_position
from diloti_qt.storage.history import MatchHistory
from diloti_qt.storage.settings import SettingsStore
from diloti_qt.storage.history import FinishedMatch, RoundResult
from diloti_qt.ui.dialogs.score_sheet import PlayersSheet
from diloti_qt.ui.dialogs.statistics import StatisticsDialog
from diloti_qt.ui.tutorial.coach import CoachPanel

from .test_app_driver import make_window, show, start, wait_human_turn, wait_round_sheet
from .test_dialogs import choose, open_new_game

COMPUTERS = {0: "random", 1: "random", 2: "easy", 3: "random"}


def stored() -> SettingsStore:
    store = SettingsStore()
    store.load()
    return store


def test_the_new_match_dialog_offers_two_or_four_players_and_a_partner(qtbot):
    window = make_window(qtbot, store=stored())
    start(window)
    show(qtbot, window)
    dialog = open_new_game(qtbot, window)
    view = dialog.profile_box.view()

    def offered() -> list[str]:
        return [dialog.profile_box.itemData(i) for i in range(dialog.profile_box.count())
                if not view.isRowHidden(i)]

    assert dialog.two_button.isChecked() and offered() == ["pagat-2p", "taverna-2p"]
    assert dialog.partner_box.isHidden() and dialog.level_label.text() == "&Opponent:"
    dialog.four_button.click()
    assert dialog.profile() == "partnership-4p"
    assert offered() == ["taverna-4p", "partnership-4p"]
    assert not dialog.partner_box.isHidden() and dialog.level_label.text() == "&Opponents:"
    assert dialog.variant_boxes["V-DIRECTION"].isEnabled()
    # the partner plays at the opponents' level until chosen otherwise
    choose(dialog.level_box, "medium")
    assert dialog.partner_box.currentData() == "medium"
    dialog.partner_box.setCurrentIndex(dialog.partner_box.findData("easy"))
    dialog.partner_box.activated.emit(dialog.partner_box.currentIndex())
    choose(dialog.level_box, "hard")
    assert dialog.partner_box.currentData() == "easy"
    choose(dialog.level_box, "medium")
    choose(dialog.profile_box, "taverna-4p")
    assert dialog.four_button.isChecked()
    with qtbot.waitSignal(window.local_match.controller.new_match_started):
        dialog.accept()
    c = window.local_match.controller
    assert c.rules == Rules.make("taverna-4p") and c.rules.players == 4
    assert c.seats.levels == {1: "medium", 2: "easy", 3: "medium"}
    assert window.prefs.last_partner_level == "easy"
    # next time the same table: the last rules and every seat's level
    window.local_match.start_match(seed=3)
    assert c.rules == Rules.make("taverna-4p")
    assert c.seats.levels == {1: "medium", 2: "easy", 3: "medium"}
    dialog = open_new_game(qtbot, window)
    assert dialog.four_button.isChecked() and dialog.partner_level() == "easy"
    assert dialog.level() == "medium"
    dialog.two_button.click()
    assert dialog.profile() == "taverna-2p" and dialog.partner_box.isHidden()
    assert dialog.levels() == {1: "medium"}
    dialog.reject()


def check_team_sheets(dialog, c) -> None:
    """Us/Them columns with the team totals, and what each player took."""
    record = c.match.rounds[-1]
    state = c.state
    assert dialog.breakdown.text("header", 0) == "Us"
    assert dialog.breakdown.text("header", 1) == "Them"
    for side in (0, 1):
        assert dialog.breakdown.text("round", side) == str(record.points[side])
        assert dialog.breakdown.text("total", side) == str(record.scores_after[side])
    players = dialog.breakdown.players
    assert isinstance(players, PlayersSheet) and players.isVisible()
    assert [players.text("header", i) for i in range(4)] == ["You", "Partner", "Right", "Left"]
    assert players.seats == [0, 2, 1, 3]
    cards = [int(players.text("cards", i)) for i in range(4)]
    assert cards == [len(state.captured[s]) for s in (0, 2, 1, 3)]
    assert cards[0] + cards[1] == record.breakdown[0].cards
    assert cards[2] + cards[3] == record.breakdown[1].cards
    xeris = [0 if players.text("xeris", i) == "–" else int(players.text("xeris", i))
             for i in range(4)]
    assert xeris[0] + xeris[1] == record.breakdown[0].xeris
    assert xeris[2] + xeris[3] == record.breakdown[1].xeris


def test_the_end_of_round_sheet_shows_the_teams_and_each_player(qtbot):
    window = make_window(qtbot)
    show(qtbot, window)
    start(window, "partnership-4p", seed=8, levels=COMPUTERS)
    dialog = wait_round_sheet(qtbot, window)
    c = window.local_match.controller
    assert dialog is window.local_match.dialog("round")
    check_team_sheets(dialog, c)
    a, b = c.match.rounds[-1].points
    if a != b:
        side = "Your side" if a > b else "The other side"
        assert dialog.heading.text().startswith(f"{side} takes the round")
    assert "your side needs" in dialog.needs.text()
    model = window.score_model
    assert [model.headerData(i, Qt.Orientation.Horizontal) for i in (0, 1)] == ["Us", "Them"]
    assert window.table.table.decor.score_label.text() == f"Us {a} · Them {b} · to 61"
    dialog.accept()
    qtbot.waitUntil(lambda: len(c.match.rounds) == 2 or c.match.round_number == 2,
                    timeout=10000)


def test_the_end_of_match_sheet_names_the_winning_side(qtbot):
    window = make_window(qtbot)
    show(qtbot, window)
    start(window, "taverna-4p", {"V-TARGET": 1}, seed=4, levels=COMPUTERS)
    dialog = wait_round_sheet(qtbot, window)
    c = window.local_match.controller
    assert dialog is window.local_match.dialog("match") and c.match.over
    check_team_sheets(dialog, c)
    us, them = c.match.scores
    if c.match.winner == 0:
        assert dialog.heading.text() == f"Your side wins the match, {us} to {them}!"
    else:
        assert dialog.heading.text() == f"The other side wins the match, {them} to {us}."


def test_an_older_round_shows_no_player_sheet(qtbot):
    window = make_window(qtbot)
    start(window, "partnership-4p", seed=8, levels=COMPUTERS)
    c = window.local_match.controller
    qtbot.waitUntil(lambda: c.state.round_over, timeout=20000)
    c.shutdown()
    from diloti_qt.engine.match import RoundRecord
    from diloti_qt.ui.dialogs.end_of_round import EndOfRoundDialog

    old = RoundRecord(0, [5, 6], c.match.rounds[-1].breakdown, [5, 6])
    dialog = EndOfRoundDialog(c, old, window)
    qtbot.addWidget(dialog)
    assert dialog.breakdown.players is None  # the piles per player belong to the last round


def picture(c) -> dict:
    return {"state": c.state.clone(), "moves": list(c.state.history), "seats": c.seats,
            "rounds": list(c.match.rounds), "history": list(c.history),
            "undo": [(s.point, list(s.history)) for s in c.undo_steps]}


def table_picture(window) -> dict:
    scene = window.table.table
    lay = scene.layout
    return {
        "places": {s: box.where for s, box in lay.seats.items()},
        "badges": sorted((b.text, b.owner, b.colour.name()) for b in scene.decor.badges.values()),
        "counts": {s: label.text() for s, label in scene.decor.pile_counts.items()},
        "names": {s: label.text() for s, label in scene.decor.names.items()},
        "score": scene.decor.score_label.text(),
    }


def test_a_four_player_match_is_saved_and_resumed(qtbot):
    window = make_window(qtbot, store=stored())
    show(qtbot, window)
    c = window.local_match.controller
    levels = {1: "random", 2: "easy", 3: "random"}
    for seed in range(1, 40):
        start(window, "partnership-4p", seed=seed, levels=levels)
        for _ in range(6):
            wait_human_turn(qtbot, window)
            if c.state.round_over:
                break
            moves = legal_moves(c.state)
            declares = [m for m in moves if m.action == "declare"]
            assert c.play(min(declares or moves))
            wait_human_turn(qtbot, window)
            if c.state.decls and len(c.undo_steps) >= 2 and not c.state.round_over:
                break
        if c.state.decls and len(c.undo_steps) >= 2 and not c.state.round_over:
            break
    assert c.state.decls and c.is_human_turn()
    window.table.finish_motion()
    window.session.autosaver.flush()
    before, shown = picture(c), table_picture(window)
    assert shown["places"] == {0: "bottom", 1: "right", 2: "top", 3: "left"}

    second = make_window(qtbot, store=stored())
    show(qtbot, second)
    second.local_match.resume_or_start()
    r = second.local_match.controller
    assert picture(r) == before
    assert r.seats.levels == levels and r.rules == Rules.make("partnership-4p")
    second.table.finish_motion()
    assert table_picture(second) == shown
    r.undo()
    c.undo()
    assert r.state == c.state


def finished(i: int, players: int, level: str, partner: str, won: bool) -> FinishedMatch:
    a, b = (61, 30) if won else (30, 61)
    rounds = (RoundResult(0, (a, b), (1, 0), (a, b)),)
    profile = "partnership-4p" if players == 4 else "pagat-2p"
    return FinishedMatch(datetime(2025, 3, 1, tzinfo=timezone.utc) + timedelta(hours=i),
                         Rules.make(profile).to_json(), level, players, 0, 0 if won else 1,
                         (a, b), rounds, seed=i, partner=partner)


def cells(table, row: int) -> list[str]:
    return [table.item(row, col).text() for col in range(table.columnCount())]


@pytest.mark.parametrize("language", ["en"], indirect=True)  # English plurals: 1 defeat
def test_statistics_tell_partnership_matches_apart(qtbot, language):
    history, _ = MatchHistory.open()
    history.add(finished(0, 2, "hard", "", won=True))
    history.add(finished(1, 4, "hard", "medium", won=False))
    history.add(finished(2, 4, "hard", "hard", won=True))
    history.add(finished(3, 4, "hard", "", won=True))  # recorded before partners were
    assert history.get(2).partner == "medium"
    dialog = StatisticsDialog(history)
    qtbot.addWidget(dialog)
    rows = {cells(dialog.results_table, r)[0]: cells(dialog.results_table, r)[1:4]
            for r in range(dialog.results_table.rowCount())}
    assert rows == {"Hard": ["1", "1", "0"], "Hard (with partner)": ["3", "2", "1"],
                    "All opponents": ["4", "3", "1"]}
    opponents = [cells(dialog.match_table, r)[1] for r in range(4)]
    assert opponents == ["Hard (with partner)", "Hard (with partner Hard)",
                         "Hard (with partner Medium)", "Hard"]
    dialog.level_box.setCurrentIndex(dialog.level_box.findData("hard@4"))
    assert dialog.match_table.rowCount() == 3
    assert dialog.record_label.text() == "3 (2 wins, 1 defeat)"
    assert dialog.points_label.text().startswith("your side ")
    assert dialog.chart.names == ("Your side", "Other side (Hard)")
    dialog.level_box.setCurrentIndex(dialog.level_box.findData("hard"))
    assert dialog.match_table.rowCount() == 1 and dialog.points_label.text().startswith("you ")
    dialog.close()
    history.close()


def test_a_finished_partnership_match_is_recorded_with_the_partners_level(qtbot):
    window = make_window(qtbot, store=stored())
    show(qtbot, window)
    start(window, "partnership-4p", {"V-TARGET": 1}, seed=6,
          levels={1: "random", 2: "easy", 3: "random"})
    c = window.local_match.controller
    while not c.match.over:
        wait_human_turn(qtbot, window)
        if c.is_human_turn():
            c.play(legal_moves(c.state)[0])
    qtbot.waitUntil(lambda: window.session.history.count() == 1, timeout=5000)
    (match,) = window.session.history.recent()
    assert (match.players, match.level, match.partner) == (4, "random", "easy")
    assert match.won == (c.match.winner == 0)
    window.show_statistics()
    dialog = window.dialogs.get("statistics")
    assert cells(dialog.match_table, 0)[1] == "Random (with partner Easy)"
    assert cells(dialog.results_table, 0)[0] == "Random (with partner)"


def test_the_coach_says_you_may_raise_your_partners_pile(qtbot):
    window = make_window(qtbot)
    start(window, "partnership-4p", seed=2, levels={1: "easy", 2: "easy", 3: "easy"})
    c = window.local_match.controller
    pos = {
        "format": "diloti-position/1", "rules": "partnership-4p", "dealer": 3, "to_move": 0,
        "hands": [["3H", "8S", "KD"], ["9D", "QC", "4S"], ["5S", "JH", "2H"],
                  ["6D", "7C", "QH"]],
        "table": ["9C", {"value": 5, "owner": 2, "kind": "simple", "cards": ["2C", "3D"]}],
        "stock": [],
    }
    c.load_state(parse_position(pos))
    c.shutdown()
    coach = CoachPanel(c)
    qtbot.addWidget(coach)
    text = html.unescape(coach.theirs.text())
    assert "Partner declared 5." in text
    assert "take or raise your partner's pile" in text
    assert "You can raise it: Raise the 5 to 8 with 3♥ (you keep 8♠)" in text
    assert c.obligation() == ""
