"""The controller: full matches through it, undo, illegal moves, cancelling the computer."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from diloti_qt.controller.game import GameController
from diloti_qt.engine import Rules, legal_moves
from diloti_qt.engine.cards import parse_card


def make(qtbot, **kw) -> GameController:
    c = GameController()
    c.pace = "instant"
    c.new_match(**kw)
    return c


def wait_human_turn(qtbot, c: GameController) -> None:
    qtbot.waitUntil(lambda: c.is_human_turn() or c.state.round_over, timeout=5000)


def test_full_match_between_two_computer_seats(qtbot):
    c = GameController()
    c.pace = "instant"
    c.round_finished.connect(lambda record: QTimer.singleShot(0, c.next_round))
    winners = []
    c.match_finished.connect(winners.append)
    c.new_match(Rules.make("pagat-2p"), seed=3, levels={0: "easy", 1: "random"})
    qtbot.waitUntil(lambda: bool(winners), timeout=60000)
    assert c.match.over and max(c.match.scores) >= 61
    assert winners == [c.match.winner]
    assert sum(r.points[0] for r in c.match.rounds) == c.match.scores[0]
    assert len(c.history) > 40


def test_human_move_then_computer_reply_and_undo(qtbot):
    c = make(qtbot, rules=Rules.make("pagat-2p"), seed=11)
    wait_human_turn(qtbot, c)
    before = c.state.clone()
    move = legal_moves(c.state)[0]
    with qtbot.waitSignal(c.can_undo_changed):
        assert c.play(move)
    wait_human_turn(qtbot, c)
    assert c.can_undo()
    c.undo()
    assert c.state == before and not c.can_undo()
    assert c.is_human_turn()


def test_illegal_move_changes_nothing(qtbot):
    c = make(qtbot, rules=Rules.make("pagat-2p"), seed=5)
    wait_human_turn(qtbot, c)
    before = c.state.clone()
    bogus = legal_moves(c.state)[0]._replace(cards=(parse_card("KC"),), action="capture")
    with qtbot.waitSignal(c.illegal_move) as blocker:
        assert not c.play(bogus)
    assert blocker.args[0]
    assert c.state == before


def test_drop_filter_lay_on_felt_and_capture_on_a_pile(qtbot):
    c = make(qtbot, rules=Rules.make("pagat-2p"), seed=5)
    wait_human_turn(qtbot, c)
    for move in legal_moves(c.state):
        if move.action == "lay":
            assert move in c.moves_for(move.card, None).moves
        else:
            assert move in c.moves_for(move.card, None, frozenset(move.cards)).moves
            assert all(set(m.cards) == set(move.cards)
                       for m in c.moves_for(move.card, None, frozenset(move.cards)).moves)


def test_undo_cancels_a_thinking_computer(qtbot):
    c = GameController()
    c.pace = "normal"
    c.new_match(Rules.make("pagat-2p"), seed=11)
    wait_human_turn(qtbot, c)
    c.play(legal_moves(c.state)[0])
    c.undo()
    before = c.state.clone()
    qtbot.wait(900)
    assert c.state == before and c.is_human_turn()


def test_load_state_plays_on_from_a_position(qtbot):
    from diloti_qt.engine import parse_position

    c = make(qtbot, rules=Rules.make("pagat-2p"), seed=2)
    state = parse_position({
        "format": "diloti-position/1", "rules": "pagat-2p", "dealer": 1, "to_move": 0,
        "hands": [["8C", "9C"], ["9S", "2S"]],
        "table": [{"value": 8, "owner": 0, "kind": "simple", "cards": ["5S", "3D"]}, "KD"],
    })
    with qtbot.waitSignal(c.obligation_changed) as blocker:
        c.load_state(state)
    assert "8" in blocker.args[0]
    assert c.is_human_turn() and not c.can_undo()
    assert {m.kind for m in c.legal_moves()} == {"capture"}


def test_hint_names_a_legal_move_and_says_why(qtbot):
    c = make(qtbot, rules=Rules.make("pagat-2p"), seed=21)
    wait_human_turn(qtbot, c)
    with qtbot.waitSignal(c.hint_ready, timeout=20000) as blocker:
        c.hint()
    move, why = blocker.args
    assert move in set(legal_moves(c.state))
    assert why and why.endswith((".", "!", ")"))


def test_hint_text_from_explanation_parts():
    from diloti_qt.controller import words

    text = words.hint_text((
        ("capture", {"card": "10♠", "taken": ["10♦"], "points": 2, "cards": 2}),
        ("safe", {}),
    ))
    assert text == "Take 10♦ with 10♠: 2 points. It leaves nothing to sweep."
    text = words.hint_text((
        ("declare", {"card": "3♦", "value": 8, "kind": "declare-simple", "with": ["5♠"],
                     "reserve": 1}),
        ("sweep_risk", {"values": ["9"], "chance": 0.25}),
    ))
    assert text == ("Declare 8 with 3♦ and 5♠. You keep one 8 to take it. "
                    "But it leaves a sweep to 9 (about 25%).")


def test_undo_refuses_to_take_back_a_finished_match(qtbot):
    """The last move's undo step is kept, but the match is over and recorded: nothing is
    taken back, and the table is told that Undo is off."""
    c = make(qtbot, rules=Rules.make("pagat-2p", {"V-TARGET": 1}), seed=6)
    offered: list[bool] = []
    c.can_undo_changed.connect(offered.append)
    while not c.state.round_over:
        wait_human_turn(qtbot, c)
        if not c.state.round_over:
            assert c.play(min(legal_moves(c.state), key=repr))
    assert c.match.over and c.undo_steps
    assert not c.can_undo() and offered[-1] is False
    end, rounds, history = c.state.clone(), list(c.match.rounds), list(c.history)
    c.undo()
    assert c.match.over and c.state == end and c.match.rounds == rounds
    assert c.history == history
