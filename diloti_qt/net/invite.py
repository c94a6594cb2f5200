"""Invitations: the one line a host gives friends, `diloti://HOST:PORT/ROOM-CODE` (a `ws://`
server) or `dilotis://HOST:PORT/ROOM-CODE` (a `wss://` server, so TLS is never dropped), and
its strict reading: a pasted or clicked invitation is hostile input until it parses."""

from __future__ import annotations

import enum
import re

from .codes import normalize_room, show_room

SCHEMES = {"diloti": "ws", "dilotis": "wss"}
_URL_SCHEMES = {v: k for k, v in SCHEMES.items()}
DEFAULT_PORTS = {"ws": 8765, "wss": 443}
MAX_INVITE = 300
_HOST = re.compile(r"(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*"
                   r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]{2,45}\]")
_INVITE = re.compile(r"(?P<scheme>[A-Za-z]+)://(?P<host>\[[^\]/]*\]|[^:/\[\]]*)"
                     r"(?::(?P<port>[^/]*))?/(?P<code>[^/]*)")
_SERVER = re.compile(r"(?P<scheme>wss?)://(?P<host>\[[^\]/]*\]|[^:/\[\]]+)"
                     r"(?::(?P<port>[0-9]{1,5}))?/?")


class InviteError(ValueError):
    """Why a text is not an invitation; `problem` names it (ui/online/words says it)."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(problem.value)
        self.problem = problem


class Problem(enum.Enum):
    EMPTY = "empty"
    TOO_LONG = "too-long"
    CHARACTERS = "characters"  # spaces, control or non-ASCII characters
    SHAPE = "shape"  # not scheme://host:port/code
    SCHEME = "scheme"
    HOST = "host"
    PORT = "port"
    CODE = "code"


def _port(text: str | None, scheme: str) -> int:
    if text is None:
        return DEFAULT_PORTS[scheme]
    if not text.isascii() or not text.isdigit() or len(text) > 5 or not 0 < int(text) < 65536:
        raise InviteError(Problem.PORT)
    return int(text)


def make_invite(server: str, room: str) -> str:
    """`ws://host:port/` and a room code → the invitation; ValueError if either is not one."""
    m = _SERVER.fullmatch(server.strip())
    code = normalize_room(room)
    if m is None or code is None or not _HOST.fullmatch(m["host"]):
        raise ValueError(f"no invitation for {server!r} and {room!r}")
    port = _port(m["port"], m["scheme"])
    return f"{_URL_SCHEMES[m['scheme']]}://{m['host'].lower()}:{port}/{show_room(code)}"


def parse_invite(text: str) -> tuple[str, str]:
    """An invitation → (the server's WebSocket URL, the canonical room code); InviteError
    otherwise. Only the scheme, a host name or address, a port and a code are allowed:
    no user, no query, no fragment, no path, nothing invisible."""
    text = text.strip()
    if not text:
        raise InviteError(Problem.EMPTY)
    if len(text) > MAX_INVITE:
        raise InviteError(Problem.TOO_LONG)
    if not text.isascii() or not text.isprintable() or any(c.isspace() for c in text):
        raise InviteError(Problem.CHARACTERS)
    m = _INVITE.fullmatch(text)
    if m is None:
        raise InviteError(Problem.SHAPE)
    scheme = SCHEMES.get(m["scheme"].lower())
    if scheme is None:
        raise InviteError(Problem.SCHEME)
    host = m["host"]
    if not _HOST.fullmatch(host) or len(host) > 253:
        raise InviteError(Problem.HOST)
    port = _port(m["port"], scheme)
    code = normalize_room(m["code"])
    if code is None:
        raise InviteError(Problem.CODE)
    return f"{scheme}://{host.lower()}:{port}/", code


def looks_like_invite(text: str) -> bool:
    """Whether a player pasted an invitation (rather than an address) into a field."""
    return text.strip().lower().startswith(tuple(f"{s}:" for s in SCHEMES))
