"""The match as a picture (issue 26): the chart's points are the score sheet's (the totals
after each round and each round's lines as bars, from the player's side), its chance of
winning is the Expert's comments' after every move and ends with the result, a click goes
to that moment, and every word of it stays whole and apart at any size, in both
languages."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from diloti_qt.engine.record import record_of_match
from diloti_qt.ui.replay.chart import PARTS, MatchChart
from diloti_qt.ui.replay.comments import MatchComments
from diloti_qt.ui.replay.viewer import ReplayViewer

from ..engine.test_record import PLAYERS, played_match


def viewer(qtbot, seed: int = 5, seat: int = 0) -> ReplayViewer:
    match, _ = played_match(seed)
    record = record_of_match(match, PLAYERS, None, seed)
    v = ReplayViewer(record, seat=seat)
    qtbot.addWidget(v)
    v.resize(1200, 800)
    v.show()
    qtbot.waitExposed(v)
    return v


@pytest.mark.parametrize("seat", [0, 1])
def test_the_charts_points_are_the_score_sheets(qtbot, seat):
    v = viewer(qtbot, seat=seat)
    chart, record = v.chart, v.record
    side = record.rules.side_of(seat)
    assert len(chart.points) == len(chart.bars) == len(record.rounds) > 2
    for r in range(len(record.rounds)):
        n = v.source.moves_in(r)
        v.go(r, n)
        sheet = v.source.finished_rounds()  # the score sheet as it stood
        assert len(sheet) == r + 1
        last = sheet[-1]
        assert chart.score_at(r, n) == (last.scores_after[side], last.scores_after[1 - side])
        mine, theirs = chart.bars[r]
        for part in PARTS + ("total",):
            assert mine[part] == last.breakdown[side].as_json()[part]
            assert theirs[part] == last.breakdown[1 - side].as_json()[part]
        assert sum(mine[p] for p in PARTS) == last.points[side]
        # during the round the sheet still says the totals before it
        before = sheet[-2].scores_after if r else [0, 0]
        assert chart.score_at(r, n - 1) == (before[side], before[1 - side])


def test_the_chance_of_winning_is_the_comments_and_a_click_goes_there(qtbot):
    match, _ = played_match(5, overrides={"V-TARGET": 20})
    record = record_of_match(match, PLAYERS, None, 5)
    comments = MatchComments(record, 0, "thread", 0.02)
    with qtbot.waitSignal(comments.finished, timeout=90000) as done:
        comments.start()
    doc = done.args[0]
    chances = doc["chances"]
    assert [len(c) for c in chances] == [len(r.moves) + 1 for r in record.rounds]
    assert chances[-1][-1] == (1.0 if record.winner == 0 else 0.0)
    import dataclasses

    v = ReplayViewer(dataclasses.replace(record, comments=doc))
    qtbot.addWidget(v)
    v.resize(1200, 800)
    v.show()
    qtbot.waitExposed(v)
    assert v.chart.chances == chances and v.comments is not None
    assert "%" in v.chart.accessibleDescription()
    lay = v.chart.chart_layout(v.chart.width(), v.chart.height())
    for r, m in ((0, 0), (0, 7), (1, 3), (len(record.rounds) - 1, len(record.rounds[-1].moves))):
        index = v.chart.index_of(r, m)
        x = lay.plot.left() + lay.plot.width() * index / (v.chart.positions - 1)
        QTest.mouseClick(v.chart, Qt.MouseButton.LeftButton,
                         pos=QPoint(round(x), round(lay.plot.center().y())))
        assert abs(v.chart.index_of(v.source.round_index, v.source.move_index) - index) <= 1
    assert v.chart.current == (v.source.round_index, v.source.move_index)
    if lay.bars is not None:  # a round's bars: that round's end
        boxes = v.chart.bar_boxes(lay.bars)
        QTest.mouseClick(v.chart, Qt.MouseButton.LeftButton,
                         pos=boxes[0][1].center().toPoint())
        assert (v.source.round_index, v.source.move_index) == (0, len(record.rounds[0].moves))


SIZES = [(300, 160), (420, 220), (640, 260), (900, 300), (1200, 420), (1900, 600)]


def _words_stay_whole_and_apart(chart: MatchChart) -> None:
    for width, height in SIZES:
        lay = chart.chart_layout(width, height)
        boxes = lay.text_boxes()
        assert boxes
        for i, a in enumerate(boxes):
            assert a.left() >= -0.5 and a.top() >= -0.5, (width, height, lay.texts[i])
            assert a.right() <= width + 0.5 and a.bottom() <= height + 0.5, (width, height,
                                                                              lay.texts[i])
            for b in boxes[i + 1:]:
                overlap = a.intersected(b)
                assert overlap.width() < 1 or overlap.height() < 1, (
                    width, height, lay.texts[i], [t for t in lay.texts if t[0] is b])
        if height >= 400:
            assert lay.bars is not None  # room: the bars are shown
        assert lay.plot.height() > 20


@pytest.mark.parametrize("greek", [False, True])
def test_every_word_of_the_chart_stays_whole_and_apart_at_any_size(qtbot, qapp, greek):
    from PySide6.QtCore import QTranslator

    from tests.conftest import ROOT

    translator = QTranslator()
    if greek:
        assert translator.load(str(ROOT / "resources" / "i18n" / "diloti_qt_el.qm"))
        qapp.installTranslator(translator)
    try:
        match, _ = played_match(5)
        record = record_of_match(match, PLAYERS, None, 5)
        chart = MatchChart(record, 0, ("Αναστασία-Παναγιώτα", "Υπολογιστής (Έμπειρος)"))
        qtbot.addWidget(chart)
        _words_stay_whole_and_apart(chart)
        chart.set_chances([[0.5] * (len(r.moves) + 1) for r in record.rounds])
        _words_stay_whole_and_apart(chart)
        words = [t for _box, t, _kind in chart.chart_layout(1200, 420).texts]
        if greek:
            assert "Άσσοι" in words and "Πιθανότητα νίκης (ο Μάστορας)" in words
        else:
            assert "Aces" in words and "Chance of winning (the Expert)" in words
    finally:
        qapp.removeTranslator(translator)


def test_the_chart_on_the_high_contrast_felt_lies_on_black(qtbot):
    """Issue 38 D7: in the high-contrast palette the replay's chart was drawn on the fields'
    grey; it lies on the felt's black, its lines strong on it."""
    from PySide6.QtGui import QColor

    from diloti_qt.ui.replay.chart import MINE, OTHERS
    from diloti_qt.ui.side_panel import felt_palette
    from diloti_qt.ui.table_look import felt_colour

    from .test_side_panel import contrast, mid_grey_share

    match, _ = played_match(5)
    record = record_of_match(match, PLAYERS, None, 5)
    chart = MatchChart(record, 0, ("You", "Computer"))
    qtbot.addWidget(chart)
    chart.setPalette(felt_palette(felt_colour("contrast")))
    chart.resize(900, 360)
    chart.show()
    qtbot.waitExposed(chart)
    qtbot.waitUntil(lambda: chart._cache is not None)  # its picture, drawn a turn later
    image = chart.grab().toImage()
    assert image.pixelColor(3, 3) == QColor("black")
    assert mid_grey_share(image) < 0.03
    for line in (MINE, OTHERS):
        assert contrast(line, QColor("black")) >= 4.5
