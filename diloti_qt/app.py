"""Start the game: the QApplication, the translations and the main window with its match
(run_window: the start-up, in order)."""

from __future__ import annotations

import gc
import json
import logging
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from diloti_qt import pyside_reads  # (before PySide, and named through its package: PySide
# reads the source of a module an import statement hands over once PySide is imported)

if TYPE_CHECKING:  # argparse is loaded only for a command line with something on it
    import argparse

IMPORTED = time.perf_counter()
START_ENV = "DILOTI_T0"  # time.time() when a launcher started this process (benchmarks)
# the start-up benchmark: a file to write the time from launch until the dealt cards can be
# played (an environment variable, so that the game is measured launched as from the desktop,
# with nothing on its command line)
PLAYABLE_ENV = "DILOTI_REPORT_PLAYABLE"
AI_MODE = "process"  # measured smoother than "thread": python -m diloti_qt.bench gui
SMOKE_TIMEOUT_S = 30
AI_PROCESSES_ENV = "DILOTI_AI_PROCESSES"  # "0": the Expert searches without helpers


def seconds_since_start() -> float:
    """Seconds since the process started (interpreter start-up included where measurable)."""
    stamp = os.environ.get(START_ENV)
    if stamp:
        try:
            return time.time() - float(stamp)
        except ValueError:
            pass
    try:
        with open("/proc/self/stat", encoding="ascii") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        started = int(fields[19]) / os.sysconf("SC_CLK_TCK")
        return time.clock_gettime(time.CLOCK_BOOTTIME) - started
    except (OSError, ValueError, IndexError, AttributeError):
        return time.perf_counter() - IMPORTED


def resources_dir() -> Path:
    try:
        from diloti_qt.resources import resources_root
    except ImportError:
        return Path(__file__).resolve().parent.parent / "resources"
    return resources_root()


# Qt's own command-line options that take a value (`-platform offscreen`): they and their
# values go to Qt whole, so that the FILE argument never takes an option's value.
QT_OPTIONS_WITH_VALUES = frozenset((
    "-platform", "-platformpluginpath", "-platformtheme", "-plugin", "-qwindowgeometry",
    "-qwindowicon", "-qwindowtitle", "-style", "-stylesheet", "-session", "-display",
    "-geometry", "-title"))


def _split_qt(args: list[str]) -> tuple[list[str], list[str]]:
    """(ours, Qt's): Qt's valued options with their values taken out, in order."""
    ours: list[str] = []
    qt: list[str] = []
    it = iter(args)
    for a in it:
        if a in QT_OPTIONS_WITH_VALUES:
            qt.append(a)
            value = next(it, None)
            if value is not None:
                qt.append(value)
        else:
            ours.append(a)
    return ours, qt


# The options when none is given (a start from the desktop, the usual one): the parser's
# defaults too, so that argparse is loaded only for a command line with something on it.
NO_OPTIONS = {"smoke": False, "seed": None, "ai_mode": AI_MODE, "first_paint_exit": False,
              "file": None, "verbose": False, "invite": None}


def parse_args(args: list[str]) -> tuple[argparse.Namespace, list[str]]:
    """The options, and what is left for Qt. An invitation (`diloti://…`, `dilotis://…`, as
    a clicked link gives it) becomes `invite`; it is read strictly when the window opens.
    A file given as a `file://` URL (the desktop's %u) is the match record at that path."""
    if not args:
        from types import SimpleNamespace

        return SimpleNamespace(**NO_OPTIONS), []  # type: ignore[return-value]
    import argparse
    from urllib.parse import unquote, urlsplit

    from diloti_qt import __version__
    from diloti_qt.net.invite import looks_like_invite

    links = [a for a in args if looks_like_invite(a)]
    args = [a for a in args if not looks_like_invite(a)]
    args = [unquote(urlsplit(a).path) if a.startswith("file://") else a for a in args]
    parser = argparse.ArgumentParser(
        prog="diloti-qt", description="Diloti (Δηλωτή).",
        epilog="diloti-qt diloti://HOST:PORT/ROOM-CODE opens the game at a friends' table.")
    parser.add_argument("--version", action="version", version=f"diloti-qt {__version__}")
    parser.add_argument("--smoke", action="store_true",
                        help="play one round computer against computer, print a JSON "
                             "summary and exit")
    parser.add_argument("--seed", type=int, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--ai-mode", choices=("thread", "process"), default=AI_MODE,
                        help=argparse.SUPPRESS)
    parser.add_argument("--first-paint-exit", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("file", nargs="?", default=None, metavar="FILE",
                        help="a match record (.diloti) to open")
    parser.add_argument("--verbose", action="store_true",
                        help="log everything, also on standard error (the log file is in "
                             "the user's log folder)")
    parser.set_defaults(**NO_OPTIONS)
    args, qt = _split_qt(args)
    opts, rest = parser.parse_known_args(args)
    opts.invite = links[0] if links else None
    return opts, qt + rest


def game_locale(language: str, system=None):
    """The QLocale for the `language` setting: the system's for "system", except that the
    C/POSIX locale (no language at all) counts as English, the game's own language."""
    from PySide6.QtCore import QLocale

    if language != "system":
        return QLocale(language)
    locale = system if system is not None else QLocale.system()
    return QLocale(QLocale.Language.English) if locale.language() == QLocale.Language.C else locale


def set_window_icon(app) -> None:
    """The game's icon on its windows (rendered at several sizes for the window system:
    the game's own start sets it once the table is painted)."""
    from PySide6.QtGui import QIcon

    icon = resources_dir() / "icons" / "diloti-qt.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))


def configure(app, language: str = "system", icon: bool = True) -> list:
    """Names, icon (unless not `icon`) and translations (Qt's own and ours, for `language`
    or the system's); returns the translators installed."""
    from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

    app.setApplicationName("diloti-qt")
    app.setOrganizationName("diloti-qt")
    from diloti_qt import __version__

    app.setApplicationVersion(__version__)
    from diloti_qt.platform import current, greek_fonts

    greek_fonts.apply(app, current())  # Greek text never in empty boxes
    if icon:
        set_window_icon(app)
    locale = game_locale(language)
    QLocale.setDefault(locale)  # dates and numbers in the game's language
    translators = []
    qt = QTranslator(app)
    if qt.load(locale, "qtbase", "_",
               QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        translators.append(qt)
    folder = resources_dir() / "i18n"
    ours = QTranslator(app)
    if folder.is_dir() and (ours.load(locale, "diloti_qt", "_", str(folder))
                            or ours.load("diloti_qt_en", str(folder))):
        translators.append(ours)  # any language without a catalogue: English plurals
    for translator in translators:
        app.installTranslator(translator)
    # Qt appends the display name to every window title that does not already end with it;
    # the main window's title is this same name, so it reads "Diloti" / "Δηλωτή" once.
    app.setApplicationDisplayName(QCoreApplication.translate("MainWindow", "Diloti"))
    return translators


def create_window(store=None, ai_mode: str = AI_MODE):
    """The main window with its own match in it, whole (not shown yet; run_window builds it
    in steps around the first paints); `store` is the SettingsStore preferences are read
    from and saved to. With a store the match is also autosaved and finished matches go
    into the history (a Session); without one nothing is written."""
    from diloti_qt.ui.local_match import LocalMatch
    from diloti_qt.ui.main_window import MainWindow

    window = MainWindow(store)
    window.host(LocalMatch(window, ai_mode))
    finish_window(window)
    return window


def finish_window(window) -> None:
    """What the first frames do not show: the side panel's pages, and the tutorial's
    entries in the menus with the coach's page (the coach follows the window's match)."""
    from diloti_qt.ui.tutorial.install import install

    window.build_pages()
    hooks = install(window, window.local_match.controller)
    window.attach_coach(hooks.coach_action)


class FirstPaint:
    """Calls `done(ms since process start)` once the widget has painted for the first time."""

    def __init__(self, widget, done) -> None:
        from PySide6.QtCore import QEvent, QObject, QTimer

        self.ms: float | None = None

        class Filter(QObject):
            def eventFilter(inner, obj, event):  # noqa: N802, N805 (Qt API)
                if event.type() == QEvent.Type.Paint and self.ms is None:
                    self.ms = -1.0
                    QTimer.singleShot(0, finish)
                return False

        def finish() -> None:
            self.ms = round(seconds_since_start() * 1000, 1)
            widget.removeEventFilter(self.filter)
            done(self.ms)

        self.filter = Filter(widget)
        widget.installEventFilter(self.filter)


def _tls_version() -> str:
    """What joins a friend's table behind TLS, or why nothing can (for --smoke)."""
    try:
        from diloti_qt.net.client import tls_version

        return tls_version()
    except ImportError as error:
        return f"missing: {error}"


def _levels() -> dict[str, str]:
    """Each level a player can choose, made as a game would make it (for --smoke: a
    bundle must carry the modules that are imported by name when a level is first used)."""
    from diloti_qt.ai import PLAYER_LEVELS, make_player

    made = {}
    # only made, never playing: no helper processes (an Expert starts them in the background
    # as it is made; the check run ends before they are up, and each left a traceback on
    # stderr). Not restored: this run ends now, and the thread that starts them reads it late.
    os.environ[AI_PROCESSES_ENV] = "0"
    for level in PLAYER_LEVELS:
        try:
            made[level] = type(make_player(level)).__name__
        except ImportError as error:
            made[level] = f"missing: {error}"
    return made


def run_smoke(app, opts) -> int:
    """One round computer against computer at instant speed; print a JSON summary."""
    from PySide6.QtCore import QTimer

    from diloti_qt.engine import Rules

    clock = time.perf_counter()
    window = create_window(None, opts.ai_mode)
    match = window.local_match
    controller = match.controller
    window.set_pace("instant")
    window.sounds.enabled = False  # a check run, not a game to listen to
    moves = []
    outcome: dict = {}
    errors: list[str] = []
    paint = FirstPaint(window.table.viewport(), lambda ms: None)
    previous_hook = sys.excepthook

    def hook(kind, value, tb) -> None:
        errors.append(f"{kind.__name__}: {value}")
        previous_hook(kind, value, tb)
        app.exit(1)

    def finished(record) -> None:
        outcome["record"] = record
        wait_for_sheet()

    def wait_for_sheet() -> None:
        if match.dialog("round") is None and match.dialog("match") is None:
            QTimer.singleShot(20, wait_for_sheet)
            return
        record = outcome["record"]
        xeris = [side.xeris for side in record.breakdown]
        summary = {
            "round_points": list(record.points),
            "xeris": xeris,
            "breakdown": [side.as_json() for side in record.breakdown],
            "moves": len(moves),
            "scores": list(record.scores_after),
            "first_paint_ms": paint.ms,
            "seconds": round(time.perf_counter() - clock, 2),
            "ai_mode": opts.ai_mode,
            "tls": _tls_version(),
            "levels": _levels(),
        }
        cards_points = sum(record.points) - sum(side.xeri_points for side in record.breakdown)
        if cards_points not in (7, 11):
            errors.append(f"round points {record.points} do not add up: {summary}")
        elif len(moves) != 24 * controller.rules.players:
            errors.append(f"{len(moves)} moves in a round: {summary}")
        else:
            print(json.dumps(summary), flush=True)
        window.close()
        app.exit(1 if errors else 0)

    def timeout() -> None:
        errors.append(f"the round did not finish within {SMOKE_TIMEOUT_S} s "
                      f"({len(moves)} moves)")
        window.close()
        app.exit(1)

    sys.excepthook = hook
    controller.move_applied.connect(moves.append)
    controller.round_finished.connect(finished)
    QTimer.singleShot(SMOKE_TIMEOUT_S * 1000, timeout)
    seed = 7 if opts.seed is None else opts.seed
    controller.new_match(Rules.make("pagat-2p"), seed=seed, levels={0: "easy", 1: "easy"})
    window.show()
    code = app.exec()
    sys.excepthook = previous_hook
    for error in errors:
        print(f"diloti-qt --smoke: {error}", file=sys.stderr)
    return code or (1 if errors else 0)


class PausedCollector:
    """Python's cyclic garbage collector paused while the game starts: importing and building
    the window make a few hundred thousand objects and almost no garbage, and the collector
    walked them again and again (some 15 ms before the first paint). It runs again from the
    first paint on (`resume`), and when main() returns."""

    def __init__(self) -> None:
        self.paused = gc.isenabled()
        gc.disable()

    def resume(self) -> None:
        if self.paused:
            self.paused = False
            gc.enable()


def main(argv: list[str] | None = None) -> int:
    collector = PausedCollector()
    try:
        return _main(argv, collector)
    finally:
        collector.resume()


def _main(argv: list[str] | None, collector: PausedCollector) -> int:
    argv = list(sys.argv if argv is None else argv)
    opts, qt_args = parse_args(argv[1:])
    from PySide6.QtWidgets import QApplication

    pyside_reads.spare_pyside_the_source_reads()

    from diloti_qt import logs

    app = QApplication.instance() or QApplication([argv[0] if argv else "diloti-qt", *qt_args])
    store, notices, lock = None, [], None
    if not (opts.smoke or opts.first_paint_exit):
        from diloti_qt.storage import paths
        from diloti_qt.storage.settings import SettingsStore
        from diloti_qt.storage.files import remove_stale_temps
        from diloti_qt.ui.instance import claim_home

        # one game per home; its socket for a second start opens after the first paint
        lock = claim_home(lambda: configure(app), listen=False, invite=opts.invite,
                          record=opts.file)
        if lock is None:
            return 0  # the game already open was brought to the front: it keeps the log
        _start_log(opts.verbose)
        remove_stale_temps(paths.json_files())  # left by a game that was killed
        store = SettingsStore()
        notices = store.load()
    elif opts.verbose:
        _start_log(True)
    # the window's icon once the table is painted (run_window)
    translators = configure(app, store.settings.language if store is not None else "system",
                            icon=opts.smoke)
    try:
        if opts.smoke:
            collector.resume()  # a whole round is played
            return run_smoke(app, opts)
        return run_window(app, opts, store, notices, lock, collector)
    finally:
        for translator in translators:
            app.removeTranslator(translator)
        if lock is not None:
            lock.release()
        logs.close()


def _start_log(verbose: bool) -> None:
    from diloti_qt import __version__, logs

    where = logs.setup(verbose)
    logging.getLogger(__name__).info("diloti-qt %s starts; log file %s", __version__, where)


def report_playable(window, path: Path, table_ms: float, poll_ms: int = 5) -> None:
    """Write {"table_ms": ..., "playable_ms": ...} to `path` once the table shows the dealt
    cards and waits for the person's move (the deal's flight and any computer move before
    it landed); `table_ms`: when the table itself was first painted, after the window's
    frame (ms since the process started, as both)."""
    from PySide6.QtCore import QTimer

    timer = QTimer(window)
    timer.setInterval(poll_ms)

    def check() -> None:
        if window.presenter.human_turn():
            timer.stop()
            ms = round(seconds_since_start() * 1000, 1)
            path.write_text(json.dumps({"table_ms": table_ms, "playable_ms": ms}),
                            encoding="utf-8")

    timer.timeout.connect(check)
    timer.start()


def answer_second_starts(lock, window) -> None:
    """From now on a second start's invitation opens that table in `window`, and its match
    record file opens in the replay viewer (checked as any file from elsewhere)."""
    from diloti_qt.ui.online.dialog import open_invitation

    lock.on_invite = lambda text: open_invitation(window, text)
    lock.on_file = lambda path: window.open_record_file(Path(path))
    lock.listen()


def stop_on_signals(app, window):
    """From now on SIGTERM and SIGINT (Ctrl+C where the game was started) close `window` as
    Quit does: the settings and the window's size are saved, the autosave written, the
    computer's helpers stopped; then the event loop ends, even if another window (the
    replay viewer) is open or the window asked first (a host of friends: the system is not
    waiting for an answer). Returns the StopSignals to release once the loop has ended."""
    from diloti_qt.ui.stop_signals import StopSignals

    def stop() -> None:
        window.close()
        app.quit()

    return StopSignals(stop, app)


def run_window(app, opts, store, notices, lock=None,
               collector: PausedCollector | None = None) -> int:
    """The game's window until it closes (or, with --first-paint-exit, until it paints),
    started in this order, each step once the one before is on screen:

    1. the frame: the menus, the toolbar, the side panel's dock and the status bar around
       the empty felt, at the size and place the window was left (MainWindow), shown;
    2. its first paint: the garbage collector runs again (--first-paint-exit: the figure);
    3. the first keeper hosted: the window's own match (LocalMatch) in the felt's place,
       dealt or resumed; its computer's jobs and its autosave wait;
    4. the table's first paint;
    5. the rest: the window's icon, the side panel's pages and the tutorial's entries,
       the computer's worker, the autosave and the match history, the file or the
       invitation the game was started with, the answers to a second start, a table with
       friends left by a crash, SIGTERM and SIGINT."""
    from diloti_qt.platform import current
    from diloti_qt.ui.instance import follow_open_events
    from diloti_qt.ui.main_window import MainWindow

    opened = follow_open_events(app, current())  # before exec: the first one comes early
    stoppers: list = []  # SIGTERM and SIGINT close the window, from the table's paint on
    window = MainWindow(store)  # 1. the frame
    paints = [FirstPaint(window.centralWidget(), lambda ms: frame_painted(ms))]

    def frame_painted(ms: float) -> None:  # 2. the frame's first paint
        if collector is not None:
            collector.resume()
        if opts.first_paint_exit:
            print(json.dumps({"first_paint_ms": ms}), flush=True)
            window.close()
            app.exit(0)
            return
        from diloti_qt.ui.local_match import LocalMatch

        match = LocalMatch(window, opts.ai_mode, held=True, notices=notices)  # 3. the keeper
        window.host(match)
        match.resume_or_start(opts.seed)
        paints.append(FirstPaint(window.table.viewport(), table_painted))  # 4. its paint

    def table_painted(table_ms: float) -> None:  # 5. the rest
        from diloti_qt.ui.online.dialog import open_invitation

        set_window_icon(app)
        finish_window(window)
        window.local_match.after_first_paint()
        if opts.file:  # diloti-qt FILE, or a .diloti file double-clicked
            window.open_record_file(Path(opts.file))
        if os.environ.get(PLAYABLE_ENV):
            report_playable(window, Path(os.environ[PLAYABLE_ENV]), table_ms)
        if lock is not None:
            answer_second_starts(lock, window)
        if opened is not None:  # links and files the system handed over (macOS)
            opened.deliver_to(lambda text: open_invitation(window, text),
                              window.open_record_file)
        if window.session is not None:  # back to a table with friends left by a crash
            from diloti_qt.ui.online.resume import resume_at_start

            resume_at_start(window)
        if getattr(opts, "invite", None):
            open_invitation(window, opts.invite)
        stoppers.append(stop_on_signals(app, window))

    window.show()
    code = app.exec()
    from PySide6.QtCore import QEvent

    for stopper in stoppers:
        stopper.release()
    if opened is not None:
        app.removeEventFilter(opened)
        opened.deleteLater()
    window.deleteLater()  # gone when main() returns, also when it runs inside another program
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return code
