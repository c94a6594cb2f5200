"""What the controller publishes instead of being reached into: one Pace, the typed undo
record, the round number, a match in progress, loading a position, the public end of a
round (R35 leftovers); a failing computer player is logged and said, and the game goes on;
the log file and --verbose."""

from __future__ import annotations

import ast
import logging
import os
import subprocess
import sys

import pytest

from diloti_qt import logs
from diloti_qt.controller.game import GameController
from diloti_qt.controller.port import MoveEvent
from diloti_qt.controller.history_words import sentence
from diloti_qt.controller.pace import Durations, Pace
from diloti_qt.controller.undo import SavePoint, UndoStep
from diloti_qt.engine import Move, Rules, legal_moves, parse_card, parse_position
from diloti_qt.storage import paths

from ..conftest import ROOT


@pytest.fixture
def controller():
    c = GameController()
    c.pace = "instant"
    yield c
    c.shutdown()


def wait_human(qtbot, c) -> None:
    qtbot.waitUntil(lambda: c.is_human_turn() or c.state.round_over, timeout=5000)


def test_one_pace_holds_every_duration():
    assert {p.value for p in Pace} == {"normal", "fast", "instant"}
    assert Pace.of("bogus") is Pace.NORMAL and Pace.of(Pace.FAST) is Pace.FAST
    assert Pace.INSTANT.ms == Durations(0, 0, 0, 0, 0, 0, 0)
    for a, b in ((Pace.NORMAL, Pace.FAST), (Pace.FAST, Pace.INSTANT)):
        assert all(x > y for x, y in zip(vars(a.ms).values(), vars(b.ms).values(),
                                         strict=True))
    c = GameController()
    c.pace = "fast"
    assert c.pace is Pace.FAST and c.pace == "fast"  # still compares as its name
    c.shutdown()


def test_undo_steps_are_typed_and_undo_goes_back_through_them(qtbot, controller):
    c = controller
    c.new_match(Rules.make("pagat-2p"), seed=4)
    wait_human(qtbot, c)
    before = c.state.clone()
    assert c.undo_steps == () and c.round_number == 1 and not c.match_in_progress()
    c.play(legal_moves(c.state)[0])
    wait_human(qtbot, c)
    (step,) = c.undo_steps
    assert isinstance(step, UndoStep) and isinstance(step.point, SavePoint)
    assert step.point.state == before and step.point.rounds == 0 and not step.point.recorded
    assert c.match_in_progress()
    c.undo()
    assert c.state == before and c.undo_steps == ()


def test_loading_a_position_is_public(qtbot, controller):
    c = controller
    c.new_match(seed=2)
    wait_human(qtbot, c)
    started = []
    c.new_match_started.connect(lambda: started.append(True))
    pos = parse_position({"format": "diloti-position/1", "rules": "pagat-2p", "dealer": 1,
                          "to_move": 0, "hands": [["5H"], ["KC"]], "table": ["5S"]})
    old = c.match.rounds[:]
    c.load_state(pos, levels={}, fresh=True, rounds=old)
    assert started and c.history == [] and c.undo_steps == ()
    assert c.round_number == len(old) + 1 and c.opening_table() == ((parse_card("5S"),), ())


def test_the_last_move_tells_the_leftovers_and_writes_them(qtbot, controller):
    c = controller
    c.new_match(seed=2)
    wait_human(qtbot, c)
    c.load_state(parse_position({
        "format": "diloti-position/1", "rules": "pagat-2p", "dealer": 1, "to_move": 0,
        "hands": [["9C"], ["4H"]], "table": ["5S", "2H", "9D"], "stock": []}))
    events: list[MoveEvent] = []
    c.move_applied.connect(events.append)
    c.play(next(m for m in legal_moves(c.state) if m.cards == (parse_card("9D"),)))
    qtbot.waitUntil(lambda: c.state.round_over, timeout=5000)
    last = events[-1]
    assert last.round_over and last.leftovers_to == 0
    assert set(last.leftovers) == {parse_card(x) for x in ("5S", "2H", "4H")}
    assert c.history[-1] == last.entries[-1]
    assert sentence(c.history[-1], c.human, c.seat_subject) == (
        "You took the cards left on the table: 2♥ 4♥ 5♠ (R35)")
    assert not events[0].leftovers and events[0].taken == (parse_card("9D"),)


def failing(level, view, seed, budget):
    raise RuntimeError("the search fell over")


def illegal(level, view, seed, budget):
    return Move(parse_card("KS"), "lay")


@pytest.mark.parametrize("job", [failing, illegal], ids=["raises", "illegal move"])
def test_a_failing_computer_player_is_logged_and_said_and_the_game_goes_on(
        qtbot, controller, caplog, job):
    c = controller
    c.ai_job = job
    said = []
    c.message.connect(said.append)
    with caplog.at_level(logging.ERROR, logger="diloti_qt"):
        c.new_match(Rules.make("pagat-2p"), seed=7, levels={0: "easy", 1: "easy"})
        qtbot.waitUntil(lambda: len(c.state.history) >= 4, timeout=10000)
    records = [r for r in caplog.records if r.name == "diloti_qt.controller.game"]
    assert records and "easy plays for it" in records[0].getMessage()
    if job is failing:
        assert records[0].exc_info and "the search fell over" in caplog.text
        assert "Traceback" in caplog.text
    else:
        assert "illegal move" in records[0].getMessage()
    assert said and "failed; an easy player made this move" in said[0]


def test_the_status_line_says_when_a_computer_player_failed(qtbot):
    from ..ui.test_app_driver import make_window, show, start

    window = make_window(qtbot)
    show(qtbot, window)
    window.local_match.controller.ai_job = failing
    start(window, seed=7, levels={0: "easy", 1: "easy"})
    qtbot.waitUntil(lambda: "failed" in window.status_label.text(), timeout=10000)
    assert "an easy player made this move for" in window.status_label.text()
    qtbot.waitUntil(lambda: len(window.local_match.controller.state.history) >= 2, timeout=10000)


def test_storage_never_imports_the_controller():
    for path in (ROOT / "diloti_qt" / "storage").glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                assert "controller" not in (node.module or ""), path.name
            elif isinstance(node, ast.Import):
                assert not any("controller" in a.name for a in node.names), path.name


def test_the_log_is_a_rotating_file_in_the_log_folder(tmp_path):
    try:
        where = logs.setup()
        assert where == paths.log_dir() / logs.LOG_NAME
        logging.getLogger("diloti_qt.test").info("a line for the log")
        logging.getLogger("diloti_qt.test").debug("not without --verbose")
        for handler in logging.getLogger("diloti_qt").handlers:
            handler.flush()
        text = where.read_text(encoding="utf-8")
        assert "INFO diloti_qt.test: a line for the log" in text
        assert "not without --verbose" not in text
        handler = next(h for h in logging.getLogger("diloti_qt").handlers
                       if isinstance(h, logs.RotatingFile))
        assert handler.maxBytes == logs.MAX_BYTES and handler.backupCount == logs.BACKUPS
    finally:
        logs.close()
    assert not logging.getLogger("diloti_qt").handlers


def test_the_log_file_rotates_and_keeps_its_backups(tmp_path):
    handler = logs.RotatingFile(tmp_path / "x.log", 200, 2)
    handler.setFormatter(logging.Formatter("%(message)s"))
    try:
        for n in range(30):
            handler.emit(logging.makeLogRecord({"msg": f"line {n:02d} " + "." * 40}))
    finally:
        handler.close()
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["x.log", "x.log.1", "x.log.2"], files
    assert all((tmp_path / f).stat().st_size <= 200 for f in files)
    assert "line 29" in (tmp_path / "x.log").read_text()
    assert "line 00" not in "".join((tmp_path / f).read_text() for f in files)


def test_verbose_logs_on_standard_error(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DILOTI_QT_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "main.py", "--first-paint-exit", "--verbose"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "INFO diloti_qt.app: diloti-qt" in done.stderr and "starts" in done.stderr
    assert (tmp_path / "log" / logs.LOG_NAME).exists()


def test_a_new_match_has_a_short_deal_number_that_deals_it_again(qtbot):
    """A deal number is read out to a friend: six digits at most (Game ▸ Play deal…)."""
    from diloti_qt.controller.game import GameController
    from diloti_qt.engine import Rules
    from diloti_qt.engine.deals import NEW_DEALS, round_deal

    c = GameController(ai_mode="thread")
    numbers = set()
    for _ in range(20):
        c.new_match(Rules.make("pagat-2p"), levels={1: "easy"})
        assert 1 <= c.deal_number < NEW_DEALS <= 10**6
        numbers.add(c.deal_number)
        again = round_deal(Rules.make("pagat-2p"), c.deal_number, 1)  # Play deal's deal
        view = c.view()
        assert list(view.hand) == again.hands[0] and sorted(view.loose) == sorted(again.loose)
    assert len(numbers) > 15
    c.shutdown()
