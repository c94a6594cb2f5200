"""The main window's hooks for match records: Game ▸ Matches…, a .diloti file opened from
the command line or dropped on the window, and Play this deal from a record."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from PySide6.QtCore import QCoreApplication, Qt, QTimer, QUrl
from PySide6.QtWidgets import QMessageBox

from diloti_qt.engine.record import MatchRecord, RecordError, record_deals
from diloti_qt.storage.records import KeptFile, RecordStore, SeatFrom, keep_record_file

if TYPE_CHECKING:
    from collections.abc import Callable

    from diloti_qt.storage.settings import Settings
    from diloti_qt.ui.local_match import LocalMatch
    from diloti_qt.ui.open_dialogs import OpenDialogs
    from diloti_qt.ui.session import Session
    from diloti_qt.ui.side_panel import SidePanel

    from .viewer import ReplayViewer

SUFFIX = ".diloti"
PREPARE_MS = 300  # the Matches list is painted by then: the viewer is built behind it
LIST_AFTER_MS = 300  # a file's match is on the screen by then: the list follows behind it
VIEWER_MODULE = "diloti_qt.ui.replay.viewer"
# what a file opened shows first, imported on the loader's thread when it is not loaded yet
# (tens of milliseconds; these modules make values only as they load, no QObject)
SHOWN_MODULES = (VIEWER_MODULE, "diloti_qt.ui.replay.chart", "diloti_qt.ui.dialogs.matches")


def _tr(text: str) -> str:
    return QCoreApplication.translate("MatchRecords", text)


@runtime_checkable
class RecordsWindow(Protocol):
    """What these hooks read and keep on the main window (ui/main_window.MainWindow): the
    parts they build once the window keeps for them (MainWindow.part)."""

    local_match: LocalMatch  # the window's own match: its deals played again
    side_panel: SidePanel  # its felt: the Matches list's and the viewer's colours
    session: Session | None  # the kept matches and statistics (None: a window saving nothing)
    dialogs: OpenDialogs  # the Matches list among them, while it is open

    @property
    def prefs(self) -> Settings: ...

    def part(self, name: str, build: Callable[[], object]): ...

    def show_status(self, text: str, tooltip: str = "") -> None: ...


def record_store(window: RecordsWindow) -> RecordStore:
    if window.session is not None:
        return window.session.records
    return window.part("own records", RecordStore)  # (a window without a session)


def show_matches(window: RecordsWindow, select: str | None = None, below=None):
    """Open (or raise) the Matches dialog; `select` a record by its id; `below`: a window
    (the viewer) that stays above the list."""
    from diloti_qt.ui.dialogs.matches import MatchesDialog

    dialog = window.dialogs.get("matches")
    if dialog is None:
        session = window.session
        history = session.history if session is not None else None
        dialog = window.dialogs.keep("matches", MatchesDialog(
            record_store(window), history, window.side_panel.felt, window,
            record_loader(window)))
        dialog.play_deal_requested.connect(lambda record, entry: play_record_deal(
            window, record, entry.seat, ask=entry.seat_guessed))
        dialog.replay_requested.connect(lambda record, entry: _replay_entry(
            window, record, entry))
        if session is not None:
            session.record_kept.connect(dialog.refresh)
        QTimer.singleShot(PREPARE_MS, dialog, lambda: _prepare_behind(window, dialog))
    else:
        dialog.refresh()
    if select is not None:
        dialog.select(select)
    dialog.show()
    above = below if below is not None and below.isVisible() else dialog
    above.raise_()
    above.activateWindow()
    return dialog


def _prepare_behind(window: RecordsWindow, dialog) -> None:
    """Behind the Matches list, once: the window's viewer built, and the match the list
    has selected (the newest: the one most often replayed) read off the GUI thread and put
    on it unseen, so that its cards are drawn at the viewer's size before it is asked for
    (another match then draws only the cards not seen yet)."""
    viewer = prepare_viewer(window)
    entry = dialog.selected()
    if entry is None or viewer.record is not None:
        return
    store = dialog.store
    record_loader(window).load(lambda: store.load(entry.id), lambda record, _error: (
        viewer.rehearse(record, entry.seat) if record is not None else None))


def prepare_viewer(window: RecordsWindow) -> ReplayViewer:
    """The window's replay viewer (ui.replay.viewer), built (hidden, empty) if it is not
    yet: a window keeps one, so that opening a match only puts it on the table (built while
    the Matches list shows or a file is read, the viewer costs the click nothing)."""
    from .viewer import ReplayViewer

    # the Expert works as the computer's runner does (worker processes in the app: no
    # frame over 50 ms from it, python -m diloti_qt.bench replay)
    return window.part("replay viewer", lambda: ReplayViewer(
        None, window.side_panel.felt, window, None, window.local_match.controller.runner.mode))


def open_replay(window: RecordsWindow, record: MatchRecord, keep_comments=None,
                seat: int | None = None) -> ReplayViewer:
    """The match in the window's replay viewer, shown for the player at `seat` (by default
    the seat the record names: storage.records.kept_seat); `keep_comments(doc)` stores the
    Expert's comments. Closed, the viewer is hidden: the next match opens in it without
    building it again."""
    viewer = prepare_viewer(window)
    viewer.set_felt(window.side_panel.felt)
    viewer.show_match(record, seat, keep_comments)
    viewer.present()  # at once, or once the cards it shows are drawn on a worker thread
    return viewer


def _replay_entry(window: RecordsWindow, record: MatchRecord, entry):
    """A kept match in the viewer, for the seat its player sat at."""
    return open_replay(window, record, _keeper(window, entry),
                       entry.seat if entry is not None else None)


def _keeper(window: RecordsWindow, entry):
    """Keeps the comments with the kept record `entry` (the file rewritten)."""
    if entry is None:
        return None
    store = record_store(window)
    return lambda doc: store.set_comments(entry.id, doc)


def record_loader(window: RecordsWindow):
    """The window's RecordLoader (records are read and checked off the GUI thread)."""
    from .loading import RecordLoader

    return window.part("record loader", lambda: RecordLoader(window))


def open_record_file(window: RecordsWindow, path: Path) -> None:
    """Check the .diloti file at `path` and keep it among the matches, off the GUI thread
    (every move by the engine, the file written there), then show it in the viewer and,
    once the viewer is up, in the list behind it; a bad file is one clear message and
    changes nothing."""
    path = Path(path)
    store, my_name = record_store(window), window.prefs.player_name
    loaded = VIEWER_MODULE in sys.modules

    def keep() -> KeptFile:
        for name in SHOWN_MODULES:
            if name not in sys.modules:
                importlib.import_module(name)
        return keep_record_file(store, path, my_name)
    record_loader(window).load(keep, lambda kept, error: _record_read(window, path, kept,
                                                                      error))
    if loaded:
        prepare_viewer(window)  # while the file is read: showing it then builds nothing


def _record_read(window: RecordsWindow, path: Path, kept: KeptFile | None,
                 error: RecordError | None) -> None:
    if kept is None:
        text = _tr("{name} is not a match record that can be opened: {why}").format(
            name=path.name, why=str(error))
        window.show_status(text)
        box = QMessageBox(QMessageBox.Icon.Warning, _tr("Open a match"), text,
                          QMessageBox.StandardButton.Ok, window)
        box.setObjectName("recordRefused")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return
    if kept.entry is None:
        window.show_status(_tr("The match could not be kept: {why}").format(
            why=kept.problem))
        return
    entry = kept.entry
    viewer = _replay_entry(window, kept.record, entry)
    if kept.new:  # a match from elsewhere: whose seat it is shown from, and why
        viewer.say_seen_from(seat_said(kept.record, kept.seat, kept.how))
    # the list (built the first time: tens of milliseconds) in a frame of its own, after the
    # viewer's first: the match shows first, the list with it selected comes behind it
    QTimer.singleShot(LIST_AFTER_MS, viewer, lambda: _list_behind(window, entry.id, viewer))


def _list_behind(window: RecordsWindow, record_id: str, viewer) -> None:
    """The Matches list, `record_id` selected, behind `viewer` once it is on the screen."""
    if viewer.waiting():  # its cards still being drawn: the viewer first
        QTimer.singleShot(LIST_AFTER_MS, viewer, lambda: _list_behind(window, record_id,
                                                                     viewer))
        return
    show_matches(window, record_id, viewer)


def seat_said(record: MatchRecord, seat: int, how: SeatFrom) -> str:
    """Whose seat a file's match is shown from, and why that one."""
    name = record.players[seat].name
    if how is SeatFrom.NAME:
        return _tr("Shown from {name}'s seat: your name.").format(name=name)
    if how is SeatFrom.ONLY_PERSON:
        return _tr("Shown from {name}'s seat: the only person at the table.").format(
            name=name)
    if how is SeatFrom.RECORD:
        return _tr("Shown from {name}'s seat: the file was kept by {name} (Play this deal "
                   "asks whose cards you take).").format(name=name)
    return _tr("Shown from {name}'s seat: the file does not say which seat was yours "
               "(Play this deal asks).").format(name=name)


def record_paths(urls: list[QUrl]) -> list[Path]:
    """The local .diloti files among dropped URLs."""
    return [Path(u.toLocalFile()) for u in urls
            if u.isLocalFile() and u.toLocalFile().endswith(SUFFIX)]


def play_record_deal(window: RecordsWindow, record: MatchRecord, seat: int = 0,
                     ask: bool = False) -> bool:
    """Start the record's deals against the computer, the player at `seat` (where they sat
    in that match: the same cards, the same dealer): its rules; its deal number, or for a
    record without one, such as a table with friends', its kept deals in order; the
    computer plays every other seat at the record's levels, Expert for a person. `ask`:
    the record does not say which seat was the player's (a file's): asked first."""
    if ask:
        ask_seat(window, record, seat)
        return False
    if window.local_match.match_in_progress():
        answer = QMessageBox.question(
            window, _tr("Play this deal"),
            _tr("The match in progress is abandoned (it is not counted in your statistics)."
                " Play this deal?"))
        if answer != QMessageBox.StandardButton.Yes:
            return False
    from diloti_qt.ai import PLAYER_LEVELS

    # a person, or a level this game does not offer (a file from elsewhere): the Expert
    levels = {s: p.level if p.level in PLAYER_LEVELS else "expert"
              for s, p in enumerate(record.players) if s != seat}
    if record.deal_number is not None:
        window.local_match.controller.new_match(record.rules, seed=record.deal_number,
                                                levels=levels, human=seat)
    else:
        window.local_match.controller.new_match(record.rules, levels=levels,
                                                deals=record_deals(record), human=seat)
    window.show_status(_tr("The deals of that match, from {name}'s seat, against the "
                           "computer.").format(name=record.players[seat].name))
    return True


def ask_seat(window: RecordsWindow, record: MatchRecord, guess: int) -> QMessageBox:
    """Which seat the player takes in a record's deals (a file that does not say): one
    button per seat, the guess first; the answer starts the deals from there."""
    box = QMessageBox(QMessageBox.Icon.Question, _tr("Play this deal"),
                      _tr("The file does not say which seat was yours. Whose cards do you "
                          "take?"), QMessageBox.StandardButton.Cancel, window)
    box.setObjectName("recordSeatQuestion")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    for seat in sorted(range(record.rules.players), key=lambda s: s != guess):
        player = record.players[seat]
        button = box.addButton(_tr("{name} (seat {n})").format(name=player.name, n=seat + 1),
                               QMessageBox.ButtonRole.AcceptRole)
        button.setProperty("seat", seat)
        if seat == guess:
            box.setDefaultButton(button)

    def answered(button) -> None:
        seat = button.property("seat")
        if isinstance(seat, int):  # not Cancel
            play_record_deal(window, record, seat)
    box.buttonClicked.connect(answered)
    box.open()
    return box
