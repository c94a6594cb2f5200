"""The replay viewer: the game's presenter and card table over a record, read-only, every
hand face up, stepped by keys, slider and history, the score as it stood."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from diloti_qt.engine.record import record_of_match
from diloti_qt.presenter.snapshot import is_hidden
from diloti_qt.ui.replay.viewer import ReplayViewer

from ..engine.test_record import PLAYERS, played_match


def viewer(qtbot, seed: int = 5) -> ReplayViewer:
    match, _ = played_match(seed)
    return viewer_of(qtbot, record_of_match(match, PLAYERS, None, seed))


def viewer_of(qtbot, record) -> ReplayViewer:
    v = ReplayViewer(record)
    qtbot.addWidget(v)
    v.show()
    qtbot.waitExposed(v)
    v.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is v, timeout=3000)
    return v


def test_every_move_shows_the_records_position_with_every_hand_face_up(qtbot):
    v = viewer(qtbot)
    record = v.record
    for r in range(len(record.rounds)):
        positions = record.positions(r)
        for m, state in enumerate(positions):
            v.go(r, m)
            snap = v.presenter.snapshot
            assert [sorted(h) for h in snap.hands] == [sorted(h) for h in state.hands]
            assert not any(is_hidden(c) for h in snap.hands for c in h)
            assert sorted(snap.table_cards()) == sorted(state.table_cards())
            assert list(snap.scores) == list(state.scores)
        # the score sheet as it stood: the rounds finished so far
        assert [x.points for x in v.source.finished_rounds()] == \
            [list(p) for p in record.round_points[: r + 1]]
    up = {key for key, sprite in v.table.table.sprites.items() if sprite.face_up}
    assert set(v.presenter.snapshot.shown_cards()) <= up | set(v.presenter.snapshot.stock)


def test_keys_slider_and_history_move_through_the_match(qtbot):
    v = viewer(qtbot)
    v.table.setFocus()
    QTest.keyClick(v.table, Qt.Key.Key_Right)
    assert (v.source.round_index, v.source.move_index) == (0, 1)
    QTest.keyClick(v.table, Qt.Key.Key_End)
    n = v.source.moves_in(0)
    assert v.source.move_index == n and v.slider.value() == n
    QTest.keyClick(v.table, Qt.Key.Key_Right)  # over the round's end into the next
    assert (v.source.round_index, v.source.move_index) == (1, 0)
    QTest.keyClick(v.table, Qt.Key.Key_Home)
    QTest.keyClick(v.table, Qt.Key.Key_Left)
    assert (v.source.round_index, v.source.move_index) == (0, n)
    v.slider.setValue(3)
    assert v.source.move_index == 3
    row = v._row_of_move[7]
    v.history.setCurrentRow(row)
    assert v.source.move_index == 7
    assert not v.source.play(v.source.state.history[0][1] if v.source.state.history else None)


def test_the_replay_benchmark_prints_its_figures(qtbot, capsys):
    from diloti_qt.bench.replay import main

    assert main(["--jumps", "3", "--analysis-s", "0", "--no-cold", "--bare", "1"]) == 0
    out = capsys.readouterr().out
    assert "jump to a move (3 random): median" in out and "first open:" in out
    assert "a file dropped on a window whose viewer was never prepared, the viewer's" in out
    assert main(["--drop-only"]) == 0  # (in this process: what a process of its own runs)
    assert "a file dropped on a window whose viewer was never prepared, its code not " \
        "loaded" in capsys.readouterr().out


def test_the_chart_is_the_score_sheet_and_a_click_goes_to_its_round(qtbot):
    from PySide6.QtCore import QPoint

    from diloti_qt.ui.replay.chart import match_points

    v = viewer(qtbot)
    record = v.record
    sheet = []
    for r in range(len(record.rounds)):
        v.go(r, v.source.moves_in(r))
        sheet.append(tuple(v.source.finished_rounds()[-1].scores_after))
    assert v.chart.points == sheet == match_points(record)
    last = len(record.rounds) - 1
    QTest.mouseClick(v.chart, Qt.MouseButton.LeftButton, pos=QPoint(v.chart.width() - 40,
                                                                    v.chart.height() // 2))
    assert v.source.round_index == last
    QTest.mouseClick(v.chart, Qt.MouseButton.LeftButton, pos=QPoint(60, v.chart.height() // 2))
    assert v.source.round_index == 0


def test_the_replay_never_says_your_turn(qtbot):
    """Nobody plays in a replay: no seat's pill says "Your turn" or glows as the one to
    move, and no banner tells the player what to do with a declaration, in any position;
    the position line names who plays next instead."""
    v = viewer(qtbot)
    record = v.record
    seen_human_to_move = 0
    for r in range(len(record.rounds)):
        for m in range(v.source.moves_in(r) + 1):
            v.go(r, m)
            texts = v.presenter.texts
            assert all(t.name != "Your turn" and not t.turn for t in texts.seats.values())
            assert texts.banner == ""  # no "your turn: take it…" for a declaration either
            state = v.source.state
            if not state.round_over:
                name = record.players[state.to_move].name
                assert name in v.position.text()
                seen_human_to_move += state.to_move == 0
    assert seen_human_to_move > 0


def _comments(record, seat: int = 0) -> dict:
    """Kept comments (version 2) of nothing costly, an even chance throughout."""
    return {"version": 2, "seat": seat, "budget": 0.1,
            "rounds": [[] for _ in record.rounds],
            "chances": [[0.5] * (len(r.moves) + 1) for r in record.rounds]}


def test_the_window_keeps_one_viewer_and_the_next_match_replaces_the_first(qtbot):
    """Opened again, the window's viewer is not built again: the next match takes its
    place whole (table, rounds, history, chart, comments, the seat it is seen from)."""
    import dataclasses

    from diloti_qt.ui.replay.hooks import open_replay as open_viewer

    from .test_app_driver import make_window, show

    window = make_window(qtbot)
    show(qtbot, window)
    match, _ = played_match(5)
    first = record_of_match(match, PLAYERS, None, 5)
    first = dataclasses.replace(first, comments=_comments(first))
    v = open_viewer(window, first)
    qtbot.waitExposed(v)
    assert v.comments is not None and v.chart.chances is not None
    v.costly_only.setChecked(True)
    v.say_seen_from("Shown from Anna's seat: your name.")
    v.go(1, 5)
    v.close()
    assert window.replay_viewer is v and not v.isVisible()
    match, _ = played_match(9)
    second = record_of_match(match, PLAYERS, None, 9)
    again = open_viewer(window, second, seat=1)
    assert again is v
    qtbot.waitUntil(v.isVisible, timeout=3000)  # once the cards it shows are drawn
    assert v.record is second and v.seat == v.source.human == 1
    assert (v.source.round_index, v.source.move_index) == (0, 0)
    assert v.round_box.count() == len(second.rounds) and v.round_box.currentIndex() == 0
    assert v.history.count() == len(v.source.replayed(0).events)
    assert v.chart.record is second and v.chart.chances is None and v.chart.current == (0, 0)
    assert v.comments is None and v.comments_button.isEnabled()
    assert not v.costly_only.isEnabled() and not v.costly_only.isChecked()
    assert v.seen_from.isHidden()
    start = second.rounds[0].start
    snap = v.presenter.snapshot
    assert [sorted(h) for h in snap.hands] == [sorted(h) for h in start.hands]
    assert sorted(snap.hand) == sorted(start.hands[1])  # his own hand at the bottom
    assert second.players[start.to_move].name in v.position.text()


def _costly_comments(record, loss: float = 3.0):
    """Kept comments with one costly decision: the first of seat 0's with a choice in the
    first round, the Expert preferring another legal move; (comments, move number, best)."""
    from diloti_qt.engine import legal_moves, move_json

    positions = record.positions(0)
    m = next(k for k, s in enumerate(positions[:-1])
             if s.to_move == 0 and len(legal_moves(s)) > 1)
    played = record.rounds[0].moves[m]
    best = next(x for x in sorted(legal_moves(positions[m]), key=repr) if x != played)
    doc = _comments(record)
    doc["rounds"][0] = [{"move": m, "best": move_json(best), "loss": loss,
                         "played_value": 0.0, "best_value": loss}]
    return doc, m, best


def test_a_costly_decision_shows_the_experts_move_and_its_line_leads_there(qtbot):
    """At a costly decision of the player's the Expert's move is outlined on the table and
    said above the history; with 'only my costly decisions' the decision's own line is the
    one selected, and choosing it shows the table before the decision (not after it)."""
    import dataclasses

    from diloti_qt.controller.words import describe

    match, _ = played_match(5)
    record = record_of_match(match, PLAYERS, None, 5)
    doc, m, best = _costly_comments(record)
    v = viewer_of(qtbot, dataclasses.replace(record, comments=doc))
    v.go(0, m)
    assert v.table.gesture.hint == best and v.advice.isVisible()
    assert describe(record.positions(0)[m], best) in v.advice.text()
    assert "3.0" in v.advice.text()
    v.go(0, m + 1)  # past it: nothing outlined, nothing said
    assert v.table.gesture.hint is None and not v.advice.isVisible()
    v.costly_only.setChecked(True)
    shown = [r for r in range(v.history.count()) if not v.history.item(r).isHidden()]
    assert len(shown) == 1 and v.history.currentRow() == -1  # not at a costly decision
    v.go(0, 0)
    v.history.setCurrentRow(shown[0])  # the decision's line: the table before it
    assert (v.source.round_index, v.source.move_index) == (0, m)
    assert v.history.currentRow() == shown[0] and v.table.gesture.hint == best
    v.costly_only.setChecked(False)
    assert v.history.currentRow() == v._row_of_move[m]
    from PySide6.QtCore import QLocale

    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Greek))  # the points as Greek writes them
    try:
        v.go(0, m + 1)
        v.go(0, m)
        assert "3,0" in v.advice.text()
    finally:
        QLocale.setDefault(before)


def test_the_end_of_the_match_is_said_and_the_line_of_the_moment_stays_in_sight(qtbot):
    v = viewer(qtbot)
    last = len(v.record.rounds) - 1
    v.go(last, 99)
    assert "the match is over" in v.position.text()
    v.go(last - 1, 99)
    assert "the round is over" in v.position.text()
    v.go(last, 99)
    v.resize(600, 480)  # as small as it goes
    qtbot.waitUntil(lambda: v.history.viewport().rect().intersects(
        v.history.visualItemRect(v.history.currentItem())), timeout=3000)
    # at its smallest the slider still has room, the position's words wrap, none is cut
    assert v.slider.width() >= 8 * v.fontMetrics().horizontalAdvance("M")
    label = v.position
    assert label.heightForWidth(label.width()) <= label.height()
    assert label.mapTo(v, label.rect().topRight()).x() <= v.width()


def _side_comments(record, seat: int, loss: float = 3.0):
    """Kept comments (version 3) for `seat`'s side in round 1: one costly decision of the
    seat's, one of its partner's, and one crafted on a move of the other side's; (comments,
    {who: (move number, best)})."""
    from diloti_qt.engine import legal_moves, move_json

    rules = record.rules
    positions = record.positions(0)
    partner = next(s for s in range(rules.players)
                   if s != seat and rules.side_of(s) == rules.side_of(seat))
    other = next(s for s in range(rules.players) if rules.side_of(s) != rules.side_of(seat))
    doc = _comments(record, seat)
    doc["version"] = 3
    chosen = {}
    for who, mover in (("mine", seat), ("partner", partner), ("other", other)):
        m = next(k for k, s in enumerate(positions[:-1])
                 if s.to_move == mover and len(legal_moves(s)) > 1)
        played = record.rounds[0].moves[m]
        best = next(x for x in sorted(legal_moves(positions[m]), key=repr) if x != played)
        doc["rounds"][0].append({"move": m, "best": move_json(best), "loss": loss,
                                 "played_value": 0.0, "best_value": loss})
        chosen[who] = (m, best)
    return doc, chosen


def test_four_players_the_partners_costly_decision_is_commented_and_filtered(qtbot):
    """With a partner the comments cover the player's side: the partner's costly decision
    is in the history ("your partner's"), in the filter ("only our costly decisions") and
    said at the table; a comment on the other side's move is not shown; comments of
    version 2 (the seat's own decisions only) are computed again for four players."""
    import dataclasses

    match, _ = played_match(5, "partnership-4p")
    record = record_of_match(match, PLAYERS * 2, None, 5)
    doc, chosen = _side_comments(record, 1)
    v = ReplayViewer(dataclasses.replace(record, comments=doc, you=1))
    qtbot.addWidget(v)
    v.show()
    assert v.seat == 1 and v.comments is not None
    assert v.costly_only.text() == "&Only our costly decisions"
    rows = v._decision_rows()
    line = {who: v.history.item(next(r for r, k in rows.items() if k == m)).text()
            for who, (m, _best) in chosen.items()}
    assert "— yours cost about 3.0 points" in line["mine"]
    assert "— your partner's cost about 3.0 points" in line["partner"]
    assert "Expert:" not in line["other"]
    v.go(0, chosen["partner"][0])
    assert v.advice.isVisible() and v.table.gesture.hint == chosen["partner"][1]
    assert v.advice.text().startswith("Here your partner's decision cost about 3.0 points")
    v.go(0, chosen["other"][0])
    assert not v.advice.isVisible() and v.table.gesture.hint is None
    v.costly_only.setChecked(True)
    shown = [r for r in range(v.history.count()) if not v.history.item(r).isHidden()]
    assert sorted(rows[r] for r in shown) == sorted([chosen["mine"][0],
                                                     chosen["partner"][0]])
    # the seat's own comments of version 2 do not cover the side: computed again
    v.show_match(dataclasses.replace(record, comments=dict(doc, version=2)), 1)
    assert v.comments is None and v.comments_button.isEnabled()
    match2, _ = played_match(5)  # two players: "my" decisions, version 2 still read
    two = record_of_match(match2, PLAYERS, None, 5)
    v.show_match(dataclasses.replace(two, comments=_comments(two)), 0)
    assert v.comments is not None and v.costly_only.text() == "&Only my costly decisions"


def test_the_side_s_comments_speak_greek(qtbot, qapp):
    import dataclasses

    from PySide6.QtCore import QLocale, QTranslator

    from tests.conftest import ROOT

    translator = QTranslator()
    assert translator.load(str(ROOT / "resources" / "i18n" / "diloti_qt_el.qm"))
    qapp.installTranslator(translator)
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Greek))  # the points as Greek writes them
    try:
        match, _ = played_match(5, "partnership-4p")
        record = record_of_match(match, PLAYERS * 2, None, 5)
        doc, chosen = _side_comments(record, 0)
        v = ReplayViewer(dataclasses.replace(record, comments=doc), seat=0)
        qtbot.addWidget(v)
        assert v.costly_only.text() == "Μόνο οι &ακριβές αποφάσεις μας"
        assert v.costly_only.toolTip() == "Οι ακριβές αποφάσεις σου και του συμπαίκτη σου"
        v.go(0, chosen["partner"][0])
        assert v.advice.text().startswith(
            "Εδώ η απόφαση του συμπαίκτη σου κόστισε περίπου 3,0 πόντους")
    finally:
        QLocale.setDefault(before)
        qapp.removeTranslator(translator)


def test_the_score_names_the_sides_as_the_games_score_sheet_does(qtbot):
    """Two players: their names; four: Us and Them for the seat the match is shown from
    (the game's score sheet, score_sheet.side_names), not the names of seats 0 and 1."""
    from diloti_qt.ui.dialogs.score_sheet import side_names

    match, _ = played_match(5, "partnership-4p")
    record = record_of_match(match, PLAYERS * 2, None, 5)
    v = ReplayViewer(record, seat=1)
    qtbot.addWidget(v)
    last = len(record.rounds) - 1
    v.go(last, 99)
    a, b = record.scores
    assert v.score.text() == f"Them {a} – {b} Us" and side_names(v.source) == ["Them", "Us"]
    assert v.chart.names == ("Us", "Them")  # the player's side first
    v.show_match(record, 2)
    assert v.score.text().startswith("Us 0 – 0 Them") and v.chart.names == ("Us", "Them")
    two, _ = played_match(5)
    v.show_match(record_of_match(two, PLAYERS, None, 5), 1)
    assert v.score.text() == "Anna 0 – 0 Computer" and v.chart.names == ("Computer", "Anna")


def test_a_viewer_never_prepared_shows_once_a_worker_has_drawn_its_cards(qtbot):
    """Opened on a window whose viewer was never prepared, the viewer is laid out unseen,
    the cards it shows are drawn on a worker thread, and it shows once they are: the GUI
    thread draws none of them (python -m diloti_qt.bench replay, 'a viewer not
    prepared')."""
    from diloti_qt.ui.replay.hooks import open_replay as open_viewer
    from diloti_qt.ui.table.cards import CardRenderer

    from .test_app_driver import make_window, show

    window = make_window(qtbot)
    show(qtbot, window)
    CardRenderer.clear()  # no card drawn at any size yet
    match, _ = played_match(5)
    v = open_viewer(window, record_of_match(match, PLAYERS, None, 5))
    assert not v.isVisible() and v.waiting()
    qtbot.waitUntil(v.isVisible, timeout=3000)
    qtbot.waitExposed(v)
    qtbot.wait(50)
    renderer = v.table.table.renderer
    shown = v.table.table.wanted(v.devicePixelRatioF())
    assert len(shown) >= 12 and renderer.renders == 0
    assert all(renderer.key(*w) in renderer.cached_keys() for w in shown)
