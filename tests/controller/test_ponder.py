"""Thinking during the person's turn (issue 40): the computer's reply to the person's likely
move is worked out while they think, and taken at once when they play it."""

from __future__ import annotations

import random

from diloti_qt.controller.game import GameController
from diloti_qt.controller.ai_runner import choose_move
from diloti_qt.controller.ponder import NOT_YET, next_seed
from diloti_qt.engine import Rules


def _counting(controller) -> list[tuple]:
    """Every job the controller submits: (its function, its level)."""
    asked: list[tuple] = []
    real = controller.runner.submit

    def submit(job, args, done):
        asked.append((job, args[0]))
        return real(job, args, done)

    controller.runner.submit = submit
    return asked


def _match(qtbot, level="hard", seed=31) -> GameController:
    c = GameController()
    c.pace = "instant"
    c.ai_budget = 0.02
    c.new_match(Rules.make("pagat-2p"), level=level, seed=seed)
    qtbot.waitUntil(c.is_human_turn, timeout=20000)
    return c


def _pondered(qtbot, c: GameController):
    qtbot.waitUntil(lambda: c.ponder.reply is not None
                    and c.ponder.reply.answer is not NOT_YET, timeout=20000)
    return c.ponder.reply


def test_the_guessed_move_is_answered_by_the_reply_thought_out_meanwhile(qtbot):
    c = _match(qtbot)
    reply = _pondered(qtbot, c)
    asked = _counting(c)
    seat = 1 - c.human
    asked_by_then: list[int] = []

    def computers_move(event) -> bool:
        asked_by_then.append(len(asked))
        return event.outcome.seat == seat

    with qtbot.waitSignal(c.move_applied, timeout=20000,
                          check_params_cb=computers_move) as applied:
        assert c.play(reply.guess)
    assert applied.args[0].outcome.move == reply.answer
    assert asked_by_then[-1] == 0  # the computer's turn asked the worker nothing
    c.shutdown()


def test_another_move_is_answered_by_a_job_of_its_own(qtbot):
    c = _match(qtbot)
    reply = _pondered(qtbot, c)
    other = next(m for m in c.legal_moves() if m != reply.guess)
    asked = _counting(c)
    seat = 1 - c.human
    with qtbot.waitSignal(c.move_applied, timeout=20000,
                          check_params_cb=lambda e: e.outcome.seat == seat):
        assert c.play(other)
    assert asked[0] == (choose_move, "hard")  # asked anew for the move really played
    c.shutdown()


def test_the_fast_levels_and_stand_in_players_do_not_ponder(qtbot):
    c = _match(qtbot, level="medium")
    assert c.ponder.guesses == 0 and c.ponder.reply is None
    c.shutdown()
    c = GameController()
    c.pace = "instant"
    c.ai_job = lambda level, view, seed, budget: view.legal_moves()[0]
    c.new_match(Rules.make("pagat-2p"), level="expert", seed=31)
    qtbot.waitUntil(c.is_human_turn, timeout=20000)
    assert c.ponder.guesses == 0
    c.shutdown()


def test_the_reply_is_asked_with_the_seed_the_turn_will_draw():
    rng = random.Random(5)
    peeked = next_seed(rng)
    assert rng.randrange(2**31) == peeked  # peeking drew nothing
