"""`python -m diloti_qt.bench replay [--jumps N] [--opens N]`: opening a 10-round match
record in the replay viewer and jumping to any move, in GUI-thread milliseconds (target:
under 50 ms).

As in the app, the game's main window is up first, then Game ▸ Matches… (behind which the
window's viewer is built, once, in an idle moment), and the match opens over them.
Figures: that preparation; reading and checking the record (every move replayed by the
engine, on the loader's thread); putting the match on the viewer; its first paint; their
sum (the first open, and the opens after it); the same for a viewer not prepared (another
window, the match put on it at once); a `.diloti` file dropped on a window whose viewer
was never prepared (the Matches list never shown: the viewer is built while the file is
read and kept), from the drop to the viewer's first paint, with the viewer's code loaded
by the first window and, in a process of its own, not loaded yet (--drop-only: that
figure alone); and each jump (the presenter's stage, the table's layout and the paint
that follows, measured to the end of the processed events). With --profile, the GUI
thread's part of the opens and jumps under cProfile."""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time


def ten_round_record(skip: int = 0, played_at: str | None = None):
    """A finished match of at least 10 rounds (random legal moves, to 101), as a file's
    bytes would be read; `skip`: that many such matches passed over (another match)."""
    from diloti_qt.engine import Match, Rules, legal_moves
    from diloti_qt.engine.record import Player, dump_record, record_of_match

    rules = Rules.make("pagat-2p", {"V-TARGET": 101})
    for seed in range(1, 200):
        match = Match(rules, seed)
        rng = random.Random(seed)
        while not match.over:
            s = match.state
            if s.round_over:
                match.next_round()
                continue
            s.apply(rng.choice(sorted(legal_moves(s), key=repr)))
        match.finish_round()
        if 10 <= len(match.rounds) <= 11:
            if skip:
                skip -= 1
                continue
            players = [Player("You", None), Player("Computer", "expert")]
            return dump_record(record_of_match(match, players, played_at, seed)).encode()
    raise RuntimeError("no seed gave a 10-round match")


def analysis_frames(app, viewer, seconds: float, mode: str | None,
                    budget: float | None = None) -> tuple[list[float], list[float]]:
    """The gaps between ticks of a 16 ms timer (a frame each), on the wall clock and in the
    GUI thread's own CPU, while the Expert's comments are computed in the background
    (`mode`; `budget`: seconds per decision, and the frames measured until the comments
    have come and been shown, at most `seconds`), or with nothing computed (None: the peer,
    what the machine itself adds). A frame's CPU is the GUI thread's own work in it: what
    the analysis costs the window, whatever the machine's other programs do."""
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer

    if seconds <= 0:
        return [], []
    loop = QEventLoop()
    if mode is not None:
        viewer.analysis_mode = mode
        if budget is not None:
            viewer.analysis_budget = budget
        viewer.start_comments()
        if budget is not None:  # to the end: once they are shown (the chart a turn later)
            viewer.analysis.finished.connect(lambda _doc: QTimer.singleShot(100, loop.quit))
    clock = QElapsedTimer()
    clock.start()
    gaps: list[float] = []
    cpu_gaps: list[float] = []
    last = [clock.nsecsElapsed(), time.thread_time()]

    def tick() -> None:
        now, cpu = clock.nsecsElapsed(), time.thread_time()
        gaps.append((now - last[0]) / 1e6)
        cpu_gaps.append((cpu - last[1]) * 1000)
        last[:] = [now, cpu]
        viewer.table.viewport().update()

    timer = QTimer()
    timer.setInterval(16)
    timer.timeout.connect(tick)
    timer.start()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    timer.stop()
    viewer.cancel_comments()
    return gaps[1:], cpu_gaps[1:]


def idle(app, seconds: float) -> tuple[float, float]:
    """Run the event loop for `seconds`; the GUI thread's CPU milliseconds meanwhile, and
    the most of it between two ticks of a 16 ms timer (a frame's)."""
    from PySide6.QtCore import QEventLoop, QTimer

    start = last = time.thread_time()
    most = [0.0]

    def tick() -> None:
        nonlocal last
        now = time.thread_time()
        most[0] = max(most[0], (now - last) * 1000)
        last = now

    timer = QTimer()
    timer.setInterval(16)
    timer.timeout.connect(tick)
    timer.start()
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    timer.stop()
    tick()
    return (time.thread_time() - start) * 1000, most[0]


def open_in_window(app, window, data: bytes) -> tuple[object, dict[str, float]]:
    """Open the record `data` as the app does from the Matches list: read and check it on
    the loader's thread (ui/replay/loading.py) while the GUI thread waits in its event
    loop, then put it on the window's viewer (ui/replay/hooks.py open_replay) and show it
    (at once, or once the cards it shows first are drawn on a worker thread: 'paint' then
    includes that wait); each part timed to the end of the events that paint it, on the
    wall clock and in the GUI thread's own CPU."""
    from PySide6.QtCore import QEventLoop

    from diloti_qt.engine.record import load_record
    from diloti_qt.ui.replay.hooks import open_replay, record_loader

    marks = [(time.perf_counter(), time.thread_time())]
    got: list = []
    wait = QEventLoop()

    def done(record, error) -> None:
        got.append(record if error is None else error)
        wait.quit()
    record_loader(window).load(lambda: load_record(data), done)
    if not got:
        wait.exec()
    if isinstance(got[0], Exception):
        raise RuntimeError(f"the record was refused: {got[0]}")
    marks.append((time.perf_counter(), time.thread_time()))
    viewer = open_replay(window, got[0])
    marks.append((time.perf_counter(), time.thread_time()))
    deadline = time.monotonic() + 10
    while not viewer.isVisible() and time.monotonic() < deadline:  # its cards drawn ahead
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    app.processEvents()
    marks.append((time.perf_counter(), time.thread_time()))
    times = {}
    for key, (a, b) in (("read", (0, 1)), ("build", (1, 2)), ("paint", (2, 3)),
                        ("open", (0, 3))):
        times[key] = (marks[b][0] - marks[a][0]) * 1000
        times[key + " cpu"] = (marks[b][1] - marks[a][1]) * 1000
    return viewer, times


def drop_in_window(app, window, path) -> dict[str, float]:
    """A `.diloti` file dropped on `window` (ui/replay/hooks.py open_record_file), to the end
    of the viewer's first paint: the GUI thread's CPU in all ('drop cpu'), in its longest
    turn of the event loop ('turn cpu'), on the wall clock ('drop'); then the most CPU in
    one 16 ms frame over the next 0.6 s ('after frame cpu': the Matches list coming behind
    the viewer)."""
    from PySide6.QtCore import QEventLoop

    turns = []
    start, wall = time.thread_time(), time.perf_counter()
    window.open_record_file(path)
    turns.append(time.thread_time() - start)
    deadline = time.monotonic() + 30
    while (window.replay_viewer is None or not window.replay_viewer.isVisible()) \
            and time.monotonic() < deadline:
        cpu = time.thread_time()
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
        turns.append(time.thread_time() - cpu)
    if window.replay_viewer is None or not window.replay_viewer.isVisible():
        raise RuntimeError("the dropped file was not shown")
    cpu = time.thread_time()
    app.processEvents()  # its first paint
    turns.append(time.thread_time() - cpu)
    times = {"drop cpu": (time.thread_time() - start) * 1000,
             "drop": (time.perf_counter() - wall) * 1000, "turn cpu": max(turns) * 1000}
    times["after frame cpu"] = idle(app, 0.6)[1]
    return times


def _drop_line(times: dict[str, float], what: str) -> str:
    return (f"  a file dropped on a window whose viewer was never prepared, {what}: "
            f"{times['drop']:.1f} ms, cpu {times['drop cpu']:.1f} ms (its longest turn "
            f"{times['turn cpu']:.1f} ms; then the Matches list behind it: at most "
            f"{times['after frame cpu']:.1f} ms of cpu in a frame)")


def _drop_only() -> int:
    """A file dropped on the first window of a process (the viewer's code not loaded)."""
    from pathlib import Path

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    path = Path(os.environ["DILOTI_QT_HOME"]) / "dropped.diloti"
    path.write_bytes(ten_round_record(0, "2026-12-02T10:00:00+00:00"))
    window = _window(app)
    idle(app, 0.5)  # what the window does after its first paint
    print(_drop_line(drop_in_window(app, window, path), "its code not loaded (a process "
                     "of its own)"))
    window.close()
    return 0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m diloti_qt.bench replay")
    parser.add_argument("--jumps", type=int, default=60)
    parser.add_argument("--opens", type=int, default=5,
                        help="viewers opened one after the other (the first loads its code)")
    parser.add_argument("--analysis-s", type=float, default=4.0,
                        help="seconds of frames measured while the Expert comments")
    parser.add_argument("--mode", choices=("thread", "process"), default="process")
    parser.add_argument("--budget", type=float, default=None,
                        help="the Expert's seconds per decision: the frames are measured to "
                             "the end of the comments (at most 10 times --analysis-s); by "
                             "default the app's, for --analysis-s")
    parser.add_argument("--profile", action="store_true",
                        help="print cProfile's figures of the GUI thread's opens and jumps")
    parser.add_argument("--drop-only", action="store_true",
                        help="only a file dropped on a new process's window (its code not "
                             "loaded)")
    parser.add_argument("--bare", type=int, default=5,
                        help="viewers never prepared opened (each on a window of its own), "
                             "and files dropped")
    parser.add_argument("--no-cold", action="store_true",
                        help="without the process of its own for the dropped file")
    opts = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import tempfile

    with tempfile.TemporaryDirectory(prefix="diloti-bench-replay-") as home:
        os.environ["DILOTI_QT_HOME"] = home  # the Matches list reads this home's records
        if opts.drop_only:
            return _drop_only()
        status = _run(opts)
    if not opts.no_cold:
        _drop_in_a_process()
    return status


def _drop_in_a_process() -> None:
    """--drop-only in a process of its own, its code compiled beforehand as an installed
    program's is (into a cache of its own: PYTHONDONTWRITEBYTECODE would have it compile
    every module it loads, which an installed program does not)."""
    import subprocess
    import tempfile
    from pathlib import Path

    package = Path(__file__).resolve().parents[1]
    with tempfile.TemporaryDirectory(prefix="diloti-bench-pyc-") as cache:
        env = dict(os.environ, PYTHONPYCACHEPREFIX=cache)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(package)], env=env,
                       check=True, stdout=subprocess.DEVNULL)
        subprocess.run([sys.executable, "-m", "diloti_qt.bench", "replay", "--drop-only"],
                       env=env, check=True)


def _window(app):
    """The game's window with a match on it, shown."""
    from diloti_qt.app import create_window

    window = create_window(None, "thread")
    window.set_pace("instant", save=False)
    window.resize(1280, 800)
    window.local_match.start_match(1)
    window.show()
    for _ in range(5):
        app.processEvents()
    return window


def _run(opts) -> int:
    import cProfile
    import pstats

    from PySide6.QtWidgets import QApplication

    from diloti_qt.engine.record import load_record
    from diloti_qt.storage.records import RecordStore
    from diloti_qt.ui.replay.hooks import show_matches
    from diloti_qt.ui.table.cards import CardRenderer

    app = QApplication.instance() or QApplication([])
    # two kept matches: the newer is the one the Matches list selects
    older = ten_round_record(1, "2026-12-01T10:00:00+00:00")
    data = ten_round_record(0, "2026-12-02T10:00:00+00:00")
    store = RecordStore()
    for kept in (older, data):
        store.save(load_record(kept), 0)
    profile = cProfile.Profile() if opts.profile else None
    # the game's window first, as in the app, then its Matches list, behind which the
    # window's viewer is built (the viewer's code loads then) and the selected match is put
    # on it unseen; the matches open over them
    window = _window(app)
    show_matches(window)
    prepare_cpu, prepare_frame = idle(app, 0.8)
    opens = []
    viewer = None
    for i in range(max(2, opts.opens + 1)):
        if viewer is not None:
            viewer.close()
            app.processEvents()
        if profile is not None:
            profile.enable()
        viewer, times = open_in_window(app, window, older if i % 2 else data)
        if profile is not None:
            profile.disable()
        opens.append(times)
    record = viewer.record
    rng = random.Random(1)
    jumps, jump_cpu = [], []
    for _ in range(opts.jumps):
        r = rng.randrange(len(record.rounds))
        m = rng.randrange(len(record.rounds[r].moves) + 1)
        if profile is not None:
            profile.enable()
        start, cpu = time.perf_counter(), time.thread_time()
        viewer.go(r, m)
        app.processEvents()
        jumps.append((time.perf_counter() - start) * 1000)
        jump_cpu.append((time.thread_time() - cpu) * 1000)
        if profile is not None:
            profile.disable()
    idle_gaps = analysis_frames(app, viewer, opts.analysis_s, None)
    started = time.perf_counter()
    frames = analysis_frames(app, viewer, opts.analysis_s * (10 if opts.budget else 1),
                             opts.mode, opts.budget)
    analysis_s = time.perf_counter() - started
    commented = viewer.comments is not None
    viewer.close()
    window.dialogs.get("matches").close()
    window.close()
    # a viewer not prepared (other windows, each settled first: what a window does after
    # its first paint is not the viewer's; its cards not drawn yet at their size)
    unprepared = []
    for _ in range(opts.bare):
        bare = _window(app)
        idle(app, 0.5)
        CardRenderer.clear()
        bare_viewer, times = open_in_window(app, bare, data)
        unprepared.append(times)
        bare_viewer.close()
        bare.close()
    # a file dropped on a window whose viewer was never prepared (its cards not drawn yet;
    # another match each time: each is kept)
    from pathlib import Path

    drops = []
    for k in range(opts.bare):
        dropped = Path(os.environ["DILOTI_QT_HOME"]) / f"dropped {k}.diloti"
        dropped.write_bytes(ten_round_record(0, f"2026-12-{10 + k}T10:00:00+00:00"))
        fresh = _window(app)
        idle(app, 0.5)
        CardRenderer.clear()
        drops.append(drop_in_window(app, fresh, dropped))
        fresh.close()
    print(f"record: {len(record.rounds)} rounds, "
          f"{sum(len(r.moves) for r in record.rounds)} moves, {len(data) // 1000} kB")
    first, other, later = opens[0], opens[1], opens[2:] or opens[1:]
    print("open the match (read and check the record on the loader's thread, then put it on "
          "the viewer and its first paint on the GUI thread); the target (< 50 ms) is the GUI "
          "thread's time, 'cpu' its own CPU time (what a busy machine's other programs do "
          "not add); 'read cpu' is what the GUI thread spent while the record was read:")
    print(f"  behind the Matches list (once per window, in idle moments, each under a frame): "
          f"the viewer built and the selected match put on it unseen: cpu {prepare_cpu:.1f} ms, "
          f"at most {prepare_frame:.1f} ms in a frame")
    print(f"  first open, the match the list selected: {first['open']:.1f} ms, cpu "
          f"{first['open cpu']:.1f} ms (read {first['read cpu']:.1f}, build "
          f"{first['build cpu']:.1f}, paint {first['paint cpu']:.1f} ms of cpu; its first "
          f"time on the screen)")
    print(f"  first open of another match: {other['open']:.1f} ms, cpu {other['open cpu']:.1f} "
          f"ms (build {other['build cpu']:.1f}, paint {other['paint cpu']:.1f} ms of cpu; its "
          f"cards drawn at their size)")
    def middle(key: str, runs: list[dict]) -> str:
        values = sorted(t[key] for t in runs)
        return f"{statistics.median(values):.1f} ({values[0]:.1f}-{values[-1]:.1f})"
    print(f"  a viewer not prepared (another window, {len(unprepared)} times: median (least-"
          f"most)), its first open: {middle('open', unprepared)} ms, cpu "
          f"{middle('open cpu', unprepared)} ms (build {middle('build cpu', unprepared)}, "
          f"paint {middle('paint cpu', unprepared)} ms of cpu; the viewer's code was loaded "
          f"by the first)")
    print(f"  a file dropped on a window whose viewer was never prepared, the viewer's code "
          f"loaded by the first window ({len(drops)} times: median (least-most)): "
          f"{middle('drop', drops)} ms, cpu {middle('drop cpu', drops)} ms (its longest turn "
          f"{middle('turn cpu', drops)} ms; then the Matches list behind it: at most "
          f"{middle('after frame cpu', drops)} ms of cpu in a frame)")
    for key in ("open", "read", "build", "paint"):
        values = [t[key] for t in later]
        cpu = [t[key + " cpu"] for t in later]
        print(f"  {key} ({len(values)} more opens, one match then the other): median {statistics.median(values):.1f} ms, "
              f"max {max(values):.1f} ms; cpu median {statistics.median(cpu):.1f} ms, max "
              f"{max(cpu):.1f} ms")
    print(f"jump to a move ({len(jumps)} random): median {statistics.median(jumps):.1f} ms, "
          f"max {max(jumps):.1f} ms (target < 50 ms); cpu median "
          f"{statistics.median(jump_cpu):.1f} ms, max {max(jump_cpu):.1f} ms")
    whole = (f"to the end of the comments ({analysis_s:.1f} s, budget {opts.budget} s a "
             f"decision{', shown' if commented else ', NOT finished'})" if opts.budget
             else f"{analysis_s:.1f} s")
    for what, (gaps, cpu) in (("with nothing computed (the peer)", idle_gaps),
                              (f"while the Expert comments ({opts.mode}), {whole}", frames)):
        if gaps:
            print(f"frames {what}, a 16 ms timer: {len(gaps)}, median "
                  f"{statistics.median(gaps):.1f} ms, max {max(gaps):.1f} ms, over 50 ms: "
                  f"{sum(1 for f in gaps if f > 50)}; the GUI thread's own CPU per frame: "
                  f"median {statistics.median(cpu):.1f} ms, max {max(cpu):.1f} ms, over 50 "
                  f"ms: {sum(1 for f in cpu if f > 50)}")
    if profile is not None:
        print("the GUI thread's opens and jumps under cProfile (by own time):")
        pstats.Stats(profile, stream=sys.stdout).sort_stats("tottime").print_stats(25)
    return 0
