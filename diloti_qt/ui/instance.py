"""One game per home: a lock file held by the running game, and a local socket through which a
second start asks the running game's window to come to the front (it then quits without
reading or writing anything, so two games never overwrite each other's save). A second
start given an invitation (`diloti-qt diloti://…`) or a match record (`diloti-qt FILE`, a
.diloti file double-clicked) hands it to the running game. Where the system itself hands
links and files to the running app (macOS), its open events are followed too. Each system's
way: diloti_qt/platform/single_instance.py."""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QLockFile, QObject, Qt
from PySide6.QtWidgets import QApplication, QMainWindow

from diloti_qt.platform import System, current, local_names, single_instance
from diloti_qt.storage import paths
from diloti_qt.storage.atomic import set_aside
from diloti_qt.storage.files import NotRegularFileError, check_replaceable

if TYPE_CHECKING:  # QtNetwork is loaded when the socket is opened, after the first paint
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

RAISE = b"raise\n"
RAISED = b"raised\n"
OPEN = b"open "  # + an invitation + a newline: show the window at that table
FILE = b"file "  # + a record file's absolute path (the file system's bytes) + a newline
MAX_LINE = 8192  # longer than any invitation (net.invite.MAX_INVITE) and any path (4096)
CONNECT_MS = 1500  # how long a second start tries to reach the running game's socket
# and, once connected, waits for its answer: the running game answers when its window's
# loop turns, which on a busy machine can take seconds (a 1.5 s wait gave up, told the
# person the game was already open and dropped the file or invitation handed over)
ANSWER_MS = 10000
TRIES = 3  # the running game may still be starting: its socket comes after its lock

log = logging.getLogger(__name__)


def _tr(text: str) -> str:
    return QCoreApplication.translate("GameLock", text)


def server_name(lock: Path) -> str:
    """The local socket's name: one per home (diloti_qt/platform/local_names.py)."""
    import getpass

    system = current()
    if system is not System.WINDOWS:
        return local_names.server_name(str(lock), system)
    return local_names.server_name(str(lock), system, getpass.getuser(),
                                   home_secret(lock.parent))


SECRET_NAME = "instance.key"  # the home's secret in the pipe's name (Windows)


def home_secret(folder: Path) -> str:
    """The home's secret (32 random hex digits in `folder`/instance.key, made on first use,
    readable by this user alone): what makes the pipe's name one nobody else can work out.
    "" when it can be neither read nor made (the name is then the old, guessable one)."""
    import secrets

    path = folder / SECRET_NAME

    def kept() -> str | None:
        try:
            text = path.read_text(encoding="ascii").strip()
        except (OSError, UnicodeDecodeError):
            return None
        return text if len(text) == 32 and all(c in "0123456789abcdef" for c in text) \
            else None

    found = kept()
    if found is not None:
        return found
    key = secrets.token_hex(16)
    # made at once by whoever comes first (two starts at the same moment share it); a
    # damaged one is replaced
    flags = os.O_WRONLY | os.O_CREAT | (os.O_TRUNC if path.exists() else os.O_EXCL)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, flags, 0o600)
        with os.fdopen(fd, "w", encoding="ascii") as f:
            f.write(key)
    except FileExistsError:
        return kept() or ""
    except OSError as e:
        log.warning("game lock: cannot keep the home's secret in %s: %r", path, e)
        return ""
    return key


def own_uid() -> int:
    return os.geteuid()


def socket_name(lock: Path) -> str | None:
    """What the game listens on and a second start connects to: on Windows the pipe's name;
    elsewhere the socket's full path in the first folder only this user can enter (the
    user's own folder in the temporary one is made here, mode 0700); None when there is no
    such folder (one made first by another user, or left open to others): the game then
    runs without its socket rather than use another user's."""
    system = current()
    name = server_name(lock)
    if system is System.WINDOWS:
        return name
    from PySide6.QtCore import QDir

    uid = own_uid()
    folders = local_names.socket_folders(system, os.environ, uid, QDir.tempPath())
    for folder in folders:
        if folder == folders[-1]:
            try:
                os.mkdir(folder, 0o700)
            except FileExistsError:
                pass
            except OSError as e:
                log.warning("game lock: cannot make %s: %r", folder, e)
                continue
        try:
            st = os.lstat(folder)
        except OSError:
            continue
        if not local_names.private(st.st_mode, st.st_uid, uid):
            log.warning("game lock: %s is not this user's alone; no socket there", folder)
            continue
        if local_names.fits(folder, name, system):
            return os.path.join(folder, name)
    return None


def from_this_user(socket: QLocalSocket) -> bool:
    """Whether the process at the other end of `socket` is this user's, by the kernel's
    word (always on Windows: only this user can work out the pipe's name, and its access
    list is the user's alone)."""
    system = current()
    if system is System.WINDOWS:
        return True
    return single_instance.peer_uid(int(socket.socketDescriptor()), system) == own_uid()


class GameLock:
    """The running game's hold on its home: the lock file and the socket it listens on."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path or paths.lock_path())
        self.lock = QLockFile(str(self.path))
        self.lock.setStaleLockTime(0)  # stale only when its process is gone (kill -9, crash)
        self.server: QLocalServer | None = None
        self.on_invite: Callable[[str], None] | None = None  # given an invitation's text
        self.on_file: Callable[[str], None] | None = None  # given a record file's path

    def acquire(self, listen: bool = True) -> bool:
        """True if this process now holds the home, or if the home cannot be locked at all
        (a read-only folder: the game then runs, and its writes report what fails). With
        `listen` the socket a second start asks through is opened at once, else by
        `listen()` (a second start tries again for a while: see TRIES)."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            check_replaceable(self.path)
        except NotRegularFileError as e:  # QLockFile would read a named pipe forever
            log.warning("game lock: %s is %s; it is set aside", self.path, e.kind)
            try:
                set_aside(self.path, "not-a-lock")
            except OSError:
                return True
        except OSError as e:
            log.warning("game lock: no folder for %s: %r", self.path, e)
            return True
        if self.lock.tryLock(0):
            if listen:
                self.listen()
            return True
        if self.lock.error() == QLockFile.LockError.LockFailedError:
            return False
        log.warning("game lock: %s cannot be locked (%s); running without it", self.path,
                    self.lock.error())
        return True

    def listen(self) -> None:
        """Answer a second start from now on (once the lock is held)."""
        if self.server is not None or not self.lock.isLocked():
            return
        try:
            from PySide6.QtNetwork import QLocalServer
        except ImportError as e:  # a copy without QtNetwork: the lock still holds the home
            log.warning("game lock: no local socket for a second start (%s)", e)
            return
        name = socket_name(self.path)
        if name is None:
            log.warning("game lock: no private folder for the local socket; a second start "
                        "cannot reach this game")
            return
        if single_instance.socket_outlives_process(current()):
            QLocalServer.removeServer(name)  # a socket file left by a game that was killed
        server = QLocalServer()
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(name):
            log.warning("game lock: cannot listen on %s: %s", name, server.errorString())
            return
        server.newConnection.connect(self._answer)
        self.server = server

    def _answer(self) -> None:
        while self.server is not None and self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            if not from_this_user(socket):
                log.warning("game lock: a local client of another user is cut off")
                socket.abort()
                socket.deleteLater()
                continue
            socket.setReadBufferSize(MAX_LINE)  # Qt reads no more until this is taken
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._read(socket)  # the message came before readyRead was connected

    def _read(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            if socket.bytesAvailable() < MAX_LINE:
                return  # the rest of the line comes with the next readyRead
            log.warning("game lock: a local client sent %d bytes without a line's end; "
                        "it is cut off", socket.bytesAvailable())
            socket.abort()  # no line is this long: nothing more is read from it
            return
        line = bytes(socket.readLine(MAX_LINE + 1).data())  # at most MAX_LINE bytes
        invite = _invitation(line)
        path = _record_path(line)
        if line == RAISE or invite is not None or path is not None:
            raise_window()
            if invite is not None and self.on_invite is not None:
                self.on_invite(invite)  # it is read strictly there (net.invite)
            if path is not None and self.on_file is not None:
                self.on_file(path)  # checked there like any file from elsewhere
            socket.write(RAISED)
            socket.flush()
        socket.disconnectFromServer()

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.unlock()


def raise_window() -> None:
    """Bring the game's main window to the front (un-minimised), and its open dialogs and
    message boxes in front of it."""
    tops = QApplication.topLevelWidgets()
    for widget in tops:
        if isinstance(widget, QMainWindow) and widget.objectName() == "mainWindow" \
                and widget.isVisible():
            widget.setWindowState(widget.windowState() & ~Qt.WindowState.WindowMinimized
                                  | Qt.WindowState.WindowActive)
            widget.show()
            widget.raise_()
            widget.activateWindow()
            for dialog in tops:
                if dialog.isVisible() and dialog.parentWidget() is widget:
                    dialog.raise_()
                    dialog.activateWindow()
            return


def _invitation(line: bytes) -> str | None:
    if not (line.startswith(OPEN) and line.endswith(b"\n")):
        return None
    try:
        return line[len(OPEN):-1].decode("ascii")
    except UnicodeDecodeError:
        return None


def _record_path(line: bytes) -> str | None:
    """The absolute path a `file` line names (None for any other line)."""
    if not (line.startswith(FILE) and line.endswith(b"\n")):
        return None
    raw = line[len(FILE):-1]
    if not raw or b"\n" in raw or b"\0" in raw:
        return None
    path = os.fsdecode(raw)
    return path if os.path.isabs(path) else None


def file_request(path: str | os.PathLike) -> bytes | None:
    """The line that hands the record file at `path` to the running game (None when its
    absolute path does not fit in a line)."""
    raw = os.fsencode(os.path.abspath(path))
    if b"\n" in raw or len(FILE) + len(raw) + 1 > MAX_LINE:
        return None
    return FILE + raw + b"\n"


def ask_to_raise(path: Path | None = None, invite: str | None = None,
                 record: str | os.PathLike | None = None) -> bool:
    """Ask the game holding the home to show its window (at the table of `invite`, an
    invitation's text, or with the match record file `record` open in the replay viewer);
    True if it answered."""
    from PySide6.QtNetwork import QLocalSocket

    ask = RAISE
    if invite is not None:
        ask = OPEN + invite.encode("ascii", "replace")[:MAX_LINE - 8] + b"\n"
    elif record is not None:
        ask = file_request(record) or RAISE
    name = socket_name(Path(path or paths.lock_path()))
    if name is None:
        return False
    for _ in range(TRIES):
        socket = QLocalSocket()
        socket.connectToServer(name)
        if socket.waitForConnected(CONNECT_MS // TRIES):
            if not from_this_user(socket):  # nothing is handed to another user's socket
                log.warning("game lock: %s is another user's socket; nothing sent", name)
                socket.abort()
                return False
            socket.write(ask)
            socket.flush()
            answer = b""
            while True:  # the answer may come together with the end of the connection
                answer += bytes(socket.readAll().data())
                if RAISED in answer or not socket.waitForReadyRead(ANSWER_MS):
                    break
            answer += bytes(socket.readAll().data())
            socket.abort()
            if RAISED in answer:
                return True
        else:
            socket.abort()
    return False


def claim_home(install_translators: Callable[[], list] | None = None,
               listen: bool = True, invite: str | None = None,
               record: str | None = None) -> GameLock | None:
    """The lock on this home for the game about to start, or None when another game holds
    it: that game's window was brought to the front, or, if it did not answer, the person
    is told that the game is already open. `install_translators` is called (and its
    translators removed again) only for that message. Without `listen` the caller opens
    the lock's socket later (`GameLock.listen`). `invite`: an invitation given on the
    command line, `record`: a match record file given on it, handed to the game already
    open."""
    lock = GameLock()
    if lock.acquire(listen):
        return lock
    if ask_to_raise(lock.path, invite, record):
        log.info("the game is already open in %s: its window was brought to the front",
                 lock.path.parent)
        return None
    translators = install_translators() if install_translators is not None else []
    try:
        from PySide6.QtWidgets import QMessageBox  # rarely: not loaded at start-up

        QMessageBox.information(
            None, _tr("Diloti"),
            _tr("Diloti is already open. Only one game at a time can use your saved match "
                "and statistics: please switch to the window that is open."))
    finally:
        app = QCoreApplication.instance()
        for translator in translators:
            app.removeTranslator(translator)
    return None


class OpenEvents(QObject):
    """The system's open events (QFileOpenEvent: on macOS a diloti:// link or a .diloti file
    clicked while the game runs, or the one that started it). They are kept until
    `deliver_to` names where they go (after the first paint), then passed on in order."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.pending: list[tuple[bool, str]] = []  # (is an invitation, its text or path)
        self.on_invite: Callable[[str], None] | None = None
        self.on_file: Callable[[Path], object] | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() != QEvent.Type.FileOpen:
            return False
        from diloti_qt.net.invite import looks_like_invite

        url = event.url()
        if url.isLocalFile():
            self._take(False, url.toLocalFile())
        elif looks_like_invite(url.toString()):
            self._take(True, url.toString())
        else:
            log.info("open event ignored: %s", url.scheme())
        return True

    def deliver_to(self, on_invite: Callable[[str], None],
                   on_file: Callable[[Path], object]) -> None:
        self.on_invite, self.on_file = on_invite, on_file
        pending, self.pending = self.pending, []
        for invite, text in pending:
            self._take(invite, text)

    def _take(self, invite: bool, text: str) -> None:
        if not text:
            return
        if invite and self.on_invite is not None:
            self.on_invite(text)  # read strictly there (net.invite)
        elif not invite and self.on_file is not None:
            self.on_file(Path(text))
        else:
            self.pending.append((invite, text))


def follow_open_events(app: QCoreApplication, system: System) -> OpenEvents | None:
    """Follow the system's open events where links and files arrive that way (macOS)."""
    if single_instance.Handover.OPEN_EVENT not in single_instance.handovers(system):
        return None
    events = OpenEvents(app)
    app.installEventFilter(events)
    return events
