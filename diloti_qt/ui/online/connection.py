"""One seat at an online table, for the desktop app: the headless client (and, when this
app hosts, the game service) run on a background thread with their own event loop. That
thread only hands each typed message over (read once by the client); what the seat knows
of its table lives once, on the GUI thread (`table`, a net.mirror.TableMirror, whose
handlers are the one dispatch of the messages), and what it heard becomes a Qt signal
there (REACTIONS, one per net.mirror.HeardKind).
An update the mirror cannot take makes the seat ask for its whole view (`sync`). Nothing
here blocks the GUI.

A dropped connection is retried with the session token for the grace period, so a short
network hiccup (or a server process that died, whose table another one takes over) only
shows as a connection mark; a table that closed for good (`closed`) is not retried, and
neither is a seat the server no longer knows. A table whose server cannot store it for the
moment (`storage`) is tried again. The seat's session token is kept on disk (saved.SavedSeats), so the app
that crashed or was killed takes its seat back when it starts again."""

from __future__ import annotations

import asyncio
import dataclasses
import enum
import logging
import threading
import time
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal

from diloti_qt.engine import Move, move_json, parse_move
from diloti_qt.gui_thread import to_gui_thread
from diloti_qt.net.client import Client, RefusedError, room_url
from diloti_qt.net.host import RouterAsk, ServiceHost
from diloti_qt.net.messages import (
    AllowWatchers,
    ClientMessage,
    Create,
    Credentials,
    Error,
    Here,
    Join,
    Leave,
    OpeningMessage,
    Play,
    Ready,
    Resume,
    Say,
    ServerMessage,
    SetClock,
    SetRules,
    SetSeat,
    Start,
    Swap,
    Sync,
    Watch,
)
from diloti_qt.net.mirror import Heard, HeardKind, TableMirror
from diloti_qt.net.codes import normalize_room
from diloti_qt.net.protocol import VERSION, ErrorCode, Farewell, Phase
from diloti_qt.net.server import ServerConfig
from diloti_qt.net.wire import ViewError
from diloti_qt.storage.history import utc_text

from .results import online_finished_match
from .saved import SavedSeat, SavedSeats

log = logging.getLogger(__name__)
HOST_PORT = 8765  # the port a hosted table tries first (then any free one)


class ReachState(enum.Enum):
    """Whether friends on the internet can reach the table this app hosts."""

    NOT_ASKED = "not-asked"  # the router is not asked (the player said no, or not hosting)
    ASKING = "asking"
    GRANTED = "granted"  # result: a net.portmap.Granted
    NOT_REACHABLE = "not-reachable"  # result: a net.portmap.NotReachable


@dataclasses.dataclass(frozen=True)
class Reach:
    """How friends anywhere reach this app's table: the state and the router's answer."""

    state: ReachState = ReachState.NOT_ASKED
    result: object = None  # net.portmap.Granted | NotReachable, once answered

    @classmethod
    def answered(cls, result) -> Reach:
        from diloti_qt.net.portmap import Granted

        granted = isinstance(result, Granted)
        return cls(ReachState.GRANTED if granted else ReachState.NOT_REACHABLE, result)


@dataclasses.dataclass(frozen=True)
class InFlight:
    """A move of ours the server has not answered yet: its ref, its NOTATION JSON, its
    card, and the seating it was last sent on (OnlineConnection.seatings)."""

    ref: int
    doc: dict
    card: int
    sent_on: int

    def in_outcomes(self, seat: int | None, outcomes) -> bool:
        """The seat played this very move in these outcomes (a round's: a card is played
        once a round, so this is exact)."""
        asked = parse_move(self.doc)  # (its cards in order: a move as the engine reads it)
        return any(o.seat == seat and parse_move(move_json(o.move)) == asked
                   for o in outcomes)


class Opened(enum.Enum):
    """How an opening (create, join, resume) went."""

    SEATED = "seated"
    REFUSED = "refused"  # for good: said by `refused` (and the seat forgotten on resume)
    LATER = "later"  # the server was not reachable or could not store the table: retry


def _listing(lobby):
    """What the local network is told of a hosted table (discovery.Listing): its rules and
    the friends' seats free to take now (none while its match is being played)."""
    from diloti_qt.net.discovery import Listing

    if lobby is None:
        return None
    free = 0 if lobby.phase is Phase.PLAYING else sum(
        1 for s in lobby.seats if s.friend and not s.name)
    return Listing(lobby.rules.profile, lobby.rules.target, free)


class OnlineConnection(QObject):
    """The connection of one seat (or of a watcher). GUI-thread state: `table` (what the
    seat knows, its credentials too), `url` (where the table is), `hosted_port`,
    `lost_until`, `name`. The network thread's own: the client, the service, where the
    table is (`_url`) and the seat's credentials it comes back with (`_credentials`)."""

    welcomed = Signal()  # seated (table.room, table.seat, table.host), or watching
    lobby_changed = Signal()  # table.lobby: the seats, the phase, the rules
    seats_changed = Signal()  # table.seats: names, connected, stand-in, ready
    match_heard = Signal(object)  # a net.mirror.Heard of a VIEW, a DEAL or a MOVE
    refused = Signal(str, str)  # code, reason ("" if none: for `version`, the server's)
    move_refused = Signal(str, str, str)  # a move of ours: code, reason code, rule ids
    closed = Signal(str)  # the table is gone for good: a net.protocol.Farewell value
    connection_changed = Signal(bool)
    hosting = Signal(int)  # the port this app's service listens on
    failed = Signal(str)  # a code of words.error_text: could not connect, host, or lost
    stopped = Signal()  # the background thread is done (after close)
    match_finished = Signal(object)  # storage.history.FinishedMatch
    said = Signal(object)  # a line said at the table (the `said` message's fields)
    talk_lines = Signal(object)  # the table's last lines (on coming back)
    friend_left = Signal(int, str)  # seat, name: a friend left between matches
    record_received = Signal(object)  # the match's engine.record.MatchRecord, once it is over
    clocked = Signal(object)  # the clock ran out: the `timeout` message (messages.Timeout)
    reach_changed = Signal(object)  # a Reach: friends on the internet can join, or why not
    # A move in flight (docs/PROTOCOL.md "A move in flight"): answered (played: its update,
    # or the whole view after a resume shows it), not answered within `answer_within`
    # (the card's number: it goes home), or played after all once it was given up.
    move_answered = Signal()
    move_unanswered = Signal(int)
    move_played_late = Signal()

    def __init__(self, parent: QObject | None = None, reconnect_for: float = 120.0,
                 saved: SavedSeats | None = None) -> None:
        super().__init__(parent)
        self.reconnect_for = reconnect_for
        self.saved = saved  # where the seat's token is kept (None: nowhere)
        self.name = ""
        self.table = TableMirror()  # GUI thread: what the seat knows, once
        self.url: str | None = None  # where the table is (for the invitation)
        self.hosted_port: int | None = None  # this app's service hosts the table
        self.reach = Reach()  # GUI thread: how friends on the internet reach that table
        self.finished_at: str | None = None  # the history's time of the match (UTC text)
        self._record_heard = False  # the server sends it again on a resume after the end
        self._sent = 0  # refs of the moves we sent
        self.answer_within = 10.0  # seconds a move may wait for its answer
        self.in_flight: InFlight | None = None  # GUI thread: our move not answered yet
        self.given_up: InFlight | None = None  # the last one not answered in time
        self.seatings = 0  # welcomes heard: a move sent on an earlier one is sent again
        self._flight_timer = QTimer(self)
        self._flight_timer.setSingleShot(True)
        self._flight_timer.timeout.connect(self._unanswered)
        self.lost_until: float | None = None  # time.monotonic() the retries stop, while lost
        # the network thread's: never read on the GUI thread
        self.client: Client | None = None
        self.service: ServiceHost | None = None
        self._url: str | None = None  # where the table is
        self._credentials = Credentials()  # the seat's, as the last opening left them
        self._grace = reconnect_for  # seconds to try again before a welcome says
        self._closing = False
        self._opening = False
        self._watcher: asyncio.Task | None = None
        # The network thread speaks to the GUI thread only through these: it never emits
        # this object's signals itself (see diloti_qt.gui_thread).
        self._tell = to_gui_thread(self._told)
        self._tell_heard = to_gui_thread(self._take)
        self.connection_changed.connect(self._lost_or_back)
        self.hosting.connect(self._hosted)
        self.reach_changed.connect(self._reached)
        self.loop = asyncio.new_event_loop()  # the background thread's (tests post to it)
        self._thread = threading.Thread(target=_run_loop,
                                        args=(self.loop, to_gui_thread(self._ended)),
                                        name="diloti-online", daemon=True)
        self._thread.start()

    # -- what the seat knows (GUI thread) ----------------------------------------------------
    @property
    def room(self) -> str | None:
        return self.table.room

    @property
    def seat(self) -> int | None:
        return self.table.seat

    @property
    def is_host(self) -> bool:
        return self.table.host

    @property
    def hosts(self) -> bool:
        """This app's own service runs the table."""
        return self.hosted_port is not None

    @property
    def farewell(self) -> str | None:
        return self.table.farewell

    @property
    def watching(self) -> bool:
        """This app watches the table (no seat): asked, or the server said so."""
        return self.table.watching

    def _take(self, msg: ServerMessage) -> None:
        """A message the network thread handed over, taken in on the GUI thread: the
        mirror keeps it, and what it changed is said by its reaction. A connection deleted
        meanwhile (its table left, its window closed) takes nothing: a message still on
        its way raised "Signal source has been deleted" in the event loop."""
        if not shiboken6.isValid(self):
            return
        try:
            heard = self.table.absorb(msg)
        except ViewError:
            log.exception("a %s message the table cannot show", msg.kind.value)
            return
        REACTIONS[heard.kind](self, heard)

    # -- the reactions: what the seat heard, told as Qt signals (GUI thread) ---------------
    def _welcomed(self, heard: Heard) -> None:
        self.seatings += 1
        if self.table.grace is not None:  # the server's: the countdown is true
            self.reconnect_for = float(self.table.grace)
        self.welcomed.emit()

    def _watching(self, heard: Heard) -> None:
        if self.table.grace is not None:  # the server's: how long the table is kept
            self.reconnect_for = float(self.table.grace)
        self.welcomed.emit()

    def _lobby(self, heard: Heard) -> None:
        if self.hosted_port is not None:  # this app announces the table: say it anew
            self._post(self._relist(_listing(self.table.lobby)))
        self.lobby_changed.emit()

    async def _relist(self, listing) -> None:
        service = self.service
        if service is not None:
            await asyncio.get_running_loop().run_in_executor(None, service.relist, listing)

    def _seats(self, heard: Heard) -> None:
        self.seats_changed.emit()

    def _whole_view(self, heard: Heard) -> None:
        self._settle_by_view()
        self.seats_changed.emit()
        self.match_heard.emit(heard)

    def _dealt(self, heard: Heard) -> None:
        self.match_heard.emit(heard)

    def _moved(self, heard: Heard) -> None:
        mine = heard.outcome.seat == self.seat and not self.watching
        ref = heard.msg.ref
        flight = self.in_flight
        if flight is not None and (ref == flight.ref or (
                mine and flight.in_outcomes(self.seat, [heard.outcome]))):
            self._answered()
        elif mine and self.given_up is not None and (
                ref == self.given_up.ref or self.given_up.in_outcomes(self.seat,
                                                                      [heard.outcome])):
            self.given_up = None
            self.move_played_late.emit()
        self.match_heard.emit(heard)
        end = heard.outcome.end
        if end is not None and end.winner is not None:
            self._match_over()

    def _sync(self, heard: Heard) -> None:
        log.warning("asking for the whole view again: %s", heard.why)
        self.send(Sync())

    def _said(self, heard: Heard) -> None:
        self.said.emit(heard.msg.as_sent())

    def _talk(self, heard: Heard) -> None:
        self.talk_lines.emit(heard.msg.lines)

    def _left(self, heard: Heard) -> None:
        self.friend_left.emit(heard.msg.seat, heard.msg.name)

    def _record(self, heard: Heard) -> None:
        if not self._record_heard:  # the server sends it again on a resume after the end
            self._record_heard = True
            self.record_received.emit(self.table.record)

    def _closed(self, heard: Heard) -> None:
        self._land()
        self._post(self._in_executor(self._forget))
        self.closed.emit(heard.msg.why)

    def _error(self, heard: Heard) -> None:
        msg = heard.msg
        if msg.ref is not None:  # a move of ours: the one in flight (an earlier one's
            # refusal comes after its card went home, or after it was answered)
            if self.in_flight is not None and msg.ref == self.in_flight.ref:
                self._land()
                self.move_refused.emit(msg.code, msg.reason or "", msg.rule or "")
        else:
            self.refused.emit(msg.code, msg.reason or "")

    def _nothing(self, heard: Heard) -> None:
        pass

    def _timeout(self, heard: Heard) -> None:
        self.clocked.emit(heard.msg)

    def _match_over(self) -> None:
        """The match is won: into the statistics (not a watcher's)."""
        table = self.table
        if self.watching:
            return
        try:
            finished = online_finished_match(table.rules, table.seats, table.seat,
                                             table.rounds, table.winner)
        except (ValueError, TypeError):
            log.warning("could not record the online match", exc_info=True)
            return
        self.finished_at = utc_text(finished.played_at)
        self.match_finished.emit(finished)

    def _lost_or_back(self, up: bool) -> None:
        self.lost_until = None if up else time.monotonic() + self.reconnect_for

    def _hosted(self, port: int) -> None:
        self.hosted_port = port
        self.url = f"ws://127.0.0.1:{port}"

    def _reached(self, reach: Reach) -> None:
        self.reach = reach

    def seconds_left(self) -> int | None:
        """While the connection is lost: how long the app still tries to come back."""
        until = self.lost_until
        if until is None or self.farewell is not None:
            return None
        return max(0, round(until - time.monotonic()))

    def _told(self, signal, *args: object) -> None:
        """GUI thread: say what the network thread had to say (the connection may have been
        deleted meanwhile: then nobody listens)."""
        if shiboken6.isValid(self):
            signal.emit(*args)

    def _ended(self) -> None:
        if shiboken6.isValid(self):
            self.stopped.emit()

    # -- opening ---------------------------------------------------------------------------
    def host_table(self, name: str, rules: dict, seats: list[str], stand_in: str,
                   advertise: bool = True, port: int = HOST_PORT,
                   config: ServerConfig | None = None, server: str | None = None,
                   clock: int | None = None, router: RouterAsk | None = None) -> None:
        """Open a table: on this app's own service, or on the game server at `server` (a
        ws:// or wss:// URL) with the same create message. `clock`: seconds for each
        move (0: none; None: the server's default). `router`: on this app's service, ask
        the home router to open the table's port to the internet (None: do not)."""
        self.name = name
        opening = self._asking(Create(VERSION, name, rules, seats, stand_in, clock))
        if server is not None:
            self.url = server
            self._post(self._join(server, opening))
            return
        self._post(self._host(opening, advertise, port, config, router))

    def join_table(self, url: str, room: str, name: str) -> None:
        """Take a free seat; at a table whose seat this app left during a match (its token
        kept), take that seat back instead."""
        left = self._left_seat(room)
        if left is not None:
            self.resume_table(left)
            return
        self.name, self.url = name, url
        self._post(self._join(url, self._asking(Join(VERSION, room, name))))

    def watch_table(self, url: str, room: str, name: str) -> None:
        """Watch a table (its host allows it): no seat, no token kept."""
        self.name, self.url = name, url
        self._post(self._join(url, self._asking(Watch(VERSION, room, name))))

    def _left_seat(self, room: str) -> SavedSeat | None:
        """The seat this app left at `room` during a match, kept on disk."""
        if self.saved is None:
            return None
        code = normalize_room(room)
        return next((s for s in self.saved.seats()
                     if s.room == code and s.left and not s.hosted), None)

    def _asking(self, opening: OpeningMessage) -> OpeningMessage:
        """GUI thread: the seat is what the opening asks until the server answers."""
        self.table.credentials = Credentials.asked(opening)
        return opening

    def resume_table(self, seat: SavedSeat, config: ServerConfig | None = None,
                     router: RouterAsk | None = None) -> None:
        """Take back a seat kept on disk (the app was closed or crashed at the table); a
        table this app hosted is started again from its stored tables first (and its
        port asked of the router again, with `router`)."""
        self.name = seat.name
        if not seat.hosted:
            self.url = seat.url
        self._post(self._resume(seat, self._asking(Resume(VERSION, seat.room, seat.token)),
                                config, router))

    async def _resume(self, seat: SavedSeat, opening: Resume,
                      config: ServerConfig | None, router: RouterAsk | None = None) -> None:
        self._credentials = Credentials.asked(opening)
        if seat.hosted:
            loop = asyncio.get_running_loop()
            try:
                self.service = await loop.run_in_executor(
                    None, _start_service, seat.port, config, self._home_data(), True)
            except Exception:  # noqa: BLE001 - an OSError, a database, a lock: all say so
                log.warning("could not start the game service again", exc_info=True)
                self._tell(self.failed, "host")
                return
            server = self.service.server
            if seat.room not in server.tables and (server.file_set_aside
                                                   or seat.room in server.set_aside):
                log.warning("the hosted table %s could not be restored: %s", seat.room,
                            server.set_aside.get(seat.room, "its database was damaged"))
                if self.saved is not None:
                    self.saved.forget(seat.room)
                self._tell(self.failed, "damaged")
                return
            self._tell(self.hosting, self.service.port)
            url = f"ws://127.0.0.1:{self.service.port}"
        else:
            url = seat.url
        await self._join(url, opening)
        if seat.hosted and router is not None:
            await self._open_port(router)

    def _home_data(self):
        return self.saved.home_tables if self.saved is not None else None

    async def _host(self, opening: Create, advertise, port, config,
                    router: RouterAsk | None = None) -> None:
        loop = asyncio.get_running_loop()
        if self.saved is not None:  # a new table: what a crashed session left goes
            await loop.run_in_executor(None, self.saved.clear_home_tables)
        try:
            self.service = await loop.run_in_executor(None, _start_service, port, config,
                                                      self._home_data())
        except Exception:  # noqa: BLE001 - an OSError, a database, a lock: all say so
            log.warning("could not start the game service", exc_info=True)
            self._tell(self.failed, "host")
            return
        self._tell(self.hosting, self.service.port)
        await self._join(f"ws://127.0.0.1:{self.service.port}", opening)
        room = self._credentials.room
        if advertise and room is not None:
            try:
                await loop.run_in_executor(None, self.service.advertise, opening.name)
            except Exception:  # noqa: BLE001 - the table works without being listed
                log.warning("could not announce the table on the network", exc_info=True)
        if router is not None and room is not None:
            await self._open_port(router)

    async def _open_port(self, router: RouterAsk) -> None:
        """Ask the home router to open the service's port (at most its deadline and a few
        seconds, on a worker thread: the table is open on the local network meanwhile),
        and say how friends on the internet reach the table, now and as renewals go."""
        service = self.service
        if service is None:
            return
        self._tell(self.reach_changed, Reach(ReachState.ASKING))

        def changed(result) -> None:  # the service's thread, at a renewal
            self._tell(self.reach_changed, Reach.answered(result))

        loop = asyncio.get_running_loop()
        try:
            result = await loop.run_in_executor(None, service.open_port, router, changed)
        except Exception:  # noqa: BLE001 - the table is stopping, or the library failed
            log.warning("could not ask the router for the table's port", exc_info=True)
            self._tell(self.reach_changed, Reach())
            return
        log.info("the hosted table: %s", _log_line(result))
        self._tell(self.reach_changed, Reach.answered(result))

    async def _join(self, url: str, opening: OpeningMessage) -> None:
        try:
            client = await Client.connect(url if isinstance(opening, Create)
                                          else room_url(url, opening.room), parse_views=False,
                                          keep=False, track=False)
        except (OSError, asyncio.TimeoutError, ValueError) as e:
            log.info("could not connect to %s: %s", url, e)
            self._tell(self.failed, "connect")
            return
        except Exception as e:  # noqa: BLE001 - websockets' handshake errors (e.g. 429)
            log.info("could not connect to %s: %s", url, e)
            self._tell(self.failed, "connect")
            return
        self._url = url
        self._credentials = Credentials.asked(opening)
        opened = await self._adopt(client, opening)
        if opened is Opened.LATER and isinstance(opening, Resume):
            self._watcher = asyncio.get_running_loop().create_task(self._come_back())
        elif opened is Opened.LATER:
            self._tell(self.failed, "connect")

    async def _adopt(self, client: Client, opening: Resume | Watch | Create | Join) -> Opened:
        client.on_heard = self._hand_over
        self.client = client
        self._opening = True
        try:
            await client.open(opening)
        except RefusedError as e:
            await client.close()
            self.client = None
            if e.code == ErrorCode.STORAGE.value and isinstance(opening, (Resume, Watch)):
                return Opened.LATER  # the database is away or the table is moving
            if isinstance(opening, Resume):
                self._forget()  # the table or the seat is gone
            self._tell(self.refused, e.code, e.reason or "")
            return Opened.REFUSED
        except (asyncio.TimeoutError, OSError):
            client.abort()
            self.client = None
            return Opened.LATER
        finally:
            self._opening = False
        # Welcomed (or watching): who the seat is now, and its token kept on disk.
        self._credentials = client.credentials
        self._keep()
        self._tell(self.connection_changed, True)
        self._watcher = asyncio.get_running_loop().create_task(self._watch(client))
        return Opened.SEATED

    # -- hearing (the network thread) ------------------------------------------------------
    def _hand_over(self, msg: ServerMessage) -> None:
        """On the background loop: a message the client has read (and its mirror has
        kept: the credentials) goes to the GUI thread as it is; an opening's refusal does
        not (_adopt says it)."""
        if self._opening and isinstance(msg, Error) and msg.ref is None:
            return
        self._tell_heard(msg)

    def _keep(self) -> None:
        """Remember the seat's token on disk (on this background thread: a small write)."""
        seat = self._credentials
        if self.saved is None or not seat.kept or not self._url:
            return
        port = self.service.port if self.service is not None else None
        self.saved.remember(SavedSeat(self._url, seat.room, seat.token, self.name or "",
                                      hosted=self.service is not None, port=port))

    def _forget(self) -> None:
        if self.saved is not None and self._credentials.room:
            self.saved.forget(self._credentials.room)

    async def _in_executor(self, job) -> None:
        await asyncio.get_running_loop().run_in_executor(None, job)

    async def _watch(self, client: Client) -> None:
        """When the connection drops (not by us), resume with the token while the seat is
        kept for us."""
        await client.closed.wait()
        if self._closing or client is not self.client:
            return
        if client.farewell is not None:  # the table is gone for good: nothing to retry
            self._tell(self.connection_changed, False)
            return
        await self._come_back()

    async def _come_back(self) -> None:
        self._tell(self.connection_changed, False)
        loop = asyncio.get_running_loop()
        seat = self._credentials
        grace = seat.grace if seat.grace is not None else self._grace
        deadline = loop.time() + grace
        delay = 0.5
        while not self._closing and loop.time() < deadline:
            await asyncio.sleep(delay)
            delay = min(delay * 2, 5.0)
            try:
                fresh = await Client.connect(room_url(self._url, seat.room), parse_views=False,
                                             keep=False, track=False)
            except Exception:  # noqa: BLE001 - not reachable yet: try again
                continue
            # A watcher has no seat to keep: it watches again.
            opened = await self._adopt(fresh, seat.coming_back())
            if opened is not Opened.LATER:
                return  # seated again, or refused for good (refused was emitted)
        if not self._closing:
            self._tell(self.failed, "lost")

    # -- speaking --------------------------------------------------------------------------
    def send(self, msg: ClientMessage) -> None:
        self._post(self._send(msg))

    async def _send(self, msg: ClientMessage) -> None:
        client = self.client  # the one connected now, read on its own thread
        if client is not None:
            await client.send(msg)

    def ready(self, ready: bool = True) -> None:
        """Ready to start (the lobby), for the next round (between rounds), or to play
        again (after the match)."""
        self.send(Ready(ready))

    def say(self, phrase: str | None = None, text: str | None = None) -> None:
        """A quick phrase (its id) or a short line, to everyone at the table."""
        self.send(Say(phrase) if phrase is not None else Say(text=text or ""))

    def set_rules(self, rules: dict) -> None:
        """The host: the rules (and target) of the next match."""
        self.send(SetRules(rules))

    def allow_watchers(self, allow: bool) -> None:
        """The host: whether anyone with the code may watch the table."""
        self.send(AllowWatchers(allow))

    def leave(self) -> None:
        """Leave the table (a computer plays the seat). During a match the token stays on
        disk, marked left: joining the same table again takes the seat back; otherwise it
        is forgotten."""
        lobby = self.table.lobby
        keep = (lobby is not None and lobby.phase is Phase.PLAYING and not self.watching
                and self.hosted_port is None)
        self._post(self._leave(keep))
        if keep:  # here, at once: close(), posted right after, may stop the thread first
            seat = self.table.credentials
            if self.saved is not None and seat.kept and self.url:
                self.saved.remember(SavedSeat(self.url, seat.room, seat.token,
                                              self.name or "", left=True))

    async def _leave(self, keep: bool = False) -> None:
        if self.client is None:
            return
        # Said first: close(), posted right after, takes the client away while the token
        # is forgotten on a worker thread, and the server took the leaving for a drop.
        await self._send(Leave())
        if not keep:
            await asyncio.get_running_loop().run_in_executor(None, self._forget)

    def start(self) -> None:
        self.send(Start())

    def set_clock(self, seconds: int) -> None:
        """The host: the turn clock of the next match (0: none)."""
        self.send(SetClock(seconds))

    def here(self) -> None:
        """Play this seat again (a computer was keeping it)."""
        self.send(Here())

    def swap(self, a: int, b: int) -> None:
        self.send(Swap(a, b))

    def set_seat(self, seat: int, who: str) -> None:
        self.send(SetSeat(seat, who))

    def play(self, move: Move) -> None:
        """Send a move: it is in flight until the server answers (`move_answered`, or
        move_refused: the answer carries our ref), or `answer_within` seconds have passed
        (`move_unanswered`). A connection that drops meanwhile and comes back sends it
        again (docs/PROTOCOL.md "A move in flight")."""
        self._sent += 1
        self.in_flight = InFlight(self._sent, move_json(move), move.card, self.seatings)
        self._flight_timer.start(round(self.answer_within * 1000))
        self.send(Play(self.in_flight.doc, self._sent))

    # -- a move in flight (GUI thread) -------------------------------------------------------
    def _settle_by_view(self) -> None:
        """A whole view came (after a resume, or the server's answer to a move sent again):
        our move in flight is in it (played), or sent again on this newer seating while it
        is still ours to play, or else it was not played (a computer moved for us)."""
        flight, table = self.in_flight, self.table
        if table.view is None or self.watching:
            return
        if flight is None:
            given = self.given_up
            if given is not None and given.in_outcomes(self.seat, table.outcomes):
                self.given_up = None
                self.move_played_late.emit()
            return
        if flight.in_outcomes(self.seat, table.outcomes):
            self._answered()
        elif flight.sent_on == self.seatings:
            return  # this connection's view (a sync): the move's answer is still to come
        elif flight.card in table.view.hand and table.my_turn:
            self.in_flight = dataclasses.replace(flight, sent_on=self.seatings)
            self._flight_timer.start(round(self.answer_within * 1000))
            log.info("sending move %s again (ref %d) after coming back", flight.doc,
                     flight.ref)
            self.send(Play(flight.doc, flight.ref))
        else:
            self._unanswered()

    def _answered(self) -> None:
        """Played. (A move given up before, played late as this one: the same move, its
        answer told once.)"""
        self._land()
        self.given_up = None
        self.move_answered.emit()

    def _unanswered(self) -> None:
        flight = self.in_flight
        if flight is None:
            return
        self._land()
        self.given_up = flight
        log.info("move %s (ref %d) not answered in %.0f s", flight.doc, flight.ref,
                 self.answer_within)
        self.move_unanswered.emit(flight.card)

    def _land(self) -> None:
        self.in_flight = None
        self._flight_timer.stop()

    def _post(self, coro) -> None:
        """Run `coro` on the network thread; once that loop has stopped (the table was
        left), it is closed unstarted: never left unawaited."""
        wrapped = _logged(coro)
        try:
            if not self.loop.is_running():
                raise RuntimeError("the network thread has stopped")
            asyncio.run_coroutine_threadsafe(wrapped, self.loop)
        except RuntimeError:  # stopped, or closed between the check and the call
            wrapped.close()
            coro.close()

    def close(self, wait: float = 0.0, farewell: bool = True) -> None:
        """Leave the table, stop this app's service if it hosted (telling every seat the
        table is closed, unless `farewell` is False: the app is only going away for a
        moment), then the thread. Does not block unless `wait` (seconds) is given (tests,
        and the app as it quits)."""
        if self._closing:
            return
        self._closing = True
        loop = self.loop
        goodbye = Farewell.HOST_LEFT if farewell else None

        async def finish() -> None:
            try:
                if self._watcher is not None:
                    self._watcher.cancel()
                client, self.client = self.client, None
                if client is not None:
                    try:
                        await asyncio.wait_for(client.close(), 2)
                    except Exception:  # noqa: BLE001 - closing anyway
                        pass
                service, self.service = self.service, None
                if service is not None and goodbye is not None:
                    await loop.run_in_executor(None, self._forget)
                if service is not None:
                    await loop.run_in_executor(None, lambda: service.stop(farewell=goodbye))
            finally:
                loop.call_soon(loop.stop)

        if not loop.is_running():
            return
        future = asyncio.run_coroutine_threadsafe(finish(), loop)
        if wait:
            try:
                future.result(wait)
            except Exception:  # noqa: BLE001 - a stuck close must not stop the app
                log.warning("the online table did not close cleanly", exc_info=True)
            self._thread.join(wait)


# What the connection does with each kind of thing its seat heard (net.mirror.HeardKind):
# a Qt signal, said on the GUI thread. A test checks that every kind has one.
REACTIONS: dict[HeardKind, Callable[[OnlineConnection, Heard], None]] = {
    HeardKind.NOTHING: OnlineConnection._nothing,
    HeardKind.WELCOME: OnlineConnection._welcomed,
    HeardKind.WATCHING: OnlineConnection._watching,
    HeardKind.LOBBY: OnlineConnection._lobby,
    HeardKind.SEATS: OnlineConnection._seats,
    HeardKind.VIEW: OnlineConnection._whole_view,
    HeardKind.DEAL: OnlineConnection._dealt,
    HeardKind.MOVE: OnlineConnection._moved,
    HeardKind.CLOSED: OnlineConnection._closed,
    HeardKind.SAID: OnlineConnection._said,
    HeardKind.TALK: OnlineConnection._talk,
    HeardKind.LEFT: OnlineConnection._left,
    HeardKind.RECORD: OnlineConnection._record,
    HeardKind.ERROR: OnlineConnection._error,
    HeardKind.SYNC: OnlineConnection._sync,
    HeardKind.TIMEOUT: OnlineConnection._timeout,
}


def _log_line(result) -> str:
    from diloti_qt.net.portmap import log_line

    return log_line(result)


def _start_service(port: int, config: ServerConfig | None, data=None,
                   only_port: bool = False) -> ServiceHost:
    """Start the game service on `port`, or on any free port if that one is taken (not when
    `only_port`: friends come back to the address they knew). `data`: the folder where the
    service keeps its tables, so a crash of this app loses no match."""
    base = config or ServerConfig(host="0.0.0.0", robot_delay=0.6)
    if data is not None:
        base = dataclasses.replace(base, data=data)
    for attempt in ((port,) if only_port else (port, 0)):
        host = ServiceHost(dataclasses.replace(base, port=attempt))
        try:
            host.start()
            return host
        except OSError:
            if attempt == 0 or only_port:
                raise
    raise OSError("no port")


async def _logged(coro) -> None:
    try:
        await coro
    except Exception:  # noqa: BLE001 - a send on a closing connection
        log.info("an online message could not be sent", exc_info=True)


def _run_loop(loop: asyncio.AbstractEventLoop, ended) -> None:
    """The network thread: its loop until the connection closes it (holding no reference to
    the connection, whose last one must go on the GUI thread). Once stopped, what is left
    running is cancelled (given 2 s at most to finish) and the loop closed: its selector and
    its wake-up sockets are not left to the garbage collector."""
    loop.run_forever()
    try:
        left = asyncio.all_tasks(loop)
        for task in left:
            task.cancel()
        if left:
            loop.run_until_complete(asyncio.wait(left, timeout=2))
    finally:
        loop.close()
        ended()
