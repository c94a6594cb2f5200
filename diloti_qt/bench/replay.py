"""`python -m diloti_qt.bench replay [--jumps N]`: opening a 10-round match record in the
replay viewer and jumping to any move, in GUI-thread milliseconds (target: under 50 ms).

Figures: reading and checking the record (every move replayed by the engine), building
and showing the viewer, and each jump (the presenter's stage, the table's layout and the
paint that follows, measured to the end of the processed events)."""

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


def analysis_frames(app, viewer, seconds: float, mode: str) -> list[float]:
    """The gaps between ticks of a 16 ms timer (a frame each) while the Expert's comments
    are computed in the background."""
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer

    if seconds <= 0:
        return []
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


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m diloti_qt.bench replay")
    parser.add_argument("--jumps", type=int, default=60)
    parser.add_argument("--analysis-s", type=float, default=4.0,
                        help="seconds of frames measured while the Expert comments")
    parser.add_argument("--mode", choices=("thread", "process"), default="process")
    opts = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from diloti_qt.engine.record import load_record
    from diloti_qt.ui.replay.viewer import ReplayViewer

    app = QApplication.instance() or QApplication([])
    data = ten_round_record()
    t0 = time.perf_counter()
    record = load_record(data)
    t1 = time.perf_counter()
    viewer = ReplayViewer(record)
    viewer.resize(1280, 800)
    viewer.show()
    app.processEvents()
    t2 = time.perf_counter()
    rng = random.Random(1)
    jumps = []
    for _ in range(opts.jumps):
        r = rng.randrange(len(record.rounds))
        m = rng.randrange(len(record.rounds[r].moves) + 1)
        start = time.perf_counter()
        viewer.go(r, m)
        app.processEvents()
        jumps.append((time.perf_counter() - start) * 1000)
    frames = analysis_frames(app, viewer, opts.analysis_s, opts.mode)
    viewer.close()
    print(f"record: {len(record.rounds)} rounds, "
          f"{sum(len(r.moves) for r in record.rounds)} moves, {len(data) // 1000} kB")
    print(f"read and check the record: {(t1 - t0) * 1000:.1f} ms")
    print(f"build and show the viewer: {(t2 - t1) * 1000:.1f} ms")
    print(f"jump to a move ({len(jumps)} random): median {statistics.median(jumps):.1f} ms, "
          f"max {max(jumps):.1f} ms (target < 50 ms)")
    print("open + first jump, GUI thread: "
          f"{(t2 - t0) * 1000 + jumps[0]:.1f} ms")
    if frames:
        over = sum(1 for f in frames if f > 50)
        print(f"frames while the Expert comments ({opts.mode}, {opts.analysis_s:.0f} s, "
              f"a 16 ms timer): {len(frames)}, median {statistics.median(frames):.1f} ms, "
              f"max {max(frames):.1f} ms, over 50 ms: {over}")
    return 0
