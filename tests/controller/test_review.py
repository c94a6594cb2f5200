"""RoundReview: the round review's jobs run in a worker process too, and a cancel lets the
worker end by itself."""

from __future__ import annotations

import dataclasses
import random

from diloti_qt.ai import make_player
from diloti_qt.ai.review import ReviewItem, worth_listing
from diloti_qt.controller.review import RoundReview, costliest, review_job
from diloti_qt.engine import Match, PlayerView, Rules, legal_moves
from diloti_qt.engine.cards import VALUE


def poor_round(seed: int = 7) -> list:
    match = Match(Rules.make("pagat-2p"), seed)
    easy, rng = make_player("easy"), random.Random(seed)
    s = match.state
    while not s.round_over:
        if s.to_move == 0:
            moves = legal_moves(s)
            lays = [m for m in moves if m.action == "lay"]
            move = max(lays or moves, key=lambda m: (VALUE[m.card], m.card))
        else:
            move = easy.choose(PlayerView.of(s, 1), rng)
        s.apply(move)
    return match.round_decisions()


def test_review_job_numbers_the_decision_and_drops_cheap_ones():
    decisions = poor_round()
    i, (state, move) = next((i, d) for i, d in enumerate(decisions)
                            if d[0].to_move == 0 and len(legal_moves(d[0])) > 1)
    item = review_job(i, state, move, 0.02, keep_all=True)
    assert isinstance(item, ReviewItem) and item.index == i and item.played == move
    assert item.state == state and item.loss >= 0.0
    assert review_job(i, state, move, 0.02, min_loss=1000.0) is None


def test_a_loss_within_the_estimates_error_is_not_called_a_cost():
    """Issue 40: a comment says a decision cost points only when the loss is larger than
    two standard errors of the difference (the worlds' luck)."""
    decisions = poor_round()
    i, (state, move) = next((i, d) for i, d in enumerate(decisions)
                            if d[0].to_move == 0 and len(legal_moves(d[0])) > 1)
    item = dataclasses.replace(review_job(i, state, move, 0.02, keep_all=True),
                               best=next(m for m in legal_moves(state) if m != move))
    assert worth_listing(dataclasses.replace(item, loss=4.0, error=3.0), 0.5, False)
    assert not worth_listing(dataclasses.replace(item, loss=2.0, error=3.0), 0.5, False)
    assert worth_listing(dataclasses.replace(item, loss=2.0, error=3.0), 0.5, True)


def test_costliest_sorts_by_loss_then_move_and_keeps_the_top():
    decisions = poor_round()
    state, move = decisions[0]
    base = review_job(0, state, move, 0.02, keep_all=True)
    items = [dataclasses.replace(base, index=i, loss=loss)
             for i, loss in enumerate([1.0, 3.0, 0.5, 3.0, 2.0, 0.7])]
    top = costliest(items, 4)
    assert [(it.index, it.loss) for it in top] == [(1, 3.0), (3, 3.0), (4, 2.0), (0, 1.0)]


def test_review_in_a_worker_process_then_cancel_lets_the_worker_end(qtbot):
    decisions = poor_round()[:16]
    review = RoundReview(decisions, 0, mode="process", budget=0.02)
    steps: list = []
    review.progress.connect(lambda done, total: steps.append((done, total)))
    with qtbot.waitSignal(review.finished, timeout=60000) as blocker:
        review.start()
        workers = list(review.worker_processes())
    items = blocker.args[0]
    assert steps[-1] == (8, 8) and not review.running()
    assert len(workers) == 2
    qtbot.waitUntil(lambda: all(not p.is_alive() for p in workers), timeout=30000)
    assert all(p.exitcode == 0 for p in workers)
    assert [it.loss for it in items] == sorted((it.loss for it in items), reverse=True)
    assert all(it.loss >= 0.5 and decisions[it.index][1] == it.played for it in items)

    again = RoundReview(decisions, 0, mode="process", budget=0.02)
    late: list = []
    again.finished.connect(late.append)
    again.start()
    qtbot.waitUntil(again.busy, timeout=5000)
    workers = list(again.worker_processes())
    again.cancel()
    assert not again.running()
    qtbot.waitUntil(lambda: all(not p.is_alive() for p in workers), timeout=30000)
    assert all(p.exitcode == 0 for p in workers)  # ended by itself, never killed
    qtbot.wait(100)
    assert late == []


def test_the_review_skips_forced_moves_without_listing_every_move(qtbot, monkeypatch):
    """Whether a decision had a choice is two streamed moves, not the full list (issue 17
    item 3): 14 small loose cards hold 41,477 moves."""
    from diloti_qt.engine import Move, State
    from diloti_qt.engine.cards import parse_card
    from tests.engine_watch import EngineWatch

    loose = "AS AH AD AC 2S 2H 2D 2C 3S 3H 3D 3C 4S 4H"
    small = State(hands=[[parse_card(c) for c in "5S 6S 7S 8S 9S 10S".split()], []],
                  loose=[parse_card(c) for c in loose.split()], to_move=0, dealer=1)
    lay = Move(parse_card("5S"), "lay", (), 0, "lay")
    watch = EngineWatch(monkeypatch)
    review = RoundReview([(small, lay)], 0, mode="thread", budget=0.02)
    submitted = []
    monkeypatch.setattr(review, "_submit", lambda *args: submitted.append(args))
    review.start()
    assert submitted and submitted[0][0] == 0  # a choice: reviewed
    watch.assert_no_full_list()
    assert watch.longest_stream <= 2
    review.cancel()


def test_a_sides_review_looks_at_each_decision_from_the_seat_that_made_it(monkeypatch):
    """The match's comments review the player's side: with four players the partner's
    decisions too, each estimated from the view of the seat that made it (its own hand,
    never the deal), none of the other side's."""
    import diloti_qt.ai as ai
    from diloti_qt.ai.review import Whose, review_decisions

    match = Match(Rules.make("partnership-4p"), 11)
    rng = random.Random(11)
    s = match.state
    while not s.round_over:
        s.apply(rng.choice(sorted(legal_moves(s), key=repr)))
    decisions = match.round_decisions()[:24]
    asked: list = []
    make = ai.make_player

    class Spy:
        def __init__(self, level, **options):
            self.player = make(level, **options)

        def evaluate(self, view, *args, **kwargs):
            asked.append(view)
            return self.player.evaluate(view, *args, **kwargs)
    monkeypatch.setattr(ai, "make_player", Spy)
    items = review_decisions(decisions, 0, budget=0.01, level="hard", top=52, min_loss=0.0,
                             keep_all=True, whose=Whose.SIDE)
    assert {view.seat for view in asked} == {0, 2}  # the player and the partner
    for view in asked:  # the seat's own view: its hand (the others' hidden)
        state = decisions[len(view.history)][0]
        assert type(view) is PlayerView and view.seat == view.to_move == state.to_move
        assert sorted(view.hand) == sorted(state.hands[view.seat])
    assert {it.seat for it in items} == {0, 2}
    assert all(it.state.to_move == it.seat for it in items)
    mine = review_decisions(decisions, 0, budget=0.01, level="hard", top=52, min_loss=0.0,
                            keep_all=True)
    assert {it.seat for it in mine} == {0}  # the round review: the seat's own
