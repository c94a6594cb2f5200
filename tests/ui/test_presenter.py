"""The TablePresenter without a view: the stages of each move, when each is reached (on a
clock the test steps), what the models show meanwhile, and what a seat's table may know."""

from __future__ import annotations

import subprocess
import sys

import pytest

from diloti_qt.controller.game import GameController
from diloti_qt.controller.port import MoveEvent, TableSource
from diloti_qt.controller.pace import Pace
from diloti_qt.engine import PlayerView, Rules, State, legal_moves, parse_position
from diloti_qt.models import HandModel, HistoryModel, LegalMovesModel, Roles, TableModel
from diloti_qt.presenter.presenter import MAX_BACKLOG, Motion, TablePresenter
from diloti_qt.presenter.snapshot import is_hidden
from diloti_qt.presenter.stages import StageKind
from diloti_qt.ui.tutorial.lesson_controller import LessonController

from ..conftest import ROOT
from .table_driver import card, position


class Cancel:
    def __init__(self, entry: list) -> None:
        self.entry = entry

    def cancel(self) -> None:
        self.entry[2] = True


class ManualClock:
    """A clock the test moves on: `tick(ms)` runs every callback that falls due."""

    def __init__(self) -> None:
        self.now = 0
        self.due: list[list] = []  # [at, callback, cancelled]

    def after(self, ms: int, callback):
        entry = [self.now + ms, callback, False]
        self.due.append(entry)

        return Cancel(entry)

    def tick(self, ms: int) -> None:
        end = self.now + ms
        while True:
            ready = sorted((e for e in self.due if not e[2] and e[0] <= end), key=lambda e: e[0])
            if not ready:
                break
            entry = ready[0]
            self.due.remove(entry)
            self.now = entry[0]
            entry[1]()
        self.now = end


@pytest.fixture
def game(qtbot):
    made = []

    def make(pos: dict, pace: str = "normal", levels=None):
        c = GameController()
        c.pace = "instant"  # the computer answers at once: the table keeps the time
        c.new_match(Rules.make("pagat-2p"), seed=3, levels={1: "easy"})
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.round_over, timeout=5000)
        clock = ManualClock()
        presenter = TablePresenter(c, pace, clock)
        c.load_state(parse_position(pos), levels=levels)
        clock.tick(10_000)
        reached = []
        presenter.reached.connect(reached.append)
        made.append(c)
        return c, presenter, clock, reached

    yield make
    for c in made:
        c.shutdown()


def kinds(stages) -> list[str]:
    return [s.kind.value for s in stages]


def test_a_capture_with_a_xeri_is_played_out_in_its_stages(game, qtbot):
    c, p, clock, reached = game(position(["5H", "9C"], ["5S"], opponent=["KC", "QD"]))
    hand, table, history = HandModel(p), TableModel(p), HistoryModel(p)
    c.ai_job = lambda *args: (_ for _ in ()).throw(AssertionError("no computer move yet"))
    c.seats.levels.clear()  # the computer waits: this test looks at the player's move only
    move = next(m for m in legal_moves(c.state) if m.card == card("5H") and m.cards)
    assert c.play(move)
    # nothing has landed yet, but your card has left your hand: the lists say so at once
    assert p.motion is Motion.PLAYING and reached == []
    assert p.current.kind is StageKind.PLAY and p.current.at_start
    assert card("5H") not in hand.cards and history.rowCount() == 1
    assert p.snapshot.to_move == 1  # your turn has passed as you played (issue 38, D10)
    clock.tick(Pace.NORMAL.ms.flight)
    (play,) = reached
    assert play.kind is StageKind.PLAY and play.snapshot.in_play == (card("5H"), (card("5S"),))
    assert [table.index(r).data(Roles.CARDS) for r in range(table.rowCount())] == [
        [card("5S")]]
    clock.tick(Pace.NORMAL.ms.read // 2 + Pace.NORMAL.ms.flight)
    take = reached[-1]
    assert take.kind is StageKind.TAKE and take.xeri and take.pause == Pace.NORMAL.ms.xeri
    assert take.snapshot.to_move == 1
    assert take.snapshot.piles == () and take.snapshot.xeri_cards[0] == (card("5H"),)
    assert table.rowCount() == 0
    assert p.busy()  # the flourish lasts its time
    clock.tick(Pace.NORMAL.ms.xeri)
    assert not p.busy() and p.snapshot.captured[0] == (card("5H"), card("5S"))


def test_thinking_is_shown_only_once_the_table_shows_the_computers_turn(game, qtbot):
    c, p, clock, reached = game(position(["5H", "9C", "KD"], ["5S", "2H"], ["KH", "QD", "3S"]))
    shown = []
    p.thinking_changed.connect(shown.append)
    release: list = []
    c.ai_job = _waiting_job(release)  # the computer answers when the test lets it
    move = next(m for m in legal_moves(c.state) if m.card == card("5H") and m.cards)
    c.play(move)
    qtbot.waitUntil(lambda: c.thinking, timeout=2000)
    assert c.thinking and not p.thinking and shown == []  # the cards still fly
    clock.tick(5000)
    assert p.thinking and shown == [True]
    assert p.snapshot.to_move == 1 and LegalMovesModel(p).rowCount() == 0
    release[0].set()
    qtbot.waitUntil(lambda: not c.thinking, timeout=5000)
    assert shown == [True, False]


def _waiting_job(release: list):
    import threading

    from diloti_qt.controller.ai_runner import choose_move

    gate = threading.Event()
    release.append(gate)

    def job(level, view, seed, budget):
        gate.wait(10)
        return choose_move(level, view, seed, budget)

    return job


def test_at_pace_instant_every_stage_still_happens_in_zero_time(game, qtbot):
    seen = {}
    for pace in ("normal", "instant"):
        c, p, clock, reached = game(position(["5H", "9C"], ["5S", "2H"], ["KC", "QD"]),
                                    pace=pace, levels={})
        move = next(m for m in legal_moves(c.state) if m.card == card("5H") and m.cards)
        c.play(move)
        if pace == "instant":
            assert not p.busy()  # reached before `play` returned
        clock.tick(10_000)
        seen[pace] = kinds(reached)
    assert seen["normal"] == seen["instant"] == ["play", "take"]


def test_finish_reaches_every_stage_at_once_and_in_order(game, qtbot):
    c, p, clock, reached = game(position(["5H", "9C"], ["5S", "2H"], ["KC", "QD"]), levels={})
    move = next(m for m in legal_moves(c.state) if m.card == card("5H") and m.cards)
    c.play(move)
    assert p.busy()
    p.finish()
    assert not p.busy() and kinds(reached) == ["play", "take"]
    assert p.history == tuple(c.history)


def test_the_end_of_a_round_is_a_stage_and_the_score_sheet_waits_for_it(game, qtbot):
    pos = {"format": "diloti-position/1", "rules": "pagat-2p", "dealer": 1, "to_move": 0,
           "hands": [["9C"], ["4H"]], "table": ["5S", "2H", "9D"], "stock": [],
           "captured": [["KS", "KD"], ["QC", "QD"]], "xeris": [0, 0]}
    c, p, clock, reached = game(pos)
    sheet = []
    c.round_finished.connect(lambda record: p.when_idle(lambda: sheet.append(record)))
    c.play(next(m for m in legal_moves(c.state) if m.cards == (card("9D"),)))
    qtbot.waitUntil(lambda: c.state.round_over, timeout=5000)
    assert sheet == []
    clock.tick(60_000)
    assert kinds(reached) == ["play", "take", "play", "end"]
    end = reached[-1]
    assert end.snapshot.round_over and end.snapshot.piles == ()
    assert p.say(end.history[-1]) == "You took the cards left on the table: 2♥ 4♥ 5♠ (R35)"
    assert end.announce == p.say(end.history[-1])
    assert sheet and p.history == tuple(c.history)


def test_the_table_order_belongs_to_the_snapshot_through_moves_and_undo(game, qtbot):
    c, p, clock, reached = game(position(["2D", "9C", "KD"], ["5S", "9H"], ["KH", "QD", "JS"]))
    c.play(next(m for m in legal_moves(c.state) if m.card == card("2D")))
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=5000)
    clock.tick(60_000)
    order = [pile.cards for pile in p.snapshot.piles]
    assert order[:3] == [(card("5S"),), (card("9H"),), (card("2D"),)]  # as laid, not by rank
    c.play(next(m for m in legal_moves(c.state) if m.action == "lay"))
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=5000)
    clock.tick(60_000)
    c.undo()
    clock.tick(60_000)
    assert [pile.cards for pile in p.snapshot.piles] == order
    assert reached[-1].kind is StageKind.SYNC


def test_no_snapshot_names_a_card_the_seat_may_not_see(game, qtbot):
    theirs = ["KH", "QD", "3S"]
    c, p, clock, reached = game(position(["5H", "9C", "KD"], ["5S", "2H"], theirs))
    events: list[MoveEvent] = []
    c.move_applied.connect(events.append)
    c.play(next(m for m in legal_moves(c.state) if m.card == card("5H") and m.cards))
    qtbot.waitUntil(lambda: len(events) == 2, timeout=5000)
    clock.tick(60_000)
    played = events[1].move.card
    for event in events:  # only public facts and the human's own views
        for value in vars(event).values():
            assert not isinstance(value, State)
        assert isinstance(event.before, PlayerView) and event.before.seat == 0
    for stage in [*reached]:
        snap = stage.snapshot
        assert all(is_hidden(key) for key in snap.hands[1])
        for key in snap.hand + tuple(c for pile in snap.piles for c in pile.cards):
            assert not is_hidden(key)
        unplayed = {card(x) for x in theirs} - {played}
        shown = snap.shown_cards() | {c for pile in snap.captured for c in pile}
        assert not shown & unplayed
    play = next(s for s in reached if s.seat == 1)
    assert is_hidden(dict(play.origins)[played])  # it starts where one of the backs was


def test_a_table_far_behind_the_game_catches_up(game, qtbot):
    """The computer plays both seats at once while the table's clock stands still: the
    older stages of a long queue happen in zero time, none is lost."""
    c, p, clock, reached = game(position(["5H", "9C", "KD"], ["5S", "2H"], ["KH", "QD", "3S"]),
                                levels={0: "easy", 1: "easy"})
    longest = []
    p.started.connect(lambda _stage: longest.append(
        sum(1 for s in p.queued() if s.flight or s.pause)))
    qtbot.waitUntil(lambda: c.state.round_over, timeout=10000)
    clock.tick(60_000)
    assert max(longest) <= MAX_BACKLOG
    assert not p.busy() and p.history == tuple(c.history) and p.snapshot.round_over


def test_the_controllers_are_table_sources():
    c = GameController()
    lesson = LessonController()
    try:
        assert isinstance(c, TableSource) and isinstance(lesson, TableSource)
    finally:
        c.shutdown()
        lesson.shutdown()


def test_the_presenter_draws_nothing():
    code = ("import sys, diloti_qt.presenter.presenter, diloti_qt.presenter.texts; "
            "bad = [m for m in sys.modules if m.startswith(('PySide6.QtWidgets', "
            "'PySide6.QtGui'))]; print(bad); sys.exit(1 if bad else 0)")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr


def test_no_file_of_the_table_grows_into_a_god_class():
    for path in (ROOT / "diloti_qt" / "ui" / "table").glob("*.py"):
        assert len(path.read_text(encoding="utf-8").splitlines()) <= 450, path.name


def test_around_the_computers_reply_the_table_says_one_thing(game, qtbot):
    """Issue 27, item 6: while the computer's capture of your declared 7 was on its way the
    table said "Your turn" and kept the banner "You declared 7…", yet Hint and the moves
    waited; then, while its laid card stayed its moment, "Your turn" with Hint greyed and
    "Your turn is coming". Now each follows the stage the table shows."""
    c, p, clock, reached = game(position(
        ["3S", "4H", "7D"], ["KD", {"value": 7, "owner": 0, "kind": "simple",
                                    "cards": ["6S", "AD"]}], ["7C", "9H", "2C"],
        to_move=1), levels={1: "easy"})
    replies = {card("7C"): None, card("9H"): None}

    def job(level, view, seed, budget):  # the computer takes the 7, then lays the 9♥
        return next(m for m in legal_moves(c.state) if m.card in replies
                    and (m.cards or m.card == card("9H")))

    c.ai_job = job
    c.load_state(c.state.clone(), levels={1: "easy"})  # the computer's turn, once more
    reached.clear()
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=5000)
    clock.tick(Pace.NORMAL.ms.flight)
    play = reached[-1]
    assert play.kind is StageKind.PLAY and play.snapshot.in_play[0] == card("7C")
    assert p.texts.banner == ""  # the 7 is being taken: the duty is over
    assert p.snapshot.to_move == 1 and not p.human_turn()  # the capture is not over
    clock.tick(Pace.NORMAL.ms.read + Pace.NORMAL.ms.flight)
    assert reached[-1].kind is StageKind.TAKE and not p.busy() and p.human_turn()
    assert LegalMovesModel(p).rowCount() > 0
    assert c.play(next(m for m in legal_moves(c.state) if m.card == card("3S") and not m.cards))
    clock.tick(Pace.NORMAL.ms.flight)  # your 3♠ lands
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=5000)
    clock.tick(Pace.NORMAL.ms.flight)  # the computer's 9♥ lands
    lay = reached[-1]
    assert lay.kind is StageKind.PLAY and lay.move.card == card("9H") and lay.pause > 0
    assert p.busy()  # it stays its moment on the table…
    # …and the table already says "Your turn": Hint and the moves say the same
    assert p.snapshot.to_move == 0 and p.human_turn() and LegalMovesModel(p).rowCount() > 0


def test_your_xeri_and_a_deal_are_said_as_the_history_writes_them(game, qtbot):
    """A screen reader hears the other seats' moves, and also your own xeri (the table shows
    "Xeri!") and each deal; your other moves are not said back to you."""
    pos = position(["5H", "9C"], ["5S"], opponent=["KC", "QD"],
                   stock=["2C", "3C", "4C", "6C", "7C", "8C", "2D", "3D", "4D", "6D", "7D", "8D"])
    c, p, clock, reached = game(pos, levels={})
    c.play(next(m for m in legal_moves(c.state) if m.card == card("5H") and m.cards))
    clock.tick(60_000)
    play, take = reached
    assert play.announce == "" and take.xeri
    assert take.announce == p.say(take.history[-1]) == "You took 5♠ with 5♥ — xeri!"
    for seat_card in ("KC", "9C", "QD"):  # the other seat's moves are the test's to play
        move = next(m for m in legal_moves(c.state) if m.card == card(seat_card))
        if c.is_human_turn():
            c.play(move)
        else:
            c.play_reply(move, 0)
            qtbot.waitUntil(lambda: c.state.to_move != 1, timeout=5000)
        clock.tick(60_000)
    said = [(s.kind.value, s.announce) for s in reached[2:]]
    assert said == [("play", "Computer laid K♣"), ("play", ""), ("play", "Computer laid Q♦"),
                    ("deal", "Computer dealt the last cards, 6 to each player.")], said
