"""`python -m diloti_qt.bench replay [--jumps N] [--opens N]`: opening a 10-round match
record in the replay viewer and jumping to any move, in GUI-thread milliseconds (target:
under 50 ms).

As in the app, the game's main window is up first and the viewer opens over it. Figures:
reading and checking the record (every move replayed by the engine), building the viewer,
its first paint, their sum (the first open, which also loads the viewer's code, and the
opens after it), and each jump (the presenter's stage, the table's layout and the paint
that follows, measured to the end of the processed events)."""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time


def ten_round_record():
    """A finished match of at least 10 rounds (random legal moves, to 101), as a file's
    bytes would be read."""
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
            players = [Player("You", None), Player("Computer", "expert")]
            return dump_record(record_of_match(match, players, None, seed)).encode()
    raise RuntimeError("no seed gave a 10-round match")


def analysis_frames(app, viewer, seconds: float, mode: str | None) -> list[float]:
    """The gaps between ticks of a 16 ms timer (a frame each) while the Expert's comments
    are computed in the background (`mode`), or with nothing computed (None: the peer, what
    the machine itself adds)."""
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer

    if seconds <= 0:
        return []
    if mode is not None:
        viewer.analysis_mode = mode
        viewer.start_comments()
    clock = QElapsedTimer()
    clock.start()
    gaps: list[float] = []
    last = [clock.nsecsElapsed()]

    def tick() -> None:
        now = clock.nsecsElapsed()
        gaps.append((now - last[0]) / 1e6)
        last[0] = now
        viewer.table.viewport().update()

    timer = QTimer()
    timer.setInterval(16)
    timer.timeout.connect(tick)
    timer.start()
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    timer.stop()
    viewer.cancel_comments()
    return gaps[1:]


def open_in_window(app, window, data: bytes) -> tuple[object, dict[str, float]]:
    """Open the record `data` as the app does from the Matches list: read and check it on
    the loader's thread (ui/replay/loading.py) while the GUI thread waits in its event
    loop, then build the viewer over the main window and show it; each part timed to the
    end of the events that paint it, on the wall clock and in the GUI thread's own CPU."""
    from PySide6.QtCore import QEventLoop

    from diloti_qt.engine.record import load_record
    from diloti_qt.ui.replay.hooks import record_loader
    from diloti_qt.ui.replay.viewer import open_viewer

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
    viewer = open_viewer(window, got[0])
    marks.append((time.perf_counter(), time.thread_time()))
    app.processEvents()
    marks.append((time.perf_counter(), time.thread_time()))
    times = {}
    for key, (a, b) in (("read", (0, 1)), ("build", (1, 2)), ("paint", (2, 3)),
                        ("open", (0, 3))):
        times[key] = (marks[b][0] - marks[a][0]) * 1000
        times[key + " cpu"] = (marks[b][1] - marks[a][1]) * 1000
    return viewer, times


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m diloti_qt.bench replay")
    parser.add_argument("--jumps", type=int, default=60)
    parser.add_argument("--opens", type=int, default=5,
                        help="viewers opened one after the other (the first loads its code)")
    parser.add_argument("--analysis-s", type=float, default=4.0,
                        help="seconds of frames measured while the Expert comments")
    parser.add_argument("--mode", choices=("thread", "process"), default="process")
    opts = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from diloti_qt.app import create_window

    app = QApplication.instance() or QApplication([])
    data = ten_round_record()
    # the game's window first, as in the app: the viewer opens over it
    window = create_window(None, "thread")
    window.set_pace("instant", save=False)
    window.resize(1280, 800)
    window.start_match(1)
    window.show()
    for _ in range(5):
        app.processEvents()
    opens = []
    viewer = None
    for _ in range(max(1, opts.opens)):
        if viewer is not None:
            viewer.close()
            app.processEvents()
        viewer, times = open_in_window(app, window, data)
        opens.append(times)
    record = viewer.record
    rng = random.Random(1)
    jumps, jump_cpu = [], []
    for _ in range(opts.jumps):
        r = rng.randrange(len(record.rounds))
        m = rng.randrange(len(record.rounds[r].moves) + 1)
        start, cpu = time.perf_counter(), time.thread_time()
        viewer.go(r, m)
        app.processEvents()
        jumps.append((time.perf_counter() - start) * 1000)
        jump_cpu.append((time.thread_time() - cpu) * 1000)
    idle = analysis_frames(app, viewer, opts.analysis_s, None)
    frames = analysis_frames(app, viewer, opts.analysis_s, opts.mode)
    viewer.close()
    window.close()
    print(f"record: {len(record.rounds)} rounds, "
          f"{sum(len(r.moves) for r in record.rounds)} moves, {len(data) // 1000} kB")
    first, later = opens[0], opens[1:] or opens
    print("open the match (read and check the record on the loader's thread, then build "
          "the viewer and its first paint on the GUI thread); the target (< 50 ms) is the GUI "
          "thread's time, 'cpu' its own CPU time (what a busy machine's other programs do "
          "not add); 'read cpu' is what the GUI thread spent while the record was read:")
    print(f"  first open: {first['open']:.1f} ms, cpu {first['open cpu']:.1f} ms (read "
          f"{first['read cpu']:.1f}, build {first['build cpu']:.1f}, paint "
          f"{first['paint cpu']:.1f} ms of cpu; the viewer's code loads)")
    for key in ("open", "read", "build", "paint"):
        values = [t[key] for t in later]
        cpu = [t[key + " cpu"] for t in later]
        print(f"  {key} ({len(values)} more opens): median {statistics.median(values):.1f} ms, "
              f"max {max(values):.1f} ms; cpu median {statistics.median(cpu):.1f} ms, max "
              f"{max(cpu):.1f} ms")
    print(f"jump to a move ({len(jumps)} random): median {statistics.median(jumps):.1f} ms, "
          f"max {max(jumps):.1f} ms (target < 50 ms); cpu median "
          f"{statistics.median(jump_cpu):.1f} ms, max {max(jump_cpu):.1f} ms")
    for what, gaps in (("with nothing computed (the peer)", idle),
                       (f"while the Expert comments ({opts.mode})", frames)):
        if gaps:
            over = sum(1 for f in gaps if f > 50)
            print(f"frames {what}, {opts.analysis_s:.0f} s of a 16 ms timer: {len(gaps)}, "
                  f"median {statistics.median(gaps):.1f} ms, max {max(gaps):.1f} ms, "
                  f"over 50 ms: {over}")
    return 0
