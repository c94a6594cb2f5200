"""The statistics window over the match history: a match finished in the window shows up,
figures per level, the past matches and the score chart drawn with QPainter."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage

from diloti_qt.engine import Rules, legal_moves
from diloti_qt.storage.history import MatchHistory
from diloti_qt.storage.settings import SettingsStore
from diloti_qt.storage.history import FinishedMatch, RoundResult
from diloti_qt.ui.dialogs.score_chart import THEM, YOU, ScoreChart, nice_step
from diloti_qt.ui.dialogs.statistics import StatisticsDialog

from .test_app_driver import make_window, show, start, wait_human_turn


def stored() -> SettingsStore:
    store = SettingsStore()
    store.load()
    return store


def cells(table, row: int) -> list[str]:
    return [table.item(row, c).text() for c in range(table.columnCount())]


@pytest.mark.parametrize("language", ["en"], indirect=True)  # English plurals: 1 win
def test_a_match_finished_in_the_window_shows_in_the_statistics_window(qtbot, language):
    window = make_window(qtbot, store=stored())
    show(qtbot, window)
    window.show_statistics()
    dialog = window.dialogs.get("statistics")
    assert isinstance(dialog, StatisticsDialog) and dialog.isVisible()
    assert dialog.match_table.rowCount() == 0 and not dialog.empty_label.isHidden()
    assert dialog.chart.points == []

    start(window, overrides={"V-TARGET": 1}, seed=6)
    c = window.local_match.controller
    while not c.match.over:
        wait_human_turn(qtbot, window)
        if c.is_human_turn():
            c.play(legal_moves(c.state)[0])
    qtbot.waitUntil(lambda: dialog.match_table.rowCount() == 1, timeout=3000)
    assert dialog.empty_label.isHidden()
    mine = c.rules.side_of(c.human)
    you, them = c.match.scores[mine], c.match.scores[1 - mine]
    won = c.match.winner == mine
    row = cells(dialog.match_table, 0)
    assert row[1:5] == ["Easy", "Won" if won else "Lost", f"{you}–{them}", "1"]
    assert row[5] == "Classic, two players"
    assert cells(dialog.results_table, 0) == [
        "Easy", "1", "1" if won else "0", "0" if won else "1", "100 %" if won else "0 %"]
    assert cells(dialog.results_table, 1)[0] == "All opponents"
    assert dialog.record_label.text() == (
        "1 (1 win, 0 defeats)" if won else "1 (0 wins, 1 defeat)")
    assert dialog.streak_label.text() == f"{int(won)} now, best {int(won)}"
    assert dialog.chart.points == [(you, them)] and dialog.chart.target == 1
    assert f"round 1: You {you}, Computer (Easy) {them}" in dialog.chart.accessibleDescription()
    window.statistics_action.trigger()
    assert window.dialogs.get("statistics") is dialog  # one window, raised again
    assert window.statistics_action.shortcut().toString() == "S"


def synthetic(i: int, level: str, won: bool) -> FinishedMatch:
    rounds, a, b = [], 0, 0
    for n in range(4):
        pa, pb = (9, 2) if won else (2, 9)
        a, b = a + pa, b + pb + (10 if n == 3 and not won else 0)
        rounds.append(RoundResult(n % 2, (pa, pb), (n % 2, 0), (a, b)))
    return FinishedMatch(datetime(2025, 1, 1, tzinfo=timezone.utc) + timedelta(hours=i),
                         Rules.make("pagat-2p", {"V-TARGET": 31}).to_json(), level, 2, 0,
                         0 if won else 1, (a, b), tuple(rounds), seed=i)


def test_figures_per_level_the_filter_and_a_hundred_matches(qtbot):
    history, notices = MatchHistory.open()
    assert notices == []
    for i in range(100):
        level = ("easy", "medium", "hard")[i % 3]
        history.add(synthetic(i, level, won=(i % 3 != 2) and i % 7 != 0))
    dialog = StatisticsDialog(history)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.match_table.rowCount() == 100
    by_level = history.results_by_level()
    rows = {cells(dialog.results_table, r)[0]: cells(dialog.results_table, r)
            for r in range(dialog.results_table.rowCount())}
    assert set(rows) == {"Easy", "Medium", "Hard", "All opponents"}
    assert rows["Hard"][1:4] == [str(by_level["hard"].played), str(by_level["hard"].won),
                                 str(by_level["hard"].lost)]
    assert rows["All opponents"][1] == "100"
    streaks = history.streaks()
    assert dialog.streak_label.text() == f"{streaks.current} now, best {streaks.best}"
    assert dialog.xeris_label.text() == "you 0.50, opponent 0.00"

    dialog.level_box.setCurrentIndex(dialog.level_box.findData("hard"))
    assert dialog.match_table.rowCount() == by_level["hard"].played
    assert {cells(dialog.match_table, r)[1] for r in range(33)} == {"Hard"}
    assert dialog.record_label.text().startswith(f"{by_level['hard'].played} (")
    assert dialog.points_label.text() == "you 2.0, opponent 9.0"  # every hard match lost

    dialog.match_table.selectRow(3)
    chosen = dialog.matches[3]
    assert dialog.chart.points == [r.scores_after for r in chosen.rounds]
    assert dialog.chart.target == 31
    dialog.close()
    history.close()


def test_the_chart_draws_both_lines_the_target_and_an_empty_state(qtbot):
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(520, 320)
    chart.set_match([(7, 4), (18, 15), (30, 52), (41, 66)], 61, ("You", "Computer"))
    image = QImage(chart.size(), QImage.Format.Format_ARGB32)
    chart.render(image)

    def has(colour: QColor) -> bool:
        return any(QColor(image.pixel(x, y)).rgb() == colour.rgb()
                   for x in range(0, image.width(), 2) for y in range(0, image.height(), 2))

    assert has(YOU) and has(THEM)
    assert chart.accessibleDescription().startswith(
        "Target 61. After round 1: You 7, Computer 4; round 2: You 18, Computer 15;")
    assert chart.accessibleName() == "Score progression chart"
    chart.clear()
    blank = QImage(chart.size(), QImage.Format.Format_ARGB32)
    chart.render(blank)
    assert not any(QColor(blank.pixel(x, y)).rgb() == YOU.rgb()
                   for x in range(0, blank.width(), 3) for y in range(0, blank.height(), 3))
    assert chart.accessibleDescription() == "No match selected."
    assert [nice_step(s) for s in (5, 61, 110, 400)] == [1, 20, 50, 100]
    assert chart.focusPolicy() == Qt.FocusPolicy.StrongFocus


@pytest.mark.parametrize("language", ["en", "el"], indirect=True)
def test_the_rules_column_of_past_matches_is_not_cut(qtbot, language):
    """Issue 27, item 3: the last column (Rules) was cut off at the table's edge (in
    Greek, whose words are longer, at the dialog's first size)."""
    history, _ = MatchHistory.open()
    for i in range(3):
        history.add(synthetic(i, "medium", won=True))
    dialog = StatisticsDialog(history)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.match_table
    header = table.horizontalHeader()
    rules = table.columnCount() - 1
    assert header.sectionSize(rules) >= table.sizeHintForColumn(rules)
    assert header.sectionViewportPosition(rules) + header.sectionSize(rules) \
        <= table.viewport().width()
    dialog.close()
    history.close()


@pytest.mark.parametrize(("language", "one", "two", "results"), [
    ("en", "1 (0 wins, 1 defeat)", "2 (1 win, 1 defeat)", ("Won", "Lost", "Lost")),
    ("el", "1 (0 νίκες, 1 ήττα)", "2 (1 νίκη, 1 ήττα)", ("Νίκες", "Ήττες", "Ήττα"))],
    indirect=["language"])
def test_the_counts_take_the_singular_for_one(qtbot, language, one, two, results):
    """Issue 38 D12: one lost match read «Ήττες» in Greek (the Matches window says «Ήττα»):
    a match's result is said as one, and each count takes its own plural form."""
    history, _ = MatchHistory.open()
    history.add(synthetic(0, "medium", won=False))
    dialog = StatisticsDialog(history)
    qtbot.addWidget(dialog)
    assert dialog.record_label.text() == one
    columns = [dialog.results_table.horizontalHeaderItem(i).text() for i in (2, 3)]
    assert (*columns, cells(dialog.match_table, 0)[2]) == results  # counts; one result
    history.add(synthetic(1, "medium", won=True))
    dialog.close()
    again = StatisticsDialog(history)
    qtbot.addWidget(again)
    assert again.record_label.text() == two
    again.close()
    history.close()


def test_the_chart_on_the_high_contrast_felt_is_black_with_strong_lines(qtbot):
    """Issue 38 D7: dressed in the high-contrast felt's palette the chart was a grey field
    with dark blue and red lines (1.3:1 on it): it is drawn on black, each line at least
    4.5:1 against it."""
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    from diloti_qt.ui.side_panel import felt_palette
    from diloti_qt.ui.table_look import felt_colour

    from .test_side_panel import contrast, mid_grey_share

    dialog = QWidget()
    qtbot.addWidget(dialog)
    dialog.setPalette(felt_palette(felt_colour("contrast")))  # as table_look.dress does
    chart = ScoreChart()
    QVBoxLayout(dialog).addWidget(chart)
    chart.set_match([(9, 2), (14, 11), (25, 14)], 21)
    dialog.resize(560, 340)
    image = chart.grab().toImage()
    colours = chart.colours()
    assert colours["back"] == QColor("black") and image.pixelColor(2, 2) == QColor("black")
    for line in ("you", "them", "target"):
        assert contrast(colours[line], colours["back"]) >= 4.5, line
    assert mid_grey_share(image) < 0.03
