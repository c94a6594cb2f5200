"""Start-up side by side with PySide6's own floor and the desktop's card game: ours (from a
fresh home, and again with a match to resume), the floors and GNOME Aisleriot (where it is
installed) launched in turn under one X display, timed from launch to a mapped and painted
window by the same outside observer (xwatch.py), with their memory at that moment; for ours
also the time until the dealt cards can be played (the game's own clock: app.PLAYABLE_ENV).
The target: ours at most TARGET x the PySide6 floor, fresh and resumed.

    python -m diloti_qt.bench gui [--runs 5] [--display :N] [--bundle DIST] [--also MAIN.PY]
                                  [--no-stalls]

Without --display an Xvfb of its own is started (and stopped) on a free display number.
Beside them, the floors (floor.py) show how much of a start is PySide6's: its smallest window,
the same naming Qt's enums as every real window does, and the game's window frame, empty.
"""

from __future__ import annotations

import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from .xwatch import Screen, Watch, process_tree, rss_kib

ROOT = Path(__file__).resolve().parent.parent.parent
AISLERIOT = "/usr/games/sol"
PEER = "Aisleriot"
POLL_S = 0.004
LAUNCH_TIMEOUT_S = 30
XVFB_SCREEN = "1600x1000x24"
# The floors (floor.py): windows with nothing of the game in them, launched the same way
FLOORS = (("PySide6 floor", "bare"), ("+ Qt's enums", "enums"), ("empty game frame", "frame"))
FLOOR = FLOORS[0][0]
TARGET = 2.0  # ours against the PySide6 floor, painted
SAVE_TIMEOUT_S = 20


@dataclass(frozen=True)
class Launch:
    """One launch measured: until its window was mapped and painted, its memory then."""
    mapped_ms: float
    painted_ms: float
    rss_kib: int  # the process tree's resident memory once the window is painted
    playable_ms: float | None = None  # until the dealt cards can be played (ours only)
    table_ms: float | None = None  # until the table showed the match, after the frame (ours)


@dataclass(frozen=True)
class Program:
    """A program the start-up bench launches, and how (fresh home or a match to resume)."""
    name: str
    command: tuple[str, ...]
    resume: bool = False  # started in a home that holds a match in progress
    reports: bool = False  # the game itself: it writes when its cards can be played


def fresh_home_env(home: Path, display: str, pycache: Path) -> dict[str, str]:
    """The same environment for every program: a new, empty home and its XDG folders.

    Python may keep the bytecode it compiles, as it does for anyone who runs `python
    main.py` twice (here in `pycache`, shared by the runs, not in the source tree), even
    where the calling environment says PYTHONDONTWRITEBYTECODE."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("XDG_", "DILOTI_", "QT_QPA_PLATFORM", "PYTHONDONTWRITEBYTECODE",
                                "PYTHONPYCACHEPREFIX"))}
    env["PYTHONPYCACHEPREFIX"] = str(pycache)
    env.update(HOME=str(home), DISPLAY=display, XDG_CONFIG_HOME=str(home / ".config"),
               XDG_DATA_HOME=str(home / ".local" / "share"),
               XDG_CACHE_HOME=str(home / ".cache"), XDG_STATE_HOME=str(home / ".local" / "state"),
               DILOTI_QT_HOME=str(home / "diloti-qt"))
    env.pop("WAYLAND_DISPLAY", None)
    return env


def leave_a_match(program: Program, home: Path, env: dict[str, str], screen: Screen) -> None:
    """A match in progress in `home`: the game started there once until its autosave is
    written (a dealt round, the computer's first move perhaps), then stopped."""
    process = subprocess.Popen(program.command, env=env, cwd=ROOT, start_new_session=True,
                               stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    watch = Watch(screen)
    try:
        deadline = time.perf_counter() + SAVE_TIMEOUT_S
        while not list(home.rglob("autosave.json")):
            if process.poll() is not None or time.perf_counter() > deadline:
                raise RuntimeError(f"{program.name} left no match to resume in {home}")
            time.sleep(0.05)
    finally:
        stop(process)
        wait_for_no_window(screen, watch)


def launch(program: Program, screen: Screen, display: str, pycache: Path) -> Launch:
    """Start `program` from a fresh home (or one with a match to resume), wait for its
    painted window (and, for ours, for its playable cards), stop it."""
    home = Path(tempfile.mkdtemp(prefix="diloti-bench-home-"))
    process = None
    watch = None
    try:
        env = fresh_home_env(home, display, pycache)
        command = program.command
        if program.resume:
            leave_a_match(program, home, env, screen)
        report = home / "playable.json"
        if program.reports:  # launched as from the desktop: nothing on its command line
            from diloti_qt.app import PLAYABLE_ENV

            env = {**env, PLAYABLE_ENV: str(report)}
        watch = Watch(screen)
        errors = home / "stderr.txt"  # what the program said, for a launch that fails
        start = time.perf_counter()
        with errors.open("wb") as sink:
            process = subprocess.Popen(command, env=env, cwd=ROOT, start_new_session=True,
                                       stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                       stderr=sink)
        watch.follow(process.pid)
        mapped = None
        deadline = start + LAUNCH_TIMEOUT_S
        while time.perf_counter() < deadline:
            if process.poll() is not None:
                said = errors.read_text(encoding="utf-8", errors="replace").strip()
                raise RuntimeError(f"{program.name} exited ({process.returncode}) before "
                                   "showing a window" + (f":\n{said[-2000:]}" if said else ""))
            window = watch.window()
            if window is not None:
                now = time.perf_counter()
                mapped = mapped if mapped is not None else now
                if watch.painted(window):
                    memory = rss_kib(process_tree(process.pid))
                    table, cards = reported(report, process, deadline) if program.reports \
                        else (None, None)
                    return Launch(round((mapped - start) * 1000, 1),
                                  round((now - start) * 1000, 1), memory, cards, table)
            time.sleep(POLL_S)
        raise RuntimeError(f"{program.name} showed no painted window in {LAUNCH_TIMEOUT_S} s")
    finally:
        if process is not None:
            stop(process)
        if watch is not None:
            wait_for_no_window(screen, watch)
        shutil.rmtree(home, ignore_errors=True)


def reported(report: Path, process: subprocess.Popen,
             deadline: float) -> tuple[float, float]:
    """The game's own figures from launch (app.PLAYABLE_ENV): to the table showing the
    match (after the window's frame), and to cards that can be played."""
    import json

    while time.perf_counter() < deadline:
        if report.exists():
            try:
                doc = json.loads(report.read_text(encoding="utf-8"))
                return float(doc["table_ms"]), float(doc["playable_ms"])
            except (ValueError, KeyError, TypeError):
                pass  # written but not yet complete
        if process.poll() is not None:
            break
        time.sleep(POLL_S)
    raise RuntimeError("the game did not say when its cards could be played")


def stop(process: subprocess.Popen) -> None:
    """End the launched program and everything it started (its own session's group)."""
    for sig, wait in ((signal.SIGTERM, 5), (signal.SIGKILL, 5)):
        try:
            os.killpg(process.pid, sig)
        except ProcessLookupError:
            break
        try:
            process.wait(wait)
            break
        except subprocess.TimeoutExpired:
            continue


def wait_for_no_window(screen: Screen, watch: Watch, seconds: float = 3) -> None:
    """The next launch must see the screen as it was: wait for the window to go."""
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline and watch.window(anyone=True) is not None:
        time.sleep(0.02)


def free_display() -> int:
    for number in range(180, 260):
        if not (Path(f"/tmp/.X{number}-lock").exists()
                or Path(f"/tmp/.X11-unix/X{number}").exists()):
            return number
    raise RuntimeError("no free X display number in 180-259")


class OwnXvfb:
    """An Xvfb started for the benchmark, stopped when it is done."""

    def __init__(self) -> None:
        self.number = free_display()
        self.display = f":{self.number}"
        self.process = subprocess.Popen(
            ["Xvfb", self.display, "-screen", "0", XVFB_SCREEN, "-br", "-nolisten", "tcp"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.perf_counter() + 10
        while not Path(f"/tmp/.X11-unix/X{self.number}").exists():
            if self.process.poll() is not None or time.perf_counter() > deadline:
                raise RuntimeError(f"Xvfb {self.display} did not start")
            time.sleep(0.05)

    def close(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def programs(bundle: Path | None, floor: bool = True,
             also: tuple[Path, ...] = ()) -> list[Program]:
    """`python main.py`, the PyInstaller bundle if given (its folder, or its dist/), other
    checkouts' main.py (`also`: an older version, to compare), and the floors: windows with
    nothing of the game in them (floor.py)."""
    main = (sys.executable, str(ROOT / "main.py"))
    out = [Program("python main.py", main, reports=True),
           Program("  with a match", main, resume=True, reports=True)]
    for script in also:
        if not script.is_file():
            raise RuntimeError(f"no such script: {script}")
        out.append(Program(f"{script.parent.name}/{script.name}"[-16:],
                           (sys.executable, str(script))))
    if bundle is not None:
        path = bundle
        for candidate in (bundle / "diloti-qt" / "diloti-qt", bundle / "diloti-qt"):
            if candidate.is_file():
                path = candidate
                break
        if not (path.is_file() and os.access(path, os.X_OK)):
            raise RuntimeError(f"no diloti-qt bundle at {bundle} (packaging/build.py builds "
                               "one into dist/)")
        out.append(Program("bundle", (str(path),)))
    if floor:
        script = str(Path(__file__).with_name("floor.py"))
        for name, level in FLOORS:
            out.append(Program(name, (sys.executable, script, level)))
    return out


def compare(ours: list[Program], runs: int, display: str) -> dict[str, list[Launch]]:
    """Each of `ours` and Aisleriot (where installed) launched in turn, `runs` times each
    after one launch of each that is not counted (it fills the disk cache)."""
    peer = [Program(PEER, (AISLERIOT,))] if Path(AISLERIOT).exists() else []
    order = [*ours, *peer]
    screen = Screen(display)
    pycache = Path(tempfile.mkdtemp(prefix="diloti-bench-pycache-"))
    try:
        for program in order:
            launch(program, screen, display, pycache)
        figures: dict[str, list[Launch]] = {p.name: [] for p in order}
        for _ in range(runs):
            for program in order:
                figures[program.name].append(launch(program, screen, display, pycache))
        return figures
    finally:
        screen.close()
        shutil.rmtree(pycache, ignore_errors=True)


def report(figures: dict[str, list[Launch]], display: str) -> list[str]:
    runs = len(next(iter(figures.values())))
    refs = [name for name in (FLOOR, PEER) if name in figures]
    ref_ms = {name: statistics.median(x.painted_ms for x in figures[name]) for name in refs}
    lines = [f"start-up to a mapped, painted window (fresh home unless 'with a match', "
             f"X display {display}, median of {runs}, each program launched in turn; Python "
             f"may keep its bytecode):"]
    if PEER not in figures:
        lines.append(f"  ({PEER} is not installed ({AISLERIOT}): left out)")
    verdicts = []
    for name, launches in figures.items():
        painted = statistics.median(x.painted_ms for x in launches)
        mapped = statistics.median(x.mapped_ms for x in launches)
        memory = statistics.median(x.rss_kib for x in launches) / 1024
        ours = any(x.playable_ms is not None for x in launches)
        against = [ref for ref in refs if ref != name and (ours or ref == FLOOR)]
        ratio = "".join(f"  = {painted / ref_ms[ref]:.2f}x {ref}" for ref in against)
        lines.append(f"  {name:<16} painted {painted:6.0f} ms (mapped {mapped:4.0f} ms; "
                     f"runs {sorted(round(x.painted_ms) for x in launches)}), "
                     f"RSS at paint {memory:5.1f} MiB{ratio}")
        table = [x.table_ms for x in launches if x.table_ms is not None]
        if table:
            lines.append(f"  {'':<16} table shown    {statistics.median(table):6.0f} ms "
                         f"(runs {sorted(round(ms) for ms in table)})")
        playable = [x.playable_ms for x in launches if x.playable_ms is not None]
        if playable:
            lines.append(f"  {'':<16} cards playable {statistics.median(playable):6.0f} ms "
                         f"(runs {sorted(round(ms) for ms in playable)})")
        if ours and FLOOR in ref_ms:
            times = painted / ref_ms[FLOOR]
            paired = paired_ratio(launches, figures[FLOOR])
            lines.append(f"  {'':<16} paired with the {FLOOR} launched in the same round: "
                         f"median {paired:.2f}x")
            verdicts.append(f"{name.strip()} {times:.2f}x "
                            f"{'within' if times <= TARGET else 'OVER'} (paired {paired:.2f}x)")
    if verdicts:
        lines.append(f"target: painted at most {TARGET:g}x the {FLOOR}: " + "; ".join(verdicts))
    return lines


def paired_ratio(ours: list[Launch], floor: list[Launch]) -> float:
    """The median of ours / the floor's painted time, round by round: each pair launched one
    after the other, under the same load (a loaded machine moves both medians apart)."""
    return statistics.median(o.painted_ms / f.painted_ms for o, f in zip(ours, floor))


def run(runs: int, display: str | None, bundle: Path | None, floor: bool = True,
        also: tuple[Path, ...] = ()) -> list[str]:
    """The comparison's lines, on `display` or on an Xvfb of its own."""
    own = None if display else OwnXvfb()
    try:
        shown = display or own.display
        return report(compare(programs(bundle, floor, also), runs, shown), shown)
    finally:
        if own is not None:
            own.close()
