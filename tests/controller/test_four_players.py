"""Four at the table through the controller: whole matches between computer seats (R40–R43),
the seats' places and names (R41, V-DIRECTION), and a partner's pile (R42)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer

from diloti_qt.controller.game import GameController
from diloti_qt.controller.history_words import sentence
from diloti_qt.engine import Move, Rules, legal_moves, parse_card, parse_position
from diloti_qt.engine.scoring import side_points


@pytest.fixture
def controller():
    c = GameController()
    c.pace = "instant"
    yield c
    c.shutdown()


def play_match(qtbot, c: GameController, rules: Rules, levels: dict[int, str], seed: int):
    """A whole match between computer seats; returns every move event, round by round."""
    rounds: list[list] = [[]]
    finished: list[int] = []
    ends: list = []

    def on_move(event) -> None:
        rounds[-1].append(event)

    def on_round(record) -> None:
        ends.append((record, c.state.clone()))
        if not c.match.over:
            rounds.append([])
            QTimer.singleShot(0, c.next_round)

    c.move_applied.connect(on_move)
    c.round_finished.connect(on_round)
    c.match_finished.connect(finished.append)
    c.new_match(rules, seed=seed, levels=levels)
    qtbot.waitUntil(lambda: bool(finished), timeout=120000)
    c.move_applied.disconnect(on_move)
    c.round_finished.disconnect(on_round)
    return rounds, ends, finished[0]


@pytest.mark.parametrize("profile, levels, seed", [
    ("partnership-4p", {0: "easy", 1: "random", 2: "easy", 3: "random"}, 11),
    ("taverna-4p", {0: "random", 1: "easy", 2: "medium", 3: "easy"}, 12),
])
def test_a_whole_four_player_match_between_computer_seats(qtbot, controller, profile,
                                                          levels, seed):
    c = controller
    rules = Rules.make(profile)
    rounds, ends, winner = play_match(qtbot, c, rules, levels, seed)
    match = c.match
    assert match.over and winner == match.winner
    assert len(match.rounds) == len(rounds) == len(ends) >= 1
    first_dealer = match.rounds[0].dealer
    totals = [0, 0]
    for k, (events, record, (end_state, _)) in enumerate(
            zip(rounds, match.rounds, [(e[1], None) for e in ends], strict=True)):
        # R41: the deal passes on; play starts on the dealer's right and goes round in seat
        # order, 12 cards each in 2 deals
        assert record.dealer == (first_dealer + k) % 4
        assert len(events) == 48
        assert [e.seat for e in events] == [(record.dealer + 1 + i) % 4 for i in range(48)]
        assert sum(e.dealt for e in events) == 1 and events[-1].round_over
        # R40, R43: captures, cards and xeris counted per team
        breakdown = side_points(end_state.rules, end_state.captured, end_state.xeris)
        assert record.breakdown == breakdown
        for side in (0, 1):
            seats = [s for s in range(4) if rules.side_of(s) == side]
            assert breakdown[side].cards == sum(len(end_state.captured[s]) for s in seats)
            assert breakdown[side].xeris == sum(end_state.xeris[s] for s in seats)
            assert breakdown[side].xeri_points == 10 * breakdown[side].xeris
        assert breakdown[0].cards + breakdown[1].cards == 52
        assert record.points == [side.total for side in breakdown]
        totals = [t + p for t, p in zip(totals, record.points, strict=True)]
        assert record.scores_after == totals
    # the team scores are the sums of the round points, and the winner reached the target
    assert match.scores == totals
    assert totals[winner] >= rules.target and totals[winner] > totals[1 - winner]


def test_every_seat_plays_at_its_own_level(qtbot, controller, monkeypatch):
    c = controller
    asked: list[tuple[int, str]] = []
    job = c.ai_job

    def recording(level, view, seed, budget):
        asked.append((view.seat, level))
        return job(level, view, seed, budget)

    c.ai_job = recording
    levels = {1: "random", 2: "medium", 3: "easy"}
    c.new_match(Rules.make("partnership-4p"), seed=5, levels=levels)
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=10000)
    assert not c.is_partner(1) and c.is_partner(2) and not c.is_partner(3)
    while len({seat for seat, _ in asked}) < 3:
        assert c.play(legal_moves(c.state)[0])
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.round_over, timeout=10000)
    assert all(levels[seat] == level for seat, level in asked)


def test_seats_sit_counter_clockwise_from_your_right(controller):
    c = controller
    c.new_match(Rules.make("partnership-4p"), seed=3, levels={1: "easy", 2: "easy", 3: "easy"})
    c.shutdown()
    # R41: the player after you sits on your right, your partner opposite
    assert [c.seat_place(s) for s in range(4)] == ["bottom", "right", "top", "left"]
    assert [c.seat_name(s) for s in range(4)] == ["You", "Right", "Partner", "Left"]


def test_clockwise_mirrors_the_seats_but_not_the_turn_order(qtbot, controller):
    c = controller
    rules = Rules.make("partnership-4p", {"V-DIRECTION": "clockwise"})
    c.new_match(rules, seed=3, levels={0: "random", 1: "random", 2: "random", 3: "random"})
    assert [c.seat_place(s) for s in range(4)] == ["bottom", "left", "top", "right"]
    assert [c.seat_name(s) for s in range(4)] == ["You", "Left", "Partner", "Right"]
    events = []
    c.move_applied.connect(events.append)
    qtbot.waitUntil(lambda: len(events) >= 8, timeout=10000)
    c.shutdown()
    dealer = c.match.rounds[0].dealer if c.match.rounds else c.state.dealer
    assert [e.seat for e in events[:8]] == [(dealer + 1 + i) % 4 for i in range(8)]


def partner_simple(to_move: int = 0) -> dict:
    """Your partner (seat 2) owns a simple 5 (2♣+3♦); you hold 3♥ and 8♠: a raise to 8."""
    return {
        "format": "diloti-position/1", "rules": "partnership-4p", "dealer": 3,
        "to_move": to_move,
        "hands": [["3H", "8S", "KD"], ["9D", "QC", "4S"], ["5S", "JH", "2H"],
                  ["6D", "7C", "QH"]],
        "table": ["9C", {"value": 5, "owner": 2, "kind": "simple", "cards": ["2C", "3D"]}],
        "stock": [],
    }


def test_you_may_raise_your_partners_pile_and_it_becomes_yours(qtbot, controller):
    c = controller
    c.load_state(parse_position(partner_simple()), levels={1: "easy", 2: "easy", 3: "easy"})
    c.shutdown()  # the computer seats wait: only the human's move matters here
    assert c.is_human_turn()
    assert c.obligation() == ""  # R42: the partner's duty is not yours
    raise_ = Move(parse_card("3H"), "declare", tuple(sorted(
        (parse_card("2C"), parse_card("3D")))), 8, "raise")
    assert raise_ in c.legal_moves()
    assert c.describe(raise_) == "Raise the 5 to 8 with 3♥ (you keep 8♠)"
    assert c.play(raise_)
    (decl,) = c.state.decls
    assert decl.owner == 0 and decl.value == 8 and not decl.family
    assert "You declared 8." in c.obligation()
    assert sentence(c.history[-1], c.human, c.seat_subject) == "You raised the 5 to 8 with 3♥"


def test_partners_raise_each_other_and_may_take_each_others_piles(qtbot, controller):
    c = controller
    pos = partner_simple(to_move=2)
    pos["table"][1]["owner"] = 0  # your pile now; your partner raises it
    pos["hands"][0] = ["8S", "KD", "9H"]
    pos["hands"][2] = ["5S", "2H", "7D"]  # takes it with 5♠, or raises it to 7 keeping 7♦
    c.load_state(parse_position(pos), levels={1: "easy", 2: "easy", 3: "easy"})
    c.shutdown()
    kinds = {m.kind for m in legal_moves(c.state) if set(m.cards) >= {
        parse_card("2C"), parse_card("3D")}}
    assert "capture" in kinds and "raise" in kinds  # R42: like any other player
    raise_ = next(m for m in legal_moves(c.state) if m.kind == "raise")
    c.match.state.apply(raise_)
    assert c.state.decls[0].owner == 2 and c.state.decls[0].value == 7
