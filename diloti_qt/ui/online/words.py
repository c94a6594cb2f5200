"""The game service's error codes in the player's language (the server's own sentence is
English; an illegal move is put in words from the engine's reason code)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from diloti_qt.controller.words import reason_text
from diloti_qt.net.protocol import PROTOCOL, VERSION


def _tr(text: str) -> str:
    return QCoreApplication.translate("Online", text)


def error_text(code: str, reason: str | None = None) -> str:
    if code == "illegal" and reason:
        return reason_text(reason)
    if code == "version":
        return version_text(reason)
    texts = {
        "not-found": _tr("No open table has this code. Check the code and the address."),
        "table-full": _tr("Every seat at this table is taken."),
        "not-now": _tr("That cannot be done at this moment of the game."),
        "not-host": _tr("Only the host can do that."),
        "seat-taken": _tr("That seat is not free."),
        "not-your-turn": _tr("It is not your turn."),
        "rate-limited": _tr("Too many messages: wait a moment."),
        "server-full": _tr("The server is full. Try again later."),
        "connect": _tr("Could not reach the server at this address."),
        "host": _tr("Could not start the table on this computer."),
        "lost": _tr("The connection to the table was lost."),
        "no-watchers": _tr("The host of this table does not let anyone watch it."),
        "storage": _tr("The server cannot store this table at the moment (its database or "
                       "its disk), so the match is paused at the last move stored. It goes "
                       "on from there once the server can store it again."),
        "damaged": _tr("Your table with friends could not be restored: its saved copy was "
                       "damaged and has been kept aside. Host or join a table again."),
    }
    return texts.get(code, _tr("The server refused that."))


def version_text(spoken: str | None) -> str:
    """A table of another protocol version refused this app: which side must update. The
    server names the version it speaks (`diloti-net/N`); one of diloti-net/1 names none."""
    theirs = _version_number(spoken)
    if theirs is not None and theirs > VERSION:
        return _tr("This table needs a newer diloti-qt: update the game to join it.")
    return _tr("This table runs an older diloti-qt: ask whoever runs it to update the game.")


def _version_number(spoken: str | None) -> int | None:
    prefix = PROTOCOL.rsplit("/", 1)[0] + "/"
    if spoken and spoken.startswith(prefix) and spoken[len(prefix):].isdigit():
        return int(spoken[len(prefix):])
    return None


def farewell_text(why: str) -> str:
    """Why the table is gone for good (the server's `closed` message)."""
    if why == "host-left":
        return _tr("The host closed the table: the match with friends is over.")
    return _tr("The server stopped: the match with friends is over.")


def invite_problem_text(problem) -> str:
    """Why a pasted or clicked text is not an invitation (net.invite.Problem)."""
    texts = {
        "empty": _tr("Paste the invitation your friend sent (diloti://…)."),
        "too-long": _tr("That invitation is far too long to be one."),
        "characters": _tr("That invitation has spaces or characters an invitation never has."),
        "shape": _tr("An invitation looks like diloti://server:8765/ABCDE-FGHJK."),
        "scheme": _tr("An invitation starts with diloti:// or dilotis://."),
        "host": _tr("The server's name in that invitation is not a valid one."),
        "port": _tr("The port in that invitation is not a number from 1 to 65535."),
        "code": _tr("The room code in that invitation is not one (ten letters and digits)."),
    }
    return texts.get(problem.value, texts["shape"])


def reach_text(reach) -> str:
    """How friends on the internet reach the table this app hosts (connection.Reach), in
    one sentence, with what to do when they cannot."""
    from .connection import ReachState

    if reach.state is ReachState.ASKING:
        return _tr("Asking your router to let friends on the internet in…")
    if reach.state is ReachState.GRANTED:
        return _tr("Your router opened a port for this table: friends anywhere can join with "
                   "the first invitation. It closes when the table closes.")
    if reach.state is ReachState.NOT_ASKED:
        return _tr("Only friends on your network can join: the router is not asked to open "
                   "a port (Preferences).")
    from diloti_qt.net.portmap import Why

    why = reach.result.why
    if why is Why.PRIVATE_OUTSIDE:
        return _tr("Only friends on your network can join: your internet provider shares one "
                   "address among many homes, so no port can be opened for you. To play "
                   "with friends elsewhere, host the table on a server.")
    if why is Why.REFUSED:
        return _tr("Only friends on your network can join: your router refused to open a "
                   "port. Allow UPnP or NAT-PMP in its settings, or host the table on a "
                   "server.")
    return _tr("Only friends on your network can join: no router answered the request to "
               "open a port. Turn on UPnP or NAT-PMP in your router's settings, or host the "
               "table on a server.")
