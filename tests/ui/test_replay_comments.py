"""The Expert's comments on a whole match come from the round review's machinery: for the
same round they name the same costly decisions, best moves and costs as the round review;
they run in the background, can be cancelled and read back from the record."""

from __future__ import annotations

import pytest

from diloti_qt.ai.review import Whose
from diloti_qt.controller.review import TOP, RoundReview, costliest
from diloti_qt.engine import legal_moves, move_json
from diloti_qt.engine.record import record_of_match
from diloti_qt.ui.replay.comments import MatchComments, decisions_of, is_costly, read_comments

from ..engine.test_record import PLAYERS, played_match

BUDGET = 0.02


@pytest.mark.parametrize("profile, seat", [("pagat-2p", 0), ("partnership-4p", 1)])
def test_comments_match_the_round_review_for_the_same_round(qtbot, profile, seat):
    """The comments of round 1 name the same costly decisions, best moves and costs as the
    round review of that round; with four players both look at the player's side: the
    partner's decisions are commented too, the other side's never."""
    players = len(PLAYERS) * (2 if profile == "partnership-4p" else 1)
    match, _ = played_match(5, profile, {"V-TARGET": 20 if players == 2 else 5})
    record = record_of_match(match, PLAYERS * (players // 2), None, 5)
    comments = MatchComments(record, seat, "thread", BUDGET)
    rules = record.rules
    side = [s for s in range(players) if rules.side_of(s) == rules.side_of(seat)]
    assert comments.total == sum(1 for r in range(len(record.rounds))
                                 for s, _m in decisions_of(record, r) if s.to_move in side)
    with qtbot.waitSignal(comments.finished, timeout=60000) as done:
        comments.start()
    doc = done.args[0]
    assert len(doc["rounds"]) == len(record.rounds)
    review = RoundReview(decisions_of(record, 0), seat, "thread", BUDGET, whose=Whose.SIDE)
    with qtbot.waitSignal(review.finished, timeout=60000) as reviewed:
        review.start()
    expected = [(i.index, move_json(i.best), round(i.loss, 3)) for i in reviewed.args[0]]
    kept = read_comments(doc, record, seat)
    assert kept is not None
    from types import SimpleNamespace

    as_items = [SimpleNamespace(index=m, loss=c["loss"], best=c["best"])
                for m, c in kept[0].items() if is_costly(c)]
    got = [(i.index, i.best, i.loss) for i in costliest(as_items, TOP)]
    assert got == expected and expected
    # every decision of the side's with a choice has its comment, none of the other side's
    decisions = decisions_of(record, 0)
    choices = {k for k, (s, _m) in enumerate(decisions)
               if s.to_move in side and len(legal_moves(s)) > 1}
    assert set(kept[0]) == choices
    assert {decisions[k][0].to_move for k in kept[0]} == set(side)  # the partner's too
    # the comments serve the partner's seat as well, not the other side's
    assert read_comments(doc, record, side[-1]) == kept
    other = next(s for s in range(players) if s not in side)
    assert read_comments(doc, record, other) is None


def test_a_whole_match_is_commented_by_one_set_of_worker_processes(qtbot):
    """In worker processes (the app's mode), every round's review and the chances use the
    same processes (each round started its own before: two more processes per round), and
    they are let go at the end."""
    from diloti_qt.controller.review import PROCESS_WORKERS

    match, _ = played_match(5, overrides={"V-TARGET": 20})
    record = record_of_match(match, PLAYERS, None, 5)
    assert len(record.rounds) >= 2
    comments = MatchComments(record, 0, "process", BUDGET)
    pids: set[int] = set()
    rounds: set[int] = set()

    def seen(_done, _total) -> None:
        if comments.review is not None:
            rounds.add(len(comments.rounds))
            pids.update(p.pid for p in comments.review.worker_processes())
    comments.progress.connect(seen)
    with qtbot.waitSignal(comments.finished, timeout=120000) as done:
        comments.start()
    assert len(done.args[0]["rounds"]) == len(record.rounds) and len(rounds) >= 2
    assert 0 < len(pids) <= PROCESS_WORKERS
    assert not comments.running()


def test_comments_are_cancelled_at_once_and_damaged_ones_are_not_read(qtbot):
    match, _ = played_match(6, overrides={"V-TARGET": 20})
    record = record_of_match(match, PLAYERS, None, 6)
    comments = MatchComments(record, 0, "thread", BUDGET)
    seen = []
    comments.progress.connect(lambda done, total: seen.append(done))
    comments.start()
    qtbot.waitUntil(lambda: len(seen) > 2, timeout=30000)
    comments.cancel()
    assert not comments.running()
    qtbot.waitUntil(lambda: not comments.busy(), timeout=10000)  # the worker ends by itself
    assert read_comments({"version": 1, "seat": 0, "rounds": [[{"move": 999, "loss": 1}]]},
                         record, 0) is None
    assert read_comments(None, record, 0) is None


def test_the_viewer_computes_keeps_and_filters_the_comments(qtbot, tmp_path):
    from diloti_qt.storage.records import RecordStore
    from diloti_qt.ui.replay.comments import costly
    from diloti_qt.ui.replay.viewer import ReplayViewer

    match, _ = played_match(5, overrides={"V-TARGET": 20})
    store = RecordStore(tmp_path / "records")
    entry = store.save(record_of_match(match, PLAYERS, "2026-12-01T10:00:00+00:00", 5), 0)
    record = store.load(entry.id)
    viewer = ReplayViewer(record, keep_comments=lambda doc: store.set_comments(entry.id, doc))
    viewer.analysis_mode = "thread"
    qtbot.addWidget(viewer)
    viewer.show()
    viewer.analysis_budget = BUDGET  # a quick Expert for the test
    viewer.start_comments()
    assert viewer.progress.isVisible()
    qtbot.waitUntil(lambda: viewer.comments is not None, timeout=60000)
    assert not viewer.progress.isVisible()
    viewer.costly_only.setChecked(True)
    shown = [viewer.history.item(r) for r in range(viewer.history.count())
             if not viewer.history.item(r).isHidden()]
    assert len(shown) == len(costly(viewer.comments[0]))
    assert all("Expert:" in item.text() for item in shown)
    # kept with the record: opened again, nothing to compute
    again = ReplayViewer(store.load(entry.id))
    qtbot.addWidget(again)
    assert again.comments == viewer.comments and not again.comments_button.isEnabled()
    assert store.get(entry.id).commented
