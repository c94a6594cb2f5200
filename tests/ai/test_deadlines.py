"""Issue 28 item 14: a budget is what a move takes on the clock, from the moment the player
is asked to the moment it answers, helpers and start-up included (ai/budget.py).

No test here reads the wall clock: the players are given a `FakeClock`, and a slow stage (a
position whose moves take long to generate or estimate, a solver on a busy machine, a
helper that does not answer) moves that clock on. Each test checks the bound the code
states: the answer comes by the budget plus budget.SLACK_S.
"""

from __future__ import annotations

import concurrent.futures as cf
import random

import pytest

from diloti_qt.ai import expert, hard, medium, parallel
from diloti_qt.ai.budget import RESERVE_S, SLACK_S, Deadline
from diloti_qt.ai.expert import HAND_OVER_S, ExpertPlayer
from diloti_qt.ai.hard import HardPlayer, known_world
from diloti_qt.ai.medium import MediumPlayer
from diloti_qt.ai.solver import POLL_NODES, Solver
from diloti_qt.engine import PlayerView, legal_moves, parse_position

from .helpers import FakeClock, random_positions
from .test_freak_tables import TABLES, doc
from .test_solver import endgame


def slow_moves(monkeypatch, module, clock: FakeClock, seconds: float) -> list[int]:
    """The moves of the position take `seconds` to generate (a freak table, a busy core)."""
    real = module.view_moves
    calls: list[int] = []

    def view_moves(view):
        calls.append(1)
        clock.advance(seconds)
        return real(view)

    monkeypatch.setattr(module, "view_moves", view_moves)
    return calls


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_the_clock_starts_when_the_move_is_asked(level, monkeypatch):
    """Generating the moves counts against the move's budget: before, the deadline started
    after them, so a position whose moves took 0.2 s of a 0.1 s budget thought on for the
    whole 0.1 s after that."""
    clock = FakeClock(step=0.001)
    calls = slow_moves(monkeypatch, hard, clock, 0.2)  # in SearchPlayer.choose: both levels
    player = (HardPlayer(time_cap=0.1, clock=clock) if level == "hard"
              else ExpertPlayer(time_cap=0.1, processes=False, clock=clock))
    state = random_positions("pagat-2p", 405, 1)[0]
    move = player.choose(PlayerView.of(state, state.to_move), random.Random(1), 30.0)
    assert move in legal_moves(state) and calls == [1]
    assert player.clock_cut
    assert clock.now - 0.2 <= SLACK_S  # it stopped at once: already out of time


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_an_uncut_move_says_so_and_answers_as_without_a_clock(level):
    """With time to spare the clock changes nothing: the same move as a player without a
    clock, and `clock_cut` is false (what the arena counts)."""
    clock = FakeClock(step=0.0)  # the clock never moves: the work count ends the search
    state = random_positions("pagat-2p", 407, 1)[0]
    view = PlayerView.of(state, state.to_move)
    cls = HardPlayer if level == "hard" else ExpertPlayer
    extra = {} if level == "hard" else {"processes": False}
    timed = cls(time_cap=1.0, clock=clock, **extra)
    untimed = cls(time_cap=None, **extra)
    assert timed.choose(view, random.Random(2), 0.02) == untimed.choose(
        view, random.Random(2), 0.02)
    assert not timed.clock_cut and not untimed.clock_cut


def test_medium_holds_its_budget_on_a_slow_table(monkeypatch):
    """Medium estimates every move it looks at; on a freak table (78 moves in its sample)
    where each estimate takes 2 ms, a 20 ms budget took 156 ms before. Now it answers with
    the best of the moves it had time to estimate."""
    clock = FakeClock()
    real = medium.table_after

    def slow_table_after(*a):
        clock.advance(0.002)
        return real(*a)

    monkeypatch.setattr(medium, "table_after", slow_table_after)
    state = parse_position(doc(*TABLES["14 small loose cards"]))
    player = MediumPlayer(time_cap=0.02, clock=clock)
    move = player.choose(PlayerView.of(state, 0), random.Random(0))
    assert move in set(legal_moves(state))
    assert player.clock_cut and clock.now <= 0.02 + SLACK_S


def test_medium_stops_its_exact_solve_at_the_deadline(monkeypatch):
    """Medium solves a two-player last deal exactly (up to 5,000 solver nodes); before, that
    solve never looked at the clock (here 352 nodes: 0.1 s on a busy core)."""
    clock = FakeClock()
    real = Solver._moves

    def slow_moves_of_node(self, *a):
        clock.advance(0.00015)  # a busy core: the reference machine's 40 µs a node, x 4
        return real(self, *a)

    monkeypatch.setattr(Solver, "_moves", slow_moves_of_node)
    state = endgame("pagat-2p", 7, 8)
    view = PlayerView.of(state, state.to_move)
    assert known_world(view) is not None and len(legal_moves(state)) > 1
    player = MediumPlayer(time_cap=0.01, clock=clock)
    move = player.choose(view, random.Random(0))
    assert move in legal_moves(state)
    assert player.clock_cut and clock.now <= 0.01 + SLACK_S


def test_the_solver_looks_at_the_clock_every_poll_nodes():
    """Between two looks at the clock the solver searches at most POLL_NODES nodes (about
    2.5 ms on the reference machine; before: 256 nodes, 10 ms)."""
    state = endgame("pagat-2p", 1, 10)
    polls: list[int] = []
    solver = Solver(state, should_stop=lambda: polls.append(solver.nodes) or False)
    solver.best_move(state)
    assert solver.nodes > 4 * POLL_NODES and POLL_NODES <= 64
    assert polls[0] <= POLL_NODES
    assert all(b - a <= POLL_NODES for a, b in zip(polls, polls[1:], strict=False))


def test_expert_stages_share_one_deadline(monkeypatch):
    """When the exact solve of the last deal does not fit, the sampling that follows gets
    what is left of the move's time, not a fresh budget; every stage ends HAND_OVER_S before
    the move's deadline."""
    clock = FakeClock()
    state = endgame("pagat-2p", 1, 8)
    view = PlayerView.of(state, state.to_move)
    assert known_world(view) is not None and len(legal_moves(state)) > 1
    ends = {"solve": [], "sample": []}

    def slow_solve(view, moves, node_limit, best_only, deadline, child_cost=0.0):
        ends["solve"].append(deadline.end)
        clock.advance(0.15)
        return None  # did not fit

    def sample(view, seed, budget, deadline, cands, config, strained=False):
        ends["sample"].append(deadline.end)
        clock.now = max(clock.now, deadline.end)  # uses all of its time
        return [(m, 0.0, 1, (0.0,)) for m in cands], True

    monkeypatch.setattr(expert, "_solve_part", slow_solve)
    monkeypatch.setattr(expert, "_half", sample)
    player = ExpertPlayer(time_cap=0.5, processes=False, clock=clock)
    move = player.choose(view, random.Random(3), 30.0)
    assert move in legal_moves(state)
    last = 0.5 - RESERVE_S - HAND_OVER_S
    assert len(ends["solve"]) == 2 and all(e <= last + 1e-9 for e in ends["solve"])
    assert len(ends["sample"]) == 2 and ends["sample"][0] >= 0.3  # after both solves
    assert all(e <= last + 1e-9 for e in ends["sample"])
    assert clock.now <= 0.5 and player.clock_cut


def test_expert_without_processes_holds_its_cap(monkeypatch):
    """Without helper processes (as in the server's robot workers) Expert's two halves run
    one after the other and share the move's time: before, each got the whole cap, so a
    0.9 s cap took 1.7 s."""
    monkeypatch.setenv("DILOTI_AI_PROCESSES", "0")
    clock = FakeClock()
    state = random_positions("pagat-2p", 406, 1)[0]
    view = PlayerView.of(state, state.to_move)

    def sample(view, seed, budget, deadline, cands, config, strained=False):
        clock.now = max(clock.now, deadline.end)  # a search stops by its deadline at the latest
        return [(m, 0.0, 1, (0.0,)) for m in cands], True

    monkeypatch.setattr(expert, "_half", sample)
    player = ExpertPlayer(time_cap=0.4, clock=clock)
    move = player.choose(view, random.Random(3), 30.0)
    assert move in legal_moves(state)
    assert clock.now <= 0.4 - HAND_OVER_S


def test_run_all_shares_one_deadline_between_tasks_in_sequence():
    clock = FakeClock()
    got: list[tuple[float, float]] = []

    def task(name, deadline):
        got.append((clock.now, deadline.end))
        clock.now = deadline.end  # uses all of its share
        return name

    deadline = Deadline(0.3, clock)
    assert parallel.run_all(task, [("a", None), ("b", None), ("c", None)], False,
                            deadline=deadline, at=1) == ["a", "b", "c"]
    assert got[0] == (0.0, pytest.approx(0.1))
    assert all(end <= 0.3 + 1e-9 for _, end in got) and clock.now <= 0.3 + 1e-9
    assert parallel.run_all(lambda name, d: (name, d), [("d", None)], False) == [("d", None)]


def test_a_helper_counts_its_late_start_against_the_deadline():
    """A task that reaches its worker late (start-up, a busy machine) gets what is left of
    the call's time, not all of it."""
    import time

    got: list[Deadline] = []
    sent = time.monotonic() - 0.2  # handed over 0.2 s ago
    parallel._within(lambda name, d: got.append(d), sent, 1, 0.3, ("a", None))
    parallel._within(lambda name, d: got.append(d), sent, 1, 0.1, ("b", None))
    assert got[0].left() <= 0.1 + 1e-3
    assert got[1].left() == 0.0  # late already: it answers at once


def test_a_capped_call_does_not_wait_for_starting_helpers(monkeypatch):
    """Until the helper processes have answered once, a call with a deadline runs its tasks
    here, in sequence and within the deadline, instead of waiting for the helpers'
    start-up."""
    class Starting:
        def submit(self, *a):
            raise AssertionError("a capped call waited for starting helpers")

    warmed: list[bool] = []
    monkeypatch.setattr(parallel, "_get_pool", lambda: Starting())
    monkeypatch.setattr(parallel, "_ready", False)
    monkeypatch.setattr(parallel, "warm_up_async", lambda: warmed.append(True))
    clock = FakeClock()

    def task(n, deadline):
        clock.now = deadline.end
        return n

    assert parallel.run_all(task, [(1, None), (2, None)], deadline=Deadline(0.2, clock),
                            at=1) == [1, 2]
    assert warmed and clock.now <= 0.2 + 1e-9


class SilentPool:
    """Helpers that take the tasks and, but for the first `answering`, never answer (a
    stuck or starved worker); handing task i over takes `lates[i]` seconds of `clock`."""

    def __init__(self, clock: FakeClock, answering: int, lates: tuple[float, ...]) -> None:
        self.clock, self.answering, self.lates = clock, answering, lates
        self.futures: list[cf.Future] = []

    def submit(self, fn, *args):
        self.clock.advance(self.lates[len(self.futures)])
        future: cf.Future = cf.Future()
        if len(self.futures) < self.answering:
            future.set_result(fn(*args))
        self.futures.append(future)
        return future


@pytest.mark.timeout(20)  # before: the call waited for the helpers for ever
def test_a_capped_call_waits_for_its_helpers_until_the_deadline_only(monkeypatch):
    clock = FakeClock()
    pool = SilentPool(clock, 1, (0.0, 0.2))
    monkeypatch.setattr(parallel, "_get_pool", lambda: pool)
    monkeypatch.setattr(parallel, "_ready", True)
    out = parallel.run_all(lambda n, d: n * 10, [(1, None), (2, None)],
                           deadline=Deadline(0.2, clock), at=1)
    assert out == [10, None]
    assert pool.futures[1].cancelled()  # never started: it is not left waiting in the queue


@pytest.mark.timeout(20)  # before: Expert waited for its helpers for ever
def test_expert_answers_without_a_helper_that_misses_the_deadline(monkeypatch):
    """A helper whose answer is not back by the move's deadline is not waited for: Expert
    chooses from the other half (and says that the clock cut the move)."""
    clock = FakeClock()
    pool = SilentPool(clock, 1, (0.0, 0.3))
    monkeypatch.setattr(parallel, "_get_pool", lambda: pool)
    monkeypatch.setattr(parallel, "_ready", True)
    state = random_positions("pagat-2p", 412, 1)[0]
    player = ExpertPlayer(time_cap=0.3, clock=clock)
    move = player.choose(PlayerView.of(state, state.to_move), random.Random(1), 0.01)
    assert move in legal_moves(state)
    assert player.clock_cut and len(pool.futures) == 2
    assert clock.now <= 0.3 + SLACK_S


@pytest.mark.timeout(20)
def test_expert_answers_when_no_helper_is_back_by_the_deadline(monkeypatch):
    """No half back: Expert answers with Medium's best candidate, by its deadline."""
    clock = FakeClock()
    pool = SilentPool(clock, 0, (0.0, 0.3))
    monkeypatch.setattr(parallel, "_get_pool", lambda: pool)
    monkeypatch.setattr(parallel, "_ready", True)
    state = random_positions("pagat-2p", 411, 1)[0]
    view = PlayerView.of(state, state.to_move)
    player = ExpertPlayer(time_cap=0.3, clock=clock)
    move = player.choose(view, random.Random(1), 0.01)
    assert move in legal_moves(state) and player.clock_cut
    assert move == medium.best_of(medium.score_moves(view))


def test_stop_cuts_a_move_short(monkeypatch):
    """A stop request from another thread is a deadline too (no wall clock: the request
    is already there when the search looks)."""
    clock = FakeClock(step=0.001)
    player = HardPlayer(time_cap=None, clock=clock)
    state = random_positions("pagat-2p", 404, 1)[0]
    real = hard.view_moves
    monkeypatch.setattr(hard, "view_moves", lambda view: (player.stop(), real(view))[1])
    move = player.choose(PlayerView.of(state, state.to_move), random.Random(1), 30.0)
    assert move in legal_moves(state) and player.clock_cut
    assert clock.now < 0.1  # 30 s of work, stopped after a few looks at the clock


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_the_garbage_collector_waits_until_the_move_has_answered(level, monkeypatch):
    """A full collection walks every object of the process (the search's caches hold tens
    of thousands) and took 15-80 ms of CPU in the middle of a move, where no look at the
    clock can stop it: it is held off while a level thinks and runs after the answer."""
    import gc

    seen: list[bool] = []
    if level == "medium":
        real = medium.view_moves
        monkeypatch.setattr(medium, "view_moves", lambda v: (seen.append(gc.isenabled()),
                                                             real(v))[1])
        player = MediumPlayer()
    else:
        real = hard.sample_search
        monkeypatch.setattr(hard if level == "hard" else expert, "sample_search",
                            lambda *a: (seen.append(gc.isenabled()), real(*a))[1])
        player = HardPlayer() if level == "hard" else ExpertPlayer(processes=False)
    assert gc.isenabled()
    state = random_positions("pagat-2p", 411, 1)[0]
    player.choose(PlayerView.of(state, state.to_move), random.Random(0), 0.01)
    assert seen and not any(seen)
    assert gc.isenabled()


def test_the_garbage_collector_resumes_after_the_last_move_thinking():
    """Moves thinking in two threads at once: collection resumes when both have answered,
    and stays off if the program had turned it off."""
    import gc

    from diloti_qt.ai.budget import gc_held

    first, second = gc_held(), gc_held()
    first.__enter__()
    second.__enter__()
    first.__exit__(None, None, None)
    assert not gc.isenabled()
    second.__exit__(None, None, None)
    assert gc.isenabled()
    gc.disable()
    try:
        with gc_held():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_a_move_asked_before_its_player_was_made_counts_that_time():
    """A job that imports the level and makes its player first (the game's and the
    server's workers: 0.2 s for Expert in a fresh process) gives the player the moment the
    move was asked: that start-up counts against the first move, not the later ones."""
    clock = FakeClock(step=0.001)
    asked = clock()
    clock.advance(0.2)  # importing the level's modules
    player = HardPlayer(time_cap=0.1, clock=clock, asked=asked)
    state = random_positions("pagat-2p", 405, 1)[0]
    made = clock.now
    move = player.choose(PlayerView.of(state, state.to_move), random.Random(1), 30.0)
    assert move in legal_moves(state) and player.clock_cut
    assert clock.now - made <= SLACK_S
    later = player.deadline()
    assert later.end == pytest.approx(clock.now - clock.step + 0.1)


@pytest.mark.parametrize("job", ["controller", "server"])
def test_the_workers_jobs_start_the_clock_before_making_the_player(job, monkeypatch):
    import time

    import diloti_qt.ai as ai
    from diloti_qt.controller import ai_runner
    from diloti_qt.net import robots

    made: list[tuple[float, float | None]] = []
    real = ai.make_player

    def spy(level, *a, asked=None, **k):
        made.append((time.perf_counter(), asked))
        return real(level, *a, asked=asked, **k)

    monkeypatch.setattr(ai, "make_player", spy)
    state = random_positions("pagat-2p", 405, 1)[0]
    before = time.perf_counter()
    run = ai_runner.choose_move if job == "controller" else robots.choose
    assert run("easy", PlayerView.of(state, state.to_move), 1, None) in legal_moves(state)
    (at, asked), = made
    assert asked is not None and before <= asked <= at


def test_the_search_caches_leave_the_garbage_collectors_sight_at_its_first_look():
    """The caches of the search and of the engine's move generator hold hundreds of
    thousands of entries after a while; a collection walks every entry it still tracks.
    Nested keys and lists stayed tracked (a full collection took 35-60 ms of CPU after one
    match of Hard against Hard at 100 ms, in the middle of a move); flat tuples of ints are
    dropped from its sight at its first look (12-14 ms)."""
    import gc

    from diloti_qt.ai import evaluate, policy
    from diloti_qt.engine import movegen

    for cache in (evaluate._BEST, evaluate._UNION, policy._THREAT, movegen._sums_cache):
        cache.clear()
    state = random_positions("partnership-4p", 410, 1)[0]
    HardPlayer(time_cap=None).choose(PlayerView.of(state, state.to_move), random.Random(0),
                                     0.05)
    assert evaluate._BEST and policy._THREAT and movegen._sums_cache
    gc.collect()
    for cache in (evaluate._BEST, evaluate._UNION, policy._THREAT):
        assert not any(gc.is_tracked(key) or gc.is_tracked(value)
                       for key, value in cache.items())
    for sums in movegen._sums_cache.values():
        assert not gc.is_tracked(sums.by_sum) and not gc.is_tracked(sums._parts)
